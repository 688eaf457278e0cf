/* minimal_methods: the cheapest JVMPI agent of method events (benches/profiler-overhead.sh).
 * Enables METHOD_ENTRY and METHOD_EXIT and counts them, without a lock (a benchmark
 * agent for single-threaded programs): what the VM's delivery of an event costs.
 * Build: cc -O2 -shared -fPIC -I profiler-api/include -o libminimal_methods.so minimal_methods.c
 */
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static long entries, exits;

static void notify(JVMPI_Event *e) {
    if (e->event_type == JVMPI_EVENT_METHOD_ENTRY) entries++;
    else if (e->event_type == JVMPI_EVENT_METHOD_EXIT) exits++;
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    if (jvmpi->EnableEvent(JVMPI_EVENT_METHOD_ENTRY, NULL) != JVMPI_SUCCESS) return JNI_ERR;
    if (jvmpi->EnableEvent(JVMPI_EVENT_METHOD_EXIT, NULL) != JVMPI_SUCCESS) return JNI_ERR;
    return JNI_OK;
}
