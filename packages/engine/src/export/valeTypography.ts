import type { ValeRuleContext } from './valeContext.ts';
import type { ValeRuleExport } from './valeTypes.ts';

// Three dots, spaced or not, but not two or four (two dots are duplicate-punctuation's).
const THREE_DOTS = '(?<!\\.)\\.(?: ?\\.){2}(?!\\.)';

/**
 * ellipsis: with `character`, a `substitution` of three dots with "…"; with `avoid`, an `existence` of
 * every ellipsis.
 */
export function ellipsisToVale(context: ValeRuleContext): ValeRuleExport {
  const base = { level: context.level, description: context.info.description, nonword: true } as const;
  return {
    files: [
      context.params.style === 'avoid'
        ? {
            name: context.fileName,
            rule: {
              extends: 'existence',
              message:
                "Finish the thought instead of trailing off with '%s': end the sentence or say what follows.",
              ...base,
              tokens: ['\u2026', THREE_DOTS],
            },
          }
        : {
            name: context.fileName,
            rule: {
              extends: 'substitution',
              message: "Use the ellipsis character '%s' instead of '%s'.",
              ...base,
              action: { name: 'replace' },
              swap: { [THREE_DOTS]: '\u2026' },
            },
          },
    ],
    differences: [],
  };
}

/**
 * quote-style: with `curly`, a `substitution` of straight double quotes (not inch marks after a digit)
 * with the opening mark after a space, a bracket or a dash, the closing one elsewhere; with `straight`,
 * of curly double quotes with the straight one.
 */
export function quoteStyleToVale(context: ValeRuleContext): ValeRuleExport {
  const curly = context.params.style !== 'straight';
  const swap: Record<string, string> = curly
    ? { '(?<=^|[\\s\\(\\[{\u2014\u2013-])"': '\u201c', '(?<!\\d)"': '\u201d' }
    : { '[\u201c\u201d]': '"' };
  return {
    files: [
      {
        name: context.fileName,
        rule: {
          extends: 'substitution',
          message: curly
            ? "Use the typographic quotation mark '%s' instead of '%s'."
            : "Use the straight quotation mark '%s' instead of '%s'.",
          level: context.level,
          description: context.info.description,
          nonword: true,
          action: { name: 'replace' },
          swap,
        },
      },
    ],
    differences: curly
      ? [
          'Vale tells an opening mark from a closing one by what comes before it; Write the Tone pairs the marks in order.',
        ]
      : [],
  };
}
