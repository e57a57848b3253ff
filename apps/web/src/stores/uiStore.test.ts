import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UI_STORAGE_KEY, sanitizePersistedUi, useUiStore } from './uiStore.ts';

function stored(): unknown {
  const raw = window.localStorage.getItem(UI_STORAGE_KEY);
  return raw === null ? null : (JSON.parse(raw) as { state: unknown }).state;
}

describe('uiStore', () => {
  beforeEach(() => {
    useUiStore.setState({ darkMode: false, sidebarOpen: true, panelWidths: {}, assistantOpen: false });
  });

  it('saves darkMode, sidebarOpen and panelWidths under wttUI', () => {
    expect(UI_STORAGE_KEY).toBe('wttUI');
    useUiStore.getState().toggleDarkMode();
    useUiStore.getState().setSidebarOpen(false);
    useUiStore.getState().setPanelWidth('assistant', 520);
    expect(stored()).toEqual({ darkMode: true, sidebarOpen: false, panelWidths: { assistant: 520 } });
  });

  it('does not save whether the assistant drawer is open', () => {
    useUiStore.getState().toggleAssistant();
    expect(useUiStore.getState().assistantOpen).toBe(true);
    expect(stored()).not.toHaveProperty('assistantOpen');
  });

  it('restores a saved state and ignores malformed fields', async () => {
    window.localStorage.setItem(
      UI_STORAGE_KEY,
      JSON.stringify({
        state: { darkMode: true, sidebarOpen: 'no', panelWidths: { assistant: 600, editorSide: -3 } },
        version: 0,
      }),
    );
    await useUiStore.persist.rehydrate();
    const state = useUiStore.getState();
    expect(state.darkMode).toBe(true);
    expect(state.sidebarOpen).toBe(true);
    expect(state.panelWidths).toEqual({ assistant: 600 });
  });

  it('only warns when the saved state is not JSON', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(UI_STORAGE_KEY, '{not json');
    await useUiStore.persist.rehydrate();
    expect(warn).toHaveBeenCalled();
    expect(useUiStore.getState().sidebarOpen).toBe(true);
    warn.mockRestore();
  });
});

describe('sanitizePersistedUi', () => {
  it('keeps well-typed fields only', () => {
    expect(
      sanitizePersistedUi({ darkMode: false, sidebarOpen: true, panelWidths: { assistant: 448 }, extra: 1 }),
    ).toEqual({ darkMode: false, sidebarOpen: true, panelWidths: { assistant: 448 } });
    expect(
      sanitizePersistedUi({ darkMode: 'yes', panelWidths: { assistant: Number.POSITIVE_INFINITY } }),
    ).toEqual({
      panelWidths: {},
    });
    expect(sanitizePersistedUi(null)).toEqual({});
    expect(sanitizePersistedUi('text')).toEqual({});
  });
});
