// Glossaries and prompts: the provider's (owner null) are read by everyone and changed by no one; a user's
// own are theirs alone.
import { ALLOWED, refused, type Decision } from './decision.ts';
import { notFoundMessage, predefinedReadOnlyMessage, type ItemKind } from './itemKinds.ts';

export type ItemAction = 'read' | 'change' | 'delete';

/** What a policy needs to know of a row: whose it is. */
export interface OwnedItem {
  readonly owner_id: string | null;
}

function ownedItemPolicy(
  kind: ItemKind,
  userId: string,
  item: OwnedItem | undefined,
  action: ItemAction,
): Decision {
  if (item === undefined) return refused(404, notFoundMessage(kind));
  const predefined = item.owner_id === null;
  if (!predefined && item.owner_id !== userId) return refused(404, notFoundMessage(kind));
  if (action === 'read') return ALLOWED;
  return predefined ? refused(403, predefinedReadOnlyMessage(kind)) : ALLOWED;
}

export function glossaryPolicy(
  userId: string,
  glossary: OwnedItem | undefined,
  action: ItemAction,
): Decision {
  return ownedItemPolicy('glossary', userId, glossary, action);
}

export function promptPolicy(userId: string, prompt: OwnedItem | undefined, action: ItemAction): Decision {
  return ownedItemPolicy('prompt', userId, prompt, action);
}
