import type { BlockView } from '../language/types.ts';

/**
 * A fault told as what the users cannot do right now, with no problem word: "Customers in the EU region
 * cannot upload files since 09:12 UTC. Next update in 45 minutes", "Some users are unable to open
 * invoices at the moment". Status pages report an incident by its effect on users (Atlassian Statuspage,
 * "Incident communication templates": "Users are unable to…", "some customers cannot…"), with a time of
 * now ("since 09:12", "currently") or an update promised. Without one it is a rule of use ("Customers
 * cannot see each other's orders"), not news.
 */

// Who the fault falls on: the users of the service or a share of them.
const USERS = new Set([
  ...['customers', 'users', 'members', 'players', 'shoppers', 'merchants', 'clients', 'subscribers'],
  ...['people', 'some', 'many', 'you', 'drivers', 'passengers', 'patients', 'students', 'residents'],
]);
// Words of the verb group between the users and the inability: "some customers currently cannot".
const BETWEEN = new Set(['currently', 'still', 'now', 'temporarily', 'may', 'might']);
// What makes the inability a fault of now: a time since it began, "currently", a status update promised
// ("Next update at 11:00", "We'll post again at 11:30", the fifteenth pass).
const NOW =
  /\bsince\s+(?:\d|this|yesterday|last|about|around|approximately|early)|\b(?:currently|right now|at the moment|at present|at this time)\b|\bnext update\b|\bwe(?:'re| are) investigating\b|\bwe(?:'ll| will) (?:post|update (?:you|this(?: page)?)) again\b/iu;

/** The index of the word of inability ("cannot", "unable"), or undefined. */
export function usersBlocked(block: BlockView): number | undefined {
  const { words, text } = block;
  if (!NOW.test(text.replaceAll('\u2019', "'"))) return undefined;
  for (let index = 1; index < words.length; index++) {
    const normal = words[index]?.normal ?? '';
    let at = index;
    if (normal === 'are' || normal === 'is' || normal === 'been') {
      // "are unable to", "are not able to", "have been unable to".
      const next = words[index + 1]?.normal ?? '';
      if (next !== 'unable' && !(next === 'not' && words[index + 2]?.normal === 'able')) continue;
    } else if (normal !== 'cannot' && normal !== "can't" && normal !== 'can\u2019t') continue;
    // Back over the verb group and a place or a share after the users: "Customers in the EU region".
    at--;
    while (at >= 0 && BETWEEN.has(words[at]?.normal ?? '')) at--;
    for (let back = at; back >= Math.max(0, at - 6); back--) {
      if (words[back]?.sentence !== words[index]?.sentence) break;
      if (USERS.has(words[back]?.normal ?? '')) return index;
    }
  }
  return undefined;
}
