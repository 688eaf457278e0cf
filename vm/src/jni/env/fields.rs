//! Fields: GetFieldID, GetStaticFieldID and the 36 typed accessors.
//!
//! A `jfieldID` is the address of a leaked [`FieldId`] (the field and the
//! class that declares it), one per field, so asking twice gives the same ID
//! and `FromReflectedField` / `ToReflectedField` round-trip.

use std::ffi::c_char;
use std::sync::atomic::{fence, Ordering};

use hashbrown::HashMap;
use parking_lot::Mutex;
use rjvm_profiler_api::ffi::{jboolean, jbyte, jchar, jclass, jdouble, jfieldID, jfloat, jint, jlong, jobject, jshort, JNIEnv};

use super::{c_text, class, object};
use crate::heap::Ref;
use crate::jni::{new_local, resolve, with_thread};
use crate::runtime::class::{BasicType, Class, Field};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

/// What a `jfieldID` points to.
pub struct FieldId {
    pub class: &'static Class,
    pub field: &'static Field,
}

static IDS: Mutex<Option<HashMap<usize, &'static FieldId>>> = Mutex::new(None);

/// The ID of `field` (declared by `class`).
pub(crate) fn field_id(class: &'static Class, field: &'static Field) -> jfieldID {
    let mut ids = IDS.lock();
    let map = ids.get_or_insert_with(HashMap::new);
    let id = *map.entry(field as *const Field as usize).or_insert_with(|| Box::leak(Box::new(FieldId { class, field })));
    id as *const FieldId as jfieldID
}

/// The field an ID names (None for NULL).
pub(crate) fn field_of(id: jfieldID) -> Option<&'static FieldId> {
    // SAFETY: a non-NULL jfieldID is one `field_id` handed out (leaked).
    (!id.is_null()).then(|| unsafe { &*(id as *const FieldId) })
}

/// HotSpot's field lookup for JNI: the class itself (a field of the wrong
/// static-ness is passed over), for static fields its superinterfaces, then
/// the superclasses.
fn find(c: &'static Class, name: &str, sig: &str, is_static: bool) -> Option<(&'static Class, &'static Field)> {
    if let Some(f) = c.fields.iter().find(|f| &*f.name == name && &*f.descriptor == sig && f.is_static() == is_static) {
        return Some((c, f));
    }
    if is_static {
        for &i in &c.interfaces {
            if let Some(r) = find(i, name, sig, true) {
                return Some(r);
            }
        }
    }
    c.super_class.and_then(|s| find(s, name, sig, is_static))
}

fn get_id(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char, is_static: bool) -> jfieldID {
    // SAFETY: JNI contract: NULL or NUL-terminated strings.
    let (name, sig) = unsafe { (c_text(name), c_text(sig)) };
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            crate::runtime::init::ensure_initialized(t, c)?;
            let found = match (&name, &sig) {
                (Some(n), Some(s)) => find(c, n, s, is_static),
                _ => None,
            };
            match found {
                Some((fc, f)) => Ok(field_id(fc, f)),
                None => {
                    // HotSpot's texts: GetStaticFieldID names the field only.
                    let name = name.as_deref().unwrap_or("");
                    let msg = if is_static { name.to_string() } else { format!("{}.{} {}", c.java_name(), name, sig.as_deref().unwrap_or("")) };
                    Err(throw_new(t, "java/lang/NoSuchFieldError", Some(&msg)))
                }
            }
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn get_field_id(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jfieldID {
    get_id(env, clazz, name, sig, false)
}

pub(crate) unsafe extern "C" fn get_static_field_id(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jfieldID {
    get_id(env, clazz, name, sig, true)
}

/// The field of `id` if it has type `ty` and the wanted static-ness.
fn checked(t: &mut JThread, id: jfieldID, ty: BasicType, is_static: bool) -> JResult<&'static FieldId> {
    let Some(f) = field_of(id) else {
        return Err(throw_new(t, "java/lang/NullPointerException", Some("field ID is null")));
    };
    if f.field.ty != ty || f.field.is_static() != is_static {
        let msg = format!(
            "{} field {}.{} of type {} accessed as {}{}",
            if f.field.is_static() { "static" } else { "instance" },
            f.class.java_name(),
            f.field.name,
            crate::runtime::resolve::descriptor_to_java(&f.field.descriptor),
            if is_static { "static " } else { "" },
            ty.primitive_name(),
        );
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    Ok(f)
}

/// The object holding an instance field: `obj`, which must be an instance
/// of the field's class.
fn holder(t: &mut JThread, obj: jobject, f: &FieldId) -> JResult<Ref> {
    let o = object(t, obj, "object")?;
    if !o.class().is_subclass_of(f.class) {
        let msg = format!("{} is not an instance of {}", o.class().java_name(), f.class.java_name());
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    Ok(o)
}

fn is_volatile(f: &Field) -> bool {
    f.access_flags & crate::classfile::ACC_VOLATILE != 0
}

/// How a Java field type is stored in an object and in a static slot.
trait Stored: Copy + Default {
    const TY: BasicType;
    /// The value as an 8-byte static slot.
    fn to_slot(self) -> u64;
    fn from_slot(s: u64) -> Self;
    /// Normalise a value before storing it (a boolean keeps its low bit).
    fn normalise(self) -> Self {
        self
    }
}

macro_rules! stored {
    ($t:ty, $bt:ident, $to:expr, $from:expr) => {
        impl Stored for $t {
            const TY: BasicType = BasicType::$bt;
            fn to_slot(self) -> u64 {
                #[allow(clippy::redundant_closure_call)]
                ($to)(self)
            }
            fn from_slot(s: u64) -> Self {
                #[allow(clippy::redundant_closure_call)]
                ($from)(s)
            }
        }
    };
}

impl Stored for jboolean {
    const TY: BasicType = BasicType::Boolean;
    fn to_slot(self) -> u64 {
        self as u64
    }
    fn from_slot(s: u64) -> Self {
        s as u8
    }
    fn normalise(self) -> Self {
        self & 1
    }
}
stored!(jbyte, Byte, |v: jbyte| v as i32 as u32 as u64, |s: u64| s as i8);
stored!(jchar, Char, |v: jchar| v as u64, |s: u64| s as u16);
stored!(jshort, Short, |v: jshort| v as i32 as u32 as u64, |s: u64| s as i16);
stored!(jint, Int, |v: jint| v as u32 as u64, |s: u64| s as i32);
stored!(jlong, Long, |v: jlong| v as u64, |s: u64| s as i64);
stored!(jfloat, Float, |v: jfloat| v.to_bits() as u64, |s: u64| f32::from_bits(s as u32));
stored!(jdouble, Double, |v: jdouble| v.to_bits(), |s: u64| f64::from_bits(s));

fn get_field<T: Stored>(env: *mut JNIEnv, obj: jobject, id: jfieldID) -> T {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let f = checked(t, id, T::TY, false)?;
            let o = holder(t, obj, f)?;
            Ok(o.get::<T>(f.field.offset as usize))
        })();
        r.unwrap_or_default()
    })
}

fn set_field<T: Stored>(env: *mut JNIEnv, obj: jobject, id: jfieldID, v: T) {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let f = checked(t, id, T::TY, false)?;
            let o = holder(t, obj, f)?;
            o.put::<T>(f.field.offset as usize, v.normalise());
            if is_volatile(f.field) {
                fence(Ordering::SeqCst);
            }
            Ok(())
        })();
        let _ = r;
    })
}

fn get_static<T: Stored>(env: *mut JNIEnv, id: jfieldID) -> T {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let f = checked(t, id, T::TY, true)?;
            // SAFETY: the static slot of a field of a loaded class.
            Ok(T::from_slot(unsafe { *f.class.static_slot(f.field.offset) }))
        })();
        r.unwrap_or_default()
    })
}

fn set_static<T: Stored>(env: *mut JNIEnv, id: jfieldID, v: T) {
    with_thread(env, |t| {
        if let Ok(f) = checked(t, id, T::TY, true) {
            // SAFETY: the static slot of a field of a loaded class; a racy
            // store is a Java data race (like putstatic).
            unsafe { *f.class.static_slot(f.field.offset) = v.normalise().to_slot() };
            if is_volatile(f.field) {
                fence(Ordering::SeqCst);
            }
        }
    })
}

pub(crate) unsafe extern "C" fn get_object_field(env: *mut JNIEnv, obj: jobject, id: jfieldID) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let f = checked(t, id, BasicType::Ref, false)?;
            let o = holder(t, obj, f)?;
            let v = o.get_ref(f.field.offset as usize);
            Ok(new_local(t, v))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn set_object_field(env: *mut JNIEnv, obj: jobject, id: jfieldID, val: jobject) {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let f = checked(t, id, BasicType::Ref, false)?;
            // The check may load a class (and collect): resolve after it.
            let v = store_check(t, f, val)?;
            let o = holder(t, obj, f)?;
            o.put_ref(f.field.offset as usize, v);
            if is_volatile(f.field) {
                fence(Ordering::SeqCst);
            }
            Ok(())
        })();
        let _ = r;
    })
}

pub(crate) unsafe extern "C" fn get_static_object_field(env: *mut JNIEnv, _clazz: jclass, id: jfieldID) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let f = checked(t, id, BasicType::Ref, true)?;
            // SAFETY: the static slot of a field of a loaded class.
            let v = Ref::from_slot(unsafe { *f.class.static_slot(f.field.offset) });
            Ok(new_local(t, v))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn set_static_object_field(env: *mut JNIEnv, _clazz: jclass, id: jfieldID, val: jobject) {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let f = checked(t, id, BasicType::Ref, true)?;
            let v = store_check(t, f, val)?;
            // SAFETY: the static slot of a field of a loaded class (statics
            // are roots: no write barrier).
            unsafe { *f.class.static_slot(f.field.offset) = v.to_slot() };
            if is_volatile(f.field) {
                fence(Ordering::SeqCst);
            }
            Ok(())
        })();
        let _ = r;
    })
}

/// The object `val` refers to, which is to be stored into a field: it must
/// be of the field's type (JNI leaves this unchecked; a wrong store would
/// break the type safety the interpreter and the collectors rely on).
fn store_check(t: &mut JThread, f: &FieldId, val: jobject) -> JResult<Ref> {
    if resolve(val).is_null() {
        return Ok(Ref::NULL);
    }
    let d = &*f.field.descriptor;
    // A class type that is not loaded yet cannot have instances; an array
    // type may not exist yet while arrays it accepts do (made here).
    let fc = if d.starts_with('[') { Some(crate::runtime::loader::load_array_class_in(t, f.class.loader, d)?) } else { f.class.loader.find(&d[1..d.len() - 1]) };
    let v = resolve(val);
    let ok = fc.is_some_and(|fc| v.class().is_subclass_of(fc));
    if !ok {
        let msg = format!("{} cannot be stored in field {}.{} of type {}", v.class().java_name(), f.class.java_name(), f.field.name, crate::runtime::resolve::descriptor_to_java(d));
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    Ok(v)
}

macro_rules! accessors {
    ($($t:ty: $get:ident $set:ident $sget:ident $sset:ident;)*) => {$(
        pub(crate) unsafe extern "C" fn $get(env: *mut JNIEnv, obj: jobject, id: jfieldID) -> $t {
            get_field::<$t>(env, obj, id)
        }
        pub(crate) unsafe extern "C" fn $set(env: *mut JNIEnv, obj: jobject, id: jfieldID, v: $t) {
            set_field::<$t>(env, obj, id, v)
        }
        pub(crate) unsafe extern "C" fn $sget(env: *mut JNIEnv, _clazz: jclass, id: jfieldID) -> $t {
            get_static::<$t>(env, id)
        }
        pub(crate) unsafe extern "C" fn $sset(env: *mut JNIEnv, _clazz: jclass, id: jfieldID, v: $t) {
            set_static::<$t>(env, id, v)
        }
    )*};
}

accessors! {
    jboolean: get_boolean_field set_boolean_field get_static_boolean_field set_static_boolean_field;
    jbyte: get_byte_field set_byte_field get_static_byte_field set_static_byte_field;
    jchar: get_char_field set_char_field get_static_char_field set_static_char_field;
    jshort: get_short_field set_short_field get_static_short_field set_static_short_field;
    jint: get_int_field set_int_field get_static_int_field set_static_int_field;
    jlong: get_long_field set_long_field get_static_long_field set_static_long_field;
    jfloat: get_float_field set_float_field get_static_float_field set_static_float_field;
    jdouble: get_double_field set_double_field get_static_double_field set_static_double_field;
}
