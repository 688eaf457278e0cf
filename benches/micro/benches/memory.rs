//! Field access (getfield/putfield/getstatic/putstatic), allocation of small
//! objects, and int[] loops. Throughput is in Java loop iterations (array
//! elements for `array_loops`).
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rjvm_micro_benches::{call_int, verify};

fn memory(c: &mut Criterion) {
    verify("MicroMemory");
    let mut g = c.benchmark_group("memory");
    for (name, method, n) in [
        ("field_access", "fields", 200_000),
        ("allocation", "alloc", 200_000),
        ("array_loops", "arrays", 204_800),
    ] {
        g.throughput(Throughput::Elements(n as u64));
        g.bench_function(name, |b| b.iter(|| call_int("MicroMemory", method, black_box(n))));
    }
    g.finish();
}

criterion_group!(benches, memory);
criterion_main!(benches);
