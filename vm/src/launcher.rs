//! The `rjvm` command line, in the style of the `java` launcher.

use std::path::PathBuf;

use crate::heap::Ref;
use crate::natives::io::write_stderr;
use crate::runtime::thread::JThread;
use crate::runtime::vm::{Vm, VmOptions};

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
    -D<name>=<value>
                  set a system property
    -verbose:[class|gc]
                  enable verbose output for the given subsystem
    -version      print product version to the error stream and exit
    -showversion  print product version to the error stream and continue
    -help, -h, -?, --help
                  print this help message to the output stream
    -Xmx<size>    set maximum Java heap size
    -Xms<size>    set initial Java heap size
    -Xss<size>    set java thread stack size
    -ea, -da      enable/disable assertions (accepted; assertions are disabled)
    -Xgc:<marksweep|compact|copying|generational>
                  choose the garbage collector (default: generational)
    -Xmn<size>    set the young generation (nursery) size
    -XX:+GCALot   collect every 100th allocation (stress; see -XX:GCALotInterval=<n>)
    -XX:+VerifyAfterGC
                  check every reference in the heap after each collection
    -Xverify:<remote|all|none>
                  bytecode verification: of classes outside the boot class
                  path (default), of all classes, or none at link time (methods
                  are then verified before their first run)
    -Xclasslib:<embedded|jdk|jdk-home>
                  the class library: rjvm's embedded one (default), the
                  installed JDK 17 (found through JAVA_HOME, the java on PATH
                  or /usr/lib/jvm), or the JDK 17 at <jdk-home>
    -Xrun<name>[:<options>]
                  load the profiler agent <name> (built in, or lib<name>.so
                  from -Djava.library.path, LD_LIBRARY_PATH, the rjvm
                  directory or the current directory) and call its JVM_OnLoad
";

/// Parse a size like `512m`, `2g`, `64k`, `1048576`.
pub fn parse_size(s: &str) -> Option<usize> {
    let s = s.trim();
    let (num, mul) = match s.chars().last()? {
        'k' | 'K' => (&s[..s.len() - 1], 1usize << 10),
        'm' | 'M' => (&s[..s.len() - 1], 1 << 20),
        'g' | 'G' => (&s[..s.len() - 1], 1 << 30),
        't' | 'T' => (&s[..s.len() - 1], 1 << 40),
        _ => (s, 1),
    };
    num.parse::<usize>().ok()?.checked_mul(mul)
}

/// What the command line asks for.
#[derive(Debug, Default)]
pub struct Command {
    pub options: VmOptions,
    pub main_class: Option<String>,
    pub jar: Option<PathBuf>,
    pub args: Vec<String>,
    pub show_version: bool,
    pub version_only: bool,
    pub help: bool,
    pub help_to_stdout: bool,
    /// `-Xrun<name>[:options]` agents, in command-line order.
    pub agents: Vec<crate::profiler::agents::AgentSpec>,
}

fn fatal_option(msg: &str) -> Result<Command, (String, i32)> {
    Err((format!("{msg}\nError: Could not create the Java Virtual Machine.\nError: A fatal exception has occurred. Program will exit.\n"), 1))
}

/// Parse the command line (without the program name).
pub fn parse(argv: &[String]) -> Result<Command, (String, i32)> {
    let mut c = Command::default();
    let mut cp: Option<String> = None;
    let mut initial_explicit = false;
    let mut i = 0;
    while i < argv.len() {
        let a = argv[i].as_str();
        if !a.starts_with('-') {
            c.main_class = Some(a.to_string());
            c.args = argv[i + 1..].to_vec();
            break;
        }
        match a {
            "-cp" | "-classpath" | "--class-path" => {
                i += 1;
                let Some(v) = argv.get(i) else {
                    return Err((format!("Error: {a} requires class path specification\n{USAGE}"), 1));
                };
                cp = Some(v.clone());
            }
            "-jar" => {
                i += 1;
                let Some(v) = argv.get(i) else {
                    return Err((format!("Error: -jar requires jar file specification\n{USAGE}"), 1));
                };
                c.jar = Some(PathBuf::from(v));
                c.args = argv[i + 1..].to_vec();
                break;
            }
            "-version" | "--version" => c.version_only = true,
            "-showversion" | "--show-version" => c.show_version = true,
            // Like `java`: -help prints to the error stream, --help to the output stream.
            "-help" | "-h" | "-?" => c.help = true,
            "--help" => {
                c.help = true;
                c.help_to_stdout = true;
            }
            "-verbose:class" | "-verbose" => c.options.verbose_class = true,
            "-verbose:gc" => c.options.verbose_gc = true,
            "-verbose:jni" | "-Xint" | "-server" | "-client" | "-Xbatch" | "-Xrs" | "-ea" | "-da" | "-esa" | "-dsa" | "-enableassertions"
            | "-disableassertions" | "-enablesystemassertions" | "-disablesystemassertions" => {}
            _ if a.starts_with("-ea:") || a.starts_with("-da:") || a.starts_with("-Xshare:") => {}
            _ if a.starts_with("-D") => {
                let kv = &a[2..];
                let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
                if k.is_empty() {
                    return fatal_option(&format!("Error: Invalid system property: {a}"));
                }
                c.options.properties.push((k.to_string(), v.to_string()));
            }
            _ if a.starts_with("-Xmx") => match parse_size(&a[4..]) {
                Some(n) if n >= 1 << 20 => c.options.max_heap = n,
                Some(_) => return fatal_option("Error occurred during initialization of VM\nToo small maximum heap"),
                None => return fatal_option(&format!("Invalid maximum heap size: {a}")),
            },
            _ if a.starts_with("-Xms") => match parse_size(&a[4..]) {
                Some(n) => {
                    c.options.initial_heap = n;
                    initial_explicit = true;
                }
                None => return fatal_option(&format!("Invalid initial heap size: {a}")),
            },
            _ if a.starts_with("-Xmn") => match parse_size(&a[4..]) {
                Some(n) => c.options.young = Some(n),
                None => return fatal_option(&format!("Invalid maximum new generation size: {a}")),
            },
            _ if a.starts_with("-Xgc:") => match crate::heap::GcKind::parse(&a[5..]) {
                Some(k) => c.options.gc = k,
                None => return fatal_option(&format!("Unknown collector in {a} (use -Xgc:marksweep|compact|copying|generational)")),
            },
            "-XX:+GCALot" => {
                if c.options.gc_stress == 0 {
                    c.options.gc_stress = 100;
                }
            }
            "-XX:-GCALot" => c.options.gc_stress = 0,
            _ if a.starts_with("-XX:GCALotInterval=") => match a["-XX:GCALotInterval=".len()..].parse::<u64>() {
                Ok(n) if n > 0 => c.options.gc_stress = n,
                _ => return fatal_option(&format!("Improperly specified VM option '{}'", &a[4..])),
            },
            "-XX:+VerifyAfterGC" => c.options.verify_gc = true,
            "-XX:+CheckHeapEvents" => c.options.check_heap_events = true,
            "-XX:+TraceHeapEvents" => c.options.trace_heap_events = true,
            "-XX:-VerifyAfterGC" => c.options.verify_gc = false,
            "-noverify" | "-XX:-BytecodeVerificationRemote" => c.options.verify = crate::verify::runtime::Mode::None,
            "-XX:+BytecodeVerificationRemote" => c.options.verify = crate::verify::runtime::Mode::Remote,
            _ if a.starts_with("-Xclasslib:") => c.options.classlib = crate::classlib::Choice::parse(&a["-Xclasslib:".len()..]),
            _ if a.starts_with("-Xverify:") => match crate::verify::runtime::Mode::parse(&a[9..]) {
                Some(m) => c.options.verify = m,
                None => return fatal_option(&format!("Unrecognized option: {a}")),
            },
            _ if a.starts_with("-Xrun") => match crate::profiler::agents::AgentSpec::parse(&a[5..]) {
                Some(s) => c.agents.push(s),
                None => return fatal_option(&format!("Unrecognized option: {a}")),
            },
            _ if a.starts_with("-Xss") => match parse_size(&a[4..]) {
                Some(n) if n >= 64 << 10 => c.options.stack_size = n,
                Some(_) => return fatal_option("The Java thread stack size specified is too small. Specify at least 64k"),
                None => return fatal_option(&format!("Invalid thread stack size: {a}")),
            },
            _ => return fatal_option(&format!("Unrecognized option: {a}")),
        }
        i += 1;
    }
    if c.options.initial_heap > c.options.max_heap {
        if initial_explicit {
            return fatal_option("Error occurred during initialization of VM\nInitial heap size set to a larger value than the maximum heap size");
        }
        // Like HotSpot: a small -Xmx lowers the default initial size.
        c.options.initial_heap = c.options.max_heap;
    }
    let cp = cp.or_else(|| std::env::var("CLASSPATH").ok()).unwrap_or_else(|| ".".into());
    c.options.classpath = cp.split(':').map(|s| PathBuf::from(if s.is_empty() { "." } else { s })).collect();
    Ok(c)
}

fn version_text() -> String {
    let v = env!("CARGO_PKG_VERSION");
    format!(
        "rjvm version \"{v}\" (Java class files 45-61, library level 17)\nrjvm Runtime Environment (build {v})\nrjvm 64-Bit Interpreter VM (build {v}, interpreted mode)\n"
    )
}

/// Run the launcher; returns the process exit code.
pub fn main(argv: Vec<String>) -> i32 {
    let mut cmd = match parse(&argv[1.min(argv.len())..]) {
        Ok(c) => c,
        Err((msg, code)) => {
            write_stderr(msg.as_bytes());
            return code;
        }
    };
    if cmd.help {
        if cmd.help_to_stdout {
            crate::natives::io::write_stdout(USAGE.as_bytes());
        } else {
            write_stderr(USAGE.as_bytes());
        }
        return 0;
    }
    if cmd.version_only || cmd.show_version {
        write_stderr(version_text().as_bytes());
        if cmd.version_only {
            return 0;
        }
    }
    if let Some(jar) = cmd.jar.clone() {
        match jar_main_class(&jar) {
            Ok(mc) => {
                cmd.main_class = Some(mc);
                cmd.options.classpath = vec![jar];
            }
            Err(msg) => {
                write_stderr(msg.as_bytes());
                return 1;
            }
        }
    }
    let Some(main_class) = cmd.main_class.clone() else {
        write_stderr(USAGE.as_bytes());
        return 1;
    };
    cmd.options.java_command = std::iter::once(main_class.clone()).chain(cmd.args.iter().cloned()).collect::<Vec<_>>().join(" ");
    // Java code runs on a thread with a large native stack: the interpreter
    // itself does not recurse per Java call, but natives calling back into
    // Java and class initialisers do.
    let stack = cmd.options.stack_size;
    let handle = std::thread::Builder::new()
        .name("main".into())
        .stack_size(512 << 20)
        .spawn(move || run(cmd, main_class, stack));
    match handle {
        Ok(h) => h.join().unwrap_or(1),
        Err(e) => {
            write_stderr(format!("Error: cannot start the main thread: {e}\n").as_bytes());
            1
        }
    }
}

fn jar_main_class(jar: &std::path::Path) -> Result<String, String> {
    let f = std::fs::File::open(jar).map_err(|_| format!("Error: Unable to access jarfile {}\n", jar.display()))?;
    let mut z = zip::ZipArchive::new(f).map_err(|_| format!("Error: Invalid or corrupt jarfile {}\n", jar.display()))?;
    let mut text = String::new();
    {
        let mut m = z.by_name("META-INF/MANIFEST.MF").map_err(|_| format!("no main manifest attribute, in {}\n", jar.display()))?;
        std::io::Read::read_to_string(&mut m, &mut text).map_err(|_| format!("Error: Invalid or corrupt jarfile {}\n", jar.display()))?;
    }
    // Manifest lines may be continued with a leading space.
    let unfolded = text.replace("\r\n", "\n").replace("\n ", "");
    for line in unfolded.lines() {
        if let Some(v) = line.strip_prefix("Main-Class:") {
            return Ok(v.trim().to_string());
        }
    }
    Err(format!("no main manifest attribute, in {}\n", jar.display()))
}

fn run(cmd: Command, main_class: String, stack: usize) -> i32 {
    let vm = match Vm::create(cmd.options) {
        Ok(v) => v,
        Err(e) => {
            write_stderr(format!("Error occurred during initialization of VM\n{e}\n").as_bytes());
            return 1;
        }
    };
    let id = vm.next_thread_id.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut thread = JThread::new(id, stack);
    let t: &mut JThread = &mut thread;
    crate::runtime::safepoint::register(t, false);
    t.bind_os_thread();
    crate::runtime::safepoint::leave_safe(t);
    if !cmd.agents.is_empty() {
        let lib_path = vm.system_properties.iter().rev().find(|(k, _)| k == "java.library.path").map(|(_, v)| v.as_str());
        if let Err(msg) = crate::profiler::agents::load_all(&cmd.agents, lib_path) {
            write_stderr(format!("{msg}\n").as_bytes());
            return 1;
        }
    }
    if crate::runtime::boot::bootstrap(t).is_err() {
        let ex = t.take_pending();
        let name = if ex.is_null() { "unknown".to_string() } else { crate::runtime::exceptions::describe(ex) };
        write_stderr(format!("Error occurred during initialization of VM\n{name}\n").as_bytes());
        return 1;
    }
    crate::profiler::startup_done(t);
    let code = run_main(t, &main_class, &cmd.args);
    // The main thread is done: mark it terminated (wakes its joiners).
    let thread_class = crate::runtime::vm::vm().wk().thread;
    if let Some(exit) = thread_class.declared_method("exit", "()V") {
        let o = t.thread_obj;
        let _ = crate::interp::invoke::invoke(t, exit, &[o.to_slot()]);
        t.pending = crate::heap::Ref::NULL;
    }
    // Like the java launcher's DestroyJavaVM: the VM ends when the last
    // non-daemon thread has ended (System.exit ends it at once).
    crate::runtime::safepoint::wait_for_non_daemon_threads(t);
    crate::runtime::boot::shutdown(t);
    crate::profiler::main_thread_exit(t);
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
    let Some(main) = class.declared_method("main", "([Ljava/lang/String;)V").filter(|m| m.is_static()) else {
        write_stderr(
            format!(
                "Error: Main method not found in class {main_class}, please define the main method as:\n   public static void main(String[] args)\nor a JavaFX application class must extend javafx.application.Application\n"
            )
            .as_bytes(),
        );
        return 1;
    };
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
        let vm = Vm::create(options)?;
        let id = vm.next_thread_id.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        let mut thread = JThread::new(id, vm.options.stack_size);
        crate::runtime::safepoint::register(&mut thread, true);
        thread.bind_os_thread();
        crate::runtime::safepoint::leave_safe(&thread);
        if crate::runtime::boot::bootstrap(&mut thread).is_err() {
            return Err("bootstrap failed".into());
        }
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
