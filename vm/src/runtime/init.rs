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
    // Linking (bytecode verification) comes first; a class that fails it
    // stays uninitialised and throws the same VerifyError at every attempt.
    crate::verify::runtime::link_class(t, class)?;
    {
        let mut st = class.init_state.lock();
        loop {
            match *st {
                InitState::Initialized => return Ok(()),
                InitState::InProgress(id) if id == t.id => return Ok(()),
                InitState::InProgress(_) => {
                    // Another thread runs <clinit>: wait in a safe region.
                    crate::runtime::safepoint::enter_safe(t);
                    class.init_cond.wait(&mut st);
                    crate::runtime::safepoint::leave_safe(t);
                }
                InitState::Failed => {
                    drop(st);
                    let msg = format!("Could not initialize class {}", class.java_name());
                    return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(&msg)));
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
            let ex = t.pending;
            let is_error = ex.is_null() || {
                let err = crate::runtime::loader::find_loaded("java/lang/Error");
                err.map(|e| ex.class().is_subclass_of(e)).unwrap_or(false)
            };
            if is_error {
                return Err(th);
            }
            // Wrap in ExceptionInInitializerError(Throwable).
            let ex = t.take_pending();
            let h = t.push_handle(ex);
            let eiie = crate::runtime::loader::load_class(t, "java/lang/ExceptionInInitializerError")?;
            ensure_initialized(t, eiie)?;
            let obj = crate::interp::alloc::new_object(t, eiie)?;
            let h2 = t.push_handle(obj);
            let ctor = eiie.declared_method("<init>", "(Ljava/lang/Throwable;)V").expect("EIIE(Throwable)");
            let (o, e) = (t.handle(h2), t.handle(h));
            crate::interp::invoke::invoke(t, ctor, &[o.to_slot(), e.to_slot()])?;
            let o = t.handle(h2);
            t.pop_handles(h);
            Err(throw_obj(t, o))
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
