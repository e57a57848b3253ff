-- The local outbox: outgoing mail kept here when no SMTP server is configured, listed at /api/dev/outbox.
CREATE TABLE mail_outbox (
  id          uuid PRIMARY KEY,
  recipient   text        NOT NULL,
  subject     text        NOT NULL,
  text_body   text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_recipient_idx ON mail_outbox (lower(recipient), created_at DESC);
