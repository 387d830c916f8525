#!/bin/bash
# the lead's campaign of 2026-11-28 (afternoon): the emulator at one commit (74967ce, the fix
# of seed 5005's one finding) for a clean run of 1,000,000 inputs
cd /work/main
nice -n 10 .venv/bin/python -m fuzz.run --target emu --inputs 1000000 --budget 9000 \
  --seed 5006 --log fuzz/logs/campaigns.log > fuzz/logs/emu5006.out 2>&1
echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) driver7 done" >> fuzz/logs/campaigns.log
