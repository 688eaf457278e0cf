/* Native methods of tests/jni/JniRefs. */
#include <stdlib.h>
#include "jnitest.h"

static const char *ref_type(JNIEnv *env, jobject o) {
    switch ((*env)->GetObjectRefType(env, o)) {
    case JNIInvalidRefType: return "invalid";
    case JNILocalRefType: return "local";
    case JNIGlobalRefType: return "global";
    case JNIWeakGlobalRefType: return "weak";
    }
    return "?";
}

/* System.gc() and some garbage, from native code. */
static void gc(JNIEnv *env) {
    jclass c = (*env)->FindClass(env, "JniRefs");
    jmethodID churn = (*env)->GetStaticMethodID(env, c, "churn", "()V");
    (*env)->CallStaticVoidMethod(env, c, churn);
    (*env)->DeleteLocalRef(env, c);
}

JNIEXPORT void JNICALL Java_JniRefs_frames(JNIEnv *env, jclass c) {
    jobject kept, inner, popped;
    int i;
    say_init(env, c);
    say(env, "EnsureLocalCapacity 100 -> %d, -1 -> %d, 65536 -> %d, 65537 -> %d", (*env)->EnsureLocalCapacity(env, 100),
        (*env)->EnsureLocalCapacity(env, -1), (*env)->EnsureLocalCapacity(env, 65536), (*env)->EnsureLocalCapacity(env, 65537));
    say_exception(env, "  exception");
    say(env, "PushLocalFrame -1 -> %d, 70000 -> %d", (*env)->PushLocalFrame(env, -1), (*env)->PushLocalFrame(env, 70000));
    say_exception(env, "  exception");
    if ((*env)->PushLocalFrame(env, 10) != JNI_OK) {
        say(env, "PushLocalFrame failed");
        return;
    }
    for (i = 0; i < 500; i++) {
        (*env)->NewStringUTF(env, "filler in the frame");
    }
    inner = (*env)->NewStringUTF(env, "survives PopLocalFrame");
    popped = (*env)->PopLocalFrame(env, inner);
    say(env, "PopLocalFrame result is %s, same object %d", ref_type(env, popped), (*env)->IsSameObject(env, popped, inner));
    {
        const char *s = (*env)->GetStringUTFChars(env, popped, NULL);
        say(env, "  value: %s", s);
        (*env)->ReleaseStringUTFChars(env, popped, s);
    }
    (*env)->PushLocalFrame(env, 4);
    (*env)->PushLocalFrame(env, 4);
    kept = (*env)->PopLocalFrame(env, NULL);
    say(env, "PopLocalFrame(NULL) -> %s", kept == NULL ? "NULL" : "?");
    (*env)->PopLocalFrame(env, NULL);
}

JNIEXPORT void JNICALL Java_JniRefs_types(JNIEnv *env, jclass c, jobject arg) {
    jobject local = (*env)->NewLocalRef(env, arg);
    jobject global = (*env)->NewGlobalRef(env, arg);
    jobject weak = (*env)->NewWeakGlobalRef(env, arg);
    say(env, "types: arg %s, class %s, local %s, global %s, weak %s, NULL %s", ref_type(env, arg), ref_type(env, c), ref_type(env, local),
        ref_type(env, global), ref_type(env, weak), ref_type(env, NULL));
    say(env, "IsSameObject arg/local %d local/global %d global/weak %d", (*env)->IsSameObject(env, arg, local),
        (*env)->IsSameObject(env, local, global), (*env)->IsSameObject(env, global, weak));
    say(env, "NewGlobalRef(NULL) %s, NewWeakGlobalRef(NULL) %s, NewLocalRef(NULL) %s", (*env)->NewGlobalRef(env, NULL) == NULL ? "NULL" : "?",
        (*env)->NewWeakGlobalRef(env, NULL) == NULL ? "NULL" : "?", (*env)->NewLocalRef(env, NULL) == NULL ? "NULL" : "?");
    (*env)->DeleteLocalRef(env, local);
    (*env)->DeleteGlobalRef(env, global);
    (*env)->DeleteWeakGlobalRef(env, weak);
    (*env)->DeleteLocalRef(env, NULL);
    (*env)->DeleteGlobalRef(env, NULL);
    (*env)->DeleteWeakGlobalRef(env, NULL);
    /* An argument is a local reference too; deleting it is allowed. */
    (*env)->DeleteLocalRef(env, arg);
    say(env, "deleted the argument; local frame still works: %s", ref_type(env, (*env)->NewLocalRef(env, c)));
}

/* Make n local references, deleting most as it goes (they are reused), keeping every 1000th. */
JNIEXPORT jlong JNICALL Java_JniRefs_manyLocals(JNIEnv *env, jclass c, jint n) {
    jobject kept[200];
    int nk = 0;
    jlong sum = 0;
    jint i;
    jclass ic = (*env)->FindClass(env, "java/lang/Integer");
    jmethodID valueOf = (*env)->GetStaticMethodID(env, ic, "valueOf", "(I)Ljava/lang/Integer;");
    jmethodID intValue = (*env)->GetMethodID(env, ic, "intValue", "()I");
    (void)c;
    for (i = 0; i < n; i++) {
        jobject o = (*env)->CallStaticObjectMethod(env, ic, valueOf, i);
        if (i % 1000 == 0 && nk < 200) {
            kept[nk++] = o;
        } else {
            (*env)->DeleteLocalRef(env, o);
        }
    }
    for (i = 0; i < nk; i++) {
        sum += (*env)->CallIntMethod(env, kept[i], intValue);
    }
    /* A frame with many locals that are never deleted: popped all at once. */
    (*env)->PushLocalFrame(env, 16);
    for (i = 0; i < 20000; i++) {
        (*env)->NewIntArray(env, 4);
    }
    (*env)->PopLocalFrame(env, NULL);
    return sum;
}

static jobject global;
static jweak weak;

JNIEXPORT void JNICALL Java_JniRefs_keepGlobal(JNIEnv *env, jclass c, jobject o) { (void)c; global = (*env)->NewGlobalRef(env, o); }
JNIEXPORT jobject JNICALL Java_JniRefs_getGlobal(JNIEnv *env, jclass c) { (void)c; return (*env)->NewLocalRef(env, global); }
JNIEXPORT void JNICALL Java_JniRefs_dropGlobal(JNIEnv *env, jclass c) { (void)c; (*env)->DeleteGlobalRef(env, global); global = NULL; }
JNIEXPORT void JNICALL Java_JniRefs_makeWeak(JNIEnv *env, jclass c, jobject o) { (void)c; weak = (*env)->NewWeakGlobalRef(env, o); }
JNIEXPORT void JNICALL Java_JniRefs_dropWeak(JNIEnv *env, jclass c) { (void)c; (*env)->DeleteWeakGlobalRef(env, weak); weak = NULL; }

JNIEXPORT jstring JNICALL Java_JniRefs_weakState(JNIEnv *env, jclass c) {
    char buf[256];
    jobject strong = (*env)->NewLocalRef(env, weak);
    (void)c;
    if (strong != NULL) {
        jclass nc = (*env)->GetObjectClass(env, strong);
        jfieldID value = (*env)->GetFieldID(env, nc, "value", "I");
        snprintf(buf, sizeof buf, "alive (value %d), IsSameObject(weak, NULL) %d, type %s", (*env)->GetIntField(env, strong, value),
                 (*env)->IsSameObject(env, weak, NULL), ref_type(env, weak));
    } else {
        snprintf(buf, sizeof buf, "cleared, IsSameObject(weak, NULL) %d, NewGlobalRef %s, type %s", (*env)->IsSameObject(env, weak, NULL),
                 (*env)->NewGlobalRef(env, weak) == NULL ? "NULL" : "?", ref_type(env, weak));
    }
    return (*env)->NewStringUTF(env, buf);
}

/* Walk a list through local references while collections move every node. */
JNIEXPORT jlong JNICALL Java_JniRefs_holdAcrossGc(JNIEnv *env, jclass c, jobject head, jint rounds) {
    jclass nc = (*env)->GetObjectClass(env, head);
    jfieldID next = (*env)->GetFieldID(env, nc, "next", "LJniRefs$Node;");
    jfieldID value = (*env)->GetFieldID(env, nc, "value", "I");
    jmethodID init = (*env)->GetMethodID(env, nc, "<init>", "(I)V");
    jlong sum = 0;
    jint r;
    jobject made[64];
    int nm = 0;
    (void)c;
    for (r = 0; r < rounds; r++) {
        jobject n = (*env)->NewLocalRef(env, head);
        while (n != NULL) {
            jobject nx = (*env)->GetObjectField(env, n, next);
            sum += (*env)->GetIntField(env, n, value);
            (*env)->DeleteLocalRef(env, n);
            n = nx;
        }
        if (nm < 64) {
            made[nm++] = (*env)->NewObject(env, nc, init, r * 1000);
        }
        gc(env);
    }
    for (r = 0; r < nm; r++) {
        sum += (*env)->GetIntField(env, made[r], value);
    }
    return sum;
}

/* The arguments (slots of the native frame) follow their objects across collections. */
JNIEXPORT jstring JNICALL Java_JniRefs_argsSurvive(JNIEnv *env, jclass c, jobject a, jstring b, jobject o, jintArray d, jobject e) {
    char buf[256];
    jclass nc = (*env)->GetObjectClass(env, a);
    jfieldID value = (*env)->GetFieldID(env, nc, "value", "I");
    const char *bs;
    jint dv;
    int i;
    for (i = 0; i < 5; i++) {
        gc(env);
    }
    bs = (*env)->GetStringUTFChars(env, b, NULL);
    (*env)->GetIntArrayRegion(env, d, 0, 1, &dv);
    snprintf(buf, sizeof buf, "%d %s %s %d %d class %s", (*env)->GetIntField(env, a, value), bs, o != NULL ? "object" : "NULL", dv,
             (*env)->GetIntField(env, e, value), ref_type(env, c));
    (*env)->ReleaseStringUTFChars(env, b, bs);
    return (*env)->NewStringUTF(env, buf);
}
