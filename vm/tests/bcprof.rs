//! The bytecode-counting profilers end to end: `-Xrunmct` (exact method
//! call tree) and `-Xrunbcsample` (samples every N bytecodes) on the
//! programs of `tests/bcprof/`, compiled with `javac` into a scratch
//! directory (the tests fail, never pass silently, without a JDK).
//!
//! * exact counts on `BcExact`, whose bytecodes are counted by hand from
//!   `javac`'s output (listing in the comments), including methods cut short
//!   by an `athrow`, by an exception from a callee and by a throwing `idiv`;
//! * byte-identical exact profiles of `BcWork` across runs, collectors,
//!   GC-a-lot and with hprof loaded as well;
//! * per-thread trees merged deterministically (`BcThreads`);
//! * reproducible sampling with a fixed seed, close to the exact profile;
//! * bad options end start-up with status 1 and the usage.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use rjvm_cct::{overlap, Cct};

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
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("bcprof-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("classes")).unwrap();
        std::fs::create_dir_all(d.join("out")).unwrap();
        let javac = std::env::var_os("JAVA_HOME")
            .map(|h| Path::new(&h).join("bin/javac"))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| PathBuf::from("javac"));
        let st = Command::new(&javac)
            .arg("-d")
            .arg(d.join("classes"))
            .args(["BcExact", "BcWork", "BcThreads", "BcDaemon", "BcLoops"].map(|p| root().join(format!("tests/bcprof/{p}.java"))))
            .status()
            .unwrap_or_else(|e| panic!("javac not runnable ({e}): these tests need a JDK 17"));
        assert!(st.success(), "javac failed");
        d
    })
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn rjvm(opts: &[&str], main: &str) -> Output {
    let d = scratch();
    rjvm_command()
        .env_remove("CLASSPATH")
        .current_dir(d.join("out"))
        .arg("-cp")
        .arg(d.join("classes"))
        .args(opts)
        .arg(main)
        .output()
        .expect("run rjvm")
}

/// The three output files of one profiled run, read back.
struct Profile {
    report: String,
    collapsed: String,
    flame: String,
    stdout: String,
}

/// Runs `main` with `-Xrun<agent>:<options>,file=..` (plus `extra` VM
/// options), writing its outputs under the name `tag`.
fn profile(agent: &str, options: &str, extra: &[&str], main: &str, tag: &str) -> Profile {
    let out = scratch().join("out");
    let base = out.join(tag);
    let b = base.display();
    let sep = if options.is_empty() { "" } else { "," };
    let xrun = format!("-Xrun{agent}:{options}{sep}file={b}.txt,collapsed={b}.collapsed,flame={b}.svg");
    let mut opts: Vec<&str> = extra.to_vec();
    opts.push(&xrun);
    let r = rjvm(&opts, main);
    assert_eq!(r.status.code(), Some(0), "{tag}: {}", text(&r.stderr));
    let read = |ext: &str| std::fs::read_to_string(format!("{b}.{ext}")).unwrap_or_else(|e| panic!("{b}.{ext}: {e}"));
    Profile { report: read("txt"), collapsed: read("collapsed"), flame: read("svg"), stdout: text(&r.stdout) }
}

fn weights(collapsed: &str) -> BTreeMap<String, u64> {
    Cct::parse_collapsed(collapsed).expect("collapsed stacks").context_weights()
}

/// The calls (or samples) column of the report's tree line for `frame` at
/// `depth`, and its self weight.
fn tree_row(report: &str, depth: usize, frame: &str) -> (u64, u64) {
    let tree = report.lines().skip_while(|l| !l.starts_with("CALLING CONTEXT TREE"));
    for l in tree.skip(2) {
        let f: Vec<&str> = l.split_whitespace().collect();
        if f.len() == 7 && f[5] == depth.to_string() && f[6] == frame {
            return (f[4].parse().unwrap(), f[3].parse().unwrap());
        }
    }
    panic!("no tree row for {frame} at depth {depth} in:\n{report}")
}

#[test]
fn exact_counts_match_the_bytecode() {
    exact_counts(&[], "exact");
}

/// The program's own counts are the same on the JDK's class library (its
/// string concatenation, exceptions and start-up are callees' or other
/// contexts' bytecodes).
#[test]
fn exact_counts_match_the_bytecode_in_jdk_mode() {
    exact_counts(&["-Xclasslib:jdk"], "exact-jdk");
}

fn exact_counts(lib: &[&str], tag: &str) {
    let p = profile("mct", "", lib, "BcExact", tag);
    assert_eq!(p.stdout, "45 3\n");
    let w = weights(&p.collapsed);
    let main = "BcExact.main(java.lang.String[])";
    let get = |ctx: &str| w.get(ctx).copied().unwrap_or_else(|| panic!("no context {ctx} in\n{}", p.collapsed));
    // main: bipush invokestatic(loop) istore_1 iconst_0 istore_2 iconst_2
    // invokestatic(mid, throws through) | handler: astore_3 iinc |
    // iconst_1 iconst_0 invokestatic(div, throws) | handler: astore_3 iinc |
    // getstatic iload_1 iload_2 invokedynamic invokevirtual return = 20.
    assert_eq!(get(main), 20);
    // loop(10): iconst_0 istore_1 iconst_0 istore_2 (4); 10 iterations of
    // iload_2 iload_0 if_icmpge iload_1 iload_2 invokestatic istore_1 iinc
    // goto (90); the last test iload_2 iload_0 if_icmpge (3); iload_1
    // ireturn (2) = 99.
    assert_eq!(get(&format!("{main};BcExact.loop(int)")), 99);
    // add: iload_0 iload_1 iadd ireturn, 10 calls.
    assert_eq!(get(&format!("{main};BcExact.loop(int);BcExact.add(int,int)")), 40);
    // mid(2): iload_0 iconst_1 iadd istore_1 iload_1 invokestatic(cut),
    // then cut's exception unwinds it = 6.
    assert_eq!(get(&format!("{main};BcExact.mid(int)")), 6);
    // cut(3): iload_0 iconst_2 imul istore_1 iload_1 ifle new dup ldc
    // invokespecial athrow = 11 (the athrow counts).
    assert_eq!(get(&format!("{main};BcExact.mid(int);BcExact.cut(int)")), 11);
    // div(1, 0): iload_0 iload_1 idiv, which throws and counts = 3.
    assert_eq!(get(&format!("{main};BcExact.div(int,int)")), 3);
    // Call counts in the report.
    assert_eq!(tree_row(&p.report, 3, "BcExact.add(int,int)"), (10, 40));
    assert_eq!(tree_row(&p.report, 2, "BcExact.loop(int)"), (1, 99));
    assert_eq!(tree_row(&p.report, 1, main), (1, 20));
    // The exception constructor runs in cut's context, as a callee.
    assert!(w.keys().any(|k| k.starts_with(&format!("{main};BcExact.mid(int);BcExact.cut(int);java.lang.IllegalStateException.<init>"))), "{}", p.collapsed);
    assert!(p.report.contains("exits of frames entered before profiling: 0"), "{}", p.report);
    // The report's total is the sum of the collapsed weights.
    let total: u64 = w.values().sum();
    assert!(p.report.contains(&format!("total {total} bytecodes;")), "{}", p.report);
    assert!(p.flame.contains("<svg") && p.flame.contains("BcExact.loop(int)"), "{}", p.flame);
}

#[test]
fn exact_profile_is_identical_across_runs_collectors_and_agents() {
    let base = profile("mct", "", &[], "BcWork", "work-0");
    assert!(base.collapsed.lines().count() > 100, "{}", base.collapsed);
    let runs: &[(&str, &[&str])] = &[
        ("work-again", &[]),
        ("work-marksweep", &["-Xgc:marksweep"]),
        ("work-compact", &["-Xgc:compact"]),
        ("work-copying", &["-Xgc:copying"]),
        ("work-generational", &["-Xgc:generational"]),
        ("work-gcalot-ms", &["-Xgc:marksweep", "-XX:+GCALot", "-XX:GCALotInterval=500"]),
        ("work-gcalot-copying", &["-Xgc:copying", "-XX:+GCALot", "-XX:GCALotInterval=500"]),
        ("work-gcalot-gen", &["-Xgc:generational", "-XX:+GCALot", "-XX:GCALotInterval=500"]),
    ];
    for (tag, opts) in runs {
        let p = profile("mct", "", opts, "BcWork", tag);
        assert_eq!(p.stdout, base.stdout, "{tag}");
        assert!(p.collapsed == base.collapsed, "{tag}: collapsed stacks differ");
        assert!(p.report == base.report, "{tag}: reports differ");
        assert!(p.flame == base.flame, "{tag}: flame graphs differ");
    }
    // With hprof (allocation sites: OBJECT_ALLOC with stack traces) loaded
    // first, and with another profile of the same kind alongside.
    let hprof = format!("-Xrunhprof:heap=sites,file={}", scratch().join("out/work.hprof.txt").display());
    let p = profile("mct", "", &[&hprof], "BcWork", "work-hprof");
    assert!(p.collapsed == base.collapsed && p.report == base.report, "with hprof: profiles differ");
    let p = profile("mct", "", &["-Xrunbcsample:file=none,flame=none,collapsed=none,interval=777"], "BcWork", "work-bcsample");
    assert!(p.collapsed == base.collapsed && p.report == base.report, "with bcsample: profiles differ");
}

/// On the JDK's library, the contexts made of the program's own frames only
/// are identical under every collector. (The JDK's callees are not: its weak
/// intern caches, MethodType's among them, are cleared at each collector's
/// own moments and re-filled, which is more bytecode; so on HotSpot too.)
#[test]
fn program_contexts_are_identical_across_collectors_in_jdk_mode() {
    let own = |p: &Profile| -> BTreeMap<String, u64> {
        weights(&p.collapsed).into_iter().filter(|(ctx, _)| ctx.split(';').all(|f| f.starts_with("BcWork"))).collect()
    };
    let base = profile("mct", "", &["-Xclasslib:jdk"], "BcWork", "work-jdk");
    let base_own = own(&base);
    assert!(base_own.len() > 20, "{base_own:?}");
    assert!(base.collapsed.lines().any(|l| l.contains(";java.lang.")), "JDK callees are profiled too");
    for (tag, gc) in [("work-jdk-copying", &["-Xgc:copying"][..]), ("work-jdk-gen-gcalot", &["-Xgc:generational", "-XX:+GCALot", "-XX:GCALotInterval=500"])] {
        let mut opts = vec!["-Xclasslib:jdk"];
        opts.extend_from_slice(gc);
        let p = profile("mct", "", &opts, "BcWork", tag);
        assert_eq!(p.stdout, base.stdout, "{tag}");
        assert_eq!(own(&p), base_own, "{tag}: the program's own contexts differ");
    }
}

#[test]
fn threads_are_merged_deterministically() {
    let worker = "BcThreads$Worker.run()";
    let a = profile("mct", "", &[], "BcThreads", "threads-1");
    let b = profile("mct", "", &["-Xgc:copying"], "BcThreads", "threads-2");
    assert!(a.stdout.starts_with("ok "), "{}", a.stdout);
    let of_workers = |p: &Profile| p.collapsed.lines().filter(|l| l.starts_with(worker)).map(str::to_string).collect::<Vec<_>>();
    assert!(!of_workers(&a).is_empty(), "{}", a.collapsed);
    assert_eq!(of_workers(&a), of_workers(&b));
    // Three threads ran the worker: their trees merged into one context.
    assert_eq!(tree_row(&a.report, 1, worker).0, 3);
    let mix = format!("{worker};BcThreads.work(int);BcThreads.mix(long,int)");
    let w = weights(&a.collapsed);
    // mix: lload_0 ldc2_w lmul iload_2 i2l lload_0 bipush lushr lxor ladd
    // lreturn = 11 bytecodes, 20000 calls per worker.
    assert_eq!(w[&mix], 3 * 20000 * 11, "{}", a.collapsed);
}

/// The tree of a thread still running at the exit is taken with the thread
/// stopped, and Java called from a native (reflection's `invoke0`) is a
/// context under that native.
#[test]
fn daemon_trees_are_taken_at_exit_and_natives_are_contexts() {
    let p = profile("mct", "", &["-Xclasslib:jdk"], "BcDaemon", "daemon");
    assert_eq!(p.stdout, "ok 42\n");
    let w = weights(&p.collapsed);
    // target: iload_0 iconst_3 imul ireturn, called once through the native.
    let target = w.iter().filter(|(k, _)| k.ends_with("NativeMethodAccessorImpl.invoke0(java.lang.reflect.Method,java.lang.Object,java.lang.Object[]);BcDaemon.target(int)")).map(|(_, &v)| v).collect::<Vec<_>>();
    assert_eq!(target, vec![4], "{}", p.collapsed);
    // The daemon's loop: spin (iload_0 iconst_1 iadd ireturn) has no poll,
    // so the thread was stopped between calls: 4 bytecodes per call.
    let spin = w.iter().find(|(k, _)| k.starts_with("java.lang.Thread.run();") && k.ends_with("BcDaemon.lambda$main$0();BcDaemon.spin(int)"));
    let spin = *spin.unwrap_or_else(|| panic!("no daemon context in\n{}", p.collapsed)).1;
    assert!(spin > 0 && spin % 4 == 0, "spin: {spin}");
    let (calls, weight) = tree_row(&p.report, 4, "BcDaemon.spin(int)");
    assert_eq!((weight, weight / 4), (spin, calls), "{}", p.report);
    assert!(p.report.contains("exits of frames entered before profiling: 0"), "{}", p.report);
}

#[test]
fn sampling_is_reproducible_and_close_to_exact() {
    let exact = profile("mct", "", &[], "BcWork", "sample-exact");
    let a = profile("bcsample", "interval=1000,seed=5", &[], "BcWork", "sample-a");
    let b = profile("bcsample", "interval=1000,seed=5", &["-Xgc:copying", "-XX:+GCALot", "-XX:GCALotInterval=500"], "BcWork", "sample-b");
    assert!(a.collapsed == b.collapsed && a.report == b.report, "same seed, different samples");
    let c = profile("bcsample", "interval=1000,seed=6", &[], "BcWork", "sample-c");
    assert!(a.collapsed != c.collapsed, "the seed changes nothing");
    let (e, s) = (Cct::parse_collapsed(&exact.collapsed).unwrap(), Cct::parse_collapsed(&a.collapsed).unwrap());
    let o = overlap(&e, &s);
    assert!(o > 85.0, "overlap with the exact profile only {o:.2}%");
    // The estimated total is within a few percent of the exact one.
    let (te, ts) = (e.total_weight() as f64, s.total_weight() as f64);
    assert!((ts / te - 1.0).abs() < 0.05, "exact {te}, estimated {ts}");
    assert!(a.report.contains("interval 1000 + jitter 0..=100 bytecodes, seed 5"), "{}", a.report);
}

/// Without jitter a context gets one sample per `interval` bytecodes it
/// executed, to within a sample per activation: a loop without calls, whose
/// samples wait for its activation's next call or return, gets all of them,
/// and the samples due when a class initialiser starts (Java run nested in
/// main's activation by a getstatic) are main's, not the initialiser's.
#[test]
fn samples_are_charged_to_the_activation_that_reached_them() {
    let exact = weights(&profile("mct", "", &[], "BcLoops", "loops-exact").collapsed);
    let p = profile("bcsample", "interval=1000,jitter=0", &[], "BcLoops", "loops-sampled");
    let sampled = weights(&p.collapsed);
    let main = "BcLoops.main(java.lang.String[])";
    for (ctx, slack) in [(main.to_string(), 3), (format!("{main};BcLoops.spin(int)"), 1), (format!("{main};BcLoops$Init.<clinit>()"), 1)] {
        let (e, s) = (exact[&ctx] as i64, sampled.get(&ctx).copied().unwrap_or(0) as i64);
        assert!(e > 200_000, "{ctx}: {e} bytecodes");
        assert!((s - e).abs() <= slack * 1000, "{ctx}: exact {e}, sampled {s}\n{}", p.collapsed);
    }
    let (te, ts) = (exact.values().sum::<u64>() as i64, sampled.values().sum::<u64>() as i64);
    assert!((ts - te).abs() <= 1000, "exact {te}, sampled {ts}");
}

#[test]
fn bad_options_stop_the_vm_with_the_usage() {
    for (xrun, msg) in [
        ("-Xrunmct:depth=0", "depth=0"),
        ("-Xrunmct:bogus", "unknown option `bogus`"),
        ("-Xrunmct:help", "usage: -Xrunmct"),
        ("-Xrunbcsample:interval=0", "interval=0"),
        ("-Xrunbcsample:jitter=-1", "jitter=-1"),
        ("-Xrunbcsample:help", "usage: -Xrunbcsample"),
    ] {
        let r = rjvm(&[xrun], "BcExact");
        let err = text(&r.stderr);
        assert_eq!(r.status.code(), Some(1), "{xrun}: {err}");
        assert!(err.contains(msg), "{xrun}: {err}");
        assert!(r.stdout.is_empty(), "{xrun}: the program ran");
    }
}
