-- Tries are counted on the code itself: a code allows a few guesses wherever its flow's address moves
-- later (resending the flow to another address no longer resets or moves the count).
ALTER TABLE identity_code ADD COLUMN tries integer NOT NULL DEFAULT 0;

-- The identity a code was issued for (the address's owner, or the identity whose pending e-mail change
-- claims it): a code completes nothing for anyone else, even when the address changes hands meanwhile.
ALTER TABLE identity_code ADD COLUMN holder_id uuid REFERENCES identity (id) ON DELETE CASCADE;
