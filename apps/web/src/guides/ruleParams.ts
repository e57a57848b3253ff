// The parameter form of a rule, generated from the catalogue's parameter descriptions (GET /rules): which
// input each parameter gets, the value it shows, and what is wrong with a value. A rule's `params` keep
// only what the user set; anything left out takes the catalogue's default (the engine does the same).
import type { GuideRuleInput, RuleInfo } from '@wtt/contract';

export type RuleParameter = RuleInfo['parameters'][number];
export type RuleParams = Record<string, unknown>;

/** A rule that takes a parameter of this name refers to a glossary (DESIGN section 6). */
export const GLOSSARY_PARAMETER = 'glossaryId';

export type ParamField =
  | { kind: 'glossary'; parameter: RuleParameter; label: string; help: string }
  | { kind: 'choice'; parameter: RuleParameter; label: string; options: string[] }
  | { kind: 'integer' | 'number'; parameter: RuleParameter; label: string; min?: number; max?: number }
  | { kind: 'boolean'; parameter: RuleParameter; label: string }
  | { kind: 'terms'; parameter: RuleParameter; label: string; help: string }
  | { kind: 'list'; parameter: RuleParameter; label: string }
  | { kind: 'text'; parameter: RuleParameter; label: string };

/** A term of a terms parameter: a text, or an entry with suggestions and a note (kept as it is). */
export type TermValue = string | { term: string; suggestions?: string[]; note?: string };

export function paramFields(info: Pick<RuleInfo, 'parameters'>): ParamField[] {
  return info.parameters.map((parameter): ParamField => {
    const label = parameter.description;
    if (parameter.name === GLOSSARY_PARAMETER) {
      return {
        kind: 'glossary',
        parameter,
        label: 'Glossary',
        help: 'Its terms count as well as the ones listed here.',
      };
    }
    if (parameter.options !== undefined && parameter.options.length > 0) {
      return { kind: 'choice', parameter, label, options: parameter.options };
    }
    switch (parameter.type) {
      case 'integer':
      case 'number':
        return { kind: parameter.type, parameter, label, min: parameter.min, max: parameter.max };
      case 'boolean':
        return { kind: 'boolean', parameter, label };
      case 'terms':
        return { kind: 'terms', parameter, label: 'Terms', help: 'Word forms match too.' };
      case 'string[]':
        return { kind: 'list', parameter, label };
      case 'string':
        return { kind: 'text', parameter, label };
    }
  });
}

/** What a parameter is worth in a rule: its set value, else the catalogue's default. */
export function paramValue(params: RuleParams | undefined, parameter: RuleParameter): unknown {
  const value = params?.[parameter.name];
  return value === undefined ? parameter.default : value;
}

/** The params with one value set, or taken out (`undefined`: back to the default). */
export function withParam(params: RuleParams | undefined, name: string, value: unknown): RuleParams {
  const others = Object.entries(params ?? {}).filter(([key]) => key !== name);
  return Object.fromEntries(value === undefined ? others : [...others, [name, value]]);
}

export const termText = (term: unknown): string =>
  typeof term === 'string'
    ? term
    : typeof term === 'object' && term !== null && 'term' in term && typeof term.term === 'string'
      ? term.term
      : '';

/** New term texts, keeping the suggestions and notes of the terms that stay. */
export function withTermTexts(previous: unknown, texts: readonly string[]): TermValue[] {
  const kept = Array.isArray(previous) ? (previous as TermValue[]) : [];
  return texts.map((text) => kept.find((term) => termText(term) === text) ?? text);
}

function rangeText(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined) return `from ${min} to ${max}`;
  if (min !== undefined) return `of at least ${min}`;
  if (max !== undefined) return `of at most ${max}`;
  return '';
}

function numberError(field: Extract<ParamField, { kind: 'integer' | 'number' }>, value: unknown) {
  const range = rangeText(field.min, field.max);
  const wanted = `Enter a ${field.kind === 'integer' ? 'whole number' : 'number'}${range === '' ? '' : ` ${range}`}.`;
  if (typeof value !== 'number' || !Number.isFinite(value)) return wanted;
  if (field.kind === 'integer' && !Number.isInteger(value)) return wanted;
  if (field.min !== undefined && value < field.min) return wanted;
  if (field.max !== undefined && value > field.max) return wanted;
  return null;
}

function fieldError(field: ParamField, value: unknown): string | null {
  switch (field.kind) {
    case 'integer':
    case 'number':
      return numberError(field, value);
    case 'choice':
      return value === undefined || (typeof value === 'string' && field.options.includes(value))
        ? null
        : `Choose one of: ${field.options.join(', ')}.`;
    case 'glossary':
    case 'text':
      return value === undefined || typeof value === 'string' ? null : 'Enter a text.';
    case 'boolean':
      return value === undefined || typeof value === 'boolean' ? null : 'Choose yes or no.';
    case 'list':
      return value === undefined || (Array.isArray(value) && value.every((item) => typeof item === 'string'))
        ? null
        : 'Enter a list of phrases.';
    case 'terms':
      return value === undefined || (Array.isArray(value) && value.every((term) => termText(term) !== ''))
        ? null
        : 'Every term needs a text.';
  }
}

/** What is wrong with a rule's parameters, by parameter name (empty when nothing is). */
export function paramErrors(info: Pick<RuleInfo, 'parameters'>, params: RuleParams | undefined) {
  const errors: Record<string, string> = {};
  for (const field of paramFields(info)) {
    const error = fieldError(field, paramValue(params, field.parameter));
    if (error !== null) errors[field.parameter.name] = error;
  }
  return errors;
}

/** The errors of every rule of a guide, by the rule's index; rules without errors are left out. */
export function guideRuleErrors(
  rules: readonly GuideRuleInput[],
  catalogue: ReadonlyMap<string, RuleInfo>,
): Map<number, Record<string, string>> {
  const errors = new Map<number, Record<string, string>>();
  rules.forEach((rule, index) => {
    const info = catalogue.get(rule.id);
    if (info === undefined) return;
    const ruleErrors = paramErrors(info, rule.params);
    if (Object.keys(ruleErrors).length > 0) errors.set(index, ruleErrors);
  });
  return errors;
}

/** A parameter's value in words, for read-only guides. */
export function paramValueText(
  field: ParamField,
  value: unknown,
  glossaryNameOf: (id: string) => string | null,
): string {
  if (value === undefined || value === null) return 'not set';
  switch (field.kind) {
    case 'glossary':
      return typeof value === 'string' ? (glossaryNameOf(value) ?? 'a glossary you cannot open') : 'not set';
    case 'terms':
    case 'list':
      if (!Array.isArray(value) || value.length === 0) return 'none';
      return value.map(termText).join(', ');
    case 'boolean':
      return value === true ? 'yes' : 'no';
    default:
      return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
  }
}
