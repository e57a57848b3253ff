// The navigation bar of spec section 2: Library, Workspace (the editor), Tools, Assistant, Profile.
import { PATHS } from '../routes/paths.ts';

export interface NavigationItem {
  label: string;
  to: string;
  /** Path prefixes under which the item counts as the current one. */
  activeFor: readonly string[];
}

export const MAIN_NAVIGATION: readonly NavigationItem[] = [
  { label: 'Library', to: PATHS.libraryGuides, activeFor: [PATHS.library, PATHS.sharedGuide] },
  { label: 'Workspace', to: PATHS.editor, activeFor: [PATHS.editor, PATHS.wizard, PATHS.builder] },
  { label: 'Tools', to: PATHS.toolsMatcher, activeFor: [PATHS.tools] },
  { label: 'Assistant', to: PATHS.assistant, activeFor: [PATHS.assistant] },
  { label: 'Profile', to: PATHS.profileOverview, activeFor: ['/profile'] },
];

export function isNavigationItemActive(item: NavigationItem, pathname: string): boolean {
  const path = pathname.toLowerCase();
  return item.activeFor.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
