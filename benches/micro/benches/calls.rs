//! Dispatch and calls: a tight arithmetic loop, invokestatic, invokevirtual
//! (polymorphic and monomorphic sites) and invokeinterface. Throughput is in
//! Java loop iterations.
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use rjvm_micro_benches::{call_int, verify};

const N: i32 = 200_000;

fn calls(c: &mut Criterion) {
    verify("MicroCalls");
    let mut g = c.benchmark_group("calls");
    g.throughput(Throughput::Elements(N as u64));
    for (name, method) in [
        ("dispatch_loop", "loop"),
        ("static_calls", "staticCalls"),
        ("virtual_calls", "virtualCalls"),
        ("virtual_calls_monomorphic", "monomorphicCalls"),
        ("interface_calls", "interfaceCalls"),
    ] {
        g.bench_function(name, |b| b.iter(|| call_int("MicroCalls", method, black_box(N))));
    }
    g.finish();
}

criterion_group!(benches, calls);
criterion_main!(benches);
