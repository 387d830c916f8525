#!/bin/bash
# the lead's campaign sequence, part 4: the emulator after the seed 5002/5003 fixes
cd /work/main
nice -n 19 timeout 1500 python -m fuzz.run --target emu --inputs 600000 --budget 1300 \
  --seed 5004 --log fuzz/logs/campaigns.log >> fuzz/logs/emu.out 2>&1
echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) driver4 done" >> fuzz/logs/campaigns.log
