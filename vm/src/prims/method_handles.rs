//! `java.lang.invoke.MethodHandleNatives`: the natives HotSpot implements
//! itself for the JDK's method handles (`prims/methodHandles.cpp`), JDK
//! mode only.
//!
//! # How a `MemberName` names a member
//!
//! The JDK describes a method or field by a `java.lang.invoke.MemberName`
//! (`clazz`, `name`, `type`, `flags`: modifiers, kind bits and reference
//! kind). Resolving it (`MethodHandleNatives.resolve`) plants the VM's
//! identity of the member in it, through fields the VM injects
//! (`classlib::injected_fields`):
//!
//! * a **method**: `MemberName.method` is a `ResolvedMethodName` whose
//!   injected `vmtarget` (a `long`) holds the address of the VM's
//!   [`Method`] and `vmholder` the mirror of its class. A `Method` is not a
//!   heap object: methods are leaked and never move or die, so the address
//!   stays valid for the life of the VM, like a `Class`'s in
//!   `Class.vmClass`. `MemberName.vmindex` (injected `long`) says how the
//!   `linkTo*` entries select: the vtable index for `REF_invokeVirtual`
//!   (-1: select by name and descriptor, for an interface's default method
//!   reached through a class), the method's selector for
//!   `REF_invokeInterface`, and -2 for a directly bound method.
//! * a **field**: `clazz` is the declaring class and `vmindex` the offset
//!   `Unsafe` takes: the field's offset in the object, or for a static field
//!   `unsafe_natives::STATIC_TAG | slot * 8` with the class's mirror as base.
//!
//! Signature-polymorphic intrinsics (`MethodHandle.invokeBasic` and
//! `linkTo*` at one erased descriptor) are `Method`s the VM makes on demand
//! (`intrinsic`), never in their class's method list; the interpreter
//! executes call sites of them itself (`interp::jsr292`), and their native
//! implementations here serve the rare indirect call.

use std::sync::OnceLock;

use hashbrown::HashMap;
use parking_lot::Mutex;

use crate::classfile::constant_pool::{
    REF_GET_FIELD, REF_GET_STATIC, REF_INVOKE_INTERFACE, REF_INVOKE_SPECIAL, REF_INVOKE_STATIC, REF_INVOKE_VIRTUAL, REF_PUT_FIELD, REF_PUT_STATIC,
};
use crate::classfile::Constant;
use crate::heap::Ref;
use crate::interp::jsr292;
use crate::interp::link::class_of_mirror;
use crate::natives::{arg_ref, NativeFn};
use crate::prims::unsafe_natives::STATIC_TAG;
use crate::runtime::class::{BasicType, Class, Method, MF_HIDDEN, MF_INTRINSIC};
use crate::runtime::exceptions::throw_new;
use crate::runtime::strings::rust_string;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

// MethodHandleNatives.Constants.
const MN_IS_METHOD: i32 = 0x0001_0000;
const MN_IS_CONSTRUCTOR: i32 = 0x0002_0000;
const MN_IS_FIELD: i32 = 0x0004_0000;
const MN_IS_TYPE: i32 = 0x0008_0000;
const MN_CALLER_SENSITIVE: i32 = 0x0010_0000;
const MN_TRUSTED_FINAL: i32 = 0x0020_0000;
const MN_REFERENCE_KIND_SHIFT: i32 = 24;
const MN_REFERENCE_KIND_MASK: i32 = 0x0F;
const MN_SEARCH_SUPERCLASSES: i32 = 0x0010_0000;
const MN_SEARCH_INTERFACES: i32 = 0x0020_0000;
const ALL_KINDS: i32 = MN_IS_METHOD | MN_IS_CONSTRUCTOR | MN_IS_FIELD | MN_IS_TYPE;

/// `MemberName.vmindex` of a directly bound method (HotSpot's
/// `Method::nonvirtual_vtable_index`).
const NONVIRTUAL_VTABLE_INDEX: i64 = -2;
/// `MemberName.vmindex` of a virtual method selected by its selector.
const SELECT_BY_SELECTOR: i64 = -1;

/// A field offset looked up once, by name, in the class of the first
/// object asked about (the same for its subclasses).
macro_rules! field_offset {
    ($(#[$doc:meta])* $vis:vis fn $f:ident = $field:literal) => {
        $(#[$doc])*
        #[inline]
        $vis fn $f(o: Ref) -> usize {
            static OFF: OnceLock<usize> = OnceLock::new();
            *OFF.get_or_init(|| o.class().field_offset($field))
        }
    };
}

field_offset!(fn mn_clazz = "clazz");
field_offset!(fn mn_name = "name");
field_offset!(fn mn_type = "type");
field_offset!(fn mn_flags = "flags");
field_offset!(fn mn_method = "method");
field_offset!(fn mn_vmindex = "vmindex");
field_offset!(fn rmn_vmtarget = "vmtarget");
field_offset!(fn rmn_vmholder = "vmholder");
field_offset!(
    /// `MethodHandle.form`.
    pub fn mh_form_offset = "form"
);
field_offset!(
    /// `LambdaForm.vmentry`.
    pub fn lf_vmentry_offset = "vmentry"
);
field_offset!(fn mt_rtype = "rtype");
field_offset!(fn mt_ptypes = "ptypes");
field_offset!(fn cs_target = "target");

/// The method a resolved `MemberName` names (`method.vmtarget`).
#[inline]
pub fn member_method(mn: Ref) -> Option<&'static Method> {
    let rmn = mn.get_ref(mn_method(mn));
    if rmn.is_null() {
        return None;
    }
    let p = rmn.get::<u64>(rmn_vmtarget(rmn));
    // SAFETY: only `init_method` writes vmtarget (the field is injected,
    // invisible to Java), always with the address of a leaked `Method`.
    (p != 0).then(|| unsafe { &*(p as usize as *const Method) })
}

/// A `MemberName`'s `vmindex`.
#[inline]
pub fn member_vmindex(mn: Ref) -> i64 {
    mn.get::<i64>(mn_vmindex(mn))
}

fn member_flags(mn: Ref) -> i32 {
    mn.get::<i32>(mn_flags(mn))
}

// ---------------------------------------------------------------------------
// Descriptors of Java-level types.

/// The descriptor of a class (`I`, `[J`, `Ljava/lang/String;`).
fn class_descriptor(c: &Class) -> String {
    match c.kind {
        crate::runtime::class::ClassKind::Primitive(bt) => bt.descriptor_char().to_string(),
        crate::runtime::class::ClassKind::Array { .. } => c.name.to_string(),
        crate::runtime::class::ClassKind::Instance => format!("L{};", c.name),
    }
}

/// The descriptor a `MemberName.type` stands for: a `MethodType`, a `Class`
/// (a field's type) or a descriptor string (HotSpot's `lookup_signature`).
fn signature_of(ty: Ref) -> Option<String> {
    let c = ty.class();
    match &*c.name {
        "java/lang/invoke/MethodType" => {
            let r = ty.get_ref(mt_rtype(ty));
            let p = ty.get_ref(mt_ptypes(ty));
            if r.is_null() || p.is_null() {
                return None;
            }
            let mut s = String::from("(");
            for i in 0..p.array_length() as usize {
                let pc = Ref::from_slot(p.elem::<u64>(i));
                if pc.is_null() {
                    return None;
                }
                s.push_str(&class_descriptor(class_of_mirror(pc)));
            }
            s.push(')');
            s.push_str(&class_descriptor(class_of_mirror(r)));
            Some(s)
        }
        "java/lang/Class" => Some(class_descriptor(class_of_mirror(ty))),
        "java/lang/String" => Some(rust_string(ty)),
        _ => None,
    }
}

/// A descriptor with references erased to `Object` and sub-int types to
/// `int`, except (for `linkTo*`) the last parameter (HotSpot's
/// `lookup_basic_type_signature`).
fn basic_signature(desc: &str, keep_last: bool) -> String {
    let (params, ret) = crate::runtime::class::split_method_descriptor(desc);
    let erase = |d: &str| -> String {
        match d.as_bytes()[0] {
            b'L' | b'[' => "Ljava/lang/Object;".to_string(),
            b'Z' | b'B' | b'C' | b'S' => "I".to_string(),
            _ => d.to_string(),
        }
    };
    let mut s = String::from("(");
    for (i, p) in params.iter().enumerate() {
        if keep_last && i + 1 == params.len() {
            s.push_str(p);
        } else {
            s.push_str(&erase(p));
        }
    }
    s.push(')');
    s.push_str(&erase(ret));
    s
}

// ---------------------------------------------------------------------------
// Signature-polymorphic intrinsics.

/// `MethodHandle.invokeBasic`/`linkTo*` at one (erased) descriptor: a
/// native method of `MethodHandle` the VM makes once per descriptor
/// (HotSpot's `SystemDictionary::find_method_handle_intrinsic`).
fn intrinsic(t: &mut JThread, name: &str, desc: &str) -> JResult<&'static Method> {
    static MADE: Mutex<Option<HashMap<(String, String), &'static Method>>> = Mutex::new(None);
    if let Some(m) = MADE.lock().as_ref().and_then(|h| h.get(&(name.to_string(), desc.to_string()))) {
        return Ok(m);
    }
    let mh = crate::runtime::loader::load_class(t, "java/lang/invoke/MethodHandle")?;
    let kind = jsr292::link_to_kind(name);
    let f: NativeFn = match kind {
        None => invoke_basic_native,
        Some(jsr292::LINK_STATIC) => link_to_static_native,
        Some(jsr292::LINK_SPECIAL) => link_to_special_native,
        Some(jsr292::LINK_VIRTUAL) => link_to_virtual_native,
        Some(_) => link_to_interface_native,
    };
    use crate::classfile::{ACC_FINAL, ACC_NATIVE, ACC_STATIC};
    let flags = ACC_NATIVE | ACC_FINAL | 0x1000 | if kind.is_some() { ACC_STATIC } else { 0 };
    let mut g = MADE.lock();
    let h = g.get_or_insert_with(HashMap::new);
    if let Some(m) = h.get(&(name.to_string(), desc.to_string())) {
        return Ok(m);
    }
    let m = crate::runtime::loader::new_method(mh, flags, name.into(), desc.into(), None, MF_INTRINSIC | MF_HIDDEN);
    m.native.preset(f);
    h.insert((name.to_string(), desc.to_string()), m);
    Ok(m)
}

/// `invokeBasic` reached as a method (not from an interpreted call site).
fn invoke_basic_native(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let mh = arg_ref(a, 0);
    if mh.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    match jsr292::basic_target(mh) {
        Some(m) if m.arg_slots as usize == a.len() => crate::interp::invoke::invoke(t, m, a),
        _ => Err(jsr292::bad_linkage(t, "invokeBasic")),
    }
}

fn link_to(t: &mut JThread, a: &[u64], kind: u8) -> JResult<u64> {
    let Some((&mn, args)) = a.split_last() else { return Err(jsr292::bad_linkage(t, "linkTo")) };
    let recv = if kind == jsr292::LINK_STATIC { Ref::NULL } else { args.first().map(|&r| Ref::from_slot(r)).unwrap_or(Ref::NULL) };
    if kind != jsr292::LINK_STATIC && recv.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    let m = jsr292::link_to_target(t, kind, Ref::from_slot(mn), recv)?;
    if m.arg_slots as usize != args.len() {
        return Err(jsr292::bad_linkage(t, "linkTo arguments"));
    }
    crate::interp::invoke::invoke(t, m, args)
}

fn link_to_static_native(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    link_to(t, a, jsr292::LINK_STATIC)
}
fn link_to_special_native(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    link_to(t, a, jsr292::LINK_SPECIAL)
}
fn link_to_virtual_native(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    link_to(t, a, jsr292::LINK_VIRTUAL)
}
fn link_to_interface_native(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    link_to(t, a, jsr292::LINK_INTERFACE)
}

// ---------------------------------------------------------------------------
// Filling in MemberNames.

/// How a resolved method is called (HotSpot's `CallInfo::CallKind`).
#[derive(Clone, Copy)]
enum CallKind {
    /// Statically bound: static, private, final, a constructor.
    Direct,
    /// Selected by vtable index (or selector, when negative) on the
    /// receiver; the `MemberName`'s class.
    Vtable(i64, &'static Class),
    /// Selected by interface dispatch.
    Itable,
}

/// HotSpot's `Method::can_be_statically_bound`: no selection needed.
fn statically_bound(m: &Method) -> bool {
    if m.is_static() || m.is_private() || &*m.name == "<init>" {
        return true;
    }
    // An interface's default method is never final (it reuses vtable slots).
    !m.class.is_interface() && (m.is_final() || m.class.access_flags & crate::classfile::ACC_FINAL != 0)
}

/// The vtable index of `m` for receivers of class `c`.
fn vtable_index_in(c: &Class, m: &Method) -> i64 {
    let vi = m.vtable_index.load(std::sync::atomic::Ordering::Relaxed);
    if vi != u32::MAX && !m.class.is_interface() {
        return vi as i64;
    }
    // An interface's method reached through a class: its slot there, which
    // the class's subclasses keep.
    match c.vtable().iter().position(|x| x.selector == m.selector) {
        Some(i) if !c.is_interface() => i as i64,
        _ => SELECT_BY_SELECTOR,
    }
}

/// A new `ResolvedMethodName` for `m`.
fn resolved_method_name(t: &mut JThread, m: &'static Method) -> JResult<Ref> {
    let c = crate::runtime::loader::load_class(t, "java/lang/invoke/ResolvedMethodName")?;
    crate::runtime::init::ensure_initialized(t, c)?;
    let o = crate::interp::alloc::new_object(t, c)?;
    o.put::<u64>(rmn_vmtarget(o), m as *const Method as u64);
    o.put_ref(rmn_vmholder(o), m.class.mirror_ref());
    Ok(o)
}

/// HotSpot's `init_method_MemberName`: the `MemberName` in handle `h` names
/// `m`, called as `kind`.
fn init_method(t: &mut JThread, h: usize, m: &'static Method, kind: CallKind) -> JResult<()> {
    let mut flags = m.access_flags as i32;
    let (ref_kind, vmindex, clazz) = match kind {
        CallKind::Itable => (REF_INVOKE_INTERFACE, m.selector as i64, m.class),
        CallKind::Vtable(vi, c) => (REF_INVOKE_VIRTUAL, vi, c),
        CallKind::Direct if m.is_static() => (REF_INVOKE_STATIC, NONVIRTUAL_VTABLE_INDEX, m.class),
        CallKind::Direct => (REF_INVOKE_SPECIAL, NONVIRTUAL_VTABLE_INDEX, m.class),
    };
    flags |= if &*m.name == "<init>" { MN_IS_CONSTRUCTOR } else { MN_IS_METHOD };
    flags |= (ref_kind as i32) << MN_REFERENCE_KIND_SHIFT;
    if m.is_caller_sensitive() {
        flags |= MN_CALLER_SENSITIVE;
    }
    let rmn = resolved_method_name(t, m)?;
    let mn = t.handle(h);
    mn.put::<i32>(mn_flags(mn), flags);
    mn.put_ref(mn_method(mn), rmn);
    mn.put::<i64>(mn_vmindex(mn), vmindex);
    mn.put_ref(mn_clazz(mn), clazz.mirror_ref());
    Ok(())
}

/// A field's `vmindex`: the offset `Unsafe` uses.
fn field_vmindex(f: &crate::runtime::class::Field) -> i64 {
    if f.is_static() {
        STATIC_TAG | (f.offset as i64 * 8)
    } else {
        f.offset as i64
    }
}

/// HotSpot's `fieldDescriptor::is_trusted_final`: final, and static or in a
/// hidden class or a record (reflection cannot change it).
fn trusted_final(c: &Class, f: &crate::runtime::class::Field) -> bool {
    f.access_flags & crate::classfile::ACC_FINAL != 0
        && (f.is_static() || c.hidden || c.super_class.is_some_and(|s| &*s.name == "java/lang/Record"))
}

/// HotSpot's `init_field_MemberName`: `mn` names field `fi` of `c`.
fn init_field(mn: Ref, c: &'static Class, fi: usize, is_setter: bool) {
    let f = &c.fields[fi];
    let mut flags = f.access_flags as i32 | MN_IS_FIELD;
    let get = if f.is_static() { REF_GET_STATIC } else { REF_GET_FIELD };
    flags |= (get as i32) << MN_REFERENCE_KIND_SHIFT;
    if trusted_final(c, f) {
        flags |= MN_TRUSTED_FINAL;
    }
    if is_setter {
        flags += ((REF_PUT_FIELD - REF_GET_FIELD) as i32) << MN_REFERENCE_KIND_SHIFT;
    }
    mn.put::<i32>(mn_flags(mn), flags);
    mn.put_ref(mn_method(mn), Ref::NULL);
    mn.put::<i64>(mn_vmindex(mn), field_vmindex(f));
    mn.put_ref(mn_clazz(mn), c.mirror_ref());
}

/// The field of `c` (declared) that a field `vmindex` names.
fn field_at(c: &'static Class, vmindex: i64, is_static: bool) -> Option<usize> {
    c.fields.iter().position(|f| f.is_static() == is_static && field_vmindex(f) == vmindex)
}

// ---------------------------------------------------------------------------
// resolve

/// Method resolution for a `MemberName` of reference kind `ref_kind`
/// (HotSpot's `resolve_static_call`, `resolve_interface_call`,
/// `resolve_special_call`, `resolve_virtual_call` without a receiver).
fn link_call(t: &mut JThread, ref_kind: u8, defc: &'static Class, name: &str, sig: &str, caller: Option<&'static Class>) -> JResult<(&'static Method, CallKind)> {
    use crate::runtime::resolve::{lookup_method, method_to_java};
    let icce = |t: &mut JThread, what: &str, m: &Method| {
        let msg = format!("{what} '{}'", method_to_java(m.class, &m.name, &m.descriptor));
        throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg))
    };
    match ref_kind {
        REF_INVOKE_STATIC => {
            let m = lookup_method(t, caller, defc, name, sig, defc.is_interface())?;
            if !m.is_static() {
                return Err(icce(t, "Expected static method", m));
            }
            Ok((m, CallKind::Direct))
        }
        REF_INVOKE_INTERFACE => {
            let m = lookup_method(t, caller, defc, name, sig, true)?;
            if m.is_static() {
                return Err(icce(t, "Expected instance not static method", m));
            }
            let kind = if m.is_private() {
                CallKind::Direct
            } else if !m.class.is_interface() {
                // A public method of Object, called through an interface.
                CallKind::Vtable(vtable_index_in(m.class, m), m.class)
            } else {
                CallKind::Itable
            };
            Ok((m, kind))
        }
        REF_INVOKE_VIRTUAL => {
            let m = lookup_method(t, caller, defc, name, sig, false)?;
            if m.is_static() {
                return Err(icce(t, "Expecting non-static method", m));
            }
            let kind = if statically_bound(m) {
                CallKind::Direct
            } else if m.class.is_interface() {
                CallKind::Vtable(vtable_index_in(defc, m), defc)
            } else {
                CallKind::Vtable(vtable_index_in(m.class, m), m.class)
            };
            Ok((m, kind))
        }
        REF_INVOKE_SPECIAL => {
            let m = lookup_method(t, caller, defc, name, sig, defc.is_interface())?;
            if m.is_static() {
                return Err(icce(t, "Expecting non-static method", m));
            }
            if &*m.name == "<init>" && !std::ptr::eq(m.class, defc) {
                let msg = format!("'{}'", method_to_java(defc, name, sig));
                return Err(throw_new(t, "java/lang/NoSuchMethodError", Some(&msg)));
            }
            // HotSpot's runtime_resolve_special_method: a superclass method
            // named from a subclass selects from the caller's superclass.
            let mut sel = m;
            if let Some(cur) = caller {
                if &*m.name != "<init>" && !std::ptr::eq(cur, defc) && !defc.is_interface() && cur.is_subclass_of(defc) {
                    match cur.super_class.and_then(|s| crate::runtime::resolve::find_method_in_hierarchy(s, &m.name, &m.descriptor)) {
                        Some(s) => sel = s,
                        None => {
                            let msg = format!("'{}'", method_to_java(m.class, &m.name, &m.descriptor));
                            return Err(throw_new(t, "java/lang/AbstractMethodError", Some(&msg)));
                        }
                    }
                }
            }
            if sel.is_abstract() {
                let msg = format!("'{}'", method_to_java(sel.class, &sel.name, &sel.descriptor));
                return Err(throw_new(t, "java/lang/AbstractMethodError", Some(&msg)));
            }
            Ok((sel, CallKind::Direct))
        }
        _ => Err(throw_new(t, "java/lang/InternalError", Some("unrecognized MemberName format"))),
    }
}

/// What resolving a `MemberName` came to.
enum Outcome {
    Resolved,
    /// Nothing to resolve to, without an exception (HotSpot's empty handle).
    Empty,
}

/// HotSpot's `resolve_MemberName` on the `MemberName` in handle `h`.
/// Resolution failures are exceptions (cleared when `speculative`, giving
/// `Empty`); malformed input is an exception in any case.
fn resolve_member_name(t: &mut JThread, h: usize, caller: Option<&'static Class>, speculative: bool) -> JResult<Outcome> {
    let mn = t.handle(h);
    if member_method(mn).is_some() {
        return Ok(Outcome::Resolved);
    }
    let (clazz, name, ty) = (mn.get_ref(mn_clazz(mn)), mn.get_ref(mn_name(mn)), mn.get_ref(mn_type(mn)));
    let flags = member_flags(mn);
    let ref_kind = ((flags >> MN_REFERENCE_KIND_SHIFT) & MN_REFERENCE_KIND_MASK) as u8;
    if !(1..=9).contains(&ref_kind) {
        return Err(throw_new(t, "java/lang/InternalError", Some("obsolete MemberName format")));
    }
    if clazz.is_null() || name.is_null() || ty.is_null() {
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("nothing to resolve")));
    }
    let mut defc = class_of_mirror(clazz);
    if defc.is_primitive() {
        return Ok(Outcome::Empty);
    }
    if defc.is_array() {
        defc = vm().wk().object;
    }
    let name = rust_string(name);
    if name == "<clinit>" {
        return Ok(Outcome::Empty);
    }
    let Some(sig) = signature_of(ty) else {
        return Err(throw_new(t, "java/lang/InternalError", Some("unrecognized type")));
    };
    // A failed lookup: the exception, or Empty when speculating.
    macro_rules! attempt {
        ($e:expr) => {
            match $e {
                Ok(v) => v,
                Err(th) => {
                    if speculative {
                        t.pending = Ref::NULL;
                        return Ok(Outcome::Empty);
                    }
                    return Err(th);
                }
            }
        };
    }
    match flags & ALL_KINDS {
        MN_IS_METHOD => {
            let poly = matches!(ref_kind, REF_INVOKE_VIRTUAL | REF_INVOKE_SPECIAL | REF_INVOKE_STATIC) && jsr292::is_signature_polymorphic(defc, &name);
            if poly {
                let is_static_name = name.starts_with("linkTo");
                if is_static_name == (ref_kind == REF_INVOKE_STATIC) {
                    if name == "invokeBasic" || is_static_name {
                        let m = attempt!(intrinsic(t, &name, &basic_signature(&sig, is_static_name)));
                        init_method(t, h, m, CallKind::Direct)?;
                        return Ok(Outcome::Resolved);
                    }
                    // invokeExact, invoke, VarHandle modes: only with an
                    // appendix, which a MemberName cannot carry.
                    return Err(throw_new(t, "java/lang/InternalError", Some("appendix")));
                }
            }
            let (m, kind) = attempt!(link_call(t, ref_kind, defc, &name, &sig, caller));
            init_method(t, h, m, kind)?;
            Ok(Outcome::Resolved)
        }
        MN_IS_CONSTRUCTOR => {
            if name != "<init>" {
                return Ok(Outcome::Empty);
            }
            let (m, kind) = attempt!(link_call(t, REF_INVOKE_SPECIAL, defc, &name, &sig, caller));
            init_method(t, h, m, kind)?;
            Ok(Outcome::Resolved)
        }
        MN_IS_FIELD => {
            let found = crate::runtime::resolve::find_field(defc, &name, &sig);
            let (fc, fi) = attempt!(found.ok_or_else(|| throw_new(t, "java/lang/NoSuchFieldError", Some(&name))));
            let is_setter = matches!(ref_kind, REF_PUT_FIELD | REF_PUT_STATIC);
            init_field(t.handle(h), fc, fi, is_setter);
            Ok(Outcome::Resolved)
        }
        _ => Err(throw_new(t, "java/lang/InternalError", Some("unrecognized MemberName format"))),
    }
}

/// `static MemberName resolve(MemberName self, Class<?> caller, int
/// lookupMode, boolean speculativeResolve)`.
fn mhn_resolve(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let mn = arg_ref(a, 0);
    if mn.is_null() {
        return Err(throw_new(t, "java/lang/InternalError", Some("mname is null")));
    }
    let caller = arg_ref(a, 1);
    let caller = (!caller.is_null()).then(|| class_of_mirror(caller));
    let speculative = a[3] as u32 & 0xff != 0;
    let h = t.push_handle(mn);
    let r = resolve_member_name(t, h, caller, speculative);
    let mn = t.handle(h);
    t.pop_handles(h);
    match r? {
        Outcome::Resolved => Ok(mn.to_slot()),
        Outcome::Empty if speculative => Ok(0),
        Outcome::Empty => {
            let (class, msg) = match member_flags(mn) & ALL_KINDS {
                MN_IS_FIELD => ("java/lang/NoSuchFieldError", "field resolution failed"),
                MN_IS_METHOD | MN_IS_CONSTRUCTOR => ("java/lang/NoSuchMethodError", "method resolution failed"),
                _ => ("java/lang/LinkageError", "resolution failed"),
            };
            Err(throw_new(t, class, Some(msg)))
        }
    }
}

// ---------------------------------------------------------------------------
// init, expand, getMembers

/// The class and `slot` of a `java.lang.reflect.Field`, `Method` or
/// `Constructor` (`slot`: the index among the class's declared fields or
/// methods, in class-file order, as `JVM_GetClassDeclared*` number them).
fn reflected(o: Ref) -> Option<(&'static Class, usize)> {
    let oc = o.class();
    let clazz = o.get_ref(oc.find_field_by_name("clazz")?.offset as usize);
    let slot = o.get::<i32>(oc.find_field_by_name("slot")?.offset as usize);
    if clazz.is_null() || slot < 0 {
        return None;
    }
    Some((class_of_mirror(clazz), slot as usize))
}

/// HotSpot's `CallInfo(Method*, Klass*)` classification of a method named
/// by reflection.
fn call_kind_of(m: &'static Method) -> CallKind {
    if statically_bound(m) {
        CallKind::Direct
    } else if !m.class.is_interface() {
        CallKind::Vtable(vtable_index_in(m.class, m), m.class)
    } else {
        CallKind::Itable
    }
}

/// `static void init(MemberName self, Object ref)`: from a reflective
/// `Field`, `Method` or `Constructor`.
fn mhn_init(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (mn, target) = (arg_ref(a, 0), arg_ref(a, 1));
    if mn.is_null() {
        return Err(throw_new(t, "java/lang/InternalError", Some("mname is null")));
    }
    if target.is_null() {
        return Err(throw_new(t, "java/lang/InternalError", Some("target is null")));
    }
    let Some((c, slot)) = reflected(target) else { return Ok(0) };
    match &*target.class().name {
        "java/lang/reflect/Field" if slot < c.fields.len() => {
            init_field(mn, c, slot, false);
            let tc = target.class();
            for (field, from) in [("name", "name"), ("type", "type")] {
                let off = if field == "name" { mn_name(mn) } else { mn_type(mn) };
                if mn.get_ref(off).is_null() {
                    if let Some(f) = tc.find_field_by_name(from) {
                        mn.put_ref(off, target.get_ref(f.offset as usize));
                    }
                }
            }
        }
        "java/lang/reflect/Method" | "java/lang/reflect/Constructor" => {
            let Some(&m) = c.methods().get(slot) else { return Ok(0) };
            if jsr292::is_signature_polymorphic(c, &m.name) {
                return Ok(0);
            }
            let h = t.push_handle(mn);
            let r = init_method(t, h, m, call_kind_of(m));
            t.pop_handles(h);
            r?;
        }
        _ => {}
    }
    Ok(0)
}

/// The `Class` of a field's type for `MemberName.type` when it is cheap
/// (primitives, `Object`, `Class`, `String`), as HotSpot's
/// `field_signature_type_or_null`.
fn field_type_mirror(desc: &str) -> Option<Ref> {
    if desc.len() == 1 {
        let bt = BasicType::from_descriptor_char(desc.as_bytes()[0])?;
        return Some(crate::runtime::loader::primitive_class(bt).mirror_ref());
    }
    let wk = vm().wk();
    let c = match desc {
        "Ljava/lang/Object;" => wk.object,
        "Ljava/lang/Class;" => wk.class,
        "Ljava/lang/String;" => wk.string,
        _ => return None,
    };
    Some(c.mirror_ref())
}

/// `static void expand(MemberName self)`: fill in `clazz`, `name` and
/// `type` from what the VM knows.
fn mhn_expand(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let mn = arg_ref(a, 0);
    if mn.is_null() {
        return Err(throw_new(t, "java/lang/InternalError", Some("mname is null")));
    }
    let h = t.push_handle(mn);
    let r = expand(t, h);
    t.pop_handles(h);
    r.map(|_| 0)
}

fn expand(t: &mut JThread, h: usize) -> JResult<()> {
    let mn = t.handle(h);
    let flags = member_flags(mn);
    let have = |mn: Ref, off: usize| !mn.get_ref(off).is_null();
    match flags & ALL_KINDS {
        MN_IS_METHOD | MN_IS_CONSTRUCTOR => {
            let Some(m) = member_method(mn) else {
                return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("nothing to expand")));
            };
            if !have(mn, mn_clazz(mn)) {
                mn.put_ref(mn_clazz(mn), m.class.mirror_ref());
            }
            if !have(mn, mn_name(mn)) {
                let n = jsr292_name(t, &m.name)?;
                let mn = t.handle(h);
                mn.put_ref(mn_name(mn), n);
            }
            if !have(t.handle(h), mn_type(t.handle(h))) {
                let s = crate::runtime::strings::new_string(t, &m.descriptor)?;
                let mn = t.handle(h);
                mn.put_ref(mn_type(mn), s);
            }
            Ok(())
        }
        MN_IS_FIELD => {
            let clazz = mn.get_ref(mn_clazz(mn));
            if clazz.is_null() {
                return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("nothing to expand (as field)")));
            }
            let c = class_of_mirror(clazz);
            let is_static = flags & crate::classfile::ACC_STATIC as i32 != 0;
            let Some(fi) = field_at(c, member_vmindex(mn), is_static) else {
                return Err(throw_new(t, "java/lang/InternalError", Some("unrecognized MemberName format")));
            };
            let f = &c.fields[fi];
            if !have(mn, mn_name(mn)) {
                let n = jsr292_name(t, &f.name)?;
                let mn = t.handle(h);
                mn.put_ref(mn_name(mn), n);
            }
            if !have(t.handle(h), mn_type(t.handle(h))) {
                let ty = match field_type_mirror(&f.descriptor) {
                    Some(m) => m,
                    None => crate::runtime::strings::new_string(t, &f.descriptor)?,
                };
                let mn = t.handle(h);
                mn.put_ref(mn_type(mn), ty);
            }
            Ok(())
        }
        _ => Err(throw_new(t, "java/lang/InternalError", Some("unrecognized MemberName format"))),
    }
}

/// An interned string (member names are interned, as HotSpot's).
fn jsr292_name(t: &mut JThread, s: &str) -> JResult<Ref> {
    let units: Vec<u16> = s.encode_utf16().collect();
    let i = crate::runtime::strings::intern_units(t, &units)?;
    Ok(crate::runtime::strings::literal(i))
}

/// The classes `getMembers` searches: `c`, then (unless `local_only`) its
/// superclasses and, with `interfaces`, its superinterfaces.
fn search_order(c: &'static Class, local_only: bool, interfaces: bool) -> Vec<&'static Class> {
    let mut v = vec![c];
    if local_only {
        return v;
    }
    let mut s = c.super_class;
    while let Some(k) = s {
        v.push(k);
        s = k.super_class;
    }
    if interfaces {
        v.extend(c.all_interfaces.iter().copied());
    }
    v
}

/// `static int getMembers(Class<?> defc, String matchName, String matchSig,
/// int matchFlags, Class<?> caller, int skip, MemberName[] results)`
/// (HotSpot's `find_MemberNames`): fill `results` with the matching members;
/// returns how many matched (beyond `results`' length too, up to a limit).
fn mhn_get_members(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let (clazz, name, sig, results) = (arg_ref(a, 0), arg_ref(a, 1), arg_ref(a, 2), arg_ref(a, 6));
    let (mut match_flags, skip) = (a[3] as i32, a[5] as i32);
    if clazz.is_null() || results.is_null() || !results.class().is_array() {
        return Ok((-1i32) as u32 as u64);
    }
    let k = class_of_mirror(clazz);
    if k.is_array() || k.is_primitive() {
        return Ok((-1i32) as u32 as u64);
    }
    let name = (!name.is_null()).then(|| rust_string(name));
    let sig = (!sig.is_null()).then(|| rust_string(sig));
    if name.as_deref() == Some("") {
        return Ok(0);
    }
    if let Some(s) = &sig {
        if s.starts_with('(') {
            match_flags &= !(MN_IS_FIELD | MN_IS_TYPE);
        } else {
            match_flags &= !(MN_IS_CONSTRUCTOR | MN_IS_METHOD);
        }
    }
    let search_super = match_flags & MN_SEARCH_SUPERCLASSES != 0;
    let search_intf = match_flags & MN_SEARCH_INTERFACES != 0;
    let local_only = !(search_super || search_intf);
    let rlimit = results.array_length() as usize;
    let overflow_limit = rlimit.max(1000);
    let (mut rfill, mut rskip, mut overflow) = (0usize, skip.max(0) as usize, 0usize);
    // The matches first (no allocation), then the MemberNames filled.
    enum Found {
        Field(&'static Class, usize),
        Method(&'static Method),
    }
    let mut found = Vec::new();
    if match_flags & MN_IS_FIELD != 0 {
        for c in search_order(k, local_only, search_intf) {
            for (i, f) in c.fields.iter().enumerate() {
                if name.as_deref().is_some_and(|n| n != &*f.name) || sig.as_deref().is_some_and(|s| s != &*f.descriptor) {
                    continue;
                }
                found.push(Found::Field(c, i));
            }
        }
    }
    if match_flags & (MN_IS_METHOD | MN_IS_CONSTRUCTOR) != 0 {
        let (want_methods, want_ctors) = (match_flags & MN_IS_METHOD != 0, match_flags & MN_IS_CONSTRUCTOR != 0);
        for c in search_order(k, local_only, search_intf) {
            for &m in c.methods() {
                let is_init = &*m.name == "<init>";
                if &*m.name == "<clinit>" && name.as_deref() != Some("<clinit>") {
                    continue;
                }
                if (is_init && !want_ctors) || (!is_init && !want_methods) {
                    continue;
                }
                if name.as_deref().is_some_and(|n| n != &*m.name) || sig.as_deref().is_some_and(|s| s != &*m.descriptor) {
                    continue;
                }
                found.push(Found::Method(m));
            }
        }
    }
    let hr = t.push_handle(results);
    let r = (|| -> JResult<i32> {
        for f in found {
            if rskip > 0 {
                rskip -= 1;
                continue;
            }
            if rfill >= rlimit {
                overflow += 1;
                if overflow >= overflow_limit {
                    break;
                }
                continue;
            }
            let el = Ref::from_slot(t.handle(hr).elem::<u64>(rfill));
            rfill += 1;
            if el.is_null() || &*el.class().name != "java/lang/invoke/MemberName" {
                return Ok(-99);
            }
            match f {
                Found::Field(c, i) => init_field(el, c, i, false),
                Found::Method(m) => {
                    let h = t.push_handle(el);
                    let r = init_method(t, h, m, call_kind_of(m));
                    t.pop_handles(h);
                    r?;
                }
            }
        }
        Ok((rfill + overflow) as i32)
    })();
    t.pop_handles(hr);
    Ok(r? as u32 as u64)
}

// ---------------------------------------------------------------------------
// Field offsets, VM info, call sites.

/// HotSpot's `find_member_field_offset`.
fn member_field_offset(t: &mut JThread, mn: Ref, must_be_static: bool) -> JResult<i64> {
    if mn.is_null() || mn.get_ref(mn_clazz(mn)).is_null() {
        return Err(throw_new(t, "java/lang/InternalError", Some("mname not resolved")));
    }
    let flags = member_flags(mn);
    let is_static = flags & crate::classfile::ACC_STATIC as i32 != 0;
    if flags & MN_IS_FIELD != 0 && is_static == must_be_static {
        return Ok(member_vmindex(mn));
    }
    let msg = if must_be_static { "static field required" } else { "non-static field required" };
    Err(throw_new(t, "java/lang/InternalError", Some(msg)))
}

/// `static Object getMemberVMInfo(MemberName self)`: `{vmindex, clazz}` for
/// a field, `{vmindex, self}` for a method.
fn mhn_get_member_vm_info(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let mn = arg_ref(a, 0);
    if mn.is_null() {
        return Ok(0);
    }
    let h = t.push_handle(mn);
    let r = (|| -> JResult<Ref> {
        let vmindex = member_vmindex(t.handle(h));
        let boxed = jsr292::box_primitive(t, BasicType::Long, vmindex as u64)?;
        let hb = t.push_handle(boxed);
        let c = crate::runtime::loader::array_class_of(t, vm().wk().object)?;
        let arr = crate::interp::alloc::new_array(t, c, 2)?;
        let mn = t.handle(h);
        arr.set_ref_elem(0, t.handle(hb));
        let x = if member_flags(mn) & MN_IS_FIELD != 0 { mn.get_ref(mn_clazz(mn)) } else { mn };
        arr.set_ref_elem(1, x);
        Ok(arr)
    })();
    t.pop_handles(h);
    r.map(Ref::to_slot)
}

/// `setCallSiteTargetNormal/Volatile(CallSite site, MethodHandle target)`:
/// no compiled code depends on call sites here, so a store.
fn set_call_site_target(t: &mut JThread, a: &[u64], volatile: bool) -> JResult<u64> {
    let (cs, target) = (arg_ref(a, 0), arg_ref(a, 1));
    if cs.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    cs.put_ref(cs_target(cs), target);
    if volatile {
        std::sync::atomic::fence(std::sync::atomic::Ordering::SeqCst);
    }
    Ok(0)
}

/// `copyOutBootstrapArguments(Class<?> caller, int[] indexInfo, int start,
/// int end, Object[] buf, int pos, boolean resolve, Object ifNotAvailable)`:
/// the arguments of the bootstrap specifier `indexInfo[1]` of `caller`
/// (`{argc, index}`) from `start` to `end` into `buf` at `pos`; the
/// indexes -4..-1 are the bootstrap method, name, type and argument count.
fn mhn_copy_out_bootstrap_arguments(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let caller = arg_ref(a, 0);
    if caller.is_null() || class_of_mirror(caller).classfile.is_none() {
        return Err(throw_new(t, "java/lang/InternalError", Some("bad caller")));
    }
    let class = class_of_mirror(caller);
    let info = arg_ref(a, 1);
    if info.is_null() || !std::ptr::eq(info.class(), vm().prim_array_class(BasicType::Int)) || info.array_length() < 2 {
        return Err(throw_new(t, "java/lang/InternalError", Some("bad index info (0)")));
    }
    let (argc, bss) = (info.elem::<i32>(0), info.elem::<i32>(1));
    let cp = &class.classfile.as_ref().expect("class file").constant_pool;
    let spec = match u16::try_from(bss).ok().and_then(|i| cp.get(i).ok().map(|c| (i, c))) {
        Some((i, Constant::InvokeDynamic(b, n) | Constant::Dynamic(b, n))) => Some((i, *b, *n)),
        _ => None,
    };
    let (_, bsm_index, nat) = match spec {
        Some(s) => s,
        None => return Err(throw_new(t, "java/lang/InternalError", Some("bad index info (1)"))),
    };
    let (bsm_ref, args, name, desc) = jsr292::bootstrap_specifier(t, class, bsm_index, nat)?;
    if args.len() as i32 != argc {
        return Err(throw_new(t, "java/lang/InternalError", Some("bad index info (1)")));
    }
    let (mut start, end, mut pos) = (a[2] as i32, a[3] as i32, a[5] as i32);
    let resolve = a[6] as u32 & 0xff != 0;
    let mark = t.handles.len();
    let hbuf = t.push_handle(arg_ref(a, 4));
    let hifna = t.push_handle(arg_ref(a, 7));
    let r = (|| -> JResult<()> {
        let store = |t: &mut JThread, pos: i32, v: Ref| -> JResult<()> {
            let buf = t.handle(hbuf);
            if buf.is_null() || pos < 0 || pos >= buf.array_length() {
                return Err(throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", Some(&pos.to_string())));
            }
            buf.set_ref_elem(pos as usize, v);
            Ok(())
        };
        while start < 0 && start < end {
            let v = match start {
                -4 => jsr292::constant_object(t, class, bsm_ref)?,
                -3 => crate::runtime::strings::new_string(t, &name)?,
                -2 if desc.starts_with('(') => jsr292::method_type(t, class, &desc)?,
                -2 => jsr292::type_mirror(t, class, &desc)?,
                _ => jsr292::box_primitive(t, BasicType::Int, argc as u32 as u64)?,
            };
            store(t, pos, v)?;
            pos += 1;
            start += 1;
        }
        for i in start.max(0)..end.min(argc) {
            let idx = args[i as usize];
            let v = if resolve {
                jsr292::constant_object(t, class, idx)?
            } else {
                match jsr292::constant_if_available(t, class, idx)? {
                    Some(v) => v,
                    None => t.handle(hifna),
                }
            };
            store(t, pos, v)?;
            pos += 1;
        }
        Ok(())
    })();
    t.pop_handles(mark);
    r.map(|_| 0)
}

/// `invokeExact`/`invoke` called reflectively (HotSpot's `MH_invoke_UOE`).
fn invoke_uoe(t: &mut JThread, _a: &[u64]) -> JResult<u64> {
    Err(throw_new(t, "java/lang/UnsupportedOperationException", Some("MethodHandle.invoke cannot be invoked reflectively")))
}
fn invoke_exact_uoe(t: &mut JThread, _a: &[u64]) -> JResult<u64> {
    Err(throw_new(t, "java/lang/UnsupportedOperationException", Some("MethodHandle.invokeExact cannot be invoked reflectively")))
}

/// The natives of `MethodHandleNatives` and `MethodHandle`.
pub(crate) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("java/lang/invoke/MethodHandleNatives.registerNatives()V", |_, _| Ok(0));
    // HotSpot's product builds advertise no constants (verifyConstants
    // checks nothing).
    m.insert("java/lang/invoke/MethodHandleNatives.getNamedCon(I[Ljava/lang/Object;)I", |_, _| Ok(0));
    m.insert("java/lang/invoke/MethodHandleNatives.init(Ljava/lang/invoke/MemberName;Ljava/lang/Object;)V", mhn_init);
    m.insert("java/lang/invoke/MethodHandleNatives.expand(Ljava/lang/invoke/MemberName;)V", mhn_expand);
    m.insert(
        "java/lang/invoke/MethodHandleNatives.resolve(Ljava/lang/invoke/MemberName;Ljava/lang/Class;IZ)Ljava/lang/invoke/MemberName;",
        mhn_resolve,
    );
    m.insert(
        "java/lang/invoke/MethodHandleNatives.getMembers(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Class;I[Ljava/lang/invoke/MemberName;)I",
        mhn_get_members,
    );
    m.insert("java/lang/invoke/MethodHandleNatives.objectFieldOffset(Ljava/lang/invoke/MemberName;)J", |t, a| {
        member_field_offset(t, arg_ref(a, 0), false).map(|v| v as u64)
    });
    m.insert("java/lang/invoke/MethodHandleNatives.staticFieldOffset(Ljava/lang/invoke/MemberName;)J", |t, a| {
        member_field_offset(t, arg_ref(a, 0), true).map(|v| v as u64)
    });
    m.insert("java/lang/invoke/MethodHandleNatives.staticFieldBase(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", |t, a| {
        let mn = arg_ref(a, 0);
        member_field_offset(t, mn, true)?;
        Ok(mn.get_ref(mn_clazz(mn)).to_slot())
    });
    m.insert("java/lang/invoke/MethodHandleNatives.getMemberVMInfo(Ljava/lang/invoke/MemberName;)Ljava/lang/Object;", mhn_get_member_vm_info);
    m.insert("java/lang/invoke/MethodHandleNatives.setCallSiteTargetNormal(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", |t, a| {
        set_call_site_target(t, a, false)
    });
    m.insert("java/lang/invoke/MethodHandleNatives.setCallSiteTargetVolatile(Ljava/lang/invoke/CallSite;Ljava/lang/invoke/MethodHandle;)V", |t, a| {
        set_call_site_target(t, a, true)
    });
    m.insert(
        "java/lang/invoke/MethodHandleNatives.copyOutBootstrapArguments(Ljava/lang/Class;[III[Ljava/lang/Object;IZLjava/lang/Object;)V",
        mhn_copy_out_bootstrap_arguments,
    );
    // No compiled code depends on call sites: nothing to forget.
    m.insert("java/lang/invoke/MethodHandleNatives.clearCallSiteContext(Ljava/lang/invoke/MethodHandleNatives$CallSiteContext;)V", |_, _| Ok(0));
    m.insert("java/lang/invoke/MethodHandle.invoke([Ljava/lang/Object;)Ljava/lang/Object;", invoke_uoe);
    m.insert("java/lang/invoke/MethodHandle.invokeExact([Ljava/lang/Object;)Ljava/lang/Object;", invoke_exact_uoe);
}
