// Consecutive 5xx answers send the user to the maintenance page (spec sections 4 and 9).
import { PATHS } from '../routes/paths.ts';

export const MAINTENANCE_THRESHOLD = 3;

/** The streak after an answer with `status`: a 5xx adds one, a success resets, anything else keeps it. */
export function nextServerErrorStreak(streak: number, status: number): number {
  if (status >= 500 && status <= 599) return streak + 1;
  if (status >= 200 && status <= 299) return 0;
  return streak;
}

export function shouldEnterMaintenance(streak: number): boolean {
  return streak >= MAINTENANCE_THRESHOLD;
}

/** The maintenance page with the current page as return_to, or null when already there. */
export function maintenanceRedirectPath(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '').toLowerCase() === PATHS.maintenance) return null;
  return `${PATHS.maintenance}?${new URLSearchParams({ return_to: `${pathname}${search}` }).toString()}`;
}
