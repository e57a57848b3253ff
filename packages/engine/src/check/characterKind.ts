// Regular expressions made once: a literal in a function makes a new object at every call.
const UPPER_CASE = /\p{Lu}/u;
const LOWER_CASE = /\p{Ll}/u;
const DIGIT = /\p{N}/u;

/**
 * The kind of a text's first character, as the parser decides sentence breaks by it: a sentence that
 * starts lower-case, with a digit or a closing mark joins the one before; a capital after a full stop
 * starts one. Two texts whose first characters are of one kind read alike there.
 */
export function characterKind(text: string): string {
  const character = text.charAt(0);
  if (UPPER_CASE.test(character)) return 'upper';
  if (LOWER_CASE.test(character)) return 'lower';
  if (DIGIT.test(character)) return 'digit';
  return character;
}
