//! The annotations the VM itself acts on (HotSpot's
//! `ClassFileParser::AnnotationCollector`): a method's
//! `RuntimeVisibleAnnotations` attribute is scanned for a few annotation
//! types of the JDK's internal packages, recorded as bits of
//! [`super::MethodInfo::vm_annotations`].
//!
//! The bits are facts about the class file only; whether the VM honours
//! them is decided when the class is linked (HotSpot's rule: only for
//! classes of the boot and platform loaders, and hidden classes defined
//! with `ACCESS_VM_ANNOTATIONS`). Annotations are not checked here (a
//! malformed attribute simply ends the scan), as HotSpot checks them only
//! when reflection parses them.

use super::constant_pool::{Constant, ConstantPool};

/// `@jdk.internal.vm.annotation.Hidden`: the method's frames are left out
/// of stack traces.
pub const HIDDEN: u8 = 1;
/// `@jdk.internal.reflect.CallerSensitive`.
pub const CALLER_SENSITIVE: u8 = 2;
/// `@java.lang.invoke.LambdaForm.Compiled`: a compiled lambda form, which
/// caller searches (`Reflection.getCallerClass`) skip.
pub const LAMBDA_FORM_COMPILED: u8 = 4;

fn bit_of(type_desc: &str) -> u8 {
    match type_desc {
        "Ljdk/internal/vm/annotation/Hidden;" => HIDDEN,
        "Ljdk/internal/reflect/CallerSensitive;" => CALLER_SENSITIVE,
        "Ljava/lang/invoke/LambdaForm$Compiled;" => LAMBDA_FORM_COMPILED,
        _ => 0,
    }
}

struct Scan<'a> {
    b: &'a [u8],
    pos: usize,
}

impl Scan<'_> {
    fn u1(&mut self) -> Option<u8> {
        let v = *self.b.get(self.pos)?;
        self.pos += 1;
        Some(v)
    }
    fn u2(&mut self) -> Option<u16> {
        Some(((self.u1()? as u16) << 8) | self.u1()? as u16)
    }
    /// Skip one `element_value` (JVMS 4.7.16.1); `depth` bounds nesting.
    fn skip_value(&mut self, depth: u32) -> Option<()> {
        if depth > 64 {
            return None;
        }
        match self.u1()? {
            b'B' | b'C' | b'D' | b'F' | b'I' | b'J' | b'S' | b'Z' | b's' | b'c' => {
                self.u2()?;
            }
            b'e' => {
                self.u2()?;
                self.u2()?;
            }
            b'@' => self.skip_annotation(depth + 1)?,
            b'[' => {
                for _ in 0..self.u2()? {
                    self.skip_value(depth + 1)?;
                }
            }
            _ => return None,
        }
        Some(())
    }
    fn skip_annotation(&mut self, depth: u32) -> Option<()> {
        self.u2()?;
        for _ in 0..self.u2()? {
            self.u2()?;
            self.skip_value(depth)?;
        }
        Some(())
    }
}

/// The [`HIDDEN`], [`CALLER_SENSITIVE`], ... bits of a
/// `RuntimeVisibleAnnotations` attribute's contents.
pub fn scan(attr: &[u8], cp: &ConstantPool) -> u8 {
    let mut s = Scan { b: attr, pos: 0 };
    let mut bits = 0;
    let Some(n) = s.u2() else { return 0 };
    for _ in 0..n {
        let Some(type_index) = s.u2() else { break };
        if let Some(Constant::Utf8(d)) = cp.entries().get(type_index as usize) {
            bits |= bit_of(d);
        }
        let Some(pairs) = s.u2() else { break };
        let mut ok = true;
        for _ in 0..pairs {
            if s.u2().is_none() || s.skip_value(0).is_none() {
                ok = false;
                break;
            }
        }
        if !ok {
            break;
        }
    }
    bits
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn pool(names: &[&str]) -> ConstantPool {
        let mut e = vec![Constant::Unusable];
        e.extend(names.iter().map(|n| Constant::Utf8(Arc::from(*n))));
        ConstantPool::from_parts(e, Vec::new())
    }

    #[test]
    fn finds_the_vm_annotations_among_others() {
        // 1: Hidden, 2: an element name, 3: Deprecated, 4: Compiled.
        let cp = pool(&["Ljdk/internal/vm/annotation/Hidden;", "value", "Ljava/lang/Deprecated;", "Ljava/lang/invoke/LambdaForm$Compiled;"]);
        let attr = [
            0, 3, // three annotations
            0, 3, 0, 1, 0, 2, b'[', 0, 2, b'I', 0, 2, b'@', 0, 3, 0, 0, // @Deprecated(value = {1, @Deprecated})
            0, 1, 0, 0, // @Hidden
            0, 4, 0, 1, 0, 2, b'e', 0, 2, 0, 2, // @Compiled(value = enum)
        ];
        assert_eq!(scan(&attr, &cp), HIDDEN | LAMBDA_FORM_COMPILED);
    }

    #[test]
    fn a_malformed_attribute_ends_the_scan_quietly() {
        let cp = pool(&["Ljdk/internal/reflect/CallerSensitive;"]);
        assert_eq!(scan(&[0, 2, 0, 1, 0, 0, 0], &cp), CALLER_SENSITIVE);
        assert_eq!(scan(&[0, 1, 0, 1, 0, 1, 0, 1, b'?'], &cp), CALLER_SENSITIVE);
        assert_eq!(scan(&[], &cp), 0);
    }
}
