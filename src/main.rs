mod allocator;

use clap::Parser;
use std::process::ExitCode;

fn main() -> ExitCode {
    allocator::settle();
    calcada::cli::run(calcada::cli::Cli::parse())
}
