/* JNI_OnLoad throws (tests/jni/JniLoad). */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    JNIEnv *env;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_2) != JNI_OK) {
        return JNI_ERR;
    }
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/IllegalStateException"), "thrown by JNI_OnLoad");
    return JNI_VERSION_1_2;
}
