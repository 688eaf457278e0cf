//! `-Xrun` agents: the built-in Rust registry, loading C libraries, and the
//! [`Profiler`] face for Rust agents.

use std::ffi::{c_void, CString};
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicU64;
use std::sync::Arc;

use parking_lot::Mutex;
use rjvm_profiler_api::{
    ffi, BuiltinAgent, CallFrame, ClassId, Event, EventKind, Failed, JObject, Hooks, HookKinds, MethodId, NotAvailable, ObjectId, Profiler, RawMonitor,
    RawFrame, RequestArg, SystemThreadBody, ThreadHook, ThreadId, ThreadListResult, ThreadStatus,
};

use super::RustAgent;

/// Built-in Rust agents, by `-Xrun` name.
pub static BUILTIN: &[BuiltinAgent] = &[rjvm_hprof::BUILTIN, rjvm_mct::BUILTIN, rjvm_bcsample::BUILTIN];

/// One `-Xrun<name>[:options]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AgentSpec {
    pub name: String,
    pub options: Option<String>,
}

impl AgentSpec {
    /// Parse the text after `-Xrun`; None if the name is empty.
    pub fn parse(s: &str) -> Option<AgentSpec> {
        let (name, options) = match s.split_once(':') {
            Some((n, o)) => (n, Some(o.to_string())),
            None => (s, None),
        };
        (!name.is_empty()).then(|| AgentSpec { name: name.to_string(), options })
    }
}

/// The directories searched for `lib<name>.so`, in order.
pub fn search_path(library_path: Option<&str>) -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = Vec::new();
    let split = |s: &str, dirs: &mut Vec<PathBuf>| dirs.extend(s.split(':').filter(|d| !d.is_empty()).map(PathBuf::from));
    if let Some(lp) = library_path {
        split(lp, &mut dirs);
    }
    if let Ok(lp) = std::env::var("LD_LIBRARY_PATH") {
        split(&lp, &mut dirs);
    }
    if let Some(d) = std::env::current_exe().ok().and_then(|e| e.parent().map(Path::to_path_buf)) {
        dirs.push(d);
    }
    dirs.push(PathBuf::from("."));
    dirs
}

fn dl_error() -> String {
    // SAFETY: dlerror returns NULL or a NUL-terminated thread-local string.
    let p = unsafe { libc::dlerror() };
    if p.is_null() {
        "unknown error".into()
    } else {
        // SAFETY: as above.
        unsafe { std::ffi::CStr::from_ptr(p) }.to_string_lossy().into_owned()
    }
}

fn dlopen(path: &str) -> Result<*mut c_void, String> {
    let c = CString::new(path).map_err(|_| "bad library name".to_string())?;
    // SAFETY: `c` is a valid C string; loading runs the library's
    // constructors, which is what -Xrun asks for.
    let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
    if h.is_null() {
        Err(dl_error())
    } else {
        Ok(h)
    }
}

static ANY_LOADED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether any `-Xrun` agent was loaded.
pub(crate) fn any_loaded() -> bool {
    ANY_LOADED.load(std::sync::atomic::Ordering::SeqCst)
}

/// Load every agent in order and call its `JVM_OnLoad` / `on_load`. On
/// failure, the message to print (the VM then exits with status 1).
pub fn load_all(specs: &[AgentSpec], library_path: Option<&str>) -> Result<(), String> {
    if !specs.is_empty() {
        ANY_LOADED.store(true, std::sync::atomic::Ordering::SeqCst);
    }
    for s in specs {
        load_one(s, library_path)?;
    }
    Ok(())
}

fn load_one(spec: &AgentSpec, library_path: Option<&str>) -> Result<(), String> {
    let name = &spec.name;
    if let Some(b) = BUILTIN.iter().find(|b| b.name == name.as_str()) {
        let slot: &'static RustAgent =
            Box::leak(Box::new(RustAgent { mask: AtomicU64::new(0), agent: Mutex::new((b.create)()), owner: Default::default(), alloc_hooked: Default::default(), move_hooked: Default::default() }));
        super::add_rust_agent(slot)?;
        let opts = spec.options.clone().unwrap_or_default();
        let r = slot.agent.lock().on_load(&RustProfiler { agent: slot }, &opts);
        return r.map_err(|m| format!("Error occurred during initialization of VM\n-Xrun library failed to init: {name}: {m}"));
    }
    let file = format!("lib{name}.so");
    let found = search_path(library_path).into_iter().map(|d| d.join(&file)).find(|p| p.is_file());
    let handle = match &found {
        Some(p) => dlopen(&p.to_string_lossy()),
        // Last, the dynamic linker's own search (its error is the message).
        None => dlopen(&file),
    }
    .map_err(|e| format!("Error occurred during initialization of VM\nCould not find agent library {name} on the library path, with error: {e}"))?;
    let sym = ffi::JVM_ONLOAD_SYMBOL;
    // SAFETY: `handle` is a live dlopen handle, `sym` NUL-terminated.
    let f = unsafe { libc::dlsym(handle, sym.as_ptr().cast()) };
    if f.is_null() {
        let shown = found.map(|p| p.display().to_string()).unwrap_or(file);
        return Err(format!("Error occurred during initialization of VM\nCould not find JVM_OnLoad function in -Xrun library: {shown}"));
    }
    // SAFETY: the library exports JVM_OnLoad with the JVMPI signature.
    let on_load: ffi::JVM_OnLoad_t = unsafe { std::mem::transmute::<*mut c_void, ffi::JVM_OnLoad_t>(f) };
    let opts = spec.options.as_deref().map(super::c_string);
    let opts_ptr = opts.as_ref().map(|c| c.as_ptr().cast_mut()).unwrap_or(std::ptr::null_mut());
    // SAFETY: calling the agent's entry point with a valid JavaVM*, an
    // options string (or NULL) that outlives the call, and NULL.
    let rc = unsafe { on_load(crate::jni::invocation::java_vm(), opts_ptr, std::ptr::null_mut()) };
    if rc < 0 {
        return Err(format!("Error occurred during initialization of VM\n-Xrun library failed to init: {name} (JVM_OnLoad returned {rc})"));
    }
    // The library stays loaded for the life of the process (never dlclosed).
    Ok(())
}

/// The VM as a Rust agent sees it.
pub(crate) struct RustProfiler {
    pub agent: &'static RustAgent,
}

fn check(kind: EventKind) -> Result<EventKind, NotAvailable> {
    // Extensions (BYTECODE_SAMPLE) are for Rust agents only: `can_enable`
    // answers for the C interface, which refuses them.
    if kind.is_extension() {
        return Ok(kind);
    }
    super::can_enable(kind.as_jvmpi()).ok_or(NotAvailable)
}

fn list_result(code: i32) -> ThreadListResult {
    match code {
        ffi::JVMPI_THREAD_LIST_OK => ThreadListResult::Ok,
        ffi::JVMPI_THREAD_LIST_ALREADY_SUSPENDED => ThreadListResult::AlreadySuspended,
        ffi::JVMPI_THREAD_LIST_NOT_SUSPENDED => ThreadListResult::NotSuspended,
        _ => ThreadListResult::InvalidThread,
    }
}

impl Profiler for RustProfiler {
    fn enable_event(&self, kind: EventKind) -> Result<(), NotAvailable> {
        super::set_enabled(&self.agent.mask, check(kind)?, true);
        Ok(())
    }
    fn disable_event(&self, kind: EventKind) -> Result<(), NotAvailable> {
        super::set_enabled(&self.agent.mask, check(kind)?, false);
        Ok(())
    }
    fn request_event(&self, arg: RequestArg, sink: &mut dyn FnMut(&Event<'_>)) -> Result<(), NotAvailable> {
        super::request(arg, sink).map_err(|_| NotAvailable)
    }
    fn call_trace_into(&self, thread: ThreadId, depth: usize, frames: &mut Vec<CallFrame>) {
        super::heapev::call_trace(thread.as_ptr(), depth, frames)
    }
    fn profiler_exit(&self, code: i32) -> ! {
        super::profiler_exit(code)
    }
    fn raw_monitor_create(&self, name: &str) -> RawMonitor {
        super::rawmon::create(name)
    }
    fn raw_monitor_enter(&self, m: RawMonitor) {
        super::rawmon::enter(m)
    }
    fn raw_monitor_exit(&self, m: RawMonitor) {
        super::rawmon::exit(m)
    }
    fn raw_monitor_wait(&self, m: RawMonitor, millis: i64) {
        super::rawmon::wait(m, millis)
    }
    fn raw_monitor_notify_all(&self, m: RawMonitor) {
        super::rawmon::notify_all(m)
    }
    fn raw_monitor_destroy(&self, m: RawMonitor) {
        super::rawmon::destroy(m)
    }
    fn current_thread_cpu_time(&self) -> u64 {
        super::cpu_time()
    }
    fn suspend_thread(&self, thread: ThreadId) {
        super::suspend(thread.as_ptr());
    }
    fn resume_thread(&self, thread: ThreadId) {
        super::resume(thread.as_ptr());
    }
    fn suspend_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult> {
        threads.iter().map(|t| list_result(super::suspend(t.as_ptr()))).collect()
    }
    fn resume_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult> {
        threads.iter().map(|t| list_result(super::resume(t.as_ptr()))).collect()
    }
    fn thread_status(&self, thread: ThreadId) -> Option<ThreadStatus> {
        super::thread_status(thread.as_ptr()).map(ThreadStatus)
    }
    fn thread_has_run(&self, thread: ThreadId) -> bool {
        super::thread_has_run(thread.as_ptr())
    }
    fn create_system_thread(&self, name: &str, priority: i32, body: SystemThreadBody) -> Result<(), Failed> {
        let agent = self.agent;
        let run = Box::new(move || body(&RustProfiler { agent }));
        if super::create_system_thread(name, priority, run) {
            Ok(())
        } else {
            Err(Failed("CreateSystemThread: only after JVM_INIT_DONE, or the OS thread could not be created".into()))
        }
    }
    fn set_thread_local(&self, thread: ThreadId, value: usize) {
        super::set_tls(thread.as_ptr(), value)
    }
    fn get_thread_local(&self, thread: ThreadId) -> usize {
        super::get_tls(thread.as_ptr())
    }
    fn disable_gc(&self) {
        super::disable_gc()
    }
    fn enable_gc(&self) {
        super::enable_gc()
    }
    fn run_gc(&self) {
        super::run_gc()
    }
    fn thread_object(&self, thread: ThreadId) -> Option<ObjectId> {
        ObjectId::from_nullable(super::thread_object(thread.as_ptr()) as _)
    }
    fn method_class(&self, method: MethodId) -> Option<ClassId> {
        let c = super::method_class(method.0);
        (c != 0).then_some(ClassId(c))
    }
    fn object_to_jobject(&self, object: ObjectId) -> JObject {
        JObject(super::object_to_jobject(object.0))
    }
    fn jobject_to_object(&self, obj: JObject) -> Option<ObjectId> {
        let o = super::jobject_to_object(obj.0);
        (o != 0).then_some(ObjectId(o))
    }
    fn current_thread(&self) -> Option<ThreadId> {
        super::current().map(|_| super::current_id())
    }
    fn bytecode_counting(&self, on: bool) -> Result<(), NotAvailable> {
        super::interp::counting(on);
        Ok(())
    }
    fn bytecode_count(&self, thread: ThreadId) -> Option<u64> {
        super::interp::count_of(thread)
    }
    fn set_bytecode_sampling(&self, interval: u64, jitter: u64, seed: u64) -> Result<(), NotAvailable> {
        super::interp::set_sampling(interval, jitter, seed);
        Ok(())
    }
    fn set_hooks(&self, hooks: Option<Arc<dyn Hooks>>, kinds: HookKinds) -> Result<(), NotAvailable> {
        super::hooks::set_hooks(self.agent, hooks, kinds);
        Ok(())
    }
    fn visit_hooks(&self, f: &mut dyn FnMut(ThreadId, u64, &mut dyn ThreadHook)) -> Result<(), NotAvailable> {
        if super::hooks::visit_hooks(self.agent, f) {
            Ok(())
        } else {
            Err(NotAvailable)
        }
    }
    fn take_contexts(&self) -> Result<(), NotAvailable> {
        if super::hooks::take_contexts() {
            Ok(())
        } else {
            Err(NotAvailable)
        }
    }
    fn class_of_key(&self, key: u32) -> Option<ClassId> {
        super::hooks::class_of_key(key)
    }
    fn line_of(&self, frame: RawFrame) -> i32 {
        super::hooks::line_of(frame.method(), frame.index())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_specs() {
        assert_eq!(AgentSpec::parse("hprof"), Some(AgentSpec { name: "hprof".into(), options: None }));
        assert_eq!(AgentSpec::parse("hprof:heap=all,cpu=samples"), Some(AgentSpec { name: "hprof".into(), options: Some("heap=all,cpu=samples".into()) }));
        assert_eq!(AgentSpec::parse(""), None);
        assert_eq!(AgentSpec::parse(":x"), None);
    }

    #[test]
    fn search_order() {
        let d = search_path(Some("/a:/b"));
        assert_eq!(d[0], PathBuf::from("/a"));
        assert_eq!(d[1], PathBuf::from("/b"));
        assert_eq!(d.last().unwrap(), &PathBuf::from("."));
    }

    #[test]
    fn enable_rules() {
        for k in EventKind::ALL {
            let r = super::super::can_enable(k.as_jvmpi());
            assert_eq!(r.is_none(), k.is_request_only() || k.is_extension(), "{k}");
        }
        assert!(super::super::can_enable(0).is_none());
        assert!(super::super::can_enable(62).is_none());
        assert!(super::super::can_enable(36).is_none());
    }
}
