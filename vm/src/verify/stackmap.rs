//! The StackMapTable attribute (JVMS 4.7.4): decoding its compressed frames
//! into full [`Frame`]s, one per listed bytecode offset.
//!
//! Each entry describes the frame at `previous offset + offset_delta + 1`
//! (the first one at `offset_delta`) as a change to the previous entry's
//! frame (the first one's "previous" frame is the method's initial frame):
//! `same`, `same_locals_1_stack_item`, `chop` (drop the last 1-3 locals),
//! `append` (add 1-3 locals) or `full_frame`. Locals are listed compressed,
//! a long or double as one entry, so chop and append count values, not slots.

use std::sync::Arc;

use super::types::{Frame, VType};
use super::Fail;
use crate::classfile::{Constant, ConstantPool};

/// Decodes one verification_type_info.
fn read_vtype(b: &[u8], i: &mut usize, cp: &ConstantPool) -> Result<VType, Fail> {
    let tag = *b.get(*i).ok_or_else(|| fmt_err("bad verification type"))?;
    *i += 1;
    let mut u2 = || -> Result<u16, Fail> {
        let v = b.get(*i..*i + 2).ok_or_else(|| fmt_err("bad verification type"))?;
        *i += 2;
        Ok(u16::from_be_bytes([v[0], v[1]]))
    };
    Ok(match tag {
        0 => VType::Top,
        1 => VType::Int,
        2 => VType::Float,
        3 => VType::Double,
        4 => VType::Long,
        5 => VType::Null,
        6 => VType::UninitThis,
        7 => {
            let idx = u2()?;
            match cp.get(idx) {
                Ok(Constant::Class(_)) => VType::Ref(cp.class_name(idx).map_err(|_| fmt_err("bad class index"))?.clone()),
                _ => return Err(fmt_err("bad class index")),
            }
        }
        8 => VType::Uninit(u2()?),
        _ => return Err(fmt_err("bad verification type")),
    })
}

fn fmt_err(what: &str) -> Fail {
    Fail::Format(format!("StackMapTable format error: {}", what))
}

/// Upper bound on the slots held by the decoded frames of one method: a
/// table of 65535 frames of thousands of locals would otherwise take
/// gigabytes (javac's largest tables need a few hundred thousand).
const SLOT_LIMIT: usize = 4 << 20;

/// Expands compressed locals to slots (long/double take two). The result
/// holds only the declared locals: the rest, up to max_locals, are Top
/// (see [`pad`]).
fn expand(locals: &[VType], max_locals: usize) -> Option<Frame> {
    let mut f = Frame::new(0);
    for v in locals {
        if f.locals.len() + usize::from(v.is_wide()) >= max_locals {
            return None;
        }
        f.locals.push(v.clone());
        if *v == VType::UninitThis {
            f.this_uninit = true;
        }
        if v.is_wide() {
            f.locals.push(VType::Top);
        }
    }
    Some(f)
}

/// A decoded frame with its locals padded with Top to max_locals.
pub fn pad(f: &Frame, max_locals: usize) -> Frame {
    let mut g = f.clone();
    g.locals.resize(max_locals, VType::Top);
    g
}

/// Compresses a frame's locals back to the StackMapTable's list form: the
/// Top after a long/double is implicit, trailing Tops are dropped.
pub fn compress(f: &Frame) -> Vec<VType> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < f.locals.len() {
        let v = f.locals[i].clone();
        i += if v.is_wide() { 2 } else { 1 };
        out.push(v);
    }
    while out.last() == Some(&VType::Top) {
        out.pop();
    }
    out
}

/// Decodes a StackMapTable (`data` starts with number_of_entries) into
/// (offset, frame) pairs in increasing offset order; the frames' locals stop
/// after the last declared one. `initial` is the method's
/// initial frame. Offsets are only range-checked here; the caller checks that
/// they are instruction starts.
pub fn decode(data: &[u8], initial: &Frame, max_locals: usize, max_stack: usize, code_len: usize, cp: &ConstantPool) -> Result<Vec<(u32, Frame)>, Fail> {
    let n = u16::from_be_bytes([*data.first().ok_or_else(|| fmt_err("truncated"))?, *data.get(1).ok_or_else(|| fmt_err("truncated"))?]) as usize;
    let mut i = 2;
    let mut locals = compress(initial);
    let mut out: Vec<(u32, Frame)> = Vec::with_capacity(n.min(code_len));
    let mut prev: i64 = -1;
    let bad_offset = || Fail::Verify { pc: None, msg: "StackMapTable error: bad offset".into(), detail: None };
    let mut slots = 0usize;
    for _ in 0..n {
        let ty = *data.get(i).ok_or_else(|| fmt_err("truncated"))?;
        i += 1;
        let u2 = |i: &mut usize| -> Result<u16, Fail> {
            let v = data.get(*i..*i + 2).ok_or_else(|| fmt_err("truncated"))?;
            *i += 2;
            Ok(u16::from_be_bytes([v[0], v[1]]))
        };
        let (delta, stack): (u16, Vec<VType>) = match ty {
            0..=63 => (ty as u16, Vec::new()),
            64..=127 => {
                let v = read_vtype(data, &mut i, cp)?;
                (ty as u16 - 64, vec![v])
            }
            247 => {
                let d = u2(&mut i)?;
                let v = read_vtype(data, &mut i, cp)?;
                (d, vec![v])
            }
            248..=250 => {
                let d = u2(&mut i)?;
                let k = (251 - ty) as usize;
                if k > locals.len() {
                    return Err(Fail::Verify { pc: None, msg: "StackMapTable error: bad chop".into(), detail: None });
                }
                locals.truncate(locals.len() - k);
                (d, Vec::new())
            }
            251 => (u2(&mut i)?, Vec::new()),
            252..=254 => {
                let d = u2(&mut i)?;
                for _ in 0..(ty - 251) {
                    locals.push(read_vtype(data, &mut i, cp)?);
                }
                (d, Vec::new())
            }
            255 => {
                let d = u2(&mut i)?;
                let nl = u2(&mut i)?;
                locals.clear();
                for _ in 0..nl {
                    locals.push(read_vtype(data, &mut i, cp)?);
                }
                let ns = u2(&mut i)?;
                let mut st = Vec::new();
                for _ in 0..ns {
                    st.push(read_vtype(data, &mut i, cp)?);
                }
                (d, st)
            }
            _ => return Err(fmt_err("reserved frame type")),
        };
        let off = if prev < 0 { delta as i64 } else { prev + delta as i64 + 1 };
        if off as usize >= code_len {
            return Err(bad_offset());
        }
        prev = off;
        let mut f = expand(&locals, max_locals).ok_or_else(|| Fail::Verify { pc: Some(off as u32), msg: "StackMapTable error: local size exceeds max_locals".into(), detail: None })?;
        for v in stack {
            f.stack_slots += if v.is_wide() { 2 } else { 1 };
            f.stack.push(v);
        }
        slots += f.locals.len() + f.stack.len() + 1;
        if slots > SLOT_LIMIT {
            return Err(Fail::Verify { pc: Some(off as u32), msg: "Method too complex to verify".into(), detail: None });
        }
        if f.stack_slots > max_stack {
            return Err(Fail::Verify { pc: Some(off as u32), msg: "StackMapTable error: stack size exceeds max_stack".into(), detail: None });
        }
        out.push((off as u32, f));
    }
    if i != data.len() {
        return Err(fmt_err("wrong attribute size"));
    }
    Ok(out)
}

/// For tests: the reference type of a class name.
#[allow(dead_code)]
pub(crate) fn r(s: &str) -> VType {
    VType::Ref(Arc::from(s))
}
