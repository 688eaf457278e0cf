/* Native methods of tests/jni/JniArrays. */
#include <stdlib.h>
#include "jnitest.h"

JNIEXPORT jobjectArray JNICALL Java_JniArrays_make(JNIEnv *env, jclass c, jint n) {
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    jobjectArray r = (*env)->NewObjectArray(env, 6, oc, NULL);
    jintArray ia = (*env)->NewIntArray(env, n);
    jdoubleArray da = (*env)->NewDoubleArray(env, n);
    jbooleanArray za = (*env)->NewBooleanArray(env, n);
    jcharArray ca = (*env)->NewCharArray(env, 0);
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    jobjectArray sa = (*env)->NewObjectArray(env, n, sc, (*env)->NewStringUTF(env, "init"));
    jint iv[] = {7, 8, 9};
    jdouble dv[] = {0.5, 1.5, 2.5};
    jboolean zv[] = {1, 0, 1};
    say_init(env, c);
    (*env)->SetIntArrayRegion(env, ia, 0, n, iv);
    (*env)->SetDoubleArrayRegion(env, da, 0, n, dv);
    (*env)->SetBooleanArrayRegion(env, za, 0, n, zv);
    (*env)->SetObjectArrayElement(env, r, 0, ia);
    (*env)->SetObjectArrayElement(env, r, 1, da);
    (*env)->SetObjectArrayElement(env, r, 2, za);
    (*env)->SetObjectArrayElement(env, r, 3, ca);
    (*env)->SetObjectArrayElement(env, r, 4, sa);
    (*env)->SetObjectArrayElement(env, r, 5, (*env)->NewLongArray(env, 2));
    return r;
}

JNIEXPORT void JNICALL Java_JniArrays_modes(JNIEnv *env, jclass c, jintArray a) {
    jboolean copy;
    jint *e = (*env)->GetIntArrayElements(env, a, &copy);
    jint *empty;
    (void)c;
    say(env, "GetIntArrayElements copy=%d %d %d %d %d", copy, e[0], e[1], e[2], e[3]);
    e[0] = 10;
    (*env)->ReleaseIntArrayElements(env, a, e, JNI_COMMIT);
    e[1] = 20;
    (*env)->ReleaseIntArrayElements(env, a, e, JNI_ABORT); /* frees, no copy back */
    e = (*env)->GetIntArrayElements(env, a, NULL);
    say(env, "after COMMIT then ABORT: %d %d", e[0], e[1]);
    e[2] = 30;
    (*env)->ReleaseIntArrayElements(env, a, e, 0);
    empty = (*env)->GetIntArrayElements(env, (*env)->NewIntArray(env, 0), NULL);
    say(env, "empty array elements not NULL: %d", empty != NULL);
    (*env)->ReleaseIntArrayElements(env, (*env)->NewIntArray(env, 0), empty, 0);
}

JNIEXPORT void JNICALL Java_JniArrays_regions(JNIEnv *env, jclass c, jbooleanArray z, jbyteArray b, jcharArray ch, jshortArray s,
                                             jintArray i, jlongArray j, jfloatArray f, jdoubleArray d) {
    jboolean zv[] = {1, 0, 1};
    jbyte bv[] = {-1, -2, -3};
    jchar cv[] = {'x', 'y', 'z'};
    jshort sv[] = {-100, 200, -300};
    jint iv[] = {1 << 30, -5, 6};
    jlong jv[] = {1LL << 60, -7, 8};
    jfloat fv[] = {0.5f, -1.5f, 3.25f};
    jdouble dv[] = {1e-10, -2.5, 1e10};
    jint back[4];
    jboolean *ze;
    jbyte *be;
    jchar *ce;
    jshort *se;
    jlong *je;
    jfloat *fe;
    jdouble *de;
    (void)c;
    (*env)->SetBooleanArrayRegion(env, z, 1, 3, zv);
    (*env)->SetByteArrayRegion(env, b, 1, 3, bv);
    (*env)->SetCharArrayRegion(env, ch, 1, 3, cv);
    (*env)->SetShortArrayRegion(env, s, 1, 3, sv);
    (*env)->SetIntArrayRegion(env, i, 1, 3, iv);
    (*env)->SetLongArrayRegion(env, j, 1, 3, jv);
    (*env)->SetFloatArrayRegion(env, f, 1, 3, fv);
    (*env)->SetDoubleArrayRegion(env, d, 1, 3, dv);
    (*env)->GetIntArrayRegion(env, i, 0, 4, back);
    say(env, "GetIntArrayRegion %d %d %d %d", back[0], back[1], back[2], back[3]);
    /* Every element type's Get/Release<Type>ArrayElements. */
    ze = (*env)->GetBooleanArrayElements(env, z, NULL);
    ze[0] = 1;
    (*env)->ReleaseBooleanArrayElements(env, z, ze, 0);
    be = (*env)->GetByteArrayElements(env, b, NULL);
    be[0] = 42;
    (*env)->ReleaseByteArrayElements(env, b, be, 0);
    ce = (*env)->GetCharArrayElements(env, ch, NULL);
    ce[0] = 'w';
    (*env)->ReleaseCharArrayElements(env, ch, ce, 0);
    se = (*env)->GetShortArrayElements(env, s, NULL);
    se[0] = 1234;
    (*env)->ReleaseShortArrayElements(env, s, se, 0);
    je = (*env)->GetLongArrayElements(env, j, NULL);
    je[0] = -1;
    (*env)->ReleaseLongArrayElements(env, j, je, 0);
    fe = (*env)->GetFloatArrayElements(env, f, NULL);
    fe[0] = 9.75f;
    (*env)->ReleaseFloatArrayElements(env, f, fe, 0);
    de = (*env)->GetDoubleArrayElements(env, d, NULL);
    de[0] = -0.125;
    (*env)->ReleaseDoubleArrayElements(env, d, de, 0);
}

JNIEXPORT jlong JNICALL Java_JniArrays_critical(JNIEnv *env, jclass c, jintArray a, jdoubleArray d) {
    jsize n = (*env)->GetArrayLength(env, a);
    jboolean copy = 7;
    jint *p = (*env)->GetPrimitiveArrayCritical(env, a, &copy);
    jdouble *q = (*env)->GetPrimitiveArrayCritical(env, d, NULL); /* nested */
    jlong sum = 0;
    jsize i;
    (void)c;
    for (i = 0; i < n; i++) {
        sum += p[i];
    }
    p[0] = -1;
    p[n - 1] = (jint)(q[0] * 100);
    (*env)->ReleasePrimitiveArrayCritical(env, d, q, JNI_ABORT);
    (*env)->ReleasePrimitiveArrayCritical(env, a, p, 0);
    (void)copy;
    return sum;
}

JNIEXPORT void JNICALL Java_JniArrays_objects(JNIEnv *env, jclass c, jobjectArray a) {
    jsize n = (*env)->GetArrayLength(env, a);
    jsize i;
    (void)c;
    for (i = 0; i < n; i++) {
        jobject e = (*env)->GetObjectArrayElement(env, a, i);
        say(env, "element %d is %s", i, e == NULL ? "NULL" : "a string");
        (*env)->DeleteLocalRef(env, e);
    }
    (*env)->SetObjectArrayElement(env, a, 2, (*env)->NewStringUTF(env, "set"));
    (*env)->SetObjectArrayElement(env, a, 0, NULL);
}

JNIEXPORT void JNICALL Java_JniArrays_errors(JNIEnv *env, jclass c, jintArray a, jobjectArray o) {
    jint buf[8];
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    jclass ic = (*env)->FindClass(env, "java/lang/Integer");
    (void)c;
    (*env)->GetIntArrayRegion(env, a, 2, 2, buf);
    say_exception(env, "GetIntArrayRegion 2+2 of 3");
    (*env)->SetIntArrayRegion(env, a, -1, 1, buf);
    say_exception(env, "SetIntArrayRegion -1+1");
    (*env)->GetIntArrayRegion(env, a, 0, -1, buf);
    say_exception(env, "GetIntArrayRegion 0-1");
    (*env)->GetIntArrayRegion(env, a, 3, 0, buf);
    say_exception(env, "GetIntArrayRegion 3+0");
    (*env)->GetObjectArrayElement(env, o, 2);
    say_exception(env, "GetObjectArrayElement 2 of 2");
    (*env)->GetObjectArrayElement(env, o, -1);
    say_exception(env, "GetObjectArrayElement -1");
    (*env)->SetObjectArrayElement(env, o, 5, NULL);
    say_exception(env, "SetObjectArrayElement 5");
    (*env)->SetObjectArrayElement(env, o, 0, (*env)->NewStringUTF(env, "not an Integer"));
    say_exception(env, "SetObjectArrayElement String into Integer[]");
    {
        jobjectArray two = (*env)->NewObjectArray(env, 1, (*env)->FindClass(env, "[Ljava/lang/Integer;"), NULL);
        (*env)->SetObjectArrayElement(env, two, 0, (*env)->NewObjectArray(env, 1, sc, NULL));
        say_exception(env, "SetObjectArrayElement String[] into Integer[][]");
        (*env)->SetObjectArrayElement(env, (*env)->NewObjectArray(env, 1, (*env)->FindClass(env, "[I"), NULL), 0, sc);
        say_exception(env, "SetObjectArrayElement Class into int[][]");
    }
    say(env, "NewIntArray -1 -> %s", (*env)->NewIntArray(env, -1) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
    say(env, "NewObjectArray -5 -> %s", (*env)->NewObjectArray(env, -5, ic, NULL) == NULL ? "NULL" : "?");
    say_exception(env, "  exception");
}

JNIEXPORT jobject JNICALL Java_JniArrays_wrapNative(JNIEnv *env, jclass c, jint size) {
    unsigned char *mem = calloc((size_t)size, 1);
    jobject b = (*env)->NewDirectByteBuffer(env, mem, size);
    (void)c;
    say(env, "GetDirectBufferAddress matches %d, capacity %lld", (*env)->GetDirectBufferAddress(env, b) == mem,
        (long long)(*env)->GetDirectBufferCapacity(env, b));
    return b;
}

JNIEXPORT jstring JNICALL Java_JniArrays_readDirect(JNIEnv *env, jclass c, jobject b) {
    unsigned char *p = (*env)->GetDirectBufferAddress(env, b);
    jlong cap = (*env)->GetDirectBufferCapacity(env, b);
    char out[256];
    size_t at = 0;
    jlong i;
    (void)c;
    if (p == NULL) {
        snprintf(out, sizeof out, "not direct (address NULL, capacity %lld)", (long long)cap);
        return (*env)->NewStringUTF(env, out);
    }
    for (i = 0; i < cap && i < 16; i++) {
        at += (size_t)snprintf(out + at, sizeof out - at, "%02x", p[i]);
    }
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT void JNICALL Java_JniArrays_freeNative(JNIEnv *env, jclass c, jobject b) {
    (void)c;
    free((*env)->GetDirectBufferAddress(env, b));
}
