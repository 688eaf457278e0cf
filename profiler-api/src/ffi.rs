//! `#[repr(C)]` mirrors of `include/jni.h` and `include/jvmpi.h`.
//!
//! Everything here has the layout of the JVMPI of JDK 1.2–5.0 on x86_64 Linux
//! (LP64), so the VM can hand these structures to C agents and C agents can
//! call back through [`JVMPI_Interface`]. The layouts are asserted at compile
//! time below and checked against the C headers by `tests/c_abi.rs`.
//!
//! Names follow the C headers exactly (hence the lints allowed here). Nested
//! anonymous C structs of `JVMPI_Event.u` become named Rust structs (for
//! example `u.class_load` is a [`JVMPI_ClassLoad`]); the field names are the C
//! ones, so `offset_of!(JVMPI_Event, u.class_load.class_name)` matches
//! `offsetof(JVMPI_Event, u.class_load.class_name)`.
#![allow(non_camel_case_types, non_snake_case, non_upper_case_globals)]

use std::ffi::{c_char, c_int, c_uchar, c_uint, c_void};
use std::mem::{align_of, offset_of, size_of};

// ---------------------------------------------------------------------------
// JNI basics
// ---------------------------------------------------------------------------

pub type jint = i32;
pub type jlong = i64;
pub type jbyte = i8;
pub type jboolean = u8;
pub type jchar = u16;
pub type jshort = i16;
pub type jfloat = f32;
pub type jdouble = f64;
pub type jsize = jint;

macro_rules! opaque {
    ($($(#[$m:meta])* $name:ident;)*) => {$(
        $(#[$m])*
        #[repr(C)]
        pub struct $name {
            _private: [u8; 0],
            _not_send_sync: std::marker::PhantomData<*mut u8>,
        }
    )*};
}

opaque! {
    /// What a `jobject` points to (never dereferenced).
    _jobject;
    /// What a `jmethodID` points to (never dereferenced by agents).
    _jmethodID;
    /// What a `jfieldID` points to.
    _jfieldID;
    /// What a `jobjectID` points to: the object itself, in rjvm as in classic VMs.
    _jobjectID;
    /// What a `JVMPI_RawMonitor` points to.
    _JVMPI_RawMonitor;
}

/// A JNI reference. In C++ the reference types form a class hierarchy; in C
/// (and here) they are all the same pointer type.
pub type jobject = *mut _jobject;
pub type jclass = jobject;
pub type jthrowable = jobject;
pub type jstring = jobject;
pub type jarray = jobject;
pub type jobjectArray = jarray;
pub type jbooleanArray = jarray;
pub type jbyteArray = jarray;
pub type jcharArray = jarray;
pub type jshortArray = jarray;
pub type jintArray = jarray;
pub type jlongArray = jarray;
pub type jfloatArray = jarray;
pub type jdoubleArray = jarray;
pub type jweak = jobject;
pub type jmethodID = *mut _jmethodID;
pub type jfieldID = *mut _jfieldID;

/// `jvalue`: one Java value of any type.
#[repr(C)]
#[derive(Clone, Copy)]
pub union jvalue {
    pub z: jboolean,
    pub b: jbyte,
    pub c: jchar,
    pub s: jshort,
    pub i: jint,
    pub j: jlong,
    pub f: jfloat,
    pub d: jdouble,
    pub l: jobject,
}

/// A `va_list` argument (the `Call...V` functions). On x86_64 Linux a
/// `va_list` is an array of one `__va_list_tag`, so it is passed as a
/// pointer; Rust code never reads it (the VM's `V` functions are C).
pub type va_list = *mut c_void;

/// `jobjectRefType` (a C enum: an `int`), the answer of `GetObjectRefType`.
pub type jobjectRefType = c_int;
pub const JNIInvalidRefType: jobjectRefType = 0;
pub const JNILocalRefType: jobjectRefType = 1;
pub const JNIGlobalRefType: jobjectRefType = 2;
pub const JNIWeakGlobalRefType: jobjectRefType = 3;

pub const JNI_FALSE: jboolean = 0;
pub const JNI_TRUE: jboolean = 1;

pub const JNI_OK: jint = 0;
pub const JNI_ERR: jint = -1;
pub const JNI_EDETACHED: jint = -2;
pub const JNI_EVERSION: jint = -3;
pub const JNI_ENOMEM: jint = -4;
pub const JNI_EEXIST: jint = -5;
pub const JNI_EINVAL: jint = -6;

pub const JNI_COMMIT: jint = 1;
pub const JNI_ABORT: jint = 2;

pub const JNI_VERSION_1_1: jint = 0x0001_0001;
pub const JNI_VERSION_1_2: jint = 0x0001_0002;
pub const JNI_VERSION_1_4: jint = 0x0001_0004;
pub const JNI_VERSION_1_6: jint = 0x0001_0006;
pub const JNI_VERSION_1_8: jint = 0x0001_0008;
pub const JNI_VERSION_9: jint = 0x0009_0000;
pub const JNI_VERSION_10: jint = 0x000a_0000;

/// `RegisterNatives`: one method to bind (`fnPtr` is the C function).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JNINativeMethod {
    pub name: *mut c_char,
    pub signature: *mut c_char,
    pub fnPtr: *mut c_void,
}

/// The JNIEnv function table of JDK 17: four reserved slots and 230
/// functions in the JDK's order (the `...` forms are C-variadic function
/// pointers, callable from Rust).
#[repr(C)]
pub struct JNINativeInterface_ {
    pub reserved0: *mut c_void,
    pub reserved1: *mut c_void,
    pub reserved2: *mut c_void,
    pub reserved3: *mut c_void,
    pub GetVersion: Option<unsafe extern "C" fn(env: *mut JNIEnv) -> jint>,
    pub DefineClass: Option<unsafe extern "C" fn(env: *mut JNIEnv, name: *const c_char, loader: jobject, buf: *const jbyte, len: jsize) -> jclass>,
    pub FindClass: Option<unsafe extern "C" fn(env: *mut JNIEnv, name: *const c_char) -> jclass>,
    pub FromReflectedMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, method: jobject) -> jmethodID>,
    pub FromReflectedField: Option<unsafe extern "C" fn(env: *mut JNIEnv, field: jobject) -> jfieldID>,
    pub ToReflectedMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, cls: jclass, methodID: jmethodID, isStatic: jboolean) -> jobject>,
    pub GetSuperclass: Option<unsafe extern "C" fn(env: *mut JNIEnv, sub: jclass) -> jclass>,
    pub IsAssignableFrom: Option<unsafe extern "C" fn(env: *mut JNIEnv, sub: jclass, sup: jclass) -> jboolean>,
    pub ToReflectedField: Option<unsafe extern "C" fn(env: *mut JNIEnv, cls: jclass, fieldID: jfieldID, isStatic: jboolean) -> jobject>,
    pub Throw: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jthrowable) -> jint>,
    pub ThrowNew: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, msg: *const c_char) -> jint>,
    pub ExceptionOccurred: Option<unsafe extern "C" fn(env: *mut JNIEnv) -> jthrowable>,
    pub ExceptionDescribe: Option<unsafe extern "C" fn(env: *mut JNIEnv)>,
    pub ExceptionClear: Option<unsafe extern "C" fn(env: *mut JNIEnv)>,
    pub FatalError: Option<unsafe extern "C" fn(env: *mut JNIEnv, msg: *const c_char)>,
    pub PushLocalFrame: Option<unsafe extern "C" fn(env: *mut JNIEnv, capacity: jint) -> jint>,
    pub PopLocalFrame: Option<unsafe extern "C" fn(env: *mut JNIEnv, result: jobject) -> jobject>,
    pub NewGlobalRef: Option<unsafe extern "C" fn(env: *mut JNIEnv, lobj: jobject) -> jobject>,
    pub DeleteGlobalRef: Option<unsafe extern "C" fn(env: *mut JNIEnv, gref: jobject)>,
    pub DeleteLocalRef: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject)>,
    pub IsSameObject: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj1: jobject, obj2: jobject) -> jboolean>,
    pub NewLocalRef: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject) -> jobject>,
    pub EnsureLocalCapacity: Option<unsafe extern "C" fn(env: *mut JNIEnv, capacity: jint) -> jint>,
    pub AllocObject: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass) -> jobject>,
    pub NewObject: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jobject>,
    pub NewObjectV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jobject>,
    pub NewObjectA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jobject>,
    pub GetObjectClass: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject) -> jclass>,
    pub IsInstanceOf: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass) -> jboolean>,
    pub GetMethodID: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jmethodID>,
    pub CallObjectMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jobject>,
    pub CallObjectMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jobject>,
    pub CallObjectMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jobject>,
    pub CallBooleanMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jboolean>,
    pub CallBooleanMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jboolean>,
    pub CallBooleanMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jboolean>,
    pub CallByteMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jbyte>,
    pub CallByteMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jbyte>,
    pub CallByteMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jbyte>,
    pub CallCharMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jchar>,
    pub CallCharMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jchar>,
    pub CallCharMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jchar>,
    pub CallShortMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jshort>,
    pub CallShortMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jshort>,
    pub CallShortMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jshort>,
    pub CallIntMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jint>,
    pub CallIntMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jint>,
    pub CallIntMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jint>,
    pub CallLongMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jlong>,
    pub CallLongMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jlong>,
    pub CallLongMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jlong>,
    pub CallFloatMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jfloat>,
    pub CallFloatMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jfloat>,
    pub CallFloatMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jfloat>,
    pub CallDoubleMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jdouble>,
    pub CallDoubleMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jdouble>,
    pub CallDoubleMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue) -> jdouble>,
    pub CallVoidMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...)>,
    pub CallVoidMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list)>,
    pub CallVoidMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: *const jvalue)>,
    pub CallNonvirtualObjectMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jobject>,
    pub CallNonvirtualObjectMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jobject>,
    pub CallNonvirtualObjectMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jobject>,
    pub CallNonvirtualBooleanMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jboolean>,
    pub CallNonvirtualBooleanMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jboolean>,
    pub CallNonvirtualBooleanMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jboolean>,
    pub CallNonvirtualByteMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jbyte>,
    pub CallNonvirtualByteMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jbyte>,
    pub CallNonvirtualByteMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jbyte>,
    pub CallNonvirtualCharMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jchar>,
    pub CallNonvirtualCharMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jchar>,
    pub CallNonvirtualCharMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jchar>,
    pub CallNonvirtualShortMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jshort>,
    pub CallNonvirtualShortMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jshort>,
    pub CallNonvirtualShortMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jshort>,
    pub CallNonvirtualIntMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jint>,
    pub CallNonvirtualIntMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jint>,
    pub CallNonvirtualIntMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jint>,
    pub CallNonvirtualLongMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jlong>,
    pub CallNonvirtualLongMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jlong>,
    pub CallNonvirtualLongMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jlong>,
    pub CallNonvirtualFloatMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jfloat>,
    pub CallNonvirtualFloatMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jfloat>,
    pub CallNonvirtualFloatMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jfloat>,
    pub CallNonvirtualDoubleMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jdouble>,
    pub CallNonvirtualDoubleMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jdouble>,
    pub CallNonvirtualDoubleMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jdouble>,
    pub CallNonvirtualVoidMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...)>,
    pub CallNonvirtualVoidMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list)>,
    pub CallNonvirtualVoidMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: *const jvalue)>,
    pub GetFieldID: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jfieldID>,
    pub GetObjectField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jobject>,
    pub GetBooleanField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jboolean>,
    pub GetByteField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jbyte>,
    pub GetCharField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jchar>,
    pub GetShortField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jshort>,
    pub GetIntField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jint>,
    pub GetLongField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jlong>,
    pub GetFloatField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jfloat>,
    pub GetDoubleField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID) -> jdouble>,
    pub SetObjectField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jobject)>,
    pub SetBooleanField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jboolean)>,
    pub SetByteField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jbyte)>,
    pub SetCharField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jchar)>,
    pub SetShortField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jshort)>,
    pub SetIntField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jint)>,
    pub SetLongField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jlong)>,
    pub SetFloatField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jfloat)>,
    pub SetDoubleField: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject, fieldID: jfieldID, value: jdouble)>,
    pub GetStaticMethodID: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jmethodID>,
    pub CallStaticObjectMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jobject>,
    pub CallStaticObjectMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jobject>,
    pub CallStaticObjectMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jobject>,
    pub CallStaticBooleanMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jboolean>,
    pub CallStaticBooleanMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jboolean>,
    pub CallStaticBooleanMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jboolean>,
    pub CallStaticByteMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jbyte>,
    pub CallStaticByteMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jbyte>,
    pub CallStaticByteMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jbyte>,
    pub CallStaticCharMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jchar>,
    pub CallStaticCharMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jchar>,
    pub CallStaticCharMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jchar>,
    pub CallStaticShortMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jshort>,
    pub CallStaticShortMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jshort>,
    pub CallStaticShortMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jshort>,
    pub CallStaticIntMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jint>,
    pub CallStaticIntMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jint>,
    pub CallStaticIntMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jint>,
    pub CallStaticLongMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jlong>,
    pub CallStaticLongMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jlong>,
    pub CallStaticLongMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jlong>,
    pub CallStaticFloatMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jfloat>,
    pub CallStaticFloatMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jfloat>,
    pub CallStaticFloatMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jfloat>,
    pub CallStaticDoubleMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jdouble>,
    pub CallStaticDoubleMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jdouble>,
    pub CallStaticDoubleMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue) -> jdouble>,
    pub CallStaticVoidMethod: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...)>,
    pub CallStaticVoidMethodV: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list)>,
    pub CallStaticVoidMethodA: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: *const jvalue)>,
    pub GetStaticFieldID: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, name: *const c_char, sig: *const c_char) -> jfieldID>,
    pub GetStaticObjectField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jobject>,
    pub GetStaticBooleanField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jboolean>,
    pub GetStaticByteField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jbyte>,
    pub GetStaticCharField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jchar>,
    pub GetStaticShortField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jshort>,
    pub GetStaticIntField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jint>,
    pub GetStaticLongField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jlong>,
    pub GetStaticFloatField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jfloat>,
    pub GetStaticDoubleField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID) -> jdouble>,
    pub SetStaticObjectField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jobject)>,
    pub SetStaticBooleanField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jboolean)>,
    pub SetStaticByteField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jbyte)>,
    pub SetStaticCharField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jchar)>,
    pub SetStaticShortField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jshort)>,
    pub SetStaticIntField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jint)>,
    pub SetStaticLongField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jlong)>,
    pub SetStaticFloatField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jfloat)>,
    pub SetStaticDoubleField: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, fieldID: jfieldID, value: jdouble)>,
    pub NewString: Option<unsafe extern "C" fn(env: *mut JNIEnv, unicode: *const jchar, len: jsize) -> jstring>,
    pub GetStringLength: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring) -> jsize>,
    pub GetStringChars: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring, isCopy: *mut jboolean) -> *const jchar>,
    pub ReleaseStringChars: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring, chars: *const jchar)>,
    pub NewStringUTF: Option<unsafe extern "C" fn(env: *mut JNIEnv, utf: *const c_char) -> jstring>,
    pub GetStringUTFLength: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring) -> jsize>,
    pub GetStringUTFChars: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring, isCopy: *mut jboolean) -> *const c_char>,
    pub ReleaseStringUTFChars: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring, chars: *const c_char)>,
    pub GetArrayLength: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jarray) -> jsize>,
    pub NewObjectArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize, clazz: jclass, init: jobject) -> jobjectArray>,
    pub GetObjectArrayElement: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jobjectArray, index: jsize) -> jobject>,
    pub SetObjectArrayElement: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jobjectArray, index: jsize, val: jobject)>,
    pub NewBooleanArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jbooleanArray>,
    pub NewByteArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jbyteArray>,
    pub NewCharArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jcharArray>,
    pub NewShortArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jshortArray>,
    pub NewIntArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jintArray>,
    pub NewLongArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jlongArray>,
    pub NewFloatArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jfloatArray>,
    pub NewDoubleArray: Option<unsafe extern "C" fn(env: *mut JNIEnv, len: jsize) -> jdoubleArray>,
    pub GetBooleanArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbooleanArray, isCopy: *mut jboolean) -> *mut jboolean>,
    pub GetByteArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbyteArray, isCopy: *mut jboolean) -> *mut jbyte>,
    pub GetCharArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jcharArray, isCopy: *mut jboolean) -> *mut jchar>,
    pub GetShortArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jshortArray, isCopy: *mut jboolean) -> *mut jshort>,
    pub GetIntArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jintArray, isCopy: *mut jboolean) -> *mut jint>,
    pub GetLongArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jlongArray, isCopy: *mut jboolean) -> *mut jlong>,
    pub GetFloatArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jfloatArray, isCopy: *mut jboolean) -> *mut jfloat>,
    pub GetDoubleArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jdoubleArray, isCopy: *mut jboolean) -> *mut jdouble>,
    pub ReleaseBooleanArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbooleanArray, elems: *mut jboolean, mode: jint)>,
    pub ReleaseByteArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbyteArray, elems: *mut jbyte, mode: jint)>,
    pub ReleaseCharArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jcharArray, elems: *mut jchar, mode: jint)>,
    pub ReleaseShortArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jshortArray, elems: *mut jshort, mode: jint)>,
    pub ReleaseIntArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jintArray, elems: *mut jint, mode: jint)>,
    pub ReleaseLongArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jlongArray, elems: *mut jlong, mode: jint)>,
    pub ReleaseFloatArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jfloatArray, elems: *mut jfloat, mode: jint)>,
    pub ReleaseDoubleArrayElements: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jdoubleArray, elems: *mut jdouble, mode: jint)>,
    pub GetBooleanArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbooleanArray, start: jsize, len: jsize, buf: *mut jboolean)>,
    pub GetByteArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbyteArray, start: jsize, len: jsize, buf: *mut jbyte)>,
    pub GetCharArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jcharArray, start: jsize, len: jsize, buf: *mut jchar)>,
    pub GetShortArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jshortArray, start: jsize, len: jsize, buf: *mut jshort)>,
    pub GetIntArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jintArray, start: jsize, len: jsize, buf: *mut jint)>,
    pub GetLongArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jlongArray, start: jsize, len: jsize, buf: *mut jlong)>,
    pub GetFloatArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jfloatArray, start: jsize, len: jsize, buf: *mut jfloat)>,
    pub GetDoubleArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jdoubleArray, start: jsize, len: jsize, buf: *mut jdouble)>,
    pub SetBooleanArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbooleanArray, start: jsize, len: jsize, buf: *const jboolean)>,
    pub SetByteArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jbyteArray, start: jsize, len: jsize, buf: *const jbyte)>,
    pub SetCharArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jcharArray, start: jsize, len: jsize, buf: *const jchar)>,
    pub SetShortArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jshortArray, start: jsize, len: jsize, buf: *const jshort)>,
    pub SetIntArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jintArray, start: jsize, len: jsize, buf: *const jint)>,
    pub SetLongArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jlongArray, start: jsize, len: jsize, buf: *const jlong)>,
    pub SetFloatArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jfloatArray, start: jsize, len: jsize, buf: *const jfloat)>,
    pub SetDoubleArrayRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jdoubleArray, start: jsize, len: jsize, buf: *const jdouble)>,
    pub RegisterNatives: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass, methods: *const JNINativeMethod, nMethods: jint) -> jint>,
    pub UnregisterNatives: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass) -> jint>,
    pub MonitorEnter: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject) -> jint>,
    pub MonitorExit: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject) -> jint>,
    pub GetJavaVM: Option<unsafe extern "C" fn(env: *mut JNIEnv, vm: *mut *mut JavaVM) -> jint>,
    pub GetStringRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring, start: jsize, len: jsize, buf: *mut jchar)>,
    pub GetStringUTFRegion: Option<unsafe extern "C" fn(env: *mut JNIEnv, str: jstring, start: jsize, len: jsize, buf: *mut c_char)>,
    pub GetPrimitiveArrayCritical: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jarray, isCopy: *mut jboolean) -> *mut c_void>,
    pub ReleasePrimitiveArrayCritical: Option<unsafe extern "C" fn(env: *mut JNIEnv, array: jarray, carray: *mut c_void, mode: jint)>,
    pub GetStringCritical: Option<unsafe extern "C" fn(env: *mut JNIEnv, string: jstring, isCopy: *mut jboolean) -> *const jchar>,
    pub ReleaseStringCritical: Option<unsafe extern "C" fn(env: *mut JNIEnv, string: jstring, cstring: *const jchar)>,
    pub NewWeakGlobalRef: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject) -> jweak>,
    pub DeleteWeakGlobalRef: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jweak)>,
    pub ExceptionCheck: Option<unsafe extern "C" fn(env: *mut JNIEnv) -> jboolean>,
    pub NewDirectByteBuffer: Option<unsafe extern "C" fn(env: *mut JNIEnv, address: *mut c_void, capacity: jlong) -> jobject>,
    pub GetDirectBufferAddress: Option<unsafe extern "C" fn(env: *mut JNIEnv, buf: jobject) -> *mut c_void>,
    pub GetDirectBufferCapacity: Option<unsafe extern "C" fn(env: *mut JNIEnv, buf: jobject) -> jlong>,
    pub GetObjectRefType: Option<unsafe extern "C" fn(env: *mut JNIEnv, obj: jobject) -> jobjectRefType>,
    pub GetModule: Option<unsafe extern "C" fn(env: *mut JNIEnv, clazz: jclass) -> jobject>,
}

impl JNINativeInterface_ {
    /// A table with every slot NULL (fill in what a test or a fake VM needs).
    pub const EMPTY: JNINativeInterface_ = {
        // SAFETY: every field is a raw pointer or an `Option` of a function
        // pointer, for which all-zero bytes are NULL / `None`.
        unsafe { std::mem::zeroed() }
    };
}

/// `JNIEnv` (C view): a pointer to the function table. A `*mut JNIEnv` is what
/// C code calls `JNIEnv *`: it identifies a thread (the `env_id` of events).
/// In C++ the same address is a `JNIEnv_*` whose first member is that pointer.
pub type JNIEnv = *const JNINativeInterface_;

/// The invocation interface table; a `*mut JavaVM` points to a pointer to it.
#[repr(C)]
pub struct JNIInvokeInterface_ {
    pub reserved0: *mut c_void,
    pub reserved1: *mut c_void,
    pub reserved2: *mut c_void,
    pub DestroyJavaVM: Option<unsafe extern "C" fn(vm: *mut JavaVM) -> jint>,
    pub AttachCurrentThread: Option<
        unsafe extern "C" fn(vm: *mut JavaVM, penv: *mut *mut c_void, args: *mut c_void) -> jint,
    >,
    pub DetachCurrentThread: Option<unsafe extern "C" fn(vm: *mut JavaVM) -> jint>,
    /// `GetEnv(vm, &iface, JVMPI_VERSION_1 | _1_1 | _1_2)` stores a
    /// `JVMPI_Interface*` and returns `JNI_OK`; a JNI version stores the
    /// calling thread's `JNIEnv*`; anything else returns `JNI_EVERSION`.
    pub GetEnv: Option<
        unsafe extern "C" fn(vm: *mut JavaVM, penv: *mut *mut c_void, version: jint) -> jint,
    >,
    pub AttachCurrentThreadAsDaemon: Option<
        unsafe extern "C" fn(vm: *mut JavaVM, penv: *mut *mut c_void, args: *mut c_void) -> jint,
    >,
}

/// `JavaVM` (C view): a pointer to the invocation table.
pub type JavaVM = *const JNIInvokeInterface_;

/// `AttachCurrentThread`'s optional arguments.
#[repr(C)]
pub struct JavaVMAttachArgs {
    pub version: jint,
    pub name: *mut c_char,
    pub group: jobject,
}

/// One `JNI_CreateJavaVM` option.
#[repr(C)]
pub struct JavaVMOption {
    pub optionString: *mut c_char,
    pub extraInfo: *mut c_void,
}

/// `JNI_CreateJavaVM`'s arguments.
#[repr(C)]
pub struct JavaVMInitArgs {
    pub version: jint,
    pub nOptions: jint,
    pub options: *mut JavaVMOption,
    pub ignoreUnrecognized: jboolean,
}

/// `jint JVM_OnLoad(JavaVM *vm, char *options, void *reserved)`: the entry
/// point an agent library exports. `options` is the text after
/// `-Xrun<name>:` (NULL if none). `JNI_OK` continues; a negative value
/// aborts start-up.
pub type JVM_OnLoad_t =
    unsafe extern "C" fn(vm: *mut JavaVM, options: *mut c_char, reserved: *mut c_void) -> jint;

/// The symbol name to look up in an agent library (NUL-terminated).
pub const JVM_ONLOAD_SYMBOL: &[u8] = b"JVM_OnLoad\0";

// ---------------------------------------------------------------------------
// JVMPI constants
// ---------------------------------------------------------------------------

pub const JVMPI_VERSION_1: jint = 0x1000_0001;
pub const JVMPI_VERSION_1_1: jint = 0x1000_0002;
pub const JVMPI_VERSION_1_2: jint = 0x1000_0003;

/// An object id: the object's address. Invalidated by OBJECT_MOVE, OBJECT_FREE
/// and ARENA_DELETE.
pub type jobjectID = *mut _jobjectID;
/// A raw monitor handle.
pub type JVMPI_RawMonitor = *mut _JVMPI_RawMonitor;

pub const JVMPI_SUCCESS: jint = 0;
pub const JVMPI_NOT_AVAILABLE: jint = 1;
pub const JVMPI_FAIL: jint = -1;

pub const JVMPI_THREAD_RUNNABLE: jint = 1;
pub const JVMPI_THREAD_MONITOR_WAIT: jint = 2;
pub const JVMPI_THREAD_CONDVAR_WAIT: jint = 3;
pub const JVMPI_THREAD_SUSPENDED: jint = 0x8000;
pub const JVMPI_THREAD_INTERRUPTED: jint = 0x4000;

pub const JVMPI_MINIMUM_PRIORITY: jint = 1;
pub const JVMPI_MAXIMUM_PRIORITY: jint = 10;
pub const JVMPI_NORMAL_PRIORITY: jint = 5;

pub const JVMPI_NORMAL_OBJECT: jint = 0;
pub const JVMPI_CLASS: jint = 2;
pub const JVMPI_BOOLEAN: jint = 4;
pub const JVMPI_CHAR: jint = 5;
pub const JVMPI_FLOAT: jint = 6;
pub const JVMPI_DOUBLE: jint = 7;
pub const JVMPI_BYTE: jint = 8;
pub const JVMPI_SHORT: jint = 9;
pub const JVMPI_INT: jint = 10;
pub const JVMPI_LONG: jint = 11;

pub const JVMPI_DUMP_LEVEL_0: jint = 0;
pub const JVMPI_DUMP_LEVEL_1: jint = 1;
pub const JVMPI_DUMP_LEVEL_2: jint = 2;

pub const JVMPI_MONITOR_JAVA: u8 = 0x01;
pub const JVMPI_MONITOR_RAW: u8 = 0x02;

pub const JVMPI_GC_ROOT_UNKNOWN: u8 = 0xff;
pub const JVMPI_GC_ROOT_JNI_GLOBAL: u8 = 0x01;
pub const JVMPI_GC_ROOT_JNI_LOCAL: u8 = 0x02;
pub const JVMPI_GC_ROOT_JAVA_FRAME: u8 = 0x03;
pub const JVMPI_GC_ROOT_NATIVE_STACK: u8 = 0x04;
pub const JVMPI_GC_ROOT_STICKY_CLASS: u8 = 0x05;
pub const JVMPI_GC_ROOT_THREAD_BLOCK: u8 = 0x06;
pub const JVMPI_GC_ROOT_MONITOR_USED: u8 = 0x07;
/// Defined by JDK 1.4's header, but no VM puts it in a JVMPI dump buffer
/// (agents take thread roots from the dump's traces); rjvm never emits it.
pub const JVMPI_GC_ROOT_THREAD_OBJ: u8 = 0x08;
pub const JVMPI_GC_CLASS_DUMP: u8 = 0x20;
pub const JVMPI_GC_INSTANCE_DUMP: u8 = 0x21;
pub const JVMPI_GC_OBJ_ARRAY_DUMP: u8 = 0x22;
pub const JVMPI_GC_PRIM_ARRAY_DUMP: u8 = 0x23;

pub const JVMPI_EVENT_METHOD_ENTRY: jint = 1;
pub const JVMPI_EVENT_METHOD_ENTRY2: jint = 2;
pub const JVMPI_EVENT_METHOD_EXIT: jint = 3;
pub const JVMPI_EVENT_OBJECT_ALLOC: jint = 4;
pub const JVMPI_EVENT_OBJECT_FREE: jint = 5;
pub const JVMPI_EVENT_OBJECT_MOVE: jint = 6;
pub const JVMPI_EVENT_COMPILED_METHOD_LOAD: jint = 7;
pub const JVMPI_EVENT_COMPILED_METHOD_UNLOAD: jint = 8;
pub const JVMPI_EVENT_INSTRUCTION_START: jint = 9;
pub const JVMPI_EVENT_THREAD_START: jint = 33;
pub const JVMPI_EVENT_THREAD_END: jint = 34;
pub const JVMPI_EVENT_CLASS_LOAD_HOOK: jint = 35;
pub const JVMPI_EVENT_HEAP_DUMP: jint = 37;
pub const JVMPI_EVENT_JNI_GLOBALREF_ALLOC: jint = 38;
pub const JVMPI_EVENT_JNI_GLOBALREF_FREE: jint = 39;
pub const JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC: jint = 40;
pub const JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE: jint = 41;
pub const JVMPI_EVENT_CLASS_LOAD: jint = 42;
pub const JVMPI_EVENT_CLASS_UNLOAD: jint = 43;
pub const JVMPI_EVENT_DATA_DUMP_REQUEST: jint = 44;
pub const JVMPI_EVENT_DATA_RESET_REQUEST: jint = 45;
pub const JVMPI_EVENT_JVM_INIT_DONE: jint = 46;
pub const JVMPI_EVENT_JVM_SHUT_DOWN: jint = 47;
pub const JVMPI_EVENT_ARENA_NEW: jint = 48;
pub const JVMPI_EVENT_ARENA_DELETE: jint = 49;
pub const JVMPI_EVENT_OBJECT_DUMP: jint = 50;
pub const JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER: jint = 51;
pub const JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED: jint = 52;
pub const JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT: jint = 53;
pub const JVMPI_EVENT_MONITOR_CONTENDED_ENTER: jint = 54;
pub const JVMPI_EVENT_MONITOR_CONTENDED_ENTERED: jint = 55;
pub const JVMPI_EVENT_MONITOR_CONTENDED_EXIT: jint = 56;
pub const JVMPI_EVENT_MONITOR_WAIT: jint = 57;
pub const JVMPI_EVENT_MONITOR_WAITED: jint = 58;
pub const JVMPI_EVENT_MONITOR_DUMP: jint = 59;
pub const JVMPI_EVENT_GC_START: jint = 60;
pub const JVMPI_EVENT_GC_FINISH: jint = 61;

pub const JVMPI_MAX_EVENT_TYPE_VAL: jint = 61;

/// rjvm extension (not part of the JVMPI; Rust agents only): a thread
/// executed another `n` bytecodes (see `Profiler::set_bytecode_sampling`).
pub const RJVM_EVENT_BYTECODE_SAMPLE: jint = 62;

// Older spellings.
pub const JVMPI_EVENT_OBJ_ALLOC: jint = JVMPI_EVENT_OBJECT_ALLOC;
pub const JVMPI_EVENT_OBJ_FREE: jint = JVMPI_EVENT_OBJECT_FREE;
pub const JVMPI_EVENT_OBJ_MOVE: jint = JVMPI_EVENT_OBJECT_MOVE;
pub const JVMPI_EVENT_LOAD_COMPILED_METHOD: jint = JVMPI_EVENT_COMPILED_METHOD_LOAD;
pub const JVMPI_EVENT_UNLOAD_COMPILED_METHOD: jint = JVMPI_EVENT_COMPILED_METHOD_UNLOAD;
pub const JVMPI_EVENT_NEW_ARENA: jint = JVMPI_EVENT_ARENA_NEW;
pub const JVMPI_EVENT_DELETE_ARENA: jint = JVMPI_EVENT_ARENA_DELETE;
pub const JVMPI_EVENT_DUMP_DATA_REQUEST: jint = JVMPI_EVENT_DATA_DUMP_REQUEST;
pub const JVMPI_EVENT_RESET_DATA_REQUEST: jint = JVMPI_EVENT_DATA_RESET_REQUEST;

/// OR-ed into `event_type` of events produced by `RequestEvent`.
pub const JVMPI_REQUESTED_EVENT: jint = 0x1000_0000;

pub const JVMPI_LINENO_UNKNOWN: jint = -1;
pub const JVMPI_LINENO_COMPILED: jint = -2;
pub const JVMPI_LINENO_NATIVE: jint = -3;

pub const JVMPI_THREAD_LIST_OK: jint = 0;
pub const JVMPI_THREAD_LIST_INVALID_THREAD: jint = 10;
pub const JVMPI_THREAD_LIST_NOT_SUSPENDED: jint = 13;
pub const JVMPI_THREAD_LIST_ALREADY_SUSPENDED: jint = 14;

// ---------------------------------------------------------------------------
// JVMPI structures
// ---------------------------------------------------------------------------

/// One frame of a call trace: `lineno` is the source line, -1 unknown,
/// -2 compiled, -3 native.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct JVMPI_CallFrame {
    pub lineno: jint,
    pub method_id: jmethodID,
}

/// `GetCallTrace` argument: the caller sets `env_id` and allocates `frames`
/// (`depth` entries); the VM fills `num_frames` and the frames, top first.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct JVMPI_CallTrace {
    pub env_id: *mut JNIEnv,
    pub num_frames: jint,
    pub frames: *mut JVMPI_CallFrame,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct JVMPI_Field {
    pub field_name: *mut c_char,
    pub field_signature: *mut c_char,
}

/// `RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg)`; a NULL arg means level 2.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct JVMPI_HeapDumpArg {
    pub heap_dump_level: jint,
}

#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct JVMPI_Lineno {
    pub offset: jint,
    pub lineno: jint,
}

#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct JVMPI_Method {
    pub method_name: *mut c_char,
    pub method_signature: *mut c_char,
    pub start_lineno: jint,
    pub end_lineno: jint,
    pub method_id: jmethodID,
}

/// `u.class_load` (CLASS_LOAD).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ClassLoad {
    pub class_name: *mut c_char,
    pub source_name: *mut c_char,
    pub num_interfaces: jint,
    pub num_methods: jint,
    pub methods: *mut JVMPI_Method,
    pub num_static_fields: jint,
    pub statics: *mut JVMPI_Field,
    pub num_instance_fields: jint,
    pub instances: *mut JVMPI_Field,
    pub class_id: jobjectID,
}

/// `u.class_unload` (CLASS_UNLOAD).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ClassUnload {
    pub class_id: jobjectID,
}

/// `u.class_load_hook` (CLASS_LOAD_HOOK). The agent may store a replacement
/// class file, allocated with `malloc_f`, in `new_class_data`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ClassLoadHook {
    pub class_data: *mut c_uchar,
    pub class_data_len: jint,
    pub new_class_data: *mut c_uchar,
    pub new_class_data_len: jint,
    pub malloc_f: Option<unsafe extern "C" fn(size: c_uint) -> *mut c_void>,
}

/// `u.obj_alloc` (OBJECT_ALLOC).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ObjAlloc {
    pub arena_id: jint,
    pub class_id: jobjectID,
    pub is_array: jint,
    pub size: jint,
    pub obj_id: jobjectID,
}

/// `u.obj_free` (OBJECT_FREE).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ObjFree {
    pub obj_id: jobjectID,
}

/// `u.obj_move` (OBJECT_MOVE).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ObjMove {
    pub arena_id: jint,
    pub obj_id: jobjectID,
    pub new_arena_id: jint,
    pub new_obj_id: jobjectID,
}

/// `u.new_arena` (ARENA_NEW).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_NewArena {
    pub arena_id: jint,
    pub arena_name: *mut c_char,
}

/// `u.delete_arena` (ARENA_DELETE).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_DeleteArena {
    pub arena_id: jint,
}

/// `u.thread_start` (THREAD_START).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ThreadStart {
    pub thread_name: *mut c_char,
    pub group_name: *mut c_char,
    pub parent_name: *mut c_char,
    pub thread_id: jobjectID,
    pub thread_env_id: *mut JNIEnv,
}

/// `u.heap_dump` (HEAP_DUMP): the buffer is `[begin, end)`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_HeapDump {
    pub dump_level: c_int,
    pub begin: *mut c_char,
    pub end: *mut c_char,
    pub num_traces: jint,
    pub traces: *mut JVMPI_CallTrace,
}

/// `u.object_dump` (OBJECT_DUMP). `data` shares the slot of `heap_dump.begin`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_ObjectDump {
    pub data_len: jint,
    pub data: *mut c_char,
}

/// `u.jni_globalref_alloc` (JNI_GLOBALREF_ALLOC, JNI_WEAK_GLOBALREF_ALLOC).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_JniGlobalrefAlloc {
    pub obj_id: jobjectID,
    pub ref_id: jobject,
}

/// `u.jni_globalref_free` (JNI_GLOBALREF_FREE, JNI_WEAK_GLOBALREF_FREE).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_JniGlobalrefFree {
    pub ref_id: jobject,
}

/// `u.method` (METHOD_ENTRY, METHOD_EXIT) and `u.compiled_method_unload`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_MethodEvent {
    pub method_id: jmethodID,
}

/// `u.method_entry2` (METHOD_ENTRY2); `obj_id` is NULL for static methods.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_MethodEntry2 {
    pub method_id: jmethodID,
    pub obj_id: jobjectID,
}

/// `u.compiled_method_load` (COMPILED_METHOD_LOAD).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_CompiledMethodLoad {
    pub method_id: jmethodID,
    pub code_addr: *mut c_void,
    pub code_size: jint,
    pub lineno_table_size: jint,
    pub lineno_table: *mut JVMPI_Lineno,
}

/// `u.instruction.u.if_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_IfInfo {
    pub is_true: jboolean,
}

/// `u.instruction.u.tableswitch_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_TableswitchInfo {
    pub key: jint,
    pub low: jint,
    pub hi: jint,
}

/// `u.instruction.u.lookupswitch_info`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_LookupswitchInfo {
    pub chosen_pair_index: jint,
    pub pairs_count: jint,
}

/// `u.instruction.u`: which member is meaningful depends on the bytecode.
#[repr(C)]
#[derive(Clone, Copy)]
pub union JVMPI_InstructionInfo {
    pub if_info: JVMPI_IfInfo,
    pub tableswitch_info: JVMPI_TableswitchInfo,
    pub lookupswitch_info: JVMPI_LookupswitchInfo,
}

/// `u.instruction` (INSTRUCTION_START).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_Instruction {
    pub method_id: jmethodID,
    pub offset: jint,
    pub u: JVMPI_InstructionInfo,
}

/// `u.monitor_dump` (MONITOR_DUMP): buffer `[begin, end)`, and per thread a
/// trace and a status.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_MonitorDump {
    pub begin: *mut c_char,
    pub end: *mut c_char,
    pub num_traces: jint,
    pub traces: *mut JVMPI_CallTrace,
    pub threads_status: *mut jint,
}

/// `u.raw_monitor` (RAW_MONITOR_CONTENDED_*).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_RawMonitorEvent {
    pub name: *mut c_char,
    pub id: JVMPI_RawMonitor,
}

/// `u.monitor` (MONITOR_CONTENDED_*).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_MonitorEvent {
    pub object: jobjectID,
}

/// `u.monitor_wait` (MONITOR_WAIT, MONITOR_WAITED); `timeout` in ms.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_MonitorWait {
    pub object: jobjectID,
    pub timeout: jlong,
}

/// `u.gc_info` (GC_FINISH).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_GcInfo {
    pub used_objects: jlong,
    pub used_object_space: jlong,
    pub total_object_space: jlong,
}

/// `JVMPI_Event.u`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union JVMPI_EventUnion {
    pub class_load: JVMPI_ClassLoad,
    pub class_unload: JVMPI_ClassUnload,
    pub class_load_hook: JVMPI_ClassLoadHook,
    pub obj_alloc: JVMPI_ObjAlloc,
    pub obj_free: JVMPI_ObjFree,
    pub obj_move: JVMPI_ObjMove,
    pub new_arena: JVMPI_NewArena,
    pub delete_arena: JVMPI_DeleteArena,
    pub thread_start: JVMPI_ThreadStart,
    pub heap_dump: JVMPI_HeapDump,
    pub object_dump: JVMPI_ObjectDump,
    pub jni_globalref_alloc: JVMPI_JniGlobalrefAlloc,
    pub jni_globalref_free: JVMPI_JniGlobalrefFree,
    pub method: JVMPI_MethodEvent,
    pub method_entry2: JVMPI_MethodEntry2,
    pub compiled_method_load: JVMPI_CompiledMethodLoad,
    pub compiled_method_unload: JVMPI_MethodEvent,
    pub instruction: JVMPI_Instruction,
    pub monitor_dump: JVMPI_MonitorDump,
    pub raw_monitor: JVMPI_RawMonitorEvent,
    pub monitor: JVMPI_MonitorEvent,
    pub monitor_wait: JVMPI_MonitorWait,
    pub gc_info: JVMPI_GcInfo,
}

/// One event as passed to `NotifyEvent`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct JVMPI_Event {
    /// `JVMPI_EVENT_*`, with `JVMPI_REQUESTED_EVENT` OR-ed in for requested events.
    pub event_type: jint,
    /// The thread the event happens in.
    pub env_id: *mut JNIEnv,
    pub u: JVMPI_EventUnion,
}

impl JVMPI_Event {
    /// An event of the given type with every other byte zero.
    pub fn zeroed(event_type: jint, env_id: *mut JNIEnv) -> Self {
        // SAFETY: every field is an integer, a raw pointer or an Option of a
        // function pointer, for all of which all-zero bytes are valid.
        let mut e: Self = unsafe { std::mem::zeroed() };
        e.event_type = event_type;
        e.env_id = env_id;
        e
    }
}

/// The JVMPI function table: exactly 30 pointer-sized slots. Slot 0 holds the
/// `jint` version followed by padding; slot 1 (`NotifyEvent`) is written by
/// the agent; the rest are the VM's functions, all plain C calling convention.
#[repr(C)]
pub struct JVMPI_Interface {
    pub version: jint,
    /// Padding of slot 0 (keep zero).
    pub _pad: u32,
    pub NotifyEvent: Option<unsafe extern "C" fn(event: *mut JVMPI_Event)>,
    pub EnableEvent: Option<unsafe extern "C" fn(event_type: jint, arg: *mut c_void) -> jint>,
    pub DisableEvent: Option<unsafe extern "C" fn(event_type: jint, arg: *mut c_void) -> jint>,
    pub RequestEvent: Option<unsafe extern "C" fn(event_type: jint, arg: *mut c_void) -> jint>,
    pub GetCallTrace: Option<unsafe extern "C" fn(trace: *mut JVMPI_CallTrace, depth: jint)>,
    pub ProfilerExit: Option<unsafe extern "C" fn(exit_code: jint)>,
    pub RawMonitorCreate: Option<unsafe extern "C" fn(lock_name: *mut c_char) -> JVMPI_RawMonitor>,
    pub RawMonitorEnter: Option<unsafe extern "C" fn(lock_id: JVMPI_RawMonitor)>,
    pub RawMonitorExit: Option<unsafe extern "C" fn(lock_id: JVMPI_RawMonitor)>,
    pub RawMonitorWait: Option<unsafe extern "C" fn(lock_id: JVMPI_RawMonitor, ms: jlong)>,
    pub RawMonitorNotifyAll: Option<unsafe extern "C" fn(lock_id: JVMPI_RawMonitor)>,
    pub RawMonitorDestroy: Option<unsafe extern "C" fn(lock_id: JVMPI_RawMonitor)>,
    pub GetCurrentThreadCpuTime: Option<unsafe extern "C" fn() -> jlong>,
    pub SuspendThread: Option<unsafe extern "C" fn(env: *mut JNIEnv)>,
    pub ResumeThread: Option<unsafe extern "C" fn(env: *mut JNIEnv)>,
    pub GetThreadStatus: Option<unsafe extern "C" fn(env: *mut JNIEnv) -> jint>,
    pub ThreadHasRun: Option<unsafe extern "C" fn(env: *mut JNIEnv) -> jboolean>,
    pub CreateSystemThread: Option<
        unsafe extern "C" fn(
            name: *mut c_char,
            priority: jint,
            f: Option<unsafe extern "C" fn(arg: *mut c_void)>,
        ) -> jint,
    >,
    pub SetThreadLocalStorage: Option<unsafe extern "C" fn(env_id: *mut JNIEnv, ptr: *mut c_void)>,
    pub GetThreadLocalStorage: Option<unsafe extern "C" fn(env_id: *mut JNIEnv) -> *mut c_void>,
    pub DisableGC: Option<unsafe extern "C" fn()>,
    pub EnableGC: Option<unsafe extern "C" fn()>,
    pub RunGC: Option<unsafe extern "C" fn()>,
    pub GetThreadObject: Option<unsafe extern "C" fn(env: *mut JNIEnv) -> jobjectID>,
    pub GetMethodClass: Option<unsafe extern "C" fn(mid: jmethodID) -> jobjectID>,
    pub jobjectID2jobject: Option<unsafe extern "C" fn(jid: jobjectID) -> jobject>,
    pub jobject2jobjectID: Option<unsafe extern "C" fn(jobj: jobject) -> jobjectID>,
    pub SuspendThreadList: Option<
        unsafe extern "C" fn(req_count: jint, req_list: *mut *mut JNIEnv, results: *mut jint),
    >,
    pub ResumeThreadList: Option<
        unsafe extern "C" fn(req_count: jint, req_list: *mut *mut JNIEnv, results: *mut jint),
    >,
}

impl JVMPI_Interface {
    /// A table with the given version and every slot empty.
    pub const fn empty(version: jint) -> Self {
        JVMPI_Interface {
            version,
            _pad: 0,
            NotifyEvent: None,
            EnableEvent: None,
            DisableEvent: None,
            RequestEvent: None,
            GetCallTrace: None,
            ProfilerExit: None,
            RawMonitorCreate: None,
            RawMonitorEnter: None,
            RawMonitorExit: None,
            RawMonitorWait: None,
            RawMonitorNotifyAll: None,
            RawMonitorDestroy: None,
            GetCurrentThreadCpuTime: None,
            SuspendThread: None,
            ResumeThread: None,
            GetThreadStatus: None,
            ThreadHasRun: None,
            CreateSystemThread: None,
            SetThreadLocalStorage: None,
            GetThreadLocalStorage: None,
            DisableGC: None,
            EnableGC: None,
            RunGC: None,
            GetThreadObject: None,
            GetMethodClass: None,
            jobjectID2jobject: None,
            jobject2jobjectID: None,
            SuspendThreadList: None,
            ResumeThreadList: None,
        }
    }
}

// ---------------------------------------------------------------------------
// Layout assertions (x86_64 Linux; the facts of the JVMPI ABI)
// ---------------------------------------------------------------------------

const P: usize = size_of::<*const u8>();

#[cfg(target_pointer_width = "64")]
const _: () = {
    macro_rules! at {
        ($t:ty, $($f:tt).+, $off:expr) => {
            assert!(offset_of!($t, $($f).+) == $off);
        };
    }

    // JavaVM table: GetEnv at 48, 8 slots.
    at!(JNIInvokeInterface_, GetEnv, 48);
    at!(JNIInvokeInterface_, DestroyJavaVM, 24);
    at!(JNIInvokeInterface_, AttachCurrentThread, 32);
    at!(JNIInvokeInterface_, DetachCurrentThread, 40);
    at!(JNIInvokeInterface_, AttachCurrentThreadAsDaemon, 56);
    assert!(size_of::<JNIInvokeInterface_>() == 64);
    // JNIEnv table: 4 reserved slots and 230 functions.
    at!(JNINativeInterface_, GetVersion, 32);
    at!(JNINativeInterface_, FindClass, 48);
    at!(JNINativeInterface_, CallIntMethod, 49 * 8);
    at!(JNINativeInterface_, GetModule, 233 * 8);
    assert!(size_of::<JNINativeInterface_>() == 234 * 8);

    // JVMPI_Event: 88 bytes, align 8, union at 16 (72 bytes).
    assert!(size_of::<JVMPI_Event>() == 88);
    assert!(align_of::<JVMPI_Event>() == 8);
    at!(JVMPI_Event, event_type, 0);
    at!(JVMPI_Event, env_id, 8);
    at!(JVMPI_Event, u, 16);
    assert!(size_of::<JVMPI_EventUnion>() == 72);

    at!(JVMPI_Event, u.class_load.class_name, 16);
    at!(JVMPI_Event, u.class_load.source_name, 24);
    at!(JVMPI_Event, u.class_load.num_interfaces, 32);
    at!(JVMPI_Event, u.class_load.num_methods, 36);
    at!(JVMPI_Event, u.class_load.methods, 40);
    at!(JVMPI_Event, u.class_load.num_static_fields, 48);
    at!(JVMPI_Event, u.class_load.statics, 56);
    at!(JVMPI_Event, u.class_load.num_instance_fields, 64);
    at!(JVMPI_Event, u.class_load.instances, 72);
    at!(JVMPI_Event, u.class_load.class_id, 80);

    at!(JVMPI_Event, u.class_unload.class_id, 16);

    at!(JVMPI_Event, u.class_load_hook.class_data, 16);
    at!(JVMPI_Event, u.class_load_hook.class_data_len, 24);
    at!(JVMPI_Event, u.class_load_hook.new_class_data, 32);
    at!(JVMPI_Event, u.class_load_hook.new_class_data_len, 40);
    at!(JVMPI_Event, u.class_load_hook.malloc_f, 48);

    at!(JVMPI_Event, u.obj_alloc.arena_id, 16);
    at!(JVMPI_Event, u.obj_alloc.class_id, 24);
    at!(JVMPI_Event, u.obj_alloc.is_array, 32);
    at!(JVMPI_Event, u.obj_alloc.size, 36);
    at!(JVMPI_Event, u.obj_alloc.obj_id, 40);

    at!(JVMPI_Event, u.obj_free.obj_id, 16);

    at!(JVMPI_Event, u.obj_move.arena_id, 16);
    at!(JVMPI_Event, u.obj_move.obj_id, 24);
    at!(JVMPI_Event, u.obj_move.new_arena_id, 32);
    at!(JVMPI_Event, u.obj_move.new_obj_id, 40);

    at!(JVMPI_Event, u.new_arena.arena_id, 16);
    at!(JVMPI_Event, u.new_arena.arena_name, 24);
    at!(JVMPI_Event, u.delete_arena.arena_id, 16);

    at!(JVMPI_Event, u.thread_start.thread_name, 16);
    at!(JVMPI_Event, u.thread_start.group_name, 24);
    at!(JVMPI_Event, u.thread_start.parent_name, 32);
    at!(JVMPI_Event, u.thread_start.thread_id, 40);
    at!(JVMPI_Event, u.thread_start.thread_env_id, 48);

    at!(JVMPI_Event, u.heap_dump.dump_level, 16);
    at!(JVMPI_Event, u.heap_dump.begin, 24);
    at!(JVMPI_Event, u.heap_dump.end, 32);
    at!(JVMPI_Event, u.heap_dump.num_traces, 40);
    at!(JVMPI_Event, u.heap_dump.traces, 48);

    at!(JVMPI_Event, u.object_dump.data_len, 16);
    at!(JVMPI_Event, u.object_dump.data, 24);

    at!(JVMPI_Event, u.jni_globalref_alloc.obj_id, 16);
    at!(JVMPI_Event, u.jni_globalref_alloc.ref_id, 24);
    at!(JVMPI_Event, u.jni_globalref_free.ref_id, 16);

    at!(JVMPI_Event, u.method.method_id, 16);
    at!(JVMPI_Event, u.method_entry2.method_id, 16);
    at!(JVMPI_Event, u.method_entry2.obj_id, 24);

    at!(JVMPI_Event, u.compiled_method_load.method_id, 16);
    at!(JVMPI_Event, u.compiled_method_load.code_addr, 24);
    at!(JVMPI_Event, u.compiled_method_load.code_size, 32);
    at!(JVMPI_Event, u.compiled_method_load.lineno_table_size, 36);
    at!(JVMPI_Event, u.compiled_method_load.lineno_table, 40);
    at!(JVMPI_Event, u.compiled_method_unload.method_id, 16);

    at!(JVMPI_Event, u.instruction.method_id, 16);
    at!(JVMPI_Event, u.instruction.offset, 24);
    at!(JVMPI_Event, u.instruction.u, 28);
    at!(JVMPI_Event, u.instruction.u.if_info.is_true, 28);
    at!(JVMPI_Event, u.instruction.u.tableswitch_info.key, 28);
    at!(JVMPI_Event, u.instruction.u.tableswitch_info.low, 32);
    at!(JVMPI_Event, u.instruction.u.tableswitch_info.hi, 36);
    at!(
        JVMPI_Event,
        u.instruction.u.lookupswitch_info.chosen_pair_index,
        28
    );
    at!(
        JVMPI_Event,
        u.instruction.u.lookupswitch_info.pairs_count,
        32
    );

    at!(JVMPI_Event, u.monitor_dump.begin, 16);
    at!(JVMPI_Event, u.monitor_dump.end, 24);
    at!(JVMPI_Event, u.monitor_dump.num_traces, 32);
    at!(JVMPI_Event, u.monitor_dump.traces, 40);
    at!(JVMPI_Event, u.monitor_dump.threads_status, 48);

    at!(JVMPI_Event, u.raw_monitor.name, 16);
    at!(JVMPI_Event, u.raw_monitor.id, 24);
    at!(JVMPI_Event, u.monitor.object, 16);
    at!(JVMPI_Event, u.monitor_wait.object, 16);
    at!(JVMPI_Event, u.monitor_wait.timeout, 24);

    at!(JVMPI_Event, u.gc_info.used_objects, 16);
    at!(JVMPI_Event, u.gc_info.used_object_space, 24);
    at!(JVMPI_Event, u.gc_info.total_object_space, 32);

    // Small structs.
    assert!(size_of::<JVMPI_CallFrame>() == 16);
    at!(JVMPI_CallFrame, lineno, 0);
    at!(JVMPI_CallFrame, method_id, 8);
    assert!(size_of::<JVMPI_CallTrace>() == 24);
    at!(JVMPI_CallTrace, env_id, 0);
    at!(JVMPI_CallTrace, num_frames, 8);
    at!(JVMPI_CallTrace, frames, 16);
    assert!(size_of::<JVMPI_Method>() == 32);
    at!(JVMPI_Method, method_name, 0);
    at!(JVMPI_Method, method_signature, 8);
    at!(JVMPI_Method, start_lineno, 16);
    at!(JVMPI_Method, end_lineno, 20);
    at!(JVMPI_Method, method_id, 24);
    assert!(size_of::<JVMPI_Field>() == 16);
    at!(JVMPI_Field, field_name, 0);
    at!(JVMPI_Field, field_signature, 8);
    assert!(size_of::<JVMPI_Lineno>() == 8);
    at!(JVMPI_Lineno, offset, 0);
    at!(JVMPI_Lineno, lineno, 4);
    assert!(size_of::<JVMPI_HeapDumpArg>() == 4);
    at!(JVMPI_HeapDumpArg, heap_dump_level, 0);

    // JVMPI_Interface: 30 pointer-sized slots in the fact-sheet order.
    assert!(size_of::<JVMPI_Interface>() == 30 * P);
    at!(JVMPI_Interface, version, 0);
    at!(JVMPI_Interface, NotifyEvent, P);
    at!(JVMPI_Interface, EnableEvent, 2 * P);
    at!(JVMPI_Interface, DisableEvent, 3 * P);
    at!(JVMPI_Interface, RequestEvent, 4 * P);
    at!(JVMPI_Interface, GetCallTrace, 5 * P);
    at!(JVMPI_Interface, ProfilerExit, 6 * P);
    at!(JVMPI_Interface, RawMonitorCreate, 7 * P);
    at!(JVMPI_Interface, RawMonitorEnter, 8 * P);
    at!(JVMPI_Interface, RawMonitorExit, 9 * P);
    at!(JVMPI_Interface, RawMonitorWait, 10 * P);
    at!(JVMPI_Interface, RawMonitorNotifyAll, 11 * P);
    at!(JVMPI_Interface, RawMonitorDestroy, 12 * P);
    at!(JVMPI_Interface, GetCurrentThreadCpuTime, 13 * P);
    at!(JVMPI_Interface, SuspendThread, 14 * P);
    at!(JVMPI_Interface, ResumeThread, 15 * P);
    at!(JVMPI_Interface, GetThreadStatus, 16 * P);
    at!(JVMPI_Interface, ThreadHasRun, 17 * P);
    at!(JVMPI_Interface, CreateSystemThread, 18 * P);
    at!(JVMPI_Interface, SetThreadLocalStorage, 19 * P);
    at!(JVMPI_Interface, GetThreadLocalStorage, 20 * P);
    at!(JVMPI_Interface, DisableGC, 21 * P);
    at!(JVMPI_Interface, EnableGC, 22 * P);
    at!(JVMPI_Interface, RunGC, 23 * P);
    at!(JVMPI_Interface, GetThreadObject, 24 * P);
    at!(JVMPI_Interface, GetMethodClass, 25 * P);
    at!(JVMPI_Interface, jobjectID2jobject, 26 * P);
    at!(JVMPI_Interface, jobject2jobjectID, 27 * P);
    at!(JVMPI_Interface, SuspendThreadList, 28 * P);
    at!(JVMPI_Interface, ResumeThreadList, 29 * P);

    // Handles are single pointers.
    assert!(size_of::<jobjectID>() == P);
    assert!(size_of::<JVMPI_RawMonitor>() == P);
    assert!(size_of::<*mut JNIEnv>() == P);
    assert!(size_of::<jlong>() == 8 && size_of::<jint>() == 4 && size_of::<jboolean>() == 1);
};
