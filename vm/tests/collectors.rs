//! Collector tests: the four collectors (`-Xgc:marksweep|compact|copying|generational`) run
//! the Java programs of `tests/gc/`, and the tests check
//!
//! * the heap-event stream (`-XX:+TraceHeapEvents`): arenas, GC_START/GC_FINISH pairs, the
//!   shape of each collector's stream, and a shadow heap replayed here from the events alone,
//!   independently of the VM's own `-XX:+CheckHeapEvents`;
//! * a stress run (`-XX:+CheckHeapEvents -XX:+VerifyAfterGC -XX:GCALotInterval=50`) whose
//!   output must equal HotSpot's;
//! * the `-verbose:gc` line format;
//! * bounded memory while churning through about 2 GB of garbage with `-Xmx32m`;
//! * a catchable `OutOfMemoryError` with `-Xmx16m`;
//! * the same live set (by class and size) at a `System.gc()` under every collector;
//! * references and finalization in the event stream: weakly and phantom reachable objects
//!   freed by the collection that clears their references, finalizable ones only after their
//!   finalizers ran, old referents kept by minor collections, and a weak cache that stays
//!   bounded in a 16 MB heap (the soak test).
//!
//! The programs are compiled with `javac` into `CARGO_TARGET_TMPDIR` when the tests start;
//! HotSpot (`java`) is the oracle for program output. Like the other suites, these tests fail
//! (never pass silently) when the JDK is missing.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::thread;
use std::time::{Duration, Instant};

/// rjvm on the embedded class library, which these tests were written
/// against (the default is the JDK's when one is installed); a test for JDK
/// mode adds `-Xclasslib:jdk`, and the last `-Xclasslib:` wins.
fn rjvm_command() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    c.arg("-Xclasslib:embedded");
    c
}

const COLLECTORS: [&str; 4] = ["marksweep", "compact", "copying", "generational"];
const TIMEOUT: Duration = Duration::from_secs(120);
const SCRUBBED_ENV: &[&str] = &["JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH"];

// ---------------------------------------------------------------------------
// Programs and processes
// ---------------------------------------------------------------------------

fn jdk_tool(tool: &str) -> PathBuf {
    if let Some(home) = std::env::var_os("JAVA_HOME").filter(|h| !h.is_empty()) {
        let p = Path::new(&home).join("bin").join(tool);
        if p.is_file() {
            return p;
        }
    }
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(tool))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("`{tool}` not found (looked in $JAVA_HOME/bin and PATH): these tests need a JDK 17"))
}

/// Compile every `tests/gc/*.java` once; returns the class directory.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/gc");
        let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("gc-classes");
        let _ = std::fs::remove_dir_all(&out);
        std::fs::create_dir_all(&out).unwrap();
        let mut files: Vec<PathBuf> = std::fs::read_dir(&src)
            .unwrap_or_else(|e| panic!("{}: {e}", src.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "java"))
            .collect();
        files.sort();
        let st = Command::new(jdk_tool("javac")).arg("-d").arg(&out).args(&files).status().expect("run javac");
        assert!(st.success(), "javac failed on tests/gc");
        out
    })
}

#[derive(Debug)]
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn reader<R: Read + Send + 'static>(mut r: R) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut v = Vec::new();
        let _ = r.read_to_end(&mut v);
        v
    })
}

/// Run a command to completion (killed after TIMEOUT), capturing both streams.
fn run(mut cmd: Command) -> Run {
    for v in SCRUBBED_ENV {
        cmd.env_remove(v);
    }
    cmd.env("LC_ALL", "C.UTF-8").stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let desc = format!("{cmd:?}");
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("{desc}: {e}"));
    let out = reader(child.stdout.take().unwrap());
    let err = reader(child.stderr.take().unwrap());
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().unwrap() {
            break s;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("timed out after {TIMEOUT:?}: {desc}");
        }
        thread::sleep(Duration::from_millis(10));
    };
    Run {
        code: status.code(),
        stdout: String::from_utf8_lossy(&out.join().unwrap()).into_owned(),
        stderr: String::from_utf8_lossy(&err.join().unwrap()).into_owned(),
    }
}

/// rjvm's option for the JDK's class library.
const JDK: &str = "-Xclasslib:jdk";

fn rjvm_cmd(opts: &[&str], main: &str, args: &[&str]) -> Command {
    let mut c = rjvm_command();
    c.arg("-cp").arg(classes()).args(opts).arg(main).args(args);
    c
}

fn rjvm(opts: &[&str], main: &str, args: &[&str]) -> Run {
    run(rjvm_cmd(opts, main, args))
}

/// HotSpot's stdout for a program (the oracle), computed once per command line.
fn java_stdout(opts: &[&str], main: &str, args: &[&str]) -> String {
    static CACHE: OnceLock<std::sync::Mutex<HashMap<String, String>>> = OnceLock::new();
    let key = format!("{opts:?} {main} {args:?}");
    let cache = CACHE.get_or_init(Default::default);
    if let Some(s) = cache.lock().unwrap().get(&key) {
        return s.clone();
    }
    let mut c = Command::new(jdk_tool("java"));
    c.arg("-Xshare:auto").arg("-cp").arg(classes()).args(opts).arg(main).args(args);
    let r = run(c);
    assert_eq!(r.code, Some(0), "java {main} failed:\n{}", r.stderr);
    cache.lock().unwrap().insert(key, r.stdout.clone());
    r.stdout
}

fn tail(s: &str, n: usize) -> String {
    let lines: Vec<&str> = s.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

fn assert_ok(r: &Run, what: &str) {
    assert_eq!(r.code, Some(0), "{what}: exit code {:?}\nstdout tail:\n{}\nstderr tail:\n{}", r.code, tail(&r.stdout, 10), tail(&r.stderr, 20));
}

// ---------------------------------------------------------------------------
// The event stream
// ---------------------------------------------------------------------------

/// One `[heap] ...` line of `-XX:+TraceHeapEvents`.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Ev {
    ArenaNew { arena: u32, name: String },
    ArenaDelete { arena: u32 },
    Alloc { arena: u32, obj: u64, size: u64, class: String },
    Move { arena: u32, obj: u64, new_arena: u32, new_obj: u64 },
    Free { obj: u64 },
    GcStart,
    GcFinish { objects: u64, bytes: u64 },
}

fn field<'a>(line: &'a str, key: &str) -> &'a str {
    let pat = format!(" {key}=");
    let i = line.find(&pat).unwrap_or_else(|| panic!("no {key}= in {line:?}")) + pat.len();
    let rest = &line[i..];
    rest.split(' ').next().unwrap()
}

fn num(line: &str, key: &str) -> u64 {
    let s = field(line, key);
    let r = match s.strip_prefix("0x") {
        Some(h) => u64::from_str_radix(h, 16),
        None => s.parse(),
    };
    r.unwrap_or_else(|_| panic!("bad number for {key} in {line:?}"))
}

/// The value of `key=` in a move line, whose keys repeat (`arena=... -> arena=...`).
fn move_fields(line: &str) -> (u32, u64, u32, u64) {
    let (a, b) = line.split_once(" -> ").unwrap_or_else(|| panic!("bad move line {line:?}"));
    let b = format!(" {b}");
    (num(a, "arena") as u32, num(a, "obj"), num(&b, "arena") as u32, num(&b, "obj"))
}

fn parse_events(stderr: &str) -> Vec<Ev> {
    let mut v = Vec::new();
    for line in stderr.lines() {
        let Some(rest) = line.strip_prefix("[heap] ") else { continue };
        let kind = rest.split(' ').next().unwrap();
        let e = match kind {
            "ARENA_NEW" => Ev::ArenaNew { arena: num(rest, "arena") as u32, name: field(rest, "name").to_string() },
            "ARENA_DELETE" => Ev::ArenaDelete { arena: num(rest, "arena") as u32 },
            "OBJECT_ALLOC" => {
                // The class name runs to the end of the line (arrays add " (array)").
                let i = rest.find(" class=").unwrap() + " class=".len();
                Ev::Alloc { arena: num(rest, "arena") as u32, obj: num(rest, "obj"), size: num(rest, "size"), class: rest[i..].to_string() }
            }
            "OBJECT_MOVE" => {
                let (arena, obj, new_arena, new_obj) = move_fields(rest);
                Ev::Move { arena, obj, new_arena, new_obj }
            }
            "OBJECT_FREE" => Ev::Free { obj: num(rest, "obj") },
            "GC_START" => Ev::GcStart,
            "GC_FINISH" => Ev::GcFinish { objects: num(rest, "used_objects"), bytes: num(rest, "used_bytes") },
            _ => panic!("unknown heap event line {line:?}"),
        };
        v.push(e);
    }
    v
}

#[derive(Clone, Debug)]
struct Obj {
    arena: u32,
    size: u64,
    class: String,
}

/// A shadow heap rebuilt from the events, with the checks every collector's stream must
/// pass. Returns the live objects (by class and size) at the last GC_FINISH.
#[derive(Default)]
struct Replay {
    objects: HashMap<u64, Obj>,
    arenas: HashMap<u32, String>,
    ever_announced: HashSet<u32>,
    in_gc: bool,
    gcs: usize,
    last_live: LiveSet,
}

/// Live objects counted by (class name, size).
type LiveSet = BTreeMap<(String, u64), usize>;

impl Replay {
    fn event(&mut self, i: usize, e: &Ev) {
        match e {
            Ev::ArenaNew { arena, name } => {
                assert!(self.ever_announced.insert(*arena), "event {i}: arena {arena} announced twice");
                self.arenas.insert(*arena, name.clone());
            }
            Ev::ArenaDelete { arena } => {
                assert!(self.arenas.remove(arena).is_some(), "event {i}: ARENA_DELETE of unknown arena {arena}");
                // Dead objects are freed one by one first (JVMPI agents expect that).
                assert!(self.objects.values().all(|o| o.arena != *arena), "event {i}: ARENA_DELETE of arena {arena}, which still holds objects");
            }
            Ev::Alloc { arena, obj, size, class } => {
                assert!(!self.in_gc, "event {i}: OBJECT_ALLOC during a collection");
                assert!(self.arenas.contains_key(arena), "event {i}: OBJECT_ALLOC in arena {arena}, which is not live");
                assert!(*size >= 16 && size % 8 == 0, "event {i}: bad size {size}");
                let prev = self.objects.insert(*obj, Obj { arena: *arena, size: *size, class: class.clone() });
                assert!(prev.is_none(), "event {i}: OBJECT_ALLOC at {obj:#x}, where a live object is");
            }
            Ev::Move { arena, obj, new_arena, new_obj } => {
                assert!(self.in_gc, "event {i}: OBJECT_MOVE outside a collection");
                assert!(self.arenas.contains_key(arena), "event {i}: OBJECT_MOVE from arena {arena}, which is not live");
                assert!(self.arenas.contains_key(new_arena), "event {i}: OBJECT_MOVE to arena {new_arena}, which is not live");
                let o = self.objects.remove(obj).unwrap_or_else(|| panic!("event {i}: OBJECT_MOVE of unknown object {obj:#x}"));
                assert_eq!(o.arena, *arena, "event {i}: OBJECT_MOVE names arena {arena}, the object is in {}", o.arena);
                let prev = self.objects.insert(*new_obj, Obj { arena: *new_arena, ..o });
                assert!(prev.is_none(), "event {i}: OBJECT_MOVE onto the live object at {new_obj:#x}");
            }
            Ev::Free { obj } => {
                assert!(self.in_gc, "event {i}: OBJECT_FREE outside a collection");
                assert!(self.objects.remove(obj).is_some(), "event {i}: OBJECT_FREE of unknown object {obj:#x}");
            }
            Ev::GcStart => {
                assert!(!self.in_gc, "event {i}: GC_START inside a collection");
                self.in_gc = true;
            }
            Ev::GcFinish { objects, bytes } => {
                assert!(self.in_gc, "event {i}: GC_FINISH without GC_START");
                self.in_gc = false;
                self.gcs += 1;
                let n = self.objects.len() as u64;
                let b: u64 = self.objects.values().map(|o| o.size).sum();
                assert_eq!((n, b), (*objects, *bytes), "event {i}: after GC {} the replayed heap has {n} objects / {b} bytes, GC_FINISH says {objects} / {bytes}", self.gcs);
                self.last_live.clear();
                for o in self.objects.values() {
                    *self.last_live.entry((o.class.clone(), o.size)).or_default() += 1;
                }
            }
        }
    }
}

fn replay(events: &[Ev]) -> Replay {
    let mut r = Replay::default();
    for (i, e) in events.iter().enumerate() {
        r.event(i, e);
    }
    assert!(!r.in_gc, "the stream ends inside a collection");
    assert!(r.gcs > 0, "no collection in the stream");
    r
}

#[test]
fn replay_catches_broken_streams() {
    let alloc = |arena, obj| Ev::Alloc { arena, obj, size: 32, class: "X".into() };
    let good = vec![
        Ev::ArenaNew { arena: 1, name: "a".into() },
        alloc(1, 0x100),
        alloc(1, 0x120),
        Ev::GcStart,
        Ev::Free { obj: 0x100 },
        Ev::GcFinish { objects: 1, bytes: 32 },
    ];
    assert_eq!(replay(&good).last_live, BTreeMap::from([(("X".to_string(), 32), 1)]));
    let broken = |f: &dyn Fn(&mut Vec<Ev>)| {
        let mut ev = good.clone();
        f(&mut ev);
        std::panic::catch_unwind(|| replay(&ev)).is_err()
    };
    assert!(broken(&|ev| ev[5] = Ev::GcFinish { objects: 2, bytes: 64 }), "count mismatch");
    assert!(broken(&|ev| ev[2] = alloc(2, 0x120)), "allocation in an unknown arena");
    assert!(broken(&|ev| ev[2] = alloc(1, 0x100)), "allocation over a live object");
    assert!(broken(&|ev| ev[4] = Ev::Free { obj: 0x140 }), "free of an unknown object");
    assert!(broken(&|ev| ev.insert(4, Ev::ArenaDelete { arena: 1 })), "objects of a deleted arena");
    assert!(broken(&|ev| ev[3] = Ev::GcFinish { objects: 1, bytes: 32 }), "GC_FINISH without GC_START");
}

/// The events of each collection: `(start, finish)` indexes of GC_START and GC_FINISH.
fn collections(events: &[Ev]) -> Vec<(usize, usize)> {
    let mut v = Vec::new();
    let mut start = None;
    for (i, e) in events.iter().enumerate() {
        match e {
            Ev::GcStart => start = Some(i),
            Ev::GcFinish { .. } => v.push((start.take().unwrap(), i)),
            _ => {}
        }
    }
    v
}

fn trace_events(gc: &str) -> Vec<Ev> {
    let r = rjvm(&["-Xms4m", "-Xmx4m", "-Xmn1m", &format!("-Xgc:{gc}"), "-XX:+TraceHeapEvents"], "Events", &[]);
    assert_ok(&r, &format!("Events under {gc}"));
    assert_eq!(r.stdout, java_stdout(&[], "Events", &[]), "Events under {gc}: wrong output");
    let ev = parse_events(&r.stderr);
    assert!(ev.len() > 100_000, "{gc}: only {} events", ev.len());
    ev
}

fn count(events: &[Ev], f: impl Fn(&Ev) -> bool) -> usize {
    events.iter().filter(|e| f(e)).count()
}

/// Checks of every collector's stream; returns the replay.
fn common_checks(gc: &str, ev: &[Ev]) -> Replay {
    let r = replay(ev);
    let gcs = collections(ev);
    assert!(gcs.len() >= 3, "{gc}: expected allocation failures besides the two System.gc() calls, got {} collections", gcs.len());
    r
}

fn check_marksweep(gc: &str, ev: &[Ev], name: &str) {
    common_checks(gc, ev);
    assert!(matches!(&ev[0], Ev::ArenaNew { arena: 1, name: n } if n == name), "{gc}: first event {:?}", ev[0]);
    assert_eq!(count(ev, |e| matches!(e, Ev::ArenaNew { .. })), 1, "{gc}: one arena for the whole run");
    assert_eq!(count(ev, |e| matches!(e, Ev::ArenaDelete { .. })), 0, "{gc}: the arena is never deleted");
    assert!(count(ev, |e| matches!(e, Ev::Free { .. })) > 1000, "{gc}: expected OBJECT_FREE events");
    for (s, f) in collections(ev) {
        assert!(count(&ev[s..f], |e| matches!(e, Ev::Free { .. })) > 0, "{gc}: a collection freed nothing");
    }
}

#[test]
fn events_marksweep() {
    let ev = trace_events("marksweep");
    check_marksweep("marksweep", &ev, "mark-sweep");
    assert_eq!(count(&ev, |e| matches!(e, Ev::Move { .. })), 0, "mark-sweep never moves an object");
}

#[test]
fn events_compact() {
    let ev = trace_events("compact");
    check_marksweep("compact", &ev, "compacting");
    let mut moves = 0;
    for e in &ev {
        if let Ev::Move { arena, obj, new_arena, new_obj } = e {
            moves += 1;
            assert_eq!(arena, new_arena, "compact: moves stay within the arena");
            assert!(new_obj < obj, "compact: objects slide down ({obj:#x} -> {new_obj:#x})");
        }
    }
    assert!(moves > 0, "compact: expected OBJECT_MOVE events");
    // Within one collection every free comes before the first move (addresses are computed
    // for the whole space before anything is copied).
    for (s, f) in collections(&ev) {
        let first_move = (s..f).find(|&i| matches!(ev[i], Ev::Move { .. })).unwrap_or(f);
        assert_eq!(count(&ev[first_move..f], |e| matches!(e, Ev::Free { .. })), 0, "compact: OBJECT_FREE after a move");
    }
}

#[test]
fn events_copying() {
    let ev = trace_events("copying");
    common_checks("copying", &ev);
    let Ev::ArenaNew { arena: mut current, name } = &ev[0] else { panic!("copying: first event {:?}", ev[0]) };
    assert_eq!(name, "semispace");
    let mut seen = HashSet::from([current]);
    let gcs = collections(&ev);
    for &(s, f) in &gcs {
        // ARENA_NEW (the to-space), moves from the old arena into it, frees of the objects
        // left behind, ARENA_DELETE of the old one.
        let inner = &ev[s + 1..f];
        let Some(Ev::ArenaNew { arena: to, name }) = inner.first() else { panic!("copying: GC at event {s} does not start with ARENA_NEW: {:?}", inner.first()) };
        assert_eq!(name, "semispace");
        assert!(seen.insert(*to), "copying: arena {to} reused");
        assert_eq!(inner.last(), Some(&Ev::ArenaDelete { arena: current }), "copying: GC at event {s} must end by deleting arena {current}");
        let mid = &inner[1..inner.len() - 1];
        assert!(!mid.is_empty(), "copying: GC at event {s} moved nothing");
        let first_free = mid.iter().position(|e| matches!(e, Ev::Free { .. })).unwrap_or(mid.len());
        for e in &mid[..first_free] {
            match e {
                Ev::Move { arena, new_arena, .. } => assert_eq!((*arena, *new_arena), (current, *to), "copying: move not from the old to the new arena"),
                other => panic!("copying: unexpected event among the moves of the GC at {s}: {other:?}"),
            }
        }
        assert!(mid[first_free..].iter().all(|e| matches!(e, Ev::Free { .. })), "copying: GC at {s}: frees come after every move");
        current = *to;
    }
    // Between collections, allocation goes to the current arena only.
    let mut cur = 1;
    for e in &ev {
        match e {
            Ev::ArenaNew { arena, .. } => cur = *arena,
            Ev::Alloc { arena, .. } => assert_eq!(*arena, cur, "copying: allocation outside the current semispace"),
            _ => {}
        }
    }
}

#[test]
fn events_generational() {
    let ev = trace_events("generational");
    let r = common_checks("generational", &ev);
    let names: Vec<_> = ev.iter().take(2).cloned().collect();
    assert_eq!(
        names,
        vec![Ev::ArenaNew { arena: 1, name: "mature".into() }, Ev::ArenaNew { arena: 2, name: "nursery".into() }],
        "generational: the first events announce the mature and nursery arenas"
    );
    let mature = 1;
    let mut nursery = 2;
    let mut seen = HashSet::from([1, 2]);
    let mut promotions = 0;
    let mut large = 0;
    // Replay again to know each object's arena at a free.
    let mut where_: HashMap<u64, u32> = HashMap::new();
    let mut gc_start = None;
    for (i, e) in ev.iter().enumerate() {
        match e {
            Ev::GcStart => gc_start = Some(i),
            Ev::Alloc { arena, obj, size, .. } => {
                if *size >= 16 * 1024 {
                    large += 1;
                    assert_eq!(*arena, mature, "generational: large objects are allocated mature");
                } else {
                    assert_eq!(*arena, nursery, "generational: small objects are allocated in the nursery");
                }
                where_.insert(*obj, *arena);
            }
            Ev::Move { arena, obj, new_arena, new_obj } => {
                // A promotion (nursery -> mature), or a major collection
                // compacting the mature space (mature -> mature).
                assert!(
                    (*arena, *new_arena) == (nursery, mature) || (*arena, *new_arena) == (mature, mature),
                    "generational: a move is a promotion or a mature compaction, got {:?}",
                    (*arena, *new_arena)
                );
                promotions += 1;
                where_.remove(obj);
                where_.insert(*new_obj, *new_arena);
            }
            Ev::Free { obj } => {
                // Dead mature objects (major collections) and the dead objects left in
                // the nursery before it is deleted.
                assert!(where_.remove(obj).is_some(), "generational: OBJECT_FREE of an unknown object");
            }
            Ev::ArenaDelete { arena } => {
                assert_eq!(*arena, nursery, "generational: only the nursery is deleted");
                where_.retain(|_, a| *a != *arena);
                // The nursery is recreated at once, under a new arena id.
                let Some(Ev::ArenaNew { arena: next, name }) = ev.get(i + 1) else { panic!("generational: no ARENA_NEW after deleting the nursery") };
                assert_eq!(name, "nursery");
                assert!(seen.insert(*next), "generational: arena {next} reused");
                nursery = *next;
            }
            Ev::ArenaNew { arena, .. } => {
                assert!(i < 2 || matches!(ev[i - 1], Ev::ArenaDelete { .. }), "generational: ARENA_NEW {arena} not right after the nursery's ARENA_DELETE")
            }
            Ev::GcFinish { .. } => {
                let s = gc_start.take().unwrap();
                // Every collection here ran a minor collection: the nursery was replaced.
                assert_eq!(count(&ev[s..i], |e| matches!(e, Ev::ArenaDelete { .. })), 1, "generational: GC at event {s} did not empty the nursery");
                assert!(where_.values().all(|&a| a == mature), "generational: objects left in the nursery after a collection");
            }
        }
    }
    assert!(promotions > 1000, "generational: only {promotions} promotions");
    assert!(large > 0, "generational: the 32 KB array should be a large object");
    assert!(count(&ev, |e| matches!(e, Ev::Free { .. })) > 0, "generational: expected a major collection (System.gc()) to free mature objects");
    assert!(r.objects.values().all(|o| o.arena == mature || o.arena == nursery));
}

// ---------------------------------------------------------------------------
// Stress: GC-a-lot with the shadow heap and the verifier
// ---------------------------------------------------------------------------

fn stress(gc: &str) {
    stress_on(gc, &[]);
}

/// `lib`: `-Xclasslib:jdk` for the JDK's class library, else nothing.
fn stress_on(gc: &str, lib: &[&str]) {
    let gc_opt = format!("-Xgc:{gc}");
    let mut o = vec![gc_opt.as_str(), "-XX:+CheckHeapEvents", "-XX:+VerifyAfterGC", "-XX:GCALotInterval=50"];
    o.extend_from_slice(lib);
    let r = rjvm(&o, "Stress", &[]);
    assert_ok(&r, &format!("Stress under {gc} {lib:?}"));
    assert_eq!(r.stdout, java_stdout(&[], "Stress", &[]), "Stress under {gc}: output differs from java");
}

#[test]
fn stress_marksweep() {
    stress("marksweep");
}
#[test]
fn stress_compact() {
    stress("compact");
}
#[test]
fn stress_copying() {
    stress("copying");
}
#[test]
fn stress_generational() {
    stress("generational");
}

/// The same on the JDK's class library: its start-up (thousands of classes,
/// its threads, caches and references) collected every 50 allocations.
#[test]
fn stress_jdk_mode_marksweep_and_compact() {
    stress_on("marksweep", &[JDK]);
    stress_on("compact", &[JDK]);
}
#[test]
fn stress_jdk_mode_copying() {
    stress_on("copying", &[JDK]);
}
#[test]
fn stress_jdk_mode_generational() {
    stress_on("generational", &[JDK]);
}

// ---------------------------------------------------------------------------
// -verbose:gc
// ---------------------------------------------------------------------------

/// A line of JDK 17's `-verbose:gc` (`-Xlog:gc`): `[0.012s][info][gc] Using Serial`, or
/// `[0.194s][info][gc] GC(0) Pause Young (Allocation Failure) 17M->0M(61M) 1.174ms` (Young or
/// Full; Allocation Failure or System.gc()). Returns the part after the decorations.
fn verbose_line(line: &str) -> Option<&str> {
    fn digits(s: &str) -> Option<&str> {
        let n = s.bytes().take_while(u8::is_ascii_digit).count();
        (n > 0).then(|| &s[n..])
    }
    let s = line.strip_prefix('[')?;
    let s = digits(s)?.strip_prefix('.')?;
    let s = digits(s)?.strip_prefix("s][info][gc] ")?;
    if let Some(name) = s.strip_prefix("Using ") {
        return (!name.is_empty()).then_some(s);
    }
    let r = digits(s.strip_prefix("GC(")?)?.strip_prefix(") ")?;
    let r = r.strip_prefix("Pause Young (").or_else(|| r.strip_prefix("Pause Full ("))?;
    let r = r.strip_prefix("Allocation Failure) ").or_else(|| r.strip_prefix("System.gc()) "))?;
    let r = digits(r)?.strip_prefix("M->")?;
    let r = digits(r)?.strip_prefix("M(")?;
    let r = digits(r)?.strip_prefix("M) ")?;
    let r = digits(r)?.strip_prefix('.')?;
    let r = digits(r)?;
    (r == "ms").then_some(s)
}

#[test]
fn verbose_line_matcher() {
    assert!(verbose_line("[0.194s][info][gc] GC(0) Pause Young (Allocation Failure) 17M->0M(61M) 1.174ms").is_some());
    assert!(verbose_line("[0.215s][info][gc] GC(2) Pause Full (System.gc()) 8M->0M(61M) 2.731ms").is_some());
    assert!(verbose_line("[0.012s][info][gc] Using Serial").is_some());
    assert!(verbose_line("[GC (Allocation Failure) 4096K->1024K(8192K), 0.0012345 secs]").is_none());
    assert!(verbose_line("[0.1s][info][gc] GC(0) Pause Young (GC-a-lot) 1M->1M(8M) 0.1ms").is_none());
    assert!(verbose_line("[0.1s][info][gc] GC(0) Pause Young (Allocation Failure) 1M->1M(8M) 1ms").is_none());
}

/// The lines `-verbose:gc` printed, checked, and the program's own output.
fn verbose_split<'a>(vm: &str, stdout: &'a str) -> (Vec<&'a str>, Vec<&'a str>) {
    let (gc_lines, program): (Vec<&str>, Vec<&str>) = stdout.lines().partition(|l| l.starts_with('['));
    for l in &gc_lines {
        assert!(verbose_line(l).is_some(), "{vm}: bad -verbose:gc line {l:?}");
    }
    assert!(gc_lines.first().is_some_and(|l| verbose_line(l).is_some_and(|s| s.starts_with("Using "))), "{vm}: no 'Using' line first");
    assert!(gc_lines.iter().any(|l| l.contains("(Allocation Failure)")), "{vm}: no allocation-failure collection in:\n{}", gc_lines.join("\n"));
    assert!(gc_lines.iter().any(|l| l.contains(" Pause Full (System.gc()) ")), "{vm}: System.gc() printed no Pause Full line");
    (gc_lines, program)
}

fn verbose(gc: &str) {
    let r = rjvm(&["-Xmx32m", &format!("-Xgc:{gc}"), "-verbose:gc"], "Churn", &["200"]);
    assert_ok(&r, &format!("Churn -verbose:gc under {gc}"));
    let (gc_lines, program) = verbose_split(gc, &r.stdout);
    // Generational minor collections are young pauses; every other collection is full.
    assert_eq!(gc_lines.iter().any(|l| l.contains(" Pause Young ")), gc == "generational", "{gc}:\n{}", gc_lines.join("\n"));
    let expected = java_stdout(&["-Xmx32m"], "Churn", &["200"]);
    assert_eq!(program.join("\n"), expected.trim_end(), "{gc}: program output");
    // The same shape as HotSpot's (Serial, whose vocabulary rjvm uses).
    let hs = java_stdout(&["-Xmx32m", "-XX:+UseSerialGC", "-verbose:gc"], "Churn", &["200"]);
    verbose_split("HotSpot", &hs);
}

#[test]
fn verbose_marksweep() {
    verbose("marksweep");
}
#[test]
fn verbose_compact() {
    verbose("compact");
}
#[test]
fn verbose_copying() {
    verbose("copying");
}
#[test]
fn verbose_generational() {
    verbose("generational");
}

// ---------------------------------------------------------------------------
// Bounded memory
// ---------------------------------------------------------------------------

/// Peak RSS limit for churning through ~2 GB with -Xmx32m.
const RSS_LIMIT_KB: u64 = 200 * 1024;

fn bounded(gc: &str) {
    let gc_opt = format!("-Xgc:{gc}");
    let opts = ["-Xmx32m", gc_opt.as_str()];
    let time = Path::new("/usr/bin/time");
    let r = if time.is_file() {
        let inner = rjvm_cmd(&opts, "Churn", &[]);
        let mut c = Command::new(time);
        c.arg("-f").arg("%M").arg(inner.get_program()).args(inner.get_args());
        run(c)
    } else {
        eprintln!("/usr/bin/time not found: peak RSS not checked");
        rjvm(&opts, "Churn", &[])
    };
    assert_ok(&r, &format!("Churn under {gc}"));
    assert_eq!(r.stdout, java_stdout(&["-Xmx32m"], "Churn", &[]), "{gc}: Churn output");
    if time.is_file() {
        let kb: u64 = r.stderr.lines().last().and_then(|l| l.trim().parse().ok()).unwrap_or_else(|| panic!("no RSS in {:?}", r.stderr));
        assert!(kb < RSS_LIMIT_KB, "{gc}: peak RSS {kb} KB for a 32 MB heap");
    }
}

#[test]
fn bounded_marksweep() {
    bounded("marksweep");
}
#[test]
fn bounded_compact() {
    bounded("compact");
}
#[test]
fn bounded_copying() {
    bounded("copying");
}
#[test]
fn bounded_generational() {
    bounded("generational");
}

// ---------------------------------------------------------------------------
// OutOfMemoryError
// ---------------------------------------------------------------------------

fn oom(gc: &str) {
    let r = rjvm(&["-Xmx16m", &format!("-Xgc:{gc}")], "Oom", &[]);
    let expected = java_stdout(&["-Xmx16m"], "Oom", &[]);
    assert_eq!(
        (r.code, r.stdout.as_str()),
        (Some(0), expected.as_str()),
        "{gc}: OutOfMemoryError must be catchable and the program go on; stderr:\n{}",
        tail(&r.stderr, 10)
    );
}

#[test]
fn oom_marksweep() {
    oom("marksweep");
}
#[test]
fn oom_compact() {
    oom("compact");
}
#[test]
fn oom_copying() {
    oom("copying");
}
#[test]
fn oom_generational() {
    oom("generational");
}

// ---------------------------------------------------------------------------
// The same heap profile under every collector
// ---------------------------------------------------------------------------

#[test]
fn same_live_set_under_every_collector() {
    same_live_set(&[]);
}

/// On the JDK's library, the program's own objects (the JDK's weak intern
/// caches lose and re-create entries at each collector's own moments).
#[test]
fn same_live_set_under_every_collector_jdk_mode() {
    same_live_set(&[JDK]);
}

fn same_live_set(lib: &[&str]) {
    let runs: Vec<(&str, LiveSet)> = thread::scope(|s| {
        let hs: Vec<_> = COLLECTORS
            .iter()
            .map(|gc| {
                s.spawn(move || {
                    let gc_opt = format!("-Xgc:{gc}");
                    let mut o = vec![gc_opt.as_str(), "-XX:+TraceHeapEvents"];
                    o.extend_from_slice(lib);
                    let r = rjvm(&o, "Profile", &[]);
                    assert_ok(&r, &format!("Profile under {gc} {lib:?}"));
                    let ev = parse_events(&r.stderr);
                    let mut live = replay(&ev).last_live;
                    if !lib.is_empty() {
                        live.retain(|(class, _), _| class.starts_with("Profile"));
                    }
                    (*gc, live)
                })
            })
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let (first, base) = &runs[0];
    // The program's own objects are there: 207 boxes (i % 97 == 0) and 225 strings
    // (i % 89 == 0) kept in a static list, 100 arrays in a local array.
    assert_eq!(base.get(&("Profile$Box".to_string(), 24)), Some(&207), "{first}: kept boxes");
    for (gc, live) in &runs[1..] {
        if live != base {
            let mut diff = Vec::new();
            for k in base.keys().chain(live.keys()).collect::<std::collections::BTreeSet<_>>() {
                let (a, b) = (base.get(k).copied().unwrap_or(0), live.get(k).copied().unwrap_or(0));
                if a != b {
                    diff.push(format!("  {} size {}: {first} {a}, {gc} {b}", k.0, k.1));
                }
            }
            panic!("live sets differ between {first} and {gc}:\n{}", diff.join("\n"));
        }
    }
}

// ---------------------------------------------------------------------------
// References and finalization
// ---------------------------------------------------------------------------

/// Live objects of `class` in a live set (any size).
fn live_of(live: &LiveSet, class: &str) -> usize {
    live.iter().filter(|((c, _), _)| c == class).map(|(_, n)| n).sum()
}

/// `Refs` under `gc` with the event trace: the collection right after Marker 1 frees every
/// weakly and phantom reachable object and keeps every unreachable finalizable one (it is kept
/// for its finalizer); once the finalizers ran and their objects were reclaimed, exactly the
/// resurrected one is left. The replay checks the whole stream against every GC_FINISH, and the
/// VM's own shadow heap (-XX:+CheckHeapEvents) does too.
fn reference_events(gc: &str) {
    reference_events_on(gc, &[]);
}

fn reference_events_on(gc: &str, lib: &[&str]) {
    let gc_opt = format!("-Xgc:{gc}");
    let mut o = vec![gc_opt.as_str(), "-XX:+TraceHeapEvents", "-XX:+CheckHeapEvents", "-XX:+VerifyAfterGC"];
    o.extend_from_slice(lib);
    let r = rjvm(&o, "Refs", &[]);
    assert_ok(&r, &format!("Refs under {gc}"));
    assert_eq!(r.stdout, java_stdout(&[], "Refs", &[]), "Refs under {gc}: output differs from java");
    let ev = parse_events(&r.stderr);
    let mut rep = Replay::default();
    let mut markers = 0;
    let mut at_marker1_gc: Option<LiveSet> = None;
    let mut before_marker2: Option<LiveSet> = None;
    for (i, e) in ev.iter().enumerate() {
        if let Ev::Alloc { class, .. } = e {
            if class == "Refs$Marker" {
                markers += 1;
                if markers == 2 {
                    before_marker2 = Some(rep.last_live.clone());
                }
            }
        }
        rep.event(i, e);
        if matches!(e, Ev::GcFinish { .. }) && markers == 1 && at_marker1_gc.is_none() {
            at_marker1_gc = Some(rep.last_live.clone());
        }
    }
    let first = at_marker1_gc.unwrap_or_else(|| panic!("{gc}: no collection after Marker 1"));
    assert_eq!(live_of(&first, "Refs$Weakly"), 0, "{gc}: weakly reachable objects must be freed by the collection that clears their references");
    assert_eq!(live_of(&first, "Refs$Phantomly"), 0, "{gc}: phantom reachable objects must be freed by the collection that clears their references");
    assert_eq!(live_of(&first, "Refs$Finalizable"), 20, "{gc}: finalizable objects stay until their finalizers ran");
    assert_eq!(live_of(&first, "Refs$Softly"), 1, "{gc}: the softly reachable object stays while the heap has room");
    let later = before_marker2.unwrap_or_else(|| panic!("{gc}: no Marker 2"));
    assert_eq!(live_of(&later, "Refs$Finalizable"), 1, "{gc}: after finalization only the resurrected object is live");
    // One Finalizer per Finalizable object; none for the Quiet ones (an empty override).
    let finalizers = count(&ev, |e| matches!(e, Ev::Alloc { class, .. } if class == "java.lang.ref.Finalizer"));
    assert_eq!(finalizers, 20, "{gc}: Finalizer allocations");
    assert_eq!(count(&ev, |e| matches!(e, Ev::Alloc { class, .. } if class == "Refs$Quiet")), 5, "{gc}");
}

#[test]
fn reference_events_marksweep() {
    reference_events("marksweep");
}
#[test]
fn reference_events_compact() {
    reference_events("compact");
}
#[test]
fn reference_events_copying() {
    reference_events("copying");
}
#[test]
fn reference_events_generational() {
    reference_events("generational");
}
/// The JDK's own `java.lang.ref` (its Reference Handler and Finalizer threads).
#[test]
fn reference_events_jdk_mode() {
    reference_events_on("copying", &[JDK]);
    reference_events_on("generational", &[JDK]);
}

/// References under GC-a-lot with the shadow heap and the verifier: the same output as java.
#[test]
fn reference_stress() {
    for gc in COLLECTORS {
        let r = rjvm(&[&format!("-Xgc:{gc}"), "-XX:+CheckHeapEvents", "-XX:+VerifyAfterGC", "-XX:GCALotInterval=50"], "Refs", &[]);
        assert_ok(&r, &format!("Refs under {gc}, GC-a-lot"));
        assert_eq!(r.stdout, java_stdout(&[], "Refs", &[]), "Refs under {gc}, GC-a-lot: output differs from java");
    }
}

/// A minor collection treats old objects as live: weak references to promoted objects survive
/// many minor collections and are cleared by the next full one. Under the other collectors
/// every collection is full.
#[test]
fn minor_collections_keep_old_referents() {
    let r = rjvm(&["-Xgc:generational", "-Xmn1m", "-Xmx32m", "-verbose:gc"], "RefsMinor", &[]);
    assert_ok(&r, "RefsMinor under generational");
    let lines: Vec<&str> = r.stdout.lines().collect();
    let at = lines.iter().position(|l| l.starts_with("after minor")).expect("RefsMinor output");
    let minors = lines[..at].iter().filter(|l| l.contains("Pause Young (Allocation Failure)")).count();
    assert!(minors >= 5, "expected many minor collections, got {minors}:\n{}", r.stdout);
    assert_eq!(lines[at], "after minor collections: 50 of 50", "{}", r.stdout);
    assert!(lines.contains(&"after a full collection: 0 of 50"), "{}", r.stdout);
    for gc in ["marksweep", "compact", "copying"] {
        let r = rjvm(&[&format!("-Xgc:{gc}"), "-Xmx32m"], "RefsMinor", &[]);
        assert_ok(&r, &format!("RefsMinor under {gc}"));
        assert_eq!(r.stdout, "after minor collections: 0 of 50\nafter a full collection: 0 of 50\n", "{gc}");
    }
}

/// The soak test: 400 MB go through a WeakHashMap cache in a 16 MB heap. The cache stays bounded
/// only if cleared entries are expunged and their values reclaimed; the program must finish with
/// java's output and a peak RSS far below what it allocated.
fn weak_cache(gc: &str) {
    let gc_opt = format!("-Xgc:{gc}");
    let opts = ["-Xmx16m", gc_opt.as_str()];
    let inner = rjvm_cmd(&opts, "WeakCache", &[]);
    let mut c = Command::new("/usr/bin/time");
    c.arg("-f").arg("%M").arg(inner.get_program()).args(inner.get_args());
    let r = run(c);
    assert_ok(&r, &format!("WeakCache under {gc}"));
    // HotSpot's run is only the oracle for the output: in a 16 MB heap it depends on its
    // Reference Handler keeping up, which a loaded machine does not guarantee.
    assert_eq!(r.stdout, java_stdout(&[], "WeakCache", &[]), "{gc}: WeakCache output");
    let kb: u64 = r.stderr.lines().last().and_then(|l| l.trim().parse().ok()).unwrap_or_else(|| panic!("no RSS in {:?}", r.stderr));
    assert!(kb < 100 * 1024, "{gc}: peak RSS {kb} KB for a 16 MB heap");
}

#[test]
fn weak_cache_marksweep() {
    weak_cache("marksweep");
}
#[test]
fn weak_cache_compact() {
    weak_cache("compact");
}
#[test]
fn weak_cache_copying() {
    weak_cache("copying");
}
#[test]
fn weak_cache_generational() {
    weak_cache("generational");
}
