import { compileLexicon, hitsBySentence, type Hit } from './lexiconHits.ts';
import { CASUAL_MARKERS } from './lexicons/casualMarkers.ts';
import { CONTRACTIONS, CONTRACTIONS_SOURCE, EXPANDED_REASON } from './lexicons/contractions.ts';
import { ENTHUSIASM_MARKERS } from './lexicons/enthusiasmMarkers.ts';
import { FORMAL_MARKERS } from './lexicons/formalMarkers.ts';
import { HUMOUR_MARKERS } from './lexicons/humourMarkers.ts';
import { IRREVERENCE_MARKERS } from './lexicons/irreverenceMarkers.ts';
import { LATINATE_MIN_LENGTH, LATINATE_SUFFIXES } from './lexicons/latinate.ts';
import { BOOSTERS } from './lexicons/boosters.ts';
import { PERSONAL_PRONOUNS } from './lexicons/pronouns.ts';
import { RESPECT_MARKERS } from './lexicons/respectMarkers.ts';
import { SERIOUS_MARKERS } from './lexicons/seriousMarkers.ts';
import { surfaceMarks, type SurfaceMarks } from './marks.ts';
import type { TextReading } from './reading.ts';
import { ruleHitsBySentence } from './ruleSignals.ts';
import { sentenceSentiments, type SentenceSentiment } from './sentiment.ts';
import { isComplex, letters, syllables } from './wordMeasures.ts';

/** Everything the measures read about one sentence, computed in one pass over the text. */
export interface SentenceSignals extends SurfaceMarks {
  readonly words: number;
  readonly letters: number;
  readonly syllables: number;
  readonly polysyllabic: number;
  readonly complex: number;
  /** Letters and digits of each word. */
  readonly wordLengths: readonly number[];
  /** Contractions as written ("don't"). */
  readonly contractions: readonly string[];
  /** Full forms that are usually contracted ("do not"). */
  readonly expanded: readonly string[];
  readonly pronouns: readonly string[];
  readonly latinate: readonly string[];
  readonly boosters: readonly string[];
  readonly casual: readonly Hit[];
  readonly formal: readonly Hit[];
  readonly humour: readonly Hit[];
  readonly serious: readonly Hit[];
  readonly irreverent: readonly Hit[];
  readonly respect: readonly Hit[];
  readonly enthusiasm: readonly Hit[];
  /** Passive constructions the passive-voice rule flags. */
  readonly passives: readonly string[];
  /** Words the profanity rule flags. */
  readonly profanities: readonly string[];
  readonly sentiment: SentenceSentiment;
}

// Compiled when a text is first analyzed, not when the engine loads: `wtt check` never reads them.
const compileLexicons = () => ({
  casual: compileLexicon(CASUAL_MARKERS),
  formal: compileLexicon(FORMAL_MARKERS),
  humour: compileLexicon(HUMOUR_MARKERS),
  serious: compileLexicon(SERIOUS_MARKERS),
  irreverent: compileLexicon(IRREVERENCE_MARKERS),
  respect: compileLexicon(RESPECT_MARKERS),
  enthusiasm: compileLexicon(ENTHUSIASM_MARKERS),
  expanded: compileLexicon(
    CONTRACTIONS.map(([, expanded]) => ({
      term: expanded,
      reason: EXPANDED_REASON,
      source: CONTRACTIONS_SOURCE,
      forms: 'none' as const,
    })),
  ),
});
let compiledLexicons: ReturnType<typeof compileLexicons> | undefined;
const lexicons = (): ReturnType<typeof compileLexicons> => (compiledLexicons ??= compileLexicons());
type LexiconName = keyof ReturnType<typeof compileLexicons>;

const contracted = new Set(CONTRACTIONS.map(([form]) => form));
const pronouns = new Set(PERSONAL_PRONOUNS);
const boosters = new Set(BOOSTERS);
const latinate = new RegExp(`^\\p{L}+(?:${LATINATE_SUFFIXES.join('|')})$`, 'u');

/** The signals of every sentence of a reading, in the order of `reading.sentences`. */
export function sentenceSignals(reading: TextReading): SentenceSignals[] {
  const views = reading.blocks.map((block) => block.view);
  const passives = ruleHitsBySentence('passive-voice', views);
  const profanities = ruleHitsBySentence('profanity', views);
  const perBlock = views.map((view) => ({
    sentiment: sentenceSentiments(view),
    hits: Object.fromEntries(
      Object.entries(lexicons()).map(([name, lexicon]) => [name, hitsBySentence(lexicon, view)]),
    ) as Record<LexiconName, Hit[][]>,
  }));
  return reading.sentences.map((record) => {
    const block = perBlock[record.block];
    const at = record.index;
    const hits = (name: LexiconName): Hit[] => block?.hits[name][at] ?? [];
    let letterCount = 0;
    let syllableCount = 0;
    let polysyllabic = 0;
    let complex = 0;
    const found = { contractions: [] as string[], pronouns: [] as string[], latinate: [] as string[] };
    const boosterWords: string[] = [];
    const wordLengths: number[] = [];
    for (const word of record.words) {
      const count = syllables(word);
      const length = letters(word.text);
      wordLengths.push(length);
      letterCount += length;
      syllableCount += count;
      if (count >= 3) polysyllabic++;
      if (isComplex(word, count)) complex++;
      if (contracted.has(word.normal)) found.contractions.push(word.text);
      if (pronouns.has(word.normal)) found.pronouns.push(word.text);
      if (boosters.has(word.normal)) boosterWords.push(word.text);
      if (word.normal.length >= LATINATE_MIN_LENGTH && latinate.test(word.normal)) {
        found.latinate.push(word.text);
      }
    }
    return {
      ...surfaceMarks(record.text, record.words),
      words: record.words.length,
      letters: letterCount,
      syllables: syllableCount,
      polysyllabic,
      complex,
      wordLengths,
      contractions: found.contractions,
      expanded: hits('expanded').map((hit) => hit.text),
      pronouns: found.pronouns,
      latinate: found.latinate,
      boosters: boosterWords,
      casual: hits('casual'),
      formal: hits('formal'),
      humour: hits('humour'),
      serious: hits('serious'),
      irreverent: hits('irreverent'),
      respect: hits('respect'),
      enthusiasm: hits('enthusiasm'),
      passives: passives[record.block]?.[at] ?? [],
      profanities: profanities[record.block]?.[at] ?? [],
      sentiment: block?.sentiment[at] ?? { sum: 0, terms: [] },
    };
  });
}
