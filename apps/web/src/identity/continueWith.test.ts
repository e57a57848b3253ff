import type { ContinueWith } from '@ory/client-fetch';
import { ContinueWithFromJSON } from '@ory/client-fetch';
import { describe, expect, it } from 'vitest';
import { decideContinueWith } from './continueWith.ts';

const ORIGIN = 'http://localhost:3000';
const parse = (items: unknown[]): ContinueWith[] => items.map((item) => ContinueWithFromJSON(item));

describe('decideContinueWith', () => {
  it('goes to verification before the redirect after a registration', () => {
    const items = parse([
      { action: 'redirect_browser_to', redirect_browser_to: `${ORIGIN}/library/guides` },
      {
        action: 'show_verification_ui',
        flow: { id: 'v1', verifiable_address: 'ada@example.com', url: `${ORIGIN}/auth/verify?flow=v1` },
      },
    ]);
    expect(decideContinueWith(items, ORIGIN)).toEqual({
      kind: 'verification',
      flowId: 'v1',
      path: '/auth/verify?flow=v1',
      address: 'ada@example.com',
    });
  });

  it('sends a recovery to the reset-password screen with its settings flow', () => {
    const items = parse([
      { action: 'show_settings_ui', flow: { id: 's1', url: `${ORIGIN}/profile/settings?flow=s1` } },
    ]);
    expect(decideContinueWith(items, ORIGIN)).toEqual({
      kind: 'settings',
      flowId: 's1',
      path: '/auth/reset-password?flow=s1',
    });
  });

  it('classifies redirects', () => {
    expect(
      decideContinueWith(
        parse([{ action: 'redirect_browser_to', redirect_browser_to: `${ORIGIN}/editor/1` }]),
        ORIGIN,
      ),
    ).toEqual({
      kind: 'redirect',
      target: { kind: 'appPath', path: '/editor/1' },
    });
  });

  it('returns null when there is nothing to act on', () => {
    expect(decideContinueWith(undefined, ORIGIN)).toBeNull();
    expect(
      decideContinueWith(parse([{ action: 'set_ory_session_token', ory_session_token: 't' }]), ORIGIN),
    ).toBeNull();
  });
});
