#!/usr/bin/env bash
# What the profiler interface costs when no event is enabled.
#
# Builds the VM twice, with the `profiler` cargo feature (the default: every
# event site tests a bit of the published mask, natives test the method
# events, the interpreter may switch variants at polls) and without it (the
# interface compiled out: `enabled()` is the constant false and only the plain
# interpreter variant exists), and compares them:
#
# 1. criterion: the micro-benchmarks of benches/micro (calls, memory, strings)
#    without the feature saved as baseline `no-profiler`, then with it
#    compared against that baseline; the script prints each benchmark's mean
#    time ratio (with / without) from criterion's estimates.
# 2. callgrind: instructions executed by whole programs of benches/java on
#    both binaries (exact and repeatable, unlike wall time on a busy machine).
#
# Usage: bash benches/profiler-overhead.sh [--quick]
#   --quick   criterion's --quick mode, and only two programs under callgrind
set -euo pipefail
cd "$(dirname "$0")/.."

QUICK=
[[ "${1:-}" == "--quick" ]] && QUICK=--quick
TARGET=${CARGO_TARGET_DIR:-target}
NOPROF_TARGET=$TARGET/noprof

echo "== criterion: benches/micro without, then with, the profiler feature"
cargo bench -q -p rjvm-micro-benches --no-default-features --target-dir "$NOPROF_TARGET" \
    --bench calls --bench memory --bench strings -- $QUICK --save-baseline no-profiler >/dev/null
# (criterion keeps its data in target/criterion whatever --target-dir says,
# so the second run finds the first one's baseline.)
cargo bench -q -p rjvm-micro-benches --bench calls --bench memory --bench strings -- $QUICK --save-baseline profiler >/dev/null
python3 - "${CARGO_TARGET_DIR:-target}/criterion" <<'EOF'
import json, math, os, sys
root = sys.argv[1]
rows = []
for group in sorted(os.listdir(root)):
    gdir = os.path.join(root, group)
    for bench in sorted(os.listdir(gdir)) if os.path.isdir(gdir) else []:
        a = os.path.join(gdir, bench, "no-profiler", "estimates.json")
        b = os.path.join(gdir, bench, "profiler", "estimates.json")
        if os.path.isfile(a) and os.path.isfile(b):
            ta = json.load(open(a))["mean"]["point_estimate"]
            tb = json.load(open(b))["mean"]["point_estimate"]
            rows.append((f"{group}/{bench}", ta, tb))
print(f"{'benchmark':40} {'compiled out':>14} {'disabled':>14} {'ratio':>7}")
for name, ta, tb in rows:
    print(f"{name:40} {ta/1e6:11.3f} ms {tb/1e6:11.3f} ms {tb/ta:7.3f}")
if rows:
    g = math.exp(sum(math.log(tb / ta) for _, ta, tb in rows) / len(rows))
    print(f"{'geometric mean':40} {'':>14} {'':>14} {g:7.3f}")
EOF

echo
echo "== callgrind: instructions executed, profiler compiled out vs. disabled"
cargo build -q --release -p rjvm --no-default-features --target-dir "$NOPROF_TARGET"
cargo build -q --release -p rjvm
command -v valgrind >/dev/null || { echo "valgrind not installed: skipping"; exit 0; }
CLASSES=$TARGET/overhead-classes  # (benches/run.sh owns bench-classes)
mkdir -p "$CLASSES"
JAVAC=${JAVAC:-javac}
PROGRAMS=(Fib Sieve BinaryTrees Shapes)
[[ -n "$QUICK" ]] && PROGRAMS=(Fib Sieve)
declare -A SMALL_ARGS=([Fib]=24 [Sieve]="300000 1" [BinaryTrees]=12 [Shapes]=20)
printf '%-14s %16s %16s %8s\n' program "compiled out" disabled ratio
for p in "${PROGRAMS[@]}"; do
    "$JAVAC" -d "$CLASSES" "benches/java/$p.java"
    count() {
        local out
        out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" -cp "$CLASSES" "$p" ${SMALL_ARGS[$p]} 2>&1 >/dev/null)
        grep -o 'Collected : [0-9]*' <<<"$out" | grep -o '[0-9]*$'
    }
    a=$(count "$NOPROF_TARGET/release/rjvm")
    b=$(count "$TARGET/release/rjvm")
    printf '%-14s %16s %16s %8s\n' "$p" "$a" "$b" "$(python3 -c "print(f'{$b/$a:.4f}')")"
done
