// How each highlight type looks (spec section 3: five rule categories plus Selection). Colour is never the
// only signal: every category has its own underline style too. This is the one file that maps categories
// to looks, so a shared category map can replace it.
import type { HighlightType } from '@wtt/engine';

export interface HighlightStyle {
  /** Class suffix used by highlights.css (`wtt-hl--<slug>`). */
  slug: string;
  /** Said in words next to the sample underline, for people who cannot tell the colours apart. */
  underline: string;
}

export const HIGHLIGHT_STYLES: Record<HighlightType, HighlightStyle> = {
  'Choice of Words': { slug: 'words', underline: 'wavy underline' },
  'Readability and Flow': { slug: 'readability', underline: 'solid underline' },
  Emotionality: { slug: 'emotion', underline: 'dotted underline' },
  'Sentence Structure': { slug: 'sentence', underline: 'dashed underline' },
  'Document Structure': { slug: 'document', underline: 'double underline' },
  Selection: { slug: 'selection', underline: 'shaded background' },
};

/** The CSS class of a highlight of `type`; an unknown type (a newer server) falls back to a neutral look. */
export function highlightClass(type: string): string {
  const style = (HIGHLIGHT_STYLES as Record<string, HighlightStyle | undefined>)[type];
  return `wtt-hl wtt-hl--${style?.slug ?? 'other'}`;
}
