//! `JVM_*` functions for `Object`, `System`, `Runtime`, `Thread`, arrays,
//! time, libraries, signals, references and properties (HotSpot's
//! `jvm.cpp`, first half).
//!
//! Many have the same contract as a native of the embedded library, which
//! they call through [`via`] (one implementation for both libraries).
#![allow(non_snake_case)]

use std::ffi::{c_char, c_void, CStr};

use rjvm_profiler_api::ffi::{jboolean, jint, jlong, jobject, JNIEnv};

use super::{local, reg, Table};
use crate::jni::{resolve, with_thread};
use crate::runtime::thread::JThread;
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut Table) {
    reg!(
        m,
        JVM_CurrentTimeMillis,
        JVM_NanoTime,
        JVM_GetNanoTimeAdjustment,
        JVM_ActiveProcessorCount,
        JVM_CurrentThread,
        JVM_StartThread,
        JVM_Yield,
        JVM_Sleep,
        JVM_Interrupt,
        JVM_StopThread,
        JVM_SuspendThread,
        JVM_ResumeThread,
        JVM_HoldsLock,
        JVM_SetThreadPriority,
        JVM_SetNativeThreadName,
        JVM_IHashCode,
        JVM_ArrayCopy,
        JVM_GetProperties,
        JVM_FreeMemory,
        JVM_TotalMemory,
        JVM_MaxMemory,
        JVM_GC,
        JVM_Halt,
        JVM_BeforeHalt,
        JVM_IsSupportedJNIVersion,
        JVM_InternString,
        JVM_LoadLibrary,
        JVM_FindLibraryEntry,
        JVM_UnloadLibrary,
        JVM_FindSignal,
        JVM_RegisterSignal,
        JVM_RaiseSignal,
        JVM_IsUseContainerSupport,
        JVM_SupportsCX8,
        JVM_IsSharingEnabled,
        JVM_IsCDSDumpingEnabled,
        JVM_IsDumpingClassList,
        JVM_GetRandomSeedForDumping,
        JVM_InitializeFromArchive,
        JVM_DefineArchivedModules,
        JVM_GetTemporaryDirectory,
        JVM_GetVmArguments,
        JVM_NativePath,
        JVM_GetAndClearReferencePendingList,
        JVM_HasReferencePendingList,
        JVM_WaitForReferencePendingList,
        JVM_ReferenceRefersTo,
        JVM_PhantomReferenceRefersTo,
        JVM_ReferenceClear,
    );
}

/// Call the embedded library's native `key` with argument slots; `None`
/// if it threw (the exception is pending).
fn via(t: &mut JThread, key: &str, args: &[u64]) -> Option<u64> {
    let f = crate::natives::embedded(key).unwrap_or_else(|| panic!("embedded native {key}"));
    f(t, args).ok()
}

fn slot(j: jobject) -> u64 {
    resolve(j).to_slot()
}


/// `jlong JVM_CurrentTimeMillis(JNIEnv *env, jclass ignored)`.
unsafe extern "C" fn JVM_CurrentTimeMillis(_env: *mut JNIEnv, _ignored: jobject) -> jlong {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as jlong).unwrap_or(0)
}

/// `jlong JVM_NanoTime(JNIEnv *env, jclass ignored)`: the monotonic clock.
unsafe extern "C" fn JVM_NanoTime(_env: *mut JNIEnv, _ignored: jobject) -> jlong {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as jlong * 1_000_000_000 + ts.tv_nsec as jlong
}

/// `jlong JVM_GetNanoTimeAdjustment(JNIEnv *env, jclass ignored, jlong
/// offset_secs)`: nanoseconds of the wall clock since `offset_secs`, or -1
/// when the offset is too far away (more than 2^32 seconds).
unsafe extern "C" fn JVM_GetNanoTimeAdjustment(_env: *mut JNIEnv, _ignored: jobject, offset_secs: jlong) -> jlong {
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
    let diff = now.as_secs() as i64 - offset_secs;
    if !(-(1i64 << 32)..(1i64 << 32)).contains(&diff) {
        return -1;
    }
    diff * 1_000_000_000 + now.subsec_nanos() as i64
}

/// `jint JVM_ActiveProcessorCount(void)`.
unsafe extern "C" fn JVM_ActiveProcessorCount() -> jint {
    std::thread::available_parallelism().map(|n| n.get() as jint).unwrap_or(1)
}

/// `jobject JVM_CurrentThread(JNIEnv *env, jclass threadClass)`.
unsafe extern "C" fn JVM_CurrentThread(env: *mut JNIEnv, _c: jobject) -> jobject {
    with_thread(env, |t| {
        let o = t.thread_obj;
        local(t, Ok(o))
    })
}

/// `void JVM_StartThread(JNIEnv *env, jobject thread)`: the embedded
/// library's `Thread.start0` (the JDK's `Thread` has the same `name`,
/// `daemon`, `priority`, `eetop` and `interrupted` fields); the thread's
/// status becomes RUNNABLE first, as HotSpot sets it before the start.
unsafe extern "C" fn JVM_StartThread(env: *mut JNIEnv, thread: jobject) {
    with_thread(env, |t| {
        let o = resolve(thread);
        if let Some(f) = vm().wk().thread.find_field_by_name("threadStatus") {
            if !o.is_null() {
                if o.get::<i32>(f.offset as usize) != 0 || o.get::<u64>(vm().wk().thread_eetop) != 0 {
                    let _ = crate::runtime::exceptions::throw_new(t, "java/lang/IllegalThreadStateException", None);
                    return;
                }
                o.put::<i32>(f.offset as usize, crate::classlib::jdk::thread_status::RUNNABLE);
            }
        }
        let _ = via(t, "java/lang/Thread.start0()V", &[o.to_slot()]);
    })
}

/// `void JVM_Yield(JNIEnv *env, jclass threadClass)`.
unsafe extern "C" fn JVM_Yield(_env: *mut JNIEnv, _c: jobject) {
    std::thread::yield_now();
}

/// `void JVM_Sleep(JNIEnv *env, jclass threadClass, jlong millis)`.
unsafe extern "C" fn JVM_Sleep(env: *mut JNIEnv, _c: jobject, millis: jlong) {
    with_thread(env, |t| {
        let _ = via(t, "java/lang/Thread.sleep(J)V", &[millis as u64]);
    })
}

/// `void JVM_Interrupt(JNIEnv *env, jobject thread)`.
unsafe extern "C" fn JVM_Interrupt(env: *mut JNIEnv, thread: jobject) {
    with_thread(env, |t| {
        let _ = via(t, "java/lang/Thread.interrupt0()V", &[slot(thread)]);
    })
}

/// `void JVM_StopThread(JNIEnv *env, jobject thread, jobject exception)`.
unsafe extern "C" fn JVM_StopThread(env: *mut JNIEnv, thread: jobject, exception: jobject) {
    with_thread(env, |t| {
        let _ = crate::runtime::thread_control::stop(t, resolve(thread), resolve(exception));
    })
}

/// `void JVM_SuspendThread(JNIEnv *env, jobject thread)`.
unsafe extern "C" fn JVM_SuspendThread(env: *mut JNIEnv, thread: jobject) {
    with_thread(env, |t| crate::runtime::thread_control::suspend(t, resolve(thread)))
}

/// `void JVM_ResumeThread(JNIEnv *env, jobject thread)`.
unsafe extern "C" fn JVM_ResumeThread(env: *mut JNIEnv, thread: jobject) {
    with_thread(env, |t| crate::runtime::thread_control::resume(t, resolve(thread)))
}

/// `jboolean JVM_HoldsLock(JNIEnv *env, jclass threadClass, jobject obj)`.
unsafe extern "C" fn JVM_HoldsLock(env: *mut JNIEnv, _c: jobject, obj: jobject) -> jboolean {
    with_thread(env, |t| via(t, "java/lang/Thread.holdsLock(Ljava/lang/Object;)Z", &[slot(obj)]).unwrap_or(0) as jboolean)
}

/// `void JVM_SetThreadPriority(JNIEnv *env, jobject thread, jint prio)`:
/// priorities are advisory; rjvm's threads all run at the OS default.
unsafe extern "C" fn JVM_SetThreadPriority(_env: *mut JNIEnv, _thread: jobject, _prio: jint) {}

/// `void JVM_SetNativeThreadName(JNIEnv *env, jobject jthread, jstring name)`.
unsafe extern "C" fn JVM_SetNativeThreadName(_env: *mut JNIEnv, _thread: jobject, _name: jobject) {}

/// `jint JVM_IHashCode(JNIEnv *env, jobject obj)`.
unsafe extern "C" fn JVM_IHashCode(env: *mut JNIEnv, obj: jobject) -> jint {
    with_thread(env, |t| {
        let o = slot(obj);
        if o == 0 {
            return 0;
        }
        via(t, "java/lang/Object.hashCode()I", &[o]).unwrap_or(0) as jint
    })
}

/// `void JVM_ArrayCopy(JNIEnv *env, jclass ignored, jobject src, jint
/// src_pos, jobject dst, jint dst_pos, jint length)`.
unsafe extern "C" fn JVM_ArrayCopy(env: *mut JNIEnv, _c: jobject, src: jobject, sp: jint, dst: jobject, dp: jint, len: jint) {
    with_thread(env, |t| {
        let args = [slot(src), sp as u32 as u64, slot(dst), dp as u32 as u64, len as u32 as u64];
        let _ = via(t, "java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V", &args);
    })
}

/// `jobjectArray JVM_GetProperties(JNIEnv *env)`: the VM's properties as
/// `key, value, key, value, ...` (`SystemProps.Raw.vmProperties`).
unsafe extern "C" fn JVM_GetProperties(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let props = crate::classlib::jdk::vm_properties();
        let flat: Vec<&str> = props.iter().flat_map(|(k, v)| [k.as_str(), v.as_str()]).collect();
        let r = crate::natives::string_array(t, &flat);
        local(t, r)
    })
}

/// `jlong JVM_FreeMemory(void)`.
unsafe extern "C" fn JVM_FreeMemory() -> jlong {
    let h = &vm().heap;
    h.capacity().saturating_sub(h.used()) as jlong
}

/// `jlong JVM_TotalMemory(void)`.
unsafe extern "C" fn JVM_TotalMemory() -> jlong {
    vm().heap.capacity() as jlong
}

/// `jlong JVM_MaxMemory(void)`.
unsafe extern "C" fn JVM_MaxMemory() -> jlong {
    vm().heap.max_bytes() as jlong
}

/// `void JVM_GC(void)`: `System.gc()`, a full collection.
unsafe extern "C" fn JVM_GC() {
    let Some(p) = crate::profiler::current() else { return };
    // SAFETY: the calling thread's own JThread; Runtime.gc() is a native
    // method, so the thread is in native state: enter the VM for it.
    let t = unsafe { &mut *p };
    let env = crate::profiler::env_of(t);
    with_thread(env, |t| {
        let _ = via(t, "java/lang/Runtime.gc()V", &[0]);
    })
}

/// `void JVM_Halt(jint code)`: `Runtime.halt`, after the shutdown sequence.
unsafe extern "C" fn JVM_Halt(code: jint) {
    crate::runtime::logging::vm_exiting();
    crate::profiler::vm_exit();
    std::process::exit(code)
}

/// `void JVM_BeforeHalt(void)`.
unsafe extern "C" fn JVM_BeforeHalt() {}

/// `jboolean JVM_IsSupportedJNIVersion(jint version)`.
unsafe extern "C" fn JVM_IsSupportedJNIVersion(version: jint) -> jboolean {
    crate::jni::is_supported_version(version) as jboolean
}

/// `jstring JVM_InternString(JNIEnv *env, jstring str)`.
unsafe extern "C" fn JVM_InternString(env: *mut JNIEnv, s: jobject) -> jobject {
    with_thread(env, |t| {
        let r = crate::runtime::strings::intern(t, resolve(s));
        local(t, r)
    })
}

/// `void *JVM_LoadLibrary(const char *name, jboolean throwException)`:
/// `dlopen`; on failure an `UnsatisfiedLinkError` naming the library and
/// the loader's message (when asked for) and NULL.
unsafe extern "C" fn JVM_LoadLibrary(name: *const c_char, throw_exception: jboolean) -> *mut c_void {
    // SAFETY: the JDK passes a NUL-terminated path.
    let h = unsafe { libc::dlopen(name, libc::RTLD_LAZY) };
    if h.is_null() && throw_exception != 0 {
        // SAFETY: as above; dlerror's text is NUL-terminated.
        let n = unsafe { CStr::from_ptr(name) }.to_string_lossy().into_owned();
        let e = unsafe { libc::dlerror() };
        let e = if e.is_null() { String::new() } else { unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned() };
        if let Some(p) = crate::profiler::current() {
            // SAFETY: the calling thread's own JThread.
            let t = unsafe { &mut *p };
            let env = crate::profiler::env_of(t);
            with_thread(env, |t| {
                let msg = format!("{n}: {e}");
                let _ = crate::runtime::exceptions::throw_new(t, "java/lang/UnsatisfiedLinkError", Some(&msg));
            });
        }
    }
    h
}

/// `void *JVM_FindLibraryEntry(void *handle, const char *name)`.
unsafe extern "C" fn JVM_FindLibraryEntry(handle: *mut c_void, name: *const c_char) -> *mut c_void {
    // SAFETY: a handle from JVM_LoadLibrary (or NULL: the global scope).
    unsafe { libc::dlsym(if handle.is_null() { libc::RTLD_DEFAULT } else { handle }, name) }
}

/// `void JVM_UnloadLibrary(void *handle)`.
unsafe extern "C" fn JVM_UnloadLibrary(handle: *mut c_void) {
    // SAFETY: a handle from JVM_LoadLibrary.
    unsafe { libc::dlclose(handle) };
}

/// `jint JVM_FindSignal(const char *name)`: the number of a signal the
/// JDK may handle (`sun.misc.Signal`), -1 for an unknown name.
unsafe extern "C" fn JVM_FindSignal(name: *const c_char) -> jint {
    // SAFETY: NUL-terminated name.
    crate::runtime::signals::find(unsafe { CStr::from_ptr(name) }.to_bytes())
}

/// `void *JVM_RegisterSignal(jint sig, void *handler)`: the JDK's
/// `Signal.handle` (see `runtime::signals::register`: the previous handler,
/// 2 for the VM's, -1 for a signal the VM keeps).
unsafe extern "C" fn JVM_RegisterSignal(sig: jint, handler: *mut c_void) -> *mut c_void {
    crate::runtime::signals::register(sig, handler as usize) as *mut c_void
}

/// `jboolean JVM_RaiseSignal(jint sig)`.
unsafe extern "C" fn JVM_RaiseSignal(sig: jint) -> jboolean {
    crate::runtime::signals::raise(sig) as jboolean
}

/// `jboolean JVM_IsUseContainerSupport(void)`.
unsafe extern "C" fn JVM_IsUseContainerSupport() -> jboolean {
    0
}

/// `jboolean JVM_SupportsCX8(void)`.
unsafe extern "C" fn JVM_SupportsCX8() -> jboolean {
    1
}

/// `jboolean JVM_IsSharingEnabled(JNIEnv *env)`: no class data sharing.
unsafe extern "C" fn JVM_IsSharingEnabled(_env: *mut JNIEnv) -> jboolean {
    0
}

/// `jboolean JVM_IsCDSDumpingEnabled(JNIEnv *env)`.
unsafe extern "C" fn JVM_IsCDSDumpingEnabled(_env: *mut JNIEnv) -> jboolean {
    0
}

/// `jboolean JVM_IsDumpingClassList(JNIEnv *env)`.
unsafe extern "C" fn JVM_IsDumpingClassList(_env: *mut JNIEnv) -> jboolean {
    0
}

/// `jlong JVM_GetRandomSeedForDumping(void)`.
unsafe extern "C" fn JVM_GetRandomSeedForDumping() -> jlong {
    0
}

/// `void JVM_InitializeFromArchive(JNIEnv *env, jclass cls)`: nothing is
/// archived, so the class initialises its archivable statics itself.
unsafe extern "C" fn JVM_InitializeFromArchive(_env: *mut JNIEnv, _c: jobject) {}

/// `void JVM_DefineArchivedModules(JNIEnv *env, jobject platform_loader,
/// jobject system_loader)`: never called without an archive.
unsafe extern "C" fn JVM_DefineArchivedModules(_env: *mut JNIEnv, _p: jobject, _s: jobject) {}

/// `jstring JVM_GetTemporaryDirectory(JNIEnv *env)`.
unsafe extern "C" fn JVM_GetTemporaryDirectory(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let r = crate::runtime::strings::new_string(t, "/tmp");
        local(t, r)
    })
}

/// `jobjectArray JVM_GetVmArguments(JNIEnv *env)`: the VM options given.
unsafe extern "C" fn JVM_GetVmArguments(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let r = crate::natives::string_array::<&str>(t, &[]);
        local(t, r)
    })
}

/// `char *JVM_NativePath(char *path)`: paths are used as given.
unsafe extern "C" fn JVM_NativePath(path: *mut c_char) -> *mut c_char {
    path
}

// References: the same functions as the embedded library's natives
// (`runtime::reference`).

/// `jobject JVM_GetAndClearReferencePendingList(JNIEnv *env)`.
unsafe extern "C" fn JVM_GetAndClearReferencePendingList(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let r = crate::runtime::reference::get_and_clear_reference_pending_list();
        local(t, Ok(r))
    })
}

/// `jboolean JVM_HasReferencePendingList(JNIEnv *env)`.
unsafe extern "C" fn JVM_HasReferencePendingList(env: *mut JNIEnv) -> jboolean {
    with_thread(env, |_| crate::runtime::reference::has_reference_pending_list() as jboolean)
}

/// `void JVM_WaitForReferencePendingList(JNIEnv *env)`.
unsafe extern "C" fn JVM_WaitForReferencePendingList(env: *mut JNIEnv) {
    with_thread(env, crate::runtime::reference::wait_for_reference_pending_list)
}

/// `jboolean JVM_ReferenceRefersTo(JNIEnv *env, jobject ref, jobject o)`.
unsafe extern "C" fn JVM_ReferenceRefersTo(env: *mut JNIEnv, r: jobject, o: jobject) -> jboolean {
    with_thread(env, |_| crate::runtime::reference::reference_refers_to(resolve(r), resolve(o)) as jboolean)
}

/// `jboolean JVM_PhantomReferenceRefersTo(JNIEnv *env, jobject ref, jobject o)`.
unsafe extern "C" fn JVM_PhantomReferenceRefersTo(env: *mut JNIEnv, r: jobject, o: jobject) -> jboolean {
    with_thread(env, |_| crate::runtime::reference::phantom_reference_refers_to(resolve(r), resolve(o)) as jboolean)
}

/// `void JVM_ReferenceClear(JNIEnv *env, jobject ref)`.
unsafe extern "C" fn JVM_ReferenceClear(env: *mut JNIEnv, r: jobject) {
    with_thread(env, |_| crate::runtime::reference::reference_clear(resolve(r)))
}
