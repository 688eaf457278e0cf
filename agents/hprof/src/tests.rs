//! The object table: exact live counts whatever the collector does.

use super::*;

fn table() -> (HeapTable, u32, u32) {
    let mut h = HeapTable::default();
    let a = h.site(SiteClass::Instance(3), 1);
    let b = h.site(SiteClass::PrimArray(TypeCode::Char), 2);
    assert_eq!(h.site(SiteClass::Instance(3), 1), a);
    (h, a, b)
}

fn live(h: &HeapTable, s: u32) -> (u64, u64, u64, u64) {
    let s = &h.sites[s as usize];
    (s.live_bytes, s.live_objs, s.alloc_bytes, s.alloc_objs)
}

#[test]
fn move_free_and_arena_delete() {
    let (mut h, a, b) = table();
    let (a1, a2) = (ArenaId(1), ArenaId(2));
    h.alloc(a1, ObjectId(0x100), a, 16, false);
    h.alloc(a1, ObjectId(0x200), a, 16, false);
    h.alloc(a1, ObjectId(0x300), b, 40, false);
    assert_eq!(live(&h, a), (32, 2, 32, 2));
    // A copying collection: two survive into arena 2, the old arena goes.
    h.moved(a1, ObjectId(0x100), a2, ObjectId(0x1000));
    h.moved(a1, ObjectId(0x300), a2, ObjectId(0x1010));
    h.arena_deleted(a1);
    assert_eq!(live(&h, a), (16, 1, 32, 2));
    assert_eq!(live(&h, b), (40, 1, 40, 1));
    // Mark-sweep style free.
    h.free(ObjectId(0x1010));
    assert_eq!(live(&h, b), (0, 0, 40, 1));
    // Freeing an unknown object changes nothing.
    h.free(ObjectId(0x9999));
    assert_eq!(live(&h, a), (16, 1, 32, 2));
}

#[test]
fn replay_repeats_and_reused_addresses() {
    let (mut h, a, b) = table();
    h.alloc(ArenaId(1), ObjectId(0x100), a, 16, true);
    h.alloc(ArenaId(1), ObjectId(0x100), a, 16, true);
    assert_eq!(live(&h, a), (16, 1, 16, 1));
    // After start-up, an address reused without a free we saw: the old
    // object was dead.
    h.alloc(ArenaId(1), ObjectId(0x100), b, 24, false);
    assert_eq!(live(&h, a), (0, 0, 16, 1));
    assert_eq!(live(&h, b), (24, 1, 24, 1));
}

#[test]
fn objects_seen_only_moving_are_unresolved() {
    let (mut h, a, _) = table();
    h.moved(ArenaId(1), ObjectId(0x500), ArenaId(2), ObjectId(0x600));
    assert_eq!(h.find(ObjectId(0x600)).map(|o| o.site), Some(UNRESOLVED));
    // Moving onto an address that holds a stale object kills the stale one.
    h.alloc(ArenaId(2), ObjectId(0x700), a, 16, false);
    h.moved(ArenaId(2), ObjectId(0x600), ArenaId(2), ObjectId(0x700));
    assert_eq!(live(&h, a), (0, 0, 16, 1));
    h.arena_deleted(ArenaId(2));
    assert!(h.find(ObjectId(0x700)).is_none());
}
