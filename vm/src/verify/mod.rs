//! The bytecode verifier (JVMS 4.10).
//!
//! Class files of version 50 and later are verified by **type checking**
//! (JVMS 4.10.1): the StackMapTable attribute declares the frame (types of
//! the locals and of the operand stack) at every branch target and exception
//! handler, so one linear pass over the code suffices. At each instruction
//! the current frame is either the declared frame at that offset or the frame
//! left by the previous instruction (which must then be assignable to the
//! declared one). Every branch checks the frame it produces against the
//! target's declared frame.
//!
//! Older class files have no stack maps and are verified by **type
//! inference** (JVMS 4.10.2): a worklist data-flow analysis that merges the
//! frames reaching each instruction (least upper bounds in the type lattice
//! of [`types`]) until nothing changes. Subroutines (`jsr`/`ret`, legal only
//! below version 50) are followed through `RetAddr` types and a per-frame set
//! of the locals written inside the current subroutine (see `after_ret`).
//!
//! As in HotSpot, a version-50 class whose type check fails is verified again
//! by inference, and the messages of the two verifiers differ: type checking
//! reports `Bad type on operand stack` and the like followed by an
//! `Exception Details:` block, inference reports
//! `(class: C, method: m signature: (I)V) Expecting to find integer on stack`.
//!
//! The verifier itself never loads classes; assignability questions go to a
//! [`Hierarchy`], which the VM answers by loading classes ([`runtime`]).

pub mod runtime;
pub mod stackmap;
pub mod types;

use std::sync::Arc;

use crate::classfile::{
    parse_field_descriptor, parse_method_descriptor, ClassFile, CodeAttribute, Constant, ConstantPool, MethodInfo,
};
use crate::interp::code::insn_length;
pub use types::{assignable, frame_assignable, merge, Frame, Hierarchy, Pending, VType};

/// Why a method failed verification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Fail {
    /// A `java.lang.VerifyError`: the reason (first line of the message), the
    /// offset of the offending instruction and details for the message body.
    Verify { pc: Option<u32>, msg: String, detail: Option<String> },
    /// A `java.lang.ClassFormatError` (malformed StackMapTable).
    Format(String),
    /// A Java exception is already pending (class loading failed).
    Pending,
}

impl From<Pending> for Fail {
    fn from(_: Pending) -> Fail {
        Fail::Pending
    }
}

/// A verification failure of a class, ready to be thrown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassError {
    /// Throw `class` (internal name) with `message`.
    Throw { class: &'static str, message: String },
    /// A Java exception is already pending.
    Pending,
}

/// Bound on the work for one method, in frame slots copied or compared (a
/// hostile method with 65535 locals, 65535 instructions and 65535 handlers
/// would otherwise take minutes; javac's largest methods need a few million).
const WORK_LIMIT: u64 = 300_000_000;

/// Verifies every method of a class.
pub fn verify_class(cf: &ClassFile, h: &mut dyn Hierarchy) -> Result<(), ClassError> {
    for m in &cf.methods {
        verify_method(cf, m, h)?;
    }
    Ok(())
}

/// Verifies one method (no-op for abstract and native methods).
pub fn verify_method(cf: &ClassFile, m: &MethodInfo, h: &mut dyn Hierarchy) -> Result<(), ClassError> {
    let Some(code) = &m.code else { return Ok(()) };
    if cf.major_version < 50 {
        return check_method(cf, m, code, h, true).map_err(|f| to_class_error(cf, m, code, f, true));
    }
    match check_method(cf, m, code, h, false) {
        Err(f @ (Fail::Verify { .. } | Fail::Format(_))) if cf.major_version == 50 => {
            // HotSpot fails over to the inference verifier for version 50.
            // When that fails too, the exception is of the class the
            // inference verifier chose, with the type checker's message.
            match check_method(cf, m, code, h, true) {
                Ok(()) => Ok(()),
                Err(Fail::Pending) => Err(ClassError::Pending),
                Err(f2) => {
                    let class = match to_class_error(cf, m, code, f2, true) {
                        ClassError::Throw { class, .. } => class,
                        ClassError::Pending => unreachable!("handled above"),
                    };
                    match to_class_error(cf, m, code, f, false) {
                        ClassError::Throw { message, .. } => Err(ClassError::Throw { class, message }),
                        p => Err(p),
                    }
                }
            }
        }
        r => r.map_err(|f| to_class_error(cf, m, code, f, false)),
    }
}

fn check_method(cf: &ClassFile, m: &MethodInfo, code: &CodeAttribute, h: &mut dyn Hierarchy, legacy: bool) -> Result<(), Fail> {
    let mut v = Verifier::new(cf, m, code, h, legacy)?;
    if legacy {
        v.infer()
    } else {
        v.typecheck()
    }
}

fn to_class_error(cf: &ClassFile, m: &MethodInfo, code: &CodeAttribute, f: Fail, legacy: bool) -> ClassError {
    match f {
        Fail::Pending => ClassError::Pending,
        Fail::Format(msg) => ClassError::Throw {
            class: "java/lang/ClassFormatError",
            message: if legacy { format!("(class: {}, method: {} signature: {}) {}", cf.name, m.name, m.descriptor, msg) } else { msg },
        },
        Fail::Verify { pc, msg, detail } => {
            let message = if legacy {
                format!("(class: {}, method: {} signature: {}) {}", cf.name, m.name, m.descriptor, legacy_message(&msg, detail.as_deref()))
            } else {
                let mut s = msg;
                s.push_str("\nException Details:\n  Location:\n    ");
                s.push_str(&format!("{}.{}{}", cf.name, m.name, m.descriptor));
                if let Some(pc) = pc {
                    let op = code.code.get(pc as usize).copied().unwrap_or(0);
                    s.push_str(&format!(" @{}: {}", pc, opcode_name(op)));
                }
                s.push_str("\n  Reason:\n    ");
                s.push_str(detail.as_deref().unwrap_or("Error exists in the bytecode"));
                s
            };
            ClassError::Throw { class: "java/lang/VerifyError", message }
        }
    }
}

/// The inference verifier's wording for the type checker's reasons (the two
/// HotSpot verifiers word their messages differently).
fn legacy_message(msg: &str, detail: Option<&str>) -> String {
    if msg == "Bad local variable type" {
        // The detail names the local: "... (current frame, locals[N]) ...".
        let n = detail.and_then(|d| d.split("locals[").nth(1)).and_then(|r| r.split(']').next()).unwrap_or("0");
        return format!("Register {} contains wrong type", n);
    }
    let m = match msg {
        "Operand stack overflow" => "Stack size too large",
        "Operand stack underflow" => "Unable to pop operand off an empty stack",
        "Local variable table overflow" => "Illegal local variable number",
        "Control flow falls through code end" => "Falling off the end of the code",
        "Bad return type" => "Wrong return type in function",
        "Method expects a return value" => "Wrong return type in function",
        "Method does not expect a return value" => "Wrong return type in function",
        _ if msg.starts_with("Expecting a stackmap frame at branch target") => "Illegal target of jump or branch",
        _ if msg.starts_with("Bad type on operand stack") => {
            // The detail ends with the expected type: "... is not assignable to integer".
            let want = detail.and_then(|d| d.rsplit("is not assignable to ").next()).unwrap_or("");
            let what = match want {
                "integer" | "float" | "long" | "double" => want,
                _ => "object/array",
            };
            return format!("Expecting to find {} on stack", what);
        }
        _ => msg,
    };
    m.to_string()
}

/// What an instruction does to control flow.
struct Flow {
    falls: bool,
    targets: Vec<u32>,
}

impl Flow {
    fn next() -> Flow {
        Flow { falls: true, targets: Vec::new() }
    }
    fn stop() -> Flow {
        Flow { falls: false, targets: Vec::new() }
    }
}

struct Verifier<'a> {
    cf: &'a ClassFile,
    cp: &'a ConstantPool,
    code: &'a [u8],
    attr: &'a CodeAttribute,
    h: &'a mut dyn Hierarchy,
    max_stack: usize,
    max_locals: usize,
    /// None for void.
    ret: Option<VType>,
    is_init: bool,
    /// Instruction starts.
    starts: Vec<bool>,
    initial: Frame,
    /// Offset of the instruction being verified (for messages).
    pc: u32,
    /// Work done so far (see WORK_LIMIT).
    work: u64,
    this_type: VType,
    /// The inference verifier (class files < 50, and the failover of 50),
    /// which words some errors as HotSpot's old verifier does.
    legacy: bool,
    method_name: &'a str,
    method_desc: &'a str,
}

fn u16_at(code: &[u8], i: usize) -> u16 {
    match code.get(i..i + 2) {
        Some(b) => u16::from_be_bytes([b[0], b[1]]),
        None => 0,
    }
}

fn i32_at(code: &[u8], i: usize) -> i32 {
    match code.get(i..i + 4) {
        Some(b) => i32::from_be_bytes([b[0], b[1], b[2], b[3]]),
        None => 0,
    }
}

fn array_of(elem: &str) -> Arc<str> {
    if elem.starts_with('[') {
        Arc::from(format!("[{}", elem))
    } else {
        Arc::from(format!("[L{};", elem))
    }
}

impl<'a> Verifier<'a> {
    fn new(cf: &'a ClassFile, m: &'a MethodInfo, attr: &'a CodeAttribute, h: &'a mut dyn Hierarchy, legacy: bool) -> Result<Self, Fail> {
        let code = &attr.code[..];
        let desc = parse_method_descriptor(&m.descriptor).map_err(|e| Fail::Format(e.message))?;
        let max_locals = attr.max_locals as usize;
        let is_init = &*m.name == "<init>";
        let this_type = VType::Ref(cf.name.clone());
        let mut v = Verifier {
            cf,
            cp: &cf.constant_pool,
            code,
            attr,
            h,
            max_stack: attr.max_stack as usize,
            max_locals,
            ret: desc.ret.as_ref().map(VType::of_field),
            is_init,
            starts: vec![false; code.len()],
            initial: Frame::new(max_locals),
            pc: 0,
            work: 0,
            this_type,
            legacy,
            method_name: &m.name,
            method_desc: &m.descriptor,
        };
        // Instruction boundaries, before any type is looked at. In HotSpot's
        // type checker an undefined opcode, a bad `wide` or an instruction
        // running past the end is "Bad instruction" (the reserved opcode 0xca,
        // breakpoint, gets its own error in order, as jsr/ret do); its
        // inference verifier words them as below.
        let mut pc = 0;
        while pc < code.len() {
            v.pc = pc as u32;
            let len = if code[pc] == 0xca && !legacy { Some(1) } else { insn_length(code, pc) };
            match len {
                Some(n) if pc + n <= code.len() => {
                    v.starts[pc] = true;
                    pc += n;
                }
                _ if !legacy => return Err(v.err("Bad instruction")),
                Some(_) => return Err(v.err(format!("Code stops in the middle of instruction  starting at offset {}", pc))),
                None => return Err(v.err(format!("Illegal instruction found at offset {}", pc))),
            }
        }
        // The initial frame: `this`, then the parameters.
        v.pc = 0;
        let mut f = Frame::new(max_locals);
        let mut k = 0;
        let mut put = |t: VType, f: &mut Frame| -> bool {
            let wide = t.is_wide();
            if k + usize::from(wide) >= max_locals {
                return false;
            }
            f.locals[k] = t;
            k += 1 + usize::from(wide);
            true
        };
        if m.access_flags & crate::classfile::ACC_STATIC == 0 {
            let t = if is_init && &*cf.name != "java/lang/Object" {
                f.this_uninit = true;
                VType::UninitThis
            } else {
                v.this_type.clone()
            };
            if !put(t, &mut f) {
                return Err(v.err("Local variable table overflow"));
            }
        }
        for p in &desc.params {
            if !put(VType::of_field(p), &mut f) {
                return Err(v.err("Local variable table overflow"));
            }
        }
        v.initial = f;
        Ok(v)
    }

    fn err(&self, msg: impl Into<String>) -> Fail {
        Fail::Verify { pc: Some(self.pc), msg: msg.into(), detail: None }
    }

    fn err_detail(&self, msg: impl Into<String>, detail: String) -> Fail {
        Fail::Verify { pc: Some(self.pc), msg: msg.into(), detail: Some(detail) }
    }

    /// Counts `n` units of work; fails past WORK_LIMIT.
    fn tick(&mut self, n: usize) -> Result<(), Fail> {
        self.work += n as u64 + 1;
        if self.work > WORK_LIMIT {
            return Err(self.err("Method too complex to verify"));
        }
        Ok(())
    }

    fn frame_cost(&self) -> usize {
        self.max_locals + self.max_stack
    }

    fn is_start(&self, t: u32) -> bool {
        self.starts.get(t as usize).copied().unwrap_or(false)
    }

    // ----- the type-checking verifier (class files >= 50) -----

    /// HotSpot's type checker rejects malformed debugging tables and handler
    /// ranges as ClassFormatError, naming the method.
    fn format_error(&self, msg: String) -> Fail {
        let m = crate::runtime::resolve::member_to_java(&self.cf.name, self.method_name, self.method_desc);
        Fail::Format(format!("{} in method '{}'", msg, m))
    }

    /// The exception table and the LocalVariableTable against the
    /// instruction boundaries, and the catch types (which are loaded), in
    /// the order of HotSpot's type checker.
    fn check_tables(&mut self) -> Result<(), Fail> {
        let len = self.code.len();
        for e in self.attr.exception_table.iter() {
            let (s, end, h) = (e.start_pc as usize, e.end_pc as usize, e.handler_pc as usize);
            if s >= len || !self.starts[s] {
                return Err(self.format_error(format!("Illegal exception table start_pc {}", s)));
            }
            if end != len && (end > len || !self.starts[end]) {
                return Err(self.format_error(format!("Illegal exception table end_pc {}", end)));
            }
            if h >= len || !self.starts[h] {
                return Err(self.format_error(format!("Illegal exception table handler_pc {}", h)));
            }
            self.check_catch_type(e.catch_type, e.handler_pc)?;
        }
        for v in self.attr.local_variables.iter() {
            let (s, end) = (v.start_pc as usize, v.start_pc as usize + v.length as usize);
            if s >= len || !self.starts[s] {
                return Err(self.format_error(format!("Illegal local variable table start_pc {}", s)));
            }
            if end != len && (end > len || !self.starts[end]) {
                return Err(self.format_error(format!("Illegal local variable table length {}", v.length)));
            }
        }
        Ok(())
    }

    fn typecheck(&mut self) -> Result<(), Fail> {
        self.check_tables()?;
        let frames = match &self.attr.stack_map_table {
            Some(d) => stackmap::decode(d, &self.initial, self.max_locals, self.max_stack, self.code.len(), self.cp)?,
            None => Vec::new(),
        };
        // Frame offsets must be instruction starts (and increasing, by construction).
        let mut at: Vec<u32> = vec![u32::MAX; self.code.len()];
        for (k, (off, _)) in frames.iter().enumerate() {
            if !self.is_start(*off) {
                self.pc = *off;
                return Err(Fail::Verify { pc: Some(*off), msg: "StackMapTable error: bad offset".into(), detail: None });
            }
            at[*off as usize] = k as u32;
        }
        let mut cur = self.initial.clone();
        let mut falls = true;
        let mut pc = 0usize;
        while pc < self.code.len() {
            self.pc = pc as u32;
            let k = at[pc];
            if k != u32::MAX {
                let target = &frames[k as usize].1;
                self.tick(self.frame_cost())?;
                if falls && !frame_assignable(&cur, target, self.h)? {
                    return Err(self.err_detail("Instruction type does not match stack map", "Current frame is not assignable to stack map frame.".into()));
                }
                cur = stackmap::pad(target, self.max_locals);
            } else if !falls {
                return Err(self.err_detail("Expecting a stack map frame", "Expected stack map frame at this location.".into()));
            }
            let covered = self.attr.exception_table.iter().any(|e| (e.start_pc as usize) <= pc && pc < e.end_pc as usize);
            self.tick(self.attr.exception_table.len())?;
            let before = if covered {
                self.tick(self.frame_cost())?;
                cur.clone()
            } else {
                Frame::new(0)
            };
            let flow = self.step(pc, &mut cur)?;
            // Exception handlers covering this instruction see the locals
            // before it and, if it changed them, after it.
            for e in self.attr.exception_table.iter() {
                if (e.start_pc as usize) <= pc && pc < e.end_pc as usize {
                    self.tick(2 * self.frame_cost())?;
                    let hk = at.get(e.handler_pc as usize).copied().unwrap_or(u32::MAX);
                    if hk == u32::MAX {
                        return Err(self.err(format!("Expecting a stackmap frame at branch target {}", e.handler_pc)));
                    }
                    let hf = &frames[hk as usize].1;
                    let exc = self.catch_type(e.catch_type)?;
                    for (i, locals) in [&before.locals, &cur.locals].into_iter().enumerate() {
                        if i == 1 && cur.locals == before.locals && cur.this_uninit == before.this_uninit {
                            break;
                        }
                        let fr = Frame {
                            locals: locals.clone(),
                            stack: vec![exc.clone()],
                            stack_slots: 1,
                            this_uninit: if i == 0 { before.this_uninit } else { cur.this_uninit },
                            written: Vec::new(),
                        };
                        if !frame_assignable(&fr, hf, self.h)? {
                            return Err(self.err(format!("Stack map does not match the one at exception handler {}", e.handler_pc)));
                        }
                    }
                }
            }
            for &t in &flow.targets {
                let tk = if (t as usize) < at.len() { at[t as usize] } else { u32::MAX };
                if tk == u32::MAX {
                    return Err(self.err_detail(format!("Expecting a stackmap frame at branch target {}", t), "Expected stackmap frame at this location.".into()));
                }
                self.tick(self.frame_cost())?;
                let tf = &frames[tk as usize].1;
                if !frame_assignable(&cur, tf, self.h)? {
                    return Err(self.err(format!("Inconsistent stackmap frames at branch target {}", t)));
                }
                if t as usize <= pc && tf.stack.iter().chain(&tf.locals).any(|v| matches!(v, VType::Uninit(_))) && self.cf.major_version < 51 {
                    // Older HotSpot rule, kept only where it still applies.
                    return Err(self.err(format!("Uninitialized object exists on backward branch {}", t)));
                }
            }
            falls = flow.falls;
            pc += insn_length(self.code, pc).unwrap_or(1);
        }
        if falls {
            self.pc = self.last_start();
            return Err(self.err("Control flow falls through code end"));
        }
        Ok(())
    }

    fn last_start(&self) -> u32 {
        self.starts.iter().rposition(|&s| s).unwrap_or(0) as u32
    }

    /// A catch type must be a Throwable subclass (it is loaded for that).
    fn check_catch_type(&mut self, catch_type: u16, handler_pc: u16) -> Result<(), Fail> {
        if catch_type == 0 {
            return Ok(());
        }
        let name = match self.cp.class_name(catch_type) {
            Ok(n) => n.clone(),
            Err(_) => return Err(self.err(format!("Illegal type at constant pool entry {} in class {}", catch_type, self.cf.name))),
        };
        if name.starts_with('[') || !self.h.is_subclass(&name, "java/lang/Throwable")? {
            self.pc = handler_pc as u32;
            return Err(self.err(if self.legacy {
                "catch_type not a subclass of Throwable".to_string()
            } else {
                format!("Catch type is not a subclass of Throwable in exception handler {}", handler_pc)
            }));
        }
        Ok(())
    }

    fn catch_type(&self, idx: u16) -> Result<VType, Fail> {
        if idx == 0 {
            return Ok(VType::Ref(Arc::from("java/lang/Throwable")));
        }
        match self.cp.class_name(idx) {
            Ok(n) => Ok(VType::Ref(n.clone())),
            Err(_) => Err(self.err(format!("Illegal type at constant pool entry {} in class {}", idx, self.cf.name))),
        }
    }

    // ----- the inference verifier (class files < 50) -----

    fn infer(&mut self) -> Result<(), Fail> {
        let n = self.code.len();
        // Subroutines: the call sites of each jsr target.
        let mut callers: std::collections::HashMap<usize, Vec<usize>> = std::collections::HashMap::new();
        for pc in 0..n {
            if self.starts[pc] && matches!(self.code[pc], 0xa8 | 0xc9) {
                let off = if self.code[pc] == 0xa8 { code_i16(self.code, pc) } else { i32_at(self.code, pc + 1) as i64 };
                let t = pc as i64 + off;
                if t >= 0 && self.is_start(t as u32) {
                    callers.entry(t as usize).or_default().push(pc);
                }
            }
        }
        // The merged frame at the `ret`s of each subroutine.
        let mut ret_states: std::collections::HashMap<usize, Frame> = std::collections::HashMap::new();
        // The exception table, last entry first (as HotSpot's old verifier
        // walks it): bad ranges and handlers are ClassFormatErrors there.
        if self.max_stack < 1 && !self.attr.exception_table.is_empty() {
            return Err(self.err("Stack size too large"));
        }
        for e in self.attr.exception_table.iter().rev() {
            let end_ok = e.end_pc as usize == n || self.is_start(e.end_pc as u32);
            if !(e.start_pc < e.end_pc && self.is_start(e.start_pc as u32) && end_ok) {
                return Err(Fail::Format("Illegal exception table range".into()));
            }
            if !(e.handler_pc > 0 && self.is_start(e.handler_pc as u32)) {
                return Err(Fail::Format("Illegal exception table handler".into()));
            }
            self.check_catch_type(e.catch_type, e.handler_pc)?;
        }
        let mut states: Vec<Option<Frame>> = vec![None; n];
        let mut queued = vec![false; n];
        let mut work: Vec<usize> = vec![0];
        let mut initial = self.initial.clone();
        initial.written = vec![false; self.max_locals];
        states[0] = Some(initial);
        queued[0] = true;
        while let Some(pc) = work.pop() {
            queued[pc] = false;
            self.pc = pc as u32;
            // The clones below and one merge per successor.
            self.tick(self.attr.exception_table.len() + 4 * self.frame_cost())?;
            let Some(mut cur) = states[pc].clone() else { continue };
            let before = cur.clone();
            let mut succ: Vec<(usize, Frame)> = Vec::new();
            let flow = match self.code[pc] {
                0xa8 | 0xc9 => {
                    let off = if self.code[pc] == 0xa8 { code_i16(self.code, pc) } else { i32_at(self.code, pc + 1) as i64 };
                    let t = pc as i64 + off;
                    if t < 0 || !self.is_start(t as u32) {
                        return Err(self.err("Illegal target of jump or branch"));
                    }
                    let t = t as usize;
                    self.push(&mut cur, VType::RetAddr(t as u32))?;
                    let mut entry = cur.clone();
                    entry.written = vec![false; self.max_locals];
                    succ.push((t, entry));
                    // The return site, if the subroutine is known to return.
                    if let Some(r) = ret_states.get(&t) {
                        let next = pc + insn_length(self.code, pc).unwrap_or(1);
                        if next >= n {
                            return Err(self.err("Falling off the end of the code"));
                        }
                        succ.push((next, after_ret(&before, r)));
                    }
                    Flow::stop()
                }
                0xa9 => {
                    self.ret(&cur, self.code[pc + 1] as usize, &callers, &states, &mut ret_states, &mut succ)?;
                    Flow::stop()
                }
                0xc4 if self.code[pc + 1] == 0xa9 => {
                    self.ret(&cur, u16_at(self.code, pc + 2) as usize, &callers, &states, &mut ret_states, &mut succ)?;
                    Flow::stop()
                }
                _ => self.step(pc, &mut cur)?,
            };
            for e in self.attr.exception_table.iter() {
                if (e.start_pc as usize) <= pc && pc < e.end_pc as usize {
                    let exc = self.catch_type(e.catch_type)?;
                    self.tick(2 * self.frame_cost())?;
                    for (locals, written) in [(&before.locals, &before.written), (&cur.locals, &cur.written)] {
                        succ.push((
                            e.handler_pc as usize,
                            Frame { locals: locals.clone(), stack: vec![exc.clone()], stack_slots: 1, this_uninit: before.this_uninit || cur.this_uninit, written: written.clone() },
                        ));
                    }
                }
            }
            for &t in &flow.targets {
                if !self.is_start(t) {
                    return Err(self.err("Illegal target of jump or branch"));
                }
                succ.push((t as usize, cur.clone()));
            }
            if flow.falls {
                let next = pc + insn_length(self.code, pc).unwrap_or(1);
                if next >= n {
                    return Err(self.err("Falling off the end of the code"));
                }
                succ.push((next, cur.clone()));
            }
            for (t, f) in succ {
                let changed = match &mut states[t] {
                    None => {
                        states[t] = Some(f);
                        true
                    }
                    Some(old) => self.merge_into(old, &f)?,
                };
                if changed && !queued[t] {
                    queued[t] = true;
                    work.push(t);
                }
            }
        }
        Ok(())
    }

    /// `ret` (inference): the local must hold the return address of a
    /// subroutine; its frame flows to the instruction after every `jsr` to it.
    #[allow(clippy::too_many_arguments)]
    fn ret(
        &mut self,
        cur: &Frame,
        idx: usize,
        callers: &std::collections::HashMap<usize, Vec<usize>>,
        states: &[Option<Frame>],
        ret_states: &mut std::collections::HashMap<usize, Frame>,
        succ: &mut Vec<(usize, Frame)>,
    ) -> Result<(), Fail> {
        if idx >= self.max_locals {
            return Err(self.err("Local variable table overflow"));
        }
        let VType::RetAddr(l) = cur.locals[idx] else {
            return Err(self.err_detail("Bad local variable type", format!("Type {} (current frame, locals[{}]) is not a return address", cur.locals[idx], idx)));
        };
        let l = l as usize;
        let merged = match ret_states.get_mut(&l) {
            None => {
                ret_states.insert(l, cur.clone());
                true
            }
            Some(old) => self.merge_into(old, cur)?,
        };
        if !merged {
            return Ok(());
        }
        let r = ret_states[&l].clone();
        for &j in callers.get(&l).map(|v| &v[..]).unwrap_or(&[]) {
            if let Some(sj) = &states[j] {
                self.tick(2 * self.frame_cost())?;
                let next = j + insn_length(self.code, j).unwrap_or(1);
                if next >= self.code.len() {
                    return Err(self.err("Falling off the end of the code"));
                }
                succ.push((next, after_ret(sj, &r)));
            }
        }
        Ok(())
    }

    fn merge_into(&mut self, old: &mut Frame, new: &Frame) -> Result<bool, Fail> {
        if old.stack.len() != new.stack.len() || old.stack_slots != new.stack_slots {
            return Err(self.err(format!("Inconsistent stack height {} != {}", new.stack_slots, old.stack_slots)));
        }
        let mut changed = false;
        for (a, b) in old.stack.iter_mut().zip(&new.stack) {
            let m = merge(a, b, self.h)?;
            if m == VType::Top && *a != VType::Top {
                return Err(self.err("Mismatched stack types"));
            }
            if m != *a {
                *a = m;
                changed = true;
            }
        }
        for (a, b) in old.locals.iter_mut().zip(&new.locals) {
            let m = merge(a, b, self.h)?;
            if m != *a {
                *a = m;
                changed = true;
            }
        }
        if new.this_uninit && !old.this_uninit {
            old.this_uninit = true;
            changed = true;
        }
        for (a, &b) in old.written.iter_mut().zip(&new.written) {
            if b && !*a {
                *a = true;
                changed = true;
            }
        }
        Ok(changed)
    }

    // ----- operand stack and locals -----

    fn push(&self, f: &mut Frame, t: VType) -> Result<(), Fail> {
        let n = if t.is_wide() { 2 } else { 1 };
        if f.stack_slots + n > self.max_stack {
            return Err(self.err("Operand stack overflow"));
        }
        f.stack_slots += n;
        f.stack.push(t);
        Ok(())
    }

    fn pop_any(&self, f: &mut Frame) -> Result<VType, Fail> {
        match f.stack.pop() {
            Some(t) => {
                f.stack_slots -= if t.is_wide() { 2 } else { 1 };
                Ok(t)
            }
            None => Err(self.err("Operand stack underflow")),
        }
    }

    /// Pops a value assignable to `expected`.
    fn pop(&mut self, f: &mut Frame, expected: &VType) -> Result<VType, Fail> {
        let depth = f.stack.len();
        let t = self.pop_any(f)?;
        if !assignable(&t, expected, self.h)? {
            return Err(self.err_detail("Bad type on operand stack", format!("Type {} (current frame, stack[{}]) is not assignable to {}", t, depth - 1, expected)));
        }
        Ok(t)
    }

    /// Pops an initialised reference (or null).
    fn pop_object(&mut self, f: &mut Frame) -> Result<VType, Fail> {
        self.pop(f, &VType::object())
    }

    /// Pops entries covering exactly `n` slots (for the stack-shuffling
    /// instructions), bottom first; a long/double may not be split.
    fn pop_slots(&self, f: &mut Frame, n: usize, op: &str) -> Result<Vec<VType>, Fail> {
        let mut got = 0;
        let mut out = Vec::new();
        while got < n {
            let t = self.pop_any(f)?;
            got += if t.is_wide() { 2 } else { 1 };
            out.push(t);
        }
        if got != n {
            if self.legacy {
                return Err(self.err("Attempt to split long or double on the stack"));
            }
            // HotSpot pops a category-1 value and finds half a long or double.
            return Err(self.err_detail("Bad type on operand stack", format!("Attempt to split long or double on the stack in {}", op)));
        }
        out.reverse();
        Ok(out)
    }

    fn push_all(&self, f: &mut Frame, v: &[VType]) -> Result<(), Fail> {
        for t in v {
            self.push(f, t.clone())?;
        }
        Ok(())
    }

    fn load(&mut self, f: &mut Frame, idx: usize, ty: &VType) -> Result<(), Fail> {
        let wide = ty.is_wide();
        if wide && !self.legacy {
            // HotSpot checks a long/double load against the locals the frame
            // holds so far (the last one set), not against max_locals.
            let size = f.locals.iter().rposition(|v| *v != VType::Top).map(|i| i + if f.locals[i].is_wide() { 2 } else { 1 }).unwrap_or(0);
            if idx + 1 >= size {
                return Err(self.err("get long/double overflows locals"));
            }
        }
        if idx >= self.max_locals || (wide && idx + 1 >= self.max_locals) {
            return Err(self.err("Local variable table overflow"));
        }
        let t = f.locals[idx].clone();
        let ok = if *ty == VType::object() { t.is_reference() } else { t == *ty };
        if !ok {
            return Err(self.err_detail("Bad local variable type", format!("Type {} (current frame, locals[{}]) is not assignable to {}", t, idx, ty)));
        }
        self.push(f, t)
    }

    fn store(&mut self, f: &mut Frame, idx: usize, t: VType) -> Result<(), Fail> {
        let wide = t.is_wide();
        if idx >= self.max_locals || (wide && idx + 1 >= self.max_locals) {
            return Err(self.err("Local variable table overflow"));
        }
        if idx > 0 && f.locals[idx - 1].is_wide() {
            f.locals[idx - 1] = VType::Top;
            if let Some(w) = f.written.get_mut(idx - 1) {
                *w = true;
            }
        }
        f.locals[idx] = t;
        if wide {
            f.locals[idx + 1] = VType::Top;
        }
        for k in idx..idx + 1 + usize::from(wide) {
            if let Some(w) = f.written.get_mut(k) {
                *w = true;
            }
        }
        Ok(())
    }

    // ----- constant pool -----

    fn cp_get(&self, idx: u16) -> Result<&'a Constant, Fail> {
        self.cp.get(idx).map_err(|_| self.err(format!("Illegal constant pool index {} in class {}", idx, self.cf.name)))
    }

    fn bad_cp_type(&self, idx: u16) -> Fail {
        self.err(format!("Illegal type at constant pool entry {} in class {}", idx, self.cf.name))
    }

    fn cp_class(&self, idx: u16) -> Result<Arc<str>, Fail> {
        match self.cp_get(idx)? {
            Constant::Class(_) => self.cp.class_name(idx).map(|n| n.clone()).map_err(|_| self.bad_cp_type(idx)),
            _ => Err(self.bad_cp_type(idx)),
        }
    }

    // ----- instructions -----

    fn step(&mut self, pc: usize, f: &mut Frame) -> Result<Flow, Fail> {
        use VType::*;
        let code = self.code;
        let op = code[pc];
        let branch = |off: i64| -> u32 {
            let t = pc as i64 + off;
            if (0..=u32::MAX as i64).contains(&t) {
                t as u32
            } else {
                u32::MAX
            }
        };
        let prim = [Int, Long, Float, Double];
        match op {
            0x00 => {}
            0x01 => self.push(f, Null)?,
            0x02..=0x08 | 0x10 | 0x11 => self.push(f, Int)?,
            0x09 | 0x0a => self.push(f, Long)?,
            0x0b..=0x0d => self.push(f, Float)?,
            0x0e | 0x0f => self.push(f, Double)?,
            0x12..=0x14 => {
                let idx = if op == 0x12 { code[pc + 1] as u16 } else { u16_at(code, pc + 1) };
                let c = self.cp_get(idx)?;
                let t = match (op, c) {
                    (0x14, Constant::Long(_)) => Long,
                    (0x14, Constant::Double(_)) => Double,
                    (0x12 | 0x13, Constant::Integer(_)) => Int,
                    (0x12 | 0x13, Constant::Float(_)) => Float,
                    (0x12 | 0x13, Constant::String(_)) => VType::Ref(Arc::from("java/lang/String")),
                    (0x12 | 0x13, Constant::Class(_)) if self.cf.major_version >= 49 => VType::Ref(Arc::from("java/lang/Class")),
                    (0x12 | 0x13, Constant::MethodType(_)) if self.cf.major_version >= 51 => VType::Ref(Arc::from("java/lang/invoke/MethodType")),
                    (0x12 | 0x13, Constant::MethodHandle(..)) if self.cf.major_version >= 51 => VType::Ref(Arc::from("java/lang/invoke/MethodHandle")),
                    (_, Constant::Dynamic(_, nt)) if self.cf.major_version >= 55 => {
                        let (_, d) = self.cp.name_and_type(*nt).map_err(|_| self.bad_cp_type(idx))?;
                        let ft = parse_field_descriptor(d).map_err(|_| self.bad_cp_type(idx))?;
                        let t = VType::of_field(&ft);
                        if t.is_wide() != (op == 0x14) {
                            return Err(self.bad_cp_type(idx));
                        }
                        t
                    }
                    _ => return Err(self.bad_cp_type(idx)),
                };
                self.push(f, t)?;
            }
            0x15..=0x19 => {
                let idx = code[pc + 1] as usize;
                self.load_op(f, op - 0x15, idx)?;
            }
            0x1a..=0x2d => {
                let k = (op - 0x1a) / 4;
                let idx = ((op - 0x1a) % 4) as usize;
                self.load_op(f, k, idx)?;
            }
            0x2e..=0x35 => {
                let name = ["iaload", "laload", "faload", "daload", "aaload", "baload", "caload", "saload"][(op - 0x2e) as usize];
                self.pop(f, &Int)?;
                let arr = self.pop_any(f)?;
                let bad = || self.err(format!("Bad type on operand stack in {}", name));
                let elem = match &arr {
                    Null => None,
                    Ref(d) if d.starts_with('[') => Some(&d[1..]),
                    _ => return Err(bad()),
                };
                let t = match (op, elem) {
                    (0x32, None) => Null,
                    (_, None) => [Int, Long, Float, Double, Null, Int, Int, Int][(op - 0x2e) as usize].clone(),
                    (0x2e, Some("I")) | (0x33, Some("B" | "Z")) | (0x34, Some("C")) | (0x35, Some("S")) => Int,
                    (0x2f, Some("J")) => Long,
                    (0x30, Some("F")) => Float,
                    (0x31, Some("D")) => Double,
                    (0x32, Some(e)) if e.starts_with('[') => Ref(Arc::from(e)),
                    (0x32, Some(e)) if e.starts_with('L') && e.len() >= 3 => Ref(Arc::from(&e[1..e.len() - 1])),
                    _ => return Err(bad()),
                };
                self.push(f, t)?;
            }
            0x36..=0x3a => {
                let idx = code[pc + 1] as usize;
                self.store_op(f, op - 0x36, idx)?;
            }
            0x3b..=0x4e => {
                let k = (op - 0x3b) / 4;
                let idx = ((op - 0x3b) % 4) as usize;
                self.store_op(f, k, idx)?;
            }
            0x4f..=0x56 => {
                let name = ["iastore", "lastore", "fastore", "dastore", "aastore", "bastore", "castore", "sastore"][(op - 0x4f) as usize];
                let vt = [Int, Long, Float, Double, VType::object(), Int, Int, Int][(op - 0x4f) as usize].clone();
                self.pop(f, &vt)?;
                self.pop(f, &Int)?;
                let arr = self.pop_any(f)?;
                let ok = match &arr {
                    Null => true,
                    Ref(d) => matches!(
                        (op, d.get(1..)),
                        (0x4f, Some("I")) | (0x50, Some("J")) | (0x51, Some("F")) | (0x52, Some("D")) | (0x54, Some("B" | "Z")) | (0x55, Some("C")) | (0x56, Some("S"))
                    ) || (op == 0x53 && d.starts_with('[') && matches!(d.as_bytes().get(1), Some(b'L' | b'['))),
                    _ => false,
                };
                if !ok {
                    return Err(self.err(format!("Bad type on operand stack in {}", name)));
                }
            }
            0x57 => {
                self.pop_slots(f, 1, "pop")?;
            }
            0x58 => {
                self.pop_slots(f, 2, "pop2")?;
            }
            0x59 => {
                let a = self.pop_slots(f, 1, "dup")?;
                self.push_all(f, &a)?;
                self.push_all(f, &a)?;
            }
            0x5a | 0x5b => {
                let (name, bn) = if op == 0x5a { ("dup_x1", 1) } else { ("dup_x2", 2) };
                let a = self.pop_slots(f, 1, name)?;
                let b = self.pop_slots(f, bn, name)?;
                self.push_all(f, &a)?;
                self.push_all(f, &b)?;
                self.push_all(f, &a)?;
            }
            0x5c => {
                let a = self.pop_slots(f, 2, "dup2")?;
                self.push_all(f, &a)?;
                self.push_all(f, &a)?;
            }
            0x5d | 0x5e => {
                let (name, bn) = if op == 0x5d { ("dup2_x1", 1) } else { ("dup2_x2", 2) };
                let a = self.pop_slots(f, 2, name)?;
                let b = self.pop_slots(f, bn, name)?;
                self.push_all(f, &a)?;
                self.push_all(f, &b)?;
                self.push_all(f, &a)?;
            }
            0x5f => {
                let a = self.pop_slots(f, 1, "swap")?;
                let b = self.pop_slots(f, 1, "swap")?;
                self.push_all(f, &a)?;
                self.push_all(f, &b)?;
            }
            0x60..=0x73 => {
                let t = prim[((op - 0x60) % 4) as usize].clone();
                self.pop(f, &t)?;
                self.pop(f, &t)?;
                self.push(f, t)?;
            }
            0x74..=0x77 => {
                let t = prim[(op - 0x74) as usize].clone();
                self.pop(f, &t)?;
                self.push(f, t)?;
            }
            0x78..=0x7d => {
                let t = if op % 2 == 0 { Int } else { Long };
                self.pop(f, &Int)?;
                self.pop(f, &t)?;
                self.push(f, t)?;
            }
            0x7e..=0x83 => {
                let t = if op % 2 == 0 { Int } else { Long };
                self.pop(f, &t)?;
                self.pop(f, &t)?;
                self.push(f, t)?;
            }
            0x84 => {
                let idx = code[pc + 1] as usize;
                self.iinc(f, idx)?;
            }
            0x85..=0x93 => {
                let (from, to) = match op {
                    0x85 => (Int, Long),
                    0x86 => (Int, Float),
                    0x87 => (Int, Double),
                    0x88 => (Long, Int),
                    0x89 => (Long, Float),
                    0x8a => (Long, Double),
                    0x8b => (Float, Int),
                    0x8c => (Float, Long),
                    0x8d => (Float, Double),
                    0x8e => (Double, Int),
                    0x8f => (Double, Long),
                    0x90 => (Double, Float),
                    _ => (Int, Int),
                };
                self.pop(f, &from)?;
                self.push(f, to)?;
            }
            0x94..=0x98 => {
                let t = match op {
                    0x94 => Long,
                    0x95 | 0x96 => Float,
                    _ => Double,
                };
                self.pop(f, &t)?;
                self.pop(f, &t)?;
                self.push(f, Int)?;
            }
            0x99..=0x9e => {
                self.pop(f, &Int)?;
                return Ok(Flow { falls: true, targets: vec![branch(code_i16(code, pc))] });
            }
            0x9f..=0xa4 => {
                self.pop(f, &Int)?;
                self.pop(f, &Int)?;
                return Ok(Flow { falls: true, targets: vec![branch(code_i16(code, pc))] });
            }
            0xa5 | 0xa6 => {
                self.pop_object(f)?;
                self.pop_object(f)?;
                return Ok(Flow { falls: true, targets: vec![branch(code_i16(code, pc))] });
            }
            0xc6 | 0xc7 => {
                self.pop_object(f)?;
                return Ok(Flow { falls: true, targets: vec![branch(code_i16(code, pc))] });
            }
            0xa7 => return Ok(Flow { falls: false, targets: vec![branch(code_i16(code, pc))] }),
            0xc8 => return Ok(Flow { falls: false, targets: vec![branch(i32_at(code, pc + 1) as i64)] }),
            0xa8 | 0xa9 | 0xc9 => {
                // jsr/ret: illegal in class files checked by type checking;
                // inference skips methods that contain them.
                return Err(self.err(format!("Bad instruction: {:02x}", op)));
            }
            0xaa | 0xab => {
                self.pop(f, &Int)?;
                let base = (pc + 4) & !3;
                // Padding bytes are free from version 51 on (JVMS 4.7.3 before that).
                if self.cf.major_version < 51 && code[pc + 1..base].iter().any(|&b| b != 0) {
                    return Err(self.err(if self.legacy { "Non zero padding bytes in switch" } else { "Nonzero padding byte in lookupswitch or tableswitch" }));
                }
                let mut targets = vec![branch(i32_at(code, base) as i64)];
                if op == 0xaa {
                    let low = i32_at(code, base + 4) as i64;
                    let high = i32_at(code, base + 8) as i64;
                    for k in 0..(high - low + 1).max(0) as usize {
                        targets.push(branch(i32_at(code, base + 12 + 4 * k) as i64));
                    }
                } else {
                    let n = i32_at(code, base + 4).max(0) as usize;
                    let mut prev: Option<i32> = None;
                    for k in 0..n {
                        let key = i32_at(code, base + 8 + 8 * k);
                        if prev.is_some_and(|p| p >= key) {
                            return Err(self.err("Bad lookupswitch instruction"));
                        }
                        prev = Some(key);
                        targets.push(branch(i32_at(code, base + 12 + 8 * k) as i64));
                    }
                }
                targets.sort_unstable();
                targets.dedup();
                return Ok(Flow { falls: false, targets });
            }
            0xac..=0xb0 => {
                let t = [Int, Long, Float, Double, VType::object()][(op - 0xac) as usize].clone();
                let v = if op == 0xb0 {
                    let depth = f.stack.len();
                    let v = self.pop_any(f)?;
                    if !v.is_reference() {
                        return Err(self.err_detail("Bad type on operand stack", format!("Type {} (current frame, stack[{}]) is not assignable to reference type", v, depth.saturating_sub(1))));
                    }
                    v
                } else {
                    self.pop(f, &t)?
                };
                let Some(rt) = self.ret.clone() else {
                    return Err(self.err("Method does not expect a return value"));
                };
                if !assignable(&v, &rt, self.h)? {
                    return Err(self.err("Bad return type"));
                }
                return Ok(Flow::stop());
            }
            0xb1 => {
                if self.ret.is_some() {
                    return Err(self.err("Method expects a return value"));
                }
                if self.is_init && f.this_uninit {
                    return Err(self.err("Constructor must call super() or this() before return"));
                }
                return Ok(Flow::stop());
            }
            0xb2..=0xb5 => self.field_op(f, op, u16_at(code, pc + 1))?,
            0xb6..=0xba => self.invoke(f, pc, op)?,
            0xbb => {
                let idx = u16_at(code, pc + 1);
                let c = self.cp_class(idx)?;
                if c.starts_with('[') {
                    return Err(self.err("Illegal new instruction"));
                }
                self.push(f, Uninit(pc as u16))?;
            }
            0xbc => {
                self.pop(f, &Int)?;
                let d = match code[pc + 1] {
                    4 => "[Z",
                    5 => "[C",
                    6 => "[F",
                    7 => "[D",
                    8 => "[B",
                    9 => "[S",
                    10 => "[I",
                    11 => "[J",
                    _ => return Err(self.err("Illegal newarray instruction")),
                };
                self.push(f, Ref(Arc::from(d)))?;
            }
            0xbd => {
                let c = self.cp_class(u16_at(code, pc + 1))?;
                self.pop(f, &Int)?;
                if c.bytes().take_while(|&b| b == b'[').count() >= 255 {
                    return Err(self.err("Array with too many dimensions"));
                }
                self.push(f, Ref(array_of(&c)))?;
            }
            0xbe => {
                let a = self.pop_any(f)?;
                match &a {
                    Null => {}
                    Ref(d) if d.starts_with('[') => {}
                    _ => return Err(self.err("Bad type on operand stack in arraylength")),
                }
                self.push(f, Int)?;
            }
            0xbf => {
                let throwable = Ref(Arc::from("java/lang/Throwable"));
                if self.legacy {
                    let t = self.pop_object(f)?;
                    if !assignable(&t, &throwable, self.h)? {
                        return Err(self.err("Can only throw Throwable objects"));
                    }
                } else {
                    self.pop(f, &throwable)?;
                }
                return Ok(Flow::stop());
            }
            0xc0 => {
                let c = self.cp_class(u16_at(code, pc + 1))?;
                self.pop_object(f)?;
                self.push(f, Ref(c))?;
            }
            0xc1 => {
                self.cp_class(u16_at(code, pc + 1))?;
                self.pop_object(f)?;
                self.push(f, Int)?;
            }
            0xc2 | 0xc3 => {
                self.pop_object(f)?;
            }
            0xc4 => {
                let wop = code[pc + 1];
                let idx = u16_at(code, pc + 2) as usize;
                match wop {
                    0x15..=0x19 => self.load_op(f, wop - 0x15, idx)?,
                    0x36..=0x3a => self.store_op(f, wop - 0x36, idx)?,
                    0x84 => self.iinc(f, idx)?,
                    // Rejected with the instruction boundaries.
                    _ => return Err(self.err("Bad instruction")),
                }
            }
            0xc5 => {
                let idx = u16_at(code, pc + 1);
                let dims = code[pc + 3] as usize;
                let c = self.cp_class(idx)?;
                let have = c.bytes().take_while(|&b| b == b'[').count();
                if have == 0 {
                    return Err(self.err("Illegal constant pool index in multianewarray instruction"));
                }
                if dims < 1 || dims > have {
                    return Err(self.err(format!("Illegal dimension in multianewarray instruction: {}", dims)));
                }
                for _ in 0..dims {
                    self.pop(f, &Int)?;
                }
                self.push(f, Ref(c))?;
            }
            _ => return Err(self.err(format!("Bad instruction: {:02x}", op))),
        }
        Ok(Flow::next())
    }

    /// xload: k = 0 int, 1 long, 2 float, 3 double, 4 reference.
    fn load_op(&mut self, f: &mut Frame, k: u8, idx: usize) -> Result<(), Fail> {
        let t = match k {
            0 => VType::Int,
            1 => VType::Long,
            2 => VType::Float,
            3 => VType::Double,
            _ => VType::object(),
        };
        self.load(f, idx, &t)
    }

    fn store_op(&mut self, f: &mut Frame, k: u8, idx: usize) -> Result<(), Fail> {
        let t = match k {
            0 => self.pop(f, &VType::Int)?,
            1 => self.pop(f, &VType::Long)?,
            2 => self.pop(f, &VType::Float)?,
            3 => self.pop(f, &VType::Double)?,
            _ => {
                let depth = f.stack.len();
                let t = self.pop_any(f)?;
                // astore also takes uninitialised objects and return addresses.
                if !t.is_reference() && !matches!(t, VType::RetAddr(_)) {
                    return Err(self.err_detail("Bad type on operand stack", format!("Type {} (current frame, stack[{}]) is not assignable to reference type", t, depth.saturating_sub(1))));
                }
                t
            }
        };
        self.store(f, idx, t)
    }

    fn iinc(&mut self, f: &mut Frame, idx: usize) -> Result<(), Fail> {
        if idx >= self.max_locals {
            return Err(self.err("Local variable table overflow"));
        }
        if f.locals[idx] != VType::Int {
            return Err(self.err_detail("Bad local variable type", format!("Type {} (current frame, locals[{}]) is not assignable to integer", f.locals[idx], idx)));
        }
        Ok(())
    }

    fn field_op(&mut self, f: &mut Frame, op: u8, idx: u16) -> Result<(), Fail> {
        let (class, _name, desc) = match self.cp_get(idx)? {
            Constant::Fieldref(..) => self.cp.member_ref(idx).map_err(|_| self.bad_cp_type(idx))?,
            _ => return Err(self.bad_cp_type(idx)),
        };
        let ft = parse_field_descriptor(desc).map_err(|_| self.bad_cp_type(idx))?;
        let t = VType::of_field(&ft);
        let owner = VType::Ref(class.clone());
        match op {
            0xb2 => self.push(f, t)?,
            0xb3 => {
                self.pop(f, &t)?;
            }
            0xb4 => {
                let depth = f.stack.len();
                let r = if self.legacy { self.pop_object(f)? } else { self.pop_any(f)? };
                if !assignable(&r, &owner, self.h)? {
                    return Err(self.field_receiver_error(&r, depth, &owner));
                }
                self.protected_check(class, _name, desc, true, &r, "getfield")?;
                self.push(f, t)?;
            }
            _ => {
                self.pop(f, &t)?;
                let depth = f.stack.len();
                let r = self.pop_any(f)?;
                // A constructor may set its own class's fields before the
                // super() call (javac does so for outer-instance fields).
                let early = r == VType::UninitThis && **class == *self.cf.name && self.cf.fields.iter().any(|fi| fi.name == *_name && fi.descriptor == *desc);
                if !early && !assignable(&r, &owner, self.h)? {
                    if self.legacy && !r.is_reference() {
                        return Err(self.err("Expecting to find object/array on stack"));
                    }
                    return Err(self.field_receiver_error(&r, depth, &owner));
                }
                if !early {
                    self.protected_check(class, _name, desc, true, &r, "putfield")?;
                }
            }
        }
        Ok(())
    }

    /// A getfield/putfield object that is not of the field's class.
    fn field_receiver_error(&self, r: &VType, depth: usize, owner: &VType) -> Fail {
        if self.legacy {
            return self.err("Incompatible type for getting or setting field");
        }
        self.err_detail("Bad type on operand stack", format!("Type {} (current frame, stack[{}]) is not assignable to {}", r, depth.saturating_sub(1), owner))
    }

    /// JVMS 4.10.1.8: a protected member of a superclass in another run-time
    /// package may only be used on objects of the current class (or its
    /// subclasses), not on any object of the superclass.
    fn protected_check(&mut self, class: &str, name: &str, desc: &str, field: bool, receiver: &VType, op: &str) -> Result<(), Fail> {
        let array_clone = !field && name == "clone" && matches!(receiver, VType::Ref(r) if r.starts_with('['));
        if class == &*self.cf.name || class.starts_with('[') || *receiver == VType::Null || array_clone {
            return Ok(());
        }
        let pkg = |n: &str| n.rfind('/').map(|i| n[..i].to_string()).unwrap_or_default();
        if pkg(class) == pkg(&self.cf.name) || !self.name_in_supers(class)? {
            return Ok(());
        }
        let Some(decl) = self.h.protected_member(class, name, desc, field)? else { return Ok(()) };
        if pkg(&decl) == pkg(&self.cf.name) || assignable(receiver, &self.this_type.clone(), self.h)? {
            return Ok(());
        }
        Err(self.err(format!("Bad access to protected data in {}", op)))
    }

    /// Whether `class` names a superclass of the current class, found by
    /// walking the (already loaded) superclass chain by name, as HotSpot
    /// does: the referenced class itself is not loaded for this.
    fn name_in_supers(&mut self, class: &str) -> Result<bool, Fail> {
        let mut cur = self.cf.super_name.clone();
        let mut guard = 0;
        while let Some(c) = cur {
            if &*c == class {
                return Ok(true);
            }
            guard += 1;
            if guard > 10_000 {
                return Ok(false);
            }
            cur = self.h.superclass(&c)?;
        }
        Ok(false)
    }

    fn invoke(&mut self, f: &mut Frame, pc: usize, op: u8) -> Result<(), Fail> {
        let code = self.code;
        let idx = u16_at(code, pc + 1);
        let c = self.cp_get(idx)?;
        let ok_kind = match (op, c) {
            (0xb6, Constant::Methodref(..)) => true,
            (0xb7 | 0xb8, Constant::Methodref(..)) => true,
            (0xb7 | 0xb8, Constant::InterfaceMethodref(..)) => self.cf.major_version >= 52,
            (0xb9, Constant::InterfaceMethodref(..)) => true,
            (0xba, Constant::InvokeDynamic(..)) => true,
            _ => false,
        };
        if !ok_kind {
            return Err(self.bad_cp_type(idx));
        }
        let (class, name, desc): (Option<Arc<str>>, Arc<str>, Arc<str>) = if op == 0xba {
            let Constant::InvokeDynamic(_, nt) = c else { return Err(self.bad_cp_type(idx)) };
            let (n, d) = self.cp.name_and_type(*nt).map_err(|_| self.bad_cp_type(idx))?;
            if code[pc + 3] != 0 || code[pc + 4] != 0 {
                return Err(self.err("Third and fourth operand bytes of invokedynamic must be zero"));
            }
            (None, n.clone(), d.clone())
        } else {
            let (c, n, d) = self.cp.member_ref(idx).map_err(|_| self.bad_cp_type(idx))?;
            (Some(c.clone()), n.clone(), d.clone())
        };
        let md = parse_method_descriptor(&desc).map_err(|_| self.bad_cp_type(idx))?;
        if name.starts_with('<') && (op != 0xb7 || &*name != "<init>") {
            return Err(self.err("Illegal call to internal method"));
        }
        if op == 0xb9 {
            let count = code[pc + 3] as usize;
            if count != md.param_slots() + 1 {
                return Err(self.err("Inconsistent args count operand in invokeinterface"));
            }
            if code[pc + 4] != 0 {
                return Err(self.err("Fourth operand byte of invokeinterface must be zero"));
            }
        }
        for p in md.params.iter().rev() {
            let t = VType::of_field(p);
            self.pop(f, &t)?;
        }
        let class = class.unwrap_or_else(|| Arc::from("java/lang/Object"));
        let owner = VType::Ref(class.clone());
        match op {
            0xb8 | 0xba => {}
            0xb7 if &*name == "<init>" => {
                if md.ret.is_some() {
                    return Err(self.err("Return type must be void in <init> method"));
                }
                let r = self.pop_any(f)?;
                match &r {
                    VType::UninitThis => {
                        let sup = self.cf.super_name.as_deref();
                        if *class != *self.cf.name && Some(&*class) != sup {
                            return Err(self.err("Bad <init> method call"));
                        }
                        let init = self.this_type.clone();
                        f.initialize(&r, &init);
                    }
                    VType::Uninit(at) => {
                        let at = *at as usize;
                        if self.code.get(at) != Some(&0xbb) || !self.is_start(at as u32) {
                            return Err(self.err(format!("Expecting new instruction at {}", at)));
                        }
                        let nc = self.cp_class(u16_at(code, at + 1))?;
                        if nc != class {
                            return Err(self.err("Call to wrong <init> method"));
                        }
                        f.initialize(&r, &VType::Ref(nc));
                    }
                    _ => return Err(self.err("Bad operand type when invoking <init>")),
                }
            }
            0xb7 => {
                // super.m() / private m(): the receiver must be this class
                // (or a subclass), and this class must extend the named one.
                if !class.starts_with('[') && !self.h.is_interface(&class)? && !types::ref_assignable(&self.cf.name, &class, self.h)? {
                    return Err(self.err(if self.legacy {
                        "Illegal use of nonvirtual function call"
                    } else {
                        "Bad invokespecial instruction: current class isn't assignable to reference class."
                    }));
                }
                let this = self.this_type.clone();
                self.pop(f, &this)?;
            }
            _ => {
                let r = self.pop(f, &owner)?;
                if op == 0xb6 {
                    self.protected_check(&class, &name, &desc, false, &r, "invokevirtual")?;
                }
            }
        }
        if let Some(rt) = &md.ret {
            self.push(f, VType::of_field(rt))?;
        }
        Ok(())
    }
}

/// The frame after a subroutine returns to the `jsr` whose frame (before
/// the call) is `j`: the locals the subroutine wrote come from the `ret`
/// frame `r`, the others from the call site; the stack is the `ret`'s.
fn after_ret(j: &Frame, r: &Frame) -> Frame {
    let mut f = j.clone();
    for (i, w) in r.written.iter().enumerate() {
        if *w && i < f.locals.len() {
            f.locals[i] = r.locals[i].clone();
        }
    }
    f.stack = r.stack.clone();
    f.stack_slots = r.stack_slots;
    f.this_uninit = r.this_uninit;
    // Locals written by a nested subroutine count as written by the caller's.
    for (a, &b) in f.written.iter_mut().zip(&r.written) {
        *a |= b;
    }
    f
}

fn code_i16(code: &[u8], pc: usize) -> i64 {
    u16_at(code, pc + 1) as i16 as i64
}

/// The mnemonic of an opcode (for messages).
pub fn opcode_name(op: u8) -> &'static str {
    const NAMES: [&str; 202] = [
        "nop", "aconst_null", "iconst_m1", "iconst_0", "iconst_1", "iconst_2", "iconst_3", "iconst_4", "iconst_5", "lconst_0",
        "lconst_1", "fconst_0", "fconst_1", "fconst_2", "dconst_0", "dconst_1", "bipush", "sipush", "ldc", "ldc_w", "ldc2_w",
        "iload", "lload", "fload", "dload", "aload", "iload_0", "iload_1", "iload_2", "iload_3", "lload_0", "lload_1", "lload_2",
        "lload_3", "fload_0", "fload_1", "fload_2", "fload_3", "dload_0", "dload_1", "dload_2", "dload_3", "aload_0", "aload_1",
        "aload_2", "aload_3", "iaload", "laload", "faload", "daload", "aaload", "baload", "caload", "saload", "istore", "lstore",
        "fstore", "dstore", "astore", "istore_0", "istore_1", "istore_2", "istore_3", "lstore_0", "lstore_1", "lstore_2",
        "lstore_3", "fstore_0", "fstore_1", "fstore_2", "fstore_3", "dstore_0", "dstore_1", "dstore_2", "dstore_3", "astore_0",
        "astore_1", "astore_2", "astore_3", "iastore", "lastore", "fastore", "dastore", "aastore", "bastore", "castore",
        "sastore", "pop", "pop2", "dup", "dup_x1", "dup_x2", "dup2", "dup2_x1", "dup2_x2", "swap", "iadd", "ladd", "fadd", "dadd",
        "isub", "lsub", "fsub", "dsub", "imul", "lmul", "fmul", "dmul", "idiv", "ldiv", "fdiv", "ddiv", "irem", "lrem", "frem",
        "drem", "ineg", "lneg", "fneg", "dneg", "ishl", "lshl", "ishr", "lshr", "iushr", "lushr", "iand", "land", "ior", "lor",
        "ixor", "lxor", "iinc", "i2l", "i2f", "i2d", "l2i", "l2f", "l2d", "f2i", "f2l", "f2d", "d2i", "d2l", "d2f", "i2b", "i2c",
        "i2s", "lcmp", "fcmpl", "fcmpg", "dcmpl", "dcmpg", "ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle", "if_icmpeq",
        "if_icmpne", "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq", "if_acmpne", "goto", "jsr", "ret",
        "tableswitch", "lookupswitch", "ireturn", "lreturn", "freturn", "dreturn", "areturn", "return", "getstatic",
        "putstatic", "getfield", "putfield", "invokevirtual", "invokespecial", "invokestatic", "invokeinterface",
        "invokedynamic", "new", "newarray", "anewarray", "arraylength", "athrow", "checkcast", "instanceof", "monitorenter",
        "monitorexit", "wide", "multianewarray", "ifnull", "ifnonnull", "goto_w", "jsr_w",
    ];
    NAMES.get(op as usize).copied().unwrap_or("<illegal>")
}

#[cfg(test)]
mod tests;
