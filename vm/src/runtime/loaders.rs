//! Class loaders as the VM sees them (HotSpot's `ClassLoaderData`).
//!
//! A class is identified by its name *and* its defining loader (JVMS 5.3).
//! Each loader the VM has met gets one leaked [`LoaderData`]: the
//! `java.lang.ClassLoader` object (a GC root: rjvm never unloads classes)
//! and the loader's dictionary — every class it defined or initiated
//! (delegated to another loader and got back). The boot loader is
//! [`boot()`], with no object.
//!
//! The link from a `ClassLoader` object to its record is the injected field
//! `ClassLoader.loader_data` (see `classlib::injected_fields`); loader
//! records are numbered in a global table for the collectors' root scan.
//!
//! Invariants: a (loader, name) pair maps to at most one class, forever;
//! `Class::loader` is the defining loader; a class is in its defining
//! loader's dictionary from the moment it is published.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use hashbrown::HashMap;
use parking_lot::Mutex;

use crate::heap::Ref;
use crate::runtime::class::Class;
use crate::runtime::table::AppendTable;
use crate::runtime::thread::{JResult, JThread};

/// One class loader.
pub struct LoaderData {
    /// Index in the loader table (0: the boot loader).
    pub id: u32,
    /// The `java.lang.ClassLoader` object; 0 for the boot loader. A root
    /// slot: the collectors update it when the loader moves.
    object: AtomicUsize,
    /// Classes defined or initiated by this loader, by internal name.
    dictionary: Mutex<HashMap<Arc<str>, &'static Class>>,
}

impl LoaderData {
    /// The boot loader.
    pub fn is_boot(&self) -> bool {
        self.id == 0
    }
    /// The loader object (null for the boot loader). Valid until the next
    /// safepoint: keep it in a handle across allocation.
    pub fn object(&self) -> Ref {
        Ref(self.object.load(Ordering::Acquire))
    }
    /// A class this loader defined or initiated.
    pub fn find(&self, name: &str) -> Option<&'static Class> {
        self.dictionary.lock().get(name).copied()
    }
    /// Record `c` under `name` (defining or initiating); returns the class
    /// already recorded if another thread got there first.
    pub fn record(&self, c: &'static Class) -> &'static Class {
        *self.dictionary.lock().entry(c.name.clone()).or_insert(c)
    }
    /// Every class in the dictionary (for lookups by other means than name).
    pub fn classes(&self) -> Vec<&'static Class> {
        self.dictionary.lock().values().copied().collect()
    }
}

impl std::fmt::Debug for LoaderData {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LoaderData({})", self.id)
    }
}

/// Every loader record, by id (the collectors' roots).
static TABLE: OnceLock<AppendTable> = OnceLock::new();
/// Serialises creating a record for a loader object.
static CREATE: Mutex<()> = Mutex::new(());

fn table() -> &'static AppendTable {
    TABLE.get_or_init(|| {
        let t = AppendTable::new();
        let boot: &'static LoaderData = Box::leak(Box::new(LoaderData { id: 0, object: AtomicUsize::new(0), dictionary: Mutex::new(HashMap::new()) }));
        t.push(boot as *const LoaderData as usize);
        t
    })
}

/// The boot loader's record.
pub fn boot() -> &'static LoaderData {
    by_id(0)
}

/// A loader record by id.
pub fn by_id(id: u32) -> &'static LoaderData {
    // SAFETY: the table only holds leaked `&'static LoaderData`s.
    unsafe { &*(table().get(id) as *const LoaderData) }
}

/// Visit every loader object slot (GC roots).
pub fn visit_roots(f: &mut dyn FnMut(*mut usize)) {
    let t = table();
    for i in 1..t.len() {
        f(AtomicUsize::as_ptr(&by_id(i as u32).object));
    }
}

/// The offset of the injected `ClassLoader.loader_data` field.
fn loader_data_offset() -> usize {
    static OFF: OnceLock<usize> = OnceLock::new();
    *OFF.get_or_init(|| {
        let cl = crate::runtime::loader::find_loaded("java/lang/ClassLoader").expect("java.lang.ClassLoader loaded");
        cl.field_offset("loader_data")
    })
}

/// The record of a loader object (null → the boot loader), created on first
/// use.
pub fn of_object(_t: &mut JThread, loader: Ref) -> JResult<&'static LoaderData> {
    if loader.is_null() {
        return Ok(boot());
    }
    let off = loader_data_offset();
    let id = loader.get::<u64>(off);
    if id != 0 {
        return Ok(by_id(id as u32));
    }
    let _g = CREATE.lock();
    let id = loader.get::<u64>(off);
    if id != 0 {
        return Ok(by_id(id as u32));
    }
    let t = table();
    let d: &'static LoaderData = Box::leak(Box::new(LoaderData {
        id: t.len() as u32,
        object: AtomicUsize::new(loader.addr()),
        dictionary: Mutex::new(HashMap::new()),
    }));
    let id = t.push(d as *const LoaderData as usize).expect("loader table full");
    debug_assert_eq!(id, d.id);
    // Published after the record is in the table (and thus a root).
    loader.put::<u64>(off, id as u64);
    Ok(d)
}

/// How HotSpot names a loader in messages: `'bootstrap'`, `'app'`,
/// `'platform'`, or the loader's `nameAndId` (e.g. `'MyLoader' @6d06d69c`,
/// `MyLoader @6d06d69c` without a name).
pub fn describe(l: &LoaderData) -> String {
    if l.is_boot() {
        return "'bootstrap'".to_string();
    }
    let o = l.object();
    if let Some(f) = o.class().find_field_by_name("nameAndId") {
        let s = o.get_ref(f.offset as usize);
        if !s.is_null() {
            return crate::runtime::strings::rust_string(s);
        }
    }
    format!("{} @{:x}", o.class().java_name(), crate::runtime::monitor::identity_hash(o))
}

/// `ClassLoader.defineClass1` / `JVM_DefineClassWithSource`: define a class
/// from bytes in a Java class loader. `name` is the binary name the caller
/// expects (dots), or None to take the class file's; `source` is what
/// `-verbose:class` shows.
pub fn define_from_java(t: &mut JThread, loader: Ref, name: Option<&str>, bytes: &[u8], source: Option<&str>) -> JResult<&'static Class> {
    use crate::runtime::exceptions::throw_new;
    let ld = of_object(t, loader)?;
    let internal = match name {
        Some(n) => n.replace('.', "/"),
        None => match crate::classfile::parse_named(bytes, None) {
            Ok(cf) => cf.name.to_string(),
            Err(e) => return Err(throw_new(t, e.java_exception_class(), Some(&e.message))),
        },
    };
    if !ld.is_boot() && internal.starts_with("java/") && !is_platform(ld) {
        let pkg = internal.rsplit_once('/').map(|(p, _)| p).unwrap_or("").replace('/', ".");
        return Err(throw_new(t, "java/lang/SecurityException", Some(&format!("Prohibited package name: {pkg}"))));
    }
    if let Some(c) = ld.find(&internal).filter(|c| std::ptr::eq(c.loader, ld)) {
        let msg = format!("loader {} attempted duplicate class definition for {}. ({} is in {})", describe(ld), c.java_name(), c.java_name(), crate::runtime::loader::module_of(c));
        return Err(throw_new(t, "java/lang/LinkageError", Some(&msg)));
    }
    let source: Arc<str> = Arc::from(source.unwrap_or("__JVM_DefineClass__"));
    // Through the placeholder table: a superclass chain that leads back here
    // (through the loader's Java code) is a ClassCircularityError.
    crate::runtime::loader::define_placeholder(t, ld, &internal, bytes, source)
}

/// Whether `ld` is the JDK's platform class loader (which may define
/// `java.*` classes of its modules).
pub(crate) fn is_platform(ld: &LoaderData) -> bool {
    let o = ld.object();
    !o.is_null() && &*o.class().name == "jdk/internal/loader/ClassLoaders$PlatformClassLoader"
}

/// `ClassLoader.findLoadedClass0` / `JVM_FindLoadedClass`: a class `loader`
/// defined or initiated (binary name).
pub fn find_loaded_by(t: &mut JThread, loader: Ref, name: &str) -> JResult<Option<&'static Class>> {
    let ld = of_object(t, loader)?;
    Ok(ld.find(&name.replace('.', "/")))
}

/// `ClassLoader.findBootstrapClass` / `JVM_FindClassFromBootLoader`: the
/// boot loader's class of that binary name, or None (no exception) when it
/// has none.
pub fn find_bootstrap(t: &mut JThread, name: &str) -> JResult<Option<&'static Class>> {
    let internal = name.replace('.', "/");
    if let Some(c) = boot().find(&internal) {
        return Ok(Some(c));
    }
    if internal.starts_with('[') || !crate::runtime::vm::vm().library.has_boot_class(&internal) {
        return Ok(None);
    }
    crate::runtime::loader::load_class(t, &internal).map(Some)
}
