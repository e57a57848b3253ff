import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Latin abbreviations and phrases with a plain English equivalent. Many readers misread "i.e." and
 * "e.g.", screen readers stumble over them, and they look formal.
 */
const LATIN = 'Not every reader knows the Latin; plain English reads the same for everyone.';

const entry = (
  id: string,
  phrases: string[],
  suggestion: string,
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({
  id,
  phrases,
  suggestions: [suggestion],
  reason: LATIN,
  source: SOURCES.govuk,
  ...extra,
});

export const LATIN_ENTRIES: readonly PhraseEntry[] = [
  entry('e-g', ['e.g.', 'e.g', 'eg.'], 'for example'),
  entry('e-g-bare', ['eg'], 'for example', {
    // "eg" alone must be followed by a word: not a file or a tag name at the end of a sentence.
    followed: true,
  }),
  entry('i-e', ['i.e.', 'i.e', 'ie.'], 'that is'),
  entry('i-e-bare', ['ie'], 'that is', { followed: true }),
  entry('etc', ['etc.', 'etc', 'et cetera', 'etcetera'], 'and so on'),
  entry('et-al', ['et al.', 'et al'], 'and others', { source: SOURCES.microsoft }),
  entry('viz', ['viz.', 'viz'], 'namely', { source: SOURCES.microsoft }),
  entry('cf', ['cf.'], 'compare', { source: SOURCES.microsoft }),
  entry('n-b', ['n.b.', 'nb.'], 'note', { source: SOURCES.microsoft }),
  entry('circa', ['circa', 'ca.'], 'about', { source: SOURCES.plainLanguage }),
  entry('per-annum', ['per annum'], 'a year', { source: SOURCES.plainLanguage }),
  entry('inter-alia', ['inter alia'], 'among other things', { source: SOURCES.plainLanguage }),
  entry('ergo', ['ergo'], 'so', { source: SOURCES.plainLanguage }),
  entry('pro-rata', ['pro rata', 'pro-rata'], 'in proportion'),
  entry('ad-nauseam', ['ad nauseam'], 'again and again'),
  entry('prima-facie', ['prima facie'], 'at first sight'),
  entry('mutatis-mutandis', ['mutatis mutandis'], 'with the necessary changes'),
  entry('ibid', ['ibid.', 'ibid', 'op. cit.'], 'in the same source'),
  entry('q-v', ['q.v.'], 'see'),
  entry('per-diem', ['per diem'], 'a day'),
  entry('a-priori', ['a priori'], 'in advance'),
  entry('et-seq', ['et seq.', 'et seq'], 'and following'),
  entry('vis-a-vis', ['vis-à-vis', 'vis-a-vis', 'vis à vis', 'vis a vis'], 'compared with'),
  entry('ad-infinitum', ['ad infinitum'], 'endlessly'),
  entry('modus-operandi', ['modus operandi'], 'way of working'),
  entry('quid-pro-quo', ['quid pro quo'], 'exchange'),
  entry('in-situ', ['in situ'], 'in place'),
];
