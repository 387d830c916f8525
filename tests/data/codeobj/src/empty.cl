kernel void empty(void) {}
kernel void only_store(global int *p) { *p = 42; }
