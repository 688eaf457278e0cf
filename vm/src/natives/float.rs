//! Java's textual forms of float and double (`Double.toString`,
//! `Float.toString`) and parsing (`Double.parseDouble`).
//!
//! The digits are the shortest that round-trip (Rust's formatter computes
//! them); the layout follows `Double.toString`'s rules: plain decimal for
//! 10^-3 <= |d| < 10^7, otherwise computerized scientific notation.

/// Lay out shortest digits `digits` (no dot) with decimal exponent `exp`
/// (value = 0.d1d2... * 10^(exp+1), i.e. d1.d2... * 10^exp) the Java way.
fn layout(neg: bool, digits: &str, exp: i32) -> String {
    let mut s = String::with_capacity(24);
    if neg {
        s.push('-');
    }
    let d = digits.as_bytes();
    if (-3..7).contains(&exp) {
        if exp >= 0 {
            let int_len = exp as usize + 1;
            for i in 0..int_len {
                s.push(*d.get(i).unwrap_or(&b'0') as char);
            }
            s.push('.');
            if d.len() > int_len {
                s.push_str(&digits[int_len..]);
            } else {
                s.push('0');
            }
        } else {
            s.push_str("0.");
            for _ in 0..(-exp - 1) {
                s.push('0');
            }
            s.push_str(digits);
        }
    } else {
        s.push(d[0] as char);
        s.push('.');
        if d.len() > 1 {
            s.push_str(&digits[1..]);
        } else {
            s.push('0');
        }
        s.push('E');
        s.push_str(&exp.to_string());
    }
    s
}

/// Split Rust's `{:e}` output ("1.2345e-7") into digits and exponent.
fn sci_parts(e: &str) -> (String, i32) {
    let (mant, exp) = e.split_once('e').unwrap_or((e, "0"));
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    (digits, exp.parse().unwrap_or(0))
}

pub fn double_to_java_string(v: f64) -> String {
    if v.is_nan() {
        return "NaN".into();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let (digits, exp) = sci_parts(&format!("{:e}", v.abs()));
    layout(v < 0.0, &digits, exp)
}

pub fn float_to_java_string(v: f32) -> String {
    if v.is_nan() {
        return "NaN".into();
    }
    if v.is_infinite() {
        return if v > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if v == 0.0 {
        return if v.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let (digits, exp) = sci_parts(&format!("{:e}", v.abs()));
    layout(v < 0.0, &digits, exp)
}

/// Check Java's FloatingDecimal grammar and return the text Rust can parse
/// (or None for a NumberFormatException).
fn java_float_text(s: &str) -> Option<(bool, String)> {
    let t = s.trim_matches(|c: char| c <= ' ');
    if t.is_empty() {
        return None;
    }
    let (neg, body) = match t.as_bytes()[0] {
        b'-' => (true, &t[1..]),
        b'+' => (false, &t[1..]),
        _ => (false, t),
    };
    if body == "NaN" {
        return Some((neg, "NaN".into()));
    }
    if body == "Infinity" {
        return Some((neg, "inf".into()));
    }
    let body = body.strip_suffix(['f', 'F', 'd', 'D']).unwrap_or(body);
    if body.starts_with("0x") || body.starts_with("0X") {
        return Some((neg, format!("hex:{}", &body[2..])));
    }
    let b = body.as_bytes();
    let mut i = 0;
    let mut digits = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
        digits += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return None;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        let s = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == s {
            return None;
        }
    }
    if i != b.len() {
        return None;
    }
    Some((neg, body.to_string()))
}

fn parse_hex(h: &str) -> Option<f64> {
    let (mant, exp) = h.split_once(['p', 'P'])?;
    let exp: i32 = exp.parse().ok()?;
    let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
    if ip.is_empty() && fp.is_empty() {
        return None;
    }
    let mut v = 0f64;
    for c in ip.chars() {
        v = v * 16.0 + c.to_digit(16)? as f64;
    }
    let mut scale = 1.0 / 16.0;
    for c in fp.chars() {
        v += c.to_digit(16)? as f64 * scale;
        scale /= 16.0;
    }
    Some(v * 2f64.powi(exp))
}

/// `Double.parseDouble` (None means NumberFormatException).
pub fn parse_java_double(s: &str) -> Option<f64> {
    let (neg, text) = java_float_text(s)?;
    let v = if let Some(h) = text.strip_prefix("hex:") { parse_hex(h)? } else { text.parse::<f64>().ok()? };
    Some(if neg { -v } else { v })
}

/// `Float.parseFloat` (rounded once, directly to float).
pub fn parse_java_float(s: &str) -> Option<f32> {
    let (neg, text) = java_float_text(s)?;
    let v = if let Some(h) = text.strip_prefix("hex:") { parse_hex(h)? as f32 } else { text.parse::<f32>().ok()? };
    Some(if neg { -v } else { v })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn doubles_print_like_java() {
        let cases = [
            (1.0, "1.0"),
            (100.0, "100.0"),
            (0.001, "0.001"),
            (1.0e-5, "1.0E-5"),
            (1.0e7, "1.0E7"),
            (9999999.0, "9999999.0"),
            (1.2345678e7, "1.2345678E7"),
            (0.1 + 0.2, "0.30000000000000004"),
            (1.0 / 3.0, "0.3333333333333333"),
            (f64::MAX, "1.7976931348623157E308"),
            (f64::MIN_POSITIVE, "2.2250738585072014E-308"),
            (4.9e-324, "4.9E-324"),
            (-0.0, "-0.0"),
            (123.456, "123.456"),
            (1e21, "1.0E21"),
        ];
        for (v, s) in cases {
            assert_eq!(double_to_java_string(v), s, "{v:e}");
        }
        assert_eq!(float_to_java_string(0.1f32), "0.1");
        assert_eq!(float_to_java_string(1.0f32 / 3.0), "0.33333334");
        assert_eq!(float_to_java_string(3.4028235e38f32), "3.4028235E38");
        assert_eq!(float_to_java_string(1.4e-45f32), "1.4E-45");
    }

    #[test]
    fn parsing_follows_java_grammar() {
        assert_eq!(parse_java_double(" 1.5 "), Some(1.5));
        assert_eq!(parse_java_double("1e3d"), Some(1000.0));
        assert_eq!(parse_java_double("-Infinity"), Some(f64::NEG_INFINITY));
        assert!(parse_java_double("NaN").unwrap().is_nan());
        assert_eq!(parse_java_double(".5"), Some(0.5));
        assert_eq!(parse_java_double("5."), Some(5.0));
        assert_eq!(parse_java_double("0x1.8p1"), Some(3.0));
        assert_eq!(parse_java_double("inf"), None);
        assert_eq!(parse_java_double("1e"), None);
        assert_eq!(parse_java_double(""), None);
        assert_eq!(parse_java_double("abc"), None);
        assert_eq!(parse_java_float("0.1"), Some(0.1f32));
    }
}
