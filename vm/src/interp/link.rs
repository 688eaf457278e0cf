//! The slow paths of the interpreter: resolving an instruction's symbolic
//! reference and producing its quickened form, decoding methods, native calls.

use std::sync::atomic::Ordering;

use crate::heap::Ref;
use crate::interp::code::{Cache, Code, Insn};
use crate::runtime::class::{BasicType, Class, Method, MethodKind};
use crate::runtime::exceptions::throw_new;
use crate::runtime::init::ensure_initialized;
use crate::runtime::resolve::{resolve_class, resolve_field, resolve_method, resolve_string_index};
use crate::runtime::thread::{JResult, JThread, Throw};
use crate::classfile::Constant;

/// The decoded code of `m`, decoding it on first use.
pub fn decoded(t: &mut JThread, m: &'static Method) -> JResult<&'static Code> {
    if m.code.get().is_none() {
        // No bytecode runs before the verifier has accepted it.
        crate::verify::runtime::before_first_run(t, m)?;
    }
    // Reference maps first: a frame must never exist without them (they are
    // the collectors' roots), and code they cannot type is rejected.
    if let Err(msg) = m.refmaps.get_or_init(|| crate::interp::refmap::compute(m)) {
        let msg = format!("(class: {}, method: {} signature: {}) {}", m.class.name, m.name, m.descriptor, msg);
        return Err(throw_new(t, "java/lang/VerifyError", Some(&msg)));
    }
    let r = m.code.get_or_init(|| crate::interp::code::decode(m));
    match r {
        Ok(c) => Ok(c),
        Err((cls, msg)) => Err(throw_new(t, cls, Some(msg))),
    }
}

/// Throw StackOverflowError (with headroom to construct it).
pub fn stack_overflow(t: &mut JThread) -> Throw {
    if t.in_overflow {
        // Building the error itself overflowed: give up on this frame chain.
        t.pending = Ref::NULL;
        return fatal_overflow(t);
    }
    t.in_overflow = true;
    let saved = t.max_frames;
    t.max_frames = saved + 64;
    let th = throw_new(t, "java/lang/StackOverflowError", None);
    t.max_frames = saved;
    t.in_overflow = false;
    th
}

fn fatal_overflow(_t: &mut JThread) -> Throw {
    crate::natives::io::write_stderr(b"Fatal: StackOverflowError while creating StackOverflowError\n");
    std::process::exit(1);
}

/// The `java.lang.Class` object of a class, created on first use.
pub fn mirror(t: &mut JThread, c: &'static Class) -> JResult<Ref> {
    let m = c.mirror_ref();
    if !m.is_null() {
        return Ok(m);
    }
    if let Some(comp) = c.component() {
        // The array's mirror names its component's.
        mirror(t, comp)?;
    }
    let v = crate::runtime::vm::vm();
    let wk = v.wk();
    let obj = crate::interp::alloc::new_object(t, wk.class)?;
    obj.put::<u64>(wk.class_vmclass, c as *const Class as u64);
    crate::classlib::init_mirror(obj, c);
    match c.mirror.compare_exchange(0, obj.addr(), Ordering::AcqRel, Ordering::Acquire) {
        Ok(_) => Ok(obj),
        Err(existing) => Ok(Ref(existing)),
    }
}

/// The class behind a `java.lang.Class` object.
pub fn class_of_mirror(m: Ref) -> &'static Class {
    let off = crate::runtime::vm::vm().wk().class_vmclass;
    // SAFETY: vmClass of a mirror always holds a leaked &'static Class.
    unsafe { &*(m.get::<u64>(off) as *const Class) }
}

pub fn link_ldc(t: &mut JThread, m: &'static Method, idx: u16) -> JResult<Insn> {
    let class = m.class;
    let cf = class.classfile.as_ref().expect("class file");
    match cf.constant_pool.get(idx) {
        Ok(Constant::String(_)) => Ok(Insn::LdcString(resolve_string_index(t, class, idx)?)),
        Ok(Constant::Class(_)) => {
            let c = resolve_class(t, class, idx)?;
            mirror(t, c)?;
            Ok(Insn::LdcClass(c.id))
        }
        _ => Err(throw_new(t, "java/lang/UnsupportedOperationException", Some("rjvm: ldc of MethodType/MethodHandle/dynamic constants is not supported"))),
    }
}

/// getstatic/putstatic: returns the quickened instruction when the class is
/// initialised, else (None, slot address, is two-slot).
pub fn link_static(t: &mut JThread, m: &'static Method, idx: u16, cache: &Cache, is_put: bool) -> JResult<(Option<Insn>, *mut u64, bool)> {
    let (fc, f) = resolve_field(t, m.class, idx, true)?;
    if is_put && f.access_flags & crate::classfile::ACC_FINAL != 0 && !std::ptr::eq(fc, m.class) {
        let msg = format!("Update to static final field {}.{} attempted from a different class ({}) than the field's declaring class", fc.java_name(), f.name, m.class.java_name());
        return Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)));
    }
    ensure_initialized(t, fc)?;
    let addr = fc.static_slot(f.offset);
    let two = f.ty.slots() == 2;
    cache.a.store(addr as usize, Ordering::Relaxed);
    if fc.is_initialized() {
        let volatile = f.access_flags & crate::classfile::ACC_VOLATILE != 0;
        let q = match (is_put, two, volatile) {
            (false, false, _) => Insn::GetstaticQ1,
            (false, true, _) => Insn::GetstaticQ2,
            (true, false, false) => Insn::PutstaticQ1,
            (true, true, false) => Insn::PutstaticQ2,
            (true, false, true) => Insn::PutstaticVol1,
            (true, true, true) => Insn::PutstaticVol2,
        };
        // Find our own cache index again from the address of `cache`.
        let code = m.code.get().and_then(|r| r.as_ref().ok()).expect("decoded");
        let ci = (cache as *const Cache as usize - code.caches.as_ptr() as usize) / std::mem::size_of::<Cache>();
        return Ok((Some(q(ci as u32)), addr, two));
    }
    Ok((None, addr, two))
}

pub fn link_field(t: &mut JThread, m: &'static Method, idx: u16, is_put: bool) -> JResult<Insn> {
    let (fc, f) = resolve_field(t, m.class, idx, false)?;
    if is_put && f.access_flags & crate::classfile::ACC_FINAL != 0 && !std::ptr::eq(fc, m.class) {
        let msg = format!("Update to non-static final field {}.{} attempted from a different class ({}) than the field's declaring class", fc.java_name(), f.name, m.class.java_name());
        return Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)));
    }
    let off = f.offset;
    if is_put && f.access_flags & crate::classfile::ACC_VOLATILE != 0 {
        return Ok(Insn::PutfieldVol(crate::runtime::vm::prim_index(f.ty) as u8, off));
    }
    Ok(match (is_put, f.ty) {
        (false, BasicType::Int | BasicType::Float) => Insn::GetfieldI(off),
        (false, BasicType::Long | BasicType::Double) => Insn::GetfieldJ(off),
        (false, BasicType::Ref) => Insn::GetfieldA(off),
        (false, BasicType::Byte) => Insn::GetfieldB(off),
        (false, BasicType::Boolean) => Insn::GetfieldZ(off),
        (false, BasicType::Char) => Insn::GetfieldC(off),
        (false, BasicType::Short) => Insn::GetfieldS(off),
        (true, BasicType::Int | BasicType::Float) => Insn::PutfieldI(off),
        (true, BasicType::Long | BasicType::Double) => Insn::PutfieldJ(off),
        (true, BasicType::Ref) => Insn::PutfieldA(off),
        (true, BasicType::Byte) => Insn::PutfieldB(off),
        (true, BasicType::Boolean) => Insn::PutfieldZ(off),
        (true, BasicType::Char) => Insn::PutfieldC(off),
        (true, BasicType::Short) => Insn::PutfieldS(off),
        (_, BasicType::Void) => return Err(throw_new(t, "java/lang/VerifyError", Some("void field"))),
    })
}

fn cache_index(m: &'static Method, cache: &Cache) -> u32 {
    let code = m.code.get().and_then(|r| r.as_ref().ok()).expect("decoded");
    ((cache as *const Cache as usize - code.caches.as_ptr() as usize) / std::mem::size_of::<Cache>()) as u32
}

/// Quickened form of an invoke instruction.
pub fn link_invoke(t: &mut JThread, caller: &'static Method, insn: Insn, idx: u16, cache: &Cache) -> JResult<Insn> {
    let m = resolve_method(t, caller.class, idx)?;
    match insn {
        Insn::Invokestatic(..) => {
            if !m.is_static() {
                let msg = format!("Expected static method '{}'", crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor));
                return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
            }
            ensure_initialized(t, m.class)?;
            if m.class.is_initialized() {
                Ok(Insn::InvokestaticQ(m.id))
            } else {
                // Initialisation in progress on this thread: keep resolving
                // through a direct call without patching a static fast path.
                Ok(Insn::InvokeDirectStatic(m.id))
            }
        }
        Insn::Invokespecial(..) => {
            if m.is_static() {
                let msg = format!("Expecting non-static method '{}'", crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor));
                return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
            }
            let cur = caller.class;
            let target = if &*m.name != "<init>"
                && !m.class.is_interface()
                && !std::ptr::eq(cur, m.class)
                && cur.is_subclass_of(m.class)
                && cur.access_flags & crate::classfile::ACC_SUPER != 0
            {
                // super.m(): look up from the caller's superclass.
                cur.super_class
                    .and_then(|s| crate::runtime::resolve::find_method_in_hierarchy(s, &m.name, &m.descriptor))
                    .unwrap_or(m)
            } else {
                m
            };
            if target.is_abstract() {
                return Err(abstract_method_error(t, cur, target));
            }
            Ok(Insn::InvokeDirect(target.id))
        }
        Insn::Invokevirtual(..) | Insn::Invokeinterface(..) => {
            if m.is_static() {
                let msg = format!("Expecting non-static method '{}'", crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor));
                return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
            }
            if m.is_private() || (m.is_final() && !m.class.is_interface()) {
                return Ok(Insn::InvokeDirect(m.id));
            }
            let vi = m.vtable_index.load(Ordering::Relaxed);
            if vi != u32::MAX && !m.class.is_interface() {
                return Ok(Insn::InvokevirtualQ(m.arg_slots, vi));
            }
            // a: selector (low 32 bits) and argument slots (high bits);
            // b: the inline cache's sequence counter; c/d: class and method.
            cache.a.store(m.selector as usize | ((m.arg_slots as usize) << 32), Ordering::Relaxed);
            cache.b.store(0, Ordering::Relaxed);
            cache.c.store(0, Ordering::Relaxed);
            Ok(Insn::InvokeinterfaceQ(cache_index(caller, cache)))
        }
        _ => unreachable!("not an invoke"),
    }
}

/// Interface-call target for a receiver class.
pub fn interface_target(t: &mut JThread, cls: &'static Class, cache: &Cache) -> JResult<&'static Method> {
    let sel = (cache.a.load(Ordering::Relaxed) & 0xffff_ffff) as u32;
    match cls.dispatch.get().and_then(|d| d.get(&sel)) {
        Some(m) if !m.is_abstract() => Ok(m),
        Some(m) => Err(abstract_method_error(t, cls, m)),
        None => {
            let msg = format!("Class {} does not implement the requested interface", cls.java_name());
            Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)))
        }
    }
}

/// HotSpot's AbstractMethodError text: "Receiver class X does not define or
/// inherit an implementation of the resolved method 'abstract int area()' of
/// interface Shape."
pub fn abstract_method_error(t: &mut JThread, receiver: &Class, m: &Method) -> Throw {
    let full = crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor);
    // method_to_java gives "ret pkg.C.name(params)"; HotSpot shows "abstract ret name(params)".
    let (ret, rest) = full.split_once(' ').unwrap_or(("void", &full));
    let after_class = rest.strip_prefix(&format!("{}.", m.class.java_name())).unwrap_or(rest);
    let msg = format!(
        "Receiver class {} does not define or inherit an implementation of the resolved method '{}{} {}' of {} {}.",
        receiver.java_name(),
        if m.is_abstract() { "abstract " } else { "" },
        ret,
        after_class,
        if m.class.is_interface() { "interface" } else { "class" },
        m.class.java_name()
    );
    throw_new(t, "java/lang/AbstractMethodError", Some(&msg))
}

pub fn link_new(t: &mut JThread, m: &'static Method, idx: u16) -> JResult<Option<Insn>> {
    let c = resolve_class(t, m.class, idx)?;
    if c.is_interface() || c.is_abstract() || c.is_array() {
        return Err(throw_new(t, "java/lang/InstantiationError", Some(&c.java_name())));
    }
    ensure_initialized(t, c)?;
    Ok(if c.is_initialized() { Some(Insn::NewQ(c.id)) } else { None })
}

pub fn link_anewarray(t: &mut JThread, m: &'static Method, idx: u16) -> JResult<Insn> {
    let c = resolve_class(t, m.class, idx)?;
    let a = crate::runtime::loader::array_class_of(t, c)?;
    Ok(Insn::AnewarrayQ(a.id))
}

pub fn newarray_type(t: u8) -> BasicType {
    match t {
        4 => BasicType::Boolean,
        5 => BasicType::Char,
        6 => BasicType::Float,
        7 => BasicType::Double,
        8 => BasicType::Byte,
        9 => BasicType::Short,
        10 => BasicType::Int,
        _ => BasicType::Long,
    }
}

pub fn multianewarray(t: &mut JThread, m: &'static Method, idx: u16, counts: &[i32]) -> JResult<Ref> {
    let c = resolve_class(t, m.class, idx)?;
    if let Some(&neg) = counts.iter().find(|&&n| n < 0) {
        return Err(throw_new(t, "java/lang/NegativeArraySizeException", Some(&neg.to_string())));
    }
    new_multi(t, c, counts)
}

fn new_multi(t: &mut JThread, c: &'static Class, counts: &[i32]) -> JResult<Ref> {
    let a = crate::interp::alloc::new_array(t, c, counts[0])?;
    if counts.len() > 1 {
        let comp = c.component().expect("array class");
        let h = t.push_handle(a);
        for i in 0..counts[0] as usize {
            let sub = new_multi(t, comp, &counts[1..]);
            let sub = match sub {
                Ok(s) => s,
                Err(e) => {
                    t.pop_handles(h);
                    return Err(e);
                }
            };
            t.handle(h).set_ref_elem(i, sub);
        }
        let a = t.handle(h);
        t.pop_handles(h);
        return Ok(a);
    }
    Ok(a)
}

/// Call a native (or abstract) method whose `n` argument slots start at
/// value-stack index `base`.
pub fn call_native(t: &mut JThread, m: &'static Method, base: usize, n: usize) -> JResult<u64> {
    match &m.kind {
        MethodKind::Abstract => {
            let recv = if m.is_static() || n == 0 { None } else { Some(crate::heap::Ref::from_slot(t.stack[base])) };
            let receiver = recv.filter(|r| !r.is_null()).map(|r| r.class()).unwrap_or(m.class);
            Err(abstract_method_error(t, receiver, m))
        }
        _ => {
            let f = match m.native.get_or_init(|| crate::natives::lookup(m)) {
                Some(f) => *f,
                None => {
                    let msg = format!(
                        "'{}'",
                        crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor)
                    );
                    return Err(throw_new(t, "java/lang/UnsatisfiedLinkError", Some(&msg)));
                }
            };
            let events = cfg!(feature = "profiler") && crate::profiler::native_events();
            if events {
                native_entry_event(t, m, base);
            }
            let argv: Vec<u64> = t.stack[base..base + n].to_vec();
            t.nesting += 1;
            let r = if t.nesting > t.max_nesting { Err(stack_overflow(t)) } else { f(t, &argv) };
            t.nesting -= 1;
            if events {
                return native_exit_event(t, m, r);
            }
            r
        }
    }
}

/// METHOD_ENTRY(2) of a native whose argument slots start at `base`: the
/// reference arguments are held as handles meanwhile (the event may let a
/// collection run, and slots above the top frame are not roots).
#[cold]
fn native_entry_event(t: &mut JThread, m: &'static Method, base: usize) {
    let mut slots: Vec<usize> = Vec::new();
    if !m.is_static() {
        slots.push(0);
    }
    let mut i = usize::from(!m.is_static());
    let d = m.descriptor.as_bytes();
    let mut k = 1;
    while k < d.len() && d[k] != b')' {
        match d[k] {
            b'J' | b'D' => i += 2,
            b'L' | b'[' => {
                slots.push(i);
                while d[k] == b'[' {
                    k += 1;
                }
                if d[k] == b'L' {
                    while d[k] != b';' {
                        k += 1;
                    }
                }
                i += 1;
            }
            _ => i += 1,
        }
        k += 1;
    }
    let mark = t.handles.len();
    for &s in &slots {
        t.push_handle(crate::heap::Ref::from_slot(t.stack[base + s]));
    }
    let recv = if m.is_static() { crate::heap::Ref::NULL } else { t.handle(mark) };
    crate::profiler::native_entry(t, m, recv);
    for (j, &s) in slots.iter().enumerate() {
        t.stack[base + s] = t.handle(mark + j).to_slot();
    }
    t.pop_handles(mark);
}

/// METHOD_EXIT of a native, keeping a reference result alive.
#[cold]
fn native_exit_event(t: &mut JThread, m: &'static Method, r: JResult<u64>) -> JResult<u64> {
    match r {
        Ok(v) if m.ret == crate::runtime::class::BasicType::Ref => {
            let h = t.push_handle(crate::heap::Ref::from_slot(v));
            crate::profiler::native_exit(t, m);
            let v = t.handle(h).to_slot();
            t.pop_handles(h);
            Ok(v)
        }
        r => {
            crate::profiler::native_exit(t, m);
            r
        }
    }
}

/// The inline cache of an interface call site: (receiver class, method)
/// guarded by a sequence counter, since threads may update it concurrently.
pub fn ic_lookup(cache: &Cache, cls: usize) -> Option<&'static Method> {
    let v1 = cache.b.load(Ordering::Acquire);
    if v1 & 1 != 0 {
        return None;
    }
    let c = cache.c.load(Ordering::Relaxed);
    let d = cache.d.load(Ordering::Relaxed);
    std::sync::atomic::fence(Ordering::Acquire);
    if c == cls && cache.b.load(Ordering::Relaxed) == v1 {
        // SAFETY: d holds the method found for class c (same sequence).
        Some(unsafe { &*(d as *const Method) })
    } else {
        None
    }
}

/// Record (class, method) in an interface call site's inline cache, unless
/// another thread is updating it right now.
pub fn ic_update(cache: &Cache, cls: usize, m: &'static Method) {
    let v = cache.b.load(Ordering::Relaxed);
    if v & 1 != 0 || cache.b.compare_exchange(v, v + 1, Ordering::Acquire, Ordering::Relaxed).is_err() {
        return;
    }
    cache.c.store(cls, Ordering::Relaxed);
    cache.d.store(m as *const Method as usize, Ordering::Relaxed);
    cache.b.store(v + 2, Ordering::Release);
}
