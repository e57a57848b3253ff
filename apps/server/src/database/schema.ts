import type { ColumnType, Generated } from 'kysely';
import type { AccountLevel, NotificationKind } from '@wtt/contract';

/** Liveness of each worker process, written by the heartbeat job and read by the health check. */
export interface WorkerHeartbeatTable {
  worker_id: string;
  hostname: string;
  pid: number;
  role: string;
  beats: Generated<number>;
  last_beat_at: Generated<Date>;
}

/**
 * A jsonb column: read as the parsed value, written as a JSON string (node-postgres would turn a JS array
 * into a PostgreSQL array literal, so every write goes through JSON.stringify).
 */
export type JsonColumn<T> = ColumnType<T, string, string>;
export type JsonColumnWithDefault<T> = ColumnType<T, string | undefined, string>;

export interface IdentityTable {
  id: string;
  email: string;
  state: Generated<'active' | 'inactive'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IdentityVerifiableAddressTable {
  id: string;
  identity_id: string;
  value: string;
  verified: Generated<boolean>;
  status: Generated<'pending' | 'sent' | 'completed'>;
  verified_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IdentityRecoveryAddressTable {
  id: string;
  identity_id: string;
  value: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An e-mail change waiting for the code sent to the new address (migration 0009). */
export interface IdentityPendingEmailTable {
  identity_id: string;
  value: string;
  requested_at: Generated<Date>;
}

export type CredentialType = 'password' | 'totp' | 'lookup_secret';

export interface IdentityCredentialTable {
  identity_id: string;
  type: CredentialType;
  config: JsonColumn<unknown>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface IdentityOidcLinkTable {
  provider: string;
  subject: string;
  identity_id: string;
  created_at: Generated<Date>;
}

export interface StoredAuthenticationMethod {
  method: string;
  aal: 'aal1' | 'aal2';
  completed_at: string;
  provider?: string;
}

export interface IdentitySessionTable {
  id: string;
  token_hash: string;
  logout_token_hash: string | null;
  identity_id: string;
  active: Generated<boolean>;
  aal: 'aal1' | 'aal2';
  authentication_methods: JsonColumn<StoredAuthenticationMethod[]>;
  authenticated_at: Date;
  issued_at: Generated<Date>;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  updated_at: Generated<Date>;
}

export type FlowKind = 'login' | 'registration' | 'verification' | 'recovery' | 'settings';

export interface IdentityFlowTable {
  id: string;
  kind: FlowKind;
  csrf_token_hash: string;
  identity_id: string | null;
  state: string;
  active: string | null;
  request_url: string;
  return_to: string | null;
  ui: JsonColumn<unknown>;
  fields: JsonColumnWithDefault<Record<string, unknown>>;
  internal: JsonColumnWithDefault<Record<string, unknown>>;
  oidc_state: string | null;
  issued_at: Generated<Date>;
  expires_at: Date;
  updated_at: Generated<Date>;
}

export interface IdentityCodeTable {
  id: string;
  flow_id: string;
  address: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  /** Codes submitted against this code so far (each counted before it is compared). */
  tries: Generated<number>;
  /** The identity the code was issued for: the address's owner or the claimant of a pending change. */
  holder_id: string | null;
  created_at: Generated<Date>;
}

export interface IdentityLoginFailureTable {
  account: string;
  failures: number;
  window_started_at: Date;
  locked_until: Date | null;
}

/** Mail kept in the local outbox (no SMTP configured). */
export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  created_at: Generated<Date>;
}

/** A rule of a stored guide: a catalogue id and its parameters (validated by the engine on write). */
export interface StoredGuideRule {
  id: string;
  params?: Record<string, unknown>;
}

/** A stored glossary entry. */
export interface StoredGlossaryTerm {
  term: string;
  suggestions?: string[];
  note?: string;
}

/** Guides (tones of voice); owner_id null marks a predefined guide of Write the Tone. */
export interface ToneOfVoiceTable {
  id: Generated<string>;
  owner_id: string | null;
  owner_name: string;
  name: string;
  description: Generated<string>;
  rules: JsonColumnWithDefault<StoredGuideRule[]>;
  disabled: Generated<boolean>;
  /** The guide builder's evidence per rule; null for guides made any other way. */
  evidence: ColumnType<StoredRuleEvidence[] | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Raised by every update (a trigger): what a compiled guide's version is made of. */
  revision: ColumnType<string, never, never>;
}

/** A sample sentence the guide builder cites: `sample` indexes the builder's texts, offsets in UTF-16 units. */
export interface StoredEvidenceSentence {
  sample: number;
  from: number;
  to: number;
  text: string;
}

/** Why the guide builder put a rule in a guide (the engine's `RuleEvidence`). */
export interface StoredRuleEvidence {
  ruleId: string;
  reason: string;
  sentences: StoredEvidenceSentence[];
  exceptions: StoredEvidenceSentence[];
}

/** Glossaries; owner_id null marks a public glossary of Write the Tone. */
export interface GlossaryTable {
  id: Generated<string>;
  owner_id: string | null;
  name: string;
  description: Generated<string>;
  terms: JsonColumnWithDefault<StoredGlossaryTerm[]>;
  public_object: Generated<boolean>;
  disabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** Raised by every update (a trigger). */
  revision: ColumnType<string, never, never>;
}

/** Prompts; owner_id null marks a predefined prompt of Write the Tone. */
export interface PromptTable {
  id: Generated<string>;
  owner_id: string | null;
  name: string;
  content: string;
  disabled: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A guide's current share code (one per guide; a new one replaces it). */
export interface ToneOfVoiceShareCodeTable {
  guide_id: string;
  code: string;
  expires_at: Date;
  created_at: Generated<Date>;
  /** The owner was told the code expired (the scheduled check, once per code). */
  expiry_notified: Generated<boolean>;
}

/** A user a guide is shared with; `user_email` is their address when they joined. */
export interface ToneOfVoiceShareTable {
  guide_id: string;
  user_id: string;
  user_email: string;
  added_at: Generated<Date>;
}

/** Share-code lookups per key (user or IP) in the current minute. */
export interface ShareCodeLookupTable {
  key: string;
  attempts: number;
  window_started_at: Date;
}

/** Plan, trial and closing of an identity (the account area). */
export interface AccountTable {
  identity_id: string;
  account_level: Generated<AccountLevel>;
  trial_period_end_date: Date | null;
  closed: Generated<boolean>;
  registration_date: Generated<Date>;
  updated_at: Generated<Date>;
  /** When the trial job sent the "trial ends soon" notice (once per trial). */
  trial_ending_notified_at: Date | null;
  /** When the trial job recorded the trial's end (and told the user, if they had no plan by then). */
  trial_ended_at: Date | null;
  closed_at: Date | null;
}

/** The profile a user edits (migration 0011); no row: the defaults. */
export interface AccountProfileTable {
  identity_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  company_size: number | null;
  position_code: string | null;
  position_text: Generated<string>;
  priority_code: string | null;
  priority_text: Generated<string>;
  ai_assistant_personality: Generated<number>;
  updated_at: Generated<Date>;
}

/** No row: every setting is true (spec section 9). */
export interface NotificationSettingsTable {
  identity_id: string;
  enable_newsletter: Generated<boolean>;
  enable_non_essential_emails: Generated<boolean>;
  enable_non_essential_notifications: Generated<boolean>;
  updated_at: Generated<Date>;
}

/** A notification the server made for its owner. */
export interface NotificationTable {
  id: Generated<string>;
  owner_id: string;
  kind: NotificationKind;
  text: string;
  link: string | null;
  acknowledged: Generated<boolean>;
  created_at: Generated<Date>;
}

/** The re-encoded profile picture of an identity. */
export interface ProfilePictureTable {
  identity_id: string;
  bytes: Buffer;
  content_type: string;
  etag: string;
  updated_at: Generated<Date>;
}

export type JobState = 'QUEUED' | 'RUNNING' | 'SUCCESS' | 'FAILURE';

/** What a finished job answers: a text (such as a new guide's id) or a list of texts (spec section 3). */
export type JobResultValue = string | string[];

/** The record of a job the user sees (migration 0005); its id is also the pg-boss job's id. */
export interface TextJobTable {
  id: string;
  owner_id: string;
  kind: string;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  /** 0–100 (percent). */
  progress: Generated<number>;
  stage: Generated<string>;
  result: ColumnType<JobResultValue | null, string | null | undefined, string | null>;
  cancelled: Generated<boolean>;
  failure_reason: string | null;
  input: ColumnType<unknown, string | null | undefined, string | null>;
  attempts: Generated<number>;
  worker_lock: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

/** A chat of the AI assistant (migration 0012); `context` is the last context a message carried. */
export interface AssistantChatTable {
  id: Generated<string>;
  owner_id: string;
  context: ColumnType<unknown, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type AssistantMessageRole = 'user' | 'assistant' | 'error';

/** A message of an assistant chat; `proposal` is a TextProposal of the contract, or null. */
export interface AssistantMessageTable {
  id: Generated<string>;
  chat_id: string;
  position: ColumnType<string, never, never>;
  role: AssistantMessageRole;
  text: string;
  proposal: ColumnType<unknown, string | null | undefined, string | null>;
  job_id: string | null;
  created_at: Generated<Date>;
}

/** The tables of our own schema, as Kysely sees them. */
export interface Database {
  worker_heartbeat: WorkerHeartbeatTable;
  identity: IdentityTable;
  identity_verifiable_address: IdentityVerifiableAddressTable;
  identity_recovery_address: IdentityRecoveryAddressTable;
  identity_pending_email: IdentityPendingEmailTable;
  identity_credential: IdentityCredentialTable;
  identity_oidc_link: IdentityOidcLinkTable;
  identity_session: IdentitySessionTable;
  identity_flow: IdentityFlowTable;
  identity_code: IdentityCodeTable;
  identity_login_failure: IdentityLoginFailureTable;
  mail_outbox: MailOutboxTable;
  tone_of_voice: ToneOfVoiceTable;
  glossary: GlossaryTable;
  prompt: PromptTable;
  tone_of_voice_share_code: ToneOfVoiceShareCodeTable;
  tone_of_voice_share: ToneOfVoiceShareTable;
  share_code_lookup: ShareCodeLookupTable;
  account: AccountTable;
  account_profile: AccountProfileTable;
  notification_settings: NotificationSettingsTable;
  notification: NotificationTable;
  profile_picture: ProfilePictureTable;
  text_job: TextJobTable;
  assistant_chat: AssistantChatTable;
  assistant_message: AssistantMessageTable;
}
