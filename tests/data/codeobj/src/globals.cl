#include "common.h"
constant float coeffs[8] = {1, 2, 3, 4, 5, 6, 7, 8};
global int counter_g = 5;
kernel void use_constants(global float *o) { o[gid_x()] = coeffs[gid_x() & 7]; }
kernel void use_global_var(global int *o) { o[gid_x()] = counter_g++; }
