//! Precise GC reference maps computed from bytecode.
//!
//! A moving collector must know, for every interpreted frame, exactly which
//! local-variable slots and operand-stack slots hold object references at the
//! frame's current instruction.  This module derives that information by
//! abstract interpretation of the method's bytecode, in the style of the
//! type-inference verifier (JVMS 4.10.2), reduced to what a collector needs:
//! every slot gets one of a handful of abstract types (int, float, long,
//! double, reference, uninitialized object, return address, unusable), and
//! only references and uninitialized objects are reported.
//!
//! The analysis works on basic blocks with a worklist; each block's entry
//! state is the merge of all incoming states.  After the fixpoint a final
//! linear pass over every reachable block records, for each instruction
//! start, a bitset of the reference slots *before* that instruction executes.
//!
//! Exception handlers: the handler's entry state is the merge of the locals
//! before every instruction in its protected range (plus the locals after the
//! instructions in the range that write locals), with a stack holding exactly
//! one reference.
//!
//! Subroutines (`jsr`/`ret`, class files < 50) are handled like the old
//! inference verifier did: a `jsr` pushes `ReturnAddress(target)`, so a `ret`
//! knows its subroutine from the type of the local it reads.  Every state
//! carries a bitset of the locals written since the innermost subroutine was
//! entered (cleared at each `jsr` target, unioned at joins, and inherited
//! through nested calls), plus the lowest operand-stack depth reached since
//! then.  The state after a `jsr` (at the following instruction) takes, for
//! locals written inside the subroutine, their type at the `ret`, and for all
//! other locals their type at the `jsr`; operand-stack slots the subroutine
//! never popped keep the `jsr` site's types, the rest come from the `ret`.

use std::collections::HashMap;

use crate::classfile::{CodeAttribute, Constant, ConstantPool, ExceptionTableEntry};
use crate::interp::code::insn_length;

/// Upper bound on the analysis work (instructions interpreted plus merge
/// costs) for one method; beyond it the method is rejected.
const WORK_LIMIT: u64 = 50_000_000;

const NO_BLOCK: u32 = u32::MAX;

/// Upper bound on the slots held by the per-block entry states of one method
/// (bounds the analysis's memory to a few hundred MB for hostile inputs).
const SLOT_LIMIT: usize = 32 << 20;

/// Upper bound on the 64-bit words of the recorded maps of one method.
const WORD_LIMIT: usize = 8 << 20;

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/// Reference maps of one method: for every reachable instruction start
/// (bytecode offset), the reference-holding slots BEFORE that instruction
/// executes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodRefMaps {
    /// Number of local slots (max_locals) covered by every map.
    nlocals: usize,
    /// Reachable instruction starts, ascending.
    pcs: Vec<u32>,
    /// For each entry of `pcs`: offset of its bitset in `words`.
    offs: Vec<u32>,
    /// For each entry of `pcs`: operand stack depth in slots.
    depths: Vec<u32>,
    /// Bitsets: locals `[0, nlocals)` then stack slots `[nlocals, nlocals + depth)`.
    /// Consecutive identical maps share storage.
    words: Vec<u64>,
}

impl MethodRefMaps {
    /// The operand-stack depth before each of `starts` (ascending bytecode
    /// offsets), None where unreachable: one merge walk instead of a search
    /// per instruction.
    pub fn stack_depths(&self, starts: &[usize]) -> Vec<Option<u32>> {
        let mut k = 0;
        starts
            .iter()
            .map(|&pc| {
                while k < self.pcs.len() && (self.pcs[k] as usize) < pc {
                    k += 1;
                }
                (k < self.pcs.len() && self.pcs[k] as usize == pc).then(|| self.depths[k])
            })
            .collect()
    }

    /// Bitset accessors for the instruction starting at bytecode offset `pc`;
    /// None if `pc` is not an instruction start or is unreachable.
    pub fn at(&self, pc: u32) -> Option<RefMap<'_>> {
        let i = self.pcs.binary_search(&pc).ok()?;
        let depth = self.depths[i] as usize;
        let off = self.offs[i] as usize;
        let nwords = (self.nlocals + depth).div_ceil(64);
        Some(RefMap {
            nlocals: self.nlocals,
            depth,
            bits: &self.words[off..off + nwords],
        })
    }
}

/// The reference slots of one frame state.
#[derive(Debug, Clone, Copy)]
pub struct RefMap<'a> {
    nlocals: usize,
    depth: usize,
    bits: &'a [u64],
}

impl RefMap<'_> {
    /// Operand stack depth in slots before the instruction.
    pub fn stack_depth(&self) -> usize {
        self.depth
    }

    /// Local slot `i` holds a reference (including uninitialized objects).
    pub fn is_local_ref(&self, i: usize) -> bool {
        i < self.nlocals && self.bit(i)
    }

    /// Operand stack slot `i` (0 = bottom) holds a reference.
    pub fn is_stack_ref(&self, i: usize) -> bool {
        i < self.depth && self.bit(self.nlocals + i)
    }

    /// Indices of the local slots holding references, ascending.
    pub fn local_refs(&self) -> impl Iterator<Item = usize> + '_ {
        BitIter {
            bits: self.bits,
            pos: 0,
            end: self.nlocals,
            base: 0,
        }
    }

    /// Indices of the operand stack slots (0 = bottom) holding references, ascending.
    pub fn stack_refs(&self) -> impl Iterator<Item = usize> + '_ {
        BitIter {
            bits: self.bits,
            pos: self.nlocals,
            end: self.nlocals + self.depth,
            base: self.nlocals,
        }
    }

    fn bit(&self, i: usize) -> bool {
        self.bits
            .get(i / 64)
            .is_some_and(|w| (w >> (i % 64)) & 1 != 0)
    }
}

/// Iterates the set bits in `[pos, end)`, yielding `index - base`.
struct BitIter<'a> {
    bits: &'a [u64],
    pos: usize,
    end: usize,
    base: usize,
}

impl Iterator for BitIter<'_> {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        while self.pos < self.end {
            let w = self.bits.get(self.pos / 64)? >> (self.pos % 64);
            if w == 0 {
                self.pos = (self.pos / 64 + 1) * 64;
                continue;
            }
            let i = self.pos + w.trailing_zeros() as usize;
            if i >= self.end {
                self.pos = self.end;
                return None;
            }
            self.pos = i + 1;
            return Some(i - self.base);
        }
        None
    }
}

/// Compute the maps for a method with a Code attribute.  Errors (malformed or
/// ill-typed code the analysis cannot type) are returned as a message; the
/// caller treats that as VerifyError.
pub fn compute(m: &crate::runtime::class::Method) -> Result<MethodRefMaps, String> {
    let code = m
        .code_attr
        .as_ref()
        .ok_or_else(|| format!("{m:?}: no Code attribute"))?;
    let cf = m
        .class
        .classfile
        .as_ref()
        .ok_or_else(|| format!("{m:?}: class has no class file"))?;
    compute_raw(code, &cf.constant_pool, &m.descriptor, m.is_static(), &m.class.name)
        .map_err(|e| format!("{m:?}: {e}"))
}

/// Lower-level entry point: analyse raw code.
///
/// `class_name` is accepted for symmetry with the verifier but not needed:
/// the receiver is typed as a plain reference even in constructors (an
/// uninitialized `this` is a reference for the collector all the same), and
/// `invokespecial <init>` on it is accepted.
pub fn compute_raw(
    code: &CodeAttribute,
    cp: &ConstantPool,
    descriptor: &str,
    is_static: bool,
    class_name: &str,
) -> Result<MethodRefMaps, String> {
    let _ = class_name;
    compute_with(code, cp, descriptor, is_static, true)
}

/// `compute_raw`; `fast`: whether a method without backward edges may be
/// analysed in one pass and the locals' bits kept from one instruction to
/// the next (the tests compare with the plain way).
fn compute_with(code: &CodeAttribute, cp: &ConstantPool, descriptor: &str, is_static: bool, fast: bool) -> Result<MethodRefMaps, String> {
    let init = initial_state(code.max_locals as usize, descriptor, is_static)?;
    let mut a = Analyzer::new(code, cp)?;
    a.states[0] = Some(init);
    let mut rec = Recorder {
        nlocals: code.max_locals as usize,
        pcs: Vec::with_capacity(a.insns.len()),
        offs: Vec::with_capacity(a.insns.len()),
        depths: Vec::with_capacity(a.insns.len()),
        words: Vec::new(),
        scratch: Vec::new(),
        locals_bits: Vec::new(),
        locals_valid: false,
        cache_locals: fast,
    };
    if a.forward_only && fast {
        // Every edge goes forward, so in ascending order each block's
        // predecessors were all processed before it: its entry state is
        // final when it is reached, and one pass both propagates and
        // records (most methods; it halves their cost).
        for b in 0..a.blocks.len() {
            if a.states[b].is_some() {
                a.process(b, Some(&mut rec), true)?;
            }
        }
    } else {
        a.queue.insert(0);
        while let Some(b) = a.queue.pop_first() {
            a.process(b as usize, None, true)?;
        }
        for b in 0..a.blocks.len() {
            if a.states[b].is_some() {
                a.process(b, Some(&mut rec), false)?;
            }
        }
    }
    Ok(MethodRefMaps {
        nlocals: rec.nlocals,
        pcs: rec.pcs,
        offs: rec.offs,
        depths: rec.depths,
        words: rec.words,
    })
}

// ---------------------------------------------------------------------------
// Stack depths alone (for the boot loader's methods)
// ---------------------------------------------------------------------------

/// The operand-stack depth before every reachable instruction of `code`
/// (indexed by bytecode offset; `u32::MAX` elsewhere), from each
/// instruction's effect on the depth alone: no types, no locals, no merges.
/// That is all the register-form translation needs, and a small part of
/// what the reference maps cost; the maps of the boot loader's methods are
/// then computed only when a collection meets one of their frames. None for
/// what this pass does not handle (subroutines, inconsistent depths): the
/// caller computes the full maps instead.
pub fn quick_stack_depths(code: &CodeAttribute, cp: &ConstantPool) -> Option<Vec<u32>> {
    const NONE: u32 = u32::MAX;
    let c = &code.code[..];
    let len = c.len();
    let mut depth = vec![NONE; len];
    let mut work: Vec<usize> = Vec::new();
    let set = |depth: &mut Vec<u32>, work: &mut Vec<usize>, pc: usize, d: u32| -> Option<()> {
        let slot = depth.get_mut(pc)?;
        if *slot == NONE {
            *slot = d;
            work.push(pc);
        } else if *slot != d {
            return None;
        }
        Some(())
    };
    set(&mut depth, &mut work, 0, 0)?;
    let mut handled = vec![false; code.exception_table.len()];
    loop {
        while let Some(pc) = work.pop() {
            let d = depth[pc] as i64;
            let after = d + depth_effect(c, pc, cp)?;
            if after < 0 || after > code.max_stack as i64 {
                return None;
            }
            let after = after as u32;
            let next = pc + insn_length(c, pc).filter(|&l| l > 0)?;
            match ctl(c, pc).ok()? {
                Ctl::Next => set(&mut depth, &mut work, next, after)?,
                Ctl::Branch(t) => {
                    set(&mut depth, &mut work, t, after)?;
                    set(&mut depth, &mut work, next, after)?;
                }
                Ctl::Goto(t) => set(&mut depth, &mut work, t, after)?,
                Ctl::Switch(ts) => {
                    for t in ts {
                        set(&mut depth, &mut work, t, after)?;
                    }
                }
                Ctl::End => {}
                Ctl::Jsr(_) | Ctl::Ret => return None,
            }
        }
        // A handler is reached when an instruction it protects is; its
        // stack holds the exception alone.
        let mut more = false;
        for (k, e) in code.exception_table.iter().enumerate() {
            let (s, en) = (e.start_pc as usize, (e.end_pc as usize).min(len));
            if !handled[k] && depth.get(s..en)?.iter().any(|&d| d != NONE) {
                handled[k] = true;
                set(&mut depth, &mut work, e.handler_pc as usize, 1)?;
                more = true;
            }
        }
        if !more {
            return Some(depth);
        }
    }
}

/// How the instruction at `pc` changes the operand-stack depth, in slots.
fn depth_effect(c: &[u8], pc: usize, cp: &ConstantPool) -> Option<i64> {
    let field = |idx: u16| -> Option<i64> {
        let (_, _, d) = cp.member_ref(idx).ok()?;
        Some(if matches!(d.as_bytes().first(), Some(b'J' | b'D')) { 2 } else { 1 })
    };
    let method = |desc: &str| -> Option<(i64, i64)> {
        let (args, _) = crate::classfile::descriptor::check_method_descriptor(desc)?;
        let ret = match desc.as_bytes().last() {
            Some(b'V') if desc.ends_with(")V") => 0,
            _ if desc.ends_with(")J") || desc.ends_with(")D") => 2,
            _ => 1,
        };
        Some((args as i64, ret))
    };
    let idx = || u16_at(c, pc + 1).ok();
    let op = *c.get(pc)?;
    Some(match op {
        0x00 | 0x74..=0x77 | 0x84 | 0x86 | 0x8a | 0x8b | 0x8f | 0x91..=0x93 | 0xa7 | 0xa9 | 0xbc..=0xbe | 0xc0 | 0xc1 | 0xc8 => 0,
        0x2f | 0x31 | 0x5f => 0,
        0x01..=0x08 | 0x0b..=0x0d | 0x10..=0x13 | 0x15 | 0x17 | 0x19 | 0x1a..=0x1d | 0x22..=0x25 | 0x2a..=0x2d | 0xbb => 1,
        0x59..=0x5b | 0x85 | 0x87 | 0x8c | 0x8d | 0xa8 | 0xc9 => 1,
        0x09 | 0x0a | 0x0e | 0x0f | 0x14 | 0x16 | 0x18 | 0x1e..=0x21 | 0x26..=0x29 | 0x5c..=0x5e => 2,
        0x2e | 0x30 | 0x32..=0x35 | 0x36 | 0x38 | 0x3a | 0x3b..=0x3e | 0x43..=0x46 | 0x4b..=0x4e | 0x57 => -1,
        0x60 | 0x62 | 0x64 | 0x66 | 0x68 | 0x6a | 0x6c | 0x6e | 0x70 | 0x72 => -1,
        0x78..=0x7e | 0x80 | 0x82 | 0x88 | 0x89 | 0x8e | 0x90 | 0x95 | 0x96 | 0x99..=0x9e => -1,
        0xaa | 0xab | 0xc2 | 0xc3 | 0xc6 | 0xc7 => -1,
        0x37 | 0x39 | 0x3f..=0x42 | 0x47..=0x4a | 0x58 => -2,
        0x61 | 0x63 | 0x65 | 0x67 | 0x69 | 0x6b | 0x6d | 0x6f | 0x71 | 0x73 | 0x7f | 0x81 | 0x83 => -2,
        0x9f..=0xa6 => -2,
        0x4f | 0x51 | 0x53..=0x56 | 0x94 | 0x97 | 0x98 => -3,
        0x50 | 0x52 => -4,
        0xac..=0xb1 | 0xbf => 0,
        0xb2 => field(idx()?)?,
        0xb3 => -field(idx()?)?,
        0xb4 => field(idx()?)? - 1,
        0xb5 => -field(idx()?)? - 1,
        0xb6..=0xb9 => {
            let (_, _, d) = cp.member_ref(idx()?).ok()?;
            let (args, ret) = method(d)?;
            ret - args - i64::from(op != 0xb8)
        }
        0xba => {
            let Constant::InvokeDynamic(_, nat) = cp.get(idx()?).ok()? else { return None };
            let (_, d) = cp.name_and_type(*nat).ok()?;
            let (args, ret) = method(d)?;
            ret - args
        }
        0xc5 => 1 - i64::from(*c.get(pc + 3)?),
        0xc4 => match *c.get(pc + 1)? {
            0x15 | 0x17 | 0x19 => 1,
            0x16 | 0x18 => 2,
            0x36 | 0x38 | 0x3a => -1,
            0x37 | 0x39 => -2,
            0x84 | 0xa9 => 0,
            _ => return None,
        },
        _ => return None,
    })
}

// ---------------------------------------------------------------------------
// Abstract types and states
// ---------------------------------------------------------------------------

/// Abstract type of one slot.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Ty {
    /// Unusable (unset, or a merge of incompatible types).
    Top,
    Int,
    Float,
    /// First slot of a long; the second slot is `Hi`.
    Long,
    /// First slot of a double; the second slot is `Hi`.
    Double,
    /// Second slot of a long or double.
    Hi,
    /// Any class or array reference, or null.
    Ref,
    /// Result of the `new` at this pc, before its constructor ran.
    Uninit(u16),
    /// Return address pushed by a `jsr` to the subroutine starting at this pc.
    RetAddr(u16),
}

impl Ty {
    fn is_ref(self) -> bool {
        matches!(self, Ty::Ref | Ty::Uninit(_))
    }

    fn merge(self, other: Ty) -> Ty {
        if self == other {
            self
        } else {
            Ty::Top
        }
    }
}

/// Value kinds of typed instructions and descriptors, in opcode order
/// (i, l, f, d, a).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Vt {
    I,
    J,
    F,
    D,
    A,
}

const KINDS: [Vt; 5] = [Vt::I, Vt::J, Vt::F, Vt::D, Vt::A];

/// Element kinds of xaload/xastore (iaload .. saload).
const ARRAY_KINDS: [Vt; 8] = [Vt::I, Vt::J, Vt::F, Vt::D, Vt::A, Vt::I, Vt::I, Vt::I];

impl Vt {
    fn is_wide(self) -> bool {
        matches!(self, Vt::J | Vt::D)
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
struct State {
    locals: Vec<Ty>,
    stack: Vec<Ty>,
    /// Locals written since the innermost subroutine was entered.
    modified: Vec<u64>,
    /// Lowest operand stack depth reached since the innermost subroutine was
    /// entered (slots below it still hold the caller's values).
    low: usize,
}

impl State {
    /// Makes `self` a copy of `o`, reusing `self`'s buffers (the analysis
    /// copies states per block; fresh allocations dominated its cost).
    fn copy_from(&mut self, o: &State) {
        self.locals.clone_from(&o.locals);
        self.stack.clone_from(&o.stack);
        self.modified.clone_from(&o.modified);
        self.low = o.low;
    }

    fn pop(&mut self) -> Result<Ty, String> {
        let t = self
            .stack
            .pop()
            .ok_or_else(|| "operand stack underflow".to_string())?;
        self.low = self.low.min(self.stack.len());
        Ok(t)
    }

    /// Pops one slot that must not be the second half of a long/double.
    fn pop1(&mut self) -> Result<Ty, String> {
        let t = self.pop()?;
        if t == Ty::Hi {
            return Err("splits a long or double on the operand stack".into());
        }
        Ok(t)
    }

    fn pop_vt(&mut self, vt: Vt) -> Result<Ty, String> {
        let (want, wide) = match vt {
            Vt::I => (Ty::Int, false),
            Vt::F => (Ty::Float, false),
            Vt::J => (Ty::Long, true),
            Vt::D => (Ty::Double, true),
            Vt::A => {
                let t = self.pop()?;
                if !t.is_ref() {
                    return Err(format!("expected a reference on the stack, found {t:?}"));
                }
                return Ok(t);
            }
        };
        if wide {
            let hi = self.pop()?;
            if hi != Ty::Hi {
                return Err(format!("expected {want:?} on the stack, found {hi:?}"));
            }
        }
        let t = self.pop()?;
        if t != want {
            return Err(format!("expected {want:?} on the stack, found {t:?}"));
        }
        Ok(t)
    }

    fn push(&mut self, t: Ty) {
        self.stack.push(t);
    }

    fn push_vt(&mut self, vt: Vt) {
        match vt {
            Vt::I => self.push(Ty::Int),
            Vt::F => self.push(Ty::Float),
            Vt::J => {
                self.push(Ty::Long);
                self.push(Ty::Hi);
            }
            Vt::D => {
                self.push(Ty::Double);
                self.push(Ty::Hi);
            }
            Vt::A => self.push(Ty::Ref),
        }
    }

    /// Type of the stack slot `k` below the top (0 = top).
    fn peek(&self, k: usize) -> Result<Ty, String> {
        let n = self.stack.len();
        if k >= n {
            return Err("operand stack underflow".into());
        }
        Ok(self.stack[n - 1 - k])
    }

    fn mark(&mut self, i: usize) {
        if let Some(w) = self.modified.get_mut(i / 64) {
            *w |= 1u64 << (i % 64);
        }
    }

    fn load(&mut self, idx: usize, vt: Vt) -> Result<(), String> {
        let t = *self
            .locals
            .get(idx)
            .ok_or_else(|| format!("local {idx} out of range"))?;
        let ok = match vt {
            Vt::I => t == Ty::Int,
            Vt::F => t == Ty::Float,
            Vt::J => t == Ty::Long && self.locals.get(idx + 1) == Some(&Ty::Hi),
            Vt::D => t == Ty::Double && self.locals.get(idx + 1) == Some(&Ty::Hi),
            Vt::A => t.is_ref(),
        };
        if !ok {
            return Err(format!("load of {vt:?} from local {idx} holding {t:?}"));
        }
        if vt == Vt::A {
            self.push(t);
        } else {
            self.push_vt(vt);
        }
        Ok(())
    }

    /// Stores a value of type `t` (Long/Double take two slots) into local `idx`.
    fn store(&mut self, idx: usize, t: Ty) -> Result<(), String> {
        let size = if matches!(t, Ty::Long | Ty::Double) { 2 } else { 1 };
        if idx + size > self.locals.len() {
            return Err(format!("local {idx} out of range"));
        }
        // Overwriting the second half of a long/double kills the value.
        if idx > 0 && matches!(self.locals[idx - 1], Ty::Long | Ty::Double) {
            self.locals[idx - 1] = Ty::Top;
            self.mark(idx - 1);
        }
        self.locals[idx] = t;
        self.mark(idx);
        if size == 2 {
            self.locals[idx + 1] = Ty::Hi;
            self.mark(idx + 1);
        }
        // A second half left behind by overwriting its first half.
        if self.locals.get(idx + size) == Some(&Ty::Hi) {
            self.locals[idx + size] = Ty::Top;
            self.mark(idx + size);
        }
        Ok(())
    }
}

/// Merges `s` into a block's entry state; true when the entry state changed.
fn merge_into(slot: &mut Option<State>, s: &State) -> Result<bool, String> {
    let Some(t) = slot else {
        *slot = Some(s.clone());
        return Ok(true);
    };
    if t.stack.len() != s.stack.len() || t.locals.len() != s.locals.len() {
        return Err(format!(
            "operand stack depth mismatch at join ({} vs {})",
            t.stack.len(),
            s.stack.len()
        ));
    }
    let mut changed = false;
    for (a, &b) in t
        .locals
        .iter_mut()
        .zip(&s.locals)
        .chain(t.stack.iter_mut().zip(&s.stack))
    {
        let m = a.merge(b);
        if m != *a {
            *a = m;
            changed = true;
        }
    }
    for (a, &b) in t.modified.iter_mut().zip(&s.modified) {
        if *a | b != *a {
            *a |= b;
            changed = true;
        }
    }
    if s.low < t.low {
        t.low = s.low;
        changed = true;
    }
    Ok(changed)
}

/// The state after a `jsr` returns: `j` is the state at the `jsr`, `r` the
/// state at the subroutine's `ret`.
fn after_ret(j: &State, r: &State) -> State {
    let locals = (0..j.locals.len())
        .map(|i| {
            let modified = r.modified.get(i / 64).is_some_and(|w| (w >> (i % 64)) & 1 != 0);
            if modified {
                r.locals.get(i).copied().unwrap_or(Ty::Top)
            } else {
                j.locals[i]
            }
        })
        .collect();
    let keep = r.low.min(j.stack.len()).min(r.stack.len());
    let mut stack = j.stack[..keep].to_vec();
    stack.extend_from_slice(&r.stack[keep..]);
    State {
        locals,
        stack,
        modified: j
            .modified
            .iter()
            .zip(&r.modified)
            .map(|(a, b)| a | b)
            .collect(),
        low: j.low.min(r.low),
    }
}

/// Kind of one field descriptor starting at `d[*i]`; advances `*i`.
fn field_vt(d: &[u8], i: &mut usize) -> Result<Vt, String> {
    let start = *i;
    while d.get(*i) == Some(&b'[') {
        *i += 1;
    }
    let c = *d.get(*i).ok_or("truncated descriptor")?;
    *i += 1;
    let vt = match c {
        b'B' | b'C' | b'I' | b'S' | b'Z' => Vt::I,
        b'F' => Vt::F,
        b'J' => Vt::J,
        b'D' => Vt::D,
        b'L' => {
            let p = d[*i..]
                .iter()
                .position(|&b| b == b';')
                .ok_or("unterminated class name in descriptor")?;
            *i += p + 1;
            Vt::A
        }
        _ => return Err(format!("bad descriptor {:?}", String::from_utf8_lossy(d))),
    };
    Ok(if d[start] == b'[' { Vt::A } else { vt })
}

fn field_desc(d: &str) -> Result<Vt, String> {
    let b = d.as_bytes();
    let mut i = 0;
    let vt = field_vt(b, &mut i)?;
    if i != b.len() {
        return Err(format!("bad field descriptor {d:?}"));
    }
    Ok(vt)
}

/// Parameter kinds and return kind (None for void) of a method descriptor.
fn method_desc(d: &str) -> Result<(Vec<Vt>, Option<Vt>), String> {
    let mut params = Vec::new();
    let ret = method_desc_each(d, |vt| params.push(vt))?;
    Ok((params, ret))
}

/// Calls `f` with each parameter kind of a method descriptor, in order, and
/// returns the return kind (None for void); allocates nothing.
fn method_desc_each(d: &str, mut f: impl FnMut(Vt)) -> Result<Option<Vt>, String> {
    let b = d.as_bytes();
    if b.first() != Some(&b'(') {
        return Err(format!("bad method descriptor {d:?}"));
    }
    let mut i = 1;
    while b.get(i) != Some(&b')') {
        if i >= b.len() {
            return Err(format!("bad method descriptor {d:?}"));
        }
        f(field_vt(b, &mut i)?);
    }
    i += 1;
    let ret = if b.get(i) == Some(&b'V') && i + 1 == b.len() {
        None
    } else {
        let vt = field_vt(b, &mut i)?;
        if i != b.len() {
            return Err(format!("bad method descriptor {d:?}"));
        }
        Some(vt)
    };
    Ok(ret)
}

fn initial_state(max_locals: usize, descriptor: &str, is_static: bool) -> Result<State, String> {
    let mut st = State {
        locals: vec![Ty::Top; max_locals],
        stack: Vec::new(),
        modified: vec![0; max_locals.div_ceil(64)],
        low: 0,
    };
    let (params, _) = method_desc(descriptor)?;
    let mut i = 0;
    if !is_static {
        if max_locals == 0 {
            return Err("max_locals too small for the receiver".into());
        }
        st.locals[0] = Ty::Ref;
        i = 1;
    }
    for p in params {
        let t = match p {
            Vt::I => Ty::Int,
            Vt::F => Ty::Float,
            Vt::J => Ty::Long,
            Vt::D => Ty::Double,
            Vt::A => Ty::Ref,
        };
        let size = if p.is_wide() { 2 } else { 1 };
        if i + size > max_locals {
            return Err("max_locals too small for the parameters".into());
        }
        st.locals[i] = t;
        if size == 2 {
            st.locals[i + 1] = Ty::Hi;
        }
        i += size;
    }
    Ok(st)
}

// ---------------------------------------------------------------------------
// Decoding helpers
// ---------------------------------------------------------------------------

fn u16_at(code: &[u8], i: usize) -> Result<u16, String> {
    match code.get(i..i + 2) {
        Some(b) => Ok(u16::from_be_bytes([b[0], b[1]])),
        None => Err("truncated instruction".into()),
    }
}

fn i32_at(code: &[u8], i: usize) -> Result<i32, String> {
    match code.get(i..i + 4) {
        Some(b) => Ok(i32::from_be_bytes([b[0], b[1], b[2], b[3]])),
        None => Err("truncated instruction".into()),
    }
}

fn u8_at(code: &[u8], i: usize) -> Result<u8, String> {
    code.get(i).copied().ok_or_else(|| "truncated instruction".into())
}

/// Control-flow effect of an instruction.
enum Ctl {
    /// Falls through to the next instruction.
    Next,
    /// Conditional branch: target or fall-through.
    Branch(usize),
    Goto(usize),
    Switch(Vec<usize>),
    /// Return or athrow.
    End,
    Jsr(usize),
    Ret,
}

fn target(pc: usize, off: i64, len: usize) -> Result<usize, String> {
    let t = pc as i64 + off;
    if t < 0 || t >= len as i64 {
        return Err(format!("pc {pc}: branch target {t} outside the code"));
    }
    Ok(t as usize)
}

fn ctl(code: &[u8], pc: usize) -> Result<Ctl, String> {
    let len = code.len();
    let op = u8_at(code, pc)?;
    let off16 = || -> Result<usize, String> {
        target(pc, u16_at(code, pc + 1)? as i16 as i64, len)
    };
    let off32 = || -> Result<usize, String> { target(pc, i32_at(code, pc + 1)? as i64, len) };
    Ok(match op {
        0x99..=0xa6 | 0xc6 | 0xc7 => Ctl::Branch(off16()?),
        0xa7 => Ctl::Goto(off16()?),
        0xc8 => Ctl::Goto(off32()?),
        0xa8 => Ctl::Jsr(off16()?),
        0xc9 => Ctl::Jsr(off32()?),
        0xa9 => Ctl::Ret,
        0xc4 if u8_at(code, pc + 1)? == 0xa9 => Ctl::Ret,
        0xaa => {
            let base = (pc + 4) & !3;
            let default = target(pc, i32_at(code, base)? as i64, len)?;
            let low = i32_at(code, base + 4)?;
            let high = i32_at(code, base + 8)?;
            if high < low {
                return Err(format!("pc {pc}: tableswitch high < low"));
            }
            let n = (high as i64 - low as i64 + 1) as usize;
            let mut ts = Vec::with_capacity(n.min(65536) + 1);
            ts.push(default);
            for k in 0..n {
                ts.push(target(pc, i32_at(code, base + 12 + 4 * k)? as i64, len)?);
            }
            Ctl::Switch(ts)
        }
        0xab => {
            let base = (pc + 4) & !3;
            let default = target(pc, i32_at(code, base)? as i64, len)?;
            let n = i32_at(code, base + 4)?;
            if n < 0 {
                return Err(format!("pc {pc}: negative lookupswitch npairs"));
            }
            let mut ts = Vec::with_capacity((n as usize).min(65536) + 1);
            ts.push(default);
            for k in 0..n as usize {
                ts.push(target(pc, i32_at(code, base + 12 + 8 * k)? as i64, len)?);
            }
            Ctl::Switch(ts)
        }
        0xac..=0xb1 | 0xbf => Ctl::End,
        _ => Ctl::Next,
    })
}

// ---------------------------------------------------------------------------
// The analysis
// ---------------------------------------------------------------------------

struct Recorder {
    nlocals: usize,
    pcs: Vec<u32>,
    offs: Vec<u32>,
    depths: Vec<u32>,
    words: Vec<u64>,
    scratch: Vec<u64>,
    /// The locals' reference bits, valid until a local is written or a new
    /// block starts (most instructions only move the stack, and a method
    /// with many locals paid for all of them at every instruction).
    locals_bits: Vec<u64>,
    locals_valid: bool,
    /// Off: the locals' bits are recomputed at every instruction.
    cache_locals: bool,
}

impl Recorder {
    fn record(&mut self, pc: usize, st: &State) -> Result<(), String> {
        let nwords = (self.nlocals + st.stack.len()).div_ceil(64);
        self.scratch.clear();
        self.scratch.resize(nwords, 0);
        // Locals (kept from the previous instruction unless one was
        // written), then the stack after them: 64 slots at a time, without a
        // branch or a bounds check per slot.
        if !self.locals_valid || !self.cache_locals {
            self.locals_bits.clear();
            self.locals_bits.resize(st.locals.len().div_ceil(64), 0);
            set_ref_bits(&mut self.locals_bits, 0, &st.locals);
            self.locals_valid = true;
        }
        self.scratch[..self.locals_bits.len()].copy_from_slice(&self.locals_bits);
        set_ref_bits(&mut self.scratch, st.locals.len(), &st.stack);
        let depth = st.stack.len() as u32;
        if let (Some(&d), Some(&o)) = (self.depths.last(), self.offs.last()) {
            let o = o as usize;
            if d == depth && self.words.get(o..o + nwords) == Some(&self.scratch[..]) {
                self.pcs.push(pc as u32);
                self.offs.push(o as u32);
                self.depths.push(depth);
                return Ok(());
            }
        }
        if self.words.len() + nwords > WORD_LIMIT {
            return Err("method too large to analyse".into());
        }
        self.pcs.push(pc as u32);
        self.offs.push(self.words.len() as u32);
        self.depths.push(depth);
        self.words.extend_from_slice(&self.scratch);
        Ok(())
    }
}

/// Sets bit `base + i` of `words` for every reference slot `tys[i]`.
fn set_ref_bits(words: &mut [u64], base: usize, tys: &[Ty]) {
    let shift = base % 64;
    for (k, chunk) in tys.chunks(64).enumerate() {
        let mut bits = 0u64;
        for (j, t) in chunk.iter().enumerate() {
            bits |= u64::from(t.is_ref()) << j;
        }
        if bits == 0 {
            continue;
        }
        let w = base / 64 + k;
        words[w] |= bits << shift;
        if shift != 0 && w + 1 < words.len() {
            words[w + 1] |= bits >> (64 - shift);
        }
    }
}

/// Accumulated locals flowing to one exception handler from one block.
/// The buffers are reused from block to block (see `Analyzer::hpool`).
#[derive(Default)]
struct HandlerAcc {
    handler: usize,
    /// Whether `locals`/`modified` hold an accumulated state yet.
    has: bool,
    locals: Vec<Ty>,
    modified: Vec<u64>,
    version: u64,
}

/// The worklist of blocks: a bitset, popped lowest block first (the order
/// the analysis always used), without a node allocation per insertion.
struct Queue {
    bits: Vec<u64>,
    /// No bit below this index is set.
    low: usize,
}

impl Queue {
    fn new(n: usize) -> Queue {
        Queue { bits: vec![0; n.div_ceil(64)], low: usize::MAX }
    }

    fn insert(&mut self, b: u32) {
        let b = b as usize;
        self.bits[b / 64] |= 1u64 << (b % 64);
        self.low = self.low.min(b);
    }

    fn pop_first(&mut self) -> Option<u32> {
        if self.low == usize::MAX {
            return None;
        }
        for w in self.low / 64..self.bits.len() {
            let x = self.bits[w];
            if x != 0 {
                let i = x.trailing_zeros() as usize;
                self.bits[w] = x & (x - 1);
                let b = w * 64 + i;
                self.low = b + 1;
                return Some(b as u32);
            }
        }
        self.low = usize::MAX;
        None
    }
}

struct Analyzer<'a> {
    code: &'a [u8],
    cp: &'a ConstantPool,
    handlers: &'a [ExceptionTableEntry],
    max_stack: usize,
    /// Instruction starts in order.
    insns: Vec<u32>,
    /// pc -> block index for block leaders, NO_BLOCK otherwise.
    block_of: Vec<u32>,
    /// Blocks as ranges of indices into `insns`.
    blocks: Vec<(usize, usize)>,
    /// Entry state of each block (None = not reached yet).
    states: Vec<Option<State>>,
    queue: Queue,
    /// Reused state buffers: the state being interpreted, and a handler's
    /// entry state.
    cur: State,
    hstate: State,
    /// Reused handler accumulators (only the first `hs_len` are in use).
    hpool: Vec<HandlerAcc>,
    /// Subroutine entry -> pcs of the jsr instructions calling it.
    jsr_sites: HashMap<u32, Vec<u32>>,
    /// jsr pc -> state before the jsr.
    jsr_states: HashMap<u32, State>,
    /// ret pc -> state before the ret.
    ret_states: HashMap<u32, State>,
    /// Subroutine entry -> pcs of the rets seen returning from it.
    sub_rets: HashMap<u32, Vec<u32>>,
    work: u64,
    /// Slots allocated for block entry states.
    slots: usize,
    /// No edge goes backward (no branch, switch or handler to an earlier or
    /// the same instruction, no subroutines): one pass in block order
    /// suffices.
    forward_only: bool,
}

impl<'a> Analyzer<'a> {
    fn new(attr: &'a CodeAttribute, cp: &'a ConstantPool) -> Result<Self, String> {
        let code = &attr.code[..];
        let len = code.len();
        if len == 0 {
            return Err("empty code".into());
        }
        if len > 65535 {
            return Err("code too long".into());
        }
        let mut is_start = vec![false; len];
        let mut insns = Vec::new();
        let mut pc = 0;
        while pc < len {
            let l = insn_length(code, pc)
                .ok_or_else(|| format!("pc {pc}: illegal or truncated instruction"))?;
            if l == 0 || pc + l > len {
                return Err(format!("pc {pc}: truncated instruction"));
            }
            is_start[pc] = true;
            insns.push(pc as u32);
            pc += l;
        }
        let mut leader = vec![false; len];
        leader[0] = true;
        let mut jsr_sites: HashMap<u32, Vec<u32>> = HashMap::new();
        let mut forward_only = true;
        for (k, &p) in insns.iter().enumerate() {
            let p = p as usize;
            let next = insns.get(k + 1).map_or(len, |&n| n as usize);
            let c = ctl(code, p)?;
            let mut mark = |t: usize| -> Result<(), String> {
                if !is_start[t] {
                    return Err(format!("pc {p}: branch target {t} is not an instruction start"));
                }
                leader[t] = true;
                Ok(())
            };
            match &c {
                Ctl::Next => continue,
                Ctl::Branch(t) | Ctl::Goto(t) => {
                    mark(*t)?;
                    forward_only &= *t > p;
                }
                Ctl::Jsr(t) => {
                    mark(*t)?;
                    jsr_sites.entry(*t as u32).or_default().push(p as u32);
                    forward_only = false;
                }
                Ctl::Switch(ts) => {
                    for &t in ts {
                        mark(t)?;
                        forward_only &= t > p;
                    }
                }
                Ctl::Ret => forward_only = false,
                Ctl::End => {}
            }
            if next < len {
                leader[next] = true;
            }
        }
        for e in &attr.exception_table {
            let (s, en, h) = (e.start_pc as usize, e.end_pc as usize, e.handler_pc as usize);
            let ok = s < en
                && s < len
                && is_start[s]
                && en <= len
                && (en == len || is_start[en])
                && h < len
                && is_start[h];
            if !ok {
                return Err(format!(
                    "bad exception table entry [{s}, {en}) -> {h}"
                ));
            }
            leader[h] = true;
            forward_only &= h >= en;
        }
        let mut block_of = vec![NO_BLOCK; len];
        let mut blocks = Vec::new();
        let mut first = 0;
        for (k, &p) in insns.iter().enumerate() {
            if leader[p as usize] {
                if k > 0 {
                    blocks.push((first, k));
                }
                first = k;
                block_of[p as usize] = blocks.len() as u32;
            }
        }
        blocks.push((first, insns.len()));
        let nblocks = blocks.len();
        Ok(Analyzer {
            code,
            cp,
            handlers: &attr.exception_table,
            max_stack: attr.max_stack as usize,
            insns,
            block_of,
            blocks,
            states: vec![None; nblocks],
            queue: Queue::new(nblocks),
            cur: State::default(),
            hstate: State::default(),
            hpool: Vec::new(),
            jsr_sites,
            jsr_states: HashMap::new(),
            ret_states: HashMap::new(),
            sub_rets: HashMap::new(),
            work: 0,
            slots: 0,
            forward_only,
        })
    }

    fn tick(&mut self, n: u64) -> Result<(), String> {
        self.work += n;
        if self.work > WORK_LIMIT {
            return Err("method too complex to analyse".into());
        }
        Ok(())
    }

    /// Merges `s` into the entry state of the block starting at `pc`.
    fn propagate(&mut self, pc: usize, s: &State) -> Result<(), String> {
        let b = match self.block_of.get(pc) {
            Some(&b) if b != NO_BLOCK => b,
            _ => return Err(format!("pc {pc}: not a block start")),
        };
        self.tick((s.locals.len() + s.stack.len()) as u64 / 8 + 1)?;
        if self.states[b as usize].is_none() {
            self.slots += s.locals.len() + s.stack.len() + 1;
            if self.slots > SLOT_LIMIT {
                return Err("method too large to analyse".into());
            }
        }
        if merge_into(&mut self.states[b as usize], s).map_err(|e| format!("pc {pc}: {e}"))? {
            self.queue.insert(b);
        }
        Ok(())
    }

    /// Propagates to the instruction following `pc` (at `next`).
    fn fall(&mut self, pc: usize, next: usize, s: &State) -> Result<(), String> {
        if next >= self.code.len() {
            return Err(format!("pc {pc}: execution falls off the end of the code"));
        }
        self.propagate(next, s)
    }

    fn next_pc(&self, pc: usize) -> usize {
        pc + insn_length(self.code, pc).unwrap_or(1)
    }

    fn acc_handlers(&mut self, hs: &mut [HandlerAcc], pc: usize, st: &State, version: u64) -> Result<(), String> {
        for h in hs.iter_mut() {
            let e = &self.handlers[h.handler];
            if h.version == version || pc < e.start_pc as usize || pc >= e.end_pc as usize {
                continue;
            }
            h.version = version;
            if !h.has {
                h.has = true;
                h.locals.clone_from(&st.locals);
                h.modified.clone_from(&st.modified);
            } else {
                for (a, &b) in h.locals.iter_mut().zip(&st.locals) {
                    *a = a.merge(b);
                }
                for (a, &b) in h.modified.iter_mut().zip(&st.modified) {
                    *a |= b;
                }
            }
            self.work += st.locals.len() as u64 / 8 + 1;
        }
        self.tick(1)
    }

    /// Interprets block `b` from its entry state; propagates to successors
    /// and handlers, or (with a recorder) records the state at every
    /// instruction instead.
    /// Interprets block `b` from its entry state, recording its maps into
    /// `rec` if given, and propagating to its successors if `propagate`.
    fn process(&mut self, b: usize, rec: Option<&mut Recorder>, propagate: bool) -> Result<(), String> {
        let Some(entry) = self.states[b].as_ref() else {
            return Ok(());
        };
        let mut st = std::mem::take(&mut self.cur);
        st.copy_from(entry);
        let mut hs = std::mem::take(&mut self.hpool);
        let r = self.process_from(b, rec, propagate, &mut st, &mut hs);
        self.cur = st;
        self.hpool = hs;
        r
    }

    fn process_from(
        &mut self,
        b: usize,
        mut rec: Option<&mut Recorder>,
        propagate: bool,
        st: &mut State,
        pool: &mut Vec<HandlerAcc>,
    ) -> Result<(), String> {
        self.tick((st.locals.len() + st.stack.len()) as u64 / 8 + 1)?;
        let (first, end) = self.blocks[b];
        let bstart = self.insns[first] as usize;
        let bend = self.insns.get(end).map_or(self.code.len(), |&p| p as usize);
        // Only recording: the entry states are final, nothing to propagate.
        let recording = !propagate;
        let mut nh = 0;
        if !recording {
            self.tick(self.handlers.len() as u64 / 8 + 1)?;
            for (i, e) in self.handlers.iter().enumerate() {
                if (e.start_pc as usize) < bend && (e.end_pc as usize) > bstart {
                    if nh == pool.len() {
                        pool.push(HandlerAcc::default());
                    }
                    let h = &mut pool[nh];
                    h.handler = i;
                    h.has = false;
                    h.version = u64::MAX;
                    nh += 1;
                }
            }
        }
        let hs = &mut pool[..nh];
        let mut version = 0u64;
        if let Some(r) = rec.as_deref_mut() {
            r.locals_valid = false;
        }
        for k in first..end {
            let pc = self.insns[k] as usize;
            self.tick(1)?;
            if let Some(r) = rec.as_deref_mut() {
                r.record(pc, st)?;
            }
            if !hs.is_empty() {
                self.acc_handlers(hs, pc, st, version)?;
            }
            let wrote = self.step(pc, st).map_err(|e| format!("pc {pc}: {e}"))?;
            if wrote {
                if let Some(r) = rec.as_deref_mut() {
                    r.locals_valid = false;
                }
            }
            if st.stack.len() > self.max_stack {
                return Err(format!("pc {pc}: operand stack overflow (max_stack {})", self.max_stack));
            }
            if wrote && !hs.is_empty() {
                version += 1;
                self.acc_handlers(hs, pc, st, version)?;
            }
        }
        if recording {
            return Ok(());
        }

        let mut s = std::mem::take(&mut self.hstate);
        for h in hs.iter() {
            if h.has {
                let e = self.handlers[h.handler];
                if self.max_stack < 1 {
                    self.hstate = s;
                    return Err(format!("handler {}: operand stack overflow", e.handler_pc));
                }
                s.locals.clone_from(&h.locals);
                s.stack.clear();
                s.stack.push(Ty::Ref);
                s.modified.clone_from(&h.modified);
                s.low = 0;
                if let Err(e) = self.propagate(e.handler_pc as usize, &s) {
                    self.hstate = s;
                    return Err(e);
                }
            }
        }
        self.hstate = s;

        let last = self.insns[end - 1] as usize;
        let next = bend;
        match ctl(self.code, last)? {
            Ctl::Next => self.fall(last, next, st)?,
            Ctl::Branch(t) => {
                self.propagate(t, st)?;
                self.fall(last, next, st)?;
            }
            Ctl::Goto(t) => self.propagate(t, st)?,
            Ctl::Switch(ts) => {
                for t in ts {
                    self.propagate(t, st)?;
                }
            }
            Ctl::End => {}
            Ctl::Jsr(t) => {
                let mut s = st.clone();
                s.push(Ty::RetAddr(t as u16));
                if s.stack.len() > self.max_stack {
                    return Err(format!("pc {last}: operand stack overflow (max_stack {})", self.max_stack));
                }
                s.modified.iter_mut().for_each(|w| *w = 0);
                s.low = s.stack.len();
                self.propagate(t, &s)?;
                let mut outs = Vec::new();
                if let Some(rets) = self.sub_rets.get(&(t as u32)) {
                    for r in rets {
                        if let Some(rs) = self.ret_states.get(r) {
                            outs.push(after_ret(st, rs));
                        }
                    }
                }
                self.jsr_states.insert(last as u32, st.clone());
                for o in outs {
                    self.fall(last, next, &o)?;
                }
            }
            Ctl::Ret => {
                let idx = if self.code[last] == 0xc4 {
                    u16_at(self.code, last + 2)? as usize
                } else {
                    u8_at(self.code, last + 1)? as usize
                };
                let sub = match st.locals.get(idx) {
                    Some(Ty::RetAddr(s)) => *s as u32,
                    other => {
                        return Err(format!(
                            "pc {last}: ret on local {idx} holding {other:?}, not a return address"
                        ))
                    }
                };
                let rets = self.sub_rets.entry(sub).or_default();
                if !rets.contains(&(last as u32)) {
                    rets.push(last as u32);
                }
                let mut outs = Vec::new();
                if let Some(sites) = self.jsr_sites.get(&sub) {
                    for &j in sites {
                        if let Some(js) = self.jsr_states.get(&j) {
                            outs.push((j as usize, after_ret(js, st)));
                        }
                    }
                }
                self.ret_states.insert(last as u32, st.clone());
                for (j, o) in outs {
                    let jn = self.next_pc(j);
                    self.fall(j, jn, &o)?;
                }
            }
        }
        Ok(())
    }

    fn cp_err(e: crate::classfile::ClassFileError) -> String {
        e.message
    }

    /// Kind of the constant loaded by ldc/ldc_w/ldc2_w.
    fn ldc_vt(&self, idx: u16) -> Result<Vt, String> {
        Ok(match self.cp.get(idx).map_err(Self::cp_err)? {
            Constant::Integer(_) => Vt::I,
            Constant::Float(_) => Vt::F,
            Constant::Long(_) => Vt::J,
            Constant::Double(_) => Vt::D,
            Constant::String(_) | Constant::Class(_) | Constant::MethodType(_) | Constant::MethodHandle(..) => {
                Vt::A
            }
            Constant::Dynamic(_, nat) => {
                let (_, d) = self.cp.name_and_type(*nat).map_err(Self::cp_err)?;
                field_desc(d)?
            }
            other => return Err(format!("ldc of a {} constant", other.kind_name())),
        })
    }

    fn field_vt(&self, idx: u16) -> Result<Vt, String> {
        match self.cp.get(idx).map_err(Self::cp_err)? {
            Constant::Fieldref(..) => {
                let (_, _, d) = self.cp.member_ref(idx).map_err(Self::cp_err)?;
                field_desc(d)
            }
            other => Err(format!("expected a Fieldref, found {}", other.kind_name())),
        }
    }

    /// invoke*: returns whether locals were written (constructor call).
    fn invoke(&self, st: &mut State, op: u8, idx: u16) -> Result<bool, String> {
        let (name, desc) = match self.cp.get(idx).map_err(Self::cp_err)? {
            Constant::InvokeDynamic(_, nat) if op == 0xba => {
                self.cp.name_and_type(*nat).map_err(Self::cp_err)?
            }
            Constant::Methodref(..) | Constant::InterfaceMethodref(..) if op != 0xba => {
                let (_, n, d) = self.cp.member_ref(idx).map_err(Self::cp_err)?;
                (n, d)
            }
            other => return Err(format!("invoke of a {} constant", other.kind_name())),
        };
        // Parameters are popped last first: gather them on the stack (a heap
        // vector only for the rare descriptor with more than 32).
        let mut buf = [Vt::I; 32];
        let mut more = Vec::new();
        let mut n = 0;
        let ret = method_desc_each(desc, |vt| {
            if n < buf.len() {
                buf[n] = vt;
            } else {
                more.push(vt);
            }
            n += 1;
        })?;
        for &p in more.iter().rev().chain(buf[..n.min(buf.len())].iter().rev()) {
            st.pop_vt(p)?;
        }
        let mut wrote = false;
        if op != 0xb8 && op != 0xba {
            let recv = st.pop_vt(Vt::A)?;
            if op == 0xb7 && &**name == "<init>" {
                if let Ty::Uninit(_) = recv {
                    for t in st.stack.iter_mut() {
                        if *t == recv {
                            *t = Ty::Ref;
                        }
                    }
                    for i in 0..st.locals.len() {
                        if st.locals[i] == recv {
                            st.locals[i] = Ty::Ref;
                            st.mark(i);
                            wrote = true;
                        }
                    }
                }
            }
        }
        if let Some(r) = ret {
            st.push_vt(r);
        }
        Ok(wrote)
    }

    /// Transfer function of the instruction at `pc` (control flow is handled
    /// by the caller).  Returns whether locals were written.
    fn step(&self, pc: usize, st: &mut State) -> Result<bool, String> {
        let code = self.code;
        let op = code[pc];
        let mut wrote = false;
        match op {
            0x00 => {}
            0x01 => st.push(Ty::Ref),
            0x02..=0x08 | 0x10 | 0x11 => st.push(Ty::Int),
            0x09 | 0x0a => st.push_vt(Vt::J),
            0x0b..=0x0d => st.push(Ty::Float),
            0x0e | 0x0f => st.push_vt(Vt::D),
            0x12 | 0x13 => {
                let idx = if op == 0x12 { u8_at(code, pc + 1)? as u16 } else { u16_at(code, pc + 1)? };
                let vt = self.ldc_vt(idx)?;
                if vt.is_wide() {
                    return Err("ldc of a category-2 constant".into());
                }
                st.push_vt(vt);
            }
            0x14 => {
                let vt = self.ldc_vt(u16_at(code, pc + 1)?)?;
                if !vt.is_wide() {
                    return Err("ldc2_w of a category-1 constant".into());
                }
                st.push_vt(vt);
            }
            0x15..=0x19 => st.load(u8_at(code, pc + 1)? as usize, KINDS[(op - 0x15) as usize])?,
            0x1a..=0x2d => {
                let k = (op - 0x1a) as usize;
                st.load(k % 4, KINDS[k / 4])?;
            }
            0x2e..=0x35 => {
                st.pop_vt(Vt::I)?;
                st.pop_vt(Vt::A)?;
                st.push_vt(ARRAY_KINDS[(op - 0x2e) as usize]);
            }
            0x36..=0x3a => {
                self.store(st, u8_at(code, pc + 1)? as usize, KINDS[(op - 0x36) as usize])?;
                wrote = true;
            }
            0x3b..=0x4e => {
                let k = (op - 0x3b) as usize;
                self.store(st, k % 4, KINDS[k / 4])?;
                wrote = true;
            }
            0x4f..=0x56 => {
                st.pop_vt(ARRAY_KINDS[(op - 0x4f) as usize])?;
                st.pop_vt(Vt::I)?;
                st.pop_vt(Vt::A)?;
            }
            // pop
            0x57 => {
                st.pop1()?;
            }
            // pop2
            0x58 => {
                if st.peek(1)? == Ty::Hi {
                    return Err("pop2 splits a long or double".into());
                }
                st.pop()?;
                st.pop()?;
            }
            // dup
            0x59 => {
                let v = st.peek(0)?;
                if v == Ty::Hi {
                    return Err("dup of a long or double".into());
                }
                st.push(v);
            }
            // dup_x1
            0x5a => {
                let v1 = st.pop1()?;
                let v2 = st.pop1()?;
                st.push(v1);
                st.push(v2);
                st.push(v1);
            }
            // dup_x2
            0x5b => {
                let v1 = st.pop1()?;
                if st.peek(1)? == Ty::Hi {
                    return Err("dup_x2 splits a long or double".into());
                }
                let v2 = st.pop()?;
                let v3 = st.pop()?;
                st.push(v1);
                st.push(v3);
                st.push(v2);
                st.push(v1);
            }
            // dup2
            0x5c => {
                let v1 = st.peek(0)?;
                let v2 = st.peek(1)?;
                if v2 == Ty::Hi {
                    return Err("dup2 splits a long or double".into());
                }
                st.push(v2);
                st.push(v1);
            }
            // dup2_x1
            0x5d => {
                if st.peek(1)? == Ty::Hi {
                    return Err("dup2_x1 splits a long or double".into());
                }
                let v1 = st.pop()?;
                let v2 = st.pop()?;
                let v3 = st.pop1()?;
                st.push(v2);
                st.push(v1);
                st.push(v3);
                st.push(v2);
                st.push(v1);
            }
            // dup2_x2
            0x5e => {
                if st.peek(1)? == Ty::Hi || st.peek(3)? == Ty::Hi {
                    return Err("dup2_x2 splits a long or double".into());
                }
                let v1 = st.pop()?;
                let v2 = st.pop()?;
                let v3 = st.pop()?;
                let v4 = st.pop()?;
                st.push(v2);
                st.push(v1);
                st.push(v4);
                st.push(v3);
                st.push(v2);
                st.push(v1);
            }
            // swap
            0x5f => {
                let v1 = st.pop1()?;
                let v2 = st.pop1()?;
                st.push(v1);
                st.push(v2);
            }
            // xadd, xsub, xmul, xdiv, xrem
            0x60..=0x73 => {
                let vt = [Vt::I, Vt::J, Vt::F, Vt::D][((op - 0x60) % 4) as usize];
                st.pop_vt(vt)?;
                st.pop_vt(vt)?;
                st.push_vt(vt);
            }
            // xneg
            0x74..=0x77 => {
                let vt = [Vt::I, Vt::J, Vt::F, Vt::D][(op - 0x74) as usize];
                st.pop_vt(vt)?;
                st.push_vt(vt);
            }
            // shifts
            0x78..=0x7d => {
                let vt = if op & 1 == 0 { Vt::I } else { Vt::J };
                st.pop_vt(Vt::I)?;
                st.pop_vt(vt)?;
                st.push_vt(vt);
            }
            // and, or, xor
            0x7e..=0x83 => {
                let vt = if op & 1 == 0 { Vt::I } else { Vt::J };
                st.pop_vt(vt)?;
                st.pop_vt(vt)?;
                st.push_vt(vt);
            }
            // iinc
            0x84 => {
                self.iinc(st, u8_at(code, pc + 1)? as usize)?;
                wrote = true;
            }
            // conversions
            0x85..=0x93 => {
                let (from, to) = match op {
                    0x85 => (Vt::I, Vt::J),
                    0x86 => (Vt::I, Vt::F),
                    0x87 => (Vt::I, Vt::D),
                    0x88 => (Vt::J, Vt::I),
                    0x89 => (Vt::J, Vt::F),
                    0x8a => (Vt::J, Vt::D),
                    0x8b => (Vt::F, Vt::I),
                    0x8c => (Vt::F, Vt::J),
                    0x8d => (Vt::F, Vt::D),
                    0x8e => (Vt::D, Vt::I),
                    0x8f => (Vt::D, Vt::J),
                    0x90 => (Vt::D, Vt::F),
                    _ => (Vt::I, Vt::I),
                };
                st.pop_vt(from)?;
                st.push_vt(to);
            }
            // lcmp, fcmpl, fcmpg, dcmpl, dcmpg
            0x94..=0x98 => {
                let vt = match op {
                    0x94 => Vt::J,
                    0x95 | 0x96 => Vt::F,
                    _ => Vt::D,
                };
                st.pop_vt(vt)?;
                st.pop_vt(vt)?;
                st.push(Ty::Int);
            }
            // if<cond>
            0x99..=0x9e => {
                st.pop_vt(Vt::I)?;
            }
            // if_icmp<cond>
            0x9f..=0xa4 => {
                st.pop_vt(Vt::I)?;
                st.pop_vt(Vt::I)?;
            }
            // if_acmp<cond>
            0xa5 | 0xa6 => {
                st.pop_vt(Vt::A)?;
                st.pop_vt(Vt::A)?;
            }
            // goto, jsr, ret: handled by the caller
            0xa7..=0xa9 | 0xc8 | 0xc9 => {}
            // tableswitch, lookupswitch
            0xaa | 0xab => {
                st.pop_vt(Vt::I)?;
            }
            // xreturn
            0xac..=0xb0 => {
                st.pop_vt(KINDS[(op - 0xac) as usize])?;
            }
            0xb1 => {}
            // getstatic
            0xb2 => {
                let vt = self.field_vt(u16_at(code, pc + 1)?)?;
                st.push_vt(vt);
            }
            // putstatic
            0xb3 => {
                let vt = self.field_vt(u16_at(code, pc + 1)?)?;
                st.pop_vt(vt)?;
            }
            // getfield
            0xb4 => {
                let vt = self.field_vt(u16_at(code, pc + 1)?)?;
                st.pop_vt(Vt::A)?;
                st.push_vt(vt);
            }
            // putfield
            0xb5 => {
                let vt = self.field_vt(u16_at(code, pc + 1)?)?;
                st.pop_vt(vt)?;
                st.pop_vt(Vt::A)?;
            }
            // invokevirtual, invokespecial, invokestatic, invokeinterface, invokedynamic
            0xb6..=0xba => {
                wrote = self.invoke(st, op, u16_at(code, pc + 1)?)?;
            }
            // new
            0xbb => {
                let idx = u16_at(code, pc + 1)?;
                self.cp.class_name(idx).map_err(Self::cp_err)?;
                st.push(Ty::Uninit(pc as u16));
            }
            // newarray
            0xbc => {
                if !(4..=11).contains(&u8_at(code, pc + 1)?) {
                    return Err("newarray: bad array type".into());
                }
                st.pop_vt(Vt::I)?;
                st.push(Ty::Ref);
            }
            // anewarray
            0xbd => {
                st.pop_vt(Vt::I)?;
                st.push(Ty::Ref);
            }
            // arraylength
            0xbe => {
                st.pop_vt(Vt::A)?;
                st.push(Ty::Int);
            }
            // athrow, monitorenter, monitorexit
            0xbf | 0xc2 | 0xc3 => {
                st.pop_vt(Vt::A)?;
            }
            // checkcast
            0xc0 => {
                st.pop_vt(Vt::A)?;
                st.push(Ty::Ref);
            }
            // instanceof
            0xc1 => {
                st.pop_vt(Vt::A)?;
                st.push(Ty::Int);
            }
            // wide
            0xc4 => {
                let sub = u8_at(code, pc + 1)?;
                let idx = u16_at(code, pc + 2)? as usize;
                match sub {
                    0x15..=0x19 => st.load(idx, KINDS[(sub - 0x15) as usize])?,
                    0x36..=0x3a => {
                        self.store(st, idx, KINDS[(sub - 0x36) as usize])?;
                        wrote = true;
                    }
                    0x84 => {
                        self.iinc(st, idx)?;
                        wrote = true;
                    }
                    0xa9 => {}
                    _ => return Err(format!("wide of opcode {sub:#x}")),
                }
            }
            // multianewarray
            0xc5 => {
                let dims = u8_at(code, pc + 3)?;
                if dims == 0 {
                    return Err("multianewarray with 0 dimensions".into());
                }
                for _ in 0..dims {
                    st.pop_vt(Vt::I)?;
                }
                st.push(Ty::Ref);
            }
            // ifnull, ifnonnull
            0xc6 | 0xc7 => {
                st.pop_vt(Vt::A)?;
            }
            _ => return Err(format!("illegal opcode {op:#x}")),
        }
        Ok(wrote)
    }

    /// xstore of kind `vt` into local `idx`.
    fn store(&self, st: &mut State, idx: usize, vt: Vt) -> Result<(), String> {
        let t = if vt == Vt::A {
            let t = st.pop()?;
            if !(t.is_ref() || matches!(t, Ty::RetAddr(_))) {
                return Err(format!("astore of {t:?}"));
            }
            t
        } else {
            st.pop_vt(vt)?
        };
        st.store(idx, t)
    }

    fn iinc(&self, st: &mut State, idx: usize) -> Result<(), String> {
        match st.locals.get(idx) {
            Some(Ty::Int) => {
                st.mark(idx);
                Ok(())
            }
            other => Err(format!("iinc of local {idx} holding {other:?}")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classfile::{CodeAttribute, Constant, ConstantPool, ExceptionTableEntry};

    // ---- opcodes used by the hand-assembled tests ----
    const NOP: u8 = 0x00;
    const ACONST_NULL: u8 = 0x01;
    const ICONST_0: u8 = 0x03;
    const ICONST_1: u8 = 0x04;
    const LCONST_1: u8 = 0x0a;
    const DCONST_1: u8 = 0x0f;
    const BIPUSH: u8 = 0x10;
    const ILOAD: u8 = 0x15;
    const ILOAD_0: u8 = 0x1a;
    const ILOAD_1: u8 = 0x1b;
    const ILOAD_2: u8 = 0x1c;
    const ILOAD_3: u8 = 0x1d;
    const LLOAD_0: u8 = 0x1e;
    const DLOAD_3: u8 = 0x29;
    const ALOAD_0: u8 = 0x2a;
    const ALOAD_1: u8 = 0x2b;
    const ALOAD_2: u8 = 0x2c;
    const ALOAD_3: u8 = 0x2d;
    const ISTORE: u8 = 0x36;
    const LSTORE: u8 = 0x37;
    const ASTORE: u8 = 0x3a;
    const ISTORE_1: u8 = 0x3c;
    const ISTORE_2: u8 = 0x3d;
    const ISTORE_3: u8 = 0x3e;
    const DSTORE_3: u8 = 0x4a;
    const ASTORE_1: u8 = 0x4c;
    const ASTORE_2: u8 = 0x4d;
    const ASTORE_3: u8 = 0x4e;
    const POP: u8 = 0x57;
    const POP2: u8 = 0x58;
    const DUP: u8 = 0x59;
    const LADD: u8 = 0x61;
    const DADD: u8 = 0x63;
    const IINC: u8 = 0x84;
    const IFEQ: u8 = 0x99;
    const IF_ICMPGE: u8 = 0xa2;
    const GOTO: u8 = 0xa7;
    const JSR: u8 = 0xa8;
    const RET: u8 = 0xa9;
    const TABLESWITCH: u8 = 0xaa;
    const LOOKUPSWITCH: u8 = 0xab;
    const ARETURN: u8 = 0xb0;
    const RETURN: u8 = 0xb1;
    const INVOKESPECIAL: u8 = 0xb7;
    const INVOKESTATIC: u8 = 0xb8;
    const NEW: u8 = 0xbb;
    const ATHROW: u8 = 0xbf;

    // ---- a tiny constant-pool builder and assembler ----

    struct Cp(Vec<Constant>);

    impl Cp {
        fn new() -> Cp {
            Cp(vec![Constant::Unusable])
        }
        fn add(&mut self, c: Constant) -> u16 {
            self.0.push(c);
            (self.0.len() - 1) as u16
        }
        fn utf8(&mut self, s: &str) -> u16 {
            self.add(Constant::Utf8(s.into()))
        }
        fn class(&mut self, name: &str) -> u16 {
            let n = self.utf8(name);
            self.add(Constant::Class(n))
        }
        fn method(&mut self, class: &str, name: &str, desc: &str) -> u16 {
            let c = self.class(class);
            let n = self.utf8(name);
            let d = self.utf8(desc);
            let nt = self.add(Constant::NameAndType(n, d));
            self.add(Constant::Methodref(c, nt))
        }
        fn build(self) -> ConstantPool {
            ConstantPool::new(self.0)
        }
    }

    #[derive(Default)]
    struct Asm {
        code: Vec<u8>,
        labels: HashMap<&'static str, usize>,
        /// (position of the offset, pc of the instruction, label, 4-byte offset)
        fixups: Vec<(usize, usize, &'static str, bool)>,
    }

    impl Asm {
        fn op(&mut self, bytes: &[u8]) -> &mut Self {
            self.code.extend_from_slice(bytes);
            self
        }
        fn op_u16(&mut self, op: u8, v: u16) -> &mut Self {
            self.code.push(op);
            self.code.extend_from_slice(&v.to_be_bytes());
            self
        }
        fn label(&mut self, name: &'static str) -> &mut Self {
            self.labels.insert(name, self.code.len());
            self
        }
        fn br(&mut self, op: u8, l: &'static str) -> &mut Self {
            let pc = self.code.len();
            self.code.extend_from_slice(&[op, 0, 0]);
            self.fixups.push((pc + 1, pc, l, false));
            self
        }
        fn pad(&mut self) {
            while self.code.len() & 3 != 0 {
                self.code.push(0);
            }
        }
        fn off32(&mut self, pc: usize, l: &'static str) {
            let at = self.code.len();
            self.code.extend_from_slice(&[0; 4]);
            self.fixups.push((at, pc, l, true));
        }
        fn tableswitch(&mut self, low: i32, default: &'static str, targets: &[&'static str]) -> &mut Self {
            let pc = self.code.len();
            self.code.push(TABLESWITCH);
            self.pad();
            self.off32(pc, default);
            self.code.extend_from_slice(&low.to_be_bytes());
            self.code
                .extend_from_slice(&(low + targets.len() as i32 - 1).to_be_bytes());
            for t in targets {
                self.off32(pc, t);
            }
            self
        }
        fn lookupswitch(&mut self, default: &'static str, pairs: &[(i32, &'static str)]) -> &mut Self {
            let pc = self.code.len();
            self.code.push(LOOKUPSWITCH);
            self.pad();
            self.off32(pc, default);
            self.code.extend_from_slice(&(pairs.len() as i32).to_be_bytes());
            for (k, t) in pairs {
                self.code.extend_from_slice(&k.to_be_bytes());
                self.off32(pc, t);
            }
            self
        }
        fn at(&self, l: &str) -> u32 {
            self.labels[l] as u32
        }
        fn finish(&self) -> Vec<u8> {
            let mut code = self.code.clone();
            for &(at, pc, l, wide) in &self.fixups {
                let off = self.labels[l] as i64 - pc as i64;
                if wide {
                    code[at..at + 4].copy_from_slice(&(off as i32).to_be_bytes());
                } else {
                    code[at..at + 2].copy_from_slice(&(off as i16).to_be_bytes());
                }
            }
            code
        }
        fn attr(&self, max_stack: u16, max_locals: u16, handlers: &[(&str, &str, &str, u16)]) -> CodeAttribute {
            CodeAttribute {
                max_stack,
                max_locals,
                code: self.finish(),
                exception_table: handlers
                    .iter()
                    .map(|&(s, e, h, t)| ExceptionTableEntry {
                        start_pc: self.at(s) as u16,
                        end_pc: self.at(e) as u16,
                        handler_pc: self.at(h) as u16,
                        catch_type: t,
                    })
                    .collect(),
                line_numbers: vec![],
                stack_map_table: None,
                local_variables: vec![],
            }
        }
    }

    /// (local refs, stack refs, stack depth) at `pc`.
    fn refs(m: &MethodRefMaps, pc: u32) -> (Vec<usize>, Vec<usize>, usize) {
        let r = m.at(pc).unwrap_or_else(|| panic!("no map at {pc}"));
        (r.local_refs().collect(), r.stack_refs().collect(), r.stack_depth())
    }

    fn check_consistent(m: &MethodRefMaps, max_locals: usize) {
        for &pc in &m.pcs {
            let r = m.at(pc).unwrap();
            let l: Vec<usize> = (0..max_locals + 70).filter(|&i| r.is_local_ref(i)).collect();
            assert_eq!(l, r.local_refs().collect::<Vec<_>>());
            let s: Vec<usize> = (0..r.stack_depth() + 70).filter(|&i| r.is_stack_ref(i)).collect();
            assert_eq!(s, r.stack_refs().collect::<Vec<_>>());
        }
    }

    fn empty_cp() -> ConstantPool {
        Cp::new().build()
    }

    #[test]
    fn straight_line() {
        let mut a = Asm::default();
        a.op(&[ALOAD_0]) // 0
            .op(&[ASTORE_2]) // 1
            .op(&[ILOAD_1]) // 2
            .op(&[ISTORE_3]) // 3
            .op(&[BIPUSH, 7]) // 4
            .op(&[POP]) // 6
            .op(&[ALOAD_2]) // 7
            .op(&[ILOAD_3]) // 8
            .op(&[POP]) // 9
            .op(&[ARETURN]); // 10
        let m = compute_raw(&a.attr(2, 4, &[]), &empty_cp(), "(Ljava/lang/Object;I)Ljava/lang/Object;", true, "T")
            .unwrap();
        check_consistent(&m, 4);
        assert_eq!(refs(&m, 0), (vec![0], vec![], 0));
        assert_eq!(refs(&m, 1), (vec![0], vec![0], 1));
        assert_eq!(refs(&m, 2), (vec![0, 2], vec![], 0));
        assert_eq!(refs(&m, 6), (vec![0, 2], vec![], 1));
        assert_eq!(refs(&m, 9), (vec![0, 2], vec![0], 2));
        assert_eq!(refs(&m, 10), (vec![0, 2], vec![0], 1));
        assert!(m.at(5).is_none(), "middle of bipush");
        assert!(m.at(11).is_none(), "past the end");
        let r = m.at(9).unwrap();
        assert!(r.is_local_ref(0) && !r.is_local_ref(1) && r.is_local_ref(2) && !r.is_local_ref(3));
        assert!(r.is_stack_ref(0) && !r.is_stack_ref(1) && !r.is_stack_ref(2));
        assert!(!r.is_local_ref(4) && !r.is_local_ref(1000));
    }

    #[test]
    fn instance_receiver_and_unreachable_code() {
        let mut a = Asm::default();
        a.op(&[ALOAD_0, ARETURN]).op(&[ACONST_NULL, ARETURN]);
        let m = compute_raw(&a.attr(1, 2, &[]), &empty_cp(), "(J)Ljava/lang/Object;", false, "T").unwrap_err();
        assert!(m.contains("max_locals"), "{m}");
        let m = compute_raw(&a.attr(1, 3, &[]), &empty_cp(), "(J)Ljava/lang/Object;", false, "T").unwrap();
        assert_eq!(refs(&m, 0), (vec![0], vec![], 0));
        assert_eq!(refs(&m, 1), (vec![0], vec![0], 1));
        assert!(m.at(2).is_none() && m.at(3).is_none(), "unreachable code has no map");
    }

    #[test]
    fn branch_merge_ref_with_int() {
        // static void f(int c, Object o): local 2 = c ? o : 0 (bad merge), local 1 stays a ref.
        let mut a = Asm::default();
        a.op(&[ILOAD_0])
            .br(IFEQ, "else")
            .op(&[ALOAD_1, ASTORE_2])
            .br(GOTO, "join")
            .label("else")
            .op(&[ICONST_0, ISTORE_2])
            .label("join")
            .op(&[RETURN]);
        let m = compute_raw(&a.attr(1, 3, &[]), &empty_cp(), "(ILjava/lang/Object;)V", true, "T").unwrap();
        assert_eq!(refs(&m, 6), (vec![1, 2], vec![], 0), "before goto: local 2 is a ref");
        assert_eq!(refs(&m, a.at("else")), (vec![1], vec![], 0));
        assert_eq!(refs(&m, a.at("join")), (vec![1], vec![], 0), "Ref merged with Int is not a ref");

        // Both branches store references: the merge stays a reference.
        let mut a = Asm::default();
        a.op(&[ILOAD_0])
            .br(IFEQ, "else")
            .op(&[ALOAD_1, ASTORE_2])
            .br(GOTO, "join")
            .label("else")
            .op(&[ACONST_NULL, ASTORE_2])
            .label("join")
            .op(&[ALOAD_2, ARETURN]);
        let m = compute_raw(&a.attr(1, 3, &[]), &empty_cp(), "(ILjava/lang/Object;)Ljava/lang/Object;", true, "T")
            .unwrap();
        assert_eq!(refs(&m, a.at("join")), (vec![1, 2], vec![], 0));
    }

    #[test]
    fn loop_with_new_dup_init() {
        // static Object f(int n) { Object o = null; for (int i = 0; i < n; i++) o = new Object(); return o; }
        let mut cp = Cp::new();
        let obj = cp.class("java/lang/Object");
        let init = cp.method("java/lang/Object", "<init>", "()V");
        let cp = cp.build();
        let mut a = Asm::default();
        a.op(&[ACONST_NULL, ASTORE_1, ICONST_0, ISTORE_2])
            .label("head")
            .op(&[ILOAD_2, ILOAD_0])
            .br(IF_ICMPGE, "end")
            .label("new")
            .op_u16(NEW, obj)
            .label("dup")
            .op(&[DUP])
            .label("init")
            .op_u16(INVOKESPECIAL, init)
            .label("store")
            .op(&[ASTORE_1])
            .op(&[IINC, 2, 1])
            .br(GOTO, "head")
            .label("end")
            .op(&[ALOAD_1, ARETURN]);
        let m = compute_raw(&a.attr(2, 3, &[]), &cp, "(I)Ljava/lang/Object;", true, "T").unwrap();
        check_consistent(&m, 3);
        assert_eq!(refs(&m, a.at("head")), (vec![1], vec![], 0));
        assert_eq!(refs(&m, a.at("new")), (vec![1], vec![], 0));
        assert_eq!(refs(&m, a.at("dup")), (vec![1], vec![0], 1), "uninitialized object is a ref");
        assert_eq!(refs(&m, a.at("init")), (vec![1], vec![0, 1], 2));
        assert_eq!(refs(&m, a.at("store")), (vec![1], vec![0], 1));
        assert_eq!(refs(&m, a.at("end")), (vec![1], vec![], 0));
    }

    #[test]
    fn uninitialized_in_local_becomes_initialized() {
        // new C; astore_1; aload_1; invokespecial <init>; aload_1; areturn
        let mut cp = Cp::new();
        let c = cp.class("C");
        let init = cp.method("C", "<init>", "()V");
        let cp = cp.build();
        let mut a = Asm::default();
        a.op_u16(NEW, c)
            .op(&[ASTORE_1])
            .op(&[ALOAD_1])
            .label("init")
            .op_u16(INVOKESPECIAL, init)
            .label("after")
            .op(&[ALOAD_1, ARETURN]);
        let m = compute_raw(&a.attr(1, 2, &[]), &cp, "()Ljava/lang/Object;", true, "T").unwrap();
        assert_eq!(refs(&m, 3), (vec![], vec![0], 1));
        assert_eq!(refs(&m, a.at("init")), (vec![1], vec![0], 1));
        assert_eq!(refs(&m, a.at("after")), (vec![1], vec![], 0));

        // A constructor: this is a reference before and after super().
        let mut cp = Cp::new();
        let init = cp.method("java/lang/Object", "<init>", "()V");
        let cp = cp.build();
        let mut a = Asm::default();
        a.op(&[ALOAD_0]).op_u16(INVOKESPECIAL, init).op(&[RETURN]);
        let m = compute_raw(&a.attr(1, 2, &[]), &cp, "(I)V", false, "T").unwrap();
        assert_eq!(refs(&m, 0), (vec![0], vec![], 0));
        assert_eq!(refs(&m, 1), (vec![0], vec![0], 1));
        assert_eq!(refs(&m, 4), (vec![0], vec![], 0));
    }

    #[test]
    fn long_and_double_slots() {
        // static void f(long a, Object o, double d): locals 0-1 long, 2 ref, 3-4 double
        let mut a = Asm::default();
        a.op(&[LLOAD_0, LCONST_1])
            .label("ladd")
            .op(&[LADD])
            .op(&[LSTORE, 5])
            .op(&[DLOAD_3, DCONST_1, DADD, DSTORE_3])
            .label("aload")
            .op(&[ALOAD_2])
            .op(&[DLOAD_3])
            .label("pop2")
            .op(&[POP2, POP])
            .op(&[RETURN]);
        let m = compute_raw(&a.attr(4, 7, &[]), &empty_cp(), "(JLjava/lang/Object;D)V", true, "T").unwrap();
        check_consistent(&m, 7);
        assert_eq!(refs(&m, a.at("ladd")), (vec![2], vec![], 4));
        assert_eq!(refs(&m, a.at("aload")), (vec![2], vec![], 0));
        assert_eq!(refs(&m, a.at("pop2")), (vec![2], vec![0], 3));

        // Overwriting the second half of a long invalidates it.
        let mut a = Asm::default();
        a.op(&[ACONST_NULL, ASTORE_1, LLOAD_0, POP2, RETURN]);
        let e = compute_raw(&a.attr(2, 3, &[]), &empty_cp(), "(J)V", true, "T").unwrap_err();
        assert!(e.contains("pc 2"), "{e}");
        // pop of half a long is rejected.
        let mut a = Asm::default();
        a.op(&[LLOAD_0, POP, POP, RETURN]);
        assert!(compute_raw(&a.attr(2, 2, &[]), &empty_cp(), "(J)V", true, "T").is_err());
    }

    #[test]
    fn exception_handlers() {
        // static void f(Object a)
        let mut a = Asm::default();
        a.label("s0")
            .op(&[ALOAD_0, ASTORE_1]) // local1 = ref
            .label("s1")
            .op(&[ICONST_0, ISTORE_2]) // local2 = int
            .op(&[ALOAD_0, POP])
            .label("e1")
            .op(&[ICONST_1, ISTORE_1]) // local1 = int
            .label("e0")
            .op(&[RETURN])
            .label("h0")
            .op(&[ASTORE_2, RETURN])
            .label("h1")
            .op(&[POP, ALOAD_1, POP, RETURN]);
        let attr = a.attr(1, 3, &[("s0", "e0", "h0", 0), ("s1", "e1", "h1", 0)]);
        let m = compute_raw(&attr, &empty_cp(), "(Ljava/lang/Object;)V", true, "T").unwrap();
        check_consistent(&m, 3);
        // Handler 0 sees local 1 as Top, Ref and Int: not a ref. Stack = [exception].
        assert_eq!(refs(&m, a.at("h0")), (vec![0], vec![0], 1));
        // Handler 1's range has local 1 a ref throughout.
        assert_eq!(refs(&m, a.at("h1")), (vec![0, 1], vec![0], 1));

        // The locals after a store at the end of the range flow to the handler.
        let mut a = Asm::default();
        a.op(&[ALOAD_0, ASTORE_1])
            .label("s")
            .op(&[ICONST_0, ISTORE_1])
            .label("e")
            .op(&[RETURN])
            .label("h")
            .op(&[POP, RETURN]);
        let m = compute_raw(&a.attr(1, 2, &[("s", "e", "h", 0)]), &empty_cp(), "(Ljava/lang/Object;)V", true, "T")
            .unwrap();
        assert_eq!(refs(&m, a.at("h")), (vec![0], vec![0], 1));
    }

    #[test]
    fn switches() {
        for lookup in [false, true] {
            for pad in 0..4 {
                let mut a = Asm::default();
                for _ in 0..pad {
                    a.op(&[NOP]);
                }
                a.op(&[ILOAD_0]);
                if lookup {
                    a.lookupswitch("c", &[(5, "a"), (100, "b")]);
                } else {
                    a.tableswitch(0, "c", &["a", "b"]);
                }
                a.label("a")
                    .op(&[ALOAD_1, ASTORE_2])
                    .br(GOTO, "j")
                    .label("b")
                    .op(&[ACONST_NULL, ASTORE_2])
                    .br(GOTO, "j")
                    .label("c")
                    .op(&[ICONST_0, ISTORE_2, ACONST_NULL, ARETURN])
                    .label("j")
                    .op(&[ALOAD_2, ARETURN]);
                let m = compute_raw(&a.attr(1, 3, &[]), &empty_cp(), "(ILjava/lang/Object;)Ljava/lang/Object;", true, "T")
                    .unwrap();
                assert_eq!(refs(&m, a.at("a")), (vec![1], vec![], 0));
                assert_eq!(refs(&m, a.at("j")), (vec![1, 2], vec![], 0));
                assert_eq!(refs(&m, a.at("c") + 2), (vec![1], vec![], 0));
                assert!(m.at(pad + 2).is_none(), "inside the switch");
            }
        }
    }

    /// try/finally as javac 1.3 compiled it, with two call sites of the subroutine.
    ///
    /// ```text
    /// static Object f(Object a, int i) {
    ///     Object o = a; Object r6 = a; x3 = i;
    ///     try { ... } finally { Object r5 = a; int r6 = 0; }
    /// }
    /// ```
    fn jsr_method() -> Asm {
        let mut a = Asm::default();
        a.op(&[ALOAD_0, ASTORE_2]) // o = a
            .label("try")
            .op(&[ALOAD_0, ASTORE, 6]) // local 6 = ref (the subroutine makes it an int)
            .op(&[ILOAD_1, ISTORE_3]) // local 3 = int at site 1
            .label("jsr1")
            .br(JSR, "fin")
            .label("after1")
            .op(&[ALOAD_2, ARETURN])
            .label("handler")
            .op(&[ASTORE_3]) // local 3 = exception at site 2
            .label("jsr2")
            .br(JSR, "fin")
            .label("after2")
            .op(&[ALOAD_3, ATHROW])
            .label("fin")
            .op(&[ASTORE, 4]) // return address
            .op(&[ALOAD_0, ASTORE, 5])
            .op(&[ICONST_0, ISTORE, 6])
            .label("ret")
            .op(&[RET, 4]);
        a
    }

    #[test]
    fn jsr_ret_try_finally() {
        let a = jsr_method();
        let attr = a.attr(2, 7, &[("try", "jsr1", "handler", 0)]);
        let m = compute_raw(&attr, &empty_cp(), "(Ljava/lang/Object;I)Ljava/lang/Object;", true, "T").unwrap();
        check_consistent(&m, 7);
        // At the jsr sites.
        assert_eq!(refs(&m, a.at("jsr1")), (vec![0, 2, 6], vec![], 0));
        assert_eq!(refs(&m, a.at("jsr2")), (vec![0, 2, 3], vec![], 0));
        // Subroutine entry: the return address is on the stack (not a ref);
        // local 3 merges Int and Ref; local 6 merges Ref and Top.
        assert_eq!(refs(&m, a.at("fin")), (vec![0, 2], vec![], 1));
        assert_eq!(refs(&m, a.at("ret")), (vec![0, 2, 5], vec![], 0));
        // After the returns: locals the subroutine did not touch come from the
        // jsr site (local 3 is an int after site 1, the exception after site 2);
        // the ones it wrote come from the ret (5 a ref, 6 an int, 4 a return address).
        assert_eq!(refs(&m, a.at("after1")), (vec![0, 2, 5], vec![], 0));
        assert_eq!(refs(&m, a.at("after2")), (vec![0, 2, 3, 5], vec![], 0));
        assert_eq!(refs(&m, a.at("handler")), (vec![0, 2], vec![0], 1));
    }

    #[test]
    fn jsr_ret_nested_and_shared() {
        // Outer subroutine calls an inner one that writes local 3; two call
        // sites of the outer one disagree on local 1.
        let mut a = Asm::default();
        a.op(&[ALOAD_0, ASTORE_1])
            .br(JSR, "outer")
            .label("after1")
            .op(&[ALOAD_1, POP, ALOAD_3, POP])
            .op(&[ICONST_0, ISTORE_1])
            .br(JSR, "outer")
            .label("after2")
            .op(&[ILOAD_1, POP, ALOAD_3, POP, RETURN])
            .label("outer")
            .op(&[ASTORE_2])
            .label("call_inner")
            .br(JSR, "inner")
            .label("back")
            .op(&[RET, 2])
            .label("inner")
            .op(&[ASTORE, 4, ALOAD_0, ASTORE_3, RET, 4]);
        let m = compute_raw(&a.attr(1, 5, &[]), &empty_cp(), "(Ljava/lang/Object;)V", true, "T").unwrap();
        check_consistent(&m, 5);
        assert_eq!(refs(&m, a.at("after1")), (vec![0, 1, 3], vec![], 0));
        assert_eq!(refs(&m, a.at("after2")), (vec![0, 3], vec![], 0));
        assert_eq!(refs(&m, a.at("outer")), (vec![0], vec![], 1), "local 1 merges Ref and Int");
        assert_eq!(refs(&m, a.at("back")), (vec![0, 3], vec![], 0));

        // ret through a local that is not a return address.
        let mut a = Asm::default();
        a.op(&[ALOAD_0, ASTORE_1, RET, 1]);
        let e = compute_raw(&a.attr(1, 2, &[]), &empty_cp(), "(Ljava/lang/Object;)V", true, "T").unwrap_err();
        assert!(e.contains("ret"), "{e}");
    }

    #[test]
    fn jsr_subroutine_keeps_caller_stack() {
        // A jsr with a reference on the stack: it stays a ref after the return.
        let mut a = Asm::default();
        a.op(&[ALOAD_0])
            .br(JSR, "sub")
            .label("after")
            .op(&[ARETURN])
            .label("sub")
            .op(&[ASTORE_1, RET, 1]);
        let m = compute_raw(&a.attr(2, 2, &[]), &empty_cp(), "(Ljava/lang/Object;)Ljava/lang/Object;", true, "T")
            .unwrap();
        assert_eq!(refs(&m, a.at("sub")), (vec![0], vec![0], 2));
        assert_eq!(refs(&m, a.at("after")), (vec![0], vec![0], 1));
    }

    #[test]
    fn invoke_descriptors() {
        let mut cp = Cp::new();
        let g = cp.method("T", "g", "(J[ILjava/lang/String;D)[[J");
        let cp = cp.build();
        let mut a = Asm::default();
        a.op(&[LCONST_1, ACONST_NULL, ALOAD_0, DCONST_1])
            .label("call")
            .op_u16(INVOKESTATIC, g)
            .label("after")
            .op(&[ARETURN]);
        let m = compute_raw(&a.attr(7, 1, &[]), &cp, "(Ljava/lang/Object;)Ljava/lang/Object;", true, "T").unwrap();
        assert_eq!(refs(&m, a.at("call")), (vec![0], vec![2, 3], 6));
        assert_eq!(refs(&m, a.at("after")), (vec![0], vec![0], 1));
    }

    #[test]
    fn malformed_code_is_rejected() {
        let cp = empty_cp();
        let desc = "(ILjava/lang/Object;)V";
        let bad: Vec<(Vec<u8>, u16, u16, &str)> = vec![
            (vec![], 1, 2, "empty"),
            (vec![ICONST_0], 1, 2, "falls off the end"),
            (vec![POP, RETURN], 1, 2, "underflow"),
            (vec![ILOAD_1, POP, RETURN], 1, 2, "load of I from a ref"),
            (vec![ALOAD_0, POP, RETURN], 1, 2, "load of A from an int"),
            (vec![ALOAD_1, ALOAD_1, POP2, RETURN], 1, 2, "max_stack"),
            (vec![GOTO, 0, 2, RETURN], 1, 2, "branch into an instruction"),
            (vec![GOTO, 0x7f, 0, RETURN], 1, 2, "branch out of the code"),
            (vec![ILOAD, 9, POP, RETURN], 1, 2, "local out of range"),
            (vec![0xcb, RETURN], 1, 2, "illegal opcode"),
            (vec![BIPUSH], 1, 2, "truncated"),
            // depth mismatch at a join: ifeq with 1 vs 0 items
            (vec![ALOAD_1, ILOAD_0, IFEQ, 0, 4, POP, RETURN], 2, 2, "depth mismatch"),
        ];
        for (code, ms, ml, what) in bad {
            let attr = CodeAttribute {
                max_stack: ms,
                max_locals: ml,
                code,
                exception_table: vec![],
                line_numbers: vec![],
                stack_map_table: None,
                local_variables: vec![],
            };
            let r = compute_raw(&attr, &cp, desc, true, "T");
            assert!(r.is_err(), "{what}: accepted");
        }
        // A bad exception table entry.
        let attr = CodeAttribute {
            max_stack: 1,
            max_locals: 2,
            code: vec![NOP, RETURN],
            exception_table: vec![ExceptionTableEntry { start_pc: 1, end_pc: 1, handler_pc: 0, catch_type: 0 }],
            line_numbers: vec![],
            stack_map_table: None,
            local_variables: vec![],
        };
        assert!(compute_raw(&attr, &cp, desc, true, "T").is_err());
    }

    // ---- real class files ----

    fn javac_available() -> bool {
        std::process::Command::new("javac")
            .arg("-version")
            .output()
            .map(|o| o.status.success())
            .unwrap_or(false)
    }

    fn temp_dir(tag: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("rjvm-refmap-{}-{}", std::process::id(), tag));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).unwrap();
        d
    }

    fn class_files(dir: &std::path::Path) -> Vec<(String, Vec<u8>)> {
        let mut out = vec![];
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "class") {
                    out.push((p.display().to_string(), std::fs::read(&p).unwrap()));
                }
            }
        }
        out.sort();
        out
    }

    fn javac(args: &[&str]) -> bool {
        let out = std::process::Command::new("javac").args(args).output().unwrap();
        if !out.status.success() {
            eprintln!("javac failed: {}", String::from_utf8_lossy(&out.stderr));
        }
        out.status.success()
    }


    /// Slot classes declared by a StackMapTable frame.
    #[derive(Clone, Copy, PartialEq, Debug)]
    enum Decl {
        Unknown,
        NonRef,
        Ref,
    }

    /// Reads one verification_type_info; pushes the slots it covers.
    fn read_vti(b: &[u8], i: &mut usize, out: &mut Vec<Decl>) {
        let tag = b[*i];
        *i += 1;
        match tag {
            0 => out.push(Decl::Unknown),
            1 | 2 => out.push(Decl::NonRef),
            3 | 4 => out.extend([Decl::NonRef, Decl::NonRef]),
            5 | 6 => out.push(Decl::Ref),
            7 | 8 => {
                *i += 2;
                out.push(Decl::Ref);
            }
            _ => panic!("bad verification type {tag}"),
        }
    }

    /// Cross-checks the maps against javac's StackMapTable: every slot a frame
    /// declares as a reference must be a reference in the map, every slot it
    /// declares as a primitive must not be, and stack depths must agree.
    /// Returns the number of frames checked.
    fn check_stack_map(code: &CodeAttribute, m: &MethodRefMaps, desc: &str, is_static: bool) -> Result<usize, String> {
        let Some(b) = &code.stack_map_table else { return Ok(0) };
        // Frame locals are kept as a list of VTIs (chop removes whole VTIs),
        // starting from the implicit initial frame of the descriptor.
        let mut groups: Vec<Vec<Decl>> = vec![];
        if !is_static {
            groups.push(vec![Decl::Ref]);
        }
        for p in method_desc(desc)?.0 {
            groups.push(match p {
                Vt::I | Vt::F => vec![Decl::NonRef],
                Vt::J | Vt::D => vec![Decl::NonRef, Decl::NonRef],
                Vt::A => vec![Decl::Ref],
            });
        }
        let n = u16::from_be_bytes([b[0], b[1]]) as usize;
        let mut i = 2;
        let mut pc: i64 = -1;
        let mut checked = 0;
        for _ in 0..n {
            let ft = b[i];
            i += 1;
            let mut stack = vec![];
            let delta = match ft {
                0..=63 => ft as usize,
                64..=127 => {
                    read_vti(b, &mut i, &mut stack);
                    ft as usize - 64
                }
                247 => {
                    let d = u16::from_be_bytes([b[i], b[i + 1]]) as usize;
                    i += 2;
                    read_vti(b, &mut i, &mut stack);
                    d
                }
                248..=251 => {
                    let d = u16::from_be_bytes([b[i], b[i + 1]]) as usize;
                    i += 2;
                    if ft < 251 {
                        for _ in 0..251 - ft {
                            groups.pop();
                        }
                    }
                    d
                }
                252..=254 => {
                    let d = u16::from_be_bytes([b[i], b[i + 1]]) as usize;
                    i += 2;
                    for _ in 0..ft - 251 {
                        let mut g = vec![];
                        read_vti(b, &mut i, &mut g);
                        groups.push(g);
                    }
                    d
                }
                255 => {
                    let d = u16::from_be_bytes([b[i], b[i + 1]]) as usize;
                    i += 2;
                    let nl = u16::from_be_bytes([b[i], b[i + 1]]) as usize;
                    i += 2;
                    groups.clear();
                    for _ in 0..nl {
                        let mut g = vec![];
                        read_vti(b, &mut i, &mut g);
                        groups.push(g);
                    }
                    let ns = u16::from_be_bytes([b[i], b[i + 1]]) as usize;
                    i += 2;
                    for _ in 0..ns {
                        read_vti(b, &mut i, &mut stack);
                    }
                    d
                }
                _ => return Err(format!("reserved frame type {ft}")),
            };
            pc += delta as i64 + 1;
            let Some(r) = m.at(pc as u32) else { continue };
            checked += 1;
            if r.stack_depth() != stack.len() {
                return Err(format!("pc {pc}: depth {} vs {}", r.stack_depth(), stack.len()));
            }
            for (k, d) in stack.iter().enumerate() {
                match d {
                    Decl::Ref if !r.is_stack_ref(k) => return Err(format!("pc {pc}: stack {k} should be a ref")),
                    Decl::NonRef if r.is_stack_ref(k) => return Err(format!("pc {pc}: stack {k} is not a ref")),
                    _ => {}
                }
            }
            for (k, d) in groups.iter().flatten().enumerate() {
                match d {
                    Decl::Ref if !r.is_local_ref(k) => return Err(format!("pc {pc}: local {k} should be a ref")),
                    Decl::NonRef if r.is_local_ref(k) => return Err(format!("pc {pc}: local {k} is not a ref")),
                    _ => {}
                }
            }
        }
        Ok(checked)
    }

    /// Runs compute_raw on every method with code; returns the number analysed.
    fn analyse_all(classes: &[(String, Vec<u8>)]) -> usize {
        let mut n = 0;
        let mut quick_declined = 0;
        let mut frames = 0;
        let mut failures = vec![];
        let t0 = std::time::Instant::now();
        for (path, bytes) in classes {
            let cf = crate::classfile::parse(bytes).unwrap_or_else(|e| panic!("{path}: {e}"));
            for mi in &cf.methods {
                let Some(code) = &mi.code else { continue };
                n += 1;
                match compute_raw(code, &cf.constant_pool, &mi.descriptor, mi.is_static(), &cf.name) {
                    Err(e) => failures.push(format!("{}.{}{}: {e}", cf.name, mi.name, mi.descriptor)),
                    Ok(m) => {
                        let two_pass = compute_with(code, &cf.constant_pool, &mi.descriptor, mi.is_static(), false);
                        if two_pass.as_ref() != Ok(&m) {
                            failures.push(format!("{}.{}{}: the fast analysis and the plain one differ", cf.name, mi.name, mi.descriptor));
                        }
                        // The quick depths, where that pass answers, are the maps' depths.
                        if let Some(q) = quick_stack_depths(code, &cf.constant_pool) {
                            let reached = q.iter().filter(|&&d| d != u32::MAX).count();
                            let same = m.pcs.len() == reached && m.pcs.iter().zip(&m.depths).all(|(&pc, &d)| q[pc as usize] == d);
                            if !same {
                                failures.push(format!("{}.{}{}: quick stack depths differ from the maps'", cf.name, mi.name, mi.descriptor));
                            }
                        } else {
                            quick_declined += 1;
                        }
                        match check_stack_map(code, &m, &mi.descriptor, mi.is_static()) {
                            Ok(k) => frames += k,
                            Err(e) => failures.push(format!(
                                "{}.{}{}: StackMapTable disagrees: {e}",
                                cf.name, mi.name, mi.descriptor
                            )),
                        }
                    }
                }
            }
        }
        assert!(failures.is_empty(), "{} failures:\n{}", failures.len(), failures.join("\n"));
        eprintln!(
            "{n} methods analysed, {frames} StackMapTable frames cross-checked in {:?}; quick depths declined {quick_declined}",
            t0.elapsed()
        );
        n
    }

    const SAMPLE: &str = r#"
public class RefMapSample {
    static Object f(int a, String s) { Object o = s; int k = a; g(o, k); return o; }
    static void g(Object o, int k) {}
    long h(long x, double y, Object z) { long w = x + 1; Object q = z; g(q, (int) w); return w + (long) y; }
    Object t(Object a) {
        try { g(a, 1); } catch (RuntimeException e) { g(e, 2); } finally { g(null, 3); }
        synchronized (a) { g(a, 4); }
        StringBuilder sb = new StringBuilder(String.valueOf(a));
        return sb;
    }
    int sw(String s) { switch (s) { case "a": return 1; case "b": return 2; default: return 0; } }
    int tsw(int k) { switch (k) { case 1: return 5; case 2: return 7; case 3: return 9; case 1000: return 1; default: return 0; } }
    Runnable lam(Object x) { return () -> g(x, 5); }
    String cat(String a, int b, long c) { return a + b + c; }
    int[][] arr(int n) { int[][] r = new int[n][n]; long[] l = new long[n]; Object[] o = new Object[n]; r[0][0] = (int) l[0] + o.length; return r; }
    double loop(double[] d) { double s = 0; for (int i = 0; i < d.length; i++) { s += d[i]; if (s > 10) break; } return s; }
    static <T extends Comparable<T>> T max(T a, T b) { return a.compareTo(b) >= 0 ? a : b; }
    RefMapSample() { this(1); }
    RefMapSample(int x) { super(); }
    Object tern(boolean c, Object a) { Object r = c ? new Object() : a; return r; }
}
"#;

    /// pc of the first invoke whose target method is named `name`.
    fn find_call(cf: &crate::classfile::ClassFile, code: &[u8], name: &str) -> u32 {
        let mut pc = 0;
        while pc < code.len() {
            let op = code[pc];
            if (0xb6..=0xb9).contains(&op) {
                let idx = u16::from_be_bytes([code[pc + 1], code[pc + 2]]);
                if let Ok((_, n, _)) = cf.constant_pool.member_ref(idx) {
                    if &**n == name {
                        return pc as u32;
                    }
                }
            }
            pc += insn_length(code, pc).unwrap();
        }
        panic!("no call to {name}");
    }

    fn sample_classes(tag: &str, release: &str) -> Option<Vec<(String, Vec<u8>)>> {
        if !javac_available() {
            eprintln!("javac not found; skipping");
            return None;
        }
        let dir = temp_dir(tag);
        let src = dir.join("RefMapSample.java");
        std::fs::write(&src, SAMPLE).unwrap();
        let out = dir.join("out");
        assert!(javac(&["--release", release, "-d", out.to_str().unwrap(), src.to_str().unwrap()]));
        let classes = class_files(&out);
        let _ = std::fs::remove_dir_all(&dir);
        Some(classes)
    }

    fn check_sample(classes: &[(String, Vec<u8>)]) {
        assert!(analyse_all(classes) >= 15);
        let (_, bytes) = classes.iter().find(|(p, _)| p.ends_with("/RefMapSample.class")).unwrap();
        let cf = crate::classfile::parse(bytes).unwrap();
        let get = |name: &str, desc: &str| {
            let mi = cf.method(name, desc).unwrap();
            let code = mi.code.as_ref().unwrap();
            let m = compute_raw(code, &cf.constant_pool, desc, mi.is_static(), &cf.name).unwrap();
            (code.clone(), m)
        };

        // f(int a, String s): locals 0 int, 1 s, 2 o, 3 k; stack [o, k] at the call.
        let (code, m) = get("f", "(ILjava/lang/String;)Ljava/lang/Object;");
        let pc = find_call(&cf, &code.code, "g");
        assert_eq!(refs(&m, pc), (vec![1, 2], vec![0], 2));
        let r = m.at(pc).unwrap();
        assert!(!r.is_local_ref(0) && r.is_local_ref(1) && r.is_local_ref(2) && !r.is_local_ref(3));

        // h(long x, double y, Object z): 0 this, 1-2 x, 3-4 y, 5 z, 6-7 w, 8 q.
        let (code, m) = get("h", "(JDLjava/lang/Object;)J");
        let pc = find_call(&cf, &code.code, "g");
        assert_eq!(refs(&m, pc), (vec![0, 5, 8], vec![0], 2));

        // t: new StringBuilder(String.valueOf(a)): [uninit, uninit, a] at valueOf.
        let (code, m) = get("t", "(Ljava/lang/Object;)Ljava/lang/Object;");
        let pc = find_call(&cf, &code.code, "valueOf");
        let (l, s, d) = refs(&m, pc);
        assert_eq!((s, d), (vec![0, 1, 2], 3));
        assert!(l.contains(&0) && l.contains(&1));
        // Every handler starts with exactly the exception on the stack.
        for e in &code.exception_table {
            let (_, s, d) = refs(&m, e.handler_pc as u32);
            assert_eq!((s, d), (vec![0], 1));
        }
        // The constructor call itself: the receiver and its copy are refs until <init>.
        let pc = find_call(&cf, &code.code, "<init>");
        let (_, s, d) = refs(&m, pc);
        assert_eq!((s, d), (vec![0, 1, 2], 3));
        let (_, s, d) = refs(&m, pc + 3);
        assert_eq!((s, d), (vec![0], 1));

        // A constructor: `this` is a ref before super().
        let (code, m) = get("<init>", "(I)V");
        let pc = find_call(&cf, &code.code, "<init>");
        assert_eq!(refs(&m, pc), (vec![0], vec![0], 1));
    }

    #[test]
    fn javac_sample_release_17() {
        if let Some(classes) = sample_classes("s17", "17") {
            check_sample(&classes);
        }
    }

    #[test]
    fn javac_sample_release_8() {
        if let Some(classes) = sample_classes("s8", "8") {
            check_sample(&classes);
        }
    }

    #[test]
    fn jdk_stubs_all_methods() {
        if !javac_available() {
            eprintln!("javac not found; skipping");
            return;
        }
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../jdk-stubs/src");
        if !src.is_dir() {
            eprintln!("no jdk-stubs; skipping");
            return;
        }
        let mut files = vec![];
        let mut stack = vec![src.clone()];
        while let Some(d) = stack.pop() {
            for e in std::fs::read_dir(&d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    stack.push(p);
                } else if p.extension().is_some_and(|x| x == "java") {
                    files.push(p.display().to_string());
                }
            }
        }
        let dir = temp_dir("stubs");
        let boot = dir.join("emptyboot");
        let out = dir.join("out");
        std::fs::create_dir_all(&boot).unwrap();
        let mut args: Vec<&str> = vec![
            "-source",
            "8",
            "-target",
            "8",
            "-nowarn",
            "-Xlint:-options",
            "-bootclasspath",
            boot.to_str().unwrap(),
            "-sourcepath",
            src.to_str().unwrap(),
            "-d",
            out.to_str().unwrap(),
        ];
        args.extend(files.iter().map(|s| s.as_str()));
        assert!(javac(&args), "compiling jdk-stubs failed");
        let classes = class_files(&out);
        let _ = std::fs::remove_dir_all(&dir);
        let n = analyse_all(&classes);
        eprintln!("jdk-stubs: {} classes, {n} methods analysed", classes.len());
        assert!(n > 100);
    }

    #[test]
    fn test_programs_all_methods() {
        if !javac_available() {
            eprintln!("javac not found; skipping");
            return;
        }
        let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/java");
        let Ok(rd) = std::fs::read_dir(&src) else {
            eprintln!("no tests/java; skipping");
            return;
        };
        let mut files: Vec<String> = rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "java"))
            .map(|p| p.display().to_string())
            .collect();
        files.sort();
        let dir = temp_dir("progs");
        let out = dir.join("all");
        let mut args = vec!["-nowarn", "-d", out.to_str().unwrap()];
        args.extend(files.iter().map(|s| s.as_str()));
        let mut classes = vec![];
        if javac(&args) {
            classes = class_files(&out);
        } else {
            // Compile one by one (e.g. clashing class names across files).
            for (k, f) in files.iter().enumerate() {
                let o = dir.join(format!("f{k}"));
                if javac(&["-nowarn", "-d", o.to_str().unwrap(), f]) {
                    classes.extend(class_files(&o));
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        let n = analyse_all(&classes);
        eprintln!("tests/java: {} classes, {n} methods analysed", classes.len());
        assert!(n > 100);
    }

    /// Every method of a directory of class files (`RJVM_REFMAP_CORPUS`, e.g.
    /// `jimage extract --dir D $JAVA_HOME/lib/modules`), analysed both ways
    /// and checked against its StackMapTable.
    #[test]
    #[ignore = "needs RJVM_REFMAP_CORPUS, a directory of class files"]
    fn corpus() {
        let dir = std::env::var("RJVM_REFMAP_CORPUS").expect("set RJVM_REFMAP_CORPUS to a directory of class files");
        let classes = class_files(std::path::Path::new(&dir));
        let n = analyse_all(&classes);
        assert!(n > 1000, "{n}");
    }

    // ---- robustness ----

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }
        fn below(&mut self, n: usize) -> usize {
            (self.next() % n.max(1) as u64) as usize
        }
    }

    fn mutate(rng: &mut Rng, base: &CodeAttribute) -> CodeAttribute {
        let mut c = base.clone();
        match rng.below(10) {
            8 | 9 => {
                // Replace an instruction by another of the same length.
                let mut starts = vec![];
                let mut pc = 0;
                while let Some(l) = insn_length(&c.code, pc) {
                    starts.push((pc, l));
                    pc += l;
                    if pc >= c.code.len() {
                        break;
                    }
                }
                if !starts.is_empty() {
                    let (pc, l) = starts[rng.below(starts.len())];
                    for _ in 0..64 {
                        let op = rng.next() as u8;
                        if op != 0xc4 && insn_length(&[op, 0, 0, 0, 0, 0, 0, 0], 0) == Some(l) {
                            c.code[pc] = op;
                            break;
                        }
                    }
                }
            }
            0..=3 => {
                for _ in 0..1 + rng.below(3) {
                    if !c.code.is_empty() {
                        let i = rng.below(c.code.len());
                        c.code[i] = rng.next() as u8;
                    }
                }
            }
            4 => {
                let n = rng.below(c.code.len() + 1);
                c.code.truncate(n);
            }
            5 => {
                c.max_stack = rng.below(8) as u16;
                c.max_locals = rng.below(8) as u16;
            }
            6 => {
                let len = c.code.len() as u16 + 2;
                c.exception_table.push(ExceptionTableEntry {
                    start_pc: rng.below(len as usize) as u16,
                    end_pc: rng.below(len as usize) as u16,
                    handler_pc: rng.below(len as usize) as u16,
                    catch_type: 0,
                });
            }
            _ => {
                // Shuffle a byte range.
                if c.code.len() > 2 {
                    let i = rng.below(c.code.len() - 1);
                    c.code.swap(i, i + 1);
                }
            }
        }
        c
    }

    #[test]
    fn fuzz_mutations_never_panic() {
        let mut inputs: Vec<(CodeAttribute, ConstantPool, String, bool)> = vec![];
        let a = jsr_method();
        inputs.push((
            a.attr(2, 7, &[("try", "jsr1", "handler", 0)]),
            empty_cp(),
            "(Ljava/lang/Object;I)Ljava/lang/Object;".into(),
            true,
        ));
        if let Some(classes) = sample_classes("fuzz", "8") {
            for (_, bytes) in &classes {
                let cf = crate::classfile::parse(bytes).unwrap();
                for mi in &cf.methods {
                    if let Some(code) = &mi.code {
                        inputs.push((code.clone(), cf.constant_pool.clone(), mi.descriptor.to_string(), mi.is_static()));
                    }
                }
            }
        }
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let (mut ok, mut err) = (0, 0);
        for round in 0..20_000 {
            let (base, cp, desc, is_static) = &inputs[round % inputs.len()];
            let mut c = mutate(&mut rng, base);
            if rng.below(4) == 0 {
                c = mutate(&mut rng, &c);
            }
            match compute_raw(&c, cp, desc, *is_static, "T") {
                Ok(m) => {
                    ok += 1;
                    for pc in 0..c.code.len() as u32 + 2 {
                        if let Some(r) = m.at(pc) {
                            let _ = r.local_refs().count() + r.stack_refs().count();
                        }
                    }
                }
                Err(_) => err += 1,
            }
        }
        eprintln!("fuzz: {ok} accepted, {err} rejected");
        assert!(err > 0);
    }

    #[test]
    fn hostile_sizes_are_bounded() {
        // Many blocks and 65535 locals: bounded time and memory.
        let mut code = vec![];
        for _ in 0..10_000 {
            code.extend_from_slice(&[ILOAD_0, IFEQ, 0, 3]);
        }
        code.push(RETURN);
        // Straight-line code whose every map differs, with 65535 locals.
        let mut code2 = vec![];
        for k in 0..6_000u32 {
            let slot = (k % 200) as u8;
            code2.extend_from_slice(&[ACONST_NULL, ASTORE, slot, ICONST_0, ISTORE, slot.wrapping_add(1)]);
        }
        code2.push(RETURN);
        for (code, what) in [(code, "blocks"), (code2, "maps")] {
            let attr = CodeAttribute {
                max_stack: 2,
                max_locals: 65535,
                code,
                exception_table: vec![],
                line_numbers: vec![],
                stack_map_table: None,
                local_variables: vec![],
            };
            let t0 = std::time::Instant::now();
            let r = compute_raw(&attr, &empty_cp(), "(I)V", true, "T");
            let dt = t0.elapsed();
            eprintln!("{what}: {:?} in {dt:?}", r.as_ref().map(|_| ()));
            assert!(dt < std::time::Duration::from_secs(10), "{what}: took {dt:?}");
        }
    }

    #[test]
    fn big_switch_and_work_bound() {
        // A long chain of blocks with many locals stays well within the bound.
        let mut a = Asm::default();
        let labels: Vec<&'static str> =
            (0..300).map(|i| &*Box::leak(format!("l{i}").into_boxed_str())).collect();
        a.op(&[ILOAD_0]).tableswitch(0, "end", &labels);
        for (i, l) in labels.iter().enumerate() {
            a.label(l).op(&[ALOAD_1, ASTORE, (2 + i % 200) as u8]).br(GOTO, "end");
        }
        a.label("end").op(&[RETURN]);
        let m = compute_raw(&a.attr(1, 210, &[]), &empty_cp(), "(ILjava/lang/Object;)V", true, "T").unwrap();
        let (l, _, _) = refs(&m, a.at("end"));
        assert_eq!(l, vec![1]);
        let _ = (ILOAD_2, ILOAD_3, ALOAD_3, ISTORE_1, ISTORE_2, ASTORE_3);
    }
}
