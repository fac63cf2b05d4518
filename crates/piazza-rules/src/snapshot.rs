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
use super::types::{Cell, Colour, Symbol, Tile};
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

/// Why a snapshot is not a position of the rules (or, read from JSON, no snapshot at all; or,
/// guessed from a view, no game).
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    /// The text is not a snapshot's JSON.
    #[error("invalid position: not a snapshot")]
    Json(#[source] serde_json::Error),
    #[error("invalid position: {0} players")]
    PlayerCount(usize),
    #[error("invalid position: a seat out of range")]
    SeatOutOfRange,
    #[error("invalid position: the colours are not dealt as the rules deal them")]
    Colours,
    #[error("invalid position: {0} is twice on the table or beyond 8x8")]
    Table(Cell),
    #[error("invalid position: the tiles on the table are not all connected")]
    Disconnected,
    #[error("invalid position: {cell} and {neighbour} share a colour or a symbol")]
    Neighbours { cell: Cell, neighbour: Cell },
    /// A tile is not there twice.
    #[error("invalid position: {tile}: {count} tiles, not 2")]
    TileCount { tile: Tile, count: usize },
    #[error("invalid position: seat {0} holds tiles it never received")]
    NotReceived(usize),
    #[error("invalid position: seat {seat}: {tiles} tiles in hand")]
    Hand { seat: usize, tiles: usize },
    #[error("invalid position: seat {0}: finished only once all is placed")]
    Finished(usize),
    #[error("invalid position: the finishing places are not 1, 2, ...")]
    Places,
    #[error("invalid position: the outcome does not match the position")]
    Outcome,
    #[error("invalid position: the seat to move has finished")]
    FinishedToMove,
    /// A view whose seat `seat` hides `hidden` tiles, more than the unseen tiles left for it.
    #[error("invalid position: seat {seat}: {hidden} hidden tiles")]
    HiddenTiles { seat: usize, hidden: usize },
    /// A view with unseen tiles no seat can hold.
    #[error("invalid position: unseen tiles nobody holds")]
    Unheld,
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
            return Err(SnapshotError::PlayerCount(n));
        }
        if s.start_player >= n || s.current >= n || s.settings.start_player.is_some_and(|p| p >= n)
        {
            return Err(SnapshotError::SeatOutOfRange);
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
            return Err(SnapshotError::Colours);
        }

        let mut board = Board::empty();
        for p in &s.table {
            if !p.cell.in_range() || board.get(p.cell).is_some() || !board.fits(&[p.cell]) {
                return Err(SnapshotError::Table(p.cell));
            }
            board.put(p.cell, p.tile);
        }
        if board.len() == 0 || !board.is_connected() {
            return Err(SnapshotError::Disconnected);
        }
        for (cell, tile) in board.tiles() {
            if let Some(n) = cell.neighbours().find(|&n| {
                board
                    .get(n)
                    .is_some_and(|t| t.colour == tile.colour || t.symbol == tile.symbol)
            }) {
                return Err(SnapshotError::Neighbours { cell, neighbour: n });
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
                    return Err(SnapshotError::TileCount {
                        tile,
                        count: held + on_table,
                    });
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
                return Err(SnapshotError::NotReceived(seat));
            }
            if p.hand.len() > HAND_SIZE || (!p.pile.is_empty() && p.hand.len() < HAND_SIZE) {
                return Err(SnapshotError::Hand {
                    seat,
                    tiles: p.hand.len(),
                });
            }
            if p.finished.is_some() != mine.is_empty() {
                return Err(SnapshotError::Finished(seat));
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
            return Err(SnapshotError::Places);
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
            return Err(SnapshotError::Outcome);
        }
        if !game.is_over() && !game.players[game.current].is_playing() {
            return Err(SnapshotError::FinishedToMove);
        }
        Ok(game)
    }
}
