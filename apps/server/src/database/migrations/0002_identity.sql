-- The identity service (/api/auth): identities, their addresses and credentials, sessions, self-service
-- flows, one-time codes and the login lockout. Only apps/server/src/identity reads or writes these tables;
-- other areas ask it for the current identity through a function (identity/currentIdentity.ts).

-- An account. Its only trait is the e-mail address (lower-cased); profile data lives with the account area.
CREATE TABLE identity (
  id          uuid PRIMARY KEY,
  email       text        NOT NULL UNIQUE,
  state       text        NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'inactive')),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Addresses that can be verified with an e-mail code (Kratos's verifiable_addresses).
CREATE TABLE identity_verifiable_address (
  id           uuid PRIMARY KEY,
  identity_id  uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  value        text        NOT NULL UNIQUE,
  verified     boolean     NOT NULL DEFAULT false,
  status       text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'completed')),
  verified_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- Addresses a recovery code may be sent to (Kratos's recovery_addresses).
CREATE TABLE identity_recovery_address (
  id           uuid PRIMARY KEY,
  identity_id  uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  value        text        NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);

-- One row per identity and method: password {hash}, totp {secret}, lookup_secret {codes}.
CREATE TABLE identity_credential (
  identity_id  uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  type         text        NOT NULL CHECK (type IN ('password', 'totp', 'lookup_secret')),
  config       jsonb       NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (identity_id, type)
);

-- Accounts at external OpenID Connect providers, by the provider's stable subject identifier.
CREATE TABLE identity_oidc_link (
  provider     text        NOT NULL,
  subject      text        NOT NULL,
  identity_id  uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (identity_id, provider)
);

-- Browser sessions. Only the SHA-256 of the cookie token (and of the current logout token) is stored.
CREATE TABLE identity_session (
  id                      uuid PRIMARY KEY,
  token_hash              text        NOT NULL UNIQUE,
  logout_token_hash       text,
  identity_id             uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  active                  boolean     NOT NULL DEFAULT true,
  aal                     text        NOT NULL CHECK (aal IN ('aal1', 'aal2')),
  authentication_methods  jsonb       NOT NULL DEFAULT '[]',
  authenticated_at        timestamptz NOT NULL,
  issued_at               timestamptz NOT NULL DEFAULT now(),
  expires_at              timestamptz NOT NULL,
  ip_address              text,
  user_agent              text,
  updated_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_session_identity_idx ON identity_session (identity_id);
CREATE INDEX identity_session_expires_idx ON identity_session (expires_at);

-- Self-service flows (login, registration, verification, recovery, settings). `ui` is the form as last
-- rendered (without the per-response CSRF token); `fields` holds the flow's public extra fields (refresh,
-- requested_aal, continue_with); `internal` holds what the browser never sees (pending TOTP secret, OIDC
-- state, submit counts). A flow belongs to the browser whose CSRF cookie hashes to `csrf_token_hash`.
CREATE TABLE identity_flow (
  id               uuid PRIMARY KEY,
  kind             text        NOT NULL
                   CHECK (kind IN ('login', 'registration', 'verification', 'recovery', 'settings')),
  csrf_token_hash  text        NOT NULL,
  identity_id      uuid        REFERENCES identity (id) ON DELETE CASCADE,
  state            text        NOT NULL,
  active           text,
  request_url      text        NOT NULL,
  return_to        text,
  ui               jsonb       NOT NULL,
  fields           jsonb       NOT NULL DEFAULT '{}',
  internal         jsonb       NOT NULL DEFAULT '{}',
  oidc_state       text        UNIQUE,
  issued_at        timestamptz NOT NULL DEFAULT now(),
  expires_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_flow_expires_idx ON identity_flow (expires_at);

-- Verification and recovery codes: 6 digits, stored as SHA-256 of flow id and code, single use.
CREATE TABLE identity_code (
  id           uuid PRIMARY KEY,
  flow_id      uuid        NOT NULL REFERENCES identity_flow (id) ON DELETE CASCADE,
  address      text        NOT NULL,
  code_hash    text        NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX identity_code_flow_idx ON identity_code (flow_id);

-- Failed sign-ins per account (normalised e-mail, known or not, so that the lockout reveals nothing).
CREATE TABLE identity_login_failure (
  account            text PRIMARY KEY,
  failures           integer     NOT NULL,
  window_started_at  timestamptz NOT NULL,
  locked_until       timestamptz
);
