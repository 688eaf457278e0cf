/*
 * A test agent for tests/c_abi.rs. Compiled both as C (gcc) and as C++ (g++),
 * loaded by a fake VM written in Rust against rjvm_profiler_api::ffi. It calls
 * every slot of JVMPI_Interface and logs every field of the events it gets, so
 * the Rust test can compare both sides of the ABI.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "jvmpi.h"

#ifdef __cplusplus
#define EXTERN_C extern "C"
#else
#define EXTERN_C
#endif

static JVMPI_Interface *jvmpi;
static JVMPI_RawMonitor lock;
static char log_buf[16384];
static size_t log_len;

static void say(const char *fmt, ...) {
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(log_buf + log_len, sizeof log_buf - log_len, fmt, ap);
    va_end(ap);
    if (n > 0 && (size_t)n < sizeof log_buf - log_len) {
        log_len += (size_t)n;
        log_buf[log_len++] = '\n';
        log_buf[log_len] = 0;
    }
}

#define P(x) ((unsigned long)(size_t)(x))

EXTERN_C JNIEXPORT const char *JNICALL agent_log(void) { return log_buf; }

static void system_thread(void *arg) {
    say("system thread ran arg=%lx", P(arg));
}

static void log_trace(const JVMPI_CallTrace *t) {
    jint i;
    say("trace env=%lx frames=%d", P(t->env_id), (int)t->num_frames);
    for (i = 0; i < t->num_frames; i++)
        say("  frame line=%d method=%lx", (int)t->frames[i].lineno, P(t->frames[i].method_id));
}

static void dump_bytes(const char *what, const char *begin, const char *end) {
    char hex[256];
    size_t k = 0;
    const char *p;
    for (p = begin; p < end && k + 3 < sizeof hex; p++)
        k += (size_t)snprintf(hex + k, sizeof hex - k, "%02x", (unsigned)(unsigned char)*p);
    hex[k] = 0;
    say("%s len=%ld bytes=%s", what, (long)(end - begin), hex);
}

static void notify(JVMPI_Event *e) {
    jint type = e->event_type & ~JVMPI_REQUESTED_EVENT;
    int requested = (e->event_type & JVMPI_REQUESTED_EVENT) != 0;
    jint i;
    switch (type) {
    case JVMPI_EVENT_CLASS_LOAD: {
        JVMPI_HeapDumpArg arg;
        say("class_load req=%d env=%lx name=%s source=%s ifaces=%d class=%lx", requested, P(e->env_id),
            e->u.class_load.class_name, e->u.class_load.source_name, (int)e->u.class_load.num_interfaces,
            P(e->u.class_load.class_id));
        for (i = 0; i < e->u.class_load.num_methods; i++) {
            JVMPI_Method *m = &e->u.class_load.methods[i];
            say("  method %s%s lines=%d-%d id=%lx", m->method_name, m->method_signature, (int)m->start_lineno,
                (int)m->end_lineno, P(m->method_id));
        }
        for (i = 0; i < e->u.class_load.num_static_fields; i++)
            say("  static %s %s", e->u.class_load.statics[i].field_name, e->u.class_load.statics[i].field_signature);
        for (i = 0; i < e->u.class_load.num_instance_fields; i++)
            say("  field %s %s", e->u.class_load.instances[i].field_name,
                e->u.class_load.instances[i].field_signature);
        arg.heap_dump_level = JVMPI_DUMP_LEVEL_0;
        say("request heap dump rc=%d", (int)jvmpi->RequestEvent(JVMPI_EVENT_HEAP_DUMP, &arg));
        break;
    }
    case JVMPI_EVENT_HEAP_DUMP:
        say("heap_dump req=%d level=%d traces=%d", requested, e->u.heap_dump.dump_level,
            (int)e->u.heap_dump.num_traces);
        dump_bytes("  data", e->u.heap_dump.begin, e->u.heap_dump.end);
        for (i = 0; i < e->u.heap_dump.num_traces; i++)
            log_trace(&e->u.heap_dump.traces[i]);
        break;
    case JVMPI_EVENT_OBJ_ALLOC: {
        JVMPI_CallFrame frames[4];
        JVMPI_CallTrace trace;
        say("obj_alloc env=%lx arena=%d class=%lx is_array=%d size=%d obj=%lx", P(e->env_id),
            (int)e->u.obj_alloc.arena_id, P(e->u.obj_alloc.class_id), (int)e->u.obj_alloc.is_array,
            (int)e->u.obj_alloc.size, P(e->u.obj_alloc.obj_id));
        trace.env_id = e->env_id;
        trace.frames = frames;
        trace.num_frames = -1;
        jvmpi->GetCallTrace(&trace, 4);
        log_trace(&trace);
        break;
    }
    case JVMPI_EVENT_OBJ_MOVE:
        say("obj_move arena=%d obj=%lx new_arena=%d new_obj=%lx", (int)e->u.obj_move.arena_id,
            P(e->u.obj_move.obj_id), (int)e->u.obj_move.new_arena_id, P(e->u.obj_move.new_obj_id));
        break;
    case JVMPI_EVENT_OBJ_FREE:
        say("obj_free obj=%lx", P(e->u.obj_free.obj_id));
        break;
    case JVMPI_EVENT_NEW_ARENA:
        say("arena_new id=%d name=%s", (int)e->u.new_arena.arena_id, e->u.new_arena.arena_name);
        break;
    case JVMPI_EVENT_DELETE_ARENA:
        say("arena_delete id=%d", (int)e->u.delete_arena.arena_id);
        break;
    case JVMPI_EVENT_THREAD_START: {
        JNIEnv *t = e->u.thread_start.thread_env_id;
        void *tls;
#ifdef __cplusplus
        jint v = t->GetVersion();
#else
        jint v = (*t)->GetVersion(t);
#endif
        say("thread_start env=%lx name=%s group=%s parent=%s obj=%lx tenv=%lx jni=%x", P(e->env_id),
            e->u.thread_start.thread_name, e->u.thread_start.group_name, e->u.thread_start.parent_name,
            P(e->u.thread_start.thread_id), P(t), (unsigned)v);
        {
            jint status = jvmpi->GetThreadStatus(t);
            jboolean has_run = jvmpi->ThreadHasRun(t);
            jobjectID obj = jvmpi->GetThreadObject(t);
            say("  status=%x has_run=%d obj=%lx", (unsigned)status, (int)has_run, P(obj));
        }
        jvmpi->SetThreadLocalStorage(t, (void *)(size_t)0x5eed);
        tls = jvmpi->GetThreadLocalStorage(t);
        say("  tls=%lx", P(tls));
        break;
    }
    case JVMPI_EVENT_THREAD_END:
        say("thread_end env=%lx", P(e->env_id));
        break;
    case JVMPI_EVENT_GC_START:
        jvmpi->RawMonitorEnter(lock);
        say("gc_start");
        break;
    case JVMPI_EVENT_GC_FINISH:
        say("gc_finish objs=%lld used=%lld total=%lld", (long long)e->u.gc_info.used_objects,
            (long long)e->u.gc_info.used_object_space, (long long)e->u.gc_info.total_object_space);
        jvmpi->RawMonitorExit(lock);
        break;
    case JVMPI_EVENT_MONITOR_WAIT:
    case JVMPI_EVENT_MONITOR_WAITED:
        say("monitor_wait%s obj=%lx timeout=%lld", type == JVMPI_EVENT_MONITOR_WAITED ? "ed" : "",
            P(e->u.monitor_wait.object), (long long)e->u.monitor_wait.timeout);
        break;
    case JVMPI_EVENT_MONITOR_CONTENDED_ENTER:
        say("monitor_contended_enter obj=%lx", P(e->u.monitor.object));
        break;
    case JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER:
        say("raw_monitor_contended_enter name=%s id=%lx", e->u.raw_monitor.name, P(e->u.raw_monitor.id));
        break;
    case JVMPI_EVENT_METHOD_ENTRY:
    case JVMPI_EVENT_METHOD_EXIT:
        say("method_%s method=%lx class=%lx", type == JVMPI_EVENT_METHOD_ENTRY ? "entry" : "exit",
            P(e->u.method.method_id), P(jvmpi->GetMethodClass(e->u.method.method_id)));
        break;
    case JVMPI_EVENT_METHOD_ENTRY2:
        say("method_entry2 method=%lx obj=%lx", P(e->u.method_entry2.method_id), P(e->u.method_entry2.obj_id));
        break;
    case JVMPI_EVENT_COMPILED_METHOD_LOAD:
        say("compiled_method_load method=%lx addr=%lx size=%d", P(e->u.compiled_method_load.method_id),
            P(e->u.compiled_method_load.code_addr), (int)e->u.compiled_method_load.code_size);
        for (i = 0; i < e->u.compiled_method_load.lineno_table_size; i++)
            say("  line offset=%d line=%d", (int)e->u.compiled_method_load.lineno_table[i].offset,
                (int)e->u.compiled_method_load.lineno_table[i].lineno);
        break;
    case JVMPI_EVENT_INSTRUCTION_START:
        say("instruction method=%lx offset=%d key=%d low=%d hi=%d", P(e->u.instruction.method_id),
            (int)e->u.instruction.offset, (int)e->u.instruction.u.tableswitch_info.key,
            (int)e->u.instruction.u.tableswitch_info.low, (int)e->u.instruction.u.tableswitch_info.hi);
        break;
    case JVMPI_EVENT_JNI_GLOBALREF_ALLOC:
        say("globalref_alloc obj=%lx ref=%lx", P(e->u.jni_globalref_alloc.obj_id),
            P(e->u.jni_globalref_alloc.ref_id));
        break;
    case JVMPI_EVENT_CLASS_LOAD_HOOK: {
        jint n = e->u.class_load_hook.class_data_len;
        unsigned char *copy = (unsigned char *)e->u.class_load_hook.malloc_f((unsigned int)(n + 1));
        memcpy(copy, e->u.class_load_hook.class_data, (size_t)n);
        copy[n] = 0xff;
        e->u.class_load_hook.new_class_data = copy;
        e->u.class_load_hook.new_class_data_len = n + 1;
        say("class_load_hook len=%d", (int)n);
        break;
    }
    case JVMPI_EVENT_OBJECT_DUMP:
        say("object_dump req=%d len=%d", requested, (int)e->u.object_dump.data_len);
        dump_bytes("  data", e->u.object_dump.data, e->u.object_dump.data + e->u.object_dump.data_len);
        dump_bytes("  as heap_dump", e->u.heap_dump.begin, e->u.heap_dump.end);
        break;
    case JVMPI_EVENT_MONITOR_DUMP:
        say("monitor_dump req=%d traces=%d status0=%x", requested, (int)e->u.monitor_dump.num_traces,
            (unsigned)e->u.monitor_dump.threads_status[0]);
        dump_bytes("  data", e->u.monitor_dump.begin, e->u.monitor_dump.end);
        break;
    case JVMPI_EVENT_JVM_INIT_DONE:
        say("init_done");
        say("create thread rc=%d",
            (int)jvmpi->CreateSystemThread((char *)"agent thread", JVMPI_NORMAL_PRIORITY, system_thread));
        say("request object dump rc=%d", (int)jvmpi->RequestEvent(JVMPI_EVENT_OBJECT_DUMP, (void *)(size_t)0x4400));
        say("request monitor dump rc=%d", (int)jvmpi->RequestEvent(JVMPI_EVENT_MONITOR_DUMP, NULL));
        say("request method entry rc=%d", (int)jvmpi->RequestEvent(JVMPI_EVENT_METHOD_ENTRY, NULL));
        say("disable class load rc=%d", (int)jvmpi->DisableEvent(JVMPI_EVENT_CLASS_LOAD, NULL));
        break;
    case JVMPI_EVENT_JVM_SHUT_DOWN: {
        JNIEnv *envs[2];
        jint results[2] = {-7, -7};
        jobject ref;
        say("shut_down env=%lx", P(e->env_id));
        envs[0] = e->env_id;
        envs[1] = (JNIEnv *)(size_t)0x99;
        jvmpi->SuspendThreadList(2, envs, results);
        say("  suspend list %d %d", (int)results[0], (int)results[1]);
        jvmpi->ResumeThreadList(2, envs, results);
        say("  resume list %d %d", (int)results[0], (int)results[1]);
        jvmpi->SuspendThread(envs[0]);
        jvmpi->ResumeThread(envs[0]);
        jvmpi->DisableGC();
        ref = jvmpi->jobjectID2jobject((jobjectID)(size_t)0x7000);
        {
            jobjectID back = jvmpi->jobject2jobjectID(ref);
            say("  ref=%lx back=%lx", P(ref), P(back));
        }
        jvmpi->EnableGC();
        jvmpi->RunGC();
        jvmpi->RawMonitorEnter(lock);
        jvmpi->RawMonitorWait(lock, (jlong)5000000000LL);
        jvmpi->RawMonitorNotifyAll(lock);
        jvmpi->RawMonitorExit(lock);
        jvmpi->RawMonitorDestroy(lock);
        jvmpi->ProfilerExit(3);
        break;
    }
    default:
        say("unexpected event %d", (int)e->event_type);
    }
}

EXTERN_C JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    void *again = NULL;
    jint rc;
    static const jint wanted[] = {
        JVMPI_EVENT_CLASS_LOAD, JVMPI_EVENT_OBJ_ALLOC, JVMPI_EVENT_OBJ_MOVE, JVMPI_EVENT_OBJ_FREE,
        JVMPI_EVENT_NEW_ARENA, JVMPI_EVENT_DELETE_ARENA, JVMPI_EVENT_THREAD_START, JVMPI_EVENT_THREAD_END,
        JVMPI_EVENT_GC_START, JVMPI_EVENT_GC_FINISH, JVMPI_EVENT_JVM_INIT_DONE, JVMPI_EVENT_JVM_SHUT_DOWN,
    };
    size_t k;
    (void)reserved;
#ifdef __cplusplus
    rc = vm->GetEnv((void **)&jvmpi, JVMPI_VERSION_1);
    vm->GetEnv(&again, JVMPI_VERSION_1_2);
#else
    rc = (*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1);
    (*vm)->GetEnv(vm, &again, JVMPI_VERSION_1_2);
#endif
    say("onload options=%s getenv=%d version=%x same=%d", options, (int)rc, (unsigned)jvmpi->version,
        again == (void *)jvmpi);
    if (rc != JNI_OK)
        return JNI_ERR;
    jvmpi->NotifyEvent = notify;
    for (k = 0; k < sizeof wanted / sizeof wanted[0]; k++)
        if (jvmpi->EnableEvent(wanted[k], NULL) != JVMPI_SUCCESS)
            return JNI_ERR;
    say("enable heap dump rc=%d", (int)jvmpi->EnableEvent(JVMPI_EVENT_HEAP_DUMP, NULL));
    say("enable 36 rc=%d", (int)jvmpi->EnableEvent(36, NULL));
    lock = jvmpi->RawMonitorCreate((char *)"agent lock");
    say("cpu=%lld", (long long)jvmpi->GetCurrentThreadCpuTime());
    return JNI_OK;
}
