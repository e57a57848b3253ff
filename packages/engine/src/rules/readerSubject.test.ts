import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { finiteActor, readerObject } from './readerSubject.ts';

/** The block of `text` and the first and last index of the reader noun `noun` (one or two words) in it. */
function at(text: string, noun: string) {
  const block = analyzeProse(text, 'paragraph');
  const parts = noun.split(' ');
  const first = block.words.findIndex((word, index) =>
    parts.every((part, offset) => block.words[index + offset]?.normal === part),
  );
  return { block, first, last: first + parts.length - 1 };
}

describe('readerObject', () => {
  it('reads the reader after a verb of the product', () => {
    const { block, first, last } = at('This setting lets the user export data.', 'the user');
    expect(readerObject(block, first, last)).toBe(first - 1);
  });

  it('reads the reader after "makes it easy for"', () => {
    const easy = at('The scheduler makes it easy for the user to book a room.', 'the user');
    const actor = readerObject(easy.block, easy.first, easy.last);
    expect(easy.block.words[actor ?? -1]?.normal).toBe('makes');
    expect(finiteActor(easy.block, actor ?? -1)).toBe(true);
    const lot = at('The app makes it a lot simpler for tenants to report a repair.', 'tenants');
    expect(readerObject(lot.block, lot.first, lot.last)).toBeDefined();
    const modal = at('It will make it easier for users to pay.', 'users');
    expect(readerObject(modal.block, modal.first, modal.last)).toBeDefined();
  });

  it('passes a command, a past and "it is easy for"', () => {
    const command = at('Make it easy for customers to reach you.', 'customers');
    expect(readerObject(command.block, command.first, command.last)).toBeUndefined();
    const past = at('The campaign made it easy for customers to find us.', 'customers');
    expect(readerObject(past.block, past.first, past.last)).toBeUndefined();
    const is = at('It is easy for users to miss this setting.', 'users');
    expect(readerObject(is.block, is.first, is.last)).toBeUndefined();
  });
});
