import { describe, expect, it } from 'vitest';
import { absoluteUrl, flowScreenPath, mfaPath, sameOriginPath } from './authPaths.ts';
import { classifyBrowserTarget } from './browserTarget.ts';

const ORIGIN = 'http://localhost:3000';

describe('classifyBrowserTarget', () => {
  it('recognises the aal2 login of our identity service', () => {
    expect(
      classifyBrowserTarget(
        `${ORIGIN}/api/auth/self-service/login/browser?aal=aal2&return_to=${encodeURIComponent(`${ORIGIN}/wizard`)}`,
        ORIGIN,
      ),
    ).toEqual({ kind: 'secondFactor', returnTo: '/wizard' });
    expect(
      classifyBrowserTarget(
        `${ORIGIN}/api/auth/self-service/login/browser?aal=aal2&return_to=https://evil.example/`,
        ORIGIN,
      ),
    ).toEqual({
      kind: 'secondFactor',
      returnTo: null,
    });
  });

  it('keeps app pages inside the single-page app', () => {
    expect(classifyBrowserTarget('/auth/verify?flow=v1', ORIGIN)).toEqual({
      kind: 'appPath',
      path: '/auth/verify?flow=v1',
    });
  });

  it('loads other sites and identity endpoints as pages', () => {
    expect(classifyBrowserTarget('https://accounts.example/authorize', ORIGIN)).toEqual({
      kind: 'external',
      url: 'https://accounts.example/authorize',
    });
    expect(
      classifyBrowserTarget(`${ORIGIN}/api/auth/self-service/methods/oidc/callback/acme`, ORIGIN).kind,
    ).toBe('external');
  });
});

describe('auth paths', () => {
  it('builds the MFA address with return_to and password=true', () => {
    expect(mfaPath()).toBe('/auth/mfa');
    expect(mfaPath({ returnTo: '/auth/reset-password?flow=s1', passwordRecovery: true })).toBe(
      '/auth/mfa?return_to=%2Fauth%2Freset-password%3Fflow%3Ds1&password=true',
    );
  });

  it('puts the flow id into ?flow= and converts URLs', () => {
    expect(flowScreenPath('/auth/verify', 'a b')).toBe('/auth/verify?flow=a+b');
    expect(sameOriginPath(`${ORIGIN}/x?y=1#z`, ORIGIN)).toBe('/x?y=1#z');
    expect(sameOriginPath('https://other.example/x', ORIGIN)).toBeNull();
    expect(absoluteUrl('/library/guides', ORIGIN)).toBe(`${ORIGIN}/library/guides`);
  });
});
