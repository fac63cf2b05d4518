//! A replay on Discord: its four buttons (⏮ start, ◀ back, ▶ forward, ⏭ end) and their
//! custom ids, which carry the game's number and the turn shown (`calcada:replay:12:7:f`), so
//! the bot keeps no state between presses. A press asks the service for the turn it leads to,
//! and the same message is updated; the service checks again who may see it.

use calcada_messages::{say, Lang, Msg};
use calcada_service::{ReplayView, Reply};
use poise::serenity_prelude as serenity;

/// Custom ids of replay buttons: `calcada:replay:<game>:<turn shown>:<s|b|f|e>`.
pub const PREFIX: &str = "calcada:replay:";

/// Where a replay button leads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Step {
    Start,
    Back,
    Forward,
    End,
}

impl Step {
    const ALL: [Step; 4] = [Step::Start, Step::Back, Step::Forward, Step::End];

    fn code(self) -> char {
        match self {
            Step::Start => 's',
            Step::Back => 'b',
            Step::Forward => 'f',
            Step::End => 'e',
        }
    }

    /// The turn it leads to from `turn` (the end: past any turn, which the service takes as
    /// the last one there is by then).
    pub fn from(self, turn: usize) -> usize {
        match self {
            Step::Start => 0,
            Step::Back => turn.saturating_sub(1),
            Step::Forward => turn.saturating_add(1),
            Step::End => usize::MAX,
        }
    }
}

/// A replay button's custom id.
pub fn button_id(game: i64, turn: usize, step: Step) -> String {
    format!("{PREFIX}{game}:{turn}:{}", step.code())
}

/// A replay button's custom id read back (its `calcada:replay:` prefix already taken off):
/// the game, the turn shown, the step. `None` for anything else.
pub fn parse(rest: &str) -> Option<(i64, usize, Step)> {
    let mut parts = rest.split(':');
    let game: i64 = parts.next()?.parse().ok().filter(|&g| g > 0)?;
    let turn: usize = parts.next()?.parse().ok()?;
    let code = parts.next()?;
    let step = Step::ALL
        .into_iter()
        .find(|s| code.len() == 1 && code.starts_with(s.code()))?;
    parts.next().is_none().then_some((game, turn, step))
}

/// The row of a replay's buttons; those leading nowhere new are disabled.
pub fn row(reply: &Reply, lang: Lang) -> Option<serenity::CreateActionRow> {
    let ReplayView {
        game, turn, turns, ..
    } = reply.replay?;
    let button = |step: Step, label: Msg, disabled: bool| {
        serenity::CreateButton::new(button_id(game, turn, step))
            .label(say(lang, &label))
            .style(serenity::ButtonStyle::Secondary)
            .disabled(disabled)
    };
    Some(serenity::CreateActionRow::Buttons(vec![
        button(Step::Start, Msg::ButtonReplayStart, turn == 0),
        button(Step::Back, Msg::ButtonReplayBack, turn == 0),
        button(Step::Forward, Msg::ButtonReplayForward, turn >= turns),
        button(Step::End, Msg::ButtonReplayEnd, turn >= turns),
    ]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replay_ids_carry_the_game_and_the_turn_and_stay_short() {
        for step in Step::ALL {
            let id = button_id(i64::MAX, usize::MAX, step);
            assert!(id.len() <= 100, "{id}");
            let rest = id.strip_prefix(PREFIX).unwrap();
            assert_eq!(parse(rest), Some((i64::MAX, usize::MAX, step)));
        }
        assert_eq!(parse("12:7:f"), Some((12, 7, Step::Forward)));
        assert_eq!(Step::Back.from(0), 0);
        assert_eq!(Step::Forward.from(7), 8);
        for bad in [
            "", "12", "12:7", "12:7:x", "12:7:ff", "0:1:s", "-3:1:s", "a:1:s", "1:-1:s",
        ] {
            assert_eq!(parse(bad), None, "{bad}");
        }
        assert_eq!(parse("12:7:f:extra"), None);
    }
}
