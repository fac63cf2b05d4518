//! Applying an action: moving stones, taking and revealing tiles, scoring districts, handing
//! the turn on and ending the game.

use super::action::{Action, EndReason, Event, Outcome, Standing, Step};
use super::error::RuleError;
use super::game::Game;
use super::player::DistrictScore;
use super::scoring;
use super::settings::{BONUS_SYMBOL_REWARD, DISPLAY_SIZE, OFF_BOARD_POINTS, STONES_OFF_TO_END};
use super::types::{Colour, Space, Square, Symbol};

/// Where an action's [`Event`]s go: a `Vec` keeps them, [`NoEvents`] drops them (a search
/// that needs only the position then builds none).
pub trait EventSink {
    /// Takes the next event.
    fn push(&mut self, event: Event);
}

impl EventSink for Vec<Event> {
    fn push(&mut self, event: Event) {
        Vec::push(self, event);
    }
}

/// An [`EventSink`] that keeps nothing.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoEvents;

impl EventSink for NoEvents {
    #[inline]
    fn push(&mut self, _: Event) {}
}

impl Game {
    /// Plays `action` for `seat`. On success returns what happened, in order; on failure the
    /// game is unchanged.
    pub fn play(&mut self, seat: usize, action: Action) -> Result<Vec<Event>, RuleError> {
        let mut events = Vec::with_capacity(4);
        self.play_into(seat, action, &mut events)?;
        Ok(events)
    }

    /// [`Game::play`] with the events handed to `events` (a reused buffer, or [`NoEvents`]):
    /// the same checks, no allocation.
    pub fn play_into(
        &mut self,
        seat: usize,
        action: Action,
        events: &mut impl EventSink,
    ) -> Result<(), RuleError> {
        self.check(seat, action)?;
        self.perform(seat, action, events);
        Ok(())
    }

    fn move_stone(&mut self, space: Space, colour: Colour) -> Space {
        let to = space.next();
        self.carousel[space.index()][colour.index()] -= 1;
        self.carousel[to.index()][colour.index()] += 1;
        to
    }

    /// Reveals up to three tiles of `colour` from the top of its stack.
    fn reveal(&mut self, colour: Colour) -> usize {
        let c = colour.index();
        let n = DISPLAY_SIZE.min(self.stacks[c].len());
        for _ in 0..n {
            let tile = self.stacks[c].draw().expect("counted");
            self.displays[c].push(tile);
        }
        n
    }

    fn perform(&mut self, seat: usize, action: Action, events: &mut impl EventSink) {
        match action {
            Action::Leave => self.leave(seat, events),
            Action::Nudge { space, colour } => {
                self.players[seat].bonus_tiles -= 1;
                let to = self.move_stone(space, colour);
                events.push(Event::Nudged {
                    seat,
                    colour,
                    from: space,
                    to,
                });
            }
            Action::Declare { space, colour } => {
                let legal = self.declaration_for(seat, space, colour);
                let number = self.stones_on(space);
                let to = self.move_stone(space, colour);
                if legal.is_some() {
                    self.step = Step::Place { colour, number };
                    events.push(Event::Declared {
                        seat,
                        colour,
                        number,
                        from: space,
                        to,
                    });
                } else {
                    events.push(Event::Passed {
                        seat,
                        colour,
                        number,
                        from: space,
                        to,
                    });
                    self.end_turn(events);
                }
            }
            Action::Refresh { colour } => {
                self.players[seat].bonus_tiles -= 1;
                let c = colour.index();
                let old = self.displays[c].take();
                self.stacks[c].put_under(old.as_slice());
                self.reveal(colour);
                events.push(Event::Refreshed { seat, colour });
            }
            Action::Place { symbol, square } => self.place(seat, symbol, square, events),
        }
    }

    fn place(&mut self, seat: usize, symbol: Symbol, square: Square, events: &mut impl EventSink) {
        let Step::Place { colour, .. } = self.step else {
            unreachable!("checked: a placement follows a declaration");
        };
        let c = colour.index();
        let at = self.displays[c]
            .as_slice()
            .iter()
            .position(|t| t.symbol == symbol)
            .expect("checked");
        let tile = self.displays[c].remove(at);
        let d = self.layout.district_of(square);
        let district = &self.layout.districts()[d];
        let p = &mut self.players[seat];
        p.put(square, tile, district.mask);
        events.push(Event::Placed { seat, tile, square });
        self.placed_this_round = true;
        if symbol == Symbol::Bonus {
            p.bonus_tiles += BONUS_SYMBOL_REWARD;
            events.push(Event::BonusTilesGained {
                seat,
                count: BONUS_SYMBOL_REWARD,
            });
        }
        let completed = p.filled & district.mask == district.mask;
        let (district_id, tiles) = (district.id, district.size());
        // Refill before scoring: a colour that closes now is refilled, then removed (spec).
        if self.displays[c].is_empty() {
            let count = self.reveal(colour);
            events.push(Event::DisplayRefilled { colour, count });
        }
        if completed {
            let row = self.scoreboard[c].expect("only open colours are placed") as usize;
            let multiplier = self.multipliers[row];
            let points = tiles * u32::from(multiplier);
            let p = &mut self.players[seat];
            p.add_score(DistrictScore {
                district: district_id,
                colour,
                tiles,
                multiplier,
                points,
            });
            events.push(Event::DistrictScored {
                seat,
                district: district_id,
                colour,
                tiles,
                multiplier,
                points,
            });
            if row + 1 < self.multipliers.len() {
                self.scoreboard[c] = Some(row as u8 + 1);
                events.push(Event::StoneMovedDown {
                    colour,
                    row: row + 1,
                });
            } else {
                self.scoreboard[c] = None;
                p.off_board_points += OFF_BOARD_POINTS;
                self.removed[c] = self.displays[c].take();
                events.push(Event::ColourClosed {
                    seat,
                    colour,
                    points: OFF_BOARD_POINTS,
                });
                if !self.end_triggered && self.stones_off() >= STONES_OFF_TO_END {
                    self.end_triggered = true;
                    events.push(Event::EndTriggered { seat });
                }
            }
        }
        self.end_turn(events);
    }

    /// Position of a seat in the round, counted from the start player.
    fn round_position(&self, seat: usize) -> usize {
        (seat + self.players.len() - self.start_player) % self.players.len()
    }

    fn next_active_after(&self, seat: usize) -> Option<usize> {
        let n = self.players.len();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| self.players[s].active)
    }

    fn end_turn(&mut self, events: &mut impl EventSink) {
        self.players[self.current].turns += 1;
        self.advance(events);
    }

    /// Hands the turn on; at a round's end, decides whether the game is over.
    fn advance(&mut self, events: &mut impl EventSink) {
        self.step = Step::Declare;
        let Some(next) = self.next_active_after(self.current) else {
            return self.finish(EndReason::PlayersLeft, events);
        };
        if self.round_position(next) <= self.round_position(self.current) {
            if self.end_triggered {
                return self.finish(EndReason::SecondStoneOff, events);
            }
            if !self.placed_this_round {
                return self.finish(EndReason::Stalemate, events);
            }
            self.round += 1;
            self.placed_this_round = false;
        }
        self.current = next;
        events.push(Event::TurnStarted {
            seat: next,
            round: self.round,
        });
    }

    fn leave(&mut self, seat: usize, events: &mut impl EventSink) {
        self.players[seat].active = false;
        events.push(Event::PlayerLeft { seat });
        if self.players.iter().filter(|p| p.active).count() < 2 {
            return self.finish(EndReason::PlayersLeft, events);
        }
        if seat == self.current {
            // The turn is abandoned where it stands: a stone already moved stays moved.
            self.advance(events);
        }
    }

    fn finish(&mut self, reason: EndReason, events: &mut impl EventSink) {
        let mut totals: Vec<(usize, u32)> = (0..self.players.len())
            .filter(|&s| self.players[s].active)
            .map(|s| (s, scoring::total(&self.layout, &self.players[s])))
            .collect();
        totals.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let ranking = totals
            .iter()
            .map(|&(seat, total)| Standing {
                seat,
                rank: 1 + totals.iter().filter(|(_, t)| *t > total).count(),
                total,
            })
            .collect();
        self.outcome = Some(Outcome { reason, ranking });
        events.push(Event::GameOver { reason });
    }
}
