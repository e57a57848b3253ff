import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { listStep, stepAfterAdverbial, stepOf } from './readerSteps.ts';

/** The block of `text` and the index of the word `noun` in it. */
function at(text: string, noun: string, kind: 'paragraph' | 'list-item' = 'paragraph') {
  const block = analyzeProse(text, kind);
  return { block, index: block.words.findIndex((word) => word.normal === noun) };
}

describe('stepAfterAdverbial', () => {
  it('reads a role after a fronted place or time as a step', () => {
    const { block, index } = at('On the next screen the traveller selects a seat.', 'traveller');
    expect(stepAfterAdverbial(block, index - 1, 'selects')).toBe(true);
    const gate = at('At the gate, the passenger scans the pass.', 'passenger');
    expect(stepAfterAdverbial(gate.block, gate.index - 1, 'scans')).toBe(true);
  });

  it('passes other verbs, clauses and sentences that open with the role', () => {
    const { block, index } = at('In the app the customer prefers chat.', 'customer');
    expect(stepAfterAdverbial(block, index - 1, 'prefers')).toBe(false);
    const clause = at('On Monday we met the customer, who selects wine.', 'customer');
    expect(stepAfterAdverbial(clause.block, clause.index - 1, 'selects')).toBe(false);
    const plain = at('The customer selects a slot.', 'customer');
    expect(stepAfterAdverbial(plain.block, plain.index - 1, 'selects')).toBe(false);
  });
});

describe('stepOf and listStep', () => {
  it('reads a word of sequence and a list item as a step', () => {
    const first = at('First, the customer downloads the app.', 'customer');
    expect(stepOf(first.block, first.index - 1)).toBe(true);
    const item = at('The customer selects a slot.', 'customer', 'list-item');
    expect(listStep(item.block, 0, 'selects')).toBe(true);
    expect(listStep(item.block, 0, 'prefers')).toBe(false);
    const counter = at('The guest scans the code on the table.', 'guest', 'list-item');
    expect(listStep(counter.block, 0, 'scans')).toBe(true);
  });

  it('passes a habit in a list item and after a fronted adverbial', () => {
    const habit = at('The customer usually books a table for two.', 'customer', 'list-item');
    expect(listStep(habit.block, 0, 'books')).toBe(false);
    const weekly = at('On Mondays the guest often orders room service.', 'guest');
    expect(stepAfterAdverbial(weekly.block, weekly.index - 1, 'orders')).toBe(false);
  });
});

describe('a step label', () => {
  it('reads a role after a numbered step label, or after the label and an adverbial, as a step', () => {
    const label = at('Step 3: the customer downloads the invoice.', 'customer');
    expect(stepOf(label.block, label.index - 1)).toBe(true);
    const dotted = at('Step 2. On the Payment page the buyer enters the card details.', 'buyer');
    expect(stepAfterAdverbial(dotted.block, dotted.index - 1, 'enters')).toBe(true);
  });

  it('passes a step named in a sentence and a habit after a label', () => {
    const named = at('Step 2 of the study showed the customer prefers email.', 'customer');
    expect(stepOf(named.block, named.index - 1)).toBe(false);
    const habit = at('Step 2: the customer usually downloads the app.', 'customer');
    expect(stepOf(habit.block, habit.index - 1)).toBe(false);
  });
});
