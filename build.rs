//! Release builds on Linux compress the binary's debug sections (zlib): the line tables a
//! panic's backtrace needs stay, at a quarter of their size. Only the final link of the
//! `calcada` binary changes; nothing is recompiled.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let release = std::env::var("PROFILE").as_deref() == Ok("release");
    let linux = std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux");
    if release && linux {
        println!("cargo:rustc-link-arg-bins=-Wl,--compress-debug-sections=zlib");
    }
}
