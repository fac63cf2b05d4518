//! Turns no player types, the same for every game: the background worker's bot turns and the
//! stand-in's turn for a player who missed too many reminders or ran out of time. The game's
//! plugin plays the turn ([`GamePlugin::play_turn`](crate::plugin::GamePlugin::play_turn),
//! its bots on its position); here it is written with its notices. And a bot taking a seat
//! over, and the host ending a game early.

use super::body::NoticeBody;
use super::request::{Caller, Checked};
use super::{access, Answer, Fault, Reply, Service};
use game_kit::BotLevel;
use games_ids::ids::GameId;
use games_messages::{say, Lang, Msg};
use games_store::{Change, GameStatus, Notice, NoticeKind, StoreError, StoredGame};

impl Service {
    /// The background worker's step: plays one turn of the bot whose turn it is in game `id`,
    /// if bot turns wait there, and writes it on its own (searches run at most one per core
    /// but one, through the same gate as hints). Once a human is to play or the game is over,
    /// one turn message tells the channel every move since it was last told, and pings
    /// whoever is next. Returns whether bot turns still wait in that game.
    pub fn play_bot_turn(&self, id: GameId) -> Result<bool, Fault> {
        let stored = self.store.load_game(id)?;
        let (Some(from), GameStatus::Running, Some(state)) =
            (stored.bots_from, stored.status, stored.state.as_deref())
        else {
            return Ok(false);
        };
        let level = state.to_move().and_then(|seat| stored.seats[seat].bot);
        let plugin = self.plugin(stored.kind);
        let played = {
            let _core = self.hints.slot();
            super::gate::at_low_priority(|| plugin.play_turn(&stored, level))
        };
        let Some(played) = played else {
            return Ok(false);
        };
        let game = &*played.game;
        let (more, notices) = self.after_bot_turns(&stored, game, from, played.actions.len());
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            state: Some(game),
            actions: &played.actions,
            notices: &notices,
            new_turn: true,
            bots_from: Some(more.then_some(from)),
            ..Default::default()
        };
        self.write_bot_turns(&stored, &change, more)
    }

    /// Plays every waiting bot turn of every game, one turn at a time, until none waits (for
    /// synchronous callers: the terminal, tests, tools). Returns the turns played.
    pub fn play_waiting_bots(&self) -> Result<usize, Fault> {
        let mut played = 0;
        loop {
            let games = self.store.games_with_bot_turns()?;
            if games.is_empty() {
                return Ok(played);
            }
            for id in games {
                self.play_bot_turn(id)?;
                played += 1;
            }
        }
    }

    /// A bot plays this one turn for the player who missed too many reminders (the seat stays
    /// theirs). Bot seats that follow are left to the background worker, so a tick plays at
    /// most one turn per game.
    pub(super) fn stand_in(&self, checked: &Checked<'_>, intro: Msg) -> Result<(), StoreError> {
        let Checked { stored, now, .. } = *checked;
        let level = Some(stored.options.stand_in);
        let Some(played) = self.plugin(stored.kind).play_turn(stored, level) else {
            return Ok(());
        };
        let g = &*played.game;
        let (bots_due, notices) = self.after_stand_in(stored, g, played.actions.len(), intro);
        let change = Change {
            status: g.is_over().then_some(GameStatus::Finished),
            state: Some(g),
            actions: &played.actions,
            notices: &notices,
            new_turn: true,
            bots_from: bots_due.then_some(Some(stored.moves)),
            ..Default::default()
        };
        self.apply(stored, &change, now)?;
        self.count_turns(stored, &change);
        Ok(())
    }

    /// A bot takes over a seat of a running game (the player left, or an admin asked). The
    /// channel is told at once; if the bot is to play now, its turns are left to the
    /// background worker ([`Service::play_bot_turn`]), one at a time, never played inside
    /// this request (in a game of bots alone that would be the whole game).
    pub(crate) fn seat_bot(
        &self,
        lang: Lang,
        stored: StoredGame,
        seat: usize,
        kind: BotLevel,
    ) -> Answer {
        access::status(&stored, GameStatus::Running)?;
        if stored.seats[seat].is_bot() {
            return Err(Msg::BotSeat.into());
        }
        let mut seats = stored.seats.clone();
        seats[seat].bot = Some(kind);
        let due = stored.current_seat().is_some_and(|s| seats[s].is_bot());
        let intro = Msg::ReplacedByBot {
            name: seats[seat].name.clone().into(),
        };
        let notices = [Notice {
            channel: stored.channel,
            user: None,
            kind: NoticeKind::Info,
            direct: false,
            body: NoticeBody::say(&intro),
        }];
        let change = Change {
            seats: Some(&seats),
            notices: &notices,
            bots_from: due.then_some(Some(stored.bots_from.unwrap_or(stored.moves))),
            ..Default::default()
        };
        self.write(&stored, &change)?;
        let mut reply = Reply::private(say(lang, &Msg::PostedInChannel)).queued();
        reply.version = Some(stored.moves);
        reply.bots = due;
        Ok(reply)
    }

    /// Ends the game early (its host): the channel gets the scores as they stood.
    pub(crate) fn end(&self, caller: &Caller, stored: StoredGame) -> Answer {
        access::host(&stored, caller)?;
        let notices = vec![Notice {
            channel: stored.channel,
            user: None,
            kind: NoticeKind::GameOver,
            direct: false,
            body: NoticeBody::Ended {
                by: caller.name.clone(),
            }
            .to_json(),
        }];
        let change = Change {
            status: Some(GameStatus::Ended),
            notices: &notices,
            ..Default::default()
        };
        self.write(&stored, &change)?;
        let lang = Lang::from_locale(&caller.locale);
        Ok(Reply::private(say(lang, &Msg::PostedInChannel)).queued())
    }
}
