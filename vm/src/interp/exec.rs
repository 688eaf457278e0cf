//! The interpreter loop.
//!
//! One loop runs every bytecode frame of a thread without Rust recursion:
//! calls push a `Frame` and switch the loop's registers (`insns`, `pc`, `lp`
//! locals pointer, `sp` operand-stack pointer); returns pop it. The loop only
//! re-enters itself (through [`crate::interp::invoke::invoke`]) for natives
//! that call Java, class initialisers and string conversion.
//!
//! Values live in 8-byte slots: int/float/reference in one slot, long/double
//! in the first of two slots (the second is unused), as in the JVM's local
//! variable and operand-stack model.
// SAFETY (module-wide contract): `lp`, `sp` point into the thread's value
// stack, which never moves. Frame set-up checks that `locals + max_locals +
// max_stack` fits in the stack, and decoding checked local indexes against
// max_locals. Operand-stack discipline (no underflow, at most max_stack
// values) is what the verifier guarantees for well-typed code; until the
// verifier lands, the unused headroom past the stack limit absorbs overflow
// by ill-typed code (see docs/interpreter.md).

use std::sync::atomic::Ordering;

use crate::heap::object::ARRAY_LENGTH_OFFSET;
use crate::heap::Ref;
use crate::interp::alloc::new_array;
use crate::interp::code::{Code, Insn, Switch};
use crate::interp::link;
use crate::interp::mode::{self, CONTEXTS, COUNT, METHODS};
use crate::runtime::class::{Method, MethodKind};
use crate::runtime::exceptions::{aioobe, arithmetic_div0, npe, throw_new};
use crate::runtime::thread::{Frame, JResult, JThread, Throw};
use crate::runtime::vm::vm;

#[inline(always)]
fn f32_of(s: u64) -> f32 {
    f32::from_bits(s as u32)
}
#[inline(always)]
fn f64_of(s: u64) -> f64 {
    f64::from_bits(s)
}
#[inline(always)]
fn slot_i(v: i32) -> u64 {
    v as u32 as u64
}
#[inline(always)]
fn slot_f(v: f32) -> u64 {
    v.to_bits() as u64
}

/// Java's fcmpl/fcmpg and dcmpl/dcmpg.
#[inline(always)]
fn fcmp<T: PartialOrd>(a: T, b: T, nan: i32) -> i32 {
    if a > b {
        1
    } else if a < b {
        -1
    } else if a == b {
        0
    } else {
        nan
    }
}

/// `[fd]cmp[lg]` on two slots; `kind` as in `Insn::RIfFEq` (bit 0: the `g`
/// form, bit 1: double).
#[inline(always)]
fn rfcmp(a: u64, b: u64, kind: u8) -> i32 {
    let nan = if kind & 1 != 0 { 1 } else { -1 };
    if kind & 2 != 0 {
        fcmp(f64_of(a), f64_of(b), nan)
    } else {
        fcmp(f32_of(a), f32_of(b), nan)
    }
}

// The loop's placement. Where the loop sits in the binary matters: with
// every handler on a 32-byte boundary, whether a hot handler starts a
// 64-byte line or its second half moved Mandelbrot by 25% in CPU time at an
// identical instruction count, and every unrelated change to the binary
// moved the loop (docs/interpreter.md, "Code layout"). So the loop variants
// have a section of their own, page-aligned by this empty directive in it,
// and `.cargo/config.toml` aligns their handlers to 64 bytes: the loop's
// layout depends on its own code only.
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
std::arch::global_asm!(".pushsection .text.rjvm_interp,\"ax\",@progbits", ".p2align 12", ".popsection");

/// How one run of a loop variant ended.
enum Exit {
    /// The entry frame returned or threw.
    Done(JResult<()>),
    /// The interpreter variant changed: the top frame is saved at the
    /// instruction to execute next.
    Switch,
}

/// Run the frames above `entry_depth` until the frame at `entry_depth`
/// returns (Ok, result in the value stack at that frame's locals) or an
/// exception escapes it (Err, exception pending).
pub fn execute(t: &mut JThread, entry_depth: usize) -> JResult<()> {
    // COUNT: an interpreter run further out on this thread may be counting
    // by position (`t.bc_base`, see `run`); it wrote its count out before
    // calling out to here. Whatever this run executes moves its base by
    // as much as it adds to the count, so it needs no re-derivation.
    #[cfg(feature = "profiler")]
    let (outer_base, before) = (t.bc_base, t.bytecodes);
    loop {
        let p = mode::current();
        if cfg!(feature = "profiler") && p & COUNT != 0 {
            crate::profiler::enter_counting(t);
        }
        if cfg!(feature = "profiler") && crate::profiler::contexts::stale(t) {
            crate::profiler::contexts::restart_if_stale(t);
        }
        t.run_modes.push(p);
        let r = match p {
            0 => run::<0>(t, entry_depth),
            #[cfg(feature = "profiler")]
            1 => run::<1>(t, entry_depth),
            #[cfg(feature = "profiler")]
            2 => run::<2>(t, entry_depth),
            #[cfg(feature = "profiler")]
            3 => run::<3>(t, entry_depth),
            #[cfg(feature = "profiler")]
            6 => run::<6>(t, entry_depth),
            #[cfg(feature = "profiler")]
            _ => run::<7>(t, entry_depth),
            #[cfg(not(feature = "profiler"))]
            _ => unreachable!(),
        };
        t.run_modes.pop();
        match r {
            Exit::Done(r) => {
                #[cfg(feature = "profiler")]
                {
                    t.bc_base = outer_base.wrapping_add(t.bytecodes.wrapping_sub(before));
                }
                return r;
            }
            Exit::Switch => {
                // Or an asynchronous exception (Thread.stop) to throw at the
                // saved frame: the run goes on at its handler.
                if t.poll.load(Ordering::Relaxed) & crate::runtime::safepoint::POLL_ASYNC != 0
                    && crate::runtime::thread_control::deliver(t)
                    && !unwind(t, entry_depth, p)
                {
                    #[cfg(feature = "profiler")]
                    {
                        t.bc_base = outer_base.wrapping_add(t.bytecodes.wrapping_sub(before));
                    }
                    return Err(Throw);
                }
                continue;
            }
        }
    }
}

/// After a poll saw `POLL_MODE`: whether this entry must leave its loop, to
/// switch variant or to throw an asynchronous exception (`execute`).
/// The bit stays set while any interpreter entry of the thread runs a
/// variant other than the current one. A thread whose calling-context tree
/// is of an earlier generation switches too (`execute` hands it over).
#[cold]
fn mode_changed(t: &JThread, p: u8) -> bool {
    if t.poll.load(Ordering::Relaxed) & crate::runtime::safepoint::POLL_ASYNC != 0 {
        // Thread.stop: leave the loop (POLL_MODE stays set for a later poll).
        return true;
    }
    let want = mode::current();
    let stale = t.run_modes.iter().take(t.run_modes.len().saturating_sub(1)).any(|&m| m != want);
    if !stale {
        t.poll.fetch_and(!crate::runtime::safepoint::POLL_MODE, Ordering::SeqCst);
    }
    p != want || (p & COUNT != 0 && crate::profiler::sampling_stale(t)) || crate::profiler::contexts::stale(t)
}

/// One interpreter variant (see [`mode`]): `P` selects the profiling code
/// compiled into it.
#[inline(never)]
#[cfg_attr(all(target_os = "linux", target_arch = "x86_64"), link_section = ".text.rjvm_interp")]
fn run<const P: u8>(t: &mut JThread, entry_depth: usize) -> Exit {
    let base: *mut u64 = t.stack.as_mut_ptr();
    // SAFETY: module contract.
    let limit: *mut u64 = unsafe { base.add(t.stack_limit()) };
    let v = vm();

    let fr = *t.frames.last().expect("execute without a frame");
    let mut code: &Code = unsafe { &*fr.code };
    // The instruction array's base, kept in a register (reloading it through
    // `code` on every dispatch costs two loads).
    let mut insns: *const crate::interp::code::InsnCell = code.insns.as_ptr();
    // The instruction being executed, as a pointer (HotSpot's bcp): the
    // dispatch loads the next tag from `ip + 1` directly, and the index
    // (`pc!()`) is computed only where a frame is saved or a branch compares.
    let mut ip: *const crate::interp::code::InsnCell = unsafe { insns.add(fr.pc as usize) };
    let mut lp: *mut u64 = unsafe { base.add(fr.locals as usize) };
    let mut sp: *mut u64 = unsafe { base.add(fr.sp as usize) };
    // Bytecode counting by position (COUNT variant). `ord` is the running
    // method's ordinal table (`Code::ordinals`): `ord[i]` bytecodes are
    // executed before instruction `i` when control falls through from the
    // method's start. So the bytecodes this thread started before
    // instruction `pc` number `t.bc_base + ord[pc]` (wrapping): straight-line
    // code counts nothing; a jump from `pc` (standing for `w` bytecodes) to
    // `target` adds `ord[pc] + w - ord[target]` to the base, a call gives the
    // callee the base `bc_base + ord[pc] + 1`, a return re-bases the caller.
    // `t.bytecodes` is written out (`flush!`) before anything that reads it
    // or may run Java on this thread; a nested run moves `t.bc_base` by what
    // it counted (`execute`). The sample threshold is checked where the
    // running activation stops being the innermost one: at calls, returns
    // and throws (and `invoke` before a nested run). A jump keeps the
    // activation, so a sample due in a loop waits for its next call or
    // return and is charged to the same context. (`bc_base` lives in the
    // thread, not in a register, so
    // that the counting loop keeps the plain one's registers.)
    // The tables of the frames this run may return to are built here and
    // the callee's at every call, so the loop reads them unchecked
    // (`Code::ordinals_built`, no register of its own).
    if P & COUNT != 0 {
        for f in t.frames.iter().skip(entry_depth.saturating_sub(1)) {
            // A native method's frame has no code.
            if !f.code.is_null() {
                // SAFETY: a frame's code lives as long as its method.
                unsafe { &*f.code }.ordinals();
            }
        }
        let off = code.ordinals();
        // SAFETY: ip is instruction fr.pc of `code`, whose table is built.
        t.bc_base = t.bytecodes.wrapping_sub(unsafe { Code::ordinal_at(ip, off) });
    }

    loop {
        // The dispatch loop; `break 'run` means an exception is pending.
        'run: loop {
    macro_rules! push {
        ($v:expr) => {{
            let __v: u64 = $v;
            unsafe {
                *sp = __v;
                sp = sp.add(1);
            }
        }};
    }
    macro_rules! pop {
        () => {{
            unsafe {
                sp = sp.sub(1);
                *sp
            }
        }};
    }
    macro_rules! peek {
        ($n:expr) => {
            unsafe { *sp.sub($n) }
        };
    }
    macro_rules! put {
        ($n:expr, $v:expr) => {
            unsafe { *sp.sub($n) = $v }
        };
    }
    macro_rules! local {
        ($i:expr) => {
            unsafe { *lp.add($i as usize) }
        };
    }
    macro_rules! set_local {
        ($i:expr, $v:expr) => {{
            let __v: u64 = $v;
            unsafe { *lp.add($i as usize) = __v }
        }};
    }
    // The index of the instruction being executed.
    macro_rules! pc {
        () => {
            // SAFETY: ip points into the current code's instruction array.
            (unsafe { ip.offset_from(insns) } as usize)
        };
    }
    // Save pc and sp into the current frame.
    macro_rules! save {
        () => {{
            let f = unsafe { t.frames.last_mut().unwrap_unchecked() };
            f.pc = pc!() as u32;
            f.sp = unsafe { sp.offset_from(base) } as u32;
        }};
    }
    // COUNT: the ordinal of the instruction at `$ip` (a pointer into the
    // running method's instructions, or just past them).
    macro_rules! ord {
        ($ip:expr) => {{
            let __ip: *const crate::interp::code::InsnCell = $ip;
            // SAFETY: `__ip` is in the running code, whose table is built.
            unsafe { Code::ordinal_at(__ip, code.ordinals_built()) }
        }};
    }
    // COUNT: write the count out: `$o` bytecodes of the running method since
    // its base.
    macro_rules! flush {
        ($o:expr) => {{
            if P & COUNT != 0 {
                t.bytecodes = t.bc_base.wrapping_add($o);
            }
        }};
    }
    // COUNT: post a bytecode sample if the count `$o` (since the base)
    // reached the threshold; the frame is saved at pc, where the count
    // stands at `$o`.
    macro_rules! sample_check {
        ($o:expr) => {{
            if P & COUNT != 0 {
                sample_at!(t.bc_base.wrapping_add($o));
            }
        }};
    }
    // COUNT: post a bytecode sample if the count `$c` reached the
    // threshold (the frame is saved at pc, where the count stands at `$c`);
    // true if one was posted.
    macro_rules! sample_at {
        ($c:expr) => {{
            let __c: u64 = $c;
            let due = __c >= t.bc_next_sample;
            if due {
                save!();
                t.bytecodes = __c;
                crate::profiler::bytecode_sample(t);
            }
            due
        }};
    }
    // Save pc and sp into the current frame and make the count exact (the
    // instruction at pc has started), before anything that can throw, call
    // out or collect.
    macro_rules! sync {
        () => {{
            flush!(ord!(ip) + 1);
            save!();
        }};
    }
    macro_rules! throw {
        ($e:expr) => {{
            sync!();
            let _: Throw = $e;
            break 'run;
        }};
    }
    macro_rules! tryv {
        ($e:expr) => {{
            sync!();
            match $e {
                Ok(v) => v,
                Err(_) => break 'run,
            }
        }};
    }
    macro_rules! next {
        () => {{
            ip = unsafe { ip.add(1) };
            continue;
        }};
    }
    // Safepoint poll: one load and a predictable branch. The progress
    // counter tells a sampling profiler whether the thread ran since it last
    // looked (JVMPI ThreadHasRun).
    // `$redo`: the instruction at pc was already dispatched (and counted),
    // so a variant switch that re-executes it takes back its count.
    macro_rules! poll {
        ($redo:expr) => {
            poll!($redo, {})
        };
        // `$after`: run after a slow poll that did not switch variants.
        ($redo:expr, $after:block) => {{
            t.progress = t.progress.wrapping_add(1);
            if t.poll.load(Ordering::Relaxed) != 0 {
                // After a jump the instruction at pc has not started.
                flush!(ord!(ip) + $redo as u64);
                save!();
                crate::runtime::safepoint::slow_poll(t);
                // A new variant, or Thread.stop (which sets POLL_MODE too:
                // `execute` throws it at the saved frame, re-entering at the
                // handler search; a check or an exit of its own here cost
                // the counting loop 20 instructions a call in register
                // allocation).
                if t.poll.load(Ordering::Relaxed) & crate::runtime::safepoint::POLL_MODE != 0 && mode_changed(t, P)
                {
                    if $redo && P & COUNT != 0 {
                        t.bytecodes -= 1;
                    }
                    return Exit::Switch;
                }
                $after
            }
        }};
    }
    // Branch to `$t`; the poll of a back-branch comes after the branch, so
    // the saved state is the target's (nothing to undo on a switch).
    macro_rules! jump {
        ($t:expr) => {
            jump_w!($t, 1)
        };
    }
    // Branch from an instruction standing for `$w` bytecodes (COUNT: the
    // straight-line run it ends goes into the base; no sample check).
    macro_rules! jump_w {
        ($t:expr, $w:expr) => {{
            let target = unsafe { insns.add($t as usize) };
            let back = target <= ip;
            if P & COUNT != 0 {
                // The count through the branch: the target's base is it
                // less the target's ordinal. (The table is read once: a
                // store to the thread could alias it for the compiler.)
                let __o = code.ordinals_built();
                // SAFETY: ip and the target are in this code.
                let (__at, __to) = unsafe { (Code::ordinal_at(ip, __o), Code::ordinal_at(target, __o)) };
                t.bc_base = t.bc_base.wrapping_add(__at + $w as u64).wrapping_sub(__to);
            }
            ip = target;
            if back {
                poll!(false);
            }
            continue;
        }};
    }
    // Execute the instruction at pc again (after quickening it): counted
    // once (nothing counts at dispatch).
    macro_rules! redispatch {
        () => {{
            continue;
        }};
    }
    // The instruction at pc, read once as a whole. Arms of patchable
    // (unresolved) forms must take their operands from this snapshot: another
    // thread may quicken the instruction between the dispatch's tag load and
    // an in-place operand load. If it has been quickened meanwhile, the arm
    // re-executes it (`redispatch!`), now in its quickened form.
    macro_rules! snap {
        () => {
            // SAFETY: pc is an instruction index. One 8-byte load
            // (`InsnCell::load`): another thread may be quickening it.
            unsafe { (*ip).load() }
        };
    }
    macro_rules! nonnull {
        ($r:expr) => {{
            let r: Ref = $r;
            if r.is_null() {
                throw!(npe(t));
            }
            r
        }};
    }
    // Array access with null and bounds checks: yields (array, index).
    macro_rules! arr_index {
        ($arr:expr, $idx:expr) => {{
            let a = nonnull!(Ref::from_slot($arr));
            let i = $idx as u32 as i32;
            let len = a.array_length();
            if (i as u32) >= (len as u32) {
                throw!(aioobe(t, i, len));
            }
            (a, i as usize)
        }};
    }
    macro_rules! arr_load {
        ($ty:ty, $conv:expr) => {{
            let i = pop!();
            let a = pop!();
            let (a, i) = arr_index!(a, i);
            let v: $ty = a.elem::<$ty>(i);
            push!($conv(v));
            next!();
        }};
    }
    macro_rules! arr_store {
        ($ty:ty, $conv:expr) => {{
            let val = pop!();
            let i = pop!();
            let a = pop!();
            let (a, i) = arr_index!(a, i);
            a.set_elem::<$ty>(i, $conv(val));
            next!();
        }};
    }
    macro_rules! arr_load2 {
        () => {{
            let i = pop!();
            let a = pop!();
            let (a, i) = arr_index!(a, i);
            push!(a.elem::<u64>(i));
            push!(0);
            next!();
        }};
    }
    macro_rules! arr_store2 {
        () => {{
            let val = peek!(2);
            sp = unsafe { sp.sub(2) };
            let i = pop!();
            let a = pop!();
            let (a, i) = arr_index!(a, i);
            a.set_elem::<u64>(i, val);
            next!();
        }};
    }
    macro_rules! binop_i {
        ($f:expr) => {{
            let b = pop!() as i32;
            let a = peek!(1) as i32;
            put!(1, slot_i($f(a, b)));
            next!();
        }};
    }
    macro_rules! binop_l {
        ($f:expr) => {{
            let b = peek!(2) as i64;
            let a = peek!(4) as i64;
            sp = unsafe { sp.sub(2) };
            put!(2, $f(a, b) as u64);
            next!();
        }};
    }
    macro_rules! binop_f {
        ($f:expr) => {{
            let b = f32_of(pop!());
            let a = f32_of(peek!(1));
            put!(1, slot_f($f(a, b)));
            next!();
        }};
    }
    // A `Math` function of the doubles on top of the stack (`interp::math`).
    macro_rules! math_op {
        ($f:expr) => {{
            let f: crate::interp::math::MathFn = $f;
            if f.arg_slots() == 4 {
                binop_d!(|a: f64, b: f64| f.apply(a, b))
            } else {
                let x = f64_of(peek!(2));
                put!(2, f.apply(x, 0.0).to_bits());
                next!()
            }
        }};
    }
    macro_rules! binop_d {
        ($f:expr) => {{
            let b = f64_of(peek!(2));
            let a = f64_of(peek!(4));
            sp = unsafe { sp.sub(2) };
            put!(2, ($f(a, b) as f64).to_bits());
            next!();
        }};
    }
    macro_rules! if1 {
        ($t:expr, $cond:expr) => {{
            let a = pop!() as i32;
            if $cond(a) {
                jump!($t);
            }
            next!();
        }};
    }
    macro_rules! if2 {
        ($t:expr, $cond:expr) => {{
            let b = pop!() as i32;
            let a = pop!() as i32;
            if $cond(a, b) {
                jump!($t);
            }
            next!();
        }};
    }
    // Enter method `m` whose arguments are on top of the operand stack,
    // after the safepoint poll of a call.
    macro_rules! call {
        ($m:expr) => {{
            let m: &'static Method = $m;
            // COUNT: the count through the invoke, which is the callee's
            // base; a sample due in the caller's run is the caller's. It is
            // taken again after anything that may have run Java on this
            // thread (a nested run moves the base by what it counted).
            let mut __cnt = if P & COUNT != 0 { t.bc_base.wrapping_add(ord!(ip) + 1) } else { 0 };
            if P & COUNT != 0 && sample_at!(__cnt) {
                __cnt = t.bc_base.wrapping_add(ord!(ip) + 1);
            }
            poll!(true, {
                if P & COUNT != 0 {
                    __cnt = t.bc_base.wrapping_add(ord!(ip) + 1);
                }
            });
            enter_at!(m, __cnt)
        }};
    }
    // Enter `m` without polling (the caller polled: an invokehandle pushes
    // its appendix, which no frame's reference map covers, after the poll).
    macro_rules! enter {
        ($m:expr) => {{
            let mut __cnt = if P & COUNT != 0 { t.bc_base.wrapping_add(ord!(ip) + 1) } else { 0 };
            enter_at!($m, __cnt)
        }};
    }
    // Enter `m` from the invoke at pc; `$cnt` (COUNT) is the count through
    // the invoke, recomputed here if linking ran Java.
    macro_rules! enter_at {
        ($m:expr, $cnt:ident) => {{
            let m: &'static Method = $m;
            match m.kind {
                MethodKind::Bytecode => {
                    let c: &Code = match m.code.get() {
                        Some(Ok(c)) => c,
                        _ => {
                            let c = tryv!(link::decoded(t, m));
                            if P & COUNT != 0 {
                                $cnt = t.bc_base.wrapping_add(ord!(ip) + 1);
                            }
                            c
                        }
                    };
                    let new_lp = unsafe { sp.sub(m.arg_slots as usize) };
                    let new_sp = unsafe { new_lp.add(c.max_locals as usize) };
                    if unsafe { new_sp.add(c.max_stack as usize) } > limit || t.frames.len() >= t.max_frames {
                        throw!(link::stack_overflow(t));
                    }
                    {
                        let f = unsafe { t.frames.last_mut().unwrap_unchecked() };
                        f.pc = pc!() as u32;
                        f.sp = unsafe { new_lp.offset_from(base) } as u32;
                    }
                    t.frames.push(Frame {
                        method: m,
                        code: c as *const Code,
                        pc: 0,
                        locals: unsafe { new_lp.offset_from(base) } as u32,
                        sp: unsafe { new_sp.offset_from(base) } as u32,
                    });
                    if P & COUNT != 0 {
                        // The callee's count before its instruction 0: the
                        // caller's through the invoke.
                        t.bc_base = $cnt;
                        c.ordinals();
                    }
                    code = c;
                    insns = c.insns.as_ptr();
                    lp = new_lp;
                    sp = new_sp;
                    ip = insns;
                    if m.is_synchronized() {
                        flush!(0);
                        save!();
                        let lock = if m.is_static() { link::mirror(t, m.class) } else { Ok(Ref::from_slot(local!(0))) };
                        // The receiver stays in local 0 (a root) if entering blocks.
                        let lock = match lock {
                            Ok(l) => l,
                            Err(_) => break 'run,
                        };
                        crate::runtime::monitor::enter(t, lock);
                    }
                    if P & CONTEXTS != 0 {
                        // The calling-context tree inline: no call, no
                        // frame save (CONTEXTS implies COUNT).
                        if !crate::profiler::contexts::enter_fast(t, m, t.bc_base) {
                            flush!(0);
                            save!();
                            crate::profiler::contexts::enter_cold(t, m);
                        }
                    }
                    if P & METHODS != 0 {
                        flush!(0);
                        save!();
                        crate::profiler::method_entry_listeners(t);
                    }
                    continue;
                }
                _ => {
                    sync!();
                    let n = m.arg_slots as usize;
                    let args_ptr = unsafe { sp.sub(n) };
                    let r = crate::jni::native::call_native(t, m, unsafe { args_ptr.offset_from(base) } as usize, n);
                    match r {
                        Ok(val) => {
                            sp = args_ptr;
                            match m.ret.slots() {
                                0 => {}
                                1 => push!(val),
                                _ => {
                                    push!(val);
                                    push!(0);
                                }
                            }
                            next!();
                        }
                        Err(_) => {
                            break 'run;
                        }
                    }
                }
            }
        }};
    }
    macro_rules! ret {
        ($nslots:expr) => {{
            // COUNT: the count through the return is `t.bc_base + out`.
            let out = if P & COUNT != 0 { ord!(ip) + 1 } else { 0 };
            sample_check!(out);
            if P & CONTEXTS != 0 && !crate::profiler::contexts::exit_fast(t, t.bc_base.wrapping_add(out)) {
                sync!();
                crate::profiler::contexts::exit_cold(t);
            }
            if P & METHODS != 0 {
                sync!();
                crate::profiler::method_exit_listeners(t);
            }
            let fm = frame_method(t);
            if fm.is_synchronized() {
                // Released with the frame still saved: a contended exit posts
                // an event, during which a collection may run.
                sync!();
                let lock = if fm.is_static() { fm.class.mirror_ref() } else { Ref::from_slot(local!(0)) };
                crate::runtime::monitor::exit_quiet(t, lock);
            }
            unsafe { t.frames.pop().unwrap_unchecked() };
            let dst = lp;
            unsafe {
                match $nslots {
                    0 => {}
                    1 => *dst = *sp.sub(1),
                    _ => *dst = *sp.sub(2),
                }
            }
            if t.frames.len() == entry_depth {
                flush!(out);
                return Exit::Done(Ok(()));
            }
            let c = unsafe { t.frames.last().unwrap_unchecked() };
            code = unsafe { &*c.code };
            insns = code.insns.as_ptr();
            lp = unsafe { base.add(c.locals as usize) };
            sp = unsafe { dst.add($nslots) };
            ip = unsafe { insns.add(c.pc as usize + 1) };
            if P & COUNT != 0 {
                t.bc_base = t.bc_base.wrapping_add(out).wrapping_sub(ord!(ip));
            }
            continue;
        }};
    }


    // Register forms (`interp/regform.rs`): operands are slots relative to
    // local 0, and the next instruction is always at pc + 1. `$w` is the
    // number of bytecodes the instruction stands for (the ordinal table
    // counts them: nothing to do here).
    macro_rules! rnext {
        ($w:expr) => {{
            let _ = $w;
            ip = unsafe { ip.add(1) };
            continue;
        }};
    }
    // Throw from a register form: its pc already reports the bytecode that
    // throws; `$p` is the count of the bytecodes up to and including it.
    macro_rules! rthrow {
        ($p:expr, $e:expr) => {{
            flush!(ord!(ip) + $p as u64);
            save!();
            let _: Throw = $e;
            break 'run;
        }};
    }
    // Null and bounds checks of a register array access: the element index.
    macro_rules! rindex {
        ($arr:expr, $idx:expr, $o:expr) => {{
            let a = Ref::from_slot(local!($arr));
            let i = local!($idx) as u32 as i32;
            if a.is_null() {
                rthrow!($o, npe(t));
            }
            let len = a.array_length();
            if (i as u32) >= (len as u32) {
                rthrow!($o, aioobe(t, i, len));
            }
            (a, i as usize)
        }};
    }
    macro_rules! rbin_i {
        ($d:expr, $a:expr, $b:expr, $s:expr, $f:expr) => {{
            let (x, y) = (local!($a) as i32, local!($b) as i32);
            set_local!($d, slot_i($f(x, y)));
            rnext!($s)
        }};
    }
    macro_rules! rbin_l {
        ($d:expr, $a:expr, $b:expr, $s:expr, $f:expr) => {{
            let (x, y) = (local!($a) as i64, local!($b) as i64);
            set_local!($d, $f(x, y) as u64);
            rnext!($s)
        }};
    }
    macro_rules! rbin_f {
        ($d:expr, $a:expr, $b:expr, $s:expr, $f:expr) => {{
            let (x, y) = (f32_of(local!($a)), f32_of(local!($b)));
            set_local!($d, slot_f($f(x, y)));
            rnext!($s)
        }};
    }
    macro_rules! rbin_d {
        ($d:expr, $a:expr, $b:expr, $s:expr, $f:expr) => {{
            let (x, y) = (f64_of(local!($a)), f64_of(local!($b)));
            let r: f64 = $f(x, y);
            set_local!($d, r.to_bits());
            rnext!($s)
        }};
    }
    macro_rules! rif {
        ($c:expr, $w:expr, $t:expr) => {{
            if $c {
                jump_w!($t, $w);
            }
            ip = unsafe { ip.add(1) };
            continue;
        }};
    }

            // SAFETY: pc < insns.len(): decoding makes every branch target and
            // fall-through a valid index (the last instruction cannot fall through).
            // Matched in place: each arm loads only the operands it uses (matching
            // a copy made LLVM extract every variant's fields before the jump).
            let insn: &Insn = unsafe { &*(*ip).0.get() };
            match *insn {
                Insn::Nop => next!(),
                Insn::AconstNull => {
                    push!(0);
                    next!()
                }
                Insn::Iconst(i) => {
                    push!(slot_i(i));
                    next!()
                }
                Insn::Lconst(i) => {
                    push!(code.consts64[i as usize]);
                    push!(0);
                    next!()
                }
                Insn::Ldc(..) => {
                    let Insn::Ldc(idx, _) = snap!() else { redispatch!() };
                    let new = tryv!(link::link_ldc(t, frame_method(t), idx));
                    code.patch(pc!(), new);
                    redispatch!();
                }
                Insn::LdcRef(k) => {
                    push!(crate::interp::jsr292::kept(k).to_slot());
                    next!()
                }
                Insn::LdcPrim(ty, k) => {
                    push!(crate::interp::jsr292::ldc_prim(ty, k));
                    if ty >= 6 {
                        push!(0);
                    }
                    next!()
                }
                Insn::LdcString(i) => {
                    push!(crate::runtime::strings::literal(i).to_slot());
                    next!()
                }
                Insn::LdcClass(id) => {
                    // Every class has its mirror from its definition on.
                    push!(v.class_by_id(id).mirror_ref().to_slot());
                    next!()
                }
                Insn::Load(i) => {
                    push!(local!(i));
                    next!()
                }
                Insn::Load2(i) => {
                    push!(local!(i));
                    push!(0);
                    next!()
                }
                Insn::Store(i) => {
                    let x = pop!();
                    set_local!(i, x);
                    next!()
                }
                Insn::Store2(i) => {
                    let x = peek!(2);
                    sp = unsafe { sp.sub(2) };
                    set_local!(i, x);
                    next!()
                }
                Insn::Iaload => arr_load!(i32, slot_i),
                Insn::Faload => arr_load!(u32, |x: u32| x as u64),
                Insn::Baload => arr_load!(i8, |x: i8| slot_i(x as i32)),
                Insn::Caload => arr_load!(u16, |x: u16| x as u64),
                Insn::Saload => arr_load!(i16, |x: i16| slot_i(x as i32)),
                Insn::Aaload => arr_load!(usize, |x: usize| x as u64),
                Insn::Laload | Insn::Daload => arr_load2!(),
                Insn::Iastore => arr_store!(i32, |x: u64| x as i32),
                Insn::Fastore => arr_store!(u32, |x: u64| x as u32),
                Insn::Bastore => {
                    let val = pop!();
                    let i = pop!();
                    let a = pop!();
                    let (a, i) = arr_index!(a, i);
                    // Boolean arrays store only the low bit (JVMS baload/bastore).
                    let b = if a.class().elem_type() == crate::runtime::class::BasicType::Boolean { (val & 1) as i8 } else { val as i8 };
                    a.set_elem::<i8>(i, b);
                    next!()
                }
                Insn::Castore => arr_store!(u16, |x: u64| x as u16),
                Insn::Sastore => arr_store!(i16, |x: u64| x as i16),
                Insn::Lastore | Insn::Dastore => arr_store2!(),
                Insn::Aastore => {
                    let val = Ref::from_slot(pop!());
                    let i = pop!();
                    let a = pop!();
                    let (a, i) = arr_index!(a, i);
                    if !val.is_null() {
                        let comp = a.class().component().expect("reference array");
                        let vc = val.class();
                        if !std::ptr::eq(vc, comp) && !vc.is_subclass_of(comp) {
                            let msg = vc.java_name();
                            throw!(throw_new(t, "java/lang/ArrayStoreException", Some(&msg)));
                        }
                    }
                    a.set_ref_elem(i, val);
                    next!()
                }
                Insn::Pop => {
                    sp = unsafe { sp.sub(1) };
                    next!()
                }
                Insn::Pop2 => {
                    sp = unsafe { sp.sub(2) };
                    next!()
                }
                Insn::Dup => {
                    let x = peek!(1);
                    push!(x);
                    next!()
                }
                Insn::DupX1 => {
                    let (b, a) = (peek!(1), peek!(2));
                    put!(2, b);
                    put!(1, a);
                    push!(b);
                    next!()
                }
                Insn::DupX2 => {
                    let (c, b, a) = (peek!(1), peek!(2), peek!(3));
                    put!(3, c);
                    put!(2, a);
                    put!(1, b);
                    push!(c);
                    next!()
                }
                Insn::Dup2 => {
                    let (b, a) = (peek!(1), peek!(2));
                    push!(a);
                    push!(b);
                    next!()
                }
                Insn::Dup2X1 => {
                    let (c, b, a) = (peek!(1), peek!(2), peek!(3));
                    put!(3, b);
                    put!(2, c);
                    put!(1, a);
                    push!(b);
                    push!(c);
                    next!()
                }
                Insn::Dup2X2 => {
                    let (d, c, b, a) = (peek!(1), peek!(2), peek!(3), peek!(4));
                    put!(4, c);
                    put!(3, d);
                    put!(2, a);
                    put!(1, b);
                    push!(c);
                    push!(d);
                    next!()
                }
                Insn::Swap => {
                    let (b, a) = (peek!(1), peek!(2));
                    put!(1, a);
                    put!(2, b);
                    next!()
                }
                Insn::Iadd => binop_i!(|a: i32, b: i32| a.wrapping_add(b)),
                Insn::Isub => binop_i!(|a: i32, b: i32| a.wrapping_sub(b)),
                Insn::Imul => binop_i!(|a: i32, b: i32| a.wrapping_mul(b)),
                Insn::Idiv => {
                    if peek!(1) as i32 == 0 {
                        throw!(arithmetic_div0(t));
                    }
                    binop_i!(|a: i32, b: i32| a.wrapping_div(b))
                }
                Insn::Irem => {
                    if peek!(1) as i32 == 0 {
                        throw!(arithmetic_div0(t));
                    }
                    binop_i!(|a: i32, b: i32| a.wrapping_rem(b))
                }
                Insn::Iand => binop_i!(|a: i32, b: i32| a & b),
                Insn::Ior => binop_i!(|a: i32, b: i32| a | b),
                Insn::Ixor => binop_i!(|a: i32, b: i32| a ^ b),
                Insn::Ishl => binop_i!(|a: i32, b: i32| a.wrapping_shl(b as u32 & 31)),
                Insn::Ishr => binop_i!(|a: i32, b: i32| a.wrapping_shr(b as u32 & 31)),
                Insn::Iushr => binop_i!(|a: i32, b: i32| ((a as u32) >> (b as u32 & 31)) as i32),
                Insn::Ineg => {
                    let a = peek!(1) as i32;
                    put!(1, slot_i(a.wrapping_neg()));
                    next!()
                }
                Insn::Ladd => binop_l!(|a: i64, b: i64| a.wrapping_add(b)),
                Insn::Lsub => binop_l!(|a: i64, b: i64| a.wrapping_sub(b)),
                Insn::Lmul => binop_l!(|a: i64, b: i64| a.wrapping_mul(b)),
                Insn::Ldiv => {
                    if peek!(2) as i64 == 0 {
                        throw!(arithmetic_div0(t));
                    }
                    binop_l!(|a: i64, b: i64| a.wrapping_div(b))
                }
                Insn::Lrem => {
                    if peek!(2) as i64 == 0 {
                        throw!(arithmetic_div0(t));
                    }
                    binop_l!(|a: i64, b: i64| a.wrapping_rem(b))
                }
                Insn::Land => binop_l!(|a: i64, b: i64| a & b),
                Insn::Lor => binop_l!(|a: i64, b: i64| a | b),
                Insn::Lxor => binop_l!(|a: i64, b: i64| a ^ b),
                Insn::Lshl | Insn::Lshr | Insn::Lushr => {
                    let s = pop!() as u32 & 63;
                    let a = peek!(2) as i64;
                    let r = match *insn {
                        Insn::Lshl => a.wrapping_shl(s),
                        Insn::Lshr => a.wrapping_shr(s),
                        _ => ((a as u64) >> s) as i64,
                    };
                    put!(2, r as u64);
                    next!()
                }
                Insn::Lneg => {
                    let a = peek!(2) as i64;
                    put!(2, a.wrapping_neg() as u64);
                    next!()
                }
                Insn::Fadd => binop_f!(|a: f32, b: f32| a + b),
                Insn::Fsub => binop_f!(|a: f32, b: f32| a - b),
                Insn::Fmul => binop_f!(|a: f32, b: f32| a * b),
                Insn::Fdiv => binop_f!(|a: f32, b: f32| a / b),
                Insn::Frem => binop_f!(|a: f32, b: f32| a % b),
                Insn::Fneg => {
                    let a = f32_of(peek!(1));
                    put!(1, slot_f(-a));
                    next!()
                }
                Insn::Dadd => binop_d!(|a: f64, b: f64| a + b),
                Insn::Dsub => binop_d!(|a: f64, b: f64| a - b),
                Insn::Dmul => binop_d!(|a: f64, b: f64| a * b),
                Insn::Ddiv => binop_d!(|a: f64, b: f64| a / b),
                Insn::Drem => binop_d!(|a: f64, b: f64| a % b),
                Insn::Dneg => {
                    let a = f64_of(peek!(2));
                    put!(2, (-a).to_bits());
                    next!()
                }
                Insn::Iinc(i, d) => {
                    let x = local!(i) as i32;
                    set_local!(i, slot_i(x.wrapping_add(d as i32)));
                    next!()
                }
                Insn::I2l => {
                    let a = peek!(1) as i32;
                    put!(1, a as i64 as u64);
                    push!(0);
                    next!()
                }
                Insn::I2f => {
                    let a = peek!(1) as i32;
                    put!(1, slot_f(a as f32));
                    next!()
                }
                Insn::I2d => {
                    let a = peek!(1) as i32;
                    put!(1, (a as f64).to_bits());
                    push!(0);
                    next!()
                }
                Insn::L2i => {
                    let a = pop!();
                    let _ = a;
                    let a = peek!(1) as i64;
                    put!(1, slot_i(a as i32));
                    next!()
                }
                Insn::L2f => {
                    sp = unsafe { sp.sub(1) };
                    let a = peek!(1) as i64;
                    put!(1, slot_f(a as f32));
                    next!()
                }
                Insn::L2d => {
                    let a = peek!(2) as i64;
                    put!(2, (a as f64).to_bits());
                    next!()
                }
                Insn::F2i => {
                    let a = f32_of(peek!(1));
                    put!(1, slot_i(a as i32));
                    next!()
                }
                Insn::F2l => {
                    let a = f32_of(peek!(1));
                    put!(1, (a as i64) as u64);
                    push!(0);
                    next!()
                }
                Insn::F2d => {
                    let a = f32_of(peek!(1));
                    put!(1, (a as f64).to_bits());
                    push!(0);
                    next!()
                }
                Insn::D2i => {
                    sp = unsafe { sp.sub(1) };
                    let a = f64_of(peek!(1));
                    put!(1, slot_i(a as i32));
                    next!()
                }
                Insn::D2l => {
                    let a = f64_of(peek!(2));
                    put!(2, (a as i64) as u64);
                    next!()
                }
                Insn::D2f => {
                    sp = unsafe { sp.sub(1) };
                    let a = f64_of(peek!(1));
                    put!(1, slot_f(a as f32));
                    next!()
                }
                Insn::I2b => {
                    let a = peek!(1) as i32;
                    put!(1, slot_i(a as i8 as i32));
                    next!()
                }
                Insn::I2c => {
                    let a = peek!(1) as i32;
                    put!(1, slot_i(a as u16 as i32));
                    next!()
                }
                Insn::I2s => {
                    let a = peek!(1) as i32;
                    put!(1, slot_i(a as i16 as i32));
                    next!()
                }
                Insn::Lcmp => {
                    let b = peek!(2) as i64;
                    let a = peek!(4) as i64;
                    sp = unsafe { sp.sub(3) };
                    put!(1, slot_i(a.cmp(&b) as i32));
                    next!()
                }
                Insn::Fcmpl | Insn::Fcmpg => {
                    let b = f32_of(pop!());
                    let a = f32_of(peek!(1));
                    put!(1, slot_i(fcmp(a, b, if *insn == Insn::Fcmpl { -1 } else { 1 })));
                    next!()
                }
                Insn::Dcmpl | Insn::Dcmpg => {
                    let b = f64_of(peek!(2));
                    let a = f64_of(peek!(4));
                    sp = unsafe { sp.sub(3) };
                    put!(1, slot_i(fcmp(a, b, if *insn == Insn::Dcmpl { -1 } else { 1 })));
                    next!()
                }
                Insn::Ifeq(tg) => if1!(tg, |a: i32| a == 0),
                Insn::Ifne(tg) => if1!(tg, |a: i32| a != 0),
                Insn::Iflt(tg) => if1!(tg, |a: i32| a < 0),
                Insn::Ifge(tg) => if1!(tg, |a: i32| a >= 0),
                Insn::Ifgt(tg) => if1!(tg, |a: i32| a > 0),
                Insn::Ifle(tg) => if1!(tg, |a: i32| a <= 0),
                Insn::IfIcmpeq(tg) => if2!(tg, |a: i32, b: i32| a == b),
                Insn::IfIcmpne(tg) => if2!(tg, |a: i32, b: i32| a != b),
                Insn::IfIcmplt(tg) => if2!(tg, |a: i32, b: i32| a < b),
                Insn::IfIcmpge(tg) => if2!(tg, |a: i32, b: i32| a >= b),
                Insn::IfIcmpgt(tg) => if2!(tg, |a: i32, b: i32| a > b),
                Insn::IfIcmple(tg) => if2!(tg, |a: i32, b: i32| a <= b),
                Insn::IfAcmpeq(tg) => {
                    let b = pop!();
                    let a = pop!();
                    if a == b {
                        jump!(tg);
                    }
                    next!()
                }
                Insn::IfAcmpne(tg) => {
                    let b = pop!();
                    let a = pop!();
                    if a != b {
                        jump!(tg);
                    }
                    next!()
                }
                Insn::Ifnull(tg) => {
                    if pop!() == 0 {
                        jump!(tg);
                    }
                    next!()
                }
                Insn::Ifnonnull(tg) => {
                    if pop!() != 0 {
                        jump!(tg);
                    }
                    next!()
                }
                Insn::Goto(tg) => jump!(tg),
                Insn::LoadLoad(a, b) => {
                    push!(local!(a));
                    push!(local!(b));
                    ip = unsafe { ip.add(2) };
                    continue;
                }
                Insn::IfLocals(a, b, cond, tg) => {
                    let (x, y) = (local!(a) as i32, local!(b) as i32);
                    if crate::interp::code::cond_holds(cond, x.cmp(&y)) {
                        jump_w!(tg, 3);
                    }
                    ip = unsafe { ip.add(3) };
                    continue;
                }
                Insn::IfLocalConst(a, cond, k, tg) => {
                    let x = local!(a) as i32;
                    if crate::interp::code::cond_holds(cond, x.cmp(&(k as i32))) {
                        jump_w!(tg, 3);
                    }
                    ip = unsafe { ip.add(3) };
                    continue;
                }
                Insn::ArrLoadLocals(kind, a, i) => {
                    use crate::interp::code::*;
                    let (arr, idx) = (Ref::from_slot(local!(a)), local!(i) as u32 as i32);
                    if arr.is_null() || (idx as u32) >= (arr.array_length() as u32) {
                        // Throw from the xaload, in the state its own checks throw in, so that
                        // the backtrace (line, NPE message) names that bytecode.
                        ip = unsafe { ip.add(2) };
                        if arr.is_null() {
                            throw!(npe(t));
                        }
                        throw!(aioobe(t, idx, arr.array_length()));
                    }
                    let idx = idx as usize;
                    match kind {
                        ELEM_I => push!(slot_i(arr.elem::<i32>(idx))),
                        ELEM_F => push!(arr.elem::<u32>(idx) as u64),
                        ELEM_A => push!(arr.elem::<usize>(idx) as u64),
                        ELEM_B => push!(slot_i(arr.elem::<i8>(idx) as i32)),
                        ELEM_C => push!(arr.elem::<u16>(idx) as u64),
                        ELEM_S => push!(slot_i(arr.elem::<i16>(idx) as i32)),
                        _ => {
                            push!(arr.elem::<u64>(idx));
                            push!(0);
                        }
                    }
                    ip = unsafe { ip.add(3) };
                    continue;
                }
                Insn::IincGoto(a, d, tg) => {
                    let x = local!(a) as i32;
                    set_local!(a, slot_i(x.wrapping_add(d as i32)));
                    jump_w!(tg, 2)
                }
                Insn::OpLL(op, a, b) => {
                    push!(crate::interp::code::binop(op, local!(a), local!(b)));
                    if op >= crate::interp::code::OP_LADD {
                        push!(0);
                    }
                    ip = unsafe { ip.add(3) };
                    continue;
                }
                Insn::OpLLS(op, a, b, c) => {
                    let r = crate::interp::code::binop(op, local!(a), local!(b));
                    set_local!(c, r);
                    ip = unsafe { ip.add(4) };
                    continue;
                }
                Insn::OpL(op, a) => {
                    let n = if op >= crate::interp::code::OP_LADD { 2 } else { 1 };
                    let r = crate::interp::code::binop(op, peek!(n), local!(a));
                    put!(n, r);
                    ip = unsafe { ip.add(2) };
                    continue;
                }
                Insn::OpLS(op, a, c) => {
                    let n = if op >= crate::interp::code::OP_LADD { 2 } else { 1 };
                    let x = peek!(n);
                    sp = unsafe { sp.sub(n) };
                    let r = crate::interp::code::binop(op, x, local!(a));
                    set_local!(c, r);
                    ip = unsafe { ip.add(3) };
                    continue;
                }
                Insn::OpS(op, c) => {
                    let n = if op >= crate::interp::code::OP_LADD { 2 } else { 1 };
                    let (x, y) = (peek!(2 * n), peek!(n));
                    sp = unsafe { sp.sub(2 * n) };
                    set_local!(c, crate::interp::code::binop(op, x, y));
                    ip = unsafe { ip.add(2) };
                    continue;
                }
                Insn::RMove(d, a, s) => {
                    set_local!(d, local!(a));
                    rnext!(s)
                }
                Insn::RMoveK(d, s, k) => {
                    set_local!(d, slot_i(k));
                    rnext!(s)
                }
                Insn::RConst64(d, s, k) => {
                    set_local!(d, code.consts64[k as usize]);
                    rnext!(s)
                }
                Insn::RIadd(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x.wrapping_add(y)),
                Insn::RIsub(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x.wrapping_sub(y)),
                Insn::RImul(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x.wrapping_mul(y)),
                Insn::RIand(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x & y),
                Insn::RIor(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x | y),
                Insn::RIxor(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x ^ y),
                Insn::RIshl(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x.wrapping_shl(y as u32 & 31)),
                Insn::RIshr(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| x.wrapping_shr(y as u32 & 31)),
                Insn::RIushr(d, a, b, s) => rbin_i!(d, a, b, s, |x: i32, y: i32| ((x as u32) >> (y as u32 & 31)) as i32),
                Insn::RIaddK(d, a, s, k) => {
                    set_local!(d, slot_i((local!(a) as i32).wrapping_add(k)));
                    rnext!(s)
                }
                Insn::RImulK(d, a, s, k) => {
                    set_local!(d, slot_i((local!(a) as i32).wrapping_mul(k)));
                    rnext!(s)
                }
                Insn::RIandK(d, a, s, k) => {
                    set_local!(d, slot_i(local!(a) as i32 & k));
                    rnext!(s)
                }
                Insn::RIshlK(d, a, s, k) => {
                    set_local!(d, slot_i((local!(a) as i32).wrapping_shl(k as u32)));
                    rnext!(s)
                }
                Insn::RIshrK(d, a, s, k) => {
                    set_local!(d, slot_i((local!(a) as i32).wrapping_shr(k as u32)));
                    rnext!(s)
                }
                Insn::RIushrK(d, a, s, k) => {
                    set_local!(d, ((local!(a) as u32) >> (k as u32)) as u64);
                    rnext!(s)
                }
                Insn::RIdiv(d, a, b, s, o) => {
                    let y = local!(b) as i32;
                    if y == 0 {
                        rthrow!(o, arithmetic_div0(t));
                    }
                    set_local!(d, slot_i((local!(a) as i32).wrapping_div(y)));
                    rnext!(s)
                }
                Insn::RIrem(d, a, b, s, o) => {
                    let y = local!(b) as i32;
                    if y == 0 {
                        rthrow!(o, arithmetic_div0(t));
                    }
                    set_local!(d, slot_i((local!(a) as i32).wrapping_rem(y)));
                    rnext!(s)
                }
                Insn::RLadd(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x.wrapping_add(y)),
                Insn::RLsub(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x.wrapping_sub(y)),
                Insn::RLmul(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x.wrapping_mul(y)),
                Insn::RLand(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x & y),
                Insn::RLor(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x | y),
                Insn::RLxor(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x ^ y),
                Insn::RLshl(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x.wrapping_shl(y as u32 & 63)),
                Insn::RLshr(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| x.wrapping_shr(y as u32 & 63)),
                Insn::RLushr(d, a, b, s) => rbin_l!(d, a, b, s, |x: i64, y: i64| ((x as u64) >> (y as u32 & 63)) as i64),
                Insn::RFadd(d, a, b, s) => rbin_f!(d, a, b, s, |x: f32, y: f32| x + y),
                Insn::RFsub(d, a, b, s) => rbin_f!(d, a, b, s, |x: f32, y: f32| x - y),
                Insn::RFmul(d, a, b, s) => rbin_f!(d, a, b, s, |x: f32, y: f32| x * y),
                Insn::RFdiv(d, a, b, s) => rbin_f!(d, a, b, s, |x: f32, y: f32| x / y),
                Insn::RDadd(d, a, b, s) => rbin_d!(d, a, b, s, |x: f64, y: f64| x + y),
                Insn::RDsub(d, a, b, s) => rbin_d!(d, a, b, s, |x: f64, y: f64| x - y),
                Insn::RDmul(d, a, b, s) => rbin_d!(d, a, b, s, |x: f64, y: f64| x * y),
                Insn::RDdiv(d, a, b, s) => rbin_d!(d, a, b, s, |x: f64, y: f64| x / y),
                Insn::RI2l(d, a, s) => {
                    set_local!(d, local!(a) as i32 as i64 as u64);
                    rnext!(s)
                }
                Insn::RI2d(d, a, s) => {
                    set_local!(d, (local!(a) as i32 as f64).to_bits());
                    rnext!(s)
                }
                Insn::RL2i(d, a, s) => {
                    set_local!(d, slot_i(local!(a) as i32));
                    rnext!(s)
                }
                Insn::RD2i(d, a, s) => {
                    set_local!(d, slot_i(f64_of(local!(a)) as i32));
                    rnext!(s)
                }
                Insn::RL2d(d, a, s) => {
                    set_local!(d, (local!(a) as i64 as f64).to_bits());
                    rnext!(s)
                }
                Insn::RI2c(d, a, s) => {
                    set_local!(d, local!(a) as u16 as u64);
                    rnext!(s)
                }
                Insn::RALoadI(d, a, i, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    set_local!(d, slot_i(a.elem::<i32>(i)));
                    rnext!(s)
                }
                Insn::RALoadJ(d, a, i, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    set_local!(d, a.elem::<u64>(i));
                    rnext!(s)
                }
                Insn::RALoadF(d, a, i, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    set_local!(d, a.elem::<u32>(i) as u64);
                    rnext!(s)
                }
                Insn::RALoadA(d, a, i, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    set_local!(d, a.elem::<usize>(i) as u64);
                    rnext!(s)
                }
                Insn::RALoadB(d, a, i, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    set_local!(d, slot_i(a.elem::<i8>(i) as i32));
                    rnext!(s)
                }
                Insn::RALoadC(d, a, i, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    set_local!(d, a.elem::<u16>(i) as u64);
                    rnext!(s)
                }
                Insn::RALoadS(d, a, i, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    set_local!(d, slot_i(a.elem::<i16>(i) as i32));
                    rnext!(s)
                }
                Insn::RAStoreI(a, i, v, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    a.set_elem::<u32>(i, local!(v) as u32);
                    rnext!(s)
                }
                Insn::RAStoreJ(a, i, v, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    a.set_elem::<u64>(i, local!(v));
                    rnext!(s)
                }
                Insn::RAStoreB(a, i, v, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    let val = local!(v);
                    // Boolean arrays store only the low bit (JVMS baload/bastore).
                    let b = if a.class().elem_type() == crate::runtime::class::BasicType::Boolean { (val & 1) as i8 } else { val as i8 };
                    a.set_elem::<i8>(i, b);
                    rnext!(s)
                }
                Insn::RAStoreC(a, i, v, s, o) => {
                    let (a, i) = rindex!(a, i, o);
                    a.set_elem::<u16>(i, local!(v) as u16);
                    rnext!(s)
                }
                Insn::RIinc(k, s, d) => {
                    set_local!(k, slot_i((local!(k) as i32).wrapping_add(d as i32)));
                    rnext!(s)
                }
                Insn::RIfEq(a, b, s, tg) => rif!(local!(a) as i32 == local!(b) as i32, s, tg),
                Insn::RIfNe(a, b, s, tg) => rif!(local!(a) as i32 != local!(b) as i32, s, tg),
                Insn::RIfLt(a, b, s, tg) => rif!((local!(a) as i32) < local!(b) as i32, s, tg),
                Insn::RIfGe(a, b, s, tg) => rif!(local!(a) as i32 >= local!(b) as i32, s, tg),
                Insn::RIfGt(a, b, s, tg) => rif!(local!(a) as i32 > local!(b) as i32, s, tg),
                Insn::RIfLe(a, b, s, tg) => rif!(local!(a) as i32 <= local!(b) as i32, s, tg),
                Insn::RIfEqK(a, s, k, tg) => rif!(local!(a) as i32 == k as i32, s, tg),
                Insn::RIfNeK(a, s, k, tg) => rif!(local!(a) as i32 != k as i32, s, tg),
                Insn::RIfLtK(a, s, k, tg) => rif!((local!(a) as i32) < k as i32, s, tg),
                Insn::RIfGeK(a, s, k, tg) => rif!(local!(a) as i32 >= k as i32, s, tg),
                Insn::RIfGtK(a, s, k, tg) => rif!(local!(a) as i32 > k as i32, s, tg),
                Insn::RIfLeK(a, s, k, tg) => rif!(local!(a) as i32 <= k as i32, s, tg),
                Insn::RIfFEq(a, b, kind, s, tg) => rif!(rfcmp(local!(a), local!(b), kind) == 0, s, tg),
                Insn::RIfFNe(a, b, kind, s, tg) => rif!(rfcmp(local!(a), local!(b), kind) != 0, s, tg),
                Insn::RIfFLt(a, b, kind, s, tg) => rif!(rfcmp(local!(a), local!(b), kind) < 0, s, tg),
                Insn::RIfFGe(a, b, kind, s, tg) => rif!(rfcmp(local!(a), local!(b), kind) >= 0, s, tg),
                Insn::RIfFGt(a, b, kind, s, tg) => rif!(rfcmp(local!(a), local!(b), kind) > 0, s, tg),
                Insn::RIfFLe(a, b, kind, s, tg) => rif!(rfcmp(local!(a), local!(b), kind) <= 0, s, tg),
                Insn::RIfLcmp(cond, a, b, s, tg) => {
                    let (x, y) = (local!(a) as i64, local!(b) as i64);
                    rif!(crate::interp::code::cond_holds(cond, x.cmp(&y)), s, tg)
                }
                Insn::Jsr(tg) => {
                    push!((pc!() + 1) as u64);
                    jump!(tg)
                }
                Insn::Ret(i) => {
                    let r = local!(i) as usize;
                    if r >= code.insns.len() {
                        throw!(throw_new(t, "java/lang/VerifyError", Some("ret to an invalid address")));
                    }
                    jump!(r)
                }
                Insn::Tableswitch(s) => {
                    let key = pop!() as i32;
                    if let Switch::Table { low, targets, default } = &code.switches[s as usize] {
                        let off = (key as i64) - (*low as i64);
                        let tg = if off >= 0 && (off as usize) < targets.len() { targets[off as usize] } else { *default };
                        jump!(tg);
                    }
                    unreachable!("tableswitch without table")
                }
                Insn::Lookupswitch(s) => {
                    let key = pop!() as i32;
                    if let Switch::Lookup { pairs, default } = &code.switches[s as usize] {
                        let tg = match pairs.binary_search_by_key(&key, |p| p.0) {
                            Ok(i) => pairs[i].1,
                            Err(_) => *default,
                        };
                        jump!(tg);
                    }
                    unreachable!("lookupswitch without table")
                }
                Insn::Return1 => ret!(1),
                Insn::Return2 => ret!(2),
                Insn::Return => ret!(0),
                Insn::Getstatic(..) | Insn::Putstatic(..) => {
                    let (idx, c, is_put) = match snap!() {
                        Insn::Getstatic(idx, c) => (idx, c, false),
                        Insn::Putstatic(idx, c) => (idx, c, true),
                        _ => redispatch!(),
                    };
                    let (new, addr, two) = tryv!(link::link_static(t, frame_method(t), idx, &code.caches[c as usize], is_put));
                    if let Some(new) = new {
                        code.patch(pc!(), new);
                        redispatch!();
                    }
                    // Class still being initialised by this thread: access directly.
                    if is_put {
                        let val = if two { peek!(2) } else { peek!(1) };
                        sp = unsafe { sp.sub(if two { 2 } else { 1 }) };
                        unsafe { *addr = val };
                    } else {
                        push!(unsafe { *addr });
                        if two {
                            push!(0);
                        }
                    }
                    next!()
                }
                Insn::GetstaticQ1(c) => {
                    let addr = code.caches[c as usize].a.load(Ordering::Relaxed) as *const u64;
                    push!(unsafe { *addr });
                    next!()
                }
                Insn::GetstaticQ2(c) => {
                    let addr = code.caches[c as usize].a.load(Ordering::Relaxed) as *const u64;
                    push!(unsafe { *addr });
                    push!(0);
                    next!()
                }
                Insn::PutstaticQ1(c) => {
                    let addr = code.caches[c as usize].a.load(Ordering::Relaxed) as *mut u64;
                    let val = pop!();
                    unsafe { *addr = val };
                    next!()
                }
                Insn::PutstaticQ2(c) => {
                    let addr = code.caches[c as usize].a.load(Ordering::Relaxed) as *mut u64;
                    let val = peek!(2);
                    sp = unsafe { sp.sub(2) };
                    unsafe { *addr = val };
                    next!()
                }
                Insn::PutstaticVol1(c) | Insn::PutstaticVol2(c) => {
                    let addr = code.caches[c as usize].a.load(Ordering::Relaxed) as *mut u64;
                    let n = if matches!(*insn, Insn::PutstaticVol2(_)) { 2 } else { 1 };
                    let val = peek!(n);
                    sp = unsafe { sp.sub(n) };
                    // SAFETY: a static slot; an atomic store plus a full fence.
                    unsafe { (*(addr as *const std::sync::atomic::AtomicU64)).store(val, Ordering::SeqCst) };
                    std::sync::atomic::fence(Ordering::SeqCst);
                    next!()
                }
                Insn::PutfieldVol(kind, off) => {
                    use crate::runtime::class::BasicType as B;
                    let kinds = [B::Boolean, B::Byte, B::Char, B::Short, B::Int, B::Float, B::Long, B::Double, B::Ref];
                    let bt = kinds[(kind as usize).min(8)];
                    let n = bt.slots();
                    let val = peek!(n);
                    sp = unsafe { sp.sub(n) };
                    let o = nonnull!(Ref::from_slot(pop!()));
                    match bt {
                        B::Boolean => o.put::<u8>(off as usize, (val & 1) as u8),
                        B::Byte => o.put::<i8>(off as usize, val as i8),
                        B::Char => o.put::<u16>(off as usize, val as u16),
                        B::Short => o.put::<i16>(off as usize, val as i16),
                        B::Int | B::Float => o.put::<u32>(off as usize, val as u32),
                        B::Long | B::Double => o.put::<u64>(off as usize, val),
                        _ => o.put_ref(off as usize, Ref::from_slot(val)),
                    }
                    std::sync::atomic::fence(Ordering::SeqCst);
                    next!()
                }
                Insn::Getfield(..) | Insn::Putfield(..) => {
                    let (idx, is_put) = match snap!() {
                        Insn::Getfield(idx, _) => (idx, false),
                        Insn::Putfield(idx, _) => (idx, true),
                        _ => redispatch!(),
                    };
                    let new = tryv!(link::link_field(t, frame_method(t), idx, is_put));
                    code.patch(pc!(), new);
                    redispatch!();
                }
                Insn::GetfieldI(off) => {
                    let o = nonnull!(Ref::from_slot(peek!(1)));
                    put!(1, slot_i(o.get::<i32>(off as usize)));
                    next!()
                }
                Insn::GetfieldA(off) => {
                    let o = nonnull!(Ref::from_slot(peek!(1)));
                    put!(1, o.get::<usize>(off as usize) as u64);
                    next!()
                }
                Insn::GetfieldJ(off) => {
                    let o = nonnull!(Ref::from_slot(peek!(1)));
                    put!(1, o.get::<u64>(off as usize));
                    push!(0);
                    next!()
                }
                Insn::GetfieldB(off) => {
                    let o = nonnull!(Ref::from_slot(peek!(1)));
                    put!(1, slot_i(o.get::<i8>(off as usize) as i32));
                    next!()
                }
                Insn::GetfieldC(off) => {
                    let o = nonnull!(Ref::from_slot(peek!(1)));
                    put!(1, o.get::<u16>(off as usize) as u64);
                    next!()
                }
                Insn::GetfieldS(off) => {
                    let o = nonnull!(Ref::from_slot(peek!(1)));
                    put!(1, slot_i(o.get::<i16>(off as usize) as i32));
                    next!()
                }
                Insn::PutfieldI(off) => {
                    let val = pop!();
                    let o = nonnull!(Ref::from_slot(pop!()));
                    o.put::<i32>(off as usize, val as i32);
                    next!()
                }
                Insn::PutfieldA(off) => {
                    let val = pop!();
                    let o = nonnull!(Ref::from_slot(pop!()));
                    o.put_ref(off as usize, Ref::from_slot(val));
                    next!()
                }
                Insn::PutfieldJ(off) => {
                    let val = peek!(2);
                    sp = unsafe { sp.sub(2) };
                    let o = nonnull!(Ref::from_slot(pop!()));
                    o.put::<u64>(off as usize, val);
                    next!()
                }
                Insn::PutfieldB(off) => {
                    let val = pop!();
                    let o = nonnull!(Ref::from_slot(pop!()));
                    o.put::<i8>(off as usize, val as i8);
                    next!()
                }
                Insn::PutfieldZ(off) => {
                    let val = pop!();
                    let o = nonnull!(Ref::from_slot(pop!()));
                    o.put::<u8>(off as usize, (val & 1) as u8);
                    next!()
                }
                Insn::PutfieldC(off) => {
                    let val = pop!();
                    let o = nonnull!(Ref::from_slot(pop!()));
                    o.put::<u16>(off as usize, val as u16);
                    next!()
                }
                Insn::PutfieldS(off) => {
                    let val = pop!();
                    let o = nonnull!(Ref::from_slot(pop!()));
                    o.put::<i16>(off as usize, val as i16);
                    next!()
                }
                Insn::Invokevirtual(..) | Insn::Invokespecial(..) | Insn::Invokestatic(..) | Insn::Invokeinterface(..) => {
                    let s = snap!();
                    let (idx, c) = match s {
                        Insn::Invokevirtual(idx, c) | Insn::Invokespecial(idx, c) | Insn::Invokestatic(idx, c) | Insn::Invokeinterface(idx, c) => (idx, c),
                        _ => redispatch!(),
                    };
                    let new = tryv!(link::link_invoke(t, frame_method(t), s, idx, &code.caches[c as usize]));
                    if let Insn::InvokeDirectStatic(id) = new {
                        call!(v.method_by_id(id))
                    }
                    code.patch(pc!(), link::intrinsic(new));
                    redispatch!();
                }
                Insn::InvokevirtualQ(nargs, vidx) => {
                    let recv = nonnull!(Ref::from_slot(peek!(nargs as usize)));
                    let m = unsafe { *recv.class().vtable().get_unchecked(vidx as usize) };
                    call!(m)
                }
                Insn::InvokeDirect(id) => {
                    let m = v.method_by_id(id);
                    nonnull!(Ref::from_slot(peek!(m.arg_slots as usize)));
                    call!(m)
                }
                Insn::InvokeMath(f, id) => {
                    if P != 0 && id != crate::interp::math::BODY {
                        call!(v.method_by_id(id))
                    }
                    math_op!(f)
                }
                Insn::InvokestaticQ(id) | Insn::InvokeDirectStatic(id) => {
                    let m = v.method_by_id(id);
                    call!(m)
                }
                Insn::InvokeinterfaceQ(c) => {
                    let cache = &code.caches[c as usize];
                    let nargs = cache.a.load(Ordering::Relaxed) >> 32;
                    let recv = nonnull!(Ref::from_slot(peek!(nargs)));
                    let cls = recv.class();
                    let key = cls as *const _ as usize;
                    let m = match link::ic_lookup(cache, key) {
                        Some(m) => m,
                        None => {
                            let m = tryv!(link::interface_target(t, cls, cache));
                            link::ic_update(cache, key, m);
                            m
                        }
                    };
                    call!(m)
                }
                Insn::Invokedynamic(..) => {
                    let Insn::Invokedynamic(idx, c) = snap!() else { redispatch!() };
                    let new = tryv!(crate::interp::indy::link_indy(t, frame_method(t), idx, &code.caches[c as usize]));
                    code.patch(pc!(), new);
                    redispatch!();
                }
                Insn::InvokeHandle(c) => {
                    let cache = &code.caches[c as usize];
                    // SAFETY: set with the adapter's address before the
                    // instruction was patched (`jsr292::publish`).
                    let m: &'static Method = unsafe { &*(cache.a.load(Ordering::Relaxed) as *const Method) };
                    let appendix = cache.b.load(Ordering::Relaxed);
                    if cache.c.load(Ordering::Relaxed) != 0 {
                        // invokehandle checks its receiver, the method handle.
                        let depth = m.arg_slots as usize - usize::from(appendix != 0);
                        nonnull!(Ref::from_slot(peek!(depth)));
                    }
                    poll!(true);
                    if appendix != 0 {
                        push!(crate::interp::jsr292::kept(appendix as u32 - 1).to_slot());
                    }
                    enter!(m)
                }
                Insn::LinkTo(crate::interp::jsr292::LINK_BASIC, n) => {
                    let mh = nonnull!(Ref::from_slot(peek!(n as usize)));
                    let m = match crate::interp::jsr292::basic_target(mh) {
                        Some(m) if m.arg_slots == n => m,
                        _ => throw!(crate::interp::jsr292::bad_linkage(t, "invokeBasic")),
                    };
                    call!(m)
                }
                Insn::LinkTo(kind, n) => {
                    let mn = Ref::from_slot(pop!());
                    let recv = if kind == crate::interp::jsr292::LINK_STATIC {
                        Ref::NULL
                    } else {
                        nonnull!(Ref::from_slot(peek!(n as usize - 1)))
                    };
                    let m = tryv!(crate::interp::jsr292::link_to_target(t, kind, mn, recv));
                    if m.arg_slots + 1 != n {
                        throw!(crate::interp::jsr292::bad_linkage(t, "linkTo arguments"));
                    }
                    call!(m)
                }
                Insn::IndyConcat(c) => {
                    sync!();
                    let recipe = unsafe { &*(code.caches[c as usize].a.load(Ordering::Relaxed) as *const crate::interp::indy::ConcatRecipe) };
                    let n = recipe.arg_slots;
                    let arg_base = unsafe { sp.sub(n).offset_from(base) } as usize;
                    let s = tryv!(crate::interp::indy::concat(t, recipe, arg_base));
                    sp = unsafe { sp.sub(n) };
                    push!(s.to_slot());
                    next!()
                }
                Insn::New(..) => {
                    let Insn::New(idx, _) = snap!() else { redispatch!() };
                    let new = tryv!(link::link_new(t, frame_method(t), idx));
                    match new {
                        Some(n) => {
                            code.patch(pc!(), n);
                            redispatch!();
                        }
                        None => {
                            // Class initialisation in progress on this thread.
                            let c = tryv!(crate::runtime::resolve::resolve_class(t, frame_method(t).class, idx));
                            let o = tryv!(crate::interp::alloc::new_object(t, c));
                            push!(o.to_slot());
                            next!()
                        }
                    }
                }
                Insn::NewQ(id) => {
                    let c = v.class_by_id(id);
                    let o = match t.tlab.try_alloc(c.instance_size as usize) {
                        Some(o) => {
                            o.set_class(c);
                            o
                        }
                        None => tryv!(crate::interp::alloc::new_object_slow(t, c)),
                    };
                    push!(o.to_slot());
                    next!()
                }
                Insn::NewF(id) => {
                    let o = tryv!(crate::interp::alloc::new_object(t, v.class_by_id(id)));
                    push!(o.to_slot());
                    next!()
                }
                Insn::Newarray(ty) => {
                    let len = peek!(1) as i32;
                    let bt = link::newarray_type(ty);
                    let a = tryv!(new_array(t, v.prim_array_class(bt), len));
                    put!(1, a.to_slot());
                    next!()
                }
                Insn::Anewarray(..) => {
                    let Insn::Anewarray(idx, _) = snap!() else { redispatch!() };
                    let new = tryv!(link::link_anewarray(t, frame_method(t), idx));
                    code.patch(pc!(), new);
                    redispatch!();
                }
                Insn::AnewarrayQ(id) => {
                    let len = peek!(1) as i32;
                    let a = tryv!(new_array(t, v.class_by_id(id), len));
                    put!(1, a.to_slot());
                    next!()
                }
                Insn::Multianewarray(dims, idx, _) => {
                    let n = dims as usize;
                    let counts: Vec<i32> = (0..n).map(|i| peek!(n - i) as i32).collect();
                    let a = tryv!(link::multianewarray(t, frame_method(t), idx, &counts));
                    sp = unsafe { sp.sub(n) };
                    push!(a.to_slot());
                    next!()
                }
                Insn::Arraylength => {
                    let a = nonnull!(Ref::from_slot(peek!(1)));
                    put!(1, slot_i(a.get::<i32>(ARRAY_LENGTH_OFFSET)));
                    next!()
                }
                Insn::Athrow => {
                    let ex = nonnull!(Ref::from_slot(pop!()));
                    t.pending = ex;
                    throw!(Throw)
                }
                Insn::Checkcast(..) | Insn::Instanceof(..) => {
                    let (idx, is_cast) = match snap!() {
                        Insn::Checkcast(idx, _) => (idx, true),
                        Insn::Instanceof(idx, _) => (idx, false),
                        _ => redispatch!(),
                    };
                    let c = tryv!(crate::runtime::resolve::resolve_class(t, frame_method(t).class, idx));
                    code.patch(pc!(), if is_cast { Insn::CheckcastQ(c.id) } else { Insn::InstanceofQ(c.id) });
                    redispatch!();
                }
                Insn::CheckcastQ(id) => {
                    let o = Ref::from_slot(peek!(1));
                    if !o.is_null() {
                        let c = v.class_by_id(id);
                        let oc = o.class();
                        if !std::ptr::eq(oc, c) && !oc.is_subclass_of(c) {
                            let msg = crate::interp::link::class_cast_message(oc, c);
                            throw!(throw_new(t, "java/lang/ClassCastException", Some(&msg)));
                        }
                    }
                    next!()
                }
                Insn::InstanceofQ(id) => {
                    let o = Ref::from_slot(peek!(1));
                    let r = !o.is_null() && {
                        let c = v.class_by_id(id);
                        let oc = o.class();
                        std::ptr::eq(oc, c) || oc.is_subclass_of(c)
                    };
                    put!(1, r as u64);
                    next!()
                }
                Insn::Monitorenter => {
                    let o = nonnull!(Ref::from_slot(peek!(1)));
                    // Entering may block (a safe region): the frame must be
                    // walkable, with the object still on the stack as a root.
                    sync!();
                    crate::runtime::monitor::enter(t, o);
                    sp = unsafe { sp.sub(1) };
                    next!()
                }
                Insn::Monitorexit => {
                    let o = nonnull!(Ref::from_slot(pop!()));
                    sync!();
                    if crate::runtime::monitor::exit(t, o).is_err() {
                        break 'run;
                    }
                    next!()
                }
            }
        }

        // An exception is pending; the current frame's pc is the faulting
        // instruction. Find a handler, unwinding frames as needed, and go on
        // there.
        if !unwind(t, entry_depth, P) {
            return Exit::Done(Err(Throw));
        }
        let f = *t.frames.last().expect("frame");
        code = unsafe { &*f.code };
        insns = code.insns.as_ptr();
        lp = unsafe { base.add(f.locals as usize) };
        sp = unsafe { base.add(f.sp as usize) };
        ip = unsafe { insns.add(f.pc as usize) };
        if P & COUNT != 0 {
            // SAFETY: ip is the handler in this code; its table is built.
            t.bc_base = t.bytecodes.wrapping_sub(unsafe { Code::ordinal_at(ip, code.ordinals_built()) });
        }
    }
}

/// The pending exception was thrown at the top frame's saved pc: find its
/// handler in the frames above `entry_depth`, unwinding the others (their
/// monitors released, their exits posted as variant `p` posts them). True
/// with the handler's frame on top, saved at the handler with the
/// exception on its operand stack; false if it escapes them all (frames
/// popped down to `entry_depth`, the exception still pending).
#[cold]
#[inline(never)]
fn unwind(t: &mut JThread, entry_depth: usize, p: u8) -> bool {
    if p & COUNT != 0 && t.bytecodes >= t.bc_next_sample {
        // The sample due in the run the throw ends, taken where it threw
        // (the count is exact: every throw flushes it).
        let ex = t.take_pending();
        let hnd = t.push_handle(ex);
        crate::profiler::bytecode_sample(t);
        t.pending = t.handle(hnd);
        t.pop_handles(hnd);
    }
    loop {
        let f = *t.frames.last().expect("frame");
        // SAFETY: a bytecode frame's code lives as long as its method.
        let c: &Code = unsafe { &*f.code };
        let fpc = f.pc;
        let mut target = None;
        for h in c.handlers.iter() {
            if fpc >= h.start && fpc < h.end {
                if h.catch_type == 0 {
                    target = Some(h.target);
                    break;
                }
                let ex = t.take_pending();
                let hnd = t.push_handle(ex);
                let r = crate::runtime::resolve::resolve_class(t, f.method.class, h.catch_type);
                let ex = t.handle(hnd);
                t.pop_handles(hnd);
                match r {
                    Ok(cc) => {
                        t.pending = ex;
                        if ex.class().is_subclass_of(cc) {
                            target = Some(h.target);
                            break;
                        }
                    }
                    Err(_) => {
                        // The resolution error replaces the exception.
                    }
                }
            }
        }
        if let Some(tg) = target {
            // The handler's stack holds just the exception (it has room
            // for one value: the verifier's max_stack).
            let ex = t.take_pending();
            let at = f.locals as usize + c.max_locals as usize;
            t.stack[at] = ex.to_slot();
            let top = t.frames.last_mut().expect("frame");
            top.sp = at as u32 + 1;
            top.pc = tg;
            return true;
        }
        if f.method.is_synchronized() {
            let lock = if f.method.is_static() { f.method.class.mirror_ref() } else { Ref::from_slot(t.stack[f.locals as usize]) };
            crate::runtime::monitor::exit_quiet(t, lock);
        }
        if p & (METHODS | CONTEXTS) != 0 {
            crate::profiler::method_exit(t);
        }
        t.frames.pop();
        if t.frames.len() == entry_depth {
            return false;
        }
    }
}

#[inline(always)]
fn frame_method(t: &JThread) -> &'static Method {
    // SAFETY: called only while a frame is running.
    unsafe { t.frames.last().unwrap_unchecked().method }
}
