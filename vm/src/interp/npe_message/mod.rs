//! Helpful NullPointerException messages (JEP 358), exactly as HotSpot 17 computes them.
//!
//! The interpreter throws an implicit `NullPointerException` without a message and records
//! nothing extra: the exception's backtrace already holds the failing frame (method, bci).
//! Only when a program asks for the message (`getMessage()`, and so `toString()` and the
//! uncaught-exception line) does `NullPointerException.getExtendedNPEMessage()` reach
//! [`extended_npe_message`], the body of HotSpot's `JVM_GetExtendedNPEMessage`. It
//! describes, for the top frame of the backtrace,
//!
//! * the **failed action**, from the bytecode at bci: `Cannot invoke "String.length()"`,
//!   `Cannot read field "f"`, `Cannot store to int array`, `Cannot throw exception`, ...;
//! * the **cause**: a data-flow simulation of the method's bytecode up to bci finds which
//!   instruction pushed the null operand, printed as a Java-like expression:
//!   ` because "<local4>" is null`, `"this.f"`, `"a[i]"`, `"Foo.s"`,
//!   ` because the return value of "Foo.bar()" is null`.
//!
//! Programs see these messages, so the module reproduces HotSpot's observable behaviour rule
//! for rule, including its shortcuts and limits (each was checked against `java` 17):
//!
//! * **Slots.** Each operand-stack word carries the bci of the instruction that pushed it
//!   (`dup`s and `swap` copy it, `checkcast` keeps it). Where paths join, a slot pushed by
//!   different instructions becomes unknown, and then there is no cause. Each stack also
//!   carries the set of locals 0..63 stored to on some path (`xstore`; `iinc` does not count,
//!   `lstore`/`dstore` mark only their first slot, slots from 64 count as stored).
//! * **Walks.** The simulation walks the code in bci order, repeating the walk while a walk
//!   reached an instruction that no earlier walk had reached, and it ends for good as soon as
//!   the failing instruction has a stack (tested after each step). So what flows to it later
//!   is never seen: stores after it on a loop's back edge, and also stores before it that
//!   reach it only through a back edge taken after it got its stack (a store in an inner loop
//!   of the same iteration, say). Handlers start with a stack holding only the exception and
//!   no stored locals; `jsr` does not fall through and `ret` ends the flow. An instruction
//!   with several successors (fall-through first, then the branch target or the switch
//!   default, then the cases in table order) merges its stack into each of them in turn *and
//!   keeps the merged result*: what reaches a later successor is also joined with the earlier
//!   successors' stacks.
//! * **Limits.** At most [`MAX_ENTRIES`] stack slots are simulated (counted when an instruction
//!   gets its first stack); beyond that the analysis stops and what was computed is used. A cause
//!   is at most [`MAX_DETAIL`] levels deep (an array index does not count as a level): deeper
//!   levels are left out, and an array or index that cannot be described prints as `<array>`
//!   or `...`. Indexes are described only when they are constants, int locals, fields, calls
//!   or `iaload`s.
//! * **Names.** A local is named by the first `LocalVariableTable` entry covering the load,
//!   else `this` (slot 0 of an instance method, never stored to), `<parameterN>` (counting
//!   parameters from 1, never stored to) or `<localN>` (the slot). Classes print with dots,
//!   `java.lang.Object` and `java.lang.String` as `Object` and `String`; in parameter lists
//!   every type that merely starts with one of those loses `java.lang.` (`StringBuilder`).
//!   Pieces that HotSpot prints through a printf-style format (`.name(`, `params)`, a static
//!   field's `.name`, `Cannot read field "f"`, `Cannot assign field "f"`) are cut at
//!   [`MAX_FORMATTED`] bytes of modified UTF-8, and the bytes are turned into a String the way
//!   HotSpot does it (see [`java_chars`]).
//! * **No message** when the bytecode cannot throw an NPE, for `invokespecial <init>` (an
//!   NPE constructed by Java code), and (checked in [`extended_npe_message`]) when the top
//!   frame is native or in a hidden class, or with `-XX:-ShowCodeDetailsInExceptionMessages`.
//!
//! The analysis ([`message_at`]) reads only the class file's bytes through [`MethodView`]: it
//! is independent of the class library and of the interpreter's decoded code.

#[cfg(test)]
mod tests;

use crate::classfile::{mutf8, Constant, ConstantPool, ExceptionTableEntry, LocalVariableEntry};
use crate::heap::Ref;
use crate::interp::code::insn_length;
use crate::runtime::class::{split_method_descriptor, BasicType};
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// Upper bound on the operand-stack slots simulated for one message (HotSpot's).
pub const MAX_ENTRIES: usize = 1_000_000;
/// Levels of a cause expression (`a.b.c[i]`...).
pub const MAX_DETAIL: u32 = 5;
/// HotSpot's printf buffer (`O_BUFLEN` 2000) less the terminating NUL.
pub const MAX_FORMATTED: usize = 1999;

/// The parts of a method the analysis reads: its class file's code and constant pool.
pub struct MethodView<'a> {
    pub code: &'a [u8],
    pub handlers: &'a [ExceptionTableEntry],
    pub local_variables: &'a [LocalVariableEntry],
    pub cp: &'a ConstantPool,
    pub is_static: bool,
    pub descriptor: &'a str,
}

/// `NullPointerException.getExtendedNPEMessage()` (HotSpot: `JVM_GetExtendedNPEMessage`):
/// the message for `throwable`'s top frame, or null. Nothing but the VM's backtrace is read,
/// so the same function serves any class library.
pub fn extended_npe_message(t: &mut JThread, throwable: Ref) -> JResult<Ref> {
    match message_for(throwable) {
        Some(units) => crate::runtime::strings::new_string_utf16(t, &units),
        None => Ok(Ref::NULL),
    }
}

/// The message for the top frame of `throwable`'s backtrace, as UTF-16.
fn message_for(throwable: Ref) -> Option<Vec<u16>> {
    let v = vm();
    if !v.options.show_code_details {
        return None;
    }
    let bt = throwable.get_ref(v.wk().throwable_backtrace);
    if bt.is_null() {
        return None;
    }
    let first = *bt.array_slice::<u64>().first()?;
    if first & crate::runtime::exceptions::BT_HIDDEN_TOP != 0 {
        return None;
    }
    let top = crate::runtime::exceptions::backtrace_entry(first);
    let m = v.method_by_id(top.method);
    // HotSpot hides the frames of hidden classes (lambda proxies) from backtraces and gives
    // no message when the top frame was hidden.
    if m.is_native() || crate::interp::lambda::is_vm_proxy(m.class) {
        return None;
    }
    let (code, cf) = (m.code_attr.as_ref()?, m.class.classfile.as_ref()?);
    let view = MethodView {
        code: &code.code,
        handlers: &code.exception_table,
        local_variables: &code.local_variables,
        cp: &cf.constant_pool,
        is_static: m.is_static(),
        descriptor: &m.descriptor,
    };
    message_at(&view, top.bci as usize)
}

/// The message for a NullPointerException raised by the instruction at `bci`, or None when
/// that instruction cannot raise one (or constructs one: `invokespecial <init>`).
pub fn message_at(m: &MethodView, bci: usize) -> Option<Vec<u16>> {
    if bci >= m.code.len() {
        return None;
    }
    let slot = null_slot(m, bci)?;
    let analysis = Analysis::run(m, bci);
    let mut p = Printer { a: &analysis, out: Vec::new(), nesting: 0 };
    p.failed_action(bci);
    if p.cause(bci, slot, Level::TOP) {
        p.raw(b"\" is null");
    }
    Some(java_chars(&p.out))
}

// ---------------------------------------------------------------------------------------------
// Bytecode access
// ---------------------------------------------------------------------------------------------

const WIDE: u8 = 0xc4;
const INVOKEVIRTUAL: u8 = 0xb6;
const INVOKESPECIAL: u8 = 0xb7;
const INVOKESTATIC: u8 = 0xb8;
const INVOKEINTERFACE: u8 = 0xb9;

fn u16_at(code: &[u8], i: usize) -> Option<u16> {
    Some(u16::from_be_bytes([*code.get(i)?, *code.get(i + 1)?]))
}

fn i32_at(code: &[u8], i: usize) -> Option<i32> {
    Some(i32::from_be_bytes(code.get(i..i + 4)?.try_into().ok()?))
}

/// The opcode at `bci` (the modified one after `wide`) and whether it is wide.
fn opcode(code: &[u8], bci: usize) -> Option<(u8, bool)> {
    match *code.get(bci)? {
        WIDE => Some((*code.get(bci + 1)?, true)),
        op => Some((op, false)),
    }
}

/// The local-variable operand of a load/store at `bci`.
fn local_index(code: &[u8], bci: usize, wide: bool) -> Option<usize> {
    if wide {
        u16_at(code, bci + 2).map(usize::from)
    } else {
        code.get(bci + 1).map(|&b| b as usize)
    }
}

fn is_invoke(op: u8) -> bool {
    matches!(op, INVOKEVIRTUAL | INVOKESPECIAL | INVOKESTATIC | INVOKEINTERFACE)
}

/// (class, name, descriptor) of the member the instruction at `bci` refers to.
fn member<'a>(m: &MethodView<'a>, bci: usize) -> Option<(&'a str, &'a str, &'a str)> {
    let (c, n, d) = m.cp.member_ref(u16_at(m.code, bci + 1)?).ok()?;
    Some((c, n, d))
}

/// Slots of a field or return type descriptor (0 for `V`).
fn type_slots(desc: &str) -> usize {
    BasicType::of_descriptor(desc).slots()
}

/// (argument slots without the receiver, result slots) of a method descriptor.
fn call_slots(desc: &str) -> (usize, usize) {
    let (params, ret) = split_method_descriptor(desc);
    (params.iter().map(|p| type_slots(p)).sum(), type_slots(ret))
}

/// The operand-stack slot (0 = top) that holds the null reference an NPE at `bci` was raised
/// for; None if the bytecode cannot raise one or is `invokespecial <init>`.
fn null_slot(m: &MethodView, bci: usize) -> Option<usize> {
    let (op, _) = opcode(m.code, bci)?;
    Some(match op {
        // getfield, arraylength, athrow, monitorenter, monitorexit
        0xb4 | 0xbe | 0xbf | 0xc2 | 0xc3 => 0,
        // iaload .. saload
        0x2e..=0x35 => 1,
        // iastore, fastore, aastore, bastore, castore, sastore
        0x4f | 0x51 | 0x53..=0x56 => 2,
        // lastore, dastore
        0x50 | 0x52 => 3,
        // putfield: the value is above the object
        0xb5 => type_slots(member(m, bci)?.2),
        INVOKEVIRTUAL | INVOKESPECIAL | INVOKEINTERFACE => {
            let (_, name, desc) = member(m, bci)?;
            // A constructor call never raises an NPE in Java code: an NPE whose top frame is
            // one was constructed by the program.
            if name == "<init>" {
                return None;
            }
            call_slots(desc).0
        }
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------------
// The simulation
// ---------------------------------------------------------------------------------------------

/// Source of a stack slot: the bci of the instruction that pushed it, or [`UNKNOWN`].
type Src = u32;
const UNKNOWN: Src = u32::MAX;
const NONE: u32 = u32::MAX;

/// The simulated operand stack before an instruction (one entry per word).
#[derive(Clone, PartialEq, Debug)]
struct SimStack {
    slots: Vec<Src>,
    /// Locals 0..63 stored to on some path to here.
    written: u64,
}

impl SimStack {
    fn push(&mut self, bci: usize, words: usize) {
        self.slots.extend(std::iter::repeat(bci as Src).take(words));
    }
    fn pop(&mut self, words: usize) {
        self.slots.truncate(self.slots.len().saturating_sub(words));
    }
    /// The slot `i` words below the top (0 = top).
    fn get(&self, i: usize) -> Src {
        self.slots.len().checked_sub(i + 1).map_or(UNKNOWN, |k| self.slots[k])
    }
    /// Replace the top `n` words by `words` (listed bottom first).
    fn replace_top(&mut self, n: usize, words: &[Src]) {
        self.pop(n);
        self.slots.extend_from_slice(words);
    }
    fn store(&mut self, local: usize) {
        if local < 64 {
            self.written |= 1 << local;
        }
    }
    fn was_written(&self, local: usize) -> bool {
        local >= 64 || self.written & (1 << local) != 0
    }
    /// Join with the stack `other` already recorded at a bci.
    fn merge(&mut self, other: &SimStack) {
        for (i, s) in self.slots.iter_mut().enumerate() {
            if other.slots.get(i) != Some(s) {
                *s = UNKNOWN;
            }
        }
        self.written |= other.written;
    }
}

struct Analysis<'a> {
    m: &'a MethodView<'a>,
    /// Instruction starts in bci order.
    starts: Vec<u32>,
    /// bci -> index in `starts`, or NONE.
    ordinal: Vec<u32>,
    /// The stack before each bci (index `code.len()` catches a fall off the end).
    stacks: Vec<Option<SimStack>>,
    /// Instructions (by ordinal) whose stack, or a stack they merge with before their last
    /// successor, changed since they were last simulated.
    dirty: Vec<u64>,
    /// bci -> instructions (ordinals) that merge with its stack before their last successor.
    watchers: Vec<Vec<u32>>,
    /// Instructions (by ordinal) already entered in `watchers`.
    watching: Vec<bool>,
    /// Slots of all stacks created so far.
    entries: usize,
    /// Some instruction got its first stack in the current walk.
    added: bool,
}

impl<'a> Analysis<'a> {
    /// Simulate `m` as far as HotSpot does for an NPE at `bci`: until the instruction before
    /// it has been simulated and it has a stack, until nothing new is reached, or until
    /// [`MAX_ENTRIES`] (whichever comes first).
    fn run(m: &'a MethodView<'a>, bci: usize) -> Analysis<'a> {
        let len = m.code.len();
        let mut starts = Vec::new();
        let mut ordinal = vec![NONE; len + 1];
        let mut pc = 0;
        while pc < len {
            ordinal[pc] = starts.len() as u32;
            starts.push(pc as u32);
            match insn_length(m.code, pc) {
                Some(n) => pc += n,
                None => break,
            }
        }
        let mut a = Analysis {
            m,
            dirty: vec![0; starts.len().div_ceil(64)],
            watchers: vec![Vec::new(); len + 1],
            watching: vec![false; starts.len()],
            starts,
            ordinal,
            stacks: vec![None; len + 1],
            entries: 0,
            added: true,
        };
        a.set(0, SimStack { slots: Vec::new(), written: 0 });
        for h in m.handlers {
            let hp = h.handler_pc as usize;
            if hp < len && a.stacks[hp].is_none() {
                a.set(hp, SimStack { slots: vec![hp as Src], written: 0 });
            }
        }
        // The instruction whose step ends at `bci`, after which the analysis may end.
        let before = match a.ordinal[bci] {
            NONE | 0 => None,
            k => Some(k as usize - 1),
        };
        let n = a.starts.len();
        while a.added {
            a.added = false;
            let mut k = 0;
            while k < n {
                if a.dirty[k / 64] & (1 << (k % 64)) != 0 && a.step(k).is_none() {
                    return a; // malformed code: keep what was computed
                }
                if Some(k) == before && a.stacks[bci].is_some() {
                    return a;
                }
                if a.entries > MAX_ENTRIES {
                    return a;
                }
                // Skip instructions whose inputs did not change (simulating them again would
                // change nothing), but stop at `before` to test it as HotSpot does.
                let mut next = a.next_dirty(k + 1).unwrap_or(n);
                if let Some(b) = before {
                    if b > k && b < next {
                        next = b;
                    }
                }
                k = next;
            }
        }
        a
    }

    fn next_dirty(&self, from: usize) -> Option<usize> {
        let mut w = from / 64;
        let mut bits = *self.dirty.get(w)? & (!0u64 << (from % 64));
        loop {
            if bits != 0 {
                return Some(w * 64 + bits.trailing_zeros() as usize);
            }
            w += 1;
            bits = *self.dirty.get(w)?;
        }
    }

    fn mark(&mut self, k: usize) {
        self.dirty[k / 64] |= 1 << (k % 64);
    }

    fn set(&mut self, bci: usize, s: SimStack) {
        self.stacks[bci] = Some(s);
        if let Some(&k) = self.ordinal.get(bci) {
            if k != NONE {
                self.mark(k as usize);
            }
        }
        for i in 0..self.watchers[bci].len() {
            self.mark(self.watchers[bci][i] as usize);
        }
    }

    /// Let the working stack `s` flow into `bci`. Like HotSpot, `s` becomes the join, which
    /// then flows on to the instruction's next successor.
    fn flow(&mut self, bci: usize, s: &mut SimStack) {
        let Some(slot) = self.stacks.get(bci) else { return };
        match slot {
            Some(old) => {
                s.merge(old);
                if s != old {
                    self.set(bci, s.clone());
                }
            }
            None => {
                self.entries += s.slots.len();
                self.added = true;
                self.set(bci, s.clone());
            }
        }
    }

    /// Simulate instruction number `k`; None for malformed code.
    fn step(&mut self, k: usize) -> Option<()> {
        let bci = self.starts[k] as usize;
        self.dirty[k / 64] &= !(1 << (k % 64));
        let m = self.m;
        let code = m.code;
        let len = insn_length(code, bci)?;
        let mut s = self.stacks[bci].clone()?;
        let (op, wide) = opcode(code, bci)?;
        let branch = |off: i64| usize::try_from(bci as i64 + off).ok();
        let mut falls = true;
        let mut targets: Vec<usize> = Vec::new();
        match op {
            0x00 => {}
            // aconst_null, iconst_*, fconst_*, bipush, sipush, ldc, ldc_w
            0x01..=0x08 | 0x0b..=0x0d | 0x10..=0x13 => s.push(bci, 1),
            // lconst_*, dconst_*, ldc2_w
            0x09 | 0x0a | 0x0e | 0x0f | 0x14 => s.push(bci, 2),
            // iload, fload, aload and their _n forms
            0x15 | 0x17 | 0x19 | 0x1a..=0x1d | 0x22..=0x25 | 0x2a..=0x2d => s.push(bci, 1),
            // lload, dload and their _n forms
            0x16 | 0x18 | 0x1e..=0x21 | 0x26..=0x29 => s.push(bci, 2),
            // laload, daload
            0x2f | 0x31 => {
                s.pop(2);
                s.push(bci, 2);
            }
            // iaload, faload, aaload, baload, caload, saload
            0x2e | 0x30 | 0x32..=0x35 => {
                s.pop(2);
                s.push(bci, 1);
            }
            // istore, fstore, astore / lstore, dstore
            0x36 | 0x38 | 0x3a | 0x37 | 0x39 => {
                s.store(local_index(code, bci, wide)?);
                s.pop(if matches!(op, 0x37 | 0x39) { 2 } else { 1 });
            }
            0x3b..=0x4e => {
                let (n, words) = match op {
                    0x3b..=0x3e => (op - 0x3b, 1), // istore_n
                    0x3f..=0x42 => (op - 0x3f, 2), // lstore_n
                    0x43..=0x46 => (op - 0x43, 1), // fstore_n
                    0x47..=0x4a => (op - 0x47, 2), // dstore_n
                    _ => (op - 0x4b, 1),           // astore_n
                };
                s.store(n as usize);
                s.pop(words);
            }
            // lastore, dastore
            0x50 | 0x52 => s.pop(4),
            // the other xastores
            0x4f | 0x51 | 0x53..=0x56 => s.pop(3),
            0x57 => s.pop(1),
            0x58 => s.pop(2),
            0x59..=0x5f => {
                let (a, b, c, d) = (s.get(0), s.get(1), s.get(2), s.get(3));
                match op {
                    0x59 => s.replace_top(1, &[a, a]),                   // dup
                    0x5a => s.replace_top(2, &[a, b, a]),                // dup_x1
                    0x5b => s.replace_top(3, &[a, c, b, a]),             // dup_x2
                    0x5c => s.replace_top(2, &[b, a, b, a]),             // dup2
                    0x5d => s.replace_top(3, &[b, a, c, b, a]),          // dup2_x1
                    0x5e => s.replace_top(4, &[b, a, d, c, b, a]),       // dup2_x2
                    _ => s.replace_top(2, &[a, b]),                      // swap
                }
            }
            0x60..=0x83 => {
                // Arithmetic: (operand words, result words) by type letter i l f d.
                let (pop, push) = match op {
                    0x74..=0x77 => [(1, 1), (2, 2), (1, 1), (2, 2)][(op - 0x74) as usize], // neg
                    0x78..=0x7d => [(2, 1), (3, 2)][((op - 0x78) % 2) as usize],          // shifts
                    0x7e..=0x83 => [(2, 1), (4, 2)][((op - 0x7e) % 2) as usize],          // and or xor
                    _ => [(2, 1), (4, 2), (2, 1), (4, 2)][((op - 0x60) % 4) as usize],    // add..rem
                };
                s.pop(pop);
                s.push(bci, push);
            }
            0x84 => {} // iinc: not a store for this analysis
            0x85..=0x93 => {
                // Conversions i2l .. i2s: (operand words, result words).
                const CONV: [(usize, usize); 15] = [
                    (1, 2), (1, 1), (1, 2), (2, 1), (2, 1), (2, 2), (1, 1), (1, 2),
                    (1, 2), (2, 1), (2, 2), (2, 1), (1, 1), (1, 1), (1, 1),
                ];
                let (pop, push) = CONV[(op - 0x85) as usize];
                s.pop(pop);
                s.push(bci, push);
            }
            // lcmp, dcmpl, dcmpg / fcmpl, fcmpg
            0x94 | 0x97 | 0x98 => {
                s.pop(4);
                s.push(bci, 1);
            }
            0x95 | 0x96 => {
                s.pop(2);
                s.push(bci, 1);
            }
            // if<cond>, ifnull, ifnonnull / if_icmp<cond>, if_acmp<cond>
            0x99..=0x9e | 0xc6 | 0xc7 | 0x9f..=0xa6 => {
                s.pop(if matches!(op, 0x9f..=0xa6) { 2 } else { 1 });
                targets.push(branch(u16_at(code, bci + 1)? as i16 as i64)?);
            }
            // goto, goto_w
            0xa7 | 0xc8 => {
                let off = if op == 0xa7 { u16_at(code, bci + 1)? as i16 as i64 } else { i32_at(code, bci + 1)? as i64 };
                targets.push(branch(off)?);
                falls = false;
            }
            // jsr, jsr_w: the subroutine gets the return address; the code after the jsr is
            // not reached from here.
            0xa8 | 0xc9 => {
                let off = if op == 0xa8 { u16_at(code, bci + 1)? as i16 as i64 } else { i32_at(code, bci + 1)? as i64 };
                s.push(bci, 1);
                targets.push(branch(off)?);
                falls = false;
            }
            // ret, returns, athrow
            0xa9 | 0xac..=0xb1 | 0xbf => falls = false,
            0xaa | 0xab => {
                s.pop(1);
                let base = (bci + 4) & !3;
                targets.push(branch(i32_at(code, base)? as i64)?);
                let (count, first, stride) = if op == 0xaa {
                    let (lo, hi) = (i32_at(code, base + 4)?, i32_at(code, base + 8)?);
                    ((hi as i64 - lo as i64 + 1).max(0) as usize, base + 12, 4)
                } else {
                    (i32_at(code, base + 4)?.max(0) as usize, base + 12, 8)
                };
                for i in 0..count {
                    targets.push(branch(i32_at(code, first + i * stride)? as i64)?);
                }
                falls = false;
            }
            // getstatic, putstatic, getfield, putfield
            0xb2..=0xb5 => {
                let words = type_slots(member(m, bci)?.2);
                match op {
                    0xb2 => s.push(bci, words),
                    0xb3 => s.pop(words),
                    0xb4 => {
                        s.pop(1);
                        s.push(bci, words);
                    }
                    _ => s.pop(words + 1),
                }
            }
            INVOKEVIRTUAL..=INVOKEINTERFACE => {
                let (args, ret) = call_slots(member(m, bci)?.2);
                s.pop(args + usize::from(op != INVOKESTATIC));
                s.push(bci, ret);
            }
            0xba => {
                let Constant::InvokeDynamic(_, nt) = m.cp.get(u16_at(code, bci + 1)?).ok()? else { return None };
                let (args, ret) = call_slots(m.cp.name_and_type(*nt).ok()?.1);
                s.pop(args);
                s.push(bci, ret);
            }
            0xbb => s.push(bci, 1), // new
            // newarray, anewarray, arraylength, instanceof
            0xbc | 0xbd | 0xbe | 0xc1 => {
                s.pop(1);
                s.push(bci, 1);
            }
            0xc0 => {} // checkcast keeps the slot's source
            0xc2 | 0xc3 => s.pop(1),
            0xc5 => {
                s.pop(*code.get(bci + 3)? as usize);
                s.push(bci, 1);
            }
            _ => return None,
        }
        if falls {
            targets.insert(0, bci + len);
        }
        if !self.watching[k] {
            // Each successor but the last is merged into what flows to the next ones.
            self.watching[k] = true;
            for &t in targets.iter().take(targets.len().saturating_sub(1)) {
                if let Some(w) = self.watchers.get_mut(t) {
                    w.push(k as u32);
                }
            }
        }
        for t in targets {
            self.flow(t, &mut s);
        }
        Some(())
    }
}

// ---------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------

/// Builds the message as HotSpot's output stream does: bytes of modified UTF-8, where a piece
/// printed through a printf-style format is cut at [`MAX_FORMATTED`] bytes.
struct Printer<'a, 'm> {
    a: &'a Analysis<'m>,
    out: Vec<u8>,
    /// Nested `cause` calls (a guard for cyclic slot sources in malformed code).
    nesting: u32,
}

/// Where a sub-expression of a cause is printed.
#[derive(Clone, Copy)]
struct Level {
    /// Levels left (an array index does not use one up).
    detail: u32,
    /// Inside an array index.
    index: bool,
    /// The whole cause: print the opening of the ` because` clause.
    top: bool,
}

impl Level {
    const TOP: Level = Level { detail: MAX_DETAIL, index: false, top: true };
    /// The object of a field access or the array of an element access.
    fn inner(self) -> Level {
        Level { detail: self.detail - 1, top: false, ..self }
    }
    /// An array index: same depth, but never "the return value of".
    fn index(self) -> Level {
        Level { index: true, top: false, ..self }
    }
}

/// Cause sub-expressions nested deeper than this are not printed (only malformed code, whose
/// slot sources form a cycle through array indexes, gets near it).
const MAX_NESTING: u32 = 1000;

impl Printer<'_, '_> {
    /// A constant or a `"%s"` print: never cut.
    fn raw(&mut self, b: &[u8]) {
        self.out.extend_from_slice(b);
    }
    fn name(&mut self, s: &str) {
        self.out.extend(mutf8::encode_from_str(s));
    }
    /// A formatted print of the concatenation of `parts`.
    fn formatted(&mut self, parts: &[&[u8]]) {
        let piece: Vec<u8> = parts.concat();
        self.out.extend_from_slice(&piece[..piece.len().min(MAX_FORMATTED)]);
    }

    fn class_name(&mut self, internal: &str) {
        let ext = internal.replace('/', ".");
        match ext.as_str() {
            "java.lang.Object" => self.raw(b"Object"),
            "java.lang.String" => self.raw(b"String"),
            _ => self.name(&ext),
        }
    }

    /// `Class.name(params)` of the method the instruction at `bci` invokes.
    fn method_name(&mut self, bci: usize) {
        let Some((class, name, desc)) = member(self.a.m, bci) else { return };
        self.class_name(class);
        self.formatted(&[b".", &mutf8::encode_from_str(name), b"("]);
        let (params, _) = split_method_descriptor(desc);
        let params: Vec<String> = params.iter().map(|p| crate::runtime::resolve::descriptor_to_java(p)).collect();
        let sig = trim_java_lang(&mutf8::encode_from_str(&params.join(", ")));
        self.formatted(&[&sig, b")"]);
    }

    /// The action that failed at `bci`.
    fn failed_action(&mut self, bci: usize) {
        let m = self.a.m;
        let Some((op, _)) = opcode(m.code, bci) else { return };
        let text: &[u8] = match op {
            0x2e => b"Cannot load from int array",
            0x2f => b"Cannot load from long array",
            0x30 => b"Cannot load from float array",
            0x31 => b"Cannot load from double array",
            0x32 => b"Cannot load from object array",
            0x33 => b"Cannot load from byte/boolean array",
            0x34 => b"Cannot load from char array",
            0x35 => b"Cannot load from short array",
            0x4f => b"Cannot store to int array",
            0x50 => b"Cannot store to long array",
            0x51 => b"Cannot store to float array",
            0x52 => b"Cannot store to double array",
            0x53 => b"Cannot store to object array",
            0x54 => b"Cannot store to byte/boolean array",
            0x55 => b"Cannot store to char array",
            0x56 => b"Cannot store to short array",
            0xbe => b"Cannot read the array length",
            0xbf => b"Cannot throw exception",
            0xc2 => b"Cannot enter synchronized block",
            0xc3 => b"Cannot exit synchronized block",
            0xb4 | 0xb5 => {
                let Some((_, name, _)) = member(m, bci) else { return };
                let verb: &[u8] = if op == 0xb4 { b"Cannot read field \"" } else { b"Cannot assign field \"" };
                self.formatted(&[verb, &mutf8::encode_from_str(name), b"\""]);
                return;
            }
            INVOKEVIRTUAL | INVOKESPECIAL | INVOKEINTERFACE => {
                self.raw(b"Cannot invoke \"");
                self.method_name(bci);
                self.raw(b"\"");
                return;
            }
            _ => return,
        };
        self.raw(text);
    }

    /// Describe the value in `slot` (0 = top) of the stack before `bci`; false if nothing
    /// could be said. At the top level this prints the ` because` clause up to the closing
    /// quote.
    fn cause(&mut self, bci: usize, slot: usize, level: Level) -> bool {
        if level.detail == 0 || self.nesting >= MAX_NESTING {
            return false;
        }
        self.nesting += 1;
        let r = self.cause_of(bci, slot, level);
        self.nesting -= 1;
        r
    }

    fn cause_of(&mut self, bci: usize, slot: usize, level: Level) -> bool {
        let a = self.a;
        let Some(stack) = a.stacks.get(bci).and_then(Option::as_ref) else { return false };
        if stack.slots.len() <= slot {
            return false;
        }
        let src = stack.get(slot);
        if src == UNKNOWN {
            return false;
        }
        let src = src as usize;
        let code = a.m.code;
        let Some((op, wide)) = opcode(code, src) else { return false };
        // HotSpot opens the clause before it knows whether it can describe the source.
        if level.top && !is_invoke(op) {
            self.raw(b" because \"");
        }
        match op {
            // iload_n, aload_n / iload, aload
            0x1a..=0x1d | 0x2a..=0x2d | 0x15 | 0x19 => {
                let local = match op {
                    0x1a..=0x1d => (op - 0x1a) as usize,
                    0x2a..=0x2d => (op - 0x2a) as usize,
                    _ => match local_index(code, src, wide) {
                        Some(i) => i,
                        None => return false,
                    },
                };
                self.local_var(src, local, !stack.was_written(local));
            }
            0x01 => self.raw(b"null"),
            0x02..=0x08 => self.raw((op as i32 - 3).to_string().as_bytes()),
            0x10 => self.raw((code.get(src + 1).copied().unwrap_or(0) as i8).to_string().as_bytes()),
            0x11 => self.raw((u16_at(code, src + 1).unwrap_or(0) as i16).to_string().as_bytes()),
            // iaload, aaload: the array and the index
            0x2e | 0x32 => {
                if !self.cause(src, 1, level.inner()) {
                    self.raw(b"<array>");
                }
                self.raw(b"[");
                if !self.cause(src, 0, level.index()) {
                    self.raw(b"...");
                }
                self.raw(b"]");
            }
            0xb2 => {
                let Some((class, name, _)) = member(a.m, src) else { return false };
                self.class_name(class);
                self.formatted(&[b".", &mutf8::encode_from_str(name)]);
            }
            0xb4 => {
                if self.cause(src, 0, level.inner()) {
                    self.raw(b".");
                }
                let Some((_, name, _)) = member(a.m, src) else { return false };
                self.name(name);
            }
            INVOKEVIRTUAL..=INVOKEINTERFACE => {
                if level.detail == MAX_DETAIL && !level.index {
                    self.raw(b" because the return value of \"");
                }
                self.method_name(src);
            }
            _ => return false,
        }
        true
    }

    /// The name of local `slot` as loaded at `bci`.
    fn local_var(&mut self, bci: usize, slot: usize, is_parameter: bool) {
        let m = self.a.m;
        let named = m.local_variables.iter().find(|e| {
            let start = e.start_pc as usize;
            e.index as usize == slot && bci >= start && bci < start + e.length as usize
        });
        if let Some(e) = named {
            self.name(&e.name);
            return;
        }
        if !m.is_static && slot == 0 && is_parameter {
            self.raw(b"this");
            return;
        }
        let mut first = usize::from(!m.is_static);
        let (params, _) = split_method_descriptor(m.descriptor);
        let param = params.iter().enumerate().find_map(|(i, p)| {
            let words = type_slots(p);
            let hit = slot >= first && slot < first + words;
            first += words;
            hit.then_some(i + 1)
        });
        let text = match param {
            Some(n) if is_parameter => format!("<parameter{n}>"),
            _ => format!("<local{slot}>"),
        };
        self.raw(text.as_bytes());
    }
}

/// Drop `java.lang.` from every parameter type that starts with `java.lang.Object` or
/// `java.lang.String` (at the start of the list or after `, `), as HotSpot does.
fn trim_java_lang(sig: &[u8]) -> Vec<u8> {
    const PREFIX: &[u8] = b"java.lang.";
    let mut out = Vec::with_capacity(sig.len());
    let mut i = 0;
    while i < sig.len() {
        let at_param = i == 0 || sig[..i].ends_with(b", ");
        let rest = &sig[i..];
        if at_param && (rest.starts_with(b"java.lang.Object") || rest.starts_with(b"java.lang.String")) {
            i += PREFIX.len();
        }
        out.push(sig[i]);
        i += 1;
    }
    out
}

/// The Java string HotSpot makes of the message bytes (`java_lang_String::create_from_str`):
/// as many characters as there are bytes that are not UTF-8 continuation bytes, each decoded
/// from modified UTF-8, where a byte that does not start a well-formed sequence stands for
/// itself. Only a name cut inside a multi-byte character makes this differ from plain
/// decoding.
pub fn java_chars(b: &[u8]) -> Vec<u16> {
    let count = b.iter().filter(|&&c| c & 0xc0 != 0x80).count();
    let cont = |i: usize| b.get(i).is_some_and(|&c| c & 0xc0 == 0x80);
    let mut out = Vec::with_capacity(count);
    let mut i = 0;
    while out.len() < count && i < b.len() {
        let c = b[i];
        let (unit, n) = match c >> 4 {
            0xc | 0xd if cont(i + 1) => ((((c & 0x1f) as u16) << 6) | (b[i + 1] & 0x3f) as u16, 2),
            0xe if cont(i + 1) && cont(i + 2) => {
                ((((c & 0x0f) as u16) << 12) | (((b[i + 1] & 0x3f) as u16) << 6) | (b[i + 2] & 0x3f) as u16, 3)
            }
            _ => (c as u16, 1),
        };
        out.push(unit);
        i += n;
    }
    out
}
