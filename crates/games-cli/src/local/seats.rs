//! `--players` and `--bots` in the terminal: the commands that seat them, as the people would
//! type them. The first person opens the game with the bots and as many seats as there are
//! people and bots, the others join, the first starts it. Bots alone: the `--as` name opens
//! it with the other bots (the first bot as the stand-in), starts it and leaves, so the first
//! bot takes that seat and the bots play it out.

use game_kit::BotLevel;
use games_service::Command;

/// The seats' names as given (trimmed, at most 32 characters, empty ones left out, a name
/// given twice seated once: names are told apart whatever their case).
pub fn people(players: &[String]) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    players
        .iter()
        .map(|p| super::short_name(p))
        .filter(|p| !p.is_empty() && seen.insert(p.to_lowercase()))
        .collect()
}

/// Who types what, in order (nothing without --players and --bots).
pub fn opening(user: &str, players: &[String], bots: &[BotLevel]) -> Vec<(String, Command)> {
    let people = people(players);
    let seats = people.len() + bots.len();
    if seats == 0 {
        return Vec::new();
    }
    let new = |bots: Vec<BotLevel>, stand_in: Option<BotLevel>| Command::NewGame {
        game: None,
        board: None,
        max_players: Some(seats),
        bots,
        reminder_hours: None,
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in,
        clock: Default::default(),
    };
    let Some(host) = people.first().cloned() else {
        let host = super::short_name(user);
        return vec![
            (host.clone(), new(bots[1..].to_vec(), Some(bots[0]))),
            (host.clone(), Command::Start),
            (host, Command::Leave),
        ];
    };
    let mut lines = vec![(host.clone(), new(bots.to_vec(), None))];
    lines.extend(people[1..].iter().map(|p| (p.clone(), Command::Join)));
    lines.push((host, Command::Start));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    fn who(lines: &[(String, Command)]) -> Vec<(&str, &'static str)> {
        lines
            .iter()
            .map(|(w, c)| {
                let what = match c {
                    Command::NewGame { .. } => "new",
                    Command::Join => "join",
                    Command::Start => "start",
                    Command::Leave => "leave",
                    _ => "other",
                };
                (w.as_str(), what)
            })
            .collect()
    }

    #[test]
    fn people_open_join_and_start_and_bots_alone_leave_the_seat_to_the_first_bot() {
        assert!(opening("Me", &[], &[]).is_empty());
        // A name given twice (whatever its case) is one person, seated once.
        let players = ["Ana".to_string(), " ".into(), "Bruno".into(), "ana".into()];
        let lines = opening("Me", &players, &[BotLevel::Hard]);
        assert_eq!(
            who(&lines),
            [("Ana", "new"), ("Bruno", "join"), ("Ana", "start")]
        );
        let Command::NewGame {
            max_players, bots, ..
        } = &lines[0].1
        else {
            unreachable!()
        };
        assert_eq!(
            (*max_players, bots.as_slice()),
            (Some(3), &[BotLevel::Hard][..])
        );

        let bots = [BotLevel::Hard, BotLevel::Easy, BotLevel::Normal];
        let lines = opening("Me", &[], &bots);
        assert_eq!(
            who(&lines),
            [("Me", "new"), ("Me", "start"), ("Me", "leave")]
        );
        let Command::NewGame {
            max_players,
            bots,
            stand_in,
            ..
        } = &lines[0].1
        else {
            unreachable!()
        };
        assert_eq!(*max_players, Some(3));
        assert_eq!(bots.as_slice(), [BotLevel::Easy, BotLevel::Normal]);
        assert_eq!(*stand_in, Some(BotLevel::Hard));
    }
}
