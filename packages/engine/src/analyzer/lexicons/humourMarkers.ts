import { entries, type LexiconEntry } from './types.ts';

/**
 * Words and phrases that signal a joke or a playful register: written laughter, explicit joke framing
 * and comic interjections. A lexicon cannot see wit itself (puns, irony); it sees the signs writers add
 * when they are being funny. Laughing emoji and emoticons are in `emoji.ts`.
 */
const LAUGHTER =
  'Merriam-Webster entries "LOL", "haha", "LMAO" (written laughter); Jurafsky & Martin, "Speech and Language Processing", ch. 4 (laughter tokens as sentiment cues)';
const FRAMING =
  'Oxford Learner\'s Dictionaries ("just kidding", "no pun intended", "joke"): marks a remark as a joke';
const COMIC = 'Oxford Learner\'s Dictionaries, interjections used humorously ("oops", "d\'oh", "ta-da")';

export const HUMOUR_MARKERS: readonly LexiconEntry[] = [
  ...entries(['haha', 'hahaha', 'hehe', 'lol', 'lmao', 'rofl', 'lolz'], {
    reason: 'Written laughter: the writer signals that something is funny.',
    source: LAUGHTER,
    forms: 'none',
    weight: 1.5,
  }),
  ...entries(
    [
      'just kidding',
      'jk',
      'pun intended',
      'no pun intended',
      'joke',
      'kidding',
      'spoiler alert',
      'plot twist',
      'fun fact',
    ],
    { reason: 'Frames a remark as a joke or a playful aside.', source: FRAMING, forms: 'none', weight: 1.5 },
  ),
  ...entries(['funny', 'hilarious', 'silly', 'goofy', 'wacky', 'cheeky', 'shenanigans', 'tongue-in-cheek'], {
    reason: 'Names the comic register itself.',
    source: FRAMING,
    forms: 'none',
  }),
  ...entries(['oops', 'whoops', "d'oh", 'ta-da', 'tada', 'yikes', 'welp', 'ahem'], {
    reason: 'A comic interjection, used for playful effect in brand copy.',
    source: COMIC,
    forms: 'none',
  }),
];
