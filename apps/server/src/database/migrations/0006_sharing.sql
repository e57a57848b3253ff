-- Sharing of guides (DESIGN.md section 6): one share code per guide, and the users who joined with it.
-- A guide is "shared" while it has a live code or at least one member; that is computed when a guide is
-- read (codes expire by time, so a stored flag would go stale), so the old column goes.
ALTER TABLE tone_of_voice DROP COLUMN shared;

-- The guide's current code (a new code replaces the old one: one row per guide). The code is kept
-- readable because the owner sees it again in GET /tones-of-voice/{id} (docs/decisions.md, "Sharing").
CREATE TABLE tone_of_voice_share_code (
  guide_id    uuid PRIMARY KEY REFERENCES tone_of_voice (id) ON DELETE CASCADE,
  code        text        NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Users a guide is shared with (they joined with a code). user_email is the member's address when they
-- joined, shown to the owner; the text service does not read the identity tables.
CREATE TABLE tone_of_voice_share (
  guide_id    uuid        NOT NULL REFERENCES tone_of_voice (id) ON DELETE CASCADE,
  user_id     uuid        NOT NULL REFERENCES identity (id) ON DELETE CASCADE,
  user_email  text        NOT NULL,
  added_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (guide_id, user_id)
);
CREATE INDEX tone_of_voice_share_user_idx ON tone_of_voice_share (user_id, added_at);

-- Share-code lookups per minute and key ('user <id>' or 'ip <address>'), shared by every server process.
-- A lookup is counted before the code is checked and given back when it found a guide, so what remains
-- are the failed ones; a parallel burst cannot check more codes than the budget.
CREATE TABLE share_code_lookup (
  key                text PRIMARY KEY,
  attempts           integer     NOT NULL,
  window_started_at  timestamptz NOT NULL
);
CREATE INDEX share_code_lookup_window_idx ON share_code_lookup (window_started_at);
