//! Running an [`Agent`] as a C `JVM_OnLoad` library.
//!
//! A crate of type `cdylib` calls [`export_agent!`](crate::export_agent)
//! with the agent's constructor; that defines `JVM_OnLoad`, which
//!
//! * gets the `JVMPI_Interface` with `GetEnv(vm, .., JVMPI_VERSION_1)`,
//! * stores its own `NotifyEvent`, creates the agent and calls
//!   [`Agent::on_load`] with a [`CProfiler`]: the [`Profiler`] trait over the
//!   C function table.
//!
//! Events reach the agent through `NotifyEvent`, converted from
//! `JVMPI_Event` to [`Event`] (the reverse of the VM's conversion). The C
//! `RequestEvent` delivers its event synchronously to `NotifyEvent` on the
//! calling thread before returning, so [`CProfiler::request_event`] keeps the
//! sink in a thread-local for the duration of the call and `NotifyEvent`
//! hands a requested event to it instead of to the agent. An event that
//! arrives on a thread already inside the agent is dropped (as the VM does
//! for Rust agents), so the agent is never re-entered.
//!
//! A panic in the agent is caught at the C boundary (unwinding into C is
//! undefined behaviour): it is reported on stderr and the agent receives no
//! further events; `JVM_OnLoad` returns `JNI_ERR` if `on_load` panics.

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::ffi::{c_char, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::null_mut;
use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};
use std::sync::Mutex;

use crate::{
    ffi, Agent, ArenaId, BranchInfo, CallFrame, ClassId, DumpLevel, Event, EventKind, Failed, FieldInfo, JObject,
    LineNumber, MethodId, MethodInfo, NotAvailable, ObjectId, Profiler, RawMonitor, RequestArg, SystemThreadBody,
    ThreadId, ThreadListResult, ThreadStatus, ThreadTrace, TypeCode,
};

/// The interface of the VM that loaded us (set once in `JVM_OnLoad`).
static IFACE: AtomicPtr<ffi::JVMPI_Interface> = AtomicPtr::new(null_mut());
/// The `JavaVM*` (for `GetEnv` with a JNI version: the current thread).
static JVM: AtomicPtr<ffi::JavaVM> = AtomicPtr::new(null_mut());
/// The agent, once created.
static AGENT: Mutex<Option<Box<dyn Agent>>> = Mutex::new(None);
/// Set when the agent panicked: it gets no more events.
static BROKEN: AtomicBool = AtomicBool::new(false);
/// Bodies of system threads not yet started (the C `CreateSystemThread`
/// passes its function no argument, so the body travels through here).
static PENDING_THREADS: Mutex<VecDeque<SystemThreadBody>> = Mutex::new(VecDeque::new());

type Sink<'s> = dyn FnMut(&Event<'_>) + 's;

thread_local! {
    /// The sink of the `request_event` in progress on this thread.
    static SINK: Cell<Option<*mut Sink<'static>>> = const { Cell::new(None) };
    /// This thread is inside `Agent::on_load` / `Agent::event`.
    static IN_AGENT: Cell<bool> = const { Cell::new(false) };
}

/// The [`Profiler`] of a C agent: every call goes through the VM's
/// `JVMPI_Interface`.
#[derive(Clone, Copy, Debug)]
pub struct CProfiler {
    iface: *mut ffi::JVMPI_Interface,
    jvm: *mut ffi::JavaVM,
}

impl CProfiler {
    /// The profiler over the interface `JVM_OnLoad` obtained (`None`
    /// before).
    pub fn get() -> Option<CProfiler> {
        let iface = IFACE.load(Ordering::Acquire);
        (!iface.is_null()).then(|| CProfiler { iface, jvm: JVM.load(Ordering::Acquire) })
    }

    fn i(&self) -> &ffi::JVMPI_Interface {
        // SAFETY: `iface` is the VM's interface table, which lives for the
        // life of the process; only NotifyEvent (which we never read here)
        // is written after start-up.
        unsafe { &*self.iface }
    }
}

fn code(r: ffi::jint) -> Result<(), NotAvailable> {
    if r == ffi::JVMPI_SUCCESS {
        Ok(())
    } else {
        Err(NotAvailable)
    }
}

fn list_result(code: ffi::jint) -> ThreadListResult {
    match code {
        ffi::JVMPI_THREAD_LIST_OK => ThreadListResult::Ok,
        ffi::JVMPI_THREAD_LIST_ALREADY_SUSPENDED => ThreadListResult::AlreadySuspended,
        ffi::JVMPI_THREAD_LIST_NOT_SUSPENDED => ThreadListResult::NotSuspended,
        _ => ThreadListResult::InvalidThread,
    }
}

/// A C string for a call (interior NULs dropped).
fn cstring(s: &str) -> CString {
    CString::new(s.replace('\0', "")).unwrap_or_default()
}

macro_rules! call {
    ($self:ident . $slot:ident ( $($arg:expr),* ) or $default:expr) => {
        match $self.i().$slot {
            // SAFETY: a function of the VM's JVMPI table, called with the
            // argument types of its C prototype.
            Some(f) => unsafe { f($($arg),*) },
            None => $default,
        }
    };
}

impl Profiler for CProfiler {
    fn enable_event(&self, kind: EventKind) -> Result<(), NotAvailable> {
        code(call!(self.EnableEvent(kind.as_jvmpi(), null_mut()) or ffi::JVMPI_NOT_AVAILABLE))
    }

    fn disable_event(&self, kind: EventKind) -> Result<(), NotAvailable> {
        code(call!(self.DisableEvent(kind.as_jvmpi(), null_mut()) or ffi::JVMPI_NOT_AVAILABLE))
    }

    fn request_event(&self, arg: RequestArg, sink: &mut dyn FnMut(&Event<'_>)) -> Result<(), NotAvailable> {
        let mut dump_arg = ffi::JVMPI_HeapDumpArg { heap_dump_level: 2 };
        let p: *mut c_void = match arg {
            RequestArg::ObjectAlloc(o) | RequestArg::ThreadStart(o) | RequestArg::ObjectDump(o) => o.0 as *mut c_void,
            RequestArg::ClassLoad(c) => c.0 as *mut c_void,
            RequestArg::HeapDump(level) => {
                dump_arg.heap_dump_level = level.as_jvmpi();
                (&mut dump_arg as *mut ffi::JVMPI_HeapDumpArg).cast()
            }
            RequestArg::MonitorDump => null_mut(),
        };
        let sink: *mut Sink<'_> = sink;
        // SAFETY: only the lifetime is erased: the pointer is stored for the
        // duration of the C call below and removed before this function
        // returns, while `sink` is still borrowed.
        let sink: *mut Sink<'static> = unsafe { std::mem::transmute::<*mut Sink<'_>, *mut Sink<'static>>(sink) };
        let prev = SINK.with(|s| s.replace(Some(sink)));
        let r = call!(self.RequestEvent(arg.kind().as_jvmpi(), p) or ffi::JVMPI_NOT_AVAILABLE);
        SINK.with(|s| s.set(prev));
        code(r)
    }

    fn call_trace_into(&self, thread: ThreadId, depth: usize, frames: &mut Vec<CallFrame>) {
        frames.clear();
        let depth = depth.min(i32::MAX as usize);
        let mut buf = vec![ffi::JVMPI_CallFrame { lineno: 0, method_id: null_mut() }; depth];
        let mut tr = ffi::JVMPI_CallTrace { env_id: thread.as_ptr(), num_frames: 0, frames: buf.as_mut_ptr() };
        call!(self.GetCallTrace(&mut tr, depth as ffi::jint) or ());
        let n = (tr.num_frames.max(0) as usize).min(depth);
        frames.extend_from_slice(CallFrame::from_ffi(&buf[..n]));
    }

    fn profiler_exit(&self, code: i32) -> ! {
        call!(self.ProfilerExit(code) or ());
        // ProfilerExit does not return; if a VM's does, exit anyway.
        std::process::exit(code)
    }

    fn raw_monitor_create(&self, name: &str) -> RawMonitor {
        let c = cstring(name);
        RawMonitor::from_ptr(call!(self.RawMonitorCreate(c.as_ptr().cast_mut()) or null_mut()))
    }

    fn raw_monitor_enter(&self, m: RawMonitor) {
        call!(self.RawMonitorEnter(m.as_ptr()) or ())
    }

    fn raw_monitor_exit(&self, m: RawMonitor) {
        call!(self.RawMonitorExit(m.as_ptr()) or ())
    }

    fn raw_monitor_wait(&self, m: RawMonitor, millis: i64) {
        call!(self.RawMonitorWait(m.as_ptr(), millis) or ())
    }

    fn raw_monitor_notify_all(&self, m: RawMonitor) {
        call!(self.RawMonitorNotifyAll(m.as_ptr()) or ())
    }

    fn raw_monitor_destroy(&self, m: RawMonitor) {
        call!(self.RawMonitorDestroy(m.as_ptr()) or ())
    }

    fn current_thread_cpu_time(&self) -> u64 {
        call!(self.GetCurrentThreadCpuTime() or 0).max(0) as u64
    }

    fn suspend_thread(&self, thread: ThreadId) {
        call!(self.SuspendThread(thread.as_ptr()) or ())
    }

    fn resume_thread(&self, thread: ThreadId) {
        call!(self.ResumeThread(thread.as_ptr()) or ())
    }

    fn suspend_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult> {
        let mut list: Vec<*mut ffi::JNIEnv> = threads.iter().map(|t| t.as_ptr()).collect();
        let mut res = vec![ffi::JVMPI_THREAD_LIST_INVALID_THREAD; threads.len()];
        call!(self.SuspendThreadList(list.len() as ffi::jint, list.as_mut_ptr(), res.as_mut_ptr()) or ());
        res.into_iter().map(list_result).collect()
    }

    fn resume_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult> {
        let mut list: Vec<*mut ffi::JNIEnv> = threads.iter().map(|t| t.as_ptr()).collect();
        let mut res = vec![ffi::JVMPI_THREAD_LIST_INVALID_THREAD; threads.len()];
        call!(self.ResumeThreadList(list.len() as ffi::jint, list.as_mut_ptr(), res.as_mut_ptr()) or ());
        res.into_iter().map(list_result).collect()
    }

    fn thread_status(&self, thread: ThreadId) -> Option<ThreadStatus> {
        let s = call!(self.GetThreadStatus(thread.as_ptr()) or ffi::JVMPI_FAIL);
        (s != ffi::JVMPI_FAIL).then_some(ThreadStatus(s))
    }

    fn thread_has_run(&self, thread: ThreadId) -> bool {
        call!(self.ThreadHasRun(thread.as_ptr()) or 0) != 0
    }

    fn create_system_thread(&self, name: &str, priority: i32, body: SystemThreadBody) -> Result<(), Failed> {
        let c = cstring(name);
        PENDING_THREADS.lock().unwrap_or_else(|e| e.into_inner()).push_back(body);
        let r = call!(self.CreateSystemThread(c.as_ptr().cast_mut(), priority, Some(system_thread_main)) or ffi::JNI_ERR);
        if r == ffi::JNI_OK {
            Ok(())
        } else {
            PENDING_THREADS.lock().unwrap_or_else(|e| e.into_inner()).pop_back();
            Err(Failed(format!("CreateSystemThread returned {r}")))
        }
    }

    fn set_thread_local(&self, thread: ThreadId, value: usize) {
        call!(self.SetThreadLocalStorage(thread.as_ptr(), value as *mut c_void) or ())
    }

    fn get_thread_local(&self, thread: ThreadId) -> usize {
        call!(self.GetThreadLocalStorage(thread.as_ptr()) or null_mut()) as usize
    }

    fn disable_gc(&self) {
        call!(self.DisableGC() or ())
    }

    fn enable_gc(&self) {
        call!(self.EnableGC() or ())
    }

    fn run_gc(&self) {
        call!(self.RunGC() or ())
    }

    fn thread_object(&self, thread: ThreadId) -> Option<ObjectId> {
        ObjectId::from_nullable(call!(self.GetThreadObject(thread.as_ptr()) or null_mut()))
    }

    fn method_class(&self, method: MethodId) -> Option<ClassId> {
        ObjectId::from_nullable(call!(self.GetMethodClass(method.as_ptr()) or null_mut())).map(ObjectId::as_class)
    }

    fn object_to_jobject(&self, object: ObjectId) -> JObject {
        JObject::from_ptr(call!(self.jobjectID2jobject(object.as_ptr()) or null_mut()))
    }

    fn jobject_to_object(&self, obj: JObject) -> Option<ObjectId> {
        ObjectId::from_nullable(call!(self.jobject2jobjectID(obj.as_ptr()) or null_mut()))
    }

    fn current_thread(&self) -> Option<ThreadId> {
        if self.jvm.is_null() {
            return None;
        }
        // SAFETY: `jvm` is the VM's `JavaVM*`, which points to its invocation
        // table for the life of the process.
        let get_env = unsafe { (**self.jvm).GetEnv }?;
        let mut env: *mut c_void = null_mut();
        // SAFETY: GetEnv with an out-pointer to a local.
        let r = unsafe { get_env(self.jvm, &mut env, ffi::JNI_VERSION_1_2) };
        (r == ffi::JNI_OK && !env.is_null()).then_some(ThreadId(env as usize))
    }
}

/// Runs `f` unless it panics; a panic marks the agent broken.
fn guarded<R>(what: &str, f: impl FnOnce() -> R) -> Option<R> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => Some(r),
        Err(p) => {
            BROKEN.store(true, Ordering::SeqCst);
            let msg = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            eprintln!("agent panicked in {what}: {msg}; it receives no further events");
            None
        }
    }
}

/// The start function of every system thread the agent creates.
unsafe extern "C" fn system_thread_main(_arg: *mut c_void) {
    let body = PENDING_THREADS.lock().unwrap_or_else(|e| e.into_inner()).pop_front();
    if let (Some(body), Some(vm)) = (body, CProfiler::get()) {
        guarded("a system thread", || body(&vm));
    }
}

/// The raw monitor that serialises calls into the agent (created in
/// `JVM_OnLoad`).
static AGENT_MONITOR: AtomicPtr<ffi::_JVMPI_RawMonitor> = AtomicPtr::new(null_mut());

/// Runs the agent unless this thread is already inside it. Callers from
/// several threads are serialised by a raw monitor, not a Rust lock: the
/// VM makes a thread blocked on a raw monitor safe for collections, so one
/// thread waiting here never holds up a collection that the thread inside
/// the agent waits for.
fn with_agent(what: &str, f: impl FnOnce(&mut dyn Agent, &CProfiler)) {
    if BROKEN.load(Ordering::Relaxed) || IN_AGENT.with(|c| c.get()) {
        return;
    }
    let Some(vm) = CProfiler::get() else { return };
    let mon = RawMonitor::from_ptr(AGENT_MONITOR.load(Ordering::Acquire));
    if mon.0 != 0 {
        vm.raw_monitor_enter(mon);
    }
    IN_AGENT.with(|c| c.set(true));
    guarded(what, || {
        // Uncontended: the raw monitor admits one thread at a time.
        let mut g = AGENT.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(a) = g.as_mut() {
            f(a.as_mut(), &vm);
        }
    });
    IN_AGENT.with(|c| c.set(false));
    if mon.0 != 0 {
        vm.raw_monitor_exit(mon);
    }
}

/// The agent's `NotifyEvent`.
unsafe extern "C" fn notify_event(ev: *mut ffi::JVMPI_Event) {
    if ev.is_null() {
        return;
    }
    // SAFETY: the VM passes a valid event, and everything it points to,
    // for the duration of the call.
    let ev = unsafe { &*ev };
    let requested = ev.event_type & ffi::JVMPI_REQUESTED_EVENT != 0;
    if let Some(sink) = SINK.with(|s| s.get()).filter(|_| requested) {
        // SAFETY: the sink of the request_event call in progress on this
        // thread (see `request_event`), which outlives this synchronous call.
        let sink = unsafe { &mut *sink };
        // The sink runs agent code: keep panics inside.
        guarded("a requested event", || unsafe { with_event(ev, &mut |e| sink(e)) });
        return;
    }
    with_agent("an event", |a, vm| {
        // SAFETY: as above.
        unsafe { with_event(ev, &mut |e| a.event(vm, e)) }
    });
}

/// Copies of the strings of an event (an `Event` borrows `&str`, C gives
/// `char*`, which may not be UTF-8).
#[derive(Default)]
struct Strings(Vec<String>);

impl Strings {
    /// # Safety
    /// `p` is NULL or a NUL-terminated string.
    unsafe fn add(&mut self, p: *const c_char) -> usize {
        let s = if p.is_null() {
            String::new()
        } else {
            // SAFETY: per the contract.
            unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
        };
        self.0.push(s);
        self.0.len() - 1
    }
}

/// # Safety
/// `p` points to `n` valid elements (or `n` <= 0).
unsafe fn slice<'a, T>(p: *const T, n: ffi::jint) -> &'a [T] {
    if p.is_null() || n <= 0 {
        &[]
    } else {
        // SAFETY: per the contract.
        unsafe { std::slice::from_raw_parts(p, n as usize) }
    }
}

/// Converts a `JVMPI_Event` to an [`Event`] and passes it to `f`. Kinds the
/// crate does not know are dropped.
///
/// # Safety
/// `ev` is a valid event whose pointers are valid for the call.
pub unsafe fn with_event(ev: &ffi::JVMPI_Event, f: &mut dyn FnMut(&Event<'_>)) {
    let Some(kind) = EventKind::from_jvmpi(ev.event_type) else { return };
    let requested = ev.event_type & ffi::JVMPI_REQUESTED_EVENT != 0;
    let thread = ThreadId::from_ptr(ev.env_id);
    let u = &ev.u;
    let mut st = Strings::default();
    use EventKind as K;
    // SAFETY (for every union read below): the VM filled the member that
    // belongs to `event_type`, and its pointers are valid for the call.
    unsafe {
        match kind {
            // An rjvm extension that the C interface never posts.
            K::BytecodeSample => {}
            K::MethodEntry => f(&Event::MethodEntry { thread, method: MethodId::from_ptr(u.method.method_id) }),
            K::MethodExit => f(&Event::MethodExit { thread, method: MethodId::from_ptr(u.method.method_id) }),
            K::MethodEntry2 => f(&Event::MethodEntry2 {
                thread,
                method: MethodId::from_ptr(u.method_entry2.method_id),
                receiver: ObjectId::from_nullable(u.method_entry2.obj_id),
            }),
            K::ObjectAlloc => {
                let a = u.obj_alloc;
                f(&Event::ObjectAlloc {
                    thread,
                    arena: ArenaId(a.arena_id as u32),
                    class: ObjectId::from_nullable(a.class_id).map(ObjectId::as_class),
                    is_array: TypeCode::from_jvmpi(a.is_array).unwrap_or(TypeCode::NormalObject),
                    size: a.size.max(0) as u64,
                    object: ObjectId::from_ptr(a.obj_id),
                    requested,
                })
            }
            K::ObjectFree => f(&Event::ObjectFree { thread, object: ObjectId::from_ptr(u.obj_free.obj_id) }),
            K::ObjectMove => {
                let m = u.obj_move;
                f(&Event::ObjectMove {
                    thread,
                    arena: ArenaId(m.arena_id as u32),
                    object: ObjectId::from_ptr(m.obj_id),
                    new_arena: ArenaId(m.new_arena_id as u32),
                    new_object: ObjectId::from_ptr(m.new_obj_id),
                })
            }
            K::CompiledMethodLoad => {
                let c = u.compiled_method_load;
                let table: &[ffi::JVMPI_Lineno] = slice(c.lineno_table, c.lineno_table_size);
                let lines: Vec<LineNumber> = table.iter().map(|l| LineNumber { offset: l.offset, line: l.lineno }).collect();
                f(&Event::CompiledMethodLoad {
                    thread,
                    method: MethodId::from_ptr(c.method_id),
                    code_addr: c.code_addr as usize,
                    code_size: c.code_size.max(0) as u32,
                    line_table: &lines,
                })
            }
            K::CompiledMethodUnload => {
                f(&Event::CompiledMethodUnload { thread, method: MethodId::from_ptr(u.compiled_method_unload.method_id) })
            }
            K::InstructionStart => {
                // Which member of the inner union is meaningful depends on the
                // bytecode, which the event does not carry: report none.
                let i = u.instruction;
                f(&Event::InstructionStart {
                    thread,
                    method: MethodId::from_ptr(i.method_id),
                    offset: i.offset.max(0) as u32,
                    branch: BranchInfo::None,
                })
            }
            K::ThreadStart => {
                let t = u.thread_start;
                let (n, g, p) = (st.add(t.thread_name), st.add(t.group_name), st.add(t.parent_name));
                f(&Event::ThreadStart {
                    thread,
                    name: &st.0[n],
                    group: &st.0[g],
                    parent: &st.0[p],
                    thread_object: ObjectId::from_ptr(t.thread_id),
                    thread_env: ThreadId::from_ptr(t.thread_env_id),
                    requested,
                })
            }
            K::ThreadEnd => f(&Event::ThreadEnd { thread }),
            K::ClassLoadHook => {
                let h = u.class_load_hook;
                let data: &[u8] = slice(h.class_data, h.class_data_len);
                let replacement = RefCell::new(None);
                f(&Event::ClassLoadHook { thread, class_data: data, replacement: &replacement });
                if let (Some(bytes), Some(malloc)) = (replacement.into_inner(), h.malloc_f) {
                    let p = malloc(bytes.len() as std::ffi::c_uint) as *mut u8;
                    if !p.is_null() {
                        std::ptr::copy_nonoverlapping(bytes.as_ptr(), p, bytes.len());
                        let evp = ev as *const ffi::JVMPI_Event as *mut ffi::JVMPI_Event;
                        (*evp).u.class_load_hook.new_class_data = p;
                        (*evp).u.class_load_hook.new_class_data_len = bytes.len() as ffi::jint;
                    }
                }
            }
            K::ClassLoad => {
                let c = u.class_load;
                let name = st.add(c.class_name);
                let source = (!c.source_name.is_null()).then(|| st.add(c.source_name));
                let ms: &[ffi::JVMPI_Method] = slice(c.methods, c.num_methods);
                let mi: Vec<(usize, usize, &ffi::JVMPI_Method)> =
                    ms.iter().map(|m| (st.add(m.method_name), st.add(m.method_signature), m)).collect();
                let fields = |st: &mut Strings, p: *const ffi::JVMPI_Field, n| -> Vec<(usize, usize)> {
                    slice(p, n).iter().map(|fd: &ffi::JVMPI_Field| (st.add(fd.field_name), st.add(fd.field_signature))).collect()
                };
                let si = fields(&mut st, c.statics, c.num_static_fields);
                let ii = fields(&mut st, c.instances, c.num_instance_fields);
                let s = &st.0;
                let methods: Vec<MethodInfo<'_>> = mi
                    .iter()
                    .map(|&(n, sig, m)| MethodInfo {
                        name: &s[n],
                        signature: &s[sig],
                        start_line: m.start_lineno,
                        end_line: m.end_lineno,
                        id: MethodId::from_ptr(m.method_id),
                    })
                    .collect();
                let fi = |v: &[(usize, usize)]| -> Vec<FieldInfo<'_>> {
                    v.iter().map(|&(n, sig)| FieldInfo { name: &s[n], signature: &s[sig] }).collect()
                };
                let (statics, instances) = (fi(&si), fi(&ii));
                f(&Event::ClassLoad {
                    thread,
                    name: &s[name],
                    source: source.map(|i| s[i].as_str()),
                    num_interfaces: c.num_interfaces.max(0) as u32,
                    methods: &methods,
                    statics: &statics,
                    instances: &instances,
                    class: ClassId::from_ptr(c.class_id),
                    requested,
                })
            }
            K::ClassUnload => f(&Event::ClassUnload { thread, class: ClassId::from_ptr(u.class_unload.class_id) }),
            K::HeapDump => {
                let h = u.heap_dump;
                let data = byte_range(h.begin, h.end);
                let ts = traces(h.traces, h.num_traces);
                f(&Event::HeapDump {
                    thread,
                    level: DumpLevel::from_jvmpi(h.dump_level).unwrap_or_default(),
                    data,
                    traces: &ts,
                })
            }
            K::ObjectDump => {
                let o = u.object_dump;
                f(&Event::ObjectDump { thread, data: slice(o.data as *const u8, o.data_len) })
            }
            K::MonitorDump => {
                let m = u.monitor_dump;
                let ts = traces(m.traces, m.num_traces);
                let statuses: Vec<ThreadStatus> =
                    slice(m.threads_status, m.num_traces).iter().map(|&s| ThreadStatus(s)).collect();
                f(&Event::MonitorDump { thread, data: byte_range(m.begin, m.end), traces: &ts, statuses: &statuses })
            }
            K::JniGlobalrefAlloc | K::JniWeakGlobalrefAlloc => {
                let g = u.jni_globalref_alloc;
                let (object, global_ref) = (ObjectId::from_ptr(g.obj_id), JObject::from_ptr(g.ref_id));
                f(&if kind == K::JniGlobalrefAlloc {
                    Event::JniGlobalrefAlloc { thread, object, global_ref }
                } else {
                    Event::JniWeakGlobalrefAlloc { thread, object, global_ref }
                })
            }
            K::JniGlobalrefFree | K::JniWeakGlobalrefFree => {
                let global_ref = JObject::from_ptr(u.jni_globalref_free.ref_id);
                f(&if kind == K::JniGlobalrefFree {
                    Event::JniGlobalrefFree { thread, global_ref }
                } else {
                    Event::JniWeakGlobalrefFree { thread, global_ref }
                })
            }
            K::DataDumpRequest => f(&Event::DataDumpRequest { thread }),
            K::DataResetRequest => f(&Event::DataResetRequest { thread }),
            K::JvmInitDone => f(&Event::JvmInitDone { thread }),
            K::JvmShutDown => f(&Event::JvmShutDown { thread }),
            K::ArenaNew => {
                let a = u.new_arena;
                let n = st.add(a.arena_name);
                f(&Event::ArenaNew { thread, arena: ArenaId(a.arena_id as u32), name: &st.0[n] })
            }
            K::ArenaDelete => f(&Event::ArenaDelete { thread, arena: ArenaId(u.delete_arena.arena_id as u32) }),
            K::RawMonitorContendedEnter | K::RawMonitorContendedEntered | K::RawMonitorContendedExit => {
                let r = u.raw_monitor;
                let n = st.add(r.name);
                let (name, monitor) = (st.0[n].as_str(), RawMonitor::from_ptr(r.id));
                f(&match kind {
                    K::RawMonitorContendedEnter => Event::RawMonitorContendedEnter { thread, name, monitor },
                    K::RawMonitorContendedEntered => Event::RawMonitorContendedEntered { thread, name, monitor },
                    _ => Event::RawMonitorContendedExit { thread, name, monitor },
                })
            }
            K::MonitorContendedEnter | K::MonitorContendedEntered | K::MonitorContendedExit => {
                let object = ObjectId::from_ptr(u.monitor.object);
                f(&match kind {
                    K::MonitorContendedEnter => Event::MonitorContendedEnter { thread, object },
                    K::MonitorContendedEntered => Event::MonitorContendedEntered { thread, object },
                    _ => Event::MonitorContendedExit { thread, object },
                })
            }
            K::MonitorWait | K::MonitorWaited => {
                let w = u.monitor_wait;
                let (object, timeout_ms) = (ObjectId::from_nullable(w.object), w.timeout);
                f(&if kind == K::MonitorWait {
                    Event::MonitorWait { thread, object, timeout_ms }
                } else {
                    Event::MonitorWaited { thread, object, timeout_ms }
                })
            }
            K::GcStart => f(&Event::GcStart { thread }),
            K::GcFinish => {
                let g = u.gc_info;
                f(&Event::GcFinish {
                    thread,
                    used_objects: g.used_objects.max(0) as u64,
                    used_object_space: g.used_object_space.max(0) as u64,
                    total_object_space: g.total_object_space.max(0) as u64,
                })
            }
            // rjvm extensions never come through the C interface; kinds
            // added later are dropped until converted here.
            #[allow(unreachable_patterns)]
            _ => {}
        }
    }
}

/// # Safety
/// `[begin, end)` is NULL/empty or a valid buffer.
unsafe fn byte_range<'a>(begin: *mut c_char, end: *mut c_char) -> &'a [u8] {
    if begin.is_null() || end.is_null() || (end as usize) <= (begin as usize) {
        return &[];
    }
    // SAFETY: per the contract.
    unsafe { std::slice::from_raw_parts(begin as *const u8, end as usize - begin as usize) }
}

/// # Safety
/// `p` points to `n` call traces whose frames are valid.
unsafe fn traces<'a>(p: *const ffi::JVMPI_CallTrace, n: ffi::jint) -> Vec<ThreadTrace<'a>> {
    // SAFETY: per the contract.
    unsafe { slice(p, n) }
        .iter()
        .map(|t| ThreadTrace {
            thread: ThreadId::from_ptr(t.env_id),
            // SAFETY: per the contract.
            frames: CallFrame::from_ffi(unsafe { slice(t.frames, t.num_frames) }),
        })
        .collect()
}

/// The body of the `JVM_OnLoad` that [`export_agent!`](crate::export_agent)
/// defines: gets the interface, installs `NotifyEvent`, creates the agent
/// with `create` and calls its `on_load`.
///
/// # Safety
/// Called by the VM as `JVM_OnLoad`: `vm` is its `JavaVM*`, `options`
/// NULL or a NUL-terminated string.
pub unsafe fn on_load(vm: *mut ffi::JavaVM, options: *mut c_char, create: fn() -> Box<dyn Agent>) -> ffi::jint {
    if vm.is_null() {
        return ffi::JNI_ERR;
    }
    // SAFETY: the VM's JavaVM* points to its invocation table.
    let Some(get_env) = (unsafe { (**vm).GetEnv }) else { return ffi::JNI_ERR };
    let mut iface: *mut c_void = null_mut();
    // SAFETY: GetEnv with an out-pointer to a local.
    if unsafe { get_env(vm, &mut iface, ffi::JVMPI_VERSION_1) } != ffi::JNI_OK || iface.is_null() {
        eprintln!("JVMPI is not available (GetEnv(JVMPI_VERSION_1) failed)");
        return ffi::JNI_ERR;
    }
    let iface = iface.cast::<ffi::JVMPI_Interface>();
    // SAFETY: the agent owns the NotifyEvent slot of the interface.
    unsafe { (*iface).NotifyEvent = Some(notify_event) };
    IFACE.store(iface, Ordering::Release);
    JVM.store(vm, Ordering::Release);
    if let Some(p) = CProfiler::get() {
        // A leading '_' keeps the VM from posting contention events for it.
        let m = p.raw_monitor_create("_agent_events");
        AGENT_MONITOR.store(m.as_ptr(), Ordering::Release);
    }
    let opts = if options.is_null() {
        String::new()
    } else {
        // SAFETY: per the contract.
        unsafe { CStr::from_ptr(options) }.to_string_lossy().into_owned()
    };
    let Some(agent) = guarded("creating the agent", create) else { return ffi::JNI_ERR };
    *AGENT.lock().unwrap_or_else(|e| e.into_inner()) = Some(agent);
    let mut result = Err(String::from("panicked"));
    with_agent("on_load", |a, p| result = a.on_load(p, &opts));
    match result {
        Ok(()) => ffi::JNI_OK,
        Err(m) => {
            eprintln!("{m}");
            ffi::JNI_ERR
        }
    }
}

/// Defines `JVM_OnLoad` for an agent library: `export_agent!(my_agent)`
/// where `my_agent: fn() -> Box<dyn Agent>`. Use it once, in a `cdylib`.
#[macro_export]
macro_rules! export_agent {
    ($create:path) => {
        /// The entry point the VM calls after loading this library.
        ///
        /// # Safety
        /// Called by the VM with the `JVM_OnLoad` contract.
        #[no_mangle]
        pub unsafe extern "C" fn JVM_OnLoad(
            vm: *mut $crate::ffi::JavaVM,
            options: *mut ::std::ffi::c_char,
            _reserved: *mut ::std::ffi::c_void,
        ) -> $crate::ffi::jint {
            // SAFETY: forwarded from the VM's call.
            unsafe { $crate::cagent::on_load(vm, options, $create) }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    fn convert(ev: &ffi::JVMPI_Event) -> Vec<String> {
        let mut out = Vec::new();
        // SAFETY: the test events point to live locals.
        unsafe { with_event(ev, &mut |e| out.push(format!("{e:?}"))) };
        out
    }

    #[test]
    fn class_load_converts_every_field() {
        let name = c"p.Foo";
        let src = c"Foo.java";
        let (mname, msig) = (c"run", c"()V");
        let (fname, fsig) = (c"count", c"I");
        let mut methods = [ffi::JVMPI_Method {
            method_name: mname.as_ptr().cast_mut(),
            method_signature: msig.as_ptr().cast_mut(),
            start_lineno: 3,
            end_lineno: 9,
            method_id: 0x77 as ffi::jmethodID,
        }];
        let mut fields = [ffi::JVMPI_Field { field_name: fname.as_ptr().cast_mut(), field_signature: fsig.as_ptr().cast_mut() }];
        let mut ev = ffi::JVMPI_Event::zeroed(ffi::JVMPI_EVENT_CLASS_LOAD | ffi::JVMPI_REQUESTED_EVENT, 0x10 as _);
        ev.u.class_load = ffi::JVMPI_ClassLoad {
            class_name: name.as_ptr().cast_mut(),
            source_name: src.as_ptr().cast_mut(),
            num_interfaces: 2,
            num_methods: 1,
            methods: methods.as_mut_ptr(),
            num_static_fields: 0,
            statics: null_mut(),
            num_instance_fields: 1,
            instances: fields.as_mut_ptr(),
            class_id: 0x500 as _,
        };
        let mut got = None;
        // SAFETY: `ev` points to live locals.
        unsafe {
            with_event(&ev, &mut |e| {
                if let Event::ClassLoad { name, source, num_interfaces, methods, statics, instances, class, requested, thread } = *e {
                    got = Some((
                        name.to_string(),
                        source.map(str::to_string),
                        num_interfaces,
                        methods.iter().map(|m| (m.name.to_string(), m.signature.to_string(), m.start_line, m.end_line, m.id)).collect::<Vec<_>>(),
                        statics.len(),
                        instances.iter().map(|f| (f.name.to_string(), f.signature.to_string())).collect::<Vec<_>>(),
                        class,
                        requested,
                        thread,
                    ));
                }
            })
        };
        let g = got.unwrap();
        assert_eq!(g.0, "p.Foo");
        assert_eq!(g.1.as_deref(), Some("Foo.java"));
        assert_eq!(g.2, 2);
        assert_eq!(g.3, vec![("run".into(), "()V".into(), 3, 9, MethodId(0x77))]);
        assert_eq!(g.4, 0);
        assert_eq!(g.5, vec![("count".into(), "I".into())]);
        assert_eq!((g.6, g.7, g.8), (ClassId(0x500), true, ThreadId(0x10)));
    }

    #[test]
    fn heap_events_and_dumps_convert() {
        let mut ev = ffi::JVMPI_Event::zeroed(ffi::JVMPI_EVENT_OBJECT_ALLOC, 0x20 as _);
        ev.u.obj_alloc = ffi::JVMPI_ObjAlloc { arena_id: 3, class_id: null_mut(), is_array: 5, size: 40, obj_id: 0x9000 as _ };
        assert_eq!(
            convert(&ev),
            vec![format!(
                "{:?}",
                Event::ObjectAlloc {
                    thread: ThreadId(0x20),
                    arena: ArenaId(3),
                    class: None,
                    is_array: TypeCode::Char,
                    size: 40,
                    object: ObjectId(0x9000),
                    requested: false
                }
            )]
        );
        let mut data = [1u8, 2, 3, 4];
        let mut frames = [ffi::JVMPI_CallFrame { lineno: 12, method_id: 0x44 as _ }];
        let mut tr = [ffi::JVMPI_CallTrace { env_id: 0x20 as _, num_frames: 1, frames: frames.as_mut_ptr() }];
        let mut ev = ffi::JVMPI_Event::zeroed(ffi::JVMPI_EVENT_HEAP_DUMP | ffi::JVMPI_REQUESTED_EVENT, 0x20 as _);
        let begin = data.as_mut_ptr().cast::<c_char>();
        // SAFETY: one past the end of `data`.
        let end = unsafe { begin.add(4) };
        ev.u.heap_dump = ffi::JVMPI_HeapDump { dump_level: 1, begin, end, num_traces: 1, traces: tr.as_mut_ptr() };
        let mut seen = false;
        // SAFETY: points to live locals.
        unsafe {
            with_event(&ev, &mut |e| {
                if let Event::HeapDump { level, data, traces, .. } = *e {
                    assert_eq!(level, DumpLevel::Level1);
                    assert_eq!(data, &[1, 2, 3, 4]);
                    assert_eq!(traces.len(), 1);
                    assert_eq!(traces[0].frames, &[CallFrame { line: 12, method: MethodId(0x44) }]);
                    seen = true;
                }
            })
        };
        assert!(seen);
        // Unknown event numbers are dropped.
        let ev = ffi::JVMPI_Event::zeroed(36, null_mut());
        assert!(convert(&ev).is_empty());
    }

    // ---- a fake VM: the adapter end to end, panics included ----------------

    static mut FAKE_IFACE: ffi::JVMPI_Interface = ffi::JVMPI_Interface::empty(ffi::JVMPI_VERSION_1_2);
    static ENABLED: std::sync::Mutex<Vec<i32>> = std::sync::Mutex::new(Vec::new());

    unsafe extern "C" fn fake_enable(n: ffi::jint, _: *mut c_void) -> ffi::jint {
        ENABLED.lock().unwrap().push(n);
        ffi::JVMPI_SUCCESS
    }

    /// RequestEvent(CLASS_LOAD) answers synchronously through NotifyEvent,
    /// as the VM does.
    unsafe extern "C" fn fake_request(n: ffi::jint, arg: *mut c_void) -> ffi::jint {
        if n != ffi::JVMPI_EVENT_CLASS_LOAD {
            return ffi::JVMPI_NOT_AVAILABLE;
        }
        let name = c"Requested";
        let mut ev = ffi::JVMPI_Event::zeroed(n | ffi::JVMPI_REQUESTED_EVENT, null_mut());
        // SAFETY: writing the class_load member of a zeroed event.
        unsafe {
            ev.u.class_load.class_name = name.as_ptr().cast_mut();
            ev.u.class_load.class_id = arg.cast();
            let notify = (*std::ptr::addr_of!(FAKE_IFACE)).NotifyEvent.unwrap();
            notify(&mut ev);
        }
        ffi::JVMPI_SUCCESS
    }

    unsafe extern "C" fn fake_get_env(_vm: *mut ffi::JavaVM, penv: *mut *mut c_void, version: ffi::jint) -> ffi::jint {
        if version != ffi::JVMPI_VERSION_1 {
            return ffi::JNI_EVERSION;
        }
        // SAFETY: test-only global, used by one test.
        unsafe { *penv = std::ptr::addr_of_mut!(FAKE_IFACE).cast() };
        ffi::JNI_OK
    }

    struct Invoke(ffi::JNIInvokeInterface_);
    // SAFETY: an immutable table of function pointers.
    unsafe impl Sync for Invoke {}
    static FAKE_INVOKE: Invoke = Invoke(ffi::JNIInvokeInterface_ {
        reserved0: null_mut(),
        reserved1: null_mut(),
        reserved2: null_mut(),
        DestroyJavaVM: None,
        AttachCurrentThread: None,
        DetachCurrentThread: None,
        GetEnv: Some(fake_get_env),
        AttachCurrentThreadAsDaemon: None,
    });
    struct VmWord(ffi::JavaVM);
    // SAFETY: a pointer to an immutable static table.
    unsafe impl Sync for VmWord {}
    static FAKE_VM: VmWord = VmWord(&FAKE_INVOKE.0);

    static SEEN: std::sync::Mutex<Vec<String>> = std::sync::Mutex::new(Vec::new());

    struct TestAgent;
    impl Agent for TestAgent {
        fn on_load(&mut self, vm: &dyn Profiler, options: &str) -> Result<(), String> {
            if options == "panic" {
                panic!("on_load panics");
            }
            vm.enable_event(EventKind::ClassLoad).map_err(|_| "no".to_string())?;
            Ok(())
        }
        fn event(&mut self, vm: &dyn Profiler, e: &Event<'_>) {
            if let Event::ClassLoad { name, .. } = *e {
                SEEN.lock().unwrap().push(name.to_string());
                if name == "Boom" {
                    panic!("event panics");
                }
                // A request from inside a callback reaches the sink, not `event`.
                let mut got = String::new();
                let r = vm.request_event(RequestArg::ClassLoad(ClassId(0x99)), &mut |e| {
                    if let Event::ClassLoad { name, class, requested, .. } = *e {
                        got = format!("{name}@{:x}/{requested}", class.0);
                    }
                });
                assert!(r.is_ok());
                SEEN.lock().unwrap().push(got);
            }
        }
    }

    fn new_test_agent() -> Box<dyn Agent> {
        Box::new(TestAgent)
    }

    fn post_class(name: &std::ffi::CStr) {
        let mut ev = ffi::JVMPI_Event::zeroed(ffi::JVMPI_EVENT_CLASS_LOAD, null_mut());
        ev.u.class_load.class_name = name.as_ptr().cast_mut();
        // SAFETY: the adapter's NotifyEvent, as the VM would call it.
        unsafe { notify_event(&mut ev) };
    }

    #[test]
    fn adapter_end_to_end_and_panics_stay_inside() {
        // SAFETY: this is the only test touching the fake interface.
        unsafe {
            let i = &mut *std::ptr::addr_of_mut!(FAKE_IFACE);
            i.EnableEvent = Some(fake_enable);
            i.RequestEvent = Some(fake_request);
        }
        let vm = (&FAKE_VM.0 as *const ffi::JavaVM).cast_mut();
        let opts = c"panic";
        // SAFETY: a fake VM with the JVM_OnLoad contract.
        let rc = unsafe { on_load(vm, opts.as_ptr().cast_mut(), new_test_agent) };
        assert_eq!(rc, ffi::JNI_ERR, "a panicking on_load fails start-up instead of crashing");
        BROKEN.store(false, Ordering::SeqCst);
        // SAFETY: as above.
        let rc = unsafe { on_load(vm, null_mut(), new_test_agent) };
        assert_eq!(rc, ffi::JNI_OK);
        assert_eq!(*ENABLED.lock().unwrap(), vec![ffi::JVMPI_EVENT_CLASS_LOAD]);
        // SAFETY: reading the slot the adapter wrote.
        assert!(unsafe { (*std::ptr::addr_of!(FAKE_IFACE)).NotifyEvent }.is_some());
        post_class(c"First");
        post_class(c"Boom");
        post_class(c"After");
        assert_eq!(*SEEN.lock().unwrap(), vec!["First", "Requested@99/true", "Boom"], "no events after a panic");
        assert!(BROKEN.load(Ordering::SeqCst));
    }
}
