import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import { createAccount } from './accountStore.ts';

/**
 * The listener the identity area calls when it creates an identity, inside its transaction: the account
 * starts with the configured trial from the moment of registration. The identity area knows nothing of
 * accounts; buildApp hands it this function.
 */
export function createAccountOnRegistration(config: AccountConfig) {
  return (trx: DatabaseClient, identity: { id: string; created_at: Date }): Promise<void> =>
    createAccount(trx, identity.id, identity.created_at, config.trialDays);
}
