//! `java.lang.invoke` in JDK mode: the interpreter's side (HotSpot's
//! `LinkResolver` for `invokehandle` and `invokedynamic`, the interpreter's
//! method-handle entries, and the resolution of the loadable constants
//! `MethodType`, `MethodHandle` and dynamic constants).
//!
//! The JDK's own Java code does the work; the VM links call sites to what it
//! returns:
//!
//! * `invokevirtual MethodHandle.invokeExact(desc)` (and `invoke`, and the
//!   `VarHandle` access modes) asks `MethodHandleNatives.linkMethod` for an
//!   adapter method and an *appendix* (usually the call site's `MethodType`);
//!   the instruction becomes [`Insn::InvokeHandle`], which pushes the
//!   appendix after the arguments and calls the adapter (a lambda form:
//!   `Invokers$Holder.invokeExact_MT(Object, int, Object)int`).
//! * `invokedynamic` asks `MethodHandleNatives.linkCallSite` (which runs the
//!   bootstrap method) for the same pair and becomes an `InvokeHandle` too.
//! * The lambda forms themselves call `MethodHandle.invokeBasic(desc)` and
//!   `MethodHandle.linkToStatic/Special/Virtual/Interface(desc)`; those
//!   become [`Insn::InvokeBasic`] and [`Insn::LinkTo`], which find the
//!   target `Method` through the receiver's `form.vmentry` or the trailing
//!   `MemberName` (see `prims::method_handles` for how a `MemberName`
//!   names a `Method`).
//!
//! Objects a linked site keeps (appendices, resolved constants) live in a
//! root table ([`keep`]): the collectors update its slots, so Rust code
//! keeps indexes, never addresses. Resolution errors that are `LinkageError`s
//! are remembered per call site or constant and thrown again (JVMS 5.4.3).

use std::sync::atomic::Ordering;
use std::sync::OnceLock;

use hashbrown::HashMap;
use parking_lot::Mutex;

use crate::classfile::constant_pool::REF_INVOKE_VIRTUAL;
use crate::classfile::Constant;
use crate::heap::Ref;
use crate::interp::code::{Cache, Insn};
use crate::prims::method_handles as mhn;
use crate::runtime::class::{BasicType, Class, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::resolve::{load_referenced, Resolved};
use crate::runtime::table::AppendTable;
use crate::runtime::thread::{JResult, JThread, Throw};
use crate::runtime::vm::vm;

/// `linkTo*` kinds of [`Insn::LinkTo`].
pub const LINK_STATIC: u8 = 0;
pub const LINK_SPECIAL: u8 = 1;
pub const LINK_VIRTUAL: u8 = 2;
pub const LINK_INTERFACE: u8 = 3;
/// `invokeBasic`, in the same instruction form (the one-byte tag has no
/// room for another): its count includes the receiver MethodHandle.
pub const LINK_BASIC: u8 = 4;

// ---------------------------------------------------------------------------
// The root table.

fn roots() -> &'static AppendTable {
    static ROOTS: OnceLock<AppendTable> = OnceLock::new();
    ROOTS.get_or_init(AppendTable::new)
}

/// Keep `r` alive for the life of the VM (a linked call site's appendix, a
/// resolved constant); returns its index for [`kept`].
pub fn keep(t: &mut JThread, r: Ref) -> JResult<u32> {
    match roots().push(r.addr()) {
        Some(i) => Ok(i),
        None => Err(throw_new(t, "java/lang/OutOfMemoryError", Some("linked call sites"))),
    }
}

/// The object kept at `i` (valid until the next safepoint).
#[inline]
pub fn kept(i: u32) -> Ref {
    Ref(roots().get(i))
}

/// The root slots (for the collectors and heap dumps).
pub fn visit_roots(f: &mut dyn FnMut(*mut usize)) {
    let r = roots();
    for i in 0..r.len() {
        f(r.slot_ptr(i as u32));
    }
}

// ---------------------------------------------------------------------------
// Remembered resolution errors.

/// A remembered resolution error: the exception's class and message, and
/// for a constant its cause's class and message.
#[derive(Clone)]
struct RememberedError {
    class: String,
    message: Option<String>,
    cause: Option<(String, String)>,
}

/// (site, constant index) → the error of a failed resolution; the site is
/// a `Cache` address for call sites, a `Class` address for constants.
static ERRORS: Mutex<Option<HashMap<(usize, u16), RememberedError>>> = Mutex::new(None);

fn message_of(ex: Ref) -> Option<String> {
    let m = ex.class().find_field_by_name("detailMessage").map(|f| ex.get_ref(f.offset as usize)).filter(|m| !m.is_null());
    m.map(crate::runtime::strings::rust_string)
}

/// Throw a remembered error again (HotSpot's `throw_resolution_error`): a
/// new exception of the same class and message, with a new cause of the
/// remembered class and message (an empty one when it had none).
fn remembered_error(t: &mut JThread, key: (usize, u16)) -> Option<Throw> {
    let e = ERRORS.lock().as_ref().and_then(|m| m.get(&key).cloned())?;
    let Some((cc, cm)) = &e.cause else {
        return Some(throw_new(t, &e.class, e.message.as_deref()));
    };
    throw_new(t, cc, Some(cm));
    let cause = t.take_pending();
    let h = t.push_handle(cause);
    let th = throw_new(t, &e.class, e.message.as_deref());
    let (ex, cause) = (t.pending, t.handle(h));
    t.pop_handles(h);
    if !ex.is_null() && !cause.is_null() && &*ex.class().name == e.class.as_str() {
        ex.put_ref(vm().wk().throwable.field_offset("cause"), cause);
    }
    Some(th)
}

/// If the pending exception is a `LinkageError`, remember it for `key`
/// (with its cause for a constant, as HotSpot's resolution error table;
/// not for a call site, whose record keeps no cause in JDK 17).
fn remember_error(t: &mut JThread, key: (usize, u16), with_cause: bool) {
    let ex = t.pending;
    if ex.is_null() {
        return;
    }
    let Some(le) = crate::runtime::loader::find_loaded("java/lang/LinkageError") else { return };
    if !ex.class().is_subclass_of(le) {
        return;
    }
    let cause = ex.get_ref(vm().wk().throwable.field_offset("cause"));
    let cause = (with_cause && !cause.is_null() && cause != ex).then(|| (cause.class().name.to_string(), message_of(cause).unwrap_or_default()));
    let e = RememberedError { class: ex.class().name.to_string(), message: message_of(ex), cause };
    ERRORS.lock().get_or_insert_with(HashMap::new).entry(key).or_insert(e);
}

/// HotSpot's `Exceptions::wrap_dynamic_exception`: an exception from a
/// bootstrap method that is not an `Error` becomes the cause of a
/// `BootstrapMethodError`.
fn wrap_bootstrap_exception(t: &mut JThread) -> Throw {
    let ex = t.pending;
    let error = crate::runtime::loader::find_loaded("java/lang/Error");
    if ex.is_null() || error.is_some_and(|e| ex.class().is_subclass_of(e)) {
        return Throw;
    }
    let ex = t.take_pending();
    let h = t.push_handle(ex);
    let r = (|| -> JResult<Ref> {
        let c = crate::runtime::loader::load_class(t, "java/lang/BootstrapMethodError")?;
        crate::runtime::init::ensure_initialized(t, c)?;
        let ctor = c.declared_method("<init>", "(Ljava/lang/Throwable;)V").expect("BootstrapMethodError(Throwable)");
        let o = crate::interp::alloc::new_object(t, c)?;
        let ho = t.push_handle(o);
        crate::interp::invoke::invoke(t, ctor, &[o.to_slot(), t.handle(h).to_slot()])?;
        Ok(t.handle(ho))
    })();
    t.pop_handles(h);
    match r {
        Ok(e) => {
            t.pending = e;
            Throw
        }
        Err(th) => th,
    }
}

// ---------------------------------------------------------------------------
// Calls into java.lang.invoke.MethodHandleNatives.

fn natives_method(t: &mut JThread, name: &str, desc: &str) -> JResult<&'static Method> {
    let c = crate::runtime::loader::load_class(t, "java/lang/invoke/MethodHandleNatives")?;
    crate::runtime::init::ensure_initialized(t, c)?;
    match c.declared_method(name, desc) {
        Some(m) => Ok(m),
        None => Err(throw_new(t, "java/lang/InternalError", Some(&format!("no MethodHandleNatives.{name}{desc}")))),
    }
}

/// A new `Object[n]`.
fn object_array(t: &mut JThread, n: usize) -> JResult<Ref> {
    let c = crate::runtime::loader::array_class_of(t, vm().wk().object)?;
    crate::interp::alloc::new_array(t, c, n as i32)
}

/// A string for a name, interned (the JDK compares member names by identity).
fn name_string(t: &mut JThread, s: &str) -> JResult<Ref> {
    let units: Vec<u16> = s.encode_utf16().collect();
    let i = crate::runtime::strings::intern_units(t, &units)?;
    Ok(crate::runtime::strings::literal(i))
}

/// The `java.lang.Class` of a field descriptor's type, resolved through
/// `class`'s loader with the access check (HotSpot's
/// `find_java_mirror_for_type` with `NCDFError`).
pub fn type_mirror(t: &mut JThread, class: &'static Class, desc: &str) -> JResult<Ref> {
    let c = type_class(t, class, desc)?;
    Ok(c.mirror_ref())
}

fn type_class(t: &mut JThread, class: &'static Class, desc: &str) -> JResult<&'static Class> {
    let b = desc.as_bytes();
    let c = match b.first() {
        Some(b'L') if desc.len() > 2 && desc.ends_with(';') => load_referenced(t, class, &desc[1..desc.len() - 1])?,
        Some(b'[') => crate::runtime::loader::load_array_class_in(t, class.loader, desc)?,
        Some(&ch) if desc.len() == 1 => match BasicType::from_descriptor_char(ch) {
            Some(bt) if bt != BasicType::Ref => return Ok(crate::runtime::loader::primitive_class(bt)),
            _ => return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(desc))),
        },
        _ => return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(desc))),
    };
    crate::runtime::resolve::check_class_access(t, class, c)?;
    Ok(c)
}

/// The `MethodType` of a method descriptor, its classes resolved through
/// `class`'s loader (HotSpot's `SystemDictionary::find_method_handle_type`,
/// which calls `MethodHandleNatives.findMethodHandleType`).
pub fn method_type(t: &mut JThread, class: &'static Class, desc: &str) -> JResult<Ref> {
    let (params, ret) = crate::runtime::class::split_method_descriptor(desc);
    let mut classes = Vec::with_capacity(params.len());
    for p in &params {
        classes.push(type_class(t, class, p)?);
    }
    let rtype = type_class(t, class, ret)?;
    let arr_class = crate::runtime::loader::array_class_of(t, vm().wk().class)?;
    let arr = crate::interp::alloc::new_array(t, arr_class, classes.len() as i32)?;
    // Mirrors are read after the last allocation (they move with collections).
    for (i, c) in classes.iter().enumerate() {
        arr.set_ref_elem(i, c.mirror_ref());
    }
    let m = natives_method(t, "findMethodHandleType", "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;")?;
    let r = crate::interp::invoke::invoke(t, m, &[rtype.mirror_ref().to_slot(), arr.to_slot()])?;
    Ok(Ref::from_slot(r))
}

// ---------------------------------------------------------------------------
// Loadable constants.

/// A primitive constant as its box (`java.lang.Integer` ...), as HotSpot's
/// `java_lang_boxing_object::create` makes it: a new object.
pub fn box_primitive(t: &mut JThread, bt: BasicType, v: u64) -> JResult<Ref> {
    let name = match bt {
        BasicType::Boolean => "java/lang/Boolean",
        BasicType::Byte => "java/lang/Byte",
        BasicType::Char => "java/lang/Character",
        BasicType::Short => "java/lang/Short",
        BasicType::Int => "java/lang/Integer",
        BasicType::Float => "java/lang/Float",
        BasicType::Long => "java/lang/Long",
        BasicType::Double => "java/lang/Double",
        _ => return Err(throw_new(t, "java/lang/InternalError", Some("box of a non-primitive"))),
    };
    let c = crate::runtime::loader::load_class(t, name)?;
    crate::runtime::init::ensure_initialized(t, c)?;
    let o = crate::interp::alloc::new_object(t, c)?;
    let off = c.field_offset("value");
    match bt.size() {
        1 => o.put::<u8>(off, v as u8),
        2 => o.put::<u16>(off, v as u16),
        4 => o.put::<u32>(off, v as u32),
        _ => o.put::<u64>(off, v),
    }
    Ok(o)
}

/// The primitive in a box (for a dynamic constant of a primitive type).
fn unbox(t: &mut JThread, o: Ref, bt: BasicType) -> JResult<u64> {
    if o.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    let off = o.class().find_field_by_name("value").map(|f| f.offset as usize);
    let Some(off) = off else {
        let msg = format!("class {} cannot be cast to a primitive box", o.class().java_name());
        return Err(throw_new(t, "java/lang/ClassCastException", Some(&msg)));
    };
    Ok(match bt {
        BasicType::Boolean => o.get::<u8>(off) as u64,
        BasicType::Byte => o.get::<i8>(off) as i32 as u32 as u64,
        BasicType::Char => o.get::<u16>(off) as u64,
        BasicType::Short => o.get::<i16>(off) as i32 as u32 as u64,
        BasicType::Int | BasicType::Float => o.get::<u32>(off) as u64,
        _ => o.get::<u64>(off),
    })
}

/// The loadable constant at `idx` of `class` as an object: a box for a
/// number, the string, the class's mirror, or the resolved `MethodType`,
/// `MethodHandle` or dynamic constant (bootstrap arguments, `ldc`).
pub fn constant_object(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<Ref> {
    let cp = &class.classfile.as_ref().expect("class file").constant_pool;
    match cp.get(idx) {
        Ok(Constant::Integer(i)) => box_primitive(t, BasicType::Int, *i as u32 as u64),
        Ok(Constant::Float(f)) => box_primitive(t, BasicType::Float, f.to_bits() as u64),
        Ok(Constant::Long(l)) => box_primitive(t, BasicType::Long, *l as u64),
        Ok(Constant::Double(d)) => box_primitive(t, BasicType::Double, d.to_bits()),
        Ok(Constant::String(_)) => crate::runtime::resolve::resolve_string(t, class, idx),
        Ok(Constant::Class(_)) => Ok(crate::runtime::resolve::resolve_class(t, class, idx)?.mirror_ref()),
        Ok(Constant::MethodType(_) | Constant::MethodHandle(..) | Constant::Dynamic(..)) => cached_constant(t, class, idx),
        _ => Err(throw_new(t, "java/lang/InternalError", Some(&format!("not a loadable constant at index {idx}")))),
    }
}

/// The constant at `idx` if it was resolved already (or needs no
/// resolution): `copyOutBootstrapArguments` without `resolve`.
pub fn constant_if_available(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<Option<Ref>> {
    let cp = &class.classfile.as_ref().expect("class file").constant_pool;
    let resolved = class.rcp.get(idx as usize).and_then(|c| c.get()).copied();
    match (cp.get(idx), resolved) {
        (Ok(Constant::Integer(_) | Constant::Float(_) | Constant::Long(_) | Constant::Double(_)), _) => constant_object(t, class, idx).map(Some),
        (_, Some(Resolved::Object(k))) => Ok(Some(kept(k))),
        (_, Some(Resolved::String(i))) => Ok(Some(crate::runtime::strings::literal(i))),
        (_, Some(Resolved::Class(c))) => Ok(Some(c.mirror_ref())),
        _ => Ok(None),
    }
}

/// A `MethodType`, `MethodHandle` or dynamic constant, resolved once per
/// constant-pool entry (the result is kept; a `LinkageError` is thrown
/// again by every later attempt).
fn cached_constant(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<Ref> {
    if let Some(Resolved::Object(k)) = class.rcp.get(idx as usize).and_then(|c| c.get()) {
        return Ok(kept(*k));
    }
    let key = (class as *const Class as usize, idx);
    if let Some(th) = remembered_error(t, key) {
        return Err(th);
    }
    let cp = &class.classfile.as_ref().expect("class file").constant_pool;
    let r = match cp.get(idx) {
        Ok(Constant::MethodType(d)) => match cp.utf8(*d) {
            Ok(desc) => {
                let desc = desc.clone();
                method_type(t, class, &desc)
            }
            Err(_) => Err(throw_new(t, "java/lang/ClassFormatError", Some("bad MethodType constant"))),
        },
        Ok(Constant::MethodHandle(kind, r)) => method_handle_constant(t, class, *kind, *r),
        Ok(Constant::Dynamic(bsm, nat)) => dynamic_constant(t, class, idx, *bsm, *nat),
        _ => Err(throw_new(t, "java/lang/InternalError", Some("not a cached constant"))),
    };
    let r = match r {
        Ok(r) => r,
        Err(th) => {
            remember_error(t, key, true);
            return Err(th);
        }
    };
    let k = keep(t, r)?;
    // Another thread may have resolved it meanwhile: everyone sees one value.
    let _ = class.rcp[idx as usize].set(Resolved::Object(k));
    match class.rcp[idx as usize].get() {
        Some(Resolved::Object(k)) => Ok(kept(*k)),
        _ => Ok(kept(k)),
    }
}

/// `CONSTANT_MethodHandle` (HotSpot's `link_method_handle_constant`): the
/// member's class is resolved here, the rest by
/// `MethodHandleNatives.linkMethodHandleConstant(caller, kind, class, name, type)`.
fn method_handle_constant(t: &mut JThread, class: &'static Class, kind: u8, r: u16) -> JResult<Ref> {
    let cp = &class.classfile.as_ref().expect("class file").constant_pool;
    let (class_idx, is_method, is_iface_method) = match cp.get(r) {
        Ok(Constant::Fieldref(c, _)) => (*c, false, false),
        Ok(Constant::Methodref(c, _)) => (*c, true, false),
        Ok(Constant::InterfaceMethodref(c, _)) => (*c, true, true),
        _ => return Err(throw_new(t, "java/lang/ClassFormatError", Some("bad MethodHandle constant"))),
    };
    let (name, desc) = match cp.member_ref(r) {
        Ok((_, n, d)) => (n.clone(), d.clone()),
        Err(_) => return Err(throw_new(t, "java/lang/ClassFormatError", Some("bad MethodHandle constant"))),
    };
    let callee = crate::runtime::resolve::resolve_class(t, class, class_idx)?;
    if is_method && callee.is_interface() != is_iface_method {
        let msg = format!(
            "Inconsistent constant pool data in classfile for class {}. Method '{}' at index {} is {} and should be {}",
            class.java_name(),
            crate::runtime::resolve::member_to_java(&callee.name, &name, &desc).split_once(' ').map(|x| x.1).unwrap_or(""),
            r,
            if is_iface_method { "CONSTANT_InterfaceMethodRef" } else { "CONSTANT_MethodRef" },
            if is_iface_method { "CONSTANT_MethodRef" } else { "CONSTANT_InterfaceMethodRef" },
        );
        return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
    }
    let mark = t.handles.len();
    let res = (|| -> JResult<Ref> {
        let ty = if desc.starts_with('(') { method_type(t, class, &desc)? } else { type_mirror(t, class, &desc)? };
        let hty = t.push_handle(ty);
        let n = name_string(t, &name)?;
        let hn = t.push_handle(n);
        let m = natives_method(
            t,
            "linkMethodHandleConstant",
            "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;",
        )?;
        let args = [class.mirror_ref().to_slot(), kind as u64, callee.mirror_ref().to_slot(), t.handle(hn).to_slot(), t.handle(hty).to_slot()];
        Ok(Ref::from_slot(crate::interp::invoke::invoke(t, m, &args)?))
    })();
    t.pop_handles(mark);
    res
}

/// The static arguments of a bootstrap method as HotSpot passes them
/// (`BootstrapInfo::resolve_args`): null for none, the argument itself for
/// one that is not an array, else an `Object[]` — or, for a bootstrap
/// method of two parameters, `int[]{count, index}`, from which the JDK
/// pulls them with `copyOutBootstrapArguments`.
fn static_arguments(t: &mut JThread, class: &'static Class, bss_index: u16, args: &[u16], bsm: Ref) -> JResult<Ref> {
    if bsm_arity(bsm) == Some(2) {
        let a = crate::interp::alloc::new_array(t, vm().prim_array_class(BasicType::Int), 2)?;
        a.set_elem::<i32>(0, args.len() as i32);
        a.set_elem::<i32>(1, bss_index as i32);
        return Ok(a);
    }
    if args.is_empty() {
        return Ok(Ref::NULL);
    }
    let arr = object_array(t, args.len())?;
    let h = t.push_handle(arr);
    let r = (|| -> JResult<()> {
        for (i, &a) in args.iter().enumerate() {
            let v = constant_object(t, class, a)?;
            t.handle(h).set_ref_elem(i, v);
        }
        Ok(())
    })();
    let arr = t.handle(h);
    t.pop_handles(h);
    r?;
    if args.len() == 1 {
        let one = Ref::from_slot(arr.elem::<u64>(0));
        if !one.is_null() && !one.class().is_array() {
            return Ok(one);
        }
    }
    Ok(arr)
}

/// The parameter count of a bootstrap method handle's type.
fn bsm_arity(bsm: Ref) -> Option<i32> {
    if bsm.is_null() {
        return None;
    }
    let ty = bsm.get_ref(bsm.class().find_field_by_name("type")?.offset as usize);
    if ty.is_null() {
        return None;
    }
    let ptypes = ty.get_ref(ty.class().find_field_by_name("ptypes")?.offset as usize);
    (!ptypes.is_null()).then(|| ptypes.array_length())
}

/// The bootstrap method handle, name and static argument indexes of an
/// `InvokeDynamic` or `Dynamic` constant's bootstrap specifier.
pub(crate) fn bootstrap_specifier(t: &mut JThread, class: &'static Class, bsm_index: u16, nat: u16) -> JResult<(u16, Vec<u16>, String, String)> {
    let cf = class.classfile.as_ref().expect("class file");
    let Some(b) = cf.bootstrap_methods.get(bsm_index as usize) else {
        return Err(throw_new(t, "java/lang/ClassFormatError", Some("bootstrap method index out of range")));
    };
    let (name, desc) = match cf.constant_pool.name_and_type(nat) {
        Ok((n, d)) => (n.to_string(), d.to_string()),
        Err(_) => return Err(throw_new(t, "java/lang/ClassFormatError", Some("bad bootstrap name and type"))),
    };
    Ok((b.method_ref, b.arguments.clone(), name, desc))
}

/// `CONSTANT_Dynamic`: `MethodHandleNatives.linkDynamicConstant(caller,
/// index, bsm, name, type, args)`; a primitive result comes back boxed.
fn dynamic_constant(t: &mut JThread, class: &'static Class, idx: u16, bsm_index: u16, nat: u16) -> JResult<Ref> {
    let (bsm_ref, args, name, desc) = bootstrap_specifier(t, class, bsm_index, nat)?;
    let mark = t.handles.len();
    let res = (|| -> JResult<Ref> {
        let bsm = constant_object(t, class, bsm_ref)?;
        let hb = t.push_handle(bsm);
        let n = name_string(t, &name)?;
        let hn = t.push_handle(n);
        let ty = type_mirror(t, class, &desc)?;
        let hty = t.push_handle(ty);
        let a = static_arguments(t, class, idx, &args, t.handle(hb))?;
        let ha = t.push_handle(a);
        let m = natives_method(
            t,
            "linkDynamicConstant",
            "(Ljava/lang/Object;ILjava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        )?;
        let args = [
            class.mirror_ref().to_slot(),
            idx as u64,
            t.handle(hb).to_slot(),
            t.handle(hn).to_slot(),
            t.handle(hty).to_slot(),
            t.handle(ha).to_slot(),
        ];
        match crate::interp::invoke::invoke(t, m, &args) {
            Ok(r) => Ok(Ref::from_slot(r)),
            Err(_) => Err(wrap_bootstrap_exception(t)),
        }
    })();
    t.pop_handles(mark);
    res
}

/// `ldc`/`ldc_w`/`ldc2_w` of a `MethodType`, `MethodHandle` or dynamic
/// constant: resolve it and quicken to [`Insn::LdcRef`] or, for a dynamic
/// constant of a primitive type, [`Insn::LdcPrim`].
pub fn link_ldc(t: &mut JThread, m: &'static Method, idx: u16) -> JResult<Insn> {
    let class = m.class;
    let cp = &class.classfile.as_ref().expect("class file").constant_pool;
    let prim = match cp.get(idx) {
        Ok(Constant::Dynamic(_, nat)) => match cp.name_and_type(*nat) {
            Ok((_, d)) => BasicType::of_descriptor(d),
            Err(_) => BasicType::Ref,
        },
        _ => BasicType::Ref,
    };
    let _ = constant_object(t, class, idx)?;
    let Some(Resolved::Object(k)) = class.rcp[idx as usize].get().copied() else {
        return Err(throw_new(t, "java/lang/InternalError", Some("constant not kept")));
    };
    if prim == BasicType::Ref {
        return Ok(Insn::LdcRef(k));
    }
    // Check the box once; LdcPrim unboxes at each execution.
    unbox(t, kept(k), prim)?;
    Ok(Insn::LdcPrim(crate::runtime::vm::prim_index(prim) as u8, k))
}

/// The value of an [`Insn::LdcPrim`]: the primitive in the kept box `k`,
/// of the type whose `prim_index` is `ty` (checked when linked).
#[inline]
pub fn ldc_prim(ty: u8, k: u32) -> u64 {
    let o = kept(k);
    let off = o.class().find_field_by_name("value").map(|f| f.offset as usize).unwrap_or(0);
    match ty {
        0 => o.get::<u8>(off) as u64,
        1 => o.get::<i8>(off) as i32 as u32 as u64,
        2 => o.get::<u16>(off) as u64,
        3 => o.get::<i16>(off) as i32 as u32 as u64,
        4 | 5 => o.get::<u32>(off) as u64,
        _ => o.get::<u64>(off),
    }
}

// ---------------------------------------------------------------------------
// invokedynamic.

/// Linked invokehandle constants: (class, constant-pool index) → (adapter,
/// appendix root index + 1).
static INVOKEHANDLE_SITES: Mutex<Option<HashMap<(usize, u16), LinkedSite>>> = Mutex::new(None);

/// A linked invokehandle constant: the adapter and its appendix's root
/// index + 1 (0: none).
type LinkedSite = (&'static Method, usize);

/// Serialises publishing a linked call site (two threads may link the same
/// site; the first result wins, as HotSpot's constant-pool cache does).
static PUBLISH: Mutex<()> = Mutex::new(());

fn cache_index(m: &'static Method, cache: &Cache) -> u32 {
    let code = m.code.get().and_then(|r| r.as_ref().ok()).expect("decoded");
    ((cache as *const Cache as usize - code.caches.as_ptr() as usize) / std::mem::size_of::<Cache>()) as u32
}

/// Record an adapter and its appendix in `cache` (unless another thread
/// did first) and return the quickened instruction.
fn publish(t: &mut JThread, caller: &'static Method, cache: &Cache, adapter: &'static Method, appendix: Ref, null_check: bool) -> JResult<Insn> {
    let k = if appendix.is_null() { 0 } else { keep(t, appendix)? as usize + 1 };
    Ok(publish_kept(caller, cache, adapter, k, null_check))
}

/// [`publish`] with the appendix already kept (`k`: its root index + 1, or 0).
fn publish_kept(caller: &'static Method, cache: &Cache, adapter: &'static Method, k: usize, null_check: bool) -> Insn {
    let _g = PUBLISH.lock();
    if cache.a.load(Ordering::Acquire) == 0 {
        cache.b.store(k, Ordering::Relaxed);
        cache.c.store(null_check as usize, Ordering::Relaxed);
        cache.a.store(adapter as *const Method as usize, Ordering::Release);
    }
    Insn::InvokeHandle(cache_index(caller, cache))
}

/// The adapter a `linkMethod`/`linkCallSite` returned, checked against the
/// call site's argument slots (plus one for an appendix).
/// The adapter is a static method that the site calls without the
/// initialisation check of an `invokestatic`, so its class is initialised
/// here (lambda-form classes have nothing to run; this keeps it so).
fn adapter_of(t: &mut JThread, mn: Ref, site_slots: usize, appendix: Ref) -> JResult<&'static Method> {
    let m = mhn::member_method(mn);
    match m {
        Some(m) if m.is_static() && m.arg_slots as usize == site_slots + usize::from(!appendix.is_null()) => {
            // `appendix` is not read after this point (initialising may collect).
            crate::runtime::init::ensure_initialized(t, m.class)?;
            Ok(m)
        }
        _ => Err(throw_new(t, "java/lang/InternalError", Some("bad method handle linkage"))),
    }
}

/// Link an `invokedynamic` through the JDK (JDK mode): the call site's
/// bootstrap method runs inside `MethodHandleNatives.linkCallSite`.
pub fn link_indy(t: &mut JThread, caller: &'static Method, idx: u16, cache: &Cache) -> JResult<Insn> {
    let key = (cache as *const Cache as usize, 0);
    if let Some(th) = remembered_error(t, key) {
        return Err(th);
    }
    let class = caller.class;
    let (bsm_index, nat) = match class.classfile.as_ref().expect("class file").constant_pool.get(idx) {
        Ok(Constant::InvokeDynamic(b, n)) => (*b, *n),
        _ => return Err(throw_new(t, "java/lang/ClassFormatError", Some("bad invokedynamic constant"))),
    };
    let r = link_call_site(t, class, idx, bsm_index, nat);
    let (mn, appendix, desc) = match r {
        Ok(x) => x,
        Err(th) => {
            remember_error(t, key, false);
            return Err(th);
        }
    };
    let mark = t.handles.len();
    let ha = t.push_handle(appendix);
    let slots: usize = crate::runtime::class::method_signature(&desc).0.iter().map(|p| p.slots()).sum();
    let adapter = adapter_of(t, mn, slots, appendix);
    let r = match adapter {
        Ok(a) => {
            let appendix = t.handle(ha);
            publish(t, caller, cache, a, appendix, false)
        }
        Err(th) => Err(th),
    };
    t.pop_handles(mark);
    r
}

/// `MethodHandleNatives.linkCallSite(caller, index, bsm, name, type, args,
/// appendix)`: (adapter MemberName, appendix, call-site descriptor).
fn link_call_site(t: &mut JThread, class: &'static Class, idx: u16, bsm_index: u16, nat: u16) -> JResult<(Ref, Ref, String)> {
    let (bsm_ref, args, name, desc) = bootstrap_specifier(t, class, bsm_index, nat)?;
    let mark = t.handles.len();
    let res = (|| -> JResult<(Ref, Ref)> {
        let bsm = constant_object(t, class, bsm_ref)?;
        let hb = t.push_handle(bsm);
        let n = name_string(t, &name)?;
        let hn = t.push_handle(n);
        let ty = method_type(t, class, &desc)?;
        let hty = t.push_handle(ty);
        let a = static_arguments(t, class, idx, &args, t.handle(hb))?;
        let ha = t.push_handle(a);
        let box_ = object_array(t, 1)?;
        let hbox = t.push_handle(box_);
        let m = natives_method(
            t,
            "linkCallSite",
            "(Ljava/lang/Object;ILjava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/invoke/MemberName;",
        )?;
        let args = [
            class.mirror_ref().to_slot(),
            idx as u64,
            t.handle(hb).to_slot(),
            t.handle(hn).to_slot(),
            t.handle(hty).to_slot(),
            t.handle(ha).to_slot(),
            t.handle(hbox).to_slot(),
        ];
        let mn = match crate::interp::invoke::invoke(t, m, &args) {
            Ok(r) => Ref::from_slot(r),
            Err(_) => return Err(wrap_bootstrap_exception(t)),
        };
        let appendix = Ref::from_slot(t.handle(hbox).elem::<u64>(0));
        Ok((mn, appendix))
    })();
    t.pop_handles(mark);
    res.map(|(mn, a)| (mn, a, desc))
}

// ---------------------------------------------------------------------------
// Signature-polymorphic methods.

/// Whether `class` (`MethodHandle` or `VarHandle`) declares `name` as a
/// signature-polymorphic method (JVMS 2.9.3: native, varargs, one
/// `Object[]` parameter).
pub fn is_signature_polymorphic(class: &Class, name: &str) -> bool {
    if !matches!(&*class.name, "java/lang/invoke/MethodHandle" | "java/lang/invoke/VarHandle") {
        return false;
    }
    const NATIVE_VARARGS: u16 = crate::classfile::ACC_NATIVE | 0x0080;
    class.methods().iter().any(|m| {
        &*m.name == name && m.access_flags & NATIVE_VARARGS == NATIVE_VARARGS && m.descriptor.starts_with("([Ljava/lang/Object;)")
    })
}

/// The `linkTo*` kind of a name, if it is one.
pub fn link_to_kind(name: &str) -> Option<u8> {
    Some(match name {
        "linkToStatic" => LINK_STATIC,
        "linkToSpecial" => LINK_SPECIAL,
        "linkToVirtual" => LINK_VIRTUAL,
        "linkToInterface" => LINK_INTERFACE,
        _ => return None,
    })
}

/// An invoke instruction whose method reference names a signature-
/// polymorphic method of `MethodHandle` or `VarHandle` (JDK mode): its
/// quickened form, or None for any other method.
pub fn link_polymorphic(t: &mut JThread, caller: &'static Method, insn: Insn, idx: u16, cache: &Cache) -> JResult<Option<Insn>> {
    let cp = &caller.class.classfile.as_ref().expect("class file").constant_pool;
    let (class_idx, cname, name, desc) = match (cp.get(idx), cp.member_ref(idx)) {
        (Ok(Constant::Methodref(c, _)), Ok((cn, n, d))) => (*c, cn, n, d),
        _ => return Ok(None),
    };
    if !matches!(&**cname, "java/lang/invoke/MethodHandle" | "java/lang/invoke/VarHandle") {
        return Ok(None);
    }
    let (name, desc) = (name.clone(), desc.clone());
    let class = crate::runtime::resolve::resolve_class(t, caller.class, class_idx)?;
    if !is_signature_polymorphic(class, &name) {
        return Ok(None);
    }
    let generic = class.methods().iter().copied().find(|m| *m.name == *name).expect("polymorphic method");
    if let Some(kind) = crate::runtime::resolve::member_denied(caller.class, class, generic.access_flags) {
        let msg = format!(
            "class {} tried to access {}method '{}' ({})",
            caller.class.java_name(),
            kind,
            crate::runtime::resolve::method_to_java(class, &name, &desc),
            crate::runtime::resolve::modules_of(caller.class, class)
        );
        return Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)));
    }
    let slots: usize = crate::runtime::class::method_signature(&desc).0.iter().map(|p| p.slots()).sum();
    let is_static_site = match insn {
        Insn::Invokestatic(..) => true,
        Insn::Invokevirtual(..) => false,
        // invokespecial/invokeinterface: ordinary resolution and its errors.
        _ => return Ok(None),
    };
    if generic.is_static() != is_static_site {
        let text = crate::runtime::resolve::method_to_java(class, &name, &desc);
        let msg = if is_static_site { format!("Expected static method '{text}'") } else { format!("Expecting non-static method '{text}'") };
        return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
    }
    if &*name == "invokeBasic" {
        return Ok(Some(Insn::LinkTo(LINK_BASIC, slots as u16 + 1)));
    }
    if let Some(kind) = link_to_kind(&name) {
        // The trailing MemberName (and a receiver, but for linkToStatic).
        if !desc.contains("Ljava/lang/invoke/MemberName;)") || (kind != LINK_STATIC && slots < 2) {
            let msg = format!("rjvm: bad {}.{} call site descriptor {}", class.java_name(), name, desc);
            return Err(throw_new(t, "java/lang/InternalError", Some(&msg)));
        }
        return Ok(Some(Insn::LinkTo(kind, slots as u16)));
    }
    if name.starts_with("linkTo") {
        // linkToNative (foreign linker): not supported by this VM.
        let msg = format!("rjvm: {}.{} is not supported", class.java_name(), name);
        return Err(throw_new(t, "java/lang/UnsupportedOperationException", Some(&msg)));
    }
    // invokeExact, invoke, VarHandle access modes: ask the JDK for the
    // adapter, once per constant-pool entry (HotSpot links invokehandle per
    // constant-pool cache entry: every site of the same Methodref shares it).
    let key = (caller.class as *const Class as usize, idx);
    let linked = INVOKEHANDLE_SITES.lock().as_ref().and_then(|m| m.get(&key).copied());
    if let Some((adapter, k)) = linked {
        return Ok(Some(publish_kept(caller, cache, adapter, k, true)));
    }
    let mark = t.handles.len();
    let r = (|| -> JResult<(Ref, Ref)> {
        let ty = method_type(t, caller.class, &desc)?;
        let hty = t.push_handle(ty);
        let n = name_string(t, &name)?;
        let hn = t.push_handle(n);
        let box_ = object_array(t, 1)?;
        let hbox = t.push_handle(box_);
        let m = natives_method(
            t,
            "linkMethod",
            "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/invoke/MemberName;",
        )?;
        let args = [
            caller.class.mirror_ref().to_slot(),
            REF_INVOKE_VIRTUAL as u64,
            class.mirror_ref().to_slot(),
            t.handle(hn).to_slot(),
            t.handle(hty).to_slot(),
            t.handle(hbox).to_slot(),
        ];
        let mn = Ref::from_slot(crate::interp::invoke::invoke(t, m, &args)?);
        Ok((mn, Ref::from_slot(t.handle(hbox).elem::<u64>(0))))
    })();
    let r = match r {
        Ok((mn, appendix)) => {
            let ha = t.push_handle(appendix);
            match adapter_of(t, mn, slots + 1, appendix) {
                Ok(a) => {
                    let appendix = t.handle(ha);
                    let r = publish(t, caller, cache, a, appendix, true);
                    if r.is_ok() {
                        // What this site published (or another thread's first).
                        let (a, k) = (cache.a.load(Ordering::Acquire), cache.b.load(Ordering::Relaxed));
                        // SAFETY: `publish` stored a leaked Method's address.
                        let a: &'static Method = unsafe { &*(a as *const Method) };
                        INVOKEHANDLE_SITES.lock().get_or_insert_with(HashMap::new).entry(key).or_insert((a, k));
                    }
                    r
                }
                Err(th) => Err(th),
            }
        }
        Err(th) => Err(th),
    };
    t.pop_handles(mark);
    r.map(Some)
}

// ---------------------------------------------------------------------------
// The interpreter's method-handle entries.

/// The method `invokeBasic` on `mh` runs: `mh.form.vmentry`'s target.
#[inline]
pub fn basic_target(mh: Ref) -> Option<&'static Method> {
    let form = mh.get_ref(mhn::mh_form_offset(mh));
    if form.is_null() {
        return None;
    }
    let mn = form.get_ref(mhn::lf_vmentry_offset(form));
    if mn.is_null() {
        return None;
    }
    mhn::member_method(mn)
}

/// A method-handle linkage the JDK should never produce (a lambda form
/// whose target does not fit its call): InternalError, not a crash.
#[cold]
pub fn bad_linkage(t: &mut JThread, what: &str) -> Throw {
    throw_new(t, "java/lang/InternalError", Some(&format!("rjvm: bad method handle linkage ({what})")))
}

/// The method a `linkTo*` call runs: the `MemberName`'s method, selected on
/// the receiver's class for `linkToVirtual` (by its vtable index, or its
/// selector for an interface's default method) and `linkToInterface`.
pub fn link_to_target(t: &mut JThread, kind: u8, mn: Ref, recv: Ref) -> JResult<&'static Method> {
    if mn.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    let Some(m) = mhn::member_method(mn) else {
        return Err(bad_linkage(t, "unresolved MemberName"));
    };
    match kind {
        LINK_STATIC | LINK_SPECIAL => Ok(m),
        LINK_VIRTUAL => {
            let vi = mhn::member_vmindex(mn);
            let cls = recv.class();
            if vi >= 0 {
                match cls.vtable().get(vi as usize) {
                    Some(&sel) => Ok(sel),
                    None => Err(bad_linkage(t, "vtable index")),
                }
            } else {
                select_interface(t, cls, m)
            }
        }
        _ => {
            let cls = recv.class();
            if m.class.is_interface() && !cls.is_subclass_of(m.class) {
                let msg = format!("Receiver class {} does not implement the interface {} defining the method to be called", cls.java_name(), m.class.java_name());
                return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
            }
            select_interface(t, cls, m)
        }
    }
}

/// Selection (JVMS 5.4.6) of `m` on class `cls` through its dispatch map.
fn select_interface(t: &mut JThread, cls: &'static Class, m: &'static Method) -> JResult<&'static Method> {
    match cls.dispatch.get().and_then(|d| d.get(&m.selector)).copied() {
        Some(sel) if !sel.is_abstract() => {
            if !sel.is_public() && m.class.is_interface() {
                let msg = format!("'{}'", crate::runtime::resolve::method_to_java(sel.class, &sel.name, &sel.descriptor));
                return Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)));
            }
            Ok(sel)
        }
        sel => Err(crate::interp::link::abstract_method_error(t, Some(cls), m, sel.filter(|s| !std::ptr::eq(*s, m)))),
    }
}
