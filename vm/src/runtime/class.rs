//! Runtime classes, fields and methods.
//!
//! Classes are created once and never freed (the boot loader does not unload),
//! so they are leaked and referred to as `&'static Class`; methods likewise.

use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use hashbrown::HashMap;
use parking_lot::{Condvar, Mutex};

use crate::classfile::{ClassFile, CodeAttribute};
use crate::heap::Ref;
use crate::interp::code::Code;

/// The type of a value as stored in a field, array element or slot.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Hash)]
pub enum BasicType {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Float,
    Long,
    Double,
    Ref,
    Void,
}

impl BasicType {
    /// Size in bytes in an object or array.
    pub fn size(self) -> usize {
        match self {
            BasicType::Boolean | BasicType::Byte => 1,
            BasicType::Char | BasicType::Short => 2,
            BasicType::Int | BasicType::Float => 4,
            BasicType::Long | BasicType::Double | BasicType::Ref => 8,
            BasicType::Void => 0,
        }
    }
    /// Stack slots taken by a value of this type.
    pub fn slots(self) -> usize {
        match self {
            BasicType::Long | BasicType::Double => 2,
            BasicType::Void => 0,
            _ => 1,
        }
    }
    pub fn from_descriptor_char(c: u8) -> Option<BasicType> {
        Some(match c {
            b'Z' => BasicType::Boolean,
            b'B' => BasicType::Byte,
            b'C' => BasicType::Char,
            b'S' => BasicType::Short,
            b'I' => BasicType::Int,
            b'F' => BasicType::Float,
            b'J' => BasicType::Long,
            b'D' => BasicType::Double,
            b'L' | b'[' => BasicType::Ref,
            b'V' => BasicType::Void,
            _ => return None,
        })
    }
    /// The type of a field descriptor (first character decides).
    pub fn of_descriptor(d: &str) -> BasicType {
        BasicType::from_descriptor_char(d.as_bytes().first().copied().unwrap_or(b'V')).unwrap_or(BasicType::Void)
    }
    pub fn primitive_name(self) -> &'static str {
        match self {
            BasicType::Boolean => "boolean",
            BasicType::Byte => "byte",
            BasicType::Char => "char",
            BasicType::Short => "short",
            BasicType::Int => "int",
            BasicType::Float => "float",
            BasicType::Long => "long",
            BasicType::Double => "double",
            BasicType::Void => "void",
            BasicType::Ref => "reference",
        }
    }
    pub fn descriptor_char(self) -> char {
        match self {
            BasicType::Boolean => 'Z',
            BasicType::Byte => 'B',
            BasicType::Char => 'C',
            BasicType::Short => 'S',
            BasicType::Int => 'I',
            BasicType::Float => 'F',
            BasicType::Long => 'J',
            BasicType::Double => 'D',
            BasicType::Void => 'V',
            BasicType::Ref => 'L',
        }
    }
}

/// Split a method descriptor (already validated by the class-file reader)
/// into its parameter descriptors and its return descriptor:
/// `(I[JLjava/lang/String;)V` → (["I", "[J", "Ljava/lang/String;"], "V").
pub fn split_method_descriptor(desc: &str) -> (Vec<&str>, &str) {
    let b = desc.as_bytes();
    let mut params = Vec::new();
    let mut i = 1;
    while i < b.len() && b[i] != b')' {
        let start = i;
        while i < b.len() && b[i] == b'[' {
            i += 1;
        }
        if i < b.len() && b[i] == b'L' {
            while i < b.len() && b[i] != b';' {
                i += 1;
            }
        }
        i += 1;
        params.push(&desc[start..i.min(b.len())]);
    }
    (params, desc.get(i + 1..).unwrap_or("V"))
}

/// Parse the parameter types and return type of a method descriptor.
pub fn method_signature(desc: &str) -> (Vec<BasicType>, BasicType) {
    let (params, ret) = split_method_descriptor(desc);
    (params.iter().map(|p| BasicType::of_descriptor(p)).collect(), BasicType::of_descriptor(ret))
}

/// The argument slots of a method with these parameters that hold
/// references: the receiver (slot 0) unless static, then the reference
/// parameters (a long or double takes two slots).
pub fn reference_arg_slots(is_static: bool, params: &[BasicType]) -> Vec<usize> {
    let mut v = Vec::new();
    let mut i = usize::from(!is_static);
    if !is_static {
        v.push(0);
    }
    for p in params {
        if *p == BasicType::Ref {
            v.push(i);
        }
        i += p.slots();
    }
    v
}

/// A field of a class.
#[derive(Debug)]
pub struct Field {
    pub name: Arc<str>,
    pub descriptor: Arc<str>,
    pub access_flags: u16,
    pub ty: BasicType,
    /// Instance fields: byte offset in the object. Static fields: slot index in
    /// the class's static storage.
    pub offset: u32,
    /// ConstantValue attribute (constant-pool index), static fields only.
    pub constant_value: Option<u16>,
}

impl Field {
    pub fn is_static(&self) -> bool {
        self.access_flags & crate::classfile::ACC_STATIC != 0
    }
}

/// What executes when a method is invoked.
pub enum MethodKind {
    Bytecode,
    Native,
    Abstract,
}

/// A method of a class.
pub struct Method {
    pub class: &'static Class,
    pub name: Arc<str>,
    pub descriptor: Arc<str>,
    pub access_flags: u16,
    /// Index in the global method table.
    pub id: u32,
    /// Interned (name, descriptor) pair: the key of virtual/interface dispatch.
    pub selector: u32,
    /// Index in the vtable, or u32::MAX when not virtual.
    pub vtable_index: AtomicU32,
    /// Parameter slots including the receiver.
    pub arg_slots: u16,
    pub params: Vec<BasicType>,
    pub ret: BasicType,
    pub kind: MethodKind,
    pub code_attr: Option<CodeAttribute>,
    /// Decoded code, built at first invocation.
    pub code: OnceLock<Result<Code, (&'static str, String)>>,
    /// Reference maps (which slots hold references at each instruction),
    /// computed when the method is decoded; the collectors' frame roots.
    pub refmaps: OnceLock<Result<crate::interp::refmap::MethodRefMaps, String>>,
    /// How a native method is bound (its C function or the VM's Rust
    /// native); empty for other methods.
    pub native: crate::jni::NativeBinding,
    /// What the VM knows about the method beyond its flags: the `MF_*` bits.
    pub vm_flags: u8,
}

/// [`Method::vm_flags`]: left out of stack traces (`@Hidden` in a
/// privileged class, or any method of a hidden class).
pub const MF_HIDDEN: u8 = crate::classfile::vm_annotations::HIDDEN;
/// [`Method::vm_flags`]: `@CallerSensitive` in a privileged class.
pub const MF_CALLER_SENSITIVE: u8 = crate::classfile::vm_annotations::CALLER_SENSITIVE;
/// [`Method::vm_flags`]: a compiled lambda form (`@LambdaForm.Compiled` in a
/// privileged class), skipped by caller searches.
pub const MF_LAMBDA_FORM_COMPILED: u8 = crate::classfile::vm_annotations::LAMBDA_FORM_COMPILED;
/// [`Method::vm_flags`]: a signature-polymorphic intrinsic the VM made
/// (`MethodHandle.invokeBasic`/`linkTo*` at one descriptor).
pub const MF_INTRINSIC: u8 = 8;

impl Method {
    pub fn is_static(&self) -> bool {
        self.access_flags & crate::classfile::ACC_STATIC != 0
    }
    pub fn is_private(&self) -> bool {
        self.access_flags & crate::classfile::ACC_PRIVATE != 0
    }
    pub fn is_final(&self) -> bool {
        self.access_flags & crate::classfile::ACC_FINAL != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access_flags & crate::classfile::ACC_ABSTRACT != 0
    }
    pub fn is_native(&self) -> bool {
        self.access_flags & crate::classfile::ACC_NATIVE != 0
    }
    pub fn is_synchronized(&self) -> bool {
        self.access_flags & crate::classfile::ACC_SYNCHRONIZED != 0
    }
    pub fn is_public(&self) -> bool {
        self.access_flags & crate::classfile::ACC_PUBLIC != 0
    }
    pub fn ret_slots(&self) -> usize {
        self.ret.slots()
    }
    /// Left out of stack traces (HotSpot's `Method::is_hidden`).
    pub fn is_hidden(&self) -> bool {
        self.vm_flags & MF_HIDDEN != 0
    }
    pub fn is_caller_sensitive(&self) -> bool {
        self.vm_flags & MF_CALLER_SENSITIVE != 0
    }
    /// A compiled lambda form or a method-handle intrinsic: frames that
    /// `Reflection.getCallerClass` looks through.
    pub fn is_lambda_form_or_intrinsic(&self) -> bool {
        self.vm_flags & (MF_LAMBDA_FORM_COMPILED | MF_INTRINSIC) != 0
    }
    /// Source line of a bytecode offset, or -1.
    pub fn line_number(&self, bc_pc: u32) -> i32 {
        let Some(code) = &self.code_attr else { return -1 };
        let mut line = -1;
        for e in &code.line_numbers {
            if e.start_pc as u32 <= bc_pc {
                line = e.line_number as i32;
            } else {
                break;
            }
        }
        line
    }
    /// `pkg.Class.name` for messages.
    pub fn qualified_name(&self) -> String {
        format!("{}.{}", self.class.java_name(), self.name)
    }
}

impl std::fmt::Debug for Method {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}.{}{}", self.class.name, self.name, self.descriptor)
    }
}

/// Class initialisation state (JVMS 5.5).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InitState {
    Linked,
    InProgress(u64),
    Initialized,
    Failed,
}

/// Kinds of classes.
pub enum ClassKind {
    Instance,
    Array { component: &'static Class, elem: BasicType },
    Primitive(BasicType),
}

/// A loaded, linked class.
pub struct Class {
    /// Internal name: `java/lang/String`, `[I`, `[Ljava/lang/Object;`, or the
    /// primitive name (`int`) for primitive classes.
    pub name: Arc<str>,
    pub id: u32,
    /// The defining loader.
    pub loader: &'static crate::runtime::loaders::LoaderData,
    pub access_flags: u16,
    pub super_class: Option<&'static Class>,
    pub interfaces: Vec<&'static Class>,
    /// Every superinterface, transitively (for instanceof on interfaces).
    pub all_interfaces: Vec<&'static Class>,
    pub kind: ClassKind,
    /// Instance size in bytes including the header (instances only).
    pub instance_size: u32,
    /// Offsets of every reference field of an instance, inherited ones included.
    pub ref_offsets: Vec<u32>,
    pub fields: Vec<Field>,
    /// Fields the VM adds for itself (`classlib::injected_fields`): not
    /// declared in the class file, invisible to reflection and profilers.
    pub injected: Vec<Field>,
    pub methods: OnceLock<Vec<&'static Method>>,
    pub vtable: OnceLock<Vec<&'static Method>>,
    /// selector → implementation, for interface dispatch and lookups.
    pub dispatch: OnceLock<HashMap<u32, &'static Method>>,
    /// Static field storage: one 8-byte slot per static field.
    pub statics: Box<[UnsafeCell<u64>]>,
    /// Static slots holding references (GC roots).
    pub static_ref_slots: Vec<u32>,
    pub init_state: Mutex<InitState>,
    pub init_cond: Condvar,
    pub initialized: AtomicBool,
    /// The `java.lang.Class` object (0 until created).
    pub mirror: AtomicUsize,
    pub array_class: OnceLock<&'static Class>,
    pub source_file: Option<Arc<str>>,
    pub classfile: Option<ClassFile>,
    /// Resolved constant-pool entries (classes, fields, methods, strings).
    pub rcp: Box<[OnceLock<crate::runtime::resolve::Resolved>]>,
    /// Where the class was loaded from (for -verbose:class).
    pub source: Arc<str>,
    /// java.lang.Throwable or a subclass.
    pub is_throwable: bool,
    /// Soft, weak, final, phantom reference class or none (decided at link
    /// time from the superclass chain; see `heap::refproc`).
    pub ref_kind: crate::heap::refproc::RefKind,
    /// A hidden class (`Lookup.defineHiddenClass`): not in any loader's
    /// dictionary; its `name` is the class file's with `+0x...` appended,
    /// which `java_name` shows as `/0x...`.
    pub hidden: bool,
    /// A hidden class defined as a nestmate of the lookup class: that class
    /// (whose nest it joins).
    pub dynamic_nest_host: Option<&'static Class>,
    /// Instances must be registered for finalization when allocated: the
    /// class or a superclass declares a `finalize()` whose body is more than
    /// `return`, and no class between them overrides it with an empty one
    /// (HotSpot's `has_finalizer`). Decided at link time, so allocating any
    /// other class never tests it on the fast path.
    pub has_finalizer: bool,
}

// SAFETY: the mutable parts of Class are atomics, OnceLocks, a Mutex, and the
// static storage, which the VM accesses like Java memory (racy accesses are
// Java data races, allowed by the JMM for non-volatile fields on 8-byte slots).
unsafe impl Sync for Class {}
unsafe impl Send for Class {}

impl Class {
    pub fn is_interface(&self) -> bool {
        self.access_flags & crate::classfile::ACC_INTERFACE != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access_flags & crate::classfile::ACC_ABSTRACT != 0
    }
    pub fn is_array(&self) -> bool {
        matches!(self.kind, ClassKind::Array { .. })
    }
    pub fn is_primitive(&self) -> bool {
        matches!(self.kind, ClassKind::Primitive(_))
    }
    /// Element type of an array class.
    pub fn elem_type(&self) -> BasicType {
        match self.kind {
            ClassKind::Array { elem, .. } => elem,
            _ => BasicType::Void,
        }
    }
    pub fn component(&self) -> Option<&'static Class> {
        match self.kind {
            ClassKind::Array { component, .. } => Some(component),
            _ => None,
        }
    }
    /// Binary name with dots (`java.lang.String`, `[I`, `[Ljava.lang.String;`;
    /// a hidden class `p.Main$$Lambda$14/0x0000000800c01000`).
    pub fn java_name(&self) -> String {
        let n = self.name.replace('/', ".");
        let mut e = self;
        while let Some(c) = e.component() {
            e = c;
        }
        if e.hidden {
            // HotSpot's external name of a hidden class (or an array of one).
            if let Some(i) = n.rfind("+0x") {
                return format!("{}/{}", &n[..i], &n[i + 1..]);
            }
        }
        n
    }
    pub fn methods(&self) -> &[&'static Method] {
        self.methods.get().map(|v| v.as_slice()).unwrap_or(&[])
    }
    pub fn vtable(&self) -> &[&'static Method] {
        self.vtable.get().map(|v| v.as_slice()).unwrap_or(&[])
    }
    /// Static slot address.
    #[inline(always)]
    pub fn static_slot(&self, slot: u32) -> *mut u64 {
        self.statics[slot as usize].get()
    }
    pub fn mirror_ref(&self) -> Ref {
        Ref(self.mirror.load(Ordering::Acquire))
    }
    pub fn is_initialized(&self) -> bool {
        self.initialized.load(Ordering::Acquire)
    }

    /// Declared method by name and descriptor.
    pub fn declared_method(&self, name: &str, desc: &str) -> Option<&'static Method> {
        self.methods().iter().copied().find(|m| &*m.name == name && &*m.descriptor == desc)
    }
    /// Declared field by name and descriptor.
    pub fn declared_field(&self, name: &str, desc: &str) -> Option<&Field> {
        self.fields.iter().find(|f| &*f.name == name && &*f.descriptor == desc)
    }
    /// A field by name only (searching superclasses), for VM-known fields.
    pub fn find_field_by_name(&self, name: &str) -> Option<&Field> {
        let mut c = Some(self);
        while let Some(k) = c {
            if let Some(f) = k.fields.iter().chain(&k.injected).find(|f| &*f.name == name) {
                return Some(f);
            }
            c = k.super_class;
        }
        None
    }
    /// Instance-field offset by name (panics only on a broken class library,
    /// which the build checks).
    pub fn field_offset(&self, name: &str) -> usize {
        match self.find_field_by_name(name) {
            Some(f) => f.offset as usize,
            None => panic!("class library: {} has no field {}", self.name, name),
        }
    }

    /// `self` is `other` or a subclass/implementor of it (JVMS checkcast rules).
    pub fn is_subclass_of(&'static self, other: &'static Class) -> bool {
        if std::ptr::eq(self, other) {
            return true;
        }
        if other.is_interface() {
            if self.is_array() {
                return &*other.name == "java/lang/Cloneable" || &*other.name == "java/io/Serializable";
            }
            return self.all_interfaces.iter().any(|i| std::ptr::eq(*i, other));
        }
        if let (ClassKind::Array { component: a, .. }, ClassKind::Array { component: b, .. }) = (&self.kind, &other.kind) {
            if a.is_primitive() || b.is_primitive() {
                return std::ptr::eq(*a, *b);
            }
            return a.is_subclass_of(b);
        }
        if self.is_array() {
            return &*other.name == "java/lang/Object";
        }
        let mut c = self.super_class;
        while let Some(k) = c {
            if std::ptr::eq(k, other) {
                return true;
            }
            c = k.super_class;
        }
        false
    }

    /// Array depth and base element description, for names and Class.getName.
    pub fn array_dims(&self) -> usize {
        self.name.bytes().take_while(|&b| b == b'[').count()
    }
}

impl std::fmt::Debug for Class {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Class({})", self.name)
    }
}
