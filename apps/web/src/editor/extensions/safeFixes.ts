// "Fix all safe": the fixes the engine verified against the whole guide (a finding keeps its `fix` only when
// applying it makes no rule of the guide fire anew, in its block or in the document), as the changes a
// preview lists before they are applied together.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { EditorFinding } from './findingsState.ts';

export interface SafeFixChange {
  /** The finding's key: what the preview ticks and `applySafeFixes` takes. */
  readonly key: string;
  readonly ruleId: string;
  readonly category: string;
  readonly message: string;
  /** The range replaced, at the positions of the document it was read from. */
  readonly from: number;
  readonly to: number;
  readonly original: string;
  readonly replacement: string;
  /** Up to CONTEXT_CHARS of the paragraph on either side, cut at a word, with "…" where cut. */
  readonly before: string;
  readonly after: string;
}

const CONTEXT_CHARS = 40;

function contextBefore(text: string): string {
  if (text.length <= CONTEXT_CHARS) return text;
  const cut = text.slice(text.length - CONTEXT_CHARS);
  const space = cut.indexOf(' ');
  return `…${space >= 0 ? cut.slice(space + 1) : cut}`;
}

function contextAfter(text: string): string {
  if (text.length <= CONTEXT_CHARS) return text;
  const cut = text.slice(0, CONTEXT_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${space > 0 ? cut.slice(0, space) : cut}…`;
}

/**
 * The safe fixes of the shown findings in document order. Two fixes never touch the same text: where
 * ranges overlap the first one is kept, and the other finding stays for the next check to judge.
 */
export function safeFixChanges(findings: readonly EditorFinding[], doc: ProseMirrorNode): SafeFixChange[] {
  const withFix = findings
    .filter((finding) => finding.fix !== undefined)
    .sort((a, b) => (a.fix?.from ?? 0) - (b.fix?.from ?? 0));
  const changes: SafeFixChange[] = [];
  let end = -1;
  for (const finding of withFix) {
    const { fix } = finding;
    if (fix === undefined || fix.from < end || fix.to > doc.content.size) continue;
    const original = doc.textBetween(fix.from, fix.to, ' ');
    if (original === fix.replacement) continue;
    const $from = doc.resolve(fix.from);
    const blockStart = $from.start();
    const blockEnd = $from.end();
    changes.push({
      key: finding.key,
      ruleId: finding.ruleId,
      category: finding.type,
      message: finding.message,
      from: fix.from,
      to: fix.to,
      original,
      replacement: fix.replacement,
      before: contextBefore(doc.textBetween(blockStart, fix.from, ' ')),
      after: contextAfter(doc.textBetween(Math.min(fix.to, blockEnd), blockEnd, ' ')),
    });
    end = fix.to;
  }
  return changes;
}
