/* count_events: a minimal JVMPI agent for rjvm's tests.
 *
 * Enables JVM_INIT_DONE, JVM_SHUT_DOWN, THREAD_START/END, CLASS_LOAD and
 * GC_START/FINISH, counts them and prints one summary line to stderr at
 * JVM_SHUT_DOWN. Options: "fail" makes JVM_OnLoad return JNI_ERR;
 * "verbose" prints every thread start and the first class load.
 * Build: cc -shared -fPIC -I profiler-api/include -o libcount_events.so count_events.c
 */
#include <stdio.h>
#include <string.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;
static int verbose;
static long classes, methods, threads_started, threads_ended, gc_start, gc_finish,
    init_done, shut_down, bad;
static long long last_used_objects, last_used_bytes, last_total_bytes;
static int saw_string_class, saw_object_methods;

static void notify(JVMPI_Event *e) {
    jvmpi->RawMonitorEnter(lock);
    switch (e->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
        classes++;
        methods += e->u.class_load.num_methods;
        if (e->u.class_load.class_name == NULL || e->u.class_load.class_id == NULL) bad++;
        if (strcmp(e->u.class_load.class_name, "java.lang.String") == 0) saw_string_class = 1;
        if (strcmp(e->u.class_load.class_name, "java.lang.Object") == 0 &&
            e->u.class_load.num_methods > 0 &&
            e->u.class_load.methods[0].method_name != NULL &&
            e->u.class_load.methods[0].method_id != NULL)
            saw_object_methods = 1;
        if (e->u.class_load.class_name[0] == '[' && e->u.class_load.num_methods != 0) bad++;
        if (verbose && classes == 1)
            fprintf(stderr, "count_events: first class %s\n", e->u.class_load.class_name);
        break;
    case JVMPI_EVENT_THREAD_START:
        threads_started++;
        if (e->u.thread_start.thread_env_id != e->env_id) bad++;
        if (verbose)
            fprintf(stderr, "count_events: thread start %s group=%s parent=%s\n",
                    e->u.thread_start.thread_name, e->u.thread_start.group_name,
                    e->u.thread_start.parent_name);
        break;
    case JVMPI_EVENT_THREAD_END: threads_ended++; break;
    case JVMPI_EVENT_GC_START: gc_start++; break;
    case JVMPI_EVENT_GC_FINISH:
        gc_finish++;
        last_used_objects = e->u.gc_info.used_objects;
        last_used_bytes = e->u.gc_info.used_object_space;
        last_total_bytes = e->u.gc_info.total_object_space;
        break;
    case JVMPI_EVENT_JVM_INIT_DONE: init_done++; break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        shut_down++;
        fprintf(stderr,
                "count_events: classes=%ld methods=%ld threads_started=%ld threads_ended=%ld "
                "gc=%ld gc_finish=%ld init_done=%ld shut_down=%ld bad=%ld string=%d object_methods=%d "
                "used_objects=%lld used_bytes=%lld total_bytes=%lld\n",
                classes, methods, threads_started, threads_ended, gc_start, gc_finish, init_done,
                shut_down, bad, saw_string_class, saw_object_methods, last_used_objects,
                last_used_bytes, last_total_bytes);
        break;
    default:
        bad++;
        break;
    }
    jvmpi->RawMonitorExit(lock);
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    static const jint events[] = {
        JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN, JVMPI_EVENT_THREAD_START,
        JVMPI_EVENT_THREAD_END, JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_GC_START,
        JVMPI_EVENT_GC_FINISH};
    unsigned i;
    (void)reserved;
    if (options != NULL && strcmp(options, "fail") == 0) return JNI_ERR;
    verbose = options != NULL && strcmp(options, "verbose") == 0;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    if (jvmpi->version != JVMPI_VERSION_1_2) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("_count_events");
    for (i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS) return JNI_ERR;
    /* Request-only events cannot be enabled. */
    if (jvmpi->EnableEvent(JVMPI_EVENT_HEAP_DUMP, NULL) != JVMPI_NOT_AVAILABLE) return JNI_ERR;
    return JNI_OK;
}
