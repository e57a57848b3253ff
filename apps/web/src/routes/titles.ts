// Page titles: "Write the Tone | <route title>" (spec section 2, DESIGN.md section 1).
//
// | Route                              | Title                      | Source                 |
// |------------------------------------|----------------------------|------------------------|
// | /subscription-required             | Subscription Required      | spec                   |
// | /library/{section}                 | Library                    | chosen                 |
// | /library/glossary/{id}             | Glossary                   | spec                   |
// | /library/guide/{id}                | Tone Guide                 | spec                   |
// | /shared-guide                      | Shared guide               | spec                   |
// | /editor/{id?}                      | Edit, Match, Analyze       | spec                   |
// | /editor/create-guide               | Create Guide               | spec                   |
// | /wizard                            | Guide Wizard               | spec                   |
// | /builder                           | Guide Builder              | spec                   |
// | /tools/{tool}                      | Tools                      | chosen                 |
// | /assistant                         | AI Assistant               | spec                   |
// | /profile/overview                  | Profile                    | chosen                 |
// | /profile/settings                  | Settings                   | chosen                 |
// | /profile/notifications             | Notifications              | chosen                 |
// | /account-closed                    | Account Closed             | chosen                 |
// | /maintenance                       | Maintenance                | chosen                 |
// | /auth/login                        | Login                      | chosen                 |
// | /auth/mfa                          | Two-Factor Authentication  | chosen                 |
// | /auth/register                     | Register                   | chosen                 |
// | /auth/verify                       | Verify Email               | chosen                 |
// | /auth/forgot-password              | Forgot Password            | chosen                 |
// | /auth/reset-password               | Reset Password             | chosen                 |
// | /recovery                          | Account Recovery           | chosen                 |
// | any other path                     | Page Not Found             | spec                   |
// The redirecting routes (/, /library without a valid section, /tools without a valid tool) have none.

export const PRODUCT_NAME = 'Write the Tone';
export const TITLE_SEPARATOR = ' | ';

export const ROUTE_TITLES = {
  subscriptionRequired: 'Subscription Required',
  library: 'Library',
  glossary: 'Glossary',
  toneGuide: 'Tone Guide',
  sharedGuide: 'Shared guide',
  editor: 'Edit, Match, Analyze',
  createGuide: 'Create Guide',
  wizard: 'Guide Wizard',
  builder: 'Guide Builder',
  tools: 'Tools',
  assistant: 'AI Assistant',
  profileOverview: 'Profile',
  profileSettings: 'Settings',
  profileNotifications: 'Notifications',
  accountClosed: 'Account Closed',
  maintenance: 'Maintenance',
  login: 'Login',
  mfa: 'Two-Factor Authentication',
  register: 'Register',
  verify: 'Verify Email',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Reset Password',
  recovery: 'Account Recovery',
  notFound: 'Page Not Found',
} as const;

export type RouteTitle = (typeof ROUTE_TITLES)[keyof typeof ROUTE_TITLES];

/** What a route keeps in its `handle`. */
export interface RouteHandle {
  title: RouteTitle;
}

export function formatPageTitle(title: string): string {
  return `${PRODUCT_NAME}${TITLE_SEPARATOR}${title}`;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The title of the deepest matched route that has one. */
export function titleOfMatches(matches: readonly { handle: unknown }[]): RouteTitle | null {
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return null;
}
