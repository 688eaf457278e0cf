#!/usr/bin/env bash
# Whole-program benchmarks.
#
# Each program benches/java/NAME.java (main class NAME) runs on rjvm and on
# `java -Xint` (HotSpot's bytecode interpreter, no JIT), alternating, RUNS
# times. The table gives the median wall time of each, their ratio
# (rjvm / java -Xint: below 1 means rjvm is faster), the peak RSS of each (the
# largest over the runs, in KB), and a status. The geometric mean of the
# ratios closes the table.
#
# Correctness: every rjvm run's standard output must equal that of java's
# first run (each program prints a deterministic checksum). A difference is
# reported as MISMATCH, a non-zero exit status (or a timeout) as FAIL; either
# makes this script exit with status 1 after the whole table is printed.
#
# Usage: bash benches/run.sh [--quick] [--jdk] [RUNS] [FILTER]
#   --quick   one run of each (same as RUNS=1)
#   --jdk     rjvm runs on the JDK's class library (-Xclasslib:jdk), the
#             library java runs: the same Java code on both VMs
#   RUNS      runs per program and VM (default 3)
#   FILTER    only programs whose name contains FILTER
# A program's arguments come from a line `// ARGS: ...` in its source.
# Environment: BENCH_TIMEOUT (seconds per run, default 300), JAVA, JAVAC
# (default: $JAVA_HOME/bin/java or java on PATH), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=3
FILTER=
RJVM_CLASSLIB=-Xclasslib:embedded
for arg in "$@"; do
    case "$arg" in
        --quick) RUNS=1 ;;
        --jdk) RJVM_CLASSLIB=-Xclasslib:jdk ;;
        -h | --help) sed -n 2,25p benches/run.sh | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "run.sh: unknown option $arg" >&2; exit 2 ;;
        *[!0-9]* | '') FILTER=$arg ;;
        *) RUNS=$arg ;;
    esac
done
[[ $RUNS -ge 1 ]] || { echo "run.sh: RUNS must be at least 1" >&2; exit 2; }

tool() { # tool NAME: $JAVA_HOME/bin/NAME, else NAME on PATH
    if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/$1" ]]; then echo "$JAVA_HOME/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then command -v "$1"
    else echo "run.sh: '$1' not found (install a JDK 17, e.g. openjdk-17-jdk-headless)" >&2; exit 2
    fi
}
JAVA=${JAVA:-$(tool java)}
JAVAC=${JAVAC:-$(tool javac)}
TIMEOUT=${BENCH_TIMEOUT:-300}
TARGET=${CARGO_TARGET_DIR:-target}

echo "building rjvm (cargo build --release -p rjvm)..." >&2
cargo build --release -p rjvm >&2
RJVM=$TARGET/release/rjvm
CLASSES=$TARGET/bench-classes
rm -rf "$CLASSES"
mkdir -p "$CLASSES"
"$JAVAC" -nowarn -d "$CLASSES" benches/java/*.java

WORK=$(mktemp -d "${TMPDIR:-/tmp}/rjvm-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# Peak RSS needs GNU time (Debian package `time`); without it RSS shows as "-".
GNU_TIME=
if [[ -x /usr/bin/time ]] && /usr/bin/time -f %M -o "$WORK/probe" true 2>/dev/null; then GNU_TIME=/usr/bin/time; fi
TIMEOUT_CMD=()
command -v timeout >/dev/null 2>&1 && TIMEOUT_CMD=(timeout "$TIMEOUT")

now() { # wall clock in seconds, with sub-second precision
    if [[ -n "${EPOCHREALTIME:-}" ]]; then echo "${EPOCHREALTIME/,/.}"; else date +%s.%N; fi
}

# run OUTFILE CMD...: runs CMD with stdout to OUTFILE, stderr to OUTFILE.err;
# sets SECS, RSS (KB or "-") and STATUS (exit status).
run() {
    local out=$1; shift
    local t0 t1
    t0=$(now)
    STATUS=0
    if [[ -n "$GNU_TIME" ]]; then
        "$GNU_TIME" -f %M -o "$WORK/rss" ${TIMEOUT_CMD[@]+"${TIMEOUT_CMD[@]}"} "$@" >"$out" 2>"$out.err" || STATUS=$?
    else
        ${TIMEOUT_CMD[@]+"${TIMEOUT_CMD[@]}"} "$@" >"$out" 2>"$out.err" || STATUS=$?
    fi
    t1=$(now)
    SECS=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
    RSS=-
    [[ -n "$GNU_TIME" ]] && RSS=$(tail -n 1 "$WORK/rss" | tr -dc 0-9)
    [[ -n "$RSS" ]] || RSS=-
}

median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
maxof() { awk 'BEGIN { m = "-" } NF && $1 != "-" && (m == "-" || $1 + 0 > m + 0) { m = $1 } END { print m }'; }

row() { printf "%-16s %11s %9s %7s %10s %10s  %s\n" "$@"; }
echo "runs: $RUNS; java: $("$JAVA" -version 2>&1 | head -n 1)"
row program "java -Xint" rjvm ratio "java KB" "rjvm KB" status
row ---------------- ----------- --------- ------- ---------- ---------- ------
logsum=0; n=0; bad=0; total=0
for src in benches/java/*.java; do
    prog=$(basename "$src" .java)
    [[ -n "$FILTER" && "$prog" != *"$FILTER"* ]] && continue
    total=$((total + 1))
    args=$(sed -n 's|^[[:space:]]*// ARGS:[[:space:]]*||p' "$src" | head -n 1)
    # shellcheck disable=SC2206 # ARGS is split on whitespace on purpose
    argv=($args)
    jt=(); rt=(); jm=(); rjm=(); status=ok
    for ((i = 0; i < RUNS; i++)); do
        run "$WORK/java.out" "$JAVA" -Xint -cp "$CLASSES" "$prog" ${argv[@]+"${argv[@]}"}
        jt+=("$SECS"); jm+=("$RSS")
        if [[ $STATUS -ne 0 ]]; then
            status="FAIL (java exit $STATUS)"; sed 's/^/    java: /' "$WORK/java.out.err" | head -n 5 >&2; break
        fi
        [[ $i -eq 0 ]] && cp "$WORK/java.out" "$WORK/expected"
        run "$WORK/rjvm.out" "$RJVM" "$RJVM_CLASSLIB" -cp "$CLASSES" "$prog" ${argv[@]+"${argv[@]}"}
        rt+=("$SECS"); rjm+=("$RSS")
        if [[ $STATUS -ne 0 ]]; then
            status="FAIL (rjvm exit $STATUS)"; sed 's/^/    rjvm: /' "$WORK/rjvm.out.err" | head -n 5 >&2; break
        fi
        if ! cmp -s "$WORK/expected" "$WORK/rjvm.out"; then
            status=MISMATCH
            { diff "$WORK/expected" "$WORK/rjvm.out" || true; } | head -n 6 | sed "s/^/    $prog: /" >&2
            break
        fi
    done
    j=$(printf "%s\n" ${jt[@]+"${jt[@]}"} | median)
    r=-; ratio=-
    if [[ ${#rt[@]} -gt 0 ]]; then r=$(printf "%s\n" "${rt[@]}" | median); fi
    if [[ $status == ok ]]; then
        ratio=$(awk -v a="$r" -v b="$j" 'BEGIN { if (b <= 0) b = 0.001; if (a <= 0) a = 0.001; printf "%.2f", a / b }')
        logsum=$(awk -v s="$logsum" -v x="$ratio" 'BEGIN { print s + log(x) }'); n=$((n + 1))
    else
        bad=$((bad + 1))
    fi
    row "$prog" "$j" "$r" "$ratio" "$(printf "%s\n" ${jm[@]+"${jm[@]}"} | maxof)" "$(printf "%s\n" ${rjm[@]+"${rjm[@]}"} | maxof)" "$status"
done
[[ $total -gt 0 ]] || { echo "run.sh: no program matches '$FILTER'" >&2; exit 2; }
if [[ $n -gt 0 ]]; then
    awk -v s="$logsum" -v n="$n" 'BEGIN { printf "geometric mean ratio (rjvm / java -Xint): %.2f over %d programs\n", exp(s / n), n }'
fi
if [[ $bad -gt 0 ]]; then
    echo "$bad of $total programs FAILED or MISMATCHED (left out of the geometric mean)"
    exit 1
fi
