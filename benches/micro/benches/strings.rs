//! String building: StringBuilder appends, toString, hashCode and a string
//! concatenation. Throughput is in Java loop iterations (four appends each).
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rjvm_micro_benches::{call_int, verify};

const N: i32 = 20_000;

fn strings(c: &mut Criterion) {
    verify("MicroStrings");
    let mut g = c.benchmark_group("strings");
    g.throughput(Throughput::Elements(N as u64));
    g.bench_function("string_building", |b| b.iter(|| call_int("MicroStrings", "build", black_box(N))));
    g.finish();
}

criterion_group!(benches, strings);
criterion_main!(benches);
