//! What the player to move may do: legal declarations, placements and actions, and the full
//! check of one action ([`Game::check`]) that [`Game::play`] runs before changing anything.

use super::action::{Action, Declaration, Placement, Step};
use super::error::RuleError;
use super::game::Game;
use super::settings::DISPLAY_SIZE;
use super::types::{Colour, Space, Square};

/// The most actions ever legal at once: three distinct tiles on any of 25 squares, and a
/// refresh of each colour (a declare step offers at most 15 nudges and 15 declarations).
/// The list has one place more, written and then dropped by the branch-free declare step.
const MAX_LEGAL_ACTIONS: usize = DISPLAY_SIZE * Square::COUNT + 5;

impl Game {
    /// Whether tiles of `colour` can be taken: stone on the scoreboard and a face-up tile.
    /// (The display is refilled whenever it empties, so an empty display means an empty stack.)
    fn colour_available(&self, colour: Colour) -> bool {
        self.scoreboard[colour.index()].is_some() && !self.displays[colour.index()].is_empty()
    }

    /// Per colour, the empty squares of `seat`'s board whose district holds no other colour:
    /// where a tile of that colour may go, whatever the number.
    pub fn open_squares(&self, seat: usize) -> [u32; 5] {
        let p = &self.players[seat];
        let claimed = p.claimed.iter().fold(0, |m, c| m | c);
        p.claimed
            .map(|own| !(claimed & !own) & !p.filled & Square::ALL_MASK)
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
        let stones = &self.carousel[space.index()];
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

    /// The current player's legal declarations as a mask: bit `space.index() * 5 +
    /// colour.index()` is set for each (0 unless it is the declare step). Cheaper than
    /// [`Game::legal_declarations`] when only which ones matters.
    pub fn legal_declaration_mask(&self) -> u32 {
        if self.is_over() || self.step != Step::Declare {
            return 0;
        }
        // Per colour, bit n for each declared number n (6: six or more) leaving a square.
        let open = self.open_squares(self.current);
        let mut numbers = [0u8; 5];
        for colour in Colour::ALL {
            let c = colour.index();
            if self.colour_available(colour) && open[c] != 0 {
                for n in 1..=6u8 {
                    if open[c] & self.layout.squares_for_number(n) != 0 {
                        numbers[c] |= 1 << n;
                    }
                }
            }
        }
        let mut mask = 0;
        for (space, stones) in self.carousel.iter().enumerate() {
            let n = stones.iter().sum::<u8>().min(6);
            for c in 0..5 {
                let legal = stones[c] > 0 && numbers[c] & 1 << n != 0;
                mask |= u32::from(legal) << (space * 5 + c);
            }
        }
        mask
    }

    /// The stones on the gameboard as a mask: bit `space.index() * 5 + colour.index()` is set
    /// where that space holds a stone of that colour.
    pub fn stone_mask(&self) -> u32 {
        let mut mask = 0;
        for (space, stones) in self.carousel.iter().enumerate() {
            for (c, &k) in stones.iter().enumerate() {
                mask |= u32::from(k > 0) << (space * 5 + c);
            }
        }
        mask
    }

    /// Every legal declaration of the current player (empty unless it is the declare step).
    pub fn legal_declarations(&self) -> Vec<Declaration> {
        let mut mask = self.legal_declaration_mask();
        let mut out = Vec::with_capacity(mask.count_ones() as usize);
        while mask != 0 {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let space = Space::new(bit / 5).expect("30 bits");
            let colour = Colour::from_index(bit % 5);
            out.extend(self.declaration_for(self.current, space, colour));
        }
        out
    }

    /// Whether the current player has any legal declaration; without one, declaring any
    /// stone is a pass.
    pub fn has_legal_declaration(&self) -> bool {
        let open = self.open_squares(self.current);
        self.carousel.iter().any(|stones| {
            let allowed = self.layout.squares_for_number(stones.iter().sum());
            Colour::ALL.into_iter().any(|colour| {
                let c = colour.index();
                stones[c] > 0 && open[c] & allowed != 0 && self.colour_available(colour)
            })
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
        for &tile in self.display(colour) {
            if !out.iter().any(|p| p.tile == tile) {
                out.push(Placement { tile, squares });
            }
        }
        out
    }

    /// Every action the current player may take now (departures aside).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        self.legal_actions_into(&mut out);
        out
    }

    /// [`Game::legal_actions`] into a buffer the caller reuses (cleared first), in the same
    /// order: no allocation once the buffer has grown.
    pub fn legal_actions_into(&self, out: &mut Vec<Action>) {
        out.clear();
        if self.is_over() {
            return;
        }
        // Written into a fixed array first: pushing onto the Vec one by one costs more than
        // finding the actions.
        let mut list = [Action::Leave; MAX_LEGAL_ACTIONS + 1];
        let mut n = 0;
        let can_bonus = self.players[self.current].bonus_tiles > 0;
        match self.step {
            Step::Declare => {
                let present = self.stone_mask();
                // With no legal declaration, any stone may be declared (a pass).
                let declarable = match self.legal_declaration_mask() {
                    0 => present,
                    mask => mask,
                };
                let mut stones = present;
                while stones != 0 {
                    let bit = stones.trailing_zeros() as usize;
                    stones &= stones - 1;
                    let space = Space::new(bit / 5).expect("30 bits");
                    let colour = Colour::from_index(bit % 5);
                    // Written unconditionally, kept by moving on: no branch to mispredict.
                    list[n] = Action::Nudge { space, colour };
                    n += usize::from(can_bonus);
                    list[n] = Action::Declare { space, colour };
                    n += (declarable >> bit & 1) as usize;
                }
            }
            Step::Place { colour, number } => {
                let squares = self.fitting_squares(self.current, colour, number);
                let mut seen = 0u8;
                for tile in self.display(colour) {
                    let symbol = tile.symbol;
                    if seen & 1 << symbol.index() != 0 {
                        continue;
                    }
                    seen |= 1 << symbol.index();
                    for square in Square::in_mask(squares) {
                        list[n] = Action::Place { symbol, square };
                        n += 1;
                    }
                }
            }
        }
        if can_bonus {
            for colour in Colour::ALL {
                if self.can_refresh(colour) {
                    list[n] = Action::Refresh { colour };
                    n += 1;
                }
            }
        }
        out.extend_from_slice(&list[..n]);
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
                name: p.name.to_string(),
            });
        }
        if action == Action::Leave {
            return Ok(());
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                current: self.players[self.current].name.to_string(),
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
                if !self.display(colour).iter().any(|t| t.symbol == symbol) {
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
