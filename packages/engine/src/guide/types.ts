import type { GlossaryTerm } from '../rules/parameters.ts';
import type { CompiledRule } from '../rules/types.ts';

/** A rule of a guide: a catalogue id and its parameters. */
export interface GuideRule {
  readonly id: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A guide (tone of voice) as the engine needs it: `{name, rules: [{id, params}]}`. */
export interface Guide {
  readonly name: string;
  readonly rules: readonly GuideRule[];
}

/**
 * Where glossaries referred to by `glossaryId` come from: a function, a Map or a plain object keyed by
 * id, giving the glossary's terms (or the whole glossary, `{terms}`).
 */
export type GlossarySource =
  | ((
      glossaryId: string,
    ) => readonly GlossaryTerm[] | { readonly terms: readonly GlossaryTerm[] } | undefined)
  | ReadonlyMap<string, readonly GlossaryTerm[] | { readonly terms: readonly GlossaryTerm[] }>
  | Readonly<Record<string, readonly GlossaryTerm[] | { readonly terms: readonly GlossaryTerm[] }>>;

export interface CompileOptions {
  readonly glossaries?: GlossarySource;
}

/** A guide validated and prepared once (term matchers compiled): check many texts with it. */
export interface CompiledGuide {
  readonly name: string;
  readonly rules: readonly CompiledRule[];
  readonly blockRules: readonly CompiledRule[];
  readonly documentRules: readonly CompiledRule[];
}
