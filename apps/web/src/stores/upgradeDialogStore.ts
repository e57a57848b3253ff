// Signal for the "Upgrade required" dialog (spec sections 2 and 6): the HTTP client raises it on a 403 or an
// upgrade-required message; the dialog component that listens to it belongs to a later issue.
import { create } from 'zustand';

interface UpgradeDialogState {
  open: boolean;
  /** What triggered the dialog, for example the toast text of a 403. */
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
