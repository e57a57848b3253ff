import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Latin abbreviations and phrases with a plain English equivalent. Many readers misread "i.e." and
 * "e.g.", screen readers stumble over them, and they look formal.
 */
const LATIN = 'Not every reader knows the Latin; plain English reads the same for everyone.';

// Sources cited by this list only (the shared ones are in `sources.ts`).
const RACKSPACE =
  'Rackspace developer documentation style guide, "Avoid obscure non-English words and abbreviations" (https://github.com/rackerlabs/docs-style-guide)';
const BOURNEMOUTH =
  'Bournemouth Borough Council (2008), list of Latin phrases staff were asked to replace with plain English (ad hoc, bona fide, per se, status quo, vice versa…)';
const PINKER = 'Steven Pinker, "The Sense of Style" (2014), as listed by proselint\'s misc.latin check';

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
  entry('e-g', ['e.g.', 'e.g', 'eg.', 'e. g.'], 'for example'),
  // "eg" and "ie" alone must be followed by a word, a comma or a colon: not a file or a tag name at
  // the end of a sentence (the rule's `accept`).
  entry('e-g-bare', ['eg'], 'for example'),
  entry('i-e', ['i.e.', 'i.e', 'ie.', 'i. e.'], 'that is'),
  entry('i-e-bare', ['ie'], 'that is'),
  // "ect." is the common misspelling of "etc.".
  entry('etc', ['etc.', 'etc', 'et cetera', 'etcetera', 'ect'], 'and so on', {
    // "the etc folder": the Unix directory, named.
    notBefore: ['folder', 'folders', 'directory', 'dir', 'path'],
  }),
  entry('et-al', ['et al.', 'et al'], 'and others', { source: SOURCES.microsoft }),
  entry('viz', ['viz.', 'viz'], 'namely', { source: SOURCES.microsoft }),
  // "c.f." is the common misspelling of "cf.".
  entry('cf', ['cf.', 'c.f.'], 'compare', { source: SOURCES.microsoft }),
  // "NB" without dots only where it opens a sentence ("NB: …"), in the rule's `accept`.
  entry('n-b', ['n.b.', 'nb'], 'note', { source: SOURCES.microsoft }),
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
  // "40 euros per diem" reads "a day"; "your per diem" is a noun ("daily allowance"): no single fix.
  entry('per-diem', ['per diem'], 'a day', { suggestions: ['a day', 'daily allowance'] }),
  entry('a-priori', ['a priori'], 'in advance'),
  entry('et-seq', ['et seq.', 'et seq'], 'and following'),
  entry('vis-a-vis', ['vis-à-vis', 'vis-a-vis', 'vis à vis', 'vis a vis'], 'compared with'),
  entry('ad-infinitum', ['ad infinitum'], 'endlessly'),
  entry('modus-operandi', ['modus operandi'], 'way of working'),
  entry('quid-pro-quo', ['quid pro quo'], 'exchange'),
  entry('in-situ', ['in situ'], 'in place'),
  entry('p-a', ['p.a.'], 'a year', { source: SOURCES.plainLanguage }),
  // Rackspace: "vs." → "versus, or an appropriate term".
  entry('vs', ['vs'], 'versus', { source: RACKSPACE }),
  // Bournemouth's list gives the same advice as GOV.UK's ("Not everyone knows Latin").
  entry('per-se', ['per se'], 'in itself', { source: BOURNEMOUTH }),
  entry('vice-versa', ['vice versa'], 'the other way round', { source: BOURNEMOUTH }),
  entry('bona-fide', ['bona fide'], 'genuine', { source: BOURNEMOUTH }),
  // Written after "the" almost always: the replacement keeps it.
  entry('status-quo', ['status quo'], 'current situation', { source: BOURNEMOUTH }),
  entry('ad-hoc', ['ad hoc', 'ad-hoc'], 'one-off', {
    source: BOURNEMOUTH,
    // "ad hoc queries", "an ad-hoc network": terms of the trade with no plain equivalent.
    notBefore: [
      'query',
      'queries',
      'network',
      'networks',
      'mode',
      'analysis',
      'analyses',
      'reporting',
      'report',
      'reports',
      'command',
      'commands',
    ],
  }),
  entry('ad-lib', ['ad lib', 'ad libitum'], 'improvised', { source: BOURNEMOUTH }),
  // "is de facto the owner" (in practice) or "the de facto owner" (actual): no single fix.
  entry('de-facto', ['de facto'], 'in practice', {
    source: SOURCES.plainLanguage,
    suggestions: ['in practice', 'actual'],
  }),
  entry('per-capita', ['per capita'], 'per person', { source: SOURCES.plainLanguage }),
  entry('ipso-facto', ['ipso facto'], 'by that fact', { source: SOURCES.plainLanguage }),
  entry('ceteris-paribus', ['ceteris paribus'], 'other things being equal', { source: PINKER }),
  entry('ab-initio', ['ab initio'], 'from the start', { source: SOURCES.plainLanguage }),
  entry('sine-die', ['sine die'], 'indefinitely', { source: SOURCES.plainLanguage }),
  entry('in-toto', ['in toto'], 'in full', { source: SOURCES.plainLanguage }),
];
