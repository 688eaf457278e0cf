//! hprof end to end: `rjvm -Xrunhprof:...` on the programs of `tests/hprof/`
//! (compiled with `javac`), its text output read back by a strict parser
//! ([`Profile`]), binary dumps read by the third-party `jvm-hprof` crate,
//! and the same agent loaded as a C library (`libhprof.so`, built here with
//! cargo and copied to `libhprofc.so` so `-Xrunhprofc` loads it instead of
//! the built-in agent). Like the other suites these tests fail, never pass
//! silently, when the JDK is missing.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

/// rjvm on the embedded class library, which these tests were written
/// against (the default is the JDK's when one is installed); a test for JDK
/// mode adds `-Xclasslib:jdk`, and the last `-Xclasslib:` wins.
fn rjvm_command() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_rjvm"));
    c.arg("-Xclasslib:embedded");
    c
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("hprof-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("classes")).unwrap();
        std::fs::create_dir_all(d.join("lib")).unwrap();
        let javac = std::env::var_os("JAVA_HOME")
            .map(|h| Path::new(&h).join("bin/javac"))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| PathBuf::from("javac"));
        let mut cmd = Command::new(&javac);
        cmd.arg("-d").arg(d.join("classes"));
        for f in ["HprofAlloc", "HprofHot", "HprofWait", "HprofWeakCache"] {
            cmd.arg(root().join(format!("tests/hprof/{f}.java")));
        }
        let st = cmd.status().unwrap_or_else(|e| panic!("javac not runnable ({e}): these tests need a JDK 17"));
        assert!(st.success(), "javac failed");
        d
    })
}

/// A fresh directory for one test's output files.
fn out_dir(name: &str) -> PathBuf {
    let d = scratch().join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn rjvm_in(dir: &Path, opts: &[&str], main: &str, args: &[&str]) -> Output {
    rjvm_command()
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("CLASSPATH")
        .current_dir(dir)
        .arg("-cp")
        .arg(scratch().join("classes"))
        .args(opts)
        .arg(main)
        .args(args)
        .output()
        .expect("run rjvm")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

/// Runs `main` with `-Xrunhprof:<opts>` writing `file=` into a fresh
/// directory; returns the profile text and the process output.
fn profile(name: &str, hprof: &str, vm_opts: &[&str], main: &str, args: &[&str]) -> (String, Output) {
    let dir = out_dir(name);
    let mut opts: Vec<String> = vm_opts.iter().map(|s| s.to_string()).collect();
    opts.push(format!("-Xrunhprof:{hprof}{}file=prof.txt", if hprof.is_empty() { "" } else { "," }));
    let o: Vec<&str> = opts.iter().map(String::as_str).collect();
    let out = rjvm_in(&dir, &o, main, args);
    assert!(out.status.success(), "rjvm {o:?} {main} failed: {}\n{}", out.status, text(&out.stderr));
    let p = std::fs::read_to_string(dir.join("prof.txt")).expect("profile written");
    (p, out)
}

// ---------------------------------------------------------------------------
// A parser for the text format: every line must be understood.
// ---------------------------------------------------------------------------

#[derive(Debug, Clone, PartialEq)]
struct SiteRow {
    rank: u32,
    self_pct: f64,
    accum_pct: f64,
    live_bytes: u64,
    live_objs: u64,
    alloc_bytes: u64,
    alloc_objs: u64,
    trace: u32,
    class: String,
}

#[derive(Debug, Clone, PartialEq)]
struct CpuRow {
    rank: u32,
    self_pct: f64,
    count: u64,
    trace: u32,
    method: String,
}

#[derive(Debug, Default)]
struct Profile {
    /// serial → (thread serial, frames).
    traces: HashMap<u32, (Option<u32>, Vec<String>)>,
    /// Thread serial → name.
    threads: HashMap<u32, String>,
    ended: Vec<u32>,
    /// Each SITES section.
    sites: Vec<Vec<SiteRow>>,
    /// Each CPU SAMPLES / CPU TIME section: (kind, total, rows).
    cpu: Vec<(String, u64, Vec<CpuRow>)>,
    /// `count callee caller time` rows of cpu=old.
    old: Vec<(u64, String, String, u64)>,
    /// Each HEAP DUMP section's lines (without BEGIN/END), and its BEGIN counts.
    heap: Vec<(u64, u64, Vec<String>)>,
    monitor_dumps: Vec<Vec<String>>,
    /// Each MONITOR TIME section: (total ms, rows).
    monitor_time: Vec<(u64, Vec<CpuRow>)>,
}

fn pct(s: &str) -> f64 {
    s.strip_suffix('%').unwrap_or_else(|| panic!("not a percentage: {s}")).parse().unwrap()
}

fn cpu_row(l: &str) -> CpuRow {
    let f: Vec<&str> = l.split_whitespace().collect();
    assert!(f.len() >= 6, "bad row: {l:?}");
    CpuRow {
        rank: f[0].parse().unwrap(),
        self_pct: pct(f[1]),
        count: f[3].parse().unwrap(),
        trace: f[4].parse().unwrap(),
        method: f[5..].join(" "),
    }
}

fn parse(text: &str) -> Profile {
    let mut p = Profile::default();
    let mut lines = text.lines().peekable();
    let first = lines.next().unwrap();
    assert!(first.starts_with("JAVA PROFILE 1.0.1, created "), "{first}");
    // Header: up to the separator.
    for l in lines.by_ref() {
        if l == "--------" {
            break;
        }
    }
    while let Some(l) = lines.next() {
        if l.is_empty() {
            continue;
        }
        if let Some(rest) = l.strip_prefix("THREAD START (") {
            let id: u32 = rest.split("id = ").nth(1).unwrap().split(',').next().unwrap().parse().unwrap();
            let name = rest.split("name=\"").nth(1).unwrap().split('"').next().unwrap();
            assert!(rest.starts_with("obj=") && rest.contains(", group=\""), "{l}");
            p.threads.insert(id, name.to_string());
        } else if let Some(rest) = l.strip_prefix("THREAD END (id = ") {
            p.ended.push(rest.trim_end_matches(')').parse().unwrap());
        } else if let Some(rest) = l.strip_prefix("TRACE ") {
            let (serial, tail) = rest.split_once(':').unwrap();
            let thread = tail.strip_prefix(" (thread=").map(|t| t.trim_end_matches(')').parse().unwrap());
            assert!(tail.is_empty() || thread.is_some(), "{l}");
            let mut frames = Vec::new();
            while let Some(f) = lines.peek().and_then(|f| f.strip_prefix('\t')) {
                if f != "<empty>" {
                    assert!(f.ends_with(')') && f.contains('(') && f.contains(':'), "bad frame {f:?}");
                    frames.push(f.to_string());
                }
                lines.next();
            }
            let serial: u32 = serial.parse().unwrap();
            assert!(p.traces.insert(serial, (thread, frames)).is_none(), "TRACE {serial} twice");
        } else if l.starts_with("SITES BEGIN (ordered by live bytes) ") {
            assert_eq!(lines.next(), Some("          percent          live          alloc'ed  stack class"));
            assert_eq!(lines.next(), Some(" rank   self  accum     bytes objs     bytes  objs trace name"));
            let mut rows = Vec::new();
            for r in lines.by_ref() {
                if r == "SITES END" {
                    break;
                }
                let f: Vec<&str> = r.split_whitespace().collect();
                assert_eq!(f.len(), 9, "bad SITES row {r:?}");
                let row = SiteRow {
                    rank: f[0].parse().unwrap(),
                    self_pct: pct(f[1]),
                    accum_pct: pct(f[2]),
                    live_bytes: f[3].parse().unwrap(),
                    live_objs: f[4].parse().unwrap(),
                    alloc_bytes: f[5].parse().unwrap(),
                    alloc_objs: f[6].parse().unwrap(),
                    trace: f[7].parse().unwrap(),
                    class: f[8].to_string(),
                };
                assert!(p.traces.contains_key(&row.trace), "SITES row before its TRACE: {r}");
                rows.push(row);
            }
            p.sites.push(rows);
        } else if l.starts_with("CPU SAMPLES BEGIN (total = ") || l.starts_with("CPU TIME (ms) BEGIN (total = ") {
            let kind = if l.starts_with("CPU SAMPLES") { "samples" } else { "times" };
            let total: u64 = l.split("total = ").nth(1).unwrap().split(')').next().unwrap().parse().unwrap();
            let mut rows = Vec::new();
            // As in the original, the column header comes right after BEGIN
            // (when there are rows) and every TRACE before the section.
            if lines.peek().is_some_and(|n| !n.ends_with(" END")) {
                assert_eq!(lines.next(), Some("rank   self  accum   count trace method"), "no column header after {l:?}");
            }
            for r in lines.by_ref() {
                if r == "CPU SAMPLES END" || r == "CPU TIME (ms) END" {
                    break;
                }
                let row = cpu_row(r);
                assert!(p.traces.contains_key(&row.trace), "CPU row before its TRACE: {r}");
                rows.push(row);
            }
            p.cpu.push((kind.to_string(), total, rows));
        } else if l == "count callee caller time" {
            while let Some(r) = lines.peek() {
                let f: Vec<&str> = r.split(' ').collect();
                if f.len() != 4 || f[0].parse::<u64>().is_err() {
                    break;
                }
                p.old.push((f[0].parse().unwrap(), f[1].to_string(), f[2].to_string(), f[3].parse().unwrap()));
                lines.next();
            }
        } else if let Some(rest) = l.strip_prefix("HEAP DUMP BEGIN (") {
            let objs: u64 = rest.split(' ').next().unwrap().parse().unwrap();
            let bytes: u64 = rest.split(", ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
            let mut body = Vec::new();
            for r in lines.by_ref() {
                if r == "HEAP DUMP END" {
                    break;
                }
                assert!(
                    r.starts_with("ROOT ") || r.starts_with("CLS ") || r.starts_with("OBJ ") || r.starts_with("ARR ") || r.starts_with('\t'),
                    "bad heap dump line {r:?}"
                );
                body.push(r.to_string());
            }
            p.heap.push((objs, bytes, body));
        } else if l == "MONITOR DUMP BEGIN" {
            let mut body = Vec::new();
            for r in lines.by_ref() {
                if r == "MONITOR DUMP END" {
                    break;
                }
                body.push(r.to_string());
            }
            p.monitor_dumps.push(body);
        } else if let Some(rest) = l.strip_prefix("MONITOR TIME BEGIN (total = ") {
            let total: u64 = rest.split(' ').next().unwrap().parse().unwrap();
            if lines.peek() != Some(&"MONITOR TIME END") {
                assert_eq!(lines.next(), Some("rank   self  accum   count trace monitor"));
            }
            let mut rows = Vec::new();
            for r in lines.by_ref() {
                if r == "MONITOR TIME END" {
                    break;
                }
                rows.push(cpu_row(r));
            }
            p.monitor_time.push((total, rows));
        } else {
            panic!("unexpected line {l:?}");
        }
    }
    p
}

impl Profile {
    /// The SITES table with trace serials replaced by their frames (serials
    /// depend on the order of first use; the frames do not).
    fn sites_by_content(&self, i: usize) -> Vec<String> {
        self.sites[i]
            .iter()
            .map(|r| {
                format!(
                    "{} {:.2} {:.2} {} {} {} {} {} [{}]",
                    r.rank,
                    r.self_pct,
                    r.accum_pct,
                    r.live_bytes,
                    r.live_objs,
                    r.alloc_bytes,
                    r.alloc_objs,
                    r.class,
                    self.traces[&r.trace].1.join(" | ")
                )
            })
            .collect()
    }

    /// The rows whose stack has a frame of `class` (the program's own
    /// allocations), without rank and percentages (those depend on the rest).
    fn program_sites(&self, class: &str) -> Vec<String> {
        let mut rows: Vec<String> = self.sites[self.sites.len() - 1]
            .iter()
            .filter(|r| self.traces[&r.trace].1.iter().any(|f| f.starts_with(&format!("{class}."))))
            .map(|r| format!("{} {} {} {} {} [{}]", r.live_bytes, r.live_objs, r.alloc_bytes, r.alloc_objs, r.class, self.traces[&r.trace].1.join(" | ")))
            .collect();
        rows.sort();
        rows
    }

    fn site<'a>(&'a self, class: &str, top_frame: &str) -> Option<&'a SiteRow> {
        self.sites.last()?.iter().find(|r| r.class == class && self.traces[&r.trace].1.first().is_some_and(|f| f.starts_with(top_frame)))
    }
}

fn dumping_lines(stderr: &str) -> usize {
    stderr.lines().filter(|l| l.starts_with("Dumping") && l.ends_with(" done.")).count()
}

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

#[test]
fn help_and_bad_options() {
    let d = out_dir("help");
    let o = rjvm_in(&d, &["-Xrunhprof:help"], "HprofHot", &["1"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    assert!(out.starts_with("Hprof usage: -Xrunhprof[:help]|[:<option>=<value>, ...]"), "{out}");
    for opt in ["heap=dump|sites|all", "cpu=samples|times|old", "monitor=y|n", "format=a|b", "net=<host>:<port>", "cutoff=<value>", "doe=y|n", "interval=<ms>"] {
        assert!(out.contains(opt), "usage lacks {opt}");
    }
    assert!(!out.contains("acc="), "the program must not run after help");
    for bad in ["heap=nothing", "cpu=x", "depth=z", "format=b,cpu=times", "nonsense=1", "net=nohost"] {
        let o = rjvm_in(&d, &[&format!("-Xrunhprof:{bad}")], "HprofHot", &["1"]);
        assert_eq!(o.status.code(), Some(1), "{bad}: {}", text(&o.stderr));
        let err = text(&o.stderr);
        assert!(err.starts_with("hprof: ") && err.contains("Hprof usage:"), "{bad}: {err}");
        assert!(!text(&o.stdout).contains("acc="), "{bad}: the program ran");
    }
}

#[test]
fn default_is_heap_all_and_file_name() {
    let d = out_dir("defaults");
    let o = rjvm_in(&d, &["-Xrunhprof"], "HprofHot", &["100"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let p = parse(&std::fs::read_to_string(d.join("java.hprof.txt")).expect("java.hprof.txt"));
    assert_eq!(p.sites.len(), 1, "heap=all writes SITES");
    assert!(p.cpu.is_empty() && p.monitor_time.is_empty());
    assert_eq!(p.threads.get(&1).map(String::as_str), Some("main"));
    assert!(p.ended.contains(&1), "main's THREAD END");
    let err = text(&o.stderr);
    assert!(err.contains("Dumping Java heap ... allocation sites ... done."), "{err}");
    assert!(text(&o.stdout).starts_with("acc="), "the program's output is unchanged");
}

// ---------------------------------------------------------------------------
// heap=sites
// ---------------------------------------------------------------------------

/// HprofAlloc keeps exactly 480 nodes (from `kept`) and 69 int[8] payloads;
/// it allocates 40 × 2000 garbage nodes in `garbage`.
fn check_alloc_sites(p: &Profile) {
    let kept = p.site("HprofAlloc$Node", "HprofAlloc.kept(").expect("kept Node site");
    assert_eq!((kept.live_objs, kept.alloc_objs), (480, 480), "{kept:?}");
    assert_eq!(kept.live_bytes % 480, 0);
    let payload = p.site("int[]", "HprofAlloc.kept(").expect("kept int[] site");
    assert_eq!((payload.live_objs, payload.alloc_objs), (69, 69), "{payload:?}");
    let rows = p.sites.last().unwrap();
    let total: f64 = rows.iter().map(|r| r.self_pct).sum();
    // Each self percentage is rounded to two decimals.
    let slack = 0.005 * rows.len() as f64 + 0.01;
    assert!(rows.last().unwrap().accum_pct <= 100.0 && (total - rows.last().unwrap().accum_pct).abs() < slack);
    for w in rows.windows(2) {
        assert!(w[0].live_bytes >= w[1].live_bytes, "not ordered by live bytes");
        assert_eq!(w[1].rank, w[0].rank + 1);
    }
}

#[test]
fn sites_are_exact() {
    let (t, _) = profile("sites", "heap=sites,cutoff=0", &["-Xmx16m"], "HprofAlloc", &[]);
    let p = parse(&t);
    check_alloc_sites(&p);
    // With cutoff=0 the dead garbage shows too: all 80000 allocated, none live.
    let g = p.site("HprofAlloc$Node", "HprofAlloc.garbage(").expect("garbage site");
    assert_eq!((g.live_objs, g.alloc_objs), (0, 80_000), "{g:?}");
    let frames = &p.traces[&g.trace].1;
    assert!(frames[0].starts_with("HprofAlloc.garbage(HprofAlloc.java:"), "{frames:?}");
    assert!(frames[1].starts_with("HprofAlloc.main(HprofAlloc.java:"), "{frames:?}");
}

/// The seed paper's central claim: the same program under every collector
/// (and under GC stress) gives the same SITES table.
#[test]
fn sites_identical_under_every_collector() {
    sites_under_every_collector(None);
}

/// The same on the JDK's class library, for the program's own allocation
/// sites. (The rest differs, rightly: the JDK's weak intern caches, such as
/// MethodType's, lose entries at collections and re-create them, and each
/// collector collects at different moments; HotSpot's profile varies so too.)
#[test]
fn program_sites_identical_under_every_collector_in_jdk_mode() {
    sites_under_every_collector(Some("-Xclasslib:jdk"));
}

fn sites_under_every_collector(classlib: Option<&str>) {
    let mut tables: Vec<(String, Vec<String>)> = Vec::new();
    let runs: [&[&str]; 5] = [
        &["-Xgc:marksweep"],
        &["-Xgc:compact"],
        &["-Xgc:copying"],
        &["-Xgc:generational"],
        &["-Xgc:generational", "-XX:+GCALot", "-XX:GCALotInterval=500"],
    ];
    for vm in runs {
        let mut o = vec!["-Xmx8m"];
        o.extend(classlib);
        o.extend_from_slice(vm);
        let name = format!("gc-{}{}", tables.len(), if classlib.is_some() { "-jdk" } else { "" });
        let (t, _) = profile(&name, "heap=sites,depth=6", &o, "HprofAlloc", &[]);
        let p = parse(&t);
        check_alloc_sites(&p);
        tables.push((vm.join(" "), if classlib.is_some() { p.program_sites("HprofAlloc") } else { p.sites_by_content(0) }));
    }
    let (base_name, base) = &tables[0];
    assert!(base.len() > 10, "{base:?}");
    for (name, t) in &tables[1..] {
        if t != base {
            let diff: Vec<String> = base.iter().zip(t).filter(|(a, b)| a != b).map(|(a, b)| format!("- {a}\n+ {b}")).collect();
            panic!("SITES under {name} differ from {base_name}:\n{}\n(lengths {} vs {})", diff.join("\n"), base.len(), t.len());
        }
    }
}

/// A weak cache's values are live in SITES while the cache holds them and stop being live once
/// its keys were collected and the entries expunged, identically under every collector: the
/// OBJECT_FREE (or ARENA_DELETE) of each value comes at the collection that reclaims it.
#[test]
fn weak_cache_live_bytes_drop_under_every_collector() {
    weak_cache_under_every_collector(None);
}

/// The same on the JDK's `WeakHashMap` and reference handling (the program's
/// own sites compared, as in `program_sites_identical_..._in_jdk_mode`).
#[test]
fn weak_cache_live_bytes_drop_under_every_collector_in_jdk_mode() {
    weak_cache_under_every_collector(Some("-Xclasslib:jdk"));
}

fn weak_cache_under_every_collector(classlib: Option<&str>) {
    let mut tables: Vec<(&str, Vec<String>)> = Vec::new();
    for (i, gc) in ["marksweep", "compact", "copying", "generational"].into_iter().enumerate() {
        let gc_opt = format!("-Xgc:{gc}");
        let mut o = vec!["-Xmx16m", gc_opt.as_str()];
        o.extend(classlib);
        // Directory names of one length: user.dir is a string in the heap.
        let name = format!("weak-{i}{}", if classlib.is_some() { "j" } else { "" });
        let (t, out) = profile(&name, "heap=sites,depth=4,cutoff=0", &o, "HprofWeakCache", &[]);
        assert_eq!(text(&out.stdout), "weak cache: 1000 -> 0, strong cache: 100\n", "{gc}");
        let p = parse(&t);
        let weak = p.site("HprofWeakCache$Value", "HprofWeakCache.fillWeak(").unwrap_or_else(|| panic!("{gc}: no weak Value site"));
        assert_eq!((weak.live_objs, weak.live_bytes, weak.alloc_objs), (0, 0, 1000), "{gc}: {weak:?}");
        let entries = p.site("java.util.WeakHashMap$Entry", "java.util.WeakHashMap.put(").unwrap_or_else(|| panic!("{gc}: no Entry site"));
        assert_eq!((entries.live_objs, entries.alloc_objs), (0, 1000), "{gc}: {entries:?}");
        let strong = p.site("HprofWeakCache$Value", "HprofWeakCache.fillStrong(").unwrap_or_else(|| panic!("{gc}: no strong Value site"));
        assert_eq!((strong.live_objs, strong.alloc_objs), (100, 100), "{gc}: {strong:?}");
        tables.push((gc, if classlib.is_some() { p.program_sites("HprofWeakCache") } else { p.sites_by_content(0) }));
    }
    let (base_name, base) = &tables[0];
    for (name, t) in &tables[1..] {
        assert_eq!(t, base, "SITES under {name} differ from {base_name}");
    }
}

#[test]
fn depth_lineno_thread_and_cutoff() {
    let (t, _) = profile("opts", "heap=sites,depth=1,lineno=n,thread=y,cutoff=0.05", &[], "HprofAlloc", &[]);
    let p = parse(&t);
    let rows = &p.sites[0];
    assert!(!rows.is_empty());
    for r in rows {
        assert!(r.self_pct >= 5.0, "row under the cutoff: {r:?}");
        let (thread, frames) = &p.traces[&r.trace];
        assert!(frames.len() <= 1, "depth=1: {frames:?}");
        assert!(thread.is_some(), "thread=y traces name their thread");
        for f in frames {
            assert!(f.ends_with(":Unknown line)"), "lineno=n: {f}");
        }
    }
}

#[test]
fn doe_n_writes_no_dump() {
    let (t, out) = profile("doe", "heap=sites,doe=n", &[], "HprofHot", &["10"]);
    let p = parse(&t);
    assert!(p.sites.is_empty() && p.threads.contains_key(&1));
    assert_eq!(dumping_lines(&text(&out.stderr)), 0);
}

#[test]
fn net_streams_to_a_socket() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let reader = std::thread::spawn(move || {
        let (mut s, _) = listener.accept().unwrap();
        s.set_read_timeout(Some(std::time::Duration::from_secs(60))).unwrap();
        let mut v = String::new();
        s.read_to_string(&mut v).unwrap();
        v
    });
    let d = out_dir("net");
    let o = rjvm_in(&d, &[&format!("-Xrunhprof:heap=sites,net=127.0.0.1:{port}")], "HprofAlloc", &[]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let got = reader.join().unwrap();
    check_alloc_sites(&parse(&got));
    assert!(!d.join("java.hprof.txt").exists(), "net= writes no file");
}

// ---------------------------------------------------------------------------
// CPU
// ---------------------------------------------------------------------------

#[test]
fn cpu_samples_find_the_hot_method() {
    let d = out_dir("samples");
    let o = rjvm_in(
        &d,
        &["-Xrunhprof:cpu=samples,interval=2,file=prof.txt,flame=flame.svg,collapsed=stacks.txt"],
        "HprofHot",
        &["60000"],
    );
    assert!(o.status.success(), "{}", text(&o.stderr));
    let p = parse(&std::fs::read_to_string(d.join("prof.txt")).unwrap());
    assert!(p.sites.is_empty(), "cpu= alone turns heap profiling off");
    let (kind, total, rows) = &p.cpu[0];
    assert_eq!(kind, "samples");
    assert!(*total >= 20, "too few samples: {total}");
    assert_eq!(rows.iter().map(|r| r.count).sum::<u64>(), *total);
    let spin: f64 = rows.iter().filter(|r| r.method == "HprofHot.spin").map(|r| r.self_pct).sum();
    assert!(spin > 80.0, "HprofHot.spin has {spin}% of the samples: {rows:?}");
    assert_eq!(rows[0].method, "HprofHot.spin");
    assert!(!rows.iter().any(|r| r.method.contains("HPROF")), "the sampler samples itself");
    // Flame graph and collapsed stacks.
    let svg = std::fs::read_to_string(d.join("flame.svg")).unwrap();
    assert!(svg.starts_with("<?xml") && svg.contains("<svg") && svg.contains("HprofHot.spin"), "{}", &svg[..svg.len().min(300)]);
    let stacks = std::fs::read_to_string(d.join("stacks.txt")).unwrap();
    let mut n = 0;
    for l in stacks.lines() {
        let (stack, count) = l.rsplit_once(' ').unwrap();
        n += count.parse::<u64>().unwrap();
        // Besides main, a sample may catch the little Java code the VM runs itself: its daemon
        // threads ("Reference Handler", "Finalizer") starting, and the shutdown after main.
        let vm_root = ["java.lang.ref.", "java.lang.Shutdown."].iter().any(|r| stack.starts_with(r));
        assert!(stack.starts_with("HprofHot.main") || vm_root, "root first: {l}");
    }
    assert_eq!(n, *total, "collapsed stacks count every sample");
    assert!(stacks.contains("HprofHot.main;HprofHot.spin "), "{stacks}");
}

#[test]
fn cpu_times_count_calls_exactly() {
    let (t, _) = profile("times", "cpu=times", &[], "HprofHot", &["2000"]);
    let p = parse(&t);
    let (kind, total, rows) = &p.cpu[0];
    assert_eq!(kind, "times");
    let spin = rows.iter().find(|r| r.method == "HprofHot.spin").expect("spin row");
    assert_eq!(spin.count, 300, "exact call count");
    assert_eq!(rows[0].method, "HprofHot.spin", "{rows:?}");
    let frames = &p.traces[&spin.trace].1;
    assert!(frames[0].starts_with("HprofHot.spin(") && frames[1].starts_with("HprofHot.main("), "{frames:?}");
    let cold = rows.iter().find(|r| r.method == "HprofHot.cold");
    assert!(cold.is_none_or(|c| c.count == 1), "{cold:?}");
    assert!(*total > 0);
}

#[test]
fn cpu_old_is_the_prof_table() {
    let (t, _) = profile("old", "cpu=old", &[], "HprofHot", &["500"]);
    let p = parse(&t);
    assert!(p.cpu.is_empty());
    let spin = p.old.iter().find(|r| r.1 == "HprofHot.spin(JI)J").expect("spin row");
    assert_eq!((spin.0, spin.2.as_str()), (300, "HprofHot.main([Ljava/lang/String;)V"));
    let cold = p.old.iter().find(|r| r.1 == "HprofHot.cold(J)J").expect("cold row");
    assert_eq!(cold.0, 1);
}

// ---------------------------------------------------------------------------
// Monitors
// ---------------------------------------------------------------------------

#[test]
fn monitor_contention_time() {
    let (t, out) = profile("monitor", "monitor=y", &[], "HprofWait", &[]);
    let p = parse(&t);
    let (total, rows) = &p.monitor_time[0];
    assert!(!rows.is_empty(), "three threads contend for one lock: {t}");
    let r = rows.iter().find(|r| r.method == "java.lang.Object (Java)").expect("the lock's row");
    assert!(r.count > 0);
    let frames = &p.traces[&r.trace].1;
    assert!(frames[0].starts_with("HprofWait.lambda$main$0(HprofWait.java:"), "{frames:?}");
    let _ = total;
    assert!(text(&out.stderr).contains("Dumping contended monitor usage ..."));
}

// ---------------------------------------------------------------------------
// The C library
// ---------------------------------------------------------------------------

/// Builds `libhprof.so` (cargo, same profile as this test) and copies it to
/// `<scratch>/lib/libhprofc.so`.
fn c_library() -> &'static Path {
    static LIB: OnceLock<PathBuf> = OnceLock::new();
    LIB.get_or_init(|| {
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let mut cmd = Command::new(cargo);
        cmd.current_dir(root()).args(["build", "-p", "rjvm-hprof-so", "--message-format=json"]);
        if !cfg!(debug_assertions) {
            cmd.arg("--release");
        }
        let out = cmd.stderr(Stdio::inherit()).output().expect("cargo build -p rjvm-hprof-so");
        assert!(out.status.success(), "building libhprof.so failed");
        let json = text(&out.stdout);
        let so = json
            .split('"')
            .find(|s| s.ends_with("/libhprof.so"))
            .unwrap_or_else(|| panic!("no libhprof.so in cargo's output"))
            .to_string();
        let dest = scratch().join("lib/libhprofc.so");
        std::fs::copy(&so, &dest).unwrap();
        dest
    })
}

#[test]
fn c_library_gives_the_same_sites() {
    let lib = c_library();
    let libpath = format!("-Djava.library.path={}", lib.parent().unwrap().display());
    let d = out_dir("clib");
    // The VM keeps its command line in Java strings: make it as long as the
    // built-in run's (`-Xrunhprof:heap=all,file=prof.txt`) so that the
    // start-up objects are the same size.
    let o = rjvm_in(&d, &[&libpath, "-Xrunhprofc:heap=all,file=cpr.txt"], "HprofAlloc", &[]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let c = parse(&std::fs::read_to_string(d.join("cpr.txt")).unwrap());
    check_alloc_sites(&c);
    // The heap dump went through the C conversion of HEAP_DUMP too.
    let nodes = c.heap[0].2.iter().filter(|l| l.starts_with("OBJ ") && l.contains("class=HprofAlloc$Node@")).count();
    assert_eq!(nodes, 480);
    // The same -D and working directory (both become property strings).
    let o = rjvm_in(&d, &[&libpath, "-Xrunhprof:heap=all,file=prof.txt"], "HprofAlloc", &[]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let b = parse(&std::fs::read_to_string(d.join("prof.txt")).unwrap());
    assert_eq!(c.sites_by_content(0), b.sites_by_content(0), "C library and built-in agent disagree");
    // Options errors go through ProfilerExit in the C build too.
    let o = rjvm_in(&d, &[&libpath, "-Xrunhprofc:cpu=wrong"], "HprofHot", &["1"]);
    assert_eq!(o.status.code(), Some(1));
    assert!(text(&o.stderr).contains("Hprof usage:"));
    // CPU samples through the C system-thread trampoline.
    let o = rjvm_in(&d, &[&libpath, "-Xrunhprofc:cpu=samples,interval=2,file=cs.txt"], "HprofHot", &["30000"]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let p = parse(&std::fs::read_to_string(d.join("cs.txt")).unwrap());
    assert_eq!(p.cpu[0].2[0].method, "HprofHot.spin", "{:?}", p.cpu);
}

// ---------------------------------------------------------------------------
// format=b, read by a third-party reader
// ---------------------------------------------------------------------------

#[test]
fn binary_dump_opens_in_jvm_hprof() {
    use jvm_hprof::heap_dump::{FieldType, FieldValue, SubRecord};
    use jvm_hprof::{parse_hprof, RecordTag};

    let d = out_dir("binary");
    let o = rjvm_in(&d, &["-Xrunhprof:heap=all,cpu=samples,format=b,interval=2"], "HprofAlloc", &[]);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let bytes = std::fs::read(d.join("java.hprof")).expect("java.hprof (format=b default name)");
    let hprof = parse_hprof(&bytes).unwrap_or_else(|e| panic!("jvm-hprof cannot read the header: {e:?}"));
    assert_eq!(hprof.header().label().unwrap(), "JAVA PROFILE 1.0.2");
    assert!(matches!(hprof.header().id_size(), jvm_hprof::IdSize::U64));

    let mut utf8: HashMap<u64, String> = HashMap::new();
    let mut classes: HashMap<u64, String> = HashMap::new();
    let mut tags: HashMap<RecordTag, usize> = HashMap::new();
    let mut frames = std::collections::HashSet::new();
    let mut frame_methods = Vec::new();
    let mut trace_frames = Vec::new();
    for r in hprof.records_iter() {
        let r = r.unwrap_or_else(|e| panic!("jvm-hprof cannot read a record: {e:?}"));
        *tags.entry(r.tag()).or_default() += 1;
        match r.tag() {
            RecordTag::Utf8 => {
                let u = r.as_utf_8().unwrap().unwrap();
                utf8.insert(u.name_id().id(), u.text_as_str().unwrap().to_string());
            }
            RecordTag::LoadClass => {
                let l = r.as_load_class().unwrap().unwrap();
                classes.insert(l.class_obj_id().id(), utf8[&l.class_name_id().id()].clone());
            }
            RecordTag::StackFrame => {
                let f = r.as_stack_frame().unwrap().unwrap();
                frames.insert(f.id().id());
                frame_methods.push(utf8[&f.method_name_id().id()].clone());
            }
            RecordTag::StackTrace => {
                let t = r.as_stack_trace().unwrap().unwrap();
                for f in t.frame_ids() {
                    trace_frames.push(f.unwrap().id());
                }
            }
            _ => {}
        }
    }
    for t in [RecordTag::StartThread, RecordTag::AllocSites, RecordTag::CpuSamples, RecordTag::ControlSettings, RecordTag::HeapDumpSegment, RecordTag::HeapDumpEnd] {
        assert!(tags.contains_key(&t), "no {t:?} record: {tags:?}");
    }
    assert!(classes.values().any(|n| n == "HprofAlloc$Node"), "LOAD_CLASS uses internal names");
    assert!(classes.values().any(|n| n == "java/lang/String"));
    assert!(frame_methods.iter().any(|m| m == "kept"), "a FRAME for HprofAlloc.kept");
    for f in &trace_frames {
        assert!(frames.contains(f), "TRACE refers to a missing FRAME");
    }

    // The heap dump: class layouts, then every instance decoded with them.
    let mut supers: HashMap<u64, Option<u64>> = HashMap::new();
    let mut fields: HashMap<u64, Vec<(String, FieldType)>> = HashMap::new();
    let mut objects = std::collections::HashSet::new();
    let mut instances: Vec<(u64, u64, Vec<u8>)> = Vec::new();
    let mut array_classes = Vec::new();
    for r in hprof.records_iter() {
        let r = r.unwrap();
        if r.tag() != RecordTag::HeapDumpSegment {
            continue;
        }
        let seg = r.as_heap_dump_segment().unwrap().unwrap();
        for s in seg.sub_records() {
            match s.unwrap_or_else(|e| panic!("jvm-hprof cannot read a heap record: {e:?}")) {
                SubRecord::Class(c) => {
                    let id = c.obj_id().id();
                    objects.insert(id);
                    supers.insert(id, c.super_class_obj_id().map(|s| s.id()));
                    let fs = c.instance_field_descriptors().map(|f| f.unwrap()).map(|f| (utf8[&f.name_id().id()].clone(), f.field_type())).collect();
                    fields.insert(id, fs);
                    for s in c.static_fields() {
                        s.unwrap();
                    }
                }
                SubRecord::Instance(i) => {
                    objects.insert(i.obj_id().id());
                    instances.push((i.obj_id().id(), i.class_obj_id().id(), i.fields().to_vec()));
                }
                SubRecord::ObjectArray(a) => {
                    objects.insert(a.obj_id().id());
                    array_classes.push(a.array_class_obj_id().id());
                }
                SubRecord::PrimitiveArray(a) => {
                    objects.insert(a.obj_id().id());
                }
                _ => {}
            }
        }
    }
    assert!(instances.len() > 500, "{} instances", instances.len());
    // Object arrays name their own array class (readers show `String[]`, not `String`).
    assert!(!array_classes.is_empty());
    for c in &array_classes {
        let name = classes.get(c).unwrap_or_else(|| panic!("array class {c:x} has no LOAD_CLASS"));
        assert!(name.starts_with('['), "{name}");
    }
    let mut nodes = 0;
    let mut dangling = 0;
    for (obj, class, data) in &instances {
        let mut input: &[u8] = data;
        let mut c = Some(*class);
        let mut values = Vec::new();
        while let Some(k) = c {
            for (name, ty) in fields.get(&k).unwrap_or_else(|| panic!("no CLASS_DUMP for the class of {obj:x}")) {
                let (rest, v) = ty.parse_value(input, jvm_hprof::IdSize::U64).unwrap();
                input = rest;
                values.push((name.clone(), v));
            }
            c = supers.get(&k).copied().flatten();
        }
        assert!(input.is_empty(), "instance {obj:x} of {}: {} bytes left", classes.get(class).map_or("?", |s| s), input.len());
        for (_, v) in &values {
            if let FieldValue::ObjectId(Some(id)) = v {
                if !objects.contains(&id.id()) {
                    dangling += 1;
                }
            }
        }
        if classes.get(class).map(String::as_str) == Some("HprofAlloc$Node") {
            nodes += 1;
            assert!(values.iter().any(|(n, v)| n == "value" && matches!(v, FieldValue::Int(_))), "{values:?}");
        }
    }
    assert!(nodes >= 480, "{nodes} Node instances in the dump");
    assert_eq!(dangling, 0, "references to objects missing from the dump");
}

// ---------------------------------------------------------------------------
// SIGQUIT
// ---------------------------------------------------------------------------

#[test]
fn sigquit_dumps_and_the_program_goes_on() {
    use std::io::BufRead;
    let d = out_dir("sigquit");
    let mut child = rjvm_command()
        .env_remove("LD_LIBRARY_PATH")
        .current_dir(&d)
        .arg("-cp")
        .arg(scratch().join("classes"))
        .arg("-Xrunhprof:heap=all,cpu=samples,monitor=y,file=prof.txt")
        .arg("HprofWait")
        .arg("3000")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run rjvm");
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    while out.read_line(&mut line).unwrap() > 0 && !line.contains("ready") {
        line.clear();
    }
    assert!(line.contains("ready"), "the program did not get ready");
    // "ready" is printed just before a 3 s sleep: let main get past the
    // flush (it owns the stream's monitors until then) and into the sleep.
    std::thread::sleep(std::time::Duration::from_millis(500));
    let st = Command::new("kill").arg("-QUIT").arg(child.id().to_string()).status().unwrap();
    assert!(st.success());
    let status = child.wait().unwrap();
    let mut err = String::new();
    child.stderr.take().unwrap().read_to_string(&mut err).unwrap();
    assert!(status.success(), "SIGQUIT must not end the VM: {status}\n{err}");
    assert_eq!(dumping_lines(&err), 2, "one dump on SIGQUIT, one at exit:\n{err}");
    let p = parse(&std::fs::read_to_string(d.join("prof.txt")).unwrap());
    assert_eq!(p.sites.len(), 2);
    assert_eq!(p.cpu.len(), 2);
    assert_eq!(p.heap.len(), 2);
    assert_eq!(p.monitor_dumps.len(), 2);
    // During the sleep, main's frames hold references: Java stack roots, and
    // a thread dump showing main waiting (sleep is a condition-variable wait).
    let roots = &p.heap[0].2;
    assert!(roots.iter().any(|l| l.starts_with("ROOT ") && l.contains("(kind=<Java stack>, thread=1, frame=")), "no Java stack roots");
    assert!(p.monitor_dumps[0].iter().any(|l| l.starts_with("    THREAD 1, trace ") && l.ends_with("status: CW")), "{:?}", p.monitor_dumps[0]);
    // Threads that do not run are not sampled: main sleeps for 3 s, yet no
    // sample shows it sleeping; the workers' contended loop is there.
    let (_, _, rows) = &p.cpu[1];
    assert!(!rows.iter().any(|r| r.method.starts_with("java.lang.Thread.sleep")), "{rows:?}");
    assert!(rows.iter().any(|r| r.method.starts_with("HprofWait.lambda$main$0")), "{rows:?}");
    // Data accumulate: the exit dump has at least the first one's allocations.
    let total = |rows: &Vec<SiteRow>| rows.iter().map(|r| r.alloc_objs).sum::<u64>();
    assert!(total(&p.sites[1]) >= total(&p.sites[0]));
}

// ---------------------------------------------------------------------------
// heap=dump
// ---------------------------------------------------------------------------

#[test]
fn heap_dump_text_is_consistent() {
    let (t, _) = profile("heapdump", "heap=dump", &["-Xgc:copying"], "HprofAlloc", &[]);
    let p = parse(&t);
    assert!(p.sites.is_empty());
    let (objs, bytes, lines) = &p.heap[0];
    // Records and their referents.
    let mut ids: HashMap<String, String> = HashMap::new();
    let mut records = 0;
    let mut sum = 0u64;
    for l in lines {
        for (kind, tag) in [("OBJ ", "class="), ("ARR ", "elem type="), ("CLS ", "name=")] {
            if let Some(rest) = l.strip_prefix(kind) {
                let (id, tail) = rest.split_once(' ').unwrap();
                let what = tail.split(tag).nth(1).unwrap().split([',', ')']).next().unwrap();
                ids.insert(id.to_string(), what.to_string());
                if kind != "CLS " {
                    records += 1;
                    sum += tail.split("sz=").nth(1).unwrap().split(',').next().unwrap().parse::<u64>().unwrap();
                }
            }
        }
    }
    assert_eq!((records, sum), (*objs, *bytes), "HEAP DUMP BEGIN counts");
    // Every Node kept by `keep` is there with its `next` and `payload`
    // references resolving to records of the right kind.
    let mut nodes = 0;
    let mut owner = "";
    for l in lines {
        if l.starts_with("OBJ ") {
            owner = if l.contains("class=HprofAlloc$Node@") { "node" } else { "" };
            if owner == "node" {
                nodes += 1;
                let tr: u32 = l.split("trace=").nth(1).unwrap().split(',').next().unwrap().parse().unwrap();
                assert!(p.traces[&tr].1.first().is_some_and(|f| f.starts_with("HprofAlloc.kept(")), "{l}");
            }
        } else if let Some(f) = l.strip_prefix('\t').filter(|_| owner == "node") {
            let (name, id) = f.split_once('\t').unwrap();
            let target = ids.get(id.trim()).unwrap_or_else(|| panic!("{name} -> {id}: no such record"));
            match name {
                "next" => assert!(target.starts_with("HprofAlloc$Node@"), "{target}"),
                "payload" => assert_eq!(target, "int"),
                _ => panic!("unexpected field {name}"),
            }
        } else if !l.starts_with('\t') {
            owner = "";
        }
    }
    assert_eq!(nodes, 480);
    // Thread roots come from the dump's traces (the JVMPI buffer has no
    // thread-object record): at exit the main thread has ended and the VM's
    // own threads (Signal Dispatcher, Reference Handler, Finalizer) live on;
    // each root is its Thread object, of Thread or one of its subclasses.
    let thread_roots: Vec<&String> = lines.iter().filter(|l| l.starts_with("ROOT ") && l.contains("(kind=<thread>, ")).collect();
    assert!(thread_roots.iter().any(|l| l.contains("(kind=<thread>, id=2, trace=")), "{thread_roots:?}");
    for l in &thread_roots {
        let id = l["ROOT ".len()..].split(' ').next().unwrap();
        let threads = ["java.lang.Thread@", "java.lang.ref.Reference$ReferenceHandler@", "java.lang.ref.Finalizer$FinalizerThread@"];
        assert!(ids.get(id).is_some_and(|c| threads.iter().any(|t| c.starts_with(t))), "{l}: {:?}", ids.get(id));
    }
    assert!(lines.iter().any(|l| l.starts_with("CLS ") && l.contains("(name=HprofAlloc, trace=0)")));
    assert!(lines.iter().any(|l| l.starts_with("\tstatic keep\t")), "HprofAlloc.keep is a static reference");
}
