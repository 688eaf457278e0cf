#!/usr/bin/env bash
# Build rjvm, compile the bundled example and run it on rjvm under the hprof
# profiler (allocation sites and CPU samples), then show the profile.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/deps.sh
cargo build --release -p rjvm -p rjvm-libjvm
mkdir -p target/examples
javac -d target/examples examples/Inventory.java
prof=target/examples/java.hprof.txt
target/release/rjvm -Xrunhprof:heap=sites,cpu=samples,interval=1,file="$prof" -cp target/examples Inventory "$@"
echo
echo "=== hprof profile ($prof; see docs/hprof.md) ==="
# The eight biggest allocation sites and the eight hottest traces, each
# followed by the TRACE records (stacks, top frame first) its rows refer to.
awk '
  /^TRACE [0-9]+:/ { id = $2; sub(":", "", id); cur = id; trace[id] = $0; next }
  /^\t/ && cur != "" { trace[cur] = trace[cur] "\n" $0; next }
  { cur = "" }
  /^SITES BEGIN/ || /^CPU SAMPLES BEGIN/ { show = 1; rows = 0; n = 0; print; next }
  /^SITES END/ || /^CPU SAMPLES END/ {
    show = 0; print
    for (i = 1; i <= n; i++) if (!(order[i] in done)) { print trace[order[i]]; done[order[i]] = 1 }
    print ""; next
  }
  show && /^ *[0-9]+ / { if (++rows <= 8) { print; order[++n] = $(NF-1) }; next }
  show { print }
' "$prof"
