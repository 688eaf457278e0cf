//! Register-form translation of straight-line stack code.
//!
//! A stack machine spends most of an array or numeric loop moving values
//! between locals and the operand stack: `ci[j] += aip * bp[j]` is eleven
//! bytecodes, of which six only push a local or duplicate the stack. This
//! pass rewrites runs of such code into three-address instructions whose
//! operands are *frame slots* decided here, at translation (wasmi's register
//! machine, Dalvik): a local is its own slot, and an intermediate value goes
//! to the operand-stack slot the stack machine would have put it in
//! (`max_locals + depth`). The statement above becomes two array loads, a
//! multiply, an add and an array store, each with its operand slots in the
//! instruction, and every operand shape gets its own handler in the dispatch
//! loop (no second dispatch on an operator byte).
//!
//! Invariants (what keeps the rest of the VM unaware of this pass):
//!
//! * **Groups are whole statements inside one basic block.** A group starts
//!   anywhere, contains no other entry point (branch or handler target,
//!   handler boundary, subroutine return), and ends with an empty symbolic
//!   stack: after a store, an array store or a conditional branch. So `sp`
//!   is the same before and after, and no instruction in a group moves it;
//!   locals are written only by the stores of the bytecode, with the same
//!   values and in the same order.
//! * **Straight-line dispatch.** A group of `n` instructions becomes `r`
//!   register instructions at the group's first `r` indexes; the other
//!   `n - r` are dropped when the code is compacted (`code.rs:decode`
//!   renumbers branch targets, handler ranges and switch tables). Every
//!   register instruction goes on at `pc + 1`, a constant: the next
//!   instruction's address never waits for a load (a `skip` read from the
//!   instruction made every dispatch wait for the previous one and cost
//!   more time than the saved dispatches).
//! * **Each register instruction stands for one bytecode** for the rest of
//!   the VM: its `Code::bc_pc` entry is that bytecode's offset (its
//!   `origin`, the bytecode that does its work). Stack traces, helpful
//!   NullPointerException messages and the handler search see the bytecode
//!   that threw; reference maps are looked up there too, and describe the
//!   frame exactly: between the previous register instruction's origin and
//!   this one there are only loads, constants and `dup`s, which change
//!   neither the locals nor the stack below the group's `sp`, and the
//!   collector scans the stack only below the saved `sp`.
//! * **No safepoint inside a group.** Only instructions that cannot call,
//!   allocate or poll are translated; a branch that ends a group polls like
//!   any back-branch.
//! * **Exact bytecode counts.** The weights `w` of a group add up to its
//!   bytecodes ([`weight`]); the counting variant counts by position with
//!   their prefix sums (`Code::ordinals`), so a group's instructions count
//!   nothing as they run; one that throws counts `pre`, the bytecodes up to
//!   and including the one that threw.

use crate::interp::code::Insn;

/// Longest group, in instructions (the weights `w` and `pre` are bytes).
const MAX_GROUP: usize = 250;

#[derive(Clone, Copy, PartialEq)]
enum Val {
    /// The value of a local (valid while the group does not store to it).
    Local(u8),
    /// An int (or float bits) constant.
    Const(i32),
    /// A value already in its own operand-stack slot.
    Tmp(u8),
}

#[derive(Clone, Copy)]
struct Entry {
    val: Val,
    /// Slots: 1, or 2 for long and double.
    size: u8,
}

/// One symbolic run of translation from instruction `start`.
struct Group {
    /// Slot of operand-stack position 0 (max_locals + depth at the start).
    base: usize,
    stack: Vec<Entry>,
    /// Operand-stack slots in use (sum of the entries' sizes).
    depth: usize,
    out: Vec<Insn>,
    /// Per emitted instruction: the instruction index of its bytecode.
    origins: Vec<usize>,
    /// The instruction being translated.
    cur: usize,
}

impl Group {
    /// The slot of the next position pushed, if it is addressable.
    fn next_slot(&self) -> Option<u8> {
        u8::try_from(self.base + self.depth).ok()
    }

    fn push(&mut self, val: Val, size: u8) {
        self.stack.push(Entry { val, size });
        self.depth += size as usize;
    }

    fn pop(&mut self, size: u8) -> Option<Val> {
        let e = self.stack.pop()?;
        if e.size != size {
            return None;
        }
        self.depth -= size as usize;
        Some(e.val)
    }

    /// A slot holding `v`, which was just popped from the position that is
    /// now `self.depth`: constants are first stored into that position's own
    /// slot.
    fn slot_of(&mut self, v: Val, at: usize) -> Option<u8> {
        match v {
            Val::Local(k) | Val::Tmp(k) => Some(k),
            Val::Const(c) => {
                let d = u8::try_from(self.base + at).ok()?;
                self.emit(Insn::RMoveK(d, 0, c));
                Some(d)
            }
        }
    }

    fn emit(&mut self, i: Insn) {
        self.out.push(i);
        self.origins.push(self.cur);
    }

    fn uses_local(&self, k: u16) -> bool {
        self.stack.iter().any(|e| e.val == Val::Local(k as u8))
    }
}

/// The instruction with weight `w` and, for a form that can throw, `pre`.
fn with_weights(i: Insn, s: u8, p: u8) -> Insn {
    use Insn::*;
    match i {
        RMove(d, a, _) => RMove(d, a, s),
        RMoveK(d, _, k) => RMoveK(d, s, k),
        RConst64(d, _, k) => RConst64(d, s, k),
        RIadd(d, a, b, _) => RIadd(d, a, b, s),
        RIsub(d, a, b, _) => RIsub(d, a, b, s),
        RImul(d, a, b, _) => RImul(d, a, b, s),
        RIand(d, a, b, _) => RIand(d, a, b, s),
        RIor(d, a, b, _) => RIor(d, a, b, s),
        RIxor(d, a, b, _) => RIxor(d, a, b, s),
        RIshl(d, a, b, _) => RIshl(d, a, b, s),
        RIshr(d, a, b, _) => RIshr(d, a, b, s),
        RIushr(d, a, b, _) => RIushr(d, a, b, s),
        RIaddK(d, a, _, k) => RIaddK(d, a, s, k),
        RImulK(d, a, _, k) => RImulK(d, a, s, k),
        RIandK(d, a, _, k) => RIandK(d, a, s, k),
        RIshlK(d, a, _, k) => RIshlK(d, a, s, k),
        RIshrK(d, a, _, k) => RIshrK(d, a, s, k),
        RIushrK(d, a, _, k) => RIushrK(d, a, s, k),
        RIdiv(d, a, b, _, _) => RIdiv(d, a, b, s, p),
        RIrem(d, a, b, _, _) => RIrem(d, a, b, s, p),
        RLadd(d, a, b, _) => RLadd(d, a, b, s),
        RLsub(d, a, b, _) => RLsub(d, a, b, s),
        RLmul(d, a, b, _) => RLmul(d, a, b, s),
        RLand(d, a, b, _) => RLand(d, a, b, s),
        RLor(d, a, b, _) => RLor(d, a, b, s),
        RLxor(d, a, b, _) => RLxor(d, a, b, s),
        RLshl(d, a, b, _) => RLshl(d, a, b, s),
        RLshr(d, a, b, _) => RLshr(d, a, b, s),
        RLushr(d, a, b, _) => RLushr(d, a, b, s),
        RFadd(d, a, b, _) => RFadd(d, a, b, s),
        RFsub(d, a, b, _) => RFsub(d, a, b, s),
        RFmul(d, a, b, _) => RFmul(d, a, b, s),
        RFdiv(d, a, b, _) => RFdiv(d, a, b, s),
        RDadd(d, a, b, _) => RDadd(d, a, b, s),
        RDsub(d, a, b, _) => RDsub(d, a, b, s),
        RDmul(d, a, b, _) => RDmul(d, a, b, s),
        RDdiv(d, a, b, _) => RDdiv(d, a, b, s),
        RI2l(d, a, _) => RI2l(d, a, s),
        RI2d(d, a, _) => RI2d(d, a, s),
        RL2i(d, a, _) => RL2i(d, a, s),
        RD2i(d, a, _) => RD2i(d, a, s),
        RL2d(d, a, _) => RL2d(d, a, s),
        RI2c(d, a, _) => RI2c(d, a, s),
        RALoadI(d, a, b, _, _) => RALoadI(d, a, b, s, p),
        RALoadJ(d, a, b, _, _) => RALoadJ(d, a, b, s, p),
        RALoadF(d, a, b, _, _) => RALoadF(d, a, b, s, p),
        RALoadA(d, a, b, _, _) => RALoadA(d, a, b, s, p),
        RALoadB(d, a, b, _, _) => RALoadB(d, a, b, s, p),
        RALoadC(d, a, b, _, _) => RALoadC(d, a, b, s, p),
        RALoadS(d, a, b, _, _) => RALoadS(d, a, b, s, p),
        RAStoreI(a, b, c, _, _) => RAStoreI(a, b, c, s, p),
        RAStoreJ(a, b, c, _, _) => RAStoreJ(a, b, c, s, p),
        RAStoreB(a, b, c, _, _) => RAStoreB(a, b, c, s, p),
        RAStoreC(a, b, c, _, _) => RAStoreC(a, b, c, s, p),
        RIinc(k, _, d) => RIinc(k, s, d),
        RIfEq(a, b, _, t) => RIfEq(a, b, s, t),
        RIfNe(a, b, _, t) => RIfNe(a, b, s, t),
        RIfLt(a, b, _, t) => RIfLt(a, b, s, t),
        RIfGe(a, b, _, t) => RIfGe(a, b, s, t),
        RIfGt(a, b, _, t) => RIfGt(a, b, s, t),
        RIfLe(a, b, _, t) => RIfLe(a, b, s, t),
        RIfEqK(a, _, k, t) => RIfEqK(a, s, k, t),
        RIfNeK(a, _, k, t) => RIfNeK(a, s, k, t),
        RIfLtK(a, _, k, t) => RIfLtK(a, s, k, t),
        RIfGeK(a, _, k, t) => RIfGeK(a, s, k, t),
        RIfGtK(a, _, k, t) => RIfGtK(a, s, k, t),
        RIfLeK(a, _, k, t) => RIfLeK(a, s, k, t),
        RIfFEq(a, b, k, _, t) => RIfFEq(a, b, k, s, t),
        RIfFNe(a, b, k, _, t) => RIfFNe(a, b, k, s, t),
        RIfFLt(a, b, k, _, t) => RIfFLt(a, b, k, s, t),
        RIfFGe(a, b, k, _, t) => RIfFGe(a, b, k, s, t),
        RIfFGt(a, b, k, _, t) => RIfFGt(a, b, k, s, t),
        RIfFLe(a, b, k, _, t) => RIfFLe(a, b, k, s, t),
        RIfLcmp(c, a, b, _, t) => RIfLcmp(c, a, b, s, t),
        other => unreachable!("not a register form: {other:?}"),
    }
}

/// The number of bytecodes an instruction stands for in the compacted code:
/// a register form's `w`, one for every other instruction (a
/// superinstruction keeps the indexes of the bytecodes it fuses).
pub fn weight(i: &Insn) -> u32 {
    use Insn::*;
    (match *i {
        RMove(_, _, s) | RMoveK(_, s, _) | RConst64(_, s, _) => s,
        RIadd(_, _, _, s) | RIsub(_, _, _, s) | RImul(_, _, _, s) | RIand(_, _, _, s) | RIor(_, _, _, s) => s,
        RIxor(_, _, _, s) | RIshl(_, _, _, s) | RIshr(_, _, _, s) | RIushr(_, _, _, s) => s,
        RIaddK(_, _, s, _) | RImulK(_, _, s, _) | RIandK(_, _, s, _) | RIshlK(_, _, s, _) | RIshrK(_, _, s, _) | RIushrK(_, _, s, _) => s,
        RIdiv(_, _, _, s, _) | RIrem(_, _, _, s, _) => s,
        RLadd(_, _, _, s) | RLsub(_, _, _, s) | RLmul(_, _, _, s) | RLand(_, _, _, s) | RLor(_, _, _, s) | RLxor(_, _, _, s) => s,
        RLshl(_, _, _, s) | RLshr(_, _, _, s) | RLushr(_, _, _, s) => s,
        RFadd(_, _, _, s) | RFsub(_, _, _, s) | RFmul(_, _, _, s) | RFdiv(_, _, _, s) => s,
        RDadd(_, _, _, s) | RDsub(_, _, _, s) | RDmul(_, _, _, s) | RDdiv(_, _, _, s) => s,
        RI2l(_, _, s) | RI2d(_, _, s) | RL2i(_, _, s) | RD2i(_, _, s) | RL2d(_, _, s) | RI2c(_, _, s) => s,
        RALoadI(_, _, _, s, _) | RALoadJ(_, _, _, s, _) | RALoadF(_, _, _, s, _) | RALoadA(_, _, _, s, _) => s,
        RALoadB(_, _, _, s, _) | RALoadC(_, _, _, s, _) | RALoadS(_, _, _, s, _) => s,
        RAStoreI(_, _, _, s, _) | RAStoreJ(_, _, _, s, _) | RAStoreB(_, _, _, s, _) | RAStoreC(_, _, _, s, _) => s,
        RIinc(_, s, _) => s,
        RIfEq(_, _, s, _) | RIfNe(_, _, s, _) | RIfLt(_, _, s, _) | RIfGe(_, _, s, _) | RIfGt(_, _, s, _) | RIfLe(_, _, s, _) => s,
        RIfEqK(_, s, _, _) | RIfNeK(_, s, _, _) | RIfLtK(_, s, _, _) | RIfGeK(_, s, _, _) | RIfGtK(_, s, _, _) | RIfLeK(_, s, _, _) => s,
        RIfFEq(_, _, _, s, _) | RIfFNe(_, _, _, s, _) | RIfFLt(_, _, _, s, _) | RIfFGe(_, _, _, s, _) | RIfFGt(_, _, _, s, _) => s,
        RIfFLe(_, _, _, s, _) | RIfLcmp(_, _, _, s, _) => s,
        _ => 1,
    }) as u32
}

/// Condition of a one-operand `if<cond>`: 0..5 = eq ne lt ge gt le.
fn if_cond(i: &Insn) -> Option<(u8, u32)> {
    Some(match *i {
        Insn::Ifeq(t) => (0, t),
        Insn::Ifne(t) => (1, t),
        Insn::Iflt(t) => (2, t),
        Insn::Ifge(t) => (3, t),
        Insn::Ifgt(t) => (4, t),
        Insn::Ifle(t) => (5, t),
        _ => return None,
    })
}

fn icmp_cond(i: &Insn) -> Option<(u8, u32)> {
    Some(match *i {
        Insn::IfIcmpeq(t) => (0, t),
        Insn::IfIcmpne(t) => (1, t),
        Insn::IfIcmplt(t) => (2, t),
        Insn::IfIcmpge(t) => (3, t),
        Insn::IfIcmpgt(t) => (4, t),
        Insn::IfIcmple(t) => (5, t),
        _ => return None,
    })
}

fn if_ss(cond: u8, a: u8, b: u8, t: u16) -> Insn {
    [Insn::RIfEq, Insn::RIfNe, Insn::RIfLt, Insn::RIfGe, Insn::RIfGt, Insn::RIfLe][cond as usize](a, b, 0, t)
}

fn if_sk(cond: u8, a: u8, k: i16, t: u16) -> Insn {
    [Insn::RIfEqK, Insn::RIfNeK, Insn::RIfLtK, Insn::RIfGeK, Insn::RIfGtK, Insn::RIfLeK][cond as usize](a, 0, k, t)
}

fn if_f(cond: u8, a: u8, b: u8, kind: u8, t: u16) -> Insn {
    [Insn::RIfFEq, Insn::RIfFNe, Insn::RIfFLt, Insn::RIfFGe, Insn::RIfFGt, Insn::RIfFLe][cond as usize](a, b, kind, 0, t)
}

/// What one stack instruction does to the group: `Some(true)` when it ended
/// the group with a branch, `Some(false)` to go on, `None` when it cannot be
/// translated (the group stops before it).
fn step(g: &mut Group, insns: &[Insn], j: usize, next_free: bool) -> Option<bool> {
    use Insn::*;
    g.cur = j;
    // Two-slot binary operation: (a, b) popped, result slot = a's position.
    macro_rules! bin {
        ($size:expr, $mk:expr) => {{
            let b = g.pop($size)?;
            let bat = g.depth;
            let a = g.pop($size)?;
            let at = g.depth;
            let sa = g.slot_of(a, at)?;
            let sb = g.slot_of(b, bat)?;
            let d = u8::try_from(g.base + at).ok()?;
            g.emit($mk(d, sa, sb, 0));
            g.push(Val::Tmp(d), $size);
        }};
    }
    // Int operation with a constant form.
    macro_rules! bin_k {
        ($mk:expr, $mkk:expr, $kf:expr) => {{
            match g.stack.last() {
                Some(Entry { val: Val::Const(k), size: 1 }) => {
                    let k = *k;
                    g.pop(1)?;
                    let a = g.pop(1)?;
                    let at = g.depth;
                    let sa = g.slot_of(a, at)?;
                    let d = u8::try_from(g.base + at).ok()?;
                    g.emit($mkk(d, sa, 0, $kf(k)));
                    g.push(Val::Tmp(d), 1);
                }
                _ => bin!(1, $mk),
            }
        }};
    }
    macro_rules! unary {
        ($from:expr, $to:expr, $mk:expr) => {{
            let a = g.pop($from)?;
            let at = g.depth;
            let sa = g.slot_of(a, at)?;
            let d = u8::try_from(g.base + at).ok()?;
            g.emit($mk(d, sa, 0));
            g.push(Val::Tmp(d), $to);
        }};
    }
    macro_rules! aload {
        ($size:expr, $mk:expr) => {{
            let i = g.pop(1)?;
            let iat = g.depth;
            let a = g.pop(1)?;
            let at = g.depth;
            let sa = g.slot_of(a, at)?;
            let si = g.slot_of(i, iat)?;
            let d = u8::try_from(g.base + at).ok()?;
            g.emit($mk(d, sa, si, 0, 0));
            g.push(Val::Tmp(d), $size);
        }};
    }
    macro_rules! astore {
        ($size:expr, $mk:expr) => {{
            let v = g.pop($size)?;
            let vat = g.depth;
            let i = g.pop(1)?;
            let iat = g.depth;
            let a = g.pop(1)?;
            let at = g.depth;
            let sa = g.slot_of(a, at)?;
            let si = g.slot_of(i, iat)?;
            let sv = g.slot_of(v, vat)?;
            g.emit($mk(sa, si, sv, 0, 0));
        }};
    }
    match insns[j] {
        Load(k) => {
            let k = u8::try_from(k).ok()?;
            g.next_slot()?;
            g.push(Val::Local(k), 1);
        }
        Load2(k) => {
            let k = u8::try_from(k).ok()?;
            g.next_slot()?;
            g.push(Val::Local(k), 2);
        }
        Iconst(c) => {
            g.next_slot()?;
            g.push(Val::Const(c), 1);
        }
        Lconst(i) => {
            let d = g.next_slot()?;
            g.emit(RConst64(d, 0, i));
            g.push(Val::Tmp(d), 2);
        }
        Dup => {
            let e = *g.stack.last()?;
            if e.size != 1 {
                return None;
            }
            g.next_slot()?;
            g.push(e.val, 1);
        }
        Dup2 => {
            let n = g.stack.len();
            let top = *g.stack.last()?;
            if top.size == 2 {
                g.next_slot()?;
                g.push(top.val, 2);
            } else {
                let below = *g.stack.get(n.checked_sub(2)?)?;
                if below.size != 1 {
                    return None;
                }
                u8::try_from(g.base + g.depth + 1).ok()?;
                g.push(below.val, 1);
                g.push(top.val, 1);
            }
        }
        Pop => {
            g.pop(1)?;
        }
        Pop2 => {
            let top = *g.stack.last()?;
            if top.size == 2 {
                g.pop(2)?;
            } else {
                g.pop(1)?;
                g.pop(1)?;
            }
        }
        Iadd => bin_k!(RIadd, RIaddK, |k: i32| k),
        Isub => bin_k!(RIsub, RIaddK, |k: i32| k.wrapping_neg()),
        Imul => bin_k!(RImul, RImulK, |k: i32| k),
        Iand => bin_k!(RIand, RIandK, |k: i32| k),
        Ior => bin!(1, RIor),
        Ixor => bin!(1, RIxor),
        Ishl => bin_k!(RIshl, RIshlK, |k: i32| k & 31),
        Ishr => bin_k!(RIshr, RIshrK, |k: i32| k & 31),
        Iushr => bin_k!(RIushr, RIushrK, |k: i32| k & 31),
        Idiv | Irem => {
            let b = g.pop(1)?;
            let bat = g.depth;
            let a = g.pop(1)?;
            let at = g.depth;
            let sa = g.slot_of(a, at)?;
            let sb = g.slot_of(b, bat)?;
            let d = u8::try_from(g.base + at).ok()?;
            g.emit(if insns[j] == Idiv { RIdiv(d, sa, sb, 0, 0) } else { RIrem(d, sa, sb, 0, 0) });
            g.push(Val::Tmp(d), 1);
        }
        Ladd => bin!(2, RLadd),
        Lsub => bin!(2, RLsub),
        Lmul => bin!(2, RLmul),
        Land => bin!(2, RLand),
        Lor => bin!(2, RLor),
        Lxor => bin!(2, RLxor),
        Lshl | Lshr | Lushr => {
            let b = g.pop(1)?;
            let bat = g.depth;
            let a = g.pop(2)?;
            let at = g.depth;
            let sa = g.slot_of(a, at)?;
            let sb = g.slot_of(b, bat)?;
            let d = u8::try_from(g.base + at).ok()?;
            g.emit(match insns[j] {
                Lshl => RLshl(d, sa, sb, 0),
                Lshr => RLshr(d, sa, sb, 0),
                _ => RLushr(d, sa, sb, 0),
            });
            g.push(Val::Tmp(d), 2);
        }
        Fadd => bin!(1, RFadd),
        Fsub => bin!(1, RFsub),
        Fmul => bin!(1, RFmul),
        Fdiv => bin!(1, RFdiv),
        Dadd => bin!(2, RDadd),
        Dsub => bin!(2, RDsub),
        Dmul => bin!(2, RDmul),
        Ddiv => bin!(2, RDdiv),
        I2l => unary!(1, 2, RI2l),
        I2d => unary!(1, 2, RI2d),
        L2i => unary!(2, 1, RL2i),
        D2i => unary!(2, 1, RD2i),
        L2d => unary!(2, 2, RL2d),
        I2c => unary!(1, 1, RI2c),
        Iaload => aload!(1, RALoadI),
        Laload | Daload => aload!(2, RALoadJ),
        Faload => aload!(1, RALoadF),
        Aaload => aload!(1, RALoadA),
        Baload => aload!(1, RALoadB),
        Caload => aload!(1, RALoadC),
        Saload => aload!(1, RALoadS),
        Iastore | Fastore => astore!(1, RAStoreI),
        Lastore | Dastore => astore!(2, RAStoreJ),
        Bastore => astore!(1, RAStoreB),
        Castore | Sastore => astore!(1, RAStoreC),
        Store(k) | Store2(k) => {
            let size = if matches!(insns[j], Store2(_)) { 2 } else { 1 };
            let k8 = u8::try_from(k).ok()?;
            let v = g.pop(size)?;
            if g.uses_local(k) {
                return None;
            }
            match v {
                // The value was just computed into its temporary slot: compute it
                // into the local instead.
                Val::Tmp(s) if g.out.last().is_some_and(|&i| dest(i) == Some(s)) && !g.stack.iter().any(|e| e.val == Val::Tmp(s)) => {
                    // Same origin: the store happens with the computation.
                    let last = g.out.pop()?;
                    g.out.push(retarget(last, k8));
                }
                Val::Tmp(s) | Val::Local(s) => {
                    if s != k8 {
                        g.emit(RMove(k8, s, 0));
                    }
                }
                Val::Const(c) => g.emit(RMoveK(k8, 0, c)),
            }
        }
        Iinc(k, d) => {
            // `iinc; goto` stays for the stack form's IincGoto.
            if g.stack.is_empty() && next_free && matches!(insns.get(j + 1), Some(Goto(_))) {
                return None;
            }
            if g.uses_local(k) {
                return None;
            }
            g.emit(RIinc(u8::try_from(k).ok()?, 0, d));
        }
        ref i if icmp_cond(i).is_some() => {
            let (cond, t) = icmp_cond(i)?;
            let t = u16::try_from(t).ok()?;
            let b = g.pop(1)?;
            let bat = g.depth;
            let a = g.pop(1)?;
            let at = g.depth;
            if !g.stack.is_empty() {
                return None;
            }
            match b {
                Val::Const(k) if i16::try_from(k).is_ok() => {
                    let sa = g.slot_of(a, at)?;
                    g.emit(if_sk(cond, sa, k as i16, t));
                }
                _ => {
                    let sa = g.slot_of(a, at)?;
                    let sb = g.slot_of(b, bat)?;
                    g.emit(if_ss(cond, sa, sb, t));
                }
            }
            return Some(true);
        }
        ref i if if_cond(i).is_some() => {
            let (cond, t) = if_cond(i)?;
            let t = u16::try_from(t).ok()?;
            let a = g.pop(1)?;
            let at = g.depth;
            if !g.stack.is_empty() {
                return None;
            }
            let sa = g.slot_of(a, at)?;
            g.emit(if_sk(cond, sa, 0, t));
            return Some(true);
        }
        _ => return None,
    }
    Some(false)
}

/// The destination slot of a register instruction that computes a value.
fn dest(i: Insn) -> Option<u8> {
    use Insn::*;
    Some(match i {
        RMove(d, ..) | RMoveK(d, ..) | RConst64(d, ..) | RIadd(d, ..) | RIsub(d, ..) | RImul(d, ..) | RIand(d, ..) | RIor(d, ..) | RIxor(d, ..)
        | RIshl(d, ..) | RIshr(d, ..) | RIushr(d, ..) | RIaddK(d, ..) | RImulK(d, ..) | RIandK(d, ..) | RIshlK(d, ..) | RIshrK(d, ..)
        | RIushrK(d, ..) | RIdiv(d, ..) | RIrem(d, ..) | RLadd(d, ..) | RLsub(d, ..) | RLmul(d, ..) | RLand(d, ..) | RLor(d, ..)
        | RLxor(d, ..) | RLshl(d, ..) | RLshr(d, ..) | RLushr(d, ..) | RFadd(d, ..) | RFsub(d, ..)
        | RFmul(d, ..) | RFdiv(d, ..) | RDadd(d, ..) | RDsub(d, ..) | RDmul(d, ..) | RDdiv(d, ..) | RI2l(d, ..) | RI2d(d, ..) | RL2i(d, ..)
        | RD2i(d, ..) | RL2d(d, ..) | RI2c(d, ..) | RALoadI(d, ..) | RALoadJ(d, ..) | RALoadF(d, ..) | RALoadA(d, ..) | RALoadB(d, ..)
        | RALoadC(d, ..) | RALoadS(d, ..) => d,
        _ => return None,
    })
}

/// The same instruction with destination slot `d`.
fn retarget(i: Insn, d: u8) -> Insn {
    use Insn::*;
    match i {
        RMove(_, a, s) => RMove(d, a, s),
        RMoveK(_, s, k) => RMoveK(d, s, k),
        RConst64(_, s, k) => RConst64(d, s, k),
        RIadd(_, a, b, s) => RIadd(d, a, b, s),
        RIsub(_, a, b, s) => RIsub(d, a, b, s),
        RImul(_, a, b, s) => RImul(d, a, b, s),
        RIand(_, a, b, s) => RIand(d, a, b, s),
        RIor(_, a, b, s) => RIor(d, a, b, s),
        RIxor(_, a, b, s) => RIxor(d, a, b, s),
        RIshl(_, a, b, s) => RIshl(d, a, b, s),
        RIshr(_, a, b, s) => RIshr(d, a, b, s),
        RIushr(_, a, b, s) => RIushr(d, a, b, s),
        RIaddK(_, a, s, k) => RIaddK(d, a, s, k),
        RImulK(_, a, s, k) => RImulK(d, a, s, k),
        RIandK(_, a, s, k) => RIandK(d, a, s, k),
        RIshlK(_, a, s, k) => RIshlK(d, a, s, k),
        RIshrK(_, a, s, k) => RIshrK(d, a, s, k),
        RIushrK(_, a, s, k) => RIushrK(d, a, s, k),
        RIdiv(_, a, b, s, o) => RIdiv(d, a, b, s, o),
        RIrem(_, a, b, s, o) => RIrem(d, a, b, s, o),
        RLadd(_, a, b, s) => RLadd(d, a, b, s),
        RLsub(_, a, b, s) => RLsub(d, a, b, s),
        RLmul(_, a, b, s) => RLmul(d, a, b, s),
        RLand(_, a, b, s) => RLand(d, a, b, s),
        RLor(_, a, b, s) => RLor(d, a, b, s),
        RLxor(_, a, b, s) => RLxor(d, a, b, s),
        RLshl(_, a, b, s) => RLshl(d, a, b, s),
        RLshr(_, a, b, s) => RLshr(d, a, b, s),
        RLushr(_, a, b, s) => RLushr(d, a, b, s),
        RFadd(_, a, b, s) => RFadd(d, a, b, s),
        RFsub(_, a, b, s) => RFsub(d, a, b, s),
        RFmul(_, a, b, s) => RFmul(d, a, b, s),
        RFdiv(_, a, b, s) => RFdiv(d, a, b, s),
        RDadd(_, a, b, s) => RDadd(d, a, b, s),
        RDsub(_, a, b, s) => RDsub(d, a, b, s),
        RDmul(_, a, b, s) => RDmul(d, a, b, s),
        RDdiv(_, a, b, s) => RDdiv(d, a, b, s),
        RI2l(_, a, s) => RI2l(d, a, s),
        RI2d(_, a, s) => RI2d(d, a, s),
        RL2i(_, a, s) => RL2i(d, a, s),
        RD2i(_, a, s) => RD2i(d, a, s),
        RL2d(_, a, s) => RL2d(d, a, s),
        RI2c(_, a, s) => RI2c(d, a, s),
        RALoadI(_, a, b, s, o) => RALoadI(d, a, b, s, o),
        RALoadJ(_, a, b, s, o) => RALoadJ(d, a, b, s, o),
        RALoadF(_, a, b, s, o) => RALoadF(d, a, b, s, o),
        RALoadA(_, a, b, s, o) => RALoadA(d, a, b, s, o),
        RALoadB(_, a, b, s, o) => RALoadB(d, a, b, s, o),
        RALoadC(_, a, b, s, o) => RALoadC(d, a, b, s, o),
        RALoadS(_, a, b, s, o) => RALoadS(d, a, b, s, o),
        other => other,
    }
}

/// The result of [`translate`], per instruction index.
pub struct Translation {
    /// Part of a register group (the stack-form fusion leaves it alone).
    pub covered: Vec<bool>,
    /// Left unused by a group: dropped when the code is compacted.
    pub dead: Vec<bool>,
    /// The instruction whose bytecode offset this one reports (itself,
    /// except for register instructions).
    pub origin: Vec<u32>,
}

impl Translation {
    /// No groups (a method without reference maps).
    pub fn none(n: usize) -> Translation {
        Translation { covered: vec![false; n], dead: vec![false; n], origin: (0..n as u32).collect() }
    }
}

/// Translate the groups of `insns` into register forms. `entry[i]`: the
/// instruction can be reached other than by falling through; `depths[i]`:
/// the operand-stack depth before it (None: unreachable).
pub fn translate(insns: &mut [Insn], entry: &[bool], depths: &[Option<u32>], max_locals: usize) -> Translation {
    let n = insns.len();
    let mut tr = Translation::none(n);
    let mut i = 0;
    while i < n {
        let Some(depth) = depths[i].map(|d| d as usize) else {
            i += 1;
            continue;
        };
        let mut g = Group { base: max_locals + depth, stack: Vec::new(), depth: 0, out: Vec::new(), origins: Vec::new(), cur: i };
        // The longest prefix that ends with an empty stack: (end, emitted).
        let mut cut: Option<(usize, usize)> = None;
        let mut j = i;
        while j < n && j - i < MAX_GROUP && (j == i || !entry[j]) {
            let next_free = j + 1 < n && !entry[j + 1];
            // A compare followed by if<cond>: one branch.
            let pair = match (insns[j], insns.get(j + 1)) {
                (Insn::Lcmp | Insn::Fcmpl | Insn::Fcmpg | Insn::Dcmpl | Insn::Dcmpg, Some(nx)) if next_free => if_cond(nx).map(|c| (insns[j], c)),
                _ => None,
            };
            if let Some((cmp, (cond, t))) = pair {
                let Ok(t) = u16::try_from(t) else { break };
                let wide = matches!(cmp, Insn::Lcmp | Insn::Dcmpl | Insn::Dcmpg);
                let size = if wide { 2 } else { 1 };
                g.cur = j;
                let Some(b) = g.pop(size) else { break };
                let bat = g.depth;
                let Some(a) = g.pop(size) else { break };
                let at = g.depth;
                if !g.stack.is_empty() {
                    break;
                }
                let (Some(sa), Some(sb)) = (g.slot_of(a, at), g.slot_of(b, bat)) else { break };
                g.emit(match cmp {
                    Insn::Lcmp => Insn::RIfLcmp(cond, sa, sb, 0, t),
                    Insn::Fcmpl => if_f(cond, sa, sb, 0, t),
                    Insn::Fcmpg => if_f(cond, sa, sb, 1, t),
                    Insn::Dcmpl => if_f(cond, sa, sb, 2, t),
                    _ => if_f(cond, sa, sb, 3, t),
                });
                cut = Some((j + 2, g.out.len()));
                break;
            }
            match step(&mut g, insns, j, next_free) {
                None => break,
                Some(ended) => {
                    j += 1;
                    if g.stack.is_empty() {
                        cut = Some((j, g.out.len()));
                    }
                    if ended {
                        break;
                    }
                }
            }
        }
        let Some((end, r)) = cut else {
            i += 1;
            continue;
        };
        // Worth it only if it saves dispatches.
        if r == 0 || r >= end - i {
            i += 1;
            continue;
        }
        let mut prev = i as isize - 1;
        for k in 0..r {
            let o = g.origins[k];
            let pre = (o as isize - prev) as u8;
            let w = if k + 1 == r { (end as isize - 1 - prev) as u8 } else { pre };
            insns[i + k] = with_weights(g.out[k], w, pre);
            tr.origin[i + k] = o as u32;
            prev = o as isize;
        }
        for p in i..end {
            tr.covered[p] = true;
            tr.dead[p] = p >= i + r;
        }
        i = end;
    }
    tr
}
