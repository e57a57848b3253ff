import { describe, expect, it } from 'vitest';
import {
  MOBILE_BREAKPOINT_PX,
  PANEL_LIMITS,
  availablePanelWidth,
  clampPanelWidth,
  isMobileWidth,
  maxPanelWidth,
} from './panelWidth.ts';

describe('panel limits', () => {
  it('uses the constants of the spec', () => {
    expect(PANEL_LIMITS).toEqual({
      defaultWidth: 448,
      minWidth: 400,
      maxWidth: 800,
      leftMinimum: 320,
      padding: 20,
    });
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
  });
});

describe('availablePanelWidth', () => {
  it('keeps the left minimum and the padding free', () => {
    expect(availablePanelWidth(1440)).toBe(1440 - 320 - 20);
  });

  it('never goes below zero', () => {
    expect(availablePanelWidth(100)).toBe(0);
  });
});

describe('maxPanelWidth', () => {
  it('is the maximum on a wide screen', () => {
    expect(maxPanelWidth(2000)).toBe(800);
  });

  it('is the available width when that is smaller than the maximum', () => {
    expect(maxPanelWidth(1000)).toBe(660);
  });
});

describe('clampPanelWidth', () => {
  it('keeps a width that fits', () => {
    expect(clampPanelWidth(500, 1440)).toBe(500);
  });

  it('raises a width below the minimum to the minimum', () => {
    expect(clampPanelWidth(120, 1440)).toBe(400);
  });

  it('lowers a width above the maximum to the maximum', () => {
    expect(clampPanelWidth(1200, 2560)).toBe(800);
  });

  it('lowers a width to the available width when the screen is narrow', () => {
    expect(clampPanelWidth(780, 1000)).toBe(660);
  });

  it('gives the minimum when not even the minimum fits', () => {
    expect(clampPanelWidth(500, 600)).toBe(400);
  });

  it('uses the default width when nothing was stored', () => {
    expect(clampPanelWidth(undefined, 1440)).toBe(448);
  });

  it('uses the default width for a corrupt stored value', () => {
    expect(clampPanelWidth(Number.NaN, 1440)).toBe(448);
  });

  it('rounds to whole pixels', () => {
    expect(clampPanelWidth(450.6, 1440)).toBe(451);
  });
});

describe('isMobileWidth', () => {
  it('is mobile below 768 px and desktop from 768 px', () => {
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });
});
