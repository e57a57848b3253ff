import type { BlockView } from '../language/types.ts';
import type { PrepareContext, Rule, RuleMatch, RuleScope } from '../rules/types.ts';
import type { Sample, SampleSentence } from './sampleSet.ts';

/** How a rule with given parameters fares on the samples. */
export interface TrialOutcome {
  readonly id: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly scope: RuleScope;
  /** Sentences with at least one match, in sample and text order. */
  readonly flagged: readonly SampleSentence[];
  /** Samples with at least one match: how many, and their indexes (ascending). */
  readonly failingSamples: number;
  readonly failing: readonly number[];
  readonly matches: number;
}

export interface TrialRunner {
  readonly samples: readonly Sample[];
  /** Sentences of all samples. */
  readonly sentences: number;
  /** Runs the rule with these parameters on every sample; null when they do not compile. */
  run(rule: Rule, params: Readonly<Record<string, unknown>>): TrialOutcome | null;
}

// Trials never reach a glossary: glossary rules are derived from the builder's glossaries instead.
const noGlossaries: PrepareContext = { glossary: () => undefined };

interface Place {
  readonly sample: Sample;
  readonly block: number;
}

/**
 * Runs catalogue rules on the samples' blocks, read once: a block rule checks the blocks of all samples
 * in one call, a document rule each sample. Outcomes are cached per rule and parameters.
 */
export function createTrialRunner(samples: readonly Sample[]): TrialRunner {
  const places: Place[] = [];
  const views: BlockView[] = [];
  for (const sample of samples) {
    for (const [block, read] of sample.reading.blocks.entries()) {
      // As in checking, blocks without words (only code or links) are not checked.
      if (read.view.words.length === 0) continue;
      places.push({ sample, block });
      views.push(read.view);
    }
  }
  const locate = sentenceLocator(samples);
  const cache = new Map<string, TrialOutcome | null>();
  let sentences = 0;
  for (const sample of samples) sentences += sample.reading.sentences.length;

  function run(rule: Rule, params: Readonly<Record<string, unknown>>): TrialOutcome | null {
    const key = `${rule.info.id} ${JSON.stringify(params)}`;
    const known = cache.get(key);
    if (known !== undefined) return known;
    const compiled = rule.compile(params, noGlossaries, 'rules[0]');
    if (!('rule' in compiled)) {
      cache.set(key, null);
      return null;
    }
    const hits: Array<{ place: Place; match: RuleMatch }> = [];
    if (compiled.rule.scope === 'block') {
      const matches = views.length === 0 ? [] : compiled.rule.checkBlocks(views);
      for (const [position, place] of places.entries()) {
        for (const match of matches[position] ?? []) hits.push({ place, match });
      }
    } else {
      for (const sample of samples) {
        const document = { blocks: sample.reading.blocks.map((read) => read.view) };
        for (const match of compiled.rule.checkDocument(document)) {
          hits.push({ place: { sample, block: match.block }, match });
        }
      }
    }
    const flagged = new Map<string, SampleSentence>();
    const failing = new Set<number>();
    for (const { place, match } of hits) {
      failing.add(place.sample.index);
      const sentence = locate(place, match.from);
      if (sentence) flagged.set(`${place.sample.index}:${sentence.at}`, sentence);
    }
    const outcome: TrialOutcome = {
      id: rule.info.id,
      params,
      scope: compiled.rule.scope,
      flagged: [...flagged.values()].sort((a, b) => a.sample.index - b.sample.index || a.at - b.at),
      failingSamples: failing.size,
      failing: [...failing].sort((a, b) => a - b),
      matches: hits.length,
    };
    cache.set(key, outcome);
    return outcome;
  }

  return { samples, sentences, run };
}

/** Finds the sentence of a sample that holds a prose offset of one of its blocks. */
function sentenceLocator(
  samples: readonly Sample[],
): (place: Place, offset: number) => SampleSentence | undefined {
  const byBlock = new Map<Sample, Map<number, SampleSentence[]>>();
  for (const sample of samples) {
    const blocks = new Map<number, SampleSentence[]>();
    for (const [at, record] of sample.reading.sentences.entries()) {
      const list = blocks.get(record.block) ?? [];
      list.push({ sample, record, at, words: record.words.length });
      blocks.set(record.block, list);
    }
    byBlock.set(sample, blocks);
  }
  return (place, offset) => {
    const list = byBlock.get(place.sample)?.get(place.block);
    if (!list) return undefined;
    let found = list[0];
    for (const sentence of list) {
      if (sentence.record.sentence.start <= offset) found = sentence;
      else break;
    }
    return found;
  };
}
