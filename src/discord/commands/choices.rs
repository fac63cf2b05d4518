//! The fixed choices of command options, as enums (Discord shows their names).

use crate::bots::BotKind;
use crate::engine::Colour;

/// Board sides.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SideChoice {
    #[name = "A (8 districts)"]
    A,
    #[name = "B (9 districts)"]
    B,
}

impl SideChoice {
    pub fn key(self) -> &'static str {
        match self {
            SideChoice::A => "A",
            SideChoice::B => "B",
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColourChoice {
    Blue,
    Yellow,
    Red,
    Green,
    Black,
}

impl From<ColourChoice> for Colour {
    fn from(c: ColourChoice) -> Colour {
        match c {
            ColourChoice::Blue => Colour::Blue,
            ColourChoice::Yellow => Colour::Yellow,
            ColourChoice::Red => Colour::Red,
            ColourChoice::Green => Colour::Green,
            ColourChoice::Black => Colour::Black,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BotChoice {
    #[name = "Normal (plays for points now)"]
    Normal,
    #[name = "Hard (plans ahead)"]
    Hard,
    #[name = "Easy (any legal move)"]
    Easy,
}

impl From<BotChoice> for BotKind {
    fn from(b: BotChoice) -> BotKind {
        match b {
            BotChoice::Easy => BotKind::Random,
            BotChoice::Normal => BotKind::Greedy,
            BotChoice::Hard => BotKind::Search,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "In the channel only"]
    Channel,
    #[name = "Also by direct message"]
    Dm,
}
