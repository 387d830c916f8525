// gfx940 8-bit float conversions through clang's __builtin_amdgcn_cvt_* builtins (FP8 =
// E4M3FNUZ, BF8 = E5M2FNUZ): work-item i packs x[4i..4i+3] into one dword (v_cvt_pk_*_f32,
// both words), unpacks a dword four ways (v_cvt_f32_* with each byte select, v_cvt_pk_f32_*
// of each word) and rounds stochastically into each byte (v_cvt_sr_*_f32).
#define __global__ __attribute__((global))
typedef float float2_t __attribute__((ext_vector_type(2)));

#define ID() (__builtin_amdgcn_workgroup_id_x() * __builtin_amdgcn_workgroup_size_x() + \
              __builtin_amdgcn_workitem_id_x())

extern "C" __global__ void pack_fp8(const float *x, unsigned *fp8, unsigned *bf8, unsigned n) {
  unsigned i = ID();
  if (i >= n) return;
  const float *v = x + 4 * i;
  int w = __builtin_amdgcn_cvt_pk_fp8_f32(v[0], v[1], 0, false);
  fp8[i] = __builtin_amdgcn_cvt_pk_fp8_f32(v[2], v[3], w, true);
  w = __builtin_amdgcn_cvt_pk_bf8_f32(v[0], v[1], 0, false);
  bf8[i] = __builtin_amdgcn_cvt_pk_bf8_f32(v[2], v[3], w, true);
}

extern "C" __global__ void unpack_fp8(const unsigned *w, float *fp8, float *bf8, unsigned n) {
  unsigned i = ID();
  if (i >= n) return;
  unsigned x = w[i];
  float *f = fp8 + 8 * i, *b = bf8 + 8 * i;
  f[0] = __builtin_amdgcn_cvt_f32_fp8(x, 0);
  f[1] = __builtin_amdgcn_cvt_f32_fp8(x, 1);
  f[2] = __builtin_amdgcn_cvt_f32_fp8(x, 2);
  f[3] = __builtin_amdgcn_cvt_f32_fp8(x, 3);
  float2_t lo = __builtin_amdgcn_cvt_pk_f32_fp8(x, false), hi = __builtin_amdgcn_cvt_pk_f32_fp8(x, true);
  f[4] = lo.x; f[5] = lo.y; f[6] = hi.x; f[7] = hi.y;
  b[0] = __builtin_amdgcn_cvt_f32_bf8(x, 0);
  b[1] = __builtin_amdgcn_cvt_f32_bf8(x, 1);
  b[2] = __builtin_amdgcn_cvt_f32_bf8(x, 2);
  b[3] = __builtin_amdgcn_cvt_f32_bf8(x, 3);
  lo = __builtin_amdgcn_cvt_pk_f32_bf8(x, false);
  hi = __builtin_amdgcn_cvt_pk_f32_bf8(x, true);
  b[4] = lo.x; b[5] = lo.y; b[6] = hi.x; b[7] = hi.y;
}

extern "C" __global__ void sr_fp8(const float *x, const unsigned *rng, unsigned *fp8,
                                  unsigned *bf8, unsigned n) {
  unsigned i = ID();
  if (i >= n) return;
  const float *v = x + 4 * i;
  const unsigned *r = rng + 4 * i;
  int w = 0, b = 0;
  w = __builtin_amdgcn_cvt_sr_fp8_f32(v[0], r[0], w, 0);
  w = __builtin_amdgcn_cvt_sr_fp8_f32(v[1], r[1], w, 1);
  w = __builtin_amdgcn_cvt_sr_fp8_f32(v[2], r[2], w, 2);
  w = __builtin_amdgcn_cvt_sr_fp8_f32(v[3], r[3], w, 3);
  b = __builtin_amdgcn_cvt_sr_bf8_f32(v[0], r[0], b, 0);
  b = __builtin_amdgcn_cvt_sr_bf8_f32(v[1], r[1], b, 1);
  b = __builtin_amdgcn_cvt_sr_bf8_f32(v[2], r[2], b, 2);
  b = __builtin_amdgcn_cvt_sr_bf8_f32(v[3], r[3], b, 3);
  fp8[i] = w;
  bf8[i] = b;
}
