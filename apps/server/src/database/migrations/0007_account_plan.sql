-- The account area: plan level, trial and closing of each identity (DESIGN.md sections 6 and 8).
-- account_level is the plan bought (NONE until then); while trial_period_end_date lies ahead an account
-- without a plan counts as PREMIUM. The row is written in the same transaction as the identity (the
-- identity area calls a listener the account area gives it), and created on first use otherwise.
CREATE TABLE account (
  identity_id            uuid PRIMARY KEY REFERENCES identity (id) ON DELETE CASCADE,
  account_level          text        NOT NULL DEFAULT 'NONE'
                         CHECK (account_level IN ('NONE', 'PREMIUM', 'ENTERPRISE')),
  trial_period_end_date  timestamptz,
  closed                 boolean     NOT NULL DEFAULT false,
  registration_date      timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

-- Identities from before this migration: registered when their identity was created, with the default
-- 14-day trial from then (TRIAL_DAYS is configuration the database cannot see).
INSERT INTO account (identity_id, registration_date, trial_period_end_date)
SELECT id, created_at, created_at + interval '14 days' FROM identity
ON CONFLICT (identity_id) DO NOTHING;
