#!/usr/bin/env bash
# Rebuilds the bundled demo code object with LLVM 22 (clang-22 + ld.lld-22).
set -euo pipefail
cd "$(dirname "$0")"
LLVM=${LLVM22_BIN:-/usr/lib/llvm-22/bin}
"$LLVM/clang" -x cl -Xclang -finclude-default-header -cl-std=CL2.0 \
  -target amdgcn-amd-amdhsa -mcpu=gfx90a -nogpulib -O3 saxpy.cl -o saxpy.hsaco
