import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AFTER_LOGIN, RETURN_TO_RESET, loginRedirectPath, resolveReturnTo } from './returnTo.ts';

const origin = 'http://localhost:5173';

function resolve(raw: string | null) {
  const warn = vi.fn();
  return { path: resolveReturnTo(raw, origin, warn), warn };
}

describe('resolveReturnTo', () => {
  it('goes to the guides when there is no return_to', () => {
    expect(resolve(null).path).toBe(DEFAULT_AFTER_LOGIN);
    expect(resolve('   ').path).toBe('/library/guides');
  });

  it('keeps a same-origin relative path with its query and hash', () => {
    const { path, warn } = resolve('/editor/42?mode=match#top');
    expect(path).toBe('/editor/42?mode=match#top');
    expect(warn).not.toHaveBeenCalled();
  });

  it('resets a return_to that contains the login path to /library', () => {
    expect(RETURN_TO_RESET).toBe('/library');
    expect(resolve('/auth/login?return_to=%2Feditor').path).toBe('/library');
    expect(resolve('/AUTH/LOGIN').path).toBe('/library');
  });

  it('resets a path that only becomes the login path once normalised', () => {
    expect(resolve('/auth/x/../login').path).toBe('/library');
  });

  it('decodes a double-encoded return_to once and retries', () => {
    // The address bar held %252Feditor%252F7%253Fx%253D1; URLSearchParams already decoded one level.
    const { path, warn } = resolve('%2Feditor%2F7%3Fx%3D1');
    expect(path).toBe('/editor/7?x=1');
    expect(warn).not.toHaveBeenCalled();
  });

  it('applies the login rule after decoding', () => {
    expect(resolve('%2Fauth%2Flogin').path).toBe('/library');
  });

  it('resets to /library when decoding fails', () => {
    const { path } = resolve('%2Flibrary%E0%A4%A');
    expect(path).toBe('/library');
  });

  it('warns and resets for an absolute URL to another origin', () => {
    const { path, warn } = resolve('https://evil.example/steal');
    expect(path).toBe('/library');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[1]).toBe('https://evil.example/steal');
  });

  it('warns and resets for an absolute URL even of the same origin', () => {
    const { path, warn } = resolve(`${origin}/editor`);
    expect(path).toBe('/library');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns and resets for a protocol-relative path', () => {
    const { path, warn } = resolve('//evil.example/x');
    expect(path).toBe('/library');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns and resets for a backslash or control-character trick', () => {
    expect(resolve('/\\evil.example').path).toBe('/library');
    const { path, warn } = resolve('/\t/evil.example');
    expect(path).toBe('/library');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('warns and resets for a javascript: URL, also when encoded', () => {
    const plain = resolve('javascript:alert(1)');
    expect(plain.path).toBe('/library');
    expect(plain.warn).toHaveBeenCalledTimes(1);
    const encoded = resolve('javascript%3Aalert(1)');
    expect(encoded.path).toBe('/library');
    expect(encoded.warn).toHaveBeenCalledTimes(1);
  });

  it('warns and resets for a bare word', () => {
    const { path, warn } = resolve('library');
    expect(path).toBe('/library');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('uses console.warn by default', () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(resolveReturnTo('https://evil.example', origin)).toBe('/library');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('loginRedirectPath', () => {
  it('carries the wanted path and query as return_to', () => {
    const target = loginRedirectPath('/editor/7?x=1');
    expect(target).toBe('/auth/login?return_to=%2Feditor%2F7%3Fx%3D1');
    expect(new URL(target, origin).searchParams.get('return_to')).toBe('/editor/7?x=1');
  });

  it('adds error=timeout after an authentication time-out', () => {
    const target = new URL(loginRedirectPath('/tools/matcher', { timeout: true }), origin);
    expect(target.pathname).toBe('/auth/login');
    expect(target.searchParams.get('return_to')).toBe('/tools/matcher');
    expect(target.searchParams.get('error')).toBe('timeout');
  });

  it('round-trips through resolveReturnTo', () => {
    const target = new URL(loginRedirectPath('/library/prompts?create=true'), origin);
    expect(resolveReturnTo(target.searchParams.get('return_to'), origin)).toBe(
      '/library/prompts?create=true',
    );
  });
});
