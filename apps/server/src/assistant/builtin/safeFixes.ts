import type { MatchAnswer, TextProposal } from '@wtt/contract';

export interface AppliedFixes {
  readonly text: string;
  readonly changes: TextProposal['changes'];
}

/**
 * `text` with every fix the engine verified (a finding keeps its `fix` only when applying it makes no
 * rule of the guide fire anew) applied, in the order of the text. Where two fixes overlap the first is
 * kept; the other finding is left for the next check, as the editor's "Fix all safe" does.
 */
export function applySafeFixes(text: string, match: MatchAnswer): AppliedFixes {
  const fixes = match.findings
    .flatMap((finding) => (finding.fix === undefined ? [] : [{ ruleId: finding.id, ...finding.fix }]))
    .sort((a, b) => a.begin - b.begin || a.end - b.end);
  const parts: string[] = [];
  const changes: { ruleId: string; from: string; to: string }[] = [];
  let at = 0;
  for (const fix of fixes) {
    if (fix.begin < at || fix.end > text.length) continue;
    const original = text.slice(fix.begin, fix.end);
    if (original === fix.replacement) continue;
    parts.push(text.slice(at, fix.begin), fix.replacement);
    changes.push({ ruleId: fix.ruleId, from: original, to: fix.replacement });
    at = fix.end;
  }
  parts.push(text.slice(at));
  return { text: parts.join(''), changes };
}
