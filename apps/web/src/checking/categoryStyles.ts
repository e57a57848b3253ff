// How each highlight category looks, in one place for the editor's decorations and the tools: a colour
// that reads on light and on dark backgrounds, and an underline style of its own, so the categories stay
// apart for a reader who cannot tell the colours apart. The classes are global (categoryStyles.css) because
// ProseMirror decorations take class names, not React styles.
import type { MatchAnswer } from '@wtt/contract';
import './categoryStyles.css';

export type FindingCategory = MatchAnswer['findings'][number]['type'];
/** The five rule categories plus the editor's selection (spec section 3). */
export type HighlightCategory = FindingCategory | 'Selection';

export type UnderlineStyle = 'solid' | 'double' | 'dotted' | 'dashed' | 'wavy' | 'none';

export interface CategoryStyle {
  /** Global class of a highlighted run: underline colour, style and a faint tint. */
  className: string;
  /** The colour as a CSS value that follows light and dark mode (for legends, badges, bars). */
  color: string;
  underline: UnderlineStyle;
  /** Said next to the colour in legends, so the style is named, not only shown. */
  underlineLabel: string;
}

/** In the spec's order (section 3). */
export const FINDING_CATEGORIES: readonly FindingCategory[] = [
  'Choice of Words',
  'Readability and Flow',
  'Emotionality',
  'Sentence Structure',
  'Document Structure',
];

export const CATEGORY_STYLES: Readonly<Record<HighlightCategory, CategoryStyle>> = {
  'Choice of Words': {
    className: 'wtt-highlight wtt-highlight--words',
    color: 'var(--wtt-highlight-words)',
    underline: 'wavy',
    underlineLabel: 'wavy underline',
  },
  'Readability and Flow': {
    className: 'wtt-highlight wtt-highlight--readability',
    color: 'var(--wtt-highlight-readability)',
    underline: 'solid',
    underlineLabel: 'solid underline',
  },
  Emotionality: {
    className: 'wtt-highlight wtt-highlight--emotionality',
    color: 'var(--wtt-highlight-emotionality)',
    underline: 'dotted',
    underlineLabel: 'dotted underline',
  },
  'Sentence Structure': {
    className: 'wtt-highlight wtt-highlight--sentence',
    color: 'var(--wtt-highlight-sentence)',
    underline: 'dashed',
    underlineLabel: 'dashed underline',
  },
  'Document Structure': {
    className: 'wtt-highlight wtt-highlight--document',
    color: 'var(--wtt-highlight-document)',
    underline: 'double',
    underlineLabel: 'double underline',
  },
  Selection: {
    className: 'wtt-highlight wtt-highlight--selection',
    color: 'var(--wtt-highlight-selection)',
    underline: 'none',
    underlineLabel: 'shaded background',
  },
};

export function categoryStyle(category: HighlightCategory): CategoryStyle {
  return CATEGORY_STYLES[category];
}

/**
 * The class of a highlight of `category` as the engine names it. The editor's decorations get the category
 * as a plain string from the checker; one a newer engine adds falls back to the neutral base look.
 */
export function highlightClass(category: string): string {
  return (CATEGORY_STYLES as Partial<Record<string, CategoryStyle>>)[category]?.className ?? 'wtt-highlight';
}

/** The style of a category named by a plain string; undefined for one this app does not know. */
export function findCategoryStyle(category: string): CategoryStyle | undefined {
  return (CATEGORY_STYLES as Partial<Record<string, CategoryStyle>>)[category];
}
