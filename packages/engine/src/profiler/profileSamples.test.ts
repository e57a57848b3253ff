import { describe, expect, it } from 'vitest';
import { checkText } from '../check/checkText.ts';
import { compileGuide, validateGuide } from '../guide/compileGuide.ts';
import { listRules } from '../rules/catalogue.ts';
import { profileSamples, profileSteps } from './profileSamples.ts';
import { CASUAL_UPDATES, FORMAL_NOTICES, SUPPORT_REPLIES } from './samples.fixture.ts';
import type { ProfileInput, ProfileProgress, ProfileResult } from './types.ts';

const support: ProfileInput = {
  name: 'Support',
  description: 'How we answer customers',
  texts: SUPPORT_REPLIES,
};
const ruleOf = (result: ProfileResult, id: string) => result.guide.rules.find((rule) => rule.id === id);

describe('profileSamples', () => {
  it('derives a guide that compiles, with rule ids and parameters from the catalogue', () => {
    const { guide } = profileSamples(support);
    expect(guide.name).toBe('Support');
    expect(guide.description).toBe('How we answer customers');
    expect(validateGuide(guide)).toEqual([]);
    expect(() => compileGuide(guide)).not.toThrow();
    const catalogue = new Map(listRules().map((rule) => [rule.id, rule]));
    for (const rule of guide.rules) {
      const info = catalogue.get(rule.id);
      expect(info, rule.id).toBeDefined();
      const names = info?.parameters.map((parameter) => parameter.name) ?? [];
      for (const name of Object.keys(rule.params ?? {})) expect(names, `${rule.id}.${name}`).toContain(name);
    }
  });

  it('derives thresholds from the samples: sentence length and sentences per paragraph', () => {
    const result = profileSamples(support);
    // The support replies' longest sentences have 13 and 14 words; the 95th percentile is 13 → 15.
    expect(ruleOf(result, 'max-sentence-length')?.params).toEqual({ max: 15 });
    expect(ruleOf(result, 'max-sentence-count')?.params).toEqual({ max: 3 });
    const formal = profileSamples({ name: 'Formal', texts: FORMAL_NOTICES });
    const formalMax = ruleOf(formal, 'max-sentence-length')?.params?.max;
    expect(formalMax).toBeGreaterThan(15);
    expect(Number(formalMax) % 5).toBe(0);
  });

  it('asks for a greeting and the active voice only when the samples do so', () => {
    const result = profileSamples(support);
    expect(ruleOf(result, 'greeting-check')).toEqual({ id: 'greeting-check', params: {} });
    expect(ruleOf(result, 'passive-voice')).toBeDefined();
    const formal = profileSamples({ name: 'Formal', texts: FORMAL_NOTICES });
    expect(ruleOf(formal, 'greeting-check')).toBeUndefined();
    expect(ruleOf(formal, 'passive-voice')).toBeUndefined();
    expect(formal.stats.skipped.map((skipped) => skipped.id)).toEqual(
      expect.arrayContaining(['greeting-check', 'passive-voice']),
    );
    expect(formal.stats.passiveShare).toBeGreaterThan(0.5);
  });

  it('adopts empathy when samples discuss problems and acknowledge them', () => {
    const result = profileSamples(support);
    expect(ruleOf(result, 'empathy')).toBeDefined();
    const evidence = result.evidence.find((entry) => entry.ruleId === 'empathy');
    expect(evidence?.sentences.some((sentence) => /sorry|thank/i.test(sentence.text))).toBe(true);
    const casual = profileSamples({ name: 'Updates', texts: CASUAL_UPDATES.slice(0, 2) });
    expect(ruleOf(casual, 'empathy')).toBeUndefined();
  });

  it('gives each rule evidence: a reason and sample sentences with offsets into the samples', () => {
    const result = profileSamples(support);
    expect(result.evidence.map((entry) => entry.ruleId)).toEqual(result.guide.rules.map((rule) => rule.id));
    for (const entry of result.evidence) {
      expect(entry.reason.length, entry.ruleId).toBeGreaterThan(20);
      expect(entry.sentences.length, entry.ruleId).toBeGreaterThan(0);
      for (const sentence of [...entry.sentences, ...entry.exceptions]) {
        expect(SUPPORT_REPLIES[sentence.sample]?.slice(sentence.from, sentence.to)).toBe(sentence.text);
      }
    }
  });

  it('lets the samples pass their own guide', () => {
    for (const texts of [SUPPORT_REPLIES, FORMAL_NOTICES, CASUAL_UPDATES]) {
      const result = profileSamples({ name: 'Own', texts });
      const guide = compileGuide(result.guide);
      const scores = texts.map((text) => checkText(text, guide).score.overall);
      const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
      // The profiler's promise: a mean of 90 or more, and no sample below 70.
      expect(mean).toBeGreaterThanOrEqual(90);
      expect(Math.min(...scores)).toBeGreaterThanOrEqual(70);
      expect(result.stats.selfCheck.scores).toEqual(scores);
    }
  });

  it('is deterministic', () => {
    expect(profileSamples(support)).toEqual(profileSamples(support));
  });

  it('does not depend on the order of the samples', () => {
    const forward = profileSamples(support);
    const order = [3, 0, 4, 2, 1];
    const shuffled = profileSamples({
      ...support,
      texts: order.map((index) => SUPPORT_REPLIES[index] ?? ''),
    });
    expect(shuffled.guide).toEqual(forward.guide);
    // Evidence names samples by their position in the input: map them back before comparing.
    const original = (sample: number) => order[sample] ?? -1;
    expect(
      shuffled.evidence.map((entry) => ({
        ...entry,
        sentences: entry.sentences.map((sentence) => ({ ...sentence, sample: original(sentence.sample) })),
        exceptions: entry.exceptions.map((sentence) => ({ ...sentence, sample: original(sentence.sample) })),
      })),
    ).toEqual(forward.evidence);
    expect(shuffled.stats.tone).toEqual(forward.stats.tone);
    expect(shuffled.stats.skipped).toEqual(forward.stats.skipped);
  });

  it('adds glossary rules: by id when the glossary has one, else with its terms', () => {
    const result = profileSamples({
      ...support,
      forbiddenTerms: [{ term: 'utilize', suggestions: ['use'] }, 'kindly'],
      requiredTerms: { glossaryId: 'required-1', terms: ['you'] },
      exactSpelling: { terms: [{ term: 'Settings' }] },
    });
    expect(ruleOf(result, 'forbidden-terms')?.params).toEqual({
      terms: [{ term: 'utilize', suggestions: ['use'] }, { term: 'kindly' }],
    });
    expect(ruleOf(result, 'required-terms')?.params).toEqual({ glossaryId: 'required-1' });
    expect(ruleOf(result, 'exact-spelling')?.params).toEqual({ terms: [{ term: 'Settings' }] });
    expect(() =>
      compileGuide(result.guide, { glossaries: { 'required-1': [{ term: 'you' }] } }),
    ).not.toThrow();
    const exact = result.evidence.find((entry) => entry.ruleId === 'exact-spelling');
    expect(exact?.sentences.map((sentence) => sentence.text)).toEqual([
      "Please add a new card in Settings, and we'll retry the charge right away.",
    ]);
  });

  it('shows glossary terms the samples break as exceptions', () => {
    const result = profileSamples({ ...support, forbiddenTerms: ['patience'] });
    const forbidden = result.evidence.find((entry) => entry.ruleId === 'forbidden-terms');
    expect(forbidden?.exceptions.map((sentence) => sentence.text)).toEqual([
      'Thank you for your patience.',
      'Thanks for your patience.',
    ]);
  });

  it('derives only glossary rules from no samples', () => {
    const result = profileSamples({ name: 'Empty', texts: [], forbiddenTerms: ['utilize'] });
    expect(result.guide.rules).toEqual([{ id: 'forbidden-terms', params: { terms: [{ term: 'utilize' }] } }]);
    expect(result.stats).toMatchObject({ samples: 0, words: 0, selfCheck: { scores: [], mean: 100 } });
  });

  it('reads Markdown samples', () => {
    const texts = SUPPORT_REPLIES.map((text) => text.replace('Thanks', '**Thanks**'));
    const result = profileSamples({ name: 'Md', texts }, { format: 'markdown' });
    expect(ruleOf(result, 'greeting-check')).toBeDefined();
    for (const entry of result.evidence) {
      for (const sentence of entry.sentences) {
        expect(texts[sentence.sample]?.slice(sentence.from, sentence.to).replace(/\*\*/g, '')).toBe(
          sentence.text,
        );
      }
    }
  });
});

describe('profileSteps', () => {
  it('reports the stages in order, with progress rising to 1, and returns the result', () => {
    const steps = profileSteps(support);
    const reports: ProfileProgress[] = [];
    let step = steps.next();
    while (!step.done) {
      reports.push(step.value);
      step = steps.next();
    }
    const stages = [...new Set(reports.map((report) => report.stage))];
    expect(stages).toEqual(['reading-samples', 'profiling', 'deriving-rules']);
    expect(reports.map((report) => report.label)).toContain('Reading samples');
    const progress = reports.map((report) => report.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(1);
    expect(step.value).toEqual(profileSamples(support));
  });

  it('reports each sample while reading', () => {
    const reading = [...iterate(profileSteps(support))].filter(
      (report) => report.stage === 'reading-samples',
    );
    expect(reading.map((report) => report.done)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(reading.every((report) => report.total === SUPPORT_REPLIES.length)).toBe(true);
  });

  it('stops at a stage boundary when the job stops iterating', () => {
    const steps = profileSteps(support);
    const seen: ProfileProgress[] = [];
    // A job that sees "cancelled" at the start of deriving stops there: leaving the loop ends the steps.
    for (const report of steps) {
      seen.push(report);
      if (report.stage === 'deriving-rules') break;
    }
    expect(seen[seen.length - 1]).toMatchObject({ stage: 'deriving-rules', done: 0 });
    expect(steps.next()).toEqual({ done: true, value: undefined });
  });

  it('gives profileSamples the same reports through onProgress', () => {
    const seen: ProfileProgress[] = [];
    profileSamples(support, { onProgress: (report) => seen.push(report) });
    expect(seen).toEqual([...iterate(profileSteps(support))]);
  });
});

function* iterate(steps: Generator<ProfileProgress, ProfileResult, void>): Generator<ProfileProgress> {
  for (let step = steps.next(); !step.done; step = steps.next()) yield step.value;
}
