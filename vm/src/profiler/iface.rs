//! The C face: the `JavaVM` invocation table, the per-thread JNI env, the
//! `JVMPI_Interface` and the conversion of events to `JVMPI_Event`.

use std::cell::UnsafeCell;
use std::ffi::{c_char, c_void, CStr, CString};
use std::ptr::null_mut;

use rjvm_profiler_api::ffi::{self, jboolean, jint, jlong, JNIEnv, JVMPI_Interface};
use rjvm_profiler_api::Event;

use super::c_string;

/// A static holding raw pointers (cells the C agent writes like the JVMPI
/// interface).
#[repr(transparent)]
struct Shared<T>(T);
// SAFETY: the interface cell is only written through raw pointers by the
// agent (NotifyEvent) and by nobody else after start-up, as in the JDK.
unsafe impl<T> Sync for Shared<T> {}

/// The `JVMPI_Interface*` that `GetEnv(JVMPI_VERSION_1...)` hands out (the
/// JNI's invocation interface, `jni::invocation`, asks here).
pub fn jvmpi_interface() -> *mut c_void {
    INTERFACE.0.get().cast()
}

// ---------------------------------------------------------------------------
// JVMPI_Interface
// ---------------------------------------------------------------------------

static INTERFACE: Shared<UnsafeCell<JVMPI_Interface>> = Shared(UnsafeCell::new({
    let mut i = JVMPI_Interface::empty(ffi::JVMPI_VERSION_1_2);
    i.EnableEvent = Some(enable_event);
    i.DisableEvent = Some(disable_event);
    i.RequestEvent = Some(request_event);
    i.GetCallTrace = Some(get_call_trace);
    i.ProfilerExit = Some(profiler_exit);
    i.RawMonitorCreate = Some(super::rawmon::c_create);
    i.RawMonitorEnter = Some(super::rawmon::c_enter);
    i.RawMonitorExit = Some(super::rawmon::c_exit);
    i.RawMonitorWait = Some(super::rawmon::c_wait);
    i.RawMonitorNotifyAll = Some(super::rawmon::c_notify_all);
    i.RawMonitorDestroy = Some(super::rawmon::c_destroy);
    i.GetCurrentThreadCpuTime = Some(cpu_time);
    i.SuspendThread = Some(suspend_thread);
    i.ResumeThread = Some(resume_thread);
    i.GetThreadStatus = Some(thread_status);
    i.ThreadHasRun = Some(thread_has_run);
    i.CreateSystemThread = Some(create_system_thread);
    i.SetThreadLocalStorage = Some(set_tls);
    i.GetThreadLocalStorage = Some(get_tls);
    i.DisableGC = Some(disable_gc);
    i.EnableGC = Some(enable_gc);
    i.RunGC = Some(run_gc);
    i.GetThreadObject = Some(get_thread_object);
    i.GetMethodClass = Some(get_method_class);
    i.jobjectID2jobject = Some(object_to_jobject);
    i.jobject2jobjectID = Some(jobject_to_object);
    i.SuspendThreadList = Some(suspend_thread_list);
    i.ResumeThreadList = Some(resume_thread_list);
    i
}));

pub(super) fn notify_fn() -> Option<unsafe extern "C" fn(*mut ffi::JVMPI_Event)> {
    // SAFETY: the interface lives forever; the agent may write NotifyEvent at
    // any time, so read the slot volatile through a raw pointer.
    unsafe { std::ptr::read_volatile(std::ptr::addr_of!((*INTERFACE.0.get()).NotifyEvent)) }
}

unsafe extern "C" fn enable_event(n: jint, _arg: *mut c_void) -> jint {
    match super::can_enable(n) {
        Some(k) => {
            super::set_enabled(super::c_mask(), k, true);
            ffi::JVMPI_SUCCESS
        }
        None => ffi::JVMPI_NOT_AVAILABLE,
    }
}

unsafe extern "C" fn disable_event(n: jint, _arg: *mut c_void) -> jint {
    match super::can_enable(n) {
        Some(k) => {
            super::set_enabled(super::c_mask(), k, false);
            ffi::JVMPI_SUCCESS
        }
        None => ffi::JVMPI_NOT_AVAILABLE,
    }
}

unsafe extern "C" fn request_event(n: jint, arg: *mut c_void) -> jint {
    super::request_c(n, arg as usize)
}

unsafe extern "C" fn get_call_trace(trace: *mut ffi::JVMPI_CallTrace, depth: jint) {
    if trace.is_null() {
        return;
    }
    // SAFETY: the agent passes its own JVMPI_CallTrace with room for
    // `depth` frames in `frames`.
    let tr = unsafe { &mut *trace };
    let depth = if tr.frames.is_null() { 0 } else { depth.max(0) as usize };
    let mut v = Vec::with_capacity(depth.min(256));
    super::heapev::call_trace(tr.env_id, depth, &mut v);
    let c = rjvm_profiler_api::CallFrame::as_ffi(&v);
    for (i, f) in c.iter().enumerate() {
        // SAFETY: i < c.len() <= depth, the room the agent gave. Each frame
        // is zeroed first: the 4 padding bytes after `lineno` then hold
        // zeros, not whatever the agent's buffer held, so that agents that
        // compare frames with memcmp (spec_hprof.c interns traces so) see
        // equal frames as equal.
        unsafe {
            let dst = tr.frames.add(i);
            std::ptr::write_bytes(dst, 0, 1);
            (*dst).lineno = f.lineno;
            (*dst).method_id = f.method_id;
        }
    }
    tr.num_frames = c.len() as jint;
}

unsafe extern "C" fn profiler_exit(code: jint) {
    super::profiler_exit(code)
}

unsafe extern "C" fn cpu_time() -> jlong {
    super::cpu_time() as jlong
}

unsafe extern "C" fn suspend_thread(env: *mut JNIEnv) {
    super::suspend(env);
}

unsafe extern "C" fn resume_thread(env: *mut JNIEnv) {
    super::resume(env);
}

unsafe extern "C" fn thread_status(env: *mut JNIEnv) -> jint {
    super::thread_status(env).unwrap_or(ffi::JVMPI_FAIL)
}

unsafe extern "C" fn thread_has_run(env: *mut JNIEnv) -> jboolean {
    super::thread_has_run(env) as jboolean
}

unsafe extern "C" fn create_system_thread(name: *mut c_char, prio: jint, f: Option<unsafe extern "C" fn(*mut c_void)>) -> jint {
    let Some(f) = f else { return ffi::JNI_ERR };
    let name = c_name(name);
    // SAFETY: the agent's `void f(void *)`, called once with NULL.
    let body = Box::new(move || unsafe { f(null_mut()) });
    if super::create_system_thread(&name, prio, body) {
        ffi::JNI_OK
    } else {
        ffi::JNI_ERR
    }
}

unsafe extern "C" fn set_tls(env: *mut JNIEnv, p: *mut c_void) {
    super::set_tls(env, p as usize)
}

unsafe extern "C" fn get_tls(env: *mut JNIEnv) -> *mut c_void {
    super::get_tls(env) as *mut c_void
}

unsafe extern "C" fn disable_gc() {
    super::disable_gc()
}

unsafe extern "C" fn enable_gc() {
    super::enable_gc()
}

unsafe extern "C" fn run_gc() {
    super::run_gc()
}

unsafe extern "C" fn get_thread_object(env: *mut JNIEnv) -> ffi::jobjectID {
    super::thread_object(env) as ffi::jobjectID
}

unsafe extern "C" fn get_method_class(m: ffi::jmethodID) -> ffi::jobjectID {
    super::method_class(m as usize) as ffi::jobjectID
}

unsafe extern "C" fn object_to_jobject(o: ffi::jobjectID) -> ffi::jobject {
    super::object_to_jobject(o as usize) as ffi::jobject
}

unsafe extern "C" fn jobject_to_object(o: ffi::jobject) -> ffi::jobjectID {
    super::jobject_to_object(o as usize) as ffi::jobjectID
}

/// Apply `op` to each thread of a C list, storing the result codes.
///
/// # Safety
/// `list` and `results` hold `n` elements (or `results` is NULL).
unsafe fn thread_list(n: jint, list: *mut *mut JNIEnv, results: *mut jint, op: fn(*mut JNIEnv) -> i32) {
    if n <= 0 || list.is_null() {
        return;
    }
    for i in 0..n as usize {
        // SAFETY: per the function contract, i < n.
        let env = unsafe { *list.add(i) };
        let r = op(env);
        if !results.is_null() {
            // SAFETY: as above.
            unsafe { *results.add(i) = r };
        }
    }
}

unsafe extern "C" fn suspend_thread_list(n: jint, list: *mut *mut JNIEnv, results: *mut jint) {
    // SAFETY: the JVMPI contract of SuspendThreadList.
    unsafe { thread_list(n, list, results, super::suspend) }
}

unsafe extern "C" fn resume_thread_list(n: jint, list: *mut *mut JNIEnv, results: *mut jint) {
    // SAFETY: the JVMPI contract of ResumeThreadList.
    unsafe { thread_list(n, list, results, super::resume) }
}

// ---------------------------------------------------------------------------
// Events to the C agent
// ---------------------------------------------------------------------------

/// Convert `e` to a `JVMPI_Event` and call the agent's NotifyEvent (the
/// caller holds the dispatch lock and checked the C enable set). Kinds the
/// VM does not post in this step are not converted.
pub(super) fn notify_c(e: &Event<'_>) {
    let Some(notify) = notify_fn() else { return };
    let mut ev = ffi::JVMPI_Event::zeroed(e.jvmpi_event_type(), e.thread().as_ptr());
    // Owned C data the event points into; dropped after the call.
    let mut strings: Vec<CString> = Vec::new();
    let mut cstr = |s: &str| -> *mut c_char {
        let c = c_string(s);
        let p = c.as_ptr().cast_mut();
        strings.push(c);
        p
    };
    let mut methods: Vec<ffi::JVMPI_Method> = Vec::new();
    let mut statics: Vec<ffi::JVMPI_Field> = Vec::new();
    let mut instances: Vec<ffi::JVMPI_Field> = Vec::new();
    let mut frames: Vec<Vec<ffi::JVMPI_CallFrame>> = Vec::new();
    let mut call_traces: Vec<ffi::JVMPI_CallTrace> = Vec::new();
    let mut statuses: Vec<jint> = Vec::new();
    match *e {
        Event::JvmInitDone { .. } | Event::JvmShutDown { .. } | Event::ThreadEnd { .. } | Event::GcStart { .. } => {}
        Event::GcFinish { used_objects, used_object_space, total_object_space, .. } => {
            ev.u.gc_info = ffi::JVMPI_GcInfo {
                used_objects: used_objects as jlong,
                used_object_space: used_object_space as jlong,
                total_object_space: total_object_space as jlong,
            };
        }
        Event::ThreadStart { name, group, parent, thread_object, thread_env, .. } => {
            ev.u.thread_start = ffi::JVMPI_ThreadStart {
                thread_name: cstr(name),
                group_name: cstr(group),
                parent_name: cstr(parent),
                thread_id: thread_object.as_ptr(),
                thread_env_id: thread_env.as_ptr(),
            };
        }
        Event::ClassLoad { name, source, num_interfaces, methods: ms, statics: ss, instances: is, class, .. } => {
            for m in ms {
                methods.push(ffi::JVMPI_Method {
                    method_name: cstr(m.name),
                    method_signature: cstr(m.signature),
                    start_lineno: m.start_line,
                    end_lineno: m.end_line,
                    method_id: m.id.as_ptr(),
                });
            }
            for f in ss {
                statics.push(ffi::JVMPI_Field { field_name: cstr(f.name), field_signature: cstr(f.signature) });
            }
            for f in is {
                instances.push(ffi::JVMPI_Field { field_name: cstr(f.name), field_signature: cstr(f.signature) });
            }
            ev.u.class_load = ffi::JVMPI_ClassLoad {
                class_name: cstr(name),
                source_name: source.map(&mut cstr).unwrap_or(null_mut()),
                num_interfaces: num_interfaces as jint,
                num_methods: methods.len() as jint,
                methods: if methods.is_empty() { null_mut() } else { methods.as_mut_ptr() },
                num_static_fields: statics.len() as jint,
                statics: if statics.is_empty() { null_mut() } else { statics.as_mut_ptr() },
                num_instance_fields: instances.len() as jint,
                instances: if instances.is_empty() { null_mut() } else { instances.as_mut_ptr() },
                class_id: class.as_ptr(),
            };
        }
        Event::ObjectAlloc { arena, class, is_array, size, object, .. } => {
            ev.u.obj_alloc = ffi::JVMPI_ObjAlloc {
                arena_id: arena.0 as jint,
                class_id: class.map(|c| c.as_ptr()).unwrap_or(null_mut()),
                is_array: is_array.as_jvmpi(),
                size: size.min(jint::MAX as u64) as jint,
                obj_id: object.as_ptr(),
            };
        }
        Event::ObjectMove { arena, object, new_arena, new_object, .. } => {
            ev.u.obj_move = ffi::JVMPI_ObjMove {
                arena_id: arena.0 as jint,
                obj_id: object.as_ptr(),
                new_arena_id: new_arena.0 as jint,
                new_obj_id: new_object.as_ptr(),
            };
        }
        Event::ObjectFree { object, .. } => ev.u.obj_free = ffi::JVMPI_ObjFree { obj_id: object.as_ptr() },
        Event::ArenaNew { arena, name, .. } => {
            ev.u.new_arena = ffi::JVMPI_NewArena { arena_id: arena.0 as jint, arena_name: cstr(name) };
        }
        Event::ArenaDelete { arena, .. } => ev.u.delete_arena = ffi::JVMPI_DeleteArena { arena_id: arena.0 as jint },
        Event::RawMonitorContendedEnter { name, monitor, .. }
        | Event::RawMonitorContendedEntered { name, monitor, .. }
        | Event::RawMonitorContendedExit { name, monitor, .. } => {
            ev.u.raw_monitor = ffi::JVMPI_RawMonitorEvent { name: cstr(name), id: monitor.as_ptr() };
        }
        Event::MethodEntry { method, .. } | Event::MethodExit { method, .. } => {
            ev.u.method = ffi::JVMPI_MethodEvent { method_id: method.as_ptr() };
        }
        Event::MethodEntry2 { method, receiver, .. } => {
            ev.u.method_entry2 = ffi::JVMPI_MethodEntry2 {
                method_id: method.as_ptr(),
                obj_id: receiver.map(|r| r.as_ptr()).unwrap_or(null_mut()),
            };
        }
        Event::MonitorContendedEnter { object, .. }
        | Event::MonitorContendedEntered { object, .. }
        | Event::MonitorContendedExit { object, .. } => {
            ev.u.monitor = ffi::JVMPI_MonitorEvent { object: object.as_ptr() };
        }
        Event::MonitorWait { object, timeout_ms, .. } | Event::MonitorWaited { object, timeout_ms, .. } => {
            ev.u.monitor_wait = ffi::JVMPI_MonitorWait {
                object: object.map(|o| o.as_ptr()).unwrap_or(null_mut()),
                timeout: timeout_ms as jlong,
            };
        }
        Event::DataDumpRequest { .. } | Event::DataResetRequest { .. } => {}
        Event::JniGlobalrefAlloc { object, global_ref, .. } | Event::JniWeakGlobalrefAlloc { object, global_ref, .. } => {
            ev.u.jni_globalref_alloc = ffi::JVMPI_JniGlobalrefAlloc { obj_id: object.as_ptr(), ref_id: global_ref.as_ptr() };
        }
        Event::JniGlobalrefFree { global_ref, .. } | Event::JniWeakGlobalrefFree { global_ref, .. } => {
            ev.u.jni_globalref_free = ffi::JVMPI_JniGlobalrefFree { ref_id: global_ref.as_ptr() };
        }
        Event::ClassLoadHook { class_data, .. } => {
            ev.u.class_load_hook = ffi::JVMPI_ClassLoadHook {
                class_data: class_data.as_ptr().cast_mut(),
                class_data_len: class_data.len() as jint,
                new_class_data: null_mut(),
                new_class_data_len: 0,
                malloc_f: Some(agent_malloc),
            };
        }
        Event::HeapDump { level, data, traces, .. } => {
            ev.u.heap_dump = ffi::JVMPI_HeapDump {
                dump_level: level.as_jvmpi(),
                begin: data.as_ptr().cast_mut().cast(),
                end: data.as_ptr().wrapping_add(data.len()).cast_mut().cast(),
                num_traces: 0,
                traces: null_mut(),
            };
            c_traces(traces, &mut frames, &mut call_traces);
            ev.u.heap_dump.num_traces = call_traces.len() as jint;
            ev.u.heap_dump.traces = call_traces.as_mut_ptr();
        }
        Event::ObjectDump { data, .. } => {
            ev.u.object_dump = ffi::JVMPI_ObjectDump { data_len: data.len() as jint, data: data.as_ptr().cast_mut().cast() };
        }
        Event::MonitorDump { data, traces, statuses: st, .. } => {
            c_traces(traces, &mut frames, &mut call_traces);
            statuses.extend(st.iter().map(|s| s.0));
            ev.u.monitor_dump = ffi::JVMPI_MonitorDump {
                begin: data.as_ptr().cast_mut().cast(),
                end: data.as_ptr().wrapping_add(data.len()).cast_mut().cast(),
                num_traces: call_traces.len() as jint,
                traces: call_traces.as_mut_ptr(),
                threads_status: statuses.as_mut_ptr(),
            };
        }
        _ => return,
    }
    // SAFETY: `notify` is the agent's NotifyEvent; `ev` and everything it
    // points to (`strings`, `methods`, `statics`, `instances`) live until
    // after the call.
    unsafe { notify(&mut ev) };
    if let Event::ClassLoadHook { replacement, .. } = *e {
        // SAFETY: the member this event filled; the agent set
        // new_class_data (allocated with malloc_f) and its length, or left
        // NULL.
        let h = unsafe { ev.u.class_load_hook };
        if !h.new_class_data.is_null() {
            if h.new_class_data_len > 0 {
                // SAFETY: as above: `new_class_data_len` bytes at `new_class_data`.
                let b = unsafe { std::slice::from_raw_parts(h.new_class_data, h.new_class_data_len as usize) };
                *replacement.borrow_mut() = Some(b.to_vec());
            }
            // SAFETY: allocated by `agent_malloc` (malloc).
            unsafe { libc::free(h.new_class_data.cast()) };
        }
    }
    drop((strings, methods, statics, instances, frames, call_traces, statuses));
}

/// CLASS_LOAD_HOOK's `malloc_f`: agents allocate replacement class files
/// with it (the VM frees them).
unsafe extern "C" fn agent_malloc(size: std::ffi::c_uint) -> *mut std::ffi::c_void {
    // SAFETY: plain malloc.
    unsafe { libc::malloc(size.max(1) as usize) }
}

/// The C form of the per-thread traces of a dump (`frames` owns the frame
/// arrays `out` points into).
fn c_traces(traces: &[rjvm_profiler_api::ThreadTrace<'_>], frames: &mut Vec<Vec<ffi::JVMPI_CallFrame>>, out: &mut Vec<ffi::JVMPI_CallTrace>) {
    for tr in traces {
        frames.push(rjvm_profiler_api::CallFrame::as_ffi(tr.frames).to_vec());
    }
    for (tr, f) in traces.iter().zip(frames.iter_mut()) {
        out.push(ffi::JVMPI_CallTrace { env_id: tr.thread.as_ptr(), num_frames: f.len() as jint, frames: f.as_mut_ptr() });
    }
}

/// The name of a raw monitor handle from C (for RawMonitorCreate).
pub(super) fn c_name(p: *const c_char) -> String {
    if p.is_null() {
        return String::new();
    }
    // SAFETY: the agent passes a NUL-terminated string.
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}
