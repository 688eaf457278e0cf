/* A library with JNI_OnLoad and JNI_OnUnload (tests/jni/JniLoad). */
#include <stdio.h>
#include <jni.h>

static int loads;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)vm;
    (void)reserved;
    loads++;
    return JNI_VERSION_1_6;
}

/* Never called: the library's class loader is never unloaded. */
JNIEXPORT void JNICALL JNI_OnUnload(JavaVM *vm, void *reserved) {
    (void)vm;
    (void)reserved;
    printf("JNI_OnUnload\n");
    fflush(stdout);
}

JNIEXPORT jint JNICALL Java_JniLoad_loadCount(JNIEnv *env, jclass c) {
    (void)env;
    (void)c;
    return loads;
}
