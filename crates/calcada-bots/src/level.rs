//! A Calçada bot for each level of the game kit's [`BotLevel`].

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
    use calcada_rules::{Game, Settings};
    use game_kit::play_out;

    #[test]
    fn greedy_beats_random_most_of_the_time() {
        let mut greedy_wins = 0;
        for seed in 0..40 {
            let game = Game::new(Settings::new(["greedy", "random"], "A"), seed).unwrap();
            let mut bots = [build(BotLevel::Normal, seed), build(BotLevel::Easy, seed)];
            let played = play_out(game, &mut bots, |_, _, _| {});
            let ranking = &played.game.outcome().unwrap().ranking;
            if ranking[0].seat == 0 && ranking[0].rank == 1 {
                greedy_wins += 1;
            }
        }
        assert!(greedy_wins >= 30, "greedy won only {greedy_wins} of 40");
    }
}
