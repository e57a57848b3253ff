import { describe, expect, it } from 'vitest';
import { accountStatus } from '../api/test/fixtures.ts';
import { limitText, planRows, setLevelCommand } from './plans.ts';

describe('plans', () => {
  it("show the user's plan with this installation's limits and the others with the defaults", () => {
    const rows = planRows('PREMIUM', accountStatus({ prompt: 1 }));
    expect(rows.map((row) => [row.level, row.current, row.limitsKnown])).toEqual([
      ['NONE', false, false],
      ['PREMIUM', true, true],
      ['ENTERPRISE', false, false],
    ]);
    expect(rows[1]?.limits).toEqual({ createTone: 25, createGlossary: 25, createPrompt: 25 });
    expect(rows[2]?.limits).toEqual({ createTone: null, createGlossary: null, createPrompt: null });
    expect(planRows('PREMIUM', undefined)[1]?.limitsKnown).toBe(false);
    expect(planRows(null, accountStatus()).some((row) => row.current)).toBe(false);
  });

  it('read limits and the administrator command', () => {
    expect([limitText(null), limitText(0), limitText(25)]).toEqual(['Unlimited', 'None', '25']);
    expect(setLevelCommand('ada@example.com', 'PREMIUM')).toBe(
      'npm run wtt -- admin set-level ada@example.com PREMIUM',
    );
  });
});
