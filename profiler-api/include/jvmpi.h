/*
 * jvmpi.h -- the Java Virtual Machine Profiler Interface of rjvm.
 *
 * Written for rjvm (MIT licence). Numbers, layouts and slot order are those of
 * the JVMPI shipped with JDK 1.2 to 5.0 on x86_64 Linux, so agents written for
 * it compile against this header unchanged. The layouts are checked against
 * the Rust mirror (rjvm_profiler_api::ffi) by profiler-api/tests/c_abi.rs.
 *
 * An agent exports JVM_OnLoad, gets the interface with
 *     (*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1);     (C)
 *     vm->GetEnv((void **)&jvmpi, JVMPI_VERSION_1);            (C++)
 * stores its event handler in jvmpi->NotifyEvent and enables the events it wants.
 */
#ifndef RJVM_JVMPI_H
#define RJVM_JVMPI_H

#include "jni.h"

/* ---- interface versions (GetEnv) ------------------------------------------ */

#define JVMPI_VERSION_1   ((jint)0x10000001) /* JDK 1.2 */
#define JVMPI_VERSION_1_1 ((jint)0x10000002) /* JDK 1.3.1: adds jobjectID2jobject, jobject2jobjectID */
#define JVMPI_VERSION_1_2 ((jint)0x10000003) /* JDK 1.4.2: adds SuspendThreadList, ResumeThreadList */

/* ---- opaque handles ----------------------------------------------------------- */

/* An object: its address in the heap. Invalidated by OBJECT_MOVE, OBJECT_FREE, ARENA_DELETE.
 * A class id is the jobjectID of the class's java.lang.Class object (an ordinary object:
 * announced by OBJECT_ALLOC, moved by OBJECT_MOVE, found by RequestEvent(OBJECT_ALLOC, id)). */
struct _jobjectID;
typedef struct _jobjectID *jobjectID;

/* A raw monitor created by RawMonitorCreate. */
struct _JVMPI_RawMonitor;
typedef struct _JVMPI_RawMonitor *JVMPI_RawMonitor;

/* The body of a CreateSystemThread thread (the JDK header's name for it). */
#ifdef __cplusplus
extern "C" {
#endif
typedef void (*jvmpi_void_function_of_void)(void *);
#ifdef __cplusplus
}
#endif

/* ---- return codes ------------------------------------------------------------- */

#define JVMPI_SUCCESS       ((jint)0)
#define JVMPI_NOT_AVAILABLE ((jint)1)
#define JVMPI_FAIL          ((jint)-1)

/* ---- thread status (GetThreadStatus) ------------------------------------------ */

#define JVMPI_THREAD_RUNNABLE      ((jint)1)
#define JVMPI_THREAD_MONITOR_WAIT  ((jint)2) /* blocked entering a monitor */
#define JVMPI_THREAD_CONDVAR_WAIT  ((jint)3) /* Object.wait, sleep */
#define JVMPI_THREAD_SUSPENDED     ((jint)0x8000) /* flag */
#define JVMPI_THREAD_INTERRUPTED   ((jint)0x4000) /* flag */

/* ---- thread priorities (CreateSystemThread) ------------------------------------ */

#define JVMPI_MINIMUM_PRIORITY ((jint)1)
#define JVMPI_MAXIMUM_PRIORITY ((jint)10)
#define JVMPI_NORMAL_PRIORITY  ((jint)5)

/* ---- type codes (obj_alloc.is_array, dump `ty` bytes) ---------------------------- */

#define JVMPI_NORMAL_OBJECT ((jint)0)
#define JVMPI_CLASS         ((jint)2) /* object array / reference */
#define JVMPI_BOOLEAN       ((jint)4)
#define JVMPI_CHAR          ((jint)5)
#define JVMPI_FLOAT         ((jint)6)
#define JVMPI_DOUBLE        ((jint)7)
#define JVMPI_BYTE          ((jint)8)
#define JVMPI_SHORT         ((jint)9)
#define JVMPI_INT           ((jint)10)
#define JVMPI_LONG          ((jint)11)

/* ---- heap dump levels (JVMPI_HeapDumpArg.heap_dump_level) ------------------------ */

#define JVMPI_DUMP_LEVEL_0 ((jint)0)
#define JVMPI_DUMP_LEVEL_1 ((jint)1)
#define JVMPI_DUMP_LEVEL_2 ((jint)2)

/* ---- monitor dump record tags --------------------------------------------------- */

#define JVMPI_MONITOR_JAVA 0x01
#define JVMPI_MONITOR_RAW  0x02

/* ---- heap dump record tags ------------------------------------------------------- */

#define JVMPI_GC_ROOT_UNKNOWN       0xff
#define JVMPI_GC_ROOT_JNI_GLOBAL    0x01
#define JVMPI_GC_ROOT_JNI_LOCAL     0x02
#define JVMPI_GC_ROOT_JAVA_FRAME    0x03
#define JVMPI_GC_ROOT_NATIVE_STACK  0x04
#define JVMPI_GC_ROOT_STICKY_CLASS  0x05
#define JVMPI_GC_ROOT_THREAD_BLOCK  0x06
#define JVMPI_GC_ROOT_MONITOR_USED  0x07
#define JVMPI_GC_ROOT_THREAD_OBJ    0x08 /* JDK 1.4 header only: never in a JVMPI dump buffer */
#define JVMPI_GC_CLASS_DUMP         0x20
#define JVMPI_GC_INSTANCE_DUMP      0x21
#define JVMPI_GC_OBJ_ARRAY_DUMP     0x22
#define JVMPI_GC_PRIM_ARRAY_DUMP    0x23

/* ---- event types ------------------------------------------------------------------ */

#define JVMPI_EVENT_METHOD_ENTRY                  ((jint)1)
#define JVMPI_EVENT_METHOD_ENTRY2                 ((jint)2)
#define JVMPI_EVENT_METHOD_EXIT                   ((jint)3)
#define JVMPI_EVENT_OBJECT_ALLOC                  ((jint)4)
#define JVMPI_EVENT_OBJECT_FREE                   ((jint)5)
#define JVMPI_EVENT_OBJECT_MOVE                   ((jint)6)
#define JVMPI_EVENT_COMPILED_METHOD_LOAD          ((jint)7)
#define JVMPI_EVENT_COMPILED_METHOD_UNLOAD        ((jint)8)
#define JVMPI_EVENT_INSTRUCTION_START             ((jint)9)
#define JVMPI_EVENT_THREAD_START                  ((jint)33)
#define JVMPI_EVENT_THREAD_END                    ((jint)34)
#define JVMPI_EVENT_CLASS_LOAD_HOOK               ((jint)35)
#define JVMPI_EVENT_HEAP_DUMP                     ((jint)37)
#define JVMPI_EVENT_JNI_GLOBALREF_ALLOC           ((jint)38)
#define JVMPI_EVENT_JNI_GLOBALREF_FREE            ((jint)39)
#define JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC      ((jint)40)
#define JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE       ((jint)41)
#define JVMPI_EVENT_CLASS_LOAD                    ((jint)42)
#define JVMPI_EVENT_CLASS_UNLOAD                  ((jint)43)
#define JVMPI_EVENT_DATA_DUMP_REQUEST             ((jint)44)
#define JVMPI_EVENT_DATA_RESET_REQUEST            ((jint)45)
#define JVMPI_EVENT_JVM_INIT_DONE                 ((jint)46)
#define JVMPI_EVENT_JVM_SHUT_DOWN                 ((jint)47)
#define JVMPI_EVENT_ARENA_NEW                     ((jint)48)
#define JVMPI_EVENT_ARENA_DELETE                  ((jint)49)
#define JVMPI_EVENT_OBJECT_DUMP                   ((jint)50)
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER   ((jint)51)
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED ((jint)52)
#define JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT    ((jint)53)
#define JVMPI_EVENT_MONITOR_CONTENDED_ENTER       ((jint)54)
#define JVMPI_EVENT_MONITOR_CONTENDED_ENTERED     ((jint)55)
#define JVMPI_EVENT_MONITOR_CONTENDED_EXIT        ((jint)56)
#define JVMPI_EVENT_MONITOR_WAIT                  ((jint)57)
#define JVMPI_EVENT_MONITOR_WAITED                ((jint)58)
#define JVMPI_EVENT_MONITOR_DUMP                  ((jint)59)
#define JVMPI_EVENT_GC_START                      ((jint)60)
#define JVMPI_EVENT_GC_FINISH                     ((jint)61)

#define JVMPI_MAX_EVENT_TYPE_VAL                  ((jint)61)

/* rjvm extension, not a JVMPI event: the C interface neither accepts nor
 * posts it (Rust agents get it through Profiler::set_bytecode_sampling). */
#define RJVM_EVENT_BYTECODE_SAMPLE                ((jint)62)

/* Older spellings of the same events. */
#define JVMPI_EVENT_OBJ_ALLOC              JVMPI_EVENT_OBJECT_ALLOC
#define JVMPI_EVENT_OBJ_FREE               JVMPI_EVENT_OBJECT_FREE
#define JVMPI_EVENT_OBJ_MOVE               JVMPI_EVENT_OBJECT_MOVE
#define JVMPI_EVENT_LOAD_COMPILED_METHOD   JVMPI_EVENT_COMPILED_METHOD_LOAD
#define JVMPI_EVENT_UNLOAD_COMPILED_METHOD JVMPI_EVENT_COMPILED_METHOD_UNLOAD
#define JVMPI_EVENT_NEW_ARENA              JVMPI_EVENT_ARENA_NEW
#define JVMPI_EVENT_DELETE_ARENA           JVMPI_EVENT_ARENA_DELETE
#define JVMPI_EVENT_DUMP_DATA_REQUEST      JVMPI_EVENT_DATA_DUMP_REQUEST
#define JVMPI_EVENT_RESET_DATA_REQUEST     JVMPI_EVENT_DATA_RESET_REQUEST

/* OR-ed into event_type of an event produced by RequestEvent. */
#define JVMPI_REQUESTED_EVENT ((jint)0x10000000)

/* ---- data structures ------------------------------------------------------------ */

/* Line numbers of GetCallTrace frames that have no source line. */
#define JVMPI_LINENO_UNKNOWN  ((jint)-1)
#define JVMPI_LINENO_COMPILED ((jint)-2)
#define JVMPI_LINENO_NATIVE   ((jint)-3)

typedef struct JVMPI_CallFrame {
    jint lineno;         /* source line; -1 unknown, -2 compiled, -3 native */
    jmethodID method_id;
} JVMPI_CallFrame;

typedef struct JVMPI_CallTrace {
    JNIEnv *env_id;            /* set by the caller of GetCallTrace */
    jint num_frames;           /* set by the VM */
    JVMPI_CallFrame *frames;   /* allocated by the caller, filled top frame first */
} JVMPI_CallTrace;

typedef struct JVMPI_Field {
    char *field_name;
    char *field_signature;
} JVMPI_Field;

typedef struct JVMPI_HeapDumpArg {
    jint heap_dump_level;      /* JVMPI_DUMP_LEVEL_0, _1 or _2 */
} JVMPI_HeapDumpArg;

typedef struct JVMPI_Lineno {
    jint offset;               /* code offset */
    jint lineno;               /* source line */
} JVMPI_Lineno;

typedef struct JVMPI_Method {
    char *method_name;
    char *method_signature;
    jint start_lineno;
    jint end_lineno;
    jmethodID method_id;
} JVMPI_Method;

/* One event; event_type selects the member of u. */
typedef struct JVMPI_Event {
    jint event_type;           /* JVMPI_EVENT_*, possibly | JVMPI_REQUESTED_EVENT */
    JNIEnv *env_id;            /* the thread the event happens in */

    union {
        struct {
            char *class_name;          /* dotted: java.lang.String, [Ljava.lang.String;, [C */
            char *source_name;
            jint num_interfaces;
            jint num_methods;
            JVMPI_Method *methods;
            jint num_static_fields;
            JVMPI_Field *statics;
            jint num_instance_fields;
            JVMPI_Field *instances;
            jobjectID class_id;
        } class_load;

        struct {
            jobjectID class_id;
        } class_unload;

        struct {
            unsigned char *class_data;
            jint class_data_len;
            unsigned char *new_class_data;
            jint new_class_data_len;
            void *(*malloc_f)(unsigned int);
        } class_load_hook;

        struct {
            jint arena_id;
            jobjectID class_id;        /* element class for object arrays, NULL for primitive arrays */
            jint is_array;             /* JVMPI_NORMAL_OBJECT, JVMPI_CLASS or a primitive type code */
            jint size;                 /* bytes */
            jobjectID obj_id;
        } obj_alloc;

        struct {
            jobjectID obj_id;
        } obj_free;

        struct {
            jint arena_id;
            jobjectID obj_id;
            jint new_arena_id;
            jobjectID new_obj_id;
        } obj_move;

        struct {
            jint arena_id;
            char *arena_name;
        } new_arena;

        struct {
            jint arena_id;
        } delete_arena;

        struct {
            char *thread_name;
            char *group_name;
            char *parent_name;
            jobjectID thread_id;       /* the java.lang.Thread object */
            JNIEnv *thread_env_id;     /* the started thread */
        } thread_start;

        struct {
            int dump_level;
            char *begin;
            char *end;
            jint num_traces;
            JVMPI_CallTrace *traces;
        } heap_dump;

        struct {
            jint data_len;
            char *data;                /* same slot as heap_dump.begin */
        } object_dump;

        struct {
            jobjectID obj_id;
            jobject ref_id;
        } jni_globalref_alloc;

        struct {
            jobject ref_id;
        } jni_globalref_free;

        struct {
            jmethodID method_id;
        } method;

        struct {
            jmethodID method_id;
            jobjectID obj_id;          /* NULL for static methods */
        } method_entry2;

        struct {
            jmethodID method_id;
            void *code_addr;
            jint code_size;
            jint lineno_table_size;
            JVMPI_Lineno *lineno_table;
        } compiled_method_load;

        struct {
            jmethodID method_id;
        } compiled_method_unload;

        struct {
            jmethodID method_id;
            jint offset;
            union {
                struct {
                    jboolean is_true;
                } if_info;
                struct {
                    jint key;
                    jint low;
                    jint hi;
                } tableswitch_info;
                struct {
                    jint chosen_pair_index;
                    jint pairs_count;
                } lookupswitch_info;
            } u;
        } instruction;

        struct {
            char *begin;
            char *end;
            jint num_traces;
            JVMPI_CallTrace *traces;
            jint *threads_status;
        } monitor_dump;

        struct {
            char *name;
            JVMPI_RawMonitor id;
        } raw_monitor;

        struct {
            jobjectID object;
        } monitor;

        struct {
            jobjectID object;
            jlong timeout;             /* milliseconds */
        } monitor_wait;

        struct {
            jlong used_objects;
            jlong used_object_space;
            jlong total_object_space;
        } gc_info;
    } u;
} JVMPI_Event;

/* ---- the interface: 30 pointer-sized slots ---------------------------------------- */

typedef struct JVMPI_Interface {
    jint version;

    /* Set by the agent: the VM calls it for every enabled event. */
    void (*NotifyEvent)(JVMPI_Event *event);

    jint (*EnableEvent)(jint event_type, void *arg);
    jint (*DisableEvent)(jint event_type, void *arg);
    jint (*RequestEvent)(jint event_type, void *arg);

    void (*GetCallTrace)(JVMPI_CallTrace *trace, jint depth);

    void (*ProfilerExit)(jint exit_code);

    JVMPI_RawMonitor (*RawMonitorCreate)(char *lock_name);
    void (*RawMonitorEnter)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorExit)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorWait)(JVMPI_RawMonitor lock_id, jlong ms);
    void (*RawMonitorNotifyAll)(JVMPI_RawMonitor lock_id);
    void (*RawMonitorDestroy)(JVMPI_RawMonitor lock_id);

    jlong (*GetCurrentThreadCpuTime)(void);            /* nanoseconds */

    void (*SuspendThread)(JNIEnv *env);
    void (*ResumeThread)(JNIEnv *env);
    jint (*GetThreadStatus)(JNIEnv *env);
    jboolean (*ThreadHasRun)(JNIEnv *env);

    jint (*CreateSystemThread)(char *name, jint priority, jvmpi_void_function_of_void f);

    void (*SetThreadLocalStorage)(JNIEnv *env_id, void *ptr);
    void *(*GetThreadLocalStorage)(JNIEnv *env_id);

    void (*DisableGC)(void);
    void (*EnableGC)(void);
    void (*RunGC)(void);

    jobjectID (*GetThreadObject)(JNIEnv *env);
    jobjectID (*GetMethodClass)(jmethodID mid);

    /* JVMPI_VERSION_1_1 */
    jobject (*jobjectID2jobject)(jobjectID jid);
    jobjectID (*jobject2jobjectID)(jobject jobj);

    /* JVMPI_VERSION_1_2 */
    void (*SuspendThreadList)(jint reqCount, JNIEnv **reqList, jint *results);
    void (*ResumeThreadList)(jint reqCount, JNIEnv **reqList, jint *results);
} JVMPI_Interface;

/* SuspendThreadList / ResumeThreadList result codes. */
#define JVMPI_THREAD_LIST_OK                 ((jint)0)
#define JVMPI_THREAD_LIST_INVALID_THREAD     ((jint)10)
#define JVMPI_THREAD_LIST_NOT_SUSPENDED      ((jint)13)
#define JVMPI_THREAD_LIST_ALREADY_SUSPENDED  ((jint)14)

/* ---- the agent's entry point --------------------------------------------------------- */

#ifdef __cplusplus
extern "C" {
#endif

/* Called once at start-up with the text after -Xrun<name>: (or NULL). Return JNI_OK;
 * a negative value aborts start-up. */
JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved);

#ifdef __cplusplus
}
#endif

#endif /* RJVM_JVMPI_H */
