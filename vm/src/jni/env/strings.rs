//! Strings: UTF-16 (NewString, GetStringLength, Get/ReleaseStringChars,
//! GetStringRegion), modified UTF-8 (NewStringUTF, GetStringUTFLength,
//! Get/ReleaseStringUTFChars, GetStringUTFRegion) and critical
//! (Get/ReleaseStringCritical).
//!
//! Chars handed to native code are malloc'ed copies (`isCopy` = true), freed
//! by the Release function; GetStringCritical returns a pointer into the
//! string's `char[]` and holds off collections until ReleaseStringCritical
//! (`jni::critical`).

use std::ffi::{c_char, c_void};

use rjvm_profiler_api::ffi::{jboolean, jchar, jsize, jstring, JNIEnv, JNI_FALSE, JNI_TRUE};

use super::{c_bytes, object};
use crate::heap::Ref;
use crate::jni::{new_local, with_thread};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// Decode modified UTF-8 as HotSpot does for JNI: the string has one
/// character per byte that is not a continuation byte (`10xxxxxx`); they
/// are read in turn, a well-formed one-, two- or three-byte sequence giving
/// its UTF-16 unit and any other byte (a stray continuation byte, a
/// truncated sequence, a four-byte lead) standing for itself as a Latin-1
/// character.
pub(crate) fn mutf8_to_utf16(b: &[u8]) -> Vec<u16> {
    let n = b.iter().filter(|&&c| c & 0xC0 != 0x80).count();
    let mut out = Vec::with_capacity(n);
    let mut i = 0;
    let cont = |i: usize| b.get(i).is_some_and(|&c| c & 0xC0 == 0x80);
    while i < b.len() && out.len() < n {
        let c = b[i];
        match c >> 4 {
            0xC | 0xD if cont(i + 1) => {
                out.push((((c & 0x1F) as u16) << 6) | (b[i + 1] & 0x3F) as u16);
                i += 2;
            }
            0xE if cont(i + 1) && cont(i + 2) => {
                out.push((((c & 0x0F) as u16) << 12) | (((b[i + 1] & 0x3F) as u16) << 6) | (b[i + 2] & 0x3F) as u16);
                i += 3;
            }
            _ => {
                out.push(c as u16);
                i += 1;
            }
        }
    }
    out
}

/// The `char[]` of a non-null string reference.
fn chars(t: &mut JThread, s: jstring) -> JResult<Ref> {
    let o = object(t, s, "string")?;
    if !std::ptr::eq(o.class(), vm().wk().string) {
        let msg = format!("{} is not a java.lang.String", o.class().java_name());
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    Ok(o.get_ref(vm().wk().string_value))
}

/// The UTF-16 units of a non-null string, whatever its layout (the
/// embedded library's `char[]`, or the JDK's compact `byte[]` + coder).
fn text(t: &mut JThread, s: jstring) -> JResult<Vec<u16>> {
    let _ = chars(t, s)?;
    Ok(crate::runtime::strings::string_chars(super::super::resolve(s)))
}

/// Whether strings keep their UTF-16 units in a `char[]` that JNI can
/// point into (the embedded library); compact strings are copied.
fn char_array_strings() -> bool {
    vm().wk().string_coder.is_none()
}

fn units(a: Ref) -> &'static [u16] {
    if a.is_null() {
        &[]
    } else {
        a.array_slice::<u16>()
    }
}

/// Store `JNI_TRUE`/`JNI_FALSE` through an optional `isCopy` pointer.
///
/// # Safety
/// `is_copy` is NULL or writable.
pub(crate) unsafe fn set_is_copy(is_copy: *mut jboolean, v: bool) {
    if !is_copy.is_null() {
        // SAFETY: per the function contract.
        unsafe { *is_copy = if v { JNI_TRUE } else { JNI_FALSE } };
    }
}

/// A malloc'ed copy of `data` (at least one byte, so never NULL unless
/// memory is exhausted).
pub(crate) fn malloc_copy<T: Copy>(data: &[T], extra_zeros: usize) -> *mut T {
    let n = data.len() + extra_zeros;
    let bytes = (n * std::mem::size_of::<T>()).max(1);
    // SAFETY: plain malloc; the copy stays within the `bytes` allocated.
    unsafe {
        let p = libc::malloc(bytes).cast::<T>();
        if p.is_null() {
            return p;
        }
        std::ptr::copy_nonoverlapping(data.as_ptr(), p, data.len());
        std::ptr::write_bytes(p.add(data.len()), 0, extra_zeros);
        p
    }
}

pub(crate) unsafe extern "C" fn new_string(env: *mut JNIEnv, unicode: *const jchar, len: jsize) -> jstring {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            if len < 0 {
                return Err(throw_new(t, "java/lang/NegativeArraySizeException", Some(&len.to_string())));
            }
            if unicode.is_null() && len > 0 {
                return Err(super::null_arg(t, "unicode"));
            }
            let u: &[u16] = if len == 0 {
                &[]
            } else {
                // SAFETY: JNI contract: `unicode` holds `len` chars.
                unsafe { std::slice::from_raw_parts(unicode, len as usize) }
            };
            let s = crate::runtime::strings::new_string_utf16(t, u)?;
            Ok(new_local(t, s))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn get_string_length(env: *mut JNIEnv, s: jstring) -> jsize {
    with_thread(env, |t| text(t, s).map(|u| u.len() as jsize).unwrap_or(0))
}

pub(crate) unsafe extern "C" fn get_string_chars(env: *mut JNIEnv, s: jstring, is_copy: *mut jboolean) -> *const jchar {
    with_thread(env, |t| match text(t, s) {
        Ok(u) => {
            // SAFETY: JNI contract: `is_copy` is NULL or writable.
            unsafe { set_is_copy(is_copy, true) };
            // Like HotSpot: NUL-terminated, although JNI does not promise it.
            malloc_copy(&u, 1).cast_const()
        }
        Err(_) => std::ptr::null(),
    })
}

pub(crate) unsafe extern "C" fn release_string_chars(env: *mut JNIEnv, _s: jstring, chars: *const jchar) {
    // SAFETY: `chars` came from GetStringChars (malloc) or is NULL.
    with_thread(env, |_| unsafe { libc::free(chars.cast_mut().cast::<c_void>()) })
}

pub(crate) unsafe extern "C" fn new_string_utf(env: *mut JNIEnv, utf: *const c_char) -> jstring {
    // SAFETY: JNI contract: NULL or a NUL-terminated string.
    let bytes = unsafe { c_bytes(utf) };
    with_thread(env, |t| {
        let Some(b) = bytes else { return std::ptr::null_mut() };
        match crate::runtime::strings::new_string_utf16(t, &mutf8_to_utf16(b)) {
            Ok(s) => new_local(t, s),
            Err(_) => std::ptr::null_mut(),
        }
    })
}

/// The length of a UTF-16 sequence in modified UTF-8.
fn mutf8_len(u: &[u16]) -> usize {
    u.iter().map(|&c| if c != 0 && c < 0x80 { 1 } else if c < 0x800 { 2 } else { 3 }).sum()
}

pub(crate) unsafe extern "C" fn get_string_utf_length(env: *mut JNIEnv, s: jstring) -> jsize {
    with_thread(env, |t| text(t, s).map(|u| mutf8_len(&u) as jsize).unwrap_or(0))
}

pub(crate) unsafe extern "C" fn get_string_utf_chars(env: *mut JNIEnv, s: jstring, is_copy: *mut jboolean) -> *const c_char {
    with_thread(env, |t| match text(t, s) {
        Ok(u) => {
            // SAFETY: JNI contract: `is_copy` is NULL or writable.
            unsafe { set_is_copy(is_copy, true) };
            let b = crate::classfile::mutf8::encode_from_utf16(&u);
            let p = malloc_copy(&b, 1).cast::<c_char>().cast_const();
            if p.is_null() {
                let _ = crate::interp::alloc::out_of_memory(t, "could not allocate the UTF-8 chars of a string");
            }
            p
        }
        Err(_) => std::ptr::null(),
    })
}

pub(crate) unsafe extern "C" fn release_string_utf_chars(env: *mut JNIEnv, _s: jstring, chars: *const c_char) {
    // SAFETY: `chars` came from GetStringUTFChars (malloc) or is NULL.
    with_thread(env, |_| unsafe { libc::free(chars.cast_mut().cast::<c_void>()) })
}

/// The `[start, start + len)` units of `s`, or StringIndexOutOfBoundsException.
fn region(t: &mut JThread, s: jstring, start: jsize, len: jsize) -> JResult<Vec<u16>> {
    let u = text(t, s)?;
    if start < 0 || len < 0 || start as i64 + len as i64 > u.len() as i64 {
        return Err(throw_new(t, "java/lang/StringIndexOutOfBoundsException", None));
    }
    Ok(u[start as usize..(start + len) as usize].to_vec())
}

pub(crate) unsafe extern "C" fn get_string_region(env: *mut JNIEnv, s: jstring, start: jsize, len: jsize, buf: *mut jchar) {
    with_thread(env, |t| {
        if let Ok(r) = region(t, s, start, len) {
            if !r.is_empty() {
                // SAFETY: JNI contract: `buf` has room for `len` chars.
                unsafe { std::ptr::copy_nonoverlapping(r.as_ptr(), buf, r.len()) };
            }
        }
    })
}

pub(crate) unsafe extern "C" fn get_string_utf_region(env: *mut JNIEnv, s: jstring, start: jsize, len: jsize, buf: *mut c_char) {
    with_thread(env, |t| {
        if let Ok(r) = region(t, s, start, len) {
            if buf.is_null() {
                return;
            }
            let b = crate::classfile::mutf8::encode_from_utf16(&r);
            // SAFETY: JNI contract: `buf` has room for the modified UTF-8 of
            // the region and its NUL (HotSpot terminates it, even when empty).
            unsafe {
                std::ptr::copy_nonoverlapping(b.as_ptr().cast::<c_char>(), buf, b.len());
                *buf.add(b.len()) = 0;
            }
        }
    })
}

pub(crate) unsafe extern "C" fn get_string_critical(env: *mut JNIEnv, s: jstring, is_copy: *mut jboolean) -> *const jchar {
    if !with_thread(env, |_| char_array_strings()) {
        // Compact strings have no UTF-16 array to point into: a copy, as
        // HotSpot makes for Latin-1 strings.
        // SAFETY: the caller's JNI contract, passed on.
        return unsafe { get_string_chars(env, s, is_copy) };
    }
    with_thread(env, |t| match chars(t, s) {
        Ok(a) => {
            // SAFETY: JNI contract: `is_copy` is NULL or writable.
            unsafe { set_is_copy(is_copy, false) };
            crate::jni::critical::enter(t);
            // The array cannot move or die until ReleaseStringCritical: no
            // collection runs while a critical region is open. (An empty
            // string's chars are a valid pointer to no element.)
            let a = chars(t, s).unwrap_or(a);
            units(a).as_ptr()
        }
        Err(_) => std::ptr::null(),
    })
}

pub(crate) unsafe extern "C" fn release_string_critical(env: *mut JNIEnv, s: jstring, chars: *const jchar) {
    if !with_thread(env, |_| char_array_strings()) {
        // SAFETY: `chars` came from GetStringCritical's copy.
        return unsafe { release_string_chars(env, s, chars) };
    }
    with_thread(env, crate::jni::critical::exit)
}

#[cfg(test)]
mod tests {
    use super::mutf8_to_utf16;

    #[test]
    fn modified_utf8_decodes_like_hotspot() {
        assert_eq!(mutf8_to_utf16(b"abc"), [0x61, 0x62, 0x63]);
        assert_eq!(mutf8_to_utf16(&[0xc3, 0xa9]), [0xe9]);
        assert_eq!(mutf8_to_utf16(&[0xc0, 0x80, b'x']), [0, 0x78], "the modified UTF-8 zero");
        assert_eq!(mutf8_to_utf16(&[0xed, 0xa0, 0xbd, 0xed, 0xb8, 0x80]), [0xd83d, 0xde00], "a surrogate pair");
        // Malformed: one character per byte that is not a continuation byte.
        assert_eq!(mutf8_to_utf16(&[0xf0, 0x9f, 0x98, 0x80]), [0xf0], "a four-byte sequence");
        assert_eq!(mutf8_to_utf16(&[0x80, b'a']), [0x80], "a stray continuation byte");
        assert_eq!(mutf8_to_utf16(&[0xe2, 0x82]), [0xe2], "truncated");
        assert_eq!(mutf8_to_utf16(&[0xc3, b'a']), [0xc3, 0x61], "a bad continuation");
    }
}
