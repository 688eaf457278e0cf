//! Real applications that must never regress in JDK mode: a fixed set of
//! the Debian-packaged programs and libraries `benches/apps.sh` runs, each
//! on HotSpot and on `rjvm -Xclasslib:jdk`, plain and with
//! `-Xrunhprof:heap=sites` attached, with every output compared (the
//! script's `--check`). `.ci/deps.sh` installs their packages; on a machine
//! without them the test fails and says what to install (a skipped case
//! would prove nothing).

#[path = "support/libjvm.rs"]
mod libjvm_build;

use std::path::Path;
use std::process::Command;

/// Cases of `benches/apps.sh`: a parser generator, a script interpreter, a
/// test framework, a bytecode library and utility libraries. (The full
/// list, with the heavier ones, stays in the benchmark script.)
const CASES: &[&str] = &["junit4", "asm", "bsh", "commons-lang3", "commons-cli", "json-simple", "cup"];

#[test]
fn applications_print_what_they_print_on_hotspot() {
    libjvm_build::ensure_jdk_libjvm();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let out = Command::new("bash")
        .current_dir(root)
        .arg("benches/apps.sh")
        .args(["--no-install", "--no-time", "--hprof", "--check", "--rjvm", env!("CARGO_BIN_EXE_rjvm")])
        .args(CASES)
        .env("APPS_TIMEOUT", "300")
        .output()
        .expect("run benches/apps.sh");
    let text = String::from_utf8_lossy(&out.stdout);
    let err = String::from_utf8_lossy(&out.stderr);
    for case in CASES {
        let line = text.lines().find(|l| l.split_whitespace().next() == Some(case)).unwrap_or_else(|| panic!("no result for {case}:\n{text}\n{err}"));
        assert!(!line.contains("SKIP"), "{case} is not installed (run `bash .ci/deps.sh` or install its package): {line}");
        assert!(line.contains("SAME"), "{case} differs from HotSpot: {line}\n{text}\n{err}");
        let hprof = text.lines().skip_while(|l| *l != line).nth(1).unwrap_or("");
        assert!(hprof.contains("[hprof] SAME"), "{case} under -Xrunhprof differs from HotSpot: {hprof}\n{text}\n{err}");
    }
    assert!(out.status.success(), "apps.sh --check failed:\n{text}\n{err}");
}
