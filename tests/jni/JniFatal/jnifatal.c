/* Native methods of tests/jni/JniFatal. */
#include <jni.h>

JNIEXPORT jboolean JNICALL Java_JniFatal_describe(JNIEnv *env, jclass c, jstring msg) {
    (void)c;
    if (msg != NULL) {
        const char *m = (*env)->GetStringUTFChars(env, msg, NULL);
        (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/RuntimeException"), m);
        (*env)->ReleaseStringUTFChars(env, msg, m);
    }
    (*env)->ExceptionDescribe(env);
    return (*env)->ExceptionCheck(env);
}

JNIEXPORT void JNICALL Java_JniFatal_fatal(JNIEnv *env, jclass c, jstring msg) {
    const char *m = (*env)->GetStringUTFChars(env, msg, NULL);
    (void)c;
    (*env)->FatalError(env, m);
}
