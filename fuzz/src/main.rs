//! A mutation fuzzer for rjvm that runs on stable Rust.
//!
//! Three targets:
//! - `reader`: the class-file reader (`rjvm::classfile::parse`);
//! - `verify`: reader + bytecode verifier + reference-map analysis of every
//!   method (with a class hierarchy taken from the embedded class library);
//! - `run`: load and run a mutated class of a compiled test program in a
//!   fresh `rjvm` process (bounded by a timeout), half of the runs with
//!   `-Xverify:none`.
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

fn run_target(rjvm: &Path, roots: &[PathBuf], seconds: u64, seed: u64, out: &Path, timeout: u64) -> (u64, u64, u64) {
    let progs = programs(roots);
    assert!(!progs.is_empty(), "no compiled programs under {:?} (run the differential suite first)", roots);
    let data_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/java/data");
    let mut rng = Rng(seed | 1);
    let start = Instant::now();
    let (mut execs, mut crashes, mut hangs) = (0u64, 0u64, 0u64);
    let work = out.join("run-work");
    while start.elapsed() < Duration::from_secs(seconds) {
        let p = &progs[rng.below(progs.len())];
        let victim = &p.classes[rng.below(p.classes.len())];
        let Ok(orig) = std::fs::read(victim) else { continue };
        let other = std::fs::read(&p.classes[rng.below(p.classes.len())]).unwrap_or_default();
        let input = mutate(&mut rng, &orig, &other);
        let _ = std::fs::remove_dir_all(&work);
        copy_dir(&p.dir, &work);
        let rel = victim.strip_prefix(&p.dir).unwrap();
        let _ = std::fs::write(work.join(rel), &input);
        let noverify = rng.below(2) == 0;
        let mut cmd = Command::new(rjvm);
        if noverify {
            cmd.arg("-Xverify:none");
        }
        cmd.arg("-Xmx256m").arg("-cp").arg(&work).arg(&p.main);
        cmd.current_dir(&data_dir).stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped()).env("RUST_BACKTRACE", "0");
        let Ok(mut child) = cmd.spawn() else { panic!("cannot start {}", rjvm.display()) };
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
        execs += 1;
        let mut err = String::new();
        if let Some(mut e) = child.stderr.take() {
            use std::io::Read;
            let mut buf = Vec::new();
            let _ = e.read_to_end(&mut buf);
            err = String::from_utf8_lossy(&buf).into_owned();
        }
        let Some(status) = status else {
            // Usually a mutated branch that loops forever (legal Java); kept
            // for inspection, since a VM deadlock would look the same.
            hangs += 1;
            let dir = out.join("timeouts").join(format!("run-{}-{}", p.main, execs));
            copy_dir(&work, &dir);
            let _ = std::fs::write(dir.join("README.txt"), format!("mutated: {}\nnoverify: {}\n", rel.display(), noverify));
            continue;
        };
        use std::os::unix::process::ExitStatusExt;
        let crashed = status.signal().is_some() || status.code() == Some(101) || err.contains("panicked at") || err.contains("fatal runtime error");
        if crashed {
            crashes += 1;
            let dir = out.join("crashes").join(format!("run-{}-{}", p.main, execs));
            copy_dir(&work, &dir);
            let _ = std::fs::write(
                dir.join("README.txt"),
                format!(
                    "mutated: {}\ncommand: (cd tests/java/data && rjvm {}-cp {} {})\nstatus: {:?}\nstderr:\n{}\n",
                    rel.display(),
                    if noverify { "-Xverify:none " } else { "" },
                    dir.display(),
                    p.main,
                    status,
                    err
                ),
            );
            eprintln!("CRASH (run) {:?} saved to {}", status, dir.display());
        }
        if execs % 200 == 0 {
            eprintln!("[run] {} execs, {} crashes, {} timeouts, {:.0}s", execs, crashes, hangs, start.elapsed().as_secs_f64());
        }
    }
    (execs, crashes, hangs)
}

// ---------------------------------------------------------------------------
// Driver
// ---------------------------------------------------------------------------

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let usage = "usage: rjvm-fuzz <reader|verify|run> [--seconds N] [--seed S] [--corpus DIR]... [--programs DIR]... [--rjvm PATH] [--out DIR] [--timeout S]";
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
    let mut i = 2;
    while i < args.len() {
        let v = args.get(i + 1).cloned().unwrap_or_default();
        match args[i].as_str() {
            "--seconds" => seconds = v.parse().expect("--seconds N"),
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
    if target == "run" {
        if program_dirs.is_empty() {
            program_dirs = vec![here.join("../target/difftest/17"), here.join("../target/difftest/8")];
        }
        let (e, c, h) = run_target(&rjvm, &program_dirs, seconds, seed, &out, timeout);
        println!("run: {} executions, {} crashes, {} timeouts in {} s", e, c, h, seconds);
        std::process::exit(if c > 0 { 1 } else { 0 });
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
