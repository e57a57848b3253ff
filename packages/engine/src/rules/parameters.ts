/** The types a rule parameter can have; `terms` is a glossary: strings or `{term, suggestions?, note?}`. */
export type ParameterType = 'integer' | 'number' | 'boolean' | 'string' | 'string[]' | 'terms';

/** A glossary entry, as DESIGN.md section 6 defines it. */
export interface GlossaryTerm {
  readonly term: string;
  readonly suggestions?: readonly string[];
  readonly note?: string;
}

export type ParseResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

/**
 * A rule parameter: plain data (type, description, default, bounds) that `listRules` publishes as JSON,
 * plus the `parse` that checks a guide's value for it.
 */
export interface ParameterSpec<T> {
  readonly type: ParameterType;
  readonly description: string;
  /** `undefined` for an optional parameter without a default (a glossary id). */
  readonly default: T;
  readonly min?: number;
  readonly max?: number;
  /** Allowed values of a `string` or the items of a `string[]`. */
  readonly options?: readonly string[];
  readonly parse: (value: unknown) => ParseResult<T>;
}

export type ParameterSchema = Readonly<Record<string, ParameterSpec<unknown>>>;

/** The validated parameters a rule receives, defaults applied. */
export type ParamsOf<S extends ParameterSchema> = {
  readonly [K in keyof S]: S[K] extends ParameterSpec<infer T> ? T : never;
};

const ok = <T>(value: T): ParseResult<T> => ({ ok: true, value });
const fail = <T>(message: string): ParseResult<T> => ({ ok: false, message });

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? `the text ${JSON.stringify(value)}` : `a ${typeof value}`;
}

export function integerParameter(spec: {
  description: string;
  default: number;
  min?: number;
  max?: number;
}): ParameterSpec<number> {
  const { min, max } = spec;
  return {
    type: 'integer',
    ...spec,
    parse(value) {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        return fail(`must be a whole number, not ${describe(value)}`);
      }
      if (min !== undefined && value < min) return fail(`must be at least ${min}, not ${value}`);
      if (max !== undefined && value > max) return fail(`must be at most ${max}, not ${value}`);
      return ok(value);
    },
  };
}

export function booleanParameter(spec: { description: string; default: boolean }): ParameterSpec<boolean> {
  return {
    type: 'boolean',
    ...spec,
    parse: (value) =>
      typeof value === 'boolean' ? ok(value) : fail(`must be true or false, not ${describe(value)}`),
  };
}

/** One of a fixed set of texts, such as a style: `{style: 'use' | 'avoid'}`. */
export function choiceParameter<const T extends string>(spec: {
  description: string;
  options: readonly T[];
  default: T;
}): ParameterSpec<T> {
  const { options } = spec;
  return {
    type: 'string',
    ...spec,
    parse(value) {
      const chosen = options.find((option) => option === value);
      if (chosen !== undefined) return ok(chosen);
      return fail(
        `must be one of ${options.map((option) => JSON.stringify(option)).join(', ')}, not ${describe(value)}`,
      );
    },
  };
}

/** An optional text, such as a glossary id. */
export function optionalStringParameter(spec: { description: string }): ParameterSpec<string | undefined> {
  return {
    type: 'string',
    description: spec.description,
    default: undefined,
    parse(value) {
      if (value === undefined || value === null) return ok(undefined);
      if (typeof value !== 'string' || value.trim() === '') {
        return fail(`must be a non-empty text, not ${describe(value)}`);
      }
      return ok(value);
    },
  };
}

export function stringListParameter(spec: {
  description: string;
  default: readonly string[];
  options?: readonly string[];
}): ParameterSpec<readonly string[]> {
  const { options } = spec;
  return {
    type: 'string[]',
    ...spec,
    parse(value) {
      if (!Array.isArray(value)) return fail(`must be a list of texts, not ${describe(value)}`);
      const items: string[] = [];
      for (const [index, item] of value.entries()) {
        if (typeof item !== 'string') return fail(`item ${index} must be a text, not ${describe(item)}`);
        if (options && !options.includes(item)) {
          return fail(`item ${index} must be one of ${options.join(', ')}, not ${JSON.stringify(item)}`);
        }
        items.push(item);
      }
      return ok(items);
    },
  };
}

/** A list of glossary terms: each a text or `{term, suggestions?, note?}`. */
export function termsParameter(spec: { description: string }): ParameterSpec<readonly GlossaryTerm[]> {
  return {
    type: 'terms',
    description: spec.description,
    default: [],
    parse(value) {
      if (!Array.isArray(value)) return fail(`must be a list of terms, not ${describe(value)}`);
      const terms: GlossaryTerm[] = [];
      for (const [index, item] of value.entries()) {
        const term = parseTerm(item);
        if (typeof term === 'string') return fail(`item ${index} ${term}`);
        terms.push(term);
      }
      return ok(terms);
    },
  };
}

/** A glossary entry from a guide or a glossary; a text on failure (what is wrong with it). */
export function parseTerm(item: unknown): GlossaryTerm | string {
  if (typeof item === 'string') {
    return item.trim() === '' ? 'must not be empty' : { term: item.trim() };
  }
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return `must be a text or {term, suggestions?, note?}, not ${describe(item)}`;
  }
  const record = item as Record<string, unknown>;
  const { term, suggestions, note } = record;
  if (typeof term !== 'string' || term.trim() === '') return 'needs a non-empty "term"';
  if (
    suggestions !== undefined &&
    !(Array.isArray(suggestions) && suggestions.every((s) => typeof s === 'string'))
  ) {
    return '"suggestions" must be a list of texts';
  }
  if (note !== undefined && typeof note !== 'string') return '"note" must be a text';
  return {
    term: term.trim(),
    ...(suggestions ? { suggestions } : {}),
    ...(typeof note === 'string' ? { note } : {}),
  };
}
