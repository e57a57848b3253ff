/**
 * Words after which a verb's spelling is a noun ("the merge", "a mix", "your resume"): the redundant-phrase
 * lists and the split-pair finder read a verb pair only where none of these comes before it.
 */
export const NOUN_DETERMINERS: readonly string[] = [
  'a',
  'an',
  'the',
  'this',
  'that',
  'each',
  'every',
  'any',
  'our',
  'your',
  'their',
  'its',
  'his',
  'her',
  'my',
];
