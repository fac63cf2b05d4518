-- The salt of each game's shuffle commitment (SHA-256 of "<seed>:<salt>", shown at the
-- start, revealed with the seed at the end). Games opened before have none.
ALTER TABLE games ADD COLUMN salt TEXT;
