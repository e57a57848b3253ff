-- A revision number on guides and glossaries, raised by every update whatever statement makes it. A check
-- thread keeps a guide compiled under "guide revision + its glossaries' revisions" (docs/decisions.md,
-- "Check path"), which is cheap to read with the access check and, unlike a change time, differs for
-- two updates in the same millisecond.
ALTER TABLE tone_of_voice ADD COLUMN revision bigint NOT NULL DEFAULT 1;
ALTER TABLE glossary ADD COLUMN revision bigint NOT NULL DEFAULT 1;

CREATE FUNCTION wtt_next_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.revision := OLD.revision + 1;
  RETURN NEW;
END;
$$;

CREATE TRIGGER tone_of_voice_revision BEFORE UPDATE ON tone_of_voice
  FOR EACH ROW EXECUTE FUNCTION wtt_next_revision();
CREATE TRIGGER glossary_revision BEFORE UPDATE ON glossary
  FOR EACH ROW EXECUTE FUNCTION wtt_next_revision();
