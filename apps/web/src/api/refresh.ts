// How a change reaches the lists it affects (spec section 4: a list loads once, then refreshes after every
// create, update or delete): mark the entries stale and wait until the ones on screen have loaded again,
// so a mutation settles only once its lists show the change.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function refreshQueries(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Takes an item out of a cached list at once (the refresh that follows confirms it). */
export function removeFromList(queryClient: QueryClient, listKey: QueryKey, id: string): void {
  queryClient.setQueryData<{ id: string }[]>(listKey, (list) => list?.filter((item) => item.id !== id));
}

/**
 * Forgets a deleted item's own entry unless a screen still shows it: refetching it would only answer 404
 * (and toast it) while that screen leaves.
 */
export function forgetItem(queryClient: QueryClient, detailKey: QueryKey): void {
  queryClient.removeQueries({ queryKey: detailKey, exact: true, type: 'inactive' });
}
