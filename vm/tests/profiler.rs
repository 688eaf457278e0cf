//! The profiler interface end to end: `agents/c-examples/count_events.c` is
//! compiled with the system C compiler (`$CC` or `cc`) into a scratch
//! directory and loaded with `-Xruncount_events`; `tests/profiler/*.java`
//! is compiled with `javac`. Like the other suites, these tests fail (never
//! pass silently) when the C compiler or the JDK is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("profiler-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("lib")).unwrap();
        std::fs::create_dir_all(d.join("classes")).unwrap();
        // The agent.
        let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
        let out = Command::new(&cc)
            .args(["-shared", "-fPIC", "-Wall", "-Werror", "-o"])
            .arg(d.join("lib/libcount_events.so"))
            .arg(format!("-I{}", rjvm_profiler_api::C_INCLUDE_DIR))
            .arg(root().join("agents/c-examples/count_events.c"))
            .output()
            .unwrap_or_else(|e| panic!("`{cc}` not runnable ({e}): these tests need a C compiler"));
        assert!(out.status.success(), "{cc} failed:\n{}", String::from_utf8_lossy(&out.stderr));
        // The Java program.
        let javac = std::env::var_os("JAVA_HOME")
            .map(|h| Path::new(&h).join("bin/javac"))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| PathBuf::from("javac"));
        let st = Command::new(&javac)
            .arg("-d")
            .arg(d.join("classes"))
            .arg(root().join("tests/profiler/ProfiledProgram.java"))
            .status()
            .unwrap_or_else(|e| panic!("javac not runnable ({e}): these tests need a JDK 17"));
        assert!(st.success(), "javac failed");
        d
    })
}

fn rjvm(opts: &[String], args: &[&str]) -> Output {
    let d = scratch();
    Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("CLASSPATH")
        .current_dir(d)
        .arg("-cp")
        .arg(d.join("classes"))
        .args(opts)
        .arg("ProfiledProgram")
        .args(args)
        .output()
        .expect("run rjvm")
}

fn lib_path() -> String {
    format!("-Djava.library.path=/nonexistent:{}", scratch().join("lib").display())
}

/// The `count_events:` summary line's `key=value` pairs.
fn summary(stderr: &str) -> std::collections::HashMap<String, i64> {
    let line = stderr
        .lines()
        .find(|l| l.starts_with("count_events: classes="))
        .unwrap_or_else(|| panic!("no summary in stderr:\n{stderr}"));
    line["count_events: ".len()..]
        .split_whitespace()
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap();
            (k.to_string(), v.parse().unwrap())
        })
        .collect()
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn counts_events_and_leaves_output_unchanged() {
    let plain = rjvm(&[], &[]);
    assert_eq!(plain.status.code(), Some(0), "{}", text(&plain.stderr));
    assert_eq!(text(&plain.stdout), "sum=5050\nlen=1000\n");
    let r = rjvm(&[lib_path(), "-Xruncount_events".into()], &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{err}");
    assert_eq!(text(&r.stdout), text(&plain.stdout));
    let s = summary(&err);
    // rjvm's class library is a small stub: this program loads about 50
    // classes (not the 200+ of a full JDK). Every class -verbose:class
    // reports must have had a CLASS_LOAD (arrays come on top).
    let verbose = rjvm(&["-verbose:class".into()], &[]);
    let loaded = text(&verbose.stdout).lines().filter(|l| l.contains("[class,load]")).count() as i64;
    assert!(loaded >= 40, "{}", text(&verbose.stdout));
    assert!(s["classes"] >= loaded, "{loaded} classes loaded; {err}");
    assert!(s["methods"] > 1000, "{err}");
    assert!(s["threads_started"] >= 2, "{err}");
    assert!(s["threads_ended"] >= 2, "{err}");
    assert!(s["gc"] >= 1, "{err}");
    assert_eq!(s["gc"], s["gc_finish"], "{err}");
    assert_eq!(s["init_done"], 1, "{err}");
    assert_eq!(s["shut_down"], 1, "{err}");
    assert_eq!(s["bad"], 0, "{err}");
    assert_eq!(s["string"], 1, "{err}");
    assert_eq!(s["object_methods"], 1, "{err}");
    assert!(s["used_objects"] > 0 && s["used_bytes"] > 0 && s["total_bytes"] >= s["used_bytes"], "{err}");
}

#[test]
fn thread_start_names_and_order() {
    let r = rjvm(&[lib_path(), "-Xruncount_events:verbose".into()], &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{err}");
    let lines: Vec<&str> = err.lines().collect();
    // Start-up order: CLASS_LOAD replay (java.lang.Object first), then the main thread.
    assert_eq!(lines[0], "count_events: first class java.lang.Object", "{err}");
    assert_eq!(lines[1], "count_events: thread start main group=main parent=system", "{err}");
    assert!(lines.iter().any(|l| l.starts_with("count_events: thread start worker group=main")), "{err}");
}

#[test]
fn system_exit_posts_shut_down() {
    let r = rjvm(&[lib_path(), "-Xruncount_events".into()], &["exit"]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(3), "{err}");
    let s = summary(&err);
    assert_eq!(s["shut_down"], 1, "{err}");
    assert_eq!(s["init_done"], 1, "{err}");
}

#[test]
fn several_agents_load_in_order() {
    // The same library twice: both share the one JVMPI interface.
    let r = rjvm(&[lib_path(), "-Xruncount_events".into(), "-Xruncount_events".into()], &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{err}");
    assert_eq!(summary(&err)["init_done"], 1, "{err}");
}

#[test]
fn missing_library_is_fatal() {
    let r = rjvm(&[lib_path(), "-Xrunno_such_agent".into()], &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(1), "{err}");
    assert!(r.stdout.is_empty());
    let mut lines = err.lines();
    assert_eq!(lines.next(), Some("Error occurred during initialization of VM"), "{err}");
    let l2 = lines.next().unwrap_or("");
    assert!(
        l2.starts_with("Could not find agent library no_such_agent on the library path, with error: libno_such_agent.so"),
        "{err}"
    );
}

#[test]
fn agent_returning_jni_err_is_fatal() {
    let r = rjvm(&[lib_path(), "-Xruncount_events:fail".into()], &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(1), "{err}");
    assert!(r.stdout.is_empty());
    assert!(err.starts_with("Error occurred during initialization of VM\n-Xrun library failed to init: count_events"), "{err}");
}

#[test]
fn library_found_in_current_directory() {
    let d = scratch();
    let cwd = d.join("cwd");
    std::fs::create_dir_all(&cwd).unwrap();
    std::fs::copy(d.join("lib/libcount_events.so"), cwd.join("libcount_events.so")).unwrap();
    let r = Command::new(env!("CARGO_BIN_EXE_rjvm"))
        .env_remove("LD_LIBRARY_PATH")
        .current_dir(&cwd)
        .arg("-cp")
        .arg(d.join("classes"))
        .arg("-Xruncount_events")
        .arg("ProfiledProgram")
        .output()
        .unwrap();
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{err}");
    assert_eq!(summary(&err)["init_done"], 1, "{err}");
}
