import type { OpenAccountGate } from '../account/closing/openAccountGate.ts';
import type { AccountConfig, TextConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import type { JobStarter } from '../jobs/jobRunner.ts';

/** What the routes of the text service work with. */
export interface TextDependencies {
  db: DatabaseClient;
  /** Plans and their limits: creates go through the *WithinLimit functions of planLimits.ts. */
  plans: AccountConfig;
  config: TextConfig;
  /** Starts background jobs (the guide builder). */
  jobs: JobStarter;
  /** The account area's 403 for a closed account, run on every text route after the session check. */
  openAccountGate: OpenAccountGate;
}
