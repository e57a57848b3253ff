import { describe, expect, it } from 'vitest';
import { refusedProfileFields } from './profilePatchFields.ts';

describe('refusedProfileFields', () => {
  it('lets editable fields through, and leaves bodies that are not objects to the schema', () => {
    expect(refusedProfileFields({ firstName: 'Ada', aiAssistantPersonality: 2 })).toBeUndefined();
    expect(refusedProfileFields({})).toBeUndefined();
    for (const body of [null, 'text', 3, ['firstName']]) expect(refusedProfileFields(body)).toBeUndefined();
  });

  it('names each read-only field and says why', () => {
    const error = refusedProfileFields({ firstName: 'Ada', accountLevel: 'ENTERPRISE', email: 'x@y.z' });
    expect(error?.statusCode).toBe(400);
    expect(error?.message).toBe(
      'The profile cannot change accountLevel (the plan is changed by an administrator of this installation), ' +
        'email (change your e-mail address in Settings, Security).',
    );
    expect(error?.details).toEqual([
      {
        path: 'body/accountLevel',
        message: 'is read-only: the plan is changed by an administrator of this installation',
      },
      { path: 'body/email', message: 'is read-only: change your e-mail address in Settings, Security' },
    ]);
  });

  it('refuses unknown fields, also names of Object.prototype', () => {
    const error = refusedProfileFields({ nickname: 'A', constructor: 1 });
    expect(error?.message).toMatch(
      /^Unknown fields "nickname", "constructor": the fields you may change are firstName, /,
    );
    expect(error?.details?.map((detail) => detail.path)).toEqual(['body/nickname', 'body/constructor']);
  });
});
