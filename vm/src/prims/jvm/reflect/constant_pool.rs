//! `jdk.internal.reflect.ConstantPool`: a class's constant pool as the
//! JDK's annotation parser reads it (`JVM_GetClassConstantPool` and the
//! `JVM_ConstantPool*` functions of libjava's `ConstantPool.c`).
//!
//! The Java object's `constantPoolOop` field holds the mirror of the
//! class whose pool it is (HotSpot stores the pool holder's mirror there
//! too); every function receives it as `jcpool`. Indices are checked as in
//! HotSpot: out of range is "Constant pool index out of bounds", an entry
//! of another kind "Wrong type at constant pool index" (both
//! IllegalArgumentException).
#![allow(non_snake_case)]

use rjvm_profiler_api::ffi::{jbyte, jdouble, jfloat, jint, jlong, jobject, JNIEnv};

use super::invoke::illegal_argument;
use super::{local, Table};
use crate::classfile::{Constant, ConstantPool};
use crate::heap::Ref;
use crate::interp::link::class_of_mirror;
use crate::jni::{resolve, with_thread};
use crate::runtime::class::Class;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

pub(super) fn register(m: &mut Table) {
    super::reg!(
        m,
        JVM_GetClassConstantPool,
        JVM_ConstantPoolGetSize,
        JVM_ConstantPoolGetClassAt,
        JVM_ConstantPoolGetClassAtIfLoaded,
        JVM_ConstantPoolGetClassRefIndexAt,
        JVM_ConstantPoolGetMethodAt,
        JVM_ConstantPoolGetMethodAtIfLoaded,
        JVM_ConstantPoolGetFieldAt,
        JVM_ConstantPoolGetFieldAtIfLoaded,
        JVM_ConstantPoolGetMemberRefInfoAt,
        JVM_ConstantPoolGetNameAndTypeRefIndexAt,
        JVM_ConstantPoolGetNameAndTypeRefInfoAt,
        JVM_ConstantPoolGetIntAt,
        JVM_ConstantPoolGetLongAt,
        JVM_ConstantPoolGetFloatAt,
        JVM_ConstantPoolGetDoubleAt,
        JVM_ConstantPoolGetStringAt,
        JVM_ConstantPoolGetUTF8At,
        JVM_ConstantPoolGetTagAt,
    );
}

/// `jobject JVM_GetClassConstantPool(JNIEnv *env, jclass cls)`: a
/// `ConstantPool` for an instance class, NULL for primitives and arrays.
unsafe extern "C" fn JVM_GetClassConstantPool(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = super::class_arg(t, cls)?;
            if !super::is_instance_class(c) || c.classfile.is_none() {
                return Ok(Ref::NULL);
            }
            let o = super::new_instance(t, super::lib::CONSTANT_POOL)?;
            super::put_ref(o, "constantPoolOop", c.mirror_ref());
            Ok(o)
        })();
        local(t, r)
    })
}

/// The class whose pool `jcpool` (a `constantPoolOop`) is, and the pool.
fn pool(t: &mut JThread, jcpool: jobject) -> JResult<(&'static Class, &'static ConstantPool)> {
    let m = resolve(jcpool);
    if m.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    let c = class_of_mirror(m);
    match &c.classfile {
        Some(cf) => Ok((c, &cf.constant_pool)),
        None => Err(throw_new(t, "java/lang/InternalError", Some("class without constant pool"))),
    }
}

/// The entry at `index` (HotSpot's `bounds_check`; index 0 and the slot
/// after a long or double are in bounds but of no kind).
fn entry(t: &mut JThread, cp: &'static ConstantPool, index: jint) -> JResult<&'static Constant> {
    match usize::try_from(index).ok().and_then(|i| cp.entries().get(i)) {
        Some(e) => Ok(e),
        None => Err(illegal_argument(t, Some("Constant pool index out of bounds"))),
    }
}

fn wrong_type(t: &mut JThread) -> crate::runtime::thread::Throw {
    illegal_argument(t, Some("Wrong type at constant pool index"))
}

/// Run `f` on the pool and the entry at `index`.
fn with_entry<R: Default>(env: *mut JNIEnv, jcpool: jobject, index: jint, f: impl FnOnce(&mut JThread, &'static Class, &'static ConstantPool, &'static Constant) -> JResult<R>) -> R {
    with_thread(env, |t| {
        let r = (|| -> JResult<R> {
            let (c, cp) = pool(t, jcpool)?;
            let e = entry(t, cp, index)?;
            f(t, c, cp, e)
        })();
        r.unwrap_or_default()
    })
}

/// Like [`with_entry`] for a function returning an object.
fn with_entry_obj(env: *mut JNIEnv, jcpool: jobject, index: jint, f: impl FnOnce(&mut JThread, &'static Class, &'static ConstantPool, &'static Constant) -> JResult<Ref>) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let (c, cp) = pool(t, jcpool)?;
            let e = entry(t, cp, index)?;
            f(t, c, cp, e)
        })();
        local(t, r)
    })
}

/// A string from a Utf8 entry, with its exact UTF-16 contents.
fn utf8_string(t: &mut JThread, cp: &ConstantPool, index: u16) -> JResult<Ref> {
    let units = cp.utf16(index).unwrap_or_default();
    crate::runtime::strings::new_string_utf16(t, &units)
}

/// `jint JVM_ConstantPoolGetSize(JNIEnv *env, jobject unused, jobject jcpool)`.
unsafe extern "C" fn JVM_ConstantPoolGetSize(env: *mut JNIEnv, _unused: jobject, jcpool: jobject) -> jint {
    with_thread(env, |t| pool(t, jcpool).map(|(_, cp)| cp.len() as jint).unwrap_or(0))
}

/// The class a Class entry names: loaded through the pool holder's loader
/// (`force`), or only if that loader already has it.
fn class_at(t: &mut JThread, c: &'static Class, cp: &ConstantPool, name_index: u16, force: bool) -> JResult<Option<&'static Class>> {
    let name = cp.utf8(name_index).map_err(|_| throw_new(t, "java/lang/ClassFormatError", Some("bad class name")))?;
    if force {
        let k = crate::runtime::loader::load_class_in(t, c.loader, name)?;
        Ok(Some(k))
    } else {
        Ok(c.loader.find(name))
    }
}

fn get_class_at(env: *mut JNIEnv, jcpool: jobject, index: jint, force: bool) -> jobject {
    with_entry_obj(env, jcpool, index, |t, c, cp, e| match e {
        Constant::Class(n) => Ok(class_at(t, c, cp, *n, force)?.map(|k| k.mirror_ref()).unwrap_or(Ref::NULL)),
        _ => Err(wrong_type(t)),
    })
}

/// `jclass JVM_ConstantPoolGetClassAt(JNIEnv *env, jobject unused, jobject
/// jcpool, jint index)`.
unsafe extern "C" fn JVM_ConstantPoolGetClassAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    get_class_at(env, jcpool, index, true)
}

/// `jclass JVM_ConstantPoolGetClassAtIfLoaded(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetClassAtIfLoaded(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    get_class_at(env, jcpool, index, false)
}

/// `jint JVM_ConstantPoolGetClassRefIndexAt(JNIEnv *env, jobject obj,
/// jobject unused, jint index)`: the class index of a member reference.
unsafe extern "C" fn JVM_ConstantPoolGetClassRefIndexAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jint {
    with_entry(env, jcpool, index, |t, _, _, e| match e {
        Constant::Fieldref(c, _) | Constant::Methodref(c, _) | Constant::InterfaceMethodref(c, _) => Ok(*c as jint),
        _ => Err(wrong_type(t)),
    })
}

/// The class and the (name, descriptor) of a member reference.
fn member(t: &mut JThread, c: &'static Class, cp: &'static ConstantPool, e: &Constant, force: bool) -> JResult<Option<(&'static Class, &'static str, &'static str)>> {
    let (ci, nt) = match e {
        Constant::Fieldref(ci, nt) | Constant::Methodref(ci, nt) | Constant::InterfaceMethodref(ci, nt) => (*ci, *nt),
        _ => unreachable!("checked by the caller"),
    };
    let Ok(Constant::Class(n)) = cp.get(ci) else { return Err(wrong_type(t)) };
    let Some(k) = class_at(t, c, cp, *n, force)? else { return Ok(None) };
    let (name, desc) = cp.name_and_type(nt).map_err(|_| wrong_type(t))?;
    Ok(Some((k, name, desc)))
}

fn get_method_at(env: *mut JNIEnv, jcpool: jobject, index: jint, force: bool) -> jobject {
    with_entry_obj(env, jcpool, index, |t, c, cp, e| {
        if !matches!(e, Constant::Methodref(..) | Constant::InterfaceMethodref(..)) {
            return Err(wrong_type(t));
        }
        let Some((k, name, desc)) = member(t, c, cp, e, force)? else { return Ok(Ref::NULL) };
        // HotSpot's InstanceKlass::find_method: the class's own methods.
        let Some(slot) = k.methods().iter().position(|m| &*m.name == name && &*m.descriptor == desc) else {
            return Err(throw_new(t, "java/lang/RuntimeException", Some("Unable to look up method in target class")));
        };
        if name == "<init>" {
            super::new_constructor(t, k, slot)
        } else {
            super::new_method(t, k, slot)
        }
    })
}

/// `jobject JVM_ConstantPoolGetMethodAt(...)`: a `Method` or `Constructor`.
unsafe extern "C" fn JVM_ConstantPoolGetMethodAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    get_method_at(env, jcpool, index, true)
}

/// `jobject JVM_ConstantPoolGetMethodAtIfLoaded(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetMethodAtIfLoaded(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    get_method_at(env, jcpool, index, false)
}

fn get_field_at(env: *mut JNIEnv, jcpool: jobject, index: jint, force: bool) -> jobject {
    with_entry_obj(env, jcpool, index, |t, c, cp, e| {
        if !matches!(e, Constant::Fieldref(..)) {
            return Err(wrong_type(t));
        }
        let Some((k, name, desc)) = member(t, c, cp, e, force)? else { return Ok(Ref::NULL) };
        // Field lookup as in resolution: the class, its interfaces, its superclasses.
        let Some((holder, slot)) = crate::runtime::resolve::find_field(k, name, desc) else {
            return Err(throw_new(t, "java/lang/RuntimeException", Some("Unable to look up field in target class")));
        };
        super::new_field(t, holder, slot)
    })
}

/// `jobject JVM_ConstantPoolGetFieldAt(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetFieldAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    get_field_at(env, jcpool, index, true)
}

/// `jobject JVM_ConstantPoolGetFieldAtIfLoaded(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetFieldAtIfLoaded(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    get_field_at(env, jcpool, index, false)
}

/// `jobjectArray JVM_ConstantPoolGetMemberRefInfoAt(...)`: the class
/// (internal name), name and descriptor of a member reference.
unsafe extern "C" fn JVM_ConstantPoolGetMemberRefInfoAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    with_entry_obj(env, jcpool, index, |t, _, cp, e| {
        if !matches!(e, Constant::Fieldref(..) | Constant::Methodref(..) | Constant::InterfaceMethodref(..)) {
            return Err(wrong_type(t));
        }
        let (class, name, desc) = cp.member_ref(index as u16).map_err(|_| wrong_type(t))?;
        crate::natives::string_array(t, &[&**class, &**name, &**desc])
    })
}

/// `jint JVM_ConstantPoolGetNameAndTypeRefIndexAt(...)`: the NameAndType
/// index of a member reference or an invokedynamic.
unsafe extern "C" fn JVM_ConstantPoolGetNameAndTypeRefIndexAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jint {
    with_entry(env, jcpool, index, |t, _, _, e| match e {
        Constant::Fieldref(_, nt) | Constant::Methodref(_, nt) | Constant::InterfaceMethodref(_, nt) | Constant::InvokeDynamic(_, nt) => Ok(*nt as jint),
        _ => Err(wrong_type(t)),
    })
}

/// `jobjectArray JVM_ConstantPoolGetNameAndTypeRefInfoAt(...)`: name and
/// descriptor of a NameAndType.
unsafe extern "C" fn JVM_ConstantPoolGetNameAndTypeRefInfoAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    with_entry_obj(env, jcpool, index, |t, _, cp, e| match e {
        Constant::NameAndType(..) => {
            let (n, d) = cp.name_and_type(index as u16).map(|(n, d)| (n.clone(), d.clone())).map_err(|_| wrong_type(t))?;
            crate::natives::string_array(t, &[&*n, &*d])
        }
        _ => Err(wrong_type(t)),
    })
}

/// `jint JVM_ConstantPoolGetIntAt(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetIntAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jint {
    with_entry(env, jcpool, index, |t, _, _, e| match e {
        Constant::Integer(v) => Ok(*v),
        _ => Err(wrong_type(t)),
    })
}

/// `jlong JVM_ConstantPoolGetLongAt(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetLongAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jlong {
    with_entry(env, jcpool, index, |t, _, _, e| match e {
        Constant::Long(v) => Ok(*v),
        _ => Err(wrong_type(t)),
    })
}

/// `jfloat JVM_ConstantPoolGetFloatAt(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetFloatAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jfloat {
    with_entry(env, jcpool, index, |t, _, _, e| match e {
        Constant::Float(v) => Ok(*v),
        _ => Err(wrong_type(t)),
    })
}

/// `jdouble JVM_ConstantPoolGetDoubleAt(...)`.
unsafe extern "C" fn JVM_ConstantPoolGetDoubleAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jdouble {
    with_entry(env, jcpool, index, |t, _, _, e| match e {
        Constant::Double(v) => Ok(*v),
        _ => Err(wrong_type(t)),
    })
}

/// `jstring JVM_ConstantPoolGetStringAt(...)`: the (interned) literal.
unsafe extern "C" fn JVM_ConstantPoolGetStringAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    with_entry_obj(env, jcpool, index, |t, c, _, e| match e {
        Constant::String(_) => crate::runtime::resolve::resolve_string(t, c, index as u16),
        _ => Err(wrong_type(t)),
    })
}

/// `jstring JVM_ConstantPoolGetUTF8At(...)`: a new string (not interned).
unsafe extern "C" fn JVM_ConstantPoolGetUTF8At(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jobject {
    with_entry_obj(env, jcpool, index, |t, _, cp, e| match e {
        Constant::Utf8(_) => utf8_string(t, cp, index as u16),
        _ => Err(wrong_type(t)),
    })
}

/// `jbyte JVM_ConstantPoolGetTagAt(...)`: the JVMS tag (0 for index 0 and
/// the slot after a long or double).
unsafe extern "C" fn JVM_ConstantPoolGetTagAt(env: *mut JNIEnv, _u: jobject, jcpool: jobject, index: jint) -> jbyte {
    with_entry(env, jcpool, index, |_, _, _, e| Ok(e.tag() as jbyte))
}
