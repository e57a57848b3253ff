import type { Severity } from '../rules/types.ts';

/** Vale's alert levels, which are the engine's severities. */
export type ValeLevel = Severity;

/** What every Vale rule file holds (Vale's `Definition`). */
interface ValeRuleBase {
  readonly message: string;
  readonly level: ValeLevel;
  readonly description?: string;
  readonly link?: string;
  readonly scope?: string | readonly string[];
  readonly action?: {
    readonly name: 'replace' | 'remove' | 'edit' | 'suggest';
    readonly params?: readonly string[];
  };
}

/** `existence`: flags any match of `tokens` (each a regular expression, wrapped in word boundaries). */
export interface ValeExistence extends ValeRuleBase {
  readonly extends: 'existence';
  readonly tokens: readonly string[];
  readonly ignorecase?: boolean;
  readonly nonword?: boolean;
  readonly exceptions?: readonly string[];
}

/** `substitution`: flags a match of a `swap` key and suggests its value (options separated by `|`). */
export interface ValeSubstitution extends ValeRuleBase {
  readonly extends: 'substitution';
  readonly swap: Readonly<Record<string, string>>;
  readonly ignorecase?: boolean;
  readonly nonword?: boolean;
  readonly exceptions?: readonly string[];
  /** A match that starts with a capital gets its suggestions with a capital ("Colour" → "Color"). */
  readonly capitalize?: boolean;
}

/** `occurrence`: flags a scope where `token` occurs more than `max` or fewer than `min` times. */
export interface ValeOccurrence extends ValeRuleBase {
  readonly extends: 'occurrence';
  readonly token: string;
  readonly max?: number;
  readonly min?: number;
  readonly ignorecase?: boolean;
}

/** `repetition`: flags a match of `tokens` that directly repeats the previous one. */
export interface ValeRepetition extends ValeRuleBase {
  readonly extends: 'repetition';
  readonly tokens: readonly string[];
  readonly alpha?: boolean;
  readonly ignorecase?: boolean;
  readonly max?: number;
}

/** The Vale rules the export writes. */
export type ValeRule = ValeExistence | ValeSubstitution | ValeOccurrence | ValeRepetition;

/** One rule file of the style: its base name (without `.yml`) and the rule. */
export interface ValeRuleFile {
  readonly name: string;
  readonly rule: ValeRule;
}

/** What one rule of a guide becomes in Vale. */
export interface ValeRuleExport {
  readonly files: readonly ValeRuleFile[];
  /** Lines for the vocabulary: exact spellings (`accept.txt`) and terms to avoid (`reject.txt`). */
  readonly accept?: readonly string[];
  readonly reject?: readonly string[];
  /** What Vale does differently from Write the Tone, for the package's README. */
  readonly differences: readonly string[];
}

/** A file of the exported package: a path relative to the output folder and its text. */
export interface ValeFile {
  readonly path: string;
  readonly content: string;
}
