//! Which lists of steps Calçada's panel plays at once (Confirm, Refresh now). A panel's
//! Confirm and its Refresh now play the steps its id carries, and an id can be forged. So the
//! whole list is checked first on the public copy of the game, with one answer for every list
//! the panel does not make ([`confirmable`]): a refresh is only ever the last step, and what
//! it draws is seen on the panel that follows it, once it is played and paid. Nothing a
//! forged list is answered can depend on what the stacks hold.

use super::present;
use calcada_rules::{Action, Event, Game, PublicView};

/// Whether `steps` is a list a panel plays for `seat` at once, judged on the public copy of
/// the game alone ([`PublicView::canonical`]: the stacks in sorted order), so the verdict is
/// the same whatever the stacks hold:
///
/// - **Confirm**: the planned steps (nudges, a declaration, a placement), at most
///   [`present::MAX_STEPS`], no refresh among them;
/// - **Refresh now**: such planned steps, the turn not over, then one refresh, last.
///
/// Every step must be legal in turn and none may come after the turn's end. A refresh is never
/// followed by anything: a placement chosen after it is planned on the panel that follows
/// it, once the refresh is played. (The terminal's `confirm` may play a turn not over yet,
/// nudges or a declaration alone: they reveal nothing.)
pub(crate) fn confirmable(game: &Game, seat: usize, steps: &[Action]) -> bool {
    let Some((last, before)) = steps.split_last() else {
        return false;
    };
    let planned = match last {
        Action::Refresh { .. } => before,
        _ => steps,
    };
    if planned.len() > present::MAX_STEPS
        || planned
            .iter()
            .any(|a| matches!(a, Action::Refresh { .. } | Action::Leave))
    {
        return false;
    }
    let mut public = PublicView::new(game).canonical();
    let mut over = false;
    for &step in steps {
        if over {
            return false;
        }
        let Ok(events) = public.play(seat, step) else {
            return false;
        };
        over = events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::{Settings, Step};

    /// A two-player game at its start, and a declaration with a placement that ends the
    /// first turn.
    fn start() -> (Game, usize, Action, Action) {
        let game = Game::new(Settings::new(["Ana", "Bruno"], "A"), 7).unwrap();
        let seat = game.current();
        assert!(game.has_legal_declaration());
        let declare = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Declare { .. }))
            .expect("a declaration");
        let mut after = game.clone();
        after.play(seat, declare).unwrap();
        let place = after
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Place { .. }))
            .expect("a placement after a legal declaration");
        (game, seat, declare, place)
    }

    #[test]
    fn the_lists_a_panel_makes_are_confirmable_and_nothing_follows_a_refresh() {
        let (game, seat, declare, place) = start();
        assert_eq!(game.step(), Step::Declare);
        let refresh = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Refresh { .. }))
            .expect("a refresh at the start");
        let nudge = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Nudge { .. }))
            .expect("a nudge at the start");
        for ok in [
            vec![declare, place],
            vec![refresh],
            vec![declare, refresh],
            vec![nudge],
        ] {
            assert!(confirmable(&game, seat, &ok), "{ok:?}");
        }
        for refused in [
            vec![],
            vec![declare, refresh, place],
            vec![refresh, declare, place],
            vec![refresh, refresh],
            vec![declare, place, refresh],
            vec![declare, place, declare],
            vec![place],
            vec![Action::Leave],
            vec![nudge; present::MAX_STEPS + 1],
        ] {
            assert!(!confirmable(&game, seat, &refused), "{refused:?}");
        }
        // Another seat's turn is no list of this seat's panel.
        assert!(!confirmable(&game, 1 - seat, &[declare, place]));
    }
}
