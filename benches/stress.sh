#!/usr/bin/env bash
# Race hunting: run the multi-threaded test programs (tests/java/Conc*.java)
# over and over under collector stress, and stop at the first run that
# differs from HotSpot's output, exits differently, panics or hangs.
#
#   bash benches/stress.sh [--runs N] [--timeout S] [PROGRAM...]
#
# Not a test (CI does not run it): a race shows up once in hundreds of runs.
# Each run uses one of the configurations below in turn, on both class
# libraries; a failing run's output is kept in $WORK/fail-<program>-<n>.txt,
# and a hung run is killed after --timeout seconds (a hang is a failure:
# attach gdb to one to see where, `gdb -p PID -batch -ex 'thread apply all bt'`).
# Two races found this way: a torn read of an instruction being quickened
# (vm/src/interp/code.rs, InsnCell::load) and a class-initialisation
# deadlock with a pending collection (vm/src/runtime/init.rs).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
RUNS=200
TIMEOUT=60
PROGRAMS=()
while [[ $# -gt 0 ]]; do
    case "$1" in
        --runs) RUNS=$2; shift 2 ;;
        --timeout) TIMEOUT=$2; shift 2 ;;
        -h|--help) sed -n '2,15p' "$0"; exit 0 ;;
        *) PROGRAMS+=("$1"); shift ;;
    esac
done
if [[ ${#PROGRAMS[@]} -eq 0 ]]; then
    for f in "$ROOT"/tests/java/Conc*.java; do PROGRAMS+=("$(basename "$f" .java)"); done
fi
CONFIGS=(
    "-Xclasslib:jdk -Xgc:copying -XX:GCALotInterval=500 -XX:+CheckHeapEvents -XX:+ZapUnusedHeapArea"
    "-Xclasslib:jdk -Xgc:generational -XX:GCALotInterval=300 -XX:+VerifyAfterGC"
    "-Xclasslib:embedded -Xgc:compact -XX:GCALotInterval=200 -XX:+CheckHeapEvents"
    "-Xclasslib:embedded -Xgc:marksweep -XX:GCALotInterval=100 -XX:+ZapUnusedHeapArea"
)

echo "building rjvm (cargo build --release -p rjvm)..."
(cd "$ROOT" && cargo build --release -p rjvm --quiet)
RJVM=$ROOT/target/release/rjvm
WORK=${WORK:-$(mktemp -d /tmp/rjvm-stress.XXXXXX)}
mkdir -p "$WORK/classes"
for p in "${PROGRAMS[@]}"; do
    javac -nowarn -d "$WORK/classes" "$ROOT/tests/java/$p.java"
    rc=0
    java -cp "$WORK/classes" "$p" > "$WORK/$p.expected" 2>&1 || rc=$?
    echo "exit $rc" >> "$WORK/$p.expected"
done
echo "work directory: $WORK; $RUNS runs per program, timeout ${TIMEOUT}s"
failed=0
for p in "${PROGRAMS[@]}"; do
    for ((i = 1; i <= RUNS; i++)); do
        cfg=${CONFIGS[$(( (i - 1) % ${#CONFIGS[@]} ))]}
        out=$WORK/$p.out
        rc=0
        # shellcheck disable=SC2086
        timeout -s KILL "$TIMEOUT" "$RJVM" $cfg -cp "$WORK/classes" "$p" > "$out" 2>&1 || rc=$?
        echo "exit $rc" >> "$out"
        why=""
        if [[ $rc -eq 137 ]]; then
            why="hung (killed after ${TIMEOUT}s)"
        elif grep -q "panicked\|internal error" "$out"; then
            why="VM error (exit $rc)"
        elif ! cmp -s "$out" "$WORK/$p.expected"; then
            why="output differs from HotSpot's (exit $rc)"
        fi
        if [[ -n "$why" ]]; then
            cp "$out" "$WORK/fail-$p-$i.txt"
            echo "$p run $i [$cfg]: $why; output in $WORK/fail-$p-$i.txt"
            failed=$((failed + 1))
            break
        fi
    done
    [[ -z "${why:-}" ]] && echo "$p: $RUNS runs, no failure"
done
exit $(( failed > 0 ))
