import type { PhraseEntry } from './phraseEntry.ts';
import { SOURCES } from './sources.ts';

/**
 * Redundant phrases (pleonasms): one word already says what the other adds ("added bonus", "past
 * history", "revert back"). The replacement keeps the word that carries the meaning, in the inflection
 * of the text ("reverted back" → "reverted", "free gifts" → "gifts").
 */
const REDUNDANT = 'One word already says it.';

const noun = (phrase: string, suggestion: string): PhraseEntry => ({
  id: phrase.replace(/\s+/g, '-'),
  phrases: [phrase],
  forms: 'noun',
  suggestions: [suggestion],
  reason: REDUNDANT,
  source: SOURCES.strunk,
});

const verb = (phrase: string, suggestion: string): PhraseEntry => ({
  id: phrase.replace(/\s+/g, '-'),
  phrases: [phrase],
  forms: 'verb',
  suggestions: [suggestion],
  reason: REDUNDANT,
  source: SOURCES.strunk,
});

const fixed = (phrases: string[], suggestion: string): PhraseEntry => ({
  id: (phrases[0] ?? suggestion).replace(/\s+/g, '-'),
  phrases,
  forms: 'none',
  suggestions: [suggestion],
  reason: REDUNDANT,
  source: SOURCES.plainLanguage,
});

function adverbVerb(adverb: string, forms: readonly string[]): PhraseEntry[] {
  return forms.map((form) => ({
    id: `${adverb}-${form}`,
    phrases: [`${adverb} ${form}`],
    forms: 'none',
    suggestions: [form],
    reason: REDUNDANT,
    source: SOURCES.strunk,
  }));
}

export const REDUNDANT_ENTRIES: readonly PhraseEntry[] = [
  noun('added bonus', 'bonus'),
  noun('past history', 'history'),
  noun('end result', 'result'),
  noun('final outcome', 'outcome'),
  noun('final result', 'result'),
  noun('free gift', 'gift'),
  noun('advance planning', 'planning'),
  noun('advance warning', 'warning'),
  noun('close proximity', 'proximity'),
  noun('basic fundamental', 'fundamental'),
  noun('future plan', 'plan'),
  noun('unexpected surprise', 'surprise'),
  noun('new innovation', 'innovation'),
  noun('true fact', 'fact'),
  noun('personal opinion', 'opinion'),
  noun('brief summary', 'summary'),
  noun('general consensus', 'consensus'),
  noun('mutual cooperation', 'cooperation'),
  noun('final conclusion', 'conclusion'),
  noun('major breakthrough', 'breakthrough'),
  noun('past experience', 'experience'),
  noun('fellow colleague', 'colleague'),
  noun('invited guest', 'guest'),
  noun('unintended mistake', 'mistake'),
  noun('usual custom', 'custom'),
  noun('sum total', 'total'),
  noun('period of time', 'period'),
  noun('consensus of opinion', 'consensus'),
  verb('revert back', 'revert'),
  verb('return back', 'return'),
  verb('reply back', 'reply'),
  verb('refer back', 'refer'),
  verb('repeat again', 'repeat'),
  verb('join together', 'join'),
  verb('merge together', 'merge'),
  verb('combine together', 'combine'),
  verb('collaborate together', 'collaborate'),
  verb('cooperate together', 'cooperate'),
  verb('connect together', 'connect'),
  verb('continue on', 'continue'),
  verb('postpone until later', 'postpone'),
  verb('plan ahead', 'plan'),
  verb('separate out', 'separate'),
  verb('over-exaggerate', 'exaggerate'),
  fixed(['each and every'], 'each'),
  fixed(['absolutely essential'], 'essential'),
  fixed(['exact same'], 'same'),
  fixed(['very unique', 'totally unique', 'completely unique', 'most unique'], 'unique'),
  fixed(['completely unanimous'], 'unanimous'),
  fixed(['atm machine'], 'ATM'),
  fixed(['atm machines'], 'ATMs'),
  fixed(['pin number'], 'PIN'),
  fixed(['pin numbers'], 'PINs'),
  fixed(['lcd display'], 'LCD'),
  fixed(['isbn number'], 'ISBN'),
  fixed(['hiv virus'], 'HIV'),
  fixed(['please rsvp'], 'RSVP'),
  fixed(['12 noon'], 'noon'),
  fixed(['12 midnight'], 'midnight'),
  // An adverb before the verb: the verb's forms are listed, as the adverb takes none.
  ...adverbVerb('completely', ['eliminate', 'eliminates', 'eliminated', 'eliminating']),
  ...adverbVerb('completely', ['destroy', 'destroys', 'destroyed', 'destroying']),
  ...adverbVerb('still', ['remain', 'remains', 'remained', 'remaining']),
];
