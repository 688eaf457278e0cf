#!/usr/bin/env bash
# Build rjvm, compile the bundled example and run it on rjvm.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -p rjvm
mkdir -p target/examples
javac -d target/examples examples/Inventory.java
exec target/release/rjvm -cp target/examples Inventory "$@"
