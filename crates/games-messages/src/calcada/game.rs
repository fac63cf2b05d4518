//! The engine's values as messages: refusals, setup and parse errors, events, actions, the
//! ranking with every score broken down, and replay errors of records.

use crate::{say, say_as, Lang, Markup, Msg, Quote};
use calcada_record::{ReplayError, FORMAT, GAME, VERSION};
use calcada_rules::{Action, Event, Game, ParseError, RuleError, ScoreBreakdown, SetupError};
use std::fmt::Write;

/// A refusal by the rules.
pub fn rule_error(e: &RuleError) -> Msg {
    match e.clone() {
        RuleError::GameOver => Msg::RuleGameOver,
        RuleError::NoSuchSeat { seat } => Msg::RuleNoSuchSeat { seat: seat + 1 },
        RuleError::SeatLeft { name } => Msg::RuleSeatLeft { name: name.into() },
        RuleError::NotYourTurn { current } => Msg::RuleNotYourTurn {
            current: current.into(),
        },
        RuleError::NoBonusTiles => Msg::RuleNoBonusTiles,
        RuleError::AlreadyDeclared { colour, number } => {
            Msg::RuleAlreadyDeclared { colour, number }
        }
        RuleError::NotDeclared => Msg::RuleNotDeclared,
        RuleError::NoStoneThere { space, colour } => Msg::RuleNoStoneThere { space, colour },
        RuleError::ColourClosed { colour } => Msg::RuleColourClosed { colour },
        RuleError::ColourExhausted { colour } => Msg::RuleColourExhausted { colour },
        RuleError::NoFittingSquare { colour, number } if number >= 6 => {
            Msg::RuleNoEmptySquare { colour, number }
        }
        RuleError::NoFittingSquare { colour, number } => {
            Msg::RuleNoFittingSquare { colour, number }
        }
        RuleError::TileNotOnDisplay { colour, symbol } => {
            Msg::RuleTileNotOnDisplay { colour, symbol }
        }
        RuleError::SquareOccupied { square } => Msg::RuleSquareOccupied { square },
        RuleError::WrongNumber {
            square,
            shows,
            declared,
        } => Msg::RuleWrongNumber {
            square,
            shows,
            declared,
        },
        RuleError::DistrictHasOtherColour { district, colour } => {
            Msg::RuleDistrictHasOtherColour { district, colour }
        }
    }
}

/// Settings that make no game.
pub fn setup_error(e: &SetupError) -> Msg {
    match e {
        SetupError::PlayerCount(n) => Msg::SetupPlayerCount { count: *n },
        SetupError::UnknownBoard(b) => Msg::SetupUnknownBoard {
            board: Quote::new(b),
        },
        SetupError::NoDefaultMultipliers(n) => Msg::SetupNoDefaultMultipliers { count: *n },
        SetupError::Multipliers(d) => Msg::SetupMultipliers {
            detail: d.to_string(),
        },
        SetupError::StartPlayer(s) => Msg::SetupStartPlayer { seat: s + 1 },
    }
}

/// Words that name no game object.
pub fn parse_error(e: &ParseError) -> Msg {
    match e {
        ParseError::Colour(t) => Msg::ParseColour {
            text: Quote::new(t),
        },
        ParseError::Symbol(t) => Msg::ParseSymbol {
            text: Quote::new(t),
        },
        ParseError::Square(t) => Msg::ParseSquare {
            text: Quote::new(t),
        },
        ParseError::Space(t) => Msg::ParseSpace {
            text: Quote::new(t),
        },
        ParseError::Tile(t) => Msg::ParseTile {
            text: Quote::new(t),
        },
    }
}

/// One event; `name` gives a seat's display name.
pub fn event(e: &Event, name: &dyn Fn(usize) -> String) -> Msg {
    match *e {
        Event::Nudged {
            seat,
            colour,
            from,
            to,
        } => Msg::EvNudged {
            name: name(seat).into(),
            colour,
            from,
            to,
        },
        Event::Declared {
            seat,
            colour,
            number,
            from,
            to,
        } => Msg::EvDeclared {
            name: name(seat).into(),
            colour,
            number,
            from,
            to,
        },
        Event::Passed {
            seat,
            colour,
            number,
            from,
            to,
        } => Msg::EvPassed {
            name: name(seat).into(),
            colour,
            number,
            from,
            to,
        },
        Event::Refreshed { seat, colour } => Msg::EvRefreshed {
            name: name(seat).into(),
            colour,
        },
        Event::Placed { seat, tile, square } => Msg::EvPlaced {
            name: name(seat).into(),
            colour: tile.colour,
            symbol: tile.symbol,
            square,
        },
        Event::BonusTilesGained { seat, count } => Msg::EvBonusGained {
            name: name(seat).into(),
            count,
        },
        Event::DisplayRefilled { colour, count } => Msg::EvRefilled { colour, count },
        Event::DistrictScored {
            seat,
            district,
            tiles,
            multiplier,
            points,
            ..
        } => Msg::EvDistrictScored {
            name: name(seat).into(),
            district,
            tiles,
            multiplier,
            points,
        },
        Event::StoneMovedDown { colour, .. } => Msg::EvStoneDown { colour },
        Event::ColourClosed {
            seat,
            colour,
            points,
        } => Msg::EvColourClosed {
            name: name(seat).into(),
            colour,
            points,
        },
        Event::EndTriggered { .. } => Msg::EvEndTriggered,
        Event::PlayerLeft { seat } => Msg::EvPlayerLeft {
            name: name(seat).into(),
        },
        Event::TurnStarted { seat, round } => Msg::EvTurnStarted {
            name: name(seat).into(),
            round,
        },
        Event::GameOver { reason } => Msg::EvGameOver { reason },
    }
}

/// An action in words, as the history lists it.
pub fn action_words(a: &Action) -> Msg {
    match *a {
        Action::Nudge { space, colour } => Msg::ActNudge { space, colour },
        Action::Declare { space, colour } => Msg::ActDeclare { space, colour },
        Action::Refresh { colour } => Msg::ActRefresh { colour },
        Action::Place { symbol, square } => Msg::ActPlace { symbol, square },
        Action::Leave => Msg::ActLeave,
    }
}

/// A record that does not replay.
pub fn replay_error(e: &ReplayError) -> Msg {
    match e {
        ReplayError::Malformed(d) => Msg::ReplayMalformed {
            detail: d.to_string(),
        },
        ReplayError::Version { format, version } => Msg::ReplayVersion {
            format: Quote::new(format),
            version: *version,
            expected_format: FORMAT.into(),
            expected_version: VERSION,
        },
        ReplayError::OtherGame { game } => Msg::ReplayOtherGame {
            game: Quote::new(game),
            expected: GAME.into(),
        },
        ReplayError::Setup(e) => Msg::ReplaySetup {
            error: Box::new(setup_error(e)),
        },
        ReplayError::NoSeed => Msg::ReplayNoSeed,
        ReplayError::Commitment {
            committed,
            revealed,
        } => Msg::ReplayCommitment {
            committed: committed.clone(),
            revealed: revealed.clone(),
        },
        ReplayError::FinalScores => Msg::ReplayFinalScores,
        ReplayError::Illegal {
            index,
            seat,
            action,
            error,
        } => Msg::ReplayIllegal {
            action: index + 1,
            seat: *seat,
            what: serde_json::to_string(action).unwrap_or_default(),
            error: Box::new(rule_error(error)),
        },
        ReplayError::Mismatch {
            index: None,
            path,
            recorded,
            replayed,
        } => Msg::ReplayMismatchInitial {
            path: path.clone(),
            recorded: recorded.clone(),
            replayed: replayed.clone(),
        },
        ReplayError::Mismatch {
            index: Some(i),
            path,
            recorded,
            replayed,
        } => Msg::ReplayMismatch {
            action: i + 1,
            path: path.clone(),
            recorded: recorded.clone(),
            replayed: replayed.clone(),
        },
    }
}

/// The ranking of a game with each player's score broken down (or the scores so far).
pub fn ranking(lang: Lang, game: &Game) -> String {
    ranking_as(lang, Markup::Plain, game)
}

/// [`ranking`] for a reader who sees `markup` (the players' names shown literally).
pub fn ranking_as(lang: Lang, markup: Markup, game: &Game) -> String {
    let mut out = String::new();
    match game.outcome() {
        Some(o) => {
            let _ = writeln!(out, "{}", say(lang, &Msg::RankingOver { reason: o.reason }));
            for st in &o.ranking {
                let line = Msg::RankingLine {
                    rank: st.rank,
                    name: game.player(st.seat).name().to_string().into(),
                    points: st.total,
                };
                let _ = writeln!(out, "{}", say_as(lang, markup, &line));
                out.push_str(&breakdown(lang, &game.score_breakdown(st.seat)));
            }
        }
        None => {
            let _ = writeln!(
                out,
                "{}",
                say(
                    lang,
                    &Msg::RankingNotOver {
                        round: game.round()
                    }
                )
            );
            for (seat, p) in game.players().iter().enumerate() {
                let b = game.score_breakdown(seat);
                let line = Msg::RankingSoFar {
                    name: p.name().to_string().into(),
                    points: b.total,
                };
                let _ = writeln!(out, "{}", say_as(lang, markup, &line));
                out.push_str(&breakdown(lang, &b));
            }
        }
    }
    out
}

/// A score breakdown, one indented line per source.
pub fn breakdown(lang: Lang, b: &ScoreBreakdown) -> String {
    let mut out = String::new();
    for line in breakdown_lines(lang, b) {
        let _ = writeln!(out, "     {line}");
    }
    out
}

/// A score breakdown, one line per source.
pub fn breakdown_lines(lang: Lang, b: &ScoreBreakdown) -> Vec<String> {
    let mut lines: Vec<Msg> = Vec::new();
    for d in &b.districts {
        lines.push(Msg::BreakdownDistrict {
            district: d.district,
            colour: d.colour,
            tiles: d.tiles,
            multiplier: d.multiplier,
            points: d.points,
        });
    }
    if b.off_board > 0 {
        lines.push(Msg::BreakdownOffBoard {
            points: b.off_board,
        });
    }
    for g in &b.motif_groups {
        lines.push(Msg::BreakdownGroup {
            symbol: g.motif,
            size: g.squares.len(),
            points: g.points,
        });
    }
    if b.incomplete_points > 0 {
        lines.push(Msg::BreakdownIncomplete {
            districts: b
                .incomplete_districts
                .iter()
                .map(|d| {
                    Box::new(Msg::BreakdownIncompleteItem {
                        district: d.district,
                        tiles: d.tiles,
                    })
                })
                .collect(),
            points: b.incomplete_points,
        });
    }
    lines.push(Msg::BreakdownBonus {
        tiles: b.bonus_tiles,
        points: b.bonus_points,
    });
    lines.iter().map(|m| say(lang, m)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::{Colour, Space};

    #[test]
    fn refusals_name_what_is_wrong() {
        let e = RuleError::NoStoneThere {
            space: Space::number(3).unwrap(),
            colour: Colour::Yellow,
        };
        let text = say(Lang::En, &rule_error(&e));
        assert!(text.contains('3') && text.contains("Yellow"), "{text}");
        let e = parse_error(&ParseError::Space("9".into()));
        assert!(say(Lang::En, &e).contains("spaces are 1 to 6"));
    }
}
