//! Modified UTF-8 (JVMS 4.4.7).
//!
//! * No byte may be 0 or lie in 0xF0..=0xFF.
//! * U+0000 is encoded as the two bytes C0 80.
//! * Characters above U+FFFF are encoded as their UTF-16 surrogate pair, each
//!   surrogate as a separate 3-byte sequence; decoding therefore naturally
//!   yields UTF-16 code units and lone surrogates are representable.
//!
//! Overlong 2- and 3-byte forms are accepted and decoded to the value they
//! denote (as HotSpot does).

/// True if every byte is in 0x01..=0x7F (the common case for class files).
#[inline]
pub fn is_plain_ascii(bytes: &[u8]) -> bool {
    bytes.iter().all(|&b| b.wrapping_sub(1) < 0x7F)
}

/// Decodes modified UTF-8 into UTF-16 code units.
#[allow(clippy::result_unit_err)] // shape fixed by the module's API
pub fn decode_to_utf16(bytes: &[u8]) -> Result<Vec<u16>, ()> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    let n = bytes.len();
    while i < n {
        let b = bytes[i];
        if b == 0 {
            return Err(());
        }
        if b < 0x80 {
            out.push(b as u16);
            i += 1;
        } else if b & 0xE0 == 0xC0 {
            if i + 1 >= n {
                return Err(());
            }
            let b2 = bytes[i + 1];
            if b2 & 0xC0 != 0x80 {
                return Err(());
            }
            out.push((((b & 0x1F) as u16) << 6) | (b2 & 0x3F) as u16);
            i += 2;
        } else if b & 0xF0 == 0xE0 {
            if i + 2 >= n {
                return Err(());
            }
            let b2 = bytes[i + 1];
            let b3 = bytes[i + 2];
            if b2 & 0xC0 != 0x80 || b3 & 0xC0 != 0x80 {
                return Err(());
            }
            out.push(
                (((b & 0x0F) as u16) << 12) | (((b2 & 0x3F) as u16) << 6) | (b3 & 0x3F) as u16,
            );
            i += 3;
        } else {
            // 0x80..=0xBF (stray continuation byte) or 0xF0..=0xFF.
            return Err(());
        }
    }
    Ok(out)
}

/// True if the UTF-16 sequence contains a surrogate that is not part of a
/// well-formed pair.
pub fn has_lone_surrogate(units: &[u16]) -> bool {
    let mut i = 0;
    while i < units.len() {
        let u = units[i];
        if (0xD800..0xDC00).contains(&u) {
            if i + 1 < units.len() && (0xDC00..0xE000).contains(&units[i + 1]) {
                i += 2;
                continue;
            }
            return true;
        }
        if (0xDC00..0xE000).contains(&u) {
            return true;
        }
        i += 1;
    }
    false
}

/// Decodes modified UTF-8 into a Rust string; lone surrogates become U+FFFD.
#[allow(clippy::result_unit_err)]
pub fn decode_to_string(bytes: &[u8]) -> Result<String, ()> {
    if is_plain_ascii(bytes) {
        // All bytes are ASCII, hence valid UTF-8.
        return String::from_utf8(bytes.to_vec()).map_err(|_| ());
    }
    let units = decode_to_utf16(bytes)?;
    Ok(String::from_utf16_lossy(&units))
}

/// Encodes UTF-16 code units as modified UTF-8.
pub fn encode_from_utf16(units: &[u16]) -> Vec<u8> {
    let mut out = Vec::with_capacity(units.len());
    for &u in units {
        match u {
            0x0001..=0x007F => out.push(u as u8),
            0x0000 | 0x0080..=0x07FF => {
                out.push(0xC0 | (u >> 6) as u8);
                out.push(0x80 | (u & 0x3F) as u8);
            }
            _ => {
                out.push(0xE0 | (u >> 12) as u8);
                out.push(0x80 | ((u >> 6) & 0x3F) as u8);
                out.push(0x80 | (u & 0x3F) as u8);
            }
        }
    }
    out
}

/// Encodes a Rust string as modified UTF-8.
pub fn encode_from_str(s: &str) -> Vec<u8> {
    if is_plain_ascii(s.as_bytes()) {
        return s.as_bytes().to_vec();
    }
    let units: Vec<u16> = s.encode_utf16().collect();
    encode_from_utf16(&units)
}
