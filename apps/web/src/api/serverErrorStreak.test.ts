import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_THRESHOLD,
  maintenanceRedirectPath,
  nextServerErrorStreak,
  shouldEnterMaintenance,
} from './serverErrorStreak.ts';

describe('server error streak', () => {
  it('counts consecutive 5xx answers and enters maintenance at the third', () => {
    expect(MAINTENANCE_THRESHOLD).toBe(3);
    let streak = 0;
    streak = nextServerErrorStreak(streak, 500);
    expect(shouldEnterMaintenance(streak)).toBe(false);
    streak = nextServerErrorStreak(streak, 503);
    expect(shouldEnterMaintenance(streak)).toBe(false);
    streak = nextServerErrorStreak(streak, 502);
    expect(streak).toBe(3);
    expect(shouldEnterMaintenance(streak)).toBe(true);
  });

  it('resets on any success', () => {
    expect(nextServerErrorStreak(2, 200)).toBe(0);
    expect(nextServerErrorStreak(2, 204)).toBe(0);
  });

  it('keeps the count on a 4xx answer', () => {
    expect(nextServerErrorStreak(2, 404)).toBe(2);
    expect(nextServerErrorStreak(1, 401)).toBe(1);
  });
});

describe('maintenanceRedirectPath', () => {
  it('carries the current page as return_to', () => {
    const target = new URL(maintenanceRedirectPath('/editor/5', '?tab=analyze') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/maintenance');
    expect(target.searchParams.get('return_to')).toBe('/editor/5?tab=analyze');
  });

  it('stays put when already on the maintenance page', () => {
    expect(maintenanceRedirectPath('/maintenance', '?return_to=%2Feditor')).toBeNull();
  });
});
