import { listed } from './listedWord.ts';

/**
 * Words English repeats on purpose ("bye bye", "so so", "knock knock"): not a typing slip, so the
 * repeated-words rule leaves them. Emphatic repeats ("very very") stay findings: one is enough.
 */
export const REDUPLICATIONS = listed(
  [
    'bye',
    'so',
    'ha',
    'haha',
    'no',
    'yeah',
    'hush',
    'chop',
    'knock',
    'tut',
    'bling',
    'night',
    'now',
    'there',
    'well',
    'boo',
    'choo',
    'hip',
    'yum',
    'tsk',
    'blah',
    'la',
    'cha',
    'tom',
    'win',
    'rah',
    'pooh',
  ],
  'Repeated on purpose in English (a reduplication), not a slip.',
  'Oxford English Dictionary, "reduplication"; Merriam-Webster entries "bye-bye", "so-so", "knock-knock"',
);
