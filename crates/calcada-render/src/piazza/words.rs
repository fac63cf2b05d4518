//! Every word of Piazza's pictures, from the message catalogue (`pic-piazza-*`, and the
//! `pic-*` words both games share: "Game over", ranks, points, "(you)").

use calcada_messages::{say, Lang, Msg};
use piazza_rules::{Colour, EndReason, Placement};
use std::sync::OnceLock;

/// The words of one language, worded when a picture asks.
#[derive(Copy, Clone)]
pub(crate) struct Words(pub Lang);

impl Words {
    fn say(self, m: Msg) -> String {
        say(self.0, &m)
    }

    /// A colour's letter, drawn on its tiles (worded once per language: a picture draws
    /// dozens).
    pub fn letter(self, c: Colour) -> &'static str {
        static ALL: OnceLock<Vec<[String; 4]>> = OnceLock::new();
        let all = ALL.get_or_init(|| {
            Lang::ALL
                .iter()
                .map(|&lang| {
                    Colour::ALL.map(|c| {
                        say(
                            lang,
                            &match c {
                                Colour::Red => Msg::PicPiazzaLetterRed,
                                Colour::Pink => Msg::PicPiazzaLetterPink,
                                Colour::Blue => Msg::PicPiazzaLetterBlue,
                                Colour::Yellow => Msg::PicPiazzaLetterYellow,
                            },
                        )
                    })
                })
                .collect()
        });
        let l = Lang::ALL.iter().position(|&l| l == self.0).expect("listed");
        &all[l][c.index()]
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
    fn the_four_colour_letters_differ_in_every_language() {
        for lang in Lang::ALL {
            let w = Words(lang);
            let mut letters: Vec<&str> = Colour::ALL.iter().map(|&c| w.letter(c)).collect();
            assert!(letters
                .iter()
                .all(|l| !l.is_empty() && l.chars().count() <= 2));
            letters.sort();
            letters.dedup();
            assert_eq!(letters.len(), 4, "{lang:?}");
        }
    }
}
