import { cuss } from 'cuss';
import { fillers } from 'fillers';
import { hedges } from 'hedges';
import type { Root } from 'nlcst';
import retextEnglish from 'retext-english';
import retextIntensify from 'retext-intensify';
import retextProfanities from 'retext-profanities';
import { unified, type Pluggable } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { weasels } from 'weasels';
import { intensifyMessages, retextIntensifyIndexed } from './intensifyPlugin.ts';
import { profanityMessages, retextProfanitiesIndexed } from './profanityPlugin.ts';
import { DEV_SET } from '../../devset/devsetFiles.ts';
import { devCases } from '../../devset/evaluateDevset.ts';

const parser = unified().use(retextEnglish);

/** The fields of a plugin's messages that the rules read. */
function messagesOf(plugin: Pluggable, tree: Root, text: string) {
  const file = new VFile(text);
  unified().use([plugin]).runSync(tree, file);
  return file.messages.map((message) => ({
    place: message.place,
    ruleId: message.ruleId,
    actual: message.actual,
    expected: message.expected,
  }));
}

/** Each phrase in a sentence of its own, also with a plural ending and an apostrophe. */
function textOf(phrases: readonly string[]): string {
  return phrases.map((phrase) => `They said ${phrase}, ${phrase}s and ${phrase}'s.`).join(' ');
}

// The development set as one text: each run indexes the whole list, so few long runs are quicker. At most
// 4,000 of its texts, spread over all its files: the set grows with every writer, and the reference plugins
// took 30 s on its 18,641 texts on a slow machine.
const DEV_SET_TEXTS = 4_000;
const cases = devCases(DEV_SET);
const stride = Math.max(1, Math.ceil(cases.length / DEV_SET_TEXTS));
const devSet = cases
  .filter((_devCase, index) => index % stride === 0)
  .map((devCase) => devCase.text)
  .join('\n\n');

/** Asserts both plugins report the same on the texts; answers how many messages that was. */
function sameMessages(original: Pluggable, indexed: Pluggable, texts: readonly string[]): number {
  let reported = 0;
  for (const text of texts) {
    const tree = parser.parse(text);
    const expected = messagesOf(original, tree, text);
    expect(messagesOf(indexed, tree, text)).toEqual(expected);
    reported += expected.length;
  }
  return reported;
}

// Thousands of messages, each a VFileMessage: seconds, not milliseconds.
const SLOW = 30_000;

describe('plugins with their phrase lists indexed once', () => {
  it(
    'retextProfanitiesIndexed reports exactly what retext-profanities reports, at every sureness',
    () => {
      const texts = [
        textOf(Object.keys(cuss)),
        'Go to hell. Hell’s kitchen. The whore’s whores. The word “shit” is a literal, and so is "crap".',
        devSet,
      ];
      let reported = 0;
      for (const sureness of [0, 1, 2] as const) {
        reported += sameMessages(
          [retextProfanities, { sureness }],
          [retextProfanitiesIndexed, { sureness }],
          texts,
        );
      }
      expect(reported).toBeGreaterThan(3_000);
    },
    SLOW,
  );

  it(
    'retextIntensifyIndexed reports exactly what retext-intensify reports',
    () => {
      const texts = [textOf([...fillers, ...hedges, ...weasels]), devSet];
      expect(sameMessages(retextIntensify, retextIntensifyIndexed, texts)).toBeGreaterThan(500);
    },
    SLOW,
  );

  it('the searches without a VFile report what the plugins report', () => {
    const asSearch = (plugin: Pluggable, tree: Root, text: string) =>
      messagesOf(plugin, tree, text).map((message) => ({
        from: message.place && 'start' in message.place ? message.place.start.offset : undefined,
        to: message.place && 'end' in message.place ? message.place.end.offset : undefined,
        ruleId: message.ruleId,
        actual: message.actual,
        expected: message.expected,
      }));
    const text = `${textOf(Object.keys(cuss).slice(0, 400))} ${textOf([...fillers, ...hedges, ...weasels])}`;
    const tree = parser.parse(text);
    const intensify = asSearch(retextIntensifyIndexed, tree, text);
    expect(intensify.length).toBeGreaterThan(400);
    expect(intensifyMessages(tree)).toEqual(intensify);
    for (const sureness of [0, 2] as const) {
      const profane = asSearch([retextProfanitiesIndexed, { sureness }], tree, text);
      expect(profane.length).toBeGreaterThan(100);
      expect(profanityMessages({ sureness })(tree)).toEqual(profane);
    }
  });
});
