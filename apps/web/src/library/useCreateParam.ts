// `?create=true` on a library tab opens that tab's create dialog (spec section 2); closing the dialog
// drops the parameter, so a reload or the back button does not open it again.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useCreateParam(): { requested: boolean; clear: () => void } {
  const [params, setParams] = useSearchParams();
  const requested = params.get('create') === 'true';
  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('create');
        return next;
      },
      { replace: true },
    );
  }, [setParams]);
  return { requested, clear };
}
