/* system_thread: exercises CreateSystemThread and RequestEvent (rjvm tests).
 *
 * JVM_OnLoad checks that CreateSystemThread is refused before
 * JVM_INIT_DONE. At JVM_INIT_DONE it creates the daemon system thread
 * "sampler", which 20 times waits 5 ms on a raw monitor, then suspends the
 * main thread, asks ThreadHasRun (ran since the previous suspension?),
 * takes its call trace and resumes it, as sampling profilers do; and it requests
 * CLASS_LOAD for java.lang.String and THREAD_START for the main thread,
 * checking that each arrives (with JVMPI_REQUESTED_EVENT) before
 * RequestEvent returns, plus the FAIL / NOT_AVAILABLE answers. One summary
 * line goes to stderr at JVM_SHUT_DOWN.
 * Build: cc -shared -fPIC -I profiler-api/include -o libsystem_thread.so system_thread.c
 */
#include <stdio.h>
#include <string.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock, mon;
static JNIEnv *main_env, *sampler_env;
static jobjectID main_obj, string_id;
static volatile int sampler_done;
static int early_rc = 99, create_rc = 99, class_req = 0, thread_req = 0, fail_rc = 99, notavail_rc = 99;
static int req_class_seen, req_thread_seen, sampler_started, sampler_ended, sampler_env_ok;
static long iterations, nonempty, has_run, bad;

static void sampler(void *arg) {
    int i;
    if (arg != NULL) bad++;
    for (i = 0; i < 20; i++) {
        JVMPI_CallFrame frames[32];
        JVMPI_CallTrace tr;
        jvmpi->RawMonitorEnter(mon);
        jvmpi->RawMonitorWait(mon, 5);
        jvmpi->RawMonitorExit(mon);
        jvmpi->SuspendThread(main_env);
        if (jvmpi->ThreadHasRun(main_env)) has_run++;
        tr.env_id = main_env;
        tr.num_frames = 0;
        tr.frames = frames;
        jvmpi->GetCallTrace(&tr, 32);
        if (tr.num_frames > 0 && frames[0].method_id != NULL) nonempty++;
        jvmpi->ResumeThread(main_env);
        iterations++;
    }
    sampler_done = 1;
}

static void notify(JVMPI_Event *e) {
    int requested = (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
    jvmpi->RawMonitorEnter(lock);
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD:
        if (strcmp(e->u.class_load.class_name, "java.lang.String") == 0) {
            if (requested) {
                if (e->u.class_load.class_id == string_id && e->u.class_load.num_methods > 0) req_class_seen++;
                else bad++;
            } else {
                string_id = e->u.class_load.class_id;
            }
        } else if (requested) {
            bad++;
        }
        break;
    case JVMPI_EVENT_THREAD_START:
        if (requested) {
            if (e->u.thread_start.thread_env_id == main_env && strcmp(e->u.thread_start.thread_name, "main") == 0)
                req_thread_seen++;
            else
                bad++;
        } else if (strcmp(e->u.thread_start.thread_name, "main") == 0) {
            main_env = e->u.thread_start.thread_env_id;
            main_obj = e->u.thread_start.thread_id;
        } else if (strcmp(e->u.thread_start.thread_name, "sampler") == 0) {
            sampler_started++;
            sampler_env = e->u.thread_start.thread_env_id;
            if (sampler_env == e->env_id && sampler_env != NULL) sampler_env_ok = 1;
        }
        break;
    case JVMPI_EVENT_THREAD_END:
        if (sampler_env != NULL && e->env_id == sampler_env) sampler_ended++;
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        create_rc = jvmpi->CreateSystemThread("sampler", JVMPI_NORMAL_PRIORITY, sampler);
        if (string_id != NULL) {
            int before = req_class_seen;
            class_req = jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, string_id) == JVMPI_SUCCESS && req_class_seen == before + 1;
        }
        if (main_obj != NULL) {
            int before = req_thread_seen;
            thread_req = jvmpi->RequestEvent(JVMPI_EVENT_THREAD_START, main_obj) == JVMPI_SUCCESS && req_thread_seen == before + 1;
        }
        fail_rc = jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, (void *)&fail_rc);
        notavail_rc = jvmpi->RequestEvent(JVMPI_EVENT_METHOD_ENTRY, NULL);
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        fprintf(stderr,
                "system_thread: early=%d create=%d iterations=%ld nonempty=%ld has_run=%ld done=%d started=%d env_ok=%d "
                "ended=%d class_req=%d thread_req=%d fail=%d notavail=%d bad=%ld\n",
                early_rc, create_rc, iterations, nonempty, has_run, sampler_done, sampler_started, sampler_env_ok,
                sampler_ended, class_req, thread_req, fail_rc, notavail_rc, bad);
        break;
    }
    jvmpi->RawMonitorExit(lock);
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("_system_thread_lock");
    mon = jvmpi->RawMonitorCreate("_system_thread_mon");
    early_rc = jvmpi->CreateSystemThread("too-early", JVMPI_NORMAL_PRIORITY, sampler);
    jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_THREAD_START, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_THREAD_END, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_INIT_DONE, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    return JNI_OK;
}
