// Paths the app navigates to from code (spec section 2). Route patterns live in routeTable.tsx.

export const PATHS = {
  home: '/',
  library: '/library',
  libraryGuides: '/library/guides',
  libraryGlossaries: '/library/glossaries',
  libraryPrompts: '/library/prompts',
  /** Glossary creation: the 'Create new content' dialog's glossary choice. */
  newGlossary: '/library/glossaries?create=true',
  /** Prompt creation (spec section 2: create=true is the entry for prompt creation). */
  newPrompt: '/library/prompts?create=true',
  wizard: '/wizard',
  /** The wizard's key-questions path. */
  wizardQuestions: '/wizard?mode=questions',
  builder: '/builder',
  sharedGuide: '/shared-guide',
  editor: '/editor',
  /** Build a guide while writing (spec: the fourth way to create a guide, "in the editor"). */
  createGuide: '/editor/create-guide',
  tools: '/tools',
  toolsMatcher: '/tools/matcher',
  assistant: '/assistant',
  profileOverview: '/profile/overview',
  profileSettings: '/profile/settings',
  profileNotifications: '/profile/notifications',
  subscriptionRequired: '/subscription-required',
  accountClosed: '/account-closed',
  maintenance: '/maintenance',
  login: '/auth/login',
  mfa: '/auth/mfa',
  register: '/auth/register',
  verify: '/auth/verify',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  recovery: '/recovery',
} as const;

export const guidePagePath = (id: string): string => `/library/guide/${encodeURIComponent(id)}`;
export const glossaryPagePath = (id: string): string => `/library/glossary/${encodeURIComponent(id)}`;

export const LIBRARY_SECTIONS = ['guides', 'glossaries', 'prompts'] as const;
export type LibrarySection = (typeof LIBRARY_SECTIONS)[number];

export const TOOLS = ['matcher', 'analyzer'] as const;
export type Tool = (typeof TOOLS)[number];

export function isLibrarySection(value: string | undefined): value is LibrarySection {
  return LIBRARY_SECTIONS.some((section) => section === value);
}

export function isTool(value: string | undefined): value is Tool {
  return TOOLS.some((tool) => tool === value);
}
