//! A mutation fuzzer for rjvm that runs on stable Rust.
//!
//! Four targets:
//! - `reader`: the class-file reader (`rjvm::classfile::parse`);
//! - `verify`: reader + bytecode verifier + reference-map analysis of every
//!   method (with a class hierarchy taken from the embedded class library);
//! - `run`: load and run a mutated class of a compiled test program in a
//!   fresh `rjvm` process (bounded by a timeout), half of the runs with
//!   `-Xverify:none`;
//! - `diff`: like `run`, but every mutant also runs on HotSpot (`java`, the
//!   oracle) and the two *outcome classes* are compared: exit code, the
//!   exception class named by the first lines of stderr (or the launcher's
//!   error), crash, timeout. Every difference is saved under
//!   `fuzz/out/diff/` with both outputs (same outcome with a different
//!   stdout under `diff-stdout/`, rjvm-only timeouts under `diff-slow/`,
//!   and the differing first stderr lines of equal outcomes are listed in
//!   `diff-messages-SEED.txt`); `diff-replay` re-runs the saved differences
//!   with the current rjvm and reports which remain.
//!
//! Inputs are class files of the corpus (see `fuzz/seed-corpus.sh`) with 1-6
//! stacked mutations: bit flips, interesting bytes and 16-bit values, random
//! opcodes, insertions, deletions, duplications, truncation and splices.
//! Most mutations land inside Code attributes (found by a small raw walker),
//! in place, so that the file still parses and the mutation reaches the
//! verifier and the interpreter.
//!
//! A crash is a Rust panic, an abort or a signal (Java exceptions are fine).
//! The in-process targets run in a child process that the driver restarts
//! after an abort; every crashing input is saved under `fuzz/out/crashes/`.
//!
//! ```text
//! fuzz/seed-corpus.sh                       # after `cargo test -p rjvm --test differential`
//! cargo run --release --manifest-path fuzz/Cargo.toml -- reader --seconds 600
//! cargo run --release --manifest-path fuzz/Cargo.toml -- verify --seconds 600
//! cargo run --release --manifest-path fuzz/Cargo.toml -- run --seconds 600 --rjvm target/release/rjvm
//! cargo run --release --manifest-path fuzz/Cargo.toml -- diff --iters 3000 --seed 1
//! cargo run --release --manifest-path fuzz/Cargo.toml -- diff-replay
//! ```

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use rjvm::verify::{Hierarchy, Pending};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

// ---------------------------------------------------------------------------
// Corpus and mutations
// ---------------------------------------------------------------------------

fn class_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut v: Vec<PathBuf> = rd.flatten().map(|e| e.path()).collect();
    v.sort();
    for p in v {
        if p.is_dir() {
            class_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "class") {
            out.push(p);
        }
    }
}

/// (offset, length) of every Code attribute body of a class file (empty if
/// the file does not walk).
fn code_regions(b: &[u8]) -> Vec<(usize, usize)> {
    fn walk(b: &[u8]) -> Option<Vec<(usize, usize)>> {
        let u2 = |i: usize| -> Option<usize> { Some(u16::from_be_bytes([*b.get(i)?, *b.get(i + 1)?]) as usize) };
        let u4 = |i: usize| -> Option<usize> { Some(u32::from_be_bytes(b.get(i..i + 4)?.try_into().ok()?) as usize) };
        let n = u2(8)?;
        let mut i = 10;
        let mut utf8: HashMap<usize, &[u8]> = HashMap::new();
        let mut k = 1;
        while k < n {
            let tag = *b.get(i)?;
            let len = match tag {
                1 => {
                    let l = u2(i + 1)?;
                    utf8.insert(k, b.get(i + 3..i + 3 + l)?);
                    3 + l
                }
                3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => 5,
                5 | 6 => 9,
                7 | 8 | 16 | 19 | 20 => 3,
                15 => 4,
                _ => return None,
            };
            i += len;
            k += if tag == 5 || tag == 6 { 2 } else { 1 };
        }
        i += 6;
        let ni = u2(i)?;
        i += 2 + 2 * ni;
        let mut out = Vec::new();
        for member in 0..2 {
            let count = u2(i)?;
            i += 2;
            for _ in 0..count {
                let na = u2(i + 6)?;
                i += 8;
                for _ in 0..na {
                    let name = u2(i)?;
                    let len = u4(i + 2)?;
                    if member == 1 && utf8.get(&name) == Some(&&b"Code"[..]) && i + 6 + len <= b.len() {
                        out.push((i + 6, len));
                    }
                    i += 6 + len;
                }
            }
        }
        Some(out)
    }
    walk(b).unwrap_or_default()
}

const INTERESTING8: [u8; 10] = [0, 1, 0x7f, 0x80, 0xff, 0x10, 0xa7, 0xb1, 0xc4, 0xbb];
const INTERESTING16: [u16; 10] = [0, 1, 2, 0x7f, 0x80, 0xff, 0x7fff, 0x8000, 0xffff, 0xfffe];

fn mutate(rng: &mut Rng, data: &[u8], other: &[u8]) -> Vec<u8> {
    let mut d = data.to_vec();
    let regions = code_regions(&d);
    if d.len() > 8 && rng.below(8) == 0 {
        // An older class-file version: the stack maps are ignored and the
        // inference verifier (and jsr/ret) come into play.
        let v: u16 = [45, 46, 49, 50, 51][rng.below(5)];
        d[6..8].copy_from_slice(&v.to_be_bytes());
    }
    let rounds = 1 + rng.below(6);
    for _ in 0..rounds {
        if d.is_empty() {
            d.push(0);
        }
        // Most mutations go into a Code attribute, in place.
        let pos = if !regions.is_empty() && rng.below(10) < 8 {
            let (s, l) = regions[rng.below(regions.len())];
            let p = s + rng.below(l.max(1));
            p.min(d.len() - 1)
        } else {
            rng.below(d.len())
        };
        match rng.below(12) {
            0 | 1 => d[pos] ^= 1 << rng.below(8),
            2 | 3 => d[pos] = INTERESTING8[rng.below(INTERESTING8.len())],
            4 => d[pos] = rng.next() as u8,
            5 => {
                // A random valid-looking opcode.
                d[pos] = rng.below(202) as u8;
            }
            6 => {
                if pos + 1 < d.len() {
                    let v = if rng.below(2) == 0 { INTERESTING16[rng.below(INTERESTING16.len())] } else { rng.below(64) as u16 };
                    d[pos..pos + 2].copy_from_slice(&v.to_be_bytes());
                }
            }
            7 => {
                let n = 1 + rng.below(8);
                let ins: Vec<u8> = (0..n).map(|_| rng.next() as u8).collect();
                d.splice(pos..pos, ins);
            }
            8 => {
                let n = (1 + rng.below(16)).min(d.len() - pos);
                d.drain(pos..pos + n);
            }
            9 => {
                let n = (1 + rng.below(32)).min(d.len() - pos);
                let chunk = d[pos..pos + n].to_vec();
                let at = rng.below(d.len());
                d.splice(at..at, chunk);
            }
            10 => {
                if rng.below(4) == 0 {
                    d.truncate(pos.max(1));
                } else if pos + 1 < d.len() {
                    d.swap(pos, pos + 1);
                }
            }
            _ => {
                // Splice a range of another corpus file at the same offset.
                if pos < other.len() {
                    let n = (1 + rng.below(64)).min(other.len() - pos).min(d.len() - pos);
                    d[pos..pos + n].copy_from_slice(&other[pos..pos + n]);
                }
            }
        }
    }
    d
}

// ---------------------------------------------------------------------------
// In-process targets
// ---------------------------------------------------------------------------

/// The class hierarchy of the embedded class library plus the corpus;
/// unknown classes extend Object.
struct Table(HashMap<String, (Option<Arc<str>>, bool)>);

impl Table {
    fn build(corpus: &[Vec<u8>]) -> Table {
        let mut m = HashMap::new();
        let boot = rjvm::boot_archive();
        for bytes in boot.values().copied().chain(corpus.iter().map(|v| &v[..])) {
            if let Ok(cf) = rjvm::classfile::parse(bytes) {
                m.insert(cf.name.to_string(), (cf.super_name.clone(), cf.is_interface()));
            }
        }
        Table(m)
    }
}

impl Hierarchy for Table {
    fn is_interface(&mut self, name: &str) -> Result<bool, Pending> {
        Ok(self.0.get(name).map(|e| e.1).unwrap_or(false))
    }
    fn superclass(&mut self, name: &str) -> Result<Option<Arc<str>>, Pending> {
        match self.0.get(name) {
            Some(e) => Ok(e.0.clone()),
            None if name == "java/lang/Object" => Ok(None),
            None => Ok(Some(Arc::from("java/lang/Object"))),
        }
    }
}

fn run_reader(bytes: &[u8], _t: &mut Table) {
    let _ = rjvm::classfile::parse(bytes);
}

fn run_verify(bytes: &[u8], t: &mut Table) {
    if let Ok(cf) = rjvm::classfile::parse(bytes) {
        let _ = rjvm::verify::verify_class(&cf, t);
        for m in &cf.methods {
            if let Some(code) = &m.code {
                let _ = rjvm::interp::refmap::compute_raw(code, &cf.constant_pool, &m.descriptor, m.is_static(), &cf.name);
            }
        }
    }
}

/// The worker: `iters` executions of an in-process target. Writes each input
/// to `current` first, so that the driver can save it if the process dies.
fn worker(target: &str, seed: u64, iters: u64, corpus: &[Vec<u8>], out: &Path) -> u64 {
    let f: fn(&[u8], &mut Table) = if target == "reader" { run_reader } else { run_verify };
    let mut table = if target == "verify" { Table::build(corpus) } else { Table(HashMap::new()) };
    let mut rng = Rng(seed | 1);
    let current = out.join(format!("current-{}.class", target));
    std::panic::set_hook(Box::new(|_| {}));
    let mut crashes = 0;
    for _ in 0..iters {
        let a = &corpus[rng.below(corpus.len())];
        let b = &corpus[rng.below(corpus.len())];
        let input = mutate(&mut rng, a, b);
        let _ = std::fs::write(&current, &input);
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&input, &mut table)));
        if r.is_err() {
            crashes += 1;
            save_crash(out, target, &input);
        }
    }
    crashes
}

fn save_crash(out: &Path, target: &str, input: &[u8]) -> PathBuf {
    let dir = out.join("crashes");
    let _ = std::fs::create_dir_all(&dir);
    let h = input.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
    let p = dir.join(format!("{}-{:016x}.class", target, h));
    let _ = std::fs::write(&p, input);
    eprintln!("CRASH ({}) saved to {}", target, p.display());
    p
}

// ---------------------------------------------------------------------------
// The `run` target: mutated classes of compiled programs in a real rjvm
// ---------------------------------------------------------------------------

struct Program {
    dir: PathBuf,
    main: String,
    classes: Vec<PathBuf>,
}

fn programs(roots: &[PathBuf]) -> Vec<Program> {
    let mut out = Vec::new();
    for root in roots {
        let Ok(rd) = std::fs::read_dir(root) else { continue };
        let mut dirs: Vec<PathBuf> = rd.flatten().map(|e| e.path()).filter(|p| p.is_dir()).collect();
        dirs.sort();
        for dir in dirs {
            let name = dir.file_name().unwrap().to_string_lossy().to_string();
            // Programs that read stdin or sleep are slow to fuzz.
            if name.starts_with("Stdin") || name.starts_with("Thread") || name.starts_with("Conc") {
                continue;
            }
            if !dir.join(format!("{}.class", name)).exists() {
                continue;
            }
            let mut classes = Vec::new();
            class_files(&dir, &mut classes);
            out.push(Program { dir, main: name, classes });
        }
    }
    out
}

fn copy_dir(from: &Path, to: &Path) {
    let _ = std::fs::create_dir_all(to);
    if let Ok(rd) = std::fs::read_dir(from) {
        for e in rd.flatten() {
            let p = e.path();
            let q = to.join(e.file_name());
            if p.is_dir() {
                copy_dir(&p, &q);
            } else {
                let _ = std::fs::copy(&p, &q);
            }
        }
    }
}

/// A mutated program, ready to run in `work`.
struct Mutant<'a> {
    prog: &'a Program,
    /// The mutated class file, relative to the program directory.
    rel: PathBuf,
}

/// Copy a random program into `work`, with one of its classes mutated.
fn prepare<'a>(rng: &mut Rng, progs: &'a [Program], work: &Path) -> Option<Mutant<'a>> {
    let p = &progs[rng.below(progs.len())];
    let victim = &p.classes[rng.below(p.classes.len())];
    let orig = std::fs::read(victim).ok()?;
    let other = std::fs::read(&p.classes[rng.below(p.classes.len())]).unwrap_or_default();
    let input = mutate(rng, &orig, &other);
    let _ = std::fs::remove_dir_all(work);
    copy_dir(&p.dir, work);
    let rel = victim.strip_prefix(&p.dir).unwrap().to_path_buf();
    let _ = std::fs::write(work.join(&rel), &input);
    Some(Mutant { prog: p, rel })
}

/// What one VM run produced.
struct RunResult {
    /// None: killed at the timeout.
    status: Option<std::process::ExitStatus>,
    stdout: Vec<u8>,
    stderr: String,
}

/// Run `cmd` (stdin from /dev/null, in tests/java/data) with a timeout.
fn run_process(mut cmd: Command, timeout: u64) -> RunResult {
    use std::io::Read;
    let data_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/java/data");
    cmd.current_dir(&data_dir).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped()).env("RUST_BACKTRACE", "0");
    // Variables that make either VM print "Picked up ..." or change its class path.
    for v in ["JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH"] {
        cmd.env_remove(v);
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => panic!("cannot start {:?}: {}", cmd, e),
    };
    // Drain both pipes on threads: a chatty mutant must not block on a full pipe.
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let to = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = out.read_to_end(&mut b);
        b
    });
    let te = std::thread::spawn(move || {
        let mut b = Vec::new();
        let _ = err.read_to_end(&mut b);
        b
    });
    let t0 = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if t0.elapsed() > Duration::from_secs(timeout) => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(2)),
            Err(_) => break None,
        }
    };
    let stdout = to.join().unwrap_or_default();
    let stderr = String::from_utf8_lossy(&te.join().unwrap_or_default()).into_owned();
    RunResult { status, stdout, stderr }
}

fn rjvm_command(rjvm: &Path, work: &Path, main: &str, noverify: bool) -> Command {
    let mut cmd = Command::new(rjvm);
    if noverify {
        cmd.arg("-Xverify:none");
    }
    cmd.arg("-Xmx256m").arg("-cp").arg(work).arg(main);
    cmd
}

fn java_command(java: &Path, work: &Path, main: &str) -> Command {
    let mut cmd = Command::new(java);
    cmd.args(["-Xshare:auto", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xmx256m", "-cp"]).arg(work).arg(main);
    cmd
}

fn is_crash(r: &RunResult) -> bool {
    use std::os::unix::process::ExitStatusExt;
    r.status.is_some_and(|s| s.signal().is_some() || s.code() == Some(101))
        || r.stderr.contains("panicked at")
        || r.stderr.contains("fatal runtime error")
}

fn run_target(rjvm: &Path, roots: &[PathBuf], seconds: u64, seed: u64, out: &Path, timeout: u64) -> (u64, u64, u64) {
    let progs = programs(roots);
    assert!(!progs.is_empty(), "no compiled programs under {:?} (run the differential suite first)", roots);
    let mut rng = Rng(seed | 1);
    let start = Instant::now();
    let (mut execs, mut crashes, mut hangs) = (0u64, 0u64, 0u64);
    let work = out.join("run-work");
    while start.elapsed() < Duration::from_secs(seconds) {
        let Some(m) = prepare(&mut rng, &progs, &work) else { continue };
        let noverify = rng.below(2) == 0;
        let r = run_process(rjvm_command(rjvm, &work, &m.prog.main, noverify), timeout);
        execs += 1;
        if r.status.is_none() {
            // Usually a mutated branch that loops forever (legal Java); kept
            // for inspection, since a VM deadlock would look the same.
            hangs += 1;
            let dir = out.join("timeouts").join(format!("run-{}-{}", m.prog.main, execs));
            copy_dir(&work, &dir);
            let _ = std::fs::write(dir.join("README.txt"), format!("mutated: {}\nnoverify: {}\n", m.rel.display(), noverify));
            continue;
        }
        if is_crash(&r) {
            crashes += 1;
            let dir = out.join("crashes").join(format!("run-{}-{}", m.prog.main, execs));
            copy_dir(&work, &dir);
            let _ = std::fs::write(
                dir.join("README.txt"),
                format!(
                    "mutated: {}\ncommand: (cd tests/java/data && rjvm {}-cp {} {})\nstatus: {:?}\nstderr:\n{}\n",
                    m.rel.display(),
                    if noverify { "-Xverify:none " } else { "" },
                    dir.display(),
                    m.prog.main,
                    r.status,
                    r.stderr
                ),
            );
            eprintln!("CRASH (run) {:?} saved to {}", r.status, dir.display());
        }
        if execs % 200 == 0 {
            eprintln!("[run] {} execs, {} crashes, {} timeouts, {:.0}s", execs, crashes, hangs, start.elapsed().as_secs_f64());
        }
    }
    (execs, crashes, hangs)
}

// ---------------------------------------------------------------------------
// The `diff` target: rjvm against HotSpot on every mutant
// ---------------------------------------------------------------------------

/// The outcome class of a run, the unit of comparison: how the process
/// ended and which exception (if any) its first stderr lines report.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Outcome {
    Timeout,
    Crash,
    /// Exit code and the exception class of the uncaught exception or the
    /// launcher's error (`-` when stderr reports none).
    Exit(i32, String),
}

impl std::fmt::Display for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Outcome::Timeout => write!(f, "timeout"),
            Outcome::Crash => write!(f, "CRASH"),
            Outcome::Exit(c, e) => write!(f, "exit {} {}", c, e),
        }
    }
}

/// The exception class a stderr text reports first: `Exception in thread
/// "main" java.lang.VerifyError: ...`, the launcher's `Error: ... main class
/// X` followed by `Caused by: C: ...` or a tab-indented `C: ...` line, or
/// the `Exception: C thrown from the UncaughtExceptionHandler` line.
fn stderr_exception(err: &str) -> String {
    let class_at = |s: &str| -> String {
        let s = s.trim_start();
        let end = s.find(|c: char| c == ':' || c.is_whitespace()).unwrap_or(s.len());
        s[..end].to_string()
    };
    let mut lines = err.lines().filter(|l| !l.trim().is_empty());
    let Some(first) = lines.next() else { return "-".into() };
    if let Some(rest) = first.strip_prefix("Exception in thread \"") {
        return rest.split_once("\" ").map(|(_, c)| class_at(c)).unwrap_or_else(|| "?".into());
    }
    if let Some(rest) = first.strip_prefix("Exception: ") {
        return format!("handler:{}", class_at(rest));
    }
    if first.starts_with("Error: ") {
        // "Error: Unable to initialize main class X" + "Caused by: C: msg".
        let what = first.split(" main class").next().unwrap_or(first).trim_start_matches("Error: ");
        let cause = lines.next().map(|l| class_at(l.trim_start_matches("Caused by: "))).unwrap_or_default();
        return format!("launcher:{}/{}", what, cause);
    }
    "-".into()
}

fn outcome(r: &RunResult) -> Outcome {
    if r.status.is_none() {
        return Outcome::Timeout;
    }
    if is_crash(r) {
        return Outcome::Crash;
    }
    Outcome::Exit(r.status.and_then(|s| s.code()).unwrap_or(-1), stderr_exception(&r.stderr))
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or("")
}

/// Saved differences: the mutated program, both outputs and the outcomes.
fn save_diff(dir: &Path, work: &Path, m: &Mutant, rj: &RunResult, hs: &RunResult, ro: &Outcome, ho: &Outcome) {
    copy_dir(work, &dir.join("classes"));
    let _ = std::fs::write(dir.join("main"), &m.prog.main);
    let _ = std::fs::write(dir.join("hotspot.outcome"), ho.to_string());
    let _ = std::fs::write(dir.join("hotspot.stderr"), &hs.stderr);
    let _ = std::fs::write(dir.join("hotspot.stdout"), &hs.stdout);
    let _ = std::fs::write(dir.join("rjvm.stderr"), &rj.stderr);
    let _ = std::fs::write(dir.join("rjvm.stdout"), &rj.stdout);
    let _ = std::fs::write(
        dir.join("README.txt"),
        format!(
            "mutated: {}\nrjvm:    {}\nhotspot: {}\nrerun:   (cd tests/java/data && rjvm -cp {} {})\n",
            m.rel.display(),
            ro,
            ho,
            dir.join("classes").display(),
            m.prog.main
        ),
    );
}

/// Tallies of a differential session.
#[derive(Default)]
struct Tally {
    execs: u64,
    same: u64,
    /// Same outcome class, but stdout differs.
    stdout_differs: u64,
    /// ... and the first differing stdout lines name different exception
    /// classes (a program that catches and prints what it got).
    stdout_class_differs: std::collections::BTreeMap<(String, String), u64>,
    /// Same outcome class, but the first stderr line differs (the message).
    message_differs: u64,
    /// Both ran into the timeout (a mutant that loops).
    both_timeout: u64,
    /// rjvm timed out, HotSpot finished (an interpreter is slower).
    rjvm_slower: u64,
    differ: std::collections::BTreeMap<(Outcome, Outcome), u64>,
}

impl Tally {
    fn report(&self) -> String {
        let mut s = format!(
            "{} mutants: {} same outcome ({} of them with a different stdout, {} with a different first stderr line), \
             {} both timed out, {} only rjvm timed out, {} different outcome classes\n",
            self.execs,
            self.same,
            self.stdout_differs,
            self.message_differs,
            self.both_timeout,
            self.rjvm_slower,
            self.differ.values().sum::<u64>()
        );
        for ((r, h), n) in &self.differ {
            s.push_str(&format!("  {:5}  rjvm: {:45}  hotspot: {}\n", n, r.to_string(), h));
        }
        if !self.stdout_class_differs.is_empty() {
            s.push_str("same outcome, but the program printed a different exception class:\n");
            for ((r, h), n) in &self.stdout_class_differs {
                s.push_str(&format!("  {:5}  rjvm: {:45}  hotspot: {}\n", n, r, h));
            }
        }
        s
    }

    fn add(&mut self, ro: &Outcome, ho: &Outcome, rj: &RunResult, hs: &RunResult) -> bool {
        self.execs += 1;
        match (ro, ho) {
            (Outcome::Timeout, Outcome::Timeout) => self.both_timeout += 1,
            (Outcome::Timeout, _) => self.rjvm_slower += 1,
            _ if ro == ho => {
                self.same += 1;
                if rj.stdout != hs.stdout {
                    self.stdout_differs += 1;
                    if let Some(k) = stdout_exception_classes(&rj.stdout, &hs.stdout) {
                        *self.stdout_class_differs.entry(k).or_default() += 1;
                    }
                }
                if first_line(&rj.stderr) != first_line(&hs.stderr) {
                    self.message_differs += 1;
                }
            }
            _ => {
                *self.differ.entry((ro.clone(), ho.clone())).or_default() += 1;
                return true;
            }
        }
        false
    }
}

/// The exception classes named by the first stdout lines that differ, if
/// both name one and they are not the same (`java.lang.VerifyError` and the like).
fn stdout_exception_classes(rj: &[u8], hs: &[u8]) -> Option<(String, String)> {
    let (r, h) = (String::from_utf8_lossy(rj), String::from_utf8_lossy(hs));
    let (a, b) = r.lines().zip(h.lines()).find(|(a, b)| a != b)?;
    let class = |l: &str| -> Option<String> {
        l.split(|c: char| c.is_whitespace() || c == ':')
            .find(|w| w.starts_with("java.") && (w.ends_with("Error") || w.ends_with("Exception")))
            .map(str::to_string)
    };
    let (ca, cb) = (class(a)?, class(b)?);
    (ca != cb).then_some((ca, cb))
}

fn java_path() -> PathBuf {
    std::env::var_os("JAVA_HOME")
        .map(|h| Path::new(&h).join("bin/java"))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from("java"))
}

fn diff_target(rjvm: &Path, roots: &[PathBuf], iters: u64, seconds: u64, seed: u64, out: &Path, timeout: u64) -> Tally {
    let progs = programs(roots);
    assert!(!progs.is_empty(), "no compiled programs under {:?} (run the differential suite first)", roots);
    let java = java_path();
    let mut rng = Rng(seed | 1);
    let start = Instant::now();
    let work = out.join("diff-work");
    let mut tally = Tally::default();
    let mut messages = std::fs::File::create(out.join(format!("diff-messages-{}.txt", seed))).expect("messages file");
    while (iters == 0 || tally.execs < iters) && (seconds == 0 || start.elapsed() < Duration::from_secs(seconds)) {
        let Some(m) = prepare(&mut rng, &progs, &work) else { continue };
        let rj = run_process(rjvm_command(rjvm, &work, &m.prog.main, false), timeout);
        let hs = run_process(java_command(&java, &work, &m.prog.main), timeout);
        let (ro, ho) = (outcome(&rj), outcome(&hs));
        let n = tally.execs;
        let name = format!("{}-{}-{}", seed, n, m.prog.main);
        if tally.add(&ro, &ho, &rj, &hs) {
            let dir = out.join("diff").join(&name);
            save_diff(&dir, &work, &m, &rj, &hs, &ro, &ho);
            eprintln!("DIFF {}: rjvm {} / hotspot {} ({})", dir.display(), ro, ho, m.rel.display());
        } else if ro == Outcome::Timeout && ho != Outcome::Timeout {
            // Kept to tell a slow interpreter from a hang.
            save_diff(&out.join("diff-slow").join(&name), &work, &m, &rj, &hs, &ro, &ho);
        } else if ro == ho && rj.stdout != hs.stdout {
            // Same outcome class, different output: possibly a wrong answer.
            save_diff(&out.join("diff-stdout").join(&name), &work, &m, &rj, &hs, &ro, &ho);
        }
        if ro == ho && first_line(&rj.stderr) != first_line(&hs.stderr) {
            // Same exception class, different wording: for the message statistics.
            let _ = writeln!(messages, "{}\t{}\t{}\n  rjvm:    {}\n  hotspot: {}", m.prog.main, m.rel.display(), ho, first_line(&rj.stderr), first_line(&hs.stderr));
        }
        if tally.execs % 100 == 0 {
            eprintln!("[diff] {} mutants, {} different outcomes, {:.0}s", tally.execs, tally.differ.values().sum::<u64>(), start.elapsed().as_secs_f64());
        }
    }
    tally
}

/// Re-run every saved difference with the current rjvm against the stored
/// HotSpot outcome.
fn diff_replay(rjvm: &Path, out: &Path, timeout: u64) -> (u64, u64) {
    let mut dirs: Vec<PathBuf> = std::fs::read_dir(out.join("diff")).map(|rd| rd.flatten().map(|e| e.path()).collect()).unwrap_or_default();
    dirs.sort();
    let (mut total, mut still) = (0, 0);
    for d in dirs {
        let (Ok(main), Ok(ho)) = (std::fs::read_to_string(d.join("main")), std::fs::read_to_string(d.join("hotspot.outcome"))) else { continue };
        total += 1;
        let rj = run_process(rjvm_command(rjvm, &d.join("classes"), &main, false), timeout);
        let ro = outcome(&rj);
        if ro.to_string() != ho {
            still += 1;
            println!("{}: rjvm {} / hotspot {}", d.display(), ro, ho);
        }
    }
    (total, still)
}

// ---------------------------------------------------------------------------
// Driver
// ---------------------------------------------------------------------------

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: rjvm-fuzz <reader|verify|run|diff|diff-replay> [--seconds N] [--iters N] [--seed S] [--corpus DIR]... [--programs DIR]... [--rjvm PATH] [--out DIR] [--timeout S]";
    let Some(target) = args.get(1).cloned() else {
        eprintln!("{}", usage);
        std::process::exit(2);
    };
    let here = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut seconds = 60u64;
    let mut seed = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(1);
    let mut corpus_dirs: Vec<PathBuf> = Vec::new();
    let mut program_dirs: Vec<PathBuf> = Vec::new();
    let mut rjvm = here.join("../target/release/rjvm");
    let mut out = here.join("out");
    let mut iters = 0u64;
    let mut timeout = 10u64;
    let mut seconds_given = false;
    let mut i = 2;
    while i < args.len() {
        let v = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--seconds" => {
                seconds = v.parse().expect("--seconds N");
                seconds_given = true;
            }
            "--seed" => seed = v.parse().expect("--seed S"),
            "--corpus" => corpus_dirs.push(PathBuf::from(v)),
            "--programs" => program_dirs.push(PathBuf::from(v)),
            "--rjvm" => rjvm = PathBuf::from(v),
            "--out" => out = PathBuf::from(v),
            "--iters" => iters = v.parse().expect("--iters N"),
            "--timeout" => timeout = v.parse().expect("--timeout S"),
            _ => {
                eprintln!("{}", usage);
                std::process::exit(2);
            }
        }
        i += 2;
    }
    let _ = std::fs::create_dir_all(&out);
    // The VMs run in tests/java/data: relative paths must not change meaning.
    let rjvm = std::fs::canonicalize(&rjvm).unwrap_or(rjvm);
    let out = std::fs::canonicalize(&out).unwrap_or(out);
    if program_dirs.is_empty() {
        program_dirs = vec![here.join("../target/difftest/17"), here.join("../target/difftest/8")];
    }
    if target == "run" {
        let (e, c, h) = run_target(&rjvm, &program_dirs, seconds, seed, &out, timeout);
        println!("run: {} executions, {} crashes, {} timeouts in {} s", e, c, h, seconds);
        std::process::exit(if c > 0 { 1 } else { 0 });
    }
    if target == "diff" {
        // Without --iters the session is bounded by --seconds.
        let t = diff_target(&rjvm, &program_dirs, iters, if iters > 0 && !seconds_given { 0 } else { seconds }, seed, &out, timeout);
        print!("diff (seed {}): {}", seed, t.report());
        std::process::exit(if t.differ.keys().any(|(r, _)| *r == Outcome::Crash) { 1 } else { 0 });
    }
    if target == "diff-replay" {
        let (total, still) = diff_replay(&rjvm, &out, timeout);
        println!("diff-replay: {} saved differences, {} still differ", total, still);
        std::process::exit(0);
    }
    if target != "reader" && target != "verify" && target != "worker-reader" && target != "worker-verify" {
        eprintln!("{}", usage);
        std::process::exit(2);
    }
    if corpus_dirs.is_empty() {
        corpus_dirs.push(here.join("corpus"));
    }
    let mut files = Vec::new();
    for d in &corpus_dirs {
        class_files(d, &mut files);
    }
    let corpus: Vec<Vec<u8>> = files.iter().filter_map(|p| std::fs::read(p).ok()).collect();
    assert!(!corpus.is_empty(), "empty corpus in {:?} (run fuzz/seed-corpus.sh)", corpus_dirs);
    if let Some(t) = target.strip_prefix("worker-") {
        let c = worker(t, seed, iters, &corpus, &out);
        std::process::exit(if c > 0 { 3 } else { 0 });
    }
    // The driver: batches of executions in child processes until the time is up.
    let exe = std::env::current_exe().expect("own path");
    let start = Instant::now();
    let (mut execs, mut crashes, mut batch) = (0u64, 0u64, 0u64);
    let per_batch = if target == "reader" { 20_000 } else { 2_000 };
    while start.elapsed() < Duration::from_secs(seconds) {
        batch += 1;
        let mut cmd = Command::new(&exe);
        cmd.arg(format!("worker-{}", target)).arg("--seed").arg((seed.wrapping_add(batch.wrapping_mul(0x9E37_79B9_7F4A_7C15))).to_string());
        cmd.arg("--iters").arg(per_batch.to_string()).arg("--out").arg(&out);
        for d in &corpus_dirs {
            cmd.arg("--corpus").arg(d);
        }
        let status = cmd.status().expect("worker");
        execs += per_batch;
        use std::os::unix::process::ExitStatusExt;
        if status.signal().is_some() {
            crashes += 1;
            let cur = std::fs::read(out.join(format!("current-{}.class", target))).unwrap_or_default();
            let p = save_crash(&out, &target, &cur);
            eprintln!("worker died with {:?}; input saved to {}", status, p.display());
        } else if status.code() == Some(3) {
            crashes += 1;
        }
        eprintln!("[{}] {} execs, {} crashing batches, {:.0}s", target, execs, crashes, start.elapsed().as_secs_f64());
        let _ = std::io::stderr().flush();
    }
    println!("{}: {} executions, {} crashing batches in {} s", target, execs, crashes, seconds);
    std::process::exit(if crashes > 0 { 1 } else { 0 });
}
