//! The controls of a reply, made from what it says (pages, a replay's turn, a previewed
//! move's Confirm, the games waiting on the caller), with ids made by `ids.rs`; a turn
//! panel's are its game's (its plugin draws them). The transports only render them.

use super::ids;
use super::kit::{fit, Button, Row, Style};
use crate::reply::{Pages, PanelState, ReplayView, Reply};
use crate::{Outgoing, Registry};
use games_messages::{say, Lang, Msg};
use games_store::NoticeKind;

/// The controls of `reply`, fitted to the transports' limits. A panel's are its game's
/// (`games` draws them: `filter`, what its control asked the panel to narrow; `channel`, the
/// game's, when the panel is shown in another channel, opened from `my games`); a game's own
/// controls (a menu, `GameCtx::move_button`) are kept as it made them; the rest are made
/// here.
pub fn of(
    games: &Registry,
    reply: &Reply,
    lang: Lang,
    filter: Option<char>,
    channel: Option<u64>,
) -> Vec<Row> {
    let rows = if let Some(panel) = &reply.panel {
        games
            .plugin(panel.kind)
            .panel_controls(reply, lang, filter, channel)
    } else if !reply.controls.is_empty() {
        reply.controls.clone()
    } else {
        turn_buttons(reply, lang)
            .into_iter()
            .chain(paging(reply, lang))
            .chain(replay(reply, lang))
            .chain(confirm_move(reply, lang))
            .collect()
    };
    fit(rows)
}

/// A panel's controls when its game draws none of its own: a stale panel's button opens the
/// game's panel afresh (as the turn message's Take your turn).
pub(crate) fn default_panel(reply: &Reply, lang: Lang) -> Vec<Row> {
    match (&reply.panel, reply.game) {
        (Some(panel), Some(game)) if panel.state == PanelState::Stale => {
            vec![Row::Buttons(vec![Button::new(
                ids::take_turn_id(game),
                say(lang, &Msg::ButtonFreshPanel),
                Style::Primary,
            )])]
        }
        _ => Vec::new(),
    }
}

impl Outgoing {
    /// The controls under a notice: a turn message that pings the player to move in the
    /// game's channel carries the button that opens their private turn panel; the final
    /// message of a game played to its end, the Rematch button.
    pub fn controls(&self) -> Vec<Row> {
        if self.rematch && self.direct_to.is_none() {
            return fit(vec![Row::Buttons(vec![Button::new(
                ids::rematch_id(self.game.0),
                say(self.lang, &Msg::ButtonRematch),
                Style::Primary,
            )])]);
        }
        if self.kind != NoticeKind::Turn || self.mention.is_none() || self.direct_to.is_some() {
            return Vec::new();
        }
        fit(vec![Row::Buttons(vec![Button::new(
            ids::take_turn_id(self.game.0),
            say(self.lang, &Msg::ButtonTakeTurn),
            Style::Primary,
        )])])
    }
}

/// Previous and Next buttons of a page (`results`, `my games`).
fn paging(reply: &Reply, lang: Lang) -> Option<Row> {
    let p = reply.paging?;
    if p.pages <= 1 {
        return None;
    }
    let prefix = match p.of {
        Pages::Results => ids::RESULTS_PREFIX,
        Pages::MyGames => ids::MY_GAMES_PREFIX,
    };
    let prev = Button::new(
        format!("{prefix}{}", p.page.saturating_sub(1)),
        say(lang, &Msg::ButtonPrevious),
        Style::Secondary,
    )
    .disabled(p.page == 0);
    let next = Button::new(
        format!("{prefix}{}", p.page + 1),
        say(lang, &Msg::ButtonNext),
        Style::Secondary,
    )
    .disabled(p.page + 1 >= p.pages);
    Some(Row::Buttons(vec![prev, next]))
}

/// The buttons of `my games` that open a game's turn panel ([`fit`] puts five in a row).
fn turn_buttons(reply: &Reply, lang: Lang) -> Option<Row> {
    let buttons: Vec<Button> = reply
        .turn_buttons
        .iter()
        .map(|b| {
            Button::new(
                ids::play_id(b.channel.0, b.game),
                say(lang, &Msg::ButtonMyTurn { game: b.game }),
                Style::Primary,
            )
        })
        .collect();
    (!buttons.is_empty()).then_some(Row::Buttons(buttons))
}

/// The row of a replay's buttons (⏮ start, ◀ back, ▶ forward, ⏭ end); those leading nowhere
/// new are disabled.
fn replay(reply: &Reply, lang: Lang) -> Option<Row> {
    use ids::ReplayStep as Step;
    let ReplayView {
        game, turn, turns, ..
    } = reply.replay?;
    let button = |step: Step, label: Msg, disabled: bool| {
        Button::new(
            ids::replay_id(game, turn, step),
            say(lang, &label),
            Style::Secondary,
        )
        .disabled(disabled)
    };
    Some(Row::Buttons(vec![
        button(Step::Start, Msg::ButtonReplayStart, turn == 0),
        button(Step::Back, Msg::ButtonReplayBack, turn == 0),
        button(Step::Forward, Msg::ButtonReplayForward, turn >= turns),
        button(Step::End, Msg::ButtonReplayEnd, turn >= turns),
    ]))
}

/// The Confirm button under a previewed move: it plays the move if the game is still at the
/// move number the preview was made for.
fn confirm_move(reply: &Reply, lang: Lang) -> Option<Row> {
    let c = reply.confirm_move.as_ref()?;
    Some(Row::Buttons(vec![Button::new(
        ids::confirm_id(c.kind, c.game, c.version, &c.notation),
        say(lang, &Msg::ButtonConfirm),
        Style::Success,
    )]))
}
