//! The games a service plays ([`Registry`]): each game's plugin, in the order registered,
//! found by the stored game's kind; what the service asks of all of them at once (a click on
//! a game's own control, a game's verb in a terminal line); and the generic move command's
//! choices.

use super::controls::Route;
use super::plugin::GamePlugin;
use super::request::Caller;
use super::words::LineError;
use super::{Fault, Service};
use games_messages::{Lang, Text};
use games_store::{GameKind, Games};
use std::sync::Arc;

/// A game's verb read: the game's kind and the move in its notation, or why not.
pub type WordsRead = Result<(GameKind, String), LineError>;

/// The games a service plays, each with its plugin, in the order registered (the first is
/// the one a command naming none opens). The program builds it, one line per game.
#[derive(Clone, Default)]
pub struct Registry {
    plugins: Vec<Arc<dyn GamePlugin>>,
}

impl Registry {
    pub fn new() -> Registry {
        Registry::default()
    }

    /// The same games and `plugin`'s.
    pub fn game(mut self, plugin: impl GamePlugin) -> Registry {
        if let Some(messages) = plugin.messages() {
            games_messages::add_game_messages(messages);
        }
        self.plugins.push(Arc::new(plugin));
        self
    }

    /// The store's codecs for these games: what a store the service or a tool opens is
    /// given (`Store::with_games`).
    pub fn codecs(&self) -> Games {
        self.plugins
            .iter()
            .fold(Games::new(), |games, p| p.codec(games))
    }

    /// The registered games' kinds, in order.
    pub fn kinds(&self) -> Vec<GameKind> {
        self.plugins.iter().map(|p| p.kind()).collect()
    }

    /// The registered games' names in `lang`, in order, where a game gives its own
    /// ([`GamePlugin::name`]).
    pub fn names(&self, lang: Lang) -> Vec<Option<String>> {
        self.plugins.iter().map(|p| p.name(lang)).collect()
    }

    /// A game's name in `lang`: its own ([`GamePlugin::name`]), or the shared catalogue's
    /// choice for it (what the commands' game option shows).
    pub fn name_of(&self, kind: GameKind, lang: Lang) -> String {
        let Some(at) = self.plugins.iter().position(|p| p.kind() == kind) else {
            return kind.to_string();
        };
        self.plugins[at].name(lang).unwrap_or_else(|| {
            games_messages::say_text(
                lang,
                &Text::new(format!("cmd-calcada-new--game-choice-{at}")),
            )
        })
    }

    /// What a click on `id` asks for, if a game made it ([`GamePlugin::read_control`]).
    pub(crate) fn read_control(&self, id: &str, value: Option<&str>, lang: Lang) -> Option<Route> {
        self.plugins
            .iter()
            .find_map(|p| p.read_control(id, value, lang))
    }

    /// A game's own verb in a terminal line ([`GamePlugin::read_words`]): the game's kind
    /// and the move in its notation.
    pub(crate) fn read_words(&self, verb: &str, words: &[&str]) -> Option<WordsRead> {
        let read =
            |p: &Arc<dyn GamePlugin>| Some(p.read_words(verb, words)?.map(|m| (p.kind(), m)));
        self.plugins.iter().find_map(read)
    }

    /// How many seats a game of `kind` has ([`GamePlugin::players`]).
    pub fn players(&self, kind: GameKind) -> std::ops::RangeInclusive<usize> {
        self.plugin(kind).players()
    }

    /// The game a command opens when it names none: the first registered.
    pub fn default_kind(&self) -> GameKind {
        self.plugins.first().expect("a registered game").kind()
    }

    /// The plugin of a game. The store reads only the games registered with it, each of
    /// which has one.
    pub(crate) fn plugin(&self, kind: GameKind) -> &dyn GamePlugin {
        self.plugins
            .iter()
            .find(|p| p.kind() == kind)
            .map(|p| &**p)
            .expect("a stored game's kind is a registered game's")
    }
}

impl Service {
    /// The legal moves of the caller's seat in the channel's game as (label, the move in its
    /// game's notation): what the generic move command's autocomplete offers. Empty when the
    /// caller has no seat there or it is not their turn.
    pub fn move_choices(&self, caller: &Caller) -> Result<Vec<(String, String)>, Fault> {
        self.move_choices_for(caller, None)
    }

    /// [`Service::move_choices`], only where the channel's game is of kind `only` (a game's
    /// own move command offers nothing in another game's channel).
    pub fn move_choices_for(
        &self,
        caller: &Caller,
        only: Option<GameKind>,
    ) -> Result<Vec<(String, String)>, Fault> {
        let lang = Lang::from_locale(&caller.locale);
        let Some(stored) = self.store.live_game_in(caller.channel)? else {
            return Ok(Vec::new());
        };
        if only.is_some_and(|kind| kind != stored.kind) {
            return Ok(Vec::new());
        }
        match stored.seat_of(caller.user) {
            Some(seat) if stored.guild == caller.guild && stored.current_seat() == Some(seat) => {
                Ok(self.plugin(stored.kind).choices(lang, &stored, seat))
            }
            _ => Ok(Vec::new()),
        }
    }

    /// The games it plays (`plugin.rs`), as registered.
    pub fn games(&self) -> &Registry {
        &self.plugins
    }
}
