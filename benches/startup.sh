#!/usr/bin/env bash
# Start-up: Hello World on every VM configuration, in the same run.
#
# Runs a one-line Hello World (compiled here) RUNS times on each of
#   rjvm (embedded library)    rjvm -Xclasslib:embedded
#   rjvm (JDK library)         rjvm -Xclasslib:jdk
#   java -Xint -Xshare:off     HotSpot's interpreter booting JDK 17 without CDS
#   java -Xint                 ... with its class-data-sharing archive
# alternating between them (so that machine noise hits all alike), and prints
# the median and minimum wall time of each and the ratios of the medians to
# both HotSpot configurations. With valgrind installed, `--callgrind` also
# counts the instructions of one run of each rjvm configuration (stable on a
# noisy machine, unlike wall time).
#
# Usage: bash benches/startup.sh [--callgrind] [RUNS]   (RUNS default 21)
# Environment: JAVA, JAVAC (default: $JAVA_HOME/bin/..., else PATH), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."

RUNS=21
CALLGRIND=0
for arg in "$@"; do
    case "$arg" in
        --callgrind) CALLGRIND=1 ;;
        -h | --help) sed -n 2,16p benches/startup.sh | sed 's/^# \{0,1\}//'; exit 0 ;;
        *[!0-9]* | '') echo "startup.sh: unknown argument $arg" >&2; exit 2 ;;
        *) RUNS=$arg ;;
    esac
done

tool() {
    if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/$1" ]]; then echo "$JAVA_HOME/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then command -v "$1"
    else echo "startup.sh: '$1' not found (install openjdk-17-jdk-headless)" >&2; exit 2
    fi
}
JAVA=${JAVA:-$(tool java)}
JAVAC=${JAVAC:-$(tool javac)}
TARGET=${CARGO_TARGET_DIR:-target}

echo "building rjvm..." >&2
cargo build --release -p rjvm -p rjvm-libjvm >&2
RJVM=$TARGET/release/rjvm

WORK=$(mktemp -d "${TMPDIR:-/tmp}/rjvm-startup.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
cat > "$WORK/Hello.java" <<'EOF'
public class Hello {
    public static void main(String[] args) {
        System.out.println("Hello, World!");
    }
}
EOF
"$JAVAC" -d "$WORK" "$WORK/Hello.java"

NAMES=("rjvm embedded" "rjvm jdk" "java -Xint -Xshare:off" "java -Xint")
CMDS=("$RJVM -Xclasslib:embedded -cp $WORK Hello"
      "$RJVM -Xclasslib:jdk -cp $WORK Hello"
      "$JAVA -Xint -Xshare:off -cp $WORK Hello"
      "$JAVA -Xint -cp $WORK Hello")

for i in "${!CMDS[@]}"; do
    out=$(${CMDS[$i]} 2>&1) || { echo "startup.sh: '${CMDS[$i]}' failed: $out" >&2; exit 1; }
    [[ "$out" == "Hello, World!" ]] || { echo "startup.sh: '${CMDS[$i]}' printed: $out" >&2; exit 1; }
    : > "$WORK/times.$i"
done

for ((r = 0; r < RUNS; r++)); do
    for i in "${!CMDS[@]}"; do
        s=$(date +%s%N)
        ${CMDS[$i]} > /dev/null 2>&1
        e=$(date +%s%N)
        echo $(( (e - s) / 1000 )) >> "$WORK/times.$i"
    done
done

median() { sort -n "$1" | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2] + a[NR/2+1]) / 2)}'; }
minimum() { sort -n "$1" | head -n 1; }

declare -a MED
printf '%-24s %10s %10s %12s %12s\n' "configuration" "median ms" "min ms" "/ -Xshare:off" "/ java -Xint"
for i in "${!CMDS[@]}"; do MED[$i]=$(median "$WORK/times.$i"); done
for i in "${!CMDS[@]}"; do
    printf '%-24s %10.1f %10.1f %12.2f %12.2f\n' "${NAMES[$i]}" \
        "$(echo "${MED[$i]} / 1000" | bc -l)" "$(echo "$(minimum "$WORK/times.$i") / 1000" | bc -l)" \
        "$(echo "${MED[$i]} / ${MED[2]}" | bc -l)" "$(echo "${MED[$i]} / ${MED[3]}" | bc -l)"
done
echo "($RUNS runs each, alternating; wall time on $(nproc) cores)"

if [[ $CALLGRIND == 1 ]]; then
    command -v valgrind >/dev/null || { echo "startup.sh: --callgrind needs valgrind" >&2; exit 2; }
    for i in 0 1; do
        valgrind --tool=callgrind --callgrind-out-file="$WORK/cg.$i" ${CMDS[$i]} > /dev/null 2> "$WORK/cg.err.$i" || true
        ir=$(sed -n 's/^summary: //p' "$WORK/cg.$i" | head -n 1)
        printf '%-24s %14s instructions (callgrind)\n' "${NAMES[$i]}" "$ir"
    done
fi
