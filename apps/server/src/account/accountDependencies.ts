import type { AccountConfig, IdentityConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import type { ResourceCounts } from './accountStatus.ts';

/** What the account area needs from the app (buildApp passes it in). */
export interface AccountDependencies {
  db: DatabaseClient;
  config: AccountConfig;
  /** How long a sign-in stays privileged and the public origin: closing the account needs a recent sign-in. */
  identity: Pick<IdentityConfig, 'privilegedSessionMaxAgeMs' | 'publicUrl'>;
  /** The identity's items that count against the plan, from the text service (the area owning them). */
  countResources: (db: DatabaseClient, identityId: string) => Promise<ResourceCounts>;
}
