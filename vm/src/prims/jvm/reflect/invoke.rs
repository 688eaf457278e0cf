//! Reflective calls: `JVM_InvokeMethod` (`NativeMethodAccessorImpl.invoke0`)
//! and `JVM_NewInstanceFromConstructor`
//! (`NativeConstructorAccessorImpl.newInstance0`), HotSpot's
//! `Reflection::invoke_method`/`invoke_constructor`; and the boxing,
//! unboxing and widening rules they share with `java.lang.reflect.Array`
//! (`Reflection::box`, `unbox_for_primitive`, `widen`).
//!
//! What the target throws reaches the caller wrapped in an
//! `InvocationTargetException`; the checks before the call (receiver,
//! argument count and types) throw unwrapped, with HotSpot's messages.
#![allow(non_snake_case)]

use rjvm_profiler_api::ffi::{jobject, JNIEnv};

use super::{local, reflected_method, scoped, Table};
use crate::heap::Ref;
use crate::interp::link::class_of_mirror;
use crate::jni::{resolve, with_thread};
use crate::runtime::class::{BasicType, Class, ClassKind, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread, Throw};

pub(super) fn register(m: &mut Table) {
    super::reg!(m, JVM_InvokeMethod, JVM_NewInstanceFromConstructor);
}

/// A primitive value (HotSpot's `jvalue` with its `BasicType`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum Prim {
    Z(bool),
    B(i8),
    C(u16),
    S(i16),
    I(i32),
    J(i64),
    F(f32),
    D(f64),
}

impl Prim {
    pub(super) fn ty(self) -> BasicType {
        match self {
            Prim::Z(_) => BasicType::Boolean,
            Prim::B(_) => BasicType::Byte,
            Prim::C(_) => BasicType::Char,
            Prim::S(_) => BasicType::Short,
            Prim::I(_) => BasicType::Int,
            Prim::J(_) => BasicType::Long,
            Prim::F(_) => BasicType::Float,
            Prim::D(_) => BasicType::Double,
        }
    }

    /// The value in an interpreter slot (ints zero-extended from 32 bits,
    /// floats as their bits).
    pub(super) fn to_slot(self) -> u64 {
        match self {
            Prim::Z(v) => v as u64,
            Prim::B(v) => v as i32 as u32 as u64,
            Prim::C(v) => v as u64,
            Prim::S(v) => v as i32 as u32 as u64,
            Prim::I(v) => v as u32 as u64,
            Prim::J(v) => v as u64,
            Prim::F(v) => v.to_bits() as u64,
            Prim::D(v) => v.to_bits(),
        }
    }

    /// A value of type `bt` from an interpreter slot, narrowed as HotSpot's
    /// `narrow` does for the sub-int types (a boolean is the low bit).
    pub(super) fn from_slot(bt: BasicType, s: u64) -> Option<Prim> {
        let i = s as u32 as i32;
        Some(match bt {
            BasicType::Boolean => Prim::Z(i & 1 != 0),
            BasicType::Byte => Prim::B(i as i8),
            BasicType::Char => Prim::C(i as u16),
            BasicType::Short => Prim::S(i as i16),
            BasicType::Int => Prim::I(i),
            BasicType::Long => Prim::J(s as i64),
            BasicType::Float => Prim::F(f32::from_bits(s as u32)),
            BasicType::Double => Prim::D(f64::from_bits(s)),
            BasicType::Ref | BasicType::Void => return None,
        })
    }

    /// HotSpot's `Reflection::widen`: the widening primitive conversions
    /// (JLS 5.1.2), None for any other pair of different types.
    pub(super) fn widen(self, to: BasicType) -> Option<Prim> {
        if self.ty() == to {
            return Some(self);
        }
        Some(match (to, self) {
            (BasicType::Short, Prim::B(v)) => Prim::S(v as i16),
            (BasicType::Int, Prim::B(v)) => Prim::I(v as i32),
            (BasicType::Int, Prim::C(v)) => Prim::I(v as i32),
            (BasicType::Int, Prim::S(v)) => Prim::I(v as i32),
            (BasicType::Long, Prim::B(v)) => Prim::J(v as i64),
            (BasicType::Long, Prim::C(v)) => Prim::J(v as i64),
            (BasicType::Long, Prim::S(v)) => Prim::J(v as i64),
            (BasicType::Long, Prim::I(v)) => Prim::J(v as i64),
            (BasicType::Float, Prim::B(v)) => Prim::F(v as f32),
            (BasicType::Float, Prim::C(v)) => Prim::F(v as f32),
            (BasicType::Float, Prim::S(v)) => Prim::F(v as f32),
            (BasicType::Float, Prim::I(v)) => Prim::F(v as f32),
            (BasicType::Float, Prim::J(v)) => Prim::F(v as f32),
            (BasicType::Double, Prim::B(v)) => Prim::D(v as f64),
            (BasicType::Double, Prim::C(v)) => Prim::D(v as f64),
            (BasicType::Double, Prim::S(v)) => Prim::D(v as f64),
            (BasicType::Double, Prim::I(v)) => Prim::D(v as f64),
            (BasicType::Double, Prim::F(v)) => Prim::D(v as f64),
            (BasicType::Double, Prim::J(v)) => Prim::D(v as f64),
            _ => return None,
        })
    }
}

/// The box class of a primitive type.
fn box_class_name(bt: BasicType) -> &'static str {
    match bt {
        BasicType::Boolean => "java/lang/Boolean",
        BasicType::Byte => "java/lang/Byte",
        BasicType::Char => "java/lang/Character",
        BasicType::Short => "java/lang/Short",
        BasicType::Int => "java/lang/Integer",
        BasicType::Long => "java/lang/Long",
        BasicType::Float => "java/lang/Float",
        BasicType::Double => "java/lang/Double",
        BasicType::Ref | BasicType::Void => unreachable!("no box class for {bt:?}"),
    }
}

/// The value of a box object (HotSpot's `java_lang_boxing_object::get_value`),
/// None for anything else.
pub(super) fn unbox(o: Ref) -> Option<Prim> {
    if o.is_null() {
        return None;
    }
    let c = o.class();
    if !c.loader.is_boot() {
        return None;
    }
    let bt = match &*c.name {
        "java/lang/Boolean" => BasicType::Boolean,
        "java/lang/Byte" => BasicType::Byte,
        "java/lang/Character" => BasicType::Char,
        "java/lang/Short" => BasicType::Short,
        "java/lang/Integer" => BasicType::Int,
        "java/lang/Long" => BasicType::Long,
        "java/lang/Float" => BasicType::Float,
        "java/lang/Double" => BasicType::Double,
        _ => return None,
    };
    let off = c.field_offset("value");
    Some(match bt {
        BasicType::Boolean => Prim::Z(o.get::<u8>(off) != 0),
        BasicType::Byte => Prim::B(o.get::<i8>(off)),
        BasicType::Char => Prim::C(o.get::<u16>(off)),
        BasicType::Short => Prim::S(o.get::<i16>(off)),
        BasicType::Int => Prim::I(o.get::<i32>(off)),
        BasicType::Long => Prim::J(o.get::<i64>(off)),
        BasicType::Float => Prim::F(o.get::<f32>(off)),
        BasicType::Double => Prim::D(o.get::<f64>(off)),
        _ => unreachable!(),
    })
}

/// A new box holding `v` (HotSpot's `java_lang_boxing_object::create`: a
/// fresh object, not the `valueOf` cache).
pub(super) fn box_value(t: &mut JThread, v: Prim) -> JResult<Ref> {
    let c = super::library_class(t, box_class_name(v.ty()))?;
    let o = crate::interp::alloc::new_object(t, c)?;
    let off = c.field_offset("value");
    match v {
        Prim::Z(x) => o.put::<u8>(off, x as u8),
        Prim::B(x) => o.put::<i8>(off, x),
        Prim::C(x) => o.put::<u16>(off, x),
        Prim::S(x) => o.put::<i16>(off, x),
        Prim::I(x) => o.put::<i32>(off, x),
        Prim::J(x) => o.put::<i64>(off, x),
        Prim::F(x) => o.put::<f32>(off, x),
        Prim::D(x) => o.put::<f64>(off, x),
    }
    Ok(o)
}

pub(super) fn illegal_argument(t: &mut JThread, msg: Option<&str>) -> Throw {
    throw_new(t, "java/lang/IllegalArgumentException", msg)
}

/// Wrap the pending exception (what the target threw) in an
/// `InvocationTargetException`.
fn wrap_target_exception(t: &mut JThread) -> Throw {
    let ex = t.take_pending();
    let r = scoped(t, |t| {
        let h = t.push_handle(ex);
        let c = super::library_class(t, "java/lang/reflect/InvocationTargetException")?;
        let ite = crate::interp::alloc::new_object(t, c)?;
        let hi = t.push_handle(ite);
        let ctor = c.declared_method("<init>", "(Ljava/lang/Throwable;)V").expect("class library: InvocationTargetException(Throwable)");
        let ite = t.handle(hi);
        crate::interp::invoke::invoke(t, ctor, &[ite.to_slot(), t.handle(h).to_slot()])?;
        Ok(t.handle(hi))
    });
    match r {
        Ok(ite) => crate::runtime::exceptions::throw_obj(t, ite),
        Err(th) => th,
    }
}

/// The method a reflective call of `m` on a receiver of class `recv` runs
/// (HotSpot's `Reflection::invoke` selection): private methods and
/// constructors as they are, interface methods by interface selection,
/// others through the vtable. A selection that finds only an abstract
/// method throws AbstractMethodError (to be wrapped like the target's own
/// exceptions).
fn select(t: &mut JThread, m: &'static Method, recv: &'static Class) -> JResult<&'static Method> {
    if m.is_private() || &*m.name == "<init>" {
        return Ok(m);
    }
    if m.class.is_interface() {
        let selected = recv.dispatch.get().and_then(|d| d.get(&m.selector)).copied();
        return match selected {
            Some(s) if !s.is_abstract() && s.is_public() => Ok(s),
            Some(s) if !s.is_abstract() => {
                let msg = format!("'{}'", crate::runtime::resolve::method_to_java(s.class, &s.name, &s.descriptor));
                Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)))
            }
            other => Err(crate::interp::link::abstract_method_error(t, Some(recv), m, other.filter(|s| !std::ptr::eq(*s, m)))),
        };
    }
    let idx = m.vtable_index.load(std::sync::atomic::Ordering::Relaxed);
    let target = if idx == u32::MAX { m } else { recv.vtable().get(idx as usize).copied().unwrap_or(m) };
    if target.is_abstract() {
        let msg = format!("'{}'", crate::runtime::resolve::method_to_java(recv, &target.name, &target.descriptor));
        return Err(throw_new(t, "java/lang/AbstractMethodError", Some(&msg)));
    }
    Ok(target)
}

/// The argument slots for `m` from the `Object[]` in `args` (a JNI
/// reference; NULL is no arguments), checked against the parameter types
/// in `ptypes` (the reflection object's `parameterTypes`, a JNI reference)
/// with HotSpot's rules and messages. `receiver` is the first slot of an
/// instance method. Nothing here allocates except the exception thrown.
fn argument_slots(t: &mut JThread, receiver: Option<Ref>, ptypes: jobject, args: jobject) -> JResult<Vec<u64>> {
    let pt = resolve(ptypes);
    let a = resolve(args);
    let n = if a.is_null() { 0 } else { a.array_length() as usize };
    if pt.array_length() as usize != n {
        return Err(illegal_argument(t, Some("wrong number of arguments")));
    }
    let mut slots = Vec::with_capacity(n * 2 + 1);
    if let Some(r) = receiver {
        slots.push(r.to_slot());
    }
    for i in 0..n {
        let ty = class_of_mirror(Ref::from_slot(pt.elem::<u64>(i)));
        let arg = Ref::from_slot(a.elem::<u64>(i));
        match ty.kind {
            ClassKind::Primitive(bt) => {
                if arg.is_null() {
                    return Err(illegal_argument(t, None));
                }
                let Some(v) = unbox(arg).and_then(|v| v.widen(bt)) else {
                    return Err(illegal_argument(t, Some("argument type mismatch")));
                };
                slots.push(v.to_slot());
                if bt.slots() == 2 {
                    slots.push(0);
                }
            }
            _ => {
                if !arg.is_null() && !arg.class().is_subclass_of(ty) {
                    return Err(illegal_argument(t, Some("argument type mismatch")));
                }
                slots.push(arg.to_slot());
            }
        }
    }
    Ok(slots)
}

/// `jobject JVM_InvokeMethod(JNIEnv *env, jobject method, jobject obj,
/// jobjectArray args0)`.
unsafe extern "C" fn JVM_InvokeMethod(env: *mut JNIEnv, method: jobject, obj: jobject, args: jobject) -> jobject {
    with_thread(env, |t| {
        let r = invoke_method(t, method, obj, args);
        local(t, r)
    })
}

fn invoke_method(t: &mut JThread, method: jobject, obj: jobject, args: jobject) -> JResult<Ref> {
    let mo = resolve(method);
    let (holder, slot) = reflected_method(t, mo)?;
    let m = holder.methods()[slot];
    let k = mo.class();
    let ptypes = crate::jni::new_local(t, mo.get_ref(k.field_offset("parameterTypes")));
    let rtype = class_of_mirror(mo.get_ref(k.field_offset("returnType")));
    crate::runtime::init::ensure_initialized(t, holder)?;
    let target = if m.is_static() {
        m
    } else {
        let recv = resolve(obj);
        if recv.is_null() {
            return Err(crate::runtime::exceptions::npe(t));
        }
        if !recv.class().is_subclass_of(holder) {
            return Err(illegal_argument(t, Some("object is not an instance of declaring class")));
        }
        match select(t, m, recv.class()) {
            Ok(s) => s,
            Err(_) => return Err(wrap_target_exception(t)),
        }
    };
    let receiver = (!m.is_static()).then(|| resolve(obj));
    let slots = argument_slots(t, receiver, ptypes, args)?;
    let r = match crate::interp::invoke::invoke(t, target, &slots) {
        Ok(r) => r,
        Err(_) => return Err(wrap_target_exception(t)),
    };
    match rtype.kind {
        ClassKind::Primitive(BasicType::Void) => Ok(Ref::NULL),
        ClassKind::Primitive(bt) => box_value(t, Prim::from_slot(bt, r).expect("primitive return type")),
        _ => Ok(Ref::from_slot(r)),
    }
}

/// `jobject JVM_NewInstanceFromConstructor(JNIEnv *env, jobject c,
/// jobjectArray args0)`.
unsafe extern "C" fn JVM_NewInstanceFromConstructor(env: *mut JNIEnv, ctor: jobject, args: jobject) -> jobject {
    with_thread(env, |t| {
        let r = new_instance(t, ctor, args);
        local(t, r)
    })
}

fn new_instance(t: &mut JThread, ctor: jobject, args: jobject) -> JResult<Ref> {
    let co = resolve(ctor);
    let (holder, slot) = reflected_method(t, co)?;
    let m = holder.methods()[slot];
    let ptypes = crate::jni::new_local(t, co.get_ref(co.class().field_offset("parameterTypes")));
    crate::runtime::init::ensure_initialized(t, holder)?;
    // HotSpot's check_valid_for_instantiation (the JDK's accessor factory
    // normally refuses these classes first).
    if holder.is_interface() || holder.is_abstract() {
        return Err(throw_new(t, "java/lang/InstantiationException", Some(&holder.java_name())));
    }
    if std::ptr::eq(holder, crate::runtime::vm::vm().wk().class) {
        return Err(throw_new(t, "java/lang/IllegalAccessException", Some(&holder.java_name())));
    }
    let o = crate::interp::alloc::new_object(t, holder)?;
    scoped(t, |t| {
        let h = t.push_handle(o);
        let recv = t.handle(h);
        let slots = argument_slots(t, Some(recv), ptypes, args)?;
        if crate::interp::invoke::invoke(t, m, &slots).is_err() {
            return Err(wrap_target_exception(t));
        }
        Ok(t.handle(h))
    })
}
