/*
 * The variadic JNI functions: NewObject, Call<Type>Method,
 * CallNonvirtual<Type>Method and CallStatic<Type>Method, in their "..." and
 * va_list ("V") forms. Stable Rust can neither define a C-variadic function
 * nor read a va_list, so these few lines are C (compiled by vm/build.rs into
 * the rjvm crate): they read the arguments by the method's descriptor, with
 * C's default argument promotions (boolean, byte, char and short arrive as
 * int, float as double), into a jvalue array and call the "A" form, which
 * the VM implements in Rust (jni/env/calls.rs), through the env's table.
 */
#include <stddef.h>
#include "jni.h"

/* Implemented in Rust: the descriptor of a method ID (NULL for NULL). */
extern const char *rjvm_jni_method_descriptor(jmethodID id, size_t *len);

/* A Java method has at most 255 parameters. */
#define MAX_ARGS 256

/* Read the arguments of `id` from `ap` into `out`; NULL if `id` is NULL or
   its descriptor cannot be read (the "A" form then reports the error). */
static const jvalue *read_args(jmethodID id, va_list ap, jvalue *out) {
    size_t len = 0, i = 1;
    int n = 0;
    const char *d = rjvm_jni_method_descriptor(id, &len);
    if (d == NULL || len == 0 || d[0] != '(') {
        return NULL;
    }
    while (i < len && d[i] != ')' && n < MAX_ARGS) {
        switch (d[i]) {
        case 'Z': out[n].z = (jboolean)va_arg(ap, int); break;
        case 'B': out[n].b = (jbyte)va_arg(ap, int); break;
        case 'C': out[n].c = (jchar)va_arg(ap, int); break;
        case 'S': out[n].s = (jshort)va_arg(ap, int); break;
        case 'I': out[n].i = va_arg(ap, jint); break;
        case 'J': out[n].j = va_arg(ap, jlong); break;
        case 'F': out[n].f = (jfloat)va_arg(ap, double); break;
        case 'D': out[n].d = va_arg(ap, double); break;
        case '[':
            while (i < len && d[i] == '[') i++;
            if (i < len && d[i] == 'L') {
                while (i < len && d[i] != ';') i++;
            }
            out[n].l = va_arg(ap, jobject);
            break;
        case 'L':
            while (i < len && d[i] != ';') i++;
            out[n].l = va_arg(ap, jobject);
            break;
        default:
            return NULL;
        }
        i++;
        n++;
    }
    return out;
}

/* One type's six functions: the virtual, non-virtual and static calls, each
   as "V" (reads the va_list) and "..." (makes one and calls the "V" form). */
#define CALLS(Type, jtype)                                                                          \
    jtype rjvm_jni_Call##Type##MethodV(JNIEnv *env, jobject obj, jmethodID id, va_list ap) {       \
        jvalue args[MAX_ARGS];                                                                      \
        return (*env)->Call##Type##MethodA(env, obj, id, read_args(id, ap, args));                  \
    }                                                                                               \
    jtype rjvm_jni_Call##Type##Method(JNIEnv *env, jobject obj, jmethodID id, ...) {               \
        va_list ap;                                                                                 \
        jtype r;                                                                                    \
        va_start(ap, id);                                                                           \
        r = rjvm_jni_Call##Type##MethodV(env, obj, id, ap);                                         \
        va_end(ap);                                                                                 \
        return r;                                                                                   \
    }                                                                                               \
    jtype rjvm_jni_CallNonvirtual##Type##MethodV(JNIEnv *env, jobject obj, jclass c, jmethodID id, \
                                                  va_list ap) {                                     \
        jvalue args[MAX_ARGS];                                                                      \
        return (*env)->CallNonvirtual##Type##MethodA(env, obj, c, id, read_args(id, ap, args));     \
    }                                                                                               \
    jtype rjvm_jni_CallNonvirtual##Type##Method(JNIEnv *env, jobject obj, jclass c, jmethodID id,  \
                                                 ...) {                                             \
        va_list ap;                                                                                 \
        jtype r;                                                                                    \
        va_start(ap, id);                                                                           \
        r = rjvm_jni_CallNonvirtual##Type##MethodV(env, obj, c, id, ap);                            \
        va_end(ap);                                                                                 \
        return r;                                                                                   \
    }                                                                                               \
    jtype rjvm_jni_CallStatic##Type##MethodV(JNIEnv *env, jclass c, jmethodID id, va_list ap) {    \
        jvalue args[MAX_ARGS];                                                                      \
        return (*env)->CallStatic##Type##MethodA(env, c, id, read_args(id, ap, args));              \
    }                                                                                               \
    jtype rjvm_jni_CallStatic##Type##Method(JNIEnv *env, jclass c, jmethodID id, ...) {            \
        va_list ap;                                                                                 \
        jtype r;                                                                                    \
        va_start(ap, id);                                                                           \
        r = rjvm_jni_CallStatic##Type##MethodV(env, c, id, ap);                                     \
        va_end(ap);                                                                                 \
        return r;                                                                                   \
    }

CALLS(Object, jobject)
CALLS(Boolean, jboolean)
CALLS(Byte, jbyte)
CALLS(Char, jchar)
CALLS(Short, jshort)
CALLS(Int, jint)
CALLS(Long, jlong)
CALLS(Float, jfloat)
CALLS(Double, jdouble)

void rjvm_jni_CallVoidMethodV(JNIEnv *env, jobject obj, jmethodID id, va_list ap) {
    jvalue args[MAX_ARGS];
    (*env)->CallVoidMethodA(env, obj, id, read_args(id, ap, args));
}

void rjvm_jni_CallVoidMethod(JNIEnv *env, jobject obj, jmethodID id, ...) {
    va_list ap;
    va_start(ap, id);
    rjvm_jni_CallVoidMethodV(env, obj, id, ap);
    va_end(ap);
}

void rjvm_jni_CallNonvirtualVoidMethodV(JNIEnv *env, jobject obj, jclass c, jmethodID id, va_list ap) {
    jvalue args[MAX_ARGS];
    (*env)->CallNonvirtualVoidMethodA(env, obj, c, id, read_args(id, ap, args));
}

void rjvm_jni_CallNonvirtualVoidMethod(JNIEnv *env, jobject obj, jclass c, jmethodID id, ...) {
    va_list ap;
    va_start(ap, id);
    rjvm_jni_CallNonvirtualVoidMethodV(env, obj, c, id, ap);
    va_end(ap);
}

void rjvm_jni_CallStaticVoidMethodV(JNIEnv *env, jclass c, jmethodID id, va_list ap) {
    jvalue args[MAX_ARGS];
    (*env)->CallStaticVoidMethodA(env, c, id, read_args(id, ap, args));
}

void rjvm_jni_CallStaticVoidMethod(JNIEnv *env, jclass c, jmethodID id, ...) {
    va_list ap;
    va_start(ap, id);
    rjvm_jni_CallStaticVoidMethodV(env, c, id, ap);
    va_end(ap);
}

jobject rjvm_jni_NewObjectV(JNIEnv *env, jclass c, jmethodID id, va_list ap) {
    jvalue args[MAX_ARGS];
    return (*env)->NewObjectA(env, c, id, read_args(id, ap, args));
}

jobject rjvm_jni_NewObject(JNIEnv *env, jclass c, jmethodID id, ...) {
    va_list ap;
    jobject r;
    va_start(ap, id);
    r = rjvm_jni_NewObjectV(env, c, id, ap);
    va_end(ap);
    return r;
}
