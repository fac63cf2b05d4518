//! The greedy player ("normal"): the action worth most points now.
//!
//! Ties (common: many cells score the same) go to the action that leaves the next player
//! the least: the most a lone tile of theirs could score on the table it leaves, counting
//! only tiles of their colours not all on the table yet (what anyone can count, never their
//! hand). Then one tile rather than two (the other stays in hand for later), then the
//! first in [`Game::legal_actions`]'s order, so the choice is deterministic.

use game_kit::rng::generator;
use game_kit::Bot;
use piazza_rules::{Action, Game, PlayerView, Symbol, Tile};

/// The greedy bot. It has no state and no generator.
#[derive(Copy, Clone, Debug, Default)]
pub struct Greedy;

impl Bot<Game> for Greedy {
    fn decide(&mut self, view: &PlayerView) -> Action {
        // The choice reads only the table, the seat's own hand and public counts, so any
        // guess of the hidden tiles gives the same one.
        let game = view
            .determinise(&mut generator(0))
            .expect("a view of a game");
        greedy_action(&game)
    }
}

/// The greedy choice for the seat to move in `game` (see the module documentation). Reads
/// the table, that seat's hand and public facts only. The game must not be over.
pub fn greedy_action(game: &Game) -> Action {
    let actions = game.legal_actions();
    best_of(game, &actions, |a| game.points(a))
}

/// The greedy choice among `actions` (non-empty), `points` giving each one's worth.
pub(crate) fn best_of(game: &Game, actions: &[Action], points: impl Fn(Action) -> u32) -> Action {
    let scored: Vec<(Action, u32)> = actions.iter().map(|&a| (a, points(a))).collect();
    let top = scored.iter().map(|&(_, p)| p).max().expect("some action");
    let tied: Vec<Action> = scored
        .iter()
        .filter(|&&(_, p)| p == top)
        .map(|&(a, _)| a)
        .collect();
    if tied.len() == 1 {
        return tied[0];
    }
    let mut best = tied[0];
    let mut best_key = (u32::MAX, usize::MAX);
    for a in tied {
        let key = (threat_after(game, a), a.placements().count());
        if key < best_key {
            best_key = key;
            best = a;
        }
    }
    best
}

/// The most a lone tile of the next player to move could score after `action`: over every
/// cell of the table's edge and every tile of their colours that is not yet all on the
/// table and may go there.
pub(crate) fn threat_after(game: &Game, action: Action) -> u32 {
    let mut after = game.clone();
    if after.play(game.current(), action).is_err() || after.is_over() {
        return 0;
    }
    let next = after.current();
    let mut on_table = [[0u8; 6]; 4];
    for (_, t) in after.table() {
        on_table[t.colour.index()][t.symbol.index()] += 1;
    }
    let colours = after.playable_colours(next);
    let mut most = 0;
    for cell in after.frontier() {
        for &colour in &colours {
            let possible = Symbol::ALL.into_iter().any(|symbol| {
                on_table[colour.index()][symbol.index()] < 2
                    && after.fits_alone(Tile::new(colour, symbol), cell)
            });
            if possible {
                most = most.max(after.points_alone(colour, cell));
            }
        }
    }
    most
}

#[cfg(test)]
mod tests {
    use super::*;
    use piazza_rules::Settings;
    use rand::{Rng, RngExt};

    #[test]
    fn greedy_takes_the_most_points_then_the_least_threat_and_reads_only_its_view() {
        let mut rng = generator(5);
        let (mut ties, mut decided_by_threat) = (0, 0);
        for seed in 0..30u64 {
            let n = 2 + (seed % 3) as usize;
            let mut g = Game::new(Settings::new(["A", "B", "C", "D"][..n].to_vec()), seed).unwrap();
            while !g.is_over() {
                let chosen = greedy_action(&g);
                let legal = g.legal_actions();
                let top = legal.iter().map(|&a| g.points(a)).max().unwrap();
                assert_eq!(g.points(chosen), top);
                let tied: Vec<Action> = legal.into_iter().filter(|&a| g.points(a) == top).collect();
                if tied.len() > 1 {
                    ties += 1;
                    let threats: Vec<u32> = tied.iter().map(|&a| threat_after(&g, a)).collect();
                    let least = *threats.iter().min().unwrap();
                    assert_eq!(threat_after(&g, chosen), least);
                    decided_by_threat += usize::from(threats.iter().any(|&t| t != least));
                }
                // The same choice on any game guessed from the seat's view.
                let guess = g.view(g.current()).determinise(&mut rng).unwrap();
                assert_eq!(greedy_action(&guess), chosen);
                assert_eq!(Greedy.decide(&g.view(g.current())), chosen);
                // Now and then a random move, so that positions vary.
                let action = if rng.next_u64().is_multiple_of(3) {
                    let legal = g.legal_actions();
                    legal[rng.random_range(0..legal.len())]
                } else {
                    chosen
                };
                g.play(g.current(), action).unwrap();
            }
        }
        assert!(
            ties > 100 && decided_by_threat > 20,
            "{ties} {decided_by_threat}"
        );
    }
}
