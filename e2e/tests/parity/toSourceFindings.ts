// Puts the editor's findings (offsets into its blocks' text) into the offsets of the text POST /match
// checked, through the engine's own maps: a block's text to its prose (blockProse), and the server's
// parse of the text (parseDocument) from prose back to the text. The editor's blocks with words must read
// as exactly the server's blocks of prose, or no finding can be compared.
import {
  blockProse,
  parseDocument,
  toSourceRange,
  type BlockFinding,
  type BlockInput,
  type Finding,
  type OffsetMap,
  type ProseBlock,
  type Score,
  type TextFormat,
} from '@wtt/engine';

export interface ProseComparison {
  readonly editor: { kind: string; level: number; text: string }[];
  readonly server: { kind: string; level: number; text: string }[];
}

interface EditorProse {
  readonly id: string;
  readonly map: OffsetMap;
  readonly server: ProseBlock;
}

export function compareProse(blocks: readonly BlockInput[], text: string, format: TextFormat) {
  const serverBlocks = parseDocument(text, format).blocks;
  const withWords = blocks
    .map((block) => ({ block, prose: blockProse(block) }))
    .filter(({ prose }) => prose.text !== '');
  const comparison: ProseComparison = {
    editor: withWords.map(({ block, prose }) => ({
      kind: block.kind,
      level: block.level ?? 0,
      text: prose.text,
    })),
    server: serverBlocks.map((block) => ({ kind: block.kind, level: block.level, text: block.text })),
  };
  const byId = new Map<string, EditorProse>();
  for (const [index, { block, prose }] of withWords.entries()) {
    const server = serverBlocks[index];
    if (server) byId.set(block.id, { id: block.id, map: prose.map, server });
  }
  return { comparison, byId };
}

/** The prose range `[from, to)` that a range of a block's text was placed from. */
function toProseRange(map: OffsetMap, from: number, to: number): { from: number; to: number } {
  let start = map.starts.findIndex((unit) => unit >= from);
  if (start < 0) start = map.starts.length;
  if (to <= from) return { from: start, to: start };
  let end = start;
  while (end < map.ends.length && (map.ends[end] ?? 0) <= to) end++;
  return { from: start, to: end };
}

function toSource(prose: EditorProse, from: number, to: number): { from: number; to: number } {
  const range = toProseRange(prose.map, from, to);
  return toSourceRange(prose.server.map, range.from, range.to);
}

/** The editor's findings at offsets of the checked text; `fix` apart (see the spec for why). */
export function toSourceFindings(
  findings: readonly BlockFinding[],
  byId: ReadonlyMap<string, EditorProse>,
): { finding: Omit<Finding, 'fix'>; fix?: Finding['fix'] }[] {
  return findings.map(({ blockId, fix, ...finding }) => {
    const prose = byId.get(blockId);
    if (!prose) throw new Error(`a finding in block ${blockId}, which has no prose`);
    const range = toSource(prose, finding.from, finding.to);
    const moved = { ...finding, ...range };
    if (!fix) return { finding: moved };
    const fixRange = toSource(prose, fix.begin, fix.end);
    return { finding: moved, fix: { begin: fixRange.from, end: fixRange.to, replacement: fix.replacement } };
  });
}

/** The score's explanation of sentences at offsets of the checked text. */
export function toSourceSentences(score: Score, byId: ReadonlyMap<string, EditorProse>) {
  return score.sentences.map(({ blockId, from, to, findings, loss, share }) => {
    const prose = byId.get(blockId ?? '');
    if (!prose) throw new Error(`a sentence in block ${blockId}, which has no prose`);
    return { ...toSource(prose, from, to), findings, loss, share };
  });
}
