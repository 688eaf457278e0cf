//! Class initialisation (JVMS 5.5): superclass first, static ConstantValue
//! fields, then `<clinit>`; failures become ExceptionInInitializerError and
//! later uses NoClassDefFoundError.

use crate::classfile::Constant;
use crate::heap::Ref;
use crate::runtime::class::{BasicType, Class, InitState};
use crate::runtime::exceptions::{throw_new, throw_obj};
use crate::runtime::thread::{JResult, JThread};
use std::sync::atomic::Ordering;

/// Initialise `class` if it is not yet (or being initialised by this thread).
#[inline]
pub fn ensure_initialized(t: &mut JThread, class: &'static Class) -> JResult<()> {
    if class.initialized.load(Ordering::Acquire) {
        return Ok(());
    }
    initialize(t, class)
}

fn initialize(t: &mut JThread, class: &'static Class) -> JResult<()> {
    {
        let mut st = class.init_state.lock();
        let mut linked = false;
        loop {
            match *st {
                InitState::Initialized => return Ok(()),
                InitState::InProgress(id) if id == t.id => return Ok(()),
                InitState::InProgress(_) => {
                    // Another thread runs <clinit>: wait in a safe region.
                    crate::runtime::safepoint::enter_safe(t);
                    class.init_cond.wait(&mut st);
                    // Leave it without the lock: leaving waits while a
                    // collection is pending, and other threads take this
                    // lock in the Java state, so holding it here would
                    // keep them from the safepoint the collection waits
                    // for (three threads deadlocked that way).
                    parking_lot::MutexGuard::unlocked(&mut st, || crate::runtime::safepoint::leave_safe(t));
                }
                InitState::Failed => {
                    drop(st);
                    return Err(could_not_initialize(t, class));
                }
                InitState::Linked if !linked => {
                    // Linking (bytecode verification) comes first, outside the
                    // lock; a class that fails it stays uninitialised and throws
                    // the same VerifyError at every attempt.
                    drop(st);
                    crate::verify::runtime::link_class(t, class)?;
                    linked = true;
                    st = class.init_state.lock();
                }
                InitState::Linked => {
                    *st = InitState::InProgress(t.id);
                    break;
                }
            }
        }
    }
    let result = (|| -> JResult<()> {
        if !class.is_interface() {
            if let Some(s) = class.super_class {
                ensure_initialized(t, s)?;
            }
            // Superinterfaces that declare default methods are initialised too.
            for &i in &class.all_interfaces {
                if i.methods().iter().any(|m| !m.is_abstract() && !m.is_static()) {
                    ensure_initialized(t, i)?;
                }
            }
        }
        init_constant_statics(t, class)?;
        if let Some(clinit) = class.declared_method("<clinit>", "()V") {
            crate::interp::invoke::invoke(t, clinit, &[])?;
        }
        Ok(())
    })();
    let mut st = class.init_state.lock();
    match result {
        Ok(()) => {
            *st = InitState::Initialized;
            class.initialized.store(true, Ordering::Release);
            class.init_cond.notify_all();
            Ok(())
        }
        Err(th) => {
            *st = InitState::Failed;
            class.init_cond.notify_all();
            drop(st);
            if t.pending.is_null() {
                return Err(th);
            }
            let ex = t.take_pending();
            let h = t.push_handle(ex);
            record_init_error(t, class, h);
            let ex = t.handle(h);
            let err = crate::runtime::loader::find_loaded("java/lang/Error");
            if err.map(|e| ex.class().is_subclass_of(e)).unwrap_or(false) {
                t.pop_handles(h);
                return Err(throw_obj(t, ex));
            }
            // Wrap in ExceptionInInitializerError(Throwable).
            let r = (|| -> JResult<Ref> {
                let eiie = crate::runtime::loader::load_class(t, "java/lang/ExceptionInInitializerError")?;
                ensure_initialized(t, eiie)?;
                let obj = crate::interp::alloc::new_object(t, eiie)?;
                let h2 = t.push_handle(obj);
                let ctor = eiie.declared_method("<init>", "(Ljava/lang/Throwable;)V").expect("EIIE(Throwable)");
                let (o, e) = (t.handle(h2), t.handle(h));
                crate::interp::invoke::invoke(t, ctor, &[o.to_slot(), e.to_slot()])?;
                Ok(t.handle(h2))
            })();
            t.pop_handles(h);
            Err(throw_obj(t, r?))
        }
    }
}

fn init_constant_statics(t: &mut JThread, class: &'static Class) -> JResult<()> {
    let Some(cf) = &class.classfile else { return Ok(()) };
    for f in &class.fields {
        let (true, Some(cv)) = (f.is_static(), f.constant_value) else { continue };
        let slot = class.static_slot(f.offset);
        let v: u64 = match cf.constant_pool.get(cv) {
            Ok(Constant::Integer(i)) => *i as u32 as u64,
            Ok(Constant::Float(x)) => x.to_bits() as u64,
            Ok(Constant::Long(l)) => *l as u64,
            Ok(Constant::Double(d)) => d.to_bits(),
            Ok(Constant::String(_)) if f.ty == BasicType::Ref => {
                let r: Ref = crate::runtime::resolve::resolve_string(t, class, cv)?;
                r.to_slot()
            }
            _ => continue,
        };
        // SAFETY: static slots are 8-byte cells owned by the class.
        unsafe { *slot = v };
    }
    Ok(())
}

/// Each failed class's initialisation error, the cause of later
/// NoClassDefFoundErrors (a JNI global reference): an
/// ExceptionInInitializerError whose message describes the original
/// exception as HotSpot (JDK 17) words it,
/// `Exception java.lang.ArithmeticException: / by zero [in thread "main"]`,
/// and whose stack trace is the original's. As in HotSpot, the original
/// itself is not kept: its stack would keep its frames' classes alive.
static INIT_ERRORS: parking_lot::Mutex<Option<hashbrown::HashMap<usize, usize>>> = parking_lot::Mutex::new(None);

/// Record the initialisation error of `class` for the exception in handle
/// `h`, as HotSpot's `java_lang_Throwable::create_initialization_error`
/// does. Nothing is recorded if that fails (the later NoClassDefFoundErrors
/// then have no cause); no exception is left pending.
fn record_init_error(t: &mut JThread, class: &'static Class, h: usize) {
    let wk = crate::runtime::vm::vm().wk();
    let ex = t.handle(h);
    let detail = ex.get_ref(wk.throwable.field_offset("detailMessage"));
    let tobj = t.thread_obj;
    let thread = if tobj.is_null() { String::from("main") } else { crate::runtime::strings::rust_string(tobj.get_ref(wk.thread.field_offset("name"))) };
    let what = if detail.is_null() {
        ex.class().java_name()
    } else {
        format!("{}: {}", ex.class().java_name(), crate::runtime::strings::rust_string(detail))
    };
    let text = format!("Exception {} [in thread \"{}\"]", what, thread);
    let _ = throw_new(t, "java/lang/ExceptionInInitializerError", Some(&text));
    let eiie = t.take_pending();
    if eiie.is_null() || eiie.class().name.as_ref() != "java/lang/ExceptionInInitializerError" {
        return;
    }
    let h2 = t.push_handle(eiie);
    // The original's stack trace (a virtual call, as HotSpot makes it),
    // stored in the field that getStackTrace() returns from; the backtrace
    // is cleared so that it is not used instead.
    let get = crate::runtime::resolve::find_method_in_hierarchy(t.handle(h).class(), "getStackTrace", "()[Ljava/lang/StackTraceElement;");
    let trace = match get {
        Some(m) => crate::interp::invoke::invoke(t, m, &[t.handle(h).to_slot()]).map(Ref::from_slot),
        None => Ok(Ref::NULL),
    };
    let eiie = t.handle(h2);
    t.pop_handles(h2);
    match trace {
        Ok(st) if !st.is_null() => {
            eiie.put_ref(wk.throwable.field_offset("stackTrace"), st);
            eiie.put_ref(wk.throwable.field_offset("backtrace"), Ref::NULL);
        }
        _ => {
            t.take_pending();
        }
    }
    let g = crate::jni::handles::new_global(eiie, crate::jni::handles::TAG_GLOBAL);
    INIT_ERRORS.lock().get_or_insert_with(hashbrown::HashMap::new).insert(class as *const Class as usize, g);
}

/// NoClassDefFoundError "Could not initialize class C", with the recorded
/// initialisation error as its cause.
fn could_not_initialize(t: &mut JThread, class: &'static Class) -> crate::runtime::thread::Throw {
    let msg = format!("Could not initialize class {}", class.java_name());
    let g = INIT_ERRORS.lock().as_ref().and_then(|m| m.get(&(class as *const Class as usize)).copied());
    let th = throw_new(t, "java/lang/NoClassDefFoundError", Some(&msg));
    let ncdfe = t.pending;
    let cause = g.map(crate::jni::handles::resolve).unwrap_or(Ref::NULL);
    if !ncdfe.is_null() && !cause.is_null() && ncdfe.class().name.as_ref() == "java/lang/NoClassDefFoundError" {
        let off = crate::runtime::vm::vm().wk().throwable.field_offset("cause");
        ncdfe.put_ref(off, cause);
    }
    th
}
