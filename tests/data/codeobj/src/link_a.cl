int helper(int x);
extern constant int table[4];
kernel void ka(global int *p) { p[0] = helper(p[1]) + table[p[2] & 3]; }
