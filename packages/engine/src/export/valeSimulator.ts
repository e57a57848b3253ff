import type { TextFormat } from '../document/types.ts';
import { scopedTexts } from './valeSimulatorScopes.ts';
import type { ValeRule } from './valeTypes.ts';

/**
 * Runs exported rules the way Vale compiles and applies them (internal/check/*.go of vale-cli/vale), in
 * JavaScript regular expressions, so tests can check that the generated patterns compile and fire on the
 * catalogue's examples without a Vale binary. Vale's `(?i)` prefix becomes the `i` flag, its `(?m)` the
 * `m` flag; `u` is on so `\p{L}` works as in Vale's regexp2. Scopes are read simply (see
 * `valeSimulatorScopes.ts`): Markdown headings, list items and paragraphs, sentences split at end
 * punctuation.
 */

export interface SimulatedAlert {
  readonly match: string;
  readonly expected?: string;
}

function flags(ignorecase: boolean | undefined): string {
  return ignorecase ? 'gimu' : 'gmu';
}

function blocks(rule: ValeRule, text: string, format: TextFormat): string[] {
  const scope = typeof rule.scope === 'string' ? rule.scope : rule.scope?.[0];
  return scopedTexts(scope, text, format);
}

/** Vale's `core.CapFirst`: the first letter in upper case. */
const capFirst = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function exceptionTest(exceptions: readonly string[] | undefined): (observed: string) => boolean {
  if (!exceptions || exceptions.length === 0) return () => false;
  const sorted = [...exceptions].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`\\b(?:${sorted.join('|')})\\b`, 'mu');
  return (observed) => pattern.test(observed);
}

/** The regular expression Vale builds for a rule with tokens or swap keys (word-bounded unless nonword). */
export function compiledPattern(rule: ValeRule): RegExp {
  switch (rule.extends) {
    case 'existence': {
      const body = rule.tokens.filter((token) => token.trim() !== '').join('|');
      return new RegExp(rule.nonword ? `(?:${body})` : `\\b(?:${body})\\b`, flags(rule.ignorecase));
    }
    case 'substitution': {
      const keys = Object.keys(rule.swap).sort((a, b) => b.length - a.length);
      const body = keys.map((key) => `(${key})`).join('|');
      return new RegExp(rule.nonword ? `(?:${body})` : `\\b(?:${body})\\b`, flags(rule.ignorecase));
    }
    case 'occurrence':
      return new RegExp(`(?:${rule.token})`, rule.ignorecase ? 'giu' : 'gu');
    case 'repetition':
      return new RegExp(`(${rule.tokens.join('|')})`, rule.ignorecase ? 'giu' : 'gu');
  }
}

/** The alerts a rule raises in `text`, a file in `format` (plain text when omitted). */
export function simulate(rule: ValeRule, text: string, format: TextFormat = 'plain'): SimulatedAlert[] {
  const alerts: SimulatedAlert[] = [];
  for (const block of blocks(rule, text, format)) alerts.push(...simulateBlock(rule, block));
  return alerts;
}

function simulateBlock(rule: ValeRule, text: string): SimulatedAlert[] {
  const pattern = compiledPattern(rule);
  switch (rule.extends) {
    case 'existence': {
      const excepted = exceptionTest(rule.exceptions);
      return [...text.matchAll(pattern)]
        .map((match) => match[0])
        .filter((observed) => !excepted(observed.trim()))
        .map((match) => ({ match }));
    }
    case 'substitution': {
      const excepted = exceptionTest(rule.exceptions);
      const keys = Object.keys(rule.swap).sort((a, b) => b.length - a.length);
      const alerts: SimulatedAlert[] = [];
      for (const match of text.matchAll(pattern)) {
        // Groups that did not take part are undefined at run time, whatever the library types say.
        const groups: (string | undefined)[] = match.slice(1);
        const group = groups.findIndex((value) => value !== undefined);
        const key = keys[group];
        const value = key === undefined ? undefined : rule.swap[key];
        if (value === undefined) continue;
        const observed = match[0];
        // With `capitalize`, a match that starts with a capital gets its suggestions capitalised.
        const expected = rule.capitalize && observed === capFirst(observed) ? capFirst(value) : value;
        // With a `replace` action the options are literal; an observed text that is one of them is fine.
        if (expected.split('|').includes(observed) || excepted(observed)) continue;
        alerts.push({ match: observed, expected });
      }
      return alerts;
    }
    case 'occurrence': {
      const count = [...text.matchAll(pattern)].length;
      const tooMany = rule.max !== undefined && rule.max > 0 && count > rule.max;
      const tooFew = rule.min !== undefined && rule.min > 0 && count < rule.min;
      return tooMany || tooFew ? [{ match: text }] : [];
    }
    case 'repetition': {
      const alerts: SimulatedAlert[] = [];
      let previous = '';
      let count = 0;
      for (const match of text.matchAll(pattern)) {
        const current = match[0].trim();
        const same = rule.ignorecase
          ? current.toLowerCase() === previous.toLowerCase()
          : current === previous;
        const hit = same && current !== '' && (!rule.alpha || /^\p{L}+$/u.test(current));
        if (hit) count++;
        if (hit && count > (rule.max ?? 0)) {
          alerts.push({ match: current });
          count = 0;
        }
        previous = current;
      }
      return alerts;
    }
  }
}

/** Vale's built-in `Vale.Terms` for the accepted spellings: a case-insensitive match that differs. */
export function simulateAccept(accept: readonly string[], text: string): SimulatedAlert[] {
  const alerts: SimulatedAlert[] = [];
  for (const entry of accept) {
    const exact = new RegExp(`^(?:${entry})$`, 'u');
    for (const match of text.matchAll(new RegExp(`\\b(?:${entry})\\b`, 'giu'))) {
      if (!exact.test(match[0])) alerts.push({ match: match[0], expected: entry });
    }
  }
  return alerts;
}

/** Vale's built-in `Vale.Avoid` for the rejected terms: a case-sensitive existence check. */
export function simulateReject(reject: readonly string[], text: string): SimulatedAlert[] {
  if (reject.length === 0) return [];
  return simulate(
    { extends: 'existence', message: '', level: 'error', ignorecase: false, tokens: reject },
    text,
  );
}
