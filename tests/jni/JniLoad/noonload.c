/* A library without JNI_OnLoad (JNI 1.1 style; tests/jni/JniLoad). */
#include <jni.h>

JNIEXPORT jstring JNICALL Java_JniLoad_plain(JNIEnv *env, jclass c) {
    (void)c;
    return (*env)->NewStringUTF(env, "from a library without JNI_OnLoad");
}
