import { describe, expect, it } from 'vitest';
import { compileGuide } from '../guide/compileGuide.ts';
import { analyzeText } from './analyzeText.ts';

describe('analyzeText', () => {
  it('counts characters, words, sentences, paragraphs, headings and unique words', () => {
    const text = '# Release notes\n\nThe app is fast. The app is new.\n\n- It syncs.\n- It `runs` offline.';
    const { counts } = analyzeText(text, { format: 'markdown' });
    expect(counts).toMatchObject({
      words: 14,
      // "the", "app", "is" repeat; "It"/"it" are one word.
      uniqueWords: 10,
      sentences: 5,
      paragraphs: 3,
      headings: 1,
    });
    // Inline code is not prose: "It  offline." keeps its spaces but not the code.
    expect(counts.characters).toBe(
      'Release notes'.length +
        'The app is fast. The app is new.'.length +
        'It syncs.'.length +
        'It  offline.'.length,
    );
    expect(counts.charactersWithoutSpaces).toBe(counts.characters - 1 - 7 - 1 - 2);
  });

  it('gives sentence and word length distributions with buckets', () => {
    const { sentenceLength, wordLength } = analyzeText('One two three. One two three four five six seven.');
    expect(sentenceLength).toMatchObject({ count: 2, min: 3, max: 7, mean: 5, median: 5, p90: 7 });
    expect(sentenceLength.buckets.slice(0, 2)).toEqual([
      { from: 1, to: 5, count: 1 },
      { from: 6, to: 10, count: 1 },
    ]);
    expect(wordLength.count).toBe(10);
    expect(wordLength.max).toBe(5);
  });

  it('measures the passive share with the passive-voice rule', () => {
    const { passive } = analyzeText(
      'The report was written by Ann. Ann reviews every request. The ticket has been closed. We ship today.',
    );
    expect(passive).toMatchObject({ sentences: 4, passiveSentences: 2, share: 0.5 });
    expect(passive.examples.map((example) => example.text)).toEqual([
      'The report was written by Ann.',
      'The ticket has been closed.',
    ]);
    expect(passive.examples[0]?.markers).toEqual(['passive “was written”']);
  });

  it('gives offsets into the source for Markdown and HTML', () => {
    const markdown = 'Intro.\n\n**Wow**, this is *amazing*!';
    const driver = analyzeText(markdown, { format: 'markdown' }).emotionality.sentiment.drivers[0];
    expect(driver?.text).toBe('Wow, this is amazing!');
    // From the first character of prose to the last: markup inside maps along.
    expect(markdown.slice(driver?.from, driver?.to)).toBe('Wow**, this is *amazing*!');
    const html = '<p>Fine.</p><p>We are <b>thrilled</b> &amp; proud!</p>';
    const htmlDriver = analyzeText(html, { format: 'html' }).emotionality.sentiment.drivers[0];
    expect(html.slice(htmlDriver?.from, htmlDriver?.to)).toBe('We are <b>thrilled</b> &amp; proud!');
  });

  it('adds the match of a guide: findings and score from checkText', () => {
    const guide = compileGuide({ name: 'G', rules: [{ id: 'passive-voice' }, { id: 'intensifiers' }] });
    const analysis = analyzeText('The report was written by Ann. It is very good.', { guide });
    expect(analysis.match?.findings.map((finding) => finding.id)).toEqual(['passive-voice', 'intensifiers']);
    expect(analysis.match?.score.overall).toBeLessThan(100);
    expect(analyzeText('Fine.').match).toBeUndefined();
  });

  it('passes glossaries to an uncompiled guide', () => {
    const analysis = analyzeText('We use Github.', {
      guide: { name: 'G', rules: [{ id: 'exact-spelling', params: { glossaryId: 'brand' } }] },
      glossaries: { brand: [{ term: 'GitHub' }] },
    });
    expect(analysis.match?.findings[0]?.suggestions).toEqual(['GitHub']);
  });

  it('limits the drivers to maxDrivers', () => {
    const text = Array.from({ length: 8 }, (_, index) => `We're happy ${index}!`).join(' ');
    const analysis = analyzeText(text, { maxDrivers: 3 });
    expect(analysis.tone.formalCasual.drivers).toHaveLength(3);
    expect(analysis.emotionality.sentiment.drivers).toHaveLength(3);
  });

  it('is deterministic', () => {
    const text = "Hey team! We're thrilled: the release is done. Sadly, the old API was removed.";
    expect(analyzeText(text)).toEqual(analyzeText(text));
  });

  it('handles an empty text', () => {
    const analysis = analyzeText('');
    expect(analysis.counts.words).toBe(0);
    expect(analysis.readability.fleschReadingEase).toBeNull();
    expect(analysis.tone.formalCasual.value).toBe(0);
    expect(analysis.emotionality.score).toBe(0);
    expect(analysis.formality.score).toBe(50);
  });
});
