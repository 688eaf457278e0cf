//! `Thread.getAllThreads` and `Thread.dumpThreads` (`JVM_GetAllThreads`,
//! `JVM_DumpThreads`): what `Thread.getAllStackTraces` and
//! `Thread.getStackTrace` of another thread stand on.
//!
//! Other threads' frames are read with the world stopped (their frames are
//! synchronised at a safepoint or in a safe region, as a collection needs
//! them), copied out as (method, bci) pairs, and turned into
//! `StackTraceElement`s after the world runs again: allocating may collect.
//! As HotSpot's `ThreadStackTrace`, every Java frame is listed (hidden ones
//! too), top first, and a thread that is no longer alive gets `null`.
#![allow(non_snake_case)]

use rjvm_profiler_api::ffi::{jobject, JNIEnv};

use super::Table;
use crate::heap::Ref;
use crate::jni::{new_local, resolve, with_thread};
use crate::runtime::exceptions::throw_new;
use crate::runtime::safepoint;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut Table) {
    reg!(m, JVM_GetAllThreads, JVM_DumpThreads);
}

/// The `JThread` a `java.lang.Thread` runs as, if it is alive (its `eetop`).
pub(super) fn vm_thread(o: Ref) -> Option<*mut JThread> {
    if o.is_null() {
        return None;
    }
    let p = o.get::<u64>(vm().wk().thread_eetop) as usize;
    (p != 0).then_some(p as *mut JThread)
}

/// The frames of `t`, top first: (method id, bci).
pub(super) fn frames_of(t: &JThread) -> Vec<(u32, u32)> {
    t.frames.iter().rev().map(|f| (f.method.id, f.bci())).collect()
}

/// `jobjectArray JVM_GetAllThreads(JNIEnv *env, jclass dummy)`: the live
/// threads with a `Thread` object, in the order they were registered.
unsafe extern "C" fn JVM_GetAllThreads(env: *mut JNIEnv, _dummy: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let first = t.handles.len();
            let world = safepoint::stop_the_world(t);
            let live: Vec<Ref> = world
                .all()
                .filter_map(|p| {
                    // SAFETY: registered threads stay alive while the world is stopped.
                    let o = unsafe { &*p }.thread_obj;
                    vm_thread(o).map(|_| o)
                })
                .collect();
            for o in live {
                t.push_handle(o);
            }
            safepoint::resume_the_world(t, world);
            let n = t.handles.len() - first;
            let ac = crate::runtime::loader::array_class_of(t, vm().wk().thread);
            let arr = ac.and_then(|ac| crate::interp::alloc::new_array(t, ac, n as i32));
            let r = arr.map(|a| {
                for i in 0..n {
                    a.set_ref_elem(i, t.handle(first + i));
                }
                a
            });
            t.pop_handles(first);
            r
        })();
        match r {
            Ok(a) => new_local(t, a),
            Err(_) => std::ptr::null_mut(),
        }
    })
}

/// `jobjectArray JVM_DumpThreads(JNIEnv *env, jclass threadClass,
/// jobjectArray threads)`: a `StackTraceElement[]` per thread.
unsafe extern "C" fn JVM_DumpThreads(env: *mut JNIEnv, _thread_class: jobject, threads: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let arr = resolve(threads);
            if arr.is_null() {
                return Err(crate::runtime::exceptions::npe(t));
            }
            let n = arr.array_length() as usize;
            if n == 0 {
                return Err(throw_new(t, "java/lang/IllegalArgumentException", None));
            }
            let me = t as *mut JThread;
            let mine = frames_of(t);
            let world = safepoint::stop_the_world(t);
            let registered: Vec<*mut JThread> = world.all().collect();
            let arr = resolve(threads);
            let stacks: Vec<Option<Vec<(u32, u32)>>> = (0..n)
                .map(|i| {
                    let p = vm_thread(Ref::from_slot(arr.elem::<u64>(i)))?;
                    if p == me {
                        return Some(mine.clone());
                    }
                    // SAFETY: a registered thread is alive and stopped.
                    registered.contains(&p).then(|| frames_of(unsafe { &*p }))
                })
                .collect();
            safepoint::resume_the_world(t, world);
            let ste = crate::runtime::loader::load_class(t, "java/lang/StackTraceElement")?;
            let ste_array = crate::runtime::loader::array_class_of(t, ste)?;
            let outer_class = crate::runtime::loader::array_class_of(t, ste_array)?;
            let outer = crate::interp::alloc::new_array(t, outer_class, n as i32)?;
            let outer = new_local(t, outer);
            for (i, s) in stacks.iter().enumerate() {
                let Some(s) = s else { continue };
                let elements = stack_trace(t, s)?;
                resolve(outer).set_ref_elem(i, resolve(elements));
            }
            Ok(resolve(outer))
        })();
        match r {
            Ok(a) => new_local(t, a),
            Err(_) => std::ptr::null_mut(),
        }
    })
}

/// A new `StackTraceElement[]` of `frames` ((method id, bci), top first), as
/// a JNI local reference (filling each element allocates).
pub(super) fn stack_trace(t: &mut JThread, frames: &[(u32, u32)]) -> JResult<jobject> {
    let ste = crate::runtime::loader::load_class(t, "java/lang/StackTraceElement")?;
    crate::runtime::init::ensure_initialized(t, ste)?;
    let ste_array = crate::runtime::loader::array_class_of(t, ste)?;
    let a = crate::interp::alloc::new_array(t, ste_array, frames.len() as i32)?;
    let ha = t.push_handle(a);
    let made = (0..frames.len()).try_for_each(|j| {
        let e = crate::interp::alloc::new_object(t, ste)?;
        t.handle(ha).set_ref_elem(j, e);
        Ok(())
    });
    let elements = new_local(t, t.handle(ha));
    t.pop_handles(ha);
    made?;
    for (j, &(m, bci)) in frames.iter().enumerate() {
        super::classes::init_element(t, elements, j, vm().method_by_id(m), bci)?;
    }
    Ok(elements)
}
