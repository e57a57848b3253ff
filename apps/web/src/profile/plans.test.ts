import { describe, expect, it } from 'vitest';
import { accountPlans } from '../api/test/fixtures.ts';
import { limitText, planNameOf, planRows, setLevelCommand } from './plans.ts';

describe('plans', () => {
  it("show the installation's plans with their limits, the user's own marked", () => {
    const rows = planRows('PREMIUM', accountPlans(7).plans);
    expect(rows.map((row) => [row.level, row.name, row.current])).toEqual([
      ['NONE', 'No plan', false],
      ['PREMIUM', 'Premium', true],
      ['ENTERPRISE', 'Enterprise', false],
    ]);
    expect(rows[1]?.limits).toEqual({ createTone: 25, createGlossary: 25, createPrompt: 7 });
    expect(rows[1]?.summary).toMatch(/AI assistant/);
    expect(planRows(null, accountPlans().plans).some((row) => row.current)).toBe(false);
  });

  it('read limits, plan names and the administrator command', () => {
    expect([limitText(null), limitText(0), limitText(25)]).toEqual(['Unlimited', 'None', '25']);
    expect(['NONE', 'PREMIUM', 'ENTERPRISE'].map((level) => planNameOf(level as 'NONE'))).toEqual([
      'No plan',
      'Premium',
      'Enterprise',
    ]);
    expect(setLevelCommand('ada@example.com', 'PREMIUM')).toBe(
      'npm run wtt -- admin set-level ada@example.com PREMIUM',
    );
  });
});
