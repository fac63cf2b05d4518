//! Applying an action: [`Game::play`] checks it completely, then places, scores every new
//! bracket, refills the hand and passes the turn.

use super::action::{Action, Event, Placement};
use super::error::RuleError;
use super::game::Game;

impl Game {
    /// Plays `action` for `seat`. A refused action changes nothing; an accepted one returns
    /// what happened, in order.
    pub fn play(&mut self, seat: usize, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::new();
        match action {
            Action::Pass => {
                self.passes += 1;
                events.push(Event::Passed { seat });
            }
            Action::Place { first, second } => {
                self.passes = 0;
                self.place(seat, first, second, &mut events);
            }
        }
        self.turn += 1;
        if let Some(outcome) = self.ended() {
            events.push(Event::GameOver {
                reason: outcome.reason,
            });
            self.outcome = Some(outcome);
        } else {
            let n = self.players.len();
            self.current = (1..=n)
                .map(|k| (seat + k) % n)
                .find(|&s| self.players[s].is_playing())
                .expect("the game is not over, so someone is playing");
            events.push(Event::TurnPassed { seat: self.current });
        }
        Ok(events)
    }

    /// Puts the (checked) tiles down, scores the new brackets, refills the hand.
    fn place(
        &mut self,
        seat: usize,
        first: Placement,
        second: Option<Placement>,
        events: &mut Vec<Event>,
    ) {
        let placed: Vec<Placement> = [Some(first), second].into_iter().flatten().collect();
        for p in &placed {
            self.players[seat].take(p.tile).expect("checked");
            self.board.put(p.cell, p.tile);
            events.push(Event::Placed {
                seat,
                tile: p.tile,
                cell: p.cell,
            });
        }
        for (p, reach) in self.board.new_brackets(&placed) {
            self.players[seat].score += reach.tiles;
            events.push(Event::BracketScored {
                seat,
                colour: p.tile.colour,
                from: p.cell,
                to: reach.end,
                points: reach.tiles,
            });
        }
        let drawn = self.players[seat].refill();
        if drawn > 0 {
            events.push(Event::HandRefilled { seat, count: drawn });
        }
        if self.players[seat].hand.is_empty() {
            let place = self.players.iter().filter(|p| p.finished.is_some()).count() as u32 + 1;
            self.players[seat].finished = Some(place);
            events.push(Event::Finished { seat, place });
        }
    }
}
