//! Methods: GetMethodID, GetStaticMethodID, NewObjectA and the 30
//! `Call[Nonvirtual|Static]<Type>MethodA` functions. The `...` and `V`
//! forms are C (`jni/varargs.c`): they convert their arguments to a
//! `jvalue` array by the method's descriptor ([`rjvm_jni_method_descriptor`])
//! and call the `A` form through the table.
//!
//! A `jmethodID` is the address of the VM's `Method` — the same value as the
//! method ids of the JVMPI.

use std::ffi::c_char;

use rjvm_profiler_api::ffi::{jboolean, jbyte, jchar, jclass, jdouble, jfloat, jint, jlong, jmethodID, jobject, jshort, jvalue, JNIEnv};

use super::{c_text, class, is_symbol, jvalue_slot, keeping_pending, object};
use crate::heap::Ref;
use crate::jni::{new_local, with_thread};
use crate::runtime::class::{Class, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

/// The method a `jmethodID` names (None for NULL).
pub(crate) fn method_of(id: jmethodID) -> Option<&'static Method> {
    // SAFETY: a non-NULL jmethodID is the address of a (leaked, immortal)
    // Method the VM handed out.
    (!id.is_null()).then(|| unsafe { &*(id as *const Method) })
}

/// The `jmethodID` of a method.
pub(crate) fn method_id(m: &'static Method) -> jmethodID {
    m as *const Method as jmethodID
}

/// For `varargs.c`: the descriptor of the method `id` names, to read its
/// arguments from a `va_list` (NULL for a NULL id; `len` gets the length).
///
/// # Safety
/// `len` points to writable memory; `id` is NULL or a `jmethodID`.
#[no_mangle]
pub(crate) unsafe extern "C" fn rjvm_jni_method_descriptor(id: jmethodID, len: *mut usize) -> *const c_char {
    match method_of(id) {
        Some(m) => {
            // SAFETY: per the function contract.
            unsafe { *len = m.descriptor.len() };
            m.descriptor.as_ptr().cast()
        }
        None => std::ptr::null(),
    }
}

/// HotSpot's method lookup for JNI: constructors and class initialisers in
/// the class itself only; other methods in the class and its superclasses,
/// then (default methods) its superinterfaces.
fn find(c: &'static Class, name: &str, sig: &str) -> Option<&'static Method> {
    if name == "<init>" || name == "<clinit>" {
        return if c.is_array() || c.is_primitive() { None } else { c.declared_method(name, sig) };
    }
    let object = crate::runtime::vm::vm().wk().object;
    let start = if c.is_array() || c.is_primitive() { object } else { c };
    crate::runtime::resolve::find_method_in_hierarchy(start, name, sig)
        .or_else(|| if c.is_interface() { object.declared_method(name, sig) } else { None })
        .or_else(|| crate::runtime::resolve::find_interface_method(c, name, sig))
}

fn get_id(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char, is_static: bool) -> jmethodID {
    // SAFETY: JNI contract: NULL or NUL-terminated strings.
    let (name, sig) = unsafe { (c_text(name), c_text(sig)) };
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            if !c.is_array() && !c.is_primitive() {
                crate::runtime::init::ensure_initialized(t, c)?;
            }
            let found = match (&name, &sig) {
                (Some(n), Some(s)) => find(c, n, s).filter(|m| m.is_static() == is_static),
                _ => None,
            };
            match found {
                Some(m) => Ok(method_id(m)),
                None => {
                    // HotSpot's texts: just the name when the name or the
                    // signature is no symbol at all, else the class's
                    // descriptor, the name and the signature.
                    let (n, s) = (name.as_deref().unwrap_or(""), sig.as_deref().unwrap_or(""));
                    let msg = if is_symbol(n) && is_symbol(s) {
                        let desc = if c.is_array() || c.is_primitive() { c.name.to_string() } else { format!("L{};", c.name) };
                        format!("{}{desc}.{n}{s}", if is_static { "static " } else { "" })
                    } else {
                        n.to_string()
                    };
                    Err(throw_new(t, "java/lang/NoSuchMethodError", Some(&msg)))
                }
            }
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn get_method_id(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jmethodID {
    get_id(env, clazz, name, sig, false)
}

pub(crate) unsafe extern "C" fn get_static_method_id(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jmethodID {
    get_id(env, clazz, name, sig, true)
}

/// How a Call function picks the method to run.
#[derive(Clone, Copy)]
enum Dispatch {
    /// `Call<T>Method`: by the receiver's class (the vtable or the
    /// interface's implementation), private methods and constructors as is.
    Virtual,
    /// `CallNonvirtual<T>Method`: the method itself.
    Nonvirtual,
    /// `CallStatic<T>Method`.
    Static,
}

/// The method `m` selects on an object of class `rc`.
fn select(t: &mut JThread, m: &'static Method, rc: &'static Class) -> JResult<&'static Method> {
    if m.is_private() || &*m.name == "<init>" {
        return Ok(m);
    }
    let vi = m.vtable_index.load(std::sync::atomic::Ordering::Relaxed);
    let target = if !m.class.is_interface() && vi != u32::MAX {
        rc.vtable().get(vi as usize).copied()
    } else {
        rc.dispatch.get().and_then(|d| d.get(&m.selector).copied())
    };
    let target = target.unwrap_or(m);
    if target.is_abstract() {
        return Err(crate::interp::link::abstract_method_error(t, Some(rc), m, (!std::ptr::eq(target, m)).then_some(target)));
    }
    Ok(target)
}

/// Call `m` with the receiver `obj` (virtual and non-virtual calls) and the
/// `jvalue` arguments `args`; the result as an interpreter slot.
///
/// # Safety
/// `args` holds a value for every parameter of `m` (or `m` has none).
unsafe fn call(t: &mut JThread, how: Dispatch, obj: jobject, mid: jmethodID, args: *const jvalue) -> JResult<u64> {
    let Some(m) = method_of(mid) else {
        return Err(throw_new(t, "java/lang/NullPointerException", Some("method ID is null")));
    };
    if m.is_static() {
        // Before any reference is read: <clinit> may collect.
        crate::runtime::init::ensure_initialized(t, m.class)?;
    }
    let target = if m.is_static() {
        m
    } else {
        if matches!(how, Dispatch::Static) {
            let msg = format!("{} is not static", m.qualified_name());
            return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
        }
        let rc = object(t, obj, "receiver")?.class();
        if !rc.is_subclass_of(m.class) {
            let msg = format!("{} is not an instance of {}", rc.java_name(), m.class.java_name());
            return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
        }
        match how {
            Dispatch::Virtual => select(t, m, rc)?,
            _ if m.is_abstract() => return Err(crate::interp::link::abstract_method_error(t, Some(rc), m, None)),
            _ => m,
        }
    };
    if !m.params.is_empty() && args.is_null() {
        return Err(throw_new(t, "java/lang/NullPointerException", Some("argument array is null")));
    }
    // From here to the call nothing can collect: read the references now.
    let mut slots: Vec<u64> = Vec::with_capacity(m.arg_slots as usize);
    if !m.is_static() {
        slots.push(crate::jni::resolve(obj).to_slot());
    }
    for (i, &p) in m.params.iter().enumerate() {
        // SAFETY: per the function contract, `args` has an entry per parameter.
        slots.push(unsafe { jvalue_slot(&*args.add(i), p) });
        if p.slots() == 2 {
            slots.push(0);
        }
    }
    keeping_pending(t, |t| crate::interp::invoke::invoke(t, target, &slots))
}

/// The result of a Call function as its C type.
trait CallResult: Default {
    fn from_slot(t: &mut JThread, s: u64) -> Self;
}

macro_rules! call_result {
    ($($t:ty => $e:expr;)*) => {$(
        impl CallResult for $t {
            fn from_slot(_t: &mut JThread, s: u64) -> Self {
                #[allow(clippy::redundant_closure_call)]
                ($e)(s)
            }
        }
    )*};
}

call_result! {
    jboolean => |s: u64| s as u8;
    jbyte => |s: u64| s as i8;
    jchar => |s: u64| s as u16;
    jshort => |s: u64| s as i16;
    jint => |s: u64| s as i32;
    jlong => |s: u64| s as i64;
    jfloat => |s: u64| f32::from_bits(s as u32);
    jdouble => |s: u64| f64::from_bits(s);
    () => |_| ();
}

/// A `jobject` result: a new local reference (so that `jobject`, a raw
/// pointer, needs no `Default`).
struct ObjResult(jobject);
impl Default for ObjResult {
    fn default() -> Self {
        ObjResult(std::ptr::null_mut())
    }
}
impl CallResult for ObjResult {
    fn from_slot(t: &mut JThread, s: u64) -> Self {
        ObjResult(new_local(t, Ref::from_slot(s)))
    }
}

fn call_a<R: CallResult>(env: *mut JNIEnv, how: Dispatch, obj: jobject, mid: jmethodID, args: *const jvalue) -> R {
    with_thread(env, |t| {
        // SAFETY: JNI contract: `args` holds the method's arguments.
        match unsafe { call(t, how, obj, mid, args) } {
            Ok(s) => R::from_slot(t, s),
            Err(_) => R::default(),
        }
    })
}

macro_rules! call_fns {
    ($($t:ty, $conv:expr => $virt:ident $nonvirt:ident $stat:ident;)*) => {$(
        pub(crate) unsafe extern "C" fn $virt(env: *mut JNIEnv, obj: jobject, mid: jmethodID, args: *const jvalue) -> $t {
            #[allow(clippy::redundant_closure_call)]
            ($conv)(call_a(env, Dispatch::Virtual, obj, mid, args))
        }
        pub(crate) unsafe extern "C" fn $nonvirt(env: *mut JNIEnv, obj: jobject, _clazz: jclass, mid: jmethodID, args: *const jvalue) -> $t {
            #[allow(clippy::redundant_closure_call)]
            ($conv)(call_a(env, Dispatch::Nonvirtual, obj, mid, args))
        }
        pub(crate) unsafe extern "C" fn $stat(env: *mut JNIEnv, _clazz: jclass, mid: jmethodID, args: *const jvalue) -> $t {
            #[allow(clippy::redundant_closure_call)]
            ($conv)(call_a(env, Dispatch::Static, std::ptr::null_mut(), mid, args))
        }
    )*};
}

call_fns! {
    jobject, |r: ObjResult| r.0 => call_object_method_a call_nonvirtual_object_method_a call_static_object_method_a;
    jboolean, |r| r => call_boolean_method_a call_nonvirtual_boolean_method_a call_static_boolean_method_a;
    jbyte, |r| r => call_byte_method_a call_nonvirtual_byte_method_a call_static_byte_method_a;
    jchar, |r| r => call_char_method_a call_nonvirtual_char_method_a call_static_char_method_a;
    jshort, |r| r => call_short_method_a call_nonvirtual_short_method_a call_static_short_method_a;
    jint, |r| r => call_int_method_a call_nonvirtual_int_method_a call_static_int_method_a;
    jlong, |r| r => call_long_method_a call_nonvirtual_long_method_a call_static_long_method_a;
    jfloat, |r| r => call_float_method_a call_nonvirtual_float_method_a call_static_float_method_a;
    jdouble, |r| r => call_double_method_a call_nonvirtual_double_method_a call_static_double_method_a;
    (), |r| r => call_void_method_a call_nonvirtual_void_method_a call_static_void_method_a;
}

pub(crate) unsafe extern "C" fn new_object_a(env: *mut JNIEnv, clazz: jclass, mid: jmethodID, args: *const jvalue) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            let Some(m) = method_of(mid).filter(|m| &*m.name == "<init>" && c.is_subclass_of(m.class)) else {
                let msg = format!("not a constructor of {}", c.java_name());
                return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
            };
            let o = super::classes::alloc_object(t, c)?;
            let obj = new_local(t, o);
            // SAFETY: JNI contract: `args` holds the constructor's arguments.
            unsafe { call(t, Dispatch::Nonvirtual, obj, method_id(m), args) }?;
            Ok(obj)
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}
