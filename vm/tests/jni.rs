//! The Java Native Interface end to end, against HotSpot.
//!
//! Each directory `tests/jni/<Name>/` is a program: its Java sources (main
//! class `<Name>`, default package) are compiled with `javac`, and each C
//! file `<lib>.c` there is built (with the `cc` crate's compiler, against
//! rjvm's own `jni.h`, with `tests/jni/include` for the shared helpers) into
//! `lib<lib>.so`. The same classes and the same libraries then run on
//! HotSpot (`java`, the oracle) and on rjvm, with
//! `-Djava.library.path=<dir>`: stdout, the exit code and the first line of
//! stderr must be equal. rjvm also runs every program under each collector
//! in GC-a-lot mode with the heap verifier, where a reference that native
//! code holds across a moving collection and that the VM failed to update
//! shows.
//!
//! The first line of the main Java file may give arguments (`// ARGS: ...`).
//! Other tests here: a C program that embeds the VM through
//! `JNI_CreateJavaVM` (against `libjvm.so` of both VMs), and a JVMPI agent
//! that calls JNI from its event callbacks. Like the other suites, these
//! tests fail (never pass silently) without a C compiler or a JDK.

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::OnceLock;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn jni_dir() -> PathBuf {
    root().join("tests/jni")
}

fn scratch() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let d = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("jni-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    })
}

/// The JDK's tools (`$JAVA_HOME/bin`, else PATH).
fn jdk_tool(tool: &str) -> PathBuf {
    std::env::var_os("JAVA_HOME").map(|h| Path::new(&h).join("bin").join(tool)).filter(|p| p.is_file()).unwrap_or_else(|| PathBuf::from(tool))
}

/// The C compiler, as the `cc` crate finds it (`$CC`, else `cc`), with the
/// flags for shared libraries.
fn c_compiler() -> &'static cc::Tool {
    static TOOL: OnceLock<cc::Tool> = OnceLock::new();
    TOOL.get_or_init(|| {
        let target = if cfg!(target_arch = "aarch64") { "aarch64-unknown-linux-gnu" } else { "x86_64-unknown-linux-gnu" };
        cc::Build::new()
            .target(target)
            .host(target)
            .opt_level(2)
            .cargo_metadata(false)
            .pic(true)
            .warnings(true)
            .try_get_compiler()
            .unwrap_or_else(|e| panic!("no C compiler ({e}): these tests need one"))
    })
}

/// Compile C sources into `out` (a shared library, or an executable) with
/// rjvm's `jni.h` and the tests' helpers on the include path.
fn build_c(sources: &[PathBuf], out: &Path, shared: bool, extra: &[String]) {
    let mut cmd = c_compiler().to_command();
    cmd.arg(format!("-I{}", rjvm_profiler_api::C_INCLUDE_DIR)).arg(format!("-I{}", jni_dir().join("include").display()));
    cmd.args(["-Wall", "-Wextra", "-Werror", "-Wno-unused-parameter", "-pthread"]);
    if shared {
        cmd.arg("-shared");
    }
    cmd.args(sources).arg("-o").arg(out).args(extra);
    let o = cmd.output().unwrap_or_else(|e| panic!("cannot run the C compiler: {e}"));
    assert!(o.status.success(), "compiling {sources:?} failed:\n{}", String::from_utf8_lossy(&o.stderr));
}

/// Compile a program's Java sources and C libraries into a fresh directory.
fn build(name: &str) -> PathBuf {
    let src = jni_dir().join(name);
    let out = scratch().join(name);
    std::fs::create_dir_all(&out).unwrap();
    let mut java = Vec::new();
    let mut c = Vec::new();
    collect(&src, &mut java, &mut c);
    let st = Command::new(jdk_tool("javac"))
        .args(["-encoding", "UTF-8", "-nowarn", "-d"])
        .arg(&out)
        .args(&java)
        .status()
        .unwrap_or_else(|e| panic!("javac not runnable ({e}): these tests need a JDK 17"));
    assert!(st.success(), "javac failed for {name}");
    for f in c {
        let stem = f.file_stem().unwrap().to_string_lossy().to_string();
        build_c(&[f], &out.join(format!("lib{stem}.so")), true, &[]);
    }
    out
}

fn collect(dir: &Path, java: &mut Vec<PathBuf>, c: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            collect(&p, java, c);
        } else if p.extension().is_some_and(|e| e == "java") {
            java.push(p);
        } else if p.extension().is_some_and(|e| e == "c") {
            c.push(p);
        }
    }
}

/// Run a VM on a program's directory (also its working directory).
fn run(vm: &Path, opts: &[&str], dir: &Path, main: &str, args: &[String]) -> Output {
    let mut cmd = Command::new(vm);
    cmd.args(opts).arg(format!("-Djava.library.path={}", dir.display())).arg("-cp").arg(dir).arg(main).args(args);
    for v in ["JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH"] {
        cmd.env_remove(v);
    }
    cmd.env("LC_ALL", "C.UTF-8").env("TZ", "UTC").current_dir(dir).stdin(Stdio::null());
    cmd.output().unwrap_or_else(|e| panic!("cannot run {}: {e}", vm.display()))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn first_line(b: &[u8]) -> String {
    text(b).lines().next().unwrap_or("").to_string()
}

/// The rjvm runs of every program: the default collector, then each
/// collector collecting every 20th allocation with the heap verified after
/// every collection.
const VARIANTS: &[&[&str]] = &[
    &[],
    &["-Xgc:marksweep", "-XX:GCALotInterval=20", "-XX:+VerifyAfterGC"],
    &["-Xgc:compact", "-XX:GCALotInterval=20", "-XX:+VerifyAfterGC"],
    &["-Xgc:copying", "-XX:GCALotInterval=20", "-XX:+VerifyAfterGC"],
    &["-Xgc:generational", "-XX:GCALotInterval=20", "-XX:+VerifyAfterGC"],
];

/// Build `name`, run it on HotSpot and on rjvm (every variant) and compare.
fn differential(name: &str) {
    let dir = build(name);
    let main_src = std::fs::read_to_string(jni_dir().join(name).join(format!("{name}.java"))).unwrap();
    let args: Vec<String> = main_src
        .lines()
        .next()
        .and_then(|l| l.strip_prefix("// ARGS:"))
        .map(|a| a.split_whitespace().map(String::from).collect())
        .unwrap_or_default();
    let oracle = run(&jdk_tool("java"), &["-Xshare:auto", "-XX:TieredStopAtLevel=1"], &dir, name, &args);
    let mut failures = Vec::new();
    for opts in VARIANTS {
        let r = run(Path::new(env!("CARGO_BIN_EXE_rjvm")), opts, &dir, name, &args);
        let mut diffs = Vec::new();
        if r.stdout != oracle.stdout {
            let (a, b) = (text(&oracle.stdout), text(&r.stdout));
            let (al, bl): (Vec<&str>, Vec<&str>) = (a.lines().collect(), b.lines().collect());
            let i = al.iter().zip(&bl).position(|(x, y)| x != y).unwrap_or(al.len().min(bl.len()));
            diffs.push(format!(
                "stdout differs at line {}:\n  java: {:?}\n  rjvm: {:?}",
                i + 1,
                al.get(i).copied().unwrap_or("<end>"),
                bl.get(i).copied().unwrap_or("<end>")
            ));
        }
        if r.status.code() != oracle.status.code() {
            diffs.push(format!("exit: java {:?}, rjvm {:?}", oracle.status, r.status));
        }
        if first_line(&r.stderr) != first_line(&oracle.stderr) {
            diffs.push(format!("stderr: java {:?}, rjvm {:?}", first_line(&oracle.stderr), first_line(&r.stderr)));
        }
        if !diffs.is_empty() {
            let tail: String = text(&r.stderr).lines().rev().take(15).collect::<Vec<_>>().into_iter().rev().collect::<Vec<_>>().join("\n");
            failures.push(format!("rjvm {}:\n{}\nrjvm stderr (tail):\n{tail}", opts.join(" "), diffs.join("\n")));
        }
    }
    assert!(failures.is_empty(), "{name}: rjvm differs from HotSpot\n{}", failures.join("\n\n"));
    // A test that prints nothing proves nothing.
    assert!(oracle.stdout.len() > 100, "{name}: the program printed almost nothing:\n{}", text(&oracle.stdout));
}

/// Every program directory has a test below.
#[test]
fn every_program_is_tested() {
    let me = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jni.rs")).unwrap();
    for e in std::fs::read_dir(jni_dir()).unwrap() {
        let name = e.unwrap().file_name().to_string_lossy().to_string();
        if name != "include" && name != "embed" && name != "agent" {
            assert!(me.contains(&format!("differential(\"{name}\")")), "tests/jni/{name} has no test in vm/tests/jni.rs");
        }
    }
}

#[test]
fn basics() {
    differential("JniBasics");
}

#[test]
fn objects() {
    differential("JniObjects");
}

#[test]
fn strings() {
    differential("JniStrings");
}

#[test]
fn arrays() {
    differential("JniArrays");
}

#[test]
fn refs() {
    differential("JniRefs");
}

#[test]
fn threads() {
    differential("JniThreads");
}
