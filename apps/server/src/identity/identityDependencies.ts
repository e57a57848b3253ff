import type { IdentityConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import type { AccountRateLimiter } from './accountRateLimit.ts';
import type { IdentityMailQueue } from './mailQueue/identityMailQueue.ts';
import type { IdentityCreatedListener } from './identities.ts';
import type { OidcClients } from './oidc/oidcClients.ts';

/** What every part of the identity service works with. */
export interface IdentityDependencies {
  db: DatabaseClient;
  config: IdentityConfig;
  /** Code e-mails go out from a queue (never inline: the answer must not take longer for known addresses). */
  identityMails: IdentityMailQueue;
  oidc: OidcClients;
  accountLimiter: AccountRateLimiter;
  /** Behind a TLS-terminating proxy (TRUST_PROXY): cookies are Secure. */
  trustProxy: boolean;
  /** Called in the transaction that creates an identity (registration, first OIDC sign-in). */
  onIdentityCreated: IdentityCreatedListener;
}
