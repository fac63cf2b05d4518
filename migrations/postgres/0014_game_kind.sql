-- Which game a row holds (issue 27: the bot hosts more than one game): the record family's
-- `game` value ('calcada', 'piazza'). Every game stored before this migration is a Calçada
-- game and keeps everything else as it was: the column's default names it.
ALTER TABLE games ADD COLUMN game TEXT NOT NULL DEFAULT 'calcada';
