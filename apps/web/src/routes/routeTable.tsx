// Every route of spec section 2. Titles: see titles.ts. Access: the main layout needs a session, the auth
// layout needs none, account-closed, maintenance and the not-found page are open to everybody.
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { RouteGuard } from '../auth/RouteGuard.tsx';
import { FullScreenLoader } from '../components/FullScreenLoader.tsx';
import { AuthLayout } from '../layouts/AuthLayout.tsx';
import { MainLayout } from '../layouts/MainLayout.tsx';
import { RootLayout } from '../layouts/RootLayout.tsx';
import { AccountClosedPage } from '../pages/AccountClosedPage.tsx';
import { MaintenancePage } from '../pages/MaintenancePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { lazyPage } from './lazyPage.ts';
import { PATHS } from './paths.ts';
import { libraryRedirectTarget, toolsRedirectTarget } from './redirects.ts';
import type { RouteHandle, RouteTitle } from './titles.ts';
import { ROUTE_TITLES } from './titles.ts';

const LibraryPage = lazyPage(() => import('../pages/LibraryPage.tsx'), 'LibraryPage');
const ToolsPage = lazyPage(() => import('../pages/ToolsPage.tsx'), 'ToolsPage');
const SubscriptionRequiredPage = lazyPage(
  () => import('../pages/SubscriptionRequiredPage.tsx'),
  'SubscriptionRequiredPage',
);
const LoginPage = lazyPage(() => import('../pages/auth/LoginPage.tsx'), 'LoginPage');
const MfaPage = lazyPage(() => import('../pages/auth/MfaPage.tsx'), 'MfaPage');
const RegisterPage = lazyPage(() => import('../pages/auth/RegisterPage.tsx'), 'RegisterPage');
const VerifyPage = lazyPage(() => import('../pages/auth/VerifyPage.tsx'), 'VerifyPage');
const ForgotPasswordPage = lazyPage(() => import('../pages/auth/RecoveryPage.tsx'), 'ForgotPasswordPage');
const RecoveryPage = lazyPage(() => import('../pages/auth/RecoveryPage.tsx'), 'RecoveryPage');
const ResetPasswordPage = lazyPage(() => import('../pages/auth/ResetPasswordPage.tsx'), 'ResetPasswordPage');
const GuidePage = lazyPage(() => import('../pages/library/GuidePage.tsx'), 'GuidePage');
const GlossaryPage = lazyPage(() => import('../pages/library/GlossaryPage.tsx'), 'GlossaryPage');
const SharedGuidePage = lazyPage(() => import('../pages/library/SharedGuidePage.tsx'), 'SharedGuidePage');
const WizardPage = lazyPage(() => import('../pages/library/WizardPage.tsx'), 'WizardPage');
const BuilderPage = lazyPage(() => import('../pages/library/BuilderPage.tsx'), 'BuilderPage');
const EditorPage = lazyPage(() => import('../pages/editor/EditorPage.tsx'), 'EditorPage');
const CreateGuidePage = lazyPage(() => import('../pages/editor/CreateGuidePage.tsx'), 'CreateGuidePage');
const AssistantPage = lazyPage(() => import('../pages/AssistantPage.tsx'), 'AssistantPage');
const ProfileOverviewPage = lazyPage(
  () => import('../pages/profile/ProfileOverviewPage.tsx'),
  'ProfileOverviewPage',
);
const ProfileNotificationsPage = lazyPage(
  () => import('../pages/profile/ProfileNotificationsPage.tsx'),
  'ProfileNotificationsPage',
);
const ProfileSettingsPage = lazyPage(
  () => import('../pages/profile/ProfileSettingsPage.tsx'),
  'ProfileSettingsPage',
);

const titled = (title: RouteTitle): RouteHandle => ({ title });

// The canonical-address redirects run as loaders, before the guards render, so a visitor who must log in
// first is sent back to the canonical address.
function libraryLoader({ params, request }: LoaderFunctionArgs) {
  const target = libraryRedirectTarget(params.section, new URL(request.url).searchParams);
  return target === null ? null : redirect(target);
}

function toolsLoader({ params }: LoaderFunctionArgs) {
  const target = toolsRedirectTarget(params.tool);
  return target === null ? null : redirect(target);
}

export const routeTable: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      { index: true, loader: () => redirect(PATHS.libraryGuides) },
      {
        element: (
          <RouteGuard access="login">
            <MainLayout />
          </RouteGuard>
        ),
        children: [
          {
            path: 'subscription-required',
            handle: titled(ROUTE_TITLES.subscriptionRequired),
            element: <SubscriptionRequiredPage />,
          },
          {
            path: 'library/:section?',
            handle: titled(ROUTE_TITLES.library),
            loader: libraryLoader,
            element: <LibraryPage />,
          },
          { path: 'library/glossary/:id', handle: titled(ROUTE_TITLES.glossary), element: <GlossaryPage /> },
          { path: 'library/guide/:id', handle: titled(ROUTE_TITLES.toneGuide), element: <GuidePage /> },
          { path: 'shared-guide', handle: titled(ROUTE_TITLES.sharedGuide), element: <SharedGuidePage /> },
          {
            path: 'editor/create-guide',
            handle: titled(ROUTE_TITLES.createGuide),
            element: <CreateGuidePage />,
          },
          { path: 'editor/:id?', handle: titled(ROUTE_TITLES.editor), element: <EditorPage /> },
          { path: 'wizard', handle: titled(ROUTE_TITLES.wizard), element: <WizardPage /> },
          { path: 'builder', handle: titled(ROUTE_TITLES.builder), element: <BuilderPage /> },
          {
            path: 'tools/:tool?',
            handle: titled(ROUTE_TITLES.tools),
            loader: toolsLoader,
            element: <ToolsPage />,
          },
          { path: 'assistant', handle: titled(ROUTE_TITLES.assistant), element: <AssistantPage /> },
          {
            path: 'profile/overview',
            handle: titled(ROUTE_TITLES.profileOverview),
            element: <ProfileOverviewPage />,
          },
          {
            path: 'profile/settings',
            handle: titled(ROUTE_TITLES.profileSettings),
            element: <ProfileSettingsPage />,
          },
          {
            path: 'profile/notifications',
            handle: titled(ROUTE_TITLES.profileNotifications),
            element: <ProfileNotificationsPage />,
          },
        ],
      },
      {
        element: (
          <RouteGuard access="guest">
            <AuthLayout />
          </RouteGuard>
        ),
        children: [
          { path: 'auth/login', handle: titled(ROUTE_TITLES.login), element: <LoginPage /> },
          { path: 'auth/mfa', handle: titled(ROUTE_TITLES.mfa), element: <MfaPage /> },
          { path: 'auth/register', handle: titled(ROUTE_TITLES.register), element: <RegisterPage /> },
          { path: 'auth/verify', handle: titled(ROUTE_TITLES.verify), element: <VerifyPage /> },
          {
            path: 'auth/forgot-password',
            handle: titled(ROUTE_TITLES.forgotPassword),
            element: <ForgotPasswordPage />,
          },
          {
            path: 'auth/reset-password',
            handle: titled(ROUTE_TITLES.resetPassword),
            element: <ResetPasswordPage />,
          },
          { path: 'recovery', handle: titled(ROUTE_TITLES.recovery), element: <RecoveryPage /> },
        ],
      },
      { path: 'account-closed', handle: titled(ROUTE_TITLES.accountClosed), element: <AccountClosedPage /> },
      { path: 'maintenance', handle: titled(ROUTE_TITLES.maintenance), element: <MaintenancePage /> },
      { path: '*', handle: titled(ROUTE_TITLES.notFound), element: <NotFoundPage /> },
    ],
  },
];
