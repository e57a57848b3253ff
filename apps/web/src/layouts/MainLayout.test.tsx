import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useColorThemeStore } from '../stores/colorThemeStore.ts';
import { useUiStore } from '../stores/uiStore.ts';
import { SESSION, UNVERIFIED_SESSION, jsonResponse, renderApp, stubServer } from '../test/renderApp.tsx';

beforeEach(() => {
  useUiStore.setState({ darkMode: false, sidebarOpen: true, panelWidths: {}, assistantOpen: false });
  useColorThemeStore.setState({ themeId: 'purple-amber' });
  document.documentElement.classList.remove('tt-dark');
  stubServer({ '/api/auth/sessions/whoami': SESSION });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderMain() {
  const view = renderApp('/library/guides');
  await screen.findByRole('heading', { level: 1, name: 'Library' });
  return view;
}

function savedUi(): Record<string, unknown> {
  return (JSON.parse(window.localStorage.getItem('wttUI') ?? '{}') as { state: Record<string, unknown> })
    .state;
}

describe('main layout', () => {
  it('has header, navigation, main and footer landmarks', async () => {
    await renderMain();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe('Write the Tone Text Editor');
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Library',
      'Workspace',
      'Tools',
      'Assistant',
      'Profile',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/library/guides',
      '/editor',
      '/tools/matcher',
      '/assistant',
      '/profile/overview',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Library' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('links the logo to the library', async () => {
    await renderMain();
    const logo = within(screen.getByRole('banner')).getByRole('link', { name: 'Write the Tone' });
    expect(logo.getAttribute('href')).toBe('/library/guides');
  });

  it('labels the header buttons', async () => {
    await renderMain();
    for (const label of ['Notifications', 'Toggle assistant', 'Color theme', 'Toggle dark mode']) {
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    }
  });

  it('offers the Create button, which opens the Create new content dialog', async () => {
    await renderMain();
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('dialog', { name: 'Create new content' })).toBeTruthy();
  });

  it('has no Create button when features may not be used (accountLevel NONE)', async () => {
    stubServer({
      '/api/auth/sessions/whoami': SESSION,
      '/api/account/profile': () => jsonResponse(200, { accountLevel: 'NONE' }),
      '/api/account/status': () => jsonResponse(200, { closed: false, resourceUsage: {} }),
    });
    renderApp('/subscription-required');
    await screen.findByRole('heading', { level: 1, name: 'Subscription Required' });
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: 'Create' })).toBeNull();
  });

  it('toggles dark mode: Mantine scheme, the tt-dark class and wttUI', async () => {
    await renderMain();
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('tt-dark')).toBe(true);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(savedUi().darkMode).toBe(true);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('tt-dark')).toBe(false);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
  });

  it('offers the four colour themes and saves the choice', async () => {
    await renderMain();
    fireEvent.click(screen.getByRole('button', { name: 'Color theme' }));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Purple Amber',
      'Ocean Sunset',
      'Forest Gold',
      'Rose Mint',
    ]);
    expect(options[0]?.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Ocean Sunset' }));
    expect(window.localStorage.getItem('wtt-color-theme')).toBe('ocean-sunset');
    expect(document.documentElement.dataset.colorTheme).toBe('ocean-sunset');
  });

  it('opens and closes the assistant drawer', async () => {
    await renderMain();
    const toggle = screen.getByRole('button', { name: 'Toggle assistant' });
    expect(screen.queryByRole('complementary', { name: 'AI Assistant' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const drawer = screen.getByRole('complementary', { name: 'AI Assistant' });
    expect(within(drawer).getByRole('heading', { name: 'AI Assistant' })).toBeTruthy();
    expect(await within(drawer).findByRole('button', { name: 'New chat' })).toBeTruthy();
    // The stub server tells no account level: the assistant is not usable, so it only welcomes.
    expect(await within(drawer).findByText(/It is part of the/)).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close assistant' }));
    expect(screen.queryByRole('complementary', { name: 'AI Assistant' })).toBeNull();
  });

  function asideWidthRule(): string | undefined {
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent).join('\n');
    return styles.match(/--app-shell-aside-width:calc\(([\d.]+rem)/)?.[1];
  }

  it('opens the drawer at the default width of 448 px (28rem) on a wide screen', async () => {
    vi.stubGlobal('innerWidth', 1440);
    await renderMain();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle assistant' }));
    expect(asideWidthRule()).toBe('28rem');
  });

  it('narrows the drawer so the page keeps 320 px plus padding', async () => {
    vi.stubGlobal('innerWidth', 1024);
    useUiStore.setState({ panelWidths: { assistant: 700 } });
    await renderMain();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle assistant' }));
    // 1024 - 240 (navigation bar) - 320 - 20 = 444 px
    expect(asideWidthRule()).toBe('27.75rem');
  });

  it('saves the sidebar state in wttUI', async () => {
    await renderMain();
    const burgers = screen.getAllByRole('button', { name: 'Toggle navigation' });
    const desktopBurger = burgers.at(-1);
    if (desktopBurger === undefined) throw new Error('no navigation toggle');
    fireEvent.click(desktopBurger);
    expect(useUiStore.getState().sidebarOpen).toBe(false);
    expect(savedUi().sidebarOpen).toBe(false);
  });
});

describe('the banner of an unverified address', () => {
  it('says that sharing is blocked and links to the verification screen', async () => {
    stubServer({ '/api/auth/sessions/whoami': UNVERIFIED_SESSION });
    const { router } = await renderMain();
    const banner = screen.getByRole('region', { name: 'Your email address is not verified' });
    expect(
      within(banner).getByText(/Sharing guides .* stay blocked until you verify ada@example\.com\./),
    ).toBeTruthy();
    const link = within(banner).getByRole('link', { name: 'Verify your email address' });
    expect(link.getAttribute('href')).toBe('/auth/verify');
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/verify'));
  });

  it('is not there once the address is verified', async () => {
    await renderMain();
    expect(screen.queryByRole('region', { name: 'Your email address is not verified' })).toBeNull();
    expect(screen.queryByText(/stay blocked until you verify/)).toBeNull();
  });
});
