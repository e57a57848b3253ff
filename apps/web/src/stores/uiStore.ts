// UI state (spec section 3, "Saved UI state"): darkMode, sidebarOpen and per-panel widths persist in
// localStorage under `wttUI`; whether the assistant drawer is open lasts only for the visit.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { safeLocalStorage } from './safeStorage.ts';

export const UI_STORAGE_KEY = 'wttUI';

/** Panel identifiers used as keys of `panelWidths`. */
export type PanelId = 'assistant' | 'editorSide' | 'createGuideSide';

export interface PersistedUiState {
  darkMode: boolean;
  sidebarOpen: boolean;
  panelWidths: Partial<Record<PanelId, number>>;
}

export interface UiState extends PersistedUiState {
  assistantOpen: boolean;
  setDarkMode: (darkMode: boolean) => void;
  toggleDarkMode: () => void;
  setSidebarOpen: (open: boolean) => void;
  toggleSidebar: () => void;
  setPanelWidth: (panel: PanelId, width: number) => void;
  setAssistantOpen: (open: boolean) => void;
  toggleAssistant: () => void;
}

const PANEL_IDS: readonly PanelId[] = ['assistant', 'editorSide', 'createGuideSide'];

/** Keeps only well-typed fields of what storage held, so a hand-edited or old value cannot break the UI. */
export function sanitizePersistedUi(value: unknown): Partial<PersistedUiState> {
  if (typeof value !== 'object' || value === null) return {};
  const record = value as Record<string, unknown>;
  const result: Partial<PersistedUiState> = {};
  if (typeof record.darkMode === 'boolean') result.darkMode = record.darkMode;
  if (typeof record.sidebarOpen === 'boolean') result.sidebarOpen = record.sidebarOpen;
  if (typeof record.panelWidths === 'object' && record.panelWidths !== null) {
    const widths = record.panelWidths as Record<string, unknown>;
    const panelWidths: Partial<Record<PanelId, number>> = {};
    for (const panel of PANEL_IDS) {
      const width = widths[panel];
      if (typeof width === 'number' && Number.isFinite(width) && width > 0) panelWidths[panel] = width;
    }
    result.panelWidths = panelWidths;
  }
  return result;
}

function prefersDarkScheme(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      darkMode: prefersDarkScheme(),
      sidebarOpen: true,
      panelWidths: {},
      assistantOpen: false,
      setDarkMode: (darkMode) => set({ darkMode }),
      toggleDarkMode: () => set((state) => ({ darkMode: !state.darkMode })),
      setSidebarOpen: (sidebarOpen) => set({ sidebarOpen }),
      toggleSidebar: () => set((state) => ({ sidebarOpen: !state.sidebarOpen })),
      setPanelWidth: (panel, width) =>
        set((state) => ({ panelWidths: { ...state.panelWidths, [panel]: width } })),
      setAssistantOpen: (assistantOpen) => set({ assistantOpen }),
      toggleAssistant: () => set((state) => ({ assistantOpen: !state.assistantOpen })),
    }),
    {
      name: UI_STORAGE_KEY,
      storage: createJSONStorage(() => safeLocalStorage),
      partialize: (state): PersistedUiState => ({
        darkMode: state.darkMode,
        sidebarOpen: state.sidebarOpen,
        panelWidths: state.panelWidths,
      }),
      merge: (persisted, current) => ({ ...current, ...sanitizePersistedUi(persisted) }),
      onRehydrateStorage: () => (_state, error) => {
        if (error !== undefined) console.warn('Could not restore the saved UI state.', error);
      },
    },
  ),
);
