import { cuss } from 'cuss';
import retextEnglish from 'retext-english';
import retextProfanities from 'retext-profanities';
import { unified, type Plugin } from 'unified';
import { VFile } from 'vfile';
import type { Root } from 'nlcst';
import { describe, expect, it } from 'vitest';
import { DEV_SET } from './quality/devset-files.ts';
import { devCases } from './quality/evaluate-devset.ts';
import { retextProfanitiesIndexed } from './profanity-plugin.ts';

const parser = unified().use(retextEnglish);

function messagesOf(
  plugin: Plugin<[{ sureness: 0 | 1 | 2 }?], Root>,
  sureness: 0 | 1 | 2,
  tree: Root,
  text: string,
) {
  const file = new VFile(text);
  unified().use(plugin, { sureness }).runSync(tree, file);
  return file.messages.map((message) => ({
    place: message.place,
    ruleId: message.ruleId,
    actual: message.actual,
    expected: message.expected,
  }));
}

// Every cuss phrase in a sentence of its own, in singular and plural, and with an apostrophe.
const cussText = Object.keys(cuss)
  .map((phrase) => `They said ${phrase}, ${phrase}s and ${phrase}'s.`)
  .join(' ');

describe('retextProfanitiesIndexed', () => {
  it('reports exactly what retext-profanities reports, at every sureness', () => {
    // The development set as one text: each run indexes the whole list, so few long runs are quicker.
    const devSet = devCases(DEV_SET)
      .map((devCase) => devCase.text)
      .join('\n\n');
    const texts = [cussText, 'Go to hell. Hell’s kitchen. The whore’s whores.', devSet];
    const trees = texts.map((text) => [text, parser.parse(text)] as const);
    let reported = 0;
    for (const sureness of [0, 1, 2] as const) {
      for (const [text, tree] of trees) {
        const expected = messagesOf(retextProfanities, sureness, tree, text);
        expect(messagesOf(retextProfanitiesIndexed, sureness, tree, text)).toEqual(expected);
        reported += expected.length;
      }
    }
    expect(reported).toBeGreaterThan(3_000);
    // Thousands of messages, each a VFileMessage: seconds, not milliseconds.
  }, 30_000);
});
