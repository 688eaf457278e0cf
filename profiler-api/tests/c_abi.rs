//! The C headers (`include/jni.h`, `include/jvmpi.h`) against the Rust mirror
//! (`rjvm_profiler_api::ffi`):
//!
//! * `header_layout_matches_rust`: a C program generated from one list of
//!   checks prints `sizeof`/`offsetof`/`_Alignof` of every struct and field
//!   and the value of every constant; each must equal the Rust value. The
//!   list is itself checked for completeness against the headers' `#define`s
//!   and against every `pub const` and struct field of `src/ffi.rs`, so header
//!   and mirror cannot drift.
//! * `headers_compile_in_old_dialects`: the headers alone, as C89 and C++98,
//!   with `-pedantic -Werror`.
//! * `c_and_cpp_agents_run_against_a_rust_vm`: `tests/c/agent.c`, built as C
//!   and as C++ (which uses `vm->GetEnv(...)`), is loaded with `dlopen` by a
//!   fake VM written against `ffi`; every interface slot and the fields of
//!   every event kind it handles are exercised and the logs of both sides
//!   are compared.
//!
//! Without a C compiler (`cc` / `c++`, or `$CC` / `$CXX`) the tests print
//! `SKIPPED: ...` and pass.

#![allow(clippy::missing_safety_doc)]

use rjvm_profiler_api::encode::{MonitorKind, MonitorRecord, Writer};
use rjvm_profiler_api::ffi::*;
use rjvm_profiler_api::{ObjectId, ThreadId, C_INCLUDE_DIR};
use std::collections::{BTreeMap, BTreeSet};
use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::fmt::Write as _;
use std::mem::{align_of, offset_of, size_of};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};
use std::sync::Mutex;

// ---------------------------------------------------------------------------
// Compilers and scratch directories
// ---------------------------------------------------------------------------

fn compiler(cxx: bool) -> Option<String> {
    let (var, default) = if cxx { ("CXX", "c++") } else { ("CC", "cc") };
    let cc = std::env::var(var).unwrap_or_else(|_| default.to_string());
    match Command::new(&cc).arg("--version").output() {
        Ok(o) if o.status.success() => Some(cc),
        _ => {
            eprintln!(
                "SKIPPED: no {} compiler (`{cc}` not runnable; set ${var})",
                if cxx { "C++" } else { "C" }
            );
            None
        }
    }
}

fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("profiler-api-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn run_compiler(cc: &str, args: &[&str]) {
    let out = Command::new(cc).args(args).output().expect("run compiler");
    assert!(
        out.status.success(),
        "{cc} {} failed:\n{}{}",
        args.join(" "),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn include_flag() -> String {
    format!("-I{C_INCLUDE_DIR}")
}

// ---------------------------------------------------------------------------
// The list of checks
// ---------------------------------------------------------------------------

struct Checks {
    /// key -> (C expression, Rust value)
    items: BTreeMap<String, (String, i64)>,
}

impl Checks {
    fn add(&mut self, key: String, c_expr: String, rust: i64) {
        let key: String = key.split_whitespace().collect();
        let old = self.items.insert(key.clone(), (c_expr, rust));
        assert!(old.is_none(), "duplicate check {key}");
    }
}

/// `sizeof` and `_Alignof` of a type; the C name defaults to the Rust name.
macro_rules! size {
    ($c:ident, $t:ident) => {
        size!($c, stringify!($t), $t)
    };
    ($c:ident, $cty:expr, $t:ty) => {{
        let key = stringify!($t);
        $c.add(
            format!("sizeof {key}"),
            format!("sizeof({})", $cty),
            size_of::<$t>() as i64,
        );
        $c.add(
            format!("alignof {key}"),
            format!("_Alignof({})", $cty),
            align_of::<$t>() as i64,
        );
    }};
}

/// `offsetof` of (nested) fields of a type.
macro_rules! off {
    ($c:ident, $t:ident, $($($f:ident).+),+ $(,)?) => { off!($c, stringify!($t), $t, $($($f).+),+) };
    ($c:ident, $cty:expr, $t:ident, $($($f:ident).+),+ $(,)?) => {{
        $(
            let path = stringify!($($f).+);
            $c.add(
                format!("offsetof {}.{}", stringify!($t), path),
                format!("offsetof({}, {})", $cty, path),
                offset_of!($t, $($f).+) as i64,
            );
        )+
    }};
}

/// `sizeof` of a member of the event union, against its Rust struct.
macro_rules! member_size {
    ($c:ident, $($member:ident => $t:ty),+ $(,)?) => {{
        $(
            $c.add(
                format!("sizeof JVMPI_Event.u.{}", stringify!($member)),
                format!("sizeof(((JVMPI_Event *)0)->u.{})", stringify!($member)),
                size_of::<$t>() as i64,
            );
        )+
    }};
}

/// The value of constants.
macro_rules! konst {
    ($c:ident, $($n:ident),+ $(,)?) => {{
        $( $c.add(stringify!($n).to_string(), format!("({})", stringify!($n)), $n as i64); )+
    }};
}

fn checks() -> Checks {
    let mut c = Checks {
        items: BTreeMap::new(),
    };

    // ---- types ----
    size!(c, jint);
    size!(c, jlong);
    size!(c, jbyte);
    size!(c, jboolean);
    size!(c, jchar);
    size!(c, jshort);
    size!(c, jfloat);
    size!(c, jdouble);
    size!(c, jsize);
    size!(c, jobject);
    size!(c, jmethodID);
    size!(c, jfieldID);
    size!(c, jobjectID);
    size!(c, JVMPI_RawMonitor);
    size!(c, jvalue);
    size!(c, jobjectRefType);
    size!(c, JNINativeMethod);
    size!(c, JavaVMAttachArgs);
    size!(c, JavaVMOption);
    size!(c, JavaVMInitArgs);
    size!(c, JNIEnv);
    size!(c, JavaVM);
    size!(c, "struct JNINativeInterface_", JNINativeInterface_);
    size!(c, "struct JNIInvokeInterface_", JNIInvokeInterface_);
    size!(c, JVMPI_CallFrame);
    size!(c, JVMPI_CallTrace);
    size!(c, JVMPI_Field);
    size!(c, JVMPI_HeapDumpArg);
    size!(c, JVMPI_Lineno);
    size!(c, JVMPI_Method);
    size!(c, JVMPI_Event);
    size!(c, JVMPI_Interface);
    c.add(
        "sizeof JVMPI_Event.u".into(),
        "sizeof(((JVMPI_Event *)0)->u)".into(),
        size_of::<JVMPI_EventUnion>() as i64,
    );
    c.add(
        "sizeof JVMPI_Event.u.instruction.u".into(),
        "sizeof(((JVMPI_Event *)0)->u.instruction.u)".into(),
        size_of::<JVMPI_InstructionInfo>() as i64,
    );
    member_size!(c,
        class_load => JVMPI_ClassLoad,
        class_unload => JVMPI_ClassUnload,
        class_load_hook => JVMPI_ClassLoadHook,
        obj_alloc => JVMPI_ObjAlloc,
        obj_free => JVMPI_ObjFree,
        obj_move => JVMPI_ObjMove,
        new_arena => JVMPI_NewArena,
        delete_arena => JVMPI_DeleteArena,
        thread_start => JVMPI_ThreadStart,
        heap_dump => JVMPI_HeapDump,
        object_dump => JVMPI_ObjectDump,
        jni_globalref_alloc => JVMPI_JniGlobalrefAlloc,
        jni_globalref_free => JVMPI_JniGlobalrefFree,
        method => JVMPI_MethodEvent,
        method_entry2 => JVMPI_MethodEntry2,
        compiled_method_load => JVMPI_CompiledMethodLoad,
        compiled_method_unload => JVMPI_MethodEvent,
        instruction => JVMPI_Instruction,
        monitor_dump => JVMPI_MonitorDump,
        raw_monitor => JVMPI_RawMonitorEvent,
        monitor => JVMPI_MonitorEvent,
        monitor_wait => JVMPI_MonitorWait,
        gc_info => JVMPI_GcInfo,
    );

    // ---- fields ----
    off!(c, jvalue, z, b, c, s, i, j, f, d, l);
    off!(
        c,
        "struct JNINativeInterface_",
        JNINativeInterface_,
        reserved0,
        reserved1,
        reserved2,
        reserved3,
        GetVersion,
        DefineClass,
        FindClass,
        FromReflectedMethod,
        FromReflectedField,
        ToReflectedMethod,
        GetSuperclass,
        IsAssignableFrom,
        ToReflectedField,
        Throw,
        ThrowNew,
        ExceptionOccurred,
        ExceptionDescribe,
        ExceptionClear,
        FatalError,
        PushLocalFrame,
        PopLocalFrame,
        NewGlobalRef,
        DeleteGlobalRef,
        DeleteLocalRef,
        IsSameObject,
        NewLocalRef,
        EnsureLocalCapacity,
        AllocObject,
        NewObject,
        NewObjectV,
        NewObjectA,
        GetObjectClass,
        IsInstanceOf,
        GetMethodID,
        CallObjectMethod,
        CallObjectMethodV,
        CallObjectMethodA,
        CallBooleanMethod,
        CallBooleanMethodV,
        CallBooleanMethodA,
        CallByteMethod,
        CallByteMethodV,
        CallByteMethodA,
        CallCharMethod,
        CallCharMethodV,
        CallCharMethodA,
        CallShortMethod,
        CallShortMethodV,
        CallShortMethodA,
        CallIntMethod,
        CallIntMethodV,
        CallIntMethodA,
        CallLongMethod,
        CallLongMethodV,
        CallLongMethodA,
        CallFloatMethod,
        CallFloatMethodV,
        CallFloatMethodA,
        CallDoubleMethod,
        CallDoubleMethodV,
        CallDoubleMethodA,
        CallVoidMethod,
        CallVoidMethodV,
        CallVoidMethodA,
        CallNonvirtualObjectMethod,
        CallNonvirtualObjectMethodV,
        CallNonvirtualObjectMethodA,
        CallNonvirtualBooleanMethod,
        CallNonvirtualBooleanMethodV,
        CallNonvirtualBooleanMethodA,
        CallNonvirtualByteMethod,
        CallNonvirtualByteMethodV,
        CallNonvirtualByteMethodA,
        CallNonvirtualCharMethod,
        CallNonvirtualCharMethodV,
        CallNonvirtualCharMethodA,
        CallNonvirtualShortMethod,
        CallNonvirtualShortMethodV,
        CallNonvirtualShortMethodA,
        CallNonvirtualIntMethod,
        CallNonvirtualIntMethodV,
        CallNonvirtualIntMethodA,
        CallNonvirtualLongMethod,
        CallNonvirtualLongMethodV,
        CallNonvirtualLongMethodA,
        CallNonvirtualFloatMethod,
        CallNonvirtualFloatMethodV,
        CallNonvirtualFloatMethodA,
        CallNonvirtualDoubleMethod,
        CallNonvirtualDoubleMethodV,
        CallNonvirtualDoubleMethodA,
        CallNonvirtualVoidMethod,
        CallNonvirtualVoidMethodV,
        CallNonvirtualVoidMethodA,
        GetFieldID,
        GetObjectField,
        GetBooleanField,
        GetByteField,
        GetCharField,
        GetShortField,
        GetIntField,
        GetLongField,
        GetFloatField,
        GetDoubleField,
        SetObjectField,
        SetBooleanField,
        SetByteField,
        SetCharField,
        SetShortField,
        SetIntField,
        SetLongField,
        SetFloatField,
        SetDoubleField,
        GetStaticMethodID,
        CallStaticObjectMethod,
        CallStaticObjectMethodV,
        CallStaticObjectMethodA,
        CallStaticBooleanMethod,
        CallStaticBooleanMethodV,
        CallStaticBooleanMethodA,
        CallStaticByteMethod,
        CallStaticByteMethodV,
        CallStaticByteMethodA,
        CallStaticCharMethod,
        CallStaticCharMethodV,
        CallStaticCharMethodA,
        CallStaticShortMethod,
        CallStaticShortMethodV,
        CallStaticShortMethodA,
        CallStaticIntMethod,
        CallStaticIntMethodV,
        CallStaticIntMethodA,
        CallStaticLongMethod,
        CallStaticLongMethodV,
        CallStaticLongMethodA,
        CallStaticFloatMethod,
        CallStaticFloatMethodV,
        CallStaticFloatMethodA,
        CallStaticDoubleMethod,
        CallStaticDoubleMethodV,
        CallStaticDoubleMethodA,
        CallStaticVoidMethod,
        CallStaticVoidMethodV,
        CallStaticVoidMethodA,
        GetStaticFieldID,
        GetStaticObjectField,
        GetStaticBooleanField,
        GetStaticByteField,
        GetStaticCharField,
        GetStaticShortField,
        GetStaticIntField,
        GetStaticLongField,
        GetStaticFloatField,
        GetStaticDoubleField,
        SetStaticObjectField,
        SetStaticBooleanField,
        SetStaticByteField,
        SetStaticCharField,
        SetStaticShortField,
        SetStaticIntField,
        SetStaticLongField,
        SetStaticFloatField,
        SetStaticDoubleField,
        NewString,
        GetStringLength,
        GetStringChars,
        ReleaseStringChars,
        NewStringUTF,
        GetStringUTFLength,
        GetStringUTFChars,
        ReleaseStringUTFChars,
        GetArrayLength,
        NewObjectArray,
        GetObjectArrayElement,
        SetObjectArrayElement,
        NewBooleanArray,
        NewByteArray,
        NewCharArray,
        NewShortArray,
        NewIntArray,
        NewLongArray,
        NewFloatArray,
        NewDoubleArray,
        GetBooleanArrayElements,
        GetByteArrayElements,
        GetCharArrayElements,
        GetShortArrayElements,
        GetIntArrayElements,
        GetLongArrayElements,
        GetFloatArrayElements,
        GetDoubleArrayElements,
        ReleaseBooleanArrayElements,
        ReleaseByteArrayElements,
        ReleaseCharArrayElements,
        ReleaseShortArrayElements,
        ReleaseIntArrayElements,
        ReleaseLongArrayElements,
        ReleaseFloatArrayElements,
        ReleaseDoubleArrayElements,
        GetBooleanArrayRegion,
        GetByteArrayRegion,
        GetCharArrayRegion,
        GetShortArrayRegion,
        GetIntArrayRegion,
        GetLongArrayRegion,
        GetFloatArrayRegion,
        GetDoubleArrayRegion,
        SetBooleanArrayRegion,
        SetByteArrayRegion,
        SetCharArrayRegion,
        SetShortArrayRegion,
        SetIntArrayRegion,
        SetLongArrayRegion,
        SetFloatArrayRegion,
        SetDoubleArrayRegion,
        RegisterNatives,
        UnregisterNatives,
        MonitorEnter,
        MonitorExit,
        GetJavaVM,
        GetStringRegion,
        GetStringUTFRegion,
        GetPrimitiveArrayCritical,
        ReleasePrimitiveArrayCritical,
        GetStringCritical,
        ReleaseStringCritical,
        NewWeakGlobalRef,
        DeleteWeakGlobalRef,
        ExceptionCheck,
        NewDirectByteBuffer,
        GetDirectBufferAddress,
        GetDirectBufferCapacity,
        GetObjectRefType,
        GetModule,
    );
    off!(c, JNINativeMethod, name, signature, fnPtr);
    off!(c, JavaVMAttachArgs, version, name, group);
    off!(c, JavaVMOption, optionString, extraInfo);
    off!(c, JavaVMInitArgs, version, nOptions, options, ignoreUnrecognized);
    off!(
        c,
        "struct JNIInvokeInterface_",
        JNIInvokeInterface_,
        reserved0,
        reserved1,
        reserved2,
        DestroyJavaVM,
        AttachCurrentThread,
        DetachCurrentThread,
        GetEnv,
        AttachCurrentThreadAsDaemon,
    );
    off!(c, JVMPI_CallFrame, lineno, method_id);
    off!(c, JVMPI_CallTrace, env_id, num_frames, frames);
    off!(c, JVMPI_Field, field_name, field_signature);
    off!(c, JVMPI_HeapDumpArg, heap_dump_level);
    off!(c, JVMPI_Lineno, offset, lineno);
    off!(
        c,
        JVMPI_Method,
        method_name,
        method_signature,
        start_lineno,
        end_lineno,
        method_id
    );
    off!(c, JVMPI_Event, event_type, env_id, u);
    off!(
        c,
        JVMPI_Event,
        u.class_load,
        u.class_load.class_name,
        u.class_load.source_name,
        u.class_load.num_interfaces,
        u.class_load.num_methods,
        u.class_load.methods,
        u.class_load.num_static_fields,
        u.class_load.statics,
        u.class_load.num_instance_fields,
        u.class_load.instances,
        u.class_load.class_id,
        u.class_unload,
        u.class_unload.class_id,
        u.class_load_hook,
        u.class_load_hook.class_data,
        u.class_load_hook.class_data_len,
        u.class_load_hook.new_class_data,
        u.class_load_hook.new_class_data_len,
        u.class_load_hook.malloc_f,
        u.obj_alloc,
        u.obj_alloc.arena_id,
        u.obj_alloc.class_id,
        u.obj_alloc.is_array,
        u.obj_alloc.size,
        u.obj_alloc.obj_id,
        u.obj_free,
        u.obj_free.obj_id,
        u.obj_move,
        u.obj_move.arena_id,
        u.obj_move.obj_id,
        u.obj_move.new_arena_id,
        u.obj_move.new_obj_id,
        u.new_arena,
        u.new_arena.arena_id,
        u.new_arena.arena_name,
        u.delete_arena,
        u.delete_arena.arena_id,
        u.thread_start,
        u.thread_start.thread_name,
        u.thread_start.group_name,
        u.thread_start.parent_name,
        u.thread_start.thread_id,
        u.thread_start.thread_env_id,
        u.heap_dump,
        u.heap_dump.dump_level,
        u.heap_dump.begin,
        u.heap_dump.end,
        u.heap_dump.num_traces,
        u.heap_dump.traces,
        u.object_dump,
        u.object_dump.data_len,
        u.object_dump.data,
        u.jni_globalref_alloc,
        u.jni_globalref_alloc.obj_id,
        u.jni_globalref_alloc.ref_id,
        u.jni_globalref_free,
        u.jni_globalref_free.ref_id,
        u.method,
        u.method.method_id,
        u.method_entry2,
        u.method_entry2.method_id,
        u.method_entry2.obj_id,
        u.compiled_method_load,
        u.compiled_method_load.method_id,
        u.compiled_method_load.code_addr,
        u.compiled_method_load.code_size,
        u.compiled_method_load.lineno_table_size,
        u.compiled_method_load.lineno_table,
        u.compiled_method_unload,
        u.compiled_method_unload.method_id,
        u.instruction,
        u.instruction.method_id,
        u.instruction.offset,
        u.instruction.u,
        u.instruction.u.if_info,
        u.instruction.u.if_info.is_true,
        u.instruction.u.tableswitch_info,
        u.instruction.u.tableswitch_info.key,
        u.instruction.u.tableswitch_info.low,
        u.instruction.u.tableswitch_info.hi,
        u.instruction.u.lookupswitch_info,
        u.instruction.u.lookupswitch_info.chosen_pair_index,
        u.instruction.u.lookupswitch_info.pairs_count,
        u.monitor_dump,
        u.monitor_dump.begin,
        u.monitor_dump.end,
        u.monitor_dump.num_traces,
        u.monitor_dump.traces,
        u.monitor_dump.threads_status,
        u.raw_monitor,
        u.raw_monitor.name,
        u.raw_monitor.id,
        u.monitor,
        u.monitor.object,
        u.monitor_wait,
        u.monitor_wait.object,
        u.monitor_wait.timeout,
        u.gc_info,
        u.gc_info.used_objects,
        u.gc_info.used_object_space,
        u.gc_info.total_object_space,
    );
    off!(
        c,
        JVMPI_Interface,
        version,
        NotifyEvent,
        EnableEvent,
        DisableEvent,
        RequestEvent,
        GetCallTrace,
        ProfilerExit,
        RawMonitorCreate,
        RawMonitorEnter,
        RawMonitorExit,
        RawMonitorWait,
        RawMonitorNotifyAll,
        RawMonitorDestroy,
        GetCurrentThreadCpuTime,
        SuspendThread,
        ResumeThread,
        GetThreadStatus,
        ThreadHasRun,
        CreateSystemThread,
        SetThreadLocalStorage,
        GetThreadLocalStorage,
        DisableGC,
        EnableGC,
        RunGC,
        GetThreadObject,
        GetMethodClass,
        jobjectID2jobject,
        jobject2jobjectID,
        SuspendThreadList,
        ResumeThreadList,
    );

    // ---- constants ----
    konst!(
        c,
        JNI_FALSE,
        JNI_TRUE,
        JNI_OK,
        JNI_ERR,
        JNI_EDETACHED,
        JNI_EVERSION,
        JNI_ENOMEM,
        JNI_EEXIST,
        JNI_EINVAL,
        JNI_COMMIT,
        JNI_ABORT,
        JNI_VERSION_1_1,
        JNI_VERSION_1_2,
        JNI_VERSION_1_4,
        JNI_VERSION_1_6,
        JNI_VERSION_1_8,
        JNI_VERSION_9,
        JNI_VERSION_10,
        JNIInvalidRefType,
        JNILocalRefType,
        JNIGlobalRefType,
        JNIWeakGlobalRefType,
        JVMPI_VERSION_1,
        JVMPI_VERSION_1_1,
        JVMPI_VERSION_1_2,
        JVMPI_SUCCESS,
        JVMPI_NOT_AVAILABLE,
        JVMPI_FAIL,
        JVMPI_THREAD_RUNNABLE,
        JVMPI_THREAD_MONITOR_WAIT,
        JVMPI_THREAD_CONDVAR_WAIT,
        JVMPI_THREAD_SUSPENDED,
        JVMPI_THREAD_INTERRUPTED,
        JVMPI_MINIMUM_PRIORITY,
        JVMPI_MAXIMUM_PRIORITY,
        JVMPI_NORMAL_PRIORITY,
        JVMPI_NORMAL_OBJECT,
        JVMPI_CLASS,
        JVMPI_BOOLEAN,
        JVMPI_CHAR,
        JVMPI_FLOAT,
        JVMPI_DOUBLE,
        JVMPI_BYTE,
        JVMPI_SHORT,
        JVMPI_INT,
        JVMPI_LONG,
        JVMPI_DUMP_LEVEL_0,
        JVMPI_DUMP_LEVEL_1,
        JVMPI_DUMP_LEVEL_2,
        JVMPI_MONITOR_JAVA,
        JVMPI_MONITOR_RAW,
        JVMPI_GC_ROOT_UNKNOWN,
        JVMPI_GC_ROOT_JNI_GLOBAL,
        JVMPI_GC_ROOT_JNI_LOCAL,
        JVMPI_GC_ROOT_JAVA_FRAME,
        JVMPI_GC_ROOT_NATIVE_STACK,
        JVMPI_GC_ROOT_STICKY_CLASS,
        JVMPI_GC_ROOT_THREAD_BLOCK,
        JVMPI_GC_ROOT_MONITOR_USED,
        JVMPI_GC_ROOT_THREAD_OBJ,
        JVMPI_GC_CLASS_DUMP,
        JVMPI_GC_INSTANCE_DUMP,
        JVMPI_GC_OBJ_ARRAY_DUMP,
        JVMPI_GC_PRIM_ARRAY_DUMP,
        JVMPI_EVENT_METHOD_ENTRY,
        JVMPI_EVENT_METHOD_ENTRY2,
        JVMPI_EVENT_METHOD_EXIT,
        JVMPI_EVENT_OBJECT_ALLOC,
        JVMPI_EVENT_OBJECT_FREE,
        JVMPI_EVENT_OBJECT_MOVE,
        JVMPI_EVENT_COMPILED_METHOD_LOAD,
        JVMPI_EVENT_COMPILED_METHOD_UNLOAD,
        JVMPI_EVENT_INSTRUCTION_START,
        JVMPI_EVENT_THREAD_START,
        JVMPI_EVENT_THREAD_END,
        JVMPI_EVENT_CLASS_LOAD_HOOK,
        JVMPI_EVENT_HEAP_DUMP,
        JVMPI_EVENT_JNI_GLOBALREF_ALLOC,
        JVMPI_EVENT_JNI_GLOBALREF_FREE,
        JVMPI_EVENT_JNI_WEAK_GLOBALREF_ALLOC,
        JVMPI_EVENT_JNI_WEAK_GLOBALREF_FREE,
        JVMPI_EVENT_CLASS_LOAD,
        JVMPI_EVENT_CLASS_UNLOAD,
        JVMPI_EVENT_DATA_DUMP_REQUEST,
        JVMPI_EVENT_DATA_RESET_REQUEST,
        JVMPI_EVENT_JVM_INIT_DONE,
        JVMPI_EVENT_JVM_SHUT_DOWN,
        JVMPI_EVENT_ARENA_NEW,
        JVMPI_EVENT_ARENA_DELETE,
        JVMPI_EVENT_OBJECT_DUMP,
        JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER,
        JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTERED,
        JVMPI_EVENT_RAW_MONITOR_CONTENDED_EXIT,
        JVMPI_EVENT_MONITOR_CONTENDED_ENTER,
        JVMPI_EVENT_MONITOR_CONTENDED_ENTERED,
        JVMPI_EVENT_MONITOR_CONTENDED_EXIT,
        JVMPI_EVENT_MONITOR_WAIT,
        JVMPI_EVENT_MONITOR_WAITED,
        JVMPI_EVENT_MONITOR_DUMP,
        JVMPI_EVENT_GC_START,
        JVMPI_EVENT_GC_FINISH,
        JVMPI_MAX_EVENT_TYPE_VAL,
        RJVM_EVENT_BYTECODE_SAMPLE,
        JVMPI_EVENT_OBJ_ALLOC,
        JVMPI_EVENT_OBJ_FREE,
        JVMPI_EVENT_OBJ_MOVE,
        JVMPI_EVENT_LOAD_COMPILED_METHOD,
        JVMPI_EVENT_UNLOAD_COMPILED_METHOD,
        JVMPI_EVENT_NEW_ARENA,
        JVMPI_EVENT_DELETE_ARENA,
        JVMPI_EVENT_DUMP_DATA_REQUEST,
        JVMPI_EVENT_RESET_DATA_REQUEST,
        JVMPI_REQUESTED_EVENT,
        JVMPI_LINENO_UNKNOWN,
        JVMPI_LINENO_COMPILED,
        JVMPI_LINENO_NATIVE,
        JVMPI_THREAD_LIST_OK,
        JVMPI_THREAD_LIST_INVALID_THREAD,
        JVMPI_THREAD_LIST_NOT_SUSPENDED,
        JVMPI_THREAD_LIST_ALREADY_SUSPENDED,
    );
    c
}

/// The facts of the ABI that do not depend on either side (x86_64 Linux).
#[test]
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
fn fact_sheet_values() {
    let c = checks();
    let get = |k: &str| c.items.get(k).unwrap_or_else(|| panic!("no check {k}")).1;
    assert_eq!(get("sizeofJVMPI_Event"), 88);
    assert_eq!(get("sizeofJVMPI_Interface"), 240);
    assert_eq!(get("offsetofJNIInvokeInterface_.GetEnv"), 48);
    assert_eq!(get("sizeofJNINativeInterface_"), 234 * 8);
    assert_eq!(get("offsetofJNINativeInterface_.FindClass"), 6 * 8);
    assert_eq!(get("offsetofJNINativeInterface_.CallStaticVoidMethodA"), 143 * 8);
    assert_eq!(get("offsetofJNINativeInterface_.GetModule"), 233 * 8);
    assert_eq!(get("sizeofJavaVMInitArgs"), 24);
    assert_eq!(get("JNI_VERSION_10"), 0x000a_0000);
    assert_eq!(get("offsetofJVMPI_Interface.ResumeThreadList"), 29 * 8);
    assert_eq!(get("offsetofJVMPI_Event.u.instruction.u"), 28);
    assert_eq!(get("JVMPI_VERSION_1_2"), 0x1000_0003);
    assert_eq!(get("JVMPI_EVENT_GC_FINISH"), 61);
    assert_eq!(get("JVMPI_EVENT_DUMP_DATA_REQUEST"), 44);
}

// ---------------------------------------------------------------------------
// Completeness of the list
// ---------------------------------------------------------------------------

/// `#define NAME value` names of the headers (not guards or function-like macros).
fn header_defines() -> Vec<String> {
    let mut names = Vec::new();
    for h in ["jni.h", "jvmpi.h"] {
        let text = std::fs::read_to_string(Path::new(C_INCLUDE_DIR).join(h)).unwrap();
        for line in text.lines() {
            let Some(rest) = line.trim_start().strip_prefix("#define") else {
                continue;
            };
            let rest = rest.trim_start();
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let function_like = rest[name.len()..].starts_with('(');
            let value = rest[name.len()..].trim();
            if function_like || value.is_empty() || value.contains("__attribute__") || value.starts_with("JNI") {
                continue; // guards, linkage (JNIEXPORT, JNICALL, _JNI_IMPORT_OR_EXPORT_)
            }
            names.push(name);
        }
    }
    names
}

/// Per struct or union of `src/ffi.rs`: its `(field, type)` pairs.
type FieldsByType = BTreeMap<String, Vec<(String, String)>>;

/// `pub const` names and the fields of every struct/union of `src/ffi.rs`.
fn ffi_source() -> (Vec<String>, FieldsByType) {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ffi.rs")).unwrap();
    let mut consts = Vec::new();
    let mut types = FieldsByType::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix("pub const ") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if name != "fn" {
                consts.push(name);
            }
        } else if let Some(rest) = t
            .strip_prefix("pub struct ")
            .or_else(|| t.strip_prefix("pub union "))
        {
            if t.ends_with('{') && !line.starts_with(' ') {
                let name = rest.trim_end_matches('{').trim().to_string();
                types.insert(name.clone(), Vec::new());
                current = Some(name);
            }
        } else if line.starts_with('}') {
            current = None;
        } else if let (Some(cur), Some(rest)) = (&current, t.strip_prefix("pub ")) {
            if let Some((name, ty)) = rest.split_once(':') {
                let ty = ty.trim().trim_end_matches(',').to_string();
                types
                    .get_mut(cur)
                    .unwrap()
                    .push((name.trim().to_string(), ty));
            }
        }
    }
    (consts, types)
}

#[test]
fn check_list_is_complete() {
    let c = checks();
    let keys: BTreeSet<&str> = c.items.keys().map(|s| s.as_str()).collect();

    let missing: Vec<_> = header_defines()
        .into_iter()
        .filter(|n| !keys.contains(n.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "header constants without a check: {missing:?}"
    );

    let (consts, types) = ffi_source();
    let missing: Vec<_> = consts
        .iter()
        .filter(|n| *n != "JVM_ONLOAD_SYMBOL" && *n != "EMPTY" && !keys.contains(n.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "ffi constants without a check: {missing:?}"
    );

    // Every field of every ffi struct, reached from the top-level types
    // through the structs and unions embedded by value.
    let embedded: BTreeSet<&str> = types
        .values()
        .flatten()
        .map(|(_, ty)| ty.as_str())
        .filter(|ty| types.contains_key(*ty))
        .collect();
    let mut missing = Vec::new();
    let mut seen = BTreeSet::new();
    let mut stack: Vec<(String, String)> = types
        .keys()
        .filter(|t| !embedded.contains(t.as_str()))
        .filter(|t| types[*t].iter().all(|(f, _)| f != "_private")) // opaque
        .map(|t| (t.clone(), t.clone()))
        .collect();
    while let Some((ty, path)) = stack.pop() {
        seen.insert(ty.clone());
        for (field, fty) in &types[&ty] {
            if field == "_pad" {
                continue;
            }
            let key = format!("offsetof{path}.{field}");
            if !keys.contains(key.as_str()) {
                missing.push(key);
            }
            if types.contains_key(fty) {
                stack.push((fty.clone(), format!("{path}.{field}")));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "fields without an offsetof check: {missing:?}"
    );
    for t in [
        "JVMPI_ClassLoad",
        "JVMPI_IfInfo",
        "JVMPI_EventUnion",
        "JNIInvokeInterface_",
        "JNINativeInterface_",
        "JavaVMInitArgs",
    ] {
        assert!(seen.contains(t), "{t} not reached");
    }
}

// ---------------------------------------------------------------------------
// Header layout against Rust
// ---------------------------------------------------------------------------

#[test]
fn header_layout_matches_rust() {
    let Some(cc) = compiler(false) else { return };
    let c = checks();
    let mut src = String::from(
        "#include <stdio.h>\n#include <stddef.h>\n#include \"jvmpi.h\"\n\nint main(void) {\n",
    );
    for (key, (expr, _)) in &c.items {
        writeln!(
            src,
            "    printf(\"%s %lld\\n\", \"{key}\", (long long)({expr}));"
        )
        .unwrap();
    }
    src.push_str("    return 0;\n}\n");
    let dir = scratch("layout");
    let file = dir.join("layout.c");
    let exe = dir.join("layout");
    std::fs::write(&file, &src).unwrap();
    run_compiler(
        &cc,
        &[
            "-std=c11",
            "-Wall",
            "-Wextra",
            "-pedantic",
            "-Werror",
            &include_flag(),
            file.to_str().unwrap(),
            "-o",
            exe.to_str().unwrap(),
        ],
    );
    let out = Command::new(&exe).output().unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    let mut c_values = BTreeMap::new();
    for line in stdout.lines() {
        let (k, v) = line.rsplit_once(' ').unwrap();
        c_values.insert(k.to_string(), v.parse::<i64>().unwrap());
    }
    let mut bad = Vec::new();
    for (key, (_, rust)) in &c.items {
        match c_values.get(key) {
            Some(v) if v == rust => {}
            Some(v) => bad.push(format!("{key}: C {v}, Rust {rust}")),
            None => bad.push(format!("{key}: not printed by C")),
        }
    }
    assert!(bad.is_empty(), "header and ffi differ:\n{}", bad.join("\n"));
    eprintln!("{} sizes, offsets and constants agree", c.items.len());
}

// ---------------------------------------------------------------------------
// Our jni.h against the JDK's
// ---------------------------------------------------------------------------

/// The include directories of the installed JDK (`$JAVA_HOME/include`, or the
/// JDK of the `javac` on PATH), if any.
fn jdk_include_dirs() -> Option<(PathBuf, PathBuf)> {
    let home = std::env::var_os("JAVA_HOME").map(PathBuf::from).or_else(|| {
        let path = std::env::var_os("PATH")?;
        let javac = std::env::split_paths(&path).map(|d| d.join("javac")).find(|p| p.is_file())?;
        Some(std::fs::canonicalize(javac).ok()?.parent()?.parent()?.to_path_buf())
    })?;
    let inc = home.join("include");
    (inc.join("jni.h").is_file() && inc.join("linux/jni_md.h").is_file()).then(|| (inc.clone(), inc.join("linux")))
}

/// A C++ program that prints, for every slot of both tables and every method
/// of both C++ wrappers, its offset and the mangled name of its type (which
/// spells out the whole signature), and the size, alignment and type of every
/// JNI type and the value of every constant.
fn signature_program() -> String {
    let (_, types) = ffi_source();
    let slots = |t: &str| -> Vec<String> {
        types[t].iter().map(|(f, _)| f.clone()).filter(|f| !f.starts_with("reserved")).collect()
    };
    let mut src = String::from("#include <jni.h>\n#include <cstdio>\n#include <cstddef>\n#include <typeinfo>\nint main() {\n");
    for (table, wrapper) in [("JNINativeInterface_", "JNIEnv_"), ("JNIInvokeInterface_", "JavaVM_")] {
        for f in slots(table) {
            writeln!(src, "    printf(\"{table}.{f} %zu %s\\n\", offsetof({table}, {f}), typeid(&{table}::{f}).name());").unwrap();
            writeln!(src, "    printf(\"{wrapper}::{f} %s\\n\", typeid(&{wrapper}::{f}).name());").unwrap();
        }
    }
    for ty in [
        "jint", "jlong", "jbyte", "jboolean", "jchar", "jshort", "jfloat", "jdouble", "jsize", "jobject", "jclass",
        "jthrowable", "jstring", "jarray", "jobjectArray", "jbooleanArray", "jbyteArray", "jcharArray",
        "jshortArray", "jintArray", "jlongArray", "jfloatArray", "jdoubleArray", "jweak", "jvalue", "jfieldID",
        "jmethodID", "jobjectRefType", "JNINativeMethod", "JNIEnv", "JavaVM", "JNINativeInterface_",
        "JNIInvokeInterface_", "JavaVMAttachArgs", "JavaVMOption", "JavaVMInitArgs",
    ] {
        writeln!(src, "    printf(\"{ty} %zu %zu %s\\n\", sizeof({ty}), __alignof__({ty}), typeid({ty}).name());").unwrap();
    }
    for (ty, fields) in [
        ("jvalue", &["z", "b", "c", "s", "i", "j", "f", "d", "l"][..]),
        ("JNINativeMethod", &["name", "signature", "fnPtr"]),
        ("JavaVMAttachArgs", &["version", "name", "group"]),
        ("JavaVMOption", &["optionString", "extraInfo"]),
        ("JavaVMInitArgs", &["version", "nOptions", "options", "ignoreUnrecognized"]),
    ] {
        for f in fields {
            writeln!(src, "    printf(\"{ty}.{f} %zu\\n\", offsetof({ty}, {f}));").unwrap();
        }
    }
    for k in [
        "JNI_FALSE", "JNI_TRUE", "JNI_OK", "JNI_ERR", "JNI_EDETACHED", "JNI_EVERSION", "JNI_ENOMEM", "JNI_EEXIST",
        "JNI_EINVAL", "JNI_COMMIT", "JNI_ABORT", "JNI_VERSION_1_1", "JNI_VERSION_1_2", "JNI_VERSION_1_4",
        "JNI_VERSION_1_6", "JNI_VERSION_1_8", "JNI_VERSION_9", "JNI_VERSION_10", "JNIInvalidRefType",
        "JNILocalRefType", "JNIGlobalRefType", "JNIWeakGlobalRefType",
    ] {
        writeln!(src, "    printf(\"{k} %ld\\n\", (long)({k}));").unwrap();
    }
    for f in ["JNI_GetDefaultJavaVMInitArgs", "JNI_CreateJavaVM", "JNI_GetCreatedJavaVMs", "JNI_OnLoad", "JNI_OnUnload"] {
        writeln!(src, "    printf(\"{f} %s\\n\", typeid(&{f}).name());").unwrap();
    }
    src.push_str("    return 0;\n}\n");
    src
}

/// Our `jni.h` and the JDK's agree on every offset, size, constant and (C++)
/// signature, so a library compiled against either runs on either VM.
#[test]
fn jni_h_matches_the_jdk_header() {
    let Some(cxx) = compiler(true) else { return };
    let Some((jdk_inc, jdk_md)) = jdk_include_dirs() else {
        eprintln!("SKIPPED: no JDK headers (set JAVA_HOME to a JDK 17)");
        return;
    };
    let dir = scratch("jdk-header");
    let file = dir.join("signatures.cpp");
    std::fs::write(&file, signature_program()).unwrap();
    let run = |name: &str, includes: &[String]| -> Vec<String> {
        let exe = dir.join(name);
        let mut args: Vec<&str> = vec!["-std=c++11", "-Wall", "-Werror"];
        args.extend(includes.iter().map(String::as_str));
        args.extend([file.to_str().unwrap(), "-o", exe.to_str().unwrap()]);
        run_compiler(&cxx, &args);
        let out = Command::new(&exe).output().unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap().lines().map(String::from).collect()
    };
    let ours = run("ours", &[include_flag()]);
    let jdk = run("jdk", &[format!("-I{}", jdk_inc.display()), format!("-I{}", jdk_md.display())]);
    assert_eq!(ours.len(), jdk.len());
    let bad: Vec<String> = ours.iter().zip(&jdk).filter(|(a, b)| a != b).map(|(a, b)| format!("ours: {a}\n jdk: {b}")).collect();
    assert!(bad.is_empty(), "jni.h differs from the JDK's:\n{}", bad.join("\n"));
    assert!(ours.len() > 470, "{} lines", ours.len());
    eprintln!("{} slots, methods, types and constants agree with {}", ours.len(), jdk_inc.display());
}

#[test]
fn headers_compile_in_old_dialects() {
    let dir = scratch("dialects");
    let file = dir.join("only_headers.c");
    std::fs::write(
        &file,
        "#include \"jvmpi.h\"\n#include \"jni.h\"\n#include \"jvmpi.h\"\nint main(void) { JVMPI_Event e; e.event_type = JVMPI_EVENT_GC_START; return e.event_type == 60 ? 0 : 1; }\n",
    )
    .unwrap();
    if let Some(cc) = compiler(false) {
        for std in ["-std=c89", "-std=c99", "-std=c11"] {
            run_compiler(
                &cc,
                &[
                    std,
                    "-Wall",
                    "-Wextra",
                    "-pedantic",
                    "-Werror",
                    &include_flag(),
                    "-fsyntax-only",
                    file.to_str().unwrap(),
                ],
            );
        }
    }
    if let Some(cxx) = compiler(true) {
        for std in ["-std=c++98", "-std=c++11", "-std=c++17"] {
            run_compiler(
                &cxx,
                &[
                    "-x",
                    "c++",
                    std,
                    "-Wall",
                    "-Wextra",
                    "-pedantic",
                    "-Werror",
                    &include_flag(),
                    "-fsyntax-only",
                    file.to_str().unwrap(),
                ],
            );
        }
        // The C++ wrappers, as C++ agents use them.
        let snippet = dir.join("wrapper.cpp");
        std::fs::write(
            &snippet,
            r#"#include "jvmpi.h"
static JVMPI_Interface *iface;
static jobject as_object(jclass c) { return c; } /* jclass converts to jobject in C++ */
extern "C" JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *jvm, char *options, void *reserved) {
    (void)options; (void)reserved; (void)as_object;
    if (jvm->GetEnv((void **)&iface, JVMPI_VERSION_1) < 0) return JNI_ERR;
    JNIEnv *env = 0;
    if (jvm->GetEnv((void **)&env, JNI_VERSION_1_2) == JNI_OK && env->GetVersion() < JNI_VERSION_1_1) return JNI_ERR;
    return iface->EnableEvent(JVMPI_EVENT_OBJ_ALLOC, NULL) == JVMPI_SUCCESS ? JNI_OK : JNI_ERR;
}
"#,
        )
        .unwrap();
        run_compiler(
            &cxx,
            &[
                "-std=c++98",
                "-Wall",
                "-Wextra",
                "-pedantic",
                "-Werror",
                &include_flag(),
                "-c",
                snippet.to_str().unwrap(),
                "-o",
                dir.join("wrapper.o").to_str().unwrap(),
            ],
        );
    }
}

/// Agents of the JDK 1.2–1.4 era include only `jvmpi.h` (or `jni.h`) and use
/// what the JDK's headers bring along: `<stdio.h>` (`fprintf`, `FILE`) and
/// `<stdarg.h>` (`va_list`, `va_start`) from `jni.h`, and the
/// `jvmpi_void_function_of_void` type of `jvmpi.h`.
#[test]
fn headers_are_drop_in() {
    let dir = scratch("drop-in");
    let src = r#"#include <jvmpi.h>
static JVMPI_Interface *jvmpi;
static FILE *out;
static void report(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vfprintf(out != NULL ? out : stderr, fmt, ap);
    va_end(ap);
}
static void sampler(void *arg) { (void)arg; report("%s\n", "sampling"); }
static jvmpi_void_function_of_void body = sampler;
#ifdef __cplusplus
extern "C"
#endif
JNIEXPORT jint JNICALL JVM_OnLoad(JavaVM *vm, char *options, void *reserved) {
    (void)options; (void)reserved;
    if ((*vm)->GetEnv(vm, (void **)&jvmpi, JVMPI_VERSION_1) != JNI_OK) { fprintf(stderr, "no JVMPI\n"); return JNI_ERR; }
    return jvmpi->CreateSystemThread((char *)"t", JVMPI_NORMAL_PRIORITY, body) == JNI_OK ? JNI_OK : JNI_ERR;
}
"#;
    let file = dir.join("agent.c");
    std::fs::write(&file, src).unwrap();
    if let Some(cc) = compiler(false) {
        for std in ["-std=c89", "-std=c99"] {
            run_compiler(&cc, &[std, "-Wall", "-Wextra", "-pedantic", "-Werror", &include_flag(), "-fsyntax-only", file.to_str().unwrap()]);
        }
    }
    if let Some(cxx) = compiler(true) {
        let cpp = dir.join("agent.cpp");
        std::fs::write(&cpp, src.replace("(*vm)->GetEnv(vm, ", "vm->GetEnv(")).unwrap();
        run_compiler(&cxx, &["-std=c++98", "-Wall", "-Wextra", "-Werror", &include_flag(), "-fsyntax-only", cpp.to_str().unwrap()]);
    }
}

// ---------------------------------------------------------------------------
// A fake VM written against ffi, driving the C and C++ builds of tests/c/agent.c
// ---------------------------------------------------------------------------

extern "C" {
    fn dlopen(filename: *const c_char, flags: c_int) -> *mut c_void;
    fn dlsym(handle: *mut c_void, symbol: *const c_char) -> *mut c_void;
    fn dlerror() -> *const c_char;
    fn malloc(size: usize) -> *mut c_void;
    fn free(p: *mut c_void);
}
const RTLD_NOW: c_int = 2;

static VM_LOG: Mutex<Vec<String>> = Mutex::new(Vec::new());
static IFACE: AtomicPtr<JVMPI_Interface> = AtomicPtr::new(std::ptr::null_mut());
static ENV1: AtomicUsize = AtomicUsize::new(0);
static ENV2: AtomicUsize = AtomicUsize::new(0);
static TLS: AtomicUsize = AtomicUsize::new(0);
const MONITOR: usize = 0xabc0;

fn vm_log(s: String) {
    VM_LOG.lock().unwrap().push(s);
}
fn env1() -> *mut JNIEnv {
    ENV1.load(Ordering::SeqCst) as *mut JNIEnv
}
fn env2() -> *mut JNIEnv {
    ENV2.load(Ordering::SeqCst) as *mut JNIEnv
}
fn cstr(s: &'static CStr) -> *mut c_char {
    s.as_ptr() as *mut c_char
}

unsafe fn post(e: &mut JVMPI_Event) {
    let iface = IFACE.load(Ordering::SeqCst);
    let notify = unsafe { (*iface).NotifyEvent }.expect("agent set NotifyEvent");
    unsafe { notify(e) };
}

unsafe extern "C" fn get_version(_env: *mut JNIEnv) -> jint {
    JNI_VERSION_1_2
}

unsafe extern "C" fn get_env(_vm: *mut JavaVM, penv: *mut *mut c_void, version: jint) -> jint {
    vm_log(format!("getenv {version:x}"));
    let (p, rc) = match version {
        JVMPI_VERSION_1 | JVMPI_VERSION_1_1 | JVMPI_VERSION_1_2 => {
            (IFACE.load(Ordering::SeqCst).cast(), JNI_OK)
        }
        JNI_VERSION_1_1 | JNI_VERSION_1_2 | JNI_VERSION_1_4 => (env1().cast(), JNI_OK),
        _ => (std::ptr::null_mut(), JNI_EVERSION),
    };
    unsafe { *penv = p };
    rc
}

fn available(t: jint) -> jint {
    match rjvm_profiler_api::EventKind::from_jvmpi(t) {
        Some(k) if !k.is_request_only() => JVMPI_SUCCESS,
        _ => JVMPI_NOT_AVAILABLE,
    }
}

unsafe extern "C" fn enable_event(t: jint, _arg: *mut c_void) -> jint {
    vm_log(format!("enable {t}"));
    available(t)
}

unsafe extern "C" fn disable_event(t: jint, _arg: *mut c_void) -> jint {
    vm_log(format!("disable {t}"));
    available(t)
}

fn heap_dump_data() -> Vec<u8> {
    let mut w = Writer::new();
    w.u1(JVMPI_NORMAL_OBJECT as u8)
        .id(0x1000)
        .u1(JVMPI_INT as u8)
        .id(0x1100);
    w.into_inner()
}

fn object_dump_data() -> Vec<u8> {
    let mut w = Writer::new();
    w.u1(JVMPI_GC_INSTANCE_DUMP)
        .id(0x4400)
        .id(0x900)
        .u4(4)
        .u4(7);
    w.into_inner()
}

fn monitor_dump_data() -> Vec<u8> {
    let mut w = Writer::new();
    w.monitor_record(&MonitorRecord {
        monitor: MonitorKind::Java {
            object: ObjectId(0x4400),
        },
        owner: Some(ThreadId(env1() as usize)),
        entry_count: 1,
        waiting_to_enter: vec![ThreadId(env2() as usize)],
        waiting_for_notify: vec![],
    });
    w.into_inner()
}

unsafe extern "C" fn request_event(t: jint, arg: *mut c_void) -> jint {
    vm_log(format!("request {t}"));
    let mut e = JVMPI_Event::zeroed(t | JVMPI_REQUESTED_EVENT, env1());
    match t {
        JVMPI_EVENT_HEAP_DUMP => {
            let level = if arg.is_null() {
                2
            } else {
                unsafe { (*(arg as *mut JVMPI_HeapDumpArg)).heap_dump_level }
            };
            let mut data = heap_dump_data();
            let mut frames = [
                JVMPI_CallFrame {
                    lineno: 7,
                    method_id: 0x700 as jmethodID,
                },
                JVMPI_CallFrame {
                    lineno: -1,
                    method_id: 0x701 as jmethodID,
                },
            ];
            let mut traces = [JVMPI_CallTrace {
                env_id: env1(),
                num_frames: 2,
                frames: frames.as_mut_ptr(),
            }];
            let range = data.as_mut_ptr_range();
            e.u.heap_dump = JVMPI_HeapDump {
                dump_level: level,
                begin: range.start.cast(),
                end: range.end.cast(),
                num_traces: 1,
                traces: traces.as_mut_ptr(),
            };
            unsafe { post(&mut e) };
            JVMPI_SUCCESS
        }
        JVMPI_EVENT_OBJECT_DUMP => {
            assert_eq!(arg as usize, 0x4400);
            let mut data = object_dump_data();
            let range = data.as_mut_ptr_range();
            e.u.object_dump = JVMPI_ObjectDump {
                data_len: data.len() as jint,
                data: range.start.cast(),
            };
            e.u.heap_dump.end = range.end.cast(); // the heap_dump view of the same buffer
            unsafe { post(&mut e) };
            JVMPI_SUCCESS
        }
        JVMPI_EVENT_MONITOR_DUMP => {
            let mut data = monitor_dump_data();
            let mut traces = [JVMPI_CallTrace {
                env_id: env1(),
                num_frames: 0,
                frames: std::ptr::null_mut(),
            }];
            let mut status = [JVMPI_THREAD_CONDVAR_WAIT | JVMPI_THREAD_SUSPENDED];
            let range = data.as_mut_ptr_range();
            e.u.monitor_dump = JVMPI_MonitorDump {
                begin: range.start.cast(),
                end: range.end.cast(),
                num_traces: 1,
                traces: traces.as_mut_ptr(),
                threads_status: status.as_mut_ptr(),
            };
            unsafe { post(&mut e) };
            JVMPI_SUCCESS
        }
        _ => JVMPI_NOT_AVAILABLE,
    }
}

unsafe extern "C" fn get_call_trace(trace: *mut JVMPI_CallTrace, depth: jint) {
    let trace = unsafe { &mut *trace };
    vm_log(format!(
        "call trace env={:x} depth={depth}",
        trace.env_id as usize
    ));
    let frames = [(10, 0x101), (JVMPI_LINENO_NATIVE, 0x102)];
    let n = frames.len().min(depth as usize);
    for (i, (line, m)) in frames.iter().take(n).enumerate() {
        unsafe {
            *trace.frames.add(i) = JVMPI_CallFrame {
                lineno: *line,
                method_id: *m as jmethodID,
            }
        };
    }
    trace.num_frames = n as jint;
}

unsafe extern "C" fn profiler_exit(code: jint) {
    vm_log(format!("profiler exit {code}"));
}
unsafe extern "C" fn raw_monitor_create(name: *mut c_char) -> JVMPI_RawMonitor {
    vm_log(format!(
        "monitor create {}",
        unsafe { CStr::from_ptr(name) }.to_str().unwrap()
    ));
    MONITOR as JVMPI_RawMonitor
}
unsafe extern "C" fn raw_monitor_enter(m: JVMPI_RawMonitor) {
    vm_log(format!("monitor enter {:x}", m as usize));
}
unsafe extern "C" fn raw_monitor_exit(m: JVMPI_RawMonitor) {
    vm_log(format!("monitor exit {:x}", m as usize));
}
unsafe extern "C" fn raw_monitor_wait(m: JVMPI_RawMonitor, ms: jlong) {
    vm_log(format!("monitor wait {:x} {ms}", m as usize));
}
unsafe extern "C" fn raw_monitor_notify_all(m: JVMPI_RawMonitor) {
    vm_log(format!("monitor notify all {:x}", m as usize));
}
unsafe extern "C" fn raw_monitor_destroy(m: JVMPI_RawMonitor) {
    vm_log(format!("monitor destroy {:x}", m as usize));
}
unsafe extern "C" fn cpu_time() -> jlong {
    vm_log("cpu time".into());
    123_456_789_012
}
unsafe extern "C" fn suspend_thread(env: *mut JNIEnv) {
    vm_log(format!("suspend {:x}", env as usize));
}
unsafe extern "C" fn resume_thread(env: *mut JNIEnv) {
    vm_log(format!("resume {:x}", env as usize));
}
unsafe extern "C" fn thread_status(env: *mut JNIEnv) -> jint {
    vm_log(format!("status {:x}", env as usize));
    JVMPI_THREAD_CONDVAR_WAIT | JVMPI_THREAD_SUSPENDED
}
unsafe extern "C" fn thread_has_run(env: *mut JNIEnv) -> jboolean {
    vm_log(format!("has run {:x}", env as usize));
    JNI_TRUE
}
unsafe extern "C" fn create_system_thread(
    name: *mut c_char,
    priority: jint,
    f: Option<unsafe extern "C" fn(*mut c_void)>,
) -> jint {
    vm_log(format!(
        "create system thread {} {priority}",
        unsafe { CStr::from_ptr(name) }.to_str().unwrap()
    ));
    unsafe { f.unwrap()(std::ptr::null_mut()) }; // the fake runs it inline
    JNI_OK
}
unsafe extern "C" fn set_tls(env: *mut JNIEnv, p: *mut c_void) {
    vm_log(format!("set tls {:x} {:x}", env as usize, p as usize));
    TLS.store(p as usize, Ordering::SeqCst);
}
unsafe extern "C" fn get_tls(env: *mut JNIEnv) -> *mut c_void {
    vm_log(format!("get tls {:x}", env as usize));
    TLS.load(Ordering::SeqCst) as *mut c_void
}
unsafe extern "C" fn disable_gc() {
    vm_log("disable gc".into());
}
unsafe extern "C" fn enable_gc() {
    vm_log("enable gc".into());
}
unsafe extern "C" fn run_gc() {
    vm_log("run gc".into());
}
unsafe extern "C" fn thread_object(env: *mut JNIEnv) -> jobjectID {
    vm_log(format!("thread object {:x}", env as usize));
    0x3300 as jobjectID
}
unsafe extern "C" fn method_class(m: jmethodID) -> jobjectID {
    vm_log(format!("method class {:x}", m as usize));
    0x900 as jobjectID
}
unsafe extern "C" fn id_to_jobject(id: jobjectID) -> jobject {
    vm_log(format!("id2jobject {:x}", id as usize));
    (id as usize + 1) as jobject
}
unsafe extern "C" fn jobject_to_id(o: jobject) -> jobjectID {
    vm_log(format!("jobject2id {:x}", o as usize));
    (o as usize - 1) as jobjectID
}
unsafe fn thread_list(what: &str, n: jint, list: *mut *mut JNIEnv, results: *mut jint) {
    vm_log(format!("{what} list {n}"));
    for i in 0..n as usize {
        let env = unsafe { *list.add(i) };
        let ok = env == env1() || env == env2();
        unsafe {
            *results.add(i) = if ok {
                JVMPI_THREAD_LIST_OK
            } else {
                JVMPI_THREAD_LIST_INVALID_THREAD
            }
        };
    }
}
unsafe extern "C" fn suspend_list(n: jint, list: *mut *mut JNIEnv, results: *mut jint) {
    unsafe { thread_list("suspend", n, list, results) }
}
unsafe extern "C" fn resume_list(n: jint, list: *mut *mut JNIEnv, results: *mut jint) {
    unsafe { thread_list("resume", n, list, results) }
}
unsafe extern "C" fn test_malloc(n: c_uint) -> *mut c_void {
    unsafe { malloc(n as usize) }
}

fn new_interface() -> *mut JVMPI_Interface {
    let mut t = JVMPI_Interface::empty(JVMPI_VERSION_1_2);
    t.EnableEvent = Some(enable_event);
    t.DisableEvent = Some(disable_event);
    t.RequestEvent = Some(request_event);
    t.GetCallTrace = Some(get_call_trace);
    t.ProfilerExit = Some(profiler_exit);
    t.RawMonitorCreate = Some(raw_monitor_create);
    t.RawMonitorEnter = Some(raw_monitor_enter);
    t.RawMonitorExit = Some(raw_monitor_exit);
    t.RawMonitorWait = Some(raw_monitor_wait);
    t.RawMonitorNotifyAll = Some(raw_monitor_notify_all);
    t.RawMonitorDestroy = Some(raw_monitor_destroy);
    t.GetCurrentThreadCpuTime = Some(cpu_time);
    t.SuspendThread = Some(suspend_thread);
    t.ResumeThread = Some(resume_thread);
    t.GetThreadStatus = Some(thread_status);
    t.ThreadHasRun = Some(thread_has_run);
    t.CreateSystemThread = Some(create_system_thread);
    t.SetThreadLocalStorage = Some(set_tls);
    t.GetThreadLocalStorage = Some(get_tls);
    t.DisableGC = Some(disable_gc);
    t.EnableGC = Some(enable_gc);
    t.RunGC = Some(run_gc);
    t.GetThreadObject = Some(thread_object);
    t.GetMethodClass = Some(method_class);
    t.jobjectID2jobject = Some(id_to_jobject);
    t.jobject2jobjectID = Some(jobject_to_id);
    t.SuspendThreadList = Some(suspend_list);
    t.ResumeThreadList = Some(resume_list);
    Box::into_raw(Box::new(t))
}

fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}

/// Loads one build of the agent, drives it, and returns (agent log, VM log).
fn drive_agent(lib: &Path) -> (String, Vec<String>) {
    VM_LOG.lock().unwrap().clear();
    TLS.store(0, Ordering::SeqCst);
    IFACE.store(new_interface(), Ordering::SeqCst);

    // Two threads, each a JNIEnv (a pointer to the function table).
    let native: &'static JNINativeInterface_ = Box::leak(Box::new(JNINativeInterface_ {
        GetVersion: Some(get_version),
        ..JNINativeInterface_::EMPTY
    }));
    ENV1.store(
        Box::into_raw(Box::new(native as JNIEnv)) as usize,
        Ordering::SeqCst,
    );
    ENV2.store(
        Box::into_raw(Box::new(native as JNIEnv)) as usize,
        Ordering::SeqCst,
    );
    let invoke: &'static JNIInvokeInterface_ = Box::leak(Box::new(JNIInvokeInterface_ {
        reserved0: std::ptr::null_mut(),
        reserved1: std::ptr::null_mut(),
        reserved2: std::ptr::null_mut(),
        DestroyJavaVM: None,
        AttachCurrentThread: None,
        DetachCurrentThread: None,
        GetEnv: Some(get_env),
        AttachCurrentThreadAsDaemon: None,
    }));
    let vm: *mut JavaVM = Box::into_raw(Box::new(invoke as JavaVM));

    let path = std::ffi::CString::new(lib.to_str().unwrap()).unwrap();
    let handle = unsafe { dlopen(path.as_ptr(), RTLD_NOW) };
    assert!(!handle.is_null(), "dlopen: {:?}", unsafe {
        CStr::from_ptr(dlerror())
    });
    let sym = |name: &[u8]| {
        let p = unsafe { dlsym(handle, name.as_ptr().cast()) };
        assert!(!p.is_null(), "dlsym {:?}", String::from_utf8_lossy(name));
        p
    };
    let on_load: JVM_OnLoad_t = unsafe { std::mem::transmute(sym(JVM_ONLOAD_SYMBOL)) };
    let agent_log: unsafe extern "C" fn() -> *const c_char =
        unsafe { std::mem::transmute(sym(b"agent_log\0")) };

    let (e1, e2) = (env1(), env2());
    let rc = unsafe { on_load(vm, cstr(c"opt=1"), std::ptr::null_mut()) };
    assert_eq!(rc, JNI_OK);

    unsafe {
        // CLASS_LOAD (the agent requests a level-0 heap dump from inside it).
        let mut methods = [
            JVMPI_Method {
                method_name: cstr(c"<init>"),
                method_signature: cstr(c"()V"),
                start_lineno: 1,
                end_lineno: 1,
                method_id: 0x100 as jmethodID,
            },
            JVMPI_Method {
                method_name: cstr(c"main"),
                method_signature: cstr(c"([Ljava/lang/String;)V"),
                start_lineno: 3,
                end_lineno: 5,
                method_id: 0x101 as jmethodID,
            },
        ];
        let mut statics = [JVMPI_Field {
            field_name: cstr(c"count"),
            field_signature: cstr(c"I"),
        }];
        let mut instances = [JVMPI_Field {
            field_name: cstr(c"next"),
            field_signature: cstr(c"LHello;"),
        }];
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_CLASS_LOAD, e1);
        e.u.class_load = JVMPI_ClassLoad {
            class_name: cstr(c"Hello"),
            source_name: cstr(c"Hello.java"),
            num_interfaces: 1,
            num_methods: 2,
            methods: methods.as_mut_ptr(),
            num_static_fields: 1,
            statics: statics.as_mut_ptr(),
            num_instance_fields: 1,
            instances: instances.as_mut_ptr(),
            class_id: 0x900 as jobjectID,
        };
        post(&mut e);

        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_OBJECT_ALLOC, e1);
        e.u.obj_alloc = JVMPI_ObjAlloc {
            arena_id: 1,
            class_id: 0x900 as jobjectID,
            is_array: JVMPI_NORMAL_OBJECT,
            size: 24,
            obj_id: 0x4400 as jobjectID,
        };
        post(&mut e);

        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_THREAD_START, e2);
        e.u.thread_start = JVMPI_ThreadStart {
            thread_name: cstr(c"worker"),
            group_name: cstr(c"main"),
            parent_name: cstr(c"system"),
            thread_id: 0x3300 as jobjectID,
            thread_env_id: e2,
        };
        post(&mut e);

        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_OBJECT_MOVE, e1);
        e.u.obj_move = JVMPI_ObjMove {
            arena_id: 1,
            obj_id: 0x4400 as jobjectID,
            new_arena_id: 2,
            new_obj_id: 0x8800 as jobjectID,
        };
        post(&mut e);
        post(&mut JVMPI_Event::zeroed(JVMPI_EVENT_GC_START, e1));
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_OBJECT_FREE, e1);
        e.u.obj_free.obj_id = 0x8800 as jobjectID;
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_ARENA_NEW, e1);
        e.u.new_arena = JVMPI_NewArena {
            arena_id: 3,
            arena_name: cstr(c"old"),
        };
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_ARENA_DELETE, e1);
        e.u.delete_arena.arena_id = 2;
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_GC_FINISH, e1);
        e.u.gc_info = JVMPI_GcInfo {
            used_objects: 10,
            used_object_space: 5_000_000_000,
            total_object_space: 1 << 40,
        };
        post(&mut e);

        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_MONITOR_WAIT, e1);
        e.u.monitor_wait = JVMPI_MonitorWait {
            object: 0x4400 as jobjectID,
            timeout: 6_000_000_000,
        };
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_MONITOR_WAITED, e1);
        e.u.monitor_wait = JVMPI_MonitorWait {
            object: std::ptr::null_mut(),
            timeout: 12,
        };
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_MONITOR_CONTENDED_ENTER, e1);
        e.u.monitor.object = 0x4400 as jobjectID;
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_RAW_MONITOR_CONTENDED_ENTER, e1);
        e.u.raw_monitor = JVMPI_RawMonitorEvent {
            name: cstr(c"agent lock"),
            id: MONITOR as JVMPI_RawMonitor,
        };
        post(&mut e);
        for t in [JVMPI_EVENT_METHOD_ENTRY, JVMPI_EVENT_METHOD_EXIT] {
            let mut e = JVMPI_Event::zeroed(t, e1);
            e.u.method.method_id = 0x101 as jmethodID;
            post(&mut e);
        }
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_METHOD_ENTRY2, e1);
        e.u.method_entry2 = JVMPI_MethodEntry2 {
            method_id: 0x100 as jmethodID,
            obj_id: 0x4400 as jobjectID,
        };
        post(&mut e);
        let mut lines = [
            JVMPI_Lineno {
                offset: 0,
                lineno: 3,
            },
            JVMPI_Lineno {
                offset: 16,
                lineno: 4,
            },
        ];
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_COMPILED_METHOD_LOAD, e1);
        e.u.compiled_method_load = JVMPI_CompiledMethodLoad {
            method_id: 0x101 as jmethodID,
            code_addr: 0xc0de00 as *mut c_void,
            code_size: 64,
            lineno_table_size: 2,
            lineno_table: lines.as_mut_ptr(),
        };
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_INSTRUCTION_START, e1);
        e.u.instruction.method_id = 0x101 as jmethodID;
        e.u.instruction.offset = 17;
        e.u.instruction.u.tableswitch_info = JVMPI_TableswitchInfo {
            key: 5,
            low: 1,
            hi: 9,
        };
        post(&mut e);
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_JNI_GLOBALREF_ALLOC, e1);
        e.u.jni_globalref_alloc = JVMPI_JniGlobalrefAlloc {
            obj_id: 0x4400 as jobjectID,
            ref_id: 0x7777 as jobject,
        };
        post(&mut e);

        let mut class = [0xca_u8, 0xfe, 0xba, 0xbe];
        let mut e = JVMPI_Event::zeroed(JVMPI_EVENT_CLASS_LOAD_HOOK, e1);
        e.u.class_load_hook = JVMPI_ClassLoadHook {
            class_data: class.as_mut_ptr(),
            class_data_len: 4,
            new_class_data: std::ptr::null_mut(),
            new_class_data_len: 0,
            malloc_f: Some(test_malloc),
        };
        post(&mut e);
        let hook = e.u.class_load_hook;
        assert_eq!(hook.new_class_data_len, 5);
        assert_eq!(
            std::slice::from_raw_parts(hook.new_class_data, 5),
            [0xca, 0xfe, 0xba, 0xbe, 0xff]
        );
        free(hook.new_class_data.cast());

        post(&mut JVMPI_Event::zeroed(JVMPI_EVENT_JVM_INIT_DONE, e1));
        post(&mut JVMPI_Event::zeroed(JVMPI_EVENT_JVM_SHUT_DOWN, e1));
    }

    let log = unsafe { CStr::from_ptr(agent_log()) }
        .to_str()
        .unwrap()
        .to_string();
    // The library stays loaded (its log buffer is static); that is fine for a test.
    let vm_lines = VM_LOG.lock().unwrap().clone();
    (log, vm_lines)
}

fn expected_logs() -> (String, Vec<String>) {
    let e1 = env1() as usize;
    let e2 = env2() as usize;
    let heap = heap_dump_data();
    let obj = object_dump_data();
    let mon = monitor_dump_data();
    let agent = format!(
        "onload options=opt=1 getenv=0 version=10000003 same=1
enable heap dump rc=1
enable 36 rc=1
cpu=123456789012
class_load req=0 env={e1:x} name=Hello source=Hello.java ifaces=1 class=900
  method <init>()V lines=1-1 id=100
  method main([Ljava/lang/String;)V lines=3-5 id=101
  static count I
  field next LHello;
heap_dump req=1 level=0 traces=1
  data len={} bytes={}
trace env={e1:x} frames=2
  frame line=7 method=700
  frame line=-1 method=701
request heap dump rc=0
obj_alloc env={e1:x} arena=1 class=900 is_array=0 size=24 obj=4400
trace env={e1:x} frames=2
  frame line=10 method=101
  frame line=-3 method=102
thread_start env={e2:x} name=worker group=main parent=system obj=3300 tenv={e2:x} jni=10002
  status=8003 has_run=1 obj=3300
  tls=5eed
obj_move arena=1 obj=4400 new_arena=2 new_obj=8800
gc_start
obj_free obj=8800
arena_new id=3 name=old
arena_delete id=2
gc_finish objs=10 used=5000000000 total=1099511627776
monitor_wait obj=4400 timeout=6000000000
monitor_waited obj=0 timeout=12
monitor_contended_enter obj=4400
raw_monitor_contended_enter name=agent lock id=abc0
method_entry method=101 class=900
method_exit method=101 class=900
method_entry2 method=100 obj=4400
compiled_method_load method=101 addr=c0de00 size=64
  line offset=0 line=3
  line offset=16 line=4
instruction method=101 offset=17 key=5 low=1 hi=9
globalref_alloc obj=4400 ref=7777
class_load_hook len=4
init_done
system thread ran arg=0
create thread rc=0
object_dump req=1 len={}
  data len={} bytes={}
  as heap_dump len={} bytes={}
request object dump rc=0
monitor_dump req=1 traces=1 status0=8003
  data len={} bytes={}
request monitor dump rc=0
request method entry rc=1
disable class load rc=0
shut_down env={e1:x}
  suspend list 0 10
  resume list 0 10
  ref=7001 back=7000
",
        heap.len(),
        hex(&heap),
        obj.len(),
        obj.len(),
        hex(&obj),
        obj.len(),
        hex(&obj),
        mon.len(),
        hex(&mon),
    );
    let mut vm: Vec<String> = vec!["getenv 10000001".into(), "getenv 10000003".into()];
    for t in [42, 4, 6, 5, 48, 49, 33, 34, 60, 61, 46, 47, 37, 36] {
        vm.push(format!("enable {t}"));
    }
    vm.extend([
        "monitor create agent lock".to_string(),
        "cpu time".into(),
        "request 37".into(),
        format!("call trace env={e1:x} depth=4"),
        format!("status {e2:x}"),
        format!("has run {e2:x}"),
        format!("thread object {e2:x}"),
        format!("set tls {e2:x} 5eed"),
        format!("get tls {e2:x}"),
        "monitor enter abc0".into(),
        "monitor exit abc0".into(),
        "method class 101".into(),
        "method class 101".into(),
        "create system thread agent thread 5".into(),
        "request 50".into(),
        "request 59".into(),
        "request 1".into(),
        "disable 42".into(),
        "suspend list 2".into(),
        "resume list 2".into(),
        format!("suspend {e1:x}"),
        format!("resume {e1:x}"),
        "disable gc".into(),
        "id2jobject 7000".into(),
        "jobject2id 7001".into(),
        "enable gc".into(),
        "run gc".into(),
        "monitor enter abc0".into(),
        "monitor wait abc0 5000000000".into(),
        "monitor notify all abc0".into(),
        "monitor exit abc0".into(),
        "monitor destroy abc0".into(),
        "profiler exit 3".into(),
    ]);
    (agent, vm)
}

#[test]
#[cfg(all(target_arch = "x86_64", target_os = "linux"))]
fn c_and_cpp_agents_run_against_a_rust_vm() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/c/agent.c");
    let dir = scratch("agent");
    let mut libs = Vec::new();
    if let Some(cc) = compiler(false) {
        let lib = dir.join("libagent_c.so");
        run_compiler(
            &cc,
            &[
                "-std=c99",
                "-Wall",
                "-Wextra",
                "-pedantic",
                "-Werror",
                "-fPIC",
                "-shared",
                &include_flag(),
                src.to_str().unwrap(),
                "-o",
                lib.to_str().unwrap(),
            ],
        );
        libs.push(lib);
    }
    if let Some(cxx) = compiler(true) {
        let lib = dir.join("libagent_cpp.so");
        run_compiler(
            &cxx,
            &[
                "-x",
                "c++",
                "-std=c++11",
                "-Wall",
                "-Wextra",
                "-pedantic",
                "-Werror",
                "-fPIC",
                "-shared",
                &include_flag(),
                src.to_str().unwrap(),
                "-o",
                lib.to_str().unwrap(),
            ],
        );
        libs.push(lib);
    }
    for lib in libs {
        let (agent_log, vm_log) = drive_agent(&lib);
        let (want_agent, want_vm) = expected_logs();
        assert_eq!(agent_log, want_agent, "agent log of {}", lib.display());
        assert_eq!(vm_log, want_vm, "VM log of {}", lib.display());
        eprintln!(
            "{}: {} agent lines and {} VM calls as expected",
            lib.display(),
            agent_log.lines().count(),
            vm_log.len()
        );
    }
}
