//! The object table and the site registry: what every object's site is,
//! whatever the collector does (live counts come from the VM's list of
//! objects when dumping: `dump::count_sites`).

use super::*;

/// Resolves the table's known sites the way a dump does (raw sites need the
/// VM and are tested end to end).
fn resolve(h: &mut HeapTable) {
    let keys = h.shared.registry().keys()[h.resolved.len()..].to_vec();
    for k in keys {
        let sites::SiteKey::Known { class, trace } = k else { panic!("raw site") };
        let s = h.site(SiteClass::decode(class), trace);
        h.resolved.push(s);
    }
}

fn counts(h: &HeapTable) -> Vec<[u64; 2]> {
    h.shared.registry().counts().to_vec()
}

#[test]
fn events_count_and_the_table_follows_moves() {
    let mut h = HeapTable::default();
    let (a, b) = (SiteClass::Instance(3), SiteClass::PrimArray(TypeCode::Char));
    h.alloc(ObjectId(0x100), a, 1, 16, false);
    h.alloc(ObjectId(0x200), a, 1, 16, false);
    h.alloc(ObjectId(0x300), b, 2, 40, false);
    assert_eq!(counts(&h), vec![[32, 2], [40, 1]]);
    // A copying collection moves two objects.
    h.moved(ObjectId(0x100), ObjectId(0x1000));
    h.moved(ObjectId(0x300), ObjectId(0x1010));
    resolve(&mut h);
    let sa = h.site(a, 1);
    let sb = h.site(b, 2);
    assert_eq!(h.find(ObjectId(0x1000)).map(|o| (o.site, o.size)), Some((sa, 16)));
    assert_eq!(h.find(ObjectId(0x1010)).map(|o| (o.site, o.size)), Some((sb, 40)));
    assert_eq!(h.find(ObjectId(0x9990)).map(|o| o.site), None);
    // Allocation counts do not change with moves.
    assert_eq!(counts(&h), vec![[32, 2], [40, 1]]);
}

#[test]
fn replay_repeats_and_reused_addresses() {
    let mut h = HeapTable::default();
    let (a, b) = (SiteClass::Instance(3), SiteClass::ObjArray(None));
    h.alloc(ObjectId(0x100), a, 1, 16, true);
    h.alloc(ObjectId(0x100), a, 1, 16, true);
    assert_eq!(counts(&h), vec![[16, 1]]);
    // After start-up, an address reused: the entry is the new object's.
    h.alloc(ObjectId(0x100), b, 1, 24, false);
    resolve(&mut h);
    assert_eq!(counts(&h), vec![[16, 1], [24, 1]]);
    assert_eq!(h.find(ObjectId(0x100)).map(|o| (o.site, o.size)), Some((h.site(b, 1), 24)));
}

#[test]
fn objects_seen_only_moving_are_unknown() {
    let mut h = HeapTable::default();
    h.moved(ObjectId(0x500), ObjectId(0x600));
    assert!(h.find(ObjectId(0x600)).is_none());
    // Moving an unknown object onto an address that holds a stale entry
    // clears it: the object there is not the stale one.
    h.alloc(ObjectId(0x700), SiteClass::Instance(1), 1, 16, false);
    h.moved(ObjectId(0x800), ObjectId(0x700));
    assert!(h.find(ObjectId(0x700)).is_none());
}

#[test]
fn site_classes_round_trip() {
    for c in [
        SiteClass::Instance(7),
        SiteClass::ObjArray(Some(2)),
        SiteClass::ObjArray(None),
        SiteClass::PrimArray(TypeCode::Long),
        SiteClass::Unknown,
    ] {
        assert_eq!(SiteClass::decode(c.encode()), c);
    }
}
