//! Native method registration (RegisterNatives, UnregisterNatives),
//! monitors (MonitorEnter/Exit), GetJavaVM, direct buffers, reflection
//! conversions (From/ToReflectedMethod/Field) and GetModule.
//!
//! The Java classes these touch (direct buffers, `java.lang.reflect`,
//! `java.lang.Module`) are named in [`lib`], the one place that knows the
//! class library's side of the contract (jdk-stubs/VM-CONTRACT.md).

use std::ffi::c_void;

use rjvm_profiler_api::ffi::{jboolean, jclass, jfieldID, jint, jlong, jmethodID, jobject, JNINativeMethod, JNIEnv, JavaVM, JNI_ERR, JNI_OK};

use super::calls::{method_id, method_of};
use super::fields::{field_id, field_of};
use super::{c_text, class, object};
use crate::heap::Ref;
use crate::jni::{new_local, with_thread};
use crate::runtime::class::{BasicType, Class, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::resolve::method_to_java;
use crate::runtime::thread::{JResult, JThread};

/// The class-library classes and members the functions of this file use.
mod lib {
    pub const DIRECT_BUFFER: &str = "java/nio/DirectByteBuffer";
    pub const DIRECT_BUFFER_CTOR: &str = "(JI)V";
    pub const BUFFER: &str = "java/nio/Buffer";
    pub const BUFFER_ADDRESS: &str = "address";
    pub const BUFFER_CAPACITY: &str = "capacity";
    pub const METHOD: &str = "java/lang/reflect/Method";
    pub const CONSTRUCTOR: &str = "java/lang/reflect/Constructor";
    pub const FIELD: &str = "java/lang/reflect/Field";
    /// Fields every reflection object has: the declaring class and the
    /// index of the member among the class's declared methods or fields.
    pub const CLAZZ: &str = "clazz";
    pub const SLOT: &str = "slot";
}

// ---------------------------------------------------------------------------
// RegisterNatives
// ---------------------------------------------------------------------------

/// Bind one native method of `c` (or of a superclass, as HotSpot looks it
/// up) to `f`, with HotSpot's NoSuchMethodError texts.
fn register(t: &mut JThread, c: &'static Class, name: &str, sig: &str, f: usize) -> JResult<()> {
    let m = crate::runtime::resolve::find_method_in_hierarchy(c, name, sig);
    let Some(m) = m else {
        // HotSpot says "not found" when the name or the signature is no
        // symbol of the VM at all.
        let msg = if super::is_symbol(name) && super::is_symbol(sig) {
            format!("Method '{}' name or signature does not match", method_to_java(c, name, sig))
        } else {
            format!("Method {}.{}{} not found", c.java_name(), name, sig)
        };
        return Err(throw_new(t, "java/lang/NoSuchMethodError", Some(&msg)));
    };
    if !m.is_native() {
        let msg = format!("Method '{}' is not declared as native", method_to_java(c, name, sig));
        return Err(throw_new(t, "java/lang/NoSuchMethodError", Some(&msg)));
    }
    m.native.bind(m, f, true);
    Ok(())
}

pub(crate) unsafe extern "C" fn register_natives(env: *mut JNIEnv, clazz: jclass, methods: *const JNINativeMethod, n: jint) -> jint {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            for i in 0..n.max(0) as usize {
                // SAFETY: JNI contract: `methods` holds `n` entries whose names
                // and signatures are NUL-terminated strings.
                let (name, sig, f) = unsafe {
                    let e = &*methods.add(i);
                    (c_text(e.name), c_text(e.signature), e.fnPtr as usize)
                };
                let (Some(name), Some(sig)) = (name, sig) else {
                    return Err(throw_new(t, "java/lang/NoSuchMethodError", Some("RegisterNatives: NULL name or signature")));
                };
                if f == 0 {
                    let msg = format!("Method '{}' has a NULL function", method_to_java(c, &name, &sig));
                    return Err(throw_new(t, "java/lang/NoSuchMethodError", Some(&msg)));
                }
                register(t, c, &name, &sig, f)?;
            }
            Ok(())
        })();
        if r.is_ok() {
            JNI_OK
        } else {
            JNI_ERR
        }
    })
}

pub(crate) unsafe extern "C" fn unregister_natives(env: *mut JNIEnv, clazz: jclass) -> jint {
    with_thread(env, |t| match class(t, clazz) {
        Ok(c) => {
            for m in c.methods().iter().filter(|m| m.is_native()) {
                m.native.unbind();
            }
            JNI_OK
        }
        Err(_) => JNI_ERR,
    })
}

// ---------------------------------------------------------------------------
// Monitors, the VM
// ---------------------------------------------------------------------------

pub(crate) unsafe extern "C" fn monitor_enter(env: *mut JNIEnv, obj: jobject) -> jint {
    with_thread(env, |t| match object(t, obj, "object") {
        Ok(o) => {
            // The object stays reachable through `obj` if entering blocks.
            crate::runtime::monitor::enter(t, o);
            JNI_OK
        }
        Err(_) => JNI_ERR,
    })
}

pub(crate) unsafe extern "C" fn monitor_exit(env: *mut JNIEnv, obj: jobject) -> jint {
    with_thread(env, |t| {
        // Unlike monitorexit, HotSpot's MonitorExit explains itself.
        let r = object(t, obj, "object").and_then(|o| crate::runtime::monitor::check_owner(t, o).and_then(|_| crate::runtime::monitor::exit(t, o)));
        if r.is_ok() {
            JNI_OK
        } else {
            JNI_ERR
        }
    })
}

pub(crate) unsafe extern "C" fn get_java_vm(env: *mut JNIEnv, vm: *mut *mut JavaVM) -> jint {
    with_thread(env, |_| {
        if vm.is_null() {
            return JNI_ERR;
        }
        // SAFETY: JNI contract: `vm` is writable.
        unsafe { *vm = crate::jni::invocation::java_vm() };
        JNI_OK
    })
}

// ---------------------------------------------------------------------------
// Direct buffers
// ---------------------------------------------------------------------------

fn loaded(name: &str) -> Option<&'static Class> {
    crate::runtime::loader::find_loaded(name)
}

pub(crate) unsafe extern "C" fn new_direct_byte_buffer(env: *mut JNIEnv, address: *mut c_void, capacity: jlong) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = super::classes::find_class(t, lib::DIRECT_BUFFER)?;
            let ctor = c.declared_method("<init>", lib::DIRECT_BUFFER_CTOR).expect("class library: DirectByteBuffer(long, int)");
            let o = super::classes::alloc_object(t, c)?;
            let h = t.push_handle(o);
            // Like HotSpot, the capacity is passed on as an int.
            let cap = capacity as i32 as u32 as u64;
            let r = super::keeping_pending(t, |t| crate::interp::invoke::invoke(t, ctor, &[o.to_slot(), address as u64, 0, cap]));
            let o = t.handle(h);
            t.pop_handles(h);
            r?;
            Ok(new_local(t, o))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

/// A direct buffer's field value (None for anything that is not one).
fn direct_field<T: Copy>(obj: jobject, field: &str) -> Option<T> {
    let o = crate::jni::resolve(obj);
    let direct = loaded(lib::DIRECT_BUFFER)?;
    if o.is_null() || !o.class().is_subclass_of(direct) {
        return None;
    }
    let f = loaded(lib::BUFFER)?.find_field_by_name(field)?;
    Some(o.get::<T>(f.offset as usize))
}

pub(crate) unsafe extern "C" fn get_direct_buffer_address(env: *mut JNIEnv, buf: jobject) -> *mut c_void {
    with_thread(env, |_| direct_field::<u64>(buf, lib::BUFFER_ADDRESS).map(|a| a as *mut c_void).unwrap_or(std::ptr::null_mut()))
}

pub(crate) unsafe extern "C" fn get_direct_buffer_capacity(env: *mut JNIEnv, buf: jobject) -> jlong {
    with_thread(env, |_| direct_field::<i32>(buf, lib::BUFFER_CAPACITY).map(|c| c as jlong).unwrap_or(-1))
}

// ---------------------------------------------------------------------------
// Reflection
// ---------------------------------------------------------------------------

/// The declaring class and slot of a reflection object of one of `kinds`.
fn member(t: &mut JThread, obj: jobject, kinds: &[&str]) -> JResult<(&'static Class, usize)> {
    let o = object(t, obj, "reflection object")?;
    let ok = kinds.iter().any(|k| loaded(k).is_some_and(|c| o.class().is_subclass_of(c)));
    if !ok {
        let msg = format!("{} is not a {}", o.class().java_name(), kinds.join(" or ").replace('/', "."));
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    let clazz = o.get_ref(o.class().field_offset(lib::CLAZZ));
    let slot = o.get::<i32>(o.class().field_offset(lib::SLOT));
    Ok((crate::interp::link::class_of_mirror(clazz), slot as usize))
}

pub(crate) unsafe extern "C" fn from_reflected_method(env: *mut JNIEnv, method: jobject) -> jmethodID {
    with_thread(env, |t| match member(t, method, &[lib::METHOD, lib::CONSTRUCTOR]) {
        Ok((c, slot)) => c.methods().get(slot).map(|m| method_id(m)).unwrap_or(std::ptr::null_mut()),
        Err(_) => std::ptr::null_mut(),
    })
}

pub(crate) unsafe extern "C" fn from_reflected_field(env: *mut JNIEnv, field: jobject) -> jfieldID {
    with_thread(env, |t| match member(t, field, &[lib::FIELD]) {
        Ok((c, slot)) => c.fields.get(slot).map(|f| field_id(c, f)).unwrap_or(std::ptr::null_mut()),
        Err(_) => std::ptr::null_mut(),
    })
}

/// The mirror of the class a field descriptor names (loading it).
fn type_mirror(t: &mut JThread, loader: &'static crate::runtime::loaders::LoaderData, desc: &str) -> JResult<Ref> {
    let c = match BasicType::of_descriptor(desc) {
        // Named in the member's class: resolved through that class's loader.
        BasicType::Ref if desc.starts_with('[') => crate::runtime::loader::load_array_class_in(t, loader, desc)?,
        BasicType::Ref => crate::runtime::loader::load_class_in(t, loader, &desc[1..desc.len() - 1])?,
        bt => crate::runtime::loader::primitive_class(bt),
    };
    crate::interp::link::mirror(t, c)
}

/// Set the field `name` (a reference or an int) of the reflection object in
/// handle `h`.
fn set(t: &JThread, h: usize, name: &str, v: u64) {
    let o = t.handle(h);
    let fd = o.class().find_field_by_name(name).unwrap_or_else(|| panic!("class library: {} has no field {name}", o.class().name));
    match fd.ty {
        BasicType::Ref => o.put_ref(fd.offset as usize, Ref::from_slot(v)),
        _ => o.put::<i32>(fd.offset as usize, v as i32),
    }
}

/// A `Class[]` of the parameter types of a method descriptor.
fn parameter_types(t: &mut JThread, loader: &'static crate::runtime::loaders::LoaderData, desc: &str) -> JResult<u64> {
    let (params, _) = crate::runtime::class::split_method_descriptor(desc);
    let class_array = crate::runtime::loader::array_class_of(t, crate::runtime::vm::vm().wk().class)?;
    let a = crate::interp::alloc::new_array(t, class_array, params.len() as i32)?;
    let h = t.push_handle(a);
    let r = (|| -> JResult<_> {
        for (i, p) in params.iter().enumerate() {
            let m = type_mirror(t, loader, p)?;
            t.handle(h).set_ref_elem(i, m);
        }
        Ok(t.handle(h).to_slot())
    })();
    t.pop_handles(h);
    r
}

fn interned(t: &mut JThread, s: &str) -> JResult<u64> {
    let units: Vec<u16> = s.encode_utf16().collect();
    let i = crate::runtime::strings::intern_units(t, &units)?;
    Ok(crate::runtime::strings::literal(i).to_slot())
}

/// A `java.lang.reflect.Method` (or `Constructor`) for `m`.
pub(crate) fn reflect_method(t: &mut JThread, m: &'static Method) -> JResult<Ref> {
    let ctor = &*m.name == "<init>";
    let rc = super::classes::find_class(t, if ctor { lib::CONSTRUCTOR } else { lib::METHOD })?;
    let slot = m.class.methods().iter().position(|x| std::ptr::eq(*x, m)).unwrap_or(0);
    let o = crate::interp::alloc::new_object(t, rc)?;
    let h = t.push_handle(o);
    let r = (|| -> JResult<Ref> {
        // Each value may allocate: the object is re-read from its handle.
        let v = crate::interp::link::mirror(t, m.class)?.to_slot();
        set(t, h, lib::CLAZZ, v);
        set(t, h, lib::SLOT, slot as u64);
        set(t, h, "modifiers", (m.access_flags & 0x1fff) as u64);
        let v = parameter_types(t, m.class.loader, &m.descriptor)?;
        set(t, h, "parameterTypes", v);
        if !ctor {
            let v = interned(t, &m.name)?;
            set(t, h, "name", v);
            let (_, ret) = crate::runtime::class::split_method_descriptor(&m.descriptor);
            let v = type_mirror(t, m.class.loader, ret)?.to_slot();
            set(t, h, "returnType", v);
        }
        Ok(t.handle(h))
    })();
    t.pop_handles(h);
    r
}

/// A `java.lang.reflect.Field` for field `slot` of `c`.
pub(crate) fn reflect_field(t: &mut JThread, c: &'static Class, slot: usize) -> JResult<Ref> {
    let f = &c.fields[slot];
    let rc = super::classes::find_class(t, lib::FIELD)?;
    let o = crate::interp::alloc::new_object(t, rc)?;
    let h = t.push_handle(o);
    let r = (|| -> JResult<Ref> {
        let v = crate::interp::link::mirror(t, c)?.to_slot();
        set(t, h, lib::CLAZZ, v);
        set(t, h, lib::SLOT, slot as u64);
        set(t, h, "modifiers", f.access_flags as u64);
        let v = interned(t, &f.name)?;
        set(t, h, "name", v);
        let v = type_mirror(t, c.loader, &f.descriptor)?.to_slot();
        set(t, h, "type", v);
        Ok(t.handle(h))
    })();
    t.pop_handles(h);
    r
}

pub(crate) unsafe extern "C" fn to_reflected_method(env: *mut JNIEnv, _cls: jclass, mid: jmethodID, _is_static: jboolean) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let Some(m) = method_of(mid) else {
                return Err(throw_new(t, "java/lang/NullPointerException", Some("method ID is null")));
            };
            let o = if crate::runtime::vm::vm().library.is_jdk() { crate::prims::jvm::jni_reflected_method(t, m)? } else { reflect_method(t, m)? };
            Ok(new_local(t, o))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn to_reflected_field(env: *mut JNIEnv, _cls: jclass, fid: jfieldID, _is_static: jboolean) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let Some(f) = field_of(fid) else {
                return Err(throw_new(t, "java/lang/NullPointerException", Some("field ID is null")));
            };
            let slot = f.class.fields.iter().position(|x| std::ptr::eq(x, f.field)).unwrap_or(0);
            let o = if crate::runtime::vm::vm().library.is_jdk() { crate::prims::jvm::jni_reflected_field(t, f.class, slot)? } else { reflect_field(t, f.class, slot)? };
            Ok(new_local(t, o))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

// ---------------------------------------------------------------------------
// Modules
// ---------------------------------------------------------------------------

pub(crate) unsafe extern "C" fn get_module(env: *mut JNIEnv, clazz: jclass) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            let class_class = crate::runtime::vm::vm().wk().class;
            let m = class_class.declared_method("getModule", "()Ljava/lang/Module;").expect("class library: Class.getModule()");
            let mirror = crate::interp::link::mirror(t, c)?;
            let v = super::keeping_pending(t, |t| crate::interp::invoke::invoke(t, m, &[mirror.to_slot()]))?;
            Ok(new_local(t, Ref::from_slot(v)))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}
