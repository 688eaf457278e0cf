//! Java's textual forms of float and double (`Double.toString`,
//! `Float.toString`) and parsing (`Double.parseDouble`).
//!
//! The digits come from a port of JDK 17's `FloatingDecimal` algorithm, which
//! is not always the shortest round-tripping form (it prints at least two
//! digits in E-form and uses a symmetric stopping test at powers of two, so
//! `Double.MIN_VALUE` is `4.9E-324` and `(float) 2^31` is `2.14748365E9`).
//! The layout follows `Double.toString`: plain decimal for
//! 10^-3 <= |d| < 10^7, otherwise computerized scientific notation.

/// Decimal digits and exponent as produced by the JDK's `FloatingDecimal`
/// (the algorithm behind `Double.toString` up to JDK 18): value =
/// 0.d1d2...dn * 10^dec_exponent.
struct Digits {
    digits: Vec<u8>,
    dec_exponent: i32,
}

const N_5_BITS: [i32; 27] = [0, 3, 5, 7, 10, 12, 14, 17, 19, 21, 24, 26, 28, 31, 33, 35, 38, 40, 42, 45, 47, 49, 52, 54, 56, 59, 61];
const INSIGNIFICANT_DIGITS: [i32; 64] = [
    0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 6, 6, 7, 7, 7, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 12, 12, 13,
    13, 13, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 17, 17, 17, 18, 18, 18, 19,
];
const EXP_SHIFT: i32 = 52;

fn pow5(n: i32) -> u64 {
    5u64.pow(n as u32)
}

/// Minimal unsigned big integer for the hard case of the conversion.
#[derive(Clone, PartialEq, Eq)]
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }
    fn trim(&mut self) {
        while self.0.len() > 1 && *self.0.last().unwrap() == 0 {
            self.0.pop();
        }
    }
    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for l in self.0.iter_mut() {
            let v = *l as u64 * m as u64 + carry;
            *l = v as u32;
            carry = v >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }
    fn mul_pow5(&mut self, n: i32) {
        for _ in 0..n {
            self.mul_small(5);
        }
    }
    fn shl(&mut self, n: i32) {
        let (words, bits) = ((n / 32) as usize, (n % 32) as u32);
        if bits != 0 {
            let mut carry = 0u32;
            for l in self.0.iter_mut() {
                let v = (*l << bits) | carry;
                carry = *l >> (32 - bits);
                *l = v;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        if words > 0 {
            let mut v = vec![0u32; words];
            v.extend_from_slice(&self.0);
            self.0 = v;
        }
        self.trim();
    }
    fn pow52(p5: i32, p2: i32) -> Big {
        let mut b = Big::from_u64(1);
        b.mul_pow5(p5);
        b.shl(p2);
        b
    }
    fn cmp(&self, o: &Big) -> std::cmp::Ordering {
        if self.0.len() != o.0.len() {
            return self.0.len().cmp(&o.0.len());
        }
        for i in (0..self.0.len()).rev() {
            if self.0[i] != o.0[i] {
                return self.0[i].cmp(&o.0[i]);
            }
        }
        std::cmp::Ordering::Equal
    }
    fn add(&self, o: &Big) -> Big {
        let n = self.0.len().max(o.0.len());
        let mut r = Vec::with_capacity(n + 1);
        let mut carry = 0u64;
        for i in 0..n {
            let v = *self.0.get(i).unwrap_or(&0) as u64 + *o.0.get(i).unwrap_or(&0) as u64 + carry;
            r.push(v as u32);
            carry = v >> 32;
        }
        if carry != 0 {
            r.push(carry as u32);
        }
        Big(r)
    }
    fn sub_assign(&mut self, o: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let v = self.0[i] as i64 - *o.0.get(i).unwrap_or(&0) as i64 - borrow;
            if v < 0 {
                self.0[i] = (v + (1i64 << 32)) as u32;
                borrow = 1;
            } else {
                self.0[i] = v as u32;
                borrow = 0;
            }
        }
        self.trim();
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&l| l == 0)
    }
    /// q = self / s (a single digit), self = (self % s) * 10.
    fn quo_rem_iteration(&mut self, s: &Big) -> i32 {
        let mut q = 0;
        while self.cmp(s) != std::cmp::Ordering::Less {
            self.sub_assign(s);
            q += 1;
        }
        self.mul_small(10);
        self.trim();
        q
    }
}

// The constants are the JDK's own (0.301029995663981 is log10(2) as the JDK
// writes it): the estimate must round exactly like the JDK's.
#[allow(clippy::approx_constant)]
fn estimate_dec_exp(fract_bits: u64, bin_exp: i32) -> i32 {
    let d2 = f64::from_bits(0x3ff0_0000_0000_0000 | (fract_bits & 0x000f_ffff_ffff_ffff));
    let d = (d2 - 1.5) * 0.289529654 + 0.176091259 + bin_exp as f64 * 0.301029995663981;
    d.floor() as i32
}

fn develop_long_digits(mut dec_exponent: i32, mut lvalue: u64, insignificant: i32) -> Digits {
    if insignificant != 0 {
        let pow10 = pow5(insignificant) << insignificant;
        let residue = lvalue % pow10;
        lvalue /= pow10;
        dec_exponent += insignificant;
        if residue >= (pow10 >> 1) {
            lvalue += 1;
        }
    }
    let mut rev = Vec::new();
    let mut c = lvalue % 10;
    lvalue /= 10;
    while c == 0 {
        dec_exponent += 1;
        c = lvalue % 10;
        lvalue /= 10;
    }
    while lvalue != 0 {
        rev.push(b'0' + c as u8);
        dec_exponent += 1;
        c = lvalue % 10;
        lvalue /= 10;
    }
    rev.push(b'0' + c as u8);
    rev.reverse();
    Digits { digits: rev, dec_exponent: dec_exponent + 1 }
}

fn roundup(d: &mut Digits) {
    let mut i = d.digits.len() - 1;
    let mut q = d.digits[i];
    if q == b'9' {
        while q == b'9' && i > 0 {
            d.digits[i] = b'0';
            i -= 1;
            q = d.digits[i];
        }
        if q == b'9' {
            d.dec_exponent += 1;
            d.digits[0] = b'1';
            return;
        }
    }
    d.digits[i] = q + 1;
}

/// The JDK's `dtoa` for a positive finite value: `fract_bits` has its high
/// bit at position 52, `bin_exp` is unbiased.
fn dtoa(bin_exp: i32, mut fract_bits: u64, n_significant_bits: i32) -> Digits {
    let tail_zeros = fract_bits.trailing_zeros() as i32;
    let n_fract_bits = EXP_SHIFT + 1 - tail_zeros;
    let n_tiny_bits = (n_fract_bits - bin_exp - 1).max(0);
    if (-21..=62).contains(&bin_exp) && n_tiny_bits < 27 && n_fract_bits + N_5_BITS[n_tiny_bits as usize] < 64 && n_tiny_bits == 0 {
        let insignificant = if bin_exp > n_significant_bits {
            let p2 = bin_exp - n_significant_bits - 1;
            if p2 > 1 && (p2 as usize) < INSIGNIFICANT_DIGITS.len() { INSIGNIFICANT_DIGITS[p2 as usize] } else { 0 }
        } else {
            0
        };
        if bin_exp >= EXP_SHIFT {
            fract_bits <<= bin_exp - EXP_SHIFT;
        } else {
            fract_bits >>= EXP_SHIFT - bin_exp;
        }
        return develop_long_digits(0, fract_bits, insignificant);
    }
    let mut dec_exp = estimate_dec_exp(fract_bits, bin_exp);
    let b5 = (-dec_exp).max(0);
    let mut b2 = b5 + n_tiny_bits + bin_exp;
    let s5 = dec_exp.max(0);
    let mut s2 = s5 + n_tiny_bits;
    let m5 = b5;
    let mut m2 = b2 - n_significant_bits;
    fract_bits >>= tail_zeros;
    b2 -= n_fract_bits - 1;
    let common2 = b2.min(s2);
    b2 -= common2;
    s2 -= common2;
    m2 -= common2;
    if n_fract_bits == 1 {
        m2 -= 1;
    }
    if m2 < 0 {
        b2 -= m2;
        s2 -= m2;
        m2 = 0;
    }
    let bbits = n_fract_bits + b2 + if (b5 as usize) < N_5_BITS.len() { N_5_BITS[b5 as usize] } else { b5 * 3 };
    let ten_sbits = s2 + 1 + if ((s5 + 1) as usize) < N_5_BITS.len() { N_5_BITS[(s5 + 1) as usize] } else { (s5 + 1) * 3 };
    let mut digits: Vec<u8> = Vec::with_capacity(20);
    let (low, high, low_digit_difference): (bool, bool, i64);
    let compat_two_digits = |dec_exp: i32| !(-3..8).contains(&dec_exp);
    if bbits < 64 && ten_sbits < 64 {
        // The JDK runs the same digit loop in int or long arithmetic (with
        // their wrap-around) depending on the sizes; one body for both.
        macro_rules! digit_loop {
            ($t:ty) => {{
                let mut b: $t = ((fract_bits as $t).wrapping_mul(pow5(b5) as $t)) << b2;
                let s: $t = (pow5(s5) as $t) << s2;
                let mut m: $t = (pow5(m5) as $t) << m2;
                let tens = s.wrapping_mul(10);
                let mut q = b / s;
                b = (10 as $t).wrapping_mul(b % s);
                m = m.wrapping_mul(10);
                let mut lo = b < m;
                let mut hi = b.wrapping_add(m) > tens;
                if q == 0 && !hi {
                    dec_exp -= 1;
                } else {
                    digits.push(b'0' + q as u8);
                }
                if compat_two_digits(dec_exp) {
                    hi = false;
                    lo = false;
                }
                while !lo && !hi {
                    q = b / s;
                    b = (10 as $t).wrapping_mul(b % s);
                    m = m.wrapping_mul(10);
                    if m > 0 {
                        lo = b < m;
                        hi = b.wrapping_add(m) > tens;
                    } else {
                        lo = true;
                        hi = true;
                    }
                    digits.push(b'0' + q as u8);
                }
                (lo, hi, (b.wrapping_shl(1)).wrapping_sub(tens) as i64)
            }};
        }
        (low, high, low_digit_difference) = if bbits < 32 && ten_sbits < 32 { digit_loop!(i32) } else { digit_loop!(i64) };
    } else {
        let s = Big::pow52(s5, s2);
        let mut b = Big::from_u64(fract_bits);
        b.mul_pow5(b5);
        b.shl(b2);
        let mut m = Big::pow52(m5 + 1, m2 + 1);
        let ten_s = Big::pow52(s5 + 1, s2 + 1);
        let mut q = b.quo_rem_iteration(&s);
        let mut lo = b.cmp(&m) == std::cmp::Ordering::Less;
        let mut hi = ten_s.cmp(&b.add(&m)) != std::cmp::Ordering::Greater;
        if q == 0 && !hi {
            dec_exp -= 1;
        } else {
            digits.push(b'0' + q as u8);
        }
        if compat_two_digits(dec_exp) {
            hi = false;
            lo = false;
        }
        while !lo && !hi {
            q = b.quo_rem_iteration(&s);
            m.mul_small(10);
            lo = b.cmp(&m) == std::cmp::Ordering::Less;
            hi = ten_s.cmp(&b.add(&m)) != std::cmp::Ordering::Greater;
            digits.push(b'0' + q as u8);
        }
        low = lo;
        high = hi;
        low_digit_difference = if hi && lo {
            let mut b2x = b.clone();
            b2x.shl(1);
            match b2x.cmp(&ten_s) {
                std::cmp::Ordering::Less => -1,
                std::cmp::Ordering::Equal => 0,
                std::cmp::Ordering::Greater => 1,
            }
        } else {
            0
        };
        let _ = b.is_zero();
    }
    let mut d = Digits { digits, dec_exponent: dec_exp + 1 };
    if high {
        if low {
            if low_digit_difference == 0 {
                if d.digits.last().map(|&c| (c - b'0') & 1 != 0).unwrap_or(false) {
                    roundup(&mut d);
                }
            } else if low_digit_difference > 0 {
                roundup(&mut d);
            }
        } else {
            roundup(&mut d);
        }
    }
    d
}

/// Lay out digits the way `Double.toString` does.
fn layout(neg: bool, d: &Digits) -> String {
    let mut s = String::with_capacity(26);
    if neg {
        s.push('-');
    }
    let digits = std::str::from_utf8(&d.digits).unwrap_or("0");
    let n = d.digits.len() as i32;
    let e = d.dec_exponent;
    if e > 0 && e < 8 {
        let char_len = n.min(e);
        s.push_str(&digits[..char_len as usize]);
        if char_len < e {
            for _ in 0..(e - char_len) {
                s.push('0');
            }
            s.push_str(".0");
        } else {
            s.push('.');
            if char_len < n {
                s.push_str(&digits[char_len as usize..]);
            } else {
                s.push('0');
            }
        }
    } else if e <= 0 && e > -3 {
        s.push_str("0.");
        for _ in 0..(-e) {
            s.push('0');
        }
        s.push_str(digits);
    } else {
        s.push_str(&digits[..1]);
        s.push('.');
        if n > 1 {
            s.push_str(&digits[1..]);
        } else {
            s.push('0');
        }
        s.push('E');
        if e <= 0 {
            s.push('-');
            s.push_str(&(-e + 1).to_string());
        } else {
            s.push_str(&(e - 1).to_string());
        }
    }
    s
}

/// `Double.toString(v)`, exactly as JDK 17 prints it.
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
    let bits = v.to_bits();
    let mut fract = bits & 0x000f_ffff_ffff_ffff;
    let mut bin_exp = ((bits >> 52) & 0x7ff) as i32;
    let n_significant_bits;
    if bin_exp == 0 {
        let lz = fract.leading_zeros() as i32;
        let shift = lz - (63 - EXP_SHIFT);
        fract <<= shift;
        bin_exp = 1 - shift;
        n_significant_bits = 64 - lz;
    } else {
        fract |= 1u64 << 52;
        n_significant_bits = EXP_SHIFT + 1;
    }
    bin_exp -= 1023;
    layout(v < 0.0, &dtoa(bin_exp, fract, n_significant_bits))
}

/// `Float.toString(v)`, exactly as JDK 17 prints it.
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
    let bits = v.to_bits();
    let mut fract = bits & 0x007f_ffff;
    let mut bin_exp = ((bits >> 23) & 0xff) as i32;
    let n_significant_bits;
    if bin_exp == 0 {
        let lz = fract.leading_zeros() as i32;
        let shift = lz - (31 - 23);
        fract <<= shift;
        bin_exp = 1 - shift;
        n_significant_bits = 32 - lz;
    } else {
        fract |= 1 << 23;
        n_significant_bits = 24;
    }
    bin_exp -= 127;
    layout(v < 0.0, &dtoa(bin_exp, (fract as u64) << (52 - 23), n_significant_bits))
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
        // JDK 17's FloatingDecimal prints at least two digits in E-form and
        // uses a symmetric stopping test at powers of two.
        assert_eq!(float_to_java_string(2147483648.0f32), "2.14748365E9");
        assert_eq!(double_to_java_string(1.0e23), "9.999999999999999E22");
        assert_eq!(double_to_java_string(2.0e-3), "0.002");
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
