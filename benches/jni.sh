#!/usr/bin/env bash
# The cost of a JNI native call on rjvm against `java -Xint` (HotSpot's
# interpreter), in the same run: benches/jni/NativeCall.java calls an empty
# static native method, natives with arguments and results, and a native
# that calls back into Java, N times each, and prints ns per call. Each VM
# runs RUNS times, alternating; the table shows the median of each and the
# ratio rjvm / java -Xint (below 1: rjvm is faster).
#
# Usage: bash benches/jni.sh [RUNS] [N]      (defaults: 3 runs, N = 2000000)
# Environment: CC (default cc), JAVA, JAVAC, CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${1:-3}
N=${2:-2000000}
tool() {
    if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/$1" ]]; then echo "$JAVA_HOME/bin/$1"
    elif command -v "$1" >/dev/null 2>&1; then command -v "$1"
    else echo "jni.sh: '$1' not found (install a JDK 17)" >&2; exit 2
    fi
}
JAVA=${JAVA:-$(tool java)}
JAVAC=${JAVAC:-$(tool javac)}
TARGET=${CARGO_TARGET_DIR:-target}
echo "building rjvm (cargo build --release -p rjvm)..." >&2
cargo build --release -p rjvm >&2
RJVM=$TARGET/release/rjvm
WORK=$(mktemp -d "${TMPDIR:-/tmp}/rjvm-jni-bench.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
"$JAVAC" -nowarn -d "$WORK" benches/jni/NativeCall.java
${CC:-cc} -O2 -shared -fPIC -I profiler-api/include -o "$WORK/libnativecall.so" benches/jni/nativecall.c

for ((r = 0; r < RUNS; r++)); do
    "$RJVM" -Xclasslib:embedded -Djava.library.path="$WORK" -cp "$WORK" NativeCall "$N" > "$WORK/rjvm.$r"
    "$JAVA" -Xint -Xshare:auto -Djava.library.path="$WORK" -cp "$WORK" NativeCall "$N" > "$WORK/java.$r"
done

# Median ns/call of one benchmark line (by its label) over the runs of a VM.
median() {
    grep -h "^$2 " "$WORK"/"$1".* | sed 's/.* \([0-9.]*\) ns\/call.*/\1/' | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}
printf "%-28s %12s %12s %8s\n" "native call ($RUNS runs, N=$N)" "rjvm ns" "java -Xint" "ratio"
sed 's/ \{2,\}[0-9.]* ns\/call.*//' "$WORK/rjvm.0" | while read -r label; do
    a=$(median rjvm "$label")
    b=$(median java "$label")
    printf "%-28s %12s %12s %8.2f\n" "$label" "$a" "$b" "$(echo "$a / $b" | bc -l)"
done
