import { RecoveryFlowFromJSON } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import { parseIdentityFailure } from './identityFailure.ts';
import { resetPasswordTarget, resetPasswordTargetOfFailure } from './recoveryTarget.ts';
import { errorBody, recoveryFlow } from './test/fixtures.ts';

const ORIGIN = 'http://localhost:3000';

describe('where a recovery continues', () => {
  it('follows continue_with show_settings_ui to the reset-password screen', () => {
    const flow = RecoveryFlowFromJSON(
      recoveryFlow({
        state: 'passed_challenge',
        continueWith: [
          { action: 'show_settings_ui', flow: { id: 's1', url: `${ORIGIN}/auth/reset-password?flow=s1` } },
        ],
      }),
    );
    expect(resetPasswordTarget(flow, ORIGIN)).toBe('/auth/reset-password?flow=s1');
    expect(
      resetPasswordTarget(RecoveryFlowFromJSON(recoveryFlow({ state: 'sent_email' })), ORIGIN),
    ).toBeNull();
  });

  it('follows a 422 towards any settings screen with ?flow=', () => {
    const failure = parseIdentityFailure(
      422,
      errorBody(422, {
        id: 'browser_location_change_required',
        extra: { redirect_browser_to: `${ORIGIN}/profile/settings?flow=s2` },
      }),
    );
    expect(resetPasswordTargetOfFailure(failure, ORIGIN)).toBe('/auth/reset-password?flow=s2');
    const aal2 = parseIdentityFailure(
      422,
      errorBody(422, {
        id: 'browser_location_change_required',
        extra: { redirect_browser_to: `${ORIGIN}/api/auth/self-service/login/browser?aal=aal2` },
      }),
    );
    expect(resetPasswordTargetOfFailure(aal2, ORIGIN)).toBeNull();
  });
});
