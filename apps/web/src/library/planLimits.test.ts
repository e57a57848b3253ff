import { describe, expect, it, vi } from 'vitest';
import { accountStatus } from '../api/test/fixtures.ts';
import { checkCreate, guardCreate, isCreateAllowed, upgradeRequiredMessage } from './planLimits.ts';

describe('checkCreate', () => {
  it('allows a create while something remains', () => {
    expect(checkCreate(accountStatus({ tone: 1 }), 'createTone')).toEqual({ allowed: true });
  });

  it('refuses at 0 remaining, with the dialog text', () => {
    expect(checkCreate(accountStatus({ glossary: 0 }), 'createGlossary')).toEqual({
      allowed: false,
      resource: 'createGlossary',
      count: 25,
      limit: 25,
      message:
        'You have reached the limit for glossaries (25 out of 25). Upgrade your subscription plan to create more!',
    });
  });

  it('allows a create without usage data: no status yet, or an unlimited plan', () => {
    expect(checkCreate(undefined, 'createPrompt')).toEqual({ allowed: true });
    expect(checkCreate(null, 'createPrompt')).toEqual({ allowed: true });
    expect(checkCreate(accountStatus({ prompt: null }), 'createPrompt')).toEqual({ allowed: true });
  });

  it('counts from limit and remaining, for a plan without creates as well', () => {
    const none = accountStatus();
    none.resourceUsage.createTone = { limit: 0, remaining: 0 };
    expect(checkCreate(none, 'createTone')).toMatchObject({ allowed: false, count: 0, limit: 0 });
  });

  it('checks each kind of item on its own', () => {
    const status = accountStatus({ tone: 0, glossary: 3, prompt: 0 });
    expect(checkCreate(status, 'createTone').allowed).toBe(false);
    expect(checkCreate(status, 'createGlossary').allowed).toBe(true);
    expect(checkCreate(status, 'createPrompt').allowed).toBe(false);
  });
});

describe('isCreateAllowed and the dialog text', () => {
  it('reads remaining: above 0 or null', () => {
    expect(isCreateAllowed({ limit: 25, remaining: 2 })).toBe(true);
    expect(isCreateAllowed({ limit: 25, remaining: 0 })).toBe(false);
    expect(isCreateAllowed({ limit: null, remaining: null })).toBe(true);
    expect(isCreateAllowed(undefined)).toBe(true);
  });

  it('names guides, glossaries and prompts', () => {
    expect(upgradeRequiredMessage('createTone', 25, 25)).toBe(
      'You have reached the limit for guides (25 out of 25). Upgrade your subscription plan to create more!',
    );
    expect(upgradeRequiredMessage('createPrompt', 100, 100)).toContain('limit for prompts (100 out of 100)');
  });
});

describe('guardCreate', () => {
  it('asks for the upgrade dialog instead of the create', () => {
    const requestUpgrade = vi.fn();
    expect(guardCreate(accountStatus({ tone: 0 }), 'createTone', requestUpgrade)).toBe(false);
    expect(requestUpgrade).toHaveBeenCalledWith(
      'You have reached the limit for guides (25 out of 25). Upgrade your subscription plan to create more!',
    );
  });

  it('lets the create go on otherwise, without a dialog', () => {
    const requestUpgrade = vi.fn();
    expect(guardCreate(accountStatus({ tone: 4 }), 'createTone', requestUpgrade)).toBe(true);
    expect(guardCreate(undefined, 'createTone', requestUpgrade)).toBe(true);
    expect(requestUpgrade).not.toHaveBeenCalled();
  });
});
