/* disable_gc: calls DisableGC when the VM has started (JVM_INIT_DONE, on the
 * main thread) and never enables collections again, then counts GC_START
 * events (there must be none). With collections disabled by the allocating
 * thread itself, a full heap must end in OutOfMemoryError on that thread,
 * never in a wait or a spin. Prints "disable_gc: ..." at JVM_SHUT_DOWN
 * (which System.exit and Runtime.halt post).
 * Build: cc -shared -fPIC -I profiler-api/include -o libdisable_gc.so disable_gc.c
 */
#include <stdio.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static volatile long gc_starts, disabled;

static void notify(JVMPI_Event *e) {
    switch (e->event_type) {
    case JVMPI_EVENT_JVM_INIT_DONE:
        jvmpi->DisableGC();
        disabled = 1;
        break;
    case JVMPI_EVENT_GC_START: gc_starts++; break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        fprintf(stderr, "disable_gc: disabled=%ld gc_starts=%ld\n", disabled, gc_starts);
        break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *jvm, char *options, void *reserved) {
    (void)options;
    (void)reserved;
    if ((*jvm)->GetEnv(jvm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_INIT_DONE, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_GC_START, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    return JNI_OK;
}
