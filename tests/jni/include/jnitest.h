/*
 * Helpers shared by the JNI test libraries: `say` prints a formatted line
 * through the Java program's own `static void say(String)`, so that all
 * output goes through System.out in order, on either VM.
 */
#ifndef JNITEST_H
#define JNITEST_H

#include <jni.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static jclass say_class;
static jmethodID say_method;

/* Remember the class whose say(String) prints (a global reference). */
static void say_init(JNIEnv *env, jclass cls) {
    say_class = (jclass)(*env)->NewGlobalRef(env, cls);
    say_method = (*env)->GetStaticMethodID(env, cls, "say", "(Ljava/lang/String;)V");
}

static void say(JNIEnv *env, const char *fmt, ...) {
    char buf[2048];
    va_list ap;
    jstring s;
    jthrowable pending = (*env)->ExceptionOccurred(env);
    if (pending != NULL) {
        (*env)->ExceptionClear(env);
    }
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    s = (*env)->NewStringUTF(env, buf);
    (*env)->CallStaticVoidMethod(env, say_class, say_method, s);
    (*env)->DeleteLocalRef(env, s);
    if (pending != NULL) {
        (*env)->Throw(env, pending);
        (*env)->DeleteLocalRef(env, pending);
    }
}

/* Describe and clear a pending exception as "<label>: <class>: <message>". */
static void say_exception(JNIEnv *env, const char *label) __attribute__((unused));
static void say_exception(JNIEnv *env, const char *label) {
    jthrowable t = (*env)->ExceptionOccurred(env);
    jclass c;
    jmethodID to_string;
    jstring s;
    const char *chars;
    if (t == NULL) {
        say(env, "%s: no exception", label);
        return;
    }
    (*env)->ExceptionClear(env);
    c = (*env)->FindClass(env, "java/lang/Throwable");
    to_string = (*env)->GetMethodID(env, c, "toString", "()Ljava/lang/String;");
    s = (jstring)(*env)->CallObjectMethod(env, t, to_string);
    chars = (*env)->GetStringUTFChars(env, s, NULL);
    say(env, "%s: %s", label, chars);
    (*env)->ReleaseStringUTFChars(env, s, chars);
    (*env)->DeleteLocalRef(env, s);
    (*env)->DeleteLocalRef(env, c);
    (*env)->DeleteLocalRef(env, t);
}

#endif
