/** What the DELETE answer tells the user about guides that used the deleted glossary. */
export function deletionMessage(referencingGuides: readonly { name: string }[]): string {
  if (referencingGuides.length === 0) return 'The glossary was deleted. No guide used it.';
  const names = referencingGuides.map((guide) => `"${guide.name}"`).join(', ');
  return `The glossary was deleted. ${referencingGuides.length === 1 ? 'The guide' : 'The guides'} ${names} used it and keep working; their rules that referred to it now find no terms from it.`;
}
