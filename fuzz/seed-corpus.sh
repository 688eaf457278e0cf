#!/bin/sh
# Seeds fuzz/corpus/ with the class files of the test suite: the programs
# compiled by the differential suite (javac 17 and --release 8; run
# `cargo test --release -p rjvm --test differential` first), the hand-made bad
# class files of tests/java/*/classes, and a few classes of the embedded
# class library (extracted by the verifier's unit tests are not needed: the
# `verify` target already knows the library's hierarchy).
set -e
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
target=${CARGO_TARGET_DIR:-$root/target}
rm -rf "$here/corpus"
mkdir -p "$here/corpus"
n=0
for f in $(find "$target/difftest/17" "$target/difftest/8" "$root/tests/java" -name '*.class' 2>/dev/null | sort); do
    n=$((n + 1))
    cp "$f" "$here/corpus/$n-$(basename "$f")"
done
echo "fuzz/corpus: $n class files"
[ "$n" -gt 0 ] || { echo "no class files found: run the differential suite first" >&2; exit 1; }
