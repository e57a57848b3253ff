import { waitFor } from '@testing-library/react';
import { MAX_CHECKED_TEXT_LENGTH } from '@wtt/contract';
import { useState } from 'react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYZE_ANSWER, CHECKED_TEXT, MATCH_ANSWER } from '../checking/test/fixtures.ts';
import type { MatchInput } from './checking.ts';
import {
  analyzeText,
  checkErrorMessage,
  checkingKeys,
  matchText,
  textHash,
  tooLongMessage,
  useAnalyze,
  useMatch,
} from './checking.ts';
import { answer, clearToasts, stubApi, toasts } from './test/apiStub.ts';
import { renderWithQueries } from './test/queryHarness.tsx';

const GUIDE_ID = '6f1c2a4e-8b1d-4c8e-9a59-0c1f5e2d7a10';

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  clearToasts();
});

describe('text hashes for query keys', () => {
  it('are equal for equal texts and differ for a one-character change', () => {
    expect(textHash(CHECKED_TEXT)).toBe(textHash(CHECKED_TEXT.slice(0)));
    expect(textHash(CHECKED_TEXT)).not.toBe(textHash(CHECKED_TEXT.replace('team', 'tram')));
    expect(textHash('ab')).not.toBe(textHash('ba'));
    expect(textHash('a'.repeat(MAX_CHECKED_TEXT_LENGTH)).length).toBeLessThan(24);
  });

  it('key a check by text, format and guide', () => {
    const input: MatchInput = { text: CHECKED_TEXT, toneOfVoiceId: GUIDE_ID, format: 'markdown' };
    expect(checkingKeys.match(input)).toEqual([
      'checking',
      'match',
      textHash(CHECKED_TEXT),
      'markdown',
      GUIDE_ID,
    ]);
    expect(checkingKeys.analyze({ text: CHECKED_TEXT, format: 'plain' })).toEqual([
      'checking',
      'analyze',
      textHash(CHECKED_TEXT),
      'plain',
      null,
    ]);
  });
});

describe('POST /text/match and /text/analyze', () => {
  it('send the text, guide and format, and answer the contract types', async () => {
    const api = stubApi({
      'POST /api/text/match': answer(200, MATCH_ANSWER),
      'POST /api/text/analyze': answer(200, ANALYZE_ANSWER),
    });
    await expect(
      matchText({ text: CHECKED_TEXT, toneOfVoiceId: GUIDE_ID, format: 'markdown' }),
    ).resolves.toEqual(MATCH_ANSWER);
    await expect(analyzeText({ text: CHECKED_TEXT, format: 'markdown' })).resolves.toEqual(ANALYZE_ANSWER);
    expect(api.calls('POST /api/text/match')[0]?.body).toEqual({
      text: CHECKED_TEXT,
      toneOfVoiceId: GUIDE_ID,
      format: 'markdown',
    });
    expect(api.calls('POST /api/text/analyze')[0]?.body).toEqual({ text: CHECKED_TEXT, format: 'markdown' });
  });

  it('refuse an answer with a category score missing', async () => {
    const { Emotionality: _dropped, ...categories } = MATCH_ANSWER.categories;
    stubApi({ 'POST /api/text/match': answer(200, { ...MATCH_ANSWER, categories }) });
    await expect(matchText({ text: 'x', toneOfVoiceId: GUIDE_ID, format: 'plain' })).rejects.toMatchObject({
      failure: { kind: 'invalidAnswer', issues: [expect.stringContaining('categories.Emotionality')] },
    });
  });

  it('explain a 413 in the server’s words, beside the form and in a toast', async () => {
    const message =
      'The text has 200,001 characters; at most 200,000 are checked at once. Check it in parts.';
    stubApi({
      'POST /api/text/analyze': answer(413, { statusCode: 413, error: 'Payload Too Large', message }),
    });
    const failure = await analyzeText({ text: 'x', format: 'plain' }).catch((error: unknown) => error);
    expect(checkErrorMessage(failure)).toBe(message);
    expect(toasts()).toContainEqual({ title: 'Error', message });
  });

  it('say before sending that a text is too long', () => {
    expect(tooLongMessage('short')).toBeNull();
    expect(tooLongMessage('a'.repeat(MAX_CHECKED_TEXT_LENGTH + 1))).toBe(
      'The text has 200,001 characters; at most 200,000 are checked at once. Check it in parts.',
    );
  });
});

describe('useMatch and useAnalyze', () => {
  it('load nothing without input, then once per text and guide', async () => {
    const api = stubApi({
      'POST /api/text/match': answer(200, MATCH_ANSWER),
      'POST /api/text/analyze': answer(200, ANALYZE_ANSWER),
    });
    const { result } = renderWithQueries(() => {
      const [input, setInput] = useState<MatchInput | null>(null);
      return {
        setInput,
        match: useMatch(input),
        analyze: useAnalyze(input === null ? null : { text: input.text, format: input.format }),
      };
    });
    expect(api.requests).toHaveLength(0);
    const input: MatchInput = { text: CHECKED_TEXT, toneOfVoiceId: GUIDE_ID, format: 'markdown' };
    act(() => result.current.setInput(input));
    await waitFor(() => expect(result.current.match.data).toEqual(MATCH_ANSWER));
    await waitFor(() => expect(result.current.analyze.data).toEqual(ANALYZE_ANSWER));
    act(() => result.current.setInput({ ...input }));
    expect(api.calls('POST /api/text/match')).toHaveLength(1);
    act(() => result.current.setInput({ ...input, text: `${CHECKED_TEXT} More.` }));
    await waitFor(() => expect(api.calls('POST /api/text/match')).toHaveLength(2));
  });
});
