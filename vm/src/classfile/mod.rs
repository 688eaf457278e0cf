//! Class-file reader (JVMS chapter 4).
//!
//! [`parse`] turns the bytes of a `.class` file into a [`ClassFile`], performing
//! the format checks of JVMS 4.8 (constant-pool cross references, names,
//! descriptors, access flags, attribute lengths, ...).  Every failure is a
//! [`ClassFileError`] whose [`kind`](ClassFileError::kind) tells which Java
//! exception the VM must throw (`ClassFormatError` or
//! `UnsupportedClassVersionError`).

pub mod constant_pool;
pub mod descriptor;
pub mod mutf8;
mod parser;
pub mod symbols;
pub mod vm_annotations;

#[cfg(test)]
mod tests;

use std::fmt;
use std::sync::Arc;

pub use constant_pool::{Constant, ConstantPool, MemberRef};
pub use descriptor::{
    parse_field_descriptor, parse_method_descriptor, FieldType, MethodDescriptor,
};
pub use parser::{parse, parse_named, parse_trusted};

pub const ACC_PUBLIC: u16 = 0x0001;
pub const ACC_PRIVATE: u16 = 0x0002;
pub const ACC_PROTECTED: u16 = 0x0004;
pub const ACC_STATIC: u16 = 0x0008;
pub const ACC_FINAL: u16 = 0x0010;
pub const ACC_SUPER: u16 = 0x0020;
pub const ACC_SYNCHRONIZED: u16 = 0x0020;
pub const ACC_VOLATILE: u16 = 0x0040;
pub const ACC_BRIDGE: u16 = 0x0040;
pub const ACC_TRANSIENT: u16 = 0x0080;
pub const ACC_VARARGS: u16 = 0x0080;
pub const ACC_NATIVE: u16 = 0x0100;
pub const ACC_INTERFACE: u16 = 0x0200;
pub const ACC_ABSTRACT: u16 = 0x0400;
pub const ACC_STRICT: u16 = 0x0800;
pub const ACC_SYNTHETIC: u16 = 0x1000;
pub const ACC_ANNOTATION: u16 = 0x2000;
pub const ACC_ENUM: u16 = 0x4000;
pub const ACC_MODULE: u16 = 0x8000;

/// Highest class-file major version accepted (Java 17).
pub const MAX_MAJOR_VERSION: u16 = 61;
/// Lowest class-file major version accepted (JDK 1.0.2 / 1.1).
pub const MIN_MAJOR_VERSION: u16 = 45;

/// The minor version of class files that use preview features of their
/// major version's Java SE release (JVMS 4.1).
pub const PREVIEW_MINOR_VERSION: u16 = 0xFFFF;

static PREVIEW_ENABLED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// `--enable-preview`: accept class files of version 61.65535.
pub fn set_preview_enabled(on: bool) {
    PREVIEW_ENABLED.store(on, std::sync::atomic::Ordering::Relaxed);
}

pub fn preview_enabled() -> bool {
    PREVIEW_ENABLED.load(std::sync::atomic::Ordering::Relaxed)
}

/// Which Java exception a [`ClassFileError`] corresponds to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ClassFileErrorKind {
    /// `java.lang.ClassFormatError`
    Format,
    /// `java.lang.UnsupportedClassVersionError`
    UnsupportedVersion,
    /// `java.lang.NoClassDefFoundError` (a module-info is not a class)
    NoClassDef,
}

#[derive(Debug, Clone)]
pub struct ClassFileError {
    pub kind: ClassFileErrorKind,
    pub message: String,
}

impl ClassFileError {
    pub fn format(message: impl Into<String>) -> Self {
        ClassFileError {
            kind: ClassFileErrorKind::Format,
            message: message.into(),
        }
    }

    pub fn unsupported_version(message: impl Into<String>) -> Self {
        ClassFileError {
            kind: ClassFileErrorKind::UnsupportedVersion,
            message: message.into(),
        }
    }

    pub fn no_class_def(message: impl Into<String>) -> Self {
        ClassFileError {
            kind: ClassFileErrorKind::NoClassDef,
            message: message.into(),
        }
    }

    /// Fully qualified name of the Java exception class to throw.
    pub fn java_exception_class(&self) -> &'static str {
        match self.kind {
            ClassFileErrorKind::Format => "java/lang/ClassFormatError",
            ClassFileErrorKind::UnsupportedVersion => "java/lang/UnsupportedClassVersionError",
            ClassFileErrorKind::NoClassDef => "java/lang/NoClassDefFoundError",
        }
    }
}

impl fmt::Display for ClassFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ClassFileError {}

/// (class, Some((method name, method descriptor))) of an EnclosingMethod attribute.
pub type EnclosingMethod = (Arc<str>, Option<(Arc<str>, Arc<str>)>);

#[derive(Debug, Clone)]
pub struct ClassFile {
    pub minor_version: u16,
    pub major_version: u16,
    pub constant_pool: ConstantPool,
    /// Class access flags, masked to the flags defined by JVMS table 4.1-B.
    /// For major < 50, ACC_ABSTRACT is added to interfaces.
    pub access_flags: u16,
    /// this_class, internal form ("java/lang/Object").
    pub name: Arc<str>,
    /// None only for java/lang/Object and module-info.
    pub super_name: Option<Arc<str>>,
    pub interfaces: Vec<Arc<str>>,
    pub fields: Vec<FieldInfo>,
    pub methods: Vec<MethodInfo>,
    pub source_file: Option<Arc<str>>,
    pub inner_classes: Vec<InnerClassInfo>,
    pub bootstrap_methods: Vec<BootstrapMethod>,
    /// (class, Some((method name, method descriptor)))
    pub enclosing_method: Option<EnclosingMethod>,
    pub nest_host: Option<Arc<str>>,
    pub nest_members: Vec<Arc<str>>,
    pub signature: Option<Arc<str>>,
    /// Attributes only reflection reads (annotations, Record,
    /// PermittedSubclasses): see [`ClassReflection`].
    pub reflection: Option<Box<ClassReflection>>,
    /// When this class file was parsed, by a process-wide count: HotSpot
    /// creates the symbols of a constant pool as it parses it, and orders
    /// a class's methods by symbol address (see `prims::jvm::reflect`).
    pub parse_seq: u64,
}

/// The count behind [`ClassFile::parse_seq`].
pub(crate) static PARSE_SEQ: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl ClassFile {
    /// The reflection-only attributes of the class (empty when it has none).
    pub fn reflection(&self) -> &ClassReflection {
        self.reflection.as_deref().unwrap_or(&EMPTY_CLASS_REFLECTION)
    }

    pub fn method(&self, name: &str, descriptor: &str) -> Option<&MethodInfo> {
        self.methods
            .iter()
            .find(|m| &*m.name == name && &*m.descriptor == descriptor)
    }

    pub fn field(&self, name: &str, descriptor: &str) -> Option<&FieldInfo> {
        self.fields
            .iter()
            .find(|f| &*f.name == name && &*f.descriptor == descriptor)
    }

    pub fn is_interface(&self) -> bool {
        self.access_flags & ACC_INTERFACE != 0
    }

    pub fn is_abstract(&self) -> bool {
        self.access_flags & ACC_ABSTRACT != 0
    }

    /// The class initializer `<clinit>()V`, if any.
    pub fn class_initializer(&self) -> Option<&MethodInfo> {
        self.method("<clinit>", "()V")
    }
}

#[derive(Debug, Clone)]
pub struct FieldInfo {
    /// Masked to the flags defined by JVMS table 4.5-A.
    pub access_flags: u16,
    pub name: Arc<str>,
    pub descriptor: Arc<str>,
    /// Constant-pool index of the ConstantValue, type-checked against the
    /// descriptor.  Only set for static fields (JVMS 4.7.2: the attribute is
    /// silently ignored on non-static fields, though it is still checked).
    pub constant_value: Option<u16>,
    /// Signature and annotation attributes (None when it has none).
    pub reflection: Option<Box<MemberReflection>>,
}

impl FieldInfo {
    /// The field's reflection-only attributes.
    pub fn reflection(&self) -> &MemberReflection {
        self.reflection.as_deref().unwrap_or(&EMPTY_MEMBER_REFLECTION)
    }

    pub fn is_static(&self) -> bool {
        self.access_flags & ACC_STATIC != 0
    }
}

#[derive(Debug, Clone)]
pub struct MethodInfo {
    /// Masked to the flags defined by JVMS table 4.6-A.  For `<clinit>` the
    /// flags are normalized to ACC_STATIC (| ACC_STRICT).
    pub access_flags: u16,
    pub name: Arc<str>,
    pub descriptor: Arc<str>,
    pub code: Option<CodeAttribute>,
    pub exceptions: Vec<Arc<str>>,
    /// The annotations the VM acts on ([`vm_annotations`] bits), as found
    /// in the method's `RuntimeVisibleAnnotations`.
    pub vm_annotations: u8,
    /// Signature, annotation and MethodParameters attributes (None when it
    /// has none).
    pub reflection: Option<Box<MemberReflection>>,
}

impl MethodInfo {
    /// The method's reflection-only attributes.
    pub fn reflection(&self) -> &MemberReflection {
        self.reflection.as_deref().unwrap_or(&EMPTY_MEMBER_REFLECTION)
    }

    pub fn is_static(&self) -> bool {
        self.access_flags & ACC_STATIC != 0
    }
    pub fn is_native(&self) -> bool {
        self.access_flags & ACC_NATIVE != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access_flags & ACC_ABSTRACT != 0
    }
}

/// The attributes of a field, method or record component that only
/// reflection reads (`java.lang.reflect`, annotation parsing). Annotation
/// attributes are kept as their raw bytes, which HotSpot also hands to Java
/// unparsed (`Method.annotations` and friends are `byte[]`s that
/// `sun.reflect.annotation.AnnotationParser` decodes against the class's
/// constant pool). Only the runtime-visible forms are kept, as HotSpot does
/// without `-XX:+PreserveAllAnnotations`.
#[derive(Debug, Clone, Default)]
pub struct MemberReflection {
    /// Signature (the generic signature).
    pub signature: Option<Arc<str>>,
    /// RuntimeVisibleAnnotations.
    pub annotations: Option<Box<[u8]>>,
    /// RuntimeVisibleParameterAnnotations (methods).
    pub parameter_annotations: Option<Box<[u8]>>,
    /// RuntimeVisibleTypeAnnotations.
    pub type_annotations: Option<Box<[u8]>>,
    /// AnnotationDefault (methods of annotation interfaces).
    pub annotation_default: Option<Box<[u8]>>,
    /// MethodParameters: (name index or 0, access flags) per parameter.
    pub parameters: Option<Vec<(u16, u16)>>,
}

/// The class-level attributes only reflection reads.
#[derive(Debug, Clone, Default)]
pub struct ClassReflection {
    /// RuntimeVisibleAnnotations.
    pub annotations: Option<Box<[u8]>>,
    /// RuntimeVisibleTypeAnnotations.
    pub type_annotations: Option<Box<[u8]>>,
    /// The Record attribute (class files of version 60 and later).
    pub record: Option<Vec<RecordComponentInfo>>,
    /// The PermittedSubclasses attribute (version 61 and later).
    pub permitted_subclasses: Option<Vec<Arc<str>>>,
}

/// One component of a Record attribute.
#[derive(Debug, Clone)]
pub struct RecordComponentInfo {
    pub name: Arc<str>,
    pub descriptor: Arc<str>,
    /// Signature and (type) annotations.
    pub reflection: MemberReflection,
}

static EMPTY_MEMBER_REFLECTION: MemberReflection = MemberReflection {
    signature: None,
    annotations: None,
    parameter_annotations: None,
    type_annotations: None,
    annotation_default: None,
    parameters: None,
};

static EMPTY_CLASS_REFLECTION: ClassReflection = ClassReflection { annotations: None, type_annotations: None, record: None, permitted_subclasses: None };

#[derive(Debug, Clone)]
pub struct CodeAttribute {
    pub max_stack: u16,
    pub max_locals: u16,
    pub code: Vec<u8>,
    pub exception_table: Vec<ExceptionTableEntry>,
    /// Merged from all LineNumberTable attributes, sorted by start_pc.
    pub line_numbers: Vec<LineNumberEntry>,
    /// The StackMapTable attribute's info bytes (starting with
    /// number_of_entries), kept raw for the verifier.  Only for major >= 50.
    pub stack_map_table: Option<Vec<u8>>,
    pub local_variables: Vec<LocalVariableEntry>,
}

impl CodeAttribute {
    /// Source line for a bytecode offset, from the LineNumberTable.
    pub fn line_number_for(&self, pc: u16) -> Option<u16> {
        let idx = self.line_numbers.partition_point(|e| e.start_pc <= pc);
        if idx == 0 {
            None
        } else {
            Some(self.line_numbers[idx - 1].line_number)
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExceptionTableEntry {
    pub start_pc: u16,
    pub end_pc: u16,
    pub handler_pc: u16,
    /// 0 = any (finally); otherwise a CONSTANT_Class index.
    pub catch_type: u16,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LineNumberEntry {
    pub start_pc: u16,
    pub line_number: u16,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LocalVariableEntry {
    pub start_pc: u16,
    pub length: u16,
    pub name: Arc<str>,
    pub descriptor: Arc<str>,
    pub index: u16,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InnerClassInfo {
    pub inner_class: Option<Arc<str>>,
    pub outer_class: Option<Arc<str>>,
    pub inner_name: Option<Arc<str>>,
    /// Masked to the flags defined by JVMS table 4.7.6-A.
    pub access_flags: u16,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BootstrapMethod {
    /// Constant-pool index of a CONSTANT_MethodHandle.
    pub method_ref: u16,
    /// Constant-pool indices of loadable constants.
    pub arguments: Vec<u16>,
}
