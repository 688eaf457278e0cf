/* Native methods of tests/jni/JniThreads. */
#include <pthread.h>
#include <stdlib.h>
#include "jnitest.h"

static JavaVM *jvm;

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    JNIEnv *env;
    (void)reserved;
    jvm = vm;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_10) != JNI_OK) {
        return JNI_ERR;
    }
    say_init(env, (*env)->FindClass(env, "JniThreads"));
    return JNI_VERSION_10;
}

/* Many objects made through JNI, held as local references across collections. */
JNIEXPORT jlong JNICALL Java_JniThreads_fill(JNIEnv *env, jclass c, jint n, jint size) {
    jlong sum = 0;
    jint i;
    (void)c;
    for (i = 0; i < n; i++) {
        jintArray a = (*env)->NewIntArray(env, size);
        jint v = i;
        jint back = 0;
        (*env)->SetIntArrayRegion(env, a, 0, 1, &v);
        if (i % 7 == 0) {
            jobject s = (*env)->NewStringUTF(env, "a string to keep the collector busy");
            (*env)->DeleteLocalRef(env, s);
        }
        (*env)->GetIntArrayRegion(env, a, 0, 1, &back);
        sum += back + (*env)->GetArrayLength(env, a);
        (*env)->DeleteLocalRef(env, a);
    }
    return sum;
}

JNIEXPORT jstring JNICALL Java_JniThreads_envChecks(JNIEnv *env, jclass c) {
    char buf[512];
    void *e1 = NULL, *e2 = NULL, *e3 = (void *)1;
    JavaVM *vm2 = NULL;
    jsize n = 0;
    jint r1 = (*jvm)->GetEnv(jvm, &e1, JNI_VERSION_1_1);
    jint r2 = (*jvm)->GetEnv(jvm, &e2, JNI_VERSION_10);
    jint r3 = (*jvm)->GetEnv(jvm, &e3, 0x7fff0000);
    jint r4 = (*env)->GetJavaVM(env, &vm2);
    (void)c;
    (void)n;
    snprintf(buf, sizeof buf, "GetEnv 1.1 -> %d same %d, 10 -> %d same %d, bad version -> %d (env %s); GetJavaVM -> %d same %d; "
             "DetachCurrentThread in a native method -> %d", r1, e1 == (void *)env, r2, e2 == (void *)env, r3, e3 == NULL ? "NULL" : "?",
             r4, vm2 == jvm, (*jvm)->DetachCurrentThread(jvm));
    return (*env)->NewStringUTF(env, buf);
}

struct job {
    int id;
    int iterations;
    jobject group; /* global reference */
    int daemon;
    int ok;
};

static void *thread_main(void *arg) {
    struct job *j = arg;
    JNIEnv *env = NULL;
    void *before = (void *)1;
    char name[32];
    JavaVMAttachArgs args;
    jclass c;
    jmethodID work;
    jobject lock;
    jfieldID sharedF;
    jint r;
    j->ok = 0;
    if ((*jvm)->GetEnv(jvm, &before, JNI_VERSION_10) != JNI_EDETACHED || before != NULL) {
        return NULL;
    }
    snprintf(name, sizeof name, "native-%d", j->id);
    args.version = JNI_VERSION_1_8;
    args.name = j->id == 2 ? NULL : name; /* one unnamed thread: Thread-N numbers are handed out in order */
    args.group = j->id % 2 == 0 ? j->group : NULL;
    r = j->daemon ? (*jvm)->AttachCurrentThreadAsDaemon(jvm, (void **)&env, &args) : (*jvm)->AttachCurrentThread(jvm, (void **)&env, &args);
    if (r != JNI_OK) {
        return NULL;
    }
    {
        /* Attaching again hands out the same env. */
        JNIEnv *again = NULL;
        if ((*jvm)->AttachCurrentThread(jvm, (void **)&again, NULL) != JNI_OK || again != env) {
            return NULL;
        }
    }
    c = (*env)->FindClass(env, "JniThreads");
    work = (*env)->GetStaticMethodID(env, c, "work", "(II)J");
    sharedF = (*env)->GetStaticFieldID(env, c, "shared", "Ljava/lang/Object;");
    lock = (*env)->GetStaticObjectField(env, c, sharedF);
    (*env)->CallStaticLongMethod(env, c, work, j->id, j->iterations);
    if ((*env)->ExceptionCheck(env)) {
        (*env)->ExceptionDescribe(env);
        return NULL;
    }
    /* JNI monitors, with Java code locking the same object in other threads. */
    {
        jfieldID counter = (*env)->GetStaticFieldID(env, c, "counter", "I");
        int i;
        for (i = 0; i < 100; i++) {
            (*env)->MonitorEnter(env, lock);
            (*env)->SetStaticIntField(env, c, counter, (*env)->GetStaticIntField(env, c, counter) + 1);
            (*env)->MonitorExit(env, lock);
        }
    }
    j->ok = (*jvm)->DetachCurrentThread(jvm) == JNI_OK;
    {
        void *after = (void *)1;
        if ((*jvm)->GetEnv(jvm, &after, JNI_VERSION_10) != JNI_EDETACHED) {
            j->ok = 0;
        }
    }
    return NULL;
}

JNIEXPORT jint JNICALL Java_JniThreads_runNativeThreads(JNIEnv *env, jclass c, jint n, jint iterations, jobject group) {
    pthread_t th[16];
    struct job jobs[16];
    jobject g = (*env)->NewGlobalRef(env, group);
    jint ok = 0;
    jint i;
    (void)c;
    for (i = 0; i < n && i < 16; i++) {
        jobs[i].id = i;
        jobs[i].iterations = iterations;
        jobs[i].group = g;
        jobs[i].daemon = i % 3 == 1;
        pthread_create(&th[i], NULL, thread_main, &jobs[i]);
    }
    /* This thread waits in native code while the others run Java code and collect. */
    for (i = 0; i < n && i < 16; i++) {
        pthread_join(th[i], NULL);
        ok += jobs[i].ok;
    }
    (*env)->DeleteGlobalRef(env, g);
    return ok;
}

static void *bad_attach(void *arg) {
    JNIEnv *env = NULL;
    JavaVMAttachArgs args;
    int *rc = arg;
    args.version = rc[0];
    args.name = (char *)"odd-version";
    args.group = NULL;
    rc[0] = (*jvm)->AttachCurrentThread(jvm, (void **)&env, &args);
    rc[1] = (*jvm)->DetachCurrentThread(jvm);
    rc[2] = (*jvm)->DetachCurrentThread(jvm); /* not attached any more: fine */
    return NULL;
}

JNIEXPORT jstring JNICALL Java_JniThreads_attachErrors(JNIEnv *env, jclass c) {
    char buf[256];
    int a[3] = {JNI_VERSION_1_1, 9, 9}, b[3] = {0x12345, 9, 9};
    pthread_t t;
    (void)c;
    pthread_create(&t, NULL, bad_attach, a);
    pthread_join(t, NULL);
    pthread_create(&t, NULL, bad_attach, b);
    pthread_join(t, NULL);
    snprintf(buf, sizeof buf, "attach with JNI_VERSION_1_1 -> %d, detach -> %d, again -> %d; with version 0x12345 -> %d, detach -> %d", a[0],
             a[1], a[2], b[0], b[1]);
    return (*env)->NewStringUTF(env, buf);
}

/* Sum an array through GetPrimitiveArrayCritical, many times (collections wait meanwhile). */
JNIEXPORT jlong JNICALL Java_JniThreads_criticalSums(JNIEnv *env, jclass c, jintArray a, jint rounds) {
    jsize n = (*env)->GetArrayLength(env, a);
    jlong total = 0;
    jint r;
    (void)c;
    for (r = 0; r < rounds; r++) {
        jint *p = (*env)->GetPrimitiveArrayCritical(env, a, NULL);
        jsize i;
        for (i = 0; i < n; i++) {
            total += p[i];
        }
        (*env)->ReleasePrimitiveArrayCritical(env, a, p, JNI_ABORT);
        /* Something that allocates, between regions. */
        (*env)->DeleteLocalRef(env, (*env)->NewIntArray(env, 8));
    }
    return total;
}
