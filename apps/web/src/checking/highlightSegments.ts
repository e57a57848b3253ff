// The checked text cut into runs of characters that share the same findings, so overlapping findings
// each keep their underline and every run knows every message that covers it.
import type { CheckFinding } from './fixPlan.ts';

export interface TextSegment {
  from: number;
  to: number;
  text: string;
  /** The findings that cover the whole segment, most severe first; empty for plain text. */
  findings: CheckFinding[];
  /** Inside the range the reader asked to see (a sentence picked in a report). */
  selected: boolean;
}

export interface TextRange {
  from: number;
  to: number;
}

const SEVERITY_ORDER = { error: 0, warning: 1, suggestion: 2 } as const;

export function bySeverity(left: CheckFinding, right: CheckFinding): number {
  return SEVERITY_ORDER[left.severity] - SEVERITY_ORDER[right.severity] || left.from - right.from;
}

export function highlightSegments(
  text: string,
  findings: readonly CheckFinding[],
  selection: TextRange | null = null,
): TextSegment[] {
  const clamp = (offset: number) => Math.min(Math.max(offset, 0), text.length);
  // A finding of no width (a missing greeting at the very start) has nothing to underline.
  const shown = findings
    .map((finding) => ({ finding, from: clamp(finding.from), to: clamp(finding.to) }))
    .filter(({ from, to }) => to > from);
  const cuts = new Set<number>([0, text.length]);
  for (const { from, to } of shown) {
    cuts.add(from);
    cuts.add(to);
  }
  const selected = selection === null ? null : { from: clamp(selection.from), to: clamp(selection.to) };
  if (selected !== null) {
    cuts.add(selected.from);
    cuts.add(selected.to);
  }
  const points = [...cuts].sort((left, right) => left - right);
  const segments: TextSegment[] = [];
  for (let index = 0; index + 1 < points.length; index += 1) {
    const from = points[index] ?? 0;
    const to = points[index + 1] ?? from;
    if (to <= from) continue;
    const covering = shown
      .filter((entry) => entry.from <= from && entry.to >= to)
      .map((entry) => entry.finding)
      .sort(bySeverity);
    const inSelection = selected !== null && selected.from <= from && selected.to >= to;
    const previous = segments.at(-1);
    // Plain runs next to each other are one segment.
    if (
      covering.length === 0 &&
      previous !== undefined &&
      previous.findings.length === 0 &&
      previous.selected === inSelection
    ) {
      previous.to = to;
      previous.text = text.slice(previous.from, to);
      continue;
    }
    segments.push({ from, to, text: text.slice(from, to), findings: covering, selected: inSelection });
  }
  return segments;
}
