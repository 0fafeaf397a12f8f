// ak-gpu-fma32.comp: FP32 arithmetic throughput
//
// Eight independent vec4 chains of x ← x·m + c per invocation (32 FMAs
// in flight, enough to hide the FMA latency), entirely in registers. The
// loop count, m and c come from push constants and the sum is written
// out, so the compiler can neither fold nor drop the chain. Each
// iteration is 8 × 4 FMAs = 64 FLOP per invocation.
//
// SPDX-License-Identifier: GPL-3.0-or-later
#version 450

layout (local_size_x = 256) in;

layout (std430, binding = 0) writeonly buffer Out { float result[]; };

layout (push_constant) uniform Params {
  uint  iterations;
  float m;
  float c;
  float x0;
};

void
main ()
{
  float offset = float (gl_GlobalInvocationID.x & 255u) * 1e-6;
  vec4 x0v = vec4 (x0 + offset, x0 - offset, x0 + 2.0 * offset, x0 - 2.0 * offset);
  vec4 acc0 = x0v, acc1 = x0v.yzwx, acc2 = x0v.zwxy, acc3 = x0v.wxyz;
  vec4 acc4 = -x0v, acc5 = -x0v.yzwx, acc6 = -x0v.zwxy, acc7 = -x0v.wxyz;
  vec4 mv = vec4 (m), cv = vec4 (c);

  for (uint i = 0u; i < iterations; i++)
    {
      acc0 = fma (acc0, mv, cv);
      acc1 = fma (acc1, mv, cv);
      acc2 = fma (acc2, mv, cv);
      acc3 = fma (acc3, mv, cv);
      acc4 = fma (acc4, mv, cv);
      acc5 = fma (acc5, mv, cv);
      acc6 = fma (acc6, mv, cv);
      acc7 = fma (acc7, mv, cv);
    }

  vec4 sum = ((acc0 + acc1) + (acc2 + acc3)) + ((acc4 + acc5) + (acc6 + acc7));
  result[gl_GlobalInvocationID.x] = sum.x + sum.y + sum.z + sum.w;
}
