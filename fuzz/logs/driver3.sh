#!/bin/bash
# the lead's campaign sequence, part 3: code objects and the emulator to 1,000,000 inputs
# in all (with seeds 4001 and 5001 of driver.sh/driver2.sh)
cd /work/main
run() {
  nice -n 19 timeout $(( $2 + 180 )) python -m fuzz.run --target "$1" --inputs "$4" \
    --budget "$2" --seed "$3" --log fuzz/logs/campaigns.log >> "fuzz/logs/$1.out" 2>&1
}
run codeobj 1500 4002 752000
run emu 1500 5002 719000
echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) driver3 done" >> fuzz/logs/campaigns.log
