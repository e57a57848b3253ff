// Findings as the editor draws them: at ProseMirror positions of the document version they were checked
// on, and, for a result that arrives after further typing, moved through the edits made since. A finding
// whose text was deleted or changed by those edits is dropped rather than drawn on the wrong words.
import type { StepMap } from '@tiptap/pm/transform';
import type { BlockFinding } from './checkerProtocol.ts';

export interface ShownFinding {
  /**
   * The same for the same finding in the next result while its block's content is unchanged (rule, check,
   * block content and offsets): what "Dismiss" remembers and React keys use. Unique within one result.
   */
  readonly key: string;
  /** ProseMirror positions. */
  readonly from: number;
  readonly to: number;
  readonly finding: BlockFinding;
  /** The fix at ProseMirror positions: replace [from, to) with `replacement`. */
  readonly fix?: { readonly from: number; readonly to: number; readonly replacement: string };
}

/**
 * The findings of a result at the positions of the document version it was checked on. `starts` is that
 * version's `documentBlocks(doc).starts`; a finding of a block it does not know is left out.
 */
export function toShownFindings(
  findings: readonly BlockFinding[],
  starts: ReadonlyMap<string, number>,
): ShownFinding[] {
  const shown: ShownFinding[] = [];
  const keys = new Map<string, number>();
  for (const finding of findings) {
    const start = starts.get(finding.blockId);
    if (start === undefined) continue;
    const base = `${finding.blockId}|${finding.id}|${finding.methodName}|${finding.from}-${finding.to}`;
    const copies = keys.get(base) ?? 0;
    keys.set(base, copies + 1);
    const { fix } = finding;
    shown.push({
      key: copies === 0 ? base : `${base}|${copies + 1}`,
      from: start + finding.from,
      to: start + finding.to,
      finding,
      ...(fix ? { fix: { from: start + fix.begin, to: start + fix.end, replacement: fix.replacement } } : {}),
    });
  }
  return shown;
}

/**
 * Moves findings through the step maps of the edits made since their version, in order. A finding is
 * dropped when an edit deleted, replaced or inserted text inside it or right at its edges (typing at the
 * end of a flagged word changes the word); a fix whose range was edited is dropped, its finding kept.
 */
export function mapShownFindings(
  findings: readonly ShownFinding[],
  maps: readonly StepMap[],
): ShownFinding[] {
  if (maps.length === 0) return [...findings];
  const mapped: ShownFinding[] = [];
  for (const shown of findings) {
    const range = mapRange(shown.from, shown.to, maps);
    if (!range) continue;
    const fix = shown.fix ? mapRange(shown.fix.from, shown.fix.to, maps) : undefined;
    const { fix: _stale, ...rest } = shown;
    mapped.push({
      ...rest,
      from: range.from,
      to: range.to,
      ...(shown.fix && fix ? { fix: { ...fix, replacement: shown.fix.replacement } } : {}),
    });
  }
  return mapped;
}

/** The range after the edits, or undefined when an edit touched it. */
function mapRange(
  from: number,
  to: number,
  maps: readonly StepMap[],
): { from: number; to: number } | undefined {
  let at = { from, to };
  for (const map of maps) {
    if (touches(map, at.from, at.to)) return undefined;
    at = { from: map.map(at.from, 1), to: map.map(at.to, -1) };
  }
  return at;
}

function touches(map: StepMap, from: number, to: number): boolean {
  let touched = false;
  map.forEach((oldStart, oldEnd) => {
    if (oldStart <= to && oldEnd >= from) touched = true;
  });
  return touched;
}

/**
 * The step maps of each document version since some version: the editor records each transaction's maps
 * as it advances the version, and reads the maps since a result's version when that result arrives.
 * Versions older than the `keep` most recent ones are forgotten (their results are dropped, not mapped).
 */
export class EditHistory {
  private readonly maps = new Map<number, readonly StepMap[]>();
  private latest: number;
  private readonly keep: number;

  constructor(version = 0, keep = 500) {
    this.latest = version;
    this.keep = keep;
  }

  /** The current document version. */
  get version(): number {
    return this.latest;
  }

  /** A transaction changed the document: the next version, reached through `maps` (`tr.mapping.maps`). */
  advance(maps: readonly StepMap[]): number {
    this.latest += 1;
    this.maps.set(this.latest, [...maps]);
    this.maps.delete(this.latest - this.keep);
    return this.latest;
  }

  /** The maps from `version` to the current version in order; undefined if that version is forgotten. */
  mapsSince(version: number): StepMap[] | undefined {
    if (version > this.latest) return undefined;
    const since: StepMap[] = [];
    for (let next = version + 1; next <= this.latest; next++) {
      const maps = this.maps.get(next);
      if (!maps) return undefined;
      since.push(...maps);
    }
    return since;
  }
}
