//! The `rjvm` command line, in the style of the `java` launcher.
//!
//! Every case is modelled on `java` 17 (the differential tests in
//! `vm/tests/cli.rs` run both): which stream a message goes to, its text,
//! the exit code, and where parsing stops (`-version`, `--version`, `-X`,
//! `-help` end the options like the JDK launcher's `ParseArguments`; a
//! bad option before them still fails).
//!
//! The command line is bytes (`OsString`), not text: an argument, a `-D`
//! value or the main class name that is not UTF-8 reaches Java decoded with
//! U+FFFD for each malformed sequence (what `java` does in a UTF-8 locale),
//! and class-path entries stay the exact bytes the user gave.

use std::ffi::{OsStr, OsString};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};

use crate::heap::Ref;
use crate::natives::io::{write_stderr, write_stdout};
use crate::runtime::class::{Class, Method};
use crate::runtime::thread::JThread;
use crate::runtime::vm::VmOptions;

const USAGE: &str = "Usage: rjvm [options] <mainclass> [args...]
           (to execute a class)
   or  rjvm [options] -jar <jarfile> [args...]
           (to execute a jar file)
 where options include:

    -cp <class search path of directories and zip/jar files>
    -classpath <class search path of directories and zip/jar files>
    --class-path <class search path of directories and zip/jar files>
                  A : separated list of directories, JAR archives,
                  and ZIP archives to search for class files.
                  An entry dir/* stands for the JAR files in dir.
    -D<name>=<value>
                  set a system property
    -verbose:[class|gc|jni]
                  enable verbose output for the given subsystem
    -version      print product version to the error stream and exit
    --version     print product version to the output stream and exit
    -showversion  print product version to the error stream and continue
    --show-version
                  print product version to the output stream and continue
    -X            print help on extra options to the error stream
    --help-extra  print help on extra options to the output stream
    -help, -h, -?, --help
                  print this help message to the output stream
    --enable-preview
                  allow classes to depend on preview features of this release
    -ea[:<packagename>...|:<classname>]
    -enableassertions[:<packagename>...|:<classname>]
                  enable assertions with specified granularity
    -da[:<packagename>...|:<classname>]
    -disableassertions[:<packagename>...|:<classname>]
                  disable assertions with specified granularity
    -esa | -enablesystemassertions
                  enable system assertions
    -dsa | -disablesystemassertions
                  disable system assertions

rjvm runs class files with its own class library; see docs/README.md.
";

/// `-X` / `--help-extra`: the non-standard options, in `java -X`'s layout.
const EXTRA_USAGE: &str = "
    -Xgc:<marksweep|compact|copying|generational>
                      choose the garbage collector (default: generational)
    -Xint             interpreted mode execution only (rjvm always interprets)
    -Xlog:<opts>      Configure or enable logging with the unified logging
                      framework (tags gc, gc+init, gc+start, gc+heap, gc+cpu,
                      gc+heap+exit, class+load). Use -Xlog:help for details.
    -Xmn<size>        sets the size of the young generation (nursery) of the
                      generational collector
    -Xms<size>        set initial Java heap size
    -Xmx<size>        set maximum Java heap size
    -Xrun<name>[:<options>]
                      load the profiler agent <name> (built in: hprof, mct,
                      bcsample; or lib<name>.so from -Djava.library.path,
                      LD_LIBRARY_PATH, the rjvm directory or the current
                      directory) and call its JVM_OnLoad
    -Xshare:auto|off|on
                      accepted and ignored (rjvm has no class data sharing)
    -Xss<size>        set java thread stack size
    -Xverify:<remote|all|none>
                      bytecode verification: of classes outside the boot class
                      path (default), of all classes, or none at link time
                      (methods are then verified before their first run)
    -Xclasslib:<embedded|jdk|jdk-home>
                      the class library: rjvm's embedded one, the installed
                      JDK 17's (found through JAVA_HOME, the java on PATH or
                      /usr/lib/jvm), or that of the JDK 17 at <jdk-home>; the
                      default is the installed JDK 17's when there is one
    --add-exports, --add-opens, --add-reads, --add-modules, --limit-modules,
    --patch-module, -p/--module-path, --upgrade-module-path <value>
                      the module system's options, as java takes them (on the
                      JDK's library; the embedded one has no module system)
    -XX:+HeapDumpOnOutOfMemoryError
                      write a heap dump (binary hprof) at the first
                      OutOfMemoryError
    -XX:HeapDumpPath=<file or directory>
                      where the heap dump goes (default java_pid<pid>.hprof)
    -XX:+GCALot       collect every 100th allocation (stress)
    -XX:GCALotInterval=<n>
                      collect every <n>th allocation
    -XX:+VerifyAfterGC
                      check every reference in the heap after each collection
    -XX:+ZapUnusedHeapArea
                      poison the memory collections free (finds stale references)
    -XX:+CheckHeapEvents
                      check the heap event stream against the heap
    -XX:+TraceHeapEvents
                      print every heap event
    -XX:SoftRefLRUPolicyMSPerMB=<ms>
                      how long an unused softly reachable object survives, per
                      MB of free heap (default 1000)
    -XX:-ShowCodeDetailsInExceptionMessages
                      no helpful NullPointerException messages (JEP 358)
    -XX:+ShowHiddenFrames
                      keep the frames of hidden classes and lambda forms in
                      stack traces (JDK mode)

These extra options are subject to change without notice.
";

/// Where a message goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Stream {
    #[default]
    Out,
    Err,
}

impl Stream {
    fn write(self, text: &str) {
        match self {
            Stream::Out => write_stdout(text.as_bytes()),
            Stream::Err => write_stderr(text.as_bytes()),
        }
    }
}

/// The launcher stops: what it prints on each stream and its exit code.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Exit {
    pub stdout: String,
    pub stderr: String,
    pub code: i32,
}

impl Exit {
    /// Write the texts to their streams; the exit status.
    pub fn print(&self) -> i32 {
        write_stdout(self.stdout.as_bytes());
        write_stderr(self.stderr.as_bytes());
        self.code
    }
}

const COULD_NOT_CREATE: &str = "Error: Could not create the Java Virtual Machine.\nError: A fatal exception has occurred. Program will exit.\n";

/// A bad VM option: HotSpot's message on stderr, then the launcher's two lines.
pub fn bad_option(msg: &str) -> Exit {
    Exit { stdout: String::new(), stderr: format!("{msg}\n{COULD_NOT_CREATE}"), code: 1 }
}

/// The VM cannot start: HotSpot's `vm_exit_during_initialization`, on stdout.
pub fn init_error(msg: &str) -> Exit {
    Exit { stdout: format!("Error occurred during initialization of VM\n{msg}\n"), stderr: String::new(), code: 1 }
}

/// A launcher usage error: the message and the usage, on stderr.
fn usage_error(msg: &str) -> Exit {
    Exit { stdout: String::new(), stderr: format!("{msg}\n{USAGE}"), code: 1 }
}

/// What to print about the version.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Version {
    /// `-version` (stderr) / `--version` (stdout), then exit.
    Print(Stream),
    /// `-showversion` / `--show-version`, then run.
    Show(Stream),
    /// `-fullversion` / `--full-version`, then exit.
    Full(Stream),
}

/// What the command line asks for.
#[derive(Debug, Default)]
pub struct Command {
    pub options: VmOptions,
    pub main_class: Option<OsString>,
    pub jar: Option<PathBuf>,
    pub args: Vec<OsString>,
    pub version: Option<Version>,
    /// `-help` (`Err`), `--help` (`Out`).
    pub help: Option<Stream>,
    /// `-X` (`Err`), `--help-extra` (`Out`).
    pub extra_help: Option<Stream>,
    /// `-Xrun<name>[:options]` agents, in command-line order.
    pub agents: Vec<crate::profiler::agents::AgentSpec>,
    /// `-Xms` was given (a small `-Xmx` then is an error, not a default).
    pub initial_explicit: bool,
    /// A `-Djdk.module.*` the module options own was ignored.
    pub ignored_module_property: bool,
}

impl Command {
    /// The warnings HotSpot prints once its options are parsed.
    pub fn warn_after_parsing(&self) {
        if self.ignored_module_property {
            write_stderr(b"OpenJDK 64-Bit Server VM warning: Ignoring system property options whose names match the '-Djdk.module.*'. names that are reserved for internal use.\n");
        }
    }
}

/// A memory size as HotSpot reads it (`Arguments::atojulong`): decimal or
/// `0x` hex digits, then nothing or one of `kKmMgGtT`. None when it does
/// not parse or overflows 64 bits.
pub fn parse_size(s: &str) -> Option<u64> {
    if !s.starts_with(|c: char| c.is_ascii_digit()) {
        return None;
    }
    let (digits, radix) = match s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
        Some(h) => (h, 16),
        None => (s, 10),
    };
    let end = digits.find(|c: char| !c.is_digit(radix)).unwrap_or(digits.len());
    if end == 0 {
        return None;
    }
    let n = u64::from_str_radix(&digits[..end], radix).ok()?;
    let shift = match &digits[end..] {
        "" => 0,
        "k" | "K" => 10,
        "m" | "M" => 20,
        "g" | "G" => 30,
        "t" | "T" => 40,
        _ => return None,
    };
    n.checked_mul(1 << shift)
}

/// HotSpot's smallest thread stack (`-Xss`) on Linux x86-64, and the largest.
const MIN_STACK: u64 = 136 << 10;
const MAX_STACK: u64 = 1 << 30;
/// The largest `-Xmx` HotSpot accepts: 2^64 rounded down to its 64 MB alignment.
const MAX_HEAP: u64 = u64::MAX - (64 << 20) + 1;

/// `-Xss<size>`: 0 means the default; sizes are rounded up to a KB.
fn stack_size(opt: &str, v: &str) -> Result<Option<usize>, Exit> {
    let n = parse_size(v).ok_or_else(|| bad_option(&format!("Invalid thread stack size: {opt}")))?;
    if n > MAX_STACK {
        return Err(bad_option(&format!("Invalid thread stack size: {opt}\nThe specified size exceeds the maximum representable size.")));
    }
    let n = n.next_multiple_of(1 << 10);
    if n == 0 {
        return Ok(None);
    }
    if n < MIN_STACK {
        return Err(Exit {
            stdout: format!("\nThe Java thread stack size specified is too small. Specify at least {}k\n", MIN_STACK >> 10),
            stderr: COULD_NOT_CREATE.into(),
            code: 1,
        });
    }
    Ok(Some(n as usize))
}

/// The UTF-8 text of a command-line word, malformed sequences as U+FFFD.
fn text(a: &OsStr) -> String {
    String::from_utf8_lossy(a.as_bytes()).into_owned()
}

/// Parse the command line (without the program name).
pub fn parse(argv: &[OsString]) -> Result<Command, Exit> {
    let mut c = Command::default();
    let mut cp: Option<OsString> = None;
    let mut i = 0;
    while i < argv.len() {
        let raw = argv[i].as_os_str();
        let bytes = raw.as_bytes();
        if !bytes.starts_with(b"-") {
            c.main_class = Some(raw.to_os_string());
            c.args = argv[i + 1..].to_vec();
            break;
        }
        // Option names are ASCII; a value may be any bytes.
        let a = text(raw);
        let a = a.as_str();
        match a {
            "-cp" | "-classpath" | "--class-path" => {
                i += 1;
                let Some(v) = argv.get(i) else {
                    return Err(usage_error(&format!("Error: {a} requires class path specification")));
                };
                cp = Some(v.clone());
            }
            "-jar" => {
                i += 1;
                let Some(v) = argv.get(i) else {
                    return Err(usage_error("Error: -jar requires jar file specification"));
                };
                c.jar = Some(PathBuf::from(v));
                c.args = argv[i + 1..].to_vec();
                break;
            }
            // These end the options, as in the JDK launcher.
            "-version" | "--version" | "-fullversion" | "--full-version" => {
                let s = if a.starts_with("--") { Stream::Out } else { Stream::Err };
                c.version = Some(if a.ends_with("full-version") || a == "-fullversion" { Version::Full(s) } else { Version::Print(s) });
                break;
            }
            "-help" | "-h" | "-?" => {
                c.help = Some(Stream::Err);
                break;
            }
            "--help" => {
                c.help = Some(Stream::Out);
                break;
            }
            "-X" => {
                c.extra_help = Some(Stream::Err);
                break;
            }
            "--help-extra" => {
                c.extra_help = Some(Stream::Out);
                break;
            }
            "-showversion" => c.version = Some(Version::Show(Stream::Err)),
            "--show-version" => c.version = Some(Version::Show(Stream::Out)),
            _ if MODULE_OPTIONS_WITH_VALUE.contains(&a) => {
                i += 1;
                let Some(v) = argv.get(i) else {
                    return Err(usage_error(&format!("Error: {a} requires {} specification", if a == "-p" || a.ends_with("-path") { "module path" } else { "modules" })));
                };
                let name = if a == "-p" { "--module-path" } else { a };
                let mut joined = std::ffi::OsString::from(format!("{name}="));
                joined.push(v);
                apply_option(&mut c, &joined)?;
            }
            _ => apply_option(&mut c, raw)?,
        }
        i += 1;
    }
    if c.options.initial_heap > c.options.max_heap {
        if c.initial_explicit {
            return Err(init_error("Initial heap size set to a larger value than the maximum heap size"));
        }
        // Like HotSpot: a small -Xmx lowers the default initial size.
        c.options.initial_heap = c.options.max_heap;
    }
    let cp = cp.or_else(|| std::env::var_os("CLASSPATH")).unwrap_or_else(|| ".".into());
    c.options.classpath = expand_class_path(&cp);
    c.warn_after_parsing();
    Ok(c)
}

/// Apply one VM option: what follows the launcher's own options on the
/// command line, and what `JNI_CreateJavaVM` receives in its
/// `JavaVMOption`s. The error is what HotSpot prints, and the exit status.
pub fn apply_option(c: &mut Command, raw: &OsStr) -> Result<(), Exit> {
    // Option names are ASCII; a value may be any bytes.
    let a = text(raw);
    let a = a.as_str();
    match a {
        "-verbose:class" | "-verbose" => c.options.log.verbose("class+load")?,
        "-verbose:gc" => c.options.log.verbose("gc")?,
        "-verbose:jni" => c.options.verbose_jni = true,
        "--enable-preview" => c.options.enable_preview = true,
        "-Xrs" => c.options.reduce_signal_usage = true,
        "-Xint" | "-Xmixed" | "-server" | "-client" | "-Xbatch" => {}
        _ if a.starts_with("-Xshare:") => {}
        _ if c.options.assertions.option(a) => {}
        _ if a == "-Xlog" || a.starts_with("-Xlog:") => {
            if let Some(help) = c.options.log.option(a)? {
                return Err(Exit { stdout: help, stderr: String::new(), code: 0 });
            }
        }
        _ if a.starts_with("-D") => {
            let kv = &a[2..];
            let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
            if k.is_empty() {
                return Err(bad_option(&format!("Error: Invalid system property: {a}")));
            }
            if is_internal_module_property(k) {
                // HotSpot's warning, once, at the end of parsing.
                c.ignored_module_property = true;
            } else {
                c.options.properties.push((k.to_string(), v.to_string()));
            }
        }
        _ if a.starts_with("--illegal-access=") => {
            write_stderr(format!("OpenJDK 64-Bit Server VM warning: Ignoring option {a}; support was removed in 17.0\n").as_bytes());
        }
        _ if let Some((prop, indexed, value)) = module_option(a) => {
            let props = &mut c.options.module_properties;
            if indexed {
                let n = props.iter().filter(|(k, _)| k.strip_prefix(prop).is_some_and(|r| r.starts_with('.'))).count();
                props.push((format!("{prop}.{n}"), value.to_string()));
            } else {
                // A later --module-path (or --limit-modules) replaces an earlier one.
                props.retain(|(k, _)| k != prop);
                props.push((prop.to_string(), value.to_string()));
            }
        }
        _ if a.starts_with("-Xmx") => match parse_size(&a[4..]) {
            Some(0) | None => return Err(bad_option(&format!("Invalid maximum heap size: {a}"))),
            Some(n) if n > MAX_HEAP => {
                return Err(bad_option(&format!("MaxHeapSize ({n}) must be less than or equal to aligned maximum value ({MAX_HEAP})")))
            }
            Some(n) if n < 2 << 20 => return Err(init_error("Too small maximum heap")),
            Some(n) => c.options.max_heap = n as usize,
        },
        _ if a.starts_with("-Xms") => match parse_size(&a[4..]) {
            // 0: the default initial size.
            Some(0) => {}
            Some(n) if n < 1 << 20 => return Err(init_error("Too small initial heap")),
            Some(n) => {
                c.options.initial_heap = usize::try_from(n).unwrap_or(usize::MAX);
                c.initial_explicit = true;
            }
            None => return Err(bad_option(&format!("Invalid initial heap size: {a}"))),
        },
        _ if a.starts_with("-Xmn") => match parse_size(&a[4..]) {
            Some(n) if n > 0 => c.options.young = Some(usize::try_from(n).unwrap_or(usize::MAX)),
            _ => return Err(bad_option(&format!("Invalid initial young generation size: {a}"))),
        },
        _ if a.starts_with("-Xss") => {
            if let Some(n) = stack_size(a, &a[4..])? {
                c.options.stack_size = n;
            }
        }
        _ if a.starts_with("-Xgc:") => match crate::heap::GcKind::parse(&a[5..]) {
            Some(k) => c.options.gc = k,
            None => return Err(bad_option(&format!("Unknown collector in {a} (use -Xgc:marksweep|compact|copying|generational)"))),
        },
        _ if a.starts_with("-Xclasslib:") => c.options.classlib = crate::classlib::Choice::parse(&a["-Xclasslib:".len()..]),
        "-noverify" => c.options.verify = crate::verify::runtime::Mode::None,
        _ if a.starts_with("-Xverify:") => match crate::verify::runtime::Mode::parse(&a[9..]) {
            Some(m) => c.options.verify = m,
            None => return Err(bad_option(&format!("Unrecognized option: {a}"))),
        },
        _ if a.starts_with("-Xrun") => match crate::profiler::agents::AgentSpec::parse(&a[5..]) {
            Some(s) => c.agents.push(s),
            None => return Err(bad_option(&format!("Unrecognized option: {a}"))),
        },
        _ if a.starts_with("-XX:") => xx_option(&mut c.options, raw, &a[4..])?,
        _ => return Err(bad_option(&format!("Unrecognized option: {a}"))),
    }
    Ok(())
}

/// The launcher options of the module system that take a value, in the form
/// `JNI_CreateJavaVM` gets them (`--add-exports=<value>`; the launcher joins
/// `--add-exports <value>`): `(property, indexed, value)`.
fn module_option(a: &str) -> Option<(&'static str, bool, &str)> {
    const OPTIONS: &[(&str, &str, bool)] = &[
        ("--add-exports=", "jdk.module.addexports", true),
        ("--add-opens=", "jdk.module.addopens", true),
        ("--add-reads=", "jdk.module.addreads", true),
        ("--add-modules=", "jdk.module.addmods", true),
        ("--patch-module=", "jdk.module.patch", true),
        ("--enable-native-access=", "jdk.module.enable.native.access", true),
        ("--limit-modules=", "jdk.module.limitmods", false),
        ("--module-path=", "jdk.module.path", false),
        ("--upgrade-module-path=", "jdk.module.upgrade.path", false),
    ];
    OPTIONS.iter().find_map(|&(opt, prop, indexed)| a.strip_prefix(opt).map(|v| (prop, indexed, v)))
}

/// The module options written `--opt value` (and `-p value`), which the
/// launcher turns into `--opt=value`.
const MODULE_OPTIONS_WITH_VALUE: &[&str] = &[
    "--add-exports",
    "--add-opens",
    "--add-reads",
    "--add-modules",
    "--patch-module",
    "--enable-native-access",
    "--limit-modules",
    "--module-path",
    "-p",
    "--upgrade-module-path",
];

/// HotSpot's `Arguments::is_internal_module_property`: `-D` of these is
/// ignored (with a warning), since the module options own them.
fn is_internal_module_property(k: &str) -> bool {
    let Some(rest) = k.strip_prefix("jdk.module.") else { return false };
    ["addexports", "addreads", "addopens", "patch", "addmods", "limitmods", "path", "upgrade.path", "enable.native.access"]
        .iter()
        .any(|s| rest.strip_prefix(s).is_some_and(|r| r.is_empty() || r.starts_with('.') || r.starts_with('=')))
}

/// A `-XX:` option (`name` after the prefix; `raw` for a path value, kept
/// as bytes). HotSpot's messages for unknown flags and for a flag written
/// in the wrong form.
fn xx_option(o: &mut VmOptions, raw: &OsStr, name: &str) -> Result<(), Exit> {
    const BOOL: &[&str] = &[
        "GCALot",
        "VerifyAfterGC",
        "CheckHeapEvents",
        "TraceHeapEvents",
        "BytecodeVerificationRemote",
        "HeapDumpOnOutOfMemoryError",
        "ShowCodeDetailsInExceptionMessages",
        "ZapUnusedHeapArea",
        "ShowHiddenFrames",
        "ReduceSignalUsage",
    ];
    const VALUE: &[&str] = &["GCALotInterval", "HeapDumpPath", "SoftRefLRUPolicyMSPerMB"];
    let (sign, rest) = match name.as_bytes().first() {
        Some(b'+') => (Some(true), &name[1..]),
        Some(b'-') => (Some(false), &name[1..]),
        _ => (None, name),
    };
    let (flag, value) = match rest.split_once('=') {
        Some((f, v)) => (f, Some(v)),
        None => (rest, None),
    };
    if BOOL.contains(&flag) {
        let (Some(on), None) = (sign, value) else {
            return Err(bad_option(&format!("Missing +/- setting for VM option '{rest}'")));
        };
        match flag {
            // -XX:+GCALot keeps an interval set by -XX:GCALotInterval.
            "GCALot" => o.gc_stress = if !on { 0 } else if o.gc_stress == 0 { 100 } else { o.gc_stress },
            "VerifyAfterGC" => o.verify_gc = on,
            "CheckHeapEvents" => o.check_heap_events = on,
            "TraceHeapEvents" => o.trace_heap_events = on,
            "BytecodeVerificationRemote" => {
                o.verify = if on { crate::verify::runtime::Mode::Remote } else { crate::verify::runtime::Mode::None };
            }
            "ShowCodeDetailsInExceptionMessages" => o.show_code_details = on,
            "ZapUnusedHeapArea" => o.zap_unused_heap = on,
            "ShowHiddenFrames" => o.show_hidden_frames = on,
            "ReduceSignalUsage" => o.reduce_signal_usage = on,
            _ => o.heap_dump_on_oom = on,
        }
        return Ok(());
    }
    if VALUE.contains(&flag) {
        if sign.is_some() {
            return Err(bad_option(&format!("Unexpected +/- setting in VM option '{flag}'")));
        }
        let Some(v) = value else {
            return Err(bad_option(&format!("Improperly specified VM option '{flag}'")));
        };
        match flag {
            "GCALotInterval" => match v.parse::<u64>() {
                Ok(n) if n > 0 => o.gc_stress = n,
                _ => return Err(bad_option(&format!("Improperly specified VM option '{rest}'"))),
            },
            "SoftRefLRUPolicyMSPerMB" => match v.parse::<u64>() {
                Ok(n) => o.soft_ref_lru_policy_ms_per_mb = n,
                _ => return Err(bad_option(&format!("Improperly specified VM option '{rest}'"))),
            },
            _ => {
                // The path's own bytes, after "-XX:HeapDumpPath=".
                let b = &raw.as_bytes()["-XX:HeapDumpPath=".len()..];
                o.heap_dump_path = Some(PathBuf::from(OsStr::from_bytes(b)));
            }
        }
        return Ok(());
    }
    Err(bad_option(&format!("Unrecognized VM option '{rest}'")))
}

/// The class path of `-cp` (or `CLASSPATH`), with the JDK launcher's
/// wildcards: an entry `*` or `dir/*` stands for the files of `dir` named
/// `*.jar` or `*.JAR`, in directory order, not recursively; when there is
/// none (or no such directory) the entry stays as written. An empty entry
/// is the current directory.
pub fn expand_class_path(cp: &OsStr) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for e in cp.as_bytes().split(|&b| b == b':') {
        let dir: Option<&[u8]> = if e == b"*" { Some(b".") } else { e.strip_suffix(b"/*") };
        let mut jars = Vec::new();
        if let Some(d) = dir {
            let d = Path::new(OsStr::from_bytes(if d.is_empty() { b"/" } else { d }));
            for f in std::fs::read_dir(d).into_iter().flatten().flatten() {
                let name = f.file_name();
                let n = name.as_bytes();
                if n.len() >= 4 && (n.ends_with(b".jar") || n.ends_with(b".JAR")) {
                    // Spelled as java spells it: "dir/x.jar", "x.jar" for "*".
                    jars.push(if e == b"*" { PathBuf::from(&name) } else { d.join(&name) });
                }
            }
        }
        if jars.is_empty() {
            out.push(PathBuf::from(OsStr::from_bytes(if e.is_empty() { b"." } else { e })));
        } else {
            out.append(&mut jars);
        }
    }
    out
}

fn version_text(v: Version, classlib: &crate::classlib::Choice) -> (Stream, String) {
    let ver = env!("CARGO_PKG_VERSION");
    let lib = classlib.describe();
    match v {
        // HotSpot's three lines, naming rjvm where java names itself; the
        // runtime environment line names the class library.
        Version::Print(Stream::Err) | Version::Show(Stream::Err) => (
            Stream::Err,
            format!("rjvm version \"{ver}\"\nrjvm Runtime Environment (build {ver}, class library: {lib})\nrjvm 64-Bit Interpreter VM (build {ver}, interpreted mode)\n"),
        ),
        Version::Print(Stream::Out) | Version::Show(Stream::Out) => {
            (Stream::Out, format!("rjvm {ver}\nrjvm Runtime Environment (build {ver}, class library: {lib})\nrjvm 64-Bit Interpreter VM (build {ver}, interpreted mode)\n"))
        }
        Version::Full(Stream::Err) => (Stream::Err, format!("rjvm full version \"{ver}\"\n")),
        Version::Full(Stream::Out) => (Stream::Out, format!("rjvm {ver}\n")),
    }
}

/// Run the launcher; returns the process exit code.
pub fn main(argv: Vec<OsString>) -> i32 {
    let mut cmd = match parse(&argv[1.min(argv.len())..]) {
        Ok(c) => c,
        Err(e) => return e.print(),
    };
    if let Some(v) = cmd.version {
        let (s, text) = version_text(v, &cmd.options.classlib);
        s.write(&text);
        if !matches!(v, Version::Show(_)) {
            return 0;
        }
    }
    if let Some(s) = cmd.help {
        s.write(USAGE);
        return 0;
    }
    if let Some(s) = cmd.extra_help {
        s.write(EXTRA_USAGE);
        return 0;
    }
    if let Some(jar) = cmd.jar.clone() {
        match jar_main_class(&jar) {
            Ok(mc) => {
                cmd.main_class = Some(mc.into());
                cmd.options.classpath = vec![jar];
            }
            Err(msg) => {
                write_stderr(msg.as_bytes());
                return 1;
            }
        }
    }
    let Some(main_class) = cmd.main_class.clone() else {
        // `--show-version` alone: the usage goes where the version went.
        let s = match cmd.version {
            Some(Version::Show(s)) => s,
            _ => Stream::Err,
        };
        s.write(USAGE);
        return 1;
    };
    let main_class = text(&main_class);
    cmd.options.java_command = std::iter::once(main_class.clone()).chain(cmd.args.iter().map(|a| text(a))).collect::<Vec<_>>().join(" ");
    if let Err(e) = crate::runtime::logging::install(std::mem::take(&mut cmd.options.log)) {
        return e.print();
    }
    // Java code runs on a thread with a large native stack: the interpreter
    // itself does not recurse per Java call, but natives calling back into
    // Java and class initialisers do.
    let handle = std::thread::Builder::new()
        .name("main".into())
        .stack_size(512 << 20)
        .spawn(move || crate::runtime::thread::run_guarded(|| run(cmd, main_class)));
    match handle {
        // A panic on the thread has stopped the process (`run_guarded`).
        Ok(h) => h.join().unwrap_or(1),
        Err(e) => {
            write_stderr(format!("Error: cannot start the main thread: {e}\n").as_bytes());
            1
        }
    }
}

fn jar_main_class(jar: &Path) -> Result<String, String> {
    let f = std::fs::File::open(jar).map_err(|_| format!("Error: Unable to access jarfile {}\n", jar.display()))?;
    let mut z = zip::ZipArchive::new(f).map_err(|_| format!("Error: Invalid or corrupt jarfile {}\n", jar.display()))?;
    let m = crate::runtime::classpath::Manifest::of(&mut z).ok_or_else(|| format!("no main manifest attribute, in {}\n", jar.display()))?;
    m.main_class.ok_or_else(|| format!("no main manifest attribute, in {}\n", jar.display()))
}

fn run(cmd: Command, main_class: String) -> i32 {
    let mut thread = match crate::runtime::boot::create_vm(cmd.options, &cmd.agents, false) {
        Ok(t) => t,
        Err(e) => return e.print(),
    };
    let t: &mut JThread = &mut thread;
    let args: Vec<String> = cmd.args.iter().map(|a| text(a)).collect();
    let code = run_main(t, &main_class, &args);
    // Like the java launcher's DestroyJavaVM: the VM ends when the last
    // non-daemon thread has ended (System.exit ends it at once).
    crate::runtime::boot::destroy_vm(t);
    // Daemon threads run on until the process exits, and may still reach
    // this thread (a collection scans it, a profiler agent's sampler
    // suspends it by its env): it stays registered, in a safe region, and
    // its JThread is never freed.
    crate::runtime::safepoint::enter_safe(t);
    Box::leak(thread);
    code
}

fn run_main(t: &mut JThread, main_class: &str, args: &[String]) -> i32 {
    let internal = main_class.replace('.', "/");
    let found = crate::runtime::loader::find_loaded(&internal).is_some() || crate::runtime::loader::find_bytes(&internal).is_some();
    if !found {
        write_stderr(format!("Error: Could not find or load main class {main_class}\nCaused by: java.lang.ClassNotFoundException: {main_class}\n").as_bytes());
        return 1;
    }
    let class = match crate::runtime::loader::load_class_in(t, crate::runtime::boot::app_loader(), &internal) {
        Ok(c) => c,
        Err(_) => {
            let ex = t.take_pending();
            let name = ex.class().java_name();
            let msg = crate::runtime::strings::rust_string(ex.get_ref(ex.class().field_offset("detailMessage")));
            let simple = name.rsplit('.').next().unwrap_or(&name).to_string();
            let linkage = crate::runtime::loader::find_loaded("java/lang/LinkageError").map(|l| ex.class().is_subclass_of(l)).unwrap_or(false);
            if linkage && simple != "NoClassDefFoundError" {
                write_stderr(format!("Error: LinkageError occurred while loading main class {main_class}\n\t{name}: {msg}\n").as_bytes());
            } else {
                write_stderr(format!("Error: Could not find or load main class {main_class}\nCaused by: {name}: {msg}\n").as_bytes());
            }
            return 1;
        }
    };
    if crate::verify::runtime::link_main_class(t, class).is_err() {
        // LauncherHelper's "java.launcher.cls.error7".
        let ex = t.take_pending();
        let detail = ex.get_ref(crate::runtime::vm::vm().wk().throwable.field_offset("detailMessage"));
        let msg = if detail.is_null() { "null".to_string() } else { crate::runtime::strings::rust_string(detail) };
        write_stderr(format!("Error: Unable to initialize main class {main_class}\nCaused by: {}: {msg}\n", ex.class().java_name()).as_bytes());
        return 1;
    }
    // LauncherHelper.validateMainClass: Class.getMethod("main", String[].class),
    // then the static and void checks, naming the method's declaring class.
    let please = "define the main method as:\n   public static void main(String[] args)\n";
    let Some(found) = public_main(class, true) else {
        write_stderr(
            format!(
                "Error: Main method not found in class {main_class}, please {please}or a JavaFX application class must extend javafx.application.Application\n"
            )
            .as_bytes(),
        );
        return 1;
    };
    if !found.is_static() {
        write_stderr(format!("Error: Main method is not static in class {}, please {please}", found.class.java_name()).as_bytes());
        return 1;
    }
    if !found.descriptor.ends_with(")V") {
        write_stderr(format!("Error: Main method must return a value of type void in class {}, please \n{please}", found.class.java_name()).as_bytes());
        return 1;
    }
    // The launcher then calls the method JNI's GetStaticMethodID finds: the
    // first `main([Ljava/lang/String;)V` up the superclasses, whatever its access.
    let main = crate::runtime::resolve::find_method_in_hierarchy(class, "main", "([Ljava/lang/String;)V").filter(|m| m.is_static()).unwrap_or(found);
    let result = (|| {
        crate::runtime::init::ensure_initialized(t, class)?;
        let string_array = crate::runtime::loader::array_class_of(t, crate::runtime::vm::vm().wk().string)?;
        let arr = crate::interp::alloc::new_array(t, string_array, args.len() as i32)?;
        let h = t.push_handle(arr);
        for (i, a) in args.iter().enumerate() {
            let s = crate::runtime::strings::new_string(t, a)?;
            t.handle(h).set_ref_elem(i, s);
        }
        let arr = t.handle(h);
        t.pop_handles(h);
        crate::interp::invoke::invoke(t, main, &[arr.to_slot()])
    })();
    match result {
        Ok(_) => 0,
        Err(_) => {
            crate::runtime::boot::dispatch_uncaught(t);
            t.pending = Ref::NULL;
            1
        }
    }
}

/// The method `c.getMethod("main", String[].class)` finds, whatever its return
/// type: a public method declared by `c` or else by its superclasses, or else
/// a public instance method of a superinterface (static interface methods are
/// not inherited; `own_statics` is false below the first class).
fn public_main(c: &'static Class, own_statics: bool) -> Option<&'static Method> {
    let declared = c.methods().iter().copied().find(|m| {
        &*m.name == "main" && m.descriptor.starts_with("([Ljava/lang/String;)") && m.is_public() && (own_statics || !m.is_static())
    });
    if declared.is_some() {
        return declared;
    }
    // An interface's superclass is no part of getMethod's search.
    let sup = c.super_class.filter(|_| !c.is_interface()).and_then(|s| public_main(s, true));
    sup.or_else(|| c.interfaces.iter().find_map(|&i| public_main(i, false)))
}

/// An in-process VM for embedding (benchmarks, tests): created once per
/// process on the calling OS thread, which becomes a Java thread.
pub struct Embedded {
    thread: Box<JThread>,
}

impl Embedded {
    /// Create the VM with `classpath` and bootstrap the class library. Fails if
    /// a VM already exists in this process.
    pub fn new(classpath: Vec<PathBuf>) -> Result<Embedded, String> {
        let options = VmOptions { classpath, ..VmOptions::default() };
        let thread = crate::runtime::boot::create_vm(options, &[], true).map_err(|e| format!("{}{}", e.stdout, e.stderr).trim_end().to_string())?;
        Ok(Embedded { thread })
    }

    /// Call a static method by class (internal name), name and descriptor.
    /// Returns the result slot, or the uncaught exception's class name.
    pub fn call_static(&mut self, class: &str, name: &str, desc: &str, args: &[u64]) -> Result<u64, String> {
        let t: &mut JThread = &mut self.thread;
        let c = crate::runtime::loader::load_class_in(t, crate::runtime::boot::app_loader(), class).map_err(|_| describe(t))?;
        crate::runtime::init::ensure_initialized(t, c).map_err(|_| describe(t))?;
        let m = c.declared_method(name, desc).ok_or_else(|| format!("no method {class}.{name}{desc}"))?;
        crate::interp::invoke::invoke(t, m, args).map_err(|_| describe(t))
    }
}

fn describe(t: &mut JThread) -> String {
    let ex = t.take_pending();
    if ex.is_null() {
        "error".into()
    } else {
        ex.class().java_name()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::ffi::OsStringExt;

    fn args(v: &[&str]) -> Vec<OsString> {
        v.iter().map(OsString::from).collect()
    }

    #[test]
    fn sizes_read_like_hotspot() {
        assert_eq!(parse_size("0"), Some(0));
        assert_eq!(parse_size("64k"), Some(64 << 10));
        assert_eq!(parse_size("2G"), Some(2 << 30));
        assert_eq!(parse_size("1t"), Some(1 << 40));
        assert_eq!(parse_size("0x100000"), Some(1 << 20));
        assert_eq!(parse_size("18446744073709551615"), Some(u64::MAX));
        for bad in ["", "-1", "+1m", " 1m", "1.5m", "1kk", "1x", "0x", "m", "18446744073709551616", "16777216t"] {
            assert_eq!(parse_size(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn stack_sizes() {
        assert!(matches!(stack_size("-Xss0", "0"), Ok(None)));
        assert!(matches!(stack_size("-Xss139263", "139263"), Ok(Some(n)) if n == 136 << 10));
        assert!(matches!(stack_size("-Xss1g", "1g"), Ok(Some(n)) if n == 1 << 30));
        let e = stack_size("-Xss10g", "10g").unwrap_err();
        assert!(e.stderr.starts_with("Invalid thread stack size: -Xss10g\nThe specified size exceeds the maximum representable size.\n"));
        let e = stack_size("-Xss1k", "1k").unwrap_err();
        assert_eq!(e.stdout, "\nThe Java thread stack size specified is too small. Specify at least 136k\n");
    }

    #[test]
    fn options_stop_parsing() {
        let c = parse(&args(&["-version", "-Xfoo"])).unwrap();
        assert_eq!(c.version, Some(Version::Print(Stream::Err)));
        assert!(parse(&args(&["-Xfoo", "-version"])).is_err());
        assert_eq!(parse(&args(&["-X", "-Xfoo"])).unwrap().extra_help, Some(Stream::Err));
    }

    #[test]
    fn xx_flags() {
        let c = parse(&args(&["-XX:+HeapDumpOnOutOfMemoryError", "-XX:HeapDumpPath=/tmp/d", "Main"])).unwrap();
        assert!(c.options.heap_dump_on_oom);
        assert_eq!(c.options.heap_dump_path.as_deref(), Some(Path::new("/tmp/d")));
        let e = parse(&args(&["-XX:HeapDumpOnOutOfMemoryError", "Main"])).unwrap_err();
        assert!(e.stderr.starts_with("Missing +/- setting for VM option 'HeapDumpOnOutOfMemoryError'\n"));
        let e = parse(&args(&["-XX:+HeapDumpPath", "Main"])).unwrap_err();
        assert!(e.stderr.starts_with("Unexpected +/- setting in VM option 'HeapDumpPath'\n"));
        let e = parse(&args(&["-XX:HeapDumpPath", "Main"])).unwrap_err();
        assert!(e.stderr.starts_with("Improperly specified VM option 'HeapDumpPath'\n"));
        let e = parse(&args(&["-XX:+Nonsense", "Main"])).unwrap_err();
        assert!(e.stderr.starts_with("Unrecognized VM option 'Nonsense'\n"));
    }

    #[test]
    fn non_utf8_words_are_kept() {
        let bad = OsString::from_vec(b"a\xffb".to_vec());
        let c = parse(&[OsString::from("-cp"), bad.clone(), OsString::from("-Dk=v\u{e9}"), bad.clone(), bad.clone()]).unwrap();
        assert_eq!(c.options.classpath, vec![PathBuf::from(&bad)]);
        assert_eq!(c.main_class.as_deref(), Some(bad.as_os_str()));
        assert_eq!(text(&c.args[0]), "a\u{fffd}b");
        assert_eq!(c.options.properties, vec![("k".to_string(), "v\u{e9}".to_string())]);
    }

    #[test]
    fn wildcards_expand_to_jars() {
        let d = std::env::temp_dir().join(format!("rjvm-wild-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(d.join("sub")).unwrap();
        for f in ["a.jar", "b.JAR", "c.Jar", "d.zip", "sub/e.jar"] {
            std::fs::write(d.join(f), b"").unwrap();
        }
        let cp = format!("{0}/*:{0}/missing/*:{0}/sub/*:{0}", d.display());
        let mut got = expand_class_path(OsStr::new(&cp));
        let tail = got.split_off(2);
        got.sort();
        assert_eq!(got, vec![d.join("a.jar"), d.join("b.JAR")]);
        // A wildcard that finds no jar stays as written.
        assert_eq!(tail, vec![d.join("missing/*"), d.join("sub/e.jar"), d.clone()]);
        assert_eq!(expand_class_path(OsStr::new(":x")), vec![PathBuf::from("."), PathBuf::from("x")]);
        let _ = std::fs::remove_dir_all(&d);
    }
}
