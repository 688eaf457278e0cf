/*
 * jni_agent: a JVMPI agent that calls JNI from its event callbacks, as
 * agents of the JDK 1.2 era did (a coverage tool looks classes and methods up
 * and calls Java code; a profiler names threads through their Thread
 * objects).
 *
 * - JVM_INIT_DONE: FindClass, GetStaticMethodID, CallStaticObjectMethod
 *   (System.getProperty), NewStringUTF, GetMethodID, CallIntMethod
 *   (String.length), NewByteArray, Set/GetByteArrayRegion, NewGlobalRef and
 *   NewWeakGlobalRef (their JVMPI events must arrive);
 * - THREAD_START: GetThreadObject, jobjectID2jobject, then JNI calls on the
 *   Thread (getName) with the new thread's env;
 * - the native method AgentProgram.dumpHere (in this library too) requests a
 *   level-1 heap dump while it holds a local reference and its argument:
 *   the dump must show them as JNI_LOCAL roots of this thread and the
 *   global reference as a JNI_GLOBAL root;
 * - AgentProgram.attachThread: a pthread attaches (THREAD_START, whose
 *   Thread object the agent names through JNI, and THREAD_END), detaches;
 * - GetCallTrace from inside the native method: it is the top frame, with
 *   line -3 (JVMPI_LINENO_NATIVE);
 * - JVM_SHUT_DOWN: DeleteGlobalRef, DeleteWeakGlobalRef (their events) and
 *   one summary line on stderr.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;
static jobject global;
static jweak weak;
static int ga, gf, wa, wf, bad;
static jobjectID global_obj;
static char vmname[64];
static int strlen_java, bytes_ok, threads_named;
static char worker_name[64];
static int dump_locals, dump_arg, dump_global, dump_seen, native_frame;
static int attached_start, attached_end;
static JNIEnv *attached_env;
static jobjectID want_local, want_arg;
static JNIEnv *dumping_env;

static unsigned u4(const unsigned char *p) {
    return ((unsigned)p[0] << 24) | ((unsigned)p[1] << 16) | ((unsigned)p[2] << 8) | p[3];
}

/* The roots of a level-1 heap dump (they come first). */
static void roots(const unsigned char *p, const unsigned char *end) {
    const size_t id = sizeof(void *);
    while (p < end) {
        int type = *p++;
        void *a, *b;
        switch (type) {
        case JVMPI_GC_ROOT_UNKNOWN: case JVMPI_GC_ROOT_STICKY_CLASS: case JVMPI_GC_ROOT_MONITOR_USED:
            p += id;
            break;
        case JVMPI_GC_ROOT_JNI_GLOBAL:
            memcpy(&a, p, id);
            memcpy(&b, p + id, id);
            if (a == (void *)global_obj && b == (void *)global) dump_global++;
            p += 2 * id;
            break;
        case JVMPI_GC_ROOT_JNI_LOCAL:
            memcpy(&a, p, id);
            memcpy(&b, p + id, id);
            if (b == (void *)dumping_env && a == (void *)want_local) dump_locals++;
            if (b == (void *)dumping_env && a == (void *)want_arg) dump_arg++;
            (void)u4(p + 2 * id);
            p += 2 * id + 4;
            break;
        case JVMPI_GC_ROOT_JAVA_FRAME:
            p += 2 * id + 4;
            break;
        case JVMPI_GC_ROOT_NATIVE_STACK: case JVMPI_GC_ROOT_THREAD_BLOCK: case JVMPI_GC_ROOT_THREAD_OBJ:
            p += 2 * id;
            break;
        default:
            return; /* the object records start */
        }
    }
}

static void init_done(JNIEnv *env) {
    jclass sys = (*env)->FindClass(env, "java/lang/System");
    jmethodID getProperty = (*env)->GetStaticMethodID(env, sys, "getProperty", "(Ljava/lang/String;)Ljava/lang/String;");
    jstring name = (jstring)(*env)->CallStaticObjectMethod(env, sys, getProperty, (*env)->NewStringUTF(env, "java.vm.name"));
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    jmethodID length = (*env)->GetMethodID(env, sc, "length", "()I");
    jbyteArray arr = (*env)->NewByteArray(env, 16);
    jbyte in[4] = {1, 2, 3, 4}, out[4] = {0, 0, 0, 0};
    const char *chars;
    if (name == NULL || (*env)->ExceptionCheck(env)) {
        bad++;
        return;
    }
    chars = (*env)->GetStringUTFChars(env, name, NULL);
    snprintf(vmname, sizeof vmname, "%s", chars);
    (*env)->ReleaseStringUTFChars(env, name, chars);
    strlen_java = (*env)->CallIntMethod(env, name, length);
    (*env)->SetByteArrayRegion(env, arr, 12, 4, in);
    (*env)->GetByteArrayRegion(env, arr, 12, 4, out);
    bytes_ok = memcmp(in, out, 4) == 0 && (*env)->GetArrayLength(env, arr) == 16;
    global = (*env)->NewGlobalRef(env, name);
    global_obj = jvmpi->jobject2jobjectID(global);
    weak = (*env)->NewWeakGlobalRef(env, arr);
}

static void thread_start(JVMPI_Event *e) {
    JNIEnv *env = e->u.thread_start.thread_env_id;
    jobject t = jvmpi->jobjectID2jobject(jvmpi->GetThreadObject(env));
    jclass tc = (*env)->GetObjectClass(env, t);
    jmethodID getName = (*env)->GetMethodID(env, tc, "getName", "()Ljava/lang/String;");
    jstring n = (jstring)(*env)->CallObjectMethod(env, t, getName);
    const char *chars = (*env)->GetStringUTFChars(env, n, NULL);
    if (strcmp(chars, e->u.thread_start.thread_name) != 0) bad++;
    threads_named++;
    if (strncmp(chars, "worker", 6) == 0) snprintf(worker_name, sizeof worker_name, "%s", chars);
    if (strcmp(chars, "attached-by-C") == 0) {
        attached_start++;
        attached_env = env;
    }
    (*env)->ReleaseStringUTFChars(env, n, chars);
}

static void notify(JVMPI_Event *e) {
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_JVM_INIT_DONE:
        init_done(e->env_id);
        break;
    case JVMPI_EVENT_THREAD_START:
        thread_start(e);
        break;
    case JVMPI_EVENT_THREAD_END:
        if (e->env_id == attached_env) attached_end++;
        break;
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC:
        if (e->u.jni_globalref_alloc.ref_id == global && e->u.jni_globalref_alloc.obj_id == global_obj) ga++;
        else if (global == NULL) ga++; /* posted before NewGlobalRef returned */
        else bad++;
        break;
    case JVMPI_EVENT_JNI_GLOBALREF_FREE:
        if (e->u.jni_globalref_free.ref_id == global) gf++;
        break;
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC:
        wa++;
        break;
    case JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE:
        if (e->u.jni_globalref_free.ref_id == weak) wf++;
        break;
    case JVMPI_EVENT_HEAP_DUMP:
        dump_seen++;
        roots((const unsigned char *)e->u.heap_dump.begin, (const unsigned char *)e->u.heap_dump.end);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
        JNIEnv *env = e->env_id;
        (*env)->DeleteGlobalRef(env, global);
        (*env)->DeleteWeakGlobalRef(env, weak);
        fprintf(stderr, "jni_agent: vm=%s length=%d bytes=%d threads_named=%d worker=%s globalref alloc=%d free=%d weak alloc=%d free=%d "
                        "dump=%d locals=%d arg=%d global=%d native_frame=%d attached start=%d end=%d bad=%d\n",
                vmname, strlen_java, bytes_ok, threads_named, worker_name, ga, gf, wa, wf, dump_seen, dump_locals, dump_arg, dump_global,
                native_frame, attached_start, attached_end, bad);
        break;
    }
    }
}

/* A native method of AgentProgram: a thread of its own attaches (THREAD_START
   and THREAD_END for it), calls Java and detaches. */
static JavaVM *jvm;

static void *attached(void *arg) {
    JNIEnv *env;
    JavaVMAttachArgs a;
    (void)arg;
    a.version = JNI_VERSION_1_2;
    a.name = (char *)"attached-by-C";
    a.group = NULL;
    if ((*jvm)->AttachCurrentThread(jvm, (void **)&env, &a) != JNI_OK) {
        bad++;
        return NULL;
    }
    (*env)->NewStringUTF(env, "made by an attached thread");
    (*jvm)->DetachCurrentThread(jvm);
    return NULL;
}

JNIEXPORT void JNICALL Java_AgentProgram_attachThread(JNIEnv *env, jclass c) {
    pthread_t t;
    (void)c;
    (*env)->GetJavaVM(env, &jvm);
    pthread_create(&t, NULL, attached, NULL);
    pthread_join(t, NULL);
}

/* A native method of AgentProgram: a heap dump while it holds references. */
JNIEXPORT jstring JNICALL Java_AgentProgram_dumpHere(JNIEnv *env, jclass c, jobject arg) {
    jobject local = (*env)->NewStringUTF(env, "a local reference");
    JVMPI_HeapDumpArg level = {JVMPI_DUMP_LEVEL_1};
    jint rc;
    (void)c;
    dumping_env = env;
    want_local = jvmpi->jobject2jobjectID(local);
    want_arg = jvmpi->jobject2jobjectID(arg);
    /* Object ids are addresses: read the global's again (objects move). */
    global_obj = jvmpi->jobject2jobjectID(global);
    {
        /* This native method is the top frame of the call trace, line -3. */
        JVMPI_CallFrame frames[4];
        JVMPI_CallTrace tr;
        tr.env_id = env;
        tr.frames = frames;
        jvmpi->GetCallTrace(&tr, 4);
        native_frame = tr.num_frames == 2 && frames[0].lineno == JVMPI_LINENO_NATIVE && frames[1].lineno > 0;
    }
    rc = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &level);
    return (*env)->NewStringUTF(env, rc == JVMPI_SUCCESS ? "dumped" : "no dump");
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    int events[] = {JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END, JVMPI_EVENT_JNI_GLOBALREF_ALLOC, JVMPI_EVENT_JNI_GLOBALREF_FREE,
                    JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC, JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE, JVMPI_EVENT_JVM_SHUT_DOWN};
    size_t i;
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("_jni_agent");
    for (i = 0; i < sizeof events / sizeof events[0]; i++) {
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS) return JNI_ERR;
    }
    return JNI_OK;
}
