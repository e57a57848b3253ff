// Widths of the resizable side panels (spec sections 5 and 9). A panel sits on the right of the content;
// the content on its left keeps at least `leftMinimum` pixels plus `padding`.

export interface PanelLimits {
  defaultWidth: number;
  minWidth: number;
  maxWidth: number;
  leftMinimum: number;
  padding: number;
}

export const PANEL_LIMITS: PanelLimits = {
  defaultWidth: 448,
  minWidth: 400,
  maxWidth: 800,
  leftMinimum: 320,
  padding: 20,
};

/** Below this viewport width the layout is the mobile one: panels cover the full width. */
export const MOBILE_BREAKPOINT_PX = 768;

export function isMobileWidth(viewportWidth: number): boolean {
  return viewportWidth < MOBILE_BREAKPOINT_PX;
}

/** The width a panel may take inside a container of `containerWidth` pixels. */
export function availablePanelWidth(containerWidth: number, limits: PanelLimits = PANEL_LIMITS): number {
  return Math.max(0, containerWidth - limits.leftMinimum - limits.padding);
}

/** The largest width a panel may have in a container of `containerWidth` pixels. */
export function maxPanelWidth(containerWidth: number, limits: PanelLimits = PANEL_LIMITS): number {
  return Math.min(limits.maxWidth, availablePanelWidth(containerWidth, limits));
}

/**
 * Clamps a wanted width between the minimum and the smaller of the maximum and the available width.
 * When even the minimum does not fit, the minimum wins: a panel narrower than that is unusable.
 * A missing or non-finite wanted width (for example a corrupt stored value) falls back to the default.
 */
export function clampPanelWidth(
  wanted: number | undefined,
  containerWidth: number,
  limits: PanelLimits = PANEL_LIMITS,
): number {
  const width = wanted !== undefined && Number.isFinite(wanted) ? wanted : limits.defaultWidth;
  const upper = maxPanelWidth(containerWidth, limits);
  return Math.round(Math.max(limits.minWidth, Math.min(width, upper)));
}
