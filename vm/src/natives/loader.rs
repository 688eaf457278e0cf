//! Class-loader natives of the embedded library (`ClassLoader`,
//! `ClassLoaders$AppClassLoader`, `Class.forName0`), over the VM's loader
//! functions in `runtime::loaders` that the JDK's `JVM_*` functions share.

use hashbrown::HashMap;

use super::{arg_ref, NativeFn};
use crate::heap::Ref;
use crate::interp::link::mirror;
use crate::runtime::exceptions::{npe, throw_new};
use crate::runtime::loaders;
use crate::runtime::strings::rust_string;
use crate::runtime::thread::{JResult, JThread};

pub(super) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("java/lang/Class.forName0(Ljava/lang/String;ZLjava/lang/ClassLoader;Z)Ljava/lang/Class;", for_name);
    m.insert("java/lang/ClassLoader.defineClass1(Ljava/lang/ClassLoader;Ljava/lang/String;[BIILjava/lang/String;)Ljava/lang/Class;", define_class1);
    m.insert("java/lang/ClassLoader.findLoadedClass0(Ljava/lang/String;)Ljava/lang/Class;", |t, a| {
        let name = rust_string(arg_ref(a, 1));
        let c = loaders::find_loaded_by(t, arg_ref(a, 0), &name)?;
        opt_mirror(t, c)
    });
    m.insert("java/lang/ClassLoader.findBootstrapClass(Ljava/lang/String;)Ljava/lang/Class;", |t, a| {
        let name = rust_string(arg_ref(a, 0));
        let c = loaders::find_bootstrap(t, &name)?;
        opt_mirror(t, c)
    });
    m.insert("jdk/internal/loader/ClassLoaders$AppClassLoader.loadAppClass0(Ljava/lang/String;)Ljava/lang/Class;", load_app_class);
}

fn opt_mirror(t: &mut JThread, c: Option<&'static crate::runtime::class::Class>) -> JResult<u64> {
    match c {
        Some(c) => Ok(mirror(t, c)?.to_slot()),
        None => Ok(0),
    }
}

/// `Class.forName0(name, initialize, loader, callerLoader)`.
fn for_name(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let s = arg_ref(a, 0);
    if s.is_null() {
        return Err(npe(t));
    }
    let name = rust_string(s);
    let initialize = a[1] as u32 != 0;
    let ld = if a[3] as u32 != 0 {
        // The class whose method called Class.forName.
        let caller = t.frames.iter().rev().map(|f| f.method.class).find(|c| &*c.name != "java/lang/Class");
        caller.map(|c| c.loader).unwrap_or(loaders::boot())
    } else {
        loaders::of_object(t, arg_ref(a, 2))?
    };
    let c = crate::runtime::loader::find_class_for_name(t, ld, &name)?;
    if initialize {
        crate::runtime::init::ensure_initialized(t, c)?;
    }
    Ok(mirror(t, c)?.to_slot())
}

/// `ClassLoader.defineClass1(loader, name, b, off, len, source)`.
fn define_class1(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (loader, name, b, off, len) = (arg_ref(a, 0), arg_ref(a, 1), arg_ref(a, 2), a[3] as i32, a[4] as i32);
    let source = arg_ref(a, 5);
    if b.is_null() {
        return Err(npe(t));
    }
    let n = b.array_length();
    if off < 0 || len < 0 || off > n - len {
        return Err(throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", None));
    }
    let bytes = b.array_slice::<u8>()[off as usize..(off + len) as usize].to_vec();
    let name = (!name.is_null()).then(|| rust_string(name));
    let source = (!source.is_null()).then(|| rust_string(source));
    let c = loaders::define_from_java(t, loader, name.as_deref(), &bytes, source.as_deref())?;
    Ok(mirror(t, c)?.to_slot())
}

/// The embedded application loader's search: boot classes first, then the
/// class path (the VM does it without running Java code); null if absent.
fn load_app_class(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let name = rust_string(arg_ref(a, 0));
    let Some(app) = crate::runtime::vm::vm().app_loader.get().copied() else {
        return Ok(0);
    };
    match crate::runtime::loader::find_class_for_name(t, app, &name) {
        Ok(c) => Ok(mirror(t, c)?.to_slot()),
        Err(th) => {
            let ex = t.pending;
            let cnfe = crate::runtime::loader::find_loaded("java/lang/ClassNotFoundException");
            if !ex.is_null() && cnfe.is_some_and(|c| std::ptr::eq(ex.class(), c)) {
                t.pending = Ref::NULL;
                return Ok(0);
            }
            Err(th)
        }
    }
}
