//! Hints: the Hard bot's suggestion for the turn of the player to move, worded from its typed
//! facts, answered privately and noted so the history says a hint was used.

use crate::plugin::GameCtx;
use crate::request::OnGame;
use crate::{Answer, Reply};
use calcada_bots::hint::{suggest_turn, HintFact};
use calcada_bots::SearchSettings;
use calcada_rules::PublicView;
use games_messages::{action_words, say, Msg};

/// The Hard bot's suggestion for the caller's turn, privately, searched once per game and
/// move at the searches' gate, and noted for the record.
pub(super) fn hint(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let OnGame {
        caller,
        lang,
        ref stored,
    } = *on;
    let seat = ctx.playing_seat(stored, caller)?;
    if !stored.options.hints {
        return Err(Msg::HintsOff.into());
    }
    let Some(game) = crate::calcada::game_of(stored) else {
        return Err(Msg::NotRunning.into());
    };
    if game.current() != seat {
        let current = game.player(game.current()).name().to_string();
        return Err(Msg::RuleNotYourTurn {
            current: current.into(),
        }
        .into());
    }
    // The same position always gets the same suggestion. The search's generator is
    // seeded from public facts only (the game's number and move), never from the game's
    // secret seed, which decided the order of the stacks.
    let seed = (stored.id.0 as u64).wrapping_mul(0xd6e8_feb8_6659_fd93)
        ^ stored.moves.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    let hint = ctx.hint(stored, seat, || {
        suggest_turn(
            &PublicView::new(game),
            &SearchSettings::playouts(SearchSettings::DEFAULT_PLAYOUTS),
            seed,
        )
    })?;
    let turn = hint
        .actions
        .iter()
        .map(|a| say(lang, &action_words(a)))
        .collect::<Vec<_>>()
        .join(" · ");
    let mut lines = vec![say(lang, &Msg::HintHeader { turn })];
    lines.extend(
        hint.facts
            .iter()
            .map(|f| format!("- {}", say(lang, &fact(f)))),
    );
    Ok(Reply::private(lines.join("\n")))
}

/// One fact of a hint as a message.
fn fact(f: &HintFact) -> Msg {
    match *f {
        HintFact::SpendsBonusTiles { count } => Msg::HintSpends { count },
        HintFact::Passes => Msg::HintPasses,
        HintFact::GrowsDistrict {
            district,
            colour,
            tiles,
            size,
        } => Msg::HintGrows {
            district,
            colour,
            tiles,
            size,
        },
        HintFact::CompletesDistrict {
            district,
            colour,
            multiplier,
            points,
        } => Msg::HintCompletes {
            district,
            colour,
            multiplier,
            points,
        },
        HintFact::ClosesColour { colour, points } => Msg::HintCloses { colour, points },
        HintFact::TriggersEnd => Msg::HintTriggersEnd,
        HintFact::GrowsMotifGroup {
            motif,
            size,
            points,
        } => Msg::HintMotif {
            motif,
            size,
            points: i64::from(points),
        },
        HintFact::GainsBonusTiles { count } => Msg::HintBonus { count },
    }
}
