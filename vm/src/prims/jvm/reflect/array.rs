//! `java.lang.reflect.Array` (libjava's `Array.c`): `JVM_GetArrayLength`,
//! `JVM_Get/SetArrayElement`, `JVM_Get/SetPrimitiveArrayElement`,
//! `JVM_NewArray` and `JVM_NewMultiArray`, with HotSpot's checks and
//! messages (`jvm.cpp`'s `check_array`, `Reflection::array_get/array_set`,
//! `reflect_new_array`, `reflect_new_multi_array`).
//!
//! A `jvalue` crosses the C boundary as a `u64`: both are one 8-byte
//! INTEGER-class value in the System V ABI, the member in its low bytes.
#![allow(non_snake_case)]

use rjvm_profiler_api::ffi::{jint, jobject, JNIEnv};

use super::invoke::{box_value, illegal_argument, unbox, Prim};
use super::{local, Table};
use crate::heap::Ref;
use crate::interp::link::class_of_mirror;
use crate::jni::{resolve, with_thread};
use crate::runtime::class::{BasicType, ClassKind};
use crate::runtime::exceptions::{npe, throw_new};
use crate::runtime::thread::{JResult, JThread};

pub(super) fn register(m: &mut Table) {
    super::reg!(
        m,
        JVM_GetArrayLength,
        JVM_GetArrayElement,
        JVM_GetPrimitiveArrayElement,
        JVM_SetArrayElement,
        JVM_SetPrimitiveArrayElement,
        JVM_NewArray,
        JVM_NewMultiArray,
    );
}

/// HotSpot's limit on array dimensions.
const MAX_DIM: usize = 255;

/// The `JVM_T_*` type codes of `Array.c`.
fn type_of_code(code: i32) -> Option<BasicType> {
    Some(match code {
        4 => BasicType::Boolean,
        5 => BasicType::Char,
        6 => BasicType::Float,
        7 => BasicType::Double,
        8 => BasicType::Byte,
        9 => BasicType::Short,
        10 => BasicType::Int,
        11 => BasicType::Long,
        _ => return None,
    })
}

/// HotSpot's `check_array`: an array (of a primitive type, if `primitive`).
fn check_array(t: &mut JThread, arr: jobject, primitive: bool) -> JResult<Ref> {
    let a = resolve(arr);
    if a.is_null() {
        return Err(npe(t));
    }
    if !a.class().is_array() {
        return Err(illegal_argument(t, Some("Argument is not an array")));
    }
    if primitive && a.class().elem_type() == BasicType::Ref {
        return Err(illegal_argument(t, Some("Argument is not an array of primitive type")));
    }
    Ok(a)
}

/// `Reflection::array_get`'s bounds check: no message.
fn check_index(t: &mut JThread, a: Ref, index: jint) -> JResult<usize> {
    if index < 0 || index >= a.array_length() {
        return Err(throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", None));
    }
    Ok(index as usize)
}

/// Element `i` of a primitive array.
fn get_prim(a: Ref, i: usize) -> Prim {
    match a.class().elem_type() {
        BasicType::Boolean => Prim::Z(a.elem::<u8>(i) != 0),
        BasicType::Byte => Prim::B(a.elem::<i8>(i)),
        BasicType::Char => Prim::C(a.elem::<u16>(i)),
        BasicType::Short => Prim::S(a.elem::<i16>(i)),
        BasicType::Int => Prim::I(a.elem::<i32>(i)),
        BasicType::Long => Prim::J(a.elem::<i64>(i)),
        BasicType::Float => Prim::F(a.elem::<f32>(i)),
        BasicType::Double => Prim::D(a.elem::<f64>(i)),
        BasicType::Ref | BasicType::Void => unreachable!("not a primitive array"),
    }
}

/// `Reflection::array_set` for a primitive array: `v` widened to the
/// element type.
fn set_prim(t: &mut JThread, a: Ref, index: jint, v: Prim) -> JResult<()> {
    let i = check_index(t, a, index)?;
    let Some(v) = v.widen(a.class().elem_type()) else {
        return Err(illegal_argument(t, Some("argument type mismatch")));
    };
    match v {
        // bool_at_put keeps the low bit.
        Prim::Z(x) => a.set_elem::<u8>(i, x as u8),
        Prim::B(x) => a.set_elem::<i8>(i, x),
        Prim::C(x) => a.set_elem::<u16>(i, x),
        Prim::S(x) => a.set_elem::<i16>(i, x),
        Prim::I(x) => a.set_elem::<i32>(i, x),
        Prim::J(x) => a.set_elem::<i64>(i, x),
        Prim::F(x) => a.set_elem::<f32>(i, x),
        Prim::D(x) => a.set_elem::<f64>(i, x),
    }
    Ok(())
}

/// A `jvalue` of type `bt` (the member in the low bytes).
fn from_jvalue(bt: BasicType, v: u64) -> Option<Prim> {
    Some(match bt {
        BasicType::Boolean => Prim::Z(v as u8 & 1 != 0),
        BasicType::Byte => Prim::B(v as u8 as i8),
        BasicType::Char => Prim::C(v as u16),
        BasicType::Short => Prim::S(v as u16 as i16),
        _ => return Prim::from_slot(bt, v),
    })
}

/// `jint JVM_GetArrayLength(JNIEnv *env, jobject arr)`.
unsafe extern "C" fn JVM_GetArrayLength(env: *mut JNIEnv, arr: jobject) -> jint {
    with_thread(env, |t| check_array(t, arr, false).map(|a| a.array_length()).unwrap_or(0))
}

/// `jobject JVM_GetArrayElement(JNIEnv *env, jobject arr, jint index)`:
/// the element, boxed if primitive.
unsafe extern "C" fn JVM_GetArrayElement(env: *mut JNIEnv, arr: jobject, index: jint) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let a = check_array(t, arr, false)?;
            let i = check_index(t, a, index)?;
            if a.class().elem_type() == BasicType::Ref {
                return Ok(Ref::from_slot(a.elem::<u64>(i)));
            }
            let v = get_prim(a, i);
            box_value(t, v)
        })();
        local(t, r)
    })
}

/// `jvalue JVM_GetPrimitiveArrayElement(JNIEnv *env, jobject arr, jint
/// index, jint wCode)`: the element widened to the type `wCode`.
unsafe extern "C" fn JVM_GetPrimitiveArrayElement(env: *mut JNIEnv, arr: jobject, index: jint, wcode: jint) -> u64 {
    with_thread(env, |t| {
        let r = (|| -> JResult<u64> {
            let a = check_array(t, arr, true)?;
            let i = check_index(t, a, index)?;
            let v = get_prim(a, i);
            match type_of_code(wcode).and_then(|w| v.widen(w)) {
                Some(w) => Ok(w.to_slot()),
                None => Err(illegal_argument(t, Some("argument type mismatch"))),
            }
        })();
        r.unwrap_or(0)
    })
}

/// `void JVM_SetArrayElement(JNIEnv *env, jobject arr, jint index, jobject
/// val)`: a reference array takes any instance of its element type; a
/// primitive array the unboxed value, widened.
unsafe extern "C" fn JVM_SetArrayElement(env: *mut JNIEnv, arr: jobject, index: jint, val: jobject) {
    with_thread(env, |t| {
        let _ = (|| -> JResult<()> {
            let a = check_array(t, arr, false)?;
            let v = resolve(val);
            if a.class().elem_type() == BasicType::Ref {
                let i = check_index(t, a, index)?;
                let elem = a.class().component().expect("array class");
                if !v.is_null() && !v.class().is_subclass_of(elem) {
                    return Err(illegal_argument(t, Some("array element type mismatch")));
                }
                a.set_ref_elem(i, v);
                return Ok(());
            }
            if v.is_null() {
                return Err(illegal_argument(t, None));
            }
            match unbox(v) {
                Some(p) => set_prim(t, a, index, p),
                None => {
                    check_index(t, a, index)?;
                    Err(illegal_argument(t, Some("argument type mismatch")))
                }
            }
        })();
    })
}

/// `void JVM_SetPrimitiveArrayElement(JNIEnv *env, jobject arr, jint index,
/// jvalue v, unsigned char vCode)`.
unsafe extern "C" fn JVM_SetPrimitiveArrayElement(env: *mut JNIEnv, arr: jobject, index: jint, v: u64, vcode: u8) {
    with_thread(env, |t| {
        let _ = (|| -> JResult<()> {
            let a = check_array(t, arr, true)?;
            match type_of_code(vcode as i32).and_then(|bt| from_jvalue(bt, v)) {
                Some(p) => set_prim(t, a, index, p),
                None => {
                    check_index(t, a, index)?;
                    Err(illegal_argument(t, None))
                }
            }
        })();
    })
}

/// The array class for elements of the class `elem` names (a mirror):
/// NullPointerException for null, IllegalArgumentException for `void`.
fn element_class(t: &mut JThread, elem: jobject) -> JResult<&'static crate::runtime::class::Class> {
    let m = resolve(elem);
    if m.is_null() {
        return Err(npe(t));
    }
    let c = class_of_mirror(m);
    if matches!(c.kind, ClassKind::Primitive(BasicType::Void)) {
        return Err(illegal_argument(t, None));
    }
    Ok(c)
}

/// `jobject JVM_NewArray(JNIEnv *env, jclass eltClass, jint length)`.
unsafe extern "C" fn JVM_NewArray(env: *mut JNIEnv, elt: jobject, length: jint) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            if resolve(elt).is_null() {
                return Err(npe(t));
            }
            if length < 0 {
                return Err(throw_new(t, "java/lang/NegativeArraySizeException", Some(&length.to_string())));
            }
            let c = element_class(t, elt)?;
            if c.array_dims() >= MAX_DIM {
                return Err(illegal_argument(t, None));
            }
            let ac = crate::runtime::loader::array_class_of(t, c)?;
            crate::interp::alloc::new_array(t, ac, length)
        })();
        local(t, r)
    })
}

/// `jobject JVM_NewMultiArray(JNIEnv *env, jclass eltClass, jintArray
/// dim)`: an array of `dim.length` allocated dimensions whose elements
/// are of class `eltClass`.
unsafe extern "C" fn JVM_NewMultiArray(env: *mut JNIEnv, elt: jobject, dim: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let d = check_array(t, dim, true)?;
            if resolve(elt).is_null() {
                return Err(npe(t));
            }
            let n = d.array_length() as usize;
            if n == 0 || n > MAX_DIM {
                return Err(illegal_argument(t, None));
            }
            let counts: Vec<i32> = (0..n).map(|i| d.elem::<i32>(i)).collect();
            if let Some(neg) = counts.iter().find(|&&c| c < 0) {
                return Err(throw_new(t, "java/lang/NegativeArraySizeException", Some(&neg.to_string())));
            }
            let mut c = element_class(t, elt)?;
            if c.array_dims() + n > MAX_DIM {
                return Err(illegal_argument(t, None));
            }
            for _ in 0..n {
                c = crate::runtime::loader::array_class_of(t, c)?;
            }
            crate::interp::link::new_multi(t, c, &counts)
        })();
        local(t, r)
    })
}
