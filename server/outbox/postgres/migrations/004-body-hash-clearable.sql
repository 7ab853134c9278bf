-- body_hash may be NULL (decision 145): it is cleared with the lead's data on purge and erasure,
-- and written only with an Idempotency-Key, keyed with the consent hash key. The unkeyed
-- SHA-256 hashes written before let anyone holding the database confirm a guessed submission,
-- so they go: a resend of such a lead's key is answered as the lead it was.
ALTER TABLE leads ALTER COLUMN body_hash DROP NOT NULL;
UPDATE leads SET body_hash = NULL;
