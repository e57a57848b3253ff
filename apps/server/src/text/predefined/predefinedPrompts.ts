export interface PredefinedPrompt {
  /** Fixed, so reseeding updates the same row. */
  id: string;
  name: string;
  content: string;
}

export const PREDEFINED_PROMPTS: readonly PredefinedPrompt[] = [
  {
    id: '61bca31a-9e64-421c-94ae-911aeba3f926',
    name: 'Make it plainer',
    content:
      'Rewrite the text in plain language: short sentences, everyday words, active voice. Keep every fact and the original meaning.',
  },
  {
    id: '4b3062e2-345b-4179-82f6-4e3e7b41f387',
    name: 'Reply to an upset customer',
    content:
      'Draft a reply to this customer message. Greet them, acknowledge the problem in their words, apologise once, give clear next steps and sign off warmly.',
  },
  {
    id: '06eb7830-1fa6-43fd-9bb6-152810189773',
    name: 'Summarise for a busy reader',
    content:
      'Summarise the text in at most three sentences for a reader with one minute. Lead with the decision or action needed.',
  },
  {
    id: '08f8a542-7417-4231-bc41-f899bd15d9fd',
    name: 'Turn into a social post',
    content:
      'Turn the text into a social media post of at most 60 words with one clear call to action and no more than two emoji.',
  },
  {
    id: 'ea02eb01-3c67-416e-bfdd-9eeb75458c77',
    name: 'Make it more formal',
    content:
      'Rewrite the text for formal business correspondence: no contractions, no exclamation marks, a courteous greeting and sign-off.',
  },
];
