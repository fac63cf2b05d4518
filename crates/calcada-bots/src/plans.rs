//! Candidate turns for the searching bot: every way to finish the turn from where it stands
//! (a nudge or none, a declaration, a placement), ranked by the greedy worth so that the
//! search spends its playouts on the most promising few.

use super::greedy::{distinct_symbols, pass_stone, play_greedy_turn, Tables, BONUS_TILE_VALUE};
use calcada_rules::{Action, Colour, Game, NoEvents, PublicView, Space, Square, Step};
use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;

/// The most actions in one planned turn: nudges, a declaration and a placement.
pub(crate) const MAX_PLAN: usize = 8;

/// The rest of a turn, played in order: nudges, then a declaration, then a placement (or a
/// pass). Held in place.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Plan {
    actions: [Action; MAX_PLAN],
    len: usize,
}

impl Plan {
    fn new(actions: &[Action]) -> Plan {
        let mut plan = Plan {
            actions: [Action::Leave; MAX_PLAN],
            len: actions.len(),
        };
        plan.actions[..actions.len()].copy_from_slice(actions);
        plan
    }

    /// The actions, first to play first.
    pub fn actions(&self) -> &[Action] {
        &self.actions[..self.len]
    }

    /// Plays the plan for the player to move; false if some action was refused (which a
    /// plan built from the same public position never is).
    pub(crate) fn play(&self, game: &mut Game) -> bool {
        let seat = game.current();
        self.actions()
            .iter()
            .all(|&a| game.play_into(seat, a, &mut NoEvents).is_ok())
    }
}

/// A plan and the greedy worth that ranked it.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Candidate {
    pub(crate) plan: Plan,
    pub(crate) prior: f32,
}

/// Some game consistent with `view`, for playing out a turn whose actions cannot depend on
/// the stacks (they are only drawn from once the turn's tile is placed).
pub(crate) fn any_deal(view: &PublicView) -> Game {
    view.determinise(&mut Xoshiro256PlusPlus::seed_from_u64(0))
}

/// The greedy player's own turn from here, as a plan.
fn greedy_plan(view: &PublicView) -> Plan {
    let mut g = any_deal(view);
    let seat = g.current();
    let before = g.player(seat).turns();
    let mut actions = Vec::with_capacity(4);
    let tables = Tables::new(view);
    while !g.is_over() && g.current() == seat && g.player(seat).turns() == before {
        let a = super::greedy::greedy_action(&PublicView::new(&g), &tables);
        g.play_into(seat, a, &mut NoEvents)
            .expect("greedy is legal");
        actions.push(a);
        if actions.len() == MAX_PLAN {
            break;
        }
    }
    Plan::new(&actions)
}

/// Up to `limit` candidate turns for the player to move, best prior first; the greedy
/// player's own turn is always among them (so the search can only improve on it).
pub(crate) fn candidates(game: &PublicView, limit: usize) -> Vec<Candidate> {
    let tables = Tables::new(game);
    let mut all: Vec<Candidate> = Vec::with_capacity(256);
    match game.step() {
        Step::Place { colour, number } => {
            let prefix: &[Action] = &[];
            push_placements(game, &tables, prefix, colour, number, 0.0, &mut all);
        }
        Step::Declare => {
            let carousel = carousel_of(game);
            declarations(game, &tables, &carousel, &[], 0.0, &mut all);
            if game.player(game.current()).bonus_tiles() > 0 {
                for space in Space::all() {
                    for colour in Colour::ALL {
                        if carousel[space.index()][colour.index()] == 0 {
                            continue;
                        }
                        let mut after = carousel;
                        after[space.index()][colour.index()] -= 1;
                        after[space.next().index()][colour.index()] += 1;
                        let nudge = [Action::Nudge { space, colour }];
                        declarations(game, &tables, &after, &nudge, BONUS_TILE_VALUE, &mut all);
                    }
                }
            }
            if all.is_empty() {
                // No declaration, even after a nudge: a pass, moving any stone.
                for space in Space::all() {
                    for colour in Colour::ALL {
                        if carousel[space.index()][colour.index()] > 0 {
                            let prior = if (space, colour) == pass_stone(game) {
                                1.0
                            } else {
                                0.0
                            };
                            let plan = Plan::new(&[Action::Declare { space, colour }]);
                            all.push(Candidate { plan, prior });
                        }
                    }
                }
            }
        }
    }
    all.sort_by(|a, b| b.prior.total_cmp(&a.prior));
    let greedy = greedy_plan(game);
    let mut out: Vec<Candidate> = Vec::with_capacity(limit);
    out.push(Candidate {
        plan: greedy,
        prior: f32::INFINITY,
    });
    for c in all {
        if out.len() >= limit.max(1) {
            break;
        }
        if !out.iter().any(|o| o.plan == c.plan) {
            out.push(c);
        }
    }
    out
}

fn carousel_of(game: &PublicView) -> [[u8; 5]; 6] {
    let mut carousel = [[0u8; 5]; 6];
    for space in Space::all() {
        for colour in Colour::ALL {
            carousel[space.index()][colour.index()] = game.stones(space, colour);
        }
    }
    carousel
}

/// Every declaration open on `carousel` (after `prefix`), each with its placements.
fn declarations(
    game: &PublicView,
    tables: &Tables,
    carousel: &[[u8; 5]; 6],
    prefix: &[Action],
    cost: f32,
    out: &mut Vec<Candidate>,
) {
    for space in Space::all() {
        let stones = &carousel[space.index()];
        let number: u8 = stones.iter().sum();
        for colour in Colour::ALL {
            if stones[colour.index()] == 0 || tables.best(colour, number).is_none() {
                continue;
            }
            let mut actions = prefix.to_vec();
            actions.push(Action::Declare { space, colour });
            push_placements(game, tables, &actions, colour, number, cost, out);
        }
    }
}

/// Every placement of the declared `colour` and `number`, after `prefix`.
fn push_placements(
    game: &PublicView,
    tables: &Tables,
    prefix: &[Action],
    colour: Colour,
    number: u8,
    cost: f32,
    out: &mut Vec<Candidate>,
) {
    let mask = game.fitting_squares(game.current(), colour, number);
    for &symbol in distinct_symbols(game.display(colour)).as_slice() {
        for square in Square::in_mask(mask) {
            let mut actions = prefix.to_vec();
            actions.push(Action::Place { symbol, square });
            out.push(Candidate {
                plan: Plan::new(&actions),
                prior: tables.value(colour, symbol, square) - cost,
            });
        }
    }
}

/// Plays the game to its end with every player greedy.
pub(crate) fn play_out_greedy(game: &mut Game) {
    while !game.is_over() {
        play_greedy_turn(game);
    }
}
