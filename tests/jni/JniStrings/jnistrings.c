/* Native methods of tests/jni/JniStrings. */
#include <stdlib.h>
#include "jnitest.h"

JNIEXPORT jstring JNICALL Java_JniStrings_fromUtf16(JNIEnv *env, jclass c, jcharArray units) {
    jsize n = (*env)->GetArrayLength(env, units);
    jchar *u = (*env)->GetCharArrayElements(env, units, NULL);
    jstring s = (*env)->NewString(env, u, n);
    (void)c;
    (*env)->ReleaseCharArrayElements(env, units, u, JNI_ABORT);
    return s;
}

JNIEXPORT jstring JNICALL Java_JniStrings_fromModifiedUtf8(JNIEnv *env, jclass c, jbyteArray bytes) {
    char buf[64];
    jsize n = (*env)->GetArrayLength(env, bytes);
    (void)c;
    (*env)->GetByteArrayRegion(env, bytes, 0, n, (jbyte *)buf);
    buf[n] = 0;
    return (*env)->NewStringUTF(env, buf);
}

/* Length, UTF length, the UTF-16 units and the modified UTF-8 bytes. */
JNIEXPORT jstring JNICALL Java_JniStrings_describe(JNIEnv *env, jclass c, jstring s) {
    static char out[40000];
    jsize len = (*env)->GetStringLength(env, s);
    jsize ulen = (*env)->GetStringUTFLength(env, s);
    jboolean copy = 7;
    const jchar *u = (*env)->GetStringChars(env, s, &copy);
    const char *b = (*env)->GetStringUTFChars(env, s, NULL);
    size_t at = 0;
    jsize i;
    (void)c;
    at += (size_t)snprintf(out + at, sizeof out - at, "len %d utflen %d strlen %d copy %d chars", len, ulen, (int)strlen(b), copy);
    for (i = 0; i < len && at < sizeof out - 16; i++) {
        at += (size_t)snprintf(out + at, sizeof out - at, " %x", u[i]);
    }
    at += (size_t)snprintf(out + at, sizeof out - at, " bytes");
    for (i = 0; i < ulen && at < sizeof out - 16; i++) {
        at += (size_t)snprintf(out + at, sizeof out - at, " %02x", (unsigned char)b[i]);
    }
    (*env)->ReleaseStringChars(env, s, u);
    (*env)->ReleaseStringUTFChars(env, s, b);
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jstring JNICALL Java_JniStrings_regions(JNIEnv *env, jclass c, jstring s, jint start, jint len) {
    char out[512];
    jchar u[64];
    char b[256];
    size_t at = 0;
    jint i;
    (void)c;
    memset(b, 'X', sizeof b);
    (*env)->GetStringRegion(env, s, start, len, u);
    (*env)->GetStringUTFRegion(env, s, start, len, b);
    at += (size_t)snprintf(out, sizeof out, "region %d+%d:", start, len);
    for (i = 0; i < len; i++) {
        at += (size_t)snprintf(out + at, sizeof out - at, " %x", u[i]);
    }
    at += (size_t)snprintf(out + at, sizeof out - at, " utf '%s' (terminated %d)", b, b[strlen(b)] == 0);
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jint JNICALL Java_JniStrings_criticalSum(JNIEnv *env, jclass c, jstring s) {
    jsize n = (*env)->GetStringLength(env, s);
    const jchar *u = (*env)->GetStringCritical(env, s, NULL);
    jint sum = 0;
    jsize i;
    (void)c;
    for (i = 0; i < n; i++) {
        sum += u[i];
    }
    (*env)->ReleaseStringCritical(env, s, u);
    return sum;
}

JNIEXPORT jstring JNICALL Java_JniStrings_upper(JNIEnv *env, jclass c, jstring s) {
    jsize n = (*env)->GetStringLength(env, s);
    jchar *buf = malloc(sizeof(jchar) * (size_t)(n + 1));
    jstring r;
    jsize i;
    (void)c;
    (*env)->GetStringRegion(env, s, 0, n, buf);
    for (i = 0; i < n; i++) {
        if (buf[i] >= 'a' && buf[i] <= 'z') buf[i] = (jchar)(buf[i] - 32);
    }
    r = (*env)->NewString(env, buf, n);
    free(buf);
    return r;
}

JNIEXPORT void JNICALL Java_JniStrings_errors(JNIEnv *env, jclass c, jstring s) {
    jchar u[16];
    char b[64];
    say_init(env, c);
    (*env)->GetStringRegion(env, s, 3, 5, u);
    say_exception(env, "GetStringRegion 3+5 of 5");
    (*env)->GetStringRegion(env, s, -1, 2, u);
    say_exception(env, "GetStringRegion -1+2");
    (*env)->GetStringRegion(env, s, 1, -2, u);
    say_exception(env, "GetStringRegion 1-2");
    (*env)->GetStringUTFRegion(env, s, 4, 2, b);
    say_exception(env, "GetStringUTFRegion 4+2");
    (*env)->GetStringRegion(env, s, 5, 0, u);
    say_exception(env, "GetStringRegion 5+0");
    say(env, "NewString length -1 -> %s", (*env)->NewString(env, u, -1) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "NewStringUTF NULL -> %s", (*env)->NewStringUTF(env, NULL) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "NewString NULL, 0 -> length %d", (*env)->GetStringLength(env, (*env)->NewString(env, NULL, 0)));
}
