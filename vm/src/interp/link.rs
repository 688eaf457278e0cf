//! The slow paths of the interpreter: resolving an instruction's symbolic
//! reference and producing its quickened form, decoding methods.

use std::sync::atomic::Ordering;

use crate::heap::Ref;
use crate::interp::code::{Cache, Code, Insn};
use crate::runtime::class::{BasicType, Class, Method};
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
    // Reference maps first, and code they cannot type is rejected. The
    // boot loader's methods (the class library's, trusted and never
    // verified, as in HotSpot) get theirs when a collection first meets one
    // of their frames (`heap::roots`): most run a few times at start-up and
    // never under a collection.
    if !crate::verify::runtime::is_trusted_boot_class(m.class) {
        if let Err(msg) = m.refmaps.get_or_init(|| crate::interp::refmap::compute(m)) {
            let msg = format!("(class: {}, method: {} signature: {}) {}", m.class.name, m.name, m.descriptor, msg);
            return Err(throw_new(t, "java/lang/VerifyError", Some(&msg)));
        }
    }
    let r = m.code.get_or_init(|| crate::interp::code::decode(m));
    match r {
        Ok(c) => Ok(c),
        Err((cls, msg)) => Err(throw_new(t, cls, Some(msg))),
    }
}

/// HotSpot's `SharedRuntime::generate_class_cast_message`: "class A cannot
/// be cast to class B (A and B are in unnamed module of loader 'app')".
#[cold]
pub fn class_cast_message(from: &Class, to: &Class) -> String {
    format!("class {} cannot be cast to class {} ({})", from.java_name(), to.java_name(), crate::runtime::resolve::modules_of(from, to))
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

/// The `java.lang.Class` object of a class. Every class has it from its
/// definition on (`loader::register`; classes defined before
/// `java.lang.Class` get theirs in `loader::create_missing_mirrors`), so
/// this never allocates; it keeps the `JResult` form of a resolution step.
pub fn mirror(_t: &mut JThread, c: &'static Class) -> JResult<Ref> {
    let m = c.mirror_ref();
    debug_assert!(!m.is_null(), "class {} has no mirror", c.name);
    Ok(m)
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
            Ok(Insn::LdcClass(c.id))
        }
        // JDK mode: the JDK's java.lang.invoke resolves them.
        _ if crate::runtime::vm::vm().library.is_jdk() => crate::interp::jsr292::link_ldc(t, m, idx),
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
        // A boolean field holds 0 or 1: the byte load reads the same int.
        (false, BasicType::Boolean) => Insn::GetfieldB(off),
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
/// The quickened form of a linked `invokestatic` (`InvokestaticQ`) that
/// calls a method the interpreter computes in place: `Math.sqrt(D)D` and
/// `StrictMath.sqrt(D)D` of the boot class library (pure, cannot throw;
/// IEEE square root is correctly rounded, so both are the same function).
pub fn intrinsic(i: Insn) -> Insn {
    if let Insn::InvokestaticQ(id) = i {
        let m = crate::runtime::vm::vm().method_by_id(id);
        if &*m.name == "sqrt"
            && &*m.descriptor == "(D)D"
            && m.class.loader.is_boot()
            && matches!(&*m.class.name, "java/lang/Math" | "java/lang/StrictMath")
        {
            return Insn::InvokeMath(crate::interp::math::MathFn::Sqrt, id);
        }
        if let Some(f) = crate::interp::math::MathFn::of(m) {
            return Insn::InvokeMath(f, id);
        }
    }
    i
}

pub fn link_invoke(t: &mut JThread, caller: &'static Method, insn: Insn, idx: u16, cache: &Cache) -> JResult<Insn> {
    // JDK mode: MethodHandle/VarHandle's signature-polymorphic methods.
    if crate::runtime::vm::vm().library.is_jdk() {
        if let Some(q) = crate::interp::jsr292::link_polymorphic(t, caller, insn, idx, cache)? {
            return Ok(q);
        }
    }
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
                // HotSpot's runtime_resolve_special_method: the method only.
                let msg = format!("'{}'", crate::runtime::resolve::method_to_java(target.class, &target.name, &target.descriptor));
                return Err(throw_new(t, "java/lang/AbstractMethodError", Some(&msg)));
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

/// The target of an invoke that goes through an inline cache (every
/// `invokeinterface`, and `invokevirtual` of a method declared in an
/// interface) for a receiver class whose target is not cached: method
/// selection (JVMS 5.4.6) with the run-time checks of JVMS 6.5, worded as
/// HotSpot's `LinkResolver::runtime_resolve_interface_method`.
///
/// The class's dispatch map is the selection: its entries are the virtual
/// methods (static and private methods are skipped, the search going on in
/// the superclass) and the maximally specific default methods. The caller's
/// frame is synchronised at the invoke, which tells which instruction and
/// which resolved method this is.
pub fn interface_target(t: &mut JThread, cls: &'static Class, cache: &Cache) -> JResult<&'static Method> {
    let sel = (cache.a.load(Ordering::Relaxed) & 0xffff_ffff) as u32;
    let selected = cls.dispatch.get().and_then(|d| d.get(&sel)).copied();
    let site = call_site(t);
    let interface_call = site.as_ref().is_some_and(|s| s.opcode == INVOKEINTERFACE);
    match selected {
        Some(m) if !m.is_abstract() && (m.is_public() || !interface_call) => {
            if let Some(s) = site.as_ref().filter(|_| interface_call) {
                if s.class.is_interface() && !cls.is_subclass_of(s.class) {
                    return Err(not_implemented(t, cls, s.class));
                }
                if cache.c.load(Ordering::Relaxed) == 0 {
                    s.mark_linked();
                }
            }
            Ok(m)
        }
        _ => Err(selection_error(t, cls, selected, site)),
    }
}

const INVOKEINTERFACE: u8 = 0xb9;

/// An invoke instruction as written in the class file (quickened
/// instructions keep only what their fast path needs).
struct CallSite {
    opcode: u8,
    caller: &'static Class,
    cp_index: u16,
    /// The class or interface the constant names.
    class: &'static Class,
    /// The method it resolved to.
    resolved: &'static Method,
}

/// Interface-method constants (caller class, constant-pool index) through
/// which an `invokeinterface` has completed: like HotSpot's resolved
/// constant-pool cache entry, after which a selection error comes from the
/// itable stub, whose IllegalAccessError has no message.
static LINKED_INTERFACE_CALLS: parking_lot::Mutex<Option<hashbrown::HashSet<(usize, u16)>>> = parking_lot::Mutex::new(None);

impl CallSite {
    fn key(&self) -> (usize, u16) {
        (self.caller as *const Class as usize, self.cp_index)
    }
    fn mark_linked(&self) {
        LINKED_INTERFACE_CALLS.lock().get_or_insert_with(hashbrown::HashSet::new).insert(self.key());
    }
    fn linked(&self) -> bool {
        LINKED_INTERFACE_CALLS.lock().as_ref().is_some_and(|s| s.contains(&self.key()))
    }
}

/// The invoke instruction the top frame is executing (its pc is synchronised).
fn call_site(t: &JThread) -> Option<CallSite> {
    let f = t.frames.last()?;
    // SAFETY: frame code pointers stay valid (decoded code is never freed).
    let code = unsafe { &*f.code };
    let bc = *code.bc_pc.get(f.pc as usize)? as usize;
    let bytes = &f.method.code_attr.as_ref()?.code;
    let opcode = *bytes.get(bc)?;
    let cp_index = u16::from_be_bytes([*bytes.get(bc + 1)?, *bytes.get(bc + 2)?]);
    let caller = f.method.class;
    let resolved = match caller.rcp.get(cp_index as usize).and_then(|c| c.get()) {
        Some(crate::runtime::resolve::Resolved::Method(m)) => *m,
        _ => return None,
    };
    let cf = caller.classfile.as_ref()?;
    let (cname, _, _) = cf.constant_pool.member_ref(cp_index).ok()?;
    // The constant names the class in the caller's loader (defining or initiating).
    let class = caller.loader.find(cname)?;
    Some(CallSite { opcode, caller, cp_index, class, resolved })
}

/// "Class C does not implement the requested interface I".
fn not_implemented(t: &mut JThread, cls: &Class, iface: &Class) -> Throw {
    let msg = format!("Class {} does not implement the requested interface {}", cls.java_name(), iface.java_name());
    throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg))
}

/// The errors of a selection that found no usable method, in HotSpot's order.
#[cold]
fn selection_error(t: &mut JThread, cls: &'static Class, selected: Option<&'static Method>, site: Option<CallSite>) -> Throw {
    let Some(site) = site else {
        // Not reached from an invoke instruction: report what is known.
        return match selected {
            Some(m) => abstract_method_error(t, Some(cls), m, None),
            None => throw_new(t, "java/lang/AbstractMethodError", Some(&cls.java_name())),
        };
    };
    let resolved = site.resolved;
    if site.opcode == INVOKEINTERFACE {
        if site.class.is_interface() && !cls.is_subclass_of(site.class) {
            return not_implemented(t, cls, site.class);
        }
        if let Some(m) = selected.filter(|m| !m.is_public()) {
            let msg = format!("'{}'", crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor));
            return throw_new(t, "java/lang/IllegalAccessError", if site.linked() { None } else { Some(&msg) });
        }
    }
    abstract_method_error(t, Some(cls), resolved, selected.filter(|m| !std::ptr::eq(*m, resolved)))
}

/// HotSpot's AbstractMethodError text (`LinkResolver::throw_abstract_method_error`):
/// "Receiver class X does not define or inherit an implementation of the
/// resolved method 'abstract int area()' of interface Shape." and, when
/// selection found an abstract method other than the resolved one, "
/// Selected method is 'abstract int Base.area()'."; without a receiver (an
/// abstract method reached through a vtable) "Missing implementation of
/// resolved method 'abstract int g()' of abstract class C."
pub fn abstract_method_error(t: &mut JThread, receiver: Option<&Class>, m: &Method, selected: Option<&Method>) -> Throw {
    let full = crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor);
    // method_to_java gives "ret pkg.C.name(params)"; HotSpot shows "abstract ret name(params)".
    let (ret, rest) = full.split_once(' ').unwrap_or(("void", &full));
    let after_class = rest.strip_prefix(&format!("{}.", m.class.java_name())).unwrap_or(rest);
    let modifiers = |m: &Method| format!("{}{}", if m.is_abstract() { "abstract " } else { "" }, if m.is_private() { "private " } else { "" });
    let kind = if m.class.is_interface() {
        "interface"
    } else if m.class.is_abstract() {
        "abstract class"
    } else {
        "class"
    };
    let mut msg = match receiver {
        Some(r) => format!("Receiver class {} does not define or inherit an implementation of the", r.java_name()),
        None => "Missing implementation of".to_string(),
    };
    msg.push_str(&format!(" resolved method '{}{} {}' of {} {}.", modifiers(m), ret, after_class, kind, m.class.java_name()));
    if let Some(s) = selected {
        msg.push_str(&format!(" Selected method is '{}{}'.", modifiers(s), crate::runtime::resolve::method_to_java(s.class, &s.name, &s.descriptor)));
    }
    throw_new(t, "java/lang/AbstractMethodError", Some(&msg))
}

pub fn link_new(t: &mut JThread, m: &'static Method, idx: u16) -> JResult<Option<Insn>> {
    let c = resolve_class(t, m.class, idx)?;
    if c.is_interface() || c.is_abstract() || c.is_array() {
        return Err(throw_new(t, "java/lang/InstantiationError", Some(&c.java_name())));
    }
    ensure_initialized(t, c)?;
    Ok(match (c.is_initialized(), c.has_finalizer) {
        (false, _) => None,
        (true, false) => Some(Insn::NewQ(c.id)),
        (true, true) => Some(Insn::NewF(c.id)),
    })
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

/// A new multi-dimensional array of class `c`, `counts` (non-negative)
/// giving the lengths of its first `counts.len()` dimensions.
pub(crate) fn new_multi(t: &mut JThread, c: &'static Class, counts: &[i32]) -> JResult<Ref> {
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
