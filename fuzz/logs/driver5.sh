#!/bin/bash
# issue 10: our back end on 2,100 fresh random kernels per level (gfx90a), one level at a time
cd /work/main
for O in 3 1 0; do
  python -m amdgcn.kernelgen campaign --backend amdgcn --mcpu gfx90a -O $O --count 2100 \
    --seed 710000 > /tmp/kg/gfx90a_O$O.out 2>&1
  echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) backend gfx90a -O$O: $(tail -1 /tmp/kg/gfx90a_O$O.out | head -c 300)" >> fuzz/logs/campaigns.log
done
