//! The profiler interface end to end: the C agents of `agents/c-examples`
//! (`count_events.c`, `heap_check.c`, `system_thread.c`, `method_events.c`,
//! `dump_check.c`, `late_ids.c`, `spec_hprof.c`, and the C++ `class_hook.cpp`)
//! are compiled with the system C compiler (`$CC` or `cc`) into a scratch
//! directory and loaded with `-Xrun<name>`; `tests/profiler/*.java` is
//! compiled with `javac`. Like the other suites, these tests fail (never
//! pass silently) when the C compiler or the JDK is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
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
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("profiler-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("lib")).unwrap();
        std::fs::create_dir_all(d.join("classes")).unwrap();
        // The agents.
        let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
        for agent in ["count_events", "heap_check", "system_thread", "method_events", "dump_check", "late_ids", "spec_hprof", "disable_gc"] {
            let out = Command::new(&cc)
                .args(["-shared", "-fPIC", "-Wall", "-Werror", "-o"])
                .arg(d.join(format!("lib/lib{agent}.so")))
                .arg(format!("-I{}", rjvm_profiler_api::C_INCLUDE_DIR))
                .arg(root().join(format!("agents/c-examples/{agent}.c")))
                .output()
                .unwrap_or_else(|e| panic!("`{cc}` not runnable ({e}): these tests need a C compiler"));
            assert!(out.status.success(), "{cc} failed:\n{}", String::from_utf8_lossy(&out.stderr));
        }
        // The C++ agent (jni.h's C++ `JavaVM` form: `jvm->GetEnv(...)`).
        let cxx = std::env::var("CXX").unwrap_or_else(|_| "c++".into());
        let out = Command::new(&cxx)
            .args(["-shared", "-fPIC", "-Wall", "-Werror", "-o"])
            .arg(d.join("lib/libclass_hook.so"))
            .arg(format!("-I{}", rjvm_profiler_api::C_INCLUDE_DIR))
            .arg(root().join("agents/c-examples/class_hook.cpp"))
            .output()
            .unwrap_or_else(|e| panic!("`{cxx}` not runnable ({e}): these tests need a C++ compiler"));
        assert!(out.status.success(), "{cxx} failed:\n{}", String::from_utf8_lossy(&out.stderr));
        // The Java program.
        let javac = std::env::var_os("JAVA_HOME")
            .map(|h| Path::new(&h).join("bin/javac"))
            .filter(|p| p.is_file())
            .unwrap_or_else(|| PathBuf::from("javac"));
        let st = Command::new(&javac)
            .arg("-d")
            .arg(d.join("classes"))
            .arg(root().join("tests/profiler/ProfiledProgram.java"))
            .arg(root().join("tests/profiler/AllocProgram.java"))
            .arg(root().join("tests/profiler/SpinProgram.java"))
            .arg(root().join("tests/profiler/MethodProgram.java"))
            .arg(root().join("tests/profiler/MonitorProgram.java"))
            .arg(root().join("tests/profiler/LateProgram.java"))
            .arg(root().join("tests/profiler/RefProgram.java"))
            .arg(root().join("tests/profiler/SitesProgram.java"))
            .arg(root().join("tests/profiler/NoGcProgram.java"))
            .status()
            .unwrap_or_else(|e| panic!("javac not runnable ({e}): these tests need a JDK 17"));
        assert!(st.success(), "javac failed");
        // The class-load-hook program and the instrumented class.
        for (dir, srcs) in [("hook", &["HookMain.java", "HookTarget.java"][..]), ("hook-new", &["instrumented/HookTarget.java"][..])] {
            let mut c = Command::new(&javac);
            c.arg("-d").arg(d.join(dir));
            for s in srcs {
                c.arg(root().join("tests/profiler/hook").join(s));
            }
            assert!(c.status().unwrap().success(), "javac failed");
        }
        d
    })
}

fn rjvm(opts: &[String], args: &[&str]) -> Output {
    rjvm_main("ProfiledProgram", opts, args)
}

fn rjvm_main(main: &str, opts: &[String], args: &[&str]) -> Output {
    let d = scratch();
    rjvm_command()
        .env_remove("LD_LIBRARY_PATH")
        .env_remove("CLASSPATH")
        .current_dir(d)
        .arg("-cp")
        .arg(d.join("classes"))
        .args(opts)
        .arg(main)
        .args(args)
        .output()
        .expect("run rjvm")
}

fn lib_path() -> String {
    format!("-Djava.library.path=/nonexistent:{}", scratch().join("lib").display())
}

/// The `count_events:` summary line's `key=value` pairs.
fn summary(stderr: &str) -> std::collections::HashMap<String, i64> {
    summary_of(stderr, "count_events: classes=")
}

/// The `key=value` pairs of the first stderr line starting with `prefix`
/// (`agent: key=`).
fn summary_of(stderr: &str, prefix: &str) -> std::collections::HashMap<String, i64> {
    let line = stderr.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("no summary in stderr:\n{stderr}"));
    let skip = prefix.find(' ').unwrap() + 1;
    line[skip..]
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
    // Start-up order: CLASS_LOAD replay (java.lang.Class first: the other
    // class objects' OBJECT_ALLOCs name it), then the main thread.
    assert_eq!(lines[0], "count_events: first class java.lang.Class", "{err}");
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
    let r = rjvm_command()
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

/// `heap_check.c` under every collector: its shadow heap, built from
/// OBJECT_ALLOC / OBJECT_MOVE / OBJECT_FREE / ARENA_DELETE alone, matches
/// every GC_FINISH; every class id is an object of the shadow heap (the
/// class's java.lang.Class object, followed through its moves);
/// GetCallTrace works from inside OBJECT_ALLOC (top frames with source
/// lines, method ids announced by CLASS_LOAD); output is unchanged.
fn heap_events_under(gc: &str, extra: &[&str]) {
    let mut base: Vec<String> = vec![format!("-Xgc:{gc}")];
    base.extend(extra.iter().map(|s| s.to_string()));
    let plain = rjvm_main("AllocProgram", &base, &[]);
    assert_eq!(plain.status.code(), Some(0), "{}", text(&plain.stderr));
    assert_eq!(text(&plain.stdout), "sum=24995000 kept=500 tables=50 len=200\n");
    let mut opts = base.clone();
    opts.push(lib_path());
    opts.push("-Xrunheap_check".into());
    let r = rjvm_main("AllocProgram", &opts, &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{err}");
    assert_eq!(text(&r.stdout), text(&plain.stdout), "{err}");
    let s = summary_of(&err, "heap_check: allocs=");
    assert!(!err.contains("MISMATCH"), "{err}");
    assert_eq!(s["mismatches"], 0, "{err}");
    assert_eq!(s["bad"], 0, "{err}");
    assert_eq!(s["unknown_class"], 0, "{err}");
    assert_eq!(s["unknown_method"], 0, "{err}");
    assert!(s["allocs"] > 1000, "{err}");
    assert!(s["gcs"] >= 2 && s["checks"] == s["gcs"], "{err}");
    assert!(s["traced_lines"] > 1000, "{err}");
    assert!(s["traces"] >= s["traced_lines"], "{err}");
    assert!(s["arenas_new"] >= 1, "{err}");
    match gc {
        "marksweep" => assert!(s["frees"] > 0, "{err}"),
        "compact" => assert!(s["frees"] > 0 && s["moves"] > 0, "{err}"),
        "copying" => assert!(s["moves"] > 0 && s["frees"] > 0 && s["arenas_deleted"] >= 2, "{err}"),
        _ => assert!(s["moves"] > 0 && s["frees"] > 0 && s["arenas_deleted"] >= 1, "{err}"),
    }
    // Objects die one by one (OBJECT_FREE), as in every JVMPI VM: a deleted
    // arena holds nothing any more (Sun's hprof loops forever otherwise).
    assert_eq!(s["arena_freed"], 0, "{err}");
}

#[test]
fn heap_events_marksweep() {
    heap_events_under("marksweep", &[]);
}

#[test]
fn heap_events_compact() {
    heap_events_under("compact", &[]);
}

#[test]
fn heap_events_copying() {
    heap_events_under("copying", &[]);
}

#[test]
fn heap_events_generational() {
    heap_events_under("generational", &[]);
}

#[test]
fn heap_events_with_frequent_collections() {
    // Many collections caused by allocation (minor ones for generational),
    // with the VM's own event checker on the same stream.
    for gc in ["compact", "generational"] {
        heap_events_under(gc, &["-XX:GCALotInterval=300", "-XX:+CheckHeapEvents"]);
    }
}

#[test]
fn heap_events_with_threads() {
    // ProfiledProgram starts a worker thread; the agent's checks still hold.
    let r = rjvm(&[lib_path(), "-Xgc:generational".into(), "-Xrunheap_check".into()], &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{err}");
    assert_eq!(text(&r.stdout), "sum=5050\nlen=1000\n");
    let s = summary_of(&err, "heap_check: allocs=");
    assert_eq!(s["mismatches"], 0, "{err}");
    assert_eq!(s["bad"], 0, "{err}");
    assert!(s["checks"] >= 1, "{err}");
}

/// References and finalizers in play: `heap_check.c`'s shadow heap, kept from the JVMPI heap
/// events alone, still matches every GC_FINISH under every collector (objects freed because
/// their references were cleared, objects kept for their finalizers and freed later).
#[test]
fn heap_events_with_references() {
    heap_events_with_references_on(&["marksweep", "compact", "copying", "generational"], &[]);
}

/// `RefProgram` under `heap_check.c` with each of `gcs`, `lib` giving the class library.
fn heap_events_with_references_on(gcs: &[&str], lib: &[&str]) {
    for gc in gcs {
        let mut opts: Vec<String> = lib.iter().map(|s| s.to_string()).collect();
        opts.extend([format!("-Xgc:{gc}"), "-XX:GCALotInterval=300".into(), lib_path(), "-Xrunheap_check".into()]);
        let r = rjvm_main("RefProgram", &opts, &[]);
        let err = text(&r.stderr);
        assert_eq!(r.status.code(), Some(0), "{gc}: {err}");
        assert_eq!(text(&r.stdout), "weak cleared=100 phantoms=100 cache=0 finalized=true soft=100\n", "{gc}: {err}");
        let s = summary_of(&err, "heap_check: allocs=");
        assert!(!err.contains("MISMATCH"), "{gc}: {err}");
        assert_eq!(s["mismatches"], 0, "{gc}: {err}");
        assert_eq!(s["bad"], 0, "{gc}: {err}");
        assert!(s["gcs"] >= 2 && s["checks"] == s["gcs"], "{gc}: {err}");
    }
}

/// `system_thread.c`: CreateSystemThread (refused before JVM_INIT_DONE; the
/// new daemon thread samples the main thread 20 times with RawMonitorWait,
/// SuspendThread, ThreadHasRun, GetCallTrace, ResumeThread) and RequestEvent (CLASS_LOAD
/// and THREAD_START arrive synchronously with the REQUESTED bit; an unknown
/// id fails, METHOD_ENTRY is not available), while `SpinProgram` runs
/// ~0.5 s of Java loops.
#[test]
fn system_thread_and_request_event() {
    let r = rjvm_main("SpinProgram", &[lib_path(), "-Xrunsystem_thread".into()], &[]);
    let err = text(&r.stderr);
    assert!(r.status.success(), "rjvm failed: {err}");
    assert!(text(&r.stdout).contains("spin done true"), "stdout: {}", text(&r.stdout));
    let s = summary_of(&err, "system_thread: early=");
    assert_eq!(s["early"], -1, "CreateSystemThread before JVM_INIT_DONE must be JNI_ERR: {err}");
    assert_eq!(s["create"], 0, "{err}");
    assert_eq!(s["iterations"], 20, "{err}");
    assert_eq!(s["done"], 1, "{err}");
    assert!(s["nonempty"] >= 10, "main thread traces mostly empty: {err}");
    // The main thread spins between samples: ThreadHasRun, asked while it
    // is suspended, compares with its previous suspension (not this one).
    assert!(s["has_run"] >= 10, "ThreadHasRun mostly false for a spinning thread: {err}");
    assert_eq!(s["started"], 1, "{err}");
    assert_eq!(s["env_ok"], 1, "{err}");
    assert_eq!(s["ended"], 1, "{err}");
    assert_eq!(s["class_req"], 1, "{err}");
    assert_eq!(s["thread_req"], 1, "{err}");
    assert_eq!(s["fail"], -1, "{err}");
    assert_eq!(s["notavail"], 1, "{err}");
    assert_eq!(s["bad"], 0, "{err}");
}

/// `method_events.c` on `MethodProgram`: the summary line's values.
fn method_events(opts: &[&str], agent_opts: &str) -> std::collections::HashMap<String, i64> {
    let mut o: Vec<String> = vec![lib_path(), format!("-Xrunmethod_events:{agent_opts}")];
    o.extend(opts.iter().map(|s| s.to_string()));
    let r = rjvm_main("MethodProgram", &o, &[]);
    let err = text(&r.stderr);
    assert!(r.status.success(), "rjvm failed: {err}");
    assert_eq!(text(&r.stdout), "sum=2664000 depth=1000 counter=400\n", "{err}");
    let s = summary_of(&err, "method_events: entries=");
    // Every exit names the method on top of the thread's shadow stack, every
    // method id was announced by CLASS_LOAD, and GetCallTrace inside
    // METHOD_ENTRY works.
    assert_eq!(s["mismatches"], 0, "{err}");
    assert_eq!(s["unknown"], 0, "{err}");
    assert_eq!(s["top_mismatch"], 0, "{err}");
    assert_eq!(s["pairing_bad"], 0, "{err}");
    // The events were on from the start: every exit had its entry. Frames
    // still open at the end belong to threads blocked for good (the
    // Reference Handler and Finalizer daemons wait in Java methods).
    assert_eq!(s["lost"], 0, "{err}");
    assert!(s["open_frames"] < 20, "{err}");
    s
}

/// METHOD_ENTRY/EXIT from JVM_INIT_DONE on: exact call counts (leaf is
/// called 1000 times directly, 1000 times from `virt` and 666 times from
/// `thrower`, whose other 334 calls throw), entries and exits pair up
/// (exceptions included).
#[test]
fn method_entry_exit_exact() {
    let s = method_events(&[], "count=MethodProgram.leaf");
    assert_eq!(s["calls"], 2666);
    assert_eq!(s["entries"], s["exits"] + s["open_frames"]);
    assert!(s["entries"] > 10_000, "{s:?}");
    // At JVM_SHUT_DOWN: GetMethodClass names leaf's class (and rejects a
    // non-method), RunGC posts one collection, GetCurrentThreadCpuTime
    // advances.
    assert_eq!(s["method_class_ok"], 1, "{s:?}");
    assert_eq!(s["rungc_ok"], 1, "{s:?}");
    assert_eq!(s["cpu_ok"], 1, "{s:?}");
}

/// METHOD_ENTRY2 reports the receiver of instance methods only.
#[test]
fn method_entry2_receivers() {
    let s = method_events(&[], "count=MethodProgram.virt,entry2");
    assert_eq!(s["calls"], 1000);
    assert!(s["receivers"] >= 1000, "{s:?}");
    assert!(s["static_or_null"] >= 2666, "{s:?}");
    assert_eq!(s["entries"], s["exits"] + s["open_frames"]);
}

/// Method events under every collector, collecting every 50 allocations
/// (ids stay announced, frames stay consistent).
#[test]
fn method_events_under_gc_stress() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        let s = method_events(&[&format!("-Xgc:{gc}"), "-XX:+GCALot", "-XX:GCALotInterval=50"], "count=MethodProgram.leaf");
        assert_eq!(s["calls"], 2666, "{gc}");
        assert_eq!(s["entries"], s["exits"] + s["open_frames"], "{gc}");
        // GetMethodClass gives the class's current id (its class object
        // moved under compact, copying and generational).
        assert_eq!(s["method_class_ok"], 1, "{gc}");
    }
}

/// Enabling METHOD_ENTRY/EXIT mid-run (from a system thread) switches every
/// thread to the event-posting interpreter variant, and disabling switches
/// back; exits of frames entered before the switch are the only unpaired
/// events.
#[test]
fn method_events_enabled_mid_run() {
    let mut o: Vec<String> = vec![lib_path(), "-Xrunmethod_events:late".into()];
    o.push("-Xgc:copying".into());
    let r = rjvm_main("SpinProgram", &o, &[]);
    let err = text(&r.stderr);
    assert!(r.status.success(), "rjvm failed: {err}");
    let s = summary_of(&err, "method_events: entries=");
    assert_eq!(s["late_on"], 1, "{err}");
    assert_eq!(s["late_off"], 1, "{err}");
    assert_eq!(s["mismatches"], 0, "{err}");
    assert_eq!(s["top_mismatch"], 0, "{err}");
    // SpinProgram calls work() and currentTimeMillis() in a loop for 0.5 s;
    // the events were on for about 0.1 s of it.
    assert!(s["entries"] > 100, "{err}");
    assert!(s["exits"] >= s["entries"] - 2 && s["exits"] <= s["entries"] + 3, "{err}");
}

/// Java monitor events: two threads contend for one lock, wait with a
/// timeout and sleep; every CONTENDED_ENTER has its CONTENDED_ENTERED on the
/// same thread, and every MONITOR_WAIT (object or sleep) its MONITOR_WAITED.
#[test]
fn monitor_events() {
    let s = method_events(&[], "count=MethodProgram.leaf");
    assert_eq!(s["contended_enter"], s["contended_entered"]);
    assert!(s["contended_enter"] > 0, "{s:?}");
    assert!(s["contended_exit"] > 0, "{s:?}");
    // The Finalizer daemon waits on its queue for good.
    assert_eq!(s["waits"] + s["sleeps"], s["waited"] + s["open_waits"]);
    assert!(s["open_waits"] <= 1, "{s:?}");
    assert!(s["waits"] >= 8, "{s:?}");
    assert!(s["sleeps"] >= 401, "{s:?}");
}

/// The `dump_check:` summary lines' values, per dump.
fn dump_summaries(stderr: &str) -> Vec<std::collections::HashMap<String, String>> {
    stderr
        .lines()
        .filter(|l| l.starts_with("dump_check: "))
        .map(|l| {
            l["dump_check: ".len()..]
                .split_whitespace()
                .map(|kv| {
                    let (k, v) = kv.split_once('=').unwrap();
                    (k.to_string(), v.to_string())
                })
                .collect()
        })
        .collect()
}

fn num(m: &std::collections::HashMap<String, String>, k: &str) -> i64 {
    m[k].parse().unwrap_or_else(|_| panic!("{k}={}", m[k]))
}

/// Checks every dump of `dump_check.c` has: all requests succeeded, the
/// level-1 and level-2 buffers parsed to their ends with the CLASS_LOAD
/// field lists and the JDK 1.2 record set only (no THREAD_OBJ), every
/// reference (class ids included) names an object of the dump, levels 0, 1
/// and 2 list the same objects (a class's CLASS_DUMP standing for its
/// java.lang.Class object), each trace's thread object is in the dump,
/// OBJECT_DUMP of the thread object is an INSTANCE_DUMP of
/// java.lang.Thread, and the agent's own raw monitor appears in the
/// MONITOR_DUMP as owned once by the requesting thread.
fn check_dump(d: &std::collections::HashMap<String, String>, err: &str) {
    assert_eq!(d["rc"], "0/0/0/0/0", "{err}");
    for k in ["bad_refs", "unknown_classes", "parse_errors"] {
        assert_eq!(num(d, k), 0, "{k}: {err}");
    }
    assert_eq!(num(d, "level0"), num(d, "objects"), "{err}");
    assert_eq!(num(d, "level1_objects"), num(d, "objects"), "{err}");
    assert_eq!(num(d, "objects"), num(d, "instances") + num(d, "obj_arrays") + num(d, "prim_arrays") + num(d, "classes"), "{err}");
    assert!(num(d, "classes") > 40 && num(d, "sticky") == num(d, "classes"), "{err}");
    assert_eq!(num(d, "object_dump"), 1, "{err}");
    assert_eq!(num(d, "raw_mine"), 1, "{err}");
    assert!(num(d, "thread_roots") >= 1 && num(d, "traces") == num(d, "thread_roots"), "{err}");
}

/// HEAP_DUMP (levels 0, 1, 2), OBJECT_DUMP and MONITOR_DUMP requested at
/// JVM_SHUT_DOWN, under every collector.
#[test]
fn dumps_at_exit_under_every_collector() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        let r = rjvm_main("MethodProgram", &[lib_path(), "-Xrundump_check".into(), format!("-Xgc:{gc}")], &[]);
        let err = text(&r.stderr);
        assert!(r.status.success(), "{gc}: {err}");
        let d = dump_summaries(&err);
        assert_eq!(d.len(), 1, "{err}");
        assert_eq!(d[0]["reason"], "exit");
        check_dump(&d[0], &err);
    }
}

/// SIGQUIT posts DATA_DUMP_REQUEST on the "Signal Dispatcher" thread; the
/// agent's dumps from there see every thread's frames as roots and, in the
/// MONITOR_DUMP, the Java monitor owned by one thread with another blocked
/// entering it and the monitor a third thread waits on.
#[test]
fn sigquit_posts_data_dump_request() {
    use std::io::BufRead;
    let d = scratch();
    let mut child = rjvm_command()
        .env_remove("LD_LIBRARY_PATH")
        .current_dir(d)
        .arg("-cp")
        .arg(d.join("classes"))
        .arg(lib_path())
        .arg("-Xrundump_check")
        .arg("MonitorProgram")
        .arg("1500")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run rjvm");
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert_eq!(line, "ready\n");
    let st = Command::new("kill").arg("-QUIT").arg(child.id().to_string()).status().unwrap();
    assert!(st.success());
    let r = child.wait_with_output().unwrap();
    let err = text(&r.stderr);
    assert!(r.status.success(), "{err}");
    let dumps = dump_summaries(&err);
    assert_eq!(dumps.len(), 2, "{err}");
    let q = &dumps[0];
    assert_eq!(q["reason"], "sigquit", "{err}");
    check_dump(q, &err);
    assert!(num(q, "frame_roots") > 0, "{err}");
    // main, owner, blocked, waiter, the Signal Dispatcher, the Reference
    // Handler and the Finalizer.
    assert_eq!(num(q, "thread_roots"), 7, "{err}");
    assert_eq!(num(q, "owned"), 1, "{err}");
    assert_eq!(num(q, "entering"), 1, "{err}");
    // The waiter, and the Finalizer on its queue's lock.
    assert_eq!(num(q, "waiting"), 2, "{err}");
    assert_eq!(num(q, "monitor_roots"), 1, "{err}");
    // GetThreadStatus agrees with the monitor dump; SuspendThreadList gives
    // 0 / 14 (already suspended) / 10 (not a thread).
    assert!(num(q, "status_ok") >= 2, "{err}");
    assert_eq!(num(q, "status_bad"), 0, "{err}");
    assert_eq!(num(q, "list_ok"), 1, "{err}");
    assert_eq!(dumps[1]["reason"], "exit", "{err}");
    check_dump(&dumps[1], &err);
}

/// CLASS_LOAD_HOOK from a C++ agent: the class file it hands back (the
/// instrumented HookTarget) is the one that runs.
#[test]
fn class_load_hook_replaces_class() {
    let d = scratch();
    let run = |agent: bool| {
        let mut c = rjvm_command();
        c.env_remove("LD_LIBRARY_PATH").current_dir(d).arg("-cp").arg(d.join("hook"));
        if agent {
            c.arg(lib_path()).arg(format!(
                "-Xrunclass_hook:orig={},new={}",
                d.join("hook/HookTarget.class").display(),
                d.join("hook-new/HookTarget.class").display()
            ));
        }
        c.arg("HookMain").output().unwrap()
    };
    let plain = run(false);
    assert_eq!(text(&plain.stdout), "original\n");
    let r = run(true);
    let err = text(&r.stderr);
    assert!(r.status.success(), "{err}");
    assert_eq!(text(&r.stdout), "instrumented: main\n", "{err}");
    let s = summary_of(&err, "class_hook: hooks=");
    assert_eq!(s["replaced"], 1, "{err}");
    assert!(s["hooks"] >= 2, "{err}");
}

/// Events enabled after start-up meet unknown classes and threads; each is
/// resolved with RequestEvent (CLASS_LOAD by class id, THREAD_START by
/// GetThreadObject), and objects are found with RequestEvent(OBJECT_ALLOC)
/// from inside OBJECT_ALLOC, under every collector.
#[test]
fn unknown_ids_resolved_with_request_event() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        let r = rjvm_main("LateProgram", &[lib_path(), "-Xrunlate_ids".into(), format!("-Xgc:{gc}")], &[]);
        let err = text(&r.stderr);
        assert!(r.status.success(), "{gc}: {err}");
        assert_eq!(text(&r.stdout), "done true\n");
        let s = summary_of(&err, "late_ids: allocs=");
        assert_eq!(s["enabled_late"], 1, "{err}");
        assert_eq!(s["before_enable"], 0, "{err}");
        assert_eq!(s["unresolved"], 0, "{err}");
        assert_eq!(s["obj_request_bad"], 0, "{err}");
        assert!(s["allocs"] > 1000, "{err}");
        assert!(s["class_requests"] >= 1, "{err}");
        // main and helper were running before the events were enabled.
        assert_eq!(s["thread_requests"], 2, "{err}");
        assert!(s["obj_requests"] >= 2, "{err}");
    }
}

/// `spec_hprof.c`, an hprof-style agent written from the JDK 1.2 JVMPI spec
/// alone, on `SitesProgram` with `vm` options: it registers every class on
/// the object its class id names (and dies loudly on an unmapped class id
/// or a trace with an unannounced method), keeps allocation sites with
/// traces, samples CPU with Suspend / ThreadHasRun / GetCallTrace / Resume,
/// walks a level-2 heap dump with the spec's record set only, and reports
/// monitors. Returns its summary and its report.
fn spec_hprof(vm: &[&str]) -> (std::collections::HashMap<String, String>, String) {
    let d = scratch();
    let name = vm.join("").replace([':', '-', '+', '='], "_");
    let file = d.join(format!("spec_hprof{name}.txt"));
    let mut opts: Vec<String> = vm.iter().map(|s| s.to_string()).collect();
    opts.push(lib_path());
    opts.push(format!("-Xrunspec_hprof:file={}", file.display()));
    let r = rjvm_main("SitesProgram", &opts, &[]);
    let err = text(&r.stderr);
    assert!(r.status.success(), "{vm:?}: {err}");
    assert_eq!(text(&r.stdout), "kept=300 counter=801 ok=true\n", "{vm:?}: {err}");
    assert!(!err.contains("ERROR") && !err.contains("FATAL"), "{vm:?}: {err}");
    let line = err.lines().find(|l| l.starts_with("spec_hprof: reason=exit ")).unwrap_or_else(|| panic!("{vm:?}: no summary: {err}"));
    let sum = line["spec_hprof: ".len()..]
        .split_whitespace()
        .map(|kv| {
            let (k, v) = kv.split_once('=').unwrap();
            (k.to_string(), v.to_string())
        })
        .collect();
    (sum, std::fs::read_to_string(&file).unwrap())
}

/// The checks of one `spec_hprof` run (see [`spec_hprof`]).
fn check_spec_hprof(vm: &[&str]) -> std::collections::HashMap<String, String> {
    let (s, report) = spec_hprof(vm);
    let ctx = format!("{vm:?}: {s:?}\n{report}");
    // Every object the agent tracked matches the heap at every GC_FINISH,
    // and every record of the dump resolves.
    for k in ["gc_mismatches", "bad_refs", "dump_unknown_objects", "dump_errors", "requested_objects"] {
        assert_eq!(num(&s, k), 0, "{k}: {ctx}");
    }
    assert_eq!((s["heap_rc"].as_str(), s["monitor_rc"].as_str()), ("0", "0"), "{ctx}");
    assert!(num(&s, "classes") > 40 && num(&s, "dump_classes") == num(&s, "classes"), "{ctx}");
    assert!(num(&s, "thread_roots") >= 1 && num(&s, "monitor_threads") >= 1, "{ctx}");
    // CPU: samples, the hot method on top.
    assert!(num(&s, "cpu_samples") > 0, "{ctx}");
    assert_eq!(s["cpu_top"], "SitesProgram.hot", "{ctx}");
    // Monitors: the blocked thread's contended entry, the waits on Shared.
    assert!(num(&s, "contended") >= 1 && num(&s, "waits") >= 16, "{ctx}");
    assert!(report.lines().any(|l| l.trim_start().starts_with("SitesProgram$Shared contended=")), "{ctx}");
    // SITES: every class named (no <Unknown>), application sites with
    // their traces; the 300 kept Items are live whatever the collector did.
    let sites: Vec<Vec<&str>> = report
        .lines()
        .skip_while(|l| !l.starts_with("SITES BEGIN"))
        .skip(2)
        .take_while(|l| !l.starts_with("SITES END"))
        .map(|l| l.split_whitespace().collect())
        .collect();
    assert!(sites.len() > 20, "{ctx}");
    assert!(sites.iter().all(|r| r.len() == 7 && !r[6].contains("<Unknown>")), "{ctx}");
    let trace_top = |serial: &str| -> String {
        let head = format!("TRACE {serial}:");
        report.lines().skip_while(|l| *l != head).nth(1).unwrap_or("").trim().to_string()
    };
    let kept = sites
        .iter()
        .find(|r| r[6] == "SitesProgram$Item" && r[4] == "300" && trace_top(r[5]).starts_with("SitesProgram.fill(SitesProgram.java:"))
        .unwrap_or_else(|| panic!("no site of the 300 kept Items: {ctx}"));
    assert_eq!(kept[2], "300", "kept Items all live: {ctx}");
    // (A lambda's instance comes from the JDK's metafactory, in JDK mode.)
    for r in sites.iter().filter(|r| r[6].contains("SitesProgram") && !r[6].contains("$$Lambda$")) {
        assert!(trace_top(r[5]).starts_with("SitesProgram"), "site {r:?} has no application trace: {ctx}");
    }
    assert!(sites.iter().any(|r| r[6] == "[LSitesProgram$Item;"), "{ctx}");
    s
}

#[test]
fn hprof_style_agent_under_every_collector() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        check_spec_hprof(&[&format!("-Xgc:{gc}")]);
    }
}

/// The same under a collection every 100 allocations: class ids move
/// (compact, copying, generational) and the agent follows them.
#[test]
fn hprof_style_agent_with_gc_a_lot() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        let s = check_spec_hprof(&[&format!("-Xgc:{gc}"), "-XX:+GCALot", "-XX:GCALotInterval=100"]);
        assert!(num(&s, "frees") > 0, "{gc}: {s:?}");
        if gc != "marksweep" {
            assert!(num(&s, "moves") > 0, "{gc}: {s:?}");
        }
    }
}

/// DisableGC from the allocating thread itself: a full heap ends in
/// OutOfMemoryError under every collector (the generational one used to spin
/// in its allocation slow path for ever, hence the timeout), after the heap
/// has been used beyond the nursery without a single collection.
#[test]
fn disable_gc_ends_in_out_of_memory() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        let d = scratch();
        let mut child = rjvm_command()
            .current_dir(d)
            .args([lib_path(), "-Xrundisable_gc".into(), "-Xmx64m".into(), format!("-Xgc:{gc}"), "-cp".into()])
            .arg(d.join("classes"))
            .arg("NoGcProgram")
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("run rjvm");
        let start = std::time::Instant::now();
        while child.try_wait().unwrap().is_none() {
            if start.elapsed() > std::time::Duration::from_secs(60) {
                let _ = child.kill();
                panic!("{gc}: no OutOfMemoryError after 60 s (allocation slow path spinning?)");
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
        }
        let r = child.wait_with_output().unwrap();
        let err = text(&r.stderr);
        assert_eq!(r.status.code(), Some(3), "{gc}: {err}");
        assert_eq!(text(&r.stdout), "allocated 24 MB without collecting\n", "{gc}");
        assert!(err.contains("disable_gc: disabled=1 gc_starts=0"), "{gc}: {err}");
    }
}

// ---------------------------------------------------------------------------
// The same agents on the JDK's own class library (`-Xclasslib:jdk`): a few
// thousand classes, the JDK's threads, its reference handling and its
// natives calling back into the VM, under the same checks.
// ---------------------------------------------------------------------------

const JDK: &str = "-Xclasslib:jdk";

#[test]
fn jdk_mode_counts_events() {
    let r = rjvm(&[JDK.into(), lib_path(), "-Xruncount_events".into()], &[]);
    let err = text(&r.stderr);
    assert_eq!(r.status.code(), Some(0), "{err}");
    assert_eq!(text(&r.stdout), "sum=5050\nlen=1000\n");
    let s = summary(&err);
    let verbose = rjvm(&[JDK.into(), "-verbose:class".into()], &[]);
    let loaded = text(&verbose.stdout).lines().filter(|l| l.contains("[class,load]") && !l.contains("opened:")).count() as i64;
    assert!(loaded >= 400, "{}", text(&verbose.stdout));
    assert!(s["classes"] >= loaded, "{loaded} classes loaded; {err}");
    assert!(s["methods"] > 5000, "{err}");
    assert_eq!(s["gc"], s["gc_finish"], "{err}");
    assert_eq!((s["init_done"], s["shut_down"], s["bad"]), (1, 1, 0), "{err}");
}

#[test]
fn jdk_mode_heap_events_under_every_collector() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        heap_events_under(gc, &[JDK]);
    }
}

#[test]
fn jdk_mode_heap_events_with_references() {
    heap_events_with_references_on(&["marksweep", "copying"], &[JDK]);
}

#[test]
fn jdk_mode_method_and_monitor_events() {
    for gc in ["generational", "copying"] {
        let s = method_events(&[JDK, &format!("-Xgc:{gc}")], "count=MethodProgram.leaf");
        assert_eq!(s["calls"], 2666, "{gc}");
        assert_eq!(s["entries"], s["exits"] + s["open_frames"], "{gc}");
        assert_eq!((s["method_class_ok"], s["rungc_ok"], s["cpu_ok"]), (1, 1, 1), "{gc}: {s:?}");
        assert_eq!(s["contended_enter"], s["contended_entered"], "{gc}");
        assert!(s["contended_enter"] > 0 && s["sleeps"] >= 401, "{gc}: {s:?}");
        assert_eq!(s["waits"] + s["sleeps"], s["waited"] + s["open_waits"], "{gc}: {s:?}");
    }
}

#[test]
fn jdk_mode_dumps_under_every_collector() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        let r = rjvm_main("MethodProgram", &[JDK.into(), lib_path(), "-Xrundump_check".into(), format!("-Xgc:{gc}")], &[]);
        let err = text(&r.stderr);
        assert!(r.status.success(), "{gc}: {err}");
        let d = dump_summaries(&err);
        assert_eq!(d.len(), 1, "{err}");
        check_dump(&d[0], &err);
    }
}

#[test]
fn jdk_mode_hprof_style_agent_under_every_collector() {
    for gc in ["marksweep", "compact", "copying", "generational"] {
        check_spec_hprof(&[JDK, &format!("-Xgc:{gc}")]);
    }
    let s = check_spec_hprof(&[JDK, "-Xgc:generational", "-XX:+GCALot", "-XX:GCALotInterval=100"]);
    assert!(num(&s, "frees") > 0 && num(&s, "moves") > 0, "{s:?}");
}

#[test]
fn jdk_mode_system_thread_and_request_event() {
    let r = rjvm_main("SpinProgram", &[JDK.into(), lib_path(), "-Xrunsystem_thread".into()], &[]);
    let err = text(&r.stderr);
    assert!(r.status.success(), "rjvm failed: {err}");
    let s = summary_of(&err, "system_thread: early=");
    assert_eq!((s["early"], s["create"], s["iterations"], s["done"]), (-1, 0, 20, 1), "{err}");
    assert!(s["nonempty"] >= 10 && s["has_run"] >= 10, "{err}");
    assert_eq!((s["class_req"], s["thread_req"], s["fail"], s["notavail"], s["bad"]), (1, 1, -1, 1, 0), "{err}");
}
