//! `JVM_*` functions for `Object`, `System`, `Runtime`, `Thread`, arrays,
//! time, libraries, signals, references and properties (HotSpot's
//! `jvm.cpp`, first half).
#![allow(non_snake_case)]

use rjvm_profiler_api::ffi::{jint, jlong, JNIEnv};

use super::{reg, Table};

pub(super) fn register(m: &mut Table) {
    reg!(m, JVM_CurrentTimeMillis, JVM_NanoTime, JVM_ActiveProcessorCount);
}

/// `jlong JVM_CurrentTimeMillis(JNIEnv *env, jclass ignored)`.
unsafe extern "C" fn JVM_CurrentTimeMillis(_env: *mut JNIEnv, _ignored: *mut std::ffi::c_void) -> jlong {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_millis() as jlong).unwrap_or(0)
}

/// `jlong JVM_NanoTime(JNIEnv *env, jclass ignored)`: the monotonic clock.
unsafe extern "C" fn JVM_NanoTime(_env: *mut JNIEnv, _ignored: *mut std::ffi::c_void) -> jlong {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes the timespec it is given.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut ts) };
    ts.tv_sec as jlong * 1_000_000_000 + ts.tv_nsec as jlong
}

/// `jint JVM_ActiveProcessorCount(void)`.
unsafe extern "C" fn JVM_ActiveProcessorCount() -> jint {
    std::thread::available_parallelism().map(|n| n.get() as jint).unwrap_or(1)
}
