import { describe, expect, it } from 'vitest';
import { checkEmail } from './emailRule.ts';
import { checkNewPassword, checkPassword, isCommonPassword } from './passwordPolicy.ts';

describe('checkPassword (spec section 5)', () => {
  it('requires a password of at least 8 characters (4000025)', () => {
    expect(checkPassword('')).toBe('Password is required.');
    expect(checkPassword('Sh0rt!x')).toBe('Password must be at least 8 characters long.');
    expect(checkPassword('Tone-of-v0ice')).toBeNull();
  });

  it('counts characters as a reader sees them', () => {
    // Seven letters with a combining accent on one are still seven characters.
    expect(checkPassword('cafe\u0301abc')).toBe('Password must be at least 8 characters long.');
    expect(checkPassword('😀😀😀😀🎉🎉🎉🎉')).toBeNull();
  });

  it('refuses very common passwords, whatever their case', () => {
    expect(isCommonPassword('Password123')).toBe(true);
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('aaaaaaaaaa')).toBe(true);
    expect(checkPassword('12345678')).toBe(
      'This password is too common and easy to guess. Please choose a different one.',
    );
    expect(isCommonPassword('brand-voice-2026')).toBe(false);
  });

  it('checks the confirmation of a new password', () => {
    expect(checkNewPassword('brand-voice-2026', 'brand-voice-2026')).toEqual({
      password: null,
      confirmation: null,
    });
    expect(checkNewPassword('brand-voice-2026', 'brand-voice-2025')).toEqual({
      password: null,
      confirmation: 'The passwords do not match.',
    });
    expect(checkNewPassword('short', 'short')).toEqual({
      password: 'Password must be at least 8 characters long.',
      confirmation: null,
    });
  });
});

describe('checkEmail', () => {
  it('requires a plausible address (4000003, 4000001)', () => {
    expect(checkEmail('  ')).toBe('Email is required.');
    expect(checkEmail('ada')).toBe('Please enter a valid email address.');
    expect(checkEmail('ada@example')).toBe('Please enter a valid email address.');
    expect(checkEmail(' ada@example.com ')).toBeNull();
  });
});
