import { entries, type LexiconEntry } from './types.ts';

/**
 * Words and phrases that signal an irreverent register: dismissive remarks, mild oaths, disparaging
 * slang and rule-breaking bravado. Profanity itself comes from the catalogue's profanity rule (the cuss
 * list), so it is not repeated here.
 */
const NNG =
  'NN/g, Moran (2016), "The Four Dimensions of Tone of Voice": irreverent copy is cheeky, mocks conventions, is unafraid to be rude';
const MINCED = 'Merriam-Webster, "minced oath" (euphemistic oaths: "heck", "darn", "freaking")';
const SLANG = 'Oxford Learner\'s Dictionaries, register labels "slang" / "informal, disapproving"';
const POLITENESS =
  'Danescu-Niculescu-Mizil et al. (2013), "A computational approach to politeness", ACL: direct, dismissive forms rank impolite';

export const IRREVERENCE_MARKERS: readonly LexiconEntry[] = [
  ...entries(['whatever', 'who cares', 'big deal', 'yeah right', 'as if', 'duh', 'meh', 'so what'], {
    reason: 'Dismisses the reader or the topic.',
    source: POLITENESS,
    forms: 'none',
    weight: 1.5,
  }),
  ...entries(['heck', 'darn', 'dang', 'freaking', 'frickin', 'friggin', 'frigging', 'gosh', 'geez', 'jeez'], {
    reason: 'A minced oath: swearing softened, still irreverent.',
    source: MINCED,
    forms: 'none',
  }),
  ...entries(
    ['sucks', 'suck', 'lame', 'dumb', 'stupid', 'idiot', 'idiots', 'nerd', 'nerds', 'boring', 'badass'],
    {
      reason: 'Disparaging slang.',
      source: SLANG,
      forms: 'none',
    },
  ),
  ...entries(
    ['screw it', 'rules are made to be broken', 'break the rules', 'forget the rules', 'ditch the', "ain't"],
    { reason: 'Mocks conventions or rules.', source: NNG, forms: 'none' },
  ),
];
