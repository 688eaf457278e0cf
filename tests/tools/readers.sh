#!/bin/sh
# Installs the third-party readers of rjvm's output that vm/tests/readers.rs
# runs, each from its usual channel, and prints the path to use:
#
#   readers.sh stackcollapse-hprof DIR   PyPI package hprof2flamegraph (0.0.6) in a venv under DIR;
#                                        prints the stackcollapse-hprof script
#   readers.sh hprof-slurp DIR           crates.io hprof-slurp, `cargo install --root DIR`;
#                                        prints the binary
#   readers.sh visualvm-heap             Debian package visualvm (apt-get, needs root);
#                                        prints the jar of its heap library
#
# An installed tool is reused. Any failure exits non-zero with the reason on
# stderr (the tests then fail: they never pass without the real tool).
set -eu

die() {
    echo "readers.sh: $*" >&2
    exit 1
}

case "${1:-}" in
stackcollapse-hprof)
    dir=${2:?usage: readers.sh stackcollapse-hprof DIR}
    tool="$dir/venv/bin/stackcollapse-hprof"
    if [ ! -x "$tool" ]; then
        command -v python3 >/dev/null || die "python3 is needed for hprof2flamegraph"
        python3 -m venv "$dir/venv" >&2 || die "cannot create a Python venv in $dir"
        "$dir/venv/bin/pip" install --quiet --disable-pip-version-check 'hprof2flamegraph==0.0.6' >&2 ||
            die "pip install hprof2flamegraph failed"
    fi
    [ -x "$tool" ] || die "hprof2flamegraph installed no stackcollapse-hprof"
    echo "$tool"
    ;;
hprof-slurp)
    dir=${2:?usage: readers.sh hprof-slurp DIR}
    tool="$dir/bin/hprof-slurp"
    if [ ! -x "$tool" ]; then
        cargo=${CARGO:-cargo}
        "$cargo" install --quiet --root "$dir" --version '0.10.0' hprof-slurp >&2 ||
            die "cargo install hprof-slurp failed"
    fi
    echo "$tool"
    ;;
visualvm-heap)
    jar=/usr/share/visualvm/visualvm/modules/org-graalvm-visualvm-lib-jfluid-heap.jar
    if [ ! -f "$jar" ]; then
        [ "$(id -u)" = 0 ] || die "Debian package visualvm is not installed (apt-get install visualvm, as root)"
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends visualvm >&2 ||
            die "apt-get install visualvm failed"
    fi
    [ -f "$jar" ] || die "visualvm installed no $jar"
    echo "$jar"
    ;;
*)
    die "usage: readers.sh stackcollapse-hprof DIR | hprof-slurp DIR | visualvm-heap"
    ;;
esac
