/* late_ids: enables allocation, class and thread events only after start-up
 * (from a system thread, ~50 ms after JVM_INIT_DONE) and resolves every
 * unknown id it then meets with RequestEvent: an OBJECT_ALLOC naming a class
 * it has not seen gets RequestEvent(CLASS_LOAD, class id), one from a thread
 * it has not seen gets RequestEvent(THREAD_START, GetThreadObject(env)); the
 * requested event must arrive synchronously, with the REQUESTED bit, before
 * RequestEvent returns. Every 500th allocation is also looked up with
 * RequestEvent(OBJECT_ALLOC, obj) (same class and size expected, unless a
 * collection ran since the event began: object ids die with OBJECT_MOVE).
 * Prints "late_ids: ..." at JVM_SHUT_DOWN.
 * Build: cc -shared -fPIC -I profiler-api/include -o liblate_ids.so late_ids.c
 */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;

#define N 65536
static void *classes[N], *threads[1024];
static int n_threads;
static long allocs, class_requests, thread_requests, unresolved, obj_requests, obj_request_bad,
    not_requested_bit, enabled_late, before_enable, obj_request_moved;
static volatile long gcs;
static jobjectID want_obj;
static int got_obj, got_size;
static jobjectID got_class;

static size_t slot(void *p) { return ((size_t)p >> 3) * 2654435761u % N; }
static int known_class(void *c) {
    size_t i = slot(c);
    while (classes[i] != NULL) { if (classes[i] == c) return 1; i = (i + 1) % N; }
    return 0;
}
static void add_class(void *c) {
    size_t i = slot(c);
    while (classes[i] != NULL && classes[i] != c) i = (i + 1) % N;
    classes[i] = c;
}
static int known_thread(void *env) {
    int i;
    for (i = 0; i < n_threads; i++) if (threads[i] == env) return 1;
    return 0;
}

static void notify(JVMPI_Event *e) {
    int requested = (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
    long gcs_at_event = gcs; /* before RawMonitorEnter, which may let a GC run */
    jvmpi->RawMonitorEnter(lock);
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: add_class(e->u.class_load.class_id); break;
    case JVMPI_EVENT_THREAD_START:
        if (n_threads < 1024) threads[n_threads++] = e->u.thread_start.thread_env_id;
        break;
    case JVMPI_EVENT_OBJECT_ALLOC:
        if (requested) {
            if (e->u.obj_alloc.obj_id == want_obj) {
                got_obj = 1;
                got_size = e->u.obj_alloc.size;
                got_class = e->u.obj_alloc.class_id;
            }
            break;
        }
        if (!enabled_late) before_enable++;
        allocs++;
        if (e->u.obj_alloc.class_id != NULL && !known_class(e->u.obj_alloc.class_id)) {
            if (jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, e->u.obj_alloc.class_id) == JVMPI_SUCCESS) class_requests++;
            if (!known_class(e->u.obj_alloc.class_id)) unresolved++;
        }
        if (!known_thread(e->env_id)) {
            jobjectID t = jvmpi->GetThreadObject(e->env_id);
            if (jvmpi->RequestEvent(JVMPI_EVENT_THREAD_START, t) == JVMPI_SUCCESS) thread_requests++;
            if (!known_thread(e->env_id)) unresolved++;
        }
        if (allocs % 500 == 0) {
            int size = e->u.obj_alloc.size;
            jobjectID cls = e->u.obj_alloc.class_id;
            want_obj = e->u.obj_alloc.obj_id;
            got_obj = 0;
            if (jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, want_obj) == JVMPI_SUCCESS && got_obj &&
                got_size == size && got_class == cls)
                obj_requests++;
            else if (gcs != gcs_at_event)
                obj_request_moved++;
            else
                obj_request_bad++;
        }
        break;
    case JVMPI_EVENT_GC_START: gcs++; break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        fprintf(stderr,
                "late_ids: allocs=%ld class_requests=%ld thread_requests=%ld unresolved=%ld obj_requests=%ld "
                "obj_request_bad=%ld obj_request_moved=%ld threads=%d enabled_late=%ld before_enable=%ld\n",
                allocs, class_requests, thread_requests, unresolved, obj_requests, obj_request_bad,
                obj_request_moved, n_threads, enabled_late, before_enable);
        break;
    }
    if (requested && (e->event_type & ~JVMPI_REQUESTED_EVENT) == 0) not_requested_bit++;
    jvmpi->RawMonitorExit(lock);
}

static void enabler(void *arg) {
    struct timespec ts = {0, 50 * 1000000L};
    (void)arg;
    nanosleep(&ts, NULL);
    jvmpi->RawMonitorEnter(lock);
    jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_THREAD_START, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_GC_START, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_OBJECT_ALLOC, NULL);
    enabled_late = 1;
    jvmpi->RawMonitorExit(lock);
}

static void notify_init(JVMPI_Event *e) {
    if (e->event_type == JVMPI_EVENT_JVM_INIT_DONE) {
        jvmpi->CreateSystemThread("late_ids enabler", JVMPI_NORMAL_PRIORITY, enabler);
        return;
    }
    notify(e);
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    lock = jvmpi->RawMonitorCreate("_late_ids");
    jvmpi->NotifyEvent = notify_init;
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_INIT_DONE, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    return JNI_OK;
}
