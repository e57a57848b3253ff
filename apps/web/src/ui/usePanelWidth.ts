import { useCallback } from 'react';
import type { PanelId } from '../stores/uiStore.ts';
import { useUiStore } from '../stores/uiStore.ts';
import { PANEL_LIMITS, clampPanelWidth, maxPanelWidth } from './panelWidth.ts';

export interface PanelWidth {
  /** The saved width clamped to what fits now. */
  width: number;
  minWidth: number;
  /** The largest width a drag may reach now (never below the minimum). */
  maxWidth: number;
  /** Saves a width chosen by the user, clamped. */
  commit: (wanted: number) => void;
}

/** A resizable panel's width: saved per panel in wttUI and clamped to `containerWidth` (spec section 5). */
export function usePanelWidth(panel: PanelId, containerWidth: number): PanelWidth {
  const saved = useUiStore((state) => state.panelWidths[panel]);
  const setPanelWidth = useUiStore((state) => state.setPanelWidth);
  const commit = useCallback(
    (wanted: number) => setPanelWidth(panel, clampPanelWidth(wanted, containerWidth)),
    [panel, containerWidth, setPanelWidth],
  );
  return {
    width: clampPanelWidth(saved, containerWidth),
    minWidth: PANEL_LIMITS.minWidth,
    maxWidth: Math.max(PANEL_LIMITS.minWidth, maxPanelWidth(containerWidth)),
    commit,
  };
}
