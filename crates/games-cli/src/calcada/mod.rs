//! Calçada on the command line ([`Calcada`], its [`GameTools`]):
//!
//! - `sim.rs`: many bot games in a row (`calcada simulate`), with the figures used to tune the
//!   scoreboard tables; `report.rs` words them.
//! - here: `verify`, `replay` and `render` of its records, and `local`, played through the
//!   service as on Discord (`crate::local`).

mod report;
pub mod sim;

use crate::local::LocalOptions;
use crate::tools::{GameTools, SimulateOptions};
use crate::{cannot_write, lang, records};
use calcada_record::{Envelope, Record, ReplayError};
use calcada_rules::{Event, Game};
use games_messages::{ranking, replay_error, say, Lang, Msg};
use games_pictures::{Picture, Renderer};
use sim::{simulate, SimOptions};
use std::process::ExitCode;

/// Calçada, the bot's first game.
pub struct Calcada;

impl GameTools for Calcada {
    fn name(&self) -> &'static str {
        "calcada"
    }

    fn about(&self) -> &'static str {
        "Calçada, the bot's first game"
    }

    fn is_record(&self, text: &str) -> bool {
        Envelope::of(text).is_ok_and(|e| e.game == calcada_rules::GAME)
    }

    fn verify(&self, _: Lang, text: &str, seal: Option<&str>) -> Result<String, String> {
        verify(text, seal)
    }

    fn replay(&self, lang: Lang, shown: &str, text: &str) -> Result<String, String> {
        match Record::from_json(text).and_then(|r| r.replay().map(|g| (r, g))) {
            Ok((record, game)) => {
                let actions = record.actions.len();
                let head = say(lang, &Msg::ReplayVerified { actions });
                Ok(format!("{head}\n{}", ranking(lang, &game)))
            }
            Err(e) => Err(record_broken(shown, &e)),
        }
    }

    fn render(
        &self,
        lang: Lang,
        shown: &str,
        text: &str,
        step: Option<usize>,
    ) -> Result<Vec<(String, Picture)>, String> {
        let record = Record::from_json(text)
            .and_then(|r| r.replay().map(|_| r))
            .map_err(|e| record_broken(shown, &e))?;
        let actions = record.actions.len();
        let step = step.unwrap_or(actions);
        if step > actions {
            return Err(say(lang, &Msg::RenderStepBeyond { step, actions }));
        }
        let (game, events) = position_after(&record, step).map_err(|e| record_broken(shown, &e))?;
        let acting = step.checked_sub(1).map(|i| record.actions[i].seat);
        let renderer = Renderer::new();
        Ok(games_pictures::pictures_of(
            &renderer, &game, acting, &events,
        ))
    }

    fn simulate(&self, o: SimulateOptions) -> ExitCode {
        let opts = SimOptions {
            games: o.games,
            players: o.players as usize,
            board: o.side.name().into(),
            seed: o.seed,
            bots: o.bots,
            multipliers: o.multipliers,
            records: o.export.is_some(),
        };
        run_simulate(opts, o.export)
    }

    /// Through the service, as on Discord.
    fn local(&self, opts: LocalOptions) -> anyhow::Result<ExitCode> {
        crate::local::run_service(opts, games_service::CALCADA)
    }
}

fn run_simulate(opts: SimOptions, export: Option<std::path::PathBuf>) -> ExitCode {
    if opts.bots.is_empty() {
        eprintln!("{}", say(lang(), &Msg::NoBots));
        return ExitCode::FAILURE;
    }
    if let Some(dir) = &export {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("{}", cannot_write(dir, &e));
            return ExitCode::FAILURE;
        }
    }
    let mut write_error = None;
    let result = simulate(&opts, |_, played, record| {
        if let (Some(dir), Some(record)) = (&export, record) {
            let path = dir.join(format!("game-{}.json", played.game.seed()));
            if let Err(e) = std::fs::write(&path, record.to_json()) {
                write_error.get_or_insert_with(|| cannot_write(&path, &e));
            }
        }
    });
    match result {
        Ok(summary) => {
            print!("{}", report::simulation(lang(), &summary, &opts));
            if let Some(e) = write_error {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

fn record_broken(shown: &str, e: &ReplayError) -> String {
    let msg = Msg::RecordBroken {
        path: shown.to_string(),
        error: Box::new(replay_error(e)),
    };
    say(lang(), &msg)
}

/// `calcada verify`: the record's seal holds (its seed and salt hash to it) and, if `shown`
/// is given (the seal the start message published), it is that one; then it replays.
pub fn verify(text: &str, shown: Option<&str>) -> Result<String, String> {
    let broken = |e| say(lang(), &replay_error(&e));
    let record = Record::from_json(text).map_err(broken)?;
    if let Some(shown) = shown {
        let carried = record.commitment.as_ref().map(|c| c.sha256.as_str());
        records::check_shown(shown, carried)?;
    }
    let sealed = record.verify_commitment().map_err(broken)?;
    let game = record.replay().map_err(broken)?;
    let actions = record.actions.len();
    let head = match (&record.commitment, sealed) {
        (Some(c), true) => Msg::VerifiedSealed {
            actions,
            hash: c.sha256.clone(),
        },
        _ => Msg::VerifiedUnsealed { actions },
    };
    Ok(format!(
        "{}\n{}",
        say(lang(), &head),
        ranking(lang(), &game)
    ))
}

/// The position after `step` actions of a record, and the events of the last of them.
fn position_after(record: &Record, step: usize) -> Result<(Game, Vec<Event>), ReplayError> {
    let seed = record.seed.ok_or(ReplayError::NoSeed)?;
    let mut game = Game::new(record.settings.clone(), seed).map_err(ReplayError::Setup)?;
    let mut events = Vec::new();
    for (index, a) in record.actions[..step].iter().enumerate() {
        events = game
            .play(a.seat, a.action)
            .map_err(|error| ReplayError::Illegal {
                index,
                seat: a.seat,
                action: a.action,
                error,
            })?;
    }
    Ok((game, events))
}
