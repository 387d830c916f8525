#!/bin/bash
# H3's campaign sequence, part 2 (replaced driver.sh after its codeobj run): the assembler to
# 1,000,000 inputs in all, then the emulator, the compiler, llvm-mc input and the linker
cd /work/main
while pgrep -f "fuzz.run --target codeobj" > /dev/null; do sleep 5; done
run() {
  nice -n 19 timeout $(( $2 + 180 )) python -m fuzz.run --target "$1" --inputs "$4" \
    --budget "$2" --seed "$3" --log fuzz/logs/campaigns.log >> "fuzz/logs/$1.out" 2>&1
}
run asm_line 420 2003 192000
run emu 1260 5001 1000000
run compile 540 6001 1000000
run mcinput 120 7001 1000000
run link 120 8001 1000000
echo "$(date -u +%Y-%m-%dT%H:%M:%SZ) driver2 done" >> fuzz/logs/campaigns.log
