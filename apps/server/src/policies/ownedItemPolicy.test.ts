import { describe, expect, it } from 'vitest';
import { glossaryPolicy, promptPolicy, type ItemAction } from './ownedItemPolicy.ts';

const ME = 'user-me';
const OTHER = 'user-other';
const ACTIONS: ItemAction[] = ['read', 'change', 'delete'];

describe.each([
  ['glossary', glossaryPolicy, 'Public glossaries'],
  ['prompt', promptPolicy, 'Predefined prompts'],
] as const)('the %s policy', (kind, policy, predefined) => {
  const notFound = {
    allowed: false,
    status: 404,
    message: `There is no ${kind} with this id in your library.`,
  };

  it.each(ACTIONS)('lets the owner %s their own', (action) => {
    expect(policy(ME, { owner_id: ME }, action)).toEqual({ allowed: true });
  });

  it.each(ACTIONS)("answers another user's %s as if the item did not exist (404)", (action) => {
    expect(policy(ME, { owner_id: OTHER }, action)).toEqual(notFound);
    expect(policy(ME, undefined, action)).toEqual(notFound);
  });

  it('lets everyone read a predefined one and nobody change or delete it (403 that says why)', () => {
    expect(policy(ME, { owner_id: null }, 'read')).toEqual({ allowed: true });
    for (const action of ['change', 'delete'] as const) {
      expect(policy(ME, { owner_id: null }, action)).toEqual({
        allowed: false,
        status: 403,
        message: `${predefined} from Write the Tone are read-only: create your own ${kind} to change it.`,
      });
    }
  });
});
