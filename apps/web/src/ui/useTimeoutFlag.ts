import { useEffect, useState } from 'react';

/** True once `active` has stayed true for `ms` milliseconds; false whenever `active` is false. */
export function useTimeoutFlag(active: boolean, ms: number): boolean {
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setExpired(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return active && expired;
}
