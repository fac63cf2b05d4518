mod allocator;

use clap::Parser;
use std::process::ExitCode;

/// Runs the command line. What a user got wrong is said by the command (in `--lang`'s
/// language) and comes back as a failing exit code; what failed otherwise comes back as an
/// error, printed here with its whole chain of causes (anyhow's `{:#}`: what was being done,
/// then why, `: `-separated).
fn main() -> ExitCode {
    allocator::settle();
    match games_cli::run(games_cli::Cli::parse()) {
        Ok(code) => code,
        Err(error) => {
            eprintln!("{error:#}");
            ExitCode::FAILURE
        }
    }
}
