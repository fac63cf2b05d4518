//! The whole position as plain data (hidden stack order included), and the checked way back.
//!
//! [`Snapshot`] is the raw, unchecked form: anyone may build or edit one (a store loads it
//! from disk, a test sets up a rulebook example). [`Game::from_snapshot`] accepts it only if
//! it is a position the rules can reach: every tile and stone accounted for, districts
//! single-coloured, scores consistent with the boards.

use super::action::{Outcome, Step};
use super::game::Game;
use super::layout::{builtin_layout, validate_multipliers, BoardLayout, DataError};
use super::piles::{Pile, Stack};
use super::player::{DistrictScore, PlayerState};
use super::settings::{Settings, DISPLAY_SIZE};
use super::types::{Colour, Square, Symbol, Tile};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// One player's part of a [`Snapshot`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerSnapshot {
    pub name: String,
    /// 25 squares, A1, B1, ..., E5.
    pub board: Vec<Option<Tile>>,
    pub bonus_tiles: u32,
    pub districts_scored: Vec<DistrictScore>,
    pub off_board_points: u32,
    pub active: bool,
    pub turns: u32,
}

/// Every fact of a position, hidden ones included.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub settings: Settings,
    pub seed: u64,
    pub multipliers: Vec<u8>,
    /// Stones per colour (in `Colour::ALL` order) on each space, space 1 first.
    pub carousel: [[u8; 5]; 6],
    /// Each colour's scoreboard row (0 = top), `None` once off.
    pub scoreboard: [Option<u8>; 5],
    /// Face-down stacks, top first.
    pub stacks: [Vec<Tile>; 5],
    pub displays: [Vec<Tile>; 5],
    pub removed: [Vec<Tile>; 5],
    pub players: Vec<PlayerSnapshot>,
    pub start_player: usize,
    pub current: usize,
    pub round: u32,
    pub step: Step,
    pub placed_this_round: bool,
    pub end_triggered: bool,
    pub outcome: Option<Outcome>,
}

/// Why a snapshot is not a reachable position (or, read from JSON, no snapshot at all).
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    /// The text is not a snapshot's JSON.
    #[error("invalid position: not a snapshot")]
    Json(#[source] serde_json::Error),
    #[error("invalid position: unknown board {0:?}")]
    UnknownBoard(String),
    #[error("invalid position: {0} players")]
    PlayerCount(usize),
    /// The scoreboard table in force is no table of the rules.
    #[error("invalid position: the scoreboard table")]
    Multipliers(#[source] DataError),
    #[error("invalid position: seat out of range")]
    SeatOutOfRange,
    #[error("invalid position: the current player has left")]
    CurrentPlayerLeft,
    #[error("invalid position: {colour}: {count} stones on the gameboard, not 3")]
    Stones { colour: Colour, count: u32 },
    #[error("invalid position: {colour}: row {row}")]
    ScoreboardRow { colour: Colour, row: u8 },
    #[error("invalid position: {0} is closed but has a display")]
    ClosedWithDisplay(Colour),
    #[error("invalid position: {colour}: {tiles} face-up tiles")]
    FaceUp { colour: Colour, tiles: usize },
    #[error("invalid position: {0}: tiles set aside must be the display of a closed colour")]
    SetAside(Colour),
    #[error("invalid position: {0}: empty display over a non-empty stack")]
    EmptyDisplay(Colour),
    /// A tile is not there as many times as the game holds it.
    #[error("invalid position: {tile}: {count} tiles, not {expected}")]
    TileCount {
        tile: Tile,
        count: usize,
        expected: usize,
    },
    #[error("invalid position: a tile in another colour's pile")]
    WrongPile,
    #[error("invalid position: declared {0} has no tile to take")]
    NothingToTake(Colour),
    #[error("invalid position: seat {0}: a board has 25 squares")]
    BoardSize(usize),
    #[error("invalid position: seat {seat}: district {district} has two colours")]
    TwoColours { seat: usize, district: char },
    #[error("invalid position: seat {seat}: no district {district}")]
    NoDistrict { seat: usize, district: char },
    #[error(
        "invalid position: seat {seat}: district {district} was not scored as the board shows"
    )]
    Misscored { seat: usize, district: char },
    #[error("invalid position: a pile holds too many tiles")]
    PileTooBig,
}

impl Game {
    /// The whole position as data.
    pub fn snapshot(&self) -> Snapshot {
        let g = self;
        Snapshot {
            settings: Settings::clone(&g.settings),
            seed: g.seed,
            multipliers: g.multipliers.to_vec(),
            carousel: g.carousel,
            scoreboard: g.scoreboard,
            stacks: g.stacks.each_ref().map(|s| s.top_first().collect()),
            displays: g.displays.each_ref().map(|d| d.as_slice().to_vec()),
            removed: g.removed.each_ref().map(|r| r.as_slice().to_vec()),
            players: g
                .players
                .iter()
                .map(|p| PlayerSnapshot {
                    name: p.name.to_string(),
                    board: p.board.to_vec(),
                    bonus_tiles: p.bonus_tiles,
                    districts_scored: p.districts_scored().to_vec(),
                    off_board_points: p.off_board_points,
                    active: p.active,
                    turns: p.turns,
                })
                .collect(),
            start_player: g.start_player,
            current: g.current,
            round: g.round,
            step: g.step,
            placed_this_round: g.placed_this_round,
            end_triggered: g.end_triggered,
            outcome: g.outcome.clone(),
        }
    }

    /// Rebuilds a game from a snapshot with a shipped layout, checking it thoroughly.
    pub fn from_snapshot(s: Snapshot) -> Result<Game, SnapshotError> {
        let layout = builtin_layout(&s.settings.board)
            .ok_or_else(|| SnapshotError::UnknownBoard(s.settings.board.clone()))?;
        Game::from_snapshot_with_layout(s, layout)
    }

    /// Rebuilds a game from a snapshot on a given layout, checking it thoroughly.
    pub fn from_snapshot_with_layout(
        s: Snapshot,
        layout: Arc<BoardLayout>,
    ) -> Result<Game, SnapshotError> {
        let n = s.players.len();
        if !(2..=4).contains(&n) || s.settings.players.len() != n {
            return Err(SnapshotError::PlayerCount(n));
        }
        validate_multipliers(&s.multipliers).map_err(SnapshotError::Multipliers)?;
        if s.start_player >= n || s.current >= n {
            return Err(SnapshotError::SeatOutOfRange);
        }
        if s.outcome.is_none() && !s.players[s.current].active {
            return Err(SnapshotError::CurrentPlayerLeft);
        }
        for c in Colour::ALL {
            let i = c.index();
            let on_carousel: u32 = s.carousel.iter().map(|sp| u32::from(sp[i])).sum();
            if on_carousel != 3 {
                return Err(SnapshotError::Stones {
                    colour: c,
                    count: on_carousel,
                });
            }
            match s.scoreboard[i] {
                Some(row) if usize::from(row) >= s.multipliers.len() => {
                    return Err(SnapshotError::ScoreboardRow { colour: c, row })
                }
                None if !s.displays[i].is_empty() => {
                    return Err(SnapshotError::ClosedWithDisplay(c))
                }
                _ => {}
            }
            if s.displays[i].len() > DISPLAY_SIZE {
                return Err(SnapshotError::FaceUp {
                    colour: c,
                    tiles: s.displays[i].len(),
                });
            }
            if s.removed[i].len() > DISPLAY_SIZE
                || (s.scoreboard[i].is_some() && !s.removed[i].is_empty())
            {
                return Err(SnapshotError::SetAside(c));
            }
            if s.scoreboard[i].is_some() && s.displays[i].is_empty() && !s.stacks[i].is_empty() {
                return Err(SnapshotError::EmptyDisplay(c));
            }
            for sym in Symbol::ALL {
                let t = Tile::new(c, sym);
                let count = |v: &[Tile]| v.iter().filter(|&&x| x == t).count();
                let boards: usize = s
                    .players
                    .iter()
                    .map(|p| p.board.iter().filter(|&&x| x == Some(t)).count())
                    .sum();
                let total =
                    count(&s.stacks[i]) + count(&s.displays[i]) + count(&s.removed[i]) + boards;
                let expected = if sym.is_motif() { 4 } else { 5 };
                if total != expected {
                    return Err(SnapshotError::TileCount {
                        tile: t,
                        count: total,
                        expected,
                    });
                }
            }
        }
        for pile in s
            .stacks
            .iter()
            .chain(&s.displays)
            .chain(&s.removed)
            .enumerate()
        {
            let (k, tiles) = pile;
            if tiles.iter().any(|t| t.colour.index() != k % 5) {
                return Err(SnapshotError::WrongPile);
            }
        }
        if let Step::Place { colour, .. } = s.step {
            if s.scoreboard[colour.index()].is_none() || s.displays[colour.index()].is_empty() {
                return Err(SnapshotError::NothingToTake(colour));
            }
        }
        let mut players = Vec::with_capacity(n);
        for (seat, p) in s.players.into_iter().enumerate() {
            let board: [Option<Tile>; 25] = p
                .board
                .try_into()
                .map_err(|_| SnapshotError::BoardSize(seat))?;
            let mut player = PlayerState::new(&p.name);
            let mut district_colour = vec![None; layout.districts().len()];
            for (sq, t) in Square::all().zip(board) {
                let Some(t) = t else { continue };
                let d = layout.district_of(sq);
                if district_colour[d].is_some_and(|c| c != t.colour) {
                    return Err(SnapshotError::TwoColours {
                        seat,
                        district: layout.districts()[d].id,
                    });
                }
                district_colour[d] = Some(t.colour);
                player.put(sq, t, layout.districts()[d].mask);
            }
            for (k, ds) in p.districts_scored.iter().enumerate() {
                let Some(d) = layout.districts().iter().position(|d| d.id == ds.district) else {
                    return Err(SnapshotError::NoDistrict {
                        seat,
                        district: ds.district,
                    });
                };
                let district = &layout.districts()[d];
                if player.filled & district.mask != district.mask
                    || district_colour[d] != Some(ds.colour)
                    || ds.tiles != district.size()
                    || ds.points != ds.tiles * u32::from(ds.multiplier)
                    || p.districts_scored[..k]
                        .iter()
                        .any(|o| o.district == ds.district)
                {
                    return Err(SnapshotError::Misscored {
                        seat,
                        district: ds.district,
                    });
                }
                player.add_score(*ds);
            }
            player.bonus_tiles = p.bonus_tiles;
            player.off_board_points = p.off_board_points;
            player.active = p.active;
            player.turns = p.turns;
            players.push(player);
        }
        let stacks = s.stacks.each_ref().map(|t| Stack::from_top_first(t));
        let displays = s.displays.each_ref().map(|t| Pile::from_slice(t));
        let removed = s.removed.each_ref().map(|t| Pile::from_slice(t));
        let (Some(stacks), Some(displays), Some(removed)) = (
            stacks.into_iter().collect::<Option<Vec<Stack>>>(),
            displays.into_iter().collect::<Option<Vec<_>>>(),
            removed.into_iter().collect::<Option<Vec<_>>>(),
        ) else {
            return Err(SnapshotError::PileTooBig);
        };
        Ok(Game {
            settings: Arc::new(s.settings),
            seed: s.seed,
            layout,
            multipliers: s.multipliers.into(),
            carousel: s.carousel,
            scoreboard: s.scoreboard,
            stacks: stacks.try_into().expect("5 colours"),
            displays: displays.try_into().expect("5 colours"),
            removed: removed.try_into().expect("5 colours"),
            players,
            start_player: s.start_player,
            current: s.current,
            round: s.round,
            step: s.step,
            placed_this_round: s.placed_this_round,
            end_triggered: s.end_triggered,
            outcome: s.outcome,
        })
    }
}
