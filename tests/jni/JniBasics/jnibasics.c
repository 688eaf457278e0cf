/* Native methods of tests/jni/JniBasics. */
#include <stdlib.h>
#include "jnitest.h"

JNIEXPORT jboolean JNICALL Java_JniBasics_notZ(JNIEnv *env, jclass c, jboolean z) { (void)env; (void)c; return !z; }
JNIEXPORT jbyte JNICALL Java_JniBasics_negB(JNIEnv *env, jclass c, jbyte b) { (void)env; (void)c; return (jbyte)-b; }
JNIEXPORT jchar JNICALL Java_JniBasics_nextC(JNIEnv *env, jclass c, jchar ch) { (void)env; (void)c; return (jchar)(ch + 1); }
JNIEXPORT jshort JNICALL Java_JniBasics_negS(JNIEnv *env, jclass c, jshort s) { (void)env; (void)c; return (jshort)-s; }
JNIEXPORT jint JNICALL Java_JniBasics_addI(JNIEnv *env, jclass c, jint a, jint b) { (void)env; (void)c; return (jint)((unsigned)a + (unsigned)b); }
JNIEXPORT jlong JNICALL Java_JniBasics_addJ(JNIEnv *env, jclass c, jlong a, jlong b) { (void)env; (void)c; return (jlong)((unsigned long)a + (unsigned long)b); }
JNIEXPORT jfloat JNICALL Java_JniBasics_mulF(JNIEnv *env, jclass c, jfloat a, jfloat b) { (void)env; (void)c; return a * b; }
JNIEXPORT jdouble JNICALL Java_JniBasics_mulD(JNIEnv *env, jclass c, jdouble a, jdouble b) { (void)env; (void)c; return a * b; }

JNIEXPORT jstring JNICALL Java_JniBasics_concat(JNIEnv *env, jclass c, jstring a, jstring b) {
    char buf[512];
    const char *x = a ? (*env)->GetStringUTFChars(env, a, NULL) : "(null)";
    const char *y = (*env)->GetStringUTFChars(env, b, NULL);
    (void)c;
    snprintf(buf, sizeof buf, "%s+%s", x, y);
    if (a) (*env)->ReleaseStringUTFChars(env, a, x);
    (*env)->ReleaseStringUTFChars(env, b, y);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jobject JNICALL Java_JniBasics_same(JNIEnv *env, jclass c, jobject o) { (void)env; (void)c; return o; }
JNIEXPORT void JNICALL Java_JniBasics_nothing(JNIEnv *env, jclass c) { (void)env; (void)c; }

JNIEXPORT jstring JNICALL Java_JniBasics_mix(JNIEnv *env, jclass c, jbyte b, jshort s, jchar ch, jint i, jlong l, jfloat f,
                                            jdouble d, jboolean z, jobject o, jintArray arr) {
    char buf[512];
    jint len = (*env)->GetArrayLength(env, arr);
    jclass oc = (*env)->GetObjectClass(env, o);
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    (void)c;
    snprintf(buf, sizeof buf, "b=%d s=%d c=%c i=%d l=%lld f=%.3f d=%.3f z=%d string=%d len=%d", b, s, ch, i, (long long)l, f, d, z,
             (*env)->IsSameObject(env, oc, sc), len);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT jdouble JNICALL Java_JniBasics_many(JNIEnv *env, jclass c, jint a1, jdouble d1, jint a2, jdouble d2, jint a3, jdouble d3,
                                             jint a4, jdouble d4, jint a5, jdouble d5, jint a6, jdouble d6, jint a7, jdouble d7,
                                             jint a8, jdouble d8, jint a9, jdouble d9, jlong j1, jfloat f1, jstring s1, jfloat f2,
                                             jlong j2, jobject o2, jbyte b1, jchar c1, jshort s2, jboolean z1) {
    jdouble r = a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9;
    (void)c;
    r += d1 + d2 + d3 + d4 + d5 + d6 + d7 + d8 + d9;
    r += (jdouble)j1 + f1 + f2 + (jdouble)j2 + b1 + c1 + s2 + z1;
    r += (*env)->GetStringLength(env, s1) * 1000.0 + (o2 == NULL ? 0.0 : 1e9);
    return r;
}

JNIEXPORT jint JNICALL Java_JniBasics_instanceAdd(JNIEnv *env, jobject self, jint x) {
    jclass c = (*env)->GetObjectClass(env, self);
    jfieldID f = (*env)->GetFieldID(env, c, "base", "I");
    return (*env)->GetIntField(env, self, f) + x;
}

JNIEXPORT jobject JNICALL Java_JniBasics_self(JNIEnv *env, jobject self) {
    return (*env)->NewLocalRef(env, self);
}

/* Overloads: only the long names (the short name would be ambiguous). */
JNIEXPORT jstring JNICALL Java_JniBasics_over__I(JNIEnv *env, jclass c, jint x) { (void)c; (void)x; return (*env)->NewStringUTF(env, "int"); }
JNIEXPORT jstring JNICALL Java_JniBasics_over__Ljava_lang_String_2(JNIEnv *env, jclass c, jstring s) { (void)c; (void)s; return (*env)->NewStringUTF(env, "String"); }
JNIEXPORT jstring JNICALL Java_JniBasics_over___3IJ(JNIEnv *env, jclass c, jintArray a, jlong j) { (void)c; (void)a; (void)j; return (*env)->NewStringUTF(env, "int[],long"); }
JNIEXPORT jstring JNICALL Java_JniBasics_over__(JNIEnv *env, jclass c) { (void)c; return (*env)->NewStringUTF(env, "()"); }

JNIEXPORT jstring JNICALL Java_JniBasics_under_1score_00024dollar(JNIEnv *env, jclass c) { (void)c; return (*env)->NewStringUTF(env, "under_score$dollar"); }
/* ünïcödé */
JNIEXPORT jstring JNICALL Java_JniBasics__000fcn_000efc_000f6d_000e9(JNIEnv *env, jclass c) { (void)c; return (*env)->NewStringUTF(env, "unicode"); }

JNIEXPORT jint JNICALL Java_p_1q_Mangled_twice(JNIEnv *env, jclass c, jint x) { (void)env; (void)c; return 2 * x; }
JNIEXPORT jstring JNICALL Java_p_1q_Mangled_dollar_00024_1_00024(JNIEnv *env, jclass c) { (void)c; return (*env)->NewStringUTF(env, "dollar$_$"); }
JNIEXPORT jstring JNICALL Java_p_1q_Mangled_00024Nested_name(JNIEnv *env, jclass c) {
    jclass cc = (*env)->FindClass(env, "java/lang/Class");
    jmethodID getName = (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;");
    return (jstring)(*env)->CallObjectMethod(env, c, getName);
}

/* Bound by RegisterNatives only (no JNI name). */
static jint JNICALL plus_one(JNIEnv *env, jclass c, jint x) { (void)env; (void)c; return x + 1; }
static jint JNICALL registered_version(JNIEnv *env, jclass c) { (void)env; (void)c; return 1; }
/* Found by name after UnregisterNatives. */
JNIEXPORT jint JNICALL Java_JniBasics_unregistered(JNIEnv *env, jclass c) { (void)env; (void)c; return 2; }

JNIEXPORT void JNICALL Java_JniBasics_unregisterAll(JNIEnv *env, jclass c) {
    say(env, "UnregisterNatives -> %d", (*env)->UnregisterNatives(env, c));
    {
        /* plus_one must be registered again: only RegisterNatives binds it. */
        JNINativeMethod m = {(char *)"registered", (char *)"(I)I", (void *)plus_one};
        (*env)->RegisterNatives(env, c, &m, 1);
    }
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    JNIEnv *env;
    jclass c;
    JNINativeMethod methods[] = {
        {(char *)"registered", (char *)"(I)I", (void *)plus_one},
        {(char *)"unregistered", (char *)"()I", (void *)registered_version},
    };
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK) {
        return JNI_ERR;
    }
    c = (*env)->FindClass(env, "JniBasics");
    say_init(env, c);
    say(env, "JNI_OnLoad: version %x", (*env)->GetVersion(env));
    if ((*env)->RegisterNatives(env, c, methods, 2) != JNI_OK) {
        return JNI_ERR;
    }
    return JNI_VERSION_1_8;
}

JNIEXPORT jboolean JNICALL Java_JniBasics_holdsClassLock(JNIEnv *env, jclass c) {
    jclass t = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID h = (*env)->GetStaticMethodID(env, t, "holdsLock", "(Ljava/lang/Object;)Z");
    return (*env)->CallStaticBooleanMethod(env, t, h, c);
}

JNIEXPORT jboolean JNICALL Java_JniBasics_holdsLock(JNIEnv *env, jobject self) {
    jclass t = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID h = (*env)->GetStaticMethodID(env, t, "holdsLock", "(Ljava/lang/Object;)Z");
    return (*env)->CallStaticBooleanMethod(env, t, h, self);
}

JNIEXPORT void JNICALL Java_JniBasics_throwNew(JNIEnv *env, jclass c, jstring cls, jstring msg) {
    const char *n = (*env)->GetStringUTFChars(env, cls, NULL);
    const char *m = msg ? (*env)->GetStringUTFChars(env, msg, NULL) : NULL;
    jclass e = (*env)->FindClass(env, n);
    (void)c;
    say(env, "ThrowNew -> %d", (*env)->ThrowNew(env, e, m));
    (*env)->ReleaseStringUTFChars(env, cls, n);
    if (m) (*env)->ReleaseStringUTFChars(env, msg, m);
}

JNIEXPORT void JNICALL Java_JniBasics_throwObj(JNIEnv *env, jclass c, jthrowable t) {
    (void)c;
    say(env, "Throw -> %d, ExceptionCheck before %d", (*env)->Throw(env, t), (*env)->ExceptionCheck(env));
}

JNIEXPORT void JNICALL Java_JniBasics_callback(JNIEnv *env, jclass c, jobject r) {
    jclass rc = (*env)->GetObjectClass(env, r);
    jmethodID run = (*env)->GetMethodID(env, rc, "run", "()V");
    (void)c;
    (*env)->CallVoidMethod(env, r, run);
    if ((*env)->ExceptionCheck(env)) {
        /* Leave it pending: it propagates to the caller of callback(). */
        return;
    }
}

JNIEXPORT jint JNICALL Java_JniBasics_recurse(JNIEnv *env, jclass c, jint n) {
    jmethodID m = (*env)->GetStaticMethodID(env, c, "javaRecurse", "(I)I");
    return n <= 0 ? 0 : 1 + (*env)->CallStaticIntMethod(env, c, m, n - 1);
}

JNIEXPORT jobjectArray JNICALL Java_JniBasics_trace(JNIEnv *env, jclass c) {
    jmethodID m = (*env)->GetStaticMethodID(env, c, "javaTrace", "()[Ljava/lang/String;");
    return (jobjectArray)(*env)->CallStaticObjectMethod(env, c, m);
}

JNIEXPORT jstring JNICALL Java_JniBasics_registerErrors(JNIEnv *env, jclass c) {
    JNINativeMethod notNative = {(char *)"javaRecurse", (char *)"(I)I", (void *)plus_one};
    JNINativeMethod noSuch = {(char *)"noSuchMethod", (char *)"(I)I", (void *)plus_one};
    JNINativeMethod badSig = {(char *)"registered", (char *)"(J)I", (void *)plus_one};
    say(env, "not native -> %d", (*env)->RegisterNatives(env, c, &notNative, 1));
    say_exception(env, "  exception");
    say(env, "no such method -> %d", (*env)->RegisterNatives(env, c, &noSuch, 1));
    say_exception(env, "  exception");
    say(env, "bad signature -> %d", (*env)->RegisterNatives(env, c, &badSig, 1));
    say_exception(env, "  exception");
    return (*env)->NewStringUTF(env, "done");
}
