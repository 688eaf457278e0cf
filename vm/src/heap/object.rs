//! Object references and raw field access.
//!
//! A [`Ref`] is the address of an object in the managed heap (0 = null). Objects
//! are laid out as
//!
//! ```text
//! offset 0   class word   (*const Class)
//! offset 8   mark word    (identity hash, lock owner/count, GC bits)
//! offset 16  fields...    (instances)       | length: i32, pad (arrays)
//!                                           | offset 24: elements
//! ```
//!
//! All raw memory access of the VM goes through this module.
// SAFETY (module-wide contract): every function here that dereferences a `Ref`
// requires that it is non-null and points at a live object allocated by
// `heap::Heap`, and that offsets come from the class layout (field offsets
// computed by the linker, or array element offsets checked against the length
// by the caller). The interpreter establishes both before calling.

use crate::runtime::class::Class;

/// Size of the object header (class word + mark word).
pub const HEADER_SIZE: usize = 16;
/// Offset of an array's length field.
pub const ARRAY_LENGTH_OFFSET: usize = 16;
/// Offset of an array's first element (8-aligned for every element type).
pub const ARRAY_BASE: usize = 24;

/// A reference to a heap object, or null. Copyable plain address so that a
/// moving collector can rewrite it wherever the VM keeps one (stack slots,
/// statics, handles).
#[repr(transparent)]
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Ref(pub usize);

impl Ref {
    pub const NULL: Ref = Ref(0);

    #[inline(always)]
    pub fn is_null(self) -> bool {
        self.0 == 0
    }
    #[inline(always)]
    pub fn from_slot(s: u64) -> Ref {
        Ref(s as usize)
    }
    #[inline(always)]
    pub fn to_slot(self) -> u64 {
        self.0 as u64
    }
    #[inline(always)]
    pub fn addr(self) -> usize {
        self.0
    }

    /// The object's class.
    #[inline(always)]
    pub fn class(self) -> &'static Class {
        debug_assert!(!self.is_null());
        // SAFETY: see module contract; the class word of a live object always
        // holds a leaked `&'static Class`.
        unsafe { &*(*(self.0 as *const usize) as *const Class) }
    }
    #[inline(always)]
    pub fn set_class(self, c: &'static Class) {
        // SAFETY: module contract.
        unsafe { *(self.0 as *mut usize) = c as *const Class as usize }
    }
    #[inline(always)]
    pub fn mark(self) -> u64 {
        // SAFETY: module contract.
        unsafe { *((self.0 + 8) as *const u64) }
    }
    #[inline(always)]
    pub fn set_mark(self, m: u64) {
        // SAFETY: module contract.
        unsafe { *((self.0 + 8) as *mut u64) = m }
    }

    #[inline(always)]
    pub fn array_length(self) -> i32 {
        // SAFETY: module contract; only called on arrays.
        unsafe { *((self.0 + ARRAY_LENGTH_OFFSET) as *const i32) }
    }

    /// Pointer to a field or element at a byte offset from the object start.
    #[inline(always)]
    pub fn ptr<T>(self, offset: usize) -> *mut T {
        (self.0 + offset) as *mut T
    }

    #[inline(always)]
    pub fn get<T: Copy>(self, offset: usize) -> T {
        // SAFETY: module contract (offset inside the object, aligned for T).
        unsafe { *self.ptr::<T>(offset) }
    }
    #[inline(always)]
    pub fn put<T: Copy>(self, offset: usize, v: T) {
        // SAFETY: module contract.
        unsafe { *self.ptr::<T>(offset) = v }
    }
    #[inline(always)]
    pub fn get_ref(self, offset: usize) -> Ref {
        Ref(self.get::<usize>(offset))
    }
    /// Store a reference field (with the card-marking write barrier).
    #[inline(always)]
    pub fn put_ref(self, offset: usize, v: Ref) {
        self.put::<usize>(offset, v.0);
        crate::heap::cards::mark(self.0 + offset);
    }
    /// Store element `i` of a reference array (with the write barrier).
    #[inline(always)]
    pub fn set_ref_elem(self, i: usize, v: Ref) {
        self.put::<usize>(ARRAY_BASE + i * 8, v.0);
        crate::heap::cards::mark(self.0 + ARRAY_BASE + i * 8);
    }

    /// Element `i` of a primitive or reference array (caller checked bounds).
    #[inline(always)]
    pub fn elem<T: Copy>(self, i: usize) -> T {
        self.get::<T>(ARRAY_BASE + i * std::mem::size_of::<T>())
    }
    #[inline(always)]
    pub fn set_elem<T: Copy>(self, i: usize, v: T) {
        self.put::<T>(ARRAY_BASE + i * std::mem::size_of::<T>(), v)
    }

    /// The elements of an array as a slice (caller knows the element type).
    #[inline(always)]
    pub fn array_slice<T>(self) -> &'static [T] {
        let n = self.array_length() as usize;
        // SAFETY: module contract; the array holds `n` elements of T starting
        // at ARRAY_BASE. The slice must not outlive a GC (callers copy out).
        unsafe { std::slice::from_raw_parts(self.ptr::<T>(ARRAY_BASE), n) }
    }
    #[inline(always)]
    #[allow(clippy::mut_from_ref)]
    pub fn array_slice_mut<T>(self) -> &'static mut [T] {
        let n = self.array_length() as usize;
        // SAFETY: as `array_slice`; callers hold no other slice of this array.
        unsafe { std::slice::from_raw_parts_mut(self.ptr::<T>(ARRAY_BASE), n) }
    }
}

/// Copy `len` bytes between (possibly overlapping) array regions.
pub fn copy_bytes(src: Ref, src_off: usize, dst: Ref, dst_off: usize, len: usize) {
    // SAFETY: module contract; callers (System.arraycopy, clone) checked the
    // bounds and types; `copy` handles overlap.
    unsafe { std::ptr::copy(src.ptr::<u8>(src_off), dst.ptr::<u8>(dst_off), len) }
}

/// Copy bytes that may contain references into an object: also marks the
/// destination's cards (the write barrier for bulk copies).
pub fn copy_refs(src: Ref, src_off: usize, dst: Ref, dst_off: usize, len: usize) {
    copy_bytes(src, src_off, dst, dst_off, len);
    let start = dst.0 + dst_off;
    let mut a = start;
    while a < start + len {
        crate::heap::cards::mark(a);
        a += 1 << crate::heap::cards::CARD_SHIFT;
    }
    if len > 0 {
        crate::heap::cards::mark(start + len - 1);
    }
}

/// Size in bytes of the object at `r` (header included, 8-aligned).
#[inline]
pub fn object_size(r: Ref) -> usize {
    let c = r.class();
    if c.is_array() {
        crate::interp::alloc::array_size(c, r.array_length() as usize).unwrap_or(ARRAY_BASE)
    } else {
        c.instance_size as usize
    }
}

/// Visit the address of every reference field (or element) of `r`.
#[inline]
pub fn for_each_ref_field(r: Ref, mut f: impl FnMut(*mut usize)) {
    let c = r.class();
    match c.kind {
        crate::runtime::class::ClassKind::Array { elem: crate::runtime::class::BasicType::Ref, .. } => {
            let n = r.array_length() as usize;
            for i in 0..n {
                f(r.ptr::<usize>(ARRAY_BASE + i * 8));
            }
        }
        crate::runtime::class::ClassKind::Array { .. } => {}
        _ => {
            for &off in &c.ref_offsets {
                f(r.ptr::<usize>(off as usize));
            }
        }
    }
}
