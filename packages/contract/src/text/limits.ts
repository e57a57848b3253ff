/** Size limits of library items: beyond them an input answers 400. */
export const TEXT_LIMITS = {
  name: 200,
  description: 2_000,
  promptContent: 20_000,
  glossaryTerms: 5_000,
  term: 200,
  termNote: 2_000,
  termSuggestions: 20,
  guideRules: 200,
  ruleId: 100,
} as const;
