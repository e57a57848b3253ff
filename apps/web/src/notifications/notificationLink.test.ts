import { describe, expect, it } from 'vitest';
import { appPathOf } from './notificationLink.ts';

describe("a notification's link", () => {
  it('is followed when it is a path of this app', () => {
    expect(appPathOf('/library/guide/3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601')).toBe(
      '/library/guide/3f1c2b4a-5d6e-4f70-8a91-b2c3d4e5f601',
    );
    expect(appPathOf(' /profile/settings?openSubscription=true ')).toBe(
      '/profile/settings?openSubscription=true',
    );
  });

  it('is dropped when it leads elsewhere or is missing', () => {
    for (const link of [
      null,
      '',
      'https://example.com/',
      '//example.com/x',
      '/\\example.com',
      'javascript:alert(1)',
      'library',
    ]) {
      expect(appPathOf(link)).toBeNull();
    }
  });
});
