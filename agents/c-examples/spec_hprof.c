/* spec_hprof: an hprof-style heap, CPU and monitor profiler written from the
 * JDK 1.2 JVMPI specification alone, to check that agents of that family run
 * on rjvm unmodified. It trusts nothing but the spec, and fails loudly:
 *
 * - Objects: every OBJECT_ALLOC (the start-up report included) goes into an
 *   object table keyed by object id, kept exact with OBJECT_MOVE, OBJECT_FREE
 *   and ARENA_DELETE. An id it does not know is asked for with
 *   RequestEvent(OBJECT_ALLOC, id).
 * - Classes: a class id is the jobjectID of the class's java.lang.Class
 *   object. CLASS_LOAD registers the class ON THAT OBJECT's table entry, so a
 *   class follows its object through moves. A class id that names no object
 *   is fatal ("unmapped class id"); an allocation of a class it has not been
 *   told about asks RequestEvent(CLASS_LOAD, id).
 * - Sites: (class, array type, allocation trace) from GetCallTrace inside
 *   OBJECT_ALLOC. A trace frame whose method no CLASS_LOAD announced is fatal
 *   ("NULL trace").
 * - CPU: a CreateSystemThread thread samples every 2 ms: SuspendThread on
 *   each runnable thread, then ThreadHasRun, GetCallTrace, ResumeThread.
 * - Heap dump: at the end, RequestEvent(HEAP_DUMP) at level 2, walked with the
 *   spec's record set only (any other tag is fatal); every id must resolve:
 *   objects to the table, class ids to classes, references to records of the
 *   dump, each trace's thread object (GetThreadObject) to a dump object.
 *   Superclasses come from CLASS_DUMP records or RequestEvent(OBJECT_DUMP).
 * - Monitors: MONITOR_CONTENDED_ENTER/ENTERED and MONITOR_WAIT counted per
 *   monitor class and trace; a MONITOR_DUMP at the end, every thread of its
 *   traces known from THREAD_START.
 *
 * GC_START enters the agent's lock and GC_FINISH leaves it, so moves and
 * frees are applied with the data quiet. At JVM_SHUT_DOWN (and on
 * DATA_DUMP_REQUEST) it writes SITES, CPU SAMPLES, MONITOR TIME, MONITOR
 * DUMP and a heap dump summary to `file=` (default stderr), then one line
 * "spec_hprof: key=value ..." to stderr.
 * Options: file=<path>, depth=<n> (default 6).
 * Build: cc -shared -fPIC -I profiler-api/include -o libspec_hprof.so spec_hprof.c
 */
#include <stdlib.h>
#include <string.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JavaVM *jvm;
static JVMPI_RawMonitor data_lock, sampler_lock;
static FILE *out;
static int depth = 6;
static volatile int shutting_down;

static void fatal(const char *what, const void *id) {
    fprintf(stderr, "spec_hprof: FATAL: %s %p\n", what, id);
    fflush(stderr);
    jvmpi->ProfilerExit(70);
    exit(70); /* not reached */
}

static void *xcalloc(size_t n, size_t size) {
    void *p = calloc(n == 0 ? 1 : n, size);
    if (p == NULL) fatal("out of memory", NULL);
    return p;
}

static char *xstrdup(const char *s) {
    char *p = (char *)xcalloc(strlen(s != NULL ? s : "") + 1, 1);
    strcpy(p, s != NULL ? s : "");
    return p;
}

static size_t hash_ptr(const void *p, size_t size) { return (size_t)(((size_t)p >> 3) * 0x9E3779B97F4A7C15ull >> 20) & (size - 1); }

/* ---- classes, methods ------------------------------------------------------ */

typedef struct cls {
    char *name, *source;
    int num_interfaces, nstatics, ninst;
    char *static_ty, *inst_ty; /* one signature letter per field ('L' for references) */
    struct obj *self;          /* its java.lang.Class object */
    struct cls *super;
    int super_known;
} cls;

typedef struct method {
    jmethodID id;
    cls *c;
    char *name;
    struct method *next;
} method;

#define METHOD_BUCKETS (1u << 16)
static method *methods[METHOD_BUCKETS];
static long n_classes, n_methods;

static method *find_method(jmethodID id) {
    method *m;
    for (m = methods[hash_ptr(id, METHOD_BUCKETS)]; m != NULL; m = m->next)
        if (m->id == id) return m;
    return NULL;
}

/* ---- objects ------------------------------------------------------------------ */

typedef struct site site;
typedef struct obj {
    jobjectID id;
    jint arena, size;
    site *site;
    cls *c; /* set when the object is a class object announced by CLASS_LOAD */
    struct obj *next;
} obj;

#define OBJ_BUCKETS (1u << 18)
static obj *objs[OBJ_BUCKETS];
static long live_objects, allocs, moves, frees, requested_objects, gc_mismatches;

static obj *find_obj(jobjectID id) {
    obj *o;
    for (o = objs[hash_ptr(id, OBJ_BUCKETS)]; o != NULL; o = o->next)
        if (o->id == id) return o;
    return NULL;
}

static obj *unlink_obj(jobjectID id) {
    obj **p;
    for (p = &objs[hash_ptr(id, OBJ_BUCKETS)]; *p != NULL; p = &(*p)->next) {
        if ((*p)->id == id) {
            obj *o = *p;
            *p = o->next;
            return o;
        }
    }
    return NULL;
}

static void link_obj(obj *o) {
    size_t h = hash_ptr(o->id, OBJ_BUCKETS);
    o->next = objs[h];
    objs[h] = o;
}

/* The table entry of an object id, asking the VM if it is unknown. */
static obj *fetch_obj(jobjectID id) {
    obj *o;
    if (id == NULL) return NULL;
    o = find_obj(id);
    if (o == NULL) {
        jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_ALLOC, id);
        o = find_obj(id);
        if (o != NULL) requested_objects++;
    }
    return o;
}

/* The class of a class id: the class registered on that object. */
static cls *class_of_id(jobjectID id) {
    obj *o = fetch_obj(id);
    if (o != NULL && o->c == NULL) {
        jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, id);
        o = find_obj(id);
    }
    return o != NULL ? o->c : NULL;
}

/* ---- traces, sites ------------------------------------------------------------ */

typedef struct trace {
    int serial, n;
    JVMPI_CallFrame *frames;
    long samples;
    struct trace *next;
} trace;

#define TRACE_BUCKETS 4096
static trace *traces[TRACE_BUCKETS];
static trace **trace_list;
static int n_traces;

/* Interns frames; every method must have been announced. */
static trace *intern_trace(JVMPI_CallFrame *f, int n) {
    size_t h = (size_t)n;
    int i;
    trace *t;
    for (i = 0; i < n; i++) {
        if (find_method(f[i].method_id) == NULL) fatal("NULL trace: unannounced method", f[i].method_id);
        h = h * 31 + ((size_t)f[i].method_id >> 3) + (size_t)(f[i].lineno + 7);
    }
    h &= TRACE_BUCKETS - 1;
    for (t = traces[h]; t != NULL; t = t->next)
        if (t->n == n && (n == 0 || memcmp(t->frames, f, sizeof(JVMPI_CallFrame) * n) == 0)) return t;
    t = (trace *)xcalloc(1, sizeof *t);
    t->n = n;
    t->frames = (JVMPI_CallFrame *)xcalloc(n, sizeof(JVMPI_CallFrame));
    if (n > 0) memcpy(t->frames, f, sizeof(JVMPI_CallFrame) * n);
    t->serial = ++n_traces;
    trace_list = (trace **)realloc(trace_list, sizeof(trace *) * (n_traces + 1));
    if (trace_list == NULL) fatal("out of memory", NULL);
    trace_list[n_traces] = t;
    t->next = traces[h];
    traces[h] = t;
    return t;
}

static trace *trace_of(JNIEnv *env) {
    JVMPI_CallFrame frames[64];
    JVMPI_CallTrace tr;
    tr.env_id = env;
    tr.num_frames = 0;
    tr.frames = frames;
    jvmpi->GetCallTrace(&tr, depth < 64 ? depth : 64);
    if (tr.num_frames < 0 || tr.num_frames > depth) fatal("bad num_frames from GetCallTrace", env);
    return intern_trace(frames, tr.num_frames);
}

struct site {
    cls *c;
    jint is_array;
    trace *t;
    long live_bytes, live_objs, alloc_bytes, alloc_objs;
    site *next;
};

#define SITE_BUCKETS 8192
static site *sites[SITE_BUCKETS];
static long n_sites;

static site *intern_site(cls *c, jint is_array, trace *t) {
    size_t h = (((size_t)c >> 4) + (size_t)is_array * 7 + (size_t)t->serial * 31) & (SITE_BUCKETS - 1);
    site *s;
    for (s = sites[h]; s != NULL; s = s->next)
        if (s->c == c && s->is_array == is_array && s->t == t) return s;
    s = (site *)xcalloc(1, sizeof *s);
    s->c = c;
    s->is_array = is_array;
    s->t = t;
    s->next = sites[h];
    sites[h] = s;
    n_sites++;
    return s;
}

static void dead(obj *o) {
    live_objects--;
    if (o->site != NULL) {
        o->site->live_bytes -= o->size;
        o->site->live_objs--;
    }
    if (o->c != NULL) fatal("a class object died", o->id);
    free(o);
}

/* ---- threads ------------------------------------------------------------------ */

typedef struct thread {
    JNIEnv *env;
    int serial, alive;
    char *name;
    obj *tobj;
    struct thread *next;
} thread;

static thread *threads;
static int n_threads;
static JNIEnv *sampler_env;

static thread *find_thread(JNIEnv *env) {
    thread *t;
    for (t = threads; t != NULL; t = t->next)
        if (t->env == env && t->alive) return t;
    return NULL;
}

/* ---- events ------------------------------------------------------------------- */

static void class_load(JVMPI_Event *e) {
    int i;
    cls *c;
    obj *o = fetch_obj(e->u.class_load.class_id);
    if (o == NULL) fatal("unmapped class id", e->u.class_load.class_id);
    if (o->c != NULL) return; /* told twice (requested) */
    c = (cls *)xcalloc(1, sizeof *c);
    c->name = xstrdup(e->u.class_load.class_name);
    c->source = xstrdup(e->u.class_load.source_name != NULL ? e->u.class_load.source_name : "Unknown source");
    c->num_interfaces = e->u.class_load.num_interfaces;
    c->nstatics = e->u.class_load.num_static_fields;
    c->ninst = e->u.class_load.num_instance_fields;
    c->static_ty = (char *)xcalloc(c->nstatics + 1, 1);
    c->inst_ty = (char *)xcalloc(c->ninst + 1, 1);
    for (i = 0; i < c->nstatics; i++) {
        char k = e->u.class_load.statics[i].field_signature[0];
        c->static_ty[i] = k == '[' ? 'L' : k;
    }
    for (i = 0; i < c->ninst; i++) {
        char k = e->u.class_load.instances[i].field_signature[0];
        c->inst_ty[i] = k == '[' ? 'L' : k;
    }
    c->self = o;
    o->c = c;
    /* java.lang.Class's own object was allocated before its class was
     * announced (its class id is itself): its site learns its class now. */
    if (o->site->c == NULL && o->site->is_array == JVMPI_NORMAL_OBJECT) o->site->c = c;
    n_classes++;
    for (i = 0; i < e->u.class_load.num_methods; i++) {
        JVMPI_Method *jm = &e->u.class_load.methods[i];
        method *m = (method *)xcalloc(1, sizeof *m);
        size_t h = hash_ptr(jm->method_id, METHOD_BUCKETS);
        m->id = jm->method_id;
        m->c = c;
        m->name = xstrdup(jm->method_name);
        m->next = methods[h];
        methods[h] = m;
        n_methods++;
    }
}

static void object_alloc(JVMPI_Event *e, int requested) {
    jint ty = e->u.obj_alloc.is_array;
    cls *c = NULL;
    trace *t;
    obj *o;
    if (requested && find_obj(e->u.obj_alloc.obj_id) != NULL) return;
    if (ty == JVMPI_NORMAL_OBJECT || ty == JVMPI_CLASS) {
        o = find_obj(e->u.obj_alloc.class_id);
        c = o != NULL ? o->c : NULL;
        if (c == NULL && o != NULL) {
            /* A class object it has not seen announced yet: ask. */
            jvmpi->RequestEvent(JVMPI_EVENT_CLASS_LOAD, e->u.obj_alloc.class_id);
            c = o->c;
        }
        /* java.lang.Class's own object is the one allowed to come before its class. */
        if (c == NULL && !(ty == JVMPI_NORMAL_OBJECT && e->u.obj_alloc.class_id == e->u.obj_alloc.obj_id))
            fatal("unmapped class id in OBJECT_ALLOC", e->u.obj_alloc.class_id);
    } else if (ty < JVMPI_BOOLEAN || ty > JVMPI_LONG || e->u.obj_alloc.class_id != NULL) {
        fatal("bad OBJECT_ALLOC type", e->u.obj_alloc.obj_id);
    }
    o = find_obj(e->u.obj_alloc.obj_id);
    if (o != NULL) { /* reported twice at start-up: keep the first */
        return;
    }
    t = requested ? intern_trace(NULL, 0) : trace_of(e->env_id);
    o = (obj *)xcalloc(1, sizeof *o);
    o->id = e->u.obj_alloc.obj_id;
    o->arena = e->u.obj_alloc.arena_id;
    o->size = e->u.obj_alloc.size;
    o->site = intern_site(c, ty, t);
    o->site->live_bytes += o->size;
    o->site->live_objs++;
    o->site->alloc_bytes += o->size;
    o->site->alloc_objs++;
    link_obj(o);
    live_objects++;
    allocs++;
}

static void object_move(JVMPI_Event *e) {
    obj *o = unlink_obj(e->u.obj_move.obj_id), *stale;
    moves++;
    if (o == NULL) fatal("OBJECT_MOVE of an unknown object", e->u.obj_move.obj_id);
    stale = unlink_obj(e->u.obj_move.new_obj_id);
    if (stale != NULL) dead(stale);
    o->id = e->u.obj_move.new_obj_id;
    o->arena = e->u.obj_move.new_arena_id;
    link_obj(o);
}

static void object_free(JVMPI_Event *e) {
    obj *o = unlink_obj(e->u.obj_free.obj_id);
    frees++;
    if (o == NULL) fatal("OBJECT_FREE of an unknown object", e->u.obj_free.obj_id);
    dead(o);
}

static void arena_delete(jint arena) {
    size_t i;
    for (i = 0; i < OBJ_BUCKETS; i++) {
        obj **p = &objs[i];
        while (*p != NULL) {
            if ((*p)->arena == arena) {
                obj *o = *p;
                *p = o->next;
                dead(o);
            } else {
                p = &(*p)->next;
            }
        }
    }
}

static void thread_start(JVMPI_Event *e) {
    thread *t;
    obj *o = fetch_obj(e->u.thread_start.thread_id);
    if (o == NULL) fatal("unmapped thread object", e->u.thread_start.thread_id);
    if (find_thread(e->u.thread_start.thread_env_id) != NULL) return;
    t = (thread *)xcalloc(1, sizeof *t);
    t->env = e->u.thread_start.thread_env_id;
    t->serial = ++n_threads;
    t->alive = 1;
    t->name = xstrdup(e->u.thread_start.thread_name);
    t->tobj = o;
    t->next = threads;
    threads = t;
}

/* ---- monitors ------------------------------------------------------------------ */

typedef struct mon {
    cls *c;
    trace *t;
    long contended, waits;
    struct mon *next;
} mon;

static mon *mons;
static long contended, waits;

static mon *monitor_site(jobjectID object, JNIEnv *env) {
    obj *o = fetch_obj(object);
    trace *t = trace_of(env);
    mon *m;
    if (o == NULL) fatal("unmapped monitor object", object);
    for (m = mons; m != NULL; m = m->next)
        if (m->c == o->site->c && m->t == t) return m;
    m = (mon *)xcalloc(1, sizeof *m);
    m->c = o->site->c;
    m->t = t;
    m->next = mons;
    mons = m;
    return m;
}

/* ---- the heap dump ------------------------------------------------------------ */

typedef struct { unsigned char *p, *end; } rd;

static void need(rd *r, size_t n) {
    if ((size_t)(r->end - r->p) < n) fatal("heap dump record runs past the buffer", r->p);
}
static unsigned u1(rd *r) { need(r, 1); return *r->p++; }
static unsigned u2(rd *r) { unsigned v = u1(r) << 8; return v | u1(r); }
static unsigned u4(rd *r) { unsigned v = u2(r) << 16; return v | u2(r); }
static void *id(rd *r) {
    void *v;
    need(r, sizeof v);
    memcpy(&v, r->p, sizeof v);
    r->p += sizeof v;
    return v;
}
static void skip(rd *r, size_t n) { need(r, n); r->p += n; }

static size_t sig_size(char k) {
    switch (k) {
    case 'Z': case 'B': return 1;
    case 'C': case 'S': return 2;
    case 'I': case 'F': return 4;
    case 'J': case 'D': return 8;
    case 'L': return sizeof(void *);
    default: return 0;
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

/* The ids of the dump's records (pass 1), for reference checks (pass 2). */
static void **dump_ids;
static size_t dump_cap, dump_n;
static void dump_add(void *p) {
    size_t i = hash_ptr(p, dump_cap);
    while (dump_ids[i] != NULL && dump_ids[i] != p) i = (i + 1) & (dump_cap - 1);
    if (dump_ids[i] == NULL) { dump_ids[i] = p; dump_n++; }
}
static int dump_has(void *p) {
    size_t i = hash_ptr(p, dump_cap);
    while (dump_ids[i] != NULL) {
        if (dump_ids[i] == p) return 1;
        i = (i + 1) & (dump_cap - 1);
    }
    return 0;
}

static long d_roots, d_classes, d_instances, d_obj_arrays, d_prim_arrays, d_bad_refs, d_unknown_objects,
    d_thread_roots, d_supers_requested, d_errors;

static void dump_error(const char *what, void *id) {
    d_errors++;
    if (d_errors <= 10) fprintf(stderr, "spec_hprof: ERROR: heap dump: %s %p\n", what, id);
}

static void ref(void *v) {
    if (v != NULL && !dump_has(v)) {
        d_bad_refs++;
        if (d_bad_refs <= 10) fprintf(stderr, "spec_hprof: ERROR: heap dump reference to %p, no record\n", v);
    }
}

/* A record's own object must be one the agent was told about. */
static void record_object(void *o) {
    if (find_obj(o) == NULL) {
        d_unknown_objects++;
        if (fetch_obj(o) == NULL) dump_error("object the VM cannot describe", o);
    }
}

static cls *dump_class(void *cid) {
    cls *c = class_of_id(cid);
    if (c == NULL) fatal("unmapped class id in heap dump", cid);
    return c;
}

static void root_thread(void *env) {
    if (find_thread((JNIEnv *)env) == NULL) dump_error("root names an unknown thread", env);
}

/* The superclass of `c`, from its CLASS_DUMP or RequestEvent(OBJECT_DUMP). */
static cls *super_of(cls *c) {
    if (!c->super_known) {
        d_supers_requested++;
        jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_DUMP, c->self->id);
        if (!c->super_known) fatal("no superclass for class", c->self->id);
    }
    return c->super;
}

static void class_dump_header(rd *r, cls *c) {
    void *sup = id(r);
    c->super = sup != NULL ? class_of_id(sup) : NULL;
    if (sup != NULL && c->super == NULL) fatal("unmapped superclass id", sup);
    c->super_known = 1;
}

static void walk(unsigned char *begin, unsigned char *end, int pass) {
    rd r;
    r.p = begin;
    r.end = end;
    while (r.p < r.end) {
        unsigned tag = u1(&r);
        int check = pass == 2;
        switch (tag) {
        case JVMPI_GC_ROOT_UNKNOWN: case JVMPI_GC_ROOT_STICKY_CLASS: case JVMPI_GC_ROOT_MONITOR_USED: {
            void *o = id(&r);
            if (check) {
                ref(o);
                if (tag == JVMPI_GC_ROOT_STICKY_CLASS) dump_class(o);
                d_roots++;
            }
            break;
        }
        case JVMPI_GC_ROOT_JNI_GLOBAL: { void *o = id(&r); id(&r); if (check) { ref(o); d_roots++; } break; }
        case JVMPI_GC_ROOT_JNI_LOCAL: case JVMPI_GC_ROOT_JAVA_FRAME: {
            void *o = id(&r), *env = id(&r);
            u4(&r);
            if (check) { ref(o); root_thread(env); d_roots++; }
            break;
        }
        case JVMPI_GC_ROOT_NATIVE_STACK: case JVMPI_GC_ROOT_THREAD_BLOCK: {
            void *o = id(&r), *env = id(&r);
            if (check) { ref(o); root_thread(env); d_roots++; }
            break;
        }
        case JVMPI_GC_CLASS_DUMP: {
            void *cid = id(&r);
            cls *c = dump_class(cid);
            int i;
            unsigned n;
            if (pass == 1) {
                dump_add(cid);
                class_dump_header(&r, c);
            } else {
                ref(id(&r));
                d_classes++;
            }
            for (i = 0; i < 4; i++) { void *o = id(&r); if (check && i < 3) ref(o); } /* loader, signers, domain, name; */
            id(&r);                                                                 /* reserved */
            u4(&r);                                                                 /* instance size */
            for (i = 0; i < c->num_interfaces; i++) {
                void *ic = id(&r);
                if (check && dump_class(ic) != NULL) ref(ic);
            }
            n = u2(&r);
            while (n-- > 0) {
                unsigned ty;
                u2(&r);
                ty = u1(&r);
                if (ty == JVMPI_CLASS) { void *o = id(&r); if (check) ref(o); }
                else if (prim_size(ty) != 0) skip(&r, prim_size(ty));
                else fatal("bad constant pool entry type in CLASS_DUMP", cid);
            }
            for (i = 0; i < c->nstatics; i++) {
                if (c->static_ty[i] == 'L') { void *o = id(&r); if (check) ref(o); }
                else if (sig_size(c->static_ty[i]) != 0) skip(&r, sig_size(c->static_ty[i]));
                else fatal("bad static field signature", cid);
            }
            break;
        }
        case JVMPI_GC_INSTANCE_DUMP: {
            void *o = id(&r), *cid = id(&r);
            unsigned n = u4(&r);
            unsigned char *stop;
            need(&r, n);
            stop = r.p + n;
            if (pass == 1) {
                dump_add(o);
                r.p = stop;
                break;
            }
            {
                cls *c = dump_class(cid);
                record_object(o);
                ref(cid);
                d_instances++;
                for (; c != NULL; c = super_of(c)) {
                    int i;
                    for (i = 0; i < c->ninst; i++) {
                        if (c->inst_ty[i] == 'L') ref(id(&r));
                        else if (sig_size(c->inst_ty[i]) != 0) skip(&r, sig_size(c->inst_ty[i]));
                        else fatal("bad instance field signature", cid);
                    }
                }
                if (r.p != stop) dump_error("instance values do not match its class chain", o);
                r.p = stop;
            }
            break;
        }
        case JVMPI_GC_OBJ_ARRAY_DUMP: {
            void *o = id(&r), *ec;
            unsigned n = u4(&r), i;
            ec = id(&r);
            if (pass == 1) {
                dump_add(o);
                skip(&r, (size_t)n * sizeof(void *));
                break;
            }
            record_object(o);
            if (ec != NULL) { dump_class(ec); ref(ec); }
            for (i = 0; i < n; i++) ref(id(&r));
            d_obj_arrays++;
            break;
        }
        case JVMPI_GC_PRIM_ARRAY_DUMP: {
            void *o = id(&r);
            unsigned n = u4(&r), ty = u1(&r);
            if (prim_size(ty) == 0) fatal("bad element type in PRIM_ARRAY_DUMP", o);
            skip(&r, (size_t)n * prim_size(ty));
            if (pass == 1) dump_add(o);
            else { record_object(o); d_prim_arrays++; }
            break;
        }
        default:
            fprintf(stderr, "spec_hprof: FATAL: heap dump record tag 0x%02x at offset %ld is not a JVMPI record\n", tag,
                    (long)(r.p - 1 - begin));
            fatal("unknown heap dump record", r.p - 1);
        }
    }
}

static void heap_dump_event(JVMPI_Event *e) {
    unsigned char *b = (unsigned char *)e->u.heap_dump.begin, *end = (unsigned char *)e->u.heap_dump.end;
    int i;
    if (e->u.heap_dump.dump_level != JVMPI_DUMP_LEVEL_2) fatal("heap dump of the wrong level", NULL);
    free(dump_ids);
    dump_cap = 1;
    while (dump_cap < (size_t)(end - b) / 8 + 64) dump_cap <<= 1;
    dump_ids = (void **)xcalloc(dump_cap, sizeof(void *));
    dump_n = 0;
    walk(b, end, 1);
    walk(b, end, 2);
    /* The threads of the dump are its traces; their objects are roots. */
    for (i = 0; i < e->u.heap_dump.num_traces; i++) {
        JVMPI_CallTrace *tr = &e->u.heap_dump.traces[i];
        jobjectID t = jvmpi->GetThreadObject(tr->env_id);
        if (find_thread(tr->env_id) == NULL) dump_error("trace of an unknown thread", tr->env_id);
        if (t == NULL || !dump_has(t)) dump_error("thread object not in the dump", t);
        else d_thread_roots++;
        intern_trace(tr->frames, tr->num_frames);
    }
}

static void object_dump_event(JVMPI_Event *e) {
    rd r;
    r.p = (unsigned char *)e->u.object_dump.data;
    r.end = r.p + e->u.object_dump.data_len;
    if (u1(&r) == JVMPI_GC_CLASS_DUMP) {
        cls *c = dump_class(id(&r));
        class_dump_header(&r, c);
    }
}

/* ---- the monitor dump ---------------------------------------------------------- */

static long m_java, m_raw, m_threads;

static const char *thread_name(void *env) {
    thread *t = find_thread((JNIEnv *)env);
    return t != NULL ? t->name : "<unknown thread>";
}

static void monitor_dump_event(JVMPI_Event *e) {
    rd r;
    int i;
    r.p = (unsigned char *)e->u.monitor_dump.begin;
    r.end = (unsigned char *)e->u.monitor_dump.end;
    fprintf(out, "MONITOR DUMP BEGIN\n");
    for (i = 0; i < e->u.monitor_dump.num_traces; i++) {
        JVMPI_CallTrace *tr = &e->u.monitor_dump.traces[i];
        thread *t = find_thread(tr->env_id);
        trace *x = intern_trace(tr->frames, tr->num_frames);
        if (t == NULL) fatal("monitor dump trace of an unknown thread", tr->env_id);
        fprintf(out, "    THREAD %d \"%s\", trace %d, status 0x%x\n", t->serial, t->name, x->serial,
                (unsigned)e->u.monitor_dump.threads_status[i]);
        m_threads++;
    }
    while (r.p < r.end) {
        unsigned kind = u1(&r), n, k;
        void *owner;
        if (kind == JVMPI_MONITOR_JAVA) {
            obj *o = fetch_obj(id(&r));
            if (o == NULL) fatal("unmapped monitor object in MONITOR_DUMP", NULL);
            fprintf(out, "    MONITOR %s", o->c != NULL ? "java.lang.Class" : o->site->c != NULL ? o->site->c->name : "<array>");
            m_java++;
        } else if (kind == JVMPI_MONITOR_RAW) {
            const char *name = (const char *)id(&r);
            id(&r);
            fprintf(out, "    RAW MONITOR \"%s\"", name != NULL ? name : "");
            m_raw++;
        } else {
            fatal("bad monitor dump record", r.p - 1);
        }
        owner = id(&r);
        k = u4(&r);
        if (owner != NULL) fprintf(out, " owner %s, entry count %u", thread_name(owner), k);
        n = u4(&r);
        if (n > 0) fprintf(out, ", waiting to enter:");
        while (n-- > 0) fprintf(out, " %s", thread_name(id(&r)));
        n = u4(&r);
        if (n > 0) fprintf(out, ", waiting to be notified:");
        while (n-- > 0) fprintf(out, " %s", thread_name(id(&r)));
        fprintf(out, "\n");
    }
    fprintf(out, "MONITOR DUMP END\n");
}

/* ---- output ---------------------------------------------------------------------- */

static void print_frame(JVMPI_CallFrame *f) {
    method *m = find_method(f->method_id);
    fprintf(out, "\t%s.%s(%s:%d)\n", m->c->name, m->name, m->c->source, f->lineno);
}

static void print_traces(void) {
    int i, k;
    for (i = 1; i <= n_traces; i++) {
        trace *t = trace_list[i];
        fprintf(out, "TRACE %d:\n", t->serial);
        if (t->n == 0) fprintf(out, "\t<empty>\n");
        for (k = 0; k < t->n; k++) print_frame(&t->frames[k]);
    }
}

static const char *site_name(site *s, char *buf, size_t len) {
    static const char *prim[] = {"", "", "", "", "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};
    if (s->is_array == JVMPI_NORMAL_OBJECT) return s->c != NULL ? s->c->name : "<Unknown>";
    if (s->is_array == JVMPI_CLASS) {
        snprintf(buf, len, "[L%s;", s->c != NULL ? s->c->name : "<Unknown>");
        return buf;
    }
    return prim[s->is_array];
}

static int by_live(const void *a, const void *b) {
    const site *x = *(site *const *)a, *y = *(site *const *)b;
    if (x->live_bytes != y->live_bytes) return x->live_bytes < y->live_bytes ? 1 : -1;
    if (x->alloc_bytes != y->alloc_bytes) return x->alloc_bytes < y->alloc_bytes ? 1 : -1;
    return x->t->serial - y->t->serial;
}

static int by_samples(const void *a, const void *b) {
    const trace *x = *(trace *const *)a, *y = *(trace *const *)b;
    if (x->samples != y->samples) return x->samples < y->samples ? 1 : -1;
    return x->serial - y->serial;
}

static long cpu_samples;

static void report(const char *reason) {
    site **v;
    trace **tv;
    long i, n = 0;
    char buf[512], top[512] = "none";
    JVMPI_HeapDumpArg arg;
    int rc_heap, rc_mon;
    d_roots = d_classes = d_instances = d_obj_arrays = d_prim_arrays = d_bad_refs = d_unknown_objects = 0;
    d_thread_roots = d_supers_requested = d_errors = m_java = m_raw = m_threads = 0;
    fprintf(out, "SPEC HPROF (%s)\n", reason);
    rc_mon = jvmpi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL);
    arg.heap_dump_level = JVMPI_DUMP_LEVEL_2;
    rc_heap = jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg);
    fprintf(out, "HEAP DUMP roots=%ld classes=%ld instances=%ld obj_arrays=%ld prim_arrays=%ld thread_roots=%ld\n",
            d_roots, d_classes, d_instances, d_obj_arrays, d_prim_arrays, d_thread_roots);
    /* Sized only now: the dumps may request objects the agent had not seen. */
    v = (site **)xcalloc(n_sites, sizeof(site *));
    for (i = 0; i < SITE_BUCKETS; i++) {
        site *s;
        for (s = sites[i]; s != NULL; s = s->next) v[n++] = s;
    }
    qsort(v, n, sizeof(site *), by_live);
    fprintf(out, "SITES BEGIN\n rank   live bytes objs  alloc bytes objs trace class\n");
    for (i = 0; i < n; i++)
        fprintf(out, "%5ld %12ld %4ld %12ld %4ld %5d %s\n", i + 1, v[i]->live_bytes, v[i]->live_objs, v[i]->alloc_bytes,
                v[i]->alloc_objs, v[i]->t->serial, site_name(v[i], buf, sizeof buf));
    fprintf(out, "SITES END\n");
    /* Also sized now: the dumps added the traces of their threads. */
    tv = (trace **)xcalloc(n_traces + 1, sizeof(trace *));
    for (i = 1; i <= n_traces; i++) tv[i - 1] = trace_list[i];
    qsort(tv, n_traces, sizeof(trace *), by_samples);
    fprintf(out, "CPU SAMPLES BEGIN (total = %ld)\n", cpu_samples);
    for (i = 0; i < n_traces && tv[i]->samples > 0; i++) {
        method *m = find_method(tv[i]->frames[0].method_id);
        fprintf(out, "%5ld %6ld %5d %s.%s\n", i + 1, tv[i]->samples, tv[i]->serial, m->c->name, m->name);
        if (i == 0) snprintf(top, sizeof top, "%s.%s", m->c->name, m->name);
    }
    fprintf(out, "CPU SAMPLES END\nMONITOR TIME BEGIN\n");
    {
        mon *m;
        for (m = mons; m != NULL; m = m->next)
            fprintf(out, "    %s contended=%ld waits=%ld trace=%d\n", m->c != NULL ? m->c->name : "<array>", m->contended,
                    m->waits, m->t->serial);
    }
    fprintf(out, "MONITOR TIME END\n");
    print_traces();
    fflush(out);
    fprintf(stderr,
            "spec_hprof: reason=%s classes=%ld methods=%ld threads=%d allocs=%ld live=%ld moves=%ld frees=%ld "
            "requested_objects=%ld gc_mismatches=%ld sites=%ld traces=%d cpu_samples=%ld cpu_top=%s contended=%ld waits=%ld "
            "monitor_rc=%d monitor_threads=%ld java_monitors=%ld raw_monitors=%ld heap_rc=%d dump_records=%ld "
            "dump_classes=%ld dump_instances=%ld dump_arrays=%ld dump_roots=%ld thread_roots=%ld bad_refs=%ld "
            "dump_unknown_objects=%ld supers_requested=%ld dump_errors=%ld\n",
            reason, n_classes, n_methods, n_threads, allocs, live_objects, moves, frees, requested_objects, gc_mismatches, n_sites,
            n_traces, cpu_samples, top, contended, waits, rc_mon, m_threads, m_java, m_raw, rc_heap, (long)dump_n,
            d_classes, d_instances, d_obj_arrays + d_prim_arrays, d_roots, d_thread_roots, d_bad_refs,
            d_unknown_objects, d_supers_requested, d_errors);
    free(v);
    free(tv);
}

/* ---- the sampler ----------------------------------------------------------------- */

static void sampler(void *arg) {
    (void)arg;
    if ((*jvm)->GetEnv(jvm, (void **)&sampler_env, JNI_VERSION_1_2) != JNI_OK) fatal("GetEnv in the sampler", NULL);
    jvmpi->RawMonitorEnter(sampler_lock);
    while (!shutting_down) {
        thread *t, *suspended[256];
        JVMPI_CallFrame frames[256][16];
        jint nframes[256];
        int n = 0, i;
        jvmpi->RawMonitorWait(sampler_lock, 2);
        if (shutting_down) break;
        jvmpi->DisableGC();
        jvmpi->RawMonitorEnter(data_lock);
        for (t = threads; t != NULL && n < 256; t = t->next) {
            if (!t->alive || t->env == sampler_env) continue;
            if ((jvmpi->GetThreadStatus(t->env) & ~JVMPI_THREAD_INTERRUPTED) != JVMPI_THREAD_RUNNABLE) continue;
            jvmpi->SuspendThread(t->env);
            suspended[n++] = t;
        }
        for (i = 0; i < n; i++) {
            JVMPI_CallTrace tr;
            nframes[i] = 0;
            if (!jvmpi->ThreadHasRun(suspended[i]->env)) continue;
            tr.env_id = suspended[i]->env;
            tr.num_frames = 0;
            tr.frames = frames[i];
            jvmpi->GetCallTrace(&tr, depth < 16 ? depth : 16);
            nframes[i] = tr.num_frames;
        }
        for (i = 0; i < n; i++) jvmpi->ResumeThread(suspended[i]->env);
        for (i = 0; i < n; i++) {
            if (nframes[i] > 0) {
                intern_trace(frames[i], nframes[i])->samples++;
                cpu_samples++;
            }
        }
        jvmpi->RawMonitorExit(data_lock);
        jvmpi->EnableGC();
    }
    jvmpi->RawMonitorExit(sampler_lock);
}

/* ---- dispatch ---------------------------------------------------------------------- */

static void notify(JVMPI_Event *e) {
    int requested = (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    /* With the world stopped, inside GC_START..GC_FINISH (lock held). */
    case JVMPI_EVENT_OBJECT_MOVE: object_move(e); return;
    case JVMPI_EVENT_OBJECT_FREE: object_free(e); return;
    case JVMPI_EVENT_ARENA_DELETE: arena_delete(e->u.delete_arena.arena_id); return;
    case JVMPI_EVENT_GC_START: jvmpi->RawMonitorEnter(data_lock); return;
    case JVMPI_EVENT_GC_FINISH:
        if (e->u.gc_info.used_objects != live_objects) {
            fprintf(stderr, "spec_hprof: ERROR: %ld objects known, the heap has %ld\n", live_objects,
                    (long)e->u.gc_info.used_objects);
            gc_mismatches++;
        }
        jvmpi->RawMonitorExit(data_lock);
        return;
    }
    jvmpi->RawMonitorEnter(data_lock);
    switch (e->event_type & ~JVMPI_REQUESTED_EVENT) {
    case JVMPI_EVENT_CLASS_LOAD: class_load(e); break;
    case JVMPI_EVENT_OBJECT_ALLOC: object_alloc(e, requested); break;
    case JVMPI_EVENT_THREAD_START: thread_start(e); break;
    case JVMPI_EVENT_THREAD_END: {
        thread *t = find_thread(e->env_id);
        if (t == NULL) fatal("THREAD_END of an unknown thread", e->env_id);
        t->alive = 0;
        break;
    }
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER: monitor_site(e->u.monitor.object, e->env_id)->contended++; contended++; break;
    case JVMPI_EVENT_MONITOR_WAIT:
        if (e->u.monitor_wait.object != NULL) { monitor_site(e->u.monitor_wait.object, e->env_id)->waits++; waits++; }
        break;
    case JVMPI_EVENT_HEAP_DUMP: heap_dump_event(e); break;
    case JVMPI_EVENT_OBJECT_DUMP: object_dump_event(e); break;
    case JVMPI_EVENT_MONITOR_DUMP: monitor_dump_event(e); break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        if (jvmpi->CreateSystemThread("spec_hprof sampler", JVMPI_MAXIMUM_PRIORITY, sampler) != JNI_OK)
            fatal("CreateSystemThread failed", NULL);
        break;
    case JVMPI_EVENT_DATA_DUMP_REQUEST: report("request"); break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        shutting_down = 1;
        jvmpi->RawMonitorExit(data_lock);
        jvmpi->RawMonitorEnter(sampler_lock);
        jvmpi->RawMonitorNotifyAll(sampler_lock);
        jvmpi->RawMonitorExit(sampler_lock);
        jvmpi->RawMonitorEnter(data_lock);
        report("exit");
        break;
    }
    jvmpi->RawMonitorExit(data_lock);
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    static const jint events[] = {
        JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_OBJECT_ALLOC, JVMPI_EVENT_OBJECT_MOVE, JVMPI_EVENT_OBJECT_FREE,
        JVMPI_EVENT_ARENA_NEW, JVMPI_EVENT_ARENA_DELETE, JVMPI_EVENT_GC_START, JVMPI_EVENT_GC_FINISH,
        JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END, JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN,
        JVMPI_EVENT_DATA_DUMP_REQUEST, JVMPI_EVENT_MONITOR_CONTENDED_ENTER, JVMPI_EVENT_MONITOR_CONTENDED_ENTERED,
        JVMPI_EVENT_MONITOR_CONTENDED_EXIT, JVMPI_EVENT_MONITOR_WAIT, JVMPI_EVENT_MONITOR_WAITED};
    unsigned i;
    char *o = options != NULL ? options : (char *)"";
    (void)reserved;
    jvm = vm;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) return JNI_ERR;
    out = stderr;
    while (*o != '\0') {
        char *comma = strchr(o, ','), *val = strchr(o, '=');
        size_t len = comma != NULL ? (size_t)(comma - o) : strlen(o);
        char item[1024];
        if (len >= sizeof item || val == NULL || val > o + len) {
            fprintf(stderr, "spec_hprof: bad option \"%s\" (file=<path>, depth=<n>)\n", o);
            return JNI_ERR;
        }
        memcpy(item, o, len);
        item[len] = '\0';
        if (strncmp(item, "file=", 5) == 0) {
            out = fopen(item + 5, "w");
            if (out == NULL) { fprintf(stderr, "spec_hprof: cannot write %s\n", item + 5); return JNI_ERR; }
        } else if (strncmp(item, "depth=", 6) == 0 && atoi(item + 6) > 0) {
            depth = atoi(item + 6);
        } else {
            fprintf(stderr, "spec_hprof: bad option \"%s\" (file=<path>, depth=<n>)\n", item);
            return JNI_ERR;
        }
        o += len + (comma != NULL);
    }
    jvmpi->NotifyEvent = notify;
    /* Names starting with '_': no contention events for the agent's own locks. */
    data_lock = jvmpi->RawMonitorCreate("_spec_hprof data");
    sampler_lock = jvmpi->RawMonitorCreate("_spec_hprof sampler");
    for (i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS) {
            fprintf(stderr, "spec_hprof: event %d not available\n", (int)events[i]);
            return JNI_ERR;
        }
    return JNI_OK;
}
