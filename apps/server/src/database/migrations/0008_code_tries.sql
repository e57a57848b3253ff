-- Tries are counted on the code itself: a code allows a few guesses wherever its flow's address moves
-- later (resending the flow to another address no longer resets or moves the count).
ALTER TABLE identity_code ADD COLUMN tries integer NOT NULL DEFAULT 0;
