/* heap_check: a JVMPI heap agent for rjvm's tests.
 *
 * Enables OBJECT_ALLOC, OBJECT_MOVE, OBJECT_FREE, ARENA_NEW/DELETE,
 * GC_START/FINISH, CLASS_LOAD, JVM_INIT_DONE and JVM_SHUT_DOWN and keeps a
 * shadow heap built from the events alone: object id -> (arena, size).
 * ARENA_DELETE frees every object still in its arena (counted: rjvm frees
 * dead objects one by one first, as JVMPI VMs did). At every GC_FINISH
 * the shadow heap's object count and bytes must equal the event's
 * used_objects / used_object_space (a mismatch is printed and counted).
 *
 * In OBJECT_ALLOC it calls GetCallTrace (depth 4) for the allocating thread
 * and counts traces whose top frame has a source line. A class id is the
 * object id of the class's java.lang.Class object: every CLASS_LOAD must
 * name an object of the shadow heap (which then carries the class mark
 * through OBJECT_MOVE), and after JVM_INIT_DONE every class id of
 * OBJECT_ALLOC must name such a class object and every method id of a
 * trace must have been announced by CLASS_LOAD.
 *
 * At JVM_SHUT_DOWN it prints one summary line to stderr:
 *   heap_check: allocs=... traces=... traced_lines=... gcs=... checks=...
 *   mismatches=... moves=... frees=... arenas_new=... arenas_deleted=... arena_freed=...
 *   bad=... unknown_class=... unknown_method=... live=... live_bytes=...
 * Option "verbose" prints every GC_FINISH comparison.
 * Build: cc -shared -fPIC -I profiler-api/include -o libheap_check.so heap_check.c
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <jvmpi.h>

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;
static int verbose, init_done;
static long allocs, traces, traced_lines, gcs, checks, mismatches, moves, frees, arenas_new,
    arenas_deleted, arena_freed, bad, unknown_class, unknown_method;
static long long live, live_bytes;

/* ---- a chained hash table: pointer key -> (arena, size) ---- */

typedef struct Node {
    struct Node *next;
    uintptr_t key;
    jint arena;
    jlong size;
    int is_class; /* a java.lang.Class object announced by CLASS_LOAD */
} Node;

#define BUCKETS (1u << 18)

typedef struct {
    Node *b[BUCKETS];
} Table;

static Table *objects; /* object id -> (arena, size, is_class) */
static Table *ids;     /* method ids announced by CLASS_LOAD */

static unsigned hash(uintptr_t k) {
    k ^= k >> 29;
    k *= 0xbf58476d1ce4e5b9ull;
    k ^= k >> 32;
    return (unsigned)(k & (BUCKETS - 1));
}

static Node *find(Table *t, uintptr_t key) {
    Node *n;
    for (n = t->b[hash(key)]; n != NULL; n = n->next)
        if (n->key == key) return n;
    return NULL;
}

static Node *insert(Table *t, uintptr_t key) {
    unsigned h = hash(key);
    Node *n = find(t, key);
    if (n != NULL) return n;
    n = calloc(1, sizeof *n);
    if (n == NULL) abort();
    n->key = key;
    n->next = t->b[h];
    t->b[h] = n;
    return n;
}

static int remove_key(Table *t, uintptr_t key, Node *out) {
    Node **p;
    for (p = &t->b[hash(key)]; *p != NULL; p = &(*p)->next) {
        if ((*p)->key == key) {
            Node *n = *p;
            *p = n->next;
            *out = *n;
            free(n);
            return 1;
        }
    }
    return 0;
}

static int is_class_object(void *id) {
    Node *n = find(objects, (uintptr_t)id);
    return n != NULL && n->is_class;
}

/* ---- events ---- */

static void object_alloc(JVMPI_Event *e) {
    jint ty = e->u.obj_alloc.is_array;
    Node *n;
    allocs++;
    if (ty == JVMPI_NORMAL_OBJECT || ty == JVMPI_CLASS) {
        if (e->u.obj_alloc.class_id == NULL) bad++;
        else if (init_done && !is_class_object(e->u.obj_alloc.class_id)) unknown_class++;
    } else if (ty >= JVMPI_BOOLEAN && ty <= JVMPI_LONG) {
        if (e->u.obj_alloc.class_id != NULL) bad++;
    } else {
        bad++;
    }
    if (e->u.obj_alloc.size <= 0 || e->u.obj_alloc.obj_id == NULL) bad++;
    n = find(objects, (uintptr_t)e->u.obj_alloc.obj_id);
    if (n != NULL) { /* reported twice: keep one (and its class mark) */
        live--;
        live_bytes -= n->size;
    } else {
        n = insert(objects, (uintptr_t)e->u.obj_alloc.obj_id); /* zeroed */
    }
    n->arena = e->u.obj_alloc.arena_id;
    n->size = e->u.obj_alloc.size;
    live++;
    live_bytes += n->size;
    if (e->env_id != NULL) {
        JVMPI_CallFrame frames[4];
        JVMPI_CallTrace trace;
        jint i;
        trace.env_id = e->env_id;
        trace.num_frames = -1;
        trace.frames = frames;
        jvmpi->GetCallTrace(&trace, 4);
        if (trace.num_frames < 0 || trace.num_frames > 4) bad++;
        if (trace.num_frames > 0) {
            traces++;
            if (frames[0].lineno > 0) traced_lines++;
            if (init_done)
                for (i = 0; i < trace.num_frames; i++)
                    if (frames[i].method_id == NULL ||
                        find(ids, (uintptr_t)frames[i].method_id) == NULL)
                        unknown_method++;
        }
    }
}

static void object_move(JVMPI_Event *e) {
    Node old, *n;
    moves++;
    if (!remove_key(objects, (uintptr_t)e->u.obj_move.obj_id, &old)) {
        fprintf(stderr, "heap_check: OBJECT_MOVE of unknown object %p\n", (void *)e->u.obj_move.obj_id);
        bad++;
        return;
    }
    if (old.arena != e->u.obj_move.arena_id) bad++;
    n = find(objects, (uintptr_t)e->u.obj_move.new_obj_id);
    if (n != NULL) { /* the target slot held a stale object: it is gone */
        live--;
        live_bytes -= n->size;
    }
    n = insert(objects, (uintptr_t)e->u.obj_move.new_obj_id);
    n->arena = e->u.obj_move.new_arena_id;
    n->size = old.size;
    n->is_class = old.is_class;
}

static void object_free(JVMPI_Event *e) {
    Node old;
    frees++;
    if (!remove_key(objects, (uintptr_t)e->u.obj_free.obj_id, &old)) {
        fprintf(stderr, "heap_check: OBJECT_FREE of unknown object %p\n", (void *)e->u.obj_free.obj_id);
        bad++;
        return;
    }
    live--;
    live_bytes -= old.size;
}

static void arena_delete(jint arena) {
    unsigned i;
    arenas_deleted++;
    for (i = 0; i < BUCKETS; i++) {
        Node **p = &objects->b[i];
        while (*p != NULL) {
            if ((*p)->arena == arena) {
                Node *n = *p;
                *p = n->next;
                live--;
                live_bytes -= n->size;
                arena_freed++;
                free(n);
            } else {
                p = &(*p)->next;
            }
        }
    }
}

static void gc_finish(JVMPI_Event *e) {
    checks++;
    if (verbose)
        fprintf(stderr, "heap_check: gc %ld shadow %lld/%lld heap %lld/%lld\n", checks, live, live_bytes,
                (long long)e->u.gc_info.used_objects, (long long)e->u.gc_info.used_object_space);
    if (live != e->u.gc_info.used_objects || live_bytes != e->u.gc_info.used_object_space) {
        mismatches++;
        fprintf(stderr, "heap_check: MISMATCH after GC %ld: shadow %lld objects / %lld bytes, heap %lld / %lld\n",
                checks, live, live_bytes, (long long)e->u.gc_info.used_objects,
                (long long)e->u.gc_info.used_object_space);
    }
}

static void class_load(JVMPI_Event *e) {
    jint i;
    Node *c = find(objects, (uintptr_t)e->u.class_load.class_id);
    if (c == NULL) unknown_class++;
    else c->is_class = 1;
    for (i = 0; i < e->u.class_load.num_methods; i++)
        insert(ids, (uintptr_t)e->u.class_load.methods[i].method_id);
}

static void notify(JVMPI_Event *e) {
    jvmpi->RawMonitorEnter(lock);
    switch (e->event_type) {
    case JVMPI_EVENT_OBJECT_ALLOC: object_alloc(e); break;
    case JVMPI_EVENT_OBJECT_MOVE: object_move(e); break;
    case JVMPI_EVENT_OBJECT_FREE: object_free(e); break;
    case JVMPI_EVENT_ARENA_NEW:
        arenas_new++;
        if (e->u.new_arena.arena_name == NULL) bad++;
        break;
    case JVMPI_EVENT_ARENA_DELETE: arena_delete(e->u.delete_arena.arena_id); break;
    case JVMPI_EVENT_GC_START: gcs++; break;
    case JVMPI_EVENT_GC_FINISH: gc_finish(e); break;
    case JVMPI_EVENT_CLASS_LOAD: class_load(e); break;
    case JVMPI_EVENT_JVM_INIT_DONE: init_done = 1; break;
    case JVMPI_EVENT_JVM_SHUT_DOWN:
        fprintf(stderr,
                "heap_check: allocs=%ld traces=%ld traced_lines=%ld gcs=%ld checks=%ld mismatches=%ld "
                "moves=%ld frees=%ld arenas_new=%ld arenas_deleted=%ld arena_freed=%ld bad=%ld unknown_class=%ld "
                "unknown_method=%ld live=%lld live_bytes=%lld\n",
                allocs, traces, traced_lines, gcs, checks, mismatches, moves, frees, arenas_new,
                arenas_deleted, arena_freed, bad, unknown_class, unknown_method, live, live_bytes);
        break;
    default: bad++; break;
    }
    jvmpi->RawMonitorExit(lock);
}

JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    static const jint events[] = {
        JVMPI_EVENT_OBJECT_ALLOC, JVMPI_EVENT_OBJECT_MOVE, JVMPI_EVENT_OBJECT_FREE,
        JVMPI_EVENT_ARENA_NEW, JVMPI_EVENT_ARENA_DELETE, JVMPI_EVENT_GC_START,
        JVMPI_EVENT_GC_FINISH, JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_JVM_INIT_DONE,
        JVMPI_EVENT_JVM_SHUT_DOWN};
    unsigned i;
    (void)reserved;
    verbose = options != NULL && strcmp(options, "verbose") == 0;
    objects = calloc(1, sizeof *objects);
    ids = calloc(1, sizeof *ids);
    if (objects == NULL || ids == NULL) return JNI_ERR;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1_2) != JNI_OK) return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    lock = jvmpi->RawMonitorCreate("_heap_check");
    for (i = 0; i < sizeof events / sizeof events[0]; i++)
        if (jvmpi->EnableEvent(events[i], NULL) != JVMPI_SUCCESS) return JNI_ERR;
    return JNI_OK;
}
