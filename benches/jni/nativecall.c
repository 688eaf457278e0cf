/* The native methods of benches/jni/NativeCall.java. */
#include <jni.h>

JNIEXPORT void JNICALL Java_NativeCall_empty(JNIEnv *env, jclass c) {
    (void)env;
    (void)c;
}

JNIEXPORT jint JNICALL Java_NativeCall_add(JNIEnv *env, jclass c, jint a, jint b) {
    (void)env;
    (void)c;
    return a + b;
}

JNIEXPORT jobject JNICALL Java_NativeCall_echo(JNIEnv *env, jobject self, jobject o) {
    (void)env;
    (void)self;
    return o;
}

static jmethodID java_side;

JNIEXPORT jint JNICALL Java_NativeCall_callJava(JNIEnv *env, jclass c, jint x) {
    if (java_side == NULL) {
        java_side = (*env)->GetStaticMethodID(env, c, "javaSide", "(I)I");
    }
    return (*env)->CallStaticIntMethod(env, c, java_side, x);
}
