/* method_events: checks METHOD_ENTRY/ENTRY2/EXIT and the Java monitor events.
 *
 * Keeps a shadow stack per thread (in JVMPI thread-local storage) and checks
 * that every METHOD_EXIT names the method on top of it, that every method id
 * was announced by CLASS_LOAD, and that a bytecode method's METHOD_ENTRY sees
 * it on top of GetCallTrace. Counts the calls of one method chosen with
 * `count=Class.method`, and the monitor events (contended enter/entered/exit,
 * wait/waited, with enter/entered pairing per thread). At the end it reports
 * the frames and waits still open: those of threads blocked for good, such
 * as the VM's "Reference Handler" and "Finalizer" daemons.
 * Options (comma-separated): count=C.m, entry2 (use METHOD_ENTRY2 instead of
 * METHOD_ENTRY), late (enable the method events only from a system thread,
 * after JVM_INIT_DONE, for `late_ms` ms ... then disable them again).
 * Prints one summary line to stderr at JVM_SHUT_DOWN.
 * Build: cc -shared -fPIC -I profiler-api/include -o libmethod_events.so method_events.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JavaVM *the_vm;
static JVMPI_RawMonitor lock;
static int use_entry2, late;
static char count_class[256], count_method[256];
static jmethodID counted;
static char requested_class[256];
static long gcs, rungc_ok, method_class_ok, cpu_ok;

/* Known method ids (from CLASS_LOAD), in an open-addressing set. */
#define SET_SIZE (1 << 18)
static jmethodID known[SET_SIZE];
static long n_known;

static long entries, exits, exits_unwound, mismatches, unknown, top_mismatch, calls,
    receiver_null, receivers, cont_enter, cont_entered, cont_exit, waits, waiteds,
    sleeps, pairing_bad, late_on, late_off;

typedef struct shadow {
    jmethodID stack[4096];
    int depth;        /* may exceed 4096: deeper frames are only counted */
    int lost;         /* exits seen with an empty shadow stack (enabled mid-call) */
    int waiting;      /* outstanding MONITOR_WAIT (object or sleep) */
    jobjectID contended; /* object of an outstanding CONTENDED_ENTER */
    struct shadow *next_shadow; /* every thread's shadow, for the summary */
} shadow;

static shadow *all_shadows;

static size_t slot_of(jmethodID m) {
    return ((size_t)m >> 3) * 2654435761u % SET_SIZE;
}

static void add_known(jmethodID m) {
    size_t i = slot_of(m);
    while (known[i] != NULL && known[i] != m) i = (i + 1) % SET_SIZE;
    if (known[i] == NULL) { known[i] = m; n_known++; }
}

static int is_known(jmethodID m) {
    size_t i = slot_of(m);
    while (known[i] != NULL) {
        if (known[i] == m) return 1;
        i = (i + 1) % SET_SIZE;
    }
    return 0;
}

static shadow *shadow_of(JNIEnv *env) {
    shadow *s = (shadow *)jvmpi->GetThreadLocalStorage(env);
    if (s == NULL) {
        s = (shadow *)calloc(1, sizeof(shadow));
        s->next_shadow = all_shadows;
        all_shadows = s;
        jvmpi->SetThreadLocalStorage(env, s);
    }
    return s;
}

static void on_entry(JNIEnv *env, jmethodID m) {
    shadow *s = shadow_of(env);
    entries++;
    if (!is_known(m)) unknown++;
    if (m == counted) calls++;
    if (s->depth < 4096) s->stack[s->depth] = m;
    s->depth++;
    /* A bytecode method is on top of its own call trace at entry; a native
     * has no frame, so its caller is. Either way the top frame is known. */
    JVMPI_CallFrame f[1];
    JVMPI_CallTrace tr;
    tr.env_id = env;
    tr.frames = f;
    jvmpi->GetCallTrace(&tr, 1);
    if (tr.num_frames != 1 || !is_known(f[0].method_id)) top_mismatch++;
}

static void notify(JVMPI_Event *e) {
    jvmpi->RawMonitorEnter(lock);
    switch (e->event_type) {
    case JVMPI_EVENT_CLASS_LOAD: {
        int i;
        const char *cn = e->u.class_load.class_name;
        for (i = 0; i < e->u.class_load.num_methods; i++) {
            JVMPI_Method *m = &e->u.class_load.methods[i];
            add_known(m->method_id);
            if (count_class[0] && strcmp(cn, count_class) == 0 && strcmp(m->method_name, count_method) == 0)
                counted = m->method_id;
        }
        break;
    }
    case JVMPI_EVENT_CLASS_LOAD | JVMPI_REQUESTED_EVENT:
        strncpy(requested_class, e->u.class_load.class_name, sizeof requested_class - 1);
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
        on_entry(e->env_id, e->u.method.method_id);
        break;
    case JVMPI_EVENT_METHOD_ENTRY2:
        on_entry(e->env_id, e->u.method_entry2.method_id);
        if (e->u.method_entry2.obj_id == NULL) receiver_null++; else receivers++;
        break;
    case JVMPI_EVENT_METHOD_EXIT: {
        shadow *s = shadow_of(e->env_id);
        exits++;
        if (s->depth == 0) {
            s->lost++;
            break;
        }
        s->depth--;
        if (s->depth < 4096 && s->stack[s->depth] != e->u.method.method_id) mismatches++;
        break;
    }
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER: {
        shadow *s = shadow_of(e->env_id);
        cont_enter++;
        if (s->contended != NULL) pairing_bad++;
        s->contended = e->u.monitor.object;
        if (e->u.monitor.object == NULL) pairing_bad++;
        break;
    }
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTERED: {
        shadow *s = shadow_of(e->env_id);
        cont_entered++;
        /* The object may have moved in between (OBJECT_MOVE): only check
         * that an enter is outstanding. */
        if (s->contended == NULL) pairing_bad++;
        s->contended = NULL;
        break;
    }
    case JVMPI_EVENT_MONITOR_CONTENDED_EXIT: cont_exit++; break;
    case JVMPI_EVENT_MONITOR_WAIT:
        if (e->u.monitor_wait.object == NULL) sleeps++; else waits++;
        shadow_of(e->env_id)->waiting++;
        break;
    case JVMPI_EVENT_MONITOR_WAITED:
        waiteds++;
        shadow_of(e->env_id)->waiting--;
        if (e->u.monitor_wait.timeout < 0) pairing_bad++;
        break;
    case JVMPI_EVENT_GC_START: gcs++; break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
        /* GetMethodClass, RunGC (a full collection with its events, here
         * on this thread) and GetCurrentThreadCpuTime. */
        long before = gcs, open_frames = 0, open_waits = 0, lost = 0;
        shadow *sh;
        jlong t0 = jvmpi->GetCurrentThreadCpuTime(), t1;
        volatile long spin = 0;
        long i;
        /* A class id is the class's java.lang.Class object, which may have
         * moved since its CLASS_LOAD: ask what the current id names. */
        requested_class[0] = '\0';
        method_class_ok = counted != NULL &&
                          jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, jvmpi->GetMethodClass(counted)) == JVMPI_SUCCESS &&
                          strcmp(requested_class, count_class) == 0 && jvmpi->GetMethodClass((jmethodID)&spin) == NULL;
        jvmpi->RunGC();
        rungc_ok = gcs == before + 1;
        for (i = 0; i < 3000000; i++) spin += i;
        t1 = jvmpi->GetCurrentThreadCpuTime();
        cpu_ok = t0 > 0 && t1 > t0;
        for (sh = all_shadows; sh != NULL; sh = sh->next_shadow) {
            open_frames += sh->depth;
            open_waits += sh->waiting;
            lost += sh->lost;
        }
        fprintf(stderr,
                "method_events: entries=%ld exits=%ld mismatches=%ld unknown=%ld top_mismatch=%ld "
                "calls=%ld receivers=%ld static_or_null=%ld contended_enter=%ld contended_entered=%ld "
                "contended_exit=%ld waits=%ld sleeps=%ld waited=%ld pairing_bad=%ld late_on=%ld late_off=%ld "
                "known_methods=%ld method_class_ok=%ld rungc_ok=%ld cpu_ok=%ld open_frames=%ld "
                "open_waits=%ld lost=%ld\n",
                entries, exits, mismatches, unknown, top_mismatch, calls, receivers, receiver_null,
                cont_enter, cont_entered, cont_exit, waits, sleeps, waiteds, pairing_bad, late_on,
                late_off, n_known, method_class_ok, rungc_ok, cpu_ok, open_frames, open_waits, lost);
        (void)exits_unwound;
        break;
    }
    }
    jvmpi->RawMonitorExit(lock);
}

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* The `late` mode: switch the method events on for a while, mid-run. */
static void toggler(void *arg) {
    (void)arg;
    sleep_ms(30);
    jvmpi->EnableEvent(use_entry2 ? JVMPI_EVENT_METHOD_ENTRY2 : JVMPI_EVENT_METHOD_ENTRY, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_METHOD_EXIT, NULL);
    jvmpi->RawMonitorEnter(lock);
    late_on++;
    jvmpi->RawMonitorExit(lock);
    sleep_ms(100);
    jvmpi->DisableEvent(use_entry2 ? JVMPI_EVENT_METHOD_ENTRY2 : JVMPI_EVENT_METHOD_ENTRY, NULL);
    jvmpi->DisableEvent(JVMPI_EVENT_METHOD_EXIT, NULL);
    jvmpi->RawMonitorEnter(lock);
    late_off++;
    jvmpi->RawMonitorExit(lock);
}

static void notify_init(JVMPI_Event *e) {
    if (e->event_type == JVMPI_EVENT_JVM_INIT_DONE) {
        if (late) jvmpi->CreateSystemThread("method_events toggler", JVMPI_NORMAL_PRIORITY, toggler);
        return;
    }
    notify(e);
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)reserved;
    the_vm = vm;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    if (options != NULL) {
        char buf[512];
        char *tok, *save = NULL;
        strncpy(buf, options, sizeof buf - 1);
        buf[sizeof buf - 1] = 0;
        for (tok = strtok_r(buf, ",", &save); tok != NULL; tok = strtok_r(NULL, ",", &save)) {
            if (strncmp(tok, "count=", 6) == 0) {
                char *dot = strrchr(tok + 6, '.');
                if (dot == NULL) return JNI_ERR;
                *dot = 0;
                snprintf(count_class, sizeof count_class, "%s", tok + 6);
                snprintf(count_method, sizeof count_method, "%s", dot + 1);
            } else if (strcmp(tok, "entry2") == 0) {
                use_entry2 = 1;
            } else if (strcmp(tok, "late") == 0) {
                late = 1;
            } else {
                return JNI_ERR;
            }
        }
    }
    lock = jvmpi->RawMonitorCreate("_method_events");
    jvmpi->NotifyEvent = notify_init;
    jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_INIT_DONE, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    if (!late) {
        jvmpi->EnableEvent(use_entry2 ? JVMPI_EVENT_METHOD_ENTRY2 : JVMPI_EVENT_METHOD_ENTRY, NULL);
        jvmpi->EnableEvent(JVMPI_EVENT_METHOD_EXIT, NULL);
    }
    jvmpi->EnableEvent(JVMPI_EVENT_MONITOR_CONTENDED_ENTER, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_MONITOR_CONTENDED_ENTERED, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_MONITOR_CONTENDED_EXIT, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_MONITOR_WAIT, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_MONITOR_WAITED, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_GC_START, NULL);
    return JNI_OK;
}
