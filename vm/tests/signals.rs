//! Signals and shutdown hooks against HotSpot: `tests/signals/SignalHooks.java` is started,
//! prints "ready", and is sent SIGTERM, SIGINT or SIGHUP; stdout and the exit status (a code,
//! or the signal that ended the process) must be HotSpot's, in both class libraries, and with
//! `-Xrs` (no hooks: the default action). The hprof case checks that an agent still writes its
//! profile when a signal ends the program. No timing assertions: each run waits for "ready"
//! on the pipe (generous timeout, failing cleanly) before signalling.

#[path = "support/libjvm.rs"]
mod libjvm_build;

use std::io::{BufRead, BufReader, Read};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(120);

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn jdk_tool(tool: &str) -> PathBuf {
    std::env::var_os("JAVA_HOME")
        .map(|h| Path::new(&h).join("bin").join(tool))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from(tool))
}

/// The compiled program (once per test binary).
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("signals-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("classes")).unwrap();
        let st = Command::new(jdk_tool("javac"))
            .arg("-d")
            .arg(d.join("classes"))
            .arg(root().join("tests/signals/SignalHooks.java"))
            .status()
            .unwrap_or_else(|e| panic!("javac not runnable ({e}): these tests need a JDK 17"));
        assert!(st.success(), "javac failed");
        d
    })
}

/// How a run ended: its stdout, its exit code or the signal that killed it, its stderr.
#[derive(Debug, PartialEq)]
struct Ending {
    stdout: String,
    code: Option<i32>,
    signal: Option<i32>,
}

fn kill(child: &Child, sig: &str) {
    let st = Command::new("kill").arg(format!("-{sig}")).arg(child.id().to_string()).status().expect("kill");
    assert!(st.success(), "kill -{sig} failed");
}

/// Run `exe opts SignalHooks` in `dir`, wait for "ready", send `sig`, wait for the end.
fn run_and_signal(exe: &Path, opts: &[&str], dir: &Path, sig: &str) -> (Ending, String) {
    run_and_signals(exe, opts, dir, &[sig], None)
}

/// `run_and_signal` with several signals, sent in order, and `ignored` (a
/// signal number) inherited as ignored, as `nohup` or a shell's background
/// job leaves SIGHUP or SIGINT. Every other shutdown signal starts with its
/// default action whatever this test process inherited: a VM keeps a signal
/// it found ignored ignored (HotSpot does), so the tests must not depend on
/// how they were started.
fn run_and_signals(exe: &Path, opts: &[&str], dir: &Path, sigs: &[&str], ignored: Option<i32>) -> (Ending, String) {
    use std::os::unix::process::CommandExt;
    let mut cmd = Command::new(exe);
    // SAFETY: between fork and exec only signal(2), async-signal-safe, runs.
    unsafe {
        cmd.pre_exec(move || {
            for s in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP, libc::SIGQUIT] {
                libc::signal(s, libc::SIG_DFL);
            }
            if let Some(s) = ignored {
                libc::signal(s, libc::SIG_IGN);
            }
            Ok(())
        });
    }
    let mut child = cmd
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("CLASSPATH")
        .env_remove("JAVA_TOOL_OPTIONS")
        .env_remove("_JAVA_OPTIONS")
        .env_remove("JDK_JAVA_OPTIONS")
        .current_dir(dir)
        .arg("-cp")
        .arg(classes().join("classes"))
        .args(opts)
        .arg("SignalHooks")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut err = child.stderr.take().unwrap();
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        let _ = err.read_to_string(&mut s);
        s
    });
    // The first line, then the rest, read on a thread so that waiting has a deadline.
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let mut first = String::new();
        let _ = out.read_line(&mut first);
        let _ = tx.send(first);
        let mut rest = String::new();
        let _ = out.read_to_string(&mut rest);
        let _ = tx.send(rest);
    });
    let first = match rx.recv_timeout(TIMEOUT) {
        Ok(l) => l,
        Err(_) => {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{} {opts:?}: no \"ready\" within {TIMEOUT:?}; stderr:\n{}", exe.display(), err_reader.join().unwrap());
        }
    };
    if first != "ready\n" {
        let _ = child.kill();
        let _ = child.wait();
        panic!("{} {opts:?}: first line {first:?}, not \"ready\"; stderr:\n{}", exe.display(), err_reader.join().unwrap());
    }
    for sig in sigs {
        kill(&child, sig);
    }
    let start = Instant::now();
    let status = loop {
        if let Some(st) = child.try_wait().expect("wait") {
            break st;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{} {opts:?}: still running {TIMEOUT:?} after {sigs:?}; stderr:\n{}", exe.display(), err_reader.join().unwrap());
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let rest = rx.recv_timeout(TIMEOUT).unwrap_or_default();
    let stderr = err_reader.join().unwrap();
    (Ending { stdout: first + &rest, code: status.code(), signal: status.signal() }, stderr)
}

fn rjvm() -> &'static Path {
    libjvm_build::ensure_jdk_libjvm();
    Path::new(env!("CARGO_BIN_EXE_rjvm"))
}

/// HotSpot's ending for `sig` (and `opts`), then rjvm's in each class library.
fn compare(sig: &str, opts: &[&str]) {
    let dir = classes();
    let (hs, hs_err) = run_and_signal(&jdk_tool("java"), opts, dir, sig);
    for lib in ["-Xclasslib:embedded", "-Xclasslib:jdk"] {
        let mut o = vec![lib];
        o.extend_from_slice(opts);
        let (rj, rj_err) = run_and_signal(rjvm(), &o, dir, sig);
        assert_eq!(rj, hs, "SIG{sig} {o:?}\nrjvm stderr:\n{rj_err}\nHotSpot stderr:\n{hs_err}");
        assert_eq!(rj_err, hs_err, "SIG{sig} {o:?}: stderr");
    }
}

#[test]
fn sigterm_runs_hooks_and_exits_143() {
    compare("TERM", &[]);
}

#[test]
fn sigint_runs_hooks_and_exits_130() {
    compare("INT", &[]);
}

#[test]
fn sighup_runs_hooks_and_exits_129() {
    compare("HUP", &[]);
}

/// `-Xrs`: the VM leaves the shutdown signals alone, so SIGTERM kills the process (no hooks).
#[test]
fn xrs_keeps_the_default_action() {
    compare("TERM", &["-Xrs"]);
}

/// A shutdown signal inherited as ignored stays ignored (`nohup`, a shell's
/// background job): SIGINT then SIGTERM end the program as SIGTERM alone does.
#[test]
fn an_inherited_ignored_signal_stays_ignored() {
    let dir = classes();
    let (hs, hs_err) = run_and_signals(&jdk_tool("java"), &[], dir, &["INT", "TERM"], Some(libc::SIGINT));
    assert_eq!(hs.code, Some(143), "HotSpot: {hs:?} {hs_err}");
    for lib in ["-Xclasslib:embedded", "-Xclasslib:jdk"] {
        let (rj, rj_err) = run_and_signals(rjvm(), &[lib], dir, &["INT", "TERM"], Some(libc::SIGINT));
        assert_eq!(rj, hs, "{lib}\nrjvm stderr:\n{rj_err}");
    }
}

/// The oracle itself: what the tests above compare against is what the issue describes.
#[test]
fn hotspot_oracle_is_as_documented() {
    let (hs, _) = run_and_signal(&jdk_tool("java"), &[], classes(), "TERM");
    assert_eq!(hs.code, Some(143));
    assert_eq!(hs.stdout, "ready\nhook starts in Thread-0 daemon=false\ndaemon still runs during shutdown\nhook ends\n");
}

/// hprof still writes its profile (on JVM_SHUT_DOWN, posted once) when SIGTERM ends the
/// program through the hooks.
#[test]
fn hprof_writes_its_profile_on_sigterm() {
    let d = classes().join("hprof");
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    for lib in ["-Xclasslib:embedded", "-Xclasslib:jdk"] {
        let prof = d.join(format!("prof{lib}.txt"));
        let opt = format!("-Xrunhprof:heap=sites,file={}", prof.display());
        let (rj, err) = run_and_signal(rjvm(), &[lib, &opt], &d, "TERM");
        assert_eq!(rj.code, Some(143), "{lib}: {err}");
        assert!(rj.stdout.ends_with("hook ends\n"), "{lib}: {}", rj.stdout);
        let text = std::fs::read_to_string(&prof).unwrap_or_else(|e| panic!("{lib}: no profile {} ({e}); stderr:\n{err}", prof.display()));
        assert_eq!(text.matches("SITES BEGIN").count(), 1, "{lib}: {text}");
        assert!(text.contains("SignalHooks"), "{lib}: the program's allocations are in the profile:\n{text}");
    }
}
