import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Corporate jargon and buzzwords: office speak that sounds busy and says little. Each has a plain
 * replacement; context keeps the literal or technical senses ("network bandwidth", "a leveraged buyout",
 * "ping the server").
 */
const JARGON = 'Office jargon; plain words say it to everyone.';

const entry = (
  id: string,
  phrases: string[],
  suggestions: string[],
  extra: Partial<PhraseEntry> = {},
): PhraseEntry => ({
  id,
  phrases,
  suggestions,
  reason: JARGON,
  source: SOURCES.economist,
  skipProperNames: true,
  ...extra,
});

// Words that mark the technical sense of "bandwidth".
const NETWORK = [
  'network',
  'internet',
  'connection',
  'mbps',
  'gbps',
  'kbps',
  'upload',
  'download',
  'streaming',
  'stream',
  'server',
  'servers',
  'link',
  'data',
  'memory',
  'wifi',
  'broadband',
  'cellular',
  'fiber',
  'fibre',
];

export const JARGON_ENTRIES: readonly PhraseEntry[] = [
  entry('synergy', ['synergy', 'synergies'], ['cooperation', 'working together'], { forms: 'none' }),
  entry('synergize', ['synergize', 'synergise'], ['work together'], { forms: 'verb' }),
  entry('leverage', ['leverage'], ['use'], {
    forms: 'verb',
    // The noun of finance ("the leverage ratio", "financial leverage") and "leveraged buyout".
    notAfter: [
      'the',
      'financial',
      'of',
      'more',
      'less',
      'some',
      'no',
      'any',
      'much',
      'high',
      'low',
      'operating',
      'greater',
      'your',
      'our',
      'their',
      'its',
      'his',
      'her',
      'negotiating',
      'bargaining',
    ],
    notBefore: ['buyout', 'buyouts', 'loan', 'loans', 'ratio', 'ratios', 'finance', 'etf', 'etfs'],
  }),
  entry('circle-back', ['circle back'], ['follow up', 'come back to'], { forms: 'verb' }),
  entry('touch-base', ['touch base'], ['check in'], { forms: 'verb' }),
  entry(
    'deep-dive',
    ['deep dive', 'deep-dive', 'deep dives', 'deep-dives'],
    ['close look', 'detailed review'],
    { forms: 'none' },
  ),
  entry('move-the-needle', ['move the needle'], ['make a difference'], { forms: 'verb' }),
  entry('low-hanging-fruit', ['low-hanging fruit', 'low hanging fruit'], ['quick wins']),
  entry('paradigm-shift', ['paradigm shift', 'paradigm shifts'], ['fundamental change']),
  entry('bandwidth', ['bandwidth'], ['time', 'capacity'], {
    // "We don't have the bandwidth to…" (people's time), not a network's.
    onlyBefore: ['to', 'for'],
    notNear: NETWORK,
  }),
  entry('ideate', ['ideate'], ['brainstorm'], { forms: 'verb' }),
  entry('ideation', ['ideation'], ['brainstorming']),
  entry('actionable-insights', ['actionable insights', 'actionable insight'], ['useful findings']),
  entry('value-add', ['value-add', 'value add', 'value-adds'], ['benefit']),
  entry('thought-leader', ['thought leader', 'thought leaders'], ['expert', 'experts'], { noFix: true }),
  entry('thought-leadership', ['thought leadership'], ['expertise']),
  entry(
    'core-competency',
    ['core competency', 'core competencies', 'core competence'],
    ['strength', 'strengths'],
    { noFix: true },
  ),
  entry('win-win', ['win-win'], ['good for both sides']),
  entry(
    'take-offline',
    ['take this offline', 'take it offline', 'take that offline'],
    ['discuss this separately'],
    { forms: 'verb' },
  ),
  entry('boil-the-ocean', ['boil the ocean'], ['do too much at once'], { forms: 'verb' }),
  entry('learnings', ['learnings'], ['lessons']),
  entry('going-forward', ['going forward'], ['from now on'], {
    // "The project is going forward": the literal verb.
    notAfter: [
      'is',
      'are',
      'was',
      'were',
      'be',
      'been',
      'being',
      'am',
      'not',
      'keep',
      'keeps',
      'kept',
      'plan',
      'plans',
      'planned',
      'when',
      'before',
      'of',
      'and',
      "it's",
      "we're",
      "they're",
      "you're",
      "i'm",
    ],
  }),
  entry('ping-me', ['ping'], ['message'], {
    forms: 'verb',
    // "Ping me" (a person), not "ping the server".
    onlyBefore: ['me', 'us', 'him', 'her', 'them'],
  }),
  entry('incentivize', ['incentivize', 'incentivise'], ['encourage'], { forms: 'verb' }),
  entry('operationalize', ['operationalize', 'operationalise'], ['put into practice'], { forms: 'verb' }),
  entry('productize', ['productize', 'productise'], ['turn into a product'], { forms: 'verb' }),
  entry('open-the-kimono', ['open the kimono'], ['share the details'], {
    forms: 'verb',
    reason: 'Office jargon, and a crude one.',
  }),
  entry('blue-sky-thinking', ['blue-sky thinking', 'blue sky thinking'], ['creative thinking']),
  entry('mission-critical', ['mission-critical', 'mission critical'], ['essential']),
  entry('key-takeaways', ['key takeaways', 'key takeaway'], ['main points', 'main point'], { noFix: true }),
  entry('herding-cats', ['herding cats'], [], { source: SOURCES.noCliches }),
  entry('ducks-in-a-row', ['ducks in a row'], ['organized']),
  entry('hard-stop', ['hard stop'], ['firm end time']),
  entry(
    'holistic',
    ['holistic approach', 'holistic view', 'holistic solution', 'holistic solutions'],
    ['complete approach', 'complete view', 'complete solution'],
    { noFix: true },
  ),
];
