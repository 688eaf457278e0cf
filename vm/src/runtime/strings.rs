//! Java strings from the VM side: creation, reading, interning.

use crate::heap::Ref;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// A new java.lang.String with the given text.
pub fn new_string(t: &mut JThread, s: &str) -> JResult<Ref> {
    let units: Vec<u16> = s.encode_utf16().collect();
    new_string_utf16(t, &units)
}

/// A new java.lang.String with the given UTF-16 code units.
pub fn new_string_utf16(t: &mut JThread, units: &[u16]) -> JResult<Ref> {
    let wk = vm().wk();
    let arr = crate::interp::alloc::new_array(t, wk.char_array, units.len() as i32)?;
    arr.array_slice_mut::<u16>().copy_from_slice(units);
    let h = t.push_handle(arr);
    let s = crate::interp::alloc::new_object(t, wk.string);
    let arr = t.handle(h);
    t.pop_handles(h);
    let s = s?;
    s.put_ref(wk.string_value, arr);
    Ok(s)
}

/// The UTF-16 code units of a string (empty for null).
pub fn string_chars(s: Ref) -> Vec<u16> {
    if s.is_null() {
        return Vec::new();
    }
    let v = s.get_ref(vm().wk().string_value);
    if v.is_null() {
        return Vec::new();
    }
    v.array_slice::<u16>().to_vec()
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
