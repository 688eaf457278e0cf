//! Differential test suite: every program under `tests/java/` is compiled with
//! the JDK's `javac -g` (twice: default target, and `--release 8`; programs with
//! the `ALSO-NO-G` directive twice more without `-g`), run on HotSpot
//! (the oracle) and on rjvm, and the two runs are compared (stdout exactly, the
//! exit code, and the first line of stderr). A case runs on the embedded
//! class library (`-Xclasslib:embedded`) and on the installed JDK 17's
//! (`-Xclasslib:jdk`, case names tagged `[jdk]`; `RJVM_DIFF_CLASSLIB=embedded`
//! or `jdk` picks one); programs under `tests/java-jdk/` need the whole Java
//! SE library and run in JDK mode only.
//!
//! This is a `harness = false` test; see `tests/README.md` for usage, the
//! per-program directives and the environment knobs.

#[path = "support/libjvm.rs"]
mod libjvm_build;

use std::collections::VecDeque;
use std::fmt::Write as _;
use std::fs;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime};

/// Per-run timeout for one VM execution, overridable with `RJVM_DIFF_TIMEOUT` (seconds).
const DEFAULT_TIMEOUT_SECS: u64 = 60;
/// Output beyond this many bytes (per stream) is discarded, so that a runaway
/// program cannot exhaust memory.
const OUTPUT_CAP: usize = 64 << 20;
/// Bumped whenever the oracle cache format or the HotSpot command line changes.
const ORACLE_CACHE_VERSION: &str = "v1";
/// Options given to HotSpot before the class path (the oracle).
const HOTSPOT_OPTS: &[&str] = &["-Xshare:auto", "-XX:TieredStopAtLevel=1"];
/// Environment variables that make VMs print "Picked up ..." on stderr or
/// otherwise change their behaviour; removed from every child.
const SCRUBBED_ENV: &[&str] = &["JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH"];

// ---------------------------------------------------------------------------
// Configuration
// ---------------------------------------------------------------------------

struct Config {
    root: PathBuf,
    java_dir: PathBuf,
    /// `tests/java-jdk/`: programs that need the whole Java SE library (JDK mode only).
    jdk_java_dir: PathBuf,
    /// The class libraries the suite runs rjvm on (`RJVM_DIFF_CLASSLIB`: embedded, jdk or both).
    classlibs: Vec<Classlib>,
    data_dir: PathBuf,
    out_dir: PathBuf,
    java: PathBuf,
    javac: PathBuf,
    rjvm: PathBuf,
    rjvm_extra_opts: Vec<String>,
    timeout: Duration,
    jobs: usize,
    use_oracle_cache: bool,
    data_hash: u64,
}

#[derive(Default)]
struct CliArgs {
    filters: Vec<String>,
    skips: Vec<String>,
    exact: bool,
    list: bool,
    ignored_only: bool,
    test_threads: Option<usize>,
}

fn parse_cli() -> CliArgs {
    let mut cli = CliArgs::default();
    let mut args = std::env::args().skip(1);
    // libtest flags that take a value as the next argument.
    const WITH_VALUE: &[&str] = &["--test-threads", "--skip", "--format", "--color", "--logfile", "-Z", "--report-time-format", "--shuffle-seed"];
    while let Some(a) = args.next() {
        if a == "--" {
            continue;
        }
        if let Some(rest) = a.strip_prefix("--test-threads=") {
            cli.test_threads = rest.parse().ok();
            continue;
        }
        if let Some(rest) = a.strip_prefix("--skip=") {
            cli.skips.push(rest.to_string());
            continue;
        }
        if a.starts_with('-') {
            match a.as_str() {
                "--exact" => cli.exact = true,
                "--list" => cli.list = true,
                "--ignored" => cli.ignored_only = true,
                _ => {}
            }
            if WITH_VALUE.contains(&a.as_str()) {
                let v = args.next();
                match a.as_str() {
                    "--test-threads" => cli.test_threads = v.and_then(|v| v.parse().ok()),
                    "--skip" => cli.skips.extend(v),
                    _ => {}
                }
            }
            continue;
        }
        cli.filters.push(a);
    }
    cli
}

fn env_nonempty(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|s| !s.trim().is_empty())
}

/// Locates a JDK tool: `$JAVA_HOME/bin/<tool>` if present, else `<tool>` on PATH.
fn find_jdk_tool(tool: &str) -> Option<PathBuf> {
    if let Some(home) = env_nonempty("JAVA_HOME") {
        let p = Path::new(&home).join("bin").join(tool);
        if p.is_file() {
            return Some(p);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(tool)).find(|p| p.is_file())
}

fn fatal(msg: &str) -> ! {
    eprintln!("error: differential test harness: {msg}");
    println!("test result: FAILED. 0 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out");
    std::process::exit(1);
}

fn make_config(cli: &CliArgs) -> Config {
    let manifest_dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let root = manifest_dir.parent().map(Path::to_path_buf).unwrap_or(manifest_dir.clone());
    let java_dir = root.join("tests").join("java");
    let data_dir = java_dir.join("data");
    let jdk_java_dir = root.join("tests").join("java-jdk");
    let target = match std::env::var_os("CARGO_TARGET_DIR") {
        Some(t) if !t.is_empty() => {
            let t = PathBuf::from(t);
            if t.is_absolute() { t } else { root.join(t) }
        }
        _ => root.join("target"),
    };
    let out_dir = target.join("difftest");

    let javac = find_jdk_tool("javac").unwrap_or_else(|| {
        fatal("`javac` not found (looked in $JAVA_HOME/bin and PATH). The differential suite needs a JDK 17 \
               (e.g. `apt-get install -y openjdk-17-jdk-headless`); refusing to pass without running anything.")
    });
    let java = find_jdk_tool("java").unwrap_or_else(|| {
        fatal("`java` not found (looked in $JAVA_HOME/bin and PATH). The differential suite needs a JDK 17 as its oracle.")
    });
    match Command::new(&java).arg("-version").env_remove("JAVA_TOOL_OPTIONS").output() {
        Ok(o) if o.status.success() => {
            let v = String::from_utf8_lossy(&o.stderr);
            let first = v.lines().next().unwrap_or("");
            if !first.contains("\"17") {
                eprintln!("warning: the oracle JVM is not JDK 17 ({first}); expected outputs (exception messages) may differ");
            }
        }
        Ok(o) => fatal(&format!("`{} -version` failed: {}", java.display(), String::from_utf8_lossy(&o.stderr))),
        Err(e) => fatal(&format!("cannot run `{}`: {e}", java.display())),
    }

    let rjvm = env_nonempty("RJVM_DIFF_RJVM").map(PathBuf::from).unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_rjvm")));
    if !rjvm.is_file() && !cli.list {
        fatal(&format!("rjvm binary not found at {}", rjvm.display()));
    }
    let rjvm_extra_opts = env_nonempty("RJVM_DIFF_EXTRA_OPTS").map(|s| s.split_whitespace().map(String::from).collect()).unwrap_or_default();
    let timeout = Duration::from_secs(env_nonempty("RJVM_DIFF_TIMEOUT").and_then(|s| s.trim().parse().ok()).unwrap_or(DEFAULT_TIMEOUT_SECS));
    let default_jobs = thread::available_parallelism().map(|n| n.get()).unwrap_or(2).clamp(2, 4);
    let jobs = env_nonempty("RJVM_DIFF_JOBS")
        .and_then(|s| s.trim().parse().ok())
        .or(cli.test_threads)
        .unwrap_or(default_jobs)
        .max(1);
    let use_oracle_cache = env_nonempty("RJVM_DIFF_NO_CACHE").is_none();
    let data_hash = hash_tree(&data_dir);
    // JDK mode joins the default once it passes the whole suite (issue 16).
    let classlibs = match env_nonempty("RJVM_DIFF_CLASSLIB").as_deref().map(str::trim) {
        Some("both") => vec![Classlib::Embedded, Classlib::Jdk],
        None => vec![Classlib::Embedded, Classlib::Jdk],
        Some("embedded") => vec![Classlib::Embedded],
        Some("jdk") => vec![Classlib::Jdk],
        Some(other) => fatal(&format!("RJVM_DIFF_CLASSLIB must be embedded, jdk or both, not {other:?}")),
    };
    if classlibs.contains(&Classlib::Jdk) && !cli.list && env_nonempty("RJVM_DIFF_RJVM").is_none() {
        libjvm_build::ensure_jdk_libjvm();
    }
    Config { root, java_dir, jdk_java_dir, classlibs, data_dir, out_dir, java, javac, rjvm, rjvm_extra_opts, timeout, jobs, use_oracle_cache, data_hash }
}

// ---------------------------------------------------------------------------
// Hashing (FNV-1a, 64 bit; stable across Rust versions, unlike DefaultHasher)
// ---------------------------------------------------------------------------

struct Fnv(u64);

impl Fnv {
    fn new() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
    fn bytes(&mut self, b: &[u8]) {
        for &x in b {
            self.0 ^= x as u64;
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    /// Length-prefixed, so that concatenations cannot collide trivially.
    fn field(&mut self, b: &[u8]) {
        self.bytes(&(b.len() as u64).to_le_bytes());
        self.bytes(b);
    }
}

fn files_recursive(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_recursive(&p, out);
        } else {
            out.push(p);
        }
    }
}

/// Hash of the relative names and contents of every file below `dir`.
fn hash_tree(dir: &Path) -> u64 {
    let mut files = Vec::new();
    files_recursive(dir, &mut files);
    let mut h = Fnv::new();
    for f in files {
        let rel = f.strip_prefix(dir).unwrap_or(&f);
        h.field(rel.to_string_lossy().as_bytes());
        h.field(&fs::read(&f).unwrap_or_default());
    }
    h.0
}

// ---------------------------------------------------------------------------
// Test programs and cases
// ---------------------------------------------------------------------------

#[derive(Clone)]
struct Program {
    name: String,
    /// Fully qualified main class (`<Name>`, or `pkg.<Name>` if the main file declares a package).
    main_class: String,
    sources: Vec<PathBuf>,
    /// Files below `tests/java/<Name>/classes/` (a directory program only), copied verbatim into the
    /// compiled output after javac: `(path relative to classes/, absolute path)`.
    extra_classes: Vec<(PathBuf, PathBuf)>,
    /// Class files deleted from the compiled output after javac (`DELETE-CLASSES:` directive),
    /// as binary names with `.` or `/` separators.
    delete_classes: Vec<String>,
    args: Vec<String>,
    stdin: Option<PathBuf>,
    opts: Vec<String>,
    release8_only: bool,
    no_release8: bool,
    /// `// ALSO-NO-G`: also compiled without `-g` (no local variable names).
    also_no_g: bool,
    /// A malformed directive: reported as a failure of every case of the program.
    directive_error: Option<String>,
    /// `// KNOWN-GAP: reason`: a documented missing feature; the case still
    /// runs but is reported as ignored unless it passes (then it is an
    /// unexpected pass, reported as a failure so the directive gets removed).
    known_gap: Option<String>,
    /// `// KNOWN-GAP-JDK: reason`: the same, for the JDK-mode cases only.
    known_gap_jdk: Option<String>,
    /// From `tests/java-jdk/`: needs the JDK's class library, so it runs in JDK mode only.
    jdk_only: bool,
    /// `// STDERR: first-last` or `// STDERR: all`: which stderr lines must
    /// match (default: the first).
    stderr_lines: StderrLines,
    /// `// TIMEOUT: seconds`: a longer limit for rjvm's runs of a program
    /// that is long on HotSpot's interpreter too (never shorter than the
    /// suite's).
    timeout: Option<Duration>,
}

/// The part of stderr a program's runs are compared on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum StderrLines {
    First,
    /// The first and the last line (for output whose middle depends on the
    /// VM's stack depth, such as a cause chain cut short by a StackOverflowError).
    FirstLast,
    All,
}

/// How a program is compiled: for the default target or `--release 8`, with `-g` (all debug
/// information, the default) or without (javac's default: no local variable names).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Flavor {
    release8: bool,
    debug: bool,
}

impl Flavor {
    const JDK17: Flavor = Flavor { release8: false, debug: true };
    const RELEASE8: Flavor = Flavor { release8: true, debug: true };

    fn tag(self) -> &'static str {
        match (self.release8, self.debug) {
            (false, true) => "17",
            (true, true) => "8",
            (false, false) => "17-nog",
            (true, false) => "8-nog",
        }
    }
}

/// The class library rjvm runs a case on (`-Xclasslib:`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Classlib {
    /// `jdk-stubs/`, compiled into rjvm.
    Embedded,
    /// The installed JDK 17's own library: HotSpot's, so any difference is a VM bug.
    Jdk,
}

impl Classlib {
    fn option(self) -> &'static str {
        match self {
            Classlib::Embedded => "-Xclasslib:embedded",
            Classlib::Jdk => "-Xclasslib:jdk",
        }
    }
}

struct Case {
    program: Arc<Program>,
    flavor: Flavor,
    classlib: Classlib,
    /// A collector variant: (label, extra rjvm options).
    variant: Option<(&'static str, &'static [&'static str])>,
}

impl Case {
    /// `differential::Name[17]`, `...[8][jdk]`, `...[17][jdk][gc=copying]`: embedded-mode
    /// names carry no library tag (they predate JDK mode).
    fn name(&self) -> String {
        let lib = if self.classlib == Classlib::Jdk { "[jdk]" } else { "" };
        match self.variant {
            Some((label, _)) => format!("differential::{}[{}]{lib}[{label}]", self.program.name, self.flavor.tag()),
            None => format!("differential::{}[{}]{lib}", self.program.name, self.flavor.tag()),
        }
    }
}

/// Every program also runs (JDK 17 build) under each collector in stress
/// mode — a collection every 500 slow-path allocations, with the shadow heap
/// checking the event stream at every GC and the memory each collection
/// frees poisoned (so that a stale reference held by VM code faults) — so
/// that precise roots and event bookkeeping are exercised by the whole suite. Set RJVM_DIFF_NO_GC_VARIANTS
/// to skip them.
const GC_VARIANTS: &[(&str, &[&str])] = &[
    ("gc=marksweep", &["-Xgc:marksweep", "-XX:GCALotInterval=500", "-XX:+CheckHeapEvents", "-XX:+ZapUnusedHeapArea"]),
    ("gc=compact", &["-Xgc:compact", "-XX:GCALotInterval=500", "-XX:+CheckHeapEvents", "-XX:+ZapUnusedHeapArea"]),
    ("gc=copying", &["-Xgc:copying", "-XX:GCALotInterval=500", "-XX:+CheckHeapEvents", "-XX:+ZapUnusedHeapArea"]),
    ("gc=generational", &["-Xgc:generational", "-XX:GCALotInterval=500", "-XX:+CheckHeapEvents", "-XX:+ZapUnusedHeapArea"]),
];

/// The programs of `tests/java/` and (JDK mode only) `tests/java-jdk/`; a name
/// used in both is an error (compiled classes and oracle results are keyed by name).
fn discover(cfg: &Config) -> Vec<Program> {
    let mut programs = discover_in(cfg, &cfg.java_dir);
    if cfg.jdk_java_dir.is_dir() {
        let common: std::collections::HashSet<String> = programs.iter().map(|p| p.name.clone()).collect();
        for mut p in discover_in(cfg, &cfg.jdk_java_dir) {
            if common.contains(&p.name) {
                p.directive_error = Some(format!("tests/java-jdk/{0} has the name of a program in tests/java/", p.name));
            }
            p.jdk_only = true;
            programs.push(p);
        }
    }
    programs
}

fn discover_in(cfg: &Config, dir: &Path) -> Vec<Program> {
    let rd = fs::read_dir(dir).unwrap_or_else(|e| fatal(&format!("cannot read {}: {e}", dir.display())));
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    let mut programs = Vec::new();
    for p in entries {
        let fname = p.file_name().unwrap().to_string_lossy().to_string();
        if p.is_dir() {
            if fname == "data" || fname.starts_with('.') {
                continue;
            }
            // `classes/` holds prebuilt (typically hand-made, malformed) class files that are copied
            // verbatim next to the compiled program; it is not compiled.
            let classes_dir = p.join("classes");
            let mut all = Vec::new();
            files_recursive(&p, &mut all);
            let sources: Vec<PathBuf> =
                all.into_iter().filter(|f| !f.starts_with(&classes_dir) && f.extension().is_some_and(|e| e == "java")).collect();
            let mut extra = Vec::new();
            files_recursive(&classes_dir, &mut extra);
            let extra_classes: Vec<(PathBuf, PathBuf)> =
                extra.into_iter().map(|f| (f.strip_prefix(&classes_dir).unwrap_or(&f).to_path_buf(), f)).collect();
            let main_file = sources.iter().find(|f| f.file_name().is_some_and(|n| n.to_string_lossy() == format!("{fname}.java"))).cloned();
            let mut prog = match main_file {
                Some(mf) => make_program(cfg, &fname, &mf, sources),
                None => {
                    let mut prog = make_program(cfg, &fname, &p, sources);
                    prog.directive_error = Some(format!("directory {} has no main file {fname}.java", p.display()));
                    prog
                }
            };
            prog.extra_classes = extra_classes;
            programs.push(prog);
        } else if let Some(stem) = fname.strip_suffix(".java") {
            programs.push(make_program(cfg, stem, &p, vec![p.clone()]));
        }
    }
    programs
}

fn make_program(cfg: &Config, name: &str, main_file: &Path, sources: Vec<PathBuf>) -> Program {
    let mut prog = Program {
        name: name.to_string(),
        main_class: name.to_string(),
        sources,
        extra_classes: Vec::new(),
        delete_classes: Vec::new(),
        args: Vec::new(),
        stdin: None,
        opts: Vec::new(),
        release8_only: false,
        no_release8: false,
        also_no_g: false,
        directive_error: None,
        known_gap: None,
        known_gap_jdk: None,
        jdk_only: false,
        stderr_lines: StderrLines::First,
        timeout: None,
    };
    let text = fs::read_to_string(main_file).unwrap_or_default();
    let mut in_header = true;
    for raw in text.lines() {
        let line = raw.trim();
        if in_header {
            if line.is_empty() {
                continue;
            }
            if let Some(c) = line.strip_prefix("//") {
                let c = c.trim();
                if let Some(v) = c.strip_prefix("ARGS:") {
                    prog.args = v.split_whitespace().map(String::from).collect();
                } else if let Some(v) = c.strip_prefix("STDIN:") {
                    let f = cfg.data_dir.join(v.trim());
                    if !f.is_file() {
                        prog.directive_error = Some(format!("STDIN file {} does not exist", f.display()));
                    }
                    prog.stdin = Some(f);
                } else if let Some(v) = c.strip_prefix("DELETE-CLASSES:") {
                    prog.delete_classes.extend(v.split_whitespace().map(String::from));
                } else if let Some(v) = c.strip_prefix("RJVM-OPTS:") {
                    prog.opts = v.split_whitespace().map(String::from).collect();
                } else if let Some(v) = c.strip_prefix("KNOWN-GAP:") {
                    prog.known_gap = Some(v.trim().to_string());
                } else if let Some(v) = c.strip_prefix("TIMEOUT:") {
                    match v.trim().parse::<u64>() {
                        Ok(n) => prog.timeout = Some(Duration::from_secs(n)),
                        Err(_) => prog.directive_error = Some(format!("TIMEOUT: expects seconds, not {:?}", v.trim())),
                    }
                } else if let Some(v) = c.strip_prefix("KNOWN-GAP-JDK:") {
                    prog.known_gap_jdk = Some(v.trim().to_string());
                } else if let Some(v) = c.strip_prefix("STDERR:") {
                    prog.stderr_lines = match v.trim() {
                        "first-last" => StderrLines::FirstLast,
                        "all" => StderrLines::All,
                        other => {
                            prog.directive_error = Some(format!("STDERR: expects first-last or all, not {other:?}"));
                            StderrLines::First
                        }
                    };
                } else if c == "RELEASE8-ONLY" {
                    prog.release8_only = true;
                } else if c == "NO-RELEASE8" {
                    prog.no_release8 = true;
                } else if c == "ALSO-NO-G" {
                    prog.also_no_g = true;
                }
                continue;
            }
            in_header = false;
        }
        // After the directives: look for a package declaration, which can only be preceded by
        // comments and blank lines.
        if line.is_empty() || line.starts_with("//") || line.starts_with("/*") || line.starts_with('*') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("package ") {
            if let Some(pkg) = rest.split(';').next() {
                prog.main_class = format!("{}.{}", pkg.trim(), name);
            }
        }
        break;
    }
    if prog.release8_only && prog.no_release8 {
        prog.directive_error = Some("both RELEASE8-ONLY and NO-RELEASE8 given: nothing would run".into());
        prog.no_release8 = false;
    }
    prog
}

// ---------------------------------------------------------------------------
// Running child processes with a timeout
// ---------------------------------------------------------------------------

struct RunOutput {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// `None` when the process was killed by a signal.
    code: Option<i32>,
    signal: Option<i32>,
    timed_out: bool,
    truncated: bool,
    elapsed: Duration,
}

impl RunOutput {
    fn exit_desc(&self) -> String {
        if self.timed_out {
            "killed after timeout".to_string()
        } else if let Some(c) = self.code {
            c.to_string()
        } else if let Some(s) = self.signal {
            format!("killed by signal {s}")
        } else {
            "unknown".to_string()
        }
    }
}

fn read_capped<R: Read + Send + 'static>(mut r: R) -> thread::JoinHandle<(Vec<u8>, bool)> {
    thread::spawn(move || {
        let mut buf = Vec::new();
        let mut chunk = [0u8; 16384];
        let mut truncated = false;
        loop {
            match r.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    if buf.len() + n <= OUTPUT_CAP {
                        buf.extend_from_slice(&chunk[..n]);
                    } else {
                        truncated = true; // keep draining so the child does not block
                    }
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        (buf, truncated)
    })
}

#[cfg(unix)]
fn signal_of(st: &ExitStatus) -> Option<i32> {
    use std::os::unix::process::ExitStatusExt;
    st.signal()
}
#[cfg(not(unix))]
fn signal_of(_st: &ExitStatus) -> Option<i32> {
    None
}

fn kill_tree(child: &mut std::process::Child) {
    #[cfg(unix)]
    {
        // The child leads its own process group (see `run_with_timeout`): kill the whole group.
        let _ = Command::new("kill").arg("-KILL").arg("--").arg(format!("-{}", child.id())).stdout(Stdio::null()).stderr(Stdio::null()).status();
    }
    let _ = child.kill();
}

fn run_with_timeout(mut cmd: Command, stdin: Option<&Path>, timeout: Duration) -> io::Result<RunOutput> {
    for v in SCRUBBED_ENV {
        cmd.env_remove(v);
    }
    cmd.env("LC_ALL", "C.UTF-8").env("LANG", "C.UTF-8").env("TZ", "UTC");
    match stdin {
        Some(f) => cmd.stdin(Stdio::from(fs::File::open(f)?)),
        None => cmd.stdin(Stdio::null()),
    };
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    // Own process group, so that a timeout kills the VM together with anything it started
    // (otherwise a surviving grandchild would keep the output pipes open).
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
    }
    let start = Instant::now();
    let mut child = cmd.spawn()?;
    let out_h = read_capped(child.stdout.take().unwrap());
    let err_h = read_capped(child.stderr.take().unwrap());
    let mut timed_out = false;
    let status = loop {
        if let Some(st) = child.try_wait()? {
            break st;
        }
        if start.elapsed() >= timeout {
            timed_out = true;
            kill_tree(&mut child);
            break child.wait()?;
        }
        thread::sleep(Duration::from_millis(5));
    };
    let elapsed = start.elapsed();
    let (stdout, t1) = out_h.join().unwrap_or_default();
    let (stderr, t2) = err_h.join().unwrap_or_default();
    Ok(RunOutput { stdout, stderr, code: status.code(), signal: signal_of(&status), timed_out, truncated: t1 || t2, elapsed })
}

// ---------------------------------------------------------------------------
// Compilation (cached by modification time)
// ---------------------------------------------------------------------------

fn mtime(p: &Path) -> Option<SystemTime> {
    fs::metadata(p).and_then(|m| m.modified()).ok()
}

fn compile(cfg: &Config, prog: &Program, flavor: Flavor) -> Result<PathBuf, String> {
    let dir = cfg.out_dir.join(flavor.tag()).join(&prog.name);
    let stamp = cfg.out_dir.join(flavor.tag()).join(format!("{}.stamp", prog.name));
    // Everything the output depends on: sources, the prebuilt classes copied in, the deleted classes.
    let inputs: Vec<&PathBuf> = prog.sources.iter().chain(prog.extra_classes.iter().map(|(_, abs)| abs)).collect();
    let mut listing: String = inputs.iter().map(|s| format!("{}\n", s.display())).collect();
    for d in &prog.delete_classes {
        let _ = writeln!(listing, "delete {d}");
    }
    let up_to_date = match (mtime(&stamp), fs::read_to_string(&stamp)) {
        (Some(st), Ok(contents)) if contents == listing && dir.is_dir() => inputs.iter().all(|s| mtime(s).is_some_and(|m| m <= st)),
        _ => false,
    };
    if up_to_date {
        return Ok(dir);
    }
    let _ = fs::remove_file(&stamp);
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut cmd = Command::new(&cfg.javac);
    cmd.arg("-J-Xshare:auto").arg("-J-XX:TieredStopAtLevel=1").arg("-J-XX:+UseSerialGC");
    cmd.arg("-encoding").arg("UTF-8").arg("-nowarn").arg("-Xlint:-options");
    if flavor.debug {
        cmd.arg("-g");
    }
    if flavor.release8 {
        cmd.arg("--release").arg("8");
    }
    cmd.arg("-d").arg(&dir).args(&prog.sources);
    cmd.current_dir(&cfg.root);
    let out = run_with_timeout(cmd, None, Duration::from_secs(180)).map_err(|e| format!("cannot run javac: {e}"))?;
    if out.code != Some(0) {
        return Err(format!(
            "javac{} failed (exit {}):\n{}{}",
            if flavor.release8 { " --release 8" } else { "" },
            out.exit_desc(),
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    for d in &prog.delete_classes {
        let f = dir.join(format!("{}.class", d.replace('.', "/")));
        fs::remove_file(&f).map_err(|e| format!("DELETE-CLASSES: cannot delete {}: {e}", f.display()))?;
    }
    for (rel, abs) in &prog.extra_classes {
        let dest = dir.join(rel);
        if let Some(parent) = dest.parent() {
            fs::create_dir_all(parent).map_err(|e| format!("cannot create {}: {e}", parent.display()))?;
        }
        fs::copy(abs, &dest).map_err(|e| format!("cannot copy {} to {}: {e}", abs.display(), dest.display()))?;
    }
    fs::write(&stamp, listing).map_err(|e| format!("cannot write {}: {e}", stamp.display()))?;
    Ok(dir)
}

// ---------------------------------------------------------------------------
// The oracle (HotSpot), with an on-disk cache
// ---------------------------------------------------------------------------

fn oracle_key(cfg: &Config, prog: &Program, classes: &Path) -> u64 {
    let mut h = Fnv::new();
    h.field(ORACLE_CACHE_VERSION.as_bytes());
    h.field(cfg.java.to_string_lossy().as_bytes());
    h.bytes(&hash_tree(classes).to_le_bytes());
    h.bytes(&cfg.data_hash.to_le_bytes());
    h.field(prog.main_class.as_bytes());
    for a in &prog.args {
        h.field(a.as_bytes());
    }
    h.field(b"--opts--");
    for o in &prog.opts {
        h.field(o.as_bytes());
    }
    match &prog.stdin {
        Some(f) => h.field(&fs::read(f).unwrap_or_default()),
        None => h.field(b"<null>"),
    }
    h.0
}

fn encode_output(o: &RunOutput) -> Vec<u8> {
    let mut v = format!("{}\n{}\n{}\n", o.code.unwrap_or(-1), o.stdout.len(), o.stderr.len()).into_bytes();
    v.extend_from_slice(&o.stdout);
    v.extend_from_slice(&o.stderr);
    v
}

fn decode_output(b: &[u8]) -> Option<RunOutput> {
    let mut pos = 0;
    let mut nums = [0i64; 3];
    for n in nums.iter_mut() {
        let nl = b[pos..].iter().position(|&c| c == b'\n')? + pos;
        *n = std::str::from_utf8(&b[pos..nl]).ok()?.parse().ok()?;
        pos = nl + 1;
    }
    let (code, olen, elen) = (nums[0], nums[1] as usize, nums[2] as usize);
    if b.len() != pos + olen + elen {
        return None;
    }
    Some(RunOutput {
        stdout: b[pos..pos + olen].to_vec(),
        stderr: b[pos + olen..].to_vec(),
        code: Some(code as i32),
        signal: None,
        timed_out: false,
        truncated: false,
        elapsed: Duration::ZERO,
    })
}

fn vm_command(cfg: &Config, exe: &Path, pre_opts: &[String], prog: &Program, classes: &Path) -> Command {
    let mut cmd = Command::new(exe);
    cmd.args(pre_opts).arg("-cp").arg(classes).args(&prog.opts).arg(&prog.main_class).args(&prog.args);
    cmd.current_dir(&cfg.data_dir);
    cmd
}

fn run_oracle(cfg: &Config, prog: &Program, flavor: Flavor, classes: &Path) -> Result<RunOutput, String> {
    let cache_file = cfg.out_dir.join("oracle").join(format!("{}-{}-{:016x}.out", prog.name, flavor.tag(), oracle_key(cfg, prog, classes)));
    if cfg.use_oracle_cache {
        if let Some(o) = fs::read(&cache_file).ok().and_then(|b| decode_output(&b)) {
            return Ok(o);
        }
    }
    let pre: Vec<String> = HOTSPOT_OPTS.iter().map(|s| s.to_string()).collect();
    let cmd = vm_command(cfg, &cfg.java, &pre, prog, classes);
    let out = run_with_timeout(cmd, prog.stdin.as_deref(), cfg.timeout).map_err(|e| format!("cannot run {}: {e}", cfg.java.display()))?;
    if out.timed_out {
        return Err(format!("HotSpot (the oracle) timed out after {}s: the test program itself is broken", cfg.timeout.as_secs()));
    }
    if out.code.is_none() || out.truncated {
        return Err(format!("HotSpot (the oracle) ended abnormally ({}): the test program itself is broken", out.exit_desc()));
    }
    if cfg.use_oracle_cache {
        let _ = fs::create_dir_all(cache_file.parent().unwrap());
        let tmp = cache_file.with_extension(format!("tmp{}", std::process::id()));
        if fs::write(&tmp, encode_output(&out)).is_ok() {
            let _ = fs::rename(&tmp, &cache_file);
        }
    }
    Ok(out)
}

// ---------------------------------------------------------------------------
// Comparison and reporting
// ---------------------------------------------------------------------------

fn first_line(b: &[u8]) -> String {
    let s = String::from_utf8_lossy(b);
    s.lines().next().unwrap_or("").trim_end_matches('\r').to_string()
}

fn last_line(b: &[u8]) -> String {
    let s = String::from_utf8_lossy(b);
    s.lines().last().unwrap_or("").trim_end_matches('\r').to_string()
}

fn show(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        match c {
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    format!("\"{out}\"")
}

fn describe_stdout_diff(expected: &[u8], actual: &[u8]) -> String {
    let e = String::from_utf8_lossy(expected);
    let a = String::from_utf8_lossy(actual);
    let el: Vec<&str> = e.split_inclusive('\n').collect();
    let al: Vec<&str> = a.split_inclusive('\n').collect();
    let mut s = String::new();
    let idx = (0..el.len().max(al.len())).find(|&i| el.get(i) != al.get(i));
    if let Some(i) = idx {
        let _ = writeln!(s, "  stdout differs at line {} (expected {} lines / {} bytes, got {} lines / {} bytes):", i + 1, el.len(), expected.len(), al.len(), actual.len());
        if i > 0 {
            let _ = writeln!(s, "    previous line  : {}", show(el[i - 1].trim_end_matches('\n')));
        }
        let fmt = |l: Option<&&str>| match l {
            Some(l) if l.ends_with('\n') => show(l.trim_end_matches('\n')),
            Some(l) => format!("{} (no newline at end)", show(l)),
            None => "<end of output>".to_string(),
        };
        let _ = writeln!(s, "    expected (HotSpot): {}", fmt(el.get(i)));
        let _ = writeln!(s, "    actual   (rjvm)   : {}", fmt(al.get(i)));
    }
    s
}

fn tail(b: &[u8], n: usize) -> String {
    let s = String::from_utf8_lossy(b);
    let lines: Vec<&str> = s.lines().collect();
    let start = lines.len().saturating_sub(n);
    let mut out = String::new();
    if start > 0 {
        let _ = writeln!(out, "    ... ({start} earlier lines)");
    }
    for l in &lines[start..] {
        let l: String = l.chars().take(400).collect();
        let _ = writeln!(out, "    | {l}");
    }
    out
}

/// Returns `None` if the run matches the oracle, else a readable description.
fn compare(lines: StderrLines, limit: Duration, expected: &RunOutput, actual: &RunOutput) -> Option<String> {
    let stdout_ok = expected.stdout == actual.stdout;
    let code_ok = !actual.timed_out && expected.code == actual.code;
    let (e1, a1) = (first_line(&expected.stderr), first_line(&actual.stderr));
    let (el, al) = (last_line(&expected.stderr), last_line(&actual.stderr));
    let stderr_ok = e1 == a1
        && match lines {
            StderrLines::First => true,
            StderrLines::FirstLast => el == al,
            StderrLines::All => expected.stderr == actual.stderr,
        };
    if stdout_ok && code_ok && stderr_ok && !actual.timed_out {
        return None;
    }
    let mut s = String::new();
    if actual.timed_out {
        let _ = writeln!(s, "  rjvm TIMED OUT after {}s and was killed", limit.as_secs());
    }
    if actual.truncated {
        let _ = writeln!(s, "  rjvm output exceeded {} MiB and was truncated", OUTPUT_CAP >> 20);
    }
    if !stdout_ok {
        s.push_str(&describe_stdout_diff(&expected.stdout, &actual.stdout));
    } else {
        let _ = writeln!(s, "  stdout identical ({} bytes)", expected.stdout.len());
    }
    let _ = writeln!(s, "  exit code: expected {}, got {}{}", expected.exit_desc(), actual.exit_desc(), if code_ok { "" } else { "   <-- differs" });
    let _ = writeln!(s, "  stderr first line:{}", if stderr_ok { "" } else { "   <-- differs" });
    let _ = writeln!(s, "    expected (HotSpot): {}", show(&e1));
    let _ = writeln!(s, "    actual   (rjvm)   : {}", show(&a1));
    if lines != StderrLines::First {
        let _ = writeln!(s, "  stderr last line (STDERR: {}):", if lines == StderrLines::All { "all" } else { "first-last" });
        let _ = writeln!(s, "    expected (HotSpot): {}", show(&el));
        let _ = writeln!(s, "    actual   (rjvm)   : {}", show(&al));
    }
    if !actual.stderr.is_empty() {
        let _ = writeln!(s, "  rjvm stderr (tail):");
        s.push_str(&tail(&actual.stderr, 20));
    }
    Some(s)
}

enum Outcome {
    Pass,
    Fail(String),
    Ignored(String),
}

fn run_case(cfg: &Config, case: &Case) -> Outcome {
    let outcome = run_case_inner(cfg, case);
    let gap = match case.classlib {
        Classlib::Jdk => case.program.known_gap_jdk.as_ref().or(case.program.known_gap.as_ref()),
        Classlib::Embedded => case.program.known_gap.as_ref(),
    };
    match (gap, outcome) {
        (None, o) => o,
        (Some(why), Outcome::Fail(_)) => Outcome::Ignored(why.clone()),
        (Some(why), Outcome::Pass) => Outcome::Fail(format!("  unexpected pass: remove the KNOWN-GAP directive ({why})\n")),
        (Some(_), o) => o,
    }
}

/// One lock per (program, flavor): the collector variants of a program share
/// its compiled classes and HotSpot's cached result, so they must not compile
/// or run the oracle concurrently.
fn build_lock(key: String) -> Arc<Mutex<()>> {
    static LOCKS: std::sync::OnceLock<Mutex<std::collections::HashMap<String, Arc<Mutex<()>>>>> = std::sync::OnceLock::new();
    let mut m = LOCKS.get_or_init(|| Mutex::new(std::collections::HashMap::new())).lock().unwrap();
    m.entry(key).or_insert_with(|| Arc::new(Mutex::new(()))).clone()
}

fn run_case_inner(cfg: &Config, case: &Case) -> Outcome {
    let prog = &case.program;
    if let Some(e) = &prog.directive_error {
        return Outcome::Fail(format!("  bad test program: {e}\n"));
    }
    let lock = build_lock(format!("{}[{}]", prog.name, case.flavor.tag()));
    let guard = lock.lock().unwrap_or_else(|e| e.into_inner());
    let classes = match compile(cfg, prog, case.flavor) {
        Ok(d) => d,
        Err(e) => return Outcome::Fail(format!("  compilation failed:\n{e}")),
    };
    let expected = match run_oracle(cfg, prog, case.flavor, &classes) {
        Ok(o) => o,
        Err(e) => return Outcome::Fail(format!("  {e}\n")),
    };
    drop(guard);
    let mut rjvm_opts: Vec<String> = case.variant.map(|(_, o)| o.iter().map(|s| s.to_string()).collect()).unwrap_or_default();
    rjvm_opts.push(case.classlib.option().to_string());
    rjvm_opts.extend(cfg.rjvm_extra_opts.iter().cloned());
    let cmd = vm_command(cfg, &cfg.rjvm, &rjvm_opts, prog, &classes);
    let limit = prog.timeout.map_or(cfg.timeout, |t| t.max(cfg.timeout));
    let actual = match run_with_timeout(cmd, prog.stdin.as_deref(), limit) {
        Ok(o) => o,
        Err(e) => return Outcome::Fail(format!("  cannot run rjvm ({}): {e}\n", cfg.rjvm.display())),
    };
    match compare(prog.stderr_lines, limit, &expected, &actual) {
        None => Outcome::Pass,
        Some(mut d) => {
            let mut cmdline = vec![cfg.rjvm.display().to_string()];
            cmdline.extend(rjvm_opts.iter().cloned());
            cmdline.push("-cp".into());
            cmdline.push(classes.display().to_string());
            cmdline.extend(prog.opts.iter().cloned());
            cmdline.push(prog.main_class.clone());
            cmdline.extend(prog.args.iter().cloned());
            let stdin = prog.stdin.as_ref().map(|f| format!(" < {}", f.display())).unwrap_or_else(|| " < /dev/null".into());
            let _ = writeln!(d, "  reproduce: (cd {} && {}{})   [rjvm took {:.2}s]", cfg.data_dir.display(), cmdline.join(" "), stdin, actual.elapsed.as_secs_f64());
            Outcome::Fail(d)
        }
    }
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

fn matches(cli: &CliArgs, name: &str) -> bool {
    let short = name.trim_start_matches("differential::");
    let hit = |f: &String| if cli.exact { name == f || short == f } else { name.contains(f.as_str()) };
    if cli.skips.iter().any(hit) {
        return false;
    }
    cli.filters.is_empty() || cli.filters.iter().any(hit)
}

fn main() {
    let cli = parse_cli();
    let cfg = make_config(&cli);
    let programs = discover(&cfg);
    if programs.is_empty() {
        fatal(&format!("no test programs found in {}", cfg.java_dir.display()));
    }
    let mut all_cases = Vec::new();
    for p in programs {
        let p = Arc::new(p);
        for &classlib in &cfg.classlibs {
            if p.jdk_only && classlib != Classlib::Jdk {
                continue;
            }
            for debug in [true, false] {
                if !debug && !p.also_no_g {
                    continue;
                }
                if !p.release8_only {
                    all_cases.push(Case { program: p.clone(), flavor: Flavor { release8: false, debug }, classlib, variant: None });
                }
                if !p.no_release8 {
                    all_cases.push(Case { program: p.clone(), flavor: Flavor { release8: true, debug }, classlib, variant: None });
                }
            }
            if env_nonempty("RJVM_DIFF_NO_GC_VARIANTS").is_none() {
                let flavor = if p.release8_only { Flavor::RELEASE8 } else { Flavor::JDK17 };
                // JDK mode: the moving collector only (the one a stale
                // reference breaks); the JDK's boot makes every stress run
                // long, and the embedded runs cover the other three.
                for v in GC_VARIANTS.iter().filter(|v| classlib == Classlib::Embedded || v.0 == "gc=copying") {
                    all_cases.push(Case { program: p.clone(), flavor, classlib, variant: Some(*v) });
                }
            }
        }
    }
    let total = all_cases.len();
    let cases: Vec<Case> = all_cases.into_iter().filter(|c| !cli.ignored_only && matches(&cli, &c.name())).collect();
    let filtered_out = total - cases.len();

    if cli.list {
        for c in &cases {
            println!("{}: test", c.name());
        }
        println!();
        println!("{} tests, 0 benchmarks", cases.len());
        return;
    }

    println!();
    println!("running {} tests (oracle: {}, rjvm: {}, {} jobs)", cases.len(), cfg.java.display(), cfg.rjvm.display(), cfg.jobs);
    let start = Instant::now();
    let _ = fs::create_dir_all(&cfg.out_dir);
    let cfg = Arc::new(cfg);
    let n = cases.len();
    let queue = Arc::new(Mutex::new(cases.into_iter().enumerate().collect::<VecDeque<_>>()));
    let (tx, rx) = mpsc::channel::<(usize, String, Outcome)>();
    let panicked = Arc::new(AtomicBool::new(false));
    let mut workers = Vec::new();
    for _ in 0..cfg.jobs.min(n.max(1)) {
        let (queue, tx, cfg, panicked) = (queue.clone(), tx.clone(), cfg.clone(), panicked.clone());
        workers.push(thread::spawn(move || loop {
            let next = queue.lock().unwrap().pop_front();
            let Some((i, case)) = next else { break };
            let name = case.name();
            let outcome = match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_case(&cfg, &case))) {
                Ok(o) => o,
                Err(_) => {
                    panicked.store(true, Ordering::SeqCst);
                    Outcome::Fail("  the harness panicked while running this case\n".into())
                }
            };
            if tx.send((i, name, outcome)).is_err() {
                break;
            }
        }));
    }
    drop(tx);

    let mut results: Vec<(usize, String, Outcome)> = Vec::with_capacity(n);
    let stdout = io::stdout();
    for (i, name, outcome) in rx {
        let mut lock = stdout.lock();
        let status = match &outcome {
            Outcome::Pass => "ok".to_string(),
            Outcome::Fail(_) => "FAILED".to_string(),
            Outcome::Ignored(why) => format!("ignored, known gap: {why}"),
        };
        let _ = writeln!(lock, "test {name} ... {status}");
        let _ = lock.flush();
        results.push((i, name, outcome));
    }
    for w in workers {
        let _ = w.join();
    }
    results.sort_by_key(|r| r.0);

    let failures: Vec<&(usize, String, Outcome)> = results.iter().filter(|r| matches!(r.2, Outcome::Fail(_))).collect();
    let ignored = results.iter().filter(|r| matches!(r.2, Outcome::Ignored(_))).count();
    let passed = results.len() - failures.len() - ignored;
    if !failures.is_empty() {
        println!();
        println!("failures:");
        for (_, name, outcome) in &failures {
            if let Outcome::Fail(d) = outcome {
                println!();
                println!("---- {name} ----");
                print!("{d}");
            }
        }
        println!();
        println!("failures:");
        for (_, name, _) in &failures {
            println!("    {name}");
        }
    }
    println!();
    println!("differential suite finished in {:.2}s", start.elapsed().as_secs_f64());
    println!(
        "test result: {}. {} passed; {} failed; {} ignored; 0 measured; {} filtered out",
        if failures.is_empty() { "ok" } else { "FAILED" },
        passed,
        failures.len(),
        ignored,
        filtered_out,
    );
    println!();
    let _ = io::stdout().flush();
    if !failures.is_empty() || panicked.load(Ordering::SeqCst) {
        std::process::exit(1);
    }
}
