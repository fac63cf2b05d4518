-- Delivery that survives long outages and blocks (issue 44).
-- A fault of ours while wording a notice (the store busy, a file unreadable) is counted apart
-- from Discord's attempts, so a local hiccup never gives a notice up within milliseconds.
ALTER TABLE outbox ADD COLUMN compose_failures BIGINT NOT NULL DEFAULT 0;
-- When a channel's rights come back, the notices of a game that piled up there fold into one
-- catch-up message: it is written over the first of them (which keeps its place in the
-- channel's order), `fold_last` naming the last notice folded in (the message's nonce names
-- both, so a catch-up is never taken for the notice it replaced); the others are marked sent
-- with `folded_into` naming the catch-up.
ALTER TABLE outbox ADD COLUMN fold_last BIGINT;
ALTER TABLE outbox ADD COLUMN folded_into BIGINT;
