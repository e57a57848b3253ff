import type { OpenAccountGate } from '../account/closing/openAccountGate.ts';
import type { AccountConfig } from '../config/environment.ts';
import type { DatabaseClient } from '../database/connection.ts';
import type { JobStarter } from '../jobs/jobRunner.ts';

/** What the assistant's routes need from the app (buildApp passes it in). */
export interface AssistantDependencies {
  db: DatabaseClient;
  /** Plans and trials: the assistant is for PREMIUM and ENTERPRISE (a trial counts as PREMIUM). */
  plans: AccountConfig;
  /** Starts the reply jobs. */
  jobs: JobStarter;
  /** The account area's 403 for a closed account. */
  openAccountGate: OpenAccountGate;
}
