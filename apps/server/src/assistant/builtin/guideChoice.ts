import type { AssistantLibrary, LibraryGuide } from '../assistantLibrary.ts';

export interface ChosenGuide {
  readonly guide: LibraryGuide;
  /** Why this guide: the editor's, named in the message, or the assistant's pick. */
  readonly source: 'editor' | 'message' | 'default';
}

function normal(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The enabled guide whose name the message contains (the longest such name, so "Plain" loses to "Plain language"). */
export function guideNamedIn(message: string, guides: readonly LibraryGuide[]): LibraryGuide | undefined {
  const said = normal(message);
  return guides
    .filter((guide) => !guide.disabled && guide.name.trim().length >= 3 && said.includes(normal(guide.name)))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

/**
 * The guide to check with: one named in the message, else the one chosen in the editor, else the user's
 * first own guide, else the first guide they may use. Undefined when they may use none.
 */
export async function chooseGuide(
  library: AssistantLibrary,
  message: string,
  editorGuideId: string | undefined,
): Promise<ChosenGuide | undefined> {
  const guides = await library.guides();
  const named = guideNamedIn(message, guides);
  if (named !== undefined) return { guide: named, source: 'message' };
  const editor = guides.find((guide) => guide.id === editorGuideId);
  if (editor !== undefined) return { guide: editor, source: 'editor' };
  const usable = guides.filter((guide) => !guide.disabled);
  const fallback = usable.find((guide) => guide.role === 'owner') ?? usable[0];
  return fallback === undefined ? undefined : { guide: fallback, source: 'default' };
}
