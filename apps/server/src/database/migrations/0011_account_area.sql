-- The account area of issue 14: the profile a user edits, notification settings, notifications, the
-- profile picture, and what the scheduled trial job and the share-code check have already told a user.
-- Every table is keyed by the identity and goes with it (ON DELETE CASCADE). A missing profile or settings
-- row means the defaults (spec section 9): rows are written on the first change.

-- What the trial job has done (each at most once per trial, docs/decisions.md "Account area"), and when
-- the account was closed.
ALTER TABLE account ADD COLUMN trial_ending_notified_at timestamptz;
ALTER TABLE account ADD COLUMN trial_ended_at timestamptz;
ALTER TABLE account ADD COLUMN closed_at timestamptz;
CREATE INDEX account_open_trial_idx ON account (trial_period_end_date)
  WHERE trial_ended_at IS NULL AND trial_period_end_date IS NOT NULL;

-- Trials that ended before this migration are not announced again.
UPDATE account SET trial_ended_at = trial_period_end_date
WHERE trial_period_end_date IS NOT NULL AND trial_period_end_date <= now();

CREATE TABLE account_profile (
  identity_id               uuid PRIMARY KEY REFERENCES identity (id) ON DELETE CASCADE,
  first_name                text     NOT NULL DEFAULT '',
  last_name                 text     NOT NULL DEFAULT '',
  company_size              integer  CHECK (company_size BETWEEN 1 AND 10000000),
  position_code             text,
  position_text             text     NOT NULL DEFAULT '',
  priority_code             text,
  priority_text             text     NOT NULL DEFAULT '',
  ai_assistant_personality  smallint NOT NULL DEFAULT 1 CHECK (ai_assistant_personality IN (0, 1, 2)),
  updated_at                timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notification_settings (
  identity_id                         uuid PRIMARY KEY REFERENCES identity (id) ON DELETE CASCADE,
  enable_newsletter                   boolean NOT NULL DEFAULT true,
  enable_non_essential_emails         boolean NOT NULL DEFAULT true,
  enable_non_essential_notifications  boolean NOT NULL DEFAULT true,
  updated_at                          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE notification (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id      uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  kind          text        NOT NULL CHECK (kind IN ('BUILD_FINISHED', 'BUILD_FAILED', 'GUIDE_JOINED',
                  'SHARE_CODE_EXPIRED', 'TRIAL_ENDING', 'TRIAL_ENDED', 'LEVEL_CHANGED')),
  text          text        NOT NULL,
  link          text,
  acknowledged  boolean     NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_owner_idx ON notification (owner_id, created_at DESC);

-- One picture per identity, kept in PostgreSQL so that a self-hoster backs up one database. Only pictures
-- the server re-encoded itself are stored (never the uploaded bytes); etag is a digest of `bytes`.
CREATE TABLE profile_picture (
  identity_id   uuid PRIMARY KEY REFERENCES identity (id) ON DELETE CASCADE,
  bytes         bytea       NOT NULL,
  content_type  text        NOT NULL,
  etag          text        NOT NULL,
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Whether the owner has been told that the guide's code expired (once per code; a new code resets it).
-- Codes that expired before this migration are not announced.
ALTER TABLE tone_of_voice_share_code ADD COLUMN expiry_notified boolean NOT NULL DEFAULT false;
UPDATE tone_of_voice_share_code SET expiry_notified = true WHERE expires_at <= now();
CREATE INDEX tone_of_voice_share_code_expiry_idx ON tone_of_voice_share_code (expires_at)
  WHERE expiry_notified = false;
