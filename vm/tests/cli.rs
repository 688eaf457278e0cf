//! Command-line tests: the `rjvm` launcher against HotSpot's `java` launcher.
//!
//! Small programs are compiled (and jars built) at test time into a fixture directory under
//! `CARGO_TARGET_TMPDIR`. Each test runs the same command line on both VMs, in that directory, and
//! compares the exit code and the first line of stderr (some tests compare more). Like the
//! differential suite, these tests fail (never pass silently) when `java`/`javac` are missing.

use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(60);
const SCRUBBED_ENV: &[&str] = &["JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH"];

// ---------------------------------------------------------------------------
// Running a VM
// ---------------------------------------------------------------------------

#[derive(Debug)]
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn err_line(&self, n: usize) -> &str {
        self.stderr.lines().nth(n).unwrap_or("")
    }
    fn err1(&self) -> &str {
        self.err_line(0)
    }
}

fn find_jdk_tool(tool: &str) -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("JAVA_HOME").filter(|h| !h.is_empty()) {
        let p = Path::new(&home).join("bin").join(tool);
        if p.is_file() {
            return Some(p);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(tool)).find(|p| p.is_file())
}

fn jdk_tool(tool: &str) -> PathBuf {
    find_jdk_tool(tool).unwrap_or_else(|| {
        panic!("`{tool}` not found (looked in $JAVA_HOME/bin and PATH): the CLI tests need a JDK 17 (e.g. openjdk-17-jdk-headless)")
    })
}

fn reader<R: Read + Send + 'static>(mut r: R) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut v = Vec::new();
        let _ = r.read_to_end(&mut v);
        v
    })
}

/// Runs `exe args` in `dir` with a clean environment and a timeout.
fn run_in(exe: &Path, dir: &Path, args: &[&str]) -> Run {
    let mut cmd = Command::new(exe);
    cmd.args(args).current_dir(dir);
    for v in SCRUBBED_ENV {
        cmd.env_remove(v);
    }
    cmd.env("LC_ALL", "C.UTF-8").env("LANG", "C.UTF-8").env("TZ", "UTC");
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("cannot run {}: {e}", exe.display()));
    let out = reader(child.stdout.take().unwrap());
    let err = reader(child.stderr.take().unwrap());
    let start = Instant::now();
    let status = loop {
        if let Some(st) = child.try_wait().expect("wait") {
            break st;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{} {:?} timed out after {}s", exe.display(), args, TIMEOUT.as_secs());
        }
        thread::sleep(Duration::from_millis(5));
    };
    Run {
        code: status.code(),
        stdout: String::from_utf8_lossy(&out.join().unwrap_or_default()).into_owned(),
        stderr: String::from_utf8_lossy(&err.join().unwrap_or_default()).into_owned(),
    }
}

fn rjvm_exe() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_rjvm"))
}

/// Runs the same command line on HotSpot and on rjvm, in the fixture directory.
fn both(args: &[&str]) -> (Run, Run) {
    let f = fixture();
    let hs = run_in(&f.java, &f.dir, args);
    let rj = run_in(&rjvm_exe(), &f.dir, args);
    (hs, rj)
}

/// The first 30 lines of a stream, for failure messages.
fn head(s: &str) -> String {
    let n = s.lines().count();
    let mut out: String = s.lines().take(30).map(|l| format!("  | {l}\n")).collect();
    if n > 30 {
        out.push_str(&format!("  ... ({} more lines)\n", n - 30));
    }
    out
}

fn context(args: &[&str], hs: &Run, rj: &Run) -> String {
    format!(
        "command: {args:?}\n--- HotSpot (exit {:?})\nstdout:\n{}stderr:\n{}--- rjvm (exit {:?})\nstdout:\n{}stderr:\n{}",
        hs.code,
        head(&hs.stdout),
        head(&hs.stderr),
        rj.code,
        head(&rj.stdout),
        head(&rj.stderr)
    )
}

/// Same exit code and the same first line of stderr; returns both runs for further checks.
fn same_exit_and_stderr1(args: &[&str]) -> (Run, Run) {
    let (hs, rj) = both(args);
    assert_eq!(hs.code, rj.code, "exit codes differ\n{}", context(args, &hs, &rj));
    assert_eq!(hs.err1(), rj.err1(), "first stderr lines differ\n{}", context(args, &hs, &rj));
    (hs, rj)
}

// ---------------------------------------------------------------------------
// The fixture: programs compiled and jars built once per test process
// ---------------------------------------------------------------------------

struct Fixture {
    dir: PathBuf,
    java: PathBuf,
}

const SOURCES: &[(&str, &str)] = &[
    (
        "Hello.java",
        r#"public class Hello {
    public static void main(String[] args) {
        System.out.println("hello " + args.length + " " + String.join(",", args));
        System.out.println("k=" + System.getProperty("k") + " other=" + System.getProperty("other.prop"));
    }
}
"#,
    ),
    ("NoMain.java", "public class NoMain {\n    static void main() {\n    }\n}\n"),
    (
        "app/JarMain.java",
        r#"package app;

public class JarMain {
    public static void main(String[] args) {
        System.out.println("JarMain " + String.join(" ", args) + " " + Util.twice(21));
        if (args.length > 0 && args[0].equals("exit")) {
            System.exit(7);
        }
    }
}
"#,
    ),
    ("app/Util.java", "package app;\n\npublic class Util {\n    public static int twice(int x) {\n        return 2 * x;\n    }\n}\n"),
    (
        "Deep.java",
        // Only application frames in the trace: a constructor, instance and static methods, a
        // nested class, recursion, and a cause with "... n more".
        r#"public class Deep {
    static class Inner {
        int level;

        Inner(int level) {
            this.level = level;
            if (level == 0) {
                throw new IllegalStateException("bottom reached");
            }
        }

        Inner down() {
            return new Inner(level - 1);
        }
    }

    static Inner recurse(Inner in) {
        if (in.level > 1) {
            return recurse(in.down());
        }
        return in.down();
    }

    void wrap() {
        try {
            recurse(new Inner(4));
        } catch (IllegalStateException e) {
            throw new RuntimeException("wrapped", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("start");
        new Deep().wrap();
    }
}
"#,
    ),
];

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(build_fixture)
}

fn build_fixture() -> Fixture {
    let java = jdk_tool("java");
    let javac = jdk_tool("javac");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("rjvm-cli-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    let src = dir.join("src");
    let classes = dir.join("classes");
    for (name, text) in SOURCES {
        let p = src.join(name);
        fs::create_dir_all(p.parent().unwrap()).unwrap();
        fs::write(&p, text).unwrap();
    }
    fs::create_dir_all(&classes).unwrap();
    let mut cmd = Command::new(&javac);
    cmd.arg("--release").arg("8").arg("-nowarn").arg("-Xlint:-options").arg("-d").arg(&classes);
    cmd.args(SOURCES.iter().map(|(n, _)| src.join(n)));
    let out = cmd.output().expect("cannot run javac");
    assert!(out.status.success(), "javac failed:\n{}", String::from_utf8_lossy(&out.stderr));
    // The jars hold the `app` package only.
    let app_classes: Vec<(String, Vec<u8>)> = ["app/JarMain.class", "app/Util.class"]
        .iter()
        .map(|n| (n.to_string(), fs::read(classes.join(n)).unwrap()))
        .collect();
    make_jar(&dir.join("app.jar"), Some("app.JarMain"), &app_classes);
    make_jar(&dir.join("nomain.jar"), None, &app_classes);
    Fixture { dir, java }
}

/// Writes a jar: with the JDK's `jar` tool if there is one, else with the `zip` crate.
fn make_jar(path: &Path, main_class: Option<&str>, entries: &[(String, Vec<u8>)]) {
    if let Some(jar) = find_jdk_tool("jar") {
        let staging = path.with_extension("staging");
        let _ = fs::remove_dir_all(&staging);
        for (name, bytes) in entries {
            let p = staging.join(name);
            fs::create_dir_all(p.parent().unwrap()).unwrap();
            fs::write(p, bytes).unwrap();
        }
        let mut cmd = Command::new(jar);
        cmd.arg("--create").arg("--file").arg(path);
        if let Some(m) = main_class {
            cmd.arg("--main-class").arg(m);
        }
        cmd.arg("-C").arg(&staging).arg(".");
        let out = cmd.output().expect("cannot run jar");
        assert!(out.status.success(), "jar failed:\n{}", String::from_utf8_lossy(&out.stderr));
        return;
    }
    write_zip_jar(path, main_class, entries).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

fn write_zip_jar(path: &Path, main_class: Option<&str>, entries: &[(String, Vec<u8>)]) -> io::Result<()> {
    use zip::write::SimpleFileOptions;
    let mut z = zip::ZipWriter::new(fs::File::create(path)?);
    let opts = SimpleFileOptions::default();
    let mut manifest = String::from("Manifest-Version: 1.0\r\nCreated-By: rjvm cli tests\r\n");
    if let Some(m) = main_class {
        manifest.push_str(&format!("Main-Class: {m}\r\n"));
    }
    manifest.push_str("\r\n");
    z.add_directory("META-INF/", opts)?;
    z.start_file("META-INF/MANIFEST.MF", opts)?;
    z.write_all(manifest.as_bytes())?;
    for (name, bytes) in entries {
        z.start_file(name.as_str(), opts)?;
        z.write_all(bytes)?;
    }
    z.finish()?;
    Ok(())
}

// ---------------------------------------------------------------------------
// Options and launcher errors
// ---------------------------------------------------------------------------

#[test]
fn unknown_x_option() {
    let (hs, _) = same_exit_and_stderr1(&["-Xfoo", "-cp", "classes", "Hello"]);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.err1(), "Unrecognized option: -Xfoo");
}

#[test]
fn unknown_option() {
    let (hs, _) = same_exit_and_stderr1(&["-foo", "-cp", "classes", "Hello"]);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.err1(), "Unrecognized option: -foo");
}

#[test]
fn cp_without_value() {
    same_exit_and_stderr1(&["-cp"]);
}

#[test]
fn missing_main_class() {
    let args = ["-cp", "classes", "Nope"];
    let (hs, rj) = same_exit_and_stderr1(&args);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.err1(), "Error: Could not find or load main class Nope");
    assert_eq!(hs.err_line(1), "Caused by: java.lang.ClassNotFoundException: Nope");
    assert_eq!(hs.err_line(1), rj.err_line(1), "second stderr lines differ\n{}", context(&args, &hs, &rj));
}

#[test]
fn class_without_main() {
    let (hs, _) = same_exit_and_stderr1(&["-cp", "classes", "NoMain"]);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.err1(), "Error: Main method not found in class NoMain, please define the main method as:");
}

#[test]
fn system_property() {
    let args = ["-cp", "classes", "-Dk=v", "-Dother.prop=a=b", "Hello", "x", "y"];
    let (hs, rj) = same_exit_and_stderr1(&args);
    assert_eq!(hs.code, Some(0));
    assert_eq!(hs.stdout, "hello 2 x,y\nk=v other=a=b\n");
    assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(&args, &hs, &rj));
}

#[test]
fn xss_too_small() {
    // HotSpot: "The Java thread stack size specified is too small. Specify at least 136k" (on
    // stdout); the minimum is VM-specific, so only the exit code is compared.
    let args = ["-Xss1k", "-cp", "classes", "Hello"];
    let (hs, rj) = both(&args);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.code, rj.code, "exit codes differ\n{}", context(&args, &hs, &rj));
}

#[test]
fn xmx_invalid() {
    let (hs, _) = same_exit_and_stderr1(&["-Xmxfoo", "-cp", "classes", "Hello"]);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.err1(), "Invalid maximum heap size: -Xmxfoo");
}

#[test]
fn version() {
    let args = ["-version"];
    let (hs, rj) = both(&args);
    assert_eq!(hs.code, Some(0));
    assert_eq!(rj.code, Some(0), "{}", context(&args, &hs, &rj));
    assert!(hs.stdout.is_empty() && hs.err1().contains("version"));
    assert!(rj.stdout.is_empty(), "-version must print to stderr only\n{}", context(&args, &hs, &rj));
    assert!(rj.err1().contains("version"), "first stderr line lacks \"version\"\n{}", context(&args, &hs, &rj));
}

#[test]
fn help_exits_0() {
    let args = ["-help"];
    let (hs, rj) = both(&args);
    assert_eq!(hs.code, Some(0));
    assert_eq!(rj.code, Some(0), "{}", context(&args, &hs, &rj));
    assert!(rj.stdout.contains("Usage:") || rj.stderr.contains("Usage:"), "no usage text\n{}", context(&args, &hs, &rj));
}

/// `java -help` (and `-h`, `-?`) prints the usage on stderr; `--help` prints it on stdout.
#[test]
fn help_stream_matches_hotspot() {
    for opt in ["-help", "--help"] {
        let args = [opt];
        let (hs, rj) = both(&args);
        let hs_on_stdout = hs.stdout.contains("Usage:");
        let rj_on_stdout = rj.stdout.contains("Usage:");
        assert_eq!(hs_on_stdout, rj_on_stdout, "{opt}: usage printed on a different stream\n{}", context(&args, &hs, &rj));
    }
}

// ---------------------------------------------------------------------------
// Jars
// ---------------------------------------------------------------------------

#[test]
fn jar_runs_main_class_with_args() {
    let args = ["-jar", "app.jar", "a", "b c"];
    let (hs, rj) = same_exit_and_stderr1(&args);
    assert_eq!(hs.code, Some(0));
    assert_eq!(hs.stdout, "JarMain a b c 42\n");
    assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(&args, &hs, &rj));
}

#[test]
fn jar_exit_code() {
    let args = ["-jar", "app.jar", "exit"];
    let (hs, rj) = same_exit_and_stderr1(&args);
    assert_eq!(hs.code, Some(7));
    assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(&args, &hs, &rj));
}

#[test]
fn jar_options_before_jar() {
    let args = ["-Dk=jar", "-jar", "app.jar"];
    let (hs, rj) = same_exit_and_stderr1(&args);
    assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(&args, &hs, &rj));
}

#[test]
fn jar_missing() {
    let (hs, _) = same_exit_and_stderr1(&["-jar", "x.jar"]);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.err1(), "Error: Unable to access jarfile x.jar");
}

#[test]
fn jar_without_main_class() {
    let (hs, _) = same_exit_and_stderr1(&["-jar", "nomain.jar"]);
    assert_eq!(hs.code, Some(1));
    assert_eq!(hs.err1(), "no main manifest attribute, in nomain.jar");
}

#[test]
fn classpath_with_jar() {
    for cp in ["nomain.jar", "classes:nomain.jar", "nomain.jar:classes"] {
        let args = ["-cp", cp, "app.JarMain", "from", "cp"];
        let (hs, rj) = same_exit_and_stderr1(&args);
        assert_eq!(hs.stdout, "JarMain from cp 42\n");
        assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(&args, &hs, &rj));
    }
}

#[test]
fn classpath_jar_missing_class() {
    let (hs, _) = same_exit_and_stderr1(&["-cp", "nomain.jar", "Hello"]);
    assert_eq!(hs.err1(), "Error: Could not find or load main class Hello");
}

// ---------------------------------------------------------------------------
// -verbose:class and stack traces
// ---------------------------------------------------------------------------

/// `[0.012s][info][class,load] java.lang.Object source: ...`: checked by hand (no regex crate).
fn is_class_load_line(l: &str) -> Option<&str> {
    let rest = l.strip_prefix('[')?;
    let (secs, rest) = rest.split_once("s][info][class,load] ")?;
    let (int, frac) = secs.split_once('.')?;
    if int.is_empty() || !int.bytes().all(|b| b.is_ascii_digit()) || frac.len() != 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let (name, source) = rest.split_once(" source: ")?;
    if name.is_empty() || name.contains(' ') || source.is_empty() {
        return None;
    }
    Some(name)
}

fn check_verbose_class(vm: &str, r: &Run) {
    let mut names = Vec::new();
    let mut other = Vec::new();
    for l in r.stdout.lines() {
        match is_class_load_line(l) {
            Some(n) => names.push(n),
            None if l.starts_with('[') => panic!("{vm}: malformed -verbose:class line {l:?}"),
            None => other.push(l),
        }
    }
    assert_eq!(names.first().copied(), Some("java.lang.Object"), "{vm}: java.lang.Object is not the first class loaded");
    assert!(names.contains(&"Hello"), "{vm}: no load line for the main class Hello");
    let hello = r.stdout.lines().find(|l| is_class_load_line(l) == Some("Hello")).unwrap();
    assert!(hello.contains(" source: file:/"), "{vm}: main class source is not a file: URL: {hello}");
    assert_eq!(other, ["hello 0 ", "k=null other=null"], "{vm}: program output mixed up with -verbose:class output");
}

#[test]
fn verbose_class_shape() {
    let args = ["-verbose:class", "-cp", "classes", "Hello"];
    let (hs, rj) = both(&args);
    assert_eq!(hs.code, Some(0));
    assert_eq!(rj.code, Some(0), "{}", context(&args, &hs, &rj));
    check_verbose_class("HotSpot", &hs);
    check_verbose_class("rjvm", &rj);
}

#[test]
fn uncaught_exception_stack_trace() {
    let args = ["-cp", "classes", "Deep"];
    let (hs, rj) = both(&args);
    assert_eq!(hs.code, Some(1));
    assert!(hs.stderr.contains("\tat Deep$Inner.<init>(Deep.java:8)"), "unexpected HotSpot trace:\n{}", hs.stderr);
    assert!(!hs.stderr.contains("java.base/"), "HotSpot's trace has JDK frames:\n{}", hs.stderr);
    assert_eq!(hs.code, rj.code, "exit codes differ\n{}", context(&args, &hs, &rj));
    assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(&args, &hs, &rj));
    assert_eq!(hs.stderr, rj.stderr, "stderr (the whole stack trace) differs\n{}", context(&args, &hs, &rj));
}
