__attribute__((noinline)) int helper(int x) { return x * 7 + 1; }
constant int table[4] = {3, 1, 4, 1};
kernel void kb(global int *p) { p[0] = helper(p[0]); }
