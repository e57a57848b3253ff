import { z } from 'zod';

/**
 * `POST /api/account/close`: closes the signed-in user's account. It needs a privileged session (signed in
 * within the last few minutes, as for changing the password); otherwise 403 with the identity error
 * `session_refresh_required`, which the app answers with its step-up dialog. `confirm` must repeat the
 * user's e-mail address, so a stray call closes nothing.
 */
export const closeAccountSchema = z.object({ confirm: z.string() }).meta({ id: 'CloseAccount' });

export const closedAccountSchema = z.object({ closed: z.literal(true) }).meta({ id: 'ClosedAccount' });

export type CloseAccount = z.infer<typeof closeAccountSchema>;
