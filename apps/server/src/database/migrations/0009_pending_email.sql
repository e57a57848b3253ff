-- E-mail changes waiting for their code (docs/decisions.md, Identity, "E-mail changes"). The identity keeps
-- its address, its verifiable and recovery addresses until the new address is verified; only then does the
-- new one replace them. One pending change per identity (a second change replaces it). An address is
-- claimed by one pending change at a time, so a verification code for it completes exactly one change;
-- another identity may take over a claim that is older than a day (requested_at).
CREATE TABLE identity_pending_email (
  identity_id   uuid        PRIMARY KEY REFERENCES identity (id) ON DELETE CASCADE,
  value         text        NOT NULL UNIQUE,
  requested_at  timestamptz NOT NULL DEFAULT now()
);
