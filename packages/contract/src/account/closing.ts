import { z } from 'zod';

/**
 * `POST /api/account/close`: closes the signed-in user's account. It needs a privileged session (signed in
 * within the last few minutes, as for changing the password); otherwise 403 with the identity error
 * `session_refresh_required`, which the app answers with its step-up dialog. `confirm` must repeat the
 * user's e-mail address, so a stray call closes nothing.
 */
export const closeAccountSchema = z.object({ confirm: z.string() }).meta({ id: 'CloseAccount' });

export const closedAccountSchema = z.object({ closed: z.literal(true) }).meta({ id: 'ClosedAccount' });

/**
 * The 403 of `POST /close` without a privileged session: the identity service's error shape (Kratos's), as
 * the settings flows answer it, so the app handles both alike. `redirect_browser_to` starts a
 * `refresh=true` login that returns to the settings page.
 */
export const sessionRefreshRequiredSchema = z
  .object({
    error: z.object({
      id: z.literal('session_refresh_required'),
      code: z.literal(403),
      status: z.string(),
      reason: z.string(),
      message: z.string(),
      details: z.object({ redirect_browser_to: z.string() }),
    }),
    redirect_browser_to: z.string(),
  })
  .meta({ id: 'SessionRefreshRequired' });

/**
 * The message of the 403 that every call of a closed account gets, except `GET /api/account/status` and
 * `GET /api/account/profile` (the app needs them to show /account-closed). It avoids the words that make
 * the app read a 403 as "upgrade required" (spec section 6), so the app can tell it apart by its text.
 */
export const ACCOUNT_CLOSED_MESSAGE =
  'This account is closed and can no longer be used. Ask the administrator of this installation to reopen it.';

export type CloseAccount = z.infer<typeof closeAccountSchema>;
export type SessionRefreshRequired = z.infer<typeof sessionRefreshRequiredSchema>;
