-- League announcements (issue 47): a round's pairings and a league's final standings are
-- posted in the league's channel once. The mark is written after the post went through (a
-- post repeated after a kill carries the same nonce, which Discord enforces).
ALTER TABLE league_rounds ADD COLUMN announced_at INTEGER;
ALTER TABLE leagues ADD COLUMN end_announced_at INTEGER;
