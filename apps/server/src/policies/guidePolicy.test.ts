import { describe, expect, it } from 'vitest';
import { guidePolicy, type GuideAccessView, type GuideAction } from './guidePolicy.ts';

const ME = 'user-me';
const OWNER = 'user-owner';
const guide = { name: 'Harbour voice', owner_name: 'Ada' };
const as = (role: GuideAccessView['role']): GuideAccessView => ({ role, guide });

const ALLOWED = { allowed: true };
const NOT_FOUND = { allowed: false, status: 404, message: 'There is no guide with this id in your library.' };
const MEMBER_READ_ONLY = {
  allowed: false,
  status: 403,
  message:
    '"Harbour voice" is shared with you by Ada and is read-only. To remove it from your library, leave the share.',
};
const PREDEFINED_READ_ONLY = {
  allowed: false,
  status: 403,
  message: 'Predefined guides from Write the Tone are read-only: create your own guide to change it.',
};

const EVERY_ACTION: GuideAction[] = [
  'read',
  'check',
  'change',
  'delete',
  'share',
  { removeMember: ME },
  { removeMember: OWNER },
  { removeMember: 'user-third' },
];

describe('the guide policy', () => {
  it.each(EVERY_ACTION)('lets the owner do anything: %o', (action) => {
    expect(guidePolicy(ME, as('owner'), action)).toEqual(ALLOWED);
  });

  it.each(EVERY_ACTION)('answers a guide the user cannot see as 404, whatever the action: %o', (action) => {
    expect(guidePolicy(ME, undefined, action)).toEqual(NOT_FOUND);
  });

  it('lets a member read, check with and leave a shared guide, and nothing else', () => {
    const member = as('member');
    expect(guidePolicy(ME, member, 'read')).toEqual(ALLOWED);
    expect(guidePolicy(ME, member, 'check')).toEqual(ALLOWED);
    expect(guidePolicy(ME, member, { removeMember: ME })).toEqual(ALLOWED);
    for (const action of ['change', 'delete', 'share', { removeMember: OWNER }] as const) {
      expect(guidePolicy(ME, member, action)).toEqual(MEMBER_READ_ONLY);
    }
  });

  it('lets everyone read and check with a predefined guide and nobody change it', () => {
    const provider = as('provider');
    expect(guidePolicy(ME, provider, 'read')).toEqual(ALLOWED);
    expect(guidePolicy(ME, provider, 'check')).toEqual(ALLOWED);
    for (const action of ['change', 'delete', 'share', { removeMember: ME }] as const) {
      expect(guidePolicy(ME, provider, action)).toEqual(PREDEFINED_READ_ONLY);
    }
  });
});
