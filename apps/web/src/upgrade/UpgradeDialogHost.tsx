// Mounts the 'Upgrade required' dialog once it is first asked for: the dialog reads the plan's counts
// (api/account.ts and the contract's schemas), which the first page load does not need to download.
import { Suspense, lazy, useState } from 'react';
import { useUpgradeDialogStore } from '../stores/upgradeDialogStore.ts';

const UpgradeDialog = lazy(async () => ({ default: (await import('./UpgradeDialog.tsx')).UpgradeDialog }));

export function UpgradeDialogHost() {
  const open = useUpgradeDialogStore((state) => state.open);
  const [wanted, setWanted] = useState(open);
  // Kept mounted after the first request, so later openings and closings animate as usual.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeDialog />
    </Suspense>
  );
}
