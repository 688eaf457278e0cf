/* JNI_OnLoad asks for a JNI version no VM has (tests/jni/JniLoad). */
#include <jni.h>

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)vm;
    (void)reserved;
    return 0x12345;
}
