//! `calcada migrate-db`: moves a bot's games from its SQLite file to PostgreSQL (or between
//! any two stores), then checks the copy. Run it with the bot stopped.

use super::lang;
use super::records::check_database;
use games_messages::{say, Msg};
use games_store::{Location, Store};
use std::process::ExitCode;

pub fn run(from: &str, to: &str) -> ExitCode {
    let (from, to) = (Location::parse(from), Location::parse(to));
    if let Location::Sqlite(path) = &from {
        // Never create an empty source by mistake, and refuse a damaged one.
        if let Err(e) = check_database(path).and_then(|()| {
            path.is_file()
                .then_some(())
                .ok_or_else(|| format!("{}: no such file", path.display()))
        }) {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    }
    let (shown_from, shown_to) = (from.to_string(), to.to_string());
    // The games the bot plays: every stored game is read (and replayed) as its own.
    let open = |at| Store::connect(at).map(|s| s.with_games(games_service::games()));
    let copied = open(&from)
        .and_then(|source| Ok((source, open(&to)?)))
        .and_then(|(source, dest)| source.copy_into(&dest));
    match copied {
        Ok(c) => {
            let msg = Msg::MigrateDbDone {
                games: c.rows("games"),
                actions: c.rows("actions"),
                notices: c.rows("outbox"),
                replayed: c.games_replayed,
                from: shown_from,
                to: shown_to,
            };
            println!("{}", say(lang(), &msg));
            ExitCode::SUCCESS
        }
        Err(e) => {
            let msg = Msg::MigrateDbFailed {
                from: shown_from,
                to: shown_to,
                error: games_ids::chain::chain(&e),
            };
            eprintln!("{}", say(lang(), &msg));
            ExitCode::FAILURE
        }
    }
}
