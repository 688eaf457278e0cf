//! Field and method descriptors (JVMS 4.3) and name validity (JVMS 4.2).

use std::fmt;
use std::sync::Arc;

use super::ClassFileError;

/// Maximum number of array dimensions in a descriptor (JVMS 4.3.2).
pub const MAX_ARRAY_DIMENSIONS: usize = 255;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum FieldType {
    Byte,
    Char,
    Double,
    Float,
    Int,
    Long,
    Short,
    Boolean,
    /// Internal class name, e.g. "java/lang/String".
    Object(Arc<str>),
    Array(Box<FieldType>),
}

impl FieldType {
    /// Local-variable / operand-stack slots: 2 for long and double, else 1.
    pub fn slots(&self) -> usize {
        match self {
            FieldType::Long | FieldType::Double => 2,
            _ => 1,
        }
    }

    pub fn is_reference(&self) -> bool {
        matches!(self, FieldType::Object(_) | FieldType::Array(_))
    }

    pub fn is_primitive(&self) -> bool {
        !self.is_reference()
    }

    /// The descriptor character of a primitive type ('I', 'J', ...), or
    /// 'L' / '[' for reference types.
    pub fn tag(&self) -> char {
        match self {
            FieldType::Byte => 'B',
            FieldType::Char => 'C',
            FieldType::Double => 'D',
            FieldType::Float => 'F',
            FieldType::Int => 'I',
            FieldType::Long => 'J',
            FieldType::Short => 'S',
            FieldType::Boolean => 'Z',
            FieldType::Object(_) => 'L',
            FieldType::Array(_) => '[',
        }
    }

    /// The descriptor string, e.g. "I", "Ljava/lang/String;", "[[J".
    pub fn descriptor(&self) -> String {
        let mut s = String::new();
        self.write_descriptor(&mut s);
        s
    }

    pub fn write_descriptor(&self, out: &mut String) {
        match self {
            FieldType::Object(name) => {
                out.push('L');
                out.push_str(name);
                out.push(';');
            }
            FieldType::Array(elem) => {
                out.push('[');
                elem.write_descriptor(out);
            }
            other => out.push(other.tag()),
        }
    }

    /// The name the VM uses for the class of this type when it is a
    /// reference type: "java/lang/String" for objects, "[I" for arrays.
    pub fn class_name(&self) -> Option<String> {
        match self {
            FieldType::Object(name) => Some(name.to_string()),
            FieldType::Array(_) => Some(self.descriptor()),
            _ => None,
        }
    }

    /// Number of array dimensions (0 for non-arrays).
    pub fn dimensions(&self) -> usize {
        let mut t = self;
        let mut n = 0;
        while let FieldType::Array(e) = t {
            n += 1;
            t = e;
        }
        n
    }
}

impl fmt::Display for FieldType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.descriptor())
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MethodDescriptor {
    pub params: Vec<FieldType>,
    /// None = void.
    pub ret: Option<FieldType>,
}

impl MethodDescriptor {
    /// Slots taken by the parameters (excluding `this`).
    pub fn param_slots(&self) -> usize {
        self.params.iter().map(FieldType::slots).sum()
    }

    pub fn descriptor(&self) -> String {
        let mut s = String::from("(");
        for p in &self.params {
            p.write_descriptor(&mut s);
        }
        s.push(')');
        match &self.ret {
            Some(t) => t.write_descriptor(&mut s),
            None => s.push('V'),
        }
        s
    }
}

impl fmt::Display for MethodDescriptor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.descriptor())
    }
}

// ---------------------------------------------------------------------------
// Non-allocating validation
// ---------------------------------------------------------------------------

/// Checks a binary class name in internal form ("java/lang/Object"):
/// non-empty '/'-separated unqualified names.
fn is_valid_binary_name(b: &[u8]) -> bool {
    if b.is_empty() {
        return false;
    }
    let mut prev_slash = true;
    for &c in b {
        match c {
            b'/' => {
                if prev_slash {
                    return false;
                }
                prev_slash = true;
            }
            b'.' | b';' | b'[' => return false,
            _ => prev_slash = false,
        }
    }
    !prev_slash
}

/// Scans one field type starting at `pos`; returns (end position, slots).
fn scan_field_type(b: &[u8], pos: usize) -> Option<(usize, usize)> {
    let mut i = pos;
    let mut dims = 0;
    while i < b.len() && b[i] == b'[' {
        dims += 1;
        i += 1;
    }
    if dims > MAX_ARRAY_DIMENSIONS {
        return None;
    }
    let c = *b.get(i)?;
    let slots = match c {
        b'B' | b'C' | b'F' | b'I' | b'S' | b'Z' => 1,
        b'D' | b'J' => 2,
        b'L' => {
            let start = i + 1;
            let len = b[start..].iter().position(|&x| x == b';')?;
            if !is_valid_binary_name(&b[start..start + len]) {
                return None;
            }
            i = start + len;
            1
        }
        _ => return None,
    };
    Some((i + 1, if dims > 0 { 1 } else { slots }))
}

/// Validates a field descriptor without allocating; returns its slot count.
pub fn check_field_descriptor(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    match scan_field_type(b, 0) {
        Some((end, slots)) if end == b.len() => Some(slots),
        _ => None,
    }
}

/// Validates a method descriptor without allocating; returns
/// (parameter slots, returns void).
pub fn check_method_descriptor(s: &str) -> Option<(usize, bool)> {
    let b = s.as_bytes();
    if b.first() != Some(&b'(') {
        return None;
    }
    let mut i = 1;
    let mut slots = 0;
    loop {
        match b.get(i) {
            None => return None,
            Some(b')') => {
                i += 1;
                break;
            }
            Some(_) => {
                let (end, n) = scan_field_type(b, i)?;
                slots += n;
                i = end;
            }
        }
    }
    if b.get(i) == Some(&b'V') {
        return if i + 1 == b.len() {
            Some((slots, true))
        } else {
            None
        };
    }
    match scan_field_type(b, i) {
        Some((end, _)) if end == b.len() => Some((slots, false)),
        _ => None,
    }
}

/// Unqualified name (JVMS 4.2.2) for fields and local variables: non-empty,
/// none of `. ; [ /`.
pub fn is_valid_unqualified_name(s: &str) -> bool {
    !s.is_empty() && !s.bytes().any(|c| matches!(c, b'.' | b';' | b'[' | b'/'))
}

/// Method name (JVMS 4.2.2): an unqualified name without `<` `>`, or one of
/// the special names `<init>` / `<clinit>`.
pub fn is_valid_method_name(s: &str) -> bool {
    if s == "<init>" || s == "<clinit>" {
        return true;
    }
    !s.is_empty()
        && !s
            .bytes()
            .any(|c| matches!(c, b'.' | b';' | b'[' | b'/' | b'<' | b'>'))
}

/// Name in a CONSTANT_Class: a binary name in internal form, or an array
/// type descriptor (at most 255 dimensions).
pub fn is_valid_class_name(s: &str) -> bool {
    if s.starts_with('[') {
        check_field_descriptor(s).is_some()
    } else {
        is_valid_binary_name(s.as_bytes())
    }
}

// ---------------------------------------------------------------------------
// Parsing into structured types
// ---------------------------------------------------------------------------

fn parse_field_type_at(s: &str, pos: usize) -> Option<(FieldType, usize)> {
    let b = s.as_bytes();
    let (end, _) = scan_field_type(b, pos)?;
    let mut dims = 0;
    while b[pos + dims] == b'[' {
        dims += 1;
    }
    let base_pos = pos + dims;
    let mut t = match b[base_pos] {
        b'B' => FieldType::Byte,
        b'C' => FieldType::Char,
        b'D' => FieldType::Double,
        b'F' => FieldType::Float,
        b'I' => FieldType::Int,
        b'J' => FieldType::Long,
        b'S' => FieldType::Short,
        b'Z' => FieldType::Boolean,
        // scan_field_type accepted it, so it is 'L' name ';'
        _ => FieldType::Object(Arc::from(&s[base_pos + 1..end - 1])),
    };
    for _ in 0..dims {
        t = FieldType::Array(Box::new(t));
    }
    Some((t, end))
}

pub fn parse_field_descriptor(s: &str) -> Result<FieldType, ClassFileError> {
    match parse_field_type_at(s, 0) {
        Some((t, end)) if end == s.len() => Ok(t),
        _ => Err(ClassFileError::format(format!(
            "Invalid field descriptor \"{}\"",
            s
        ))),
    }
}

pub fn parse_method_descriptor(s: &str) -> Result<MethodDescriptor, ClassFileError> {
    let bad = || ClassFileError::format(format!("Invalid method descriptor \"{}\"", s));
    check_method_descriptor(s).ok_or_else(bad)?;
    // Structure is known to be valid from here on.
    let b = s.as_bytes();
    let mut params = Vec::new();
    let mut i = 1;
    while b[i] != b')' {
        let (t, end) = parse_field_type_at(s, i).ok_or_else(bad)?;
        params.push(t);
        i = end;
    }
    i += 1;
    let ret = if b[i] == b'V' {
        None
    } else {
        Some(parse_field_type_at(s, i).ok_or_else(bad)?.0)
    };
    Ok(MethodDescriptor { params, ret })
}
