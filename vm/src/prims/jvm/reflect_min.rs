//! The core-reflection `JVM_*` functions `java.lang.invoke` cannot do
//! without, in the minimal form it needs: `Class.getSimpleName` (for
//! `MethodType.toString`), `getNestHost` (nestmate access checks),
//! `Array.newInstance`, and the constructors of lambda proxy classes
//! (`InnerClassLambdaMetafactory` instantiates a non-capturing lambda
//! through `Class.getDeclaredConstructors` and `Constructor.newInstance`;
//! `MethodHandleImpl` finds its helper methods with `getDeclaredMethod`).
//! Core reflection proper (methods, fields, annotations, `Method.invoke`)
//! is not here.
#![allow(non_snake_case)]

use rjvm_profiler_api::ffi::{jboolean, jint, jobject, JNIEnv};

use super::{reg, Table};
use crate::heap::Ref;
use crate::interp::link::class_of_mirror;
use crate::jni::{new_local, resolve, with_thread};
use crate::runtime::class::{BasicType, Class, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut Table) {
    reg!(
        m,
        JVM_GetSimpleBinaryName,
        JVM_GetDeclaringClass,
        JVM_GetEnclosingMethodInfo,
        JVM_GetNestHost,
        JVM_AreNestMates,
        JVM_NewArray,
        JVM_GetArrayLength,
        JVM_GetClassDeclaredConstructors,
        JVM_GetClassDeclaredMethods,
        JVM_NewInstanceFromConstructor,
    );
}

fn local(t: &mut JThread, r: JResult<Ref>) -> jobject {
    match r {
        Ok(r) if !r.is_null() => new_local(t, r),
        _ => std::ptr::null_mut(),
    }
}

/// An instance class behind a `jclass` (None for primitives and arrays).
fn instance_class(cls: jobject) -> Option<&'static Class> {
    let m = resolve(cls);
    if m.is_null() {
        return None;
    }
    let c = class_of_mirror(m);
    (!c.is_array() && !c.is_primitive()).then_some(c)
}

/// The name a class's own constants use for it (a hidden class's original).
fn own_name(c: &Class) -> &str {
    c.classfile.as_ref().map(|cf| &*cf.name).unwrap_or(&c.name)
}

/// The InnerClasses entry describing `c` itself.
fn inner_class_entry(c: &Class) -> Option<&crate::classfile::InnerClassInfo> {
    let cf = c.classfile.as_ref()?;
    cf.inner_classes.iter().find(|e| e.inner_class.as_deref() == Some(own_name(c)))
}

/// `jstring JVM_GetSimpleBinaryName(JNIEnv *env, jclass ofClass)`: the
/// simple name the InnerClasses attribute gives the class, or NULL.
unsafe extern "C" fn JVM_GetSimpleBinaryName(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let name = instance_class(cls).and_then(inner_class_entry).and_then(|e| e.inner_name.clone());
        let r = match name {
            Some(n) => crate::runtime::strings::new_string(t, &n),
            None => Ok(Ref::NULL),
        };
        local(t, r)
    })
}

/// HotSpot's `InstanceKlass::compute_enclosing_class`: the class's outer
/// class (and whether it is a member of it) or, for a local or anonymous
/// class, the class of its enclosing method; checked against the outer
/// class's own InnerClasses attribute (`Reflection::check_for_inner_class`).
fn enclosing_class(t: &mut JThread, c: &'static Class) -> JResult<Option<(&'static Class, bool)>> {
    let Some(cf) = c.classfile.as_ref() else { return Ok(None) };
    let Some(entry) = inner_class_entry(c) else { return Ok(None) };
    let (outer, member) = match (entry.outer_class.clone(), &cf.enclosing_method) {
        (Some(o), _) => (o, true),
        (None, Some((o, _))) => (o.clone(), false),
        (None, None) => return Ok(None),
    };
    let oc = crate::runtime::resolve::load_referenced(t, c, &outer)?;
    if oc.is_array() || oc.is_primitive() {
        let msg = format!("{} and {} disagree on InnerClasses attribute", oc.java_name(), c.java_name());
        return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
    }
    // The outer class must declare the very class (a hidden class made from
    // an inner class's bytes is not the class its outer class names).
    let entries: Vec<crate::classfile::InnerClassInfo> = oc.classfile.as_ref().map(|ocf| ocf.inner_classes.clone()).unwrap_or_default();
    for e in entries {
        let (Some(inner), outer_name) = (e.inner_class.as_deref(), e.outer_class.as_deref()) else { continue };
        if inner != own_name(c) || member != outer_name.is_some() {
            continue;
        }
        if let Some(on) = outer_name {
            if on != own_name(oc) || !std::ptr::eq(crate::runtime::resolve::load_referenced(t, oc, on)?, oc) {
                continue;
            }
        }
        if std::ptr::eq(crate::runtime::resolve::load_referenced(t, oc, inner)?, c) {
            return Ok(Some((oc, member)));
        }
    }
    let msg = format!("{} and {} disagree on InnerClasses attribute", oc.java_name(), c.java_name());
    Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)))
}

/// `jclass JVM_GetDeclaringClass(JNIEnv *env, jclass ofClass)`.
unsafe extern "C" fn JVM_GetDeclaringClass(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let Some(c) = instance_class(cls) else { return std::ptr::null_mut() };
        let r = enclosing_class(t, c).map(|o| match o {
            Some((oc, true)) => oc.mirror_ref(),
            _ => Ref::NULL,
        });
        local(t, r)
    })
}

/// `jobjectArray JVM_GetEnclosingMethodInfo(JNIEnv* env, jclass ofClass)`:
/// `{class, name, descriptor}` of the EnclosingMethod attribute (name and
/// descriptor null when it names no method), or NULL.
unsafe extern "C" fn JVM_GetEnclosingMethodInfo(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let Some(c) = instance_class(cls) else { return std::ptr::null_mut() };
        let Some((class_name, method)) = c.classfile.as_ref().and_then(|cf| cf.enclosing_method.clone()) else { return std::ptr::null_mut() };
        let r = (|| -> JResult<Ref> {
            let oc = class_of_mirror(resolve(cls));
            let enc = crate::runtime::resolve::load_referenced(t, oc, &class_name)?;
            let ac = crate::runtime::loader::array_class_of(t, vm().wk().object)?;
            let arr = crate::interp::alloc::new_array(t, ac, 3)?;
            let h = t.push_handle(arr);
            let r = (|| -> JResult<()> {
                t.handle(h).set_ref_elem(0, enc.mirror_ref());
                if let Some((n, d)) = &method {
                    let s = crate::runtime::strings::new_string(t, n)?;
                    t.handle(h).set_ref_elem(1, s);
                    let s = crate::runtime::strings::new_string(t, d)?;
                    t.handle(h).set_ref_elem(2, s);
                }
                Ok(())
            })();
            let arr = t.handle(h);
            t.pop_handles(h);
            r.map(|_| arr)
        })();
        local(t, r)
    })
}

/// `jclass JVM_GetNestHost(JNIEnv *env, jclass current)`: the class's nest
/// host (HotSpot's `InstanceKlass::nest_host`): a hidden nestmate's lookup
/// class's host; the NestHost attribute's class when it loads, is in the
/// same package and lists the class as a member; otherwise the class itself.
unsafe extern "C" fn JVM_GetNestHost(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let Some(c) = instance_class(cls) else { return local(t, Ok(resolve(cls))) };
        let host = nest_host(t, c);
        local(t, Ok(host.mirror_ref()))
    })
}

/// `jboolean JVM_AreNestMates(JNIEnv *env, jclass current, jclass member)`:
/// both classes have the same nest host.
unsafe extern "C" fn JVM_AreNestMates(env: *mut JNIEnv, current: jobject, member: jobject) -> jboolean {
    with_thread(env, |t| match (instance_class(current), instance_class(member)) {
        (Some(a), Some(b)) => std::ptr::eq(nest_host(t, a), nest_host(t, b)) as jboolean,
        _ => 0,
    })
}

fn nest_host(t: &mut JThread, c: &'static Class) -> &'static Class {
    if c.hidden {
        return match c.dynamic_nest_host {
            Some(h) => nest_host(t, h),
            None => c,
        };
    }
    let Some(host_name) = c.classfile.as_ref().and_then(|cf| cf.nest_host.clone()) else { return c };
    let pending = t.take_pending();
    let host = crate::runtime::loader::load_class_in(t, c.loader, &host_name);
    t.pending = pending;
    match host {
        Ok(h) if crate::runtime::resolve::same_package(h, c)
            && h.classfile.as_ref().is_some_and(|hcf| hcf.nest_members.iter().any(|m| &**m == own_name(c))) =>
        {
            h
        }
        _ => c,
    }
}

/// `jint JVM_GetArrayLength(JNIEnv *env, jobject arr)` (`Array.getLength`).
unsafe extern "C" fn JVM_GetArrayLength(env: *mut JNIEnv, arr: jobject) -> jint {
    with_thread(env, |t| {
        let a = resolve(arr);
        if a.is_null() {
            crate::runtime::exceptions::npe(t);
            return 0;
        }
        if !a.class().is_array() {
            throw_new(t, "java/lang/IllegalArgumentException", Some("Argument is not an array"));
            return 0;
        }
        a.array_length()
    })
}

/// `jobject JVM_NewArray(JNIEnv *env, jclass eltClass, jint length)`
/// (`Array.newInstance`; HotSpot's `Reflection::reflect_new_array`).
unsafe extern "C" fn JVM_NewArray(env: *mut JNIEnv, elt: jobject, length: jint) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let m = resolve(elt);
            if m.is_null() {
                return Err(crate::runtime::exceptions::npe(t));
            }
            if length < 0 {
                return Err(throw_new(t, "java/lang/NegativeArraySizeException", Some(&length.to_string())));
            }
            let c = class_of_mirror(m);
            if c.is_primitive() && c.name.as_ref() == "void" {
                return Err(throw_new(t, "java/lang/IllegalArgumentException", None));
            }
            if c.array_dims() >= 255 {
                return Err(throw_new(t, "java/lang/IllegalArgumentException", None));
            }
            let ac = crate::runtime::loader::array_class_of(t, c)?;
            crate::interp::alloc::new_array(t, ac, length)
        })();
        local(t, r)
    })
}

/// The class of a field descriptor's type through `c`'s loader (no access
/// check: reflection reports types whatever their access).
fn descriptor_class(t: &mut JThread, c: &'static Class, d: &str) -> JResult<&'static Class> {
    match d.as_bytes().first() {
        Some(b'L') => crate::runtime::resolve::load_referenced(t, c, &d[1..d.len() - 1]),
        Some(b'[') => crate::runtime::loader::load_array_class_in(t, c.loader, d),
        Some(&ch) => match BasicType::from_descriptor_char(ch) {
            Some(bt) if bt != BasicType::Ref => Ok(crate::runtime::loader::primitive_class(bt)),
            _ => Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(d))),
        },
        None => Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(d))),
    }
}

/// A new `Class[]` of these classes.
fn class_array(t: &mut JThread, classes: &[&'static Class]) -> JResult<Ref> {
    let ac = crate::runtime::loader::array_class_of(t, vm().wk().class)?;
    let arr = crate::interp::alloc::new_array(t, ac, classes.len() as i32)?;
    for (i, c) in classes.iter().enumerate() {
        arr.set_ref_elem(i, c.mirror_ref());
    }
    Ok(arr)
}

/// A `java.lang.reflect.Constructor` for `m` (HotSpot's
/// `Reflection::new_constructor`, without generic signature and annotations).
fn new_constructor(t: &mut JThread, c: &'static Class, slot: usize, m: &'static Method) -> JResult<Ref> {
    let (ptypes, _, etypes) = method_types(t, c, m)?;
    let cc = crate::runtime::loader::load_class(t, "java/lang/reflect/Constructor")?;
    crate::runtime::init::ensure_initialized(t, cc)?;
    let mark = t.handles.len();
    let r = (|| -> JResult<Ref> {
        let p = class_array(t, &ptypes)?;
        let hp = t.push_handle(p);
        let e = class_array(t, &etypes)?;
        let he = t.push_handle(e);
        let o = crate::interp::alloc::new_object(t, cc)?;
        o.put_ref(cc.field_offset("clazz"), c.mirror_ref());
        o.put::<i32>(cc.field_offset("slot"), slot as i32);
        o.put_ref(cc.field_offset("parameterTypes"), t.handle(hp));
        o.put_ref(cc.field_offset("exceptionTypes"), t.handle(he));
        o.put::<i32>(cc.field_offset("modifiers"), (m.access_flags & 0x1dff) as i32);
        Ok(o)
    })();
    t.pop_handles(mark);
    r
}

/// The parameter and exception classes of `m` (through `c`'s loader).
fn method_types(t: &mut JThread, c: &'static Class, m: &'static Method) -> JResult<(Vec<&'static Class>, &'static Class, Vec<&'static Class>)> {
    let (params, ret) = crate::runtime::class::split_method_descriptor(&m.descriptor);
    let mut ptypes = Vec::new();
    for p in params {
        ptypes.push(descriptor_class(t, c, p)?);
    }
    let rtype = descriptor_class(t, c, ret)?;
    let exc_names: Vec<std::sync::Arc<str>> =
        c.classfile.as_ref().and_then(|cf| cf.method(&m.name, &m.descriptor)).map(|mi| mi.exceptions.clone()).unwrap_or_default();
    let mut etypes = Vec::new();
    for e in &exc_names {
        etypes.push(crate::runtime::resolve::load_referenced(t, c, e)?);
    }
    Ok((ptypes, rtype, etypes))
}

/// A `java.lang.reflect.Method` for `m` (HotSpot's `Reflection::new_method`,
/// without generic signature and annotations).
fn new_method_object(t: &mut JThread, c: &'static Class, slot: usize, m: &'static Method) -> JResult<Ref> {
    let (ptypes, rtype, etypes) = method_types(t, c, m)?;
    let mc = crate::runtime::loader::load_class(t, "java/lang/reflect/Method")?;
    crate::runtime::init::ensure_initialized(t, mc)?;
    let mark = t.handles.len();
    let r = (|| -> JResult<Ref> {
        let p = class_array(t, &ptypes)?;
        let hp = t.push_handle(p);
        let e = class_array(t, &etypes)?;
        let he = t.push_handle(e);
        let units: Vec<u16> = m.name.encode_utf16().collect();
        let n = crate::runtime::strings::literal(crate::runtime::strings::intern_units(t, &units)?);
        let hn = t.push_handle(n);
        let o = crate::interp::alloc::new_object(t, mc)?;
        o.put_ref(mc.field_offset("clazz"), c.mirror_ref());
        o.put::<i32>(mc.field_offset("slot"), slot as i32);
        o.put_ref(mc.field_offset("name"), t.handle(hn));
        o.put_ref(mc.field_offset("returnType"), rtype.mirror_ref());
        o.put_ref(mc.field_offset("parameterTypes"), t.handle(hp));
        o.put_ref(mc.field_offset("exceptionTypes"), t.handle(he));
        o.put::<i32>(mc.field_offset("modifiers"), (m.access_flags & 0x1dff) as i32);
        Ok(o)
    })();
    t.pop_handles(mark);
    r
}

/// `jobjectArray JVM_GetClassDeclaredMethods(JNIEnv *env, jclass ofClass,
/// jboolean publicOnly)`: the declared methods but constructors and
/// initialisers.
unsafe extern "C" fn JVM_GetClassDeclaredMethods(env: *mut JNIEnv, cls: jobject, public_only: jboolean) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let mc = crate::runtime::loader::load_class(t, "java/lang/reflect/Method")?;
            let ac = crate::runtime::loader::array_class_of(t, mc)?;
            let c = instance_class(cls);
            let methods: Vec<(usize, &'static Method)> = match c {
                Some(c) => c
                    .methods()
                    .iter()
                    .copied()
                    .enumerate()
                    .filter(|(_, m)| !m.name.starts_with('<') && (public_only == 0 || m.is_public()))
                    .collect(),
                None => Vec::new(),
            };
            let arr = crate::interp::alloc::new_array(t, ac, methods.len() as i32)?;
            let h = t.push_handle(arr);
            let r = (|| -> JResult<()> {
                for (i, (slot, m)) in methods.iter().enumerate() {
                    let o = new_method_object(t, c.expect("instance class"), *slot, m)?;
                    t.handle(h).set_ref_elem(i, o);
                }
                Ok(())
            })();
            let arr = t.handle(h);
            t.pop_handles(h);
            r.map(|_| arr)
        })();
        local(t, r)
    })
}

/// `jobjectArray JVM_GetClassDeclaredConstructors(JNIEnv *env, jclass
/// ofClass, jboolean publicOnly)`.
unsafe extern "C" fn JVM_GetClassDeclaredConstructors(env: *mut JNIEnv, cls: jobject, public_only: jboolean) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let cc = crate::runtime::loader::load_class(t, "java/lang/reflect/Constructor")?;
            let ac = crate::runtime::loader::array_class_of(t, cc)?;
            let ctors: Vec<(usize, &'static Method)> = match instance_class(cls) {
                Some(c) if !c.is_interface() => {
                    c.methods().iter().copied().enumerate().filter(|(_, m)| &*m.name == "<init>" && (public_only == 0 || m.is_public())).collect()
                }
                _ => Vec::new(),
            };
            let c = instance_class(cls);
            let arr = crate::interp::alloc::new_array(t, ac, ctors.len() as i32)?;
            let h = t.push_handle(arr);
            let r = (|| -> JResult<()> {
                for (i, (slot, m)) in ctors.iter().enumerate() {
                    let o = new_constructor(t, c.expect("instance class"), *slot, m)?;
                    t.handle(h).set_ref_elem(i, o);
                }
                Ok(())
            })();
            let arr = t.handle(h);
            t.pop_handles(h);
            r.map(|_| arr)
        })();
        local(t, r)
    })
}

/// The argument slots for a reflective call: each element of `args`
/// (boxes for primitives) checked against the parameter types `ptypes` and
/// unboxed with widening (HotSpot's `Reflection::invoke`'s argument
/// conversion). Allocates nothing but an exception.
fn argument_slots(t: &mut JThread, ptypes: &[&'static Class], args: Ref, out: &mut Vec<u64>) -> JResult<()> {
    let n = if args.is_null() { 0 } else { args.array_length() as usize };
    if n != ptypes.len() {
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("wrong number of arguments")));
    }
    for (i, &pc) in ptypes.iter().enumerate() {
        let a = Ref::from_slot(args.elem::<u64>(i));
        let mismatch = |t: &mut JThread| throw_new(t, "java/lang/IllegalArgumentException", Some("argument type mismatch"));
        match pc.kind {
            crate::runtime::class::ClassKind::Primitive(bt) => {
                if a.is_null() {
                    return Err(mismatch(t));
                }
                let from = match &*a.class().name {
                    "java/lang/Boolean" => BasicType::Boolean,
                    "java/lang/Byte" => BasicType::Byte,
                    "java/lang/Character" => BasicType::Char,
                    "java/lang/Short" => BasicType::Short,
                    "java/lang/Integer" => BasicType::Int,
                    "java/lang/Long" => BasicType::Long,
                    "java/lang/Float" => BasicType::Float,
                    "java/lang/Double" => BasicType::Double,
                    _ => return Err(mismatch(t)),
                };
                let off = a.class().field_offset("value");
                let v = match from {
                    BasicType::Boolean => a.get::<u8>(off) as i64,
                    BasicType::Byte => a.get::<i8>(off) as i64,
                    BasicType::Char => a.get::<u16>(off) as i64,
                    BasicType::Short => a.get::<i16>(off) as i64,
                    BasicType::Int => a.get::<i32>(off) as i64,
                    BasicType::Long => a.get::<i64>(off),
                    _ => 0,
                };
                use BasicType::*;
                let widens = from == bt
                    || matches!(
                        (from, bt),
                        (Byte, Short | Int | Long | Float | Double) | (Short | Char, Int | Long | Float | Double) | (Int, Long | Float | Double) | (Long, Float | Double) | (Float, Double)
                    );
                if !widens {
                    return Err(mismatch(t));
                }
                let slot = match (from, bt) {
                    (Float, Float) => a.get::<u32>(off) as u64,
                    (Double, Double) => a.get::<u64>(off),
                    (Float, Double) => (f32::from_bits(a.get::<u32>(off)) as f64).to_bits(),
                    (_, Float) => (v as f32).to_bits() as u64,
                    (_, Double) => (v as f64).to_bits(),
                    (_, Long) => v as u64,
                    _ => v as i32 as u32 as u64,
                };
                out.push(slot);
                if bt.slots() == 2 {
                    out.push(0);
                }
            }
            _ => {
                if !a.is_null() && !a.class().is_subclass_of(pc) {
                    return Err(mismatch(t));
                }
                out.push(a.to_slot());
            }
        }
    }
    Ok(())
}

/// `jobject JVM_NewInstanceFromConstructor(JNIEnv *env, jobject c,
/// jobjectArray args0)`: `Constructor.newInstance` (HotSpot's
/// `Reflection::invoke_constructor`); an exception of the constructor
/// comes out wrapped in `InvocationTargetException`.
unsafe extern "C" fn JVM_NewInstanceFromConstructor(env: *mut JNIEnv, ctor: jobject, args0: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let co = resolve(ctor);
            if co.is_null() {
                return Err(crate::runtime::exceptions::npe(t));
            }
            let cc = co.class();
            let c = class_of_mirror(co.get_ref(cc.field_offset("clazz")));
            let slot = co.get::<i32>(cc.field_offset("slot"));
            let m = match usize::try_from(slot).ok().and_then(|s| c.methods().get(s).copied()) {
                Some(m) if &*m.name == "<init>" => m,
                _ => return Err(throw_new(t, "java/lang/InternalError", Some("invoke"))),
            };
            if c.is_abstract() || c.is_interface() {
                return Err(throw_new(t, "java/lang/InstantiationException", None));
            }
            crate::runtime::init::ensure_initialized(t, c)?;
            // Parameter classes first: loading them may move the arguments.
            let (ptypes, _, _) = method_types(t, c, m)?;
            let o = crate::interp::alloc::new_object(t, c)?;
            let ho = t.push_handle(o);
            let mut slots = vec![0u64];
            let r = argument_slots(t, &ptypes, resolve(args0), &mut slots);
            let r = match r {
                // A bad argument is the caller's error, not the constructor's.
                Err(th) => Err(th),
                Ok(()) => {
                    slots[0] = t.handle(ho).to_slot();
                    crate::interp::invoke::invoke(t, m, &slots).map_err(|_| invocation_target(t))
                }
            };
            let o = t.handle(ho);
            t.pop_handles(ho);
            r.map(|_| o)
        })();
        local(t, r)
    })
}

/// Wrap the pending exception in an `InvocationTargetException`.
fn invocation_target(t: &mut JThread) -> crate::runtime::thread::Throw {
    let cause = t.take_pending();
    let h = t.push_handle(cause);
    let r = (|| -> JResult<Ref> {
        let c = crate::runtime::loader::load_class(t, "java/lang/reflect/InvocationTargetException")?;
        crate::runtime::init::ensure_initialized(t, c)?;
        let ctor = c.declared_method("<init>", "(Ljava/lang/Throwable;)V").expect("InvocationTargetException(Throwable)");
        let o = crate::interp::alloc::new_object(t, c)?;
        let ho = t.push_handle(o);
        crate::interp::invoke::invoke(t, ctor, &[o.to_slot(), t.handle(h).to_slot()])?;
        Ok(t.handle(ho))
    })();
    t.pop_handles(h);
    match r {
        Ok(e) => crate::runtime::exceptions::throw_obj(t, e),
        Err(th) => th,
    }
}
