//! Builds rjvm's `libjvm.so` trampoline (crate `rjvm-libjvm`) for tests that
//! run JDK mode.
//!
//! `cargo test` compiles a `cdylib` only as a test harness, never as the
//! library itself, so in a clean clone `librjvm_jdk_libjvm.so` would not
//! exist next to the `rjvm` binary and every `-Xclasslib:jdk` run would fail.
//! Building the one package (it has no dependencies the VM shares, so this
//! never rebuilds the binary under test) puts it in `target/<profile>/` and
//! `deps/`, where `prims::libjvm::locate` looks.

use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// Builds the trampoline once per test process, in this test's profile.
pub fn ensure_jdk_libjvm() {
    static DONE: OnceLock<()> = OnceLock::new();
    DONE.get_or_init(|| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let mut cmd = Command::new(cargo);
        cmd.current_dir(&root).args(["build", "--quiet", "-p", "rjvm-libjvm"]);
        if !cfg!(debug_assertions) {
            cmd.arg("--release");
        }
        let status = cmd.stdin(Stdio::null()).status().expect("running cargo build -p rjvm-libjvm");
        assert!(status.success(), "cargo build -p rjvm-libjvm failed");
    });
}
