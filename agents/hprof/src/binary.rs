//! The binary hprof format (`format=b`, and the VM's own heap dumps), dialect
//! `JAVA PROFILE 1.0.2`: a header, then records `{u1 tag, u4 µs since the
//! header time, u4 body length, body}`, big-endian, with 8-byte
//! identifiers. The heap dump is a series of HEAP_DUMP_SEGMENTs followed by
//! HEAP_DUMP_END, as HotSpot writes it, which is what modern readers
//! (VisualVM, Eclipse MAT, hprof-slurp, the `jvm-hprof` crate) expect.

use std::collections::HashMap;
use std::io::{self, Write};
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// Record tags.
pub mod tag {
    pub const UTF8: u8 = 0x01;
    pub const LOAD_CLASS: u8 = 0x02;
    pub const FRAME: u8 = 0x04;
    pub const TRACE: u8 = 0x05;
    pub const ALLOC_SITES: u8 = 0x06;
    pub const START_THREAD: u8 = 0x0A;
    pub const END_THREAD: u8 = 0x0B;
    pub const CPU_SAMPLES: u8 = 0x0D;
    pub const CONTROL_SETTINGS: u8 = 0x0E;
    pub const HEAP_DUMP_SEGMENT: u8 = 0x1C;
    pub const HEAP_DUMP_END: u8 = 0x2C;
}

/// Heap-dump sub-record tags.
pub mod sub {
    pub const ROOT_UNKNOWN: u8 = 0xFF;
    pub const ROOT_JNI_GLOBAL: u8 = 0x01;
    pub const ROOT_JNI_LOCAL: u8 = 0x02;
    pub const ROOT_JAVA_FRAME: u8 = 0x03;
    pub const ROOT_NATIVE_STACK: u8 = 0x04;
    pub const ROOT_STICKY_CLASS: u8 = 0x05;
    pub const ROOT_THREAD_BLOCK: u8 = 0x06;
    pub const ROOT_MONITOR_USED: u8 = 0x07;
    pub const ROOT_THREAD_OBJ: u8 = 0x08;
    pub const CLASS_DUMP: u8 = 0x20;
    pub const INSTANCE_DUMP: u8 = 0x21;
    pub const OBJ_ARRAY_DUMP: u8 = 0x22;
    pub const PRIM_ARRAY_DUMP: u8 = 0x23;
}

/// Size of an identifier (object, class, string, frame) in the files
/// written here.
pub const ID_SIZE: u32 = 8;

/// A heap-dump segment is closed once its body passes this size, so a dump
/// of any heap stays within the u4 record length and is written as it goes.
const SEGMENT_SIZE: usize = 16 << 20;

/// Size of a value of type `t` in a dump record (references are ids).
pub fn value_size(t: rjvm_profiler_api::TypeCode) -> u32 {
    if t.is_primitive() {
        t.dump_size() as u32
    } else {
        ID_SIZE
    }
}

/// A big-endian body under construction.
#[derive(Default)]
pub struct Body(pub Vec<u8>);

impl Body {
    pub fn u1(&mut self, v: u8) -> &mut Self {
        self.0.push(v);
        self
    }
    pub fn u2(&mut self, v: u16) -> &mut Self {
        self.0.extend_from_slice(&v.to_be_bytes());
        self
    }
    pub fn u4(&mut self, v: u32) -> &mut Self {
        self.0.extend_from_slice(&v.to_be_bytes());
        self
    }
    pub fn u8(&mut self, v: u64) -> &mut Self {
        self.0.extend_from_slice(&v.to_be_bytes());
        self
    }
    /// An identifier (8 bytes).
    pub fn id(&mut self, v: u64) -> &mut Self {
        self.u8(v)
    }
    pub fn bytes(&mut self, b: &[u8]) -> &mut Self {
        self.0.extend_from_slice(b);
        self
    }
}

/// Identifier allocation for the records that need one of their own
/// (strings, frames) and the header time.
pub struct BinState {
    start: Instant,
    strings: HashMap<String, u64>,
    frames: HashMap<(usize, i32), u64>,
    next_id: u64,
}

impl BinState {
    /// Writes the header and returns the state.
    pub fn begin(out: &mut dyn Write) -> io::Result<BinState> {
        let ms = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0);
        out.write_all(b"JAVA PROFILE 1.0.2\0")?;
        out.write_all(&8u32.to_be_bytes())?;
        out.write_all(&((ms >> 32) as u32).to_be_bytes())?;
        out.write_all(&(ms as u32).to_be_bytes())?;
        // Synthetic ids are small, object and class ids are addresses: the
        // two ranges do not meet.
        Ok(BinState { start: Instant::now(), strings: HashMap::new(), frames: HashMap::new(), next_id: 1 })
    }

    /// Writes one record.
    pub fn record(&self, out: &mut dyn Write, tag: u8, body: &[u8]) -> io::Result<()> {
        let us = self.start.elapsed().as_micros().min(u32::MAX as u128) as u32;
        out.write_all(&[tag])?;
        out.write_all(&us.to_be_bytes())?;
        out.write_all(&(body.len() as u32).to_be_bytes())?;
        out.write_all(body)
    }

    /// The id of a UTF8 record holding `s`, writing the record the first
    /// time.
    pub fn string(&mut self, out: &mut dyn Write, s: &str) -> io::Result<u64> {
        if let Some(&id) = self.strings.get(s) {
            return Ok(id);
        }
        let id = self.next_id;
        self.next_id += 1;
        let mut b = Body::default();
        b.id(id).bytes(s.as_bytes());
        self.record(out, tag::UTF8, &b.0)?;
        self.strings.insert(s.to_string(), id);
        Ok(id)
    }

    /// Starts a heap dump: its sub-records go into `seg`, which
    /// [`BinState::segment_done`] writes out as HEAP_DUMP_SEGMENTs.
    pub fn heap_segment(&self) -> Body {
        Body(Vec::with_capacity(SEGMENT_SIZE.min(1 << 20)))
    }

    /// After each sub-record: writes the segment once it is big enough
    /// (records never span segments).
    pub fn segment_done(&self, out: &mut dyn Write, seg: &mut Body, last: bool) -> io::Result<()> {
        if seg.0.len() >= SEGMENT_SIZE || (last && !seg.0.is_empty()) {
            self.record(out, tag::HEAP_DUMP_SEGMENT, &seg.0)?;
            seg.0.clear();
        }
        if last {
            self.record(out, tag::HEAP_DUMP_END, &[])?;
        }
        Ok(())
    }

    /// The id of the frame of `method` at `line`, and whether it is new
    /// (the caller then writes its FRAME record).
    pub fn frame_id(&mut self, method: usize, line: i32) -> (u64, bool) {
        if let Some(&id) = self.frames.get(&(method, line)) {
            return (id, false);
        }
        let id = self.next_id;
        self.next_id += 1;
        self.frames.insert((method, line), id);
        (id, true)
    }
}
