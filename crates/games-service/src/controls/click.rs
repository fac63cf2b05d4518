//! Clicks on the controls the service made. Each id says what it is for and carries the state
//! a click needs (`ids.rs`: the game and move number it was made for, a panel's planned
//! steps), so a click on an old message, or on a control of another game, is recognised as
//! stale, never applied. An id we do not know (another bot's, one we cannot read) is answered,
//! never ignored; so is one of an older version of the bot, as stale.
//!
//! [`route`] reads a click into what to do, from its id and the value chosen alone;
//! [`Service::click`] does it.

use super::build;
use super::ids::{self, Control, Legacy, PanelAt, PanelId};
use crate::reply::Reply;
use crate::request::{Caller, Command, MadeFor};
use crate::{Fault, Service};
use calcada_rules::{Action, Colour, Symbol};
use games_ids::ids::ChannelId;
use games_messages::{say, say_as, Lang, Msg};

/// How a click is answered once the service has: a new message, or the clicked message
/// updated (a panel; `tile`: the tile its place select offers squares for).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum How {
    New,
    Update { tile: Option<Symbol> },
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
    /// The question before a refresh (it reveals tiles, so it is played at once): Refresh
    /// now, or Back to the panel.
    RefreshQuestion {
        at: PanelAt,
        steps: Vec<Action>,
        colour: Colour,
    },
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
            } | Route::RefreshQuestion { .. }
        )
    }
}

/// Whether a click on `id` is answered by updating the clicked message (a panel, a page, a
/// replay) rather than with a new one: a transport that must acknowledge a click before the
/// answer is ready asks this first (it reads the id alone).
pub fn click_updates(id: &str, values: &[String]) -> bool {
    route(id, values.first().map(String::as_str)).updates()
}

/// Whether a click on `id` asks for a hint (a search: the async face waits for a core).
pub fn click_is_hint(id: &str) -> bool {
    matches!(
        route(id, None),
        Route::Ask {
            command: Command::Hint,
            ..
        }
    )
}

/// What the click on `id` asks for; `value`: the first value chosen, if it is a select's.
pub fn route(id: &str, value: Option<&str>) -> Route {
    let ask = |command, channel, how| Route::Ask {
        command,
        channel,
        how,
    };
    let update = How::Update { tile: None };
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
    if let Some(p) = ids::parse_panel_id(id) {
        return on_panel(p, value);
    }
    if let Some((game, version)) = ids::parse_menu(id) {
        let Some(value) = value else {
            return Route::Unknown;
        };
        // The move in the game's notation, read once.
        return match value.parse::<Action>() {
            Ok(action) => {
                let command = Command::Act {
                    action,
                    version: Some(version),
                    made_for: MadeFor::Game(game),
                };
                ask(command, None, How::New)
            }
            Err(_) => Route::Refuse(Msg::InteractionOutdated),
        };
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

/// A click on a turn panel: plan one more step, go back one, ask before a refresh, confirm.
/// The panel message is updated in place.
fn on_panel(p: PanelId, value: Option<&str>) -> Route {
    let PanelId {
        at,
        mut steps,
        control,
    } = p;
    let made_for = MadeFor::Game(at.game);
    let version = Some(at.version);
    let mut tile = None;
    let panel = |steps| Command::Panel {
        steps,
        version,
        made_for,
    };
    let commit = |steps| Command::Commit {
        steps,
        version: at.version,
        made_for,
    };
    let command = match control {
        Control::Select('r') => {
            // A refresh reveals tiles: say so, and play it only if asked again.
            let colour = value
                .and_then(ids::decode_all)
                .and_then(|a| match a.as_slice() {
                    [Action::Refresh { colour }] => Some(*colour),
                    _ => None,
                });
            let Some(colour) = colour else {
                return Route::Unknown;
            };
            return Route::RefreshQuestion { at, steps, colour };
        }
        Control::Select('t') => {
            tile = value
                .and_then(|c| c.chars().next())
                .and_then(ids::symbol_of);
            panel(steps)
        }
        Control::Select(_) => {
            let Some(step) = value.and_then(ids::decode_all) else {
                return Route::Unknown;
            };
            steps.extend(step);
            panel(steps)
        }
        Control::Confirm => commit(steps),
        Control::Back => {
            steps.pop();
            panel(steps)
        }
        Control::Show => panel(steps),
        Control::RefreshNow(colour) => {
            steps.push(Action::Refresh { colour });
            commit(steps)
        }
        Control::Fresh => Command::Panel {
            steps: Vec::new(),
            version: None,
            made_for,
        },
        Control::Hint => {
            return Route::Ask {
                command: Command::Hint,
                channel: at.channel,
                how: How::New,
            }
        }
    };
    Route::Ask {
        command,
        channel: at.channel,
        how: How::Update { tile },
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
        match route(id, values.first().map(String::as_str)) {
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
                    let tile = match how {
                        How::Update { tile } => tile,
                        How::New => None,
                    };
                    reply.controls = build::of(&reply, lang, tile, elsewhere(channel));
                }
                Ok(reply)
            }
            Route::RefreshQuestion { at, steps, colour } => {
                let at = PanelAt {
                    channel: elsewhere(at.channel),
                    ..at
                };
                Ok(build::refresh_question(at, &steps, colour, lang))
            }
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
        let at = PanelAt {
            channel: Some(20),
            game: 7,
            version: 3,
        };
        let declare = ids::decode_all("d1B").unwrap();
        let commit = |steps| Command::Commit {
            steps,
            version: 3,
            made_for: MadeFor::Game(7),
        };
        let confirm = ids::panel_id(at, &declare, &Control::Confirm);
        let expected = Route::Ask {
            command: commit(declare.clone()),
            channel: Some(20),
            how: How::Update { tile: None },
        };
        assert_eq!(route(&confirm, None), expected);
        assert!(click_updates(&confirm, &[]));
        // Refresh now: the steps, then the refresh, played at once.
        let now = ids::panel_id(at, &declare, &Control::RefreshNow(Colour::Red));
        let Route::Ask { command, .. } = route(&now, None) else {
            panic!("{now}")
        };
        let mut steps = declare.clone();
        steps.extend(ids::decode_all("rR").unwrap());
        assert_eq!(command, commit(steps));
        assert!(click_is_hint(&ids::panel_id(at, &[], &Control::Hint)));
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
        assert!(!click_updates("calcada:turn:7", &[]));
        assert_eq!(
            route("calcada:play:20:7", None),
            new(fresh(MadeFor::Game(7)), Some(20))
        );
        // The menu's value: the move in the game's notation, read once.
        let Route::Ask { command, .. } = route("calcada:move:7:3", Some("d1B")) else {
            panic!("the menu")
        };
        assert_eq!(
            command,
            Command::Act {
                action: declare[0],
                version: Some(3),
                made_for: MadeFor::Game(7),
            }
        );
        assert_eq!(
            route("calcada:move:7:3", Some("declare 1 blue")),
            Route::Refuse(Msg::InteractionOutdated)
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
                how: How::Update { tile: None },
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
        assert!(!click_updates("rm:12", &[]));
        for bad in ["rm:", "rm:x", "rm:-3", "rm:0", "rm:+4", "rm:12:1"] {
            assert_eq!(
                route(bad, None),
                Route::Refuse(Msg::RematchUnknown),
                "{bad}"
            );
        }
    }
}
