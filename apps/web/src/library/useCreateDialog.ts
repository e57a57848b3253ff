// A tab's create dialog: opened by its "New …" button (after the plan check) or by `?create=true` in
// the address; closing it drops the parameter.
import type { PlanResource } from '@wtt/contract';
import { useState } from 'react';
import { useCreateGuard } from './useCreateGuard.ts';
import { useCreateParam } from './useCreateParam.ts';

export function useCreateDialog(resource: PlanResource): {
  opened: boolean;
  open: () => void;
  close: () => void;
} {
  const [openedByButton, setOpenedByButton] = useState(false);
  const createParam = useCreateParam();
  const guard = useCreateGuard();
  return {
    opened: openedByButton || createParam.requested,
    open: () => {
      if (guard(resource)) setOpenedByButton(true);
    },
    close: () => {
      setOpenedByButton(false);
      if (createParam.requested) createParam.clear();
    },
  };
}
