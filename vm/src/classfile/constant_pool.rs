//! The run-time view of a class file's constant pool (JVMS 4.4).

use std::sync::Arc;

use super::ClassFileError;

pub const TAG_UTF8: u8 = 1;
pub const TAG_INTEGER: u8 = 3;
pub const TAG_FLOAT: u8 = 4;
pub const TAG_LONG: u8 = 5;
pub const TAG_DOUBLE: u8 = 6;
pub const TAG_CLASS: u8 = 7;
pub const TAG_STRING: u8 = 8;
pub const TAG_FIELDREF: u8 = 9;
pub const TAG_METHODREF: u8 = 10;
pub const TAG_INTERFACE_METHODREF: u8 = 11;
pub const TAG_NAME_AND_TYPE: u8 = 12;
pub const TAG_METHOD_HANDLE: u8 = 15;
pub const TAG_METHOD_TYPE: u8 = 16;
pub const TAG_DYNAMIC: u8 = 17;
pub const TAG_INVOKE_DYNAMIC: u8 = 18;

/// Method handle reference kinds (JVMS 5.4.3.5).
pub const REF_GET_FIELD: u8 = 1;
pub const REF_GET_STATIC: u8 = 2;
pub const REF_PUT_FIELD: u8 = 3;
pub const REF_PUT_STATIC: u8 = 4;
pub const REF_INVOKE_VIRTUAL: u8 = 5;
pub const REF_INVOKE_STATIC: u8 = 6;
pub const REF_INVOKE_SPECIAL: u8 = 7;
pub const REF_NEW_INVOKE_SPECIAL: u8 = 8;
pub const REF_INVOKE_INTERFACE: u8 = 9;

#[derive(Debug, Clone, PartialEq)]
pub enum Constant {
    /// Index 0 and the slot after a Long/Double.
    Unusable,
    /// Decoded modified UTF-8 (lone surrogates become U+FFFD here; see
    /// [`ConstantPool::utf16`] for the exact contents).
    Utf8(Arc<str>),
    Integer(i32),
    Float(f32),
    Long(i64),
    Double(f64),
    /// name_index
    Class(u16),
    /// string_index
    String(u16),
    /// class_index, name_and_type_index
    Fieldref(u16, u16),
    Methodref(u16, u16),
    InterfaceMethodref(u16, u16),
    /// name_index, descriptor_index
    NameAndType(u16, u16),
    /// reference_kind (1..=9), reference_index
    MethodHandle(u8, u16),
    /// descriptor_index
    MethodType(u16),
    /// bootstrap_method_attr_index, name_and_type_index
    Dynamic(u16, u16),
    InvokeDynamic(u16, u16),
}

impl Constant {
    /// The JVMS tag byte (0 for `Unusable`).
    pub fn tag(&self) -> u8 {
        match self {
            Constant::Unusable => 0,
            Constant::Utf8(_) => TAG_UTF8,
            Constant::Integer(_) => TAG_INTEGER,
            Constant::Float(_) => TAG_FLOAT,
            Constant::Long(_) => TAG_LONG,
            Constant::Double(_) => TAG_DOUBLE,
            Constant::Class(_) => TAG_CLASS,
            Constant::String(_) => TAG_STRING,
            Constant::Fieldref(..) => TAG_FIELDREF,
            Constant::Methodref(..) => TAG_METHODREF,
            Constant::InterfaceMethodref(..) => TAG_INTERFACE_METHODREF,
            Constant::NameAndType(..) => TAG_NAME_AND_TYPE,
            Constant::MethodHandle(..) => TAG_METHOD_HANDLE,
            Constant::MethodType(_) => TAG_METHOD_TYPE,
            Constant::Dynamic(..) => TAG_DYNAMIC,
            Constant::InvokeDynamic(..) => TAG_INVOKE_DYNAMIC,
        }
    }

    /// Human-readable kind, used in error messages.
    pub fn kind_name(&self) -> &'static str {
        match self {
            Constant::Unusable => "unusable entry",
            Constant::Utf8(_) => "Utf8",
            Constant::Integer(_) => "Integer",
            Constant::Float(_) => "Float",
            Constant::Long(_) => "Long",
            Constant::Double(_) => "Double",
            Constant::Class(_) => "Class",
            Constant::String(_) => "String",
            Constant::Fieldref(..) => "Fieldref",
            Constant::Methodref(..) => "Methodref",
            Constant::InterfaceMethodref(..) => "InterfaceMethodref",
            Constant::NameAndType(..) => "NameAndType",
            Constant::MethodHandle(..) => "MethodHandle",
            Constant::MethodType(_) => "MethodType",
            Constant::Dynamic(..) => "Dynamic",
            Constant::InvokeDynamic(..) => "InvokeDynamic",
        }
    }

    /// Loadable by ldc/ldc_w/ldc2_w or usable as a static bootstrap
    /// argument (JVMS 4.4, table 4.4-C).
    pub fn is_loadable(&self) -> bool {
        matches!(
            self,
            Constant::Integer(_)
                | Constant::Float(_)
                | Constant::Long(_)
                | Constant::Double(_)
                | Constant::Class(_)
                | Constant::String(_)
                | Constant::MethodHandle(..)
                | Constant::MethodType(_)
                | Constant::Dynamic(..)
        )
    }
}

/// (class name, member name, descriptor) of a Fieldref/Methodref/InterfaceMethodref.
pub type MemberRef<'a> = (&'a Arc<str>, &'a Arc<str>, &'a Arc<str>);

#[derive(Debug, Clone, Default)]
pub struct ConstantPool {
    entries: Vec<Constant>,
    /// Exact UTF-16 contents of the Utf8 entries that contain lone
    /// surrogates (and therefore could not be represented exactly as a
    /// Rust string), sorted by index.  Every other Utf8 entry's UTF-16 is
    /// recovered from its `Arc<str>`.
    raw_utf16: Vec<(u16, Arc<[u16]>)>,
}

fn bad_index(index: u16) -> ClassFileError {
    ClassFileError::format(format!("Invalid constant pool index {}", index))
}

fn wrong_kind(index: u16, expected: &str, found: &Constant) -> ClassFileError {
    ClassFileError::format(format!(
        "Invalid constant pool index {}: expected {}, found {}",
        index,
        expected,
        found.kind_name()
    ))
}

impl ConstantPool {
    /// Builds a pool from its entries (entry 0 must be `Unusable`, as must
    /// the slot after each Long/Double).  Utf8 entries are taken as exact.
    pub fn new(entries: Vec<Constant>) -> Self {
        ConstantPool {
            entries,
            raw_utf16: Vec::new(),
        }
    }

    pub(crate) fn from_parts(entries: Vec<Constant>, raw_utf16: Vec<(u16, Arc<[u16]>)>) -> Self {
        ConstantPool { entries, raw_utf16 }
    }

    /// constant_pool_count (valid indices are 1..len()).
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.len() <= 1
    }

    pub fn entries(&self) -> &[Constant] {
        &self.entries
    }

    /// The entry at `index`; index 0, out-of-range indices and the slot after
    /// a Long/Double are errors.
    pub fn get(&self, index: u16) -> Result<&Constant, ClassFileError> {
        match self.entries.get(index as usize) {
            None | Some(Constant::Unusable) => Err(bad_index(index)),
            Some(c) => Ok(c),
        }
    }

    pub fn utf8(&self, index: u16) -> Result<&Arc<str>, ClassFileError> {
        match self.get(index)? {
            Constant::Utf8(s) => Ok(s),
            other => Err(wrong_kind(index, "Utf8", other)),
        }
    }

    /// Exact UTF-16 contents of a Utf8 entry, lone surrogates preserved.
    pub fn utf16(&self, index: u16) -> Result<Vec<u16>, ClassFileError> {
        let s = self.utf8(index)?;
        if let Ok(pos) = self.raw_utf16.binary_search_by_key(&index, |e| e.0) {
            return Ok(self.raw_utf16[pos].1.to_vec());
        }
        Ok(s.encode_utf16().collect())
    }

    /// Like [`utf16`](Self::utf16) but for a CONSTANT_String index.
    pub fn string_utf16(&self, index: u16) -> Result<Vec<u16>, ClassFileError> {
        match self.get(index)? {
            Constant::String(s) => self.utf16(*s),
            other => Err(wrong_kind(index, "String", other)),
        }
    }

    /// Name of a CONSTANT_Class entry.
    pub fn class_name(&self, index: u16) -> Result<&Arc<str>, ClassFileError> {
        match self.get(index)? {
            Constant::Class(n) => self.utf8(*n),
            other => Err(wrong_kind(index, "Class", other)),
        }
    }

    /// (name, descriptor) of a CONSTANT_NameAndType entry.
    pub fn name_and_type(&self, index: u16) -> Result<(&Arc<str>, &Arc<str>), ClassFileError> {
        match self.get(index)? {
            Constant::NameAndType(n, d) => Ok((self.utf8(*n)?, self.utf8(*d)?)),
            other => Err(wrong_kind(index, "NameAndType", other)),
        }
    }

    /// (class, name, descriptor) of a Fieldref, Methodref or
    /// InterfaceMethodref entry.
    pub fn member_ref(&self, index: u16) -> Result<MemberRef<'_>, ClassFileError> {
        match self.get(index)? {
            Constant::Fieldref(c, nt)
            | Constant::Methodref(c, nt)
            | Constant::InterfaceMethodref(c, nt) => {
                let class = self.class_name(*c)?;
                let (name, desc) = self.name_and_type(*nt)?;
                Ok((class, name, desc))
            }
            other => Err(wrong_kind(
                index,
                "Fieldref, Methodref or InterfaceMethodref",
                other,
            )),
        }
    }
}
