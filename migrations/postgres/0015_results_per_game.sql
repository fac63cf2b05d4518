-- Results per server and per game (issue 27: a Piazza win says nothing of a Calçada rating):
-- `game` joins both keys. Every result stored before this migration is a Calçada game's.
ALTER TABLE player_stats ADD COLUMN game TEXT NOT NULL DEFAULT 'calcada';
ALTER TABLE player_stats DROP CONSTRAINT player_stats_pkey;
ALTER TABLE player_stats ADD PRIMARY KEY (guild_id, game, user_id);

ALTER TABLE bot_stats ADD COLUMN game TEXT NOT NULL DEFAULT 'calcada';
ALTER TABLE bot_stats DROP CONSTRAINT bot_stats_pkey;
ALTER TABLE bot_stats ADD PRIMARY KEY (guild_id, game, kind);
