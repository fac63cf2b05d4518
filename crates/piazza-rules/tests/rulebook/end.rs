//! The end: a player out of tiles is done while the others play on, most points win (a tie
//! to who finished first), and a table where nobody can place ends the game.

use super::*;

/// Plays a game with the first legal action every turn; the events of each turn.
fn play_out(mut g: Game) -> (Game, Vec<(usize, Action, Vec<Event>)>) {
    let mut log = Vec::new();
    while !g.is_over() {
        let seat = g.current();
        let action = g.legal_actions()[0];
        let events = g.play(seat, action).unwrap();
        log.push((seat, action, events));
    }
    (g, log)
}

#[test]
fn a_player_out_of_tiles_is_done_and_the_others_play_on() {
    // "When a player has placed all of their tiles, then the game is over for them.
    // Everyone else continues to play until they also run out of tiles. Then the game ends."
    let mut checked = 0;
    for seed in 0..40 {
        let (g, log) =
            play_out(Game::new(Settings::new(NAMES[..3].iter().copied()), seed).unwrap());
        let outcome = g.outcome().unwrap();
        if outcome.reason != EndReason::AllPlaced {
            continue;
        }
        checked += 1;
        let mut done = Vec::new();
        for (seat, _, events) in &log {
            assert!(!done.contains(seat), "a finished seat plays no more");
            for e in events {
                if let Event::Finished { seat, place } = e {
                    done.push(*seat);
                    assert_eq!(*place as usize, done.len());
                }
            }
        }
        assert_eq!(done.len(), 3, "the game ends once everyone has finished");
        let last = &log.last().unwrap().2;
        assert!(matches!(
            last[last.len() - 2],
            Event::Finished { place: 3, .. }
        ));
        assert_eq!(
            last.last(),
            Some(&Event::GameOver {
                reason: EndReason::AllPlaced
            })
        );
        assert!(g
            .players()
            .iter()
            .all(|p| p.hand().is_empty() && p.pile_size() == 0));
        assert_eq!(g.table().len(), 48);
        assert_eq!(
            refused(&mut g.clone(), g.current(), Action::Pass),
            RuleError::GameOver
        );
    }
    assert!(checked > 0, "some games place every tile");
}

#[test]
fn most_points_win_and_a_tie_goes_to_who_finished_first() {
    // "The player with the most points is the winner. In the event of a tie, the tied
    // player who finished their game the soonest is the winner."
    for seed in 0..40 {
        let start = Game::new(Settings::new(["a", "b"]), seed).unwrap();
        let (end, log) = play_out(start.clone());
        if end.outcome().unwrap().reason != EndReason::AllPlaced {
            continue;
        }
        // The position before the last turn, its scores set so that both end level.
        let mut g = start;
        for (seat, action, _) in &log[..log.len() - 1] {
            g.play(*seat, *action).unwrap();
        }
        let (last_seat, last_action, _) = log.last().unwrap();
        let first = 1 - last_seat;
        assert_eq!(g.player(first).finished(), Some(1));
        let target = end
            .player(first)
            .score()
            .max(end.player(*last_seat).score());
        let mut s = g.snapshot();
        s.players[first].score += target - end.player(first).score();
        s.players[*last_seat].score += target - end.player(*last_seat).score();
        let mut g = Game::from_snapshot(s).unwrap();
        g.play(*last_seat, *last_action).unwrap();
        let ranking = &g.outcome().unwrap().ranking;
        assert_eq!(ranking[0].score, ranking[1].score);
        assert_eq!(
            (ranking[0].seat, ranking[0].rank, ranking[0].finished),
            (first, 1, Some(1))
        );
        assert_eq!((ranking[1].seat, ranking[1].rank), (*last_seat, 2));
        // Without the tie, most points win whoever finished first.
        let mut s = g.snapshot();
        s.players[*last_seat].score += 1;
        s.outcome = None;
        assert!(
            Game::from_snapshot(s).is_err(),
            "the outcome must match the scores"
        );
        return;
    }
    panic!("no two-player game placed every tile");
}

#[test]
fn nobody_able_to_place_passes_and_a_blocked_table_ends_the_game() {
    // Our ruling (RULES.md): a player who can place none of their tiles passes; when
    // everyone still holding tiles has passed in a row, the game ends.
    let mut blocked = 0;
    for seed in 0..200 {
        let (g, log) = play_out(Game::new(Settings::new(["a", "b"]), seed).unwrap());
        if g.outcome().unwrap().reason != EndReason::Blocked {
            continue;
        }
        blocked += 1;
        let playing = g.players().iter().filter(|p| p.is_playing()).count();
        let passes: Vec<_> = log.iter().rev().take(playing).collect();
        assert!(passes.iter().all(|(_, a, _)| *a == Action::Pass));
        // A seat that never finished ranks after a finished seat with as many points.
        let ranking = &g.outcome().unwrap().ranking;
        for w in ranking.windows(2) {
            assert!(
                w[0].score > w[1].score
                    || w[0].finished.unwrap_or(u32::MAX) <= w[1].finished.unwrap_or(u32::MAX)
            );
        }
    }
    assert!(blocked > 0, "some two-player games block");
}
