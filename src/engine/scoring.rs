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

/// Connected groups of equal motifs on a board, each group's squares ascending.
pub fn motif_groups(board: &[Option<Tile>; 25]) -> Vec<MotifGroup> {
    let mut seen = 0u32;
    let mut groups = Vec::new();
    for start in Square::all() {
        let Some(tile) = board[start.index()] else {
            continue;
        };
        if !tile.symbol.is_motif() || seen & start.bit() != 0 {
            continue;
        }
        seen |= start.bit();
        let mut members = vec![start];
        let mut i = 0;
        while i < members.len() {
            for n in members[i].neighbours() {
                if seen & n.bit() == 0 && board[n.index()].is_some_and(|t| t.symbol == tile.symbol)
                {
                    seen |= n.bit();
                    members.push(n);
                }
            }
            i += 1;
        }
        members.sort_unstable();
        let points = motif_group_points(members.len() as u32);
        groups.push(MotifGroup {
            motif: tile.symbol,
            squares: members,
            points,
        });
    }
    groups
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
        districts: p.districts_scored.clone(),
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
    fn group_table() {
        let pts: Vec<u32> = (1..=10).map(motif_group_points).collect();
        assert_eq!(pts, [0, 1, 3, 5, 8, 11, 14, 18, 18, 18]);
    }
}
