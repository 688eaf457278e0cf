//! Following classes by their class ids.
//!
//! A [`ClassId`] is the object id of the class's `java.lang.Class` object:
//! an ordinary heap object, which a copying or compacting collector moves
//! like any other (`ObjectMove` gives its new id). An agent that keeps
//! per-class data therefore either asks again when it meets an id it does
//! not know (`RequestEvent(CLASS_LOAD, id)`), or follows the moves.
//! [`ClassTable`] does the latter: each class gets a stable index at its
//! `ClassLoad`, and the table maps the class's current id to it, updated
//! by every `ObjectMove` the agent passes on (so the agent must enable
//! [`EventKind::ObjectMove`](crate::EventKind::ObjectMove)). Classes are
//! never unloaded by rjvm, so no other event removes one.

use crate::tree::FxHashMap;
use crate::{ClassId, ObjectId};

/// Per-class data of type `T`, by stable index and by current class id.
#[derive(Debug)]
pub struct ClassTable<T> {
    /// By index: the class's current id and its data.
    items: Vec<(ClassId, T)>,
    /// Current id → index. Fx-hashed: every `ObjectMove` of a collection
    /// looks its object up here (a SipHash per moved object was most of an
    /// agent's cost of a collection).
    index: FxHashMap<ClassId, usize>,
}

impl<T> Default for ClassTable<T> {
    fn default() -> Self {
        ClassTable { items: Vec::new(), index: FxHashMap::default() }
    }
}

impl<T> ClassTable<T> {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds the class now known as `class` (from its `ClassLoad`) and
    /// returns its index; a class already in the table keeps its index and
    /// data (`make` is not called).
    pub fn insert_with(&mut self, class: ClassId, make: impl FnOnce(usize) -> T) -> usize {
        if let Some(&i) = self.index.get(&class) {
            return i;
        }
        let i = self.items.len();
        self.items.push((class, make(i)));
        self.index.insert(class, i);
        i
    }

    /// The index of the class whose current id is `class`.
    pub fn index_of(&self, class: ClassId) -> Option<usize> {
        self.index.get(&class).copied()
    }

    /// The data of the class whose current id is `class`.
    pub fn get(&self, class: ClassId) -> Option<&T> {
        self.index_of(class).map(|i| &self.items[i].1)
    }

    /// The data of the class at `index` (from [`insert_with`](Self::insert_with)
    /// or [`index_of`](Self::index_of)).
    pub fn at(&self, index: usize) -> &T {
        &self.items[index].1
    }

    /// Mutable data of the class at `index`.
    pub fn at_mut(&mut self, index: usize) -> &mut T {
        &mut self.items[index].1
    }

    /// The current id of the class at `index`.
    pub fn id_at(&self, index: usize) -> ClassId {
        self.items[index].0
    }

    /// Number of classes.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Whether the table is empty.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// `(index, current id, data)` of every class, by index.
    pub fn iter(&self) -> impl Iterator<Item = (usize, ClassId, &T)> {
        self.items.iter().enumerate().map(|(i, (id, t))| (i, *id, t))
    }

    /// An `ObjectMove` of `object` to `new_object`: if it is a class object,
    /// its class is known by the new id from now on. (Collectors never move
    /// an object onto one that has not moved away yet, so applying the moves
    /// of a collection one by one is exact.)
    pub fn object_moved(&mut self, object: ObjectId, new_object: ObjectId) {
        if let Some(i) = self.index.remove(&object.as_class()) {
            self.items[i].0 = new_object.as_class();
            self.index.insert(new_object.as_class(), i);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes_follow_their_moves() {
        let mut t: ClassTable<&str> = ClassTable::new();
        let a = t.insert_with(ClassId(0x100), |_| "A");
        let b = t.insert_with(ClassId(0x200), |_| "B");
        assert_eq!((a, b), (0, 1));
        assert_eq!(t.insert_with(ClassId(0x100), |_| unreachable!()), a);
        // A sliding compaction: 0x100 → 0x80, then 0x200 → 0x100.
        t.object_moved(ObjectId(0x100), ObjectId(0x80));
        t.object_moved(ObjectId(0x200), ObjectId(0x100));
        t.object_moved(ObjectId(0x999), ObjectId(0x998)); // not a class
        assert_eq!(t.get(ClassId(0x80)), Some(&"A"));
        assert_eq!(t.get(ClassId(0x100)), Some(&"B"));
        assert_eq!(t.get(ClassId(0x200)), None);
        assert_eq!(t.id_at(b), ClassId(0x100));
        assert_eq!(t.iter().map(|(i, id, v)| (i, id.0, *v)).collect::<Vec<_>>(), vec![(0, 0x80, "A"), (1, 0x100, "B")]);
    }
}
