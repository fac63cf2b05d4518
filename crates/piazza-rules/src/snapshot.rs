//! The whole position as plain data (hidden hands and piles included), and the checked
//! way back.
//!
//! [`Snapshot`] is the raw, unchecked form: anyone may build or edit one (a store loads it,
//! a test sets up a rulebook example). [`Game::from_snapshot`] accepts it only if every
//! tile is accounted for and the table obeys the placing rules.

use super::action::{Outcome, Placement};
use super::board::Board;
use super::game::Game;
use super::player::PlayerState;
use super::settings::{tiles_each, Settings, HAND_SIZE, NEUTRAL_TILES_EACH};
use super::types::{Colour, Symbol, Tile};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One seat's part of a [`Snapshot`] (its name is in the settings).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSnapshot {
    /// Its own colours: two with 2 players, one with 3 or 4.
    pub colours: Vec<Colour>,
    pub hand: Vec<Tile>,
    /// Face down, top first.
    pub pile: Vec<Tile>,
    pub score: u32,
    pub finished: Option<u32>,
}

/// Every fact of a position, hidden ones included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub settings: Settings,
    pub seed: u64,
    pub neutral: Option<Colour>,
    /// The tiles on the table, row by row.
    pub table: Vec<Placement>,
    pub players: Vec<PlayerSnapshot>,
    pub start_player: usize,
    pub current: usize,
    pub turn: u32,
    pub passes: u32,
    pub outcome: Option<Outcome>,
}

/// Why a snapshot is not a position of the rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SnapshotError(pub String);

impl std::fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "invalid position: {}", self.0)
    }
}

impl std::error::Error for SnapshotError {}

fn fail<T>(msg: impl Into<String>) -> Result<T, SnapshotError> {
    Err(SnapshotError(msg.into()))
}

impl Game {
    /// The whole position as data.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            settings: Settings::clone(&self.settings),
            seed: self.seed,
            neutral: self.neutral,
            table: self
                .board
                .tiles()
                .map(|(cell, tile)| Placement { tile, cell })
                .collect(),
            players: self
                .players
                .iter()
                .map(|p| PlayerSnapshot {
                    colours: p.colours.clone(),
                    hand: p.hand.clone(),
                    pile: p.pile.clone(),
                    score: p.score,
                    finished: p.finished,
                })
                .collect(),
            start_player: self.start_player,
            current: self.current,
            turn: self.turn,
            passes: self.passes,
            outcome: self.outcome.clone(),
        }
    }

    /// Rebuilds a game from a snapshot, checking that every tile is accounted for (each
    /// tile twice, in a hand, a pile or on the table; each seat holding only its colours and
    /// no more tiles than it received), that the table obeys the placing rules (connected,
    /// within 8x8, neighbours unlike in colour and symbol), that hands are full while piles
    /// last, and that the finishing order and the outcome match the position.
    pub fn from_snapshot(s: Snapshot) -> Result<Game, SnapshotError> {
        let n = s.players.len();
        if !(2..=4).contains(&n) || s.settings.players.len() != n {
            return fail(format!("{n} players"));
        }
        if s.start_player >= n || s.current >= n || s.settings.start_player.is_some_and(|p| p >= n)
        {
            return fail("a seat out of range");
        }
        let mut colours: Vec<Colour> = s.players.iter().flat_map(|p| p.colours.clone()).collect();
        colours.extend(s.neutral);
        colours.sort_unstable();
        colours.dedup();
        let own = if n == 2 { 2 } else { 1 };
        if colours.len() != 4
            || s.players.iter().any(|p| p.colours.len() != own)
            || s.neutral.is_some() != (n == 3)
        {
            return fail("the colours are not dealt as the rules deal them");
        }

        let mut board = Board::empty();
        for p in &s.table {
            if !p.cell.in_range() || board.get(p.cell).is_some() || !board.fits(&[p.cell]) {
                return fail(format!("{} is twice on the table or beyond 8x8", p.cell));
            }
            board.put(p.cell, p.tile);
        }
        if board.len() == 0 || !board.is_connected() {
            return fail("the tiles on the table are not all connected");
        }
        for (cell, tile) in board.tiles() {
            if let Some(n) = cell.neighbours().find(|&n| {
                board
                    .get(n)
                    .is_some_and(|t| t.colour == tile.colour || t.symbol == tile.symbol)
            }) {
                return fail(format!("{cell} and {n} share a colour or a symbol"));
            }
        }

        for c in Colour::ALL {
            for sym in Symbol::ALL {
                let tile = Tile::new(c, sym);
                let held: usize = s
                    .players
                    .iter()
                    .map(|p| p.hand.iter().chain(&p.pile).filter(|&&t| t == tile).count())
                    .sum();
                let on_table = board.tiles().filter(|&(_, t)| t == tile).count();
                if held + on_table != 2 {
                    return fail(format!("{tile}: {} tiles, not 2", held + on_table));
                }
            }
        }

        let mut places: Vec<u32> = Vec::new();
        let mut players = Vec::with_capacity(n);
        for (seat, p) in s.players.into_iter().enumerate() {
            let mine: Vec<Tile> = p.hand.iter().chain(&p.pile).copied().collect();
            let playable = |t: &Tile| p.colours.contains(&t.colour) || s.neutral == Some(t.colour);
            let neutral = mine.iter().filter(|t| Some(t.colour) == s.neutral).count();
            if !mine.iter().all(playable)
                || neutral > NEUTRAL_TILES_EACH
                || mine.len() > tiles_each(n)
            {
                return fail(format!("seat {seat} holds tiles it never received"));
            }
            if p.hand.len() > HAND_SIZE || (!p.pile.is_empty() && p.hand.len() < HAND_SIZE) {
                return fail(format!("seat {seat}: {} tiles in hand", p.hand.len()));
            }
            if p.finished.is_some() != mine.is_empty() {
                return fail(format!("seat {seat}: finished only once all is placed"));
            }
            places.extend(p.finished);
            players.push(PlayerState {
                name: s.settings.players[seat].clone(),
                colours: p.colours,
                hand: p.hand,
                pile: p.pile,
                score: p.score,
                finished: p.finished,
            });
        }
        places.sort_unstable();
        if !places.iter().enumerate().all(|(i, &p)| p == i as u32 + 1) {
            return fail("the finishing places are not 1, 2, ...");
        }

        let game = Game {
            settings: Arc::new(s.settings),
            seed: s.seed,
            neutral: s.neutral,
            board,
            players,
            start_player: s.start_player,
            current: s.current,
            turn: s.turn,
            passes: s.passes,
            outcome: s.outcome,
        };
        if game.outcome != game.ended() {
            return fail("the outcome does not match the position");
        }
        if !game.is_over() && !game.players[game.current].is_playing() {
            return fail("the seat to move has finished");
        }
        Ok(game)
    }
}
