// Signal for the "Upgrade required" dialog (spec sections 2 and 6): the plan-limit check before a create
// (library/useCreateGuard.ts) raises it with the spec's text, the HTTP client on a 403 or an
// upgrade-required message with the server's words; upgrade/UpgradeDialog.tsx listens to it.
import { create } from 'zustand';

interface UpgradeDialogState {
  open: boolean;
  /** The dialog's text: the spec's plan-limit text, or the server's message of a 403. */
  reason: string | null;
  request: (reason: string) => void;
  close: () => void;
}

export const useUpgradeDialogStore = create<UpgradeDialogState>()((set) => ({
  open: false,
  reason: null,
  request: (reason) => set({ open: true, reason }),
  close: () => set({ open: false, reason: null }),
}));
