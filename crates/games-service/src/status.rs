//! What holds a running game up, in any game's status: since when its player to move has
//! been waited for, the channel's posts held back, the server's pause and the turn clock,
//! players away.

use super::Service;
use games_messages::{say_as, Lang, Markup, Msg, When};
use games_store::StoredGame;

impl Service {
    /// The status lines every game shares, in this order: waited for since, the channel's
    /// block, the clock's lines (the server's pause, the times left, the clock's options),
    /// each player away and until when; names shown literally for `markup`.
    pub(crate) fn status_lines(
        &self,
        lang: Lang,
        markup: Markup,
        stored: &StoredGame,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        if let (Some(since), Some(seat)) = (stored.turn_started_at, stored.current_seat()) {
            lines.push(say_as(
                lang,
                markup,
                &Msg::StatusWaiting {
                    name: stored.seats[seat].name.clone().into(),
                    since: When::Ago(since),
                },
            ));
        }
        if let Some(block) = self.store.channel_block(stored.channel).unwrap_or_default() {
            let missing = super::retry::blocked_for(&block);
            lines.push(say_as(lang, markup, &Msg::ChannelBlocked { missing }));
        }
        lines.extend(self.clock_lines(lang, markup, stored));
        let now = self.now();
        for s in &stored.seats {
            let Some(user) = s.human_user() else { continue };
            let mine = self.store.player_settings(user).unwrap_or_default();
            if let Some(until) = mine.away_until.filter(|&t| t > now) {
                lines.push(say_as(
                    lang,
                    markup,
                    &Msg::StatusAway {
                        name: s.name.clone().into(),
                        until: When::At(until),
                    },
                ));
            }
        }
        lines
    }
}
