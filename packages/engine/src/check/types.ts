import type { RuleCategory } from '../categories.ts';
import type { TextFormat } from '../document/types.ts';
import type { GlossarySource } from '../guide/types.ts';
import type { Severity } from '../rules/types.ts';
import type { Score } from '../scoring/types.ts';

/**
 * A finding, the editor's highlight decoration (DESIGN.md section 6). Offsets are UTF-16 code units
 * of the checked text, as the browser counts them; `fix` replaces `[begin, end)` with `replacement`.
 */
export interface Finding {
  readonly from: number;
  readonly to: number;
  /** The rule's category. */
  readonly type: RuleCategory;
  /** The rule id. */
  readonly id: string;
  /** The check inside the rule that fired (a data entry id, a sub-check). */
  readonly methodName: string;
  /** Says what to do. */
  readonly message: string;
  readonly severity: Severity;
  readonly suggestions: string[];
  readonly fix?: { readonly begin: number; readonly end: number; readonly replacement: string };
}

export interface CheckOptions {
  /** How to read the text; `plain` when omitted. */
  readonly format?: TextFormat;
  /** Glossaries that rules refer to by `glossaryId` (when the guide is not compiled yet). */
  readonly glossaries?: GlossarySource;
}

export interface CheckResult {
  /** Sorted by `from`, then `to`, then rule id. */
  readonly findings: Finding[];
  readonly score: Score;
}
