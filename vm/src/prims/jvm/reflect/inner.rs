//! What a class says about its place among other classes: nested classes
//! (InnerClasses, EnclosingMethod), nests (NestHost, NestMembers), sealed
//! classes (PermittedSubclasses) and records (Record), for
//! `Class.getDeclaringClass`, `getEnclosingMethod`, `getSimpleName`,
//! `getDeclaredClasses`, `getNestHost`, `getNestMembers`,
//! `getPermittedSubclasses` and `getRecordComponents` (HotSpot's `jvm.cpp`
//! and `InstanceKlass::compute_enclosing_class`, `nest_host`).
//!
//! Classes named by these attributes are resolved through the loader of
//! the class whose attribute names them, as constant-pool entries are;
//! the two sides of an inner-class relation must agree (each lists the
//! other) or the query throws IncompatibleClassChangeError.
#![allow(non_snake_case)]

use rjvm_profiler_api::ffi::{jboolean, jobject, JNIEnv};

use super::{class_arg, is_instance_class, local, scoped, Table};
use crate::classfile::InnerClassInfo;
use crate::heap::Ref;
use crate::jni::with_thread;
use crate::runtime::class::Class;
use crate::runtime::exceptions::throw_new;
use crate::runtime::loader::load_class_in;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut Table) {
    super::reg!(
        m,
        JVM_GetEnclosingMethodInfo,
        JVM_GetDeclaringClass,
        JVM_GetSimpleBinaryName,
        JVM_GetDeclaredClasses,
        JVM_GetNestHost,
        JVM_GetNestMembers,
        JVM_AreNestMates,
        JVM_GetPermittedSubclasses,
        JVM_GetRecordComponents,
    );
}

fn inner_classes(c: &Class) -> &[InnerClassInfo] {
    c.classfile.as_ref().map(|cf| cf.inner_classes.as_slice()).unwrap_or(&[])
}

/// HotSpot's `find_inner_classes_attr`: the InnerClasses entry that
/// describes `c` itself. It names the class as its `this_class` does, so a
/// hidden class (whose `this_class` HotSpot patches to the hidden name)
/// finds its entry under its class file's name; the outer class cannot
/// list the hidden name, so the two then disagree.
pub(crate) fn own_entry(c: &Class) -> Option<&InnerClassInfo> {
    let own = c.classfile.as_ref().map_or(&*c.name, |cf| &*cf.name);
    inner_classes(c).iter().find(|e| e.inner_class.as_deref() == Some(own))
}

fn disagree(t: &mut JThread, outer: &Class, inner: &Class) -> crate::runtime::thread::Throw {
    let msg = format!("{} and {} disagree on InnerClasses attribute", outer.java_name(), inner.java_name());
    throw_new(t, "java/lang/IncompatibleClassChangeError", Some(&msg))
}

/// HotSpot's `Reflection::check_for_inner_class`: `outer` lists `inner` as
/// a member class (`member`) or as a local or anonymous class (no outer).
fn check_for_inner_class(t: &mut JThread, outer: &'static Class, inner: &'static Class, member: bool) -> JResult<()> {
    for e in inner_classes(outer) {
        let Some(iname) = e.inner_class.as_deref() else { continue };
        if iname != &*inner.name {
            continue;
        }
        let listed = match (member, e.outer_class.as_deref()) {
            (true, Some(oname)) => oname == &*outer.name,
            (false, None) => true,
            _ => false,
        };
        if !listed || (member && !std::ptr::eq(load_class_in(t, outer.loader, &outer.name)?, outer)) {
            continue;
        }
        if std::ptr::eq(load_class_in(t, outer.loader, iname)?, inner) {
            return Ok(());
        }
    }
    Err(disagree(t, outer, inner))
}

/// HotSpot's `compute_enclosing_class`: the class `c` is nested in, and
/// whether it is a member of it (rather than a local or anonymous class).
fn enclosing_class(t: &mut JThread, c: &'static Class) -> JResult<Option<(&'static Class, bool)>> {
    let Some(e) = own_entry(c) else { return Ok(None) };
    let found = match e.outer_class.clone() {
        Some(oname) => {
            let o = crate::runtime::resolve::load_referenced(t, c, &oname)?;
            if !is_instance_class(o) {
                return Err(disagree(t, o, c));
            }
            Some((o, true))
        }
        None => match c.classfile.as_ref().and_then(|cf| cf.enclosing_method.clone()) {
            Some((cname, _)) => Some((load_class_in(t, c.loader, &cname)?, false)),
            None => None,
        },
    };
    if let Some((o, member)) = found {
        check_for_inner_class(t, o, c, member)?;
    }
    Ok(found)
}

/// The class a member class is declared in (`Class.getDeclaringClass`);
/// None for top-level, local and anonymous classes, arrays and primitive
/// types. Shared with the embedded library's `Class.getDeclaringClass0`.
pub(crate) fn declaring_class(t: &mut JThread, c: &'static Class) -> JResult<Option<&'static Class>> {
    if !is_instance_class(c) {
        return Ok(None);
    }
    Ok(enclosing_class(t, c)?.filter(|&(_, member)| member).map(|(o, _)| o))
}

/// The class named by the EnclosingMethod attribute (local and anonymous
/// classes only), for the embedded library's `Class.getEnclosingMethodClass0`.
pub(crate) fn enclosing_method_class(t: &mut JThread, c: &'static Class) -> JResult<Option<&'static Class>> {
    match c.classfile.as_ref().and_then(|cf| cf.enclosing_method.clone()) {
        Some((cname, _)) if is_instance_class(c) => Ok(Some(load_class_in(t, c.loader, &cname)?)),
        _ => Ok(None),
    }
}

/// `jobjectArray JVM_GetEnclosingMethodInfo(JNIEnv* env, jclass ofClass)`:
/// `{enclosing class, method name, method descriptor}` from the
/// EnclosingMethod attribute (name and descriptor null outside a method),
/// or NULL.
unsafe extern "C" fn JVM_GetEnclosingMethodInfo(env: *mut JNIEnv, of: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, of)?;
            let Some((cname, method)) = c.classfile.as_ref().and_then(|cf| cf.enclosing_method.clone()) else { return Ok(Ref::NULL) };
            let enc = load_class_in(t, c.loader, &cname)?;
            scoped(t, |t| {
                let a = super::object_array(t, vm().wk().object, 3)?;
                a.set_ref_elem(0, enc.mirror_ref());
                let h = t.push_handle(a);
                if let Some((name, desc)) = method {
                    let n = crate::runtime::strings::new_string(t, &name)?;
                    t.handle(h).set_ref_elem(1, n);
                    let d = crate::runtime::strings::new_string(t, &desc)?;
                    t.handle(h).set_ref_elem(2, d);
                }
                Ok(t.handle(h))
            })
        })();
        local(t, r)
    })
}

/// `jclass JVM_GetDeclaringClass(JNIEnv *env, jclass ofClass)`: the class
/// a member class is declared in; NULL for top-level, local and anonymous
/// classes.
unsafe extern "C" fn JVM_GetDeclaringClass(env: *mut JNIEnv, of: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, of)?;
            Ok(declaring_class(t, c)?.map_or(Ref::NULL, |o| o.mirror_ref()))
        })();
        local(t, r)
    })
}

/// `jstring JVM_GetSimpleBinaryName(JNIEnv *env, jclass ofClass)`: the
/// InnerClasses entry's simple name (NULL for an anonymous class and a
/// class that is not nested).
unsafe extern "C" fn JVM_GetSimpleBinaryName(env: *mut JNIEnv, of: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, of)?;
            if !is_instance_class(c) {
                return Ok(Ref::NULL);
            }
            match own_entry(c).and_then(|e| e.inner_name.clone()) {
                Some(n) => crate::runtime::strings::new_string(t, &n),
                None => Ok(Ref::NULL),
            }
        })();
        local(t, r)
    })
}

/// `jobjectArray JVM_GetDeclaredClasses(JNIEnv *env, jclass ofClass)`: the
/// member classes the InnerClasses attribute lists with this class as
/// their outer class, in attribute order.
unsafe extern "C" fn JVM_GetDeclaredClasses(env: *mut JNIEnv, of: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, of)?;
            let mut members = Vec::new();
            if is_instance_class(c) {
                for e in inner_classes(c) {
                    let (Some(iname), Some(oname)) = (e.inner_class.clone(), e.outer_class.as_deref()) else { continue };
                    if oname != &*c.name {
                        continue;
                    }
                    let o = load_class_in(t, c.loader, oname)?;
                    if !std::ptr::eq(o, c) {
                        continue;
                    }
                    let inner = load_class_in(t, c.loader, &iname)?;
                    check_for_inner_class(t, c, inner, true)?;
                    members.push(inner);
                }
            }
            super::class_array(t, &members)
        })();
        local(t, r)
    })
}

/// The pending exception is a VirtualMachineError (which nest and
/// permitted-subclass resolution propagate; other errors only mean the
/// entry is not valid).
fn pending_is_vm_error(t: &JThread) -> bool {
    let vme = crate::runtime::loader::find_loaded("java/lang/VirtualMachineError");
    !t.pending.is_null() && vme.is_some_and(|v| t.pending.class().is_subclass_of(v))
}

/// HotSpot's `InstanceKlass::nest_host`: the NestHost attribute's class if
/// it resolves, is in the same run-time package and lists `c` among its
/// NestMembers; otherwise `c` itself.
pub(super) fn nest_host(t: &mut JThread, c: &'static Class) -> JResult<&'static Class> {
    // A hidden class defined as a nestmate joins its lookup class's nest.
    if let Some(h) = c.dynamic_nest_host {
        return nest_host(t, h);
    }
    let Some(hname) = c.classfile.as_ref().and_then(|cf| cf.nest_host.clone()) else { return Ok(c) };
    let h = match load_class_in(t, c.loader, &hname) {
        Ok(h) => h,
        Err(th) => {
            if pending_is_vm_error(t) {
                return Err(th);
            }
            t.pending = Ref::NULL;
            return Ok(c);
        }
    };
    let listed = h.classfile.as_ref().is_some_and(|cf| cf.nest_members.iter().any(|m| **m == *c.name));
    if crate::runtime::resolve::same_package(c, h) && is_instance_class(h) && listed {
        Ok(h)
    } else {
        Ok(c)
    }
}

/// `jclass JVM_GetNestHost(JNIEnv *env, jclass current)`.
unsafe extern "C" fn JVM_GetNestHost(env: *mut JNIEnv, current: jobject) -> jobject {
    with_thread(env, |t| {
        let r = class_arg(t, current).and_then(|c| nest_host(t, c)).map(|h| h.mirror_ref());
        local(t, r)
    })
}

/// `jobjectArray JVM_GetNestMembers(JNIEnv *env, jclass current)`: the
/// host first, then the members it lists that resolve and agree on the
/// host.
unsafe extern "C" fn JVM_GetNestMembers(env: *mut JNIEnv, current: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, current)?;
            let host = nest_host(t, c)?;
            let mut v = vec![host];
            let names = host.classfile.as_ref().map(|cf| cf.nest_members.clone()).unwrap_or_default();
            for n in names {
                let k = match load_class_in(t, host.loader, &n) {
                    Ok(k) => k,
                    Err(th) => {
                        if pending_is_vm_error(t) {
                            return Err(th);
                        }
                        t.pending = Ref::NULL;
                        continue;
                    }
                };
                if is_instance_class(k) && std::ptr::eq(nest_host(t, k)?, host) {
                    v.push(k);
                }
            }
            super::class_array(t, &v)
        })();
        local(t, r)
    })
}

/// `jboolean JVM_AreNestMates(JNIEnv *env, jclass current, jclass member)`.
unsafe extern "C" fn JVM_AreNestMates(env: *mut JNIEnv, current: jobject, member: jobject) -> jboolean {
    with_thread(env, |t| {
        let r = (|| -> JResult<bool> {
            let c = class_arg(t, current)?;
            let m = class_arg(t, member)?;
            let hc = nest_host(t, c)?;
            let hm = nest_host(t, m)?;
            Ok(std::ptr::eq(hc, hm))
        })();
        r.unwrap_or(false) as jboolean
    })
}

/// `jobjectArray JVM_GetPermittedSubclasses(JNIEnv *env, jclass current)`:
/// the classes of a sealed class's PermittedSubclasses attribute that
/// resolve (the JDK then keeps its direct subclasses), NULL for a class
/// that is not sealed.
unsafe extern "C" fn JVM_GetPermittedSubclasses(env: *mut JNIEnv, current: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, current)?;
            let names = match c.classfile.as_ref().and_then(|cf| cf.reflection().permitted_subclasses.clone()) {
                Some(n) if !n.is_empty() => n,
                _ => return Ok(Ref::NULL),
            };
            let mut v = Vec::with_capacity(names.len());
            for n in names {
                match load_class_in(t, c.loader, &n) {
                    Ok(k) if is_instance_class(k) => v.push(k),
                    Ok(_) => {}
                    Err(th) => {
                        if pending_is_vm_error(t) {
                            return Err(th);
                        }
                        t.pending = Ref::NULL;
                    }
                }
            }
            super::class_array(t, &v)
        })();
        local(t, r)
    })
}

/// `jobjectArray JVM_GetRecordComponents(JNIEnv *env, jclass ofClass)`:
/// `RecordComponent`s from the Record attribute (NULL without one), each
/// with its accessor (the class's own instance method `name()` returning
/// the component's type), interned name and signature, and annotations.
unsafe extern "C" fn JVM_GetRecordComponents(env: *mut JNIEnv, of: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = class_arg(t, of)?;
            let Some(components) = c.classfile.as_ref().and_then(|cf| cf.reflection().record.as_ref()) else { return Ok(Ref::NULL) };
            let elem = super::library_class(t, super::lib::RECORD_COMPONENT)?;
            scoped(t, |t| {
                let a = super::object_array(t, elem, components.len())?;
                let h = t.push_handle(a);
                for (i, rc) in components.iter().enumerate() {
                    let name = super::interned(t, &rc.name)?;
                    let hn = t.push_handle(name);
                    let ty = super::descriptor_class(t, c, &rc.descriptor)?;
                    let desc = format!("(){}", rc.descriptor);
                    let slot = c.methods().iter().position(|m| !m.is_static() && *m.name == *rc.name && *m.descriptor == *desc);
                    let accessor = match slot {
                        Some(s) => super::new_method(t, c, s)?,
                        None => Ref::NULL,
                    };
                    let ha = t.push_handle(accessor);
                    let sig = match rc.reflection.signature.as_deref() {
                        Some(s) => super::interned(t, s)?,
                        None => Ref::NULL,
                    };
                    let hs = t.push_handle(sig);
                    let an = super::byte_array(t, rc.reflection.annotations.as_deref())?;
                    let han = t.push_handle(an);
                    let ta = super::byte_array(t, rc.reflection.type_annotations.as_deref())?;
                    let hta = t.push_handle(ta);
                    let o = super::new_instance(t, super::lib::RECORD_COMPONENT)?;
                    super::put_ref(o, "clazz", c.mirror_ref());
                    super::put_ref(o, "name", t.handle(hn));
                    super::put_ref(o, "type", ty.mirror_ref());
                    super::put_ref(o, "accessor", t.handle(ha));
                    super::put_ref(o, "signature", t.handle(hs));
                    super::put_ref(o, "annotations", t.handle(han));
                    super::put_ref(o, "typeAnnotations", t.handle(hta));
                    t.handle(h).set_ref_elem(i, o);
                    t.pop_handles(hn);
                }
                Ok(t.handle(h))
            })
        })();
        local(t, r)
    })
}
