/** The assistant's personalities (spec section 3: 0 cat, 1 human, 2 robot; anything else is 1). */
export type Personality = 0 | 1 | 2;

export function personalityOf(value: unknown): Personality {
  return value === 0 || value === 1 || value === 2 ? value : 1;
}

/**
 * How the assistant speaks: the same facts in each voice, only the framing changes (an answer's findings,
 * scores and fixes never depend on the personality).
 */
export interface Voice {
  readonly personality: Personality;
  /** The first line of an answer, around what it leads with. */
  lead(line: string): string;
  /** The last line of an answer, or '' for none. */
  readonly signOff: string;
  /** Said when something went well (no findings, all fixed). */
  readonly praise: string;
}

const VOICES: Record<Personality, Voice> = {
  0: {
    personality: 0,
    lead: (line) => `Meow! ${line}`,
    signOff: '*Purrs and curls up beside your text.*',
    praise: 'Purr-fect, not a hair out of place.',
  },
  1: {
    personality: 1,
    lead: (line) => line,
    signOff: '',
    praise: 'Nicely done.',
  },
  2: {
    personality: 2,
    lead: (line) => `Beep boop. ${line}`,
    signOff: 'END OF TRANSMISSION.',
    praise: 'RESULT: OPTIMAL.',
  },
};

export function voiceFor(personality: Personality): Voice {
  return VOICES[personality];
}

/** How the system prompt of a language model sets the same voice. */
export const VOICE_INSTRUCTIONS: Record<Personality, string> = {
  0: 'You speak as a friendly, playful cat: start with "Meow!", add a light feline touch now and then (a purr, a paw), but keep every fact exact and the advice clear.',
  1: 'You speak as a warm, concise human editor: plain words, short sentences, no fuss.',
  2: 'You speak as a cheerful robot: start with "Beep boop.", be precise and structured, and end with "END OF TRANSMISSION."',
};
