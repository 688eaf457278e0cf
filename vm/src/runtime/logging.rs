//! Unified logging: `-Xlog`, `-verbose:gc` and `-verbose:class`, as JDK 17
//! has them (HotSpot's `share/logging`, for the tag sets rjvm logs).
//!
//! A message has a level and a tag set. rjvm's tag sets are [`TagSet`]:
//! `gc` (one line per collection, `Using <collector>`), `gc+init`,
//! `gc+start`, `gc+heap`, `gc+cpu`, `gc+heap+exit`, `class+load`, and
//! `logging` (the framework's own warnings and errors). An output (stdout,
//! stderr or a file) has a level per tag set and a list of decorators:
//!
//! ```text
//! -Xlog[:[selections][:[output][:[decorators][:output-options]]]]
//! selections: tag1[+tag2...][*][=level][,...]   ("all" = every tag set)
//! ```
//!
//! A selection names tags (checked against HotSpot 17's list: an unknown
//! tag is an error) and matches the tag sets with exactly those tags, or,
//! with `*`, every tag set that has them. A valid selection that matches
//! none of rjvm's tag sets is a warning, as in HotSpot. The default
//! configuration sends warnings and errors of every tag set to stdout;
//! `-Xlog:disable` turns everything off. Lines look like HotSpot's,
//! `[0.086s][info][gc] GC(0) Pause Young (Allocation Failure) 6M->1M(64M) 4.812ms`,
//! each decoration padded to the widest one the output has printed. File
//! outputs rotate like HotSpot's (`filecount=5,filesize=20M` by default:
//! an existing file is moved to `NAME.N` at start-up, a full one during
//! the run). `%p` and `%t` in a file name are the process id and the start
//! time.

use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use parking_lot::Mutex;

use crate::launcher::{bad_option, Exit};

/// The tags HotSpot 17 knows (`java -Xlog:help`): a selection may name any
/// of them; other names are errors.
const HOTSPOT_TAGS: &[&str] = &[
    "add", "age", "alloc", "annotation", "arguments", "attach", "barrier", "biasedlocking", "blocks", "bot", "breakpoint", "bytecode", "cds",
    "census", "class", "classhisto", "cleanup", "codecache", "compaction", "compilation", "condy", "constantpool", "constraints", "container",
    "coops", "cpu", "cset", "data", "datacreation", "dcmd", "decoder", "defaultmethods", "director", "dump", "dynamic", "ergo", "event",
    "exceptions", "exit", "fingerprint", "free", "freelist", "gc", "handshake", "hashtables", "heap", "humongous", "ihop", "iklass", "indy",
    "init", "inlining", "install", "interpreter", "itables", "jfr", "jit", "jni", "jvmci", "jvmti", "lambda", "library", "liveness", "load",
    "loader", "logging", "malloc", "map", "mark", "marking", "membername", "memops", "metadata", "metaspace", "methodcomparator",
    "methodhandles", "mirror", "mmu", "module", "monitorinflation", "monitormismatch", "nestmates", "nmethod", "nmt", "normalize", "numa",
    "objecttagging", "obsolete", "oldobject", "oom", "oopmap", "oops", "oopstorage", "os", "owner", "pagesize", "parser", "patch", "path",
    "perf", "periodic", "phases", "plab", "placeholders", "preorder", "preview", "promotion", "protectiondomain", "ptrqueue", "purge", "record",
    "redefine", "ref", "refine", "region", "reloc", "remset", "resolve", "safepoint", "sampling", "scavenge", "sealed", "setting", "smr",
    "stackbarrier", "stackmap", "stacktrace", "stackwalk", "start", "startup", "startuptime", "state", "stats", "streaming", "stringdedup",
    "stringtable", "subclass", "survivor", "suspend", "sweep", "symboltable", "system", "table", "task", "thread", "throttle", "time", "timer",
    "tlab", "tracking", "trimnative", "unload", "unshareable", "update", "valuebasedclasses", "verification", "verify", "vmmutex",
    "vmoperation", "vmthread", "vtables", "vtablestubs", "workgang",
];

/// The tag sets rjvm logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagSet {
    Gc,
    GcInit,
    GcStart,
    GcHeap,
    GcCpu,
    GcHeapExit,
    ClassLoad,
    Logging,
}

impl TagSet {
    const ALL: [TagSet; 8] =
        [TagSet::Gc, TagSet::GcInit, TagSet::GcStart, TagSet::GcHeap, TagSet::GcCpu, TagSet::GcHeapExit, TagSet::ClassLoad, TagSet::Logging];

    /// The tags, in HotSpot's order.
    fn tags(self) -> &'static [&'static str] {
        match self {
            TagSet::Gc => &["gc"],
            TagSet::GcInit => &["gc", "init"],
            TagSet::GcStart => &["gc", "start"],
            TagSet::GcHeap => &["gc", "heap"],
            TagSet::GcCpu => &["gc", "cpu"],
            TagSet::GcHeapExit => &["gc", "heap", "exit"],
            TagSet::ClassLoad => &["class", "load"],
            TagSet::Logging => &["logging"],
        }
    }
}

/// Log levels, least verbose first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Off,
    Error,
    Warning,
    Info,
    Debug,
    Trace,
}

impl Level {
    fn parse(s: &str) -> Option<Level> {
        Some(match s {
            "off" => Level::Off,
            "error" => Level::Error,
            "warning" => Level::Warning,
            "info" => Level::Info,
            "debug" => Level::Debug,
            "trace" => Level::Trace,
            _ => return None,
        })
    }
    fn name(self) -> &'static str {
        match self {
            Level::Off => "off",
            Level::Error => "error",
            Level::Warning => "warning",
            Level::Info => "info",
            Level::Debug => "debug",
            Level::Trace => "trace",
        }
    }
}

/// Decorators, in the order HotSpot prints them: (name, abbreviation).
const DECORATORS: [(&str, &str); 12] = [
    ("time", "t"),
    ("utctime", "utc"),
    ("uptime", "u"),
    ("timemillis", "tm"),
    ("uptimemillis", "um"),
    ("timenanos", "tn"),
    ("uptimenanos", "un"),
    ("hostname", "hn"),
    ("pid", "p"),
    ("tid", "ti"),
    ("level", "l"),
    ("tags", "tg"),
];
/// uptime, level, tags.
const DEFAULT_DECORATORS: u16 = 1 << 2 | 1 << 10 | 1 << 11;

fn parse_decorators(s: &str) -> Result<u16, String> {
    if s == "none" {
        return Ok(0);
    }
    let mut d = 0;
    for name in s.split(',') {
        // HotSpot also accepts the plural "levels".
        let name = if name == "levels" { "level" } else { name };
        let i = DECORATORS.iter().position(|(n, a)| *n == name || *a == name).ok_or_else(|| format!("Invalid decorator '{name}'."))?;
        d |= 1 << i;
    }
    Ok(d)
}

/// Where an output writes.
#[derive(Debug, Clone)]
enum Target {
    Stdout,
    Stderr,
    File(Arc<Mutex<LogFile>>),
}

/// A file output and its rotation.
#[derive(Debug)]
struct LogFile {
    path: PathBuf,
    file: File,
    size: u64,
    count: u32,
    limit: u64,
    next_archive: u32,
}

impl LogFile {
    /// Opens `path`, first moving an existing file to `path.N` when files
    /// rotate (`count > 0`), else truncating it.
    fn open(path: PathBuf, count: u32, limit: u64) -> std::io::Result<LogFile> {
        let mut next_archive = 0;
        if count > 0 {
            next_archive = first_archive_slot(&path, count);
            if path.exists() {
                std::fs::rename(&path, archive_name(&path, next_archive))?;
                next_archive = (next_archive + 1) % count;
            }
        }
        let file = File::create(&path)?;
        Ok(LogFile { path, file, size: 0, count, limit, next_archive })
    }

    fn write(&mut self, line: &[u8]) {
        if self.count > 0 && self.limit > 0 && self.size > 0 && self.size + line.len() as u64 > self.limit {
            // A rotation that fails leaves the log where it was.
            if std::fs::rename(&self.path, archive_name(&self.path, self.next_archive)).is_ok() {
                self.next_archive = (self.next_archive + 1) % self.count;
                if let Ok(f) = File::create(&self.path) {
                    self.file = f;
                    self.size = 0;
                }
            }
        }
        if self.file.write_all(line).is_ok() {
            self.size += line.len() as u64;
        }
    }
}

/// `NAME.N`
fn archive_name(path: &std::path::Path, n: u32) -> PathBuf {
    let mut s = path.as_os_str().to_os_string();
    s.push(format!(".{n}"));
    PathBuf::from(s)
}

/// The first free archive number of `path`, else the oldest archive's.
fn first_archive_slot(path: &std::path::Path, count: u32) -> u32 {
    let mut oldest = (0, SystemTime::now());
    for n in 0..count {
        match std::fs::metadata(archive_name(path, n)).and_then(|m| m.modified()) {
            Err(_) => return n,
            Ok(t) if t < oldest.1 => oldest = (n, t),
            Ok(_) => {}
        }
    }
    oldest.0
}

/// One output's configuration.
#[derive(Debug, Clone)]
struct Output {
    /// As HotSpot names it: `stdout`, `stderr`, `file=NAME`.
    name: String,
    target: Target,
    levels: [Level; TagSet::ALL.len()],
    decorators: u16,
}

/// The logging configuration the command line builds.
#[derive(Debug, Clone)]
pub struct Config {
    outputs: Vec<Output>,
    /// The framework's own warnings, logged once the configuration is
    /// installed.
    warnings: Vec<String>,
}

impl Default for Config {
    fn default() -> Self {
        let out = |name: &str, target, level| Output { name: name.into(), target, levels: [level; TagSet::ALL.len()], decorators: DEFAULT_DECORATORS };
        Config { outputs: vec![out("stdout", Target::Stdout, Level::Warning), out("stderr", Target::Stderr, Level::Off)], warnings: Vec::new() }
    }
}

/// One selection: tags, wildcard, level.
struct Selection {
    tags: Vec<String>,
    wildcard: bool,
    level: Level,
}

impl Selection {
    fn matches(&self, ts: TagSet) -> bool {
        let tags = ts.tags();
        if self.tags.len() == 1 && self.tags[0] == "all" {
            return true;
        }
        let has_all = self.tags.iter().all(|t| tags.contains(&t.as_str()));
        has_all && (self.wildcard || tags.len() == self.tags.len())
    }

    fn text(&self) -> String {
        format!("{}{}", self.tags.join("+"), if self.wildcard { "*" } else { "" })
    }
}

fn parse_selections(s: &str) -> Result<Vec<Selection>, String> {
    let mut v = Vec::new();
    for sel in s.split(',') {
        let (tags, level) = match sel.split_once('=') {
            Some((t, l)) => (t, Level::parse(l).ok_or_else(|| format!("Invalid level '{l}' in log selection."))?),
            None => (sel, Level::Info),
        };
        let (tags, wildcard) = match tags.strip_suffix('*') {
            Some(t) => (t, true),
            None => (tags, false),
        };
        let tags: Vec<String> = if tags.is_empty() { vec!["all".into()] } else { tags.split('+').map(str::to_string).collect() };
        if !(tags.len() == 1 && tags[0] == "all") {
            for (i, t) in tags.iter().enumerate() {
                if !HOTSPOT_TAGS.contains(&t.as_str()) {
                    return Err(format!("Invalid tag '{t}' in log selection."));
                }
                if tags[..i].contains(t) {
                    return Err(format!("Log selection contains duplicates of tag {t}."));
                }
            }
            if tags.len() > 5 {
                return Err(format!("Too many tags in log selection '{sel}' (can only have up to 5 tags)."));
            }
        }
        v.push(Selection { tags, wildcard, level });
    }
    Ok(v)
}

/// The process start, for the uptime decorations.
fn start() -> Instant {
    static START: OnceLock<Instant> = OnceLock::new();
    *START.get_or_init(Instant::now)
}

/// `%p` (process id) and `%t` (start time, `2026-11-24_10-26-40`) in a
/// file name.
fn expand_file_name(name: &str) -> String {
    let mut out = String::new();
    let mut it = name.chars().peekable();
    while let Some(c) = it.next() {
        match (c, it.peek()) {
            ('%', Some('p')) => {
                it.next();
                out.push_str(&std::process::id().to_string());
            }
            ('%', Some('t')) => {
                it.next();
                let t = start_wall_clock();
                out.push_str(&format!("{:04}-{:02}-{:02}_{:02}-{:02}-{:02}", t.year, t.month, t.day, t.hour, t.min, t.sec));
            }
            _ => out.push(c),
        }
    }
    out
}

/// A broken-down local time.
struct Civil {
    year: i32,
    month: u32,
    day: u32,
    hour: u32,
    min: u32,
    sec: u32,
    millis: u32,
    /// Offset from UTC, seconds.
    offset: i64,
}

fn civil(t: SystemTime, utc: bool) -> Civil {
    let d = t.duration_since(UNIX_EPOCH).unwrap_or_default();
    let secs = d.as_secs() as libc::time_t;
    // SAFETY: `tm` is plain data filled by localtime_r/gmtime_r from a
    // valid time_t; both are thread-safe.
    let tm = unsafe {
        let mut tm: libc::tm = std::mem::zeroed();
        if utc {
            libc::gmtime_r(&secs, &mut tm);
        } else {
            libc::localtime_r(&secs, &mut tm);
        }
        tm
    };
    Civil {
        year: tm.tm_year + 1900,
        month: tm.tm_mon as u32 + 1,
        day: tm.tm_mday as u32,
        hour: tm.tm_hour as u32,
        min: tm.tm_min as u32,
        sec: tm.tm_sec as u32,
        millis: d.subsec_millis(),
        offset: if utc { 0 } else { tm.tm_gmtoff },
    }
}

fn start_wall_clock() -> Civil {
    static T: OnceLock<SystemTime> = OnceLock::new();
    let _ = start();
    civil(*T.get_or_init(SystemTime::now), false)
}

/// `2026-11-24T10:08:13.917+0000`
fn iso_time(utc: bool) -> String {
    let c = civil(SystemTime::now(), utc);
    let sign = if c.offset < 0 { '-' } else { '+' };
    let off = c.offset.abs();
    format!(
        "{:04}-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}{sign}{:02}{:02}",
        c.year,
        c.month,
        c.day,
        c.hour,
        c.min,
        c.sec,
        c.millis,
        off / 3600,
        off / 60 % 60
    )
}

/// The first line of the error an `-Xlog` option gets.
fn xlog_error(option: &str, messages: &[String]) -> Exit {
    let mut stdout = String::new();
    for m in messages {
        stdout.push_str(&format!("[{:.3}s][error][logging] {m}\n", start().elapsed().as_secs_f64()));
    }
    let mut e = bad_option(&format!("Invalid -Xlog option '{option}', see error log for details."));
    e.stdout = stdout;
    e
}

impl Config {
    /// `-verbose:gc` (`gc`) and `-verbose:class` (`class+load`): info on
    /// stdout.
    pub fn verbose(&mut self, selection: &str) -> Result<(), Exit> {
        self.option(&format!("-Xlog:{selection}")).map(|_| ())
    }

    /// One `-Xlog` option. `Ok(Some(text))` for `-Xlog:help`: print it and
    /// exit.
    pub fn option(&mut self, opt: &str) -> Result<Option<String>, Exit> {
        let _ = start();
        let rest = opt.strip_prefix("-Xlog").unwrap_or(opt);
        let rest = rest.strip_prefix(':').unwrap_or(rest);
        match rest {
            "help" => return Ok(Some(help())),
            "disable" => {
                for o in &mut self.outputs {
                    o.levels = [Level::Off; TagSet::ALL.len()];
                }
                return Ok(None);
            }
            "async" => return Ok(None),
            _ => {}
        }
        let parts = split_colons(rest);
        let get = |i: usize| parts.get(i).map(String::as_str).unwrap_or("");
        let (selections, output, decorators, options) = (get(0), get(1), get(2), get(3));
        let sels = parse_selections(selections).map_err(|m| xlog_error(opt, &[m]))?;
        let decorators = if decorators.is_empty() { None } else { Some(parse_decorators(decorators).map_err(|m| xlog_error(opt, &[m]))?) };
        let name = match output {
            "" | "stdout" | "#0" => "stdout".to_string(),
            "stderr" | "#1" => "stderr".to_string(),
            o => format!("file={}", o.strip_prefix("file=").unwrap_or(o).trim_matches('"')),
        };
        let idx = match self.outputs.iter().position(|o| o.name == name) {
            Some(i) => {
                if !options.is_empty() {
                    self.warnings.push("Output options for existing outputs are ignored.".into());
                }
                i
            }
            None => {
                let file = &name["file=".len()..];
                let lf = open_file(file, options).map_err(|m| {
                    let opts = if options.is_empty() { "(null)" } else { options };
                    xlog_error(opt, &[m, format!("Initialization of output '{name}' using options '{opts}' failed.")])
                })?;
                self.outputs.push(Output {
                    name: name.clone(),
                    target: Target::File(Arc::new(Mutex::new(lf))),
                    levels: [Level::Off; TagSet::ALL.len()],
                    decorators: DEFAULT_DECORATORS,
                });
                self.outputs.len() - 1
            }
        };
        let out = &mut self.outputs[idx];
        if let Some(d) = decorators {
            out.decorators = d;
        }
        for (i, ts) in TagSet::ALL.iter().enumerate() {
            if let Some(s) = sels.iter().rev().find(|s| s.matches(*ts)) {
                out.levels[i] = s.level;
            }
        }
        for s in &sels {
            if !TagSet::ALL.iter().any(|ts| s.matches(*ts)) {
                self.warnings.push(no_match_warning(s));
            }
        }
        Ok(None)
    }
}

/// Splits at the colons that are not inside double quotes.
fn split_colons(s: &str) -> Vec<String> {
    let mut parts = vec![String::new()];
    let mut quoted = false;
    for c in s.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                parts.last_mut().expect("one part").push(c);
            }
            ':' if !quoted && parts.len() < 4 => parts.push(String::new()),
            _ => parts.last_mut().expect("one part").push(c),
        }
    }
    parts
}

/// Opens a file output with its options (`filecount=`, `filesize=`).
fn open_file(name: &str, options: &str) -> Result<LogFile, String> {
    let (mut count, mut size) = (5u32, 20u64 << 20);
    for o in options.split(',').filter(|o| !o.is_empty()) {
        let (k, v) = o.split_once('=').unwrap_or((o, ""));
        match k {
            "filecount" => match v.parse::<u32>() {
                Ok(n) if n <= 1000 => count = n,
                _ => return Err("Invalid option: filecount must be in range [0, 1000]".into()),
            },
            "filesize" => match crate::launcher::parse_size(v) {
                Some(n) => size = n,
                None => return Err(format!("Invalid option: filesize value is invalid: {v}")),
            },
            _ => return Err(format!("Invalid option '{k}' for log file output.")),
        }
    }
    let path = PathBuf::from(expand_file_name(name));
    LogFile::open(path.clone(), count, size).map_err(|e| {
        let msg = e.raw_os_error().map(os_error_text).unwrap_or_else(|| e.to_string());
        format!("Error opening log file '{}': {msg}", path.display())
    })
}

fn os_error_text(n: i32) -> String {
    // SAFETY: strerror returns a pointer to a static, NUL-terminated string.
    unsafe { std::ffi::CStr::from_ptr(libc::strerror(n)) }.to_string_lossy().into_owned()
}

/// HotSpot's warning for a selection that matches no tag set, with
/// suggestions from rjvm's tag sets that share a tag with it.
fn no_match_warning(s: &Selection) -> String {
    let mut sugg: Vec<String> = Vec::new();
    for t in &s.tags {
        if TagSet::ALL.iter().any(|ts| ts.tags().contains(&t.as_str())) {
            sugg.push(format!("{t}*"));
        }
    }
    let mut w = format!("No tag set matches selection: {}.", s.text());
    if !sugg.is_empty() {
        w.push_str(&format!(" Did you mean any of the following? {}", sugg.join(" ")));
    }
    w
}

fn help() -> String {
    let mut s = String::from(
        "-Xlog Usage: -Xlog[:[selections][:[output][:[decorators][:output-options]]]]
\t where 'selections' are combinations of tags and levels of the form tag1[+tag2...][*][=level][,...]
\t NOTE: Unless wildcard (*) is specified, only log messages tagged with exactly the tags specified will be matched.

Available log levels:
 off, trace, debug, info, warning, error

Available log decorators: 
",
    );
    s.push_str(&format!(" {}\n", DECORATORS.iter().map(|(n, a)| format!("{n} ({a})")).collect::<Vec<_>>().join(", ")));
    s.push_str(" Decorators can also be specified as 'none' for no decoration.\n\nAvailable log tags:\n");
    s.push_str(&format!(" {}\n", HOTSPOT_TAGS.join(", ")));
    s.push_str(" Specifying 'all' instead of a tag combination matches all tag combinations.\n\nTag sets rjvm logs:\n");
    for ts in TagSet::ALL {
        s.push_str(&format!(" {}\n", ts.tags().join(",")));
    }
    s.push_str(
        "
Available log outputs:
 stdout/stderr
 file=<filename>
  If the filename contains %p and/or %t, they will expand to the JVM's PID and startup timestamp, respectively.
  Additional output-options for file outputs:
   filesize=..  - Target byte size for log rotation (supports K/M/G suffix). If set to 0, log rotation will not trigger automatically.
   filecount=.. - Number of files to keep in rotation (not counting the active file). If set to 0, log rotation is disabled. This will cause existing log files to be overwritten.

Some examples:
 -Xlog:gc
\t Log messages tagged with 'gc' tag up to 'info' level to stdout, with default decorations.
 -Xlog:gc*:file=gc.txt
\t Log messages tagged with at least 'gc' up to 'info' level to file 'gc.txt', with default decorations.
 -Xlog:gc::uptime,tid
\t Log messages tagged with 'gc' tag up to 'info' level to output 'stdout', using 'uptime' and 'tid' decorations.
",
    );
    s
}

// ---------------------------------------------------------------------------
// Logging at run time
// ---------------------------------------------------------------------------

/// The installed outputs; their decoration widths so far.
struct Logger {
    outputs: Vec<(Output, Mutex<[usize; DECORATORS.len()]>)>,
}

static LOGGER: OnceLock<Logger> = OnceLock::new();
/// Bit per tag set: some output logs it at info or more (the fast check).
static INFO_ENABLED: AtomicU32 = AtomicU32::new(0);

fn index(ts: TagSet) -> usize {
    TagSet::ALL.iter().position(|t| *t == ts).expect("a tag set of ALL")
}

/// Makes `config` the process's logging configuration and logs its pending
/// warnings. Only the first call counts (the launcher makes it).
pub fn install(config: Config) -> Result<(), Exit> {
    let mut mask = 0;
    for o in &config.outputs {
        for (i, l) in o.levels.iter().enumerate() {
            if *l >= Level::Info {
                mask |= 1 << i;
            }
        }
    }
    let warnings = config.warnings.clone();
    let logger = Logger { outputs: config.outputs.into_iter().map(|o| (o, Mutex::new([0; DECORATORS.len()]))).collect() };
    if LOGGER.set(logger).is_err() {
        return Err(bad_option("logging configured twice"));
    }
    INFO_ENABLED.store(mask, Ordering::Release);
    for w in warnings {
        log(TagSet::Logging, Level::Warning, &w);
    }
    Ok(())
}

/// Whether a message of `ts` at info level goes anywhere.
#[inline]
pub fn enabled(ts: TagSet) -> bool {
    INFO_ENABLED.load(Ordering::Relaxed) & (1 << index(ts)) != 0
}

/// Logs `msg` at info level.
pub fn info(ts: TagSet, msg: &str) {
    if enabled(ts) {
        log(ts, Level::Info, msg);
    }
}

/// Logs `msg` to every output that takes `ts` at `level`.
pub fn log(ts: TagSet, level: Level, msg: &str) {
    let Some(l) = LOGGER.get() else { return };
    let i = index(ts);
    for (o, widths) in &l.outputs {
        if o.levels[i] < level || level == Level::Off {
            continue;
        }
        let mut line = String::new();
        {
            let mut w = widths.lock();
            for (d, width) in w.iter_mut().enumerate() {
                if o.decorators & (1 << d) == 0 {
                    continue;
                }
                let text = decoration(d, ts, level);
                line.push_str(&format!("[{text:<width$}]", width = *width));
                *width = (*width).max(text.len());
            }
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(msg);
        line.push('\n');
        match &o.target {
            Target::Stdout => crate::natives::io::write_stdout(line.as_bytes()),
            Target::Stderr => crate::natives::io::write_stderr(line.as_bytes()),
            Target::File(f) => f.lock().write(line.as_bytes()),
        }
    }
}

fn decoration(d: usize, ts: TagSet, level: Level) -> String {
    let up = start().elapsed();
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    match DECORATORS[d].0 {
        "time" => iso_time(false),
        "utctime" => iso_time(true),
        "uptime" => format!("{:.3}s", up.as_secs_f64()),
        "timemillis" => format!("{}ms", now.as_millis()),
        "uptimemillis" => format!("{}ms", up.as_millis()),
        "timenanos" => format!("{}ns", now.as_nanos()),
        "uptimenanos" => format!("{}ns", up.as_nanos()),
        "hostname" => hostname(),
        "pid" => std::process::id().to_string(),
        // SAFETY: gettid has no preconditions.
        "tid" => unsafe { libc::gettid() }.to_string(),
        "level" => level.name().to_string(),
        _ => ts.tags().join(","),
    }
}

fn hostname() -> String {
    let mut buf = [0u8; 256];
    // SAFETY: the buffer is writable for its length; gethostname NUL-terminates
    // (or truncates) within it.
    let r = unsafe { libc::gethostname(buf.as_mut_ptr().cast(), buf.len()) };
    if r != 0 {
        return String::new();
    }
    let n = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
    String::from_utf8_lossy(&buf[..n]).into_owned()
}

/// The VM is ending: the heap summary (`gc+heap+exit`), once.
pub fn vm_exiting() {
    static DONE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
    if !DONE.swap(true, Ordering::SeqCst) {
        if let Some(v) = crate::runtime::vm::try_vm() {
            v.heap.log_at_exit();
        }
        if std::env::var_os("RJVM_ORD_STATS").is_some() {
            use crate::interp::code::{INSN_BYTES, ORD_BYTES};
            eprintln!("decoded instructions: {} bytes, bytecode ordinals: {} bytes", INSN_BYTES.load(Ordering::Relaxed), ORD_BYTES.load(Ordering::Relaxed));
        }
    }
}

/// The heap exists: the `gc` and `gc+init` lines HotSpot prints at start-up.
pub fn vm_started() {
    let v = crate::runtime::vm::vm();
    info(TagSet::Gc, &format!("Using {}", crate::heap::gc_log::collector_name(v.options.gc)));
    if enabled(TagSet::GcInit) {
        let cpus = std::thread::available_parallelism().map_or(1, |n| n.get());
        // SAFETY: sysconf has no preconditions.
        let mem = unsafe { libc::sysconf(libc::_SC_PHYS_PAGES) as u64 * libc::sysconf(libc::_SC_PAGESIZE) as u64 };
        info(TagSet::GcInit, &format!("Version: {} (release)", env!("CARGO_PKG_VERSION")));
        info(TagSet::GcInit, &format!("CPUs: {cpus} total, {cpus} available"));
        info(TagSet::GcInit, &format!("Memory: {}M", mem >> 20));
        info(TagSet::GcInit, &format!("Heap Initial Capacity: {}", crate::heap::gc_log::size_text(v.options.initial_heap)));
        info(TagSet::GcInit, &format!("Heap Max Capacity: {}", crate::heap::gc_log::size_text(v.heap.max_bytes())));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err_line(r: Result<Option<String>, Exit>) -> String {
        r.unwrap_err().stdout
    }

    #[test]
    fn selections_and_errors() {
        let mut c = Config::default();
        c.option("-Xlog:gc").unwrap();
        assert_eq!(c.outputs[0].levels[index(TagSet::Gc)], Level::Info);
        assert_eq!(c.outputs[0].levels[index(TagSet::GcHeap)], Level::Warning);
        c.option("-Xlog:gc*=debug").unwrap();
        assert_eq!(c.outputs[0].levels[index(TagSet::GcHeapExit)], Level::Debug);
        assert_eq!(c.outputs[0].levels[index(TagSet::ClassLoad)], Level::Warning);
        assert!(err_line(c.option("-Xlog:foo")).ends_with("[error][logging] Invalid tag 'foo' in log selection.\n"));
        assert!(err_line(c.option("-Xlog:gc=loud")).ends_with("[error][logging] Invalid level 'loud' in log selection.\n"));
        assert!(err_line(c.option("-Xlog:gc::bogus")).ends_with("[error][logging] Invalid decorator 'bogus'.\n"));
        assert!(err_line(c.option("-Xlog:gc+gc")).ends_with("Log selection contains duplicates of tag gc.\n"));
        let e = c.option("-Xlog:gc:file=/no/such/dir/x.log").unwrap_err();
        assert!(e.stdout.contains("Error opening log file '/no/such/dir/x.log': No such file or directory\n"), "{}", e.stdout);
        assert!(e.stdout.contains("Initialization of output 'file=/no/such/dir/x.log' using options '(null)' failed.\n"));
        assert!(e.stderr.starts_with("Invalid -Xlog option '-Xlog:gc:file=/no/such/dir/x.log', see error log for details.\n"));
        c.option("-Xlog:safepoint").unwrap();
        assert_eq!(c.warnings.last().unwrap(), "No tag set matches selection: safepoint.");
        c.option("-Xlog:gc+safepoint").unwrap();
        assert_eq!(c.warnings.last().unwrap(), "No tag set matches selection: gc+safepoint. Did you mean any of the following? gc*");
        c.option("-Xlog:disable").unwrap();
        assert!(c.outputs.iter().all(|o| o.levels.iter().all(|l| *l == Level::Off)));
    }

    #[test]
    fn decorators_and_names() {
        assert_eq!(parse_decorators("uptime,level,tags"), Ok(DEFAULT_DECORATORS));
        assert_eq!(parse_decorators("u,l,tg"), Ok(DEFAULT_DECORATORS));
        assert_eq!(parse_decorators("none"), Ok(0));
        assert_eq!(split_colons("gc:file=\"a:b\"::filecount=0"), vec!["gc", "file=\"a:b\"", "", "filecount=0"]);
        assert!(expand_file_name("gc_%p.log").contains(&std::process::id().to_string()));
        let t = iso_time(true);
        assert_eq!(t.len(), "2026-11-24T10:08:13.917+0000".len(), "{t}");
        assert!(t.ends_with("+0000"));
    }

    #[test]
    fn files_rotate() {
        let d = std::env::temp_dir().join(format!("rjvm-log-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        let p = d.join("g.log");
        std::fs::write(&p, b"old run\n").unwrap();
        let mut f = LogFile::open(p.clone(), 2, 10).unwrap();
        assert_eq!(std::fs::read(d.join("g.log.0")).unwrap(), b"old run\n");
        f.write(b"0123456789\n");
        f.write(b"next\n");
        assert_eq!(std::fs::read(d.join("g.log.1")).unwrap(), b"0123456789\n");
        assert_eq!(std::fs::read(&p).unwrap(), b"next\n");
        let _ = std::fs::remove_dir_all(&d);
    }
}
