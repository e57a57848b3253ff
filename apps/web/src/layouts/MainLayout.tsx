// The signed-in frame (spec section 2): header, navigation bar, routed view, assistant drawer and footer,
// and the one 'Upgrade required' dialog every screen shares.
import { AppShell, Text, useAppShellResize } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { canAccessFeatures } from '../auth/guards.ts';
import { useAuthState } from '../auth/useAuthState.ts';
import { PageLoader } from '../components/PageLoader.tsx';
import { PATHS } from '../routes/paths.ts';
import { PRODUCT_NAME } from '../routes/titles.ts';
import { useUiStore } from '../stores/uiStore.ts';
import { isMobileWidth } from '../ui/panelWidth.ts';
import { usePanelWidth } from '../ui/usePanelWidth.ts';
import { useWindowWidth } from '../ui/useWindowWidth.ts';
import { UpgradeDialogHost } from '../upgrade/UpgradeDialogHost.tsx';
import { AppHeader } from './AppHeader.tsx';
import { AssistantDrawer } from './AssistantDrawer.tsx';
import { MainNavigation } from './MainNavigation.tsx';
import { UnverifiedAddressBanner } from './UnverifiedAddressBanner.tsx';

const HEADER_HEIGHT = 60;
const FOOTER_HEIGHT = 40;
const NAVBAR_WIDTH = 240;

export function MainLayout() {
  const auth = useAuthState();
  const featuresAllowed = canAccessFeatures(auth.account);
  const sidebarOpen = useUiStore((state) => state.sidebarOpen);
  const toggleSidebar = useUiStore((state) => state.toggleSidebar);
  const assistantOpen = useUiStore((state) => state.assistantOpen);
  const setAssistantOpen = useUiStore((state) => state.setAssistantOpen);
  const [mobileNavigationOpen, mobileNavigation] = useDisclosure(false);

  const viewportWidth = useWindowWidth();
  const mobile = isMobileWidth(viewportWidth);
  // The drawer shares the width right of the navigation bar with the page, which keeps its minimum.
  const containerWidth = viewportWidth - (sidebarOpen && !mobile ? NAVBAR_WIDTH : 0);
  const drawer = usePanelWidth('assistant', containerWidth);
  // The full-page assistant is the same chat: the drawer makes way for it there.
  const onAssistantPage = useLocation().pathname.replace(/\/+$/, '') === PATHS.assistant;
  const drawerOpen = assistantOpen && featuresAllowed && !onAssistantPage;

  const resize = useAppShellResize({
    aside: { min: drawer.minWidth, max: drawer.maxWidth, label: 'Resize assistant panel' },
    onResizeEnd: (sizes) => {
      if (sizes.aside === undefined) return;
      drawer.commit(sizes.aside);
      // The saved width is the one source of truth: drop Mantine's own override so later viewport changes
      // re-clamp it.
      resize.aside.reset();
    },
  });

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      footer={{ height: FOOTER_HEIGHT }}
      navbar={{
        width: NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { desktop: !sidebarOpen, mobile: !mobileNavigationOpen },
      }}
      aside={{
        width: drawer.width,
        breakpoint: 'sm',
        collapsed: { desktop: !drawerOpen, mobile: !drawerOpen },
      }}
      padding="lg"
      resize={mobile ? undefined : resize}
    >
      <AppShell.Header>
        <AppHeader
          featuresAllowed={featuresAllowed}
          onAssistantPage={onAssistantPage}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={toggleSidebar}
          mobileNavigationOpen={mobileNavigationOpen}
          onToggleMobileNavigation={mobileNavigation.toggle}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label="Main navigation">
        <MainNavigation onNavigate={mobileNavigation.close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {auth.session?.emailVerified === false && (
          <UnverifiedAddressBanner email={auth.session.identity.traits.email} />
        )}
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </AppShell.Main>
      {drawerOpen && <AssistantDrawer onClose={() => setAssistantOpen(false)} />}
      <AppShell.Footer px="md">
        <Text size="sm" c="dimmed" lh={`${FOOTER_HEIGHT - 1}px`}>
          {PRODUCT_NAME} Text Editor
        </Text>
      </AppShell.Footer>
      <UpgradeDialogHost />
    </AppShell>
  );
}
