//! Unit tests of the safe API, with a small mock VM.

use super::*;
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

#[test]
fn event_kind_numbers_round_trip() {
    assert_eq!(EventKind::ALL.len(), 38);
    for &k in EventKind::ALL {
        assert_eq!(EventKind::from_jvmpi(k.as_jvmpi()), Some(k));
        assert_eq!(
            EventKind::from_jvmpi(k.as_jvmpi() | ffi::JVMPI_REQUESTED_EVENT),
            Some(k)
        );
        assert!(k.as_jvmpi() >= 1 && (k.as_jvmpi() <= ffi::JVMPI_MAX_EVENT_TYPE_VAL || k.is_extension()));
    }
    for n in [0, 10, 32, 36, 63, -1] {
        assert_eq!(EventKind::from_jvmpi(n), None, "{n}");
    }
    assert_eq!(EventKind::ObjectAlloc.as_jvmpi(), 4);
    assert_eq!(EventKind::GcFinish.as_jvmpi(), 61);
    assert_eq!(EventKind::ThreadStart.as_jvmpi(), 33);
    assert_eq!(EventKind::ObjectAlloc.to_string(), "OBJECT_ALLOC");
    assert_eq!(
        EventKind::RawMonitorContendedEnter.jvmpi_name(),
        "RAW_MONITOR_CONTENDED_ENTER"
    );
    let request_only: Vec<_> = EventKind::ALL
        .iter()
        .filter(|k| k.is_request_only())
        .collect();
    assert_eq!(
        request_only,
        [
            &EventKind::HeapDump,
            &EventKind::ObjectDump,
            &EventKind::MonitorDump
        ]
    );
    assert_eq!(
        EventKind::ALL.iter().filter(|k| k.is_requestable()).count(),
        6
    );
}

#[test]
fn event_set() {
    let mut s: EventSet = [EventKind::GcStart, EventKind::MethodEntry]
        .into_iter()
        .collect();
    assert!(s.contains(EventKind::GcStart) && s.contains(EventKind::MethodEntry));
    assert!(!s.contains(EventKind::GcFinish));
    assert_eq!(s.0, (1 << 60) | (1 << 1));
    s.insert(EventKind::GcFinish);
    s.remove(EventKind::GcStart);
    assert_eq!(
        s.iter().collect::<Vec<_>>(),
        [EventKind::MethodEntry, EventKind::GcFinish]
    );
    assert!(EventSet::EMPTY.is_empty());
    assert_eq!(
        format!("{:?}", EventSet::EMPTY.with(EventKind::ThreadEnd)),
        "{ThreadEnd}"
    );
}

#[test]
fn type_codes() {
    for n in -1..20 {
        if let Some(t) = TypeCode::from_jvmpi(n) {
            assert_eq!(t.as_jvmpi(), n);
        }
    }
    assert_eq!(TypeCode::from_jvmpi(2), Some(TypeCode::Class));
    assert_eq!(TypeCode::from_jvmpi(1), None);
    assert_eq!(TypeCode::from_signature("[I"), Some(TypeCode::Class));
    assert_eq!(
        TypeCode::from_signature("Ljava/lang/String;"),
        Some(TypeCode::Class)
    );
    assert_eq!(TypeCode::from_signature("J"), Some(TypeCode::Long));
    assert_eq!(TypeCode::from_signature("Z"), Some(TypeCode::Boolean));
    assert_eq!(TypeCode::from_signature("V"), None);
    assert_eq!(TypeCode::from_signature(""), None);
    assert_eq!(TypeCode::Char.dump_size(), 2);
    assert_eq!(TypeCode::Class.dump_size(), std::mem::size_of::<usize>());
    assert!(TypeCode::Int.is_primitive() && !TypeCode::Class.is_primitive());
    assert_eq!(DumpLevel::default(), DumpLevel::Level2);
    assert_eq!(DumpLevel::from_jvmpi(1), Some(DumpLevel::Level1));
    assert_eq!(DumpLevel::from_jvmpi(3), None);
}

#[test]
fn thread_status_word() {
    let s = ThreadStatus::new(ThreadState::CondvarWait, true, false);
    assert_eq!(s.0, 3 | 0x8000);
    assert_eq!(s.state(), ThreadState::CondvarWait);
    assert!(s.is_suspended() && !s.is_interrupted());
    let s = ThreadStatus(ffi::JVMPI_THREAD_MONITOR_WAIT | ffi::JVMPI_THREAD_INTERRUPTED);
    assert_eq!(s.state(), ThreadState::MonitorWait);
    assert!(s.is_interrupted() && !s.is_suspended());
    assert_eq!(ThreadStatus(1).state(), ThreadState::Runnable);
    assert_eq!(ThreadStatus(9).state(), ThreadState::Other(9));
}

#[test]
fn call_frames_share_the_c_layout() {
    let frames = [
        CallFrame {
            line: 12,
            method: MethodId(0x1234),
        },
        CallFrame {
            line: -3,
            method: MethodId(8),
        },
    ];
    let c = CallFrame::as_ffi(&frames);
    assert_eq!(c[0].lineno, 12);
    assert_eq!(c[0].method_id as usize, 0x1234);
    assert_eq!(c[1].lineno, CallFrame::LINE_NATIVE);
    assert_eq!(CallFrame::from_ffi(c), &frames);
}

#[test]
fn ids_and_pointers() {
    let p = 0x5000usize as ffi::jobjectID;
    assert_eq!(ObjectId::from_ptr(p), ObjectId(0x5000));
    assert_eq!(ObjectId(0x5000).as_ptr(), p);
    assert_eq!(ObjectId::from_nullable(std::ptr::null_mut()), None);
    assert_eq!(ClassId(7).as_object(), ObjectId(7));
    assert_eq!(ObjectId(7).as_class(), ClassId(7));
    assert_eq!(
        ThreadId::from_nullable(0x10usize as *mut ffi::JNIEnv),
        Some(ThreadId(0x10))
    );
}

#[test]
fn event_accessors() {
    let t = ThreadId(0x77);
    let methods = [MethodInfo {
        name: "main",
        signature: "([Ljava/lang/String;)V",
        start_line: 3,
        end_line: 9,
        id: MethodId(1),
    }];
    let load = Event::ClassLoad {
        thread: t,
        name: "Hello",
        source: Some("Hello.java"),
        num_interfaces: 0,
        methods: &methods,
        statics: &[],
        instances: &[],
        class: ClassId(0x900),
        requested: true,
    };
    assert_eq!(load.kind(), EventKind::ClassLoad);
    assert_eq!(load.thread(), t);
    assert!(load.is_requested());
    assert_eq!(load.jvmpi_event_type(), 42 | 0x1000_0000);

    let alloc = Event::ObjectAlloc {
        thread: t,
        arena: ArenaId(1),
        class: None,
        is_array: TypeCode::Char,
        size: 40,
        object: ObjectId(0x1000),
        requested: false,
    };
    assert!(!alloc.is_requested());
    assert_eq!(alloc.jvmpi_event_type(), 4);
    let dump = Event::HeapDump {
        thread: t,
        level: DumpLevel::Level0,
        data: &[],
        traces: &[],
    };
    assert!(dump.is_requested());
    assert_eq!(Event::GcStart { thread: t }.kind(), EventKind::GcStart);
    assert_eq!(Event::ThreadEnd { thread: t }.thread(), t);
    assert_eq!(
        RequestArg::HeapDump(DumpLevel::Level2).kind(),
        EventKind::HeapDump
    );
    assert_eq!(RequestArg::MonitorDump.kind(), EventKind::MonitorDump);
}

#[test]
fn class_load_hook_replacement() {
    let slot = RefCell::new(None);
    let e = Event::ClassLoadHook {
        thread: ThreadId(1),
        class_data: &[0xca, 0xfe],
        replacement: &slot,
    };
    if let Event::ClassLoadHook {
        class_data,
        replacement,
        ..
    } = e
    {
        let mut v = class_data.to_vec();
        v.push(0xba);
        *replacement.borrow_mut() = Some(v);
    }
    assert_eq!(slot.into_inner(), Some(vec![0xca, 0xfe, 0xba]));
}

// ---- a mock VM, to check that the traits work together -----------------------

#[derive(Default)]
struct MockVm {
    enabled: Cell<EventSet>,
    monitors: RefCell<HashMap<usize, (String, usize)>>, // id -> (name, entry count)
    next_monitor: Cell<usize>,
    log: RefCell<Vec<String>>,
    tls: RefCell<HashMap<usize, usize>>,
    gc_disabled: Cell<u32>,
}

impl Profiler for MockVm {
    fn enable_event(&self, kind: EventKind) -> Result<(), NotAvailable> {
        if kind.is_request_only() {
            return Err(NotAvailable);
        }
        self.enabled.set(self.enabled.get().with(kind));
        Ok(())
    }
    fn disable_event(&self, kind: EventKind) -> Result<(), NotAvailable> {
        if kind.is_request_only() {
            return Err(NotAvailable);
        }
        self.enabled.set(self.enabled.get().without(kind));
        Ok(())
    }
    fn request_event(
        &self,
        arg: RequestArg,
        sink: &mut dyn FnMut(&Event<'_>),
    ) -> Result<(), NotAvailable> {
        let thread = ThreadId(0x10);
        match arg {
            RequestArg::HeapDump(level) => {
                let mut w = encode::Writer::new();
                w.u1(0).id(0x100);
                let frames = [CallFrame {
                    line: 5,
                    method: MethodId(1),
                }];
                let traces = [ThreadTrace {
                    thread,
                    frames: &frames,
                }];
                sink(&Event::HeapDump {
                    thread,
                    level,
                    data: w.as_slice(),
                    traces: &traces,
                });
                Ok(())
            }
            RequestArg::ObjectAlloc(object) => {
                sink(&Event::ObjectAlloc {
                    thread,
                    arena: ArenaId(1),
                    class: Some(ClassId(0x50)),
                    is_array: TypeCode::NormalObject,
                    size: 16,
                    object,
                    requested: true,
                });
                Ok(())
            }
            _ => Err(NotAvailable),
        }
    }
    fn call_trace_into(&self, _thread: ThreadId, depth: usize, frames: &mut Vec<CallFrame>) {
        frames.clear();
        frames.extend((0..depth.min(3)).map(|i| CallFrame {
            line: i as i32,
            method: MethodId(100 + i),
        }));
    }
    fn profiler_exit(&self, code: i32) -> ! {
        panic!("exit {code}")
    }
    fn raw_monitor_create(&self, name: &str) -> RawMonitor {
        let id = self.next_monitor.get() + 8;
        self.next_monitor.set(id);
        self.monitors.borrow_mut().insert(id, (name.to_string(), 0));
        RawMonitor(id)
    }
    fn raw_monitor_enter(&self, m: RawMonitor) {
        self.monitors.borrow_mut().get_mut(&m.0).unwrap().1 += 1;
        self.log.borrow_mut().push(format!("enter {}", m.0));
    }
    fn raw_monitor_exit(&self, m: RawMonitor) {
        self.monitors.borrow_mut().get_mut(&m.0).unwrap().1 -= 1;
        self.log.borrow_mut().push(format!("exit {}", m.0));
    }
    fn raw_monitor_wait(&self, m: RawMonitor, millis: i64) {
        self.log.borrow_mut().push(format!("wait {} {millis}", m.0));
    }
    fn raw_monitor_notify_all(&self, m: RawMonitor) {
        self.log.borrow_mut().push(format!("notify {}", m.0));
    }
    fn raw_monitor_destroy(&self, m: RawMonitor) {
        self.monitors.borrow_mut().remove(&m.0);
    }
    fn current_thread_cpu_time(&self) -> u64 {
        42
    }
    fn suspend_thread(&self, _thread: ThreadId) {}
    fn resume_thread(&self, _thread: ThreadId) {}
    fn suspend_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult> {
        threads
            .iter()
            .map(|t| {
                if t.0 == 0 {
                    ThreadListResult::InvalidThread
                } else {
                    ThreadListResult::Ok
                }
            })
            .collect()
    }
    fn resume_thread_list(&self, threads: &[ThreadId]) -> Vec<ThreadListResult> {
        vec![ThreadListResult::NotSuspended; threads.len()]
    }
    fn thread_status(&self, thread: ThreadId) -> Option<ThreadStatus> {
        (thread.0 != 0).then_some(ThreadStatus::new(ThreadState::Runnable, false, false))
    }
    fn thread_has_run(&self, _thread: ThreadId) -> bool {
        true
    }
    fn create_system_thread(
        &self,
        name: &str,
        priority: i32,
        body: SystemThreadBody,
    ) -> Result<(), Failed> {
        if !(priority::MINIMUM..=priority::MAXIMUM).contains(&priority) {
            return Err(Failed(format!("bad priority {priority}")));
        }
        self.log.borrow_mut().push(format!("thread {name}"));
        body(self); // the mock runs it inline
        Ok(())
    }
    fn set_thread_local(&self, thread: ThreadId, value: usize) {
        self.tls.borrow_mut().insert(thread.0, value);
    }
    fn get_thread_local(&self, thread: ThreadId) -> usize {
        self.tls.borrow().get(&thread.0).copied().unwrap_or(0)
    }
    fn disable_gc(&self) {
        self.gc_disabled.set(self.gc_disabled.get() + 1);
    }
    fn enable_gc(&self) {
        self.gc_disabled.set(self.gc_disabled.get() - 1);
    }
    fn run_gc(&self) {}
    fn thread_object(&self, thread: ThreadId) -> Option<ObjectId> {
        Some(ObjectId(thread.0 * 2))
    }
    fn method_class(&self, _method: MethodId) -> Option<ClassId> {
        Some(ClassId(0x50))
    }
    fn object_to_jobject(&self, object: ObjectId) -> JObject {
        JObject(object.0 + 1)
    }
    fn jobject_to_object(&self, obj: JObject) -> Option<ObjectId> {
        Some(ObjectId(obj.0 - 1))
    }
    fn current_thread(&self) -> Option<ThreadId> {
        Some(ThreadId(0x10))
    }
}

/// A toy agent: counts allocations per class, dumps on request.
#[derive(Default)]
struct CountingAgent {
    lock: Option<RawMonitor>,
    allocs: HashMap<Option<ClassId>, u64>,
    traces: Vec<Vec<CallFrame>>,
    dumped_objects: usize,
    dump_traces: usize,
}

impl Agent for CountingAgent {
    fn on_load(&mut self, vm: &dyn Profiler, options: &str) -> Result<(), String> {
        if options == "bad" {
            return Err("bad option".into());
        }
        for k in [
            EventKind::ObjectAlloc,
            EventKind::GcStart,
            EventKind::GcFinish,
            EventKind::DataDumpRequest,
        ] {
            vm.enable_event(k).map_err(|e| format!("{k}: {e}"))?;
        }
        assert_eq!(vm.enable_event(EventKind::HeapDump), Err(NotAvailable));
        self.lock = Some(vm.raw_monitor_create("_counting_lock"));
        Ok(())
    }

    fn event(&mut self, vm: &dyn Profiler, e: &Event<'_>) {
        match *e {
            Event::ObjectAlloc { thread, class, .. } => {
                *self.allocs.entry(class).or_default() += 1;
                let mut frames = Vec::new();
                vm.call_trace_into(thread, 2, &mut frames);
                self.traces.push(frames);
            }
            Event::GcStart { .. } => self.lock.unwrap().enter(vm),
            Event::GcFinish { .. } => self.lock.unwrap().exit(vm),
            Event::DataDumpRequest { .. } => {
                let _g = self.lock.unwrap().lock(vm);
                let (objects, traces) = (&mut self.dumped_objects, &mut self.dump_traces);
                vm.request_event(RequestArg::HeapDump(DumpLevel::Level0), &mut |d| {
                    assert!(d.is_requested());
                    if let Event::HeapDump {
                        data, traces: t, ..
                    } = *d
                    {
                        *objects += encode::level0_objects(data).count();
                        *traces += t.len();
                    }
                })
                .unwrap();
            }
            _ => {}
        }
    }
}

#[test]
fn agent_and_profiler_work_together() {
    let vm = MockVm::default();
    let mut agent: Box<dyn Agent> = Box::new(CountingAgent::default());
    assert_eq!(agent.on_load(&vm, "bad"), Err("bad option".to_string()));
    agent.on_load(&vm, "").unwrap();
    assert!(vm.enabled.get().contains(EventKind::ObjectAlloc));
    assert!(!vm.enabled.get().contains(EventKind::HeapDump));

    let t = ThreadId(0x10);
    let alloc = |class| Event::ObjectAlloc {
        thread: t,
        arena: ArenaId(0),
        class,
        is_array: TypeCode::NormalObject,
        size: 24,
        object: ObjectId(0x4000),
        requested: false,
    };
    agent.event(&vm, &alloc(Some(ClassId(0x50))));
    agent.event(&vm, &alloc(Some(ClassId(0x50))));
    agent.event(&vm, &alloc(None));
    agent.event(&vm, &Event::GcStart { thread: t });
    agent.event(
        &vm,
        &Event::GcFinish {
            thread: t,
            used_objects: 1,
            used_object_space: 2,
            total_object_space: 3,
        },
    );
    agent.event(&vm, &Event::DataDumpRequest { thread: t });
    // A requested event goes to the sink, never back into `event`.
    vm.request_event(RequestArg::ObjectAlloc(ObjectId(0x99)), &mut |e| {
        assert_eq!(e.jvmpi_event_type(), 4 | ffi::JVMPI_REQUESTED_EVENT)
    })
    .unwrap();
    assert_eq!(
        vm.request_event(RequestArg::MonitorDump, &mut |_| {}),
        Err(NotAvailable)
    );

    // Look inside (the VM would not; this is the test).
    let agent: &CountingAgent =
        unsafe { &*(agent.as_ref() as *const dyn Agent as *const CountingAgent) };
    assert_eq!(agent.allocs[&Some(ClassId(0x50))], 2);
    assert_eq!(agent.allocs[&None], 1);
    assert_eq!(
        agent.traces[0],
        vec![
            CallFrame {
                line: 0,
                method: MethodId(100)
            },
            CallFrame {
                line: 1,
                method: MethodId(101)
            }
        ]
    );
    assert_eq!(agent.dumped_objects, 1);
    assert_eq!(agent.dump_traces, 1);
    let m = agent.lock.unwrap().0;
    assert_eq!(
        *vm.log.borrow(),
        [
            format!("enter {m}"),
            format!("exit {m}"),
            format!("enter {m}"),
            format!("exit {m}")
        ]
    );
    assert_eq!(vm.monitors.borrow()[&m].1, 0);
}

#[test]
fn profiler_helpers() {
    let vm = MockVm::default();
    let p: &dyn Profiler = &vm;
    assert_eq!(p.call_trace(ThreadId(1), 10).len(), 3);
    assert!(p.call_trace(ThreadId(1), 0).is_empty());
    let m = p.raw_monitor_create("m");
    {
        let g = m.lock(p);
        g.wait(5);
        g.notify_all();
    }
    m.wait(p, 0);
    m.notify_all(p);
    m.destroy(p);
    assert!(vm.monitors.borrow().is_empty());
    assert_eq!(
        *vm.log.borrow(),
        ["enter 8", "wait 8 5", "notify 8", "exit 8", "wait 8 0", "notify 8"].map(String::from)
    );

    let ran = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let ran2 = ran.clone();
    p.create_system_thread(
        "sampler",
        priority::NORMAL,
        Box::new(move |vm: &dyn Profiler| {
            assert_eq!(vm.current_thread_cpu_time(), 42);
            ran2.store(true, std::sync::atomic::Ordering::SeqCst);
        }),
    )
    .unwrap();
    assert!(ran.load(std::sync::atomic::Ordering::SeqCst));
    assert!(p
        .create_system_thread("x", 11, Box::new(|_: &dyn Profiler| {}))
        .is_err());

    assert_eq!(p.get_thread_local(ThreadId(3)), 0);
    p.set_thread_local(ThreadId(3), 0xabc);
    assert_eq!(p.get_thread_local(ThreadId(3)), 0xabc);
    assert_eq!(
        p.suspend_thread_list(&[ThreadId(1), ThreadId(0)]),
        [ThreadListResult::Ok, ThreadListResult::InvalidThread]
    );
    assert_eq!(ThreadListResult::AlreadySuspended.as_jvmpi(), 14);
    assert_eq!(ThreadListResult::NotSuspended.as_jvmpi(), 13);
    assert_eq!(
        p.jobject_to_object(p.object_to_jobject(ObjectId(0x40))),
        Some(ObjectId(0x40))
    );
    p.disable_gc();
    p.enable_gc();
    assert_eq!(vm.gc_disabled.get(), 0);
}

#[test]
#[should_panic(expected = "exit 3")]
fn profiler_exit_does_not_return() {
    let vm = MockVm::default();
    let p: &dyn Profiler = &vm;
    p.profiler_exit(3);
}
