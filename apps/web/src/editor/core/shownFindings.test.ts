import { EditorState } from '@tiptap/pm/state';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import { createInThreadChecker } from '../worker/inThreadChecker.ts';
import type { GuideSource } from './checkerProtocol.ts';
import { documentBlocks } from './documentBlocks.ts';
import { EditHistory, mapShownFindings, toShownFindings } from './shownFindings.ts';
import { testSchema as schema } from './testSchema.ts';

const guide: GuideSource = {
  id: '6f0c0a52-3d59-4a51-9a57-1f4ed5b3b1a1',
  name: 'Support',
  rules: [{ id: 'forbidden-terms', params: { glossaryId: 'g1' } }, { id: 'passive-voice' }],
  glossaries: { g1: [{ term: 'utilize', suggestions: ['use'] }] },
};

const docOf = (...paragraphs: string[]): ProseMirrorNode =>
  schema.node(
    'doc',
    null,
    paragraphs.map((value) => schema.node('paragraph', null, [schema.text(value)])),
  );

async function shownFor(doc: ProseMirrorNode) {
  const checker = createInThreadChecker();
  await checker.setGuide(guide);
  const { blocks, starts } = documentBlocks(doc);
  const result = await checker.check(blocks, 1);
  return toShownFindings(result.findings, starts);
}

describe('shown findings', () => {
  it('places findings and fixes at ProseMirror positions, after non-BMP characters too', async () => {
    const doc = docOf('Intro 👋 here.', '🎉 We utilize 𝒳 tools. The report was written by Ann.');
    const shown = await shownFor(doc);
    const texts = shown.map((item) => [item.finding.id, doc.textBetween(item.from, item.to)]);
    expect(texts).toEqual([
      ['forbidden-terms', 'utilize'],
      ['passive-voice', 'was written'],
    ]);
    const fix = shown[0]?.fix;
    expect(fix && doc.textBetween(fix.from, fix.to)).toBe('utilize');
    expect(new Set(shown.map((item) => item.key)).size).toBe(shown.length);
  });

  it('gives a finding the same key when another block changes', async () => {
    const before = await shownFor(docOf('We utilize it.', 'Hello.'));
    const after = await shownFor(docOf('A new first line.', 'We utilize it.', 'Hello there.'));
    expect(after.map((item) => item.key)).toEqual(before.map((item) => item.key));
  });

  it('moves a late result through the edits since its version and drops what they changed', async () => {
    const start = EditorState.create({ doc: docOf('We utilize tools.', 'The report was written by Ann.') });
    const shown = await shownFor(start.doc);
    const history = new EditHistory();
    const checkedVersion = history.version;

    // Typing before both findings moves them; typing inside the passive phrase invalidates it.
    const typed = start.tr.insertText('Today ', 1);
    history.advance(typed.mapping.maps);
    const afterTyping = start.apply(typed);
    const passive = shown.find((item) => item.finding.id === 'passive-voice');
    if (!passive) throw new Error('no passive finding');
    const inside = afterTyping.tr.insertText('X', typed.mapping.map(passive.from) + 4);
    history.advance(inside.mapping.maps);
    const current = afterTyping.apply(inside);

    const maps = history.mapsSince(checkedVersion);
    if (!maps) throw new Error('the version was forgotten');
    const mapped = mapShownFindings(shown, maps);
    expect(mapped.map((item) => [item.finding.id, current.doc.textBetween(item.from, item.to)])).toEqual([
      ['forbidden-terms', 'utilize'],
    ]);
    const fix = mapped[0]?.fix;
    expect(fix && current.doc.textBetween(fix.from, fix.to)).toBe('utilize');
  });

  it('drops a finding whose text was deleted, or typed onto at its edge', () => {
    const state = EditorState.create({ doc: docOf('We utilize tools.') });
    const finding = {
      key: 'k',
      from: 4,
      to: 11,
      finding: {
        blockId: 'b',
        from: 3,
        to: 10,
        type: 'Choice of Words' as const,
        id: 'forbidden-terms',
        methodName: 'utilize',
        message: 'Avoid it.',
        severity: 'warning' as const,
        suggestions: [],
      },
    };
    expect(state.doc.textBetween(finding.from, finding.to)).toBe('utilize');
    expect(mapShownFindings([finding], state.tr.delete(2, 8).mapping.maps)).toEqual([]);
    expect(mapShownFindings([finding], state.tr.insertText('s', 11).mapping.maps)).toEqual([]);
    expect(mapShownFindings([finding], state.tr.insertText('!', 17).mapping.maps)).toEqual([finding]);
  });

  it('forgets versions older than it keeps', () => {
    const history = new EditHistory(0, 2);
    const maps = EditorState.create({ doc: docOf('Hi.') }).tr.insertText('a', 1).mapping.maps;
    history.advance(maps);
    history.advance(maps);
    history.advance(maps);
    expect(history.mapsSince(0)).toBeUndefined();
    expect(history.mapsSince(1)).toHaveLength(2);
    expect(history.mapsSince(3)).toEqual([]);
  });
});
