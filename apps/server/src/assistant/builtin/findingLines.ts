import type { MatchAnswer } from '@wtt/contract';
import { literal, quoted } from '../markdown.ts';

type Finding = MatchAnswer['findings'][number];

const SEVERITY_RANK: Record<Finding['severity'], number> = { error: 0, warning: 1, suggestion: 2 };

/**
 * The findings that matter most first: by severity, then by how much their rule costs the score, then in
 * the order of the text.
 */
export function byImportance(match: MatchAnswer): Finding[] {
  const loss = new Map(match.explanation.rules.map((rule) => [rule.id, rule.loss]));
  return [...match.findings].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      (loss.get(b.id) ?? 0) - (loss.get(a.id) ?? 0) ||
      a.from - b.from,
  );
}

/** One finding as a line: the words of the text, the rule, what to do, what the guide suggests. */
export function findingLine(text: string, finding: Finding): string {
  const words = text.slice(finding.from, finding.to);
  const where = words.trim() === '' ? '' : `**${quoted(words, 80)}**: `;
  const suggestions =
    finding.suggestions.length === 0
      ? ''
      : ` Try ${finding.suggestions
          .slice(0, 3)
          .map((suggestion) => quoted(suggestion, 60))
          .join(' or ')}.`;
  return `${where}${literal(finding.message)}${suggestions} *(${literal(finding.id)})*`;
}

/** How many findings carry a verified fix (the engine's "safe" fixes). */
export function fixableCount(match: MatchAnswer): number {
  return match.findings.filter((finding) => finding.fix !== undefined).length;
}
