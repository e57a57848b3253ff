import { describe, expect, it } from 'vitest';
import { recognise } from './recognise.ts';

describe('the built-in assistant’s recogniser', () => {
  it.each([
    ['Check my text', { kind: 'check' }],
    ['can you review this?', { kind: 'check' }],
    ['Any problems with my writing?', { kind: 'check' }],
    ['Why is my score 62?', { kind: 'score', mentioned: 62 }],
    ['why is the score so low', { kind: 'score', mentioned: undefined }],
    ['Fix it', { kind: 'fix' }],
    ['please apply the fixes', { kind: 'fix' }],
    ['What does rule passive-voice mean?', { kind: 'explainRule', query: 'passive-voice' }],
    ['What does the forbidden terms rule mean', { kind: 'explainRule', query: 'forbidden terms' }],
    ['explain "max-sentence-length"', { kind: 'explainRule', query: 'max-sentence-length' }],
    ['What is the empathy rule?', { kind: 'explainRule', query: 'empathy' }],
    ['Which of my guides fits this text best?', { kind: 'bestGuide' }],
    ['Make it more formal', { kind: 'tone', towards: 'formal' }],
    ['make it friendlier', { kind: 'tone', towards: 'friendly' }],
    ['Can you make this sound warmer?', { kind: 'tone', towards: 'friendly' }],
    ['List my guides', { kind: 'listGuides' }],
    ['what guides do I have', { kind: 'listGuides' }],
    ['Show my prompts', { kind: 'listPrompts' }],
    ['Run prompt Make it plainer on my text', { kind: 'runPrompt', name: 'Make it plainer' }],
    [
      'use the “Summarise for a busy reader” prompt',
      { kind: 'runPrompt', name: 'Summarise for a busy reader' },
    ],
    ['What is passive voice?', { kind: 'explainRule', query: 'passive voice' }],
    ['what’s the empathy', { kind: 'explainRule', query: 'empathy' }],
    ['What is this?', { kind: 'unknown' }],
    ['Is my text ok?', { kind: 'check' }],
    ['What do you think?', { kind: 'check' }],
    ['How does this read', { kind: 'check' }],
    ['Improve my text', { kind: 'fix' }],
    ['Check my text against Plain language', { kind: 'check' }],
    ['Summarise my text', { kind: 'unknown' }],
    ['help', { kind: 'help' }],
    ['What can you do?', { kind: 'help' }],
    ['Write me a poem about autumn', { kind: 'unknown' }],
  ])('reads %j', (message, expected) => {
    expect(recognise(message)).toEqual(expected);
  });
});
