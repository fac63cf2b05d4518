//! Final scoring: motif groups, tiles in incomplete districts, bonus-tile pairs, and the
//! breakdown of every point a player holds.

use super::layout::BoardLayout;
use super::player::{DistrictScore, PlayerState};
use super::types::{Square, Symbol, Tile};
use serde::{Deserialize, Serialize};

/// Points for a group of `size` orthogonally connected tiles of one motif.
pub fn motif_group_points(size: u32) -> u32 {
    const TABLE: [u32; 9] = [0, 0, 1, 3, 5, 8, 11, 14, 18];
    TABLE[(size as usize).min(8)]
}

/// A group of connected tiles showing the same motif.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MotifGroup {
    pub motif: Symbol,
    pub squares: Vec<Square>,
    pub points: u32,
}

/// An incomplete district and the tiles it holds (1 point each at the end).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct IncompleteDistrict {
    pub district: char,
    pub tiles: u32,
}

/// Every point of a player, by source.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreBreakdown {
    /// Districts completed during play, each tiles x multiplier.
    pub districts: Vec<DistrictScore>,
    /// 2 points for each stone this player moved off the scoreboard.
    pub off_board: u32,
    /// Groups of two or more connected tiles of one motif.
    pub motif_groups: Vec<MotifGroup>,
    pub incomplete_districts: Vec<IncompleteDistrict>,
    pub bonus_tiles: u32,
    /// One point per two bonus tiles held.
    pub bonus_points: u32,
    pub during_play: u32,
    pub motif_points: u32,
    pub incomplete_points: u32,
    pub total: u32,
}

/// The squares of columns A..D (those with a neighbour to the right).
const LEFT_OF_E: u32 = 0x0f7_bdef;
/// The squares of columns B..E (those with a neighbour to the left).
const RIGHT_OF_A: u32 = 0x1ef_7bde;

/// The squares of `mask` and their orthogonal neighbours.
pub fn spread(mask: u32) -> u32 {
    (mask | mask << 5 | mask >> 5 | (mask & LEFT_OF_E) << 1 | (mask & RIGHT_OF_A) >> 1)
        & Square::ALL_MASK
}

/// The orthogonally connected group of `within` that holds `start` (a mask of one or more
/// squares of `within`).
pub fn group_of(start: u32, within: u32) -> u32 {
    let mut group = start & within;
    loop {
        let grown = spread(group) & within;
        if grown == group {
            return group;
        }
        group = grown;
    }
}

/// The orthogonally connected groups of the squares in `mask`, lowest square first.
pub fn groups_in(mask: u32) -> impl Iterator<Item = u32> {
    let mut rest = mask & Square::ALL_MASK;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let group = group_of(rest & rest.wrapping_neg(), rest);
            rest &= !group;
            group
        })
    })
}

/// Connected groups of equal motifs on a board, each group's squares ascending, groups by
/// their first square.
pub fn motif_groups(board: &[Option<Tile>; 25]) -> Vec<MotifGroup> {
    let mut masks = [0u32; 6];
    for sq in Square::all() {
        if let Some(t) = board[sq.index()] {
            masks[t.symbol.index()] |= sq.bit();
        }
    }
    let mut groups: Vec<(u32, Symbol)> = Symbol::MOTIFS
        .iter()
        .flat_map(|&m| groups_in(masks[m.index()]).map(move |g| (g, m)))
        .collect();
    groups.sort_unstable_by_key(|&(g, _)| g.trailing_zeros());
    groups
        .into_iter()
        .map(|(g, motif)| MotifGroup {
            motif,
            squares: Square::in_mask(g).collect(),
            points: motif_group_points(g.count_ones()),
        })
        .collect()
}

/// Points from motif groups on a board whose squares per symbol are `symbols`.
pub(crate) fn motif_points(symbols: &[u32; 6]) -> u32 {
    Symbol::MOTIFS
        .iter()
        .flat_map(|m| groups_in(symbols[m.index()]))
        .map(|g| motif_group_points(g.count_ones()))
        .sum()
}

/// A player's total as [`breakdown`] counts it, without building the breakdown.
pub(crate) fn total(layout: &BoardLayout, p: &PlayerState) -> u32 {
    let incomplete: u32 = layout
        .districts()
        .iter()
        .map(|d| {
            let tiles = (p.filled & d.mask).count_ones();
            if tiles < d.size() {
                tiles
            } else {
                0
            }
        })
        .sum();
    p.score() + motif_points(&p.symbols) + incomplete + p.bonus_tiles / 2
}

pub(crate) fn breakdown(layout: &BoardLayout, p: &PlayerState) -> ScoreBreakdown {
    let motif_groups: Vec<MotifGroup> = motif_groups(&p.board)
        .into_iter()
        .filter(|g| g.squares.len() >= 2)
        .collect();
    let incomplete_districts: Vec<IncompleteDistrict> = layout
        .districts()
        .iter()
        .filter_map(|d| {
            let tiles = (p.filled & d.mask).count_ones();
            (tiles > 0 && tiles < d.size()).then_some(IncompleteDistrict {
                district: d.id,
                tiles,
            })
        })
        .collect();
    let during_play = p.score();
    let motif_points = motif_groups.iter().map(|g| g.points).sum();
    let incomplete_points = incomplete_districts.iter().map(|d| d.tiles).sum();
    let bonus_points = p.bonus_tiles / 2;
    ScoreBreakdown {
        districts: p.districts_scored().to_vec(),
        off_board: p.off_board_points,
        motif_groups,
        incomplete_districts,
        bonus_tiles: p.bonus_tiles,
        bonus_points,
        during_play,
        motif_points,
        incomplete_points,
        total: during_play + motif_points + incomplete_points + bonus_points,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn groups_are_orthogonal_and_stay_inside_the_board() {
        let sq = |s: &str| s.parse::<Square>().unwrap().bit();
        // E1 and A2 are consecutive bits but not neighbours; A1-A2 and D3-E3 are.
        let mask = sq("E1") | sq("A2") | sq("A1") | sq("D3") | sq("E3") | sq("C5");
        let groups: Vec<u32> = groups_in(mask).collect();
        assert_eq!(
            groups,
            [sq("A1") | sq("A2"), sq("E1"), sq("D3") | sq("E3"), sq("C5")]
        );
        assert_eq!(spread(sq("E5")), sq("E5") | sq("D5") | sq("E4"));
        assert_eq!(spread(sq("A1")), sq("A1") | sq("B1") | sq("A2"));
    }

    #[test]
    fn group_table() {
        let pts: Vec<u32> = (1..=10).map(motif_group_points).collect();
        assert_eq!(pts, [0, 1, 3, 5, 8, 11, 14, 18, 18, 18]);
    }
}
