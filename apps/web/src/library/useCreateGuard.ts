// The plan-limit check for a create button: reads the account status (api/account.ts) and opens the
// 'Upgrade required' dialog through its store when the plan has no room left.
import type { PlanResource } from '@wtt/contract';
import { useCallback } from 'react';
import { useAccountStatus } from '../api/account.ts';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';
import { guardCreate } from './planLimits.ts';

/** `guard(resource)` is true when the create may go on; else the dialog is open and it is false. */
export function useCreateGuard(): (resource: PlanResource) => boolean {
  const { data: status } = useAccountStatus();
  const requestUpgrade = useUpgradeDialogStore((state) => state.request);
  return useCallback(
    (resource: PlanResource) => guardCreate(status, resource, requestUpgrade),
    [status, requestUpgrade],
  );
}
