//! Hints: the searching bot's suggested turn for the player to move, with typed facts an
//! interface can word ("completes district c for 12 points"). No sentences here: the
//! message catalogue words the facts.

use super::plans::any_deal;
use super::search::{search, SearchSettings};
use calcada_rules::{
    group_of, groups_in, motif_group_points, spread, Action, Colour, Event, PublicView, Symbol,
};
use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;

/// A suggested turn and why.
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    /// The rest of the turn, in order: nudges, the declaration, the placement (or a pass).
    pub actions: Vec<Action>,
    /// What the turn does, in the order it happens.
    pub facts: Vec<HintFact>,
    /// The search's estimate of the turn, 0 (a clear loss) to 1 (a clear win) for the
    /// player, from playouts in which everyone plays greedily.
    pub value: f64,
}

/// One thing a suggested turn does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintFact {
    /// Bonus tiles spent on nudges before declaring.
    SpendsBonusTiles { count: u32 },
    /// No declaration is possible, even after a nudge: the turn is a pass.
    Passes,
    /// The tile goes into a district that stays open, which then holds `tiles` of `size`.
    GrowsDistrict {
        district: char,
        colour: Colour,
        tiles: u32,
        size: u32,
    },
    /// The tile completes a district, scoring `points` (`multiplier` per tile).
    CompletesDistrict {
        district: char,
        colour: Colour,
        multiplier: u8,
        points: u32,
    },
    /// The completion moves the colour's stone off the scoreboard: `points` more, and the
    /// colour closes.
    ClosesColour { colour: Colour, points: u32 },
    /// The second stone leaves the scoreboard: the game ends after this round.
    TriggersEnd,
    /// The tile makes a motif group of `size` (joining neighbours), changing the motif
    /// points at the end by `points` (negative only when groups of 8 or more merge).
    GrowsMotifGroup {
        motif: Symbol,
        size: u32,
        points: i32,
    },
    /// A bonus-symbol tile: `count` bonus tiles gained.
    GainsBonusTiles { count: u32 },
}

/// The searching bot's suggestion for the player to move in `view` (any step of the turn),
/// searched with `settings` and the generator seeded with `seed`.
pub fn suggest_turn(view: &PublicView, settings: &SearchSettings, seed: u64) -> Hint {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let result = search(view, settings, &mut rng);
    let actions = result.plan.actions().to_vec();
    Hint {
        facts: facts(view, &actions),
        actions,
        value: result.value,
    }
}

/// What playing `actions` does for the player to move in `view`.
pub fn facts(view: &PublicView, actions: &[Action]) -> Vec<HintFact> {
    let mut game = any_deal(view);
    let seat = game.current();
    let mut out = Vec::new();
    let nudges = actions
        .iter()
        .filter(|a| matches!(a, Action::Nudge { .. }))
        .count() as u32;
    if nudges > 0 {
        out.push(HintFact::SpendsBonusTiles { count: nudges });
    }
    for &action in actions {
        let before = game.player(seat).clone();
        let Ok(events) = game.play(seat, action) else {
            break;
        };
        for event in events {
            match event {
                Event::Passed { .. } => out.push(HintFact::Passes),
                Event::Placed { tile, square, .. } => {
                    let layout = game.layout();
                    let district = &layout.districts()[layout.district_of(square)];
                    let tiles = (game.player(seat).filled_mask() & district.mask).count_ones();
                    if tiles < district.size() {
                        out.push(HintFact::GrowsDistrict {
                            district: district.id,
                            colour: tile.colour,
                            tiles,
                            size: district.size(),
                        });
                    }
                    if tile.symbol.is_motif() {
                        let old = before.symbol_mask(tile.symbol);
                        let joined = spread(square.bit()) & old;
                        let old_points: u32 = groups_in(group_of(joined, old))
                            .map(|g| motif_group_points(g.count_ones()))
                            .sum();
                        let new = game.player(seat).symbol_mask(tile.symbol);
                        let size = group_of(square.bit(), new).count_ones();
                        if size >= 2 {
                            out.push(HintFact::GrowsMotifGroup {
                                motif: tile.symbol,
                                size,
                                points: motif_group_points(size) as i32 - old_points as i32,
                            });
                        }
                    }
                }
                Event::DistrictScored {
                    seat: s,
                    district,
                    colour,
                    multiplier,
                    points,
                    ..
                } if s == seat => out.push(HintFact::CompletesDistrict {
                    district,
                    colour,
                    multiplier,
                    points,
                }),
                Event::ColourClosed {
                    seat: s,
                    colour,
                    points,
                } if s == seat => out.push(HintFact::ClosesColour { colour, points }),
                Event::EndTriggered { .. } => out.push(HintFact::TriggersEnd),
                Event::BonusTilesGained { seat: s, count } if s == seat => {
                    out.push(HintFact::GainsBonusTiles { count })
                }
                _ => {}
            }
        }
    }
    out
}
