//! Piazza in the record tools' words and characters (`replay`, `verify`, `simulate`): tiles
//! as a colour letter and a symbol (`R★`), the table as a grid with the cells' names, the
//! scores, the public events of a turn, and every refusal (records, setup) as a message of
//! the catalogue. Pure: strings in, strings out.

use games_messages::piazza::{rule_error, tile_msg};
use games_messages::{say, Lang, Msg, Quote};
use piazza_rules::record::Field;
use piazza_rules::{Cell, Colour, EndReason, Event, Game, Outcome, RecordError, SetupError};

pub use games_pictures::piazza_text::{code, legend, symbol_mark};

/// The letter a colour is printed with, the pictures' own (the legend names it in the
/// reader's language).
pub fn colour_letter(colour: Colour) -> char {
    colour.letter()
}

/// The table as a grid: the piazza and one cell around it, columns lettered and rows
/// numbered with the names players type.
pub fn table(game: &Game, ansi: bool) -> String {
    games_pictures::piazza_text::grid(game.span(), |cell| game.tile_at(cell), ansi)
}

/// One line per seat: colours, points, tiles in hand and pile (public), then how many tiles
/// are still to be placed.
pub fn scores(lang: Lang, game: &Game) -> String {
    let mut out = String::new();
    for p in game.players() {
        let colours: String = p.colours().iter().map(|&c| colour_letter(c)).collect();
        let line = Msg::PtScoreLine {
            name: p.name().to_string(),
            colours,
            points: p.score(),
            hand: p.hand().len(),
            pile: p.pile_size(),
            finished: p.finished().unwrap_or(0),
        };
        out.push_str(&say(lang, &line));
        out.push('\n');
    }
    let count: usize = game
        .players()
        .iter()
        .map(|p| p.hand().len() + p.pile_size())
        .sum();
    out.push_str(&say(lang, &Msg::PtTilesLeft { count }));
    out.push('\n');
    out
}

/// A cell's name as players write it (`H8`).
fn cell_name(cell: Cell) -> String {
    cell.label()
        .expect("a cell on the table is within the named grid")
}

/// What everyone may read of an event (none names a drawn tile); `None` for the turn
/// passing on, which the next prompt says.
pub fn event(e: &Event, name: &dyn Fn(usize) -> String) -> Option<Msg> {
    Some(match *e {
        Event::Placed { seat, tile, cell } => Msg::PtPlaced {
            name: name(seat),
            code: code(tile, false),
            tile: Box::new(tile_msg(tile)),
            cell: cell_name(cell),
        },
        Event::BracketScored {
            seat,
            from,
            to,
            points,
            ..
        } => Msg::PtBracket {
            name: name(seat),
            from: cell_name(from),
            to: cell_name(to),
            points,
        },
        Event::HandRefilled { seat, count } => Msg::PtDrew {
            name: name(seat),
            count,
        },
        Event::Passed { seat } => Msg::PtPassed { name: name(seat) },
        Event::Finished { seat, place } => Msg::PtFinished {
            name: name(seat),
            place,
        },
        Event::TurnPassed { .. } => return None,
        Event::GameOver { reason } => Msg::PtGameOver {
            reason: reason_key(reason).to_string(),
        },
    })
}

fn reason_key(r: EndReason) -> &'static str {
    match r {
        EndReason::AllPlaced => "all_placed",
        EndReason::Blocked => "blocked",
    }
}

/// The events of one action, a line each.
pub fn events(lang: Lang, events: &[Event], name: &dyn Fn(usize) -> String) -> String {
    events
        .iter()
        .filter_map(|e| event(e, name))
        .map(|m| say(lang, &m) + "\n")
        .collect()
}

/// The final ranking, a line per seat, best first.
pub fn ranking(lang: Lang, outcome: &Outcome, name: &dyn Fn(usize) -> String) -> String {
    outcome
        .ranking
        .iter()
        .map(|s| {
            let line = Msg::PtRankLine {
                rank: s.rank,
                name: name(s.seat),
                points: s.score,
                finished: s.finished.unwrap_or(0),
            };
            say(lang, &line) + "\n"
        })
        .collect()
}

/// Settings that make no game.
pub fn setup_error(e: &SetupError) -> Msg {
    match e {
        SetupError::PlayerCount(count) => Msg::PtSeatCount { count: *count },
        SetupError::StartPlayer(seat) => Msg::PtErrNoSuchSeat { seat: seat + 1 },
        SetupError::Deal(deal) => Msg::PtSetupDeal { deal: *deal },
    }
}

/// Why a Piazza record does not verify, as a message: seats counted from 1 and named from
/// `names` (the record's players), cells as players write them (`H8`).
pub fn record_error(e: &RecordError, names: &[String]) -> Msg {
    match e {
        RecordError::Envelope {
            format,
            version,
            game,
        } => Msg::PtRecEnvelope {
            format: Quote::new(format),
            version: *version,
            game: Quote::new(game),
            expected: piazza_rules::record::VERSION,
        },
        RecordError::NoSeed => Msg::ReplayNoSeed,
        RecordError::Seal {
            committed,
            revealed,
        } => Msg::ReplayCommitment {
            committed: committed.clone(),
            revealed: revealed.clone(),
        },
        RecordError::Setup(e) => Msg::PtRecSetup {
            error: Box::new(setup_error(e)),
        },
        RecordError::SetupDiffers => Msg::PtRecSetupDiffers,
        RecordError::Illegal {
            index, seat, error, ..
        } => Msg::PtRecIllegal {
            action: index + 1,
            seat: seat + 1,
            name: names.get(*seat).cloned().unwrap_or_default(),
            error: Box::new(rule_error(error)),
        },
        RecordError::Mismatch {
            index,
            field,
            recorded,
            replayed,
        } => {
            let (field, seat) = match *field {
                Field::Current => ("current", 0),
                Field::Turn => ("turn", 0),
                Field::Passes => ("passes", 0),
                Field::Seats => ("seats", 0),
                Field::Seat { seat, value } => (value, seat + 1),
            };
            let field = Box::new(Msg::PtRecField {
                field: field.to_string(),
                seat,
            });
            let (recorded, replayed) = (recorded.clone(), replayed.clone());
            match index {
                None => Msg::PtRecMismatchInitial {
                    field,
                    recorded,
                    replayed,
                },
                Some(i) => Msg::PtRecMismatch {
                    action: i + 1,
                    field,
                    recorded,
                    replayed,
                },
            }
        }
        RecordError::CutShort { actions } => Msg::PtRecCutShort { actions: *actions },
        RecordError::NoFinalScores { actions } => Msg::PtRecNoFinalScores { actions: *actions },
        RecordError::FinalScores => Msg::ReplayFinalScores,
        RecordError::Outcome => Msg::PtRecOutcome,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use piazza_rules::{RuleError, Settings, Symbol, Tile};

    #[test]
    fn the_table_shows_every_tile_at_its_named_cell_and_nothing_hidden() {
        let game = Game::new(Settings::new(["Ana", "Bruno"]), 3).unwrap();
        let text = table(&game, false);
        let lines: Vec<&str> = text.lines().collect();
        // The starting square and a cell around it: columns G to J, rows 7 to 10.
        assert_eq!(lines[0], "    G  H  I  J");
        assert_eq!(lines.len(), 5);
        for (cell, tile) in game.table() {
            let name = cell_name(cell);
            let (col, row) = name.split_at(1);
            let x = 4 + 3 * (col.as_bytes()[0] - b'G') as usize;
            let line = lines[row.parse::<usize>().unwrap() - 6];
            let shown: String = line.chars().skip(x).take(2).collect();
            assert_eq!(shown, code(tile, false), "{name} in {text}");
        }
        assert_eq!(text.matches('·').count(), 16 - 4);
        // Hands are not on it: only the four starting tiles' codes are.
        let codes = text.chars().filter(|c| "RPBY".contains(*c)).count();
        assert_eq!(codes, 4);
    }

    #[test]
    fn every_refusal_is_worded_in_every_language() {
        let cell = Cell::new(0, -1);
        let errors = [
            RuleError::NotAlongside { cell },
            RuleError::TwoColours {
                first: Colour::Red,
                second: Colour::Blue,
            },
            RuleError::NotInHand {
                tile: Tile::new(Colour::Blue, Symbol::Cross),
            },
        ];
        for lang in Lang::ALL {
            for e in &errors {
                let text = say(lang, &rule_error(e));
                assert!(!text.contains("pt-"), "{text}");
                assert!(!text.contains('{'), "{text}");
            }
            let text = say(lang, &rule_error(&errors[0]));
            assert!(text.contains("H7"), "{text}");
        }
        let english = say(Lang::En, &rule_error(&errors[2]));
        assert!(english.contains("blue cross"), "{english}");
    }
}
