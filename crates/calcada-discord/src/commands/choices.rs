//! The fixed choices of command options, as enums. Their labels (in every language) come
//! from the catalogue (`commands/localize.rs`); the variants only name them, in order.

use calcada_messages::Lang;
use calcada_rules::Colour;
use game_kit::BotLevel;

/// Board sides.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SideChoice {
    A,
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
    Normal,
    Hard,
    Easy,
}

impl From<BotChoice> for BotLevel {
    fn from(b: BotChoice) -> BotLevel {
        match b {
            BotChoice::Easy => BotLevel::Easy,
            BotChoice::Normal => BotLevel::Normal,
            BotChoice::Hard => BotLevel::Hard,
        }
    }
}

/// What the leaderboard ranks players by.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum RankingChoice {
    Rating,
    Speed,
}

impl From<RankingChoice> for calcada_service::Ranking {
    fn from(r: RankingChoice) -> Self {
        match r {
            RankingChoice::Rating => calcada_service::Ranking::Rating,
            RankingChoice::Speed => calcada_service::Ranking::Speed,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotifyChoice {
    Channel,
    Dm,
}

/// The languages a game can be in; labels come from the catalogue (the languages' own names).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageChoice {
    English,
    Deutsch,
    Francais,
    Magyar,
}

impl From<LanguageChoice> for Lang {
    fn from(l: LanguageChoice) -> Lang {
        match l {
            LanguageChoice::English => Lang::En,
            LanguageChoice::Deutsch => Lang::De,
            LanguageChoice::Francais => Lang::Fr,
            LanguageChoice::Magyar => Lang::Hu,
        }
    }
}

/// How a player is told it is their turn (their own setting).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ToldChoice {
    Channel,
    Dm,
    Both,
}

impl From<ToldChoice> for calcada_service::Notify {
    fn from(t: ToldChoice) -> Self {
        match t {
            ToldChoice::Channel => calcada_service::Notify::Channel,
            ToldChoice::Dm => calcada_service::Notify::Dm,
            ToldChoice::Both => calcada_service::Notify::Both,
        }
    }
}

/// Which game to open, or whose results to show.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum GameChoice {
    Calcada,
    Piazza,
}

impl From<GameChoice> for calcada_service::GameKind {
    fn from(g: GameChoice) -> calcada_service::GameKind {
        match g {
            GameChoice::Calcada => calcada_service::CALCADA,
            GameChoice::Piazza => calcada_service::PIAZZA,
        }
    }
}
