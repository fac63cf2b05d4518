use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    calcada::cli::run(calcada::cli::Cli::parse())
}
