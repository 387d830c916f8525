#!/bin/bash
# the lead's campaign sequence, part 6: after driver4, the emulator again (seed 5005) so that
# one commit's clean runs pass 1,000,000 inputs; then our back end on 450 more gfx942 -O3
# random kernels (to pass 2,000 with seeds 700000-701609 of the last stop)
cd /work/main
until grep -q "driver4 done" fuzz/logs/campaigns.log; do sleep 20; done
nice -n 19 timeout 1200 python -m fuzz.run --target emu --inputs 450000 --budget 1000 \
  --seed 5005 --log fuzz/logs/campaigns.log >> fuzz/logs/emu.out 2>&1
python -m amdgcn.kernelgen campaign --backend amdgcn --mcpu gfx942 -O 3 --count 450 \
  --seed 701610 > /tmp/kg/gfx942_O3.out 2>&1
echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) driver6 done" >> fuzz/logs/campaigns.log
