//! A game from what one seat can see: the tiles it cannot see, and a whole game with a
//! guess of where they are. For bots that search, which must weigh their moves without
//! looking at the others' hands: everything here reads the [`PlayerView`] only.

use super::action::Action;
use super::game::Game;
use super::settings::Settings;
use super::snapshot::{PlayerSnapshot, Snapshot, SnapshotError};
use super::types::{Colour, Symbol, Tile};
use super::view::PlayerView;
use game_kit::rng::shuffle;
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

impl PlayerView {
    /// Every tile the seat cannot see (neither on the table nor in its own hand), sorted:
    /// the others' hands and every pile, its own included (a pile is face down).
    pub fn unseen(&self) -> Vec<Tile> {
        let mut count = [[2u8; 6]; 4];
        for t in self
            .table
            .iter()
            .map(|p| p.tile)
            .chain(self.hand.iter().copied())
        {
            let c = &mut count[t.colour.index()][t.symbol.index()];
            *c = c.saturating_sub(1);
        }
        let mut out = Vec::new();
        for colour in Colour::ALL {
            for symbol in Symbol::ALL {
                let n = count[colour.index()][symbol.index()];
                out.extend((0..n).map(|_| Tile::new(colour, symbol)));
            }
        }
        out
    }

    /// A game this view could be a view of, with the unseen tiles dealt at random from
    /// `rng`: every unseen tile of a seat's own colours goes to that seat (nobody else has
    /// them), the neutral colour's (three players) are shared out at random to fill each
    /// seat's public count, then each seat's tiles are shuffled into hand and pile (the
    /// seat's own hand stays as it is). The result's [`Game::view`] for this seat equals
    /// this view. Its seed is 0 (a guess has no setup). Errs only for a view no game gives.
    pub fn determinise(&self, rng: &mut impl Rng) -> Result<Game, SnapshotError> {
        let n = self.seats.len();
        let mut held: Vec<Vec<Tile>> = vec![Vec::new(); n];
        let mut neutral = Vec::new();
        for t in self.unseen() {
            match self
                .seats
                .iter()
                .position(|s| s.colours.contains(&t.colour))
            {
                Some(owner) => held[owner].push(t),
                None => neutral.push(t),
            }
        }
        shuffle(rng, &mut neutral);
        for (s, tiles) in held.iter_mut().enumerate() {
            let seat = &self.seats[s];
            let hidden = seat.pile_size + if s == self.seat { 0 } else { seat.hand_size };
            let Some(need) = hidden
                .checked_sub(tiles.len())
                .filter(|&k| k <= neutral.len())
            else {
                return Err(SnapshotError::HiddenTiles { seat: s, hidden });
            };
            tiles.extend(neutral.drain(..need));
            shuffle(rng, tiles);
        }
        if !neutral.is_empty() {
            return Err(SnapshotError::Unheld);
        }
        let players = held
            .into_iter()
            .enumerate()
            .map(|(s, mut tiles)| {
                let seat = &self.seats[s];
                let hand = if s == self.seat {
                    self.hand.clone()
                } else {
                    tiles.drain(..seat.hand_size).collect()
                };
                PlayerSnapshot {
                    colours: seat.colours.clone(),
                    hand,
                    pile: tiles,
                    score: seat.score,
                    finished: seat.finished,
                }
            })
            .collect();
        Game::from_snapshot(Snapshot {
            settings: Settings {
                players: self.seats.iter().map(|s| s.name.clone()).collect(),
                start_player: Some(self.start_player),
                deal: super::settings::DEAL,
            },
            seed: 0,
            neutral: self.neutral,
            table: self.table.clone(),
            players,
            start_player: self.start_player,
            current: self.current,
            turn: self.turn,
            passes: self.passes,
            outcome: self.outcome.clone(),
        })
    }

    /// The seat's legal actions ([`Game::legal_actions`]): none unless it is its turn.
    /// They depend only on the table and its own hand, so the view is enough.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.outcome.is_some() || self.current != self.seat {
            return Vec::new();
        }
        self.determinise(&mut Xoshiro256PlusPlus::seed_from_u64(0))
            .map(|g| g.legal_actions())
            .unwrap_or_default()
    }
}
