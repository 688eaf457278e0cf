//! Class loading and linking: find the bytes (embedded class library, then the
//! class path), parse, lay out fields, build vtables and dispatch maps.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use hashbrown::HashMap;
use parking_lot::{Condvar, Mutex};

use crate::classfile::{self, ClassFile};
use crate::heap::refproc::RefKind;
use crate::heap::Ref;
use crate::runtime::class::{method_signature, BasicType, Class, ClassKind, Field, InitState, Method, MethodKind};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::loaders::{self, LoaderData};
use crate::runtime::vm::{prim_index, vm, ClassPathEntry};

/// Classes being loaded: (loader id, name) → the loading thread. Loading a
/// class again on the same thread before it is defined (its superclass
/// chain leads back to it) is a ClassCircularityError.
static LOADING: Mutex<Option<HashMap<(u32, String), u64>>> = Mutex::new(None);
/// Defining classes (parsing, linking, publishing) is serialised: loading
/// a class loads its superclasses and may construct exceptions, so the lock
/// is re-entrant. It is never held across a call into a user-defined class
/// loader (whose Java code may wait for another thread that needs it).
static LOADER: parking_lot::ReentrantMutex<()> = parking_lot::ReentrantMutex::new(());

/// Take the loader lock, waiting in a safe region.
fn loader_lock(t: &mut JThread) -> parking_lot::ReentrantMutexGuard<'static, ()> {
    if let Some(g) = LOADER.try_lock() {
        return g;
    }
    crate::runtime::safepoint::enter_safe(t);
    let g = LOADER.lock();
    crate::runtime::safepoint::leave_safe(t);
    g
}

/// A boot-loader class already loaded under this internal name (the
/// classes the VM itself refers to by name).
pub fn find_loaded(name: &str) -> Option<&'static Class> {
    loaders::boot().find(name)
}

/// Load (and link) a class of the boot loader by internal name, throwing
/// NoClassDefFoundError, ClassFormatError, ... on failure.
pub fn load_class(t: &mut JThread, name: &str) -> JResult<&'static Class> {
    load_class_in(t, loaders::boot(), name)
}

/// The class named `name` as seen by `loader` (JVMS 5.3): its dictionary,
/// else the boot loader's own search, the embedded library's application
/// class path, or a call of `loader.loadClass(name)`. Errors are
/// NoClassDefFoundError (with the ClassNotFoundException as cause) when
/// the class does not exist, or whatever loading it threw.
pub fn load_class_in(t: &mut JThread, loader: &'static LoaderData, name: &str) -> JResult<&'static Class> {
    load(t, loader, name, NotFound::NoClassDefFoundError)
}

/// `Class.forName` semantics: `name` is a binary name (dots; arrays as
/// `[Ljava.lang.String;`), and a class that does not exist is a
/// ClassNotFoundException (a Java loader's own exception passes through).
pub fn find_class_for_name(t: &mut JThread, loader: &'static LoaderData, name: &str) -> JResult<&'static Class> {
    let internal = name.replace('.', "/");
    if name.contains('/') || internal.is_empty() || (internal.starts_with('[') && !valid_array_name(&internal)) {
        return Err(throw_new(t, "java/lang/ClassNotFoundException", Some(name)));
    }
    load(t, loader, &internal, NotFound::ClassNotFoundException)
}

fn valid_array_name(n: &str) -> bool {
    let elem = n.trim_start_matches('[');
    let dims = n.len() - elem.len();
    dims <= 255
        && match elem.as_bytes() {
            [c] => b"ZBCSIFJD".contains(c),
            [b'L', .., b';'] => elem.len() > 2,
            _ => false,
        }
}

/// What a class that does not exist becomes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum NotFound {
    /// Resolution: NoClassDefFoundError with the ClassNotFoundException as cause.
    NoClassDefFoundError,
    /// Class.forName and friends: the ClassNotFoundException itself.
    ClassNotFoundException,
}

fn load(t: &mut JThread, loader: &'static LoaderData, name: &str, not_found: NotFound) -> JResult<&'static Class> {
    if let Some(c) = loader.find(name) {
        return Ok(c);
    }
    if name.starts_with('[') {
        return load_array_class_with(t, loader, name, not_found);
    }
    if !loader.is_boot() && !is_native_app_loader(loader) {
        return load_with_java_loader(t, loader, name, not_found);
    }
    let _g = loader_lock(t);
    if let Some(c) = loader.find(name) {
        return Ok(c);
    }
    if !loader.is_boot() {
        // The embedded library's application loader: parent first.
        if let Some((bytes, source)) = boot_bytes(name) {
            let c = define_placeholder(t, loaders::boot(), name, &bytes, source)?;
            return Ok(loader.record(c));
        }
    }
    let found = if loader.is_boot() { boot_bytes(name) } else { class_path_bytes(name) };
    let Some((bytes, source)) = found else {
        return Err(match not_found {
            NotFound::NoClassDefFoundError => no_class_def(t, name),
            NotFound::ClassNotFoundException => throw_new(t, "java/lang/ClassNotFoundException", Some(&name.replace('/', "."))),
        });
    };
    define_placeholder(t, loader, name, &bytes, source)
}

/// Whether this thread is defining `name` in `loader` (a placeholder).
fn being_defined_by(t: &JThread, loader: &'static LoaderData, name: &str) -> bool {
    LOADING.lock().as_ref().is_some_and(|m| m.get(&(loader.id, name.to_string())) == Some(&t.id))
}

/// Define `name` in `loader` from `bytes`, detecting circularity.
pub(crate) fn define_placeholder(t: &mut JThread, loader: &'static LoaderData, name: &str, bytes: &[u8], source: Arc<str>) -> JResult<&'static Class> {
    let key = (loader.id, name.to_string());
    {
        let mut l = LOADING.lock();
        let map = l.get_or_insert_with(HashMap::new);
        if map.get(&key) == Some(&t.id) {
            drop(l);
            return Err(throw_new(t, "java/lang/ClassCircularityError", Some(name)));
        }
        map.insert(key.clone(), t.id);
    }
    let r = define_class(t, loader, name, bytes, source);
    if let Some(s) = LOADING.lock().as_mut() {
        s.remove(&key);
    }
    r
}

/// In the embedded library the VM itself loads the application class path
/// for the system class loader (no Java code runs for it).
fn is_native_app_loader(loader: &'static LoaderData) -> bool {
    !vm().library.is_jdk() && vm().app_loader.get().is_some_and(|a| std::ptr::eq(*a, loader))
}

/// Ask a Java class loader: `loader.loadClass(name)` (HotSpot calls the
/// public one-argument form), then record it as initiated by `loader`.
fn load_with_java_loader(t: &mut JThread, loader: &'static LoaderData, name: &str, not_found: NotFound) -> JResult<&'static Class> {
    let obj = loader.object();
    let h = t.push_handle(obj);
    let jname = crate::runtime::strings::new_string(t, &name.replace('/', "."));
    let obj = t.handle(h);
    t.pop_handles(h);
    let jname = jname?;
    let cl = find_loaded("java/lang/ClassLoader").expect("ClassLoader loaded");
    let sel = vm().selector("loadClass", "(Ljava/lang/String;)Ljava/lang/Class;");
    let m = obj.class().dispatch.get().and_then(|d| d.get(&sel).copied()).or_else(|| cl.declared_method("loadClass", "(Ljava/lang/String;)Ljava/lang/Class;"));
    let Some(m) = m else {
        return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(name)));
    };
    let r = match crate::interp::invoke::invoke(t, m, &[obj.to_slot(), jname.to_slot()]) {
        Ok(r) => Ref::from_slot(r),
        Err(th) => {
            // A ClassNotFoundException becomes NoClassDefFoundError (its
            // cause), as in HotSpot's resolution.
            let ex = t.pending;
            let cnfe = find_loaded("java/lang/ClassNotFoundException");
            if not_found == NotFound::NoClassDefFoundError && !ex.is_null() && cnfe.is_some_and(|c| ex.class().is_subclass_of(c)) {
                return Err(wrap_not_found(t, name));
            }
            return Err(th);
        }
    };
    if r.is_null() {
        return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(name)));
    }
    let c = crate::interp::link::class_of_mirror(r);
    if &*c.name != name {
        // HotSpot's load_instance_class: a loader that answers with a class
        // of another name has not found the class (JNI FindClass of
        // "java.lang.String" reaches loadClass as the same string).
        return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(name)));
    }
    Ok(loader.record(c))
}

/// The bytes of a boot class (the class library).
fn boot_bytes(name: &str) -> Option<(Vec<u8>, Arc<str>)> {
    vm().library.boot_class(name).map(|(b, s)| (b, Arc::from(s)))
}

/// The class-file bytes for an internal name and where they came from
/// (the class library first, then the class path), without loading.
pub fn find_bytes(name: &str) -> Option<(Vec<u8>, Arc<str>)> {
    boot_bytes(name).or_else(|| class_path_bytes(name))
}

/// The class-file bytes of `name` on the application class path.
fn class_path_bytes(name: &str) -> Option<(Vec<u8>, Arc<str>)> {
    let v = vm();
    let file = format!("{name}.class");
    for e in &v.classpath {
        match e {
            ClassPathEntry::Dir(d) => {
                let p = d.join(&file);
                if let Ok(b) = std::fs::read(&p) {
                    let dir = std::fs::canonicalize(d).unwrap_or(d.clone());
                    return Some((b, Arc::from(format!("file:{}/", dir.display()))));
                }
            }
            ClassPathEntry::Jar(p, z) => {
                let mut z = z.lock();
                let found = match z.by_name(&file) {
                    Ok(mut f) => {
                        let mut b = Vec::with_capacity(f.size() as usize);
                        std::io::Read::read_to_end(&mut f, &mut b).ok().map(|_| b)
                    }
                    Err(_) => None,
                };
                if let Some(b) = found {
                    return Some((b, Arc::from(format!("jar:file:{}!/", p.display()))));
                }
            }
        }
    }
    None
}

/// Parse and link a class from bytes, defining it in `loader`. Superclasses
/// and interfaces are loaded through `loader` before the loader lock is
/// taken to link and publish; if another thread defined the same name in
/// the meantime, that class is returned (callers that must report a
/// duplicate definition check first).
pub fn define_class(t: &mut JThread, loader: &'static LoaderData, expected: &str, bytes: &[u8], source: Arc<str>) -> JResult<&'static Class> {
    define(t, loader, Some(expected), bytes, source, None)
}

/// How a hidden class is defined (`Lookup.defineHiddenClass`).
#[derive(Clone, Copy)]
pub struct HiddenSpec {
    /// The lookup class whose nest the class joins (the `NESTMATE` option).
    pub nest_host: Option<&'static Class>,
    /// The class may use the VM's annotations (`@Hidden`, ...): the
    /// `ACCESS_VM_ANNOTATIONS` flag.
    pub vm_annotations: bool,
}

/// Define a hidden class in `loader` (HotSpot's `ClassFileParser` with a
/// hidden `ClassLoadInfo`): its name is the class file's with a unique
/// `+0x...` suffix, it is in no dictionary (so no name finds it; its own
/// constant pool's references to its class file's name resolve to it), and
/// its methods are hidden from stack traces. `expected`, when given, is
/// the class's name (instead of the class file's).
pub fn define_hidden_class(t: &mut JThread, loader: &'static LoaderData, expected: Option<&str>, bytes: &[u8], spec: HiddenSpec) -> JResult<&'static Class> {
    // What -verbose:class shows as the source: HotSpot's, the host class
    // for a nestmate.
    let source = match spec.nest_host {
        Some(h) => Arc::from(h.java_name()),
        None => Arc::from(crate::interp::lambda::PROXY_SOURCE),
    };
    define(t, loader, expected, bytes, source, Some(spec))
}

fn define(t: &mut JThread, loader: &'static LoaderData, expected: Option<&str>, bytes: &[u8], source: Arc<str>, hidden: Option<HiddenSpec>) -> JResult<&'static Class> {
    // CLASS_LOAD_HOOK: an agent may replace the class file (instrumentation).
    let replaced = if crate::profiler::enabled(rjvm_profiler_api::EventKind::ClassLoadHook) {
        crate::profiler::class_load_hook(t, bytes)
    } else {
        None
    };
    let bytes = replaced.as_deref().unwrap_or(bytes);
    // A hidden class takes the name it is defined with, whatever its class
    // file says (HotSpot's ClassFileParser: only an ordinary class's name
    // must match); its constants naming the class file's name mean itself.
    // The boot loader's classes get HotSpot's relaxed format checks (no
    // legality checks of names), unless an agent rewrote them or
    // -Xverify:all asks for everything.
    let trusted = loader.is_boot() && replaced.is_none() && crate::verify::runtime::trusts_boot_loader();
    let parse = if trusted { classfile::parse_trusted } else { classfile::parse_named };
    let cf = match parse(bytes, if hidden.is_some() { None } else { expected }) {
        Ok(cf) => cf,
        Err(e) => return Err(throw_new(t, e.java_exception_class(), Some(&e.message))),
    };
    let hidden_name = hidden.map(|_| format!("{}{}", expected.unwrap_or(&cf.name), hidden_suffix()));
    let super_class = match &cf.super_name {
        Some(s) => {
            let s = s.clone();
            // HotSpot's resolve_super_or_fail: a superclass this thread is
            // defining in this loader is a cycle, found before asking the
            // loader's Java code again.
            if being_defined_by(t, loader, &s) {
                return Err(throw_new(t, "java/lang/ClassCircularityError", Some(&s)));
            }
            let sc = load_class_in(t, loader, &s)?;
            if sc.is_interface() {
                let msg = format!("class {} has interface {} as super class", cf.name.replace('/', "."), sc.java_name());
                return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
            }
            if sc.access_flags & classfile::ACC_FINAL != 0 {
                let msg = format!("class {} cannot inherit from final class {}", cf.name.replace('/', "."), sc.java_name());
                return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
            }
            Some(sc)
        }
        None => {
            if &*cf.name != "java/lang/Object" {
                return Err(throw_new(t, "java/lang/ClassFormatError", Some("Invalid superclass index 0")));
            }
            None
        }
    };
    let mut interfaces = Vec::new();
    for i in cf.interfaces.clone() {
        let ic = load_class_in(t, loader, &i)?;
        if !ic.is_interface() {
            let msg = format!(
                "class {} can not implement {}, because it is not an interface ({} is in {})",
                cf.name.replace('/', "."),
                ic.java_name(),
                ic.java_name(),
                module_of(ic)
            );
            return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
        }
        interfaces.push(ic);
    }
    let _g = loader_lock(t);
    if hidden.is_none() {
        // Another path (e.g. a recursive load) may have defined it meanwhile.
        if let Some(c) = loader.find(&cf.name) {
            return Ok(c);
        }
    }
    let class = link(cf, loader, super_class, interfaces, source, hidden.map(|h| (h, hidden_name.unwrap_or_default())));
    let mirror = allocate_mirror(t)?;
    register(class, mirror);
    Ok(class)
}

/// A unique suffix for a hidden class's name, shaped like the klass
/// addresses HotSpot prints (`+0x0000000800c01000`).
fn hidden_suffix() -> String {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    format!("+0x{:016x}", 0x0000_0008_0000_0000u64 + 0x0c0_0000 + n * 0x400)
}

/// The `java.lang.Class` object of a class being defined, allocated but not
/// yet published; `None` while `java.lang.Class` itself is not known
/// (bootstrap: [`create_missing_mirrors`] gives those classes theirs).
///
/// Every class has its mirror from the moment it is announced (CLASS_LOAD):
/// the mirror is the class's identity for profilers (its class id), so it
/// must exist, as an ordinary heap object, before anyone can see the class.
fn allocate_mirror(t: &mut JThread) -> JResult<Option<Ref>> {
    match vm().well_known.get() {
        Some(wk) => crate::interp::alloc::new_object(t, wk.class).map(Some),
        None => Ok(None),
    }
}

/// Make `m` the mirror of `c`. Called right after `allocate_mirror`, with no
/// safepoint in between (`m` is a raw reference).
fn publish_mirror(c: &'static Class, m: Ref) {
    m.put::<u64>(vm().wk().class_vmclass, c as *const Class as u64);
    crate::classlib::init_mirror(m, c);
    c.mirror.store(m.addr(), Ordering::Release);
}

/// Give every class defined before `java.lang.Class` was known its mirror
/// (bootstrap, once the well-known table is set; HotSpot keeps a fix-up
/// list for the same reason). Primitive classes get theirs here too.
pub fn create_missing_mirrors(t: &mut JThread) -> JResult<()> {
    let v = vm();
    for i in 0..v.class_table.len() {
        let c = v.class_by_id(i as u32);
        if c.mirror_ref().is_null() {
            if let Some(m) = allocate_mirror(t)? {
                publish_mirror(c, m);
            }
        }
    }
    Ok(())
}

fn link(
    cf: ClassFile,
    loader: &'static LoaderData,
    super_class: Option<&'static Class>,
    interfaces: Vec<&'static Class>,
    source: Arc<str>,
    hidden: Option<(HiddenSpec, String)>,
) -> &'static Class {
    let v = vm();
    // Transitive interfaces.
    let mut all_interfaces: Vec<&'static Class> = Vec::new();
    let add = |c: &'static Class, all: &mut Vec<&'static Class>| {
        if !all.iter().any(|x| std::ptr::eq(*x, c)) {
            all.push(c);
        }
    };
    if let Some(s) = super_class {
        for i in &s.all_interfaces {
            add(i, &mut all_interfaces);
        }
    }
    for i in &interfaces {
        add(i, &mut all_interfaces);
        for j in &i.all_interfaces {
            add(j, &mut all_interfaces);
        }
    }

    // Field layout: inherited fields first, then ours by decreasing size so
    // that each is naturally aligned.
    let mut size = super_class.map(|s| s.instance_size as usize).unwrap_or(crate::heap::object::HEADER_SIZE);
    let mut ref_offsets = super_class.map(|s| s.ref_offsets.clone()).unwrap_or_default();
    let mut fields: Vec<Field> = Vec::new();
    let mut static_slots = 0u32;
    let mut static_ref_slots = Vec::new();
    let mut order: Vec<usize> = (0..cf.fields.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(BasicType::of_descriptor(&cf.fields[i].descriptor).size()));
    let mut placed: Vec<Option<Field>> = (0..cf.fields.len()).map(|_| None).collect();
    for i in order {
        let f = &cf.fields[i];
        let ty = BasicType::of_descriptor(&f.descriptor);
        let offset;
        if f.access_flags & classfile::ACC_STATIC != 0 {
            offset = static_slots;
            if ty == BasicType::Ref {
                static_ref_slots.push(static_slots);
            }
            static_slots += 1;
        } else {
            let sz = ty.size();
            size = size.next_multiple_of(sz);
            offset = size as u32;
            if ty == BasicType::Ref {
                ref_offsets.push(offset);
            }
            size += sz;
        }
        placed[i] = Some(Field {
            name: f.name.clone(),
            descriptor: f.descriptor.clone(),
            access_flags: f.access_flags,
            ty,
            offset,
            constant_value: f.constant_value,
        });
    }
    fields.extend(placed.into_iter().flatten());
    // Hidden fields the VM adds to some library classes (HotSpot's injected
    // fields): laid out after the declared ones, invisible to reflection
    // and to the profiler's field lists.
    let mut injected = Vec::new();
    for &(name, desc) in crate::classlib::injected_fields(&cf.name) {
        if fields.iter().any(|f| &*f.name == name) {
            continue;
        }
        let ty = BasicType::of_descriptor(desc);
        size = size.next_multiple_of(ty.size());
        if ty == BasicType::Ref {
            ref_offsets.push(size as u32);
        }
        injected.push(Field { name: Arc::from(name), descriptor: Arc::from(desc), access_flags: classfile::ACC_PRIVATE, ty, offset: size as u32, constant_value: None });
        size += ty.size();
    }
    let instance_size = size.next_multiple_of(8) as u32;
    let statics: Box<[UnsafeCell<u64>]> = (0..static_slots).map(|_| UnsafeCell::new(0)).collect();
    let is_throwable = cf.name.as_ref() == "java/lang/Throwable" || super_class.map(|s| s.is_throwable).unwrap_or(false);
    let ref_kind = RefKind::classify(&cf.name, super_class.map(|s| s.ref_kind).unwrap_or(RefKind::None));
    let has_finalizer = has_finalizer(&cf, super_class);
    let rcp = (0..cf.constant_pool.len()).map(|_| OnceLock::new()).collect();

    let (name, hidden): (Arc<str>, Option<HiddenSpec>) = match hidden {
        Some((h, n)) => (Arc::from(n), Some(h)),
        None => (cf.name.clone(), None),
    };
    let class: &'static Class = Box::leak(Box::new(Class {
        name,
        id: 0,
        loader,
        access_flags: cf.access_flags,
        super_class,
        interfaces,
        all_interfaces,
        kind: ClassKind::Instance,
        instance_size,
        ref_offsets,
        fields,
        injected,
        methods: OnceLock::new(),
        vtable: OnceLock::new(),
        dispatch: OnceLock::new(),
        statics,
        static_ref_slots,
        init_state: Mutex::new(InitState::Linked),
        init_cond: Condvar::new(),
        initialized: AtomicBool::new(false),
        mirror: AtomicUsize::new(0),
        array_class: OnceLock::new(),
        source_file: cf.source_file.clone(),
        rcp,
        source,
        is_throwable,
        ref_kind,
        has_finalizer,
        hidden: hidden.is_some(),
        dynamic_nest_host: hidden.and_then(|h| h.nest_host),
        classfile: None,
    }));
    // The class file stays with the class (constant pool, bootstrap methods).
    // SAFETY: `class` was leaked just above and is not yet shared with any
    // other thread; we fill in the fields that need its address.
    let cm = class as *const Class as *mut Class;
    unsafe {
        (*cm).id = v.class_table.push(class as *const Class as usize).expect("class table full");
    }
    // HotSpot honours the VM's annotations in classes of the boot and
    // platform loaders and in hidden classes given the right; every method
    // of a hidden class is hidden from stack traces.
    let privileged = loader.is_boot() || loaders::is_platform(loader) || hidden.is_some_and(|h| h.vm_annotations);
    let mut methods = Vec::new();
    for mi in &cf.methods {
        let mut vm_flags = if privileged { mi.vm_annotations } else { 0 };
        // The VM's own lambda proxies (embedded library) are hidden too, as
        // the JDK's LambdaMetafactory's are.
        if hidden.is_some() || class.source.as_ref() == crate::interp::lambda::PROXY_SOURCE {
            vm_flags |= crate::runtime::class::MF_HIDDEN;
        }
        methods.push(new_method(class, mi.access_flags, mi.name.clone(), mi.descriptor.clone(), mi.code.clone(), vm_flags));
    }
    // SAFETY: as above, not yet published.
    unsafe {
        (*cm).classfile = Some(cf);
    }
    let _ = class.methods.set(methods);
    build_vtable(class);
    if ref_kind != RefKind::None {
        crate::heap::refproc::on_link(class);
    }
    class
}

/// HotSpot's rule: a class declaring `finalize()V` whose code is just
/// `return` has an empty finalizer (its objects need no registration, even
/// if a superclass's finalizer was not empty); any other `finalize()V`
/// (or an inherited one) makes instances finalizable.
fn has_finalizer(cf: &ClassFile, super_class: Option<&'static Class>) -> bool {
    match cf.methods.iter().find(|m| &*m.name == "finalize" && &*m.descriptor == "()V") {
        Some(m) => m.code.as_ref().is_none_or(|c| c.code != [0xb1]),
        None => super_class.is_some_and(|s| s.has_finalizer),
    }
}

/// Create (and register in the method table) a method of `class`.
pub fn new_method(
    class: &'static Class,
    access_flags: u16,
    name: Arc<str>,
    descriptor: Arc<str>,
    code_attr: Option<classfile::CodeAttribute>,
    vm_flags: u8,
) -> &'static Method {
    let v = vm();
    let (params, ret) = method_signature(&descriptor);
    let is_static = access_flags & classfile::ACC_STATIC != 0;
    let arg_slots = params.iter().map(|p| p.slots()).sum::<usize>() + usize::from(!is_static);
    let kind = if access_flags & classfile::ACC_NATIVE != 0 {
        MethodKind::Native
    } else if code_attr.is_none() {
        MethodKind::Abstract
    } else {
        MethodKind::Bytecode
    };
    let selector = v.selector(&name, &descriptor);
    let native = crate::jni::NativeBinding::new(matches!(kind, MethodKind::Native), is_static, &params, arg_slots);
    let m: &'static Method = Box::leak(Box::new(Method {
        class,
        name,
        descriptor,
        access_flags,
        id: 0,
        selector,
        vtable_index: AtomicU32::new(u32::MAX),
        arg_slots: arg_slots as u16,
        params,
        ret,
        kind,
        code_attr,
        code: OnceLock::new(),
        refmaps: OnceLock::new(),
        native,
        vm_flags,
    }));
    // A method id is its address, packed into 48 bits in allocation hooks'
    // frames (`RawFrame`): user-space addresses on Linux x86-64 and AArch64.
    assert!((m as *const Method as u64) >> 48 == 0, "a method above 2^48: this platform's address space is not supported");
    let id = v.method_table.push(m as *const Method as usize).expect("method table full");
    // SAFETY: `m` was just leaked and is not shared yet.
    unsafe {
        (*(m as *const Method as *mut Method)).id = id;
    }
    m
}

fn is_virtual(m: &Method) -> bool {
    !m.is_static() && !m.is_private() && &*m.name != "<init>" && &*m.name != "<clinit>"
}

/// Build the vtable and the selector → method dispatch map.
pub fn build_vtable(class: &'static Class) {
    let mut vt: Vec<&'static Method> = class.super_class.map(|s| s.vtable().to_vec()).unwrap_or_default();
    if !class.is_interface() {
        for &m in class.methods() {
            if !is_virtual(m) {
                continue;
            }
            // JVMS 5.4.5: `m` overrides the inherited methods it can
            // access (public, protected, or package-private in its own
            // run-time package). A package-private method of another package
            // keeps its slot (its package's calls still reach it), and `m`
            // gets a new one.
            let mut slot = None;
            for (i, x) in vt.iter_mut().enumerate() {
                if x.selector == m.selector && (x.is_public() || x.access_flags & crate::classfile::ACC_PROTECTED != 0 || crate::runtime::resolve::same_package(x.class, m.class)) {
                    *x = m;
                    slot.get_or_insert(i);
                }
            }
            let i = slot.unwrap_or_else(|| {
                vt.push(m);
                vt.len() - 1
            });
            m.vtable_index.store(i as u32, Ordering::Relaxed);
        }
    }
    // Selection (JVMS 5.4.6) by selector: the most derived declaration.
    let mut dispatch: HashMap<u32, &'static Method> = HashMap::new();
    for &m in &vt {
        match dispatch.get(&m.selector) {
            Some(cur) if !m.class.is_subclass_of(cur.class) => {}
            _ => {
                dispatch.insert(m.selector, m);
            }
        }
    }
    if class.is_interface() {
        for &m in class.methods() {
            if is_virtual(m) {
                dispatch.insert(m.selector, m);
            }
        }
    }
    // Interface methods (defaults and abstract "miranda" entries): the class's
    // own and inherited class methods win; among interfaces, the most
    // specific default wins.
    for &iface in &class.all_interfaces {
        for &im in iface.methods() {
            if !is_virtual(im) {
                continue;
            }
            match dispatch.get(&im.selector) {
                None => {
                    dispatch.insert(im.selector, im);
                }
                Some(&cur) => {
                    let cur_from_iface = cur.class.is_interface();
                    if cur_from_iface && !std::ptr::eq(cur, im) {
                        let replace = (cur.is_abstract() && !im.is_abstract())
                            || (!im.is_abstract() && im.class.is_subclass_of(cur.class) && !std::ptr::eq(im.class, cur.class));
                        if replace {
                            dispatch.insert(im.selector, im);
                        }
                    } else if !cur_from_iface && cur.is_abstract() && !im.is_abstract() && cur.class.is_interface() {
                        dispatch.insert(im.selector, im);
                    }
                }
            }
        }
    }
    // Defaults reachable through the dispatch map also get vtable slots so that
    // invokevirtual on a class-typed receiver finds them.
    if !class.is_interface() {
        let mut extra: Vec<&'static Method> = dispatch
            .values()
            .copied()
            .filter(|m| m.class.is_interface() && !vt.iter().any(|x| x.selector == m.selector))
            .collect();
        extra.sort_by_key(|m| m.id);
        vt.extend(extra);
    }
    let _ = class.vtable.set(vt);
    let _ = class.dispatch.set(dispatch);
}

/// Announce a defined class: publish its mirror, make it findable by name,
/// post CLASS_LOAD. No safepoint between publishing the mirror and posting
/// the event: a heap dump never names a class its agent was not told about.
fn register(class: &'static Class, mirror: Option<Ref>) {
    if let Some(m) = mirror {
        publish_mirror(class, m);
    }
    if !class.hidden {
        class.loader.record(class);
    }
    crate::profiler::class_loaded(class);
    if crate::runtime::logging::enabled(crate::runtime::logging::TagSet::ClassLoad) {
        crate::runtime::logging::info(crate::runtime::logging::TagSet::ClassLoad, &format!("{} source: {}", class.java_name(), class.source));
    }
}

/// The array class with the given internal name (`[I`, `[[Ljava/lang/String;`)
/// as seen from the boot loader.
pub fn load_array_class(t: &mut JThread, name: &str) -> JResult<&'static Class> {
    load_array_class_in(t, loaders::boot(), name)
}

/// An array class as seen by `loader`: its element class is loaded through
/// `loader`, and the array class belongs to the element's defining loader
/// (the boot loader for primitive arrays), recorded as initiated by `loader`.
pub fn load_array_class_in(t: &mut JThread, loader: &'static LoaderData, name: &str) -> JResult<&'static Class> {
    load_array_class_with(t, loader, name, NotFound::NoClassDefFoundError)
}

fn load_array_class_with(t: &mut JThread, loader: &'static LoaderData, name: &str, not_found: NotFound) -> JResult<&'static Class> {
    if let Some(c) = loader.find(name) {
        return Ok(c);
    }
    let comp_name = &name[1..];
    let (component, elem) = match comp_name.as_bytes().first() {
        Some(b'L') if comp_name.ends_with(';') && comp_name.len() > 2 => (load(t, loader, &comp_name[1..comp_name.len() - 1], not_found)?, BasicType::Ref),
        Some(b'[') => (load_array_class_with(t, loader, comp_name, not_found)?, BasicType::Ref),
        Some(&c) if comp_name.len() == 1 => match BasicType::from_descriptor_char(c) {
            Some(bt) if bt != BasicType::Void && bt != BasicType::Ref => (primitive_class(bt), bt),
            _ => return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(name))),
        },
        _ => return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(name))),
    };
    if name.len() > 256 && name.bytes().take_while(|&b| b == b'[').count() > 255 {
        return Err(throw_new(t, "java/lang/ClassFormatError", Some("Array type with more than 255 dimensions")));
    }
    let _g = loader_lock(t);
    // Defined once, in the element's defining loader; recorded as initiated
    // by `loader` too.
    let c = match component.loader.find(name) {
        Some(c) => c,
        None => make_array_class(t, name, component, elem)?,
    };
    Ok(loader.record(c))
}

fn make_array_class(t: &mut JThread, name: &str, component: &'static Class, elem: BasicType) -> JResult<&'static Class> {
    let v = vm();
    let object = find_loaded("java/lang/Object").expect("Object loaded first");
    let mut all_interfaces = Vec::new();
    for n in ["java/lang/Cloneable", "java/io/Serializable"] {
        if let Some(c) = find_loaded(n) {
            all_interfaces.push(c);
        }
    }
    let class: &'static Class = Box::leak(Box::new(Class {
        name: Arc::from(name),
        id: 0,
        loader: component.loader,
        access_flags: classfile::ACC_PUBLIC | classfile::ACC_FINAL | classfile::ACC_ABSTRACT,
        super_class: Some(object),
        interfaces: all_interfaces.clone(),
        all_interfaces,
        kind: ClassKind::Array { component, elem },
        instance_size: 0,
        ref_offsets: Vec::new(),
        fields: Vec::new(),
        injected: Vec::new(),
        methods: OnceLock::new(),
        vtable: OnceLock::new(),
        dispatch: OnceLock::new(),
        statics: Box::new([]),
        static_ref_slots: Vec::new(),
        init_state: Mutex::new(InitState::Initialized),
        init_cond: Condvar::new(),
        initialized: AtomicBool::new(true),
        mirror: AtomicUsize::new(0),
        array_class: OnceLock::new(),
        source_file: None,
        classfile: None,
        rcp: Box::new([]),
        source: component.source.clone(),
        is_throwable: false,
        ref_kind: RefKind::None,
        has_finalizer: false,
        hidden: false,
        dynamic_nest_host: None,
    }));
    let cm = class as *const Class as *mut Class;
    // SAFETY: not yet published.
    unsafe {
        (*cm).id = v.class_table.push(class as *const Class as usize).expect("class table full");
    }
    let _ = class.methods.set(Vec::new());
    let _ = class.vtable.set(object.vtable().to_vec());
    let _ = class.dispatch.set(object.dispatch.get().cloned().unwrap_or_default());
    // Array classes are defined under the loader lock (or at bootstrap, by
    // one thread): nobody else defines this name meanwhile.
    let mirror = allocate_mirror(t)?;
    if let Some(m) = mirror {
        publish_mirror(class, m);
    }
    let c = component.loader.record(class);
    debug_assert!(std::ptr::eq(c, class));
    crate::profiler::class_loaded(class);
    Ok(class)
}

/// The array class whose elements are `c`.
pub fn array_class_of(t: &mut JThread, c: &'static Class) -> JResult<&'static Class> {
    if let Some(a) = c.array_class.get() {
        return Ok(a);
    }
    let name = if c.is_array() {
        format!("[{}", c.name)
    } else if let ClassKind::Primitive(bt) = c.kind {
        format!("[{}", bt.descriptor_char())
    } else {
        format!("[L{};", c.name)
    };
    let a = load_array_class_in(t, c.loader, &name)?;
    let _ = c.array_class.set(a);
    Ok(a)
}

/// The primitive class for a type (`int.class`).
pub fn primitive_class(bt: BasicType) -> &'static Class {
    vm().primitives.get().and_then(|m| m.get(&bt).copied()).expect("primitive classes created at bootstrap")
}

/// Create the primitive classes and the primitive array classes (after
/// Object, Cloneable and Serializable, before java.lang.Class: their mirrors come from
/// [`create_missing_mirrors`]).
pub fn create_primitives(t: &mut JThread) -> JResult<()> {
    let v = vm();
    let mut map = HashMap::new();
    for bt in [
        BasicType::Boolean,
        BasicType::Byte,
        BasicType::Char,
        BasicType::Short,
        BasicType::Int,
        BasicType::Float,
        BasicType::Long,
        BasicType::Double,
        BasicType::Void,
    ] {
        let class: &'static Class = Box::leak(Box::new(Class {
            name: Arc::from(bt.primitive_name()),
            id: 0,
            loader: loaders::boot(),
            access_flags: classfile::ACC_PUBLIC | classfile::ACC_FINAL | classfile::ACC_ABSTRACT,
            super_class: None,
            interfaces: Vec::new(),
            all_interfaces: Vec::new(),
            kind: ClassKind::Primitive(bt),
            instance_size: 0,
            ref_offsets: Vec::new(),
            fields: Vec::new(),
            injected: Vec::new(),
            methods: OnceLock::from(Vec::new()),
            vtable: OnceLock::from(Vec::new()),
            dispatch: OnceLock::from(HashMap::new()),
            statics: Box::new([]),
            static_ref_slots: Vec::new(),
            init_state: Mutex::new(InitState::Initialized),
            init_cond: Condvar::new(),
            initialized: AtomicBool::new(true),
            mirror: AtomicUsize::new(0),
            array_class: OnceLock::new(),
            source_file: None,
            classfile: None,
            rcp: Box::new([]),
            source: Arc::from("jrt:/java.base"),
            is_throwable: false,
            ref_kind: RefKind::None,
            has_finalizer: false,
        hidden: false,
        dynamic_nest_host: None,
        }));
        let cm = class as *const Class as *mut Class;
        // SAFETY: not yet published.
        unsafe {
            (*cm).id = v.class_table.push(class as *const Class as usize).expect("class table full");
        }
        map.insert(bt, class);
    }
    let _ = v.primitives.set(map);
    let mut arrays: [Option<&'static Class>; 12] = [None; 12];
    for bt in [
        BasicType::Boolean,
        BasicType::Byte,
        BasicType::Char,
        BasicType::Short,
        BasicType::Int,
        BasicType::Float,
        BasicType::Long,
        BasicType::Double,
    ] {
        let name = format!("[{}", bt.descriptor_char());
        let a = make_array_class(t, &name, primitive_class(bt), bt)?;
        let _ = primitive_class(bt).array_class.set(a);
        arrays[prim_index(bt)] = Some(a);
    }
    let _ = v.prim_arrays.set(arrays);
    Ok(())
}

/// HotSpot's description of where a class lives, for access-error messages:
/// `module java.base of loader 'bootstrap'`, `unnamed module of loader 'app'`.
pub fn module_of(c: &Class) -> String {
    if c.hidden {
        // A hidden class is in its lookup class's package and module.
        return match crate::classlib::modules::module_name(vm().class_by_id(c.id)) {
            Some(m) => format!("module {} of loader {}", m, loaders::describe(c.loader)),
            None => format!("unnamed module of loader {}", loaders::describe(c.loader)),
        };
    }
    match c.source.strip_prefix("jrt:/") {
        Some(m) => format!("module {} of loader {}", m, loaders::describe(c.loader)),
        None => format!("unnamed module of loader {}", loaders::describe(c.loader)),
    }
}

/// NoClassDefFoundError for a class that is not found, with the
/// ClassNotFoundException as its cause (as HotSpot reports it).
fn no_class_def(t: &mut JThread, name: &str) -> crate::runtime::thread::Throw {
    // A Java SE class the embedded library lacks: say where it is.
    let missing_from_embedded = !vm().library.is_jdk() && name.starts_with("java") && vm().well_known.get().is_some();
    if let Some(home) = missing_from_embedded.then(|| crate::classlib::jdk_has_class(name)).flatten() {
        let msg = format!(
            "{} (not in rjvm's embedded class library; the JDK class library has it: run with -Xclasslib:jdk, found {})",
            name.replace('/', "."),
            home.display()
        );
        throw_new(t, "java/lang/ClassNotFoundException", Some(&msg));
        return wrap_not_found(t, name);
    }
    let th = throw_new(t, "java/lang/ClassNotFoundException", Some(&name.replace('/', ".")));
    if vm().well_known.get().is_none() {
        return th;
    }
    wrap_not_found(t, name)
}

/// Replace the pending ClassNotFoundException by a NoClassDefFoundError
/// naming `name`, with the ClassNotFoundException as its cause.
fn wrap_not_found(t: &mut JThread, name: &str) -> crate::runtime::thread::Throw {
    let cnfe = t.take_pending();
    let h = t.push_handle(cnfe);
    let th = throw_new(t, "java/lang/NoClassDefFoundError", Some(name));
    let ncdfe = t.pending;
    let cause = t.handle(h);
    t.pop_handles(h);
    if !ncdfe.is_null() && ncdfe.class().name.as_ref() == "java/lang/NoClassDefFoundError" {
        let off = vm().wk().throwable.field_offset("cause");
        ncdfe.put_ref(off, cause);
    }
    th
}
