//! The fixed choices of command options, as enums. Their labels (in every language) come
//! from the catalogue (`commands/localize.rs`); the variants only name them, in order.

use game_kit::BotLevel;
use games_messages::Lang;
use poise::serenity_prelude as serenity;

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

impl From<RankingChoice> for games_service::Ranking {
    fn from(r: RankingChoice) -> Self {
        match r {
            RankingChoice::Rating => games_service::Ranking::Rating,
            RankingChoice::Speed => games_service::Ranking::Speed,
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

/// A league's format: every player meets every other once, or Swiss rounds (paired by
/// standing).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum FormatChoice {
    RoundRobin,
    Swiss,
}

/// Where `/calcada new` opens the game: a new public or private thread of the channel.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ThreadChoice {
    Public,
    Private,
}

/// How a player is told it is their turn (their own setting).
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ToldChoice {
    Channel,
    Dm,
    Both,
}

impl From<ToldChoice> for games_service::Notify {
    fn from(t: ToldChoice) -> Self {
        match t {
            ToldChoice::Channel => games_service::Notify::Channel,
            ToldChoice::Dm => games_service::Notify::Dm,
            ToldChoice::Both => games_service::Notify::Both,
        }
    }
}

/// Which game to open, or whose results to show: its place among the service's registered
/// games. The choices are those games (`commands::all` sets them from the registry): the
/// built-in ones labelled by the catalogue (`cmd-...--game-choice-N`), a game that names
/// itself (`GamePlugin::name`) by its own words.
#[derive(Debug, Clone, Copy)]
pub struct GameChoice(pub usize);

/// The built-in games' choices, as many as the catalogue labels; their names are the
/// catalogue's (`localize.rs`).
pub const BUILTIN_GAMES: usize = 2;

#[async_trait::async_trait]
impl poise::SlashArgument for GameChoice {
    async fn extract(
        _: &serenity::Context,
        _: &serenity::CommandInteraction,
        value: &serenity::ResolvedValue<'_>,
    ) -> Result<Self, poise::SlashArgError> {
        match value {
            serenity::ResolvedValue::Integer(i) if *i >= 0 => Ok(GameChoice(*i as usize)),
            _ => Err(poise::SlashArgError::new_command_structure_mismatch(
                "expected a game's index",
            )),
        }
    }

    fn create(builder: serenity::CreateCommandOption) -> serenity::CreateCommandOption {
        builder.kind(serenity::CommandOptionType::Integer)
    }

    fn choices() -> std::borrow::Cow<'static, [poise::CommandParameterChoice]> {
        (0..BUILTIN_GAMES)
            .map(|i| poise::CommandParameterChoice {
                name: i.to_string().into(),
                localizations: Default::default(),
                __non_exhaustive: (),
            })
            .collect()
    }
}

impl GameChoice {
    /// The game this choice names among `kinds` (the registered games', in order).
    pub fn kind(self, kinds: &[games_service::GameKind]) -> Option<games_service::GameKind> {
        kinds.get(self.0).copied()
    }
}
