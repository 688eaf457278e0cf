#!/usr/bin/env bash
# Whole-program benchmarks: each program in benches/java runs on rjvm and on
# `java -Xint` (HotSpot's interpreter), alternating, RUNS times; prints the
# median wall time of each, their ratio (rjvm / java -Xint), peak RSS, and the
# geometric mean of the ratios. Usage: benches/run.sh [RUNS] [filter]
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
FILTER=${2:-}
cargo build --release -p rjvm >/dev/null
OUT=target/bench-classes
mkdir -p "$OUT"
javac -d "$OUT" benches/java/*.java
RJVM=target/release/rjvm
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
measure() { # prints "seconds maxrss_kb"
    /usr/bin/time -f "%e %M" "$@" >/dev/null 2>/tmp/rjvm-bench-time || { cat /tmp/rjvm-bench-time >&2; exit 1; }
    tail -1 /tmp/rjvm-bench-time
}
printf "%-14s %10s %10s %8s %10s %10s\n" program "java -Xint" rjvm ratio "java KB" "rjvm KB"
logsum=0; n=0
for src in benches/java/*.java; do
    prog=$(basename "$src" .java)
    [[ -n "$FILTER" && "$prog" != *"$FILTER"* ]] && continue
    args=$(grep -m1 '// ARGS:' "$src" | sed 's/.*ARGS: *//' || true)
    jt=(); rt=(); jm=0; rm=0
    for ((i = 0; i < RUNS; i++)); do
        read -r s m < <(measure java -Xint -cp "$OUT" "$prog" $args); jt+=("$s"); jm=$m
        read -r s m < <(measure "$RJVM" -cp "$OUT" "$prog" $args); rt+=("$s"); rm=$m
    done
    j=$(printf "%s\n" "${jt[@]}" | median); r=$(printf "%s\n" "${rt[@]}" | median)
    ratio=$(awk -v a="$r" -v b="$j" 'BEGIN {printf "%.2f", a / b}')
    printf "%-14s %10s %10s %8s %10s %10s\n" "$prog" "$j" "$r" "$ratio" "$jm" "$rm"
    logsum=$(awk -v s="$logsum" -v x="$ratio" 'BEGIN {print s + log(x)}'); n=$((n + 1))
done
[[ $n -gt 0 ]] && awk -v s="$logsum" -v n="$n" 'BEGIN {printf "geometric mean ratio: %.2f (over %d programs)\n", exp(s / n), n}'
