// The header's avatar without a picture: the initials of the user's names, else the first letter of the
// address.

export function initialsOf(names: { firstName: string; lastName: string } | null, email: string): string {
  const letters = [names?.firstName, names?.lastName]
    .map((name) => firstLetter(name ?? ''))
    .filter((letter) => letter !== '')
    .join('');
  return (letters === '' ? firstLetter(email) : letters).toUpperCase();
}

function firstLetter(text: string): string {
  // Whole code points, so a name starting with an emoji or an astral letter is not cut in half.
  return Array.from(text.trim())[0] ?? '';
}
