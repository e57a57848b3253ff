/**
 * Intensifiers: adverbs that inflate rather than inform. The intensifiers rule reports only these among
 * the filler and weasel words retext-intensify finds, since most of its words ("many", "may", "could")
 * are often the precise choice.
 * Source: retext-intensify word lists (https://github.com/retextjs/retext-intensify); Strunk & White,
 * "The Elements of Style", rule "Avoid the use of qualifiers"; Plain Language Guidelines (plainlanguage.gov).
 */
export interface Intensifier {
  readonly word: string;
  readonly reason: string;
}

const INFLATES = 'Inflates instead of informing: say how much, or pick a stronger word.';
const EMPTY = 'Adds nothing the sentence needs.';

export const INTENSIFIERS: readonly Intensifier[] = [
  ...[
    'very',
    'really',
    'extremely',
    'totally',
    'absolutely',
    'completely',
    'truly',
    'exceedingly',
    'remarkably',
  ].map((word) => ({ word, reason: INFLATES })),
  ...[
    'literally',
    'seriously',
    'definitely',
    'certainly',
    'actually',
    'basically',
    'obviously',
    'essentially',
  ].map((word) => ({ word, reason: EMPTY })),
];
