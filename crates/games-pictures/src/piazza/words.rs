//! Every word of Piazza's pictures, from the message catalogue (`pic-piazza-*`, and the
//! `pic-*` words both games share: "Game over", ranks, points, "(you)").

use games_messages::{say, Lang, Msg};
use piazza_rules::{Colour, EndReason, Placement};

/// The words of one language, worded when a picture asks.
#[derive(Copy, Clone)]
pub(crate) struct Words(pub Lang);

impl Words {
    fn say(self, m: Msg) -> String {
        say(self.0, &m)
    }

    /// A colour's letter, drawn on its tiles: the same in every language (`Colour::letter`,
    /// docs/glossary.md), so that players of different languages at one table read the same
    /// letters.
    pub fn letter(self, c: Colour) -> &'static str {
        const LETTERS: [&str; 4] = ["R", "P", "B", "Y"];
        LETTERS[c.index()]
    }
    pub fn turn(self, turn: u32) -> String {
        self.say(Msg::PicPiazzaTurn { turn })
    }
    pub fn to_play(self, name: &str) -> String {
        self.say(Msg::PicPiazzaToPlay {
            name: name.to_string(),
        })
    }
    pub fn game_over(self) -> String {
        self.say(Msg::PicGameOver)
    }
    pub fn end(self, reason: EndReason) -> String {
        self.say(match reason {
            EndReason::AllPlaced => Msg::PicPiazzaEndAllPlaced,
            EndReason::Blocked => Msg::PicPiazzaEndBlocked,
        })
    }
    pub fn tiles_left(self, hand: usize, pile: usize) -> String {
        self.say(Msg::PicPiazzaTilesLeft { hand, pile })
    }
    pub fn rank(self, rank: usize) -> String {
        self.say(Msg::PicRank { rank })
    }
    /// A seat out of tiles, in the score strip: no order (the final picture gives it, where
    /// it is explained), so that it cannot read as the seat's rank.
    pub fn out_of_tiles(self) -> String {
        self.say(Msg::PicPiazzaOutOfTiles)
    }
    /// On the final picture: the order in which the seat placed its last tile ("2nd to place
    /// all tiles"), which decides equal points.
    pub fn finished(self, place: u32) -> String {
        let place = self.rank(place as usize);
        self.say(Msg::PicPiazzaFinished { place })
    }
    pub fn not_finished(self) -> String {
        self.say(Msg::PicPiazzaNotFinished)
    }
    pub fn points(self, points: u32) -> String {
        self.say(Msg::PicStripPoints { points })
    }
    pub fn you(self, name: &str) -> String {
        self.say(Msg::PicYou {
            name: name.to_string(),
        })
    }
    pub fn neutral(self) -> String {
        self.say(Msg::PicPiazzaNeutral)
    }
    pub fn bound(self) -> String {
        self.say(Msg::PicPiazzaBound)
    }
    pub fn hand(self) -> String {
        self.say(Msg::PicPiazzaHand)
    }
    pub fn your_turn(self) -> String {
        self.say(Msg::PicPiazzaYourTurn)
    }
    pub fn panel_title(self) -> String {
        self.say(Msg::PicPiazzaPanelTitle)
    }
    pub fn preview(self, points: u32) -> String {
        self.say(Msg::PicPiazzaPreview { points })
    }
    /// What a preview's brackets hold: "2 brackets: 3 + 2 tiles", or that there is none.
    pub fn brackets(self, points: &[u32]) -> String {
        if points.is_empty() {
            return self.say(Msg::PicPiazzaNoBracket);
        }
        let list: Vec<String> = points.iter().map(u32::to_string).collect();
        self.say(Msg::PicPiazzaBrackets {
            count: points.len(),
            list: list.join(" + "),
        })
    }
    /// A tile and its cell, as a turn's caption names them: "red star on H7".
    fn tile_on(self, p: Placement) -> String {
        let tile = self.say(Msg::PtTile {
            colour: p.tile.colour.key().to_string(),
            symbol: p.tile.symbol.key().to_string(),
        });
        let cell = p.cell.label().unwrap_or_default();
        self.say(Msg::PicPiazzaTileOn { tile, cell })
    }
    /// A turn's caption: "Ana placed red star on H7 and red heart on K7".
    pub fn placed(self, name: &str, first: Placement, second: Option<Placement>) -> String {
        let (name, first) = (name.to_string(), self.tile_on(first));
        match second {
            None => self.say(Msg::PicPiazzaPlacedOne { name, first }),
            Some(second) => self.say(Msg::PicPiazzaPlacedTwo {
                name,
                first,
                second: self.tile_on(second),
            }),
        }
    }
    /// What a turn scored: "+5 points · 2 brackets: 3 + 2 tiles".
    pub fn scored(self, points: &[u32]) -> String {
        self.say(Msg::PicPiazzaScored {
            points: points.iter().sum(),
            brackets: self.brackets(points),
        })
    }
    /// A turn's caption when the seat could place nothing.
    pub fn passed(self, name: &str) -> String {
        self.say(Msg::PicPiazzaPassed {
            name: name.to_string(),
        })
    }
    pub fn gained(self, points: u32) -> String {
        self.say(Msg::PicGained { points })
    }
    pub fn tie_break(self) -> String {
        self.say(Msg::PicPiazzaTieBreak)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_colour_letters_differ_and_are_the_rules_own() {
        let letters: Vec<&str> = Colour::ALL
            .iter()
            .map(|&c| Words(Lang::Hu).letter(c))
            .collect();
        for (&c, l) in Colour::ALL.iter().zip(&letters) {
            // The terminal prints `Colour::letter` too.
            assert_eq!(*l, c.letter().to_string(), "{c:?}");
        }
        let mut distinct = letters.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), 4);
    }

    #[test]
    fn the_strip_says_out_of_tiles_without_an_order_and_the_final_picture_says_which() {
        for lang in Lang::ALL {
            let w = Words(lang);
            let strip = w.out_of_tiles();
            assert!(
                !strip.chars().any(|c| c.is_ascii_digit()),
                "{lang:?}: {strip}"
            );
            let third = w.finished(3);
            assert!(
                third.contains('3') && third != w.rank(3),
                "{lang:?}: {third}"
            );
        }
    }
}
