//! Clicks on the controls the service made. Each id says what it is for and carries the state
//! a click needs (`ids.rs`: the game and move number it was made for, a panel's planned
//! steps), so a click on an old message, or on a control of another game, is recognised as
//! stale, never applied. An id we do not know (another bot's, one we cannot read) is answered,
//! never ignored; so is one of an older version of the bot, as stale.
//!
//! [`route`] reads a click into what to do, from its id and the value chosen alone;
//! [`Service::click`] does it.

use super::build;
use super::ids::{self, Legacy};
use crate::reply::Reply;
use crate::request::{Caller, Command, MadeFor};
use crate::{Fault, Registry, Service};
use games_ids::ids::ChannelId;
use games_messages::{say, say_as, Lang, Msg};

/// How a click is answered once the service has: a new message, or the clicked message
/// updated (a panel; `filter`: what its control asked the panel to narrow, for its game to
/// read when it draws the panel's controls).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum How {
    New,
    Update { filter: Option<char> },
}

/// What a click asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    /// Ask the service `command`, as the clicker, about the game of `channel` (`None`: the
    /// channel clicked in), and answer as `how` says.
    Ask {
        command: Command,
        channel: Option<u64>,
        how: How,
    },
    /// A game's answer made from the id alone, replacing the clicked message (a question
    /// before a step that cannot be taken back, with its own buttons).
    Show(Box<Reply>),
    /// Refused privately with this message; nothing asked.
    Refuse(Msg),
    /// Not a control we can read: the "this has changed" answer.
    Unknown,
}

impl Route {
    /// Whether the answer replaces the clicked message (else it is a new message).
    pub fn updates(&self) -> bool {
        matches!(
            self,
            Route::Ask {
                how: How::Update { .. },
                ..
            } | Route::Show(_)
        )
    }
}

/// Whether a click on `id` is answered by updating the clicked message (a panel, a page, a
/// replay) rather than with a new one: a transport that must acknowledge a click before the
/// answer is ready asks this first (it reads the id alone).
pub fn click_updates(games: &Registry, id: &str, values: &[String]) -> bool {
    route(games, id, values.first().map(String::as_str), Lang::En).updates()
}

/// Whether a click on `id` asks for a hint (a search: the async face waits for a core).
pub fn click_is_hint(games: &Registry, id: &str) -> bool {
    matches!(
        route(games, id, None, Lang::En),
        Route::Ask {
            command: Command::Hint,
            ..
        }
    )
}

/// What the click on `id` asks for; `value`: the first value chosen, if it is a select's;
/// `lang`: the clicker's, for an answer made from the id alone. A game's own controls (a
/// turn panel's) are read by its plugin.
pub fn route(games: &Registry, id: &str, value: Option<&str>, lang: Lang) -> Route {
    let ask = |command, channel, how| Route::Ask {
        command,
        channel,
        how,
    };
    let update = How::Update { filter: None };
    let fresh = |made_for| Command::Panel {
        steps: Vec::new(),
        version: None,
        made_for,
    };
    if let Some(game) = ids::parse_take_turn(id) {
        // The public turn message's button: a private panel for whoever pressed it.
        return ask(fresh(MadeFor::Game(game)), None, How::New);
    }
    if let Some((channel, game)) = ids::parse_play(id) {
        // A game of `my games` waiting on the clicker: its panel, here, for that channel.
        return ask(fresh(MadeFor::Game(game)), Some(channel), How::New);
    }
    if let Some(route) = games.read_control(id, value, lang) {
        return route;
    }
    if let Some((game, version)) = ids::parse_menu(id) {
        let Some(value) = value else {
            return Route::Unknown;
        };
        // The move in the game's notation, read once by the game.
        let command = Command::Move {
            text: value.to_string(),
            version: Some(version),
            made_for: MadeFor::Game(game),
            confirmed: false,
        };
        return ask(command, None, How::New);
    }
    let page = |prefix| id.strip_prefix(prefix).and_then(|p: &str| p.parse().ok());
    if let Some(page) = page(ids::RESULTS_PREFIX) {
        return ask(Command::Results { page }, None, update);
    }
    if let Some(page) = page(ids::MY_GAMES_PREFIX) {
        return ask(Command::MyGames { page }, None, update);
    }
    if let Some(rest) = id.strip_prefix(ids::REPLAY_PREFIX) {
        // A replay's button: the turn it leads to, in the same message.
        let Some((game, turn, step)) = ids::parse_replay(rest) else {
            return Route::Refuse(Msg::ReplayBadButton);
        };
        let command = Command::Replay {
            game: Some(game),
            turn: Some(step.from(turn)),
        };
        return ask(command, None, update);
    }
    if let Some((game, version, notation)) = ids::parse_confirm_id(id) {
        // A previewed move's Confirm: played if the game is still where it was.
        let command = Command::Move {
            text: notation.to_string(),
            version: Some(version),
            made_for: MadeFor::Game(game),
            confirmed: true,
        };
        return ask(command, None, update);
    }
    if let Some((game, version, notation)) = ids::parse_move_id(id) {
        // A game's move button: its game reads the move from its notation.
        let command = Command::Move {
            text: notation.to_string(),
            version: Some(version),
            made_for: MadeFor::Game(game),
            confirmed: false,
        };
        return ask(command, None, How::New);
    }
    if let Some(game) = ids::parse_rematch(id) {
        // A final message's Rematch: the clicker accepts (privately answered), or opens it.
        return match game {
            Some(game) => ask(Command::Rematch { game }, None, How::New),
            None => Route::Refuse(Msg::RematchUnknown),
        };
    }
    match ids::legacy(id) {
        // An older version's control named no game: the service answers it as stale (a
        // panel's with a button that opens a fresh one).
        Some(Legacy::TakeTurn) => ask(fresh(MadeFor::Unnamed), None, How::New),
        Some(Legacy::Play { channel }) => ask(fresh(MadeFor::Unnamed), Some(channel), How::New),
        Some(Legacy::Panel { channel }) => ask(fresh(MadeFor::Unnamed), channel, update),
        Some(Legacy::Menu) => Route::Refuse(Msg::Stale),
        None => Route::Unknown,
    }
}

impl Service {
    /// A click on a control the service made: read from its id (and the values chosen), done
    /// as the command it stands for, answered with the controls that follow (a panel's next
    /// step...). The caller clicked in `caller.channel`; a control naming another channel
    /// (a panel opened from `my games`) acts on that channel's game.
    pub(crate) fn click(
        &self,
        caller: &Caller,
        id: &str,
        values: &[String],
    ) -> Result<Reply, Fault> {
        let lang = Lang::from_locale(&caller.locale);
        let elsewhere = |channel: Option<u64>| channel.filter(|&c| c != caller.channel.0);
        match route(self.games(), id, values.first().map(String::as_str), lang) {
            Route::Ask {
                command,
                channel,
                how,
            } => {
                let mut on = caller.clone();
                if let Some(channel) = elsewhere(channel) {
                    // Whatever the bot lacks here, it is not asked about there.
                    on.channel = ChannelId(channel);
                    on.bot_missing = None;
                }
                let mut reply = self.handle(&on, command)?;
                if !reply.refused {
                    let filter = match how {
                        How::Update { filter } => filter,
                        How::New => None,
                    };
                    let games = self.games();
                    reply.controls = build::of(games, &reply, lang, filter, elsewhere(channel));
                }
                Ok(reply)
            }
            Route::Show(reply) => Ok(*reply),
            Route::Refuse(msg) => Ok(Reply {
                refused: true,
                ..Reply::private(say_as(lang, caller.markup, &msg))
            }),
            Route::Unknown => {
                tracing::warn!(custom_id = %id, "unknown component");
                Ok(Reply {
                    refused: true,
                    ..Reply::private(say(lang, &Msg::InteractionOutdated))
                })
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_click_is_read_with_the_game_it_was_made_for() {
        let games = crate::builtin_games();
        let route = |id: &str, value| route(&games, id, value, Lang::En);
        let fresh = |made_for| Command::Panel {
            steps: Vec::new(),
            version: None,
            made_for,
        };
        let new = |command, channel| Route::Ask {
            command,
            channel,
            how: How::New,
        };
        assert_eq!(
            route("calcada:turn:7", None),
            new(fresh(MadeFor::Game(7)), None)
        );
        assert!(!click_updates(&games, "calcada:turn:7", &[]));
        assert_eq!(
            route("calcada:play:20:7", None),
            new(fresh(MadeFor::Game(7)), Some(20))
        );
        // The menu's value: the move in the game's notation, read once by the game.
        assert_eq!(
            route("calcada:move:7:3", Some("d1B")),
            new(
                Command::Move {
                    text: "d1B".into(),
                    version: Some(3),
                    made_for: MadeFor::Game(7),
                    confirmed: false,
                },
                None
            )
        );
        // An older version's controls are asked about as naming no game; a select without a
        // value, or an id of nobody's, is not read.
        assert_eq!(
            route("calcada:turn", None),
            new(fresh(MadeFor::Unnamed), None)
        );
        assert_eq!(
            route("cq:20:3::ok", None),
            Route::Ask {
                command: fresh(MadeFor::Unnamed),
                channel: Some(20),
                how: How::Update { filter: None },
            }
        );
        assert_eq!(route("calcada:3", Some("d1B")), Route::Refuse(Msg::Stale));
        assert_eq!(route("calcada:move:7:3", None), Route::Unknown);
        assert_eq!(route("cp:7:3::n", None), Route::Unknown);
        assert_eq!(route("someone-else:1", None), Route::Unknown);
        // A final message's Rematch names its game; one that does not read is refused.
        assert_eq!(
            route(&ids::rematch_id(12), None),
            new(Command::Rematch { game: 12 }, None)
        );
        assert!(!click_updates(&games, "rm:12", &[]));
        for bad in ["rm:", "rm:x", "rm:-3", "rm:0", "rm:+4", "rm:12:1"] {
            assert_eq!(
                route(bad, None),
                Route::Refuse(Msg::RematchUnknown),
                "{bad}"
            );
        }
    }
}
