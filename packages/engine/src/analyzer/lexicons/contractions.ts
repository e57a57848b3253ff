/**
 * Contractions and the full forms they stand for. Writers who contract sound conversational; writers
 * who spell out "do not" sound formal (Biber 1988, contractions as a feature of involved production;
 * Pavlick & Tetreault 2016, contractions as an informality cue). Only full forms that can always be
 * contracted are listed as "expanded", so the count compares like with like.
 */
export const CONTRACTIONS_SOURCE =
  'Cambridge Dictionary, "Contractions" (https://dictionary.cambridge.org/grammar/british-grammar/contractions)';
export const CONTRACTIONS_REASON = 'A contracted form: conversational register.';
export const EXPANDED_REASON = 'A full form that is usually contracted in conversation: formal register.';

/** Contracted forms with their expansion. "'s" and "'d" are listed per word, as "'s" is also possessive. */
export const CONTRACTIONS: ReadonlyArray<readonly [contracted: string, expanded: string]> = [
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["can't", 'cannot'],
  ["couldn't", 'could not'],
  ["won't", 'will not'],
  ["wouldn't", 'would not'],
  ["shouldn't", 'should not'],
  ["haven't", 'have not'],
  ["hasn't", 'has not'],
  ["hadn't", 'had not'],
  ["mustn't", 'must not'],
  ["needn't", 'need not'],
  ["i'm", 'i am'],
  ["you're", 'you are'],
  ["we're", 'we are'],
  ["they're", 'they are'],
  ["i've", 'i have'],
  ["you've", 'you have'],
  ["we've", 'we have'],
  ["they've", 'they have'],
  ["i'll", 'i will'],
  ["you'll", 'you will'],
  ["we'll", 'we will'],
  ["they'll", 'they will'],
  ["it'll", 'it will'],
  ["i'd", 'i would'],
  ["you'd", 'you would'],
  ["we'd", 'we would'],
  ["they'd", 'they would'],
  ["it's", 'it is'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["here's", 'here is'],
  ["what's", 'what is'],
  ["he's", 'he is'],
  ["she's", 'she is'],
  ["let's", 'let us'],
];
