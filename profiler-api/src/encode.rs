//! Reading and writing JVMPI dump buffers.
//!
//! In heap, object and monitor dumps, `u1`/`u2`/`u4`/`u8` and the bits of
//! `float`/`double` values are **big-endian**, while object ids, `JNIEnv*`
//! thread ids, raw monitor ids and `char*` pointers are written in **native
//! byte order and native pointer size** ([`ID_SIZE`] bytes).
//!
//! [`Reader`] is what agents use to walk a buffer; [`Writer`] is the
//! counterpart the VM (and tests) use to build one. [`monitor_records`]
//! parses a whole MONITOR_DUMP buffer and [`level0_objects`] a level-0 heap
//! dump.

use crate::{ObjectId, RawMonitor, ThreadId, TypeCode};
use std::ffi::CStr;
use std::fmt;

/// Size in bytes of an id (object, thread, raw monitor, `char*`) in a dump.
pub const ID_SIZE: usize = std::mem::size_of::<usize>();

/// A dump buffer could not be parsed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DecodeError {
    /// `needed` bytes were wanted at `offset`, only `available` remain.
    Truncated {
        offset: usize,
        needed: usize,
        available: usize,
    },
    /// An unknown record tag (or type code) at `offset`.
    BadTag { offset: usize, tag: u8 },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            DecodeError::Truncated {
                offset,
                needed,
                available,
            } => {
                write!(
                    f,
                    "dump truncated at offset {offset}: need {needed} bytes, {available} left"
                )
            }
            DecodeError::BadTag { offset, tag } => {
                write!(f, "unknown tag 0x{tag:02x} at offset {offset}")
            }
        }
    }
}

impl std::error::Error for DecodeError {}

/// A typed value from a dump (a field, a static, an array element).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Value {
    /// A reference (`None` for null).
    Object(Option<ObjectId>),
    Boolean(bool),
    Char(u16),
    Float(f32),
    Double(f64),
    Byte(i8),
    Short(i16),
    Int(i32),
    Long(i64),
}

/// A cursor over a dump buffer.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `data`.
    pub fn new(data: &'a [u8]) -> Self {
        Reader { data, pos: 0 }
    }

    /// Offset of the next byte.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// Bytes left.
    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    /// Whether the whole buffer has been read.
    pub fn is_empty(&self) -> bool {
        self.remaining() == 0
    }

    /// The unread bytes.
    pub fn rest(&self) -> &'a [u8] {
        &self.data[self.pos..]
    }

    /// The next `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        if self.remaining() < n {
            return Err(DecodeError::Truncated {
                offset: self.pos,
                needed: n,
                available: self.remaining(),
            });
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    /// Skips `n` bytes.
    pub fn skip(&mut self, n: usize) -> Result<(), DecodeError> {
        self.bytes(n).map(|_| ())
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], DecodeError> {
        let b = self.bytes(N)?;
        let mut a = [0u8; N];
        a.copy_from_slice(b);
        Ok(a)
    }

    /// One byte.
    pub fn u1(&mut self) -> Result<u8, DecodeError> {
        Ok(self.array::<1>()?[0])
    }
    /// A big-endian `u2`.
    pub fn u2(&mut self) -> Result<u16, DecodeError> {
        Ok(u16::from_be_bytes(self.array()?))
    }
    /// A big-endian `u4`.
    pub fn u4(&mut self) -> Result<u32, DecodeError> {
        Ok(u32::from_be_bytes(self.array()?))
    }
    /// A big-endian `u8`.
    pub fn u8(&mut self) -> Result<u64, DecodeError> {
        Ok(u64::from_be_bytes(self.array()?))
    }
    /// A big-endian `float`.
    pub fn f4(&mut self) -> Result<f32, DecodeError> {
        Ok(f32::from_bits(self.u4()?))
    }
    /// A big-endian `double`.
    pub fn f8(&mut self) -> Result<f64, DecodeError> {
        Ok(f64::from_bits(self.u8()?))
    }
    /// A native-order, native-size id (pointer value).
    pub fn id(&mut self) -> Result<usize, DecodeError> {
        Ok(usize::from_ne_bytes(self.array()?))
    }
    /// An object id (`None` for null).
    pub fn object(&mut self) -> Result<Option<ObjectId>, DecodeError> {
        let v = self.id()?;
        Ok(if v == 0 { None } else { Some(ObjectId(v)) })
    }
    /// A thread id (`JNIEnv*`; `None` for null).
    pub fn thread(&mut self) -> Result<Option<ThreadId>, DecodeError> {
        let v = self.id()?;
        Ok(if v == 0 { None } else { Some(ThreadId(v)) })
    }
    /// A type code byte.
    pub fn type_code(&mut self) -> Result<TypeCode, DecodeError> {
        let offset = self.pos;
        let b = self.u1()?;
        TypeCode::from_jvmpi(b as i32).ok_or(DecodeError::BadTag { offset, tag: b })
    }
    /// A value of type `ty` (`NormalObject` and `Class` read an id).
    pub fn value(&mut self, ty: TypeCode) -> Result<Value, DecodeError> {
        Ok(match ty {
            TypeCode::NormalObject | TypeCode::Class => Value::Object(self.object()?),
            TypeCode::Boolean => Value::Boolean(self.u1()? != 0),
            TypeCode::Char => Value::Char(self.u2()?),
            TypeCode::Float => Value::Float(self.f4()?),
            TypeCode::Double => Value::Double(self.f8()?),
            TypeCode::Byte => Value::Byte(self.u1()? as i8),
            TypeCode::Short => Value::Short(self.u2()? as i16),
            TypeCode::Int => Value::Int(self.u4()? as i32),
            TypeCode::Long => Value::Long(self.u8()? as i64),
        })
    }
}

/// Builds a dump buffer in the same encoding [`Reader`] reads.
#[derive(Clone, Debug, Default)]
pub struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    /// An empty buffer.
    pub fn new() -> Self {
        Writer::default()
    }
    /// The bytes written so far.
    pub fn as_slice(&self) -> &[u8] {
        &self.buf
    }
    /// The buffer.
    pub fn into_inner(self) -> Vec<u8> {
        self.buf
    }
    /// Number of bytes written.
    pub fn len(&self) -> usize {
        self.buf.len()
    }
    /// Whether nothing was written.
    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }
    /// Clears the buffer, keeping its capacity.
    pub fn clear(&mut self) {
        self.buf.clear()
    }
    /// Raw bytes.
    pub fn bytes(&mut self, b: &[u8]) -> &mut Self {
        self.buf.extend_from_slice(b);
        self
    }
    /// One byte.
    pub fn u1(&mut self, v: u8) -> &mut Self {
        self.buf.push(v);
        self
    }
    /// A big-endian `u2`.
    pub fn u2(&mut self, v: u16) -> &mut Self {
        self.bytes(&v.to_be_bytes())
    }
    /// A big-endian `u4`.
    pub fn u4(&mut self, v: u32) -> &mut Self {
        self.bytes(&v.to_be_bytes())
    }
    /// A big-endian `u8`.
    pub fn u8(&mut self, v: u64) -> &mut Self {
        self.bytes(&v.to_be_bytes())
    }
    /// A big-endian `float`.
    pub fn f4(&mut self, v: f32) -> &mut Self {
        self.u4(v.to_bits())
    }
    /// A big-endian `double`.
    pub fn f8(&mut self, v: f64) -> &mut Self {
        self.u8(v.to_bits())
    }
    /// A native-order, native-size id.
    pub fn id(&mut self, v: usize) -> &mut Self {
        self.bytes(&v.to_ne_bytes())
    }
    /// An object id (`None` writes null).
    pub fn object(&mut self, v: Option<ObjectId>) -> &mut Self {
        self.id(v.map_or(0, |o| o.0))
    }
    /// A thread id (`None` writes null).
    pub fn thread(&mut self, v: Option<ThreadId>) -> &mut Self {
        self.id(v.map_or(0, |t| t.0))
    }
    /// A value in its dump encoding.
    pub fn value(&mut self, v: Value) -> &mut Self {
        match v {
            Value::Object(o) => self.object(o),
            Value::Boolean(b) => self.u1(b as u8),
            Value::Char(c) => self.u2(c),
            Value::Float(x) => self.f4(x),
            Value::Double(x) => self.f8(x),
            Value::Byte(b) => self.u1(b as u8),
            Value::Short(s) => self.u2(s as u16),
            Value::Int(i) => self.u4(i as u32),
            Value::Long(l) => self.u8(l as u64),
        }
    }
    /// One monitor-dump record.
    pub fn monitor_record(&mut self, r: &MonitorRecord) -> &mut Self {
        match r.monitor {
            MonitorKind::Java { object } => {
                self.u1(crate::ffi::JVMPI_MONITOR_JAVA).object(Some(object));
            }
            MonitorKind::Raw { name_ptr, monitor } => {
                self.u1(crate::ffi::JVMPI_MONITOR_RAW)
                    .id(name_ptr)
                    .id(monitor.0);
            }
        }
        self.thread(r.owner).u4(r.entry_count);
        self.u4(r.waiting_to_enter.len() as u32);
        for t in &r.waiting_to_enter {
            self.thread(Some(*t));
        }
        self.u4(r.waiting_for_notify.len() as u32);
        for t in &r.waiting_for_notify {
            self.thread(Some(*t));
        }
        self
    }
}

/// Which monitor a [`MonitorRecord`] describes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MonitorKind {
    /// `JVMPI_MONITOR_JAVA`: the monitor of a Java object.
    Java { object: ObjectId },
    /// `JVMPI_MONITOR_RAW`: a raw monitor; `name_ptr` is the `char*` of its
    /// name in the VM (see [`MonitorRecord::raw_name`]).
    Raw {
        name_ptr: usize,
        monitor: RawMonitor,
    },
}

/// One record of a MONITOR_DUMP buffer: `{u1 kind, (id object | char* name,
/// raw id), JNIEnv* owner, u4 entry count, u4 n, n × JNIEnv* waiting to
/// enter, u4 m, m × JNIEnv* waiting for notify}`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MonitorRecord {
    /// The monitor.
    pub monitor: MonitorKind,
    /// The owning thread, `None` if unowned.
    pub owner: Option<ThreadId>,
    /// How many times the owner has entered it.
    pub entry_count: u32,
    /// Threads blocked entering it.
    pub waiting_to_enter: Vec<ThreadId>,
    /// Threads waiting for a notification.
    pub waiting_for_notify: Vec<ThreadId>,
}

impl MonitorRecord {
    /// The name of a raw monitor.
    ///
    /// # Safety
    /// The record must come from a MONITOR_DUMP event that is still being
    /// delivered (the pointer refers to VM memory valid during the event), or
    /// the raw monitor must still exist.
    pub unsafe fn raw_name(&self) -> Option<&CStr> {
        match self.monitor {
            MonitorKind::Raw { name_ptr, .. } if name_ptr != 0 => {
                // SAFETY: guaranteed by the caller.
                Some(unsafe { CStr::from_ptr(name_ptr as *const std::ffi::c_char) })
            }
            _ => None,
        }
    }
}

fn thread_list(r: &mut Reader<'_>) -> Result<Vec<ThreadId>, DecodeError> {
    let n = r.u4()? as usize;
    // Do not trust n for the allocation: check the bytes exist first.
    let need = n.saturating_mul(ID_SIZE);
    if r.remaining() < need {
        return Err(DecodeError::Truncated {
            offset: r.position(),
            needed: need,
            available: r.remaining(),
        });
    }
    (0..n).map(|_| Ok(ThreadId(r.id()?))).collect()
}

impl MonitorRecord {
    /// Reads one record.
    pub fn read(r: &mut Reader<'_>) -> Result<MonitorRecord, DecodeError> {
        let offset = r.position();
        let monitor = match r.u1()? {
            crate::ffi::JVMPI_MONITOR_JAVA => MonitorKind::Java {
                object: ObjectId(r.id()?),
            },
            crate::ffi::JVMPI_MONITOR_RAW => {
                let name_ptr = r.id()?;
                MonitorKind::Raw {
                    name_ptr,
                    monitor: RawMonitor(r.id()?),
                }
            }
            tag => return Err(DecodeError::BadTag { offset, tag }),
        };
        let owner = r.thread()?;
        let entry_count = r.u4()?;
        let waiting_to_enter = thread_list(r)?;
        let waiting_for_notify = thread_list(r)?;
        Ok(MonitorRecord {
            monitor,
            owner,
            entry_count,
            waiting_to_enter,
            waiting_for_notify,
        })
    }
}

/// The records of a MONITOR_DUMP buffer, in order. After an error the
/// iterator ends.
pub fn monitor_records(data: &[u8]) -> MonitorRecords<'_> {
    MonitorRecords {
        r: Reader::new(data),
        failed: false,
    }
}

/// Iterator returned by [`monitor_records`].
#[derive(Clone, Debug)]
pub struct MonitorRecords<'a> {
    r: Reader<'a>,
    failed: bool,
}

impl Iterator for MonitorRecords<'_> {
    type Item = Result<MonitorRecord, DecodeError>;
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.r.is_empty() {
            return None;
        }
        let rec = MonitorRecord::read(&mut self.r);
        self.failed = rec.is_err();
        Some(rec)
    }
}

/// The objects of a level-0 HEAP_DUMP buffer: `{u1 type, id}` per object,
/// where type is `NormalObject`, `Class` (object array) or a primitive array
/// element type. After an error the iterator ends.
pub fn level0_objects(data: &[u8]) -> Level0Objects<'_> {
    Level0Objects {
        r: Reader::new(data),
        failed: false,
    }
}

/// Iterator returned by [`level0_objects`].
#[derive(Clone, Debug)]
pub struct Level0Objects<'a> {
    r: Reader<'a>,
    failed: bool,
}

impl Iterator for Level0Objects<'_> {
    type Item = Result<(TypeCode, ObjectId), DecodeError>;
    fn next(&mut self) -> Option<Self::Item> {
        if self.failed || self.r.is_empty() {
            return None;
        }
        let item = (|| Ok((self.r.type_code()?, ObjectId(self.r.id()?))))();
        self.failed = item.is_err();
        Some(item)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_endian_numbers_and_native_ids() {
        let mut buf = vec![0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x01];
        buf.extend_from_slice(&0xdead_beef_usize.to_ne_bytes());
        let mut r = Reader::new(&buf);
        assert_eq!(r.u2().unwrap(), 0x1234);
        assert_eq!(r.position(), 2);
        let mut r2 = r.clone();
        assert_eq!(r.u4().unwrap(), 0x5678_9abc);
        assert_eq!(r2.u1().unwrap(), 0x56);
        r2.skip(6).unwrap();
        assert_eq!(r2.id().unwrap(), 0xdead_beef);
        assert!(r2.is_empty());
        let mut r3 = Reader::new(&buf);
        assert_eq!(r3.u8().unwrap(), 0x1234_5678_9abc_def0);
    }

    #[test]
    fn floats_are_big_endian_bits() {
        let mut r = Reader::new(&[
            0x3f, 0x80, 0, 0, 0x40, 0x09, 0x21, 0xfb, 0x54, 0x44, 0x2d, 0x18,
        ]);
        assert_eq!(r.f4().unwrap(), 1.0);
        assert_eq!(r.f8().unwrap(), std::f64::consts::PI);
    }

    #[test]
    fn truncation_is_reported_with_position() {
        let mut r = Reader::new(&[1, 2, 3]);
        r.u1().unwrap();
        assert_eq!(
            r.u4(),
            Err(DecodeError::Truncated {
                offset: 1,
                needed: 4,
                available: 2
            })
        );
        // A failed read consumes nothing.
        assert_eq!(r.u2().unwrap(), 0x0203);
        assert!(r.id().is_err());
        let e = Reader::new(&[]).u1().unwrap_err();
        assert!(e.to_string().contains("offset 0"));
    }

    #[test]
    fn values_round_trip() {
        let vals = [
            Value::Object(None),
            Value::Object(Some(ObjectId(0x7f00_1234))),
            Value::Boolean(true),
            Value::Char(0x20ac),
            Value::Float(-2.5),
            Value::Double(1e300),
            Value::Byte(-7),
            Value::Short(-300),
            Value::Int(-70000),
            Value::Long(i64::MIN + 5),
        ];
        let types = [
            TypeCode::Class,
            TypeCode::NormalObject,
            TypeCode::Boolean,
            TypeCode::Char,
            TypeCode::Float,
            TypeCode::Double,
            TypeCode::Byte,
            TypeCode::Short,
            TypeCode::Int,
            TypeCode::Long,
        ];
        let mut w = Writer::new();
        for v in vals {
            w.value(v);
        }
        let expected_len: usize = types.iter().map(|t| t.dump_size()).sum();
        assert_eq!(w.len(), expected_len);
        let mut r = Reader::new(w.as_slice());
        for (v, t) in vals.iter().zip(types) {
            assert_eq!(r.value(t).unwrap(), *v);
        }
        assert!(r.is_empty());
        // Int is big-endian on the wire.
        let mut w = Writer::new();
        w.value(Value::Int(1));
        assert_eq!(w.as_slice(), &[0, 0, 0, 1]);
    }

    #[test]
    fn monitor_dump_records() {
        let name = c"agent lock";
        let java = MonitorRecord {
            monitor: MonitorKind::Java {
                object: ObjectId(0x1000),
            },
            owner: Some(ThreadId(0x2000)),
            entry_count: 2,
            waiting_to_enter: vec![ThreadId(0x3000), ThreadId(0x3100)],
            waiting_for_notify: vec![],
        };
        let raw = MonitorRecord {
            monitor: MonitorKind::Raw {
                name_ptr: name.as_ptr() as usize,
                monitor: RawMonitor(0x4000),
            },
            owner: None,
            entry_count: 0,
            waiting_to_enter: vec![],
            waiting_for_notify: vec![ThreadId(0x5000)],
        };
        let mut w = Writer::new();
        w.monitor_record(&java).monitor_record(&raw);
        // Java form: 1 + id + id + 4 + 4 + 2 ids + 4.
        assert_eq!(w.as_slice()[0], crate::ffi::JVMPI_MONITOR_JAVA);
        let java_len = 1 + 2 * ID_SIZE + 4 + 4 + 2 * ID_SIZE + 4;
        assert_eq!(w.as_slice()[java_len], crate::ffi::JVMPI_MONITOR_RAW);
        let recs: Vec<_> = monitor_records(w.as_slice())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(recs, vec![java.clone(), raw.clone()]);
        // SAFETY: `name` outlives the record.
        assert_eq!(unsafe { recs[1].raw_name() }, Some(name));
        assert_eq!(unsafe { recs[0].raw_name() }, None);
    }

    #[test]
    fn monitor_dump_errors_end_iteration() {
        let mut w = Writer::new();
        w.u1(0x07);
        let mut it = monitor_records(w.as_slice());
        assert_eq!(
            it.next(),
            Some(Err(DecodeError::BadTag { offset: 0, tag: 7 }))
        );
        assert_eq!(it.next(), None);

        // A huge waiter count with no data behind it is truncation, not an allocation.
        let mut w = Writer::new();
        w.u1(1).id(0x10).id(0).u4(0).u4(u32::MAX);
        let err = monitor_records(w.as_slice()).next().unwrap().unwrap_err();
        assert!(matches!(err, DecodeError::Truncated { .. }));
    }

    #[test]
    fn level0_heap_dump() {
        let mut w = Writer::new();
        w.u1(0).id(0x100).u1(2).id(0x200).u1(10).id(0x300);
        let objs: Vec<_> = level0_objects(w.as_slice())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(
            objs,
            vec![
                (TypeCode::NormalObject, ObjectId(0x100)),
                (TypeCode::Class, ObjectId(0x200)),
                (TypeCode::Int, ObjectId(0x300)),
            ]
        );
        let mut w = Writer::new();
        w.u1(3).id(1);
        assert_eq!(
            level0_objects(w.as_slice()).next(),
            Some(Err(DecodeError::BadTag { offset: 0, tag: 3 }))
        );
        let mut w = Writer::new();
        w.u1(0).u2(1);
        assert!(matches!(
            level0_objects(w.as_slice()).next(),
            Some(Err(DecodeError::Truncated { .. }))
        ));
    }
}
