import type { RuleFix } from '../rules/types.ts';

/** `text` with non-overlapping fixes (sorted by `from`) applied. */
export function applyFixes(text: string, fixes: readonly RuleFix[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const fix of fixes) {
    parts.push(text.slice(at, fix.from), fix.replacement);
    at = fix.to;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

/** Where a position of the original text lands after the fixes; inside a fix, at its start or end. */
export function mapPosition(position: number, fixes: readonly RuleFix[], side: 'start' | 'end'): number {
  let delta = 0;
  for (const fix of fixes) {
    const inserted = fix.replacement.length;
    if (fix.from === fix.to) {
      // An insertion pushes what starts at its position, not what ends there.
      if (position > fix.from || (position === fix.from && side === 'start')) delta += inserted;
      else break;
      continue;
    }
    if (position >= fix.to) {
      delta += inserted - (fix.to - fix.from);
    } else if (position > fix.from) {
      return side === 'start' ? fix.from + delta : fix.from + delta + inserted;
    } else {
      break;
    }
  }
  return position + delta;
}
