//! Command-line tests: the `rjvm` launcher against HotSpot's `java` launcher.
//!
//! Small programs are compiled (and jars built) at test time into a fixture directory under
//! `CARGO_TARGET_TMPDIR`. Each test runs the same command line on both VMs, in that directory, and
//! compares the exit code and the first line of stderr (some tests compare more). Like the
//! differential suite, these tests fail (never pass silently) when `java`/`javac` are missing.

#[path = "support/libjvm.rs"]
mod libjvm_build;

use std::ffi::{OsStr, OsString};
use std::fs;
use std::io::{self, Read, Write};
use std::os::unix::ffi::OsStrExt;
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
fn run_in<A: AsRef<OsStr> + std::fmt::Debug>(exe: &Path, dir: &Path, args: &[A]) -> Run {
    run_in_env(exe, dir, args, &[])
}

/// [`run_in`] with the variables `env` set.
fn run_in_env<A: AsRef<OsStr> + std::fmt::Debug>(exe: &Path, dir: &Path, args: &[A], env: &[(&str, &str)]) -> Run {
    let mut cmd = Command::new(exe);
    cmd.args(args).current_dir(dir);
    for v in SCRUBBED_ENV {
        cmd.env_remove(v);
    }
    cmd.envs(env.iter().copied());
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
    libjvm_build::ensure_jdk_libjvm();
    PathBuf::from(env!("CARGO_BIN_EXE_rjvm"))
}

/// Runs the same command line on HotSpot and on rjvm, in the fixture directory.
fn both<A: AsRef<OsStr> + std::fmt::Debug>(args: &[A]) -> (Run, Run) {
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

fn context<A: std::fmt::Debug>(args: &[A], hs: &Run, rj: &Run) -> String {
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
        "Unbound.java",
        r#"
import java.lang.management.ManagementFactory;

public class Unbound {
    public static void main(String[] args) throws Exception {
        try {
            Object p = Class.forName("jdk.internal.vm.VMSupport").getMethod("getAgentProperties").invoke(null);
            System.out.println("agent properties: " + (p != null));
        } catch (java.lang.reflect.InvocationTargetException e) {
            System.out.println("caught " + e.getCause());
        }
        try {
            System.out.println("runtime bean: " + (ManagementFactory.getRuntimeMXBean() != null));
        } catch (Throwable e) {
            System.out.println("caught " + e);
        }
        System.out.println("still running");
    }
}
"#,
    ),
    (
        "JoinWorker.java",
        r#"
public class JoinWorker {
    public static void main(String[] a) throws Exception {
        Thread w = new Thread(() -> System.out.println("worker ran"), "worker");
        w.start();
        w.join();
        System.gc();
        System.out.println("joined");
    }
}
"#,
    ),
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
        "Modules.java",
        r#"import java.lang.reflect.Method;

// Compiled with --release 8: the module API through reflection.
public class Modules {
    public static void main(String[] args) throws Exception {
        java.lang.reflect.Field f = String.class.getDeclaredField("value");
        try {
            f.setAccessible(true);
            System.out.println("java.lang opened: " + java.lang.reflect.Array.getLength(f.get("abc")));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName() + ": " + e.getMessage().replaceAll("@[0-9a-f]+", "@"));
        }
        Class<?> moduleClass = Class.forName("java.lang.Module");
        Method getModule = Class.class.getMethod("getModule");
        Object nio = getModule.invoke(Class.forName("sun.nio.ch.Util"));
        Object mine = getModule.invoke(Modules.class);
        Method isExported = moduleClass.getMethod("isExported", String.class, moduleClass);
        System.out.println("sun.nio.ch exported: " + isExported.invoke(nio, "sun.nio.ch", mine));
        Class<?> layer = Class.forName("java.lang.ModuleLayer");
        Object boot = layer.getMethod("boot").invoke(null);
        Method find = layer.getMethod("findModule", String.class);
        for (String m : new String[] {"java.sql", "java.desktop"}) {
            System.out.println(m + ": " + ((java.util.Optional<?>) find.invoke(boot, m)).isPresent());
        }
        System.out.println("property: " + System.getProperty("jdk.module.addopens.0"));
    }
}
"#,
    ),
    (
        "Props.java",
        // The class path, a property and the arguments as UTF-16 code units; "load:X" loads X.
        r#"public class Props {
    static String hex(String s) {
        StringBuilder b = new StringBuilder();
        for (char c : s.toCharArray()) {
            b.append(Integer.toHexString(c)).append(' ');
        }
        return b.toString().trim();
    }

    public static void main(String[] args) {
        System.out.println("cp=" + System.getProperty("java.class.path"));
        String p = System.getProperty("p");
        if (p != null) {
            System.out.println("p=" + hex(p));
        }
        for (String a : args) {
            if (a.startsWith("load:")) {
                String n = a.substring(5);
                try {
                    Class.forName(n);
                    System.out.println(n + " found");
                } catch (ClassNotFoundException e) {
                    System.out.println(n + " missing");
                }
            } else {
                System.out.println("arg=" + hex(a));
            }
        }
    }
}
"#,
    ),
    (
        "Oom.java",
        r#"import java.util.ArrayList;
import java.util.List;

public class Oom {
    public static void main(String[] args) {
        List<long[]> l = new ArrayList<>();
        try {
            while (true) {
                l.add(new long[32 * 1024]);
            }
        } catch (OutOfMemoryError e) {
            l = null;
            System.out.println("caught " + e.getMessage());
        }
    }
}
"#,
    ),
    (
        "Churn.java",
        r#"public class Churn {
    public static void main(String[] args) {
        Object keep = null;
        long sum = 0;
        for (int i = 0; i < 300000; i++) {
            Object[] o = new Object[40];
            if (i % 1000 == 0) {
                keep = o;
            }
            sum += o.length;
        }
        System.gc();
        System.out.println("done " + sum + " " + (keep != null));
    }
}
"#,
    ),
    (
        "cp/Main.java",
        // Loads the classes the Class-Path tests put in jars and directories, and reads a resource
        // of a Class-Path jar.
        r#"package cp;

public class Main {
    public static void main(String[] args) throws Exception {
        String[] names = {"One", "Nested", "Two", "Three", "Four", "Five", "Dir", "NoSlash", "Six"};
        for (String n : names) {
            try {
                Class.forName("cp." + n);
                System.out.println(n + " found");
            } catch (ClassNotFoundException e) {
                System.out.println(n + " missing");
            }
        }
        System.out.println("cp=" + System.getProperty("java.class.path"));
        java.net.URL u = Main.class.getResource("/res/one.txt");
        String where = u == null ? "null" : u.toString().replace(System.getProperty("user.dir"), "CWD");
        System.out.println("res " + where);
        if (u != null) {
            java.io.InputStream in = u.openStream();
            byte[] b = new byte[100];
            int n = in.read(b);
            System.out.println("text " + new String(b, 0, n, "UTF-8").trim());
        }
    }
}
"#,
    ),
    ("cp/One.java", "package cp;\n\npublic class One {\n}\n"),
    ("cp/Nested.java", "package cp;\n\npublic class Nested {\n}\n"),
    ("cp/Two.java", "package cp;\n\npublic class Two {\n}\n"),
    ("cp/Three.java", "package cp;\n\npublic class Three {\n}\n"),
    ("cp/Four.java", "package cp;\n\npublic class Four {\n}\n"),
    ("cp/Five.java", "package cp;\n\npublic class Five {\n}\n"),
    ("cp/Dir.java", "package cp;\n\npublic class Dir {\n}\n"),
    ("cp/NoSlash.java", "package cp;\n\npublic class NoSlash {\n}\n"),
    ("cp/Six.java", "package cp;\n\npublic class Six {\n}\n"),
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
    build_class_path_jars(&dir, &classes);
    Fixture { dir, java }
}

/// The jars and directories of the Class-Path tests, under `cpapp/` and around it: `app.jar`
/// (main class cp.Main) names, relative to itself, `lib/one.jar` (which names `nested.jar` in
/// turn and holds `res/one.txt`), `../shared/two.jar`, an absolute path, a `file:` URL, a
/// `%20`-escaped name, an http URL (ignored), the directory `lib/` (with a slash: a directory),
/// `classesdir` (no slash: a jar, so nothing), a missing jar, and `lib/one.jar` again.
fn build_class_path_jars(dir: &Path, classes: &Path) {
    let class = |n: &str| vec![(format!("cp/{n}.class"), fs::read(classes.join(format!("cp/{n}.class"))).unwrap())];
    let jar = |p: PathBuf, attrs: &[&str], entries: Vec<(String, Vec<u8>)>| {
        write_jar_with_manifest(&p, attrs, &entries).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
    };
    let app = dir.join("cpapp");
    let mut one = class("One");
    one.push(("res/one.txt".into(), b"from one.jar\n".to_vec()));
    jar(app.join("lib/one.jar"), &["Class-Path: nested.jar"], one);
    jar(app.join("lib/nested.jar"), &[], class("Nested"));
    jar(dir.join("shared/two.jar"), &[], class("Two"));
    jar(dir.join("abs/three.jar"), &[], class("Three"));
    jar(dir.join("fileurl/four.jar"), &[], class("Four"));
    jar(app.join("sp ace/five.jar"), &[], class("Five"));
    jar(app.join("six.jar"), &[], class("Six"));
    for (d, n) in [("lib", "Dir"), ("classesdir", "NoSlash")] {
        let p = app.join(d).join("cp");
        fs::create_dir_all(&p).unwrap();
        fs::copy(classes.join(format!("cp/{n}.class")), p.join(format!("{n}.class"))).unwrap();
    }
    let cp = format!(
        "Class-Path: lib/one.jar ../shared/two.jar {} file:{} sp%20ace/five.jar http://example.invalid/six.jar lib/ classesdir missing.jar lib/one.jar",
        dir.join("abs/three.jar").display(),
        dir.join("fileurl/four.jar").display()
    );
    jar(app.join("app.jar"), &["Main-Class: cp.Main", &cp], class("Main"));
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
    let main = main_class.map(|m| format!("Main-Class: {m}"));
    write_jar_with_manifest(path, main.as_deref().into_iter().collect::<Vec<_>>().as_slice(), entries)
}

/// A jar whose manifest has the given attribute lines (long ones folded at 72 bytes, as the
/// JDK writes them).
fn write_jar_with_manifest(path: &Path, attributes: &[&str], entries: &[(String, Vec<u8>)]) -> io::Result<()> {
    use zip::write::SimpleFileOptions;
    if let Some(d) = path.parent() {
        fs::create_dir_all(d)?;
    }
    let mut z = zip::ZipWriter::new(fs::File::create(path)?);
    let opts = SimpleFileOptions::default();
    let mut manifest = String::from("Manifest-Version: 1.0\r\nCreated-By: rjvm cli tests\r\n");
    for a in attributes {
        let mut line = a.as_bytes();
        let mut first = true;
        while !line.is_empty() {
            let n = line.len().min(if first { 72 } else { 71 });
            if !first {
                manifest.push(' ');
            }
            manifest.push_str(std::str::from_utf8(&line[..n]).unwrap());
            manifest.push_str("\r\n");
            line = &line[n..];
            first = false;
        }
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
    for (i, l) in r.stdout.lines().enumerate() {
        // HotSpot's first line names the image it opened (rjvm's, the library).
        if i == 0 && l.starts_with('[') && l.contains("][info][class,load] opened: ") {
            continue;
        }
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

// ---------------------------------------------------------------------------
// Class-Path manifests and class-path wildcards
// ---------------------------------------------------------------------------

/// Same exit code, stdout and stderr.
fn same_output<A: AsRef<OsStr> + std::fmt::Debug>(args: &[A]) -> (Run, Run) {
    let (hs, rj) = both(args);
    assert_eq!(hs.code, rj.code, "exit codes differ\n{}", context(args, &hs, &rj));
    assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(args, &hs, &rj));
    assert_eq!(hs.stderr, rj.stderr, "stderr differs\n{}", context(args, &hs, &rj));
    (hs, rj)
}

#[test]
fn jar_manifest_class_path() {
    let (hs, _) = same_output(&["-jar", "cpapp/app.jar"]);
    assert!(hs.stdout.starts_with("One found\nNested found\nTwo found\nThree found\nFour found\nFive found\nDir found\nNoSlash missing\nSix missing\n"), "{}", hs.stdout);
    assert!(hs.stdout.contains("res jar:file:CWD/cpapp/lib/one.jar!/res/one.txt\ntext from one.jar\n"), "{}", hs.stdout);
}

#[test]
fn jar_manifest_class_path_from_elsewhere() {
    // Relative Class-Path entries are relative to the jar, not to the current directory.
    let jar = fixture().dir.join("cpapp/app.jar");
    let jar = jar.to_str().unwrap();
    let (hs, rj) = (run_in(&fixture().java, Path::new("/"), &["-jar", jar]), run_in(&rjvm_exe(), Path::new("/"), &["-jar", jar]));
    assert_eq!(hs.code, Some(0), "{}", hs.stderr);
    assert_eq!(hs.stdout, rj.stdout, "stdout differs\n{}", context(&["-jar", jar], &hs, &rj));
}

#[test]
fn class_path_jars_follow_their_manifests() {
    same_output(&["-cp", "cpapp/app.jar", "cp.Main"]);
}

#[test]
fn class_path_wildcards() {
    let d = fixture().dir.join("wild");
    let _ = fs::remove_dir_all(&d);
    for (dir, name, class) in [("wild/lib", "a.jar", "cp/One"), ("wild/lib", "b.JAR", "cp/Two"), ("wild/lib", "c.Jar", "cp/Three"), ("wild/lib", "d.zip", "cp/Four"), ("wild/lib/sub", "e.jar", "cp/Five")] {
        let bytes = fs::read(fixture().dir.join("classes").join(format!("{class}.class"))).unwrap();
        write_jar_with_manifest(&fixture().dir.join(dir).join(name), &[], &[(format!("{class}.class"), bytes)]).unwrap();
    }
    fs::create_dir_all(d.join("empty")).unwrap();
    // Props alone in a directory: the cp classes are only in the jars.
    fs::create_dir_all(d.join("props")).unwrap();
    fs::copy(fixture().dir.join("classes/Props.class"), d.join("props/Props.class")).unwrap();
    let loads = ["load:cp.One", "load:cp.Two", "load:cp.Three", "load:cp.Four", "load:cp.Five"];
    for cp in ["wild/props:wild/lib/*", "wild/lib/*:wild/props", "wild/props:wild/empty/*", "wild/props:wild/none/*", "wild/props:wild/lib/sub/*:wild/lib/*.jar"] {
        let mut args = vec!["-cp", cp, "Props"];
        args.extend(loads);
        let (hs, _) = same_output(&args);
        assert_eq!(hs.code, Some(0), "{}", hs.stderr);
    }
    // A bare `*`: the jars of the current directory.
    let lib = fixture().dir.join("wild/lib");
    let mut args = vec!["-cp", "*:../props", "Props"];
    args.extend(loads);
    let (hs, rj) = (run_in(&fixture().java, &lib, &args), run_in(&rjvm_exe(), &lib, &args));
    assert_eq!(hs.stdout, rj.stdout, "{}", context(&args, &hs, &rj));
    assert!(hs.stdout.contains("cp.One found\ncp.Two found\ncp.Three missing"), "{}", hs.stdout);
}

// ---------------------------------------------------------------------------
// Versions and help
// ---------------------------------------------------------------------------

/// Where each VM printed its version: (stdout lines, stderr lines).
fn version_streams(r: &Run) -> (usize, usize) {
    (r.stdout.lines().filter(|l| l.contains("Runtime Environment") || l.contains("full version") || l.starts_with("openjdk 17") || l.starts_with("rjvm 0")).count(), r.stderr.lines().filter(|l| l.contains("Runtime Environment") || l.contains("full version")).count())
}

#[test]
fn version_options() {
    for (opt, program_runs) in [("--version", false), ("-version", false), ("--show-version", true), ("-showversion", true), ("--full-version", false), ("-fullversion", false)] {
        let args = [opt, "-cp", "classes", "Hello"];
        let (hs, rj) = both(&args);
        assert_eq!(hs.code, rj.code, "{opt}\n{}", context(&args, &hs, &rj));
        assert_eq!(version_streams(&hs), version_streams(&rj), "{opt}: version printed on another stream\n{}", context(&args, &hs, &rj));
        assert_eq!(hs.stdout.contains("hello 0"), program_runs, "{opt}");
        assert_eq!(rj.stdout.contains("hello 0"), program_runs, "{opt}\n{}", context(&args, &hs, &rj));
        let text = if opt.starts_with("--") { &rj.stdout } else { &rj.stderr };
        assert!(text.starts_with("rjvm "), "{opt}: rjvm names itself where java does\n{text}");
        if opt.ends_with("version") && !opt.contains("full") {
            // HotSpot's three lines, in its shape.
            let lines: Vec<&str> = text.lines().take(3).collect();
            let hs_text = if opt.starts_with("--") { &hs.stdout } else { &hs.stderr };
            let hs_lines: Vec<&str> = hs_text.lines().take(3).collect();
            assert_eq!(lines.len(), 3, "{text}");
            assert_eq!(lines[0].contains("version \""), hs_lines[0].contains("version \""), "{opt}: {lines:?} vs {hs_lines:?}");
            assert!(lines[1].starts_with("rjvm Runtime Environment (build ") && hs_lines[1].starts_with("OpenJDK Runtime Environment (build "));
            assert!(lines[2].starts_with("rjvm 64-Bit ") && lines[2].contains(" VM (build ") && hs_lines[2].contains("64-Bit Server VM (build "));
        }
    }
    // -version ends the options: what follows is not even looked at.
    let (hs, rj) = both(&["-version", "-Xbogus"]);
    assert_eq!((hs.code, rj.code), (Some(0), Some(0)));
    same_exit_and_stderr1(&["-Xbogus", "-version"]);
    // --show-version without a class: the usage on the same stream, exit 1.
    let (hs, rj) = both(&["--show-version"]);
    assert_eq!((hs.code, rj.code), (Some(1), Some(1)));
    assert!(hs.stdout.contains("Usage:") && rj.stdout.contains("Usage:"), "{}", context(&["--show-version"], &hs, &rj));
}

#[test]
fn extra_options_help() {
    for (opt, on_stdout) in [("-X", false), ("--help-extra", true)] {
        let (hs, rj) = both(&[opt]);
        assert_eq!((hs.code, rj.code), (Some(0), Some(0)), "{}", context(&[opt], &hs, &rj));
        let (h, r) = if on_stdout { (&hs.stdout, &rj.stdout) } else { (&hs.stderr, &rj.stderr) };
        let last = "These extra options are subject to change without notice.";
        assert!(h.contains(last) && r.contains(last), "{opt} on the wrong stream\n{}", context(&[opt], &hs, &rj));
        for o in ["-Xgc:", "-Xrun", "-Xverify:", "-Xclasslib:", "-Xlog:", "-Xss<size>", "-Xmx<size>", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:HeapDumpPath="] {
            assert!(r.contains(o), "{opt} does not list {o}:\n{r}");
        }
    }
}

// ---------------------------------------------------------------------------
// Unified logging
// ---------------------------------------------------------------------------

/// `[0.012s][info][gc] ...` → `[info][gc] ...` (the uptime and its padding differ by run).
fn no_uptime(s: &str) -> String {
    s.lines()
        .map(|l| match l.strip_prefix('[').and_then(|r| r.split_once("s]")) {
            Some((t, rest)) if t.trim().parse::<f64>().is_ok() => rest.to_string(),
            _ => l.to_string(),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn xlog_errors_and_warnings() {
    for opt in ["-Xlog:foo", "-Xlog:gc=loud", "-Xlog:gc::bogus", "-Xlog:gc+gc", "-Xlog:gc+heap+exit+a+b+c", "-Xlog:gc:file=nodir/x.log", "-Xlog:gc:file=g.log::foo=1", "-Xlog:gc:file=g.log::filecount=x"] {
        let args = [opt, "-cp", "classes", "Hello"];
        let (hs, rj) = both(&args);
        assert_eq!(hs.code, Some(1), "{opt}: {}", hs.stderr);
        assert_eq!(hs.code, rj.code, "{}", context(&args, &hs, &rj));
        assert_eq!(hs.stderr, rj.stderr, "{}", context(&args, &hs, &rj));
        assert_eq!(no_uptime(&hs.stdout), no_uptime(&rj.stdout), "{}", context(&args, &hs, &rj));
    }
    // A valid selection that names no tag set rjvm (or HotSpot) logs: a warning, then the program.
    let args = ["-Xlog:gc+safepoint", "-cp", "classes", "Hello"];
    let (hs, rj) = both(&args);
    assert_eq!((hs.code, rj.code), (Some(0), Some(0)));
    let warning = "[warning][logging] No tag set matches selection: gc+safepoint. Did you mean any of the following? gc*";
    assert!(no_uptime(&hs.stdout).starts_with(warning) && no_uptime(&rj.stdout).starts_with(warning), "{}", context(&args, &hs, &rj));
    // Output options of stdout are ignored, with a warning.
    let args = ["-Xlog:disable", "-Xlog:all=warning:stdout:uptime,level,tags:filecount=3", "-cp", "classes", "Hello"];
    let (hs, rj) = both(&args);
    assert_eq!(no_uptime(&hs.stdout), no_uptime(&rj.stdout), "{}", context(&args, &hs, &rj));
    // -Xlog:help: exit 0, the syntax on stdout.
    let (hs, rj) = both(&["-Xlog:help"]);
    assert_eq!((hs.code, rj.code), (Some(0), Some(0)));
    assert_eq!(hs.stdout.lines().next(), rj.stdout.lines().next());
}

/// The tag sets and the words of JDK 17's `-Xlog:gc*` with the Serial collector.
fn gc_log_shape(vm: &str, out: &str) {
    let lines: Vec<String> = no_uptime(out).lines().filter(|l| l.starts_with("[info]")).map(str::to_string).collect();
    let tagsets: BTreeSet<String> = lines.iter().map(|l| l[7..].split(']').next().unwrap().trim().to_string()).collect();
    for t in ["gc", "gc,init", "gc,start", "gc,heap", "gc,cpu", "gc,heap,exit"] {
        assert!(tagsets.contains(t), "{vm}: no [{t}] line in\n{out}");
    }
    assert!(lines.iter().any(|l| l.starts_with("[info][gc") && l.contains("] Using ")), "{vm}: {out}");
    assert!(lines.iter().any(|l| l.contains("] GC(0) Pause ") && l.contains("(Allocation Failure)")), "{vm}: {out}");
    assert!(lines.iter().any(|l| l.contains(" Pause Full (System.gc()) ") && l.ends_with("ms")), "{vm}: {out}");
    assert!(lines.iter().any(|l| l.contains("] GC(0) User=") && l.contains(" Sys=") && l.contains(" Real=")), "{vm}: {out}");
    assert!(lines.iter().any(|l| l.ends_with("] Heap")), "{vm}: {out}");
}

use std::collections::BTreeSet;

#[test]
fn xlog_gc_outputs() {
    // -Xlog:gc and -verbose:gc: the same lines, on stdout.
    for opt in ["-Xlog:gc", "-verbose:gc"] {
        let args = ["-Xmx64m", opt, "-cp", "classes", "Churn"];
        let (hs, rj) = both(&["-XX:+UseSerialGC", "-Xmx64m", opt, "-cp", "classes", "Churn"]);
        let rj2 = run_in(&rjvm_exe(), &fixture().dir, &args);
        for (vm, r) in [("HotSpot", &hs), ("rjvm", &rj2)] {
            assert_eq!(r.code, Some(0), "{vm}: {}", r.stderr);
            let out = no_uptime(&r.stdout);
            let mut lines = out.lines();
            assert!(lines.next().unwrap().starts_with("[info][gc] Using "), "{vm}: {out}");
            assert!(out.contains("[info][gc] GC(0) Pause "), "{vm}: {out}");
            assert!(out.lines().any(|l| l.starts_with("[info][gc] GC(") && l.contains(" Pause Full (System.gc()) ")), "{vm}: {out}");
            assert!(out.ends_with("done 12000000 true"), "{vm}: {out}");
        }
        let _ = rj;
    }
    // -Xlog:gc*: the tag sets of JDK 17's Serial collector.
    let (hs, _) = both(&["-XX:+UseSerialGC", "-Xmx64m", "-Xlog:gc*", "-cp", "classes", "Churn"]);
    gc_log_shape("HotSpot", &hs.stdout);
    let rj = run_in(&rjvm_exe(), &fixture().dir, &["-Xmx64m", "-Xlog:gc*", "-cp", "classes", "Churn"]);
    gc_log_shape("rjvm", &rj.stdout);
    // To stderr and to a file (with %p), decorations chosen.
    let rj = run_in(&rjvm_exe(), &fixture().dir, &["-Xmx64m", "-Xlog:gc:stderr", "-cp", "classes", "Churn"]);
    assert!(no_uptime(&rj.stderr).starts_with("[info][gc] Using "), "{}", rj.stderr);
    assert_eq!(rj.stdout, "done 12000000 true\n");
    let d = fixture().dir.join("logs");
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    for vm in [&fixture().java, &rjvm_exe()] {
        let r = run_in(vm, &d, &["-Xmx64m", "-Xlog:gc:file=gc-%p.log:uptime,pid", "-cp", "../classes", "Churn"]);
        assert_eq!(r.stdout, "done 12000000 true\n", "{}", r.stderr);
    }
    let logs: Vec<PathBuf> = fs::read_dir(&d).unwrap().map(|e| e.unwrap().path()).collect();
    assert_eq!(logs.len(), 2, "{logs:?}");
    for l in logs {
        let pid = l.file_name().unwrap().to_str().unwrap().trim_start_matches("gc-").trim_end_matches(".log").to_string();
        let text = fs::read_to_string(&l).unwrap();
        let first = text.lines().next().unwrap();
        assert!(first.contains(&format!("][{pid}] Using ")), "{}: {first}", l.display());
    }
}

// ---------------------------------------------------------------------------
// Heap dumps on OutOfMemoryError
// ---------------------------------------------------------------------------

/// The heap-dump lines with the pid, sizes and times taken out.
fn dump_lines(out: &str, pid_name: &str) -> String {
    out.lines()
        .map(|l| {
            let l = if pid_name.is_empty() { l.to_string() } else { l.replace(pid_name, "java_pidN.hprof") };
            match l.split_once(" bytes in ") {
                Some((a, _)) if a.starts_with("Heap dump file created [") => "Heap dump file created [N bytes in T secs]".to_string(),
                _ => l,
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn heap_dump_on_out_of_memory() {
    let d = fixture().dir.join("oom");
    for (path, pre) in [(None, None), (Some("dumps"), None), (Some("dumps/"), None), (Some("my.hprof"), None), (Some("my.hprof"), Some("exists")), (Some("nodir/x.hprof"), None), (Some(""), None)] {
        let mut hs_out = String::new();
        let mut results = Vec::new();
        for vm in [&fixture().java, &rjvm_exe()] {
            let _ = fs::remove_dir_all(&d);
            fs::create_dir_all(d.join("dumps")).unwrap();
            if pre.is_some() {
                fs::write(d.join("my.hprof"), b"old").unwrap();
            }
            let opt = path.map(|p| format!("-XX:HeapDumpPath={p}"));
            let mut args = vec!["-Xmx16m", "-XX:+HeapDumpOnOutOfMemoryError"];
            args.extend(opt.as_deref());
            args.extend(["-cp", "../classes", "Oom"]);
            let r = run_in(vm, &d, &args);
            // The file the message names exists (and is new), or the message says why not.
            let named: Vec<PathBuf> = ["", "dumps"]
                .iter()
                .flat_map(|sub| fs::read_dir(d.join(sub)).unwrap().map(|e| e.unwrap().path()))
                .filter(|p| p.extension().is_some_and(|e| e == "hprof"))
                .collect();
            let pid_name = named.iter().filter_map(|p| p.file_name()?.to_str().filter(|n| n.starts_with("java_pid")).map(str::to_string)).next().unwrap_or_default();
            let out = dump_lines(&r.stdout, &pid_name);
            if vm == &fixture().java {
                hs_out = out.clone();
            }
            results.push((r.code, out, named.len()));
        }
        assert_eq!(results[0], results[1], "HeapDumpPath {path:?} (pre-existing {pre:?}):\nHotSpot:\n{hs_out}\nrjvm:\n{}", results[1].1);
        assert!(hs_out.starts_with("java.lang.OutOfMemoryError: Java heap space\nDumping heap to "), "{hs_out}");
    }
    // The file is only readable by its owner, like HotSpot's.
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    let r = run_in(&rjvm_exe(), &d, &["-Xmx16m", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:HeapDumpPath=x.hprof", "-cp", "../classes", "Oom"]);
    assert_eq!(r.code, Some(0), "{}", r.stderr);
    use std::os::unix::fs::PermissionsExt;
    assert_eq!(fs::metadata(d.join("x.hprof")).unwrap().permissions().mode() & 0o777, 0o600);
}

#[test]
fn xx_flag_forms() {
    for opt in ["-XX:HeapDumpOnOutOfMemoryError", "-XX:HeapDumpOnOutOfMemoryError=true", "-XX:+HeapDumpPath", "-XX:HeapDumpPath", "-XX:+NoSuchFlagAnywhere"] {
        let (hs, _) = same_exit_and_stderr1(&[opt, "-cp", "classes", "Hello"]);
        assert_eq!(hs.code, Some(1));
    }
}

// ---------------------------------------------------------------------------
// Sizes HotSpot rejects (issue 18)
// ---------------------------------------------------------------------------

#[test]
fn memory_sizes_like_hotspot() {
    let cases = [
        "-Xss0", "-Xss1", "-Xss1k", "-Xss135k", "-Xss139263", "-Xss1g", "-Xss1025m", "-Xss10g", "-Xss-1", "-Xss", "-Xssfoo", "-Xss1.5m", "-Xss+1m", "-Xss1kk",
        "-Xss18446744073709551615", "-Xss18446744073709551616", "-Xmx0", "-Xmx1", "-Xmx1k", "-Xmx2047k", "-Xmx-1", "-Xmx", "-Xmxfoo", "-Xmx99999999999999999999",
        "-Xmx18446744073709551615", "-Xmx16777216t", "-Xmx100t", "-Xms0", "-Xms1", "-Xms1k", "-Xms1023k", "-Xms-1", "-Xmsfoo", "-Xmn0", "-Xmn1", "-Xmn1k", "-Xmn-1",
        "-Xmnfoo", "-Xmn", "-Xmn100t",
    ];
    for opt in cases {
        let args = [opt, "-cp", "classes", "Hello"];
        let (hs, rj) = both(&args);
        assert_eq!(hs.code, rj.code, "{}", context(&args, &hs, &rj));
        assert_eq!(hs.stderr, rj.stderr, "{}", context(&args, &hs, &rj));
        if hs.code != Some(0) {
            assert_eq!(hs.stdout, rj.stdout, "{}", context(&args, &hs, &rj));
        }
    }
    same_output(&["-Xms64m", "-Xmx32m", "-cp", "classes", "Hello"]);
}

// ---------------------------------------------------------------------------
// Bytes that are not UTF-8 (issue 18)
// ---------------------------------------------------------------------------

fn os(b: &[u8]) -> OsString {
    OsStr::from_bytes(b).to_os_string()
}

#[test]
fn non_utf8_command_line() {
    let cases: Vec<Vec<OsString>> = vec![
        // Arguments: each malformed sequence is one U+FFFD.
        vec![os(b"-cp"), os(b"classes"), os(b"Props"), os(b"a\xffb"), os(b"\xc3\xa9"), os(b"\xe2\x82"), os(b"\xf0\x9f\x98\x80")],
        // A -D value.
        vec![os(b"-Dp=v\xfe"), os(b"-cp"), os(b"classes"), os(b"Props")],
        // A class-path entry that does not exist.
        vec![os(b"-cp"), os(b"classes:\xff/x"), os(b"Props"), os(b"load:Hello")],
        // The main class name.
        vec![os(b"-cp"), os(b"classes"), os(b"Pr\xffops")],
        // -jar with such a name.
        vec![os(b"-jar"), os(b"\xff.jar")],
        // An option.
        vec![os(b"-X\xff"), os(b"-cp"), os(b"classes"), os(b"Hello")],
    ];
    for args in cases {
        same_output(&args);
    }
}

/// JDK mode (`-Xclasslib:jdk`): rjvm boots the installed JDK 17's own class
/// library (its `initPhase1-3`, the module boot layer, the system class
/// loader) and runs a program with the same output and exit code as HotSpot;
/// an uncaught exception is printed by the JDK's own code, the same text.
#[test]
fn jdk_class_library_runs_hello_and_uncaught_exceptions() {
    let f = fixture();
    let args = ["-cp", "classes", "Hello", "a", "b"];
    let hs = run_in(&f.java, &f.dir, &args);
    let rj = run_in(&rjvm_exe(), &f.dir, &["-Xclasslib:jdk", "-cp", "classes", "Hello", "a", "b"]);
    assert_eq!((hs.code, &hs.stdout), (rj.code, &rj.stdout), "{}", context(&args, &hs, &rj));
    let args = ["-cp", "classes", "Deep"];
    let hs = run_in(&f.java, &f.dir, &args);
    let rj = run_in(&rjvm_exe(), &f.dir, &["-Xclasslib:jdk", "-cp", "classes", "Deep"]);
    assert_eq!((hs.code, &hs.stdout, hs.err1()), (rj.code, &rj.stdout, rj.err1()), "{}", context(&args, &hs, &rj));
}

/// The module system's launcher options (`--add-opens`, `--add-exports`,
/// `--add-modules`, `--limit-modules`, `--add-reads`, `--patch-module`,
/// `--module-path`/`-p`, both `--opt value` and `--opt=value`) reach the
/// JDK's ModuleBootstrap as HotSpot passes them; its errors end start-up as
/// HotSpot's do; `-Djdk.module.*` and `--illegal-access` are ignored with
/// HotSpot's warnings.
#[test]
fn module_system_options() {
    let cases: &[&[&str]] = &[
        &[],
        &["--add-opens", "java.base/java.lang=ALL-UNNAMED"],
        &["--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-exports", "java.base/sun.nio.ch=ALL-UNNAMED"],
        &["--add-modules", "java.sql"],
        &["--limit-modules", "java.base,java.sql"],
        &["--add-modules=java.nosuch"],
        &["--add-exports=bad"],
        &["--add-reads", "java.base=ALL-UNNAMED", "--patch-module", "java.base=nothing"],
        &["-p", "cp", "--add-modules", "ALL-MODULE-PATH"],
        &["-Djdk.module.addopens.0=java.base/java.lang=ALL-UNNAMED"],
        &["--illegal-access=permit"],
    ];
    for opts in cases {
        let mut args: Vec<&str> = opts.to_vec();
        args.extend(["-cp", "classes", "Modules"]);
        same_output(&args);
    }
}

/// The embedded library has no module system: the module options are
/// accepted and change nothing; a missing value is a usage error.
#[test]
fn module_options_on_the_embedded_library() {
    let f = fixture();
    let plain = run_in(&rjvm_exe(), &f.dir, &["-Xclasslib:embedded", "-cp", "classes", "Hello", "a"]);
    let with = run_in(&rjvm_exe(), &f.dir, &["-Xclasslib:embedded", "--add-opens", "java.base/java.lang=ALL-UNNAMED", "--add-modules=java.sql", "-cp", "classes", "Hello", "a"]);
    assert_eq!((plain.code, &plain.stdout), (Some(0), &with.stdout), "{}", with.stderr);
    assert_eq!(with.code, Some(0), "{}", with.stderr);
    let missing = run_in(&rjvm_exe(), &f.dir, &["--add-opens"]);
    assert_eq!(missing.code, Some(1), "{}", missing.stderr);
    assert!(missing.stderr.starts_with("Error: --add-opens requires modules specification"), "{}", missing.stderr);
}

/// Without `-Xclasslib:` rjvm runs on the installed JDK 17's library, and on
/// the embedded one when it cannot (here: its own `libjvm.so` is missing);
/// `-version` and `-verbose:class` say which, and the program runs either way.
#[test]
fn default_class_library_is_the_jdk_and_falls_back_to_the_embedded_one() {
    let f = fixture();
    let version = |env: &[(&str, &str)]| {
        let mut cmd = Command::new(rjvm_exe());
        cmd.arg("-version").envs(env.iter().copied());
        String::from_utf8_lossy(&cmd.output().unwrap().stderr).into_owned()
    };
    let v = version(&[]);
    assert!(v.contains("class library: JDK 17"), "{v}");
    let v = version(&[("RJVM_LIBJVM", "/nonexistent/libjvm.so")]);
    assert!(v.contains("class library: embedded (jdk-stubs)"), "{v}");
    for (env, opened) in [(None, true), (Some("/nonexistent/libjvm.so"), false)] {
        let mut cmd = Command::new(rjvm_exe());
        cmd.args(["-verbose:class", "-cp", "classes", "Hello", "a"]).current_dir(&f.dir);
        if let Some(e) = env {
            cmd.env("RJVM_LIBJVM", e);
        }
        let o = cmd.output().unwrap();
        let out = String::from_utf8_lossy(&o.stdout);
        assert_eq!(o.status.code(), Some(0), "{out}{}", String::from_utf8_lossy(&o.stderr));
        assert_eq!(out.lines().next().unwrap_or("").contains("opened: ") && out.contains("/lib/modules"), opened, "{out}");
        assert!(out.lines().any(|l| l.contains("Hello source:")), "{out}");
    }
}

/// A Rust panic on a VM thread is a bug; it must stop the VM with a message,
/// not leave a thread that is registered and never ends (the join, or the
/// next safepoint, would wait for it forever). `RJVM_TEST_PANIC` makes the
/// named thread panic as it starts.
#[test]
fn a_panic_on_a_vm_thread_stops_the_vm_instead_of_hanging() {
    let f = fixture();
    for lib in ["-Xclasslib:embedded", "-Xclasslib:jdk"] {
        let args = [lib, "-cp", "classes", "JoinWorker"];
        let ok = run_in(&rjvm_exe(), &f.dir, &args);
        assert_eq!((ok.code, ok.stdout.as_str()), (Some(0), "worker ran\njoined\n"), "{}", ok.stderr);
        for thread in ["worker", "main"] {
            let r = run_in_env(&rjvm_exe(), &f.dir, &args, &[("RJVM_TEST_PANIC", thread)]);
            let want = format!("rjvm: internal error: a Rust panic in thread \"{thread}\"");
            assert!(r.code != Some(0) && r.stderr.contains("RJVM_TEST_PANIC") && r.stderr.contains(&want), "{lib} {thread}: {:?}\n{}", r.code, r.stderr);
            assert!(!r.stdout.contains("joined"), "{lib} {thread}: {}", r.stdout);
        }
    }
}

/// A JDK native library that calls a `JVM_*` function rjvm does not
/// implement gets an `UnsatisfiedLinkError` thrown into its thread, which
/// Java code can catch, instead of a dead process. The function here is
/// unimplemented today (`JVM_InitAgentProperties` behind
/// `VMSupport.getAgentProperties`); pick another when it is implemented.
/// The program then goes on to the platform MXBeans (`JVM_GetManagement`,
/// unimplemented until libmanagement's `JNI_OnLoad` threw `InternalError:
/// Unsupported Management version` for it). HotSpot only shows that the
/// program is sound.
#[test]
fn unimplemented_jvm_function_throws_unsatisfied_link_error() {
    let f = fixture();
    let args = ["--add-exports", "java.base/jdk.internal.vm=ALL-UNNAMED", "-cp", "classes", "Unbound"];
    let hs = run_in(&f.java, &f.dir, &args);
    assert_eq!((hs.code, hs.stdout.as_str()), (Some(0), "agent properties: true\nruntime bean: true\nstill running\n"), "{}", hs.stderr);
    let mut rj_args = vec!["-Xclasslib:jdk"];
    rj_args.extend(args);
    let rj = run_in(&rjvm_exe(), &f.dir, &rj_args);
    let want = "caught java.lang.UnsatisfiedLinkError: JVM_InitAgentProperties is not implemented by rjvm\n\
                runtime bean: true\n\
                still running\n";
    assert_eq!((rj.code, rj.stdout.as_str(), rj.stderr.as_str()), (Some(0), want, ""), "{}", context(&rj_args, &hs, &rj));
}
