//! Verification types (JVMS 4.10.1.2), frames, assignability and merging.
//!
//! The type lattice, from the top:
//!
//! ```text
//!                         Top
//!        ┌──────┬──────┬───┴───────┬──────────────┬───────────────┐
//!       Int   Float  Long/Double  Reference   UninitThis   Uninit(pc)
//!                                    │
//!                     java/lang/Object (and interfaces, which the verifier treats as Object)
//!                                    │
//!                       classes and arrays, by subclassing
//!                                    │
//!                                   Null
//! ```
//!
//! `boolean`, `byte`, `char` and `short` are all `Int` to the verifier. A long
//! or double takes two local slots: the value's type in the first and `Top` in
//! the second; on the operand stack it is one entry that counts two slots.

use std::fmt;
use std::sync::Arc;

use crate::classfile::FieldType;

/// A verification type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VType {
    Top,
    Int,
    Float,
    Long,
    Double,
    /// The type of `aconst_null`: assignable to every reference type.
    Null,
    /// `this` in a constructor before the super/this `<init>` call.
    UninitThis,
    /// The result of the `new` instruction at this offset, before its `<init>`.
    Uninit(u16),
    /// An initialised reference: a class name (`java/lang/String`) or an
    /// array descriptor (`[I`, `[Ljava/lang/String;`).
    Ref(Arc<str>),
    /// A `jsr` return address (class files < 50 only).
    RetAddr(u32),
}

impl VType {
    pub fn object() -> VType {
        VType::Ref(Arc::from("java/lang/Object"))
    }

    /// Long and double count two operand-stack slots and take two locals.
    pub fn is_wide(&self) -> bool {
        matches!(self, VType::Long | VType::Double)
    }

    /// References of any kind (including null and uninitialised objects).
    pub fn is_reference(&self) -> bool {
        matches!(self, VType::Null | VType::UninitThis | VType::Uninit(_) | VType::Ref(_))
    }

    /// The verification type of a field type.
    pub fn of_field(ft: &FieldType) -> VType {
        match ft {
            FieldType::Boolean | FieldType::Byte | FieldType::Char | FieldType::Short | FieldType::Int => VType::Int,
            FieldType::Float => VType::Float,
            FieldType::Long => VType::Long,
            FieldType::Double => VType::Double,
            FieldType::Object(n) => VType::Ref(n.clone()),
            FieldType::Array(_) => VType::Ref(Arc::from(ft.descriptor())),
        }
    }

    /// The verification type of a reference class name as found in a
    /// CONSTANT_Class (a class name or an array descriptor).
    pub fn of_class_name(name: &Arc<str>) -> VType {
        VType::Ref(name.clone())
    }
}

impl fmt::Display for VType {
    /// HotSpot's spelling, used in the "Reason:" part of a VerifyError.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VType::Top => f.write_str("top"),
            VType::Int => f.write_str("integer"),
            VType::Float => f.write_str("float"),
            VType::Long => f.write_str("long"),
            VType::Double => f.write_str("double"),
            VType::Null => f.write_str("null"),
            VType::UninitThis => f.write_str("uninitializedThis"),
            VType::Uninit(pc) => write!(f, "uninitialized({})", pc),
            VType::Ref(n) => write!(f, "'{}'", n),
            VType::RetAddr(pc) => write!(f, "return address({})", pc),
        }
    }
}

/// A Java exception is pending in the VM (for example a NoClassDefFoundError
/// raised while loading a class to check assignability).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pending;

/// The class hierarchy, as far as the verifier needs it. The VM answers by
/// loading classes (as HotSpot does); tests and the fuzz harness use a table.
/// Only plain class names are passed (never array descriptors).
pub trait Hierarchy {
    /// Whether the class is an interface.
    fn is_interface(&mut self, name: &str) -> Result<bool, Pending>;
    /// The superclass (None for java/lang/Object).
    fn superclass(&mut self, name: &str) -> Result<Option<Arc<str>>, Pending>;
    /// If the field (`field`) or method `name`/`desc` found from class
    /// `class` (by resolution) is protected: the class declaring it. The
    /// default knows no members.
    fn protected_member(&mut self, class: &str, name: &str, desc: &str, field: bool) -> Result<Option<Arc<str>>, Pending> {
        let _ = (class, name, desc, field);
        Ok(None)
    }
    /// Whether `sub` is `sup` or a subclass of it.
    fn is_subclass(&mut self, sub: &str, sup: &str) -> Result<bool, Pending> {
        let mut cur: Option<Arc<str>> = Some(Arc::from(sub));
        let mut guard = 0;
        while let Some(c) = cur {
            if &*c == sup {
                return Ok(true);
            }
            guard += 1;
            if guard > 10_000 {
                return Ok(false);
            }
            cur = self.superclass(&c)?;
        }
        Ok(false)
    }
}

/// The element type of an array descriptor's component (`Lfoo;` → `foo`,
/// `[I` stays), or None for a primitive component.
fn component_ref(comp: &str) -> Option<&str> {
    if comp.starts_with('[') {
        Some(comp)
    } else if comp.starts_with('L') && comp.ends_with(';') && comp.len() >= 3 {
        Some(&comp[1..comp.len() - 1])
    } else {
        None
    }
}

/// Whether a reference of type `s` may be used where `t` is expected.
pub fn ref_assignable(s: &str, t: &str, h: &mut dyn Hierarchy) -> Result<bool, Pending> {
    if s == t || t == "java/lang/Object" {
        return Ok(true);
    }
    if let Some(tc) = t.strip_prefix('[') {
        let Some(sc) = s.strip_prefix('[') else { return Ok(false) };
        return match (component_ref(sc), component_ref(tc)) {
            (Some(a), Some(b)) => ref_assignable(a, b, h),
            _ => Ok(false), // distinct primitive components, or primitive vs reference
        };
    }
    // Interfaces are treated like Object (JVMS 4.10.1.2): the check happens
    // at run time (invokeinterface, checkcast, aastore).
    if h.is_interface(t)? {
        return Ok(true);
    }
    if s.starts_with('[') {
        return Ok(false);
    }
    h.is_subclass(s, t)
}

/// Whether a value of type `from` may be used where `to` is expected.
pub fn assignable(from: &VType, to: &VType, h: &mut dyn Hierarchy) -> Result<bool, Pending> {
    if from == to {
        return Ok(true);
    }
    Ok(match to {
        VType::Top => true,
        VType::Ref(t) => match from {
            VType::Null => true,
            VType::Ref(s) => ref_assignable(s, t, h)?,
            _ => false,
        },
        _ => false,
    })
}

/// The least upper bound of two types (inference verifier, class files < 50).
pub fn merge(a: &VType, b: &VType, h: &mut dyn Hierarchy) -> Result<VType, Pending> {
    if a == b {
        return Ok(a.clone());
    }
    Ok(match (a, b) {
        (VType::Null, VType::Ref(_)) => b.clone(),
        (VType::Ref(_), VType::Null) => a.clone(),
        (VType::Ref(x), VType::Ref(y)) => VType::Ref(common_super(x, y, h)?),
        _ => VType::Top,
    })
}

fn common_super(x: &str, y: &str, h: &mut dyn Hierarchy) -> Result<Arc<str>, Pending> {
    let object = || Arc::from("java/lang/Object");
    if x.starts_with('[') || y.starts_with('[') {
        if let (Some(xc), Some(yc)) = (x.strip_prefix('['), y.strip_prefix('[')) {
            if let (Some(a), Some(b)) = (component_ref(xc), component_ref(yc)) {
                let c = common_super(a, b, h)?;
                return Ok(if c.starts_with('[') { Arc::from(format!("[{}", c)) } else { Arc::from(format!("[L{};", c)) });
            }
        }
        return Ok(object());
    }
    if h.is_interface(x)? || h.is_interface(y)? {
        return Ok(object());
    }
    let mut chain = Vec::new();
    let mut cur: Option<Arc<str>> = Some(Arc::from(x));
    while let Some(c) = cur {
        if chain.len() > 10_000 {
            return Ok(object());
        }
        cur = h.superclass(&c)?;
        chain.push(c);
    }
    let mut cur: Option<Arc<str>> = Some(Arc::from(y));
    let mut guard = 0;
    while let Some(c) = cur {
        if chain.iter().any(|k| **k == *c) {
            return Ok(c);
        }
        guard += 1;
        if guard > 10_000 {
            break;
        }
        cur = h.superclass(&c)?;
    }
    Ok(object())
}

/// The state of a method's frame before an instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// Exactly max_locals entries.
    pub locals: Vec<VType>,
    /// Values, bottom first; a long or double is one entry.
    pub stack: Vec<VType>,
    /// Operand-stack depth in slots (long and double count 2).
    pub stack_slots: usize,
    /// In a constructor: `this` is not yet initialised (flagThisUninit).
    pub this_uninit: bool,
    /// Inference only (empty otherwise): the locals written since the
    /// innermost subroutine (`jsr` target) was entered.
    pub written: Vec<bool>,
}

impl Frame {
    pub fn new(max_locals: usize) -> Frame {
        Frame { locals: vec![VType::Top; max_locals], stack: Vec::new(), stack_slots: 0, this_uninit: false, written: Vec::new() }
    }

    /// Replace every occurrence of an uninitialised type by `init` (after `<init>`).
    pub fn initialize(&mut self, uninit: &VType, init: &VType) {
        for v in self.locals.iter_mut().chain(self.stack.iter_mut()) {
            if v == uninit {
                *v = init.clone();
            }
        }
        if *uninit == VType::UninitThis {
            self.this_uninit = false;
        }
    }
}

/// Whether frame `cur` may flow into a point whose declared frame is `target`
/// (JVMS frameIsAssignable). `target` may list fewer locals than `cur`: the
/// missing ones are Top, to which everything is assignable. Err(Pending) only
/// for a pending Java exception.
pub fn frame_assignable(cur: &Frame, target: &Frame, h: &mut dyn Hierarchy) -> Result<bool, Pending> {
    if cur.stack.len() != target.stack.len() || cur.locals.len() < target.locals.len() {
        return Ok(false);
    }
    if cur.this_uninit && !target.this_uninit {
        return Ok(false);
    }
    for (a, b) in cur.locals.iter().zip(&target.locals) {
        if !assignable(a, b, h)? {
            return Ok(false);
        }
    }
    for (a, b) in cur.stack.iter().zip(&target.stack) {
        if !assignable(a, b, h)? {
            return Ok(false);
        }
    }
    Ok(true)
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use std::collections::HashMap;

    /// A fixed hierarchy: name → (superclass, is interface).
    pub struct Table(pub HashMap<&'static str, (Option<&'static str>, bool)>);

    impl Table {
        pub fn basic() -> Table {
            let mut m = HashMap::new();
            m.insert("java/lang/Object", (None, false));
            m.insert("java/lang/Throwable", (Some("java/lang/Object"), false));
            m.insert("java/lang/Exception", (Some("java/lang/Throwable"), false));
            m.insert("java/lang/RuntimeException", (Some("java/lang/Exception"), false));
            m.insert("java/lang/Error", (Some("java/lang/Throwable"), false));
            m.insert("java/lang/String", (Some("java/lang/Object"), false));
            m.insert("java/lang/Number", (Some("java/lang/Object"), false));
            m.insert("java/lang/Integer", (Some("java/lang/Number"), false));
            m.insert("java/lang/Long", (Some("java/lang/Number"), false));
            m.insert("java/lang/Runnable", (Some("java/lang/Object"), true));
            Table(m)
        }
    }

    impl Hierarchy for Table {
        fn is_interface(&mut self, name: &str) -> Result<bool, Pending> {
            Ok(self.0.get(name).map(|e| e.1).unwrap_or(false))
        }
        fn superclass(&mut self, name: &str) -> Result<Option<Arc<str>>, Pending> {
            match self.0.get(name) {
                Some(e) => Ok(e.0.map(Arc::from)),
                None if name == "java/lang/Object" => Ok(None),
                // Unknown classes extend Object.
                None => Ok(Some(Arc::from("java/lang/Object"))),
            }
        }
    }

    fn r(s: &str) -> VType {
        VType::Ref(Arc::from(s))
    }

    #[test]
    fn assignability() {
        let h = &mut Table::basic();
        assert!(assignable(&VType::Null, &r("java/lang/String"), h).unwrap());
        assert!(assignable(&r("java/lang/Integer"), &r("java/lang/Number"), h).unwrap());
        assert!(!assignable(&r("java/lang/Number"), &r("java/lang/Integer"), h).unwrap());
        assert!(assignable(&r("java/lang/String"), &r("java/lang/Runnable"), h).unwrap(), "interfaces are Object");
        assert!(assignable(&r("[I"), &r("java/lang/Object"), h).unwrap());
        assert!(!assignable(&r("[I"), &r("[J"), h).unwrap());
        assert!(assignable(&r("[Ljava/lang/Integer;"), &r("[Ljava/lang/Number;"), h).unwrap());
        assert!(assignable(&r("[[I"), &r("[Ljava/lang/Object;"), h).unwrap());
        assert!(!assignable(&r("[I"), &r("[Ljava/lang/Object;"), h).unwrap());
        assert!(!assignable(&VType::Int, &VType::Float, h).unwrap());
        assert!(assignable(&VType::Long, &VType::Top, h).unwrap());
        assert!(!assignable(&VType::Uninit(3), &r("java/lang/Object"), h).unwrap());
        assert!(!assignable(&VType::UninitThis, &r("java/lang/Object"), h).unwrap());
    }

    #[test]
    fn merging() {
        let h = &mut Table::basic();
        assert_eq!(merge(&r("java/lang/Integer"), &r("java/lang/Long"), h).unwrap(), r("java/lang/Number"));
        assert_eq!(merge(&VType::Null, &r("java/lang/String"), h).unwrap(), r("java/lang/String"));
        assert_eq!(merge(&VType::Int, &VType::Float, h).unwrap(), VType::Top);
        assert_eq!(merge(&r("[Ljava/lang/Integer;"), &r("[Ljava/lang/Long;"), h).unwrap(), r("[Ljava/lang/Number;"));
        assert_eq!(merge(&r("[I"), &r("[J"), h).unwrap(), r("java/lang/Object"));
        assert_eq!(merge(&r("java/lang/String"), &r("java/lang/Runnable"), h).unwrap(), r("java/lang/Object"));
    }
}
