/*
 * A C program that embeds a Java VM through the invocation interface: it
 * creates the VM, calls Java, handles an exception, attaches a second
 * thread and destroys the VM (which waits for a non-daemon Java thread and
 * runs the shutdown hooks). Linked against rjvm's libjvm.so and against
 * HotSpot's; both runs must print the same.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jni.h>

static JavaVM *vm;

static void out(const char *fmt, const char *s, long v) {
    printf(fmt, s, v);
    printf("\n");
    fflush(stdout);
}

static void *second_thread(void *arg) {
    JNIEnv *env;
    JavaVMAttachArgs a;
    jclass c;
    jmethodID m;
    jstring s;
    const char *chars;
    (void)arg;
    a.version = JNI_VERSION_1_8;
    a.name = (char *)"c-thread";
    a.group = NULL;
    out("C: AttachCurrentThread -> %s%ld", "", (long)(*vm)->AttachCurrentThread(vm, (void **)&env, &a));
    c = (*env)->FindClass(env, "Embedded");
    m = (*env)->GetStaticMethodID(env, c, "fromThread", "(I)Ljava/lang/String;");
    s = (jstring)(*env)->CallStaticObjectMethod(env, c, m, 7);
    chars = (*env)->GetStringUTFChars(env, s, NULL);
    out("C: fromThread -> %s%ld", chars, 0);
    (*env)->ReleaseStringUTFChars(env, s, chars);
    out("C: DetachCurrentThread -> %s%ld", "", (long)(*vm)->DetachCurrentThread(vm));
    return NULL;
}

int main(int argc, char **argv) {
    JavaVMInitArgs args, def;
    JavaVMOption opts[5];
    char cp[4096];
    JNIEnv *env;
    JavaVM *vms[2];
    JavaVM *vm2;
    JNIEnv *env2;
    jsize n = 99;
    jint rc;
    jclass c, sc;
    jmethodID run, fail, start;
    jobjectArray strs;
    pthread_t t;
    if (argc < 2) {
        fprintf(stderr, "usage: embed <class path>\n");
        return 2;
    }
    JNI_GetCreatedJavaVMs(vms, 2, &n);
    out("C: VMs before %s%ld", "", (long)n);
    def.version = JNI_VERSION_10;
    out("C: JNI_GetDefaultJavaVMInitArgs(10) -> %s%ld", "", (long)JNI_GetDefaultJavaVMInitArgs(&def));
    snprintf(cp, sizeof cp, "-Djava.class.path=%s", argv[1]);
    opts[0].optionString = cp;
    opts[1].optionString = (char *)"-Dembed.prop=42";
    opts[2].optionString = (char *)"-Xmx64m";
    opts[3].optionString = (char *)"-Xno-such-option";
    /* An extra option from the environment (the test picks rjvm's class
       library with it; an unknown -X option is ignored as asked). */
    opts[4].optionString = getenv("EMBED_OPTION") ? getenv("EMBED_OPTION") : (char *)"-Xno-such-option";
    args.version = JNI_VERSION_1_8;
    args.nOptions = 5;
    args.options = opts;
    args.ignoreUnrecognized = JNI_TRUE;
    rc = JNI_CreateJavaVM(&vm, (void **)&env, &args);
    out("C: JNI_CreateJavaVM -> %s%ld", "", (long)rc);
    if (rc != JNI_OK) {
        return 1;
    }
    JNI_GetCreatedJavaVMs(vms, 2, &n);
    out("C: VMs after %s%ld", vms[0] == vm ? "(this one) " : "(another) ", (long)n);
    out("C: second JNI_CreateJavaVM -> %s%ld", "", (long)JNI_CreateJavaVM(&vm2, (void **)&env2, &args));
    out("C: GetVersion %s%lx", "", (long)(*env)->GetVersion(env));
    c = (*env)->FindClass(env, "Embedded");
    sc = (*env)->FindClass(env, "java/lang/String");
    run = (*env)->GetStaticMethodID(env, c, "run", "([Ljava/lang/String;)I");
    strs = (*env)->NewObjectArray(env, 3, sc, (*env)->NewStringUTF(env, "arg"));
    (*env)->SetObjectArrayElement(env, strs, 1, (*env)->NewStringUTF(env, "two"));
    out("C: run -> %s%ld", "", (long)(*env)->CallStaticIntMethod(env, c, run, strs));
    fail = (*env)->GetStaticMethodID(env, c, "fail", "(Ljava/lang/String;)V");
    (*env)->CallStaticVoidMethod(env, c, fail, (*env)->NewStringUTF(env, "on purpose"));
    if ((*env)->ExceptionCheck(env)) {
        jthrowable ex = (*env)->ExceptionOccurred(env);
        jmethodID ts = (*env)->GetMethodID(env, (*env)->FindClass(env, "java/lang/Object"), "toString", "()Ljava/lang/String;");
        jstring s;
        const char *chars;
        (*env)->ExceptionClear(env);
        s = (jstring)(*env)->CallObjectMethod(env, ex, ts);
        chars = (*env)->GetStringUTFChars(env, s, NULL);
        out("C: caught %s%ld", chars, 0);
        (*env)->ReleaseStringUTFChars(env, s, chars);
    }
    start = (*env)->GetStaticMethodID(env, c, "startWorker", "()V");
    (*env)->CallStaticVoidMethod(env, c, start);
    pthread_create(&t, NULL, second_thread, NULL);
    pthread_join(t, NULL);
    out("C: DestroyJavaVM -> %s%ld", "", (long)(*vm)->DestroyJavaVM(vm));
    JNI_GetCreatedJavaVMs(vms, 2, &n);
    out("C: VMs at the end %s%ld", "", (long)n);
    return 0;
}
