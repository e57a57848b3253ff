import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/environment.ts';
import { accountStatus } from './accountStatus.ts';
import type { AccountRow } from './accountStore.ts';
import { planLimitReached } from './planLimits.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const config = loadConfig({}, '/srv').account;

function account(overrides: Partial<AccountRow> = {}): AccountRow {
  return {
    identity_id: crypto.randomUUID(),
    account_level: 'NONE',
    trial_period_end_date: new Date(NOW.getTime() + 86_400_000),
    closed: false,
    registration_date: NOW,
    updated_at: NOW,
    trial_ending_notified_at: null,
    trial_ended_at: null,
    closed_at: null,
    ...overrides,
  };
}

const used = { createTone: 3, createGlossary: 30, createPrompt: 0 };

describe('accountStatus', () => {
  it('gives limit and remaining per kind, never below 0 (a plan can shrink under what exists)', () => {
    expect(accountStatus(account(), config, used, NOW)).toEqual({
      closed: false,
      resourceUsage: {
        createTone: { limit: 25, remaining: 22 },
        createGlossary: { limit: 25, remaining: 0 },
        createPrompt: { limit: 100, remaining: 100 },
      },
    });
  });

  it('answers null for both when the plan sets no limit', () => {
    const status = accountStatus(account({ account_level: 'ENTERPRISE' }), config, used, NOW);
    expect(status.resourceUsage.createTone).toEqual({ limit: null, remaining: null });
  });

  it('leaves nothing to create in a closed account', () => {
    const status = accountStatus(account({ account_level: 'ENTERPRISE', closed: true }), config, used, NOW);
    expect(status.closed).toBe(true);
    expect(status.resourceUsage.createPrompt).toEqual({ limit: 0, remaining: 0 });
  });
});

describe('planLimitReached', () => {
  it('is a 403 whose message asks to upgrade (the web app opens its upgrade dialog on it)', () => {
    const error = planLimitReached('createGlossary', 1);
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe('Your plan allows 1 glossary. Please upgrade your plan to create more.');
    expect(planLimitReached('createTone', 0).message).toMatch(/does not include creating guides.*upgrade/);
  });
});
