//! Symbolic-reference resolution (JVMS 5.4.3) with per-class caches.

use crate::classfile::Constant;
use crate::heap::Ref;
use crate::runtime::class::{Class, Field, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

/// A resolved constant-pool entry.
#[derive(Clone, Copy, Debug)]
pub enum Resolved {
    Class(&'static Class),
    Field(&'static Class, usize),
    Method(&'static Method),
    /// Index in the literal table.
    String(u32),
    /// A constant resolved to an object (a MethodType, MethodHandle or
    /// dynamic constant, JDK mode): index in `interp::jsr292`'s root table.
    Object(u32),
}

fn cf_error(t: &mut JThread, class: &'static Class, what: &str) -> crate::runtime::thread::Throw {
    let msg = format!("{} in class file {}", what, class.name);
    throw_new(t, "java/lang/ClassFormatError", Some(&msg))
}

/// Resolve a CONSTANT_Class entry.
pub fn resolve_class(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<&'static Class> {
    if let Some(Resolved::Class(c)) = class.rcp.get(idx as usize).and_then(|c| c.get()) {
        return Ok(c);
    }
    let cf = class.classfile.as_ref().expect("resolution in a class without class file");
    let name = match cf.constant_pool.class_name(idx) {
        Ok(n) => n.clone(),
        Err(_) => return Err(cf_error(t, class, &format!("Invalid class constant index {idx}"))),
    };
    if let Some(e) = errors::saved(class, idx) {
        return Err(errors::rethrow(t, &e));
    }
    let r = load_referenced(t, class, &name).and_then(|c| check_class_access(t, class, c).map(|_| c));
    match r {
        Ok(c) => {
            let _ = class.rcp[idx as usize].set(Resolved::Class(c));
            Ok(c)
        }
        Err(th) => {
            errors::save(t, class, idx);
            Err(th)
        }
    }
}

/// The class a Fieldref/Methodref names, resolved through its Class entry
/// (so that a failure is the entry's, recorded once).
fn resolve_member_class(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<&'static Class> {
    let cf = class.classfile.as_ref().expect("class file");
    match cf.constant_pool.get(idx) {
        Ok(Constant::Fieldref(c, _) | Constant::Methodref(c, _) | Constant::InterfaceMethodref(c, _)) => resolve_class(t, class, *c),
        _ => Err(cf_error(t, class, &format!("Invalid member reference index {idx}"))),
    }
}

/// JVMS 5.4.3: "subsequent attempts to resolve the reference always fail
/// with the same error that was thrown as a result of the initial
/// resolution attempt". As HotSpot's resolution error table: a failed
/// Class entry keeps the LinkageError's class and message and its cause's,
/// and each later attempt throws new instances of them (created where that
/// attempt happens: their stack traces are the current one) without
/// loading again.
mod errors {
    use super::*;
    use hashbrown::HashMap;
    use parking_lot::Mutex;

    /// The error of a failed entry.
    #[derive(Clone)]
    pub(super) struct Saved {
        class: String,
        message: Option<String>,
        cause: Option<(String, Option<String>)>,
    }

    /// (class id, constant-pool index) → the error.
    static TABLE: Mutex<Option<HashMap<(u32, u16), Saved>>> = Mutex::new(None);

    pub(super) fn saved(class: &'static Class, idx: u16) -> Option<Saved> {
        TABLE.lock().as_ref()?.get(&(class.id, idx)).cloned()
    }

    fn message(ex: Ref) -> Option<String> {
        let off = crate::runtime::vm::vm().wk().throwable.field_offset("detailMessage");
        let m = ex.get_ref(off);
        (!m.is_null()).then(|| crate::runtime::strings::rust_string(m))
    }

    /// Record the pending exception if it is a LinkageError (an
    /// OutOfMemoryError or StackOverflowError may not happen again).
    pub(super) fn save(t: &JThread, class: &'static Class, idx: u16) {
        let ex = t.pending;
        let Some(le) = crate::runtime::loader::find_loaded("java/lang/LinkageError") else { return };
        if ex.is_null() || !ex.class().is_subclass_of(le) {
            return;
        }
        let off = crate::runtime::vm::vm().wk().throwable.field_offset("cause");
        let cause = ex.get_ref(off);
        let cause = (!cause.is_null() && cause != ex).then(|| (cause.class().name.to_string(), message(cause)));
        let saved = Saved { class: ex.class().name.to_string(), message: message(ex), cause };
        TABLE.lock().get_or_insert_with(HashMap::new).entry((class.id, idx)).or_insert(saved);
    }

    pub(super) fn rethrow(t: &mut JThread, e: &Saved) -> crate::runtime::thread::Throw {
        let Some((cc, cm)) = &e.cause else {
            return throw_new(t, &e.class, e.message.as_deref());
        };
        throw_new(t, cc, cm.as_deref());
        let cause = t.take_pending();
        let h = t.push_handle(cause);
        let th = throw_new(t, &e.class, e.message.as_deref());
        let ex = t.pending;
        let cause = t.handle(h);
        t.pop_handles(h);
        if !ex.is_null() && ex.class().name.as_ref() == e.class {
            ex.put_ref(crate::runtime::vm::vm().wk().throwable.field_offset("cause"), cause);
        }
        th
    }
}

/// The class a constant of `class` names, loaded through `class`'s loader.
/// A hidden class is in no dictionary: the constants naming its own
/// (original) name are to itself, as HotSpot patches its `this_class`.
pub fn load_referenced(t: &mut JThread, class: &'static Class, name: &str) -> JResult<&'static Class> {
    if class.hidden && class.classfile.as_ref().is_some_and(|cf| &*cf.name == name) {
        return Ok(class);
    }
    crate::runtime::loader::load_class_in(t, class.loader, name)
}

/// JVMS 5.4.4: a class is accessible from another if it is public or in the
/// same run-time package (for an array class: its element class).
pub(crate) fn check_class_access(t: &mut JThread, from: &'static Class, c: &'static Class) -> JResult<()> {
    let mut elem = c;
    while let crate::runtime::class::ClassKind::Array { component, .. } = &elem.kind {
        elem = component;
    }
    if matches!(elem.kind, crate::runtime::class::ClassKind::Primitive(_)) {
        return Ok(());
    }
    if elem.access_flags & crate::classfile::ACC_PUBLIC != 0
        || same_package(from, elem)
        || crate::interp::lambda::is_vm_proxy(from)
        || crate::prims::jvm::is_reflection_accessor(from)
    {
        return Ok(());
    }
    let msg = format!("failed to access class {} from class {} ({})", elem.java_name(), from.java_name(), modules_of(elem, from));
    Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)))
}

/// Same run-time package (JVMS 5.3): same package name and same defining
/// loader.
pub fn same_package(a: &Class, b: &Class) -> bool {
    let pkg = |n: &str| n.rfind('/').map(|i| n[..i].to_string()).unwrap_or_default();
    std::ptr::eq(a.loader, b.loader) && pkg(&a.name) == pkg(&b.name)
}

/// JVMS 5.4.4 member access: None if `from` may use a member with `flags`
/// declared in `decl`, else the word for the message ("private ",
/// "protected " or "" for package access).
pub(crate) fn member_denied(from: &'static Class, decl: &'static Class, flags: u16) -> Option<&'static str> {
    use crate::classfile::{ACC_PRIVATE, ACC_PROTECTED, ACC_PUBLIC};
    if flags & ACC_PUBLIC != 0 || std::ptr::eq(from, decl) {
        return None;
    }
    if flags & ACC_PRIVATE != 0 {
        return if may_access_private(from, decl) || crate::prims::jvm::is_reflection_accessor(from) { None } else { Some("private ") };
    }
    if same_package(from, decl) || crate::interp::lambda::is_vm_proxy(from) {
        return None;
    }
    if flags & ACC_PROTECTED != 0 && from.is_subclass_of(decl) {
        return None;
    }
    // HotSpot lets the JDK's generated reflection accessors use any member.
    if crate::prims::jvm::is_reflection_accessor(from) {
        return None;
    }
    if flags & ACC_PROTECTED != 0 {
        return Some("protected ");
    }
    Some("")
}

/// Resolve a CONSTANT_String entry to its literal-table index.
pub fn resolve_string_index(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<u32> {
    if let Some(Resolved::String(i)) = class.rcp.get(idx as usize).and_then(|c| c.get()) {
        return Ok(*i);
    }
    let cf = class.classfile.as_ref().expect("class file");
    let units = match cf.constant_pool.get(idx) {
        Ok(Constant::String(s)) => match cf.constant_pool.utf16(*s) {
            Ok(u) => u,
            Err(_) => return Err(cf_error(t, class, "Bad string constant")),
        },
        _ => return Err(cf_error(t, class, &format!("Invalid string constant index {idx}"))),
    };
    let i = crate::runtime::strings::intern_units(t, &units)?;
    let _ = class.rcp[idx as usize].set(Resolved::String(i));
    Ok(i)
}

pub fn resolve_string(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<Ref> {
    let i = resolve_string_index(t, class, idx)?;
    Ok(crate::runtime::strings::literal(i))
}

/// Field lookup (JVMS 5.4.3.2): the class, its superinterfaces, its superclasses.
pub fn find_field(c: &'static Class, name: &str, desc: &str) -> Option<(&'static Class, usize)> {
    if let Some(i) = c.fields.iter().position(|f| &*f.name == name && &*f.descriptor == desc) {
        return Some((c, i));
    }
    for &i in &c.interfaces {
        if let Some(r) = find_field(i, name, desc) {
            return Some(r);
        }
    }
    c.super_class.and_then(|s| find_field(s, name, desc))
}

/// Resolve a CONSTANT_Fieldref; checks static-ness against the instruction.
pub fn resolve_field(t: &mut JThread, class: &'static Class, idx: u16, is_static: bool) -> JResult<(&'static Class, &'static Field)> {
    let (fc, fi) = if let Some(Resolved::Field(c, i)) = class.rcp.get(idx as usize).and_then(|c| c.get()) {
        (*c, *i)
    } else {
        let cf = class.classfile.as_ref().expect("class file");
        let (name, desc) = match cf.constant_pool.member_ref(idx) {
            Ok((_, b, c)) => (b.clone(), c.clone()),
            Err(_) => return Err(cf_error(t, class, &format!("Invalid field reference index {idx}"))),
        };
        let target = resolve_member_class(t, class, idx)?;
        let Some((fc, fi)) = find_field(target, &name, &desc) else {
            return Err(throw_new(t, "java/lang/NoSuchFieldError", Some(&name)));
        };
        let f = &fc.fields[fi];
        if let Some(kind) = member_denied(class, fc, f.access_flags) {
            let msg = format!(
                "class {} tried to access {}field {}.{} ({}){}",
                class.java_name(),
                kind,
                fc.java_name(),
                f.name,
                modules_of(class, fc),
                nest_host_errors(kind, class, fc)
            );
            return Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)));
        }
        let _ = class.rcp[idx as usize].set(Resolved::Field(fc, fi));
        (fc, fi)
    };
    let f = &fc.fields[fi];
    if f.is_static() != is_static {
        let msg = format!("Expected {} field {}.{}", if is_static { "static" } else { "non-static" }, fc.java_name(), f.name);
        return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
    }
    Ok((fc, f))
}

/// Method lookup in a class and its superclasses (declared methods only).
pub fn find_method_in_hierarchy(c: &'static Class, name: &str, desc: &str) -> Option<&'static Method> {
    let mut k = Some(c);
    while let Some(cl) = k {
        if let Some(m) = cl.declared_method(name, desc) {
            return Some(m);
        }
        k = cl.super_class;
    }
    None
}

/// Maximally-specific superinterface method (non-abstract preferred).
pub(crate) fn find_interface_method(c: &'static Class, name: &str, desc: &str) -> Option<&'static Method> {
    let mut found: Option<&'static Method> = None;
    for &i in &c.all_interfaces {
        if let Some(m) = i.declared_method(name, desc) {
            if m.is_private() || m.is_static() {
                continue;
            }
            found = match found {
                None => Some(m),
                Some(f) if f.is_abstract() && !m.is_abstract() => Some(m),
                Some(f) if !m.is_abstract() && m.class.is_subclass_of(f.class) => Some(m),
                other => other,
            };
        }
    }
    found
}

/// Resolve a CONSTANT_Methodref / InterfaceMethodref.
pub fn resolve_method(t: &mut JThread, class: &'static Class, idx: u16) -> JResult<&'static Method> {
    if let Some(Resolved::Method(m)) = class.rcp.get(idx as usize).and_then(|c| c.get()) {
        return Ok(m);
    }
    let cf = class.classfile.as_ref().expect("class file");
    let is_iface_ref = matches!(cf.constant_pool.get(idx), Ok(Constant::InterfaceMethodref(..)));
    let (name, desc) = match cf.constant_pool.member_ref(idx) {
        Ok((_, b, c)) => (b.clone(), c.clone()),
        Err(_) => return Err(cf_error(t, class, &format!("Invalid method reference index {idx}"))),
    };
    let target = resolve_member_class(t, class, idx)?;
    let m = lookup_method(t, Some(class), target, &name, &desc, is_iface_ref)?;
    let _ = class.rcp[idx as usize].set(Resolved::Method(m));
    Ok(m)
}

/// Method resolution (JVMS 5.4.3.3, 5.4.3.4) in `target` of `name` and
/// `desc`, named by a Methodref (`is_iface_ref` false) or an
/// InterfaceMethodref, with the access check for `from` when given
/// (HotSpot's `LinkResolver::resolve_method` and `resolve_interface_method`).
pub fn lookup_method(t: &mut JThread, from: Option<&'static Class>, target: &'static Class, name: &str, desc: &str, is_iface_ref: bool) -> JResult<&'static Method> {
    if target.is_interface() != is_iface_ref && !target.is_array() {
        let msg = if is_iface_ref {
            format!("Found class {}, but interface was expected", target.java_name())
        } else {
            format!("Found interface {}, but class was expected", target.java_name())
        };
        return Err(throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg)));
    }
    let m = if target.is_interface() {
        target
            .declared_method(name, desc)
            .or_else(|| {
                crate::runtime::loader::find_loaded("java/lang/Object")
                    .and_then(|o| o.declared_method(name, desc))
                    .filter(|m| m.is_public() && !m.is_static())
            })
            .or_else(|| find_interface_method(target, name, desc))
    } else {
        find_method_in_hierarchy(target, name, desc).or_else(|| find_interface_method(target, name, desc))
    };
    let Some(m) = m else {
        let msg = format!("'{}'", method_to_java(target, name, desc));
        return Err(throw_new(t, "java/lang/NoSuchMethodError", Some(&msg)));
    };
    // Array methods (clone) are public whatever Object declares.
    let denied = match from {
        Some(from) if !target.is_array() => member_denied(from, m.class, m.access_flags).map(|k| (from, k)),
        _ => None,
    };
    if let Some((from, kind)) = denied {
        let msg = format!(
            "class {} tried to access {}method '{}' ({}){}",
            from.java_name(),
            kind,
            method_to_java(m.class, &m.name, &m.descriptor),
            modules_of(from, m.class),
            nest_host_errors(kind, from, m.class)
        );
        return Err(throw_new(t, "java/lang/IllegalAccessError", Some(&msg)));
    }
    Ok(m)
}

/// `int[]`, `java.lang.String` ... from a field descriptor.
pub fn descriptor_to_java(d: &str) -> String {
    let dims = d.bytes().take_while(|&b| b == b'[').count();
    let base = &d[dims..];
    let mut s = match base.as_bytes().first() {
        Some(b'L') => base[1..base.len().saturating_sub(1)].replace('/', "."),
        Some(&c) => crate::runtime::class::BasicType::from_descriptor_char(c).map(|b| b.primitive_name().to_string()).unwrap_or_default(),
        None => String::new(),
    };
    for _ in 0..dims {
        s.push_str("[]");
    }
    s
}

/// HotSpot's NoSuchMethodError text: `void Foo.bar(int, java.lang.String)`.
pub fn method_to_java(c: &Class, name: &str, desc: &str) -> String {
    member_to_java(&c.name, name, desc)
}

/// [`method_to_java`] by class name (internal form).
pub fn member_to_java(class: &str, name: &str, desc: &str) -> String {
    let (params, ret) = crate::runtime::class::split_method_descriptor(desc);
    let params: Vec<String> = params.iter().map(|p| descriptor_to_java(p)).collect();
    format!("{} {}.{}({})", descriptor_to_java(ret), class.replace('/', "."), name, params.join(", "))
}

/// The nest host of a class (JVMS 5.4.4): its NestHost attribute, or itself;
/// a hidden class: the host of the class whose nestmate it was defined as,
/// or itself (its own NestHost attribute is ignored).
pub fn nest_host(c: &Class) -> &str {
    if c.hidden {
        return match c.dynamic_nest_host {
            Some(h) => nest_host(h),
            None => &c.name,
        };
    }
    c.classfile.as_ref().and_then(|cf| cf.nest_host.as_deref()).unwrap_or(&c.name)
}

/// Why a hidden class defined without `NESTMATE` is its own nest host
/// although its class file names one (HotSpot validates the NestHost
/// attribute, and the host cannot list the hidden class's name).
fn nest_host_error(c: &Class) -> Option<String> {
    if !c.hidden || c.dynamic_nest_host.is_some() {
        return None;
    }
    let host_name = c.classfile.as_ref()?.nest_host.clone()?;
    let host = c.loader.find(&host_name)?;
    let why = if !same_package(c, host) { "types are in different packages" } else { "current type is not listed as a nest member" };
    Some(format!(
        "Type {} (loader: {}) is not a nest member of type {} (loader: {}): {}",
        c.java_name(),
        crate::runtime::loaders::describe(c.loader),
        host.java_name(),
        crate::runtime::loaders::describe(host.loader),
        why
    ))
}

/// HotSpot's `print_nest_host_error_on` for a denied private access: the
/// nest-host errors of the accessing and the accessed class.
fn nest_host_errors(kind: &str, from: &Class, to: &Class) -> String {
    if kind != "private " {
        return String::new();
    }
    let mut s = String::new();
    for e in [nest_host_error(from), nest_host_error(to)].into_iter().flatten() {
        s.push_str(&format!(", ({e})"));
    }
    s
}

/// Private members are accessible within the declaring class, its nest
/// (JDK 11+ nestmates), and from the VM's own lambda proxy classes (which
/// HotSpot defines as hidden nestmates of their caller).
fn may_access_private(from: &Class, to: &Class) -> bool {
    std::ptr::eq(from, to)
        || nest_host(from) == nest_host(to)
        || crate::interp::lambda::is_vm_proxy(from)
}

/// "A and B are in unnamed module of loader 'app'" and variants.
pub(crate) fn modules_of(a: &Class, b: &Class) -> String {
    let (ma, mb) = (crate::runtime::loader::module_of(a), crate::runtime::loader::module_of(b));
    if ma == mb {
        format!("{} and {} are in {}", a.java_name(), b.java_name(), ma)
    } else {
        format!("{} is in {}; {} is in {}", a.java_name(), ma, b.java_name(), mb)
    }
}
