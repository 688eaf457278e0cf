//! The `-Xverify` modes of the rjvm launcher (no HotSpot comparison: HotSpot
//! runs unverified code as it is, rjvm still refuses to run a method the
//! verifier rejects). Uses the hand-made VUncaught.class of
//! tests/java/VerifyUncaught (its `add` ends in `lreturn`; `local` is fine).
//! Needs `javac` (like the other suites, it fails when the JDK is missing).

use std::path::{Path, PathBuf};
use std::process::Command;

fn fixture() -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("verify-modes");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("Modes.java");
    std::fs::write(
        &src,
        "public class Modes {\n\
         \x20   public static void main(String[] a) {\n\
         \x20       try { System.out.println(\"local \" + VUncaught.local()); }\n\
         \x20       catch (Throwable e) { System.out.println(\"local \" + e.getClass().getName()); }\n\
         \x20       try { System.out.println(\"add \" + VUncaught.add(1, 2)); }\n\
         \x20       catch (Throwable e) { System.out.println(\"add \" + e.getClass().getName() + \": \" + e.getMessage().split(\"\\n\")[0]); }\n\
         \x20   }\n}\n",
    )
    .unwrap();
    let good = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/java/VerifyUncaught/VUncaught.java");
    let st = Command::new("javac").arg("-d").arg(&dir).arg(&src).arg(&good).status().expect("javac (a JDK 17 is needed)");
    assert!(st.success());
    let bad = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/java/VerifyUncaught/classes/VUncaught.class");
    std::fs::copy(bad, dir.join("VUncaught.class")).unwrap();
    dir
}

fn run(dir: &Path, opts: &[&str], main: &str) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_rjvm")).args(opts).arg("-cp").arg(dir).arg(main).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

#[test]
fn verify_modes() {
    let dir = fixture();
    // Default: the whole class is verified when it links, so even the good
    // method is unusable (as in HotSpot).
    let (code, out, _) = run(&dir, &[], "Modes");
    assert_eq!(code, 0);
    assert_eq!(out, "local java.lang.VerifyError\nadd java.lang.VerifyError: Bad type on operand stack\n");
    assert_eq!(run(&dir, &["-Xverify:remote"], "Modes").1, out);
    assert_eq!(run(&dir, &["-XX:+BytecodeVerificationRemote"], "Modes").1, out);
    // -Xverify:none: no link-time verification, but the bad method is still
    // refused before it first runs, never executed.
    let none = "local 5\nadd java.lang.VerifyError: Bad type on operand stack\n";
    for opt in ["-Xverify:none", "-noverify", "-XX:-BytecodeVerificationRemote"] {
        let (code, out, err) = run(&dir, &[opt], "Modes");
        assert_eq!((code, out.as_str()), (0, none), "{opt}: {err}");
    }
    // -Xverify:all also verifies the boot classes the program uses.
    let (code, out, err) = run(&dir, &["-Xverify:all"], "Modes");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "local java.lang.VerifyError\nadd java.lang.VerifyError: Bad type on operand stack\n");
    // An unknown mode is a launcher error.
    let (code, _, err) = run(&dir, &["-Xverify:sometimes"], "Modes");
    assert_eq!(code, 1);
    assert!(err.starts_with("Unrecognized option: -Xverify:sometimes"), "{err}");
}
