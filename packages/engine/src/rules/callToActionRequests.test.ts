import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import {
  coordinatedCommand,
  coordinatedStarts,
  emphaticDo,
  objectVerbCommand,
} from './callToActionRequests.ts';

const block = (text: string) => analyzeProse(text, 'paragraph');

describe('objectVerbCommand', () => {
  it('reads any verb before an object pronoun or "your" as a command', () => {
    expect(objectVerbCommand(block('Track it in the app.'), 0)).toBe(true);
    expect(objectVerbCommand(block('Forward us the receipt.'), 0)).toBe(true);
  });

  it('leaves wishes, pasts, subjects and offers alone', () => {
    expect(objectVerbCommand(block('Hope your week went well.'), 0)).toBe(false);
    expect(objectVerbCommand(block('Got it.'), 0)).toBe(false);
    expect(objectVerbCommand(block('Yesterday it rained.'), 0)).toBe(false);
    expect(objectVerbCommand(block('Need it fast?'), 0)).toBe(false);
  });
});

describe('emphaticDo', () => {
  it('reads "do" before a verb or its object as a request', () => {
    expect(emphaticDo(block('Do come and see us.'), 1)).toBe(true);
    expect(emphaticDo(block('Please do the needful.'), 2)).toBe(true);
  });

  it('leaves questions and prohibitions to others', () => {
    expect(emphaticDo(block('Do you ship to Canada?'), 1)).toBe(false);
    expect(emphaticDo(block('Do customers like it?'), 1)).toBe(false);
    expect(emphaticDo(block('Do not reply.'), 1)).toBe(false);
  });
});

describe('coordinated commands', () => {
  it('reads a verb and its object after "and" in a request', () => {
    const view = block('Please find attached the invoice and settle it within 30 days.');
    expect(coordinatedStarts(view, 1).some((start) => coordinatedCommand(view, start))).toBe(true);
  });

  it('leaves a second noun after "and" alone', () => {
    const view = block('Please find attached the minutes and the agenda.');
    expect(coordinatedStarts(view, 1).some((start) => coordinatedCommand(view, start))).toBe(false);
  });
});
