-- The outbox keeps what to say, not the words: a JSON body (a message key and its
-- arguments, or the moves a turn message tells), worded when the notice is delivered, in
-- the language that applies then. Rows queued before this migration keep their `text`.
ALTER TABLE outbox ADD COLUMN body TEXT;
