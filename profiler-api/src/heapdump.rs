//! Parsing HEAP_DUMP buffers of level 1 and 2 (level 0 is
//! [`encode::level0_objects`](crate::encode::level0_objects)).
//!
//! A level 1/2 buffer is all the roots, then the object records, with
//! exactly the record set of the JDK 1.2 JVMPI (any other tag is an error):
//!
//! * roots: `0xff` UNKNOWN `{id obj}` · `0x01` JNI_GLOBAL `{id obj, id ref}` ·
//!   `0x02` JNI_LOCAL `{id obj, id env, u4 depth}` · `0x03` JAVA_FRAME
//!   `{id obj, id env, u4 depth}` · `0x04` NATIVE_STACK `{id obj, id env}` ·
//!   `0x05` STICKY_CLASS `{id class}` · `0x06` THREAD_BLOCK `{id obj, id env}`
//!   · `0x07` MONITOR_USED `{id obj}`. (`0x08`, ROOT_THREAD_OBJ of JDK 1.4's
//!   header, is no dump record: the threads of a dump are its traces, and a
//!   thread's object is `Profiler::thread_object` of the trace's thread.)
//! * `0x20` CLASS_DUMP `{id class, id super, id loader, id signers, id
//!   domain, id name, id reserved, u4 instance size, num_interfaces × id,
//!   u2 constant pool entries (0), statics}` · `0x21` INSTANCE_DUMP `{id obj,
//!   id class, u4 n, n bytes of field values}` · `0x22` OBJ_ARRAY_DUMP `{id
//!   array, u4 n, id element class, n × id}` · `0x23` PRIM_ARRAY_DUMP `{id
//!   array, u4 n, u1 type, n × value}`.
//!
//! A CLASS_DUMP has no length: its statics can only be read knowing the
//! class's static field types and its number of interfaces, which come from
//! the class's CLASS_LOAD event ([`ClassLayout`]). Instance values are
//! length-prefixed, so they are kept as bytes ([`InstanceDump::data`]) and
//! decoded afterwards with [`HeapDump::instance_values`], which walks the
//! superclass chain the CLASS_DUMP records give. At level 1 every primitive
//! value is left out (statics, instance fields and array elements).

use std::collections::HashMap;

use crate::encode::{DecodeError, Reader, Value};
use crate::{ffi, ClassId, DumpLevel, FieldInfo, ObjectId, ThreadId, TypeCode};

/// What parsing a CLASS_DUMP (and decoding instances) needs to know about a
/// class, from its CLASS_LOAD event.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClassLayout {
    /// `num_interfaces` of CLASS_LOAD.
    pub num_interfaces: u32,
    /// The types of the static fields, in CLASS_LOAD order.
    pub statics: Vec<TypeCode>,
    /// The types of the class's own instance fields, in CLASS_LOAD order.
    pub instances: Vec<TypeCode>,
}

impl ClassLayout {
    /// The layout of a CLASS_LOAD event's data (unknown signatures count as
    /// references, which is what a malformed descriptor would be stored as).
    pub fn from_fields(num_interfaces: u32, statics: &[FieldInfo<'_>], instances: &[FieldInfo<'_>]) -> Self {
        let ty = |f: &FieldInfo<'_>| TypeCode::from_signature(f.signature).unwrap_or(TypeCode::Class);
        ClassLayout {
            num_interfaces,
            statics: statics.iter().map(ty).collect(),
            instances: instances.iter().map(ty).collect(),
        }
    }
}

/// A GC root record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Root {
    /// `0xff`: a root of unknown kind.
    Unknown { object: ObjectId },
    /// `0x01`: a JNI global reference.
    JniGlobal { object: ObjectId, global_ref: usize },
    /// `0x02`: a JNI local reference in `thread`'s frame `depth`.
    JniLocal { object: ObjectId, thread: Option<ThreadId>, depth: u32 },
    /// `0x03`: a local variable or operand of `thread`'s frame `depth`.
    JavaFrame { object: ObjectId, thread: Option<ThreadId>, depth: u32 },
    /// `0x04`: held by native code of `thread`.
    NativeStack { object: ObjectId, thread: Option<ThreadId> },
    /// `0x05`: a system class (never unloaded).
    StickyClass { class: ObjectId },
    /// `0x06`: referenced from a thread block.
    ThreadBlock { object: ObjectId, thread: Option<ThreadId> },
    /// `0x07`: a monitor in use.
    MonitorUsed { object: ObjectId },
}

impl Root {
    /// The object (or class) the root keeps alive.
    pub fn object(&self) -> ObjectId {
        match *self {
            Root::Unknown { object }
            | Root::JniGlobal { object, .. }
            | Root::JniLocal { object, .. }
            | Root::JavaFrame { object, .. }
            | Root::NativeStack { object, .. }
            | Root::ThreadBlock { object, .. }
            | Root::MonitorUsed { object } => object,
            Root::StickyClass { class } => class,
        }
    }
}

/// `0x20` CLASS_DUMP.
#[derive(Clone, Debug, PartialEq)]
pub struct ClassDump {
    /// The class: the id of its `java.lang.Class` object (the record
    /// stands for that object).
    pub class: ClassId,
    /// Its superclass (`None` for `java.lang.Object`, interfaces, primitives).
    pub super_class: Option<ClassId>,
    /// Its class loader (`None`: the bootstrap loader).
    pub loader: Option<ObjectId>,
    /// Signers.
    pub signers: Option<ObjectId>,
    /// Protection domain.
    pub protection_domain: Option<ObjectId>,
    /// A `String` holding the class name, if the VM gives one.
    pub name: Option<ObjectId>,
    /// Size in bytes of an instance.
    pub instance_size: u32,
    /// Implemented interfaces.
    pub interfaces: Vec<ClassId>,
    /// Static values, in CLASS_LOAD `statics` order; at level 1 only the
    /// reference-typed statics.
    pub statics: Vec<Value>,
}

/// `0x21` INSTANCE_DUMP: the values stay encoded until
/// [`HeapDump::instance_values`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InstanceDump<'a> {
    /// The object.
    pub object: ObjectId,
    /// Its class.
    pub class: ClassId,
    /// The field values (class first, then superclasses).
    pub data: &'a [u8],
}

/// `0x22` OBJ_ARRAY_DUMP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjArrayDump {
    /// The array.
    pub array: ObjectId,
    /// The element class.
    pub element_class: Option<ClassId>,
    /// The elements.
    pub elements: Vec<Option<ObjectId>>,
}

/// `0x23` PRIM_ARRAY_DUMP.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrimArrayDump<'a> {
    /// The array.
    pub array: ObjectId,
    /// Element type.
    pub element_type: TypeCode,
    /// Number of elements.
    pub length: u32,
    /// The encoded elements (empty at level 1).
    pub data: &'a [u8],
}

impl PrimArrayDump<'_> {
    /// The elements (none at level 1).
    pub fn values(&self) -> impl Iterator<Item = Value> + '_ {
        let mut r = Reader::new(self.data);
        let ty = self.element_type;
        std::iter::from_fn(move || if r.is_empty() { None } else { r.value(ty).ok() })
    }
}

/// One record of a level 1/2 heap dump.
#[derive(Clone, Debug, PartialEq)]
pub enum Record<'a> {
    /// A GC root.
    Root(Root),
    /// A class.
    Class(ClassDump),
    /// An instance.
    Instance(InstanceDump<'a>),
    /// An array of references.
    ObjArray(ObjArrayDump),
    /// An array of primitives.
    PrimArray(PrimArrayDump<'a>),
}

/// Why a heap dump could not be parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapDumpError {
    /// Bad bytes.
    Decode(DecodeError),
    /// A CLASS_DUMP (at `offset`) or an instance of a class whose layout
    /// is unknown.
    UnknownClass { offset: usize, class: ClassId },
    /// An instance's value bytes do not match its class chain.
    BadInstance { object: ObjectId },
    /// Level 0 has no records (use `encode::level0_objects`).
    Level0,
}

impl From<DecodeError> for HeapDumpError {
    fn from(e: DecodeError) -> Self {
        HeapDumpError::Decode(e)
    }
}

impl std::fmt::Display for HeapDumpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HeapDumpError::Decode(e) => e.fmt(f),
            HeapDumpError::UnknownClass { offset, class } => {
                write!(f, "class 0x{:x} (record at offset {offset}) has no known layout", class.0)
            }
            HeapDumpError::BadInstance { object } => {
                write!(f, "the values of object 0x{:x} do not match its class", object.0)
            }
            HeapDumpError::Level0 => f.write_str("a level-0 dump has no records"),
        }
    }
}

impl std::error::Error for HeapDumpError {}

fn read_id(r: &mut Reader<'_>) -> Result<Option<ObjectId>, DecodeError> {
    r.object()
}

fn must(o: Option<ObjectId>) -> ObjectId {
    o.unwrap_or(ObjectId(0))
}

/// Reads one record at `r`.
fn read_record<'a>(
    r: &mut Reader<'a>,
    level: DumpLevel,
    layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>,
) -> Result<Record<'a>, HeapDumpError> {
    let offset = r.position();
    let tag = r.u1()?;
    let full = level == DumpLevel::Level2;
    Ok(match tag {
        ffi::JVMPI_GC_ROOT_UNKNOWN => Record::Root(Root::Unknown { object: must(read_id(r)?) }),
        ffi::JVMPI_GC_ROOT_JNI_GLOBAL => {
            let object = must(read_id(r)?);
            Record::Root(Root::JniGlobal { object, global_ref: r.id()? })
        }
        ffi::JVMPI_GC_ROOT_JNI_LOCAL | ffi::JVMPI_GC_ROOT_JAVA_FRAME => {
            let object = must(read_id(r)?);
            let thread = r.thread()?;
            let depth = r.u4()?;
            Record::Root(if tag == ffi::JVMPI_GC_ROOT_JNI_LOCAL {
                Root::JniLocal { object, thread, depth }
            } else {
                Root::JavaFrame { object, thread, depth }
            })
        }
        ffi::JVMPI_GC_ROOT_NATIVE_STACK | ffi::JVMPI_GC_ROOT_THREAD_BLOCK => {
            let object = must(read_id(r)?);
            let thread = r.thread()?;
            Record::Root(if tag == ffi::JVMPI_GC_ROOT_NATIVE_STACK {
                Root::NativeStack { object, thread }
            } else {
                Root::ThreadBlock { object, thread }
            })
        }
        ffi::JVMPI_GC_ROOT_STICKY_CLASS => Record::Root(Root::StickyClass { class: must(read_id(r)?) }),
        ffi::JVMPI_GC_ROOT_MONITOR_USED => Record::Root(Root::MonitorUsed { object: must(read_id(r)?) }),
        ffi::JVMPI_GC_CLASS_DUMP => {
            let class = must(read_id(r)?).as_class();
            let super_class = read_id(r)?.map(ObjectId::as_class);
            let loader = read_id(r)?;
            let signers = read_id(r)?;
            let protection_domain = read_id(r)?;
            let name = read_id(r)?;
            let _reserved = r.id()?;
            let instance_size = r.u4()?;
            let l = layout(class).ok_or(HeapDumpError::UnknownClass { offset, class })?;
            let mut interfaces = Vec::with_capacity(l.num_interfaces as usize);
            for _ in 0..l.num_interfaces {
                interfaces.push(must(read_id(r)?).as_class());
            }
            // The constant pool: always empty in JVMPI dumps, but skip
            // entries {u2 index, u1 type, value} if a VM writes some.
            let n_cp = r.u2()?;
            for _ in 0..n_cp {
                r.u2()?;
                let ty = r.type_code()?;
                r.value(ty)?;
            }
            let mut statics = Vec::with_capacity(l.statics.len());
            for &ty in l.statics.iter() {
                if full || !ty.is_primitive() {
                    statics.push(r.value(ty)?);
                }
            }
            Record::Class(ClassDump {
                class,
                super_class,
                loader,
                signers,
                protection_domain,
                name,
                instance_size,
                interfaces,
                statics,
            })
        }
        ffi::JVMPI_GC_INSTANCE_DUMP => {
            let object = must(read_id(r)?);
            let class = must(read_id(r)?).as_class();
            let n = r.u4()? as usize;
            Record::Instance(InstanceDump { object, class, data: r.bytes(n)? })
        }
        ffi::JVMPI_GC_OBJ_ARRAY_DUMP => {
            let array = must(read_id(r)?);
            let n = r.u4()? as usize;
            let element_class = read_id(r)?.map(ObjectId::as_class);
            let raw = r.bytes(n.checked_mul(crate::encode::ID_SIZE).ok_or(DecodeError::Truncated {
                offset: r.position(),
                needed: usize::MAX,
                available: r.remaining(),
            })?)?;
            let mut er = Reader::new(raw);
            let elements = (0..n).map(|_| er.object()).collect::<Result<_, _>>()?;
            Record::ObjArray(ObjArrayDump { array, element_class, elements })
        }
        ffi::JVMPI_GC_PRIM_ARRAY_DUMP => {
            let array = must(read_id(r)?);
            let length = r.u4()?;
            let element_type = r.type_code()?;
            let data = if full {
                r.bytes((length as usize).saturating_mul(element_type.dump_size()))?
            } else {
                &[]
            };
            Record::PrimArray(PrimArrayDump { array, element_type, length, data })
        }
        tag => return Err(DecodeError::BadTag { offset, tag }.into()),
    })
}

/// A borrowed layout, as the lookup closure of [`records`] returns it.
pub type ClassLayoutRef = std::sync::Arc<ClassLayout>;

/// The records of a level 1/2 buffer, in order; `layout` gives the
/// CLASS_LOAD layout of a class. After an error the iterator ends.
pub fn records<'a, 'l>(
    data: &'a [u8],
    level: DumpLevel,
    layout: &'l dyn Fn(ClassId) -> Option<ClassLayoutRef>,
) -> Records<'a, 'l> {
    Records { r: Reader::new(data), level, layout, failed: level == DumpLevel::Level0 && !data.is_empty() }
}

/// Iterator returned by [`records`].
pub struct Records<'a, 'l> {
    r: Reader<'a>,
    level: DumpLevel,
    layout: &'l dyn Fn(ClassId) -> Option<ClassLayoutRef>,
    failed: bool,
}

impl<'a> Iterator for Records<'a, '_> {
    type Item = Result<Record<'a>, HeapDumpError>;
    fn next(&mut self) -> Option<Self::Item> {
        if self.level == DumpLevel::Level0 && self.failed {
            self.failed = false;
            return Some(Err(HeapDumpError::Level0));
        }
        if self.failed || self.r.is_empty() {
            return None;
        }
        let rec = read_record(&mut self.r, self.level, self.layout);
        self.failed = rec.is_err();
        Some(rec)
    }
}

/// A whole parsed level 1/2 heap dump.
#[derive(Clone, Debug, Default)]
pub struct HeapDump<'a> {
    /// The level it was parsed at.
    pub level: DumpLevel,
    /// The roots, in order.
    pub roots: Vec<Root>,
    /// The CLASS_DUMP records, by class.
    pub classes: HashMap<ClassId, ClassDump>,
    /// The class ids in the order of their records.
    pub class_order: Vec<ClassId>,
    /// The instances, in order.
    pub instances: Vec<InstanceDump<'a>>,
    /// The object arrays, in order.
    pub obj_arrays: Vec<ObjArrayDump>,
    /// The primitive arrays, in order.
    pub prim_arrays: Vec<PrimArrayDump<'a>>,
}

impl<'a> HeapDump<'a> {
    /// Parses a whole level 1/2 buffer.
    pub fn parse(
        data: &'a [u8],
        level: DumpLevel,
        layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>,
    ) -> Result<HeapDump<'a>, HeapDumpError> {
        let mut d = HeapDump { level, ..HeapDump::default() };
        for rec in records(data, level, layout) {
            match rec? {
                Record::Root(x) => d.roots.push(x),
                Record::Class(c) => {
                    d.class_order.push(c.class);
                    d.classes.insert(c.class, c);
                }
                Record::Instance(i) => d.instances.push(i),
                Record::ObjArray(a) => d.obj_arrays.push(a),
                Record::PrimArray(a) => d.prim_arrays.push(a),
            }
        }
        Ok(d)
    }

    /// The superclass chain of `class`, starting with `class` itself (as
    /// far as CLASS_DUMP records name the superclasses).
    pub fn class_chain(&self, class: ClassId) -> Vec<ClassId> {
        let mut v = vec![class];
        let mut c = class;
        while let Some(s) = self.classes.get(&c).and_then(|d| d.super_class) {
            if v.contains(&s) {
                break; // a cycle would be a VM bug; do not loop forever
            }
            v.push(s);
            c = s;
        }
        v
    }

    /// The field values of an instance: `(declaring class, index of the
    /// field in that class's CLASS_LOAD instances, value)`, class first then
    /// superclasses. At level 1 only reference fields appear.
    pub fn instance_values(
        &self,
        inst: &InstanceDump<'_>,
        layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>,
    ) -> Result<Vec<(ClassId, usize, Value)>, HeapDumpError> {
        let mut r = Reader::new(inst.data);
        let mut out = Vec::new();
        for c in self.class_chain(inst.class) {
            let l = layout(c).ok_or(HeapDumpError::UnknownClass { offset: 0, class: c })?;
            for (i, &ty) in l.instances.iter().enumerate() {
                if self.level == DumpLevel::Level2 || !ty.is_primitive() {
                    let v = r.value(ty).map_err(|_| HeapDumpError::BadInstance { object: inst.object })?;
                    out.push((c, i, v));
                }
            }
        }
        if !r.is_empty() {
            return Err(HeapDumpError::BadInstance { object: inst.object });
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::encode::Writer;
    use std::sync::Arc;

    fn layouts() -> HashMap<ClassId, ClassLayoutRef> {
        let mut m = HashMap::new();
        // Base: one int field, one static Object.
        m.insert(
            ClassId(0x100),
            Arc::new(ClassLayout { num_interfaces: 0, statics: vec![TypeCode::Class], instances: vec![TypeCode::Int] }),
        );
        // Derived extends Base implements one interface: fields long, Object; static int.
        m.insert(
            ClassId(0x200),
            Arc::new(ClassLayout {
                num_interfaces: 1,
                statics: vec![TypeCode::Int],
                instances: vec![TypeCode::Long, TypeCode::Class],
            }),
        );
        m
    }

    fn build(level: DumpLevel) -> Vec<u8> {
        let full = level == DumpLevel::Level2;
        let mut w = Writer::new();
        w.u1(0x06).id(0x5000).id(0x7000);
        w.u1(0x03).id(0x5100).id(0x7000).u4(2);
        w.u1(0x05).id(0x100);
        w.u1(0x01).id(0x5200).id(0x9999);
        // CLASS_DUMP Base.
        w.u1(0x20).id(0x100).id(0).id(0).id(0).id(0).id(0).id(0).u4(24).u2(0).id(0x5100);
        // CLASS_DUMP Derived.
        w.u1(0x20).id(0x200).id(0x100).id(0).id(0).id(0).id(0).id(0).u4(40).id(0x300).u2(0);
        if full {
            w.u4(77);
        }
        // INSTANCE_DUMP of a Derived: long, Object, then Base's int.
        w.u1(0x21).id(0x5000).id(0x200);
        if full {
            w.u4(8 + 8 + 4).u8(5).id(0x5100).u4(0xffff_fff0);
        } else {
            w.u4(8).id(0x5100);
        }
        w.u1(0x22).id(0x5300).u4(2).id(0x100).id(0x5000).id(0);
        w.u1(0x23).id(0x5400).u4(3).u1(5);
        if full {
            w.u2('a' as u16).u2('b' as u16).u2('c' as u16);
        }
        w.into_inner()
    }

    #[test]
    fn level2_round_trip() {
        let m = layouts();
        let f = |c: ClassId| m.get(&c).cloned();
        let data = build(DumpLevel::Level2);
        let d = HeapDump::parse(&data, DumpLevel::Level2, &f).unwrap();
        assert_eq!(d.roots.len(), 4);
        assert_eq!(d.roots[0], Root::ThreadBlock { object: ObjectId(0x5000), thread: Some(ThreadId(0x7000)) });
        assert_eq!(d.roots[1], Root::JavaFrame { object: ObjectId(0x5100), thread: Some(ThreadId(0x7000)), depth: 2 });
        assert_eq!(d.class_order, vec![ClassId(0x100), ClassId(0x200)]);
        let derived = &d.classes[&ClassId(0x200)];
        assert_eq!(derived.super_class, Some(ClassId(0x100)));
        assert_eq!(derived.interfaces, vec![ClassId(0x300)]);
        assert_eq!(derived.statics, vec![Value::Int(77)]);
        assert_eq!(d.classes[&ClassId(0x100)].statics, vec![Value::Object(Some(ObjectId(0x5100)))]);
        assert_eq!(d.class_chain(ClassId(0x200)), vec![ClassId(0x200), ClassId(0x100)]);
        let vals = d.instance_values(&d.instances[0], &f).unwrap();
        assert_eq!(
            vals,
            vec![
                (ClassId(0x200), 0, Value::Long(5)),
                (ClassId(0x200), 1, Value::Object(Some(ObjectId(0x5100)))),
                (ClassId(0x100), 0, Value::Int(-16)),
            ]
        );
        assert_eq!(d.obj_arrays[0].elements, vec![Some(ObjectId(0x5000)), None]);
        assert_eq!(d.obj_arrays[0].element_class, Some(ClassId(0x100)));
        let chars: Vec<_> = d.prim_arrays[0].values().collect();
        assert_eq!(chars, vec![Value::Char(97), Value::Char(98), Value::Char(99)]);
    }

    #[test]
    fn level1_has_only_references() {
        let m = layouts();
        let f = |c: ClassId| m.get(&c).cloned();
        let data = build(DumpLevel::Level1);
        assert!(data.len() < build(DumpLevel::Level2).len());
        let d = HeapDump::parse(&data, DumpLevel::Level1, &f).unwrap();
        assert!(d.classes[&ClassId(0x200)].statics.is_empty());
        let vals = d.instance_values(&d.instances[0], &f).unwrap();
        assert_eq!(vals, vec![(ClassId(0x200), 1, Value::Object(Some(ObjectId(0x5100))))]);
        assert_eq!(d.prim_arrays[0].length, 3);
        assert_eq!(d.prim_arrays[0].values().count(), 0);
        // Parsing it as level 2 must fail rather than give wrong data.
        assert!(HeapDump::parse(&data, DumpLevel::Level2, &f).is_err());
    }

    #[test]
    fn unknown_class_and_bad_tag() {
        let empty = |_: ClassId| None;
        let data = build(DumpLevel::Level2);
        let e = HeapDump::parse(&data, DumpLevel::Level2, &empty).unwrap_err();
        assert!(matches!(e, HeapDumpError::UnknownClass { class: ClassId(0x100), .. }), "{e}");
        let mut w = Writer::new();
        w.u1(0x42);
        let e = HeapDump::parse(w.as_slice(), DumpLevel::Level2, &empty).unwrap_err();
        assert_eq!(e, HeapDumpError::Decode(DecodeError::BadTag { offset: 0, tag: 0x42 }));
        // JDK 1.4's ROOT_THREAD_OBJ constant is no dump record: a parser
        // that skipped it would go out of step.
        let mut w = Writer::new();
        w.u1(0x08).id(0x5000).id(0x7000);
        let e = HeapDump::parse(w.as_slice(), DumpLevel::Level2, &empty).unwrap_err();
        assert_eq!(e, HeapDumpError::Decode(DecodeError::BadTag { offset: 0, tag: 0x08 }));
        assert_eq!(records(w.as_slice(), DumpLevel::Level0, &empty).next(), Some(Err(HeapDumpError::Level0)));
    }
}
