/*
 * jni.h -- the part of the Java Native Interface that rjvm profiler agents need.
 *
 * Written for rjvm (MIT licence). Only the types, constants and the JavaVM
 * invocation table are provided; the JNIEnv function table is declared with its
 * reserved slots and GetVersion only. Layouts are those of x86_64 Linux (LP64):
 * jint is int, jlong is long, JNIEXPORT and JNICALL are empty.
 *
 * The layouts are checked against the Rust mirror (rjvm_profiler_api::ffi) by
 * profiler-api/tests/c_abi.rs.
 */
#ifndef RJVM_JNI_H
#define RJVM_JNI_H

/* Like the JDK's jni.h: agents use printf and va_list without including these. */
#include <stdio.h>
#include <stdarg.h>
#include <stddef.h>

#ifndef JNIEXPORT
#define JNIEXPORT
#endif
#ifndef JNIIMPORT
#define JNIIMPORT
#endif
#ifndef JNICALL
#define JNICALL
#endif

/* ---- primitive types ---------------------------------------------------- */

typedef int jint;
#if defined(_LP64) || defined(__LP64__)
typedef long jlong;
#else
typedef long long jlong;
#endif
typedef signed char jbyte;
typedef unsigned char jboolean;
typedef unsigned short jchar;
typedef short jshort;
typedef float jfloat;
typedef double jdouble;
typedef jint jsize;

/* ---- reference types ----------------------------------------------------- */

#ifdef __cplusplus
/* In C++ the reference types form a hierarchy, so a jclass converts to a jobject. */
class _jobject {};
class _jclass : public _jobject {};
class _jthrowable : public _jobject {};
class _jstring : public _jobject {};
class _jarray : public _jobject {};
class _jobjectArray : public _jarray {};
class _jbooleanArray : public _jarray {};
class _jbyteArray : public _jarray {};
class _jcharArray : public _jarray {};
class _jshortArray : public _jarray {};
class _jintArray : public _jarray {};
class _jlongArray : public _jarray {};
class _jfloatArray : public _jarray {};
class _jdoubleArray : public _jarray {};
typedef _jobject *jobject;
typedef _jclass *jclass;
typedef _jthrowable *jthrowable;
typedef _jstring *jstring;
typedef _jarray *jarray;
typedef _jobjectArray *jobjectArray;
typedef _jbooleanArray *jbooleanArray;
typedef _jbyteArray *jbyteArray;
typedef _jcharArray *jcharArray;
typedef _jshortArray *jshortArray;
typedef _jintArray *jintArray;
typedef _jlongArray *jlongArray;
typedef _jfloatArray *jfloatArray;
typedef _jdoubleArray *jdoubleArray;
#else
struct _jobject;
typedef struct _jobject *jobject;
typedef jobject jclass;
typedef jobject jthrowable;
typedef jobject jstring;
typedef jobject jarray;
typedef jarray jobjectArray;
typedef jarray jbooleanArray;
typedef jarray jbyteArray;
typedef jarray jcharArray;
typedef jarray jshortArray;
typedef jarray jintArray;
typedef jarray jlongArray;
typedef jarray jfloatArray;
typedef jarray jdoubleArray;
#endif

typedef jobject jweak;

typedef union jvalue {
    jboolean z;
    jbyte b;
    jchar c;
    jshort s;
    jint i;
    jlong j;
    jfloat f;
    jdouble d;
    jobject l;
} jvalue;

struct _jfieldID;
typedef struct _jfieldID *jfieldID;
struct _jmethodID;
typedef struct _jmethodID *jmethodID;

/* ---- constants ------------------------------------------------------------ */

#define JNI_FALSE 0
#define JNI_TRUE 1

#define JNI_OK 0
#define JNI_ERR (-1)
#define JNI_EDETACHED (-2)
#define JNI_EVERSION (-3)
#define JNI_ENOMEM (-4)
#define JNI_EEXIST (-5)
#define JNI_EINVAL (-6)

#define JNI_COMMIT 1
#define JNI_ABORT 2

#define JNI_VERSION_1_1 0x00010001
#define JNI_VERSION_1_2 0x00010002
#define JNI_VERSION_1_4 0x00010004

/* ---- JNIEnv and JavaVM ----------------------------------------------------- */

struct JNINativeInterface_;
struct JNIInvokeInterface_;

#ifdef __cplusplus
struct JNIEnv_;
struct JavaVM_;
typedef JNIEnv_ JNIEnv;
typedef JavaVM_ JavaVM;
#else
/* In C, JNIEnv and JavaVM are pointers to their function tables. */
typedef const struct JNINativeInterface_ *JNIEnv;
typedef const struct JNIInvokeInterface_ *JavaVM;
#endif

/*
 * The JNIEnv function table. A JNIEnv* identifies a thread (it is the env_id
 * of every JVMPI event). rjvm declares the four reserved slots and GetVersion;
 * the remaining JNI functions are not part of the profiler interface.
 */
struct JNINativeInterface_ {
    void *reserved0;
    void *reserved1;
    void *reserved2;
    void *reserved3;
    jint (JNICALL *GetVersion)(JNIEnv *env);
};

/* The invocation interface: a JavaVM* points to a pointer to this table. */
struct JNIInvokeInterface_ {
    void *reserved0;
    void *reserved1;
    void *reserved2;
    jint (JNICALL *DestroyJavaVM)(JavaVM *vm);
    jint (JNICALL *AttachCurrentThread)(JavaVM *vm, void **penv, void *args);
    jint (JNICALL *DetachCurrentThread)(JavaVM *vm);
    jint (JNICALL *GetEnv)(JavaVM *vm, void **penv, jint version);
    jint (JNICALL *AttachCurrentThreadAsDaemon)(JavaVM *vm, void **penv, void *args);
};

#ifdef __cplusplus
/* C++ wrappers: one pointer to the table, and inline methods that pass `this`. */
struct JNIEnv_ {
    const struct JNINativeInterface_ *functions;
    jint GetVersion() { return functions->GetVersion(this); }
};

struct JavaVM_ {
    const struct JNIInvokeInterface_ *functions;
    jint DestroyJavaVM() { return functions->DestroyJavaVM(this); }
    jint AttachCurrentThread(void **penv, void *args) {
        return functions->AttachCurrentThread(this, penv, args);
    }
    jint DetachCurrentThread() { return functions->DetachCurrentThread(this); }
    jint GetEnv(void **penv, jint version) { return functions->GetEnv(this, penv, version); }
    jint AttachCurrentThreadAsDaemon(void **penv, void *args) {
        return functions->AttachCurrentThreadAsDaemon(this, penv, args);
    }
};
#endif

#endif /* RJVM_JNI_H */
