import { JOB_AD_REASON } from '../data/age.ts';
import { AGE_FIT_WORDS, HIRING_WORDS, SEEKING_WORDS } from '../data/ageScreens.ts';
import type { BlockView } from '../language/types.ts';
import type { RuleMatch } from './types.ts';
import { quote } from './wording.ts';

// Regular expressions made once: a literal in a function makes a new object at every call.
// What a generation grew up with, the "digital native" idiom spelt out (US EEOC: "digital natives" in a job
// ad screens out older applicants): "grew up with a smartphone in hand", "born with an iPad in their hand",
// "raised on social media", "grew up online", "born in the smartphone era".
export const TECHNOLOGY =
  '(?:smart ?phones?|(?:mobile )?phones?|iphones?|ipads?|tablets?|(?:the )?internet|(?:the )?web|social media|screens?|touch ?screens?|technology|tech|wi-?fi|broadband|youtube|tiktok|instagram|apps?|devices?|gadgets?|computers?|laptops?|keyboards?|(?:the )?(?:digital|smartphone|internet|social media|mobile|information) (?:tools|devices|technology|world|age|era|generation))';
const OWNER = "(?:(?:a|an|the|their|your|his|her|one's|one)\\s+)";
const GREW_UP = '(?:grew up|grow up|grown up|growing up)';
// "grew up online" is said of people; "born online" of a firm or a product as often.
const UPBRINGING = new RegExp(
  `\\b(?:(?:${GREW_UP}|raised|brought up|born)\\s+(?:with|on|into|in|using|around|surrounded by)\\s+${OWNER}?${TECHNOLOGY}(?:\\s+in\\s+${OWNER}?hands?)?|${GREW_UP}\\s+(?:online|digital))(?![\\p{L}-])`,
  'giu',
);
// "never known a world without the internet", "can't remember life before smartphones", "had a phone in
// your hand since you could walk", "native to the digital world".
const NEVER_WITHOUT = new RegExp(
  `\\b(?:(?:never (?:known|knew) (?:a world|life|a time)|(?:can't|can\u2019t|cannot|don't|don\u2019t|do not) remember (?:a world|life|a time)) (?:without|before)\\s+${TECHNOLOGY}|(?:had|held) ${OWNER}${TECHNOLOGY} in ${OWNER}?hands? since|natives? (?:to|of) (?:the )?(?:digital|online|internet|mobile) (?:world|age|era|space))(?![\\p{L}-])`,
  'giu',
);
// Words that make the idiom a wish for a hire: a job, a wish or a fit in its sentence.
// "You'll thrive here if you grew up online": the fit of a job ad's reader.
const HIRE_WORDS = new Set([
  ...[...HIRING_WORDS, ...SEEKING_WORDS, ...AGE_FIT_WORDS].map((entry) => entry.word),
  ...['thrive', 'thrives'],
]);
// Whose upbringing a job ad may describe without asking for it: the children a teacher or a moderator serves
// ("You'll support children who grew up with tablets").
const CHILDREN = new Set([
  ...['kids', 'children', 'child', 'pupils', 'students', 'teens', 'teenagers', 'toddlers', 'babies'],
  ...['youngsters', 'minors'],
]);
// The implied candidate of an item of requirements: "- Grew up with…", "- You grew up with…", "- Someone
// who has grown up with…"; "- Our founders grew up with…" tells a story.
const ITEM_SUBJECTS = new Set([
  ...['you', "you've", 'you\u2019ve', 'someone', 'somebody', 'who', 'have', 'has', 'ideally', 'preferably'],
  ...['must', 'should', 'be', 'been', 'were', 'are'],
]);
// Words between the person and the idiom: "children who have grown up with…".
const LINKS = new Set(['who', 'that', 'have', 'has', 'had', 'were', 'are', 'was', 'been', 'being']);

/**
 * "We want someone who grew up with a smartphone in hand", "- Born with an iPad in your hand": having grown up
 * with a technology screens for youth as "digital natives" does, in a sentence about a job (a hiring word, a
 * wish or a fit) or an item of a list of requirements. Someone's story ("Our founder grew up with the
 * internet") and the children a job serves pass.
 */
export function techUpbringing(block: BlockView): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const sentence of block.sentences) {
    const words = block.words.slice(sentence.firstWord, sentence.endWord);
    const hiring = words.some((word) => HIRE_WORDS.has(word.normal));
    if (!hiring && block.kind !== 'list-item') continue;
    const text = block.text.slice(sentence.start, sentence.end);
    for (const pattern of [UPBRINGING, NEVER_WITHOUT]) {
      for (const match of text.matchAll(pattern)) {
        const from = sentence.start + match.index;
        if (ofChildren(block, sentence.firstWord, from)) continue;
        if (!hiring && !words.every((word) => word.start >= from || ITEM_SUBJECTS.has(word.normal))) continue;
        matches.push({
          from,
          to: from + match[0].length,
          message: `Rephrase without ${quote(match[0])}: ask for the skill instead. ${JOB_AD_REASON}`,
          methodName: 'digital-native',
          suggestions: [],
        });
      }
    }
  }
  return matches;
}

/** Whether the idiom at `from` tells of children ("children who grew up with tablets"), not of the hire. */
function ofChildren(block: BlockView, firstWord: number, from: number): boolean {
  let index = block.words.findIndex((word, at) => at >= firstWord && word.start >= from) - 1;
  while (index >= firstWord && LINKS.has(block.words[index]?.normal ?? '')) index--;
  return index >= firstWord && CHILDREN.has(block.words[index]?.normal ?? '');
}
