//! Root enumeration: exactly the slots that hold references.
//!
//! * every frame of every thread: the locals and operand-stack slots that
//!   the method's reference map marks at the frame's current instruction
//!   (`interp::refmap`), nothing else; for a native method's frame, its
//!   reference arguments and class slot (`jni::native`);
//! * each thread's VM handles, JNI local references, pending exception and
//!   Thread object;
//! * static reference fields of every class and every class mirror;
//! * the literal/interned string table, the JNI global references and
//!   what linked method-handle call sites keep (`interp::jsr292`);
//! * the head of the reference pending list (`runtime::reference`).
//!
//! Weak roots (which do not keep objects alive: `java.lang.ref` referents,
//! JNI weak global references) are not here: see `heap::weak`.

use std::sync::atomic::AtomicUsize;

use crate::heap::RootVisitor;
use crate::interp::code::Code;
use crate::runtime::class::Class;
use crate::runtime::thread::JThread;
use crate::runtime::vm::vm;

/// The roots of a stopped world: the collecting thread, every other
/// (stopped) thread, and the globals.
pub struct WorldRoots<'a> {
    pub t: &'a mut JThread,
    pub others: Vec<*mut JThread>,
}

impl RootVisitor for WorldRoots<'_> {
    fn visit(&mut self, f: &mut dyn FnMut(*mut usize)) {
        visit_thread(self.t, f);
        for &o in &self.others {
            // SAFETY: the other threads are stopped at a safepoint or in a
            // safe region and stay registered while the world is stopped.
            visit_thread(unsafe { &mut *o }, f);
        }
        visit_globals(f);
    }
}

/// What holds a thread root (for heap dumps, which report root kinds).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadRoot {
    /// A local or operand-stack slot of the frame `depth` frames below the top.
    Frame { depth: usize },
    /// A VM handle (a reference the VM's Rust code holds).
    Handle,
    /// A JNI local reference, or a reference argument of a native method,
    /// of the frame `depth` frames below the top.
    JniLocal { depth: usize },
    /// The pending exception.
    Pending,
    /// The thread's `java.lang.Thread` object.
    ThreadObject,
}

/// A thread's frames, handles, pending exception and Thread object.
pub fn visit_thread(t: &mut JThread, f: &mut dyn FnMut(*mut usize)) {
    visit_thread_tagged(t, &mut |_, p| f(p));
}

/// [`visit_thread`], telling what holds each root.
pub fn visit_thread_tagged(t: &mut JThread, f: &mut dyn FnMut(ThreadRoot, *mut usize)) {
    let stack = t.stack.as_mut_ptr();
    let n = t.frames.len();
    for (k, fr) in t.frames.iter().enumerate() {
        let root = ThreadRoot::Frame { depth: n - 1 - k };
        let m = fr.method;
        if fr.is_native() {
            let args = fr.locals as usize;
            let end = fr.sp as usize;
            for &s in m.native.ref_slots() {
                let i = args + s as usize;
                if i < end {
                    // SAFETY: a slot of the native frame, inside the value stack.
                    f(ThreadRoot::JniLocal { depth: n - 1 - k }, unsafe { stack.add(i) } as *mut usize);
                }
            }
            continue;
        }
        // SAFETY: frame code pointers stay valid (decoded code is never freed).
        let code: &Code = unsafe { &*fr.code };
        // A trusted boot method gets its maps here, the first time a
        // collection meets one of its frames (the analysis allocates only
        // Rust memory, never the Java heap); others got them when decoded.
        let maps = match m.refmaps.get_or_init(|| crate::interp::refmap::compute(m)) {
            Ok(maps) => maps,
            // The class library's own bytecode that the analysis cannot
            // type: a broken JDK image. Never guess a frame's roots.
            Err(e) => fatal_no_maps(m, e),
        };
        let bc = code.bc_pc.get(fr.pc as usize).copied().unwrap_or(0);
        let Some(map) = maps.at(bc) else { continue };
        let locals = fr.locals as usize;
        for i in map.local_refs() {
            if i < code.max_locals as usize {
                // SAFETY: locals + i is inside the thread's value stack.
                f(root, unsafe { stack.add(locals + i) } as *mut usize);
            }
        }
        let ops = locals + code.max_locals as usize;
        let depth = (fr.sp as usize).saturating_sub(ops).min(map.stack_depth());
        for i in map.stack_refs() {
            if i < depth {
                // SAFETY: below the frame's synchronised stack pointer.
                f(root, unsafe { stack.add(ops + i) } as *mut usize);
            }
        }
    }
    for h in t.handles.iter_mut() {
        f(ThreadRoot::Handle, &mut h.0 as *mut usize);
    }
    t.locals.visit(&mut |java_depth, p| f(ThreadRoot::JniLocal { depth: n.saturating_sub(java_depth.max(1)) }, p));
    f(ThreadRoot::Pending, &mut t.pending.0 as *mut usize);
    f(ThreadRoot::Pending, t.async_exception.as_ptr());
    f(ThreadRoot::ThreadObject, &mut t.thread_obj.0 as *mut usize);
}

/// A boot method whose reference maps cannot be computed is on a stack that
/// a collection must scan: the JDK's image is broken. Stop with a message,
/// as HotSpot stops on an internal error, rather than guess the roots.
#[cold]
pub(crate) fn fatal_no_maps(m: &crate::runtime::class::Method, e: &str) -> ! {
    crate::natives::io::write_stderr(format!("rjvm: internal error: no reference map for {m:?}: {e}\n").as_bytes());
    std::process::abort()
}

/// Statics, mirrors, the string table, the pending list and the JNI global
/// references.
pub fn visit_globals(f: &mut dyn FnMut(*mut usize)) {
    crate::jni::handles::visit_globals(f);
    let v = vm();
    for i in 0..v.class_table.len() {
        let c: &Class = v.class_by_id(i as u32);
        for &s in &c.static_ref_slots {
            f(c.static_slot(s) as *mut usize);
        }
        f(AtomicUsize::as_ptr(&c.mirror));
    }
    f(AtomicUsize::as_ptr(&v.preallocated_oom));
    crate::runtime::loaders::visit_roots(f);
    for i in 0..v.literals.len() {
        f(v.literals.slot_ptr(i as u32));
    }
    crate::interp::jsr292::visit_roots(f);
    f(crate::runtime::reference::pending_list_slot());
}
