//! Java strings from the VM side: creation, reading, interning.

use crate::heap::Ref;
use crate::runtime::class::BasicType;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// A new java.lang.String with the given text.
pub fn new_string(t: &mut JThread, s: &str) -> JResult<Ref> {
    let units: Vec<u16> = s.encode_utf16().collect();
    new_string_utf16(t, &units)
}

/// A new java.lang.String with the given UTF-16 code units.
///
/// Two layouts, chosen by the class library (see `WellKnown::string_coder`):
/// the embedded library's `char[] value`, and JDK 9+'s compact strings,
/// `byte[] value` + `byte coder` (LATIN1 = 0: one byte per char when every
/// char fits; UTF16 = 1: two bytes per char in native byte order, as
/// `StringUTF16` reads them).
pub fn new_string_utf16(t: &mut JThread, units: &[u16]) -> JResult<Ref> {
    let wk = vm().wk();
    let latin1 = wk.string_coder.is_some() && units.iter().all(|&u| u <= 0xff);
    let arr = match wk.string_coder {
        None => {
            let arr = crate::interp::alloc::new_array(t, wk.char_array, units.len() as i32)?;
            arr.array_slice_mut::<u16>().copy_from_slice(units);
            arr
        }
        Some(_) if latin1 => {
            let arr = crate::interp::alloc::new_array(t, vm().prim_array_class(BasicType::Byte), units.len() as i32)?;
            for (d, &u) in arr.array_slice_mut::<u8>().iter_mut().zip(units) {
                *d = u as u8;
            }
            arr
        }
        Some(_) => {
            let Some(n) = units.len().checked_mul(2).filter(|&n| n <= i32::MAX as usize) else {
                return Err(crate::runtime::exceptions::throw_new(t, "java/lang/OutOfMemoryError", Some("UTF16 String size is too large")));
            };
            let arr = crate::interp::alloc::new_array(t, vm().prim_array_class(BasicType::Byte), n as i32)?;
            for (d, &u) in arr.array_slice_mut::<[u8; 2]>().iter_mut().zip(units) {
                *d = u.to_ne_bytes();
            }
            arr
        }
    };
    let h = t.push_handle(arr);
    let s = crate::interp::alloc::new_object(t, wk.string);
    let arr = t.handle(h);
    t.pop_handles(h);
    let s = s?;
    s.put_ref(wk.string_value, arr);
    if let Some(coder) = wk.string_coder {
        s.put::<u8>(coder, u8::from(!latin1));
    }
    Ok(s)
}

/// The UTF-16 code units of a string (empty for null).
pub fn string_chars(s: Ref) -> Vec<u16> {
    if s.is_null() {
        return Vec::new();
    }
    let wk = vm().wk();
    let v = s.get_ref(wk.string_value);
    if v.is_null() {
        return Vec::new();
    }
    match wk.string_coder {
        None => v.array_slice::<u16>().to_vec(),
        Some(c) if s.get::<u8>(c) == 0 => v.array_slice::<u8>().iter().map(|&b| b as u16).collect(),
        Some(_) => v.array_slice::<u8>().chunks_exact(2).map(|p| u16::from_ne_bytes([p[0], p[1]])).collect(),
    }
}

/// The text of a string as Rust `String` (lone surrogates become U+FFFD).
pub fn rust_string(s: Ref) -> String {
    String::from_utf16_lossy(&string_chars(s))
}

/// The canonical (interned) string with these code units, as an index into
/// the literal table.
pub fn intern_units(t: &mut JThread, units: &[u16]) -> JResult<u32> {
    let v = vm();
    if let Some(&i) = v.interned.lock().get(units) {
        return Ok(i);
    }
    let s = new_string_utf16(t, units)?;
    let mut map = v.interned.lock();
    if let Some(&i) = map.get(units) {
        return Ok(i);
    }
    let idx = v.literals.push(s.addr()).expect("literal table full");
    map.insert(units.to_vec(), idx);
    Ok(idx)
}

/// `String.intern()`.
pub fn intern(_t: &mut JThread, s: Ref) -> JResult<Ref> {
    let units = string_chars(s);
    let v = vm();
    if let Some(&i) = v.interned.lock().get(&units) {
        return Ok(Ref(v.literals.get(i)));
    }
    let mut map = v.interned.lock();
    let idx = v.literals.push(s.addr()).expect("literal table full");
    map.insert(units, idx);
    Ok(s)
}

pub fn literal(i: u32) -> Ref {
    Ref(vm().literals.get(i))
}
