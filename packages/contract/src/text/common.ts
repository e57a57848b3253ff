import { z } from 'zod';

/** The `{id}` of a library item's path: a UUID, so a malformed id answers 400 before any lookup. */
export const itemIdParamsSchema = z.object({
  id: z.uuid('must be a UUID'),
});

/** What a DELETE of a guide or prompt answers. */
export const deletedItemSchema = z.object({ id: z.uuid() }).meta({ id: 'DeletedItem' });

export type DeletedItem = z.infer<typeof deletedItemSchema>;

/** Patches must change something: an empty object is a client mistake, not a no-op. */
export function hasAnyField(patch: Record<string, unknown>): boolean {
  return Object.values(patch).some((value) => value !== undefined);
}
