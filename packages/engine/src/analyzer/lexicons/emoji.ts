/**
 * Emoji and emoticons by what they signal. Names are the Unicode CLDR short names. Any other emoji
 * (a pictographic character) counts as a casual marker: emoji and emoticons are strong informality cues
 * (Pavlick & Tetreault 2016).
 */
export const EMOJI_SOURCE =
  'Unicode CLDR emoji short names; Pavlick & Tetreault (2016), emoticons as informality cues';
export const EMOTICON_SOURCE = 'Wikipedia, "List of emoticons" (Western style)';

/** Laughing and playful faces: the writer is joking. */
export const HUMOUR_EMOJI: ReadonlyArray<readonly [emoji: string, name: string]> = [
  ['😂', 'face with tears of joy'],
  ['🤣', 'rolling on the floor laughing'],
  ['😆', 'grinning squinting face'],
  ['😜', 'winking face with tongue'],
  ['😝', 'squinting face with tongue'],
  ['😛', 'face with tongue'],
  ['😉', 'winking face'],
  ['🙃', 'upside-down face'],
  ['🤪', 'zany face'],
  ['😅', 'grinning face with sweat'],
];

/** Celebration and delight: the writer is enthusiastic. */
export const ENTHUSIASM_EMOJI: ReadonlyArray<readonly [emoji: string, name: string]> = [
  ['🎉', 'party popper'],
  ['🥳', 'partying face'],
  ['🚀', 'rocket'],
  ['✨', 'sparkles'],
  ['🔥', 'fire'],
  ['😍', 'smiling face with heart-eyes'],
  ['🤩', 'star-struck'],
  ['❤️', 'red heart'],
  ['❤', 'red heart'],
  ['💯', 'hundred points'],
  ['🙌', 'raising hands'],
  ['👏', 'clapping hands'],
  ['🎊', 'confetti ball'],
];

/** Emoticons that wink or laugh (humour) or smile (casual). */
export const HUMOUR_EMOTICONS: readonly string[] = [';)', ';-)', ':P', ':-P', ':p', 'xD', 'XD', ':D', ':-D'];
export const CASUAL_EMOTICONS: readonly string[] = [':)', ':-)', ':(', ':-(', '<3'];
