//! The process-wide VM state (one VM per process, like HotSpot).

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use hashbrown::HashMap;
use parking_lot::Mutex;

use crate::heap::Heap;
use crate::runtime::class::{BasicType, Class, Method};
use crate::runtime::table::AppendTable;

/// Options that shape the VM (parsed by the CLI).
#[derive(Clone, Debug)]
pub struct VmOptions {
    pub classpath: Vec<PathBuf>,
    pub properties: Vec<(String, String)>,
    pub max_heap: usize,
    pub initial_heap: usize,
    pub stack_size: usize,
    /// Log the binding of native methods (`-verbose:jni`).
    pub verbose_jni: bool,
    /// The collector (`-Xgc:`).
    pub gc: crate::heap::GcKind,
    /// Young generation size (`-Xmn`).
    pub young: Option<usize>,
    /// Collect every N-th slow-path allocation (`-XX:+GCALot`), 0 = off.
    pub gc_stress: u64,
    /// Verify the heap after every collection (`-XX:+VerifyAfterGC`).
    pub verify_gc: bool,
    /// Check the heap event stream against the heap (`-XX:+CheckHeapEvents`).
    pub check_heap_events: bool,
    /// Print every heap event (`-XX:+TraceHeapEvents`).
    pub trace_heap_events: bool,
    /// How long a softly reachable object survives per free MB of heap
    /// (`-XX:SoftRefLRUPolicyMSPerMB`, ms; see `heap::refproc`).
    pub soft_ref_lru_policy_ms_per_mb: u64,
    /// Bytecode verification (`-Xverify:`).
    pub verify: crate::verify::runtime::Mode,
    /// Helpful NullPointerException messages (`-XX:+ShowCodeDetailsInExceptionMessages`, on
    /// by default as in JDK 17).
    pub show_code_details: bool,
    /// Poison memory freed by collections (`-XX:+ZapUnusedHeapArea`).
    pub zap_unused_heap: bool,
    /// Keep hidden methods' frames in stack traces (`-XX:+ShowHiddenFrames`).
    pub show_hidden_frames: bool,
    /// Accept class files that use preview features (`--enable-preview`).
    pub enable_preview: bool,
    pub java_command: String,
    /// Dump the heap at the first OutOfMemoryError (`-XX:+HeapDumpOnOutOfMemoryError`).
    pub heap_dump_on_oom: bool,
    /// Where (`-XX:HeapDumpPath=`): a file or a directory.
    pub heap_dump_path: Option<PathBuf>,
    /// Unified logging (`-Xlog`, `-verbose:gc|class`), installed by the
    /// launcher before the VM starts.
    pub log: crate::runtime::logging::Config,
    /// The class library (`-Xclasslib:`).
    pub classlib: crate::classlib::Choice,
    /// `-Xrs` (`-XX:+ReduceSignalUsage`): no Signal Dispatcher; SIGINT,
    /// SIGTERM, SIGHUP and SIGQUIT keep their default disposition.
    pub reduce_signal_usage: bool,
    /// The module system's options (`--add-exports`, `--add-opens`,
    /// `--add-reads`, `--add-modules`, `--patch-module`, `--limit-modules`,
    /// `--module-path`, `--upgrade-module-path`, `--enable-native-access`),
    /// as the internal `jdk.module.*` properties HotSpot hands the JDK's
    /// `ModuleBootstrap` (indexed ones numbered from 0 per option). The
    /// embedded library has no module system and ignores them.
    pub module_properties: Vec<(String, String)>,
    /// The assertion directives (`-ea`, `-da`, `-esa`, `-dsa` and their forms).
    pub assertions: crate::runtime::assertions::Directives,
}

impl Default for VmOptions {
    fn default() -> Self {
        VmOptions {
            classpath: vec![PathBuf::from(".")],
            properties: Vec::new(),
            module_properties: Vec::new(),
            max_heap: 2 << 30,
            initial_heap: 8 << 20,
            stack_size: 2 << 20,
            verbose_jni: false,
            gc: crate::heap::GcKind::Generational,
            young: None,
            gc_stress: 0,
            verify_gc: false,
            check_heap_events: false,
            trace_heap_events: false,
            soft_ref_lru_policy_ms_per_mb: 1000,
            verify: crate::verify::runtime::Mode::Remote,
            show_code_details: true,
            zap_unused_heap: false,
            show_hidden_frames: false,
            enable_preview: false,
            java_command: String::new(),
            heap_dump_on_oom: false,
            heap_dump_path: None,
            log: Default::default(),
            classlib: crate::classlib::Choice::Default,
            reduce_signal_usage: false,
            assertions: Default::default(),
        }
    }
}

/// A class-path entry: a directory or an opened jar.
pub enum ClassPathEntry {
    Dir(PathBuf),
    Jar(PathBuf, Mutex<zip::ZipArchive<std::fs::File>>),
}

/// Classes the VM refers to directly, with the offsets of VM-known fields.
pub struct WellKnown {
    pub object: &'static Class,
    pub string: &'static Class,
    pub class: &'static Class,
    pub throwable: &'static Class,
    pub thread: &'static Class,
    pub char_array: &'static Class,
    pub object_array: &'static Class,
    pub string_value: usize,
    pub string_hash: usize,
    /// `String.coder` in the JDK's compact strings (`value` is then a
    /// `byte[]`); None for the embedded library's `char[] value`.
    pub string_coder: Option<usize>,
    pub class_vmclass: usize,
    pub throwable_backtrace: usize,
    pub thread_eetop: usize,
}

pub struct Vm {
    pub options: VmOptions,
    pub heap: Heap,
    pub start: Instant,
    /// The application (system) class loader, once start-up created it.
    pub app_loader: OnceLock<&'static crate::runtime::loaders::LoaderData>,
    pub class_table: AppendTable,
    pub method_table: AppendTable,
    /// Method selectors: (name, descriptor) → a small number (see `selector`).
    pub selectors: Mutex<HashMap<(Arc<str>, Arc<str>), u32>>,
    /// The class library this VM runs on.
    pub library: crate::classlib::Library,
    pub classpath: Vec<ClassPathEntry>,
    /// String.intern table (GC roots).
    pub interned: Mutex<HashMap<Vec<u16>, u32>>,
    /// Literal strings referenced by quickened `ldc` (GC roots).
    pub literals: AppendTable,
    pub well_known: OnceLock<WellKnown>,
    /// Primitive classes by type, and primitive array classes.
    pub primitives: OnceLock<HashMap<BasicType, &'static Class>>,
    pub prim_arrays: OnceLock<[Option<&'static Class>; 12]>,
    pub next_thread_id: std::sync::atomic::AtomicU64,
    pub hash_seed: std::sync::atomic::AtomicU64,
    /// Lambda proxy classes created so far (for unique names).
    pub lambda_counter: std::sync::atomic::AtomicU32,
    /// Properties given on the command line and computed at start-up.
    pub system_properties: Vec<(String, String)>,
    /// An OutOfMemoryError created at start-up, thrown when the heap is too
    /// full to create a new one (a GC root).
    pub preallocated_oom: std::sync::atomic::AtomicUsize,
}

static VM: OnceLock<Vm> = OnceLock::new();

/// The VM.
#[inline(always)]
pub fn vm() -> &'static Vm {
    // SAFETY-free fast path: initialised once in `create` before any Java runs.
    match VM.get() {
        Some(v) => v,
        None => panic!("VM not created"),
    }
}

pub fn try_vm() -> Option<&'static Vm> {
    VM.get()
}

/// A borrowed selector key: hashes as the `(Arc<str>, Arc<str>)` tuple does
/// (each string in turn), so the map is searched without building a key.
#[derive(Hash)]
struct SelectorKey<'a>(&'a str, &'a str);

impl hashbrown::Equivalent<(Arc<str>, Arc<str>)> for SelectorKey<'_> {
    fn equivalent(&self, key: &(Arc<str>, Arc<str>)) -> bool {
        *key.0 == *self.0 && *key.1 == *self.1
    }
}

impl Vm {
    /// Create the process-wide VM.
    pub fn create(options: VmOptions) -> Result<&'static Vm, String> {
        let library = crate::classlib::Library::open(&options.classlib)?;
        crate::runtime::logging::info(crate::runtime::logging::TagSet::ClassLoad, &format!("opened: {}", library.opened()));
        crate::verify::runtime::set_mode(options.verify);
        crate::classfile::set_preview_enabled(options.enable_preview);
        let heap = Heap::new(&crate::heap::HeapConfig {
            kind: options.gc,
            max_bytes: options.max_heap,
            initial_bytes: options.initial_heap,
            young_bytes: options.young,
            stress_every: options.gc_stress,
            verify: options.verify_gc,
            soft_ref_ms_per_mb: options.soft_ref_lru_policy_ms_per_mb,
            zap_unused: options.zap_unused_heap,
        })?;
        crate::jni::handles::register_weak_roots();
        if options.check_heap_events {
            use crate::heap::events::*;
            heap.events.add_sink(EV_ARENA | EV_OBJECT_ALLOC | EV_OBJECT_MOVE | EV_OBJECT_FREE | EV_GC, Box::new(crate::heap::shadow::ShadowHeap::default()));
            heap.force_slow_path.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        if options.trace_heap_events {
            use crate::heap::events::*;
            heap.events.add_sink(EV_ARENA | EV_OBJECT_ALLOC | EV_OBJECT_MOVE | EV_OBJECT_FREE | EV_GC, Box::new(EventTracer));
            heap.force_slow_path.store(true, std::sync::atomic::Ordering::Relaxed);
        }
        let classpath = crate::runtime::classpath::open(&options.classpath);
        let mut props = default_properties(&options);
        for (k, v) in &options.properties {
            props.retain(|(pk, _)| pk != k);
            props.push((k.clone(), v.clone()));
        }
        let v = Vm {
            heap,
            start: Instant::now(),
            app_loader: OnceLock::new(),
            class_table: AppendTable::new(),
            method_table: AppendTable::new(),
            selectors: Mutex::new(HashMap::new()),
            library,
            classpath,
            interned: Mutex::new(HashMap::new()),
            literals: AppendTable::new(),
            well_known: OnceLock::new(),
            primitives: OnceLock::new(),
            prim_arrays: OnceLock::new(),
            next_thread_id: std::sync::atomic::AtomicU64::new(1),
            hash_seed: std::sync::atomic::AtomicU64::new(0x2545F4914F6CDD1D),
            lambda_counter: std::sync::atomic::AtomicU32::new(1),
            system_properties: props,
            preallocated_oom: std::sync::atomic::AtomicUsize::new(0),
            options,
        };
        VM.set(v).map_err(|_| "VM already created".to_string())?;
        Ok(vm())
    }

    #[inline(always)]
    pub fn wk(&self) -> &WellKnown {
        match self.well_known.get() {
            Some(w) => w,
            None => panic!("VM used before bootstrap"),
        }
    }

    /// The number of a (name, descriptor) pair, the same for every class:
    /// what virtual and interface dispatch compare. Looked up without
    /// allocating (every method of every loaded class asks once).
    pub fn selector(&self, name: &str, desc: &str) -> u32 {
        let mut s = self.selectors.lock();
        if let Some(&n) = s.get(&SelectorKey(name, desc)) {
            return n;
        }
        let n = s.len() as u32;
        s.insert((Arc::from(name), Arc::from(desc)), n);
        n
    }

    pub fn method_by_id(&self, id: u32) -> &'static Method {
        // SAFETY: the method table only holds leaked `&'static Method`s.
        unsafe { &*(self.method_table.get(id) as *const Method) }
    }
    pub fn class_by_id(&self, id: u32) -> &'static Class {
        // SAFETY: the class table only holds leaked `&'static Class`es.
        unsafe { &*(self.class_table.get(id) as *const Class) }
    }

    /// Identity hash codes: a xorshift sequence, never 0, 31 bits.
    pub fn next_hash(&self) -> i32 {
        use std::sync::atomic::Ordering;
        let mut x = self.hash_seed.load(Ordering::Relaxed);
        loop {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let h = (x >> 33) as i32 & 0x7fff_ffff;
            self.hash_seed.store(x, Ordering::Relaxed);
            if h != 0 {
                return h;
            }
        }
    }

    pub fn prim_array_class(&self, t: BasicType) -> &'static Class {
        let idx = prim_index(t);
        match self.prim_arrays.get().and_then(|a| a[idx]) {
            Some(c) => c,
            None => panic!("primitive array class for {t:?} missing"),
        }
    }
}

pub fn prim_index(t: BasicType) -> usize {
    match t {
        BasicType::Boolean => 0,
        BasicType::Byte => 1,
        BasicType::Char => 2,
        BasicType::Short => 3,
        BasicType::Int => 4,
        BasicType::Float => 5,
        BasicType::Long => 6,
        BasicType::Double => 7,
        BasicType::Ref => 8,
        BasicType::Void => 9,
    }
}

fn default_properties(o: &VmOptions) -> Vec<(String, String)> {
    let cwd = std::env::current_dir().map(|p| p.display().to_string()).unwrap_or_else(|_| ".".into());
    let home = std::env::var("HOME").unwrap_or_else(|_| "/".into());
    let user = std::env::var("USER").unwrap_or_else(|_| "user".into());
    let cp = o.classpath.iter().map(|p| p.display().to_string()).collect::<Vec<_>>().join(":");
    let mut v: Vec<(String, String)> = vec![
        ("java.version", "17.0.15"),
        ("java.specification.version", "17"),
        ("java.vm.specification.version", "17"),
        ("java.class.version", "61.0"),
        ("java.vendor", "rjvm"),
        ("java.vm.name", "rjvm"),
        ("java.vm.vendor", "rjvm"),
        ("java.vm.version", env!("CARGO_PKG_VERSION")),
        ("java.runtime.name", "rjvm"),
        ("java.home", "/usr/lib/jvm/rjvm"),
        ("os.name", "Linux"),
        ("os.arch", if cfg!(target_arch = "aarch64") { "aarch64" } else { "amd64" }),
        ("os.version", ""),
        ("file.separator", "/"),
        ("path.separator", ":"),
        ("line.separator", "\n"),
        ("file.encoding", "UTF-8"),
        ("native.encoding", "UTF-8"),
        ("sun.jnu.encoding", "UTF-8"),
        ("java.io.tmpdir", "/tmp"),
    ]
    .into_iter()
    .map(|(a, b)| (a.to_string(), b.to_string()))
    .collect();
    v.push(("user.dir".into(), cwd));
    v.push(("user.home".into(), home));
    v.push(("user.name".into(), user));
    v.push(("java.class.path".into(), cp));
    // Where System.loadLibrary looks: $LD_LIBRARY_PATH, then the system
    // directories (Debian's OpenJDK 17 list, as on the reference machine).
    let multiarch = if cfg!(target_arch = "aarch64") { "aarch64-linux-gnu" } else { "x86_64-linux-gnu" };
    let system = format!("/usr/java/packages/lib:/usr/lib/{multiarch}/jni:/lib/{multiarch}:/usr/lib/{multiarch}:/usr/lib/jni:/lib:/usr/lib");
    let library_path = match std::env::var("LD_LIBRARY_PATH") {
        Ok(l) if !l.is_empty() => format!("{l}:{system}"),
        _ => system,
    };
    v.push(("java.library.path".into(), library_path));
    v.push(("sun.boot.library.path".into(), "/usr/lib/jvm/rjvm/lib".into()));
    v.push(("sun.java.command".into(), o.java_command.clone()));
    v
}
