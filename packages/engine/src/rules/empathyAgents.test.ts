import { describe, expect, it } from 'vitest';
import { analyzeProse } from '../language/analyzeProse.ts';
import { writerAgent } from './empathyAgents.ts';

/** Whether the writer's side is the subject of `verb`, the first word of that form in `text`. */
const agent = (text: string, verb: string): boolean => {
  const block = analyzeProse(text, 'paragraph');
  return writerAgent(
    block,
    block.words.findIndex((word) => word.normal === verb),
  );
};

describe('writerAgent', () => {
  it("reads the writer, the writer's people and teams, and a subject left out after 'and'", () => {
    expect(agent("We'll rebook you on the next flight.", 'rebook')).toBe(true);
    expect(agent('Our staff at gate B12 will rebook anyone who misses a connection.', 'rebook')).toBe(true);
    expect(agent('Jim, our caretaker, will help.', 'help')).toBe(true);
    expect(agent('Our Castle Street team will arrange home visits.', 'arrange')).toBe(true);
    expect(agent('The admissions team can explain the appeals process.', 'explain')).toBe(true);
    expect(agent("We've moved you to 14A, another window seat, and refunded the fee.", 'refunded')).toBe(
      true,
    );
  });
  it('passes the reader, a third party and a system', () => {
    expect(agent('You can rebook online.', 'rebook')).toBe(false);
    expect(agent('The airline will rebook you.', 'rebook')).toBe(false);
    expect(agent('Our system will rebook you automatically.', 'rebook')).toBe(false);
  });
});
