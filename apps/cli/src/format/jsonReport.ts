import type { CheckedFile } from './checkedFile.ts';
import { positionsOf } from './positions.ts';

/**
 * `[{file, score, categories, findings}]`: the overall score (0–100), the category scores, and the
 * engine's findings (UTF-16 offsets, fixes) with 1-based `line`/`column` and `endLine`/`endColumn` added
 * for editors and scripts.
 */
export function jsonReport(files: readonly CheckedFile[]): string {
  const report = files.map(({ file, text, result }) => {
    const at = positionsOf(text);
    return {
      file,
      score: result.score.overall,
      categories: result.score.categories,
      findings: result.findings.map((finding) => {
        const start = at(finding.from);
        const end = at(finding.to);
        return {
          ...finding,
          line: start.line,
          column: start.column,
          endLine: end.line,
          endColumn: end.column,
        };
      }),
    };
  });
  return `${JSON.stringify(report, null, 2)}\n`;
}
