//! The `JNIEnv` function table: every slot of JDK 17's `JNINativeInterface_`
//! (`profiler-api/include/jni.h`), in order. The Rust functions are in
//! `jni::env`; the `...` and `V` forms are the C functions of `varargs.c`
//! (compiled by `vm/build.rs`), which read their arguments by the method's
//! descriptor into a `jvalue` array and call the `A` form through this
//! table.

use std::ptr::null_mut;

use rjvm_profiler_api::ffi::*;

use super::env::{arrays, calls, classes, exceptions, fields, misc, refs, strings};

extern "C" {
    fn rjvm_jni_NewObject(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jobject;
    fn rjvm_jni_NewObjectV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jobject;
    fn rjvm_jni_CallObjectMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jobject;
    fn rjvm_jni_CallObjectMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jobject;
    fn rjvm_jni_CallBooleanMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jboolean;
    fn rjvm_jni_CallBooleanMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jboolean;
    fn rjvm_jni_CallByteMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jbyte;
    fn rjvm_jni_CallByteMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jbyte;
    fn rjvm_jni_CallCharMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jchar;
    fn rjvm_jni_CallCharMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jchar;
    fn rjvm_jni_CallShortMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jshort;
    fn rjvm_jni_CallShortMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jshort;
    fn rjvm_jni_CallIntMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jint;
    fn rjvm_jni_CallIntMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jint;
    fn rjvm_jni_CallLongMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jlong;
    fn rjvm_jni_CallLongMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jlong;
    fn rjvm_jni_CallFloatMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jfloat;
    fn rjvm_jni_CallFloatMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jfloat;
    fn rjvm_jni_CallDoubleMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...) -> jdouble;
    fn rjvm_jni_CallDoubleMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list) -> jdouble;
    fn rjvm_jni_CallVoidMethod(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, ...);
    fn rjvm_jni_CallVoidMethodV(env: *mut JNIEnv, obj: jobject, methodID: jmethodID, args: va_list);
    fn rjvm_jni_CallNonvirtualObjectMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jobject;
    fn rjvm_jni_CallNonvirtualObjectMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jobject;
    fn rjvm_jni_CallNonvirtualBooleanMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jboolean;
    fn rjvm_jni_CallNonvirtualBooleanMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jboolean;
    fn rjvm_jni_CallNonvirtualByteMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jbyte;
    fn rjvm_jni_CallNonvirtualByteMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jbyte;
    fn rjvm_jni_CallNonvirtualCharMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jchar;
    fn rjvm_jni_CallNonvirtualCharMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jchar;
    fn rjvm_jni_CallNonvirtualShortMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jshort;
    fn rjvm_jni_CallNonvirtualShortMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jshort;
    fn rjvm_jni_CallNonvirtualIntMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jint;
    fn rjvm_jni_CallNonvirtualIntMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jint;
    fn rjvm_jni_CallNonvirtualLongMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jlong;
    fn rjvm_jni_CallNonvirtualLongMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jlong;
    fn rjvm_jni_CallNonvirtualFloatMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jfloat;
    fn rjvm_jni_CallNonvirtualFloatMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jfloat;
    fn rjvm_jni_CallNonvirtualDoubleMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...) -> jdouble;
    fn rjvm_jni_CallNonvirtualDoubleMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list) -> jdouble;
    fn rjvm_jni_CallNonvirtualVoidMethod(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, ...);
    fn rjvm_jni_CallNonvirtualVoidMethodV(env: *mut JNIEnv, obj: jobject, clazz: jclass, methodID: jmethodID, args: va_list);
    fn rjvm_jni_CallStaticObjectMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jobject;
    fn rjvm_jni_CallStaticObjectMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jobject;
    fn rjvm_jni_CallStaticBooleanMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jboolean;
    fn rjvm_jni_CallStaticBooleanMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jboolean;
    fn rjvm_jni_CallStaticByteMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jbyte;
    fn rjvm_jni_CallStaticByteMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jbyte;
    fn rjvm_jni_CallStaticCharMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jchar;
    fn rjvm_jni_CallStaticCharMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jchar;
    fn rjvm_jni_CallStaticShortMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jshort;
    fn rjvm_jni_CallStaticShortMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jshort;
    fn rjvm_jni_CallStaticIntMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jint;
    fn rjvm_jni_CallStaticIntMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jint;
    fn rjvm_jni_CallStaticLongMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jlong;
    fn rjvm_jni_CallStaticLongMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jlong;
    fn rjvm_jni_CallStaticFloatMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jfloat;
    fn rjvm_jni_CallStaticFloatMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jfloat;
    fn rjvm_jni_CallStaticDoubleMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...) -> jdouble;
    fn rjvm_jni_CallStaticDoubleMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list) -> jdouble;
    fn rjvm_jni_CallStaticVoidMethod(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, ...);
    fn rjvm_jni_CallStaticVoidMethodV(env: *mut JNIEnv, clazz: jclass, methodID: jmethodID, args: va_list);
}

/// The table (immutable function pointers).
#[repr(transparent)]
struct Table(JNINativeInterface_);
// SAFETY: a table of function pointers that is never written.
unsafe impl Sync for Table {}

static TABLE: Table = Table(JNINativeInterface_ {
    reserved0: null_mut(),
    reserved1: null_mut(),
    reserved2: null_mut(),
    reserved3: null_mut(),
    GetVersion: Some(classes::get_version),
    DefineClass: Some(classes::define_class),
    FindClass: Some(classes::find_class_fn),
    FromReflectedMethod: Some(misc::from_reflected_method),
    FromReflectedField: Some(misc::from_reflected_field),
    ToReflectedMethod: Some(misc::to_reflected_method),
    GetSuperclass: Some(classes::get_superclass),
    IsAssignableFrom: Some(classes::is_assignable_from),
    ToReflectedField: Some(misc::to_reflected_field),
    Throw: Some(exceptions::throw),
    ThrowNew: Some(exceptions::throw_new_fn),
    ExceptionOccurred: Some(exceptions::exception_occurred),
    ExceptionDescribe: Some(exceptions::exception_describe),
    ExceptionClear: Some(exceptions::exception_clear),
    FatalError: Some(exceptions::fatal_error),
    PushLocalFrame: Some(refs::push_local_frame),
    PopLocalFrame: Some(refs::pop_local_frame),
    NewGlobalRef: Some(refs::new_global_ref),
    DeleteGlobalRef: Some(refs::delete_global_ref),
    DeleteLocalRef: Some(refs::delete_local_ref),
    IsSameObject: Some(refs::is_same_object),
    NewLocalRef: Some(refs::new_local_ref),
    EnsureLocalCapacity: Some(refs::ensure_local_capacity),
    AllocObject: Some(classes::alloc_object_fn),
    NewObject: Some(rjvm_jni_NewObject),
    NewObjectV: Some(rjvm_jni_NewObjectV),
    NewObjectA: Some(calls::new_object_a),
    GetObjectClass: Some(classes::get_object_class),
    IsInstanceOf: Some(classes::is_instance_of),
    GetMethodID: Some(calls::get_method_id),
    CallObjectMethod: Some(rjvm_jni_CallObjectMethod),
    CallObjectMethodV: Some(rjvm_jni_CallObjectMethodV),
    CallObjectMethodA: Some(calls::call_object_method_a),
    CallBooleanMethod: Some(rjvm_jni_CallBooleanMethod),
    CallBooleanMethodV: Some(rjvm_jni_CallBooleanMethodV),
    CallBooleanMethodA: Some(calls::call_boolean_method_a),
    CallByteMethod: Some(rjvm_jni_CallByteMethod),
    CallByteMethodV: Some(rjvm_jni_CallByteMethodV),
    CallByteMethodA: Some(calls::call_byte_method_a),
    CallCharMethod: Some(rjvm_jni_CallCharMethod),
    CallCharMethodV: Some(rjvm_jni_CallCharMethodV),
    CallCharMethodA: Some(calls::call_char_method_a),
    CallShortMethod: Some(rjvm_jni_CallShortMethod),
    CallShortMethodV: Some(rjvm_jni_CallShortMethodV),
    CallShortMethodA: Some(calls::call_short_method_a),
    CallIntMethod: Some(rjvm_jni_CallIntMethod),
    CallIntMethodV: Some(rjvm_jni_CallIntMethodV),
    CallIntMethodA: Some(calls::call_int_method_a),
    CallLongMethod: Some(rjvm_jni_CallLongMethod),
    CallLongMethodV: Some(rjvm_jni_CallLongMethodV),
    CallLongMethodA: Some(calls::call_long_method_a),
    CallFloatMethod: Some(rjvm_jni_CallFloatMethod),
    CallFloatMethodV: Some(rjvm_jni_CallFloatMethodV),
    CallFloatMethodA: Some(calls::call_float_method_a),
    CallDoubleMethod: Some(rjvm_jni_CallDoubleMethod),
    CallDoubleMethodV: Some(rjvm_jni_CallDoubleMethodV),
    CallDoubleMethodA: Some(calls::call_double_method_a),
    CallVoidMethod: Some(rjvm_jni_CallVoidMethod),
    CallVoidMethodV: Some(rjvm_jni_CallVoidMethodV),
    CallVoidMethodA: Some(calls::call_void_method_a),
    CallNonvirtualObjectMethod: Some(rjvm_jni_CallNonvirtualObjectMethod),
    CallNonvirtualObjectMethodV: Some(rjvm_jni_CallNonvirtualObjectMethodV),
    CallNonvirtualObjectMethodA: Some(calls::call_nonvirtual_object_method_a),
    CallNonvirtualBooleanMethod: Some(rjvm_jni_CallNonvirtualBooleanMethod),
    CallNonvirtualBooleanMethodV: Some(rjvm_jni_CallNonvirtualBooleanMethodV),
    CallNonvirtualBooleanMethodA: Some(calls::call_nonvirtual_boolean_method_a),
    CallNonvirtualByteMethod: Some(rjvm_jni_CallNonvirtualByteMethod),
    CallNonvirtualByteMethodV: Some(rjvm_jni_CallNonvirtualByteMethodV),
    CallNonvirtualByteMethodA: Some(calls::call_nonvirtual_byte_method_a),
    CallNonvirtualCharMethod: Some(rjvm_jni_CallNonvirtualCharMethod),
    CallNonvirtualCharMethodV: Some(rjvm_jni_CallNonvirtualCharMethodV),
    CallNonvirtualCharMethodA: Some(calls::call_nonvirtual_char_method_a),
    CallNonvirtualShortMethod: Some(rjvm_jni_CallNonvirtualShortMethod),
    CallNonvirtualShortMethodV: Some(rjvm_jni_CallNonvirtualShortMethodV),
    CallNonvirtualShortMethodA: Some(calls::call_nonvirtual_short_method_a),
    CallNonvirtualIntMethod: Some(rjvm_jni_CallNonvirtualIntMethod),
    CallNonvirtualIntMethodV: Some(rjvm_jni_CallNonvirtualIntMethodV),
    CallNonvirtualIntMethodA: Some(calls::call_nonvirtual_int_method_a),
    CallNonvirtualLongMethod: Some(rjvm_jni_CallNonvirtualLongMethod),
    CallNonvirtualLongMethodV: Some(rjvm_jni_CallNonvirtualLongMethodV),
    CallNonvirtualLongMethodA: Some(calls::call_nonvirtual_long_method_a),
    CallNonvirtualFloatMethod: Some(rjvm_jni_CallNonvirtualFloatMethod),
    CallNonvirtualFloatMethodV: Some(rjvm_jni_CallNonvirtualFloatMethodV),
    CallNonvirtualFloatMethodA: Some(calls::call_nonvirtual_float_method_a),
    CallNonvirtualDoubleMethod: Some(rjvm_jni_CallNonvirtualDoubleMethod),
    CallNonvirtualDoubleMethodV: Some(rjvm_jni_CallNonvirtualDoubleMethodV),
    CallNonvirtualDoubleMethodA: Some(calls::call_nonvirtual_double_method_a),
    CallNonvirtualVoidMethod: Some(rjvm_jni_CallNonvirtualVoidMethod),
    CallNonvirtualVoidMethodV: Some(rjvm_jni_CallNonvirtualVoidMethodV),
    CallNonvirtualVoidMethodA: Some(calls::call_nonvirtual_void_method_a),
    GetFieldID: Some(fields::get_field_id),
    GetObjectField: Some(fields::get_object_field),
    GetBooleanField: Some(fields::get_boolean_field),
    GetByteField: Some(fields::get_byte_field),
    GetCharField: Some(fields::get_char_field),
    GetShortField: Some(fields::get_short_field),
    GetIntField: Some(fields::get_int_field),
    GetLongField: Some(fields::get_long_field),
    GetFloatField: Some(fields::get_float_field),
    GetDoubleField: Some(fields::get_double_field),
    SetObjectField: Some(fields::set_object_field),
    SetBooleanField: Some(fields::set_boolean_field),
    SetByteField: Some(fields::set_byte_field),
    SetCharField: Some(fields::set_char_field),
    SetShortField: Some(fields::set_short_field),
    SetIntField: Some(fields::set_int_field),
    SetLongField: Some(fields::set_long_field),
    SetFloatField: Some(fields::set_float_field),
    SetDoubleField: Some(fields::set_double_field),
    GetStaticMethodID: Some(calls::get_static_method_id),
    CallStaticObjectMethod: Some(rjvm_jni_CallStaticObjectMethod),
    CallStaticObjectMethodV: Some(rjvm_jni_CallStaticObjectMethodV),
    CallStaticObjectMethodA: Some(calls::call_static_object_method_a),
    CallStaticBooleanMethod: Some(rjvm_jni_CallStaticBooleanMethod),
    CallStaticBooleanMethodV: Some(rjvm_jni_CallStaticBooleanMethodV),
    CallStaticBooleanMethodA: Some(calls::call_static_boolean_method_a),
    CallStaticByteMethod: Some(rjvm_jni_CallStaticByteMethod),
    CallStaticByteMethodV: Some(rjvm_jni_CallStaticByteMethodV),
    CallStaticByteMethodA: Some(calls::call_static_byte_method_a),
    CallStaticCharMethod: Some(rjvm_jni_CallStaticCharMethod),
    CallStaticCharMethodV: Some(rjvm_jni_CallStaticCharMethodV),
    CallStaticCharMethodA: Some(calls::call_static_char_method_a),
    CallStaticShortMethod: Some(rjvm_jni_CallStaticShortMethod),
    CallStaticShortMethodV: Some(rjvm_jni_CallStaticShortMethodV),
    CallStaticShortMethodA: Some(calls::call_static_short_method_a),
    CallStaticIntMethod: Some(rjvm_jni_CallStaticIntMethod),
    CallStaticIntMethodV: Some(rjvm_jni_CallStaticIntMethodV),
    CallStaticIntMethodA: Some(calls::call_static_int_method_a),
    CallStaticLongMethod: Some(rjvm_jni_CallStaticLongMethod),
    CallStaticLongMethodV: Some(rjvm_jni_CallStaticLongMethodV),
    CallStaticLongMethodA: Some(calls::call_static_long_method_a),
    CallStaticFloatMethod: Some(rjvm_jni_CallStaticFloatMethod),
    CallStaticFloatMethodV: Some(rjvm_jni_CallStaticFloatMethodV),
    CallStaticFloatMethodA: Some(calls::call_static_float_method_a),
    CallStaticDoubleMethod: Some(rjvm_jni_CallStaticDoubleMethod),
    CallStaticDoubleMethodV: Some(rjvm_jni_CallStaticDoubleMethodV),
    CallStaticDoubleMethodA: Some(calls::call_static_double_method_a),
    CallStaticVoidMethod: Some(rjvm_jni_CallStaticVoidMethod),
    CallStaticVoidMethodV: Some(rjvm_jni_CallStaticVoidMethodV),
    CallStaticVoidMethodA: Some(calls::call_static_void_method_a),
    GetStaticFieldID: Some(fields::get_static_field_id),
    GetStaticObjectField: Some(fields::get_static_object_field),
    GetStaticBooleanField: Some(fields::get_static_boolean_field),
    GetStaticByteField: Some(fields::get_static_byte_field),
    GetStaticCharField: Some(fields::get_static_char_field),
    GetStaticShortField: Some(fields::get_static_short_field),
    GetStaticIntField: Some(fields::get_static_int_field),
    GetStaticLongField: Some(fields::get_static_long_field),
    GetStaticFloatField: Some(fields::get_static_float_field),
    GetStaticDoubleField: Some(fields::get_static_double_field),
    SetStaticObjectField: Some(fields::set_static_object_field),
    SetStaticBooleanField: Some(fields::set_static_boolean_field),
    SetStaticByteField: Some(fields::set_static_byte_field),
    SetStaticCharField: Some(fields::set_static_char_field),
    SetStaticShortField: Some(fields::set_static_short_field),
    SetStaticIntField: Some(fields::set_static_int_field),
    SetStaticLongField: Some(fields::set_static_long_field),
    SetStaticFloatField: Some(fields::set_static_float_field),
    SetStaticDoubleField: Some(fields::set_static_double_field),
    NewString: Some(strings::new_string),
    GetStringLength: Some(strings::get_string_length),
    GetStringChars: Some(strings::get_string_chars),
    ReleaseStringChars: Some(strings::release_string_chars),
    NewStringUTF: Some(strings::new_string_utf),
    GetStringUTFLength: Some(strings::get_string_utf_length),
    GetStringUTFChars: Some(strings::get_string_utf_chars),
    ReleaseStringUTFChars: Some(strings::release_string_utf_chars),
    GetArrayLength: Some(arrays::get_array_length),
    NewObjectArray: Some(arrays::new_object_array),
    GetObjectArrayElement: Some(arrays::get_object_array_element),
    SetObjectArrayElement: Some(arrays::set_object_array_element),
    NewBooleanArray: Some(arrays::new_boolean_array),
    NewByteArray: Some(arrays::new_byte_array),
    NewCharArray: Some(arrays::new_char_array),
    NewShortArray: Some(arrays::new_short_array),
    NewIntArray: Some(arrays::new_int_array),
    NewLongArray: Some(arrays::new_long_array),
    NewFloatArray: Some(arrays::new_float_array),
    NewDoubleArray: Some(arrays::new_double_array),
    GetBooleanArrayElements: Some(arrays::get_boolean_array_elements),
    GetByteArrayElements: Some(arrays::get_byte_array_elements),
    GetCharArrayElements: Some(arrays::get_char_array_elements),
    GetShortArrayElements: Some(arrays::get_short_array_elements),
    GetIntArrayElements: Some(arrays::get_int_array_elements),
    GetLongArrayElements: Some(arrays::get_long_array_elements),
    GetFloatArrayElements: Some(arrays::get_float_array_elements),
    GetDoubleArrayElements: Some(arrays::get_double_array_elements),
    ReleaseBooleanArrayElements: Some(arrays::release_boolean_array_elements),
    ReleaseByteArrayElements: Some(arrays::release_byte_array_elements),
    ReleaseCharArrayElements: Some(arrays::release_char_array_elements),
    ReleaseShortArrayElements: Some(arrays::release_short_array_elements),
    ReleaseIntArrayElements: Some(arrays::release_int_array_elements),
    ReleaseLongArrayElements: Some(arrays::release_long_array_elements),
    ReleaseFloatArrayElements: Some(arrays::release_float_array_elements),
    ReleaseDoubleArrayElements: Some(arrays::release_double_array_elements),
    GetBooleanArrayRegion: Some(arrays::get_boolean_array_region),
    GetByteArrayRegion: Some(arrays::get_byte_array_region),
    GetCharArrayRegion: Some(arrays::get_char_array_region),
    GetShortArrayRegion: Some(arrays::get_short_array_region),
    GetIntArrayRegion: Some(arrays::get_int_array_region),
    GetLongArrayRegion: Some(arrays::get_long_array_region),
    GetFloatArrayRegion: Some(arrays::get_float_array_region),
    GetDoubleArrayRegion: Some(arrays::get_double_array_region),
    SetBooleanArrayRegion: Some(arrays::set_boolean_array_region),
    SetByteArrayRegion: Some(arrays::set_byte_array_region),
    SetCharArrayRegion: Some(arrays::set_char_array_region),
    SetShortArrayRegion: Some(arrays::set_short_array_region),
    SetIntArrayRegion: Some(arrays::set_int_array_region),
    SetLongArrayRegion: Some(arrays::set_long_array_region),
    SetFloatArrayRegion: Some(arrays::set_float_array_region),
    SetDoubleArrayRegion: Some(arrays::set_double_array_region),
    RegisterNatives: Some(misc::register_natives),
    UnregisterNatives: Some(misc::unregister_natives),
    MonitorEnter: Some(misc::monitor_enter),
    MonitorExit: Some(misc::monitor_exit),
    GetJavaVM: Some(misc::get_java_vm),
    GetStringRegion: Some(strings::get_string_region),
    GetStringUTFRegion: Some(strings::get_string_utf_region),
    GetPrimitiveArrayCritical: Some(arrays::get_primitive_array_critical),
    ReleasePrimitiveArrayCritical: Some(arrays::release_primitive_array_critical),
    GetStringCritical: Some(strings::get_string_critical),
    ReleaseStringCritical: Some(strings::release_string_critical),
    NewWeakGlobalRef: Some(refs::new_weak_global_ref),
    DeleteWeakGlobalRef: Some(refs::delete_weak_global_ref),
    ExceptionCheck: Some(exceptions::exception_check),
    NewDirectByteBuffer: Some(misc::new_direct_byte_buffer),
    GetDirectBufferAddress: Some(misc::get_direct_buffer_address),
    GetDirectBufferCapacity: Some(misc::get_direct_buffer_capacity),
    GetObjectRefType: Some(refs::get_object_ref_type),
    GetModule: Some(misc::get_module),
});

/// The function table every thread's `JNIEnv` points to.
pub fn table() -> *const JNINativeInterface_ {
    &TABLE.0
}
