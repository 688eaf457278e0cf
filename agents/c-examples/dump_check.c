/* dump_check: requests and parses HEAP_DUMP (levels 0, 1, 2), OBJECT_DUMP
 * and MONITOR_DUMP, checking the buffers against the JVMPI formats.
 *
 * Dumps are taken at JVM_SHUT_DOWN and at every DATA_DUMP_REQUEST (SIGQUIT),
 * with GC disabled across the three heap dumps. The level-1 and level-2
 * dumps are parsed with the field lists of CLASS_LOAD and the JDK 1.2
 * record set only (any other tag is a parse error): every record must parse
 * to the exact end of the buffer, every class id must be resolvable, and
 * every non-null reference (field, static, array element, root) must name
 * an object of the same dump. A class id is the object id of the class's
 * java.lang.Class object: its CLASS_DUMP stands for that object. This agent
 * does not follow OBJECT_MOVE, so its class ids go stale at the next
 * collection: each dump starts with an empty class table and resolves every
 * CLASS_DUMP with RequestEvent(CLASS_LOAD, class id) (ids stay put while GC
 * is disabled). Thread roots come from the dump's traces: the thread object
 * of each trace (GetThreadObject) must be an object of the dump. Prints one
 * summary line per dump to stderr: "dump_check: reason=... objects=... ...".
 * Build: cc -shared -fPIC -I profiler-api/include -o libdump_check.so dump_check.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;

typedef struct cls {
    void *id;
    char *name;
    int num_interfaces;
    int nstatics, ninst;
    char *static_sigs; /* one type char per field */
    char *inst_sigs;
    void *super;
    struct cls *next;
} cls;

#define HSIZE 65536
static cls *classes[HSIZE];

static size_t hash_ptr(void *p) { return ((size_t)p >> 3) * 2654435761u % HSIZE; }

static void clear_classes(void) {
    size_t i;
    for (i = 0; i < HSIZE; i++) {
        while (classes[i] != NULL) {
            cls *c = classes[i];
            classes[i] = c->next;
            free(c->name);
            free(c->static_sigs);
            free(c->inst_sigs);
            free(c);
        }
    }
}

static cls *find_class(void *id) {
    cls *c;
    for (c = classes[hash_ptr(id)]; c != NULL; c = c->next)
        if (c->id == id) return c;
    return NULL;
}

static char sig_char(const char *sig) { return sig[0] == '[' ? 'L' : sig[0]; }

static void add_class(JVMPI_Event *e) {
    int i;
    cls *c = find_class(e->u.class_load.class_id);
    if (c != NULL) return;
    c = (cls *)calloc(1, sizeof(cls));
    c->id = e->u.class_load.class_id;
    c->name = strdup(e->u.class_load.class_name);
    c->num_interfaces = e->u.class_load.num_interfaces;
    c->nstatics = e->u.class_load.num_static_fields;
    c->ninst = e->u.class_load.num_instance_fields;
    c->static_sigs = (char *)calloc(c->nstatics + 1, 1);
    c->inst_sigs = (char *)calloc(c->ninst + 1, 1);
    for (i = 0; i < c->nstatics; i++) c->static_sigs[i] = sig_char(e->u.class_load.statics[i].field_signature);
    for (i = 0; i < c->ninst; i++) c->inst_sigs[i] = sig_char(e->u.class_load.instances[i].field_signature);
    c->next = classes[hash_ptr(c->id)];
    classes[hash_ptr(c->id)] = c;
}

/* An open-addressing set of object ids. */
static void **objs;
static size_t objs_cap, objs_n;

static void objs_reset(size_t want) {
    free(objs);
    objs_cap = 1;
    while (objs_cap < want * 2 + 16) objs_cap <<= 1;
    objs = (void **)calloc(objs_cap, sizeof(void *));
    objs_n = 0;
}
static void objs_add(void *p) {
    size_t i = ((size_t)p >> 3) * 2654435761u & (objs_cap - 1);
    while (objs[i] != NULL && objs[i] != p) i = (i + 1) & (objs_cap - 1);
    if (objs[i] == NULL) { objs[i] = p; objs_n++; }
}
static int objs_has(void *p) {
    size_t i = ((size_t)p >> 3) * 2654435761u & (objs_cap - 1);
    while (objs[i] != NULL) {
        if (objs[i] == p) return 1;
        i = (i + 1) & (objs_cap - 1);
    }
    return 0;
}

/* Buffer reading. */
typedef struct { unsigned char *p, *end; int bad; } rd;
static unsigned u1(rd *r) { if (r->p + 1 > r->end) { r->bad = 1; return 0; } return *r->p++; }
static unsigned u2(rd *r) { unsigned v = u1(r) << 8; return v | u1(r); }
static unsigned u4(rd *r) { unsigned v = u2(r) << 16; return v | u2(r); }
static void *id(rd *r) {
    void *v = NULL;
    if (r->p + sizeof(void *) > r->end) { r->bad = 1; r->p = r->end; return NULL; }
    memcpy(&v, r->p, sizeof v);
    r->p += sizeof v;
    return v;
}
static void skip(rd *r, size_t n) { if (r->p + n > r->end) { r->bad = 1; r->p = r->end; } else r->p += n; }

static long bad_refs, unknown_classes, parse_errors;

static void check_ref(void *v) {
    if (v != NULL && !objs_has(v)) bad_refs++;
}

static size_t value_size(char c) {
    switch (c) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    default: return sizeof(void *);
    }
}

static size_t prim_size(unsigned ty) {
    switch (ty) {
    case JVMPI_BOOLEAN: case JVMPI_BYTE: return 1;
    case JVMPI_CHAR: case JVMPI_SHORT: return 2;
    case JVMPI_INT: case JVMPI_FLOAT: return 4;
    case JVMPI_LONG: case JVMPI_DOUBLE: return 8;
    default: return 0;
    }
}

/* Values of `sigs` (level 1: only the references are present). */
static void values(rd *r, const char *sigs, int n, int level, int check) {
    int i;
    for (i = 0; i < n; i++) {
        if (sigs[i] == 'L') {
            void *v = id(r);
            if (check) check_ref(v);
        } else if (level == 2) {
            skip(r, value_size(sigs[i]));
        }
    }
}

typedef struct { long roots[8], root_unknown, classes, instances, obj_arrays, prim_arrays; } counts;

/* One pass over a level-1/2 buffer; pass 1 collects ids, pass 2 checks. */
static void walk(unsigned char *begin, unsigned char *end, int level, int check, counts *k) {
    rd r = {begin, end, 0};
    memset(k, 0, sizeof *k);
    while (r.p < r.end && !r.bad) {
        unsigned tag = u1(&r);
        switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN: { void *o = id(&r); if (check) check_ref(o); k->root_unknown++; break; }
        case JVMPI_GC_ROOT_JNI_GLOBAL: { void *o = id(&r); id(&r); if (check) check_ref(o); k->roots[1]++; break; }
        case JVMPI_GC_ROOT_JNI_LOCAL: case JVMPI_GC_ROOT_JAVA_FRAME: {
            void *o = id(&r); id(&r); u4(&r);
            if (check) check_ref(o);
            k->roots[tag]++;
            break;
        }
        case JVMPI_GC_ROOT_NATIVE_STACK: case JVMPI_GC_ROOT_THREAD_BLOCK: {
            void *o = id(&r); id(&r);
            if (check) check_ref(o);
            k->roots[tag]++;
            break;
        }
        case JVMPI_GC_ROOT_STICKY_CLASS: case JVMPI_GC_ROOT_MONITOR_USED: {
            void *o = id(&r);
            if (check) check_ref(o);
            k->roots[tag]++;
            break;
        }
        case JVMPI_GC_CLASS_DUMP: {
            int i;
            void *cid = id(&r), *sup = id(&r);
            cls *c = find_class(cid);
            if (c == NULL && !check) {
                /* Not seen under this id (the class object moved since its
                 * CLASS_LOAD, or that event is not delivered yet): ask. */
                jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, cid);
                c = find_class(cid);
            }
            if (!check) objs_add(cid);
            for (i = 0; i < 5; i++) id(&r);
            u4(&r);
            if (c == NULL) { unknown_classes++; r.bad = 1; break; }
            c->super = sup;
            if (check && sup != NULL && find_class(sup) == NULL) unknown_classes++;
            if (check && sup != NULL) check_ref(sup);
            for (i = 0; i < c->num_interfaces; i++) id(&r);
            { unsigned cp = u2(&r); if (cp != 0) r.bad = 1; }
            values(&r, c->static_sigs, c->nstatics, level, check);
            k->classes++;
            break;
        }
        case JVMPI_GC_INSTANCE_DUMP: {
            void *o = id(&r), *cid = id(&r);
            unsigned n = u4(&r);
            unsigned char *stop = r.p + n;
            cls *c = find_class(cid);
            if (!check) objs_add(o);
            if (check) check_ref(cid);
            if (c == NULL) { unknown_classes++; skip(&r, n); break; }
            while (c != NULL) {
                values(&r, c->inst_sigs, c->ninst, level, check);
                c = c->super ? find_class(c->super) : NULL;
            }
            if (r.p != stop) { parse_errors++; r.p = stop; }
            k->instances++;
            break;
        }
        case JVMPI_GC_OBJ_ARRAY_DUMP: {
            void *o = id(&r);
            unsigned n = u4(&r), i;
            void *ec = id(&r);
            if (!check) objs_add(o);
            if (check && ec != NULL && find_class(ec) == NULL) unknown_classes++;
            if (check) check_ref(ec);
            for (i = 0; i < n && !r.bad; i++) {
                void *v = id(&r);
                if (check) check_ref(v);
            }
            k->obj_arrays++;
            break;
        }
        case JVMPI_GC_PRIM_ARRAY_DUMP: {
            void *o = id(&r);
            unsigned n = u4(&r), ty = u1(&r);
            if (!check) objs_add(o);
            if (prim_size(ty) == 0) { r.bad = 1; break; }
            if (level == 2) skip(&r, (size_t)n * prim_size(ty));
            k->prim_arrays++;
            break;
        }
        default:
            r.bad = 1;
        }
    }
    if (r.bad) parse_errors++;
}

static int got_level;
static unsigned char *dump_copy;
static size_t dump_len;
static long level0_objects, object_dump_ok, monitor_java, monitor_owned, monitor_entering,
    monitor_waiting, monitor_raw_mine, monitor_records, monitor_traces;
static JNIEnv *dumper;
/* The threads of the last level-1/2 dump (its traces). */
#define MAX_TRACES 256
static JNIEnv *trace_envs[MAX_TRACES];
static int n_trace_envs;
static JNIEnv *an_owner;
static long status_ok, status_bad, list_ok;

static void on_heap_dump(JVMPI_Event *e) {
    size_t n = e->u.heap_dump.end - e->u.heap_dump.begin;
    got_level = e->u.heap_dump.dump_level;
    if (got_level == 0) {
        level0_objects = (long)(n / (1 + sizeof(void *)));
        if (n % (1 + sizeof(void *)) != 0) parse_errors++;
        return;
    }
    free(dump_copy);
    dump_copy = (unsigned char *)malloc(n + 1);
    memcpy(dump_copy, e->u.heap_dump.begin, n);
    dump_len = n;
    if (e->u.heap_dump.num_traces < 1 || e->u.heap_dump.num_traces > MAX_TRACES) parse_errors++;
    for (n_trace_envs = 0; n_trace_envs < e->u.heap_dump.num_traces && n_trace_envs < MAX_TRACES; n_trace_envs++)
        trace_envs[n_trace_envs] = e->u.heap_dump.traces[n_trace_envs].env_id;
}

/* Thread roots: each trace's thread object must be an object of the dump. */
static long thread_roots(void) {
    long k = 0;
    int i;
    for (i = 0; i < n_trace_envs; i++) {
        jobjectID t = jvmpi->GetThreadObject(trace_envs[i]);
        if (t != NULL && objs_has(t)) k++;
        else bad_refs++;
    }
    return k;
}

static void on_object_dump(JVMPI_Event *e) {
    rd r = {(unsigned char *)e->u.object_dump.data, (unsigned char *)e->u.object_dump.data + e->u.object_dump.data_len, 0};
    if (u1(&r) == JVMPI_GC_INSTANCE_DUMP) {
        void *cid;
        unsigned n;
        cls *c;
        id(&r);
        cid = id(&r);
        n = u4(&r);
        c = find_class(cid);
        if (c != NULL && strcmp(c->name, "java.lang.Thread") == 0 && r.p + n == r.end) object_dump_ok = 1;
    }
}

static void on_monitor_dump(JVMPI_Event *e) {
    rd r = {(unsigned char *)e->u.monitor_dump.begin, (unsigned char *)e->u.monitor_dump.end, 0};
    monitor_traces = e->u.monitor_dump.num_traces;
    while (r.p < r.end && !r.bad) {
        unsigned kind = u1(&r), i, n;
        void *mid = NULL, *owner;
        unsigned count;
        if (kind == JVMPI_MONITOR_JAVA) {
            id(&r);
            monitor_java++;
        } else if (kind == JVMPI_MONITOR_RAW) {
            id(&r); /* name */
            mid = id(&r);
        } else {
            r.bad = 1;
            break;
        }
        owner = id(&r);
        count = u4(&r);
        /* GetThreadStatus agrees with the dump: blocked entering is
         * MONITOR_WAIT, waiting for a notification CONDVAR_WAIT. */
        n = u4(&r);
        for (i = 0; i < n; i++) {
            JNIEnv *t = (JNIEnv *)id(&r);
            if (kind == JVMPI_MONITOR_JAVA) {
                if ((jvmpi->GetThreadStatus(t) & 0xff) == JVMPI_THREAD_MONITOR_WAIT) status_ok++; else status_bad++;
            }
        }
        if (kind == JVMPI_MONITOR_JAVA && n > 0) monitor_entering++;
        n = u4(&r);
        for (i = 0; i < n; i++) {
            JNIEnv *t = (JNIEnv *)id(&r);
            if (kind == JVMPI_MONITOR_JAVA) {
                if ((jvmpi->GetThreadStatus(t) & 0xff) == JVMPI_THREAD_CONDVAR_WAIT) status_ok++; else status_bad++;
            }
        }
        if (kind == JVMPI_MONITOR_JAVA && n > 0) monitor_waiting++;
        if (kind == JVMPI_MONITOR_JAVA && owner != NULL && owner != (void *)dumper) an_owner = (JNIEnv *)owner;
        if (kind == JVMPI_MONITOR_JAVA && owner != NULL) monitor_owned++;
        if (kind == JVMPI_MONITOR_RAW && mid == (void *)lock && owner == (void *)dumper && count == 1) monitor_raw_mine = 1;
        monitor_records++;
    }
    if (r.bad) parse_errors++;
}

static void dump_all(JNIEnv *env, const char *reason) {
    counts k2, k1;
    JVMPI_HeapDumpArg arg;
    int rc0, rc1, rc2, rco, rcm;
    long threads1, threads2;
    jobjectID tobj;
    jvmpi->RawMonitorEnter(lock);
    dumper = env;
    clear_classes();
    bad_refs = unknown_classes = parse_errors = 0;
    monitor_java = monitor_owned = monitor_entering = monitor_waiting = monitor_raw_mine = monitor_records = 0;
    object_dump_ok = 0;
    jvmpi->DisableGC();
    arg.heap_dump_level = JVMPI_DUMP_LEVEL_0;
    rc0 = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
    arg.heap_dump_level = JVMPI_DUMP_LEVEL_1;
    rc1 = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
    objs_reset(dump_len / 8);
    walk(dump_copy, dump_copy + dump_len, 1, 0, &k1);
    walk(dump_copy, dump_copy + dump_len, 1, 1, &k1);
    threads1 = thread_roots();
    rc2 = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, NULL); /* NULL = level 2 */
    if (got_level != 2) parse_errors++;
    objs_reset(dump_len / 8);
    walk(dump_copy, dump_copy + dump_len, 2, 0, &k2);
    walk(dump_copy, dump_copy + dump_len, 2, 1, &k2);
    threads2 = thread_roots();
    if (threads1 != threads2) parse_errors++;
    tobj = jvmpi->GetThreadObject(env);
    rco = jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_DUMP, tobj);
    if (jvmpi->jobject2jobjectID(jvmpi->jobjectID2jobject(tobj)) != tobj) parse_errors++;
    jvmpi->EnableGC();
    status_ok = status_bad = list_ok = 0;
    an_owner = NULL;
    rcm = jvmpi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL);
    if (an_owner != NULL) {
        /* SuspendThreadList: the same thread twice, then an unknown env. */
        JNIEnv *list[3];
        jint res[3] = {-1, -1, -1}, res2[3] = {-1, -1, -1};
        list[0] = an_owner;
        list[1] = an_owner;
        list[2] = (JNIEnv *)&list; /* not a thread */
        jvmpi->SuspendThreadList(3, list, res);
        if ((jvmpi->GetThreadStatus(an_owner) & JVMPI_THREAD_SUSPENDED) == 0) status_bad++;
        jvmpi->ResumeThreadList(3, list, res2);
        if (res[0] == 0 && res[1] == 14 && res[2] == 10 && res2[0] == 0 && res2[2] == 10) list_ok = 1;
    }
    fprintf(stderr,
            "dump_check: reason=%s rc=%d/%d/%d/%d/%d level0=%ld objects=%ld instances=%ld obj_arrays=%ld "
            "prim_arrays=%ld classes=%ld level1_objects=%ld frame_roots=%ld thread_roots=%ld sticky=%ld "
            "unknown_roots=%ld monitor_roots=%ld bad_refs=%ld unknown_classes=%ld parse_errors=%ld "
            "object_dump=%ld monitors=%ld java_monitors=%ld owned=%ld entering=%ld waiting=%ld raw_mine=%ld "
            "traces=%ld status_ok=%ld status_bad=%ld list_ok=%ld\n",
            reason, rc0, rc1, rc2, rco, rcm, level0_objects, (long)objs_n, k2.instances, k2.obj_arrays,
            k2.prim_arrays, k2.classes, k1.instances + k1.obj_arrays + k1.prim_arrays + k1.classes,
            k2.roots[JVMPI_GC_ROOT_JAVA_FRAME], threads2,
            k2.roots[JVMPI_GC_ROOT_STICKY_CLASS], k2.root_unknown, k2.roots[JVMPI_GC_ROOT_MONITOR_USED],
            bad_refs, unknown_classes, parse_errors, object_dump_ok, monitor_records, monitor_java,
            monitor_owned, monitor_entering, monitor_waiting, monitor_raw_mine, monitor_traces, status_ok,
            status_bad, list_ok);
    jvmpi->RawMonitorExit(lock);
}

static void notify(JVMPI_Event *e) {
    switch (e->event_type) {
    case JVMPI_EVENT_CLASS_LOAD:
    case JVMPI_EVENT_CLASS_LOAD | JVMPI_REQUESTED_EVENT:
        jvmpi->RawMonitorEnter(lock);
        add_class(e);
        jvmpi->RawMonitorExit(lock);
        break;
    case JVMPI_EVENT_HEAP_DUMP | JVMPI_REQUESTED_EVENT: on_heap_dump(e); break;
    case JVMPI_EVENT_OBJECT_DUMP | JVMPI_REQUESTED_EVENT: on_object_dump(e); break;
    case JVMPI_EVENT_MONITOR_DUMP | JVMPI_REQUESTED_EVENT: on_monitor_dump(e); break;
    case JVMPI_EVENT_DATA_DUMP_REQUEST: dump_all(e->env_id, "sigquit"); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: dump_all(e->env_id, "exit"); break;
    }
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options;
    (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1_2) != JNI_OK) return JNI_ERR;
    lock = jvmpi->RawMonitorCreate("dump_check lock");
    jvmpi->NotifyEvent = notify;
    if (jvmpi->EnableEvent(JVMPI_EVENT_HEAP_DUMP, NULL) != JVMPI_NOT_AVAILABLE) return JNI_ERR;
    jvmpi->EnableEvent(JVMPI_EVENT_CLASS_LOAD, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_DATA_DUMP_REQUEST, NULL);
    jvmpi->EnableEvent(JVMPI_EVENT_JVM_SHUT_DOWN, NULL);
    return JNI_OK;
}
