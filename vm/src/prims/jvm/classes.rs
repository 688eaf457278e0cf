//! `JVM_*` functions for `Class`, class loaders, modules, stack traces and
//! reflection (HotSpot's `jvm.cpp`, second half).
#![allow(non_snake_case)]

use std::ffi::{c_char, CStr};

use rjvm_profiler_api::ffi::{jboolean, jbyte, jint, jobject, jsize, JNIEnv};

use super::{local, reg, Table};
use crate::heap::Ref;
use crate::interp::link::{class_of_mirror, mirror};
use crate::jni::{resolve, with_thread};
use crate::runtime::class::Class;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut Table) {
    reg!(
        m,
        JVM_DesiredAssertionStatus,
        JVM_AssertionStatusDirectives,
        JVM_InitClassName,
        JVM_GetClassModifiers,
        JVM_GetClassAccessFlags,
        JVM_IsInterface,
        JVM_IsArrayClass,
        JVM_IsPrimitiveClass,
        JVM_IsHiddenClass,
        JVM_IsRecord,
        JVM_FindPrimitiveClass,
        JVM_FindClassFromBootLoader,
        JVM_FindClassFromCaller,
        JVM_FindLoadedClass,
        JVM_DefineClassWithSource,
        JVM_GetClassInterfaces,
        JVM_GetClassSignature,
        JVM_GetProtectionDomain,
        JVM_GetClassSigners,
        JVM_SetClassSigners,
        JVM_GetCallerClass,
        JVM_FillInStackTrace,
        JVM_InitStackTraceElementArray,
        JVM_DefineModule,
        JVM_SetBootLoaderUnnamedModule,
        JVM_AddModuleExports,
        JVM_AddModuleExportsToAll,
        JVM_AddModuleExportsToAllUnnamed,
        JVM_AddReadsModule,
        JVM_GetSystemPackage,
        JVM_GetSystemPackages,
        JVM_IsSameClassPackage,
        JVM_GetExtendedNPEMessage,
        JVM_GetStackAccessControlContext,
        JVM_GetInheritedAccessControlContext,
    );
}


/// The class a `jclass` names (None for NULL).
fn class(j: jobject) -> Option<&'static Class> {
    let r = resolve(j);
    (!r.is_null()).then(|| class_of_mirror(r))
}

/// A NUL-terminated UTF-8 argument.
fn text(p: *const c_char) -> Option<String> {
    // SAFETY: the JDK passes NUL-terminated strings (or NULL).
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned())
}

/// `jboolean JVM_DesiredAssertionStatus(JNIEnv *env, jclass unused, jclass
/// cls)`: what the command line's directives say for `cls`.
unsafe extern "C" fn JVM_DesiredAssertionStatus(env: *mut JNIEnv, _u: jobject, cls: jobject) -> jboolean {
    with_thread(env, |_| class(cls).is_some_and(crate::runtime::assertions::desired) as jboolean)
}

/// `jobject JVM_AssertionStatusDirectives(JNIEnv *env, jclass unused)`: the
/// command line's directives, for a class loader's own assertion maps.
unsafe extern "C" fn JVM_AssertionStatusDirectives(env: *mut JNIEnv, _u: jobject) -> jobject {
    with_thread(env, |t| {
        let r = crate::runtime::assertions::directives_object(t);
        local(t, r)
    })
}

/// `jstring JVM_InitClassName(JNIEnv *env, jclass cls)`: the binary name,
/// interned, cached in `Class.name`.
unsafe extern "C" fn JVM_InitClassName(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let Some(c) = class(cls) else { return std::ptr::null_mut() };
        let r = (|| -> JResult<Ref> {
            let s = crate::runtime::strings::new_string(t, &c.java_name())?;
            let s = crate::runtime::strings::intern(t, s)?;
            let m = resolve(cls);
            if let Some(f) = m.class().find_field_by_name("name") {
                m.put_ref(f.offset as usize, s);
            }
            Ok(s)
        })();
        local(t, r)
    })
}

/// `jint JVM_GetClassModifiers(JNIEnv *env, jclass cls)`: the access flags
/// as `Class.getModifiers` sees them (`natives::modifier_flags`).
unsafe extern "C" fn JVM_GetClassModifiers(env: *mut JNIEnv, cls: jobject) -> jint {
    with_thread(env, |_| class(cls).map(|c| crate::natives::modifier_flags(c) as jint).unwrap_or(0))
}

/// `jint JVM_GetClassAccessFlags(JNIEnv *env, jclass cls)`.
unsafe extern "C" fn JVM_GetClassAccessFlags(env: *mut JNIEnv, cls: jobject) -> jint {
    with_thread(env, |_| class(cls).map(|c| c.access_flags as jint & 0x7631).unwrap_or(0))
}

unsafe extern "C" fn JVM_IsInterface(env: *mut JNIEnv, cls: jobject) -> jboolean {
    with_thread(env, |_| class(cls).is_some_and(|c| c.is_interface()) as jboolean)
}

unsafe extern "C" fn JVM_IsArrayClass(env: *mut JNIEnv, cls: jobject) -> jboolean {
    with_thread(env, |_| class(cls).is_some_and(|c| c.is_array()) as jboolean)
}

unsafe extern "C" fn JVM_IsPrimitiveClass(env: *mut JNIEnv, cls: jobject) -> jboolean {
    with_thread(env, |_| class(cls).is_some_and(|c| c.is_primitive()) as jboolean)
}

/// `jboolean JVM_IsHiddenClass(JNIEnv *env, jclass cls)`.
unsafe extern "C" fn JVM_IsHiddenClass(env: *mut JNIEnv, cls: jobject) -> jboolean {
    with_thread(env, |_| class(cls).is_some_and(|c| c.hidden) as jboolean)
}

/// `jboolean JVM_IsRecord(JNIEnv *env, jclass cls)`: a final direct
/// subclass of `java.lang.Record` with a Record attribute.
unsafe extern "C" fn JVM_IsRecord(env: *mut JNIEnv, cls: jobject) -> jboolean {
    with_thread(env, |_| class(cls).is_some_and(super::reflect::is_record) as jboolean)
}

/// `jclass JVM_FindPrimitiveClass(JNIEnv *env, const char *utf)`.
unsafe extern "C" fn JVM_FindPrimitiveClass(env: *mut JNIEnv, utf: *const c_char) -> jobject {
    let name = text(utf).unwrap_or_default();
    with_thread(env, |t| {
        let bt = match name.as_str() {
            "boolean" => 'Z',
            "byte" => 'B',
            "char" => 'C',
            "short" => 'S',
            "int" => 'I',
            "long" => 'J',
            "float" => 'F',
            "double" => 'D',
            "void" => 'V',
            _ => return std::ptr::null_mut(),
        };
        let Some(bt) = crate::runtime::class::BasicType::from_descriptor_char(bt as u8) else { return std::ptr::null_mut() };
        let c = crate::runtime::loader::primitive_class(bt);
        let r = mirror(t, c);
        local(t, r)
    })
}

/// `jclass JVM_FindClassFromBootLoader(JNIEnv *env, const char *name)`:
/// a class of the boot loader, or NULL (no exception).
unsafe extern "C" fn JVM_FindClassFromBootLoader(env: *mut JNIEnv, name: *const c_char) -> jobject {
    let name = text(name).unwrap_or_default();
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = crate::runtime::loader::load_class_in(t, crate::runtime::loaders::boot(), &name)?;
            mirror(t, c)
        })();
        if r.is_err() {
            t.pending = Ref::NULL;
        }
        local(t, r)
    })
}

/// `jclass JVM_FindClassFromCaller(JNIEnv *env, const char *name, jboolean
/// init, jobject loader, jclass caller)`: `Class.forName`.
unsafe extern "C" fn JVM_FindClassFromCaller(env: *mut JNIEnv, name: *const c_char, init: jboolean, loader: jobject, _caller: jobject) -> jobject {
    let name = text(name).unwrap_or_default();
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let ld = crate::runtime::loaders::of_object(t, resolve(loader))?;
            let c = crate::runtime::loader::find_class_for_name(t, ld, &name.replace('/', "."))?;
            if init != 0 {
                crate::runtime::init::ensure_initialized(t, c)?;
            }
            mirror(t, c)
        })();
        local(t, r)
    })
}

/// `jclass JVM_FindLoadedClass(JNIEnv *env, jobject loader, jstring name)`.
unsafe extern "C" fn JVM_FindLoadedClass(env: *mut JNIEnv, loader: jobject, name: jobject) -> jobject {
    with_thread(env, |t| {
        let n = resolve(name);
        if n.is_null() {
            return std::ptr::null_mut();
        }
        let n = crate::runtime::strings::rust_string(n);
        let r = (|| -> JResult<Ref> {
            match crate::runtime::loaders::find_loaded_by(t, resolve(loader), &n)? {
                Some(c) => mirror(t, c),
                None => Ok(Ref::NULL),
            }
        })();
        local(t, r)
    })
}

/// `jclass JVM_DefineClassWithSource(JNIEnv *env, const char *name, jobject
/// loader, const jbyte *buf, jsize len, jobject pd, const char *source)`.
unsafe extern "C" fn JVM_DefineClassWithSource(
    env: *mut JNIEnv,
    name: *const c_char,
    loader: jobject,
    buf: *const jbyte,
    len: jsize,
    pd: jobject,
    source: *const c_char,
) -> jobject {
    let name = text(name);
    let source = text(source);
    // SAFETY: the JDK passes `len` bytes at `buf`.
    let bytes: &[u8] = if buf.is_null() || len <= 0 { &[] } else { unsafe { std::slice::from_raw_parts(buf.cast::<u8>(), len as usize) } };
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = crate::runtime::loaders::define_from_java(t, resolve(loader), name.as_deref(), bytes, source.as_deref())?;
            let m = mirror(t, c)?;
            let pd = resolve(pd);
            if !pd.is_null() {
                if let Some(f) = m.class().find_field_by_name("protection_domain") {
                    m.put_ref(f.offset as usize, pd);
                }
            }
            Ok(m)
        })();
        local(t, r)
    })
}

/// `jobjectArray JVM_GetClassInterfaces(JNIEnv *env, jclass cls)`.
unsafe extern "C" fn JVM_GetClassInterfaces(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let m = resolve(cls);
        let r = crate::natives::embedded("java/lang/Class.getInterfaces()[Ljava/lang/Class;").expect("getInterfaces")(t, &[m.to_slot()]).map(Ref::from_slot);
        local(t, r)
    })
}

/// `jstring JVM_GetClassSignature(JNIEnv *env, jclass cls)`: the Signature
/// attribute, or NULL.
unsafe extern "C" fn JVM_GetClassSignature(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let sig = class(cls).and_then(|c| c.classfile.as_ref()).and_then(|cf| cf.signature.clone());
        let r = match sig {
            Some(s) => crate::runtime::strings::new_string(t, &s),
            None => Ok(Ref::NULL),
        };
        local(t, r)
    })
}

fn mirror_field(cls: jobject, name: &str) -> Option<(Ref, usize)> {
    let m = resolve(cls);
    if m.is_null() {
        return None;
    }
    m.class().find_field_by_name(name).map(|f| (m, f.offset as usize))
}

/// `jobject JVM_GetProtectionDomain(JNIEnv *env, jclass cls)`.
unsafe extern "C" fn JVM_GetProtectionDomain(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let r = mirror_field(cls, "protection_domain").map(|(m, o)| m.get_ref(o)).unwrap_or(Ref::NULL);
        local(t, Ok(r))
    })
}

/// `jobjectArray JVM_GetClassSigners(JNIEnv *env, jclass cls)`.
unsafe extern "C" fn JVM_GetClassSigners(env: *mut JNIEnv, cls: jobject) -> jobject {
    with_thread(env, |t| {
        let r = mirror_field(cls, "signers").map(|(m, o)| m.get_ref(o)).unwrap_or(Ref::NULL);
        local(t, Ok(r))
    })
}

/// `void JVM_SetClassSigners(JNIEnv *env, jclass cls, jobjectArray signers)`.
unsafe extern "C" fn JVM_SetClassSigners(env: *mut JNIEnv, cls: jobject, signers: jobject) {
    with_thread(env, |_| {
        if let Some((m, o)) = mirror_field(cls, "signers") {
            m.put_ref(o, resolve(signers));
        }
    })
}

/// Frames `Reflection.getCallerClass` and stack walks skip: reflective
/// invocation (`Method.invoke` and the accessors behind it).
fn ignored_by_caller_search(m: &crate::runtime::class::Method) -> bool {
    let c = &*m.class.name;
    (c == "java/lang/reflect/Method" && &*m.name == "invoke")
        || c.starts_with("jdk/internal/reflect/") && (c.ends_with("MethodAccessorImpl") || c.contains("GeneratedMethodAccessor") || c.contains("GeneratedConstructorAccessor"))
        || m.is_lambda_form_or_intrinsic()
}

/// `Reflection.getCallerClass()` in both libraries: the class of the frame
/// below the caller-sensitive method (frame 0 is the native's own frame).
pub(crate) fn caller_class(t: &JThread) -> Option<&'static Class> {
    t.frames.iter().rev().skip(2).find(|f| !ignored_by_caller_search(f.method)).map(|f| f.method.class)
}

/// `jclass JVM_GetCallerClass(JNIEnv *env)`: the class of the method that
/// called the `@CallerSensitive` method calling `getCallerClass` (frame 0
/// is `getCallerClass` itself, 1 the caller-sensitive method), skipping
/// reflective frames.
unsafe extern "C" fn JVM_GetCallerClass(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let r = match caller_class(t) {
            Some(c) => mirror(t, c),
            None => Ok(Ref::NULL),
        };
        local(t, r)
    })
}

/// `void JVM_FillInStackTrace(JNIEnv *env, jobject throwable)`: the
/// backtrace (rjvm's `long[]` of method ids and bcis) and its depth.
unsafe extern "C" fn JVM_FillInStackTrace(env: *mut JNIEnv, throwable: jobject) {
    with_thread(env, |t| {
        let ex = resolve(throwable);
        let f = crate::natives::embedded("java/lang/Throwable.fillInStackTrace0()V").expect("fillInStackTrace0");
        if f(t, &[ex.to_slot()]).is_err() {
            return;
        }
        let ex = resolve(throwable);
        let bt = ex.get_ref(vm().wk().throwable_backtrace);
        if let Some(d) = ex.class().find_field_by_name("depth") {
            ex.put::<i32>(d.offset as usize, if bt.is_null() { 0 } else { bt.array_length() });
        }
    })
}

/// `void JVM_InitStackTraceElementArray(JNIEnv *env, jobjectArray elements,
/// jobject throwable)` (JDK 17's signature): fill the JDK's
/// `StackTraceElement`s from the throwable's backtrace
/// (`declaringClassObject`, `declaringClass`, `methodName`, `fileName`,
/// `lineNumber`; the Java side computes the module and loader parts).
unsafe extern "C" fn JVM_InitStackTraceElementArray(env: *mut JNIEnv, elements: jobject, throwable: jobject) {
    with_thread(env, |t| {
        let _ = (|| -> JResult<()> {
            let ex = resolve(throwable);
            let bt = if ex.is_null() { Ref::NULL } else { ex.get_ref(vm().wk().throwable_backtrace) };
            let entries: Vec<u64> = if bt.is_null() { Vec::new() } else { bt.array_slice::<u64>().to_vec() };
            let els = resolve(elements);
            if els.is_null() || els.array_length() as usize > entries.len() {
                return Err(throw_new(t, "java/lang/IndexOutOfBoundsException", None));
            }
            let depth = els.array_length() as usize;
            for (i, e) in entries.iter().take(depth).enumerate() {
                let e = crate::runtime::exceptions::backtrace_entry(*e);
                let m = vm().method_by_id(e.method);
                init_element(t, elements, i, m, e.bci)?;
            }
            Ok(())
        })();
    })
}

/// Fill element `i` of the `StackTraceElement[]` `elements` (a JNI
/// reference: every allocation here may move it) for `m` at `bci`.
pub(super) fn init_element(t: &mut JThread, elements: jobject, i: usize, m: &'static crate::runtime::class::Method, bci: u32) -> JResult<()> {
    let line = if m.is_native() { -2 } else { m.line_number(bci) };
    let cm = mirror(t, m.class)?;
    let hm = t.push_handle(cm);
    let cname = crate::runtime::strings::new_string(t, &m.class.java_name())?;
    let hc = t.push_handle(cname);
    let mname = crate::runtime::strings::new_string(t, &m.name)?;
    let mname = crate::runtime::strings::intern(t, mname)?;
    let hn = t.push_handle(mname);
    let file = match &m.class.source_file {
        Some(f) => crate::runtime::strings::new_string(t, f)?,
        None => Ref::NULL,
    };
    let hf = t.push_handle(file);
    // The module's name and version, and the loader's name: StackTraceElement
    // decides which of them to print (not a built-in loader's, not a JDK
    // module's version).
    let (module, version) = crate::classlib::modules::name_and_version(m.class);
    let optional = |t: &mut JThread, s: Option<String>| -> JResult<usize> {
        let r = match s {
            Some(s) => crate::runtime::strings::new_string(t, &s)?,
            None => Ref::NULL,
        };
        Ok(t.push_handle(r))
    };
    let hmod = optional(t, module)?;
    let hver = optional(t, version)?;
    let loader = m.class.loader;
    let loader_name = if loader.is_boot() {
        Ref::NULL
    } else {
        let o = loader.object();
        o.class().find_field_by_name("name").map(|f| o.get_ref(f.offset as usize)).unwrap_or(Ref::NULL)
    };
    let el = Ref::from_slot(resolve(elements).elem::<u64>(i));
    let ste = el.class();
    let set = |name: &str, v: Ref| {
        if let Some(f) = ste.find_field_by_name(name) {
            el.put_ref(f.offset as usize, v);
        }
    };
    set("declaringClassObject", t.handle(hm));
    set("declaringClass", t.handle(hc));
    set("methodName", t.handle(hn));
    set("fileName", t.handle(hf));
    set("moduleName", t.handle(hmod));
    set("moduleVersion", t.handle(hver));
    set("classLoaderName", loader_name);
    if let Some(f) = ste.find_field_by_name("lineNumber") {
        el.put::<i32>(f.offset as usize, line);
    }
    t.pop_handles(hm);
    Ok(())
}

/// `void JVM_DefineModule(JNIEnv *env, jobject module, jboolean is_open,
/// jstring version, jstring location, jobjectArray packages)`: the module's
/// packages, for the `module` field of mirrors (`classlib::modules`).
/// rjvm checks no access between modules itself (readability and exports
/// are the JDK's Java-level `Module` state), so the edges are accepted.
unsafe extern "C" fn JVM_DefineModule(env: *mut JNIEnv, module: jobject, _open: jboolean, version: jobject, _l: jobject, packages: jobject) {
    with_thread(env, |t| {
        let v = resolve(version);
        let version = (!v.is_null()).then(|| crate::runtime::strings::rust_string(v));
        let p = resolve(packages);
        let names: Vec<String> = if p.is_null() {
            Vec::new()
        } else {
            (0..p.array_length() as usize).map(|i| crate::runtime::strings::rust_string(Ref::from_slot(p.elem::<u64>(i)))).collect()
        };
        let _ = crate::classlib::modules::define(t, resolve(module), version, &names);
    })
}

unsafe extern "C" fn JVM_SetBootLoaderUnnamedModule(env: *mut JNIEnv, module: jobject) {
    with_thread(env, |_| crate::classlib::modules::set_boot_unnamed(resolve(module)))
}
unsafe extern "C" fn JVM_AddModuleExports(_env: *mut JNIEnv, _from: jobject, _pkg: jobject, _to: jobject) {}
unsafe extern "C" fn JVM_AddModuleExportsToAll(_env: *mut JNIEnv, _from: jobject, _pkg: jobject) {}
unsafe extern "C" fn JVM_AddModuleExportsToAllUnnamed(_env: *mut JNIEnv, _from: jobject, _pkg: jobject) {}
unsafe extern "C" fn JVM_AddReadsModule(_env: *mut JNIEnv, _from: jobject, _source: jobject) {}

/// `jstring JVM_GetSystemPackage(JNIEnv *env, jstring name)`: where a
/// package of the boot loader comes from (`jrt:/<module>`), or NULL while
/// it has no loaded class ([`super::packages`]).
unsafe extern "C" fn JVM_GetSystemPackage(env: *mut JNIEnv, name: jobject) -> jobject {
    with_thread(env, |t| {
        let n = resolve(name);
        if n.is_null() {
            return std::ptr::null_mut();
        }
        let pkg = crate::runtime::strings::rust_string(n);
        let r = match super::packages::location(&pkg) {
            Some(loc) => crate::runtime::strings::new_string(t, &loc),
            None => Ok(Ref::NULL),
        };
        local(t, r)
    })
}

/// `jobjectArray JVM_GetSystemPackages(JNIEnv *env)`: the packages of the
/// classes the boot loader loaded from the image ([`super::packages`]).
unsafe extern "C" fn JVM_GetSystemPackages(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let pkgs = super::packages::loaded();
        let r = crate::natives::string_array(t, &pkgs);
        local(t, r)
    })
}

/// `jboolean JVM_IsSameClassPackage(JNIEnv *env, jclass class1, jclass class2)`.
unsafe extern "C" fn JVM_IsSameClassPackage(env: *mut JNIEnv, a: jobject, b: jobject) -> jboolean {
    with_thread(env, |_| match (class(a), class(b)) {
        (Some(a), Some(b)) => crate::runtime::resolve::same_package(a, b) as jboolean,
        _ => 0,
    })
}

/// `jstring JVM_GetExtendedNPEMessage(JNIEnv *env, jthrowable throwable)`.
unsafe extern "C" fn JVM_GetExtendedNPEMessage(env: *mut JNIEnv, throwable: jobject) -> jobject {
    with_thread(env, |t| {
        let ex = resolve(throwable);
        let r = crate::interp::npe_message::extended_npe_message(t, ex);
        local(t, r)
    })
}

/// `jobject JVM_GetStackAccessControlContext(JNIEnv *env, jclass cls)`:
/// NULL, the answer for a stack of fully privileged (boot) code; rjvm
/// records no protection domains on frames (a SecurityManager sees every
/// caller as privileged).
unsafe extern "C" fn JVM_GetStackAccessControlContext(_env: *mut JNIEnv, _c: jobject) -> jobject {
    std::ptr::null_mut()
}

/// `jobject JVM_GetInheritedAccessControlContext(JNIEnv *env, jclass cls)`:
/// the current thread's `inheritedAccessControlContext`.
unsafe extern "C" fn JVM_GetInheritedAccessControlContext(env: *mut JNIEnv, _c: jobject) -> jobject {
    with_thread(env, |t| {
        let o = t.thread_obj;
        let r = o.class().find_field_by_name("inheritedAccessControlContext").map(|f| o.get_ref(f.offset as usize)).unwrap_or(Ref::NULL);
        local(t, Ok(r))
    })
}
