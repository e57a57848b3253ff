-- The AI assistant (issue 15, DESIGN.md section 7): a user's chats and their messages. A chat is its owner's
-- alone and goes with the identity. `context` is what the user last sent with a message (the editor's
-- text, selection, format and guide), so that a message sent without one is answered about the same text.
-- Messages are ordered by `position` (a sequence), not by time: two replies written in the same instant
-- keep the order they were written in.
CREATE TABLE assistant_chat (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id    uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  context     jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_chat_owner_idx ON assistant_chat (owner_id, created_at);

-- role 'error' records a reply that failed (with the reason the user reads); `proposal` holds the text the
-- assistant proposes (the engine's verified fixes applied) when it has one. `job_id` links a user's message
-- to the job that answers it, and an answer to the job that wrote it.
CREATE TABLE assistant_message (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  chat_id     uuid        NOT NULL REFERENCES assistant_chat (id) ON DELETE CASCADE,
  position    bigserial   NOT NULL,
  role        text        NOT NULL CHECK (role IN ('user', 'assistant', 'error')),
  text        text        NOT NULL,
  proposal    jsonb,
  job_id      uuid,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assistant_message_chat_idx ON assistant_message (chat_id, position);
