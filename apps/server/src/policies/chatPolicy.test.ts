import { describe, expect, it } from 'vitest';
import { chatPolicy, type ChatAction } from './chatPolicy.ts';

const ME = 'user-me';
const ACTIONS: ChatAction[] = ['read', 'send'];
const NOT_FOUND = { allowed: false, status: 404, message: 'There is no chat with this id in your account.' };

describe('the chat policy', () => {
  it.each(ACTIONS)('lets the owner %s their own chat', (action) => {
    expect(chatPolicy(ME, { owner_id: ME }, action)).toEqual({ allowed: true });
  });

  it.each(ACTIONS)("answers another user's chat for %s as if it did not exist (404)", (action) => {
    expect(chatPolicy(ME, { owner_id: 'user-other' }, action)).toEqual(NOT_FOUND);
    expect(chatPolicy(ME, undefined, action)).toEqual(NOT_FOUND);
  });
});
