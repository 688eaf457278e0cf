//! `libjvm.so`: rjvm for C programs that embed a Java VM through the JNI
//! invocation interface, as they would link HotSpot's `libjvm.so`:
//!
//! ```c
//! JavaVMOption opt[] = {{"-Djava.class.path=classes", NULL}};
//! JavaVMInitArgs args = {JNI_VERSION_10, 1, opt, JNI_FALSE};
//! JavaVM *vm; JNIEnv *env;
//! JNI_CreateJavaVM(&vm, (void **)&env, &args);   /* this thread is now "main" */
//! ... (*env)->FindClass(env, "Hello") ...
//! (*vm)->DestroyJavaVM(vm);
//! ```
//!
//! Build with `cargo build --release -p rjvm-jvm`; link with
//! `-L target/release -ljvm` and include `profiler-api/include/jni.h`. The
//! functions are thin exports of `rjvm::jni::invocation`, where the VM is
//! created (the launcher's own start-up path) and destroyed.

use std::ffi::c_void;

use rjvm_profiler_api::ffi::{jint, jsize, JavaVM};

/// `jint JNI_GetDefaultJavaVMInitArgs(void *args)`.
///
/// # Safety
/// `args` is NULL or points to a `JavaVMInitArgs`.
#[no_mangle]
pub unsafe extern "C" fn JNI_GetDefaultJavaVMInitArgs(args: *mut c_void) -> jint {
    // SAFETY: the caller's contract, passed on.
    unsafe { rjvm::jni::invocation::get_default_init_args(args) }
}

/// `jint JNI_CreateJavaVM(JavaVM **pvm, void **penv, void *args)`.
///
/// # Safety
/// `pvm` and `penv` are writable; `args` is NULL or a `JavaVMInitArgs`.
#[no_mangle]
pub unsafe extern "C" fn JNI_CreateJavaVM(pvm: *mut *mut JavaVM, penv: *mut *mut c_void, args: *mut c_void) -> jint {
    // SAFETY: the caller's contract, passed on.
    unsafe { rjvm::jni::invocation::create_java_vm(pvm, penv, args) }
}

/// `jint JNI_GetCreatedJavaVMs(JavaVM **vmBuf, jsize bufLen, jsize *nVMs)`.
///
/// # Safety
/// `buf` has room for `len` entries; `n` is NULL or writable.
#[no_mangle]
pub unsafe extern "C" fn JNI_GetCreatedJavaVMs(buf: *mut *mut JavaVM, len: jsize, n: *mut jsize) -> jint {
    // SAFETY: the caller's contract, passed on.
    unsafe { rjvm::jni::invocation::get_created_vms(buf, len, n) }
}
