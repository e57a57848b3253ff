/**
 * The kind of a text's first character, as the parser decides sentence breaks by it: a sentence that
 * starts lower-case, with a digit or a closing mark joins the one before; a capital after a full stop
 * starts one. Two texts whose first characters are of one kind read alike there.
 */
export function characterKind(text: string): string {
  const character = text.charAt(0);
  if (/\p{Lu}/u.test(character)) return 'upper';
  if (/\p{Ll}/u.test(character)) return 'lower';
  if (/\p{N}/u.test(character)) return 'digit';
  return character;
}
