import { describe, expect, it } from 'vitest';
// The engine's entry first: what it compiles when it loads is what every start pays.
import { checkText, compileGuide, listRules } from '../index.ts';
import { compiledSharedLists, compileShared, findShared } from './phraseIndex.ts';
import { analyzeProse } from '../language/analyzeProse.ts';
import type { Guide } from '../guide/types.ts';

// Vitest loads each test file's modules afresh, so this count starts from what importing the engine did.
const listsAfterImport = compiledSharedLists();

const TEXT = [
  '# Getting started',
  '',
  'We utilize a lot of tools, e.g. the dashboard etc., in order to basically help you. It is not uncommon ' +
    'for users to circle back, and we apologize for any inconvenience. Click here to learn more!',
  '',
  'Dear customer, unfortunately your account was suspended by the team. Please be advised that you must ' +
    'simply update your details. Thanks in advance, and sorry again.',
].join('\n');

const ALL_RULES: Guide = { name: 'All', rules: listRules().map((rule) => ({ id: rule.id, params: {} })) };
const SOME_RULES: Guide = {
  name: 'Some',
  rules: ['hedging', 'filler-phrases', 'latin-abbreviations', 'redundant-phrases'].map((id) => ({
    id,
    params: {},
  })),
};

describe('phrase lists compiled on first use', () => {
  it('compiles no phrase list when the engine is imported', () => {
    expect(listsAfterImport).toBe(0);
  });

  it('compiles a guide’s lists when the guide is compiled, once, and others only when asked', () => {
    const before = compiledSharedLists();
    const first = checkText(TEXT, compileGuide(SOME_RULES), { format: 'markdown' });
    const afterSome = compiledSharedLists();
    expect(afterSome).toBeGreaterThan(before);
    // The same guide again compiles nothing more.
    expect(checkText(TEXT, compileGuide(SOME_RULES), { format: 'markdown' })).toEqual(first);
    expect(compiledSharedLists()).toBe(afterSome);
    // Every rule's lists: more of them now.
    checkText(TEXT, compileGuide(ALL_RULES), { format: 'markdown' });
    expect(compiledSharedLists()).toBeGreaterThan(afterSome);
  });

  it('gives the same findings whichever lists were compiled before, and in what order', () => {
    // By now the previous test compiled the lists in one order; a guide compiled again must agree with
    // what it found when its lists were the only ones.
    const some = checkText(TEXT, compileGuide(SOME_RULES), { format: 'markdown' });
    const all = checkText(TEXT, compileGuide(ALL_RULES), { format: 'markdown' });
    expect(some.findings.length).toBeGreaterThan(0);
    expect(all.findings.length).toBeGreaterThan(some.findings.length);
    expect(checkText(TEXT, compileGuide(SOME_RULES), { format: 'markdown' })).toEqual(some);
    expect(checkText(TEXT, compileGuide(ALL_RULES), { format: 'markdown' })).toEqual(all);
  });

  it('makes a list’s entries only when the list is first used, and once', () => {
    let made = 0;
    const list = compileShared(() => {
      made += 1;
      return [{ term: 'in order to' }];
    });
    expect(made).toBe(0);
    const block = analyzeProse('We did it in order to win, in order to learn.', 'paragraph');
    expect(findShared(list, block).map((hit) => hit.from)).toEqual([10, 27]);
    expect(findShared(list, analyzeProse('In order to go.', 'paragraph'))).toHaveLength(1);
    expect(made).toBe(1);
  });
});
