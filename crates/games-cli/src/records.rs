//! `calcada export`, `calcada backup`, `calcada verify --seal`'s check (every game's) and the
//! database check every command that opens the store makes first.

use super::lang;
use anyhow::Context as _;
use games_ids::ids::{ChannelId, GameId};
use games_messages::{say, Msg};
use games_service::{Seeds, Service, SystemClock};
use games_store::backup::newest_backup;
use games_store::{Store, StoreError};
use std::path::Path;
use std::process::ExitCode;
use std::sync::Arc;

/// The folder scheduled and manual backups go to, if set (names the one to restore).
pub const BACKUP_DIR: &str = "CALCADA_BACKUP_DIR";

/// The quick check of the database at `db`: `Err` with the sentence to print (naming the
/// newest backup if `CALCADA_BACKUP_DIR` holds one) when the file is damaged.
pub fn check_database(db: &Path) -> Result<(), String> {
    match Store::check_file(db) {
        Ok(()) => Ok(()),
        Err(StoreError::Damaged(detail)) => Err(damaged(db, detail.to_string())),
        Err(e) => Err(damaged(db, games_ids::chain::chain(&e))),
    }
}

fn damaged(db: &Path, detail: String) -> String {
    let path = db.display().to_string();
    let backup = std::env::var_os(BACKUP_DIR).and_then(|d| newest_backup(Path::new(&d)));
    say(
        lang(),
        &match backup {
            Some(b) => Msg::DatabaseDamagedBackup {
                path,
                detail,
                backup: b.display().to_string(),
            },
            None => Msg::DatabaseDamaged { path, detail },
        },
    )
}

/// Which stored games `export` writes.
pub enum Which {
    Game(i64),
    Channel(u64),
    All,
}

/// `calcada export`: one record per chosen game that has started, `game-<id>.json` in `out`.
/// A damaged database or nothing to export is said (worded) and gives a failing code; a store
/// or a file that fails is the error, with the file or the game it concerned.
pub fn export(db: &Path, which: Which, out: &Path) -> anyhow::Result<ExitCode> {
    if let Err(e) = check_database(db) {
        eprintln!("{e}");
        return Ok(ExitCode::FAILURE);
    }
    let (service, _) = Service::open(db, Arc::new(SystemClock), Seeds::Random)
        .with_context(|| format!("opening the database {}", db.display()))?;
    let ids = match which {
        Which::Game(id) => vec![GameId(id)],
        Which::Channel(ch) => service
            .game_ids_in(ChannelId(ch))
            .with_context(|| format!("listing the games of channel {ch}"))?,
        Which::All => service.all_game_ids().context("listing the games")?,
    };
    let mut written = 0;
    for id in ids {
        let Some(json) = service
            .record_json_of(id)
            .with_context(|| format!("the record of game {id}"))?
        else {
            continue;
        };
        std::fs::create_dir_all(out).with_context(|| format!("creating {}", out.display()))?;
        let path = out.join(format!("game-{}.json", id.0));
        std::fs::write(&path, json).with_context(|| format!("writing {}", path.display()))?;
        written += 1;
    }
    if written == 0 {
        eprintln!("{}", say(lang(), &Msg::NothingToExport));
        return Ok(ExitCode::FAILURE);
    }
    let dir = out.display().to_string();
    println!(
        "{}",
        say(
            lang(),
            &Msg::Exported {
                count: written,
                dir
            }
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// `calcada verify --seal`: the record carries the seal `shown` (as the start message showed
/// it: its SHA-256 in hex, in any case, backquotes and spaces around it ignored), or the
/// sentence saying it does not. For both games' records.
pub fn check_shown(shown: &str, carried: Option<&str>) -> Result<(), String> {
    let shown = shown.trim().trim_matches('`').to_ascii_lowercase();
    match carried.map(str::to_ascii_lowercase) {
        Some(carried) if carried == shown => Ok(()),
        Some(carried) => Err(say(lang(), &Msg::SealNotShown { shown, carried })),
        None => Err(say(lang(), &Msg::SealAbsent { shown })),
    }
}

/// `calcada backup`: an online copy of the database, safe while the bot writes to it.
pub fn backup(db: &Path, dest: &Path) -> ExitCode {
    if let Err(e) = check_database(db) {
        eprintln!("{e}");
        return ExitCode::FAILURE;
    }
    let path = dest.display().to_string();
    let done = Store::open(db).and_then(|s| s.backup_to(dest));
    match done {
        Ok(games) => {
            println!("{}", say(lang(), &Msg::BackupWritten { path, games }));
            ExitCode::SUCCESS
        }
        Err(e) => {
            let error = games_ids::chain::chain(&e);
            eprintln!("{}", say(lang(), &Msg::BackupFailed { path, error }));
            ExitCode::FAILURE
        }
    }
}
