//! The verifier inside the VM: when classes are verified, the `-Xverify`
//! modes, and the class hierarchy answered by loading classes.
//!
//! Like HotSpot, rjvm verifies a whole class when it is linked, which here is
//! just before its initialisation (superclass and superinterfaces first): a
//! bad method anywhere in a class makes the class unusable, even if the
//! method is never called. A failed class is not marked: every later attempt
//! to link it throws the same VerifyError again (as HotSpot does).
//!
//! Classes of the boot class path (the embedded jdk-stubs library, source
//! `jrt:`) are trusted and not verified unless `-Xverify:all` is given.
//!
//! `-Xverify:none` skips link-time verification, but rjvm still never runs
//! bytecode that the verifier has not accepted: each method of a non-boot
//! class is verified on its own just before its first execution. So with
//! `-Xverify:none` a class with a bad method that is never called works, and
//! calling the bad method throws VerifyError instead of crashing the VM.

use std::sync::atomic::{AtomicU8, Ordering};

use hashbrown::HashMap;
use parking_lot::Mutex;

use super::{ClassError, Hierarchy, Pending};
use crate::runtime::class::{Class, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::loader;
use crate::runtime::thread::{JResult, JThread};

/// The `-Xverify` modes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// `-Xverify:remote` (default; also `-XX:+BytecodeVerificationRemote`):
    /// verify every class except those of the boot class path.
    #[default]
    Remote,
    /// `-Xverify:all`: verify boot classes too.
    All,
    /// `-Xverify:none` (`-XX:-BytecodeVerificationRemote`): no link-time
    /// verification; methods are verified one by one before they first run.
    None,
}

static MODE: AtomicU8 = AtomicU8::new(0);

impl Mode {
    /// Parses a `-Xverify:` value.
    pub fn parse(s: &str) -> Option<Mode> {
        match s {
            "remote" => Some(Mode::Remote),
            "all" => Some(Mode::All),
            "none" => Some(Mode::None),
            _ => None,
        }
    }
}

/// Sets the mode for the process (from the VM options).
pub fn set_mode(m: Mode) {
    MODE.store(m as u8, Ordering::Relaxed);
}

pub fn mode() -> Mode {
    match MODE.load(Ordering::Relaxed) {
        1 => Mode::All,
        2 => Mode::None,
        _ => Mode::Remote,
    }
}

/// Link-time results, by class address: Ok, or the exception to throw again.
static RESULTS: Mutex<Option<HashMap<usize, Result<(), (&'static str, String)>>>> = Mutex::new(None);

/// Whether `c` is a class of the boot loader that is trusted as HotSpot
/// trusts them (`BytecodeVerificationLocal` off, i.e. not `-Xverify:all`):
/// relaxed format checks when parsed, no verification, and reference maps
/// computed only when a collection needs them.
pub fn is_trusted_boot_class(c: &Class) -> bool {
    c.loader.is_boot() && trusts_boot_loader()
}

/// Whether the boot loader's classes are trusted (all but `-Xverify:all`).
pub fn trusts_boot_loader() -> bool {
    mode() != Mode::All
}

/// Boot classes (unless `-Xverify:all`), the lambda proxy classes that
/// the VM generates itself (their bytecode calls private and super methods of
/// the capturing class, which only the VM-generated form may do), and the
/// JDK's generated reflection accessors, which HotSpot does not verify
/// either (`Verifier::is_eligible_for_verification`).
fn trusted(c: &'static Class) -> bool {
    (c.loader.is_boot() && mode() != Mode::All) || crate::interp::lambda::is_vm_proxy(c) || crate::prims::jvm::is_reflection_accessor(c)
}

/// Verifies `class` (after its superclass and superinterfaces) unless that
/// was done before or is not wanted; throws VerifyError on failure.
pub fn link_class(t: &mut JThread, class: &'static Class) -> JResult<()> {
    if mode() == Mode::None || class.classfile.is_none() || trusted(class) {
        return Ok(());
    }
    let key = class as *const Class as usize;
    if let Some(r) = RESULTS.lock().get_or_insert_with(HashMap::new).get(&key).cloned() {
        return match r {
            Ok(()) => Ok(()),
            Err((cls, msg)) => Err(throw_new(t, cls, Some(&msg))),
        };
    }
    if let Some(s) = class.super_class {
        link_class(t, s)?;
    }
    for &i in &class.interfaces {
        link_class(t, i)?;
    }
    let cf = class.classfile.as_ref().expect("checked above");
    let r = super::verify_class(cf, &mut VmHierarchy { t, class });
    let stored = match r {
        Ok(()) => Ok(()),
        Err(ClassError::Throw { class, message }) => Err((class, message)),
        // A class needed for an assignability check could not be loaded:
        // that error propagates (as in HotSpot) and is not remembered.
        Err(ClassError::Pending) => return Err(crate::runtime::thread::Throw),
    };
    RESULTS.lock().get_or_insert_with(HashMap::new).insert(key, stored.clone());
    match stored {
        Ok(()) => Ok(()),
        Err((cls, msg)) => Err(throw_new(t, cls, Some(&msg))),
    }
}

/// What the `java` launcher does to the main class before it looks for
/// `main` (`LauncherHelper.validateMainClass`, whose `Class.getMethod` links
/// the class and builds `Method` objects for its public methods): verify it,
/// superclasses first, and load the classes named by the signatures and
/// `throws` clauses of its public methods. A failure is the launcher's
/// "Error: Unable to initialize main class".
pub fn link_main_class(t: &mut JThread, class: &'static Class) -> JResult<()> {
    link_class(t, class)?;
    let Some(cf) = class.classfile.as_ref() else { return Ok(()) };
    for m in cf.methods.iter().filter(|m| m.access_flags & crate::classfile::ACC_PUBLIC != 0) {
        let Ok(d) = crate::classfile::parse_method_descriptor(&m.descriptor) else { continue };
        let types = d.params.iter().chain(d.ret.iter());
        let names = types.filter_map(|ft| ft.class_name()).chain(m.exceptions.iter().map(|e| e.to_string()));
        for n in names.collect::<Vec<_>>() {
            if n.starts_with('[') {
                loader::load_array_class_in(t, class.loader, &n)?;
            } else {
                loader::load_class_in(t, class.loader, &n)?;
            }
        }
    }
    Ok(())
}

/// Called before a method's code is decoded (its first execution): the
/// guarantee that no unverified bytecode of a non-boot class ever runs.
pub fn before_first_run(t: &mut JThread, m: &'static Method) -> JResult<()> {
    let class = m.class;
    let Some(cf) = class.classfile.as_ref() else { return Ok(()) };
    if trusted(class) {
        return Ok(());
    }
    if mode() != Mode::None {
        return link_class(t, class);
    }
    let Some(mi) = cf.methods.iter().find(|x| x.name == m.name && x.descriptor == m.descriptor) else { return Ok(()) };
    match super::verify_method(cf, mi, &mut VmHierarchy { t, class }) {
        Ok(()) => Ok(()),
        Err(ClassError::Throw { class, message }) => Err(throw_new(t, class, Some(&message))),
        Err(ClassError::Pending) => Err(crate::runtime::thread::Throw),
    }
}

/// Answers hierarchy questions by loading classes with the verified
/// class's defining loader (a hidden class's own name is the class itself).
struct VmHierarchy<'t> {
    t: &'t mut JThread,
    class: &'static Class,
}

impl VmHierarchy<'_> {
    fn load(&mut self, name: &str) -> Result<&'static Class, Pending> {
        crate::runtime::resolve::load_referenced(self.t, self.class, name).map_err(|_| Pending)
    }
}

impl Hierarchy for VmHierarchy<'_> {
    fn is_interface(&mut self, name: &str) -> Result<bool, Pending> {
        Ok(self.load(name)?.is_interface())
    }

    fn superclass(&mut self, name: &str) -> Result<Option<std::sync::Arc<str>>, Pending> {
        Ok(self.load(name)?.super_class.map(|s| s.name.clone()))
    }

    fn protected_member(&mut self, class: &str, name: &str, desc: &str, field: bool) -> Result<Option<std::sync::Arc<str>>, Pending> {
        let c = self.load(class)?;
        let decl = if field {
            crate::runtime::resolve::find_field(c, name, desc).map(|(fc, i)| (fc, fc.fields[i].access_flags))
        } else {
            crate::runtime::resolve::find_method_in_hierarchy(c, name, desc).map(|m| (m.class, m.access_flags))
        };
        Ok(decl.filter(|(_, fl)| fl & crate::classfile::ACC_PROTECTED != 0).map(|(dc, _)| dc.name.clone()))
    }

    fn is_subclass(&mut self, sub: &str, sup: &str) -> Result<bool, Pending> {
        if sub == sup {
            return Ok(true);
        }
        let b = self.load(sup)?;
        let a = self.load(sub)?;
        Ok(a.is_subclass_of(b))
    }
}
