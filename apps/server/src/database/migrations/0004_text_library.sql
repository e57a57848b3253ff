-- The library of the text service: guides (tones of voice), glossaries and prompts.
-- owner_id NULL marks a predefined item supplied by Write the Tone; those rows are seeded at start with
-- fixed ids (so guides can refer to the public glossaries) and are never changed through the API.
-- owner_id is the identity id from the identity area's session boundary; the foreign key only makes the
-- database drop a deleted account's items, the text service never reads the identity tables.
CREATE TABLE tone_of_voice (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id     uuid REFERENCES identity (id) ON DELETE CASCADE,
  owner_name   text        NOT NULL,
  name         text        NOT NULL,
  description  text        NOT NULL DEFAULT '',
  rules        jsonb       NOT NULL DEFAULT '[]'::jsonb,
  shared       boolean     NOT NULL DEFAULT false,
  disabled     boolean     NOT NULL DEFAULT false,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tone_of_voice_owner_idx ON tone_of_voice (owner_id, created_at);

CREATE TABLE glossary (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id       uuid REFERENCES identity (id) ON DELETE CASCADE,
  name           text        NOT NULL,
  description    text        NOT NULL DEFAULT '',
  terms          jsonb       NOT NULL DEFAULT '[]'::jsonb,
  public_object  boolean     NOT NULL DEFAULT false,
  disabled       boolean     NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX glossary_owner_idx ON glossary (owner_id, created_at);

CREATE TABLE prompt (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_id    uuid REFERENCES identity (id) ON DELETE CASCADE,
  name        text        NOT NULL,
  content     text        NOT NULL,
  disabled    boolean     NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX prompt_owner_idx ON prompt (owner_id, created_at);
