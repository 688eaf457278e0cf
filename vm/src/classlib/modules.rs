//! The VM's view of the JDK's modules (HotSpot's `classfile/modules.cpp`,
//! reduced to what mirrors need): which `java.lang.Module` a class belongs
//! to. `JVM_DefineModule` records each module's packages per defining
//! loader; a class's mirror gets the module of its package, else its
//! loader's unnamed module. `java.base` is defined after its first classes
//! exist, so defining it fixes up the mirrors made before (as HotSpot's
//! `fixup_module_field` list does). Module objects are held as JNI global
//! references, so they are GC roots that follow moves.

use hashbrown::HashMap;
use parking_lot::Mutex;

use crate::heap::Ref;
use crate::jni::handles::{new_global, resolve, TAG_GLOBAL};
use crate::runtime::class::Class;
use crate::runtime::vm::vm;

/// (loader id, package with '/') → global reference to the Module.
static PACKAGES: Mutex<Option<HashMap<(u32, String), usize>>> = Mutex::new(None);
/// Global reference to a named Module → its version (`JVM_DefineModule`'s
/// `version`), for stack trace elements.
static VERSIONS: Mutex<Option<HashMap<usize, String>>> = Mutex::new(None);
/// The boot loader's unnamed module (`JVM_SetBootLoaderUnnamedModule`).
static BOOT_UNNAMED: Mutex<usize> = Mutex::new(0);
/// `java.base` is defined: until then every boot class's module is unknown
/// (null), even once the boot loader's unnamed module exists, as in HotSpot
/// (`ModuleEntryTable::javabase_defined`). Code that runs that early (a
/// lambda in `ModulePatcher` under `--patch-module`) relies on it: both
/// sides of an access check have no module, and access is granted.
static JAVA_BASE_DEFINED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn field(o: Ref, name: &str) -> Option<usize> {
    o.class().find_field_by_name(name).map(|f| f.offset as usize)
}

/// `JVM_DefineModule`: record `packages` (dotted names) of `module`.
pub fn define(t: &mut crate::runtime::thread::JThread, module: Ref, version: Option<String>, packages: &[String]) -> crate::runtime::thread::JResult<()> {
    let g = new_global(module, TAG_GLOBAL);
    if let Some(v) = version {
        VERSIONS.lock().get_or_insert_with(HashMap::new).insert(g, v);
    }
    let loader = field(module, "loader").map(|o| module.get_ref(o)).unwrap_or(Ref::NULL);
    let ld = crate::runtime::loaders::of_object(t, loader)?.id;
    let module = resolve(g);
    {
        let mut m = PACKAGES.lock();
        let m = m.get_or_insert_with(HashMap::new);
        for p in packages {
            m.insert((ld, p.replace('.', "/")), g);
        }
    }
    let name = field(module, "name").map(|o| crate::runtime::strings::rust_string(module.get_ref(o))).unwrap_or_default();
    if name == "java.base" {
        JAVA_BASE_DEFINED.store(true, std::sync::atomic::Ordering::Release);
        // The mirrors made before java.base existed.
        let v = vm();
        for i in 0..v.class_table.len() {
            let c = v.class_by_id(i as u32);
            let m = c.mirror_ref();
            if !m.is_null() {
                set_module(m, c);
            }
        }
    }
    Ok(())
}

/// `JVM_SetBootLoaderUnnamedModule`.
pub fn set_boot_unnamed(module: Ref) {
    *BOOT_UNNAMED.lock() = new_global(module, TAG_GLOBAL);
}

/// The module of `c` (null while it is not known yet).
fn module_of(c: &'static Class) -> Ref {
    let mut e = c;
    while let Some(x) = e.component() {
        e = x;
    }
    let pkg = if e.is_primitive() { "java/lang" } else { e.name.rsplit_once('/').map(|(p, _)| p).unwrap_or("") };
    let ld = if e.is_primitive() { crate::runtime::loaders::boot() } else { e.loader };
    if ld.is_boot() && !JAVA_BASE_DEFINED.load(std::sync::atomic::Ordering::Acquire) {
        return Ref::NULL;
    }
    if let Some(&g) = PACKAGES.lock().as_ref().and_then(|m| m.get(&(ld.id, pkg.to_string()))) {
        return resolve(g);
    }
    if ld.is_boot() {
        let g = *BOOT_UNNAMED.lock();
        return if g == 0 { Ref::NULL } else { resolve(g) };
    }
    let o = ld.object();
    field(o, "unnamedModule").map(|f| o.get_ref(f)).unwrap_or(Ref::NULL)
}

/// The name of `c`'s module, if it is a named module (JDK mode).
pub fn module_name(c: &'static Class) -> Option<String> {
    let m = module_of(c);
    if m.is_null() {
        return None;
    }
    let n = m.get_ref(field(m, "name")?);
    (!n.is_null()).then(|| crate::runtime::strings::rust_string(n))
}

/// Set the `module` field of `c`'s mirror `m` (JDK mode).
pub fn set_module(m: Ref, c: &'static Class) {
    if let Some(f) = field(m, "module") {
        let module = module_of(c);
        if !module.is_null() {
            m.put_ref(f, module);
        }
    }
}

/// The name and version of `c`'s module, as a stack trace element shows
/// them (HotSpot's `java_lang_StackTraceElement::fill_in`): both None for an
/// unnamed module.
pub fn name_and_version(c: &'static Class) -> (Option<String>, Option<String>) {
    let m = module_of(c);
    if m.is_null() {
        return (None, None);
    }
    let name = field(m, "name").map(|o| m.get_ref(o)).filter(|n| !n.is_null()).map(crate::runtime::strings::rust_string);
    if name.is_none() {
        return (None, None);
    }
    let version = VERSIONS.lock().as_ref().and_then(|v| v.iter().find(|(g, _)| resolve(**g) == m).map(|(_, s)| s.clone()));
    (name, version)
}
