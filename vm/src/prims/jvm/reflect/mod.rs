//! Core reflection in JDK mode: the `JVM_*` functions behind
//! `java.lang.Class`'s member queries, `java.lang.reflect` and
//! `jdk.internal.reflect` (HotSpot's `jvm.cpp` reflection part and
//! `runtime/reflection.cpp`).
//!
//! The VM's side of the JDK's reflection protocol:
//! * it creates the *root* `Method`, `Constructor`, `Field`, `Parameter`
//!   and `RecordComponent` objects, filling their fields directly as
//!   HotSpot does (no constructor runs): `clazz` (the declaring class's
//!   mirror), `slot`, name, types, modifiers, the generic `signature`, and
//!   the raw annotation attributes as `byte[]`s. The JDK caches the roots
//!   (`Class.ReflectionData`) and hands out copies whose `root` field points
//!   back (`Method.copy`); the VM reads only `clazz` and `slot`, which the
//!   copies share;
//! * a member's `slot` is its index among its class's declared methods
//!   (`Class::methods`, class-file order) or fields (`Class::fields`), the
//!   convention of the JNI's reflected IDs and of `Unsafe.objectFieldOffset0`
//!   (`prims::unsafe_natives::reflected_field`);
//! * annotations are parsed in Java (`AnnotationParser`) against the
//!   declaring class's constant pool, which `jdk.internal.reflect.ConstantPool`
//!   reads through the `JVM_ConstantPool*` functions ([`constant_pool`]);
//! * `Method.invoke` and `Constructor.newInstance` start with
//!   `NativeMethodAccessorImpl`/`NativeConstructorAccessorImpl`, which call
//!   [`invoke`]'s functions; after 15 calls the JDK generates accessor
//!   classes (subclasses of `jdk.internal.reflect.MagicAccessorImpl`) that
//!   call the target with ordinary bytecode: [`is_reflection_accessor`] lets
//!   them past access checks and verification, as HotSpot does.
//!
//! Every heap reference held across an allocation is in a handle
//! (`t.handles`, popped on every path by [`scoped`]) or a JNI local
//! reference.
#![allow(non_snake_case)]

mod array;
mod constant_pool;
mod inner;
pub(crate) use inner::{declaring_class, enclosing_method_class, own_entry};
mod invoke;
mod order;

use rjvm_profiler_api::ffi::{jboolean, jobject, JNIEnv};

use super::{reg, Table};
use crate::classfile::{MemberReflection, ACC_FINAL, ACC_STATIC};
use crate::heap::Ref;
use crate::interp::link::class_of_mirror;
use crate::jni::{resolve, with_thread};
use crate::runtime::class::{BasicType, Class, Method};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut Table) {
    reg!(
        m,
        JVM_GetClassDeclaredMethods,
        JVM_GetClassDeclaredConstructors,
        JVM_GetClassDeclaredFields,
        JVM_GetClassAnnotations,
        JVM_GetClassTypeAnnotations,
        JVM_GetMethodTypeAnnotations,
        JVM_GetFieldTypeAnnotations,
        JVM_GetMethodParameters,
        JVM_LatestUserDefinedLoader,
        JVM_GetClassContext,
    );
    array::register(m);
    constant_pool::register(m);
    inner::register(m);
    invoke::register(m);
}

/// The `java.lang.reflect` classes and the fields of theirs the VM fills
/// (JDK 17's names; HotSpot's `javaClasses.cpp` knows the same ones).
mod lib {
    pub const METHOD: &str = "java/lang/reflect/Method";
    pub const CONSTRUCTOR: &str = "java/lang/reflect/Constructor";
    pub const FIELD: &str = "java/lang/reflect/Field";
    pub const PARAMETER: &str = "java/lang/reflect/Parameter";
    pub const RECORD_COMPONENT: &str = "java/lang/reflect/RecordComponent";
    pub const CONSTANT_POOL: &str = "jdk/internal/reflect/ConstantPool";
    pub const MAGIC_ACCESSOR: &str = "jdk/internal/reflect/MagicAccessorImpl";
}

/// `Modifier`s a reflected method or constructor reports
/// (`JVM_RECOGNIZED_METHOD_MODIFIERS`).
const METHOD_MODIFIERS: u16 = 0x1dff;
/// `JVM_RECOGNIZED_FIELD_MODIFIERS`.
const FIELD_MODIFIERS: u16 = 0x50df;

/// Run `f`, then drop the handles it pushed (on every path). A `Ref` that
/// `f` returns must not be kept across a later allocation.
pub(super) fn scoped<R>(t: &mut JThread, f: impl FnOnce(&mut JThread) -> JResult<R>) -> JResult<R> {
    let mark = t.handles.len();
    let r = f(t);
    t.pop_handles(mark);
    r
}

pub(super) use super::local;

/// The class a `jclass` names; a NULL reference is a NullPointerException.
pub(super) fn class_arg(t: &mut JThread, j: jobject) -> JResult<&'static Class> {
    let r = resolve(j);
    if r.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    Ok(class_of_mirror(r))
}

/// An instance class (neither primitive nor array).
pub(super) fn is_instance_class(c: &Class) -> bool {
    !c.is_array() && !c.is_primitive()
}

/// A boot-loader class the reflection protocol uses, initialised.
pub(super) fn library_class(t: &mut JThread, name: &str) -> JResult<&'static Class> {
    let c = crate::runtime::loader::load_class(t, name)?;
    crate::runtime::init::ensure_initialized(t, c)?;
    Ok(c)
}

/// A new instance of a library class, its fields zero (no constructor
/// runs, as in HotSpot's `java_lang_reflect_*::create`).
pub(super) fn new_instance(t: &mut JThread, name: &str) -> JResult<Ref> {
    let c = library_class(t, name)?;
    crate::interp::alloc::new_object(t, c)
}

/// Store into field `name` of `o` (a library class the VM fills).
pub(super) fn put_ref(o: Ref, name: &str, v: Ref) {
    o.put_ref(o.class().field_offset(name), v);
}

pub(super) fn put_int(o: Ref, name: &str, v: i32) {
    o.put::<i32>(o.class().field_offset(name), v);
}

pub(super) fn put_bool(o: Ref, name: &str, v: bool) {
    o.put::<u8>(o.class().field_offset(name), v as u8);
}

/// A new array of `elem` objects of length `n`.
pub(super) fn object_array(t: &mut JThread, elem: &'static Class, n: usize) -> JResult<Ref> {
    let ac = crate::runtime::loader::array_class_of(t, elem)?;
    crate::interp::alloc::new_array(t, ac, n as i32)
}

/// A new `Class[]` holding the mirrors of `classes`.
pub(super) fn class_array(t: &mut JThread, classes: &[&'static Class]) -> JResult<Ref> {
    let a = object_array(t, vm().wk().class, classes.len())?;
    for (i, c) in classes.iter().enumerate() {
        a.set_ref_elem(i, c.mirror_ref());
    }
    Ok(a)
}

/// A `byte[]` copy of an attribute, or null.
pub(super) fn byte_array(t: &mut JThread, bytes: Option<&[u8]>) -> JResult<Ref> {
    let Some(b) = bytes else { return Ok(Ref::NULL) };
    let a = crate::interp::alloc::new_array(t, vm().prim_array_class(BasicType::Byte), b.len() as i32)?;
    a.array_slice_mut::<u8>().copy_from_slice(b);
    Ok(a)
}

/// An interned string (HotSpot interns member names).
pub(super) fn interned(t: &mut JThread, s: &str) -> JResult<Ref> {
    let units: Vec<u16> = s.encode_utf16().collect();
    let i = crate::runtime::strings::intern_units(t, &units)?;
    Ok(crate::runtime::strings::literal(i))
}

/// A new string, or null.
pub(super) fn opt_string(t: &mut JThread, s: Option<&str>) -> JResult<Ref> {
    match s {
        Some(s) => crate::runtime::strings::new_string(t, s),
        None => Ok(Ref::NULL),
    }
}

/// The class a field descriptor names, loaded in the context of `holder`
/// (its defining loader), as HotSpot's `ResolvingSignatureStream` does:
/// a class that cannot be found is a NoClassDefFoundError.
pub(super) fn descriptor_class(t: &mut JThread, holder: &'static Class, desc: &str) -> JResult<&'static Class> {
    Ok(match desc.as_bytes().first() {
        Some(b'L') => crate::runtime::loader::load_class_in(t, holder.loader, &desc[1..desc.len() - 1])?,
        Some(b'[') => crate::runtime::loader::load_class_in(t, holder.loader, desc)?,
        _ => crate::runtime::loader::primitive_class(BasicType::of_descriptor(desc)),
    })
}

/// Load the classes `names` (internal names) through `holder`'s loader.
pub(super) fn load_all(t: &mut JThread, holder: &'static Class, names: &[std::sync::Arc<str>]) -> JResult<Vec<&'static Class>> {
    names.iter().map(|n| crate::runtime::loader::load_class_in(t, holder.loader, n)).collect()
}

/// The reflection attributes of method `slot` of `c`.
pub(super) fn method_reflection(c: &Class, slot: usize) -> &MemberReflection {
    c.classfile.as_ref().and_then(|cf| cf.methods.get(slot)).map(|m| m.reflection()).unwrap_or_else(|| empty_reflection())
}

/// The reflection attributes of field `slot` of `c`.
pub(super) fn field_reflection(c: &Class, slot: usize) -> &MemberReflection {
    c.classfile.as_ref().and_then(|cf| cf.fields.get(slot)).map(|f| f.reflection()).unwrap_or_else(|| empty_reflection())
}

fn empty_reflection() -> &'static MemberReflection {
    static EMPTY: std::sync::OnceLock<MemberReflection> = std::sync::OnceLock::new();
    EMPTY.get_or_init(MemberReflection::default)
}

/// The checked exceptions (Exceptions attribute) of method `slot` of `c`.
fn checked_exceptions(c: &Class, slot: usize) -> &[std::sync::Arc<str>] {
    c.classfile.as_ref().and_then(|cf| cf.methods.get(slot)).map(|m| m.exceptions.as_slice()).unwrap_or(&[])
}

/// A record (HotSpot's `InstanceKlass::is_record`): a Record attribute, a
/// final class, `java.lang.Record` as direct superclass.
pub(super) fn is_record(c: &Class) -> bool {
    c.classfile.as_ref().is_some_and(|cf| cf.reflection().record.is_some())
        && c.access_flags & ACC_FINAL != 0
        && c.super_class.is_some_and(|s| &*s.name == "java/lang/Record")
}

/// A hidden class: defined by `Lookup.defineHiddenClass`, or one of the
/// VM's own lambda proxies (embedded library).
pub(super) fn is_hidden(c: &Class) -> bool {
    c.hidden || crate::interp::lambda::is_vm_proxy(c)
}

/// A class the JDK generated to make reflective calls
/// (`jdk.internal.reflect.MagicAccessorImpl` and its subclasses: the
/// `GeneratedMethodAccessor`s, `GeneratedConstructorAccessor`s and
/// `GeneratedSerializationConstructorAccessor`s). HotSpot exempts them
/// from access checks and from verification: their bytecode calls private
/// members of other classes and sits in `jdk.internal.reflect` while being
/// defined by a `DelegatingClassLoader`.
pub(crate) fn is_reflection_accessor(c: &'static Class) -> bool {
    if c.loader.is_boot() || c.is_array() || c.is_primitive() {
        // The library's own accessor classes need no exemption.
        return false;
    }
    match crate::runtime::loader::find_loaded(lib::MAGIC_ACCESSOR) {
        Some(magic) => c.is_subclass_of(magic),
        None => false,
    }
}

// ---------------------------------------------------------------------------
// Member objects (HotSpot's Reflection::new_method/new_constructor/new_field)
// ---------------------------------------------------------------------------

/// The parameter types (a `Class[]`) and return type of a method of
/// `holder` with descriptor `desc`.
fn signature_types(t: &mut JThread, holder: &'static Class, desc: &str) -> JResult<(Ref, &'static Class)> {
    let (params, ret) = crate::runtime::class::split_method_descriptor(desc);
    let mut classes = Vec::with_capacity(params.len());
    for p in &params {
        classes.push(descriptor_class(t, holder, p)?);
    }
    let ret = descriptor_class(t, holder, ret)?;
    Ok((class_array(t, &classes)?, ret))
}

/// A root `java.lang.reflect.Method` for method `slot` of `holder`
/// (also a static initialiser, which only `ConstantPool.getMethodAt` asks for).
pub(super) fn new_method(t: &mut JThread, holder: &'static Class, slot: usize) -> JResult<Ref> {
    let m: &'static Method = holder.methods()[slot];
    scoped(t, |t| {
        let (params, ret) = signature_types(t, holder, &m.descriptor)?;
        let hp = t.push_handle(params);
        let ex = load_all(t, holder, checked_exceptions(holder, slot))?;
        let ex = class_array(t, &ex)?;
        let he = t.push_handle(ex);
        let name = interned(t, &m.name)?;
        let hn = t.push_handle(name);
        let r = method_reflection(holder, slot);
        let sig = opt_string(t, r.signature.as_deref())?;
        let hs = t.push_handle(sig);
        let a = byte_array(t, r.annotations.as_deref())?;
        let ha = t.push_handle(a);
        let pa = byte_array(t, r.parameter_annotations.as_deref())?;
        let hpa = t.push_handle(pa);
        let ad = byte_array(t, r.annotation_default.as_deref())?;
        let had = t.push_handle(ad);
        let o = new_instance(t, lib::METHOD)?;
        put_ref(o, "clazz", holder.mirror_ref());
        put_int(o, "slot", slot as i32);
        put_ref(o, "name", t.handle(hn));
        put_ref(o, "returnType", ret.mirror_ref());
        put_ref(o, "parameterTypes", t.handle(hp));
        put_ref(o, "exceptionTypes", t.handle(he));
        put_int(o, "modifiers", (m.access_flags & METHOD_MODIFIERS) as i32);
        put_ref(o, "signature", t.handle(hs));
        put_ref(o, "annotations", t.handle(ha));
        put_ref(o, "parameterAnnotations", t.handle(hpa));
        put_ref(o, "annotationDefault", t.handle(had));
        Ok(o)
    })
}

/// JNI's `ToReflectedMethod` in JDK mode: the root `Method` or
/// `Constructor` that `getDeclaredMethods` would give (HotSpot's
/// `Reflection::new_method` / `new_constructor`).
pub(crate) fn jni_reflected_method(t: &mut JThread, m: &'static Method) -> JResult<Ref> {
    let slot = m.class.methods().iter().position(|x| std::ptr::eq(*x, m)).unwrap_or(0);
    if &*m.name == "<init>" {
        new_constructor(t, m.class, slot)
    } else {
        new_method(t, m.class, slot)
    }
}

/// JNI's `ToReflectedField` in JDK mode (HotSpot's `Reflection::new_field`).
pub(crate) fn jni_reflected_field(t: &mut JThread, holder: &'static Class, slot: usize) -> JResult<Ref> {
    new_field(t, holder, slot)
}

/// A root `java.lang.reflect.Constructor` for method `slot` (an `<init>`)
/// of `holder`.
pub(super) fn new_constructor(t: &mut JThread, holder: &'static Class, slot: usize) -> JResult<Ref> {
    let m: &'static Method = holder.methods()[slot];
    scoped(t, |t| {
        let (params, _) = signature_types(t, holder, &m.descriptor)?;
        let hp = t.push_handle(params);
        let ex = load_all(t, holder, checked_exceptions(holder, slot))?;
        let ex = class_array(t, &ex)?;
        let he = t.push_handle(ex);
        let r = method_reflection(holder, slot);
        let sig = opt_string(t, r.signature.as_deref())?;
        let hs = t.push_handle(sig);
        let a = byte_array(t, r.annotations.as_deref())?;
        let ha = t.push_handle(a);
        let pa = byte_array(t, r.parameter_annotations.as_deref())?;
        let hpa = t.push_handle(pa);
        let o = new_instance(t, lib::CONSTRUCTOR)?;
        put_ref(o, "clazz", holder.mirror_ref());
        put_int(o, "slot", slot as i32);
        put_ref(o, "parameterTypes", t.handle(hp));
        put_ref(o, "exceptionTypes", t.handle(he));
        put_int(o, "modifiers", (m.access_flags & METHOD_MODIFIERS) as i32);
        put_ref(o, "signature", t.handle(hs));
        put_ref(o, "annotations", t.handle(ha));
        put_ref(o, "parameterAnnotations", t.handle(hpa));
        Ok(o)
    })
}

/// A root `java.lang.reflect.Field` for field `slot` of `holder`.
pub(super) fn new_field(t: &mut JThread, holder: &'static Class, slot: usize) -> JResult<Ref> {
    let f = &holder.fields[slot];
    scoped(t, |t| {
        let name = interned(t, &f.name)?;
        let hn = t.push_handle(name);
        let ty = descriptor_class(t, holder, &f.descriptor)?;
        let r = field_reflection(holder, slot);
        let sig = opt_string(t, r.signature.as_deref())?;
        let hs = t.push_handle(sig);
        let a = byte_array(t, r.annotations.as_deref())?;
        let ha = t.push_handle(a);
        let o = new_instance(t, lib::FIELD)?;
        // HotSpot's fieldDescriptor::is_trusted_final: a final field whose
        // value reflection may not change even with setAccessible.
        let trusted = f.access_flags & ACC_FINAL != 0 && (f.access_flags & ACC_STATIC != 0 || is_hidden(holder) || is_record(holder));
        put_ref(o, "clazz", holder.mirror_ref());
        put_int(o, "slot", slot as i32);
        put_ref(o, "name", t.handle(hn));
        put_ref(o, "type", ty.mirror_ref());
        put_bool(o, "trustedFinal", trusted);
        put_int(o, "modifiers", (f.access_flags & FIELD_MODIFIERS) as i32);
        put_ref(o, "signature", t.handle(hs));
        put_ref(o, "annotations", t.handle(ha));
        Ok(o)
    })
}

/// The class and slot behind a `Method` or `Constructor` (HotSpot's
/// `jvm_get_method_common`).
pub(super) fn reflected_method(t: &mut JThread, o: Ref) -> JResult<(&'static Class, usize)> {
    if o.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    let k = o.class();
    let holder = class_of_mirror(o.get_ref(k.field_offset("clazz")));
    let slot = o.get::<i32>(k.field_offset("slot"));
    match usize::try_from(slot).ok().filter(|&s| s < holder.methods().len()) {
        Some(s) => Ok((holder, s)),
        None => Err(throw_new(t, "java/lang/InternalError", Some("invoke"))),
    }
}

// ---------------------------------------------------------------------------
// Declared members
// ---------------------------------------------------------------------------

/// HotSpot's `select_method`: constructors are the instance `<init>`s;
/// methods are all others but class initialisers.
fn selected(m: &Method, constructors: bool) -> bool {
    let init = &*m.name == "<init>";
    if constructors {
        init && !m.is_static()
    } else {
        !init && &*m.name != "<clinit>"
    }
}

/// `getDeclaredMethods0`/`getDeclaredConstructors0`.
fn declared_methods(t: &mut JThread, of: jobject, public_only: bool, constructors: bool) -> JResult<Ref> {
    let c = class_arg(t, of)?;
    let elem = library_class(t, if constructors { lib::CONSTRUCTOR } else { lib::METHOD })?;
    if !is_instance_class(c) {
        return object_array(t, elem, 0);
    }
    crate::verify::runtime::link_class(t, c)?;
    let slots: Vec<usize> = order::method_order(c)
        .into_iter()
        .filter(|&i| {
            let m = c.methods()[i];
            selected(m, constructors) && (!public_only || m.is_public())
        })
        .collect();
    scoped(t, |t| {
        let a = object_array(t, elem, slots.len())?;
        let h = t.push_handle(a);
        for (i, &s) in slots.iter().enumerate() {
            let o = if constructors { new_constructor(t, c, s)? } else { new_method(t, c, s)? };
            t.handle(h).set_ref_elem(i, o);
        }
        Ok(t.handle(h))
    })
}

/// `jobjectArray JVM_GetClassDeclaredMethods(JNIEnv *env, jclass ofClass,
/// jboolean publicOnly)`.
unsafe extern "C" fn JVM_GetClassDeclaredMethods(env: *mut JNIEnv, of: jobject, public_only: jboolean) -> jobject {
    with_thread(env, |t| {
        let r = declared_methods(t, of, public_only != 0, false);
        local(t, r)
    })
}

/// `jobjectArray JVM_GetClassDeclaredConstructors(JNIEnv *env, jclass
/// ofClass, jboolean publicOnly)`.
unsafe extern "C" fn JVM_GetClassDeclaredConstructors(env: *mut JNIEnv, of: jobject, public_only: jboolean) -> jobject {
    with_thread(env, |t| {
        let r = declared_methods(t, of, public_only != 0, true);
        local(t, r)
    })
}

/// `jobjectArray JVM_GetClassDeclaredFields(JNIEnv *env, jclass ofClass,
/// jboolean publicOnly)`: the declared fields in class-file order (the
/// VM's injected fields are not declared).
unsafe extern "C" fn JVM_GetClassDeclaredFields(env: *mut JNIEnv, of: jobject, public_only: jboolean) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, of)?;
            let elem = library_class(t, lib::FIELD)?;
            if !is_instance_class(c) {
                return object_array(t, elem, 0);
            }
            crate::verify::runtime::link_class(t, c)?;
            let slots: Vec<usize> = (0..c.fields.len()).filter(|&i| public_only == 0 || c.fields[i].access_flags & crate::classfile::ACC_PUBLIC != 0).collect();
            scoped(t, |t| {
                let a = object_array(t, elem, slots.len())?;
                let h = t.push_handle(a);
                for (i, &s) in slots.iter().enumerate() {
                    let o = new_field(t, c, s)?;
                    t.handle(h).set_ref_elem(i, o);
                }
                Ok(t.handle(h))
            })
        })();
        local(t, r)
    })
}

// ---------------------------------------------------------------------------
// Annotations and parameters
// ---------------------------------------------------------------------------

/// `jbyteArray JVM_GetClassAnnotations(JNIEnv *env, jclass cls)`: the
/// class's RuntimeVisibleAnnotations, or NULL.
unsafe extern "C" fn JVM_GetClassAnnotations(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let r = class_arg(t, cls).and_then(|c| {
            let bytes = c.classfile.as_ref().and_then(|cf| cf.reflection().annotations.as_deref());
            byte_array(t, bytes)
        });
        local(t, r)
    })
}

/// `jbyteArray JVM_GetClassTypeAnnotations(JNIEnv *env, jclass cls)`.
unsafe extern "C" fn JVM_GetClassTypeAnnotations(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let r = class_arg(t, cls).and_then(|c| {
            let bytes = c.classfile.as_ref().and_then(|cf| cf.reflection().type_annotations.as_deref());
            byte_array(t, bytes)
        });
        local(t, r)
    })
}

/// `jbyteArray JVM_GetMethodTypeAnnotations(JNIEnv *env, jobject method)`
/// (a `Method` or `Constructor`).
unsafe extern "C" fn JVM_GetMethodTypeAnnotations(env: *mut JNIEnv, method: jobject) -> jobject {
    with_thread(env, |t| {
        let r = reflected_method(t, resolve(method)).and_then(|(c, s)| byte_array(t, method_reflection(c, s).type_annotations.as_deref()));
        local(t, r)
    })
}

/// `jbyteArray JVM_GetFieldTypeAnnotations(JNIEnv *env, jobject field)`.
unsafe extern "C" fn JVM_GetFieldTypeAnnotations(env: *mut JNIEnv, field: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let f = resolve(field);
            let (c, s) = crate::prims::unsafe_natives::reflected_field(t, f)?;
            byte_array(t, field_reflection(c, s).type_annotations.as_deref())
        })();
        local(t, r)
    })
}

/// `jobjectArray JVM_GetMethodParameters(JNIEnv *env, jobject method)`:
/// `Parameter`s from the MethodParameters attribute, NULL without one
/// (the JDK then makes up `arg0`, `arg1`, ...). A name index that is no
/// Utf8 entry is an IllegalArgumentException, as in HotSpot (the JDK turns
/// it into a MalformedParametersException).
unsafe extern "C" fn JVM_GetMethodParameters(env: *mut JNIEnv, method: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let (c, slot) = reflected_method(t, resolve(method))?;
            let Some(params) = method_reflection(c, slot).parameters.as_ref() else { return Ok(Ref::NULL) };
            let cp = &c.classfile.as_ref().expect("a class with methods has a class file").constant_pool;
            for &(idx, _) in params {
                if idx as usize >= cp.len() {
                    return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("Constant pool index out of bounds")));
                }
                if idx != 0 && !matches!(cp.get(idx), Ok(crate::classfile::Constant::Utf8(_))) {
                    return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("Wrong type at constant pool index")));
                }
            }
            let elem = library_class(t, lib::PARAMETER)?;
            scoped(t, |t| {
                let a = object_array(t, elem, params.len())?;
                let h = t.push_handle(a);
                for (i, &(idx, flags)) in params.iter().enumerate() {
                    let name = if idx == 0 {
                        Ref::NULL
                    } else {
                        let units = cp.utf16(idx).unwrap_or_default();
                        crate::runtime::strings::new_string_utf16(t, &units)?
                    };
                    let hn = t.push_handle(name);
                    let p = new_instance(t, lib::PARAMETER)?;
                    put_ref(p, "name", t.handle(hn));
                    put_int(p, "modifiers", flags as i32);
                    put_ref(p, "executable", resolve(method));
                    put_int(p, "index", i as i32);
                    t.handle(h).set_ref_elem(i, p);
                    t.pop_handles(hn);
                }
                Ok(t.handle(h))
            })
        })();
        local(t, r)
    })
}

/// `jobject JVM_LatestUserDefinedLoader(JNIEnv *env)`
/// (`jdk.internal.misc.VM.latestUserDefinedLoader0`, which
/// `ObjectInputStream` resolves classes with): the loader of the innermost
/// frame's class that is neither the boot nor the platform loader's,
/// skipping the reflection accessors; NULL if there is none.
unsafe extern "C" fn JVM_LatestUserDefinedLoader(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let accessors: Vec<&'static Class> =
            ["jdk/internal/reflect/MethodAccessorImpl", "jdk/internal/reflect/ConstructorAccessorImpl"].iter().filter_map(|n| crate::runtime::loader::find_loaded(n)).collect();
        let mut found = Ref::NULL;
        for f in t.frames.iter().rev() {
            let c = f.method.class;
            let loader = c.loader.object();
            if loader.is_null() || &*loader.class().name == "jdk/internal/loader/ClassLoaders$PlatformClassLoader" {
                continue;
            }
            if accessors.iter().any(|a| c.is_subclass_of(a)) {
                continue;
            }
            found = loader;
            break;
        }
        local(t, Ok(found))
    })
}

/// Frames security stack walks skip (HotSpot's
/// `Method::is_ignored_by_security_stack_walk`): `Method.invoke` and the
/// method accessors behind it.
fn ignored_by_security_walk(m: &crate::runtime::class::Method, method_accessor: Option<&'static Class>) -> bool {
    (&*m.class.name == "java/lang/reflect/Method" && &*m.name == "invoke") || method_accessor.is_some_and(|a| m.class.is_subclass_of(a))
}

/// `jobjectArray JVM_GetClassContext(JNIEnv *env)`
/// (`SecurityManager.getClassContext`): the classes of the Java frames on
/// the stack, innermost first, without native and reflection frames.
unsafe extern "C" fn JVM_GetClassContext(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let caller_ok = t.frames.last().is_some_and(|f| {
                &*f.method.class.name == "java/lang/SecurityManager" && &*f.method.name == "getClassContext" && &*f.method.descriptor == "()[Ljava/lang/Class;"
            });
            if !caller_ok {
                return Err(throw_new(t, "java/lang/InternalError", Some("JVM_GetClassContext must only be called from SecurityManager.getClassContext")));
            }
            let accessor = crate::runtime::loader::find_loaded("jdk/internal/reflect/MethodAccessorImpl");
            let classes: Vec<&'static Class> =
                t.frames.iter().rev().filter(|f| !f.method.is_native() && !ignored_by_security_walk(f.method, accessor)).map(|f| f.method.class).collect();
            class_array(t, &classes)
        })();
        local(t, r)
    })
}
