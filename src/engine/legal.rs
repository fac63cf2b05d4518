//! What the player to move may do: legal declarations, placements and actions, and the full
//! check of one action ([`Game::check`]) that [`Game::play`] runs before changing anything.

use super::action::{Action, Declaration, Placement, Step};
use super::error::RuleError;
use super::game::Game;
use super::settings::DISPLAY_SIZE;
use super::types::{Colour, Space};

impl Game {
    /// Whether tiles of `colour` can be taken: stone on the scoreboard and a face-up tile.
    /// (The display is refilled whenever it empties, so an empty display means an empty stack.)
    fn colour_available(&self, colour: Colour) -> bool {
        self.scoreboard[colour.index()].is_some() && !self.displays[colour.index()].is_empty()
    }

    /// Mask of squares of `seat`'s board that a tile of `colour` may go on for `number`.
    pub fn fitting_squares(&self, seat: usize, colour: Colour, number: u8) -> u32 {
        let p = &self.players[seat];
        let other_colours = p.claimed.iter().fold(0, |m, c| m | c) & !p.claimed[colour.index()];
        !other_colours & !p.filled & self.layout.squares_for_number(number)
    }

    pub(super) fn declaration_for(
        &self,
        seat: usize,
        space: Space,
        colour: Colour,
    ) -> Option<Declaration> {
        self.declaration_on(&self.carousel, seat, space, colour)
    }

    fn declaration_on(
        &self,
        carousel: &[[u8; 5]; 6],
        seat: usize,
        space: Space,
        colour: Colour,
    ) -> Option<Declaration> {
        let stones = &carousel[space.index()];
        if stones[colour.index()] == 0 || !self.colour_available(colour) {
            return None;
        }
        let number = stones.iter().sum();
        let squares = self.fitting_squares(seat, colour, number);
        (squares != 0).then_some(Declaration {
            space,
            colour,
            number,
            squares,
        })
    }

    /// Every legal declaration of the current player (empty unless it is the declare step).
    pub fn legal_declarations(&self) -> Vec<Declaration> {
        if self.is_over() || self.step != Step::Declare {
            return Vec::new();
        }
        Space::all()
            .flat_map(|s| Colour::ALL.map(|c| (s, c)))
            .filter_map(|(s, c)| self.declaration_for(self.current, s, c))
            .collect()
    }

    /// Whether the current player has any legal declaration; without one, declaring any
    /// stone is a pass.
    pub fn has_legal_declaration(&self) -> bool {
        Space::all().any(|s| {
            Colour::ALL
                .iter()
                .any(|&c| self.declaration_for(self.current, s, c).is_some())
        })
    }

    /// Every face-up tile the current player may take now, with the squares it may go on
    /// (empty unless it is the place step). Tiles showing the same symbol are listed once.
    pub fn legal_placements(&self) -> Vec<Placement> {
        let Step::Place { colour, number } = self.step else {
            return Vec::new();
        };
        if self.is_over() {
            return Vec::new();
        }
        let squares = self.fitting_squares(self.current, colour, number);
        let mut out: Vec<Placement> = Vec::with_capacity(DISPLAY_SIZE);
        for &tile in &self.displays[colour.index()] {
            if !out.iter().any(|p| p.tile == tile) {
                out.push(Placement { tile, squares });
            }
        }
        out
    }

    /// Every action the current player may take now (departures aside).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.is_over() {
            return out;
        }
        let p = &self.players[self.current];
        let can_bonus = p.bonus_tiles > 0;
        match self.step {
            Step::Declare => {
                let declarations = self.legal_declarations();
                for space in Space::all() {
                    for colour in Colour::ALL {
                        if self.stones(space, colour) == 0 {
                            continue;
                        }
                        if can_bonus {
                            out.push(Action::Nudge { space, colour });
                        }
                        // With no legal declaration, any stone may be declared (a pass).
                        if declarations.is_empty()
                            || declarations
                                .iter()
                                .any(|d| d.space == space && d.colour == colour)
                        {
                            out.push(Action::Declare { space, colour });
                        }
                    }
                }
            }
            Step::Place { .. } => {
                for pl in self.legal_placements() {
                    out.extend(pl.squares().map(|square| Action::Place {
                        symbol: pl.tile.symbol,
                        square,
                    }));
                }
            }
        }
        if can_bonus {
            for colour in Colour::ALL {
                if self.can_refresh(colour) {
                    out.push(Action::Refresh { colour });
                }
            }
        }
        out
    }

    fn can_refresh(&self, colour: Colour) -> bool {
        self.colour_available(colour)
    }

    /// Whether `seat` may play `action` now, without playing it.
    pub fn check(&self, seat: usize, action: Action) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        let p = self
            .players
            .get(seat)
            .ok_or(RuleError::NoSuchSeat { seat })?;
        if !p.active {
            return Err(RuleError::SeatLeft {
                name: p.name.clone(),
            });
        }
        if action == Action::Leave {
            return Ok(());
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                current: self.players[self.current].name.clone(),
            });
        }
        match action {
            Action::Leave => Ok(()),
            Action::Nudge { space, colour } => {
                if let Step::Place { colour, number } = self.step {
                    return Err(RuleError::AlreadyDeclared { colour, number });
                }
                if p.bonus_tiles == 0 {
                    return Err(RuleError::NoBonusTiles);
                }
                if self.stones(space, colour) == 0 {
                    return Err(RuleError::NoStoneThere { space, colour });
                }
                Ok(())
            }
            Action::Declare { space, colour } => {
                if let Step::Place { colour, number } = self.step {
                    return Err(RuleError::AlreadyDeclared { colour, number });
                }
                if self.stones(space, colour) == 0 {
                    return Err(RuleError::NoStoneThere { space, colour });
                }
                if self.declaration_for(seat, space, colour).is_some()
                    || !self.has_legal_declaration()
                {
                    return Ok(());
                }
                if self.is_closed(colour) {
                    Err(RuleError::ColourClosed { colour })
                } else if !self.colour_available(colour) {
                    Err(RuleError::ColourExhausted { colour })
                } else {
                    Err(RuleError::NoFittingSquare {
                        colour,
                        number: self.stones_on(space),
                    })
                }
            }
            Action::Refresh { colour } => {
                if p.bonus_tiles == 0 {
                    return Err(RuleError::NoBonusTiles);
                }
                if self.is_closed(colour) {
                    return Err(RuleError::ColourClosed { colour });
                }
                if !self.can_refresh(colour) {
                    return Err(RuleError::ColourExhausted { colour });
                }
                Ok(())
            }
            Action::Place { symbol, square } => {
                let Step::Place { colour, number } = self.step else {
                    return Err(RuleError::NotDeclared);
                };
                if !self.displays[colour.index()]
                    .iter()
                    .any(|t| t.symbol == symbol)
                {
                    return Err(RuleError::TileNotOnDisplay { colour, symbol });
                }
                if p.filled & square.bit() != 0 {
                    return Err(RuleError::SquareOccupied { square });
                }
                let shows = self.layout.number(square);
                if number < 6 && shows != number {
                    return Err(RuleError::WrongNumber {
                        square,
                        shows,
                        declared: number,
                    });
                }
                let d = self.layout.district_of(square);
                if let Some(other) = p.district_colour(square).filter(|&c| c != colour) {
                    return Err(RuleError::DistrictHasOtherColour {
                        district: self.layout.districts()[d].id,
                        colour: other,
                    });
                }
                Ok(())
            }
        }
    }
}
