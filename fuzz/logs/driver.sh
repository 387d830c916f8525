#!/bin/bash
# H3's campaign sequence (issue 12): one niced process at a time, each to 1,000,000 inputs or
# its time budget, counts every minute in fuzz/logs/campaigns.log
cd /work/main
run() {
  nice -n 19 timeout $(( $2 + 180 )) python -m fuzz.run --target "$1" --inputs 1000000 \
    --budget "$2" --seed "$3" --log fuzz/logs/campaigns.log >> "fuzz/logs/$1.out" 2>&1
}
run asm_line 1020 2002
run asm_file 840 3001
run codeobj 1320 4001
run emu 1320 5001
run compile 540 6001
run mcinput 180 7001
run link 180 8001
echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) driver done" >> fuzz/logs/campaigns.log
