//! A Piazza bot for each level of the game kit's [`BotLevel`].

use super::bot::BoxedBot;
use super::greedy::Greedy;
use super::random::RandomBot;
use super::search::{SearchBot, SearchSettings};
use game_kit::BotLevel;

/// The bot of `level` with its own generator (the searching bot at its default budget).
pub fn build(level: BotLevel, seed: u64) -> BoxedBot {
    build_with(level, seed, SearchSettings::default())
}

/// The bot of `level`; `search` sets the searching bot's budget (the others ignore it).
pub fn build_with(level: BotLevel, seed: u64, search: SearchSettings) -> BoxedBot {
    match level {
        BotLevel::Easy => Box::new(RandomBot::new(seed)),
        BotLevel::Normal => Box::new(Greedy),
        BotLevel::Hard => Box::new(SearchBot::new(seed, search)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use game_kit::play_out;
    use piazza_rules::{Game, Settings};

    /// 1 for a win of `seat`, 0.5 for a shared first rank, 0 for a loss.
    fn result(game: &Game, seat: usize) -> f64 {
        let ranking = &game.outcome().expect("over").ranking;
        let firsts = ranking.iter().filter(|s| s.rank == 1).count();
        match ranking.iter().find(|s| s.seat == seat) {
            Some(s) if s.rank == 1 => 1.0 / firsts as f64,
            _ => 0.0,
        }
    }

    #[test]
    fn normal_beats_easy_clearly_over_200_games() {
        let mut normal = 0.0;
        for seed in 0..200u64 {
            // Half the games with the greedy bot in each seat.
            let g_seat = (seed % 2) as usize;
            let game = Game::new(Settings::new(["A", "B"]), seed).unwrap();
            let mut bots = [build(BotLevel::Easy, seed), build(BotLevel::Easy, seed)];
            bots[g_seat] = build(BotLevel::Normal, seed);
            let played = play_out(game, &mut bots, |_, _, _| {});
            normal += result(&played.game, g_seat);
        }
        assert!(normal >= 170.0, "normal won only {normal} of 200");
    }
}
