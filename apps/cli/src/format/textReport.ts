import type { Severity } from '@wtt/engine';
import type { CheckedFile } from './checkedFile.ts';
import { positionsOf } from './positions.ts';

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

function tally(counts: Readonly<Record<Severity, number>>): string {
  return `${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.suggestion, 'suggestion')}`;
}

/**
 * Compiler-style lines, `file:line:col severity message [rule-id]`, then each file's score and a
 * summary line, so editors and CI logs can jump to each finding.
 */
export function textReport(files: readonly CheckedFile[]): string {
  const lines: string[] = [];
  const total: Record<Severity, number> = { error: 0, warning: 0, suggestion: 0 };
  const scores: string[] = [];
  for (const { file, text, result } of files) {
    const at = positionsOf(text);
    const counts: Record<Severity, number> = { error: 0, warning: 0, suggestion: 0 };
    for (const finding of result.findings) {
      const { line, column } = at(finding.from);
      counts[finding.severity] += 1;
      lines.push(`${file}:${line}:${column} ${finding.severity} ${finding.message} [${finding.id}]`);
    }
    for (const severity of ['error', 'warning', 'suggestion'] as const) total[severity] += counts[severity];
    scores.push(
      `${file}: score ${result.score.overall}/100, ${result.findings.length === 0 ? 'no findings' : tally(counts)}`,
    );
  }
  if (lines.length > 0) lines.push('');
  lines.push(...scores, '', `${plural(files.length, 'file')} checked: ${tally(total)}.`);
  return `${lines.join('\n')}\n`;
}
