#!/usr/bin/env bash
# Overhead and accuracy of the bytecode profilers (docs/bytecode-profiling.md).
#
# For each program of benches/java (main class NAME, arguments from its
# `// ARGS:` line, as in benches/run.sh):
#
# 1. Overhead: the median CPU time (user + system, with GNU time; wall
#    time without it) over RUNS runs of the plain VM, of
#    -Xrunmct (exact method call tree) and of -Xrunbcsample (interval 10000,
#    default jitter), and their ratios to the plain run. The profiled runs
#    write their collapsed stacks (no report, no flame graph).
# 2. Accuracy: the overlap (rjvm-profile-overlap) of sampling profiles at
#    granularities 500 ... 100000 bytecodes with the exact profile.
#
# Every profiled run's standard output must equal the plain run's; a
# difference or a failing run makes the script exit 1 after the tables.
#
# Usage: bash benches/bcprof.sh [RUNS] [PROGRAM...]
#   RUNS      runs per configuration for the overhead table (default 3)
#   PROGRAM   programs to measure (default: Fib BinaryTrees CollectionsMix
#             Sorting Shapes Strings Exceptions Lambdas)
# Environment: JAVAC (default $JAVA_HOME/bin/javac or javac on PATH),
# CARGO_TARGET_DIR, BCPROF_GRANULARITIES (default "500 1000 5000 10000
# 50000 100000"), BCPROF_JITTER (jitter= for the overlap runs; default: the
# agent's default, interval/10).
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=3
PROGRAMS=()
for arg in "$@"; do
    case "$arg" in
        -h | --help) sed -n 2,26p benches/bcprof.sh | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "bcprof.sh: unknown option $arg" >&2; exit 2 ;;
        *[!0-9]*) PROGRAMS+=("$arg") ;;
        *) RUNS=$arg ;;
    esac
done
[[ $RUNS -ge 1 ]] || { echo "bcprof.sh: RUNS must be at least 1" >&2; exit 2; }
[[ ${#PROGRAMS[@]} -gt 0 ]] || PROGRAMS=(Fib BinaryTrees CollectionsMix Sorting Shapes Strings Exceptions Lambdas)
GRANULARITIES=${BCPROF_GRANULARITIES:-500 1000 5000 10000 50000 100000}
JITTER_OPT=
[[ -n "${BCPROF_JITTER:-}" ]] && JITTER_OPT=",jitter=$BCPROF_JITTER"

if [[ -n "${JAVAC:-}" ]]; then :
elif [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/javac" ]]; then JAVAC=$JAVA_HOME/bin/javac
elif command -v javac >/dev/null 2>&1; then JAVAC=$(command -v javac)
else echo "bcprof.sh: javac not found (install a JDK 17)" >&2; exit 2
fi
TARGET=${CARGO_TARGET_DIR:-target}

echo "building rjvm and rjvm-profile-overlap (cargo build --release)..." >&2
cargo build --release -p rjvm -p rjvm-cct >&2
RJVM=$TARGET/release/rjvm
OVERLAP=$TARGET/release/rjvm-profile-overlap
WORK=$(mktemp -d "${TMPDIR:-/tmp}/rjvm-bcprof.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
CLASSES=$WORK/classes
mkdir -p "$CLASSES"
"$JAVAC" -nowarn -d "$CLASSES" benches/java/*.java

now() { if [[ -n "${EPOCHREALTIME:-}" ]]; then echo "${EPOCHREALTIME/,/.}"; else date +%s.%N; fi; }
median() { sort -n | awk '{ a[NR] = $1 } END { if (NR % 2) print a[(NR + 1) / 2]; else printf "%.3f\n", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

bad=0
# timed OUT VMOPT...: runs the current program with VMOPT, stdout to OUT;
# sets SECS; a failure or an output differing from the plain run counts as bad.
timed() {
    local out=$1; shift
    local t0 t1 st=0
    t0=$(now)
    if [[ -n "$GNU_TIME" ]]; then
        "$GNU_TIME" -f "%U %S" -o "$WORK/cpu" "$RJVM" -Xclasslib:embedded "$@" -cp "$CLASSES" "$prog" ${argv[@]+"${argv[@]}"} >"$out" 2>"$out.err" || st=$?
    else
        "$RJVM" -Xclasslib:embedded "$@" -cp "$CLASSES" "$prog" ${argv[@]+"${argv[@]}"} >"$out" 2>"$out.err" || st=$?
    fi
    t1=$(now)
    if [[ -n "$GNU_TIME" ]]; then
        SECS=$(tail -n 1 "$WORK/cpu" | awk '{ printf "%.3f", $1 + $2 }')
    else
        SECS=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
    fi
    if [[ $st -ne 0 ]]; then
        echo "    $prog $*: exit $st" >&2; sed 's/^/      /' "$out.err" | head -n 5 >&2; bad=$((bad + 1))
    elif [[ -f "$WORK/expected" ]] && ! cmp -s "$WORK/expected" "$out"; then
        echo "    $prog $*: output differs from the plain run" >&2; bad=$((bad + 1))
    fi
}

# CPU time (user + system, all threads) with GNU time (Debian package
# `time`): on a shared machine it varies far less than wall time.
GNU_TIME=
if [[ -x /usr/bin/time ]] && /usr/bin/time -f "%U %S" -o "$WORK/probe" true 2>/dev/null; then GNU_TIME=/usr/bin/time; fi
UNIT="median wall seconds"
[[ -n "$GNU_TIME" ]] && UNIT="median CPU seconds, user + system"
declare -A OV
row() { printf "%-16s %9s %9s %7s %9s %7s\n" "$@"; }
echo "runs: $RUNS ($UNIT); sampling overhead at interval 10000"
row program plain mct ratio bcsample ratio
row ---------------- --------- --------- ------- --------- -------
for prog in "${PROGRAMS[@]}"; do
    src=benches/java/$prog.java
    [[ -f "$src" ]] || { echo "bcprof.sh: no $src" >&2; exit 2; }
    args=$(sed -n 's|^[[:space:]]*// ARGS:[[:space:]]*||p' "$src" | head -n 1)
    # shellcheck disable=SC2206 # ARGS is split on whitespace on purpose
    argv=($args)
    rm -f "$WORK/expected"
    pt=(); mt=(); st=()
    for ((i = 0; i < RUNS; i++)); do
        timed "$WORK/plain.out"; pt+=("$SECS")
        [[ -f "$WORK/expected" ]] || cp "$WORK/plain.out" "$WORK/expected"
        timed "$WORK/mct.out" "-Xrunmct:file=none,flame=none,collapsed=$WORK/$prog.mct"; mt+=("$SECS")
        timed "$WORK/bcs.out" "-Xrunbcsample:interval=10000,file=none,flame=none,collapsed=$WORK/$prog.s10000"; st+=("$SECS")
    done
    p=$(printf "%s\n" "${pt[@]}" | median)
    m=$(printf "%s\n" "${mt[@]}" | median)
    s=$(printf "%s\n" "${st[@]}" | median)
    row "$prog" "$p" "$m" "$(awk -v a="$m" -v b="$p" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 0.001) }')" \
        "$s" "$(awk -v a="$s" -v b="$p" 'BEGIN { printf "%.2f", a / (b > 0 ? b : 0.001) }')"
    for g in $GRANULARITIES; do
        if [[ $g != 10000 || -n "$JITTER_OPT" ]]; then
            timed "$WORK/g.out" "-Xrunbcsample:interval=$g$JITTER_OPT,file=none,flame=none,collapsed=$WORK/$prog.s$g"
        fi
        OV[$prog,$g]=$("$OVERLAP" "$WORK/$prog.mct" "$WORK/$prog.s$g" | sed -n 's/^overlap: \(.*\)%$/\1/p')
    done
done

echo
echo "overlap (%) of sampling profiles with the exact profile, by granularity (bytecodes per sample)"
printf "%-16s" program; for g in $GRANULARITIES; do printf " %8s" "$g"; done; echo
printf "%-16s" ----------------; for g in $GRANULARITIES; do printf " %8s" --------; done; echo
at10k=0
for prog in "${PROGRAMS[@]}"; do
    printf "%-16s" "$prog"
    for g in $GRANULARITIES; do printf " %8s" "${OV[$prog,$g]:--}"; done; echo
    v=${OV[$prog,10000]:-0}
    awk -v v="$v" 'BEGIN { exit !(v >= 95) }' && at10k=$((at10k + 1))
done
echo "programs with at least 95% overlap at granularity 10000: $at10k of ${#PROGRAMS[@]}"
if [[ $bad -gt 0 ]]; then
    echo "$bad profiled runs FAILED or changed the program's output"
    exit 1
fi
