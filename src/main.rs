use clap::Parser;
use std::process::ExitCode;

/// mimalloc instead of the system allocator: pictures need buffers of several megabytes, which
/// glibc returns to the kernel on free and must fault in again for the next picture (about
/// 1 ms of a turn picture's 2 ms draw); mimalloc keeps them for reuse.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    calcada::cli::run(calcada::cli::Cli::parse())
}
