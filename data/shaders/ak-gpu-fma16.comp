// ak-gpu-fma16.comp: FP16 arithmetic throughput
//
// The FP32 kernel (ak-gpu-fma32.comp) in float16_t: eight independent
// f16vec4 chains of x ← x·m + c, 64 FLOP per invocation and iteration.
// Needs the shaderFloat16 feature (Vulkan 1.2 or VK_KHR_shader_float16_int8);
// the inputs and the result cross memory as 32-bit floats, so no 16-bit
// storage feature is needed.
//
// SPDX-License-Identifier: GPL-3.0-or-later
#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require

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
  float16_t offset = float16_t (float (gl_GlobalInvocationID.x & 255u) * 1e-4);
  float16_t x = float16_t (x0);
  f16vec4 x0v = f16vec4 (x + offset, x - offset, x + offset * 2.0hf, x - offset * 2.0hf);
  f16vec4 acc0 = x0v, acc1 = x0v.yzwx, acc2 = x0v.zwxy, acc3 = x0v.wxyz;
  f16vec4 acc4 = -x0v, acc5 = -x0v.yzwx, acc6 = -x0v.zwxy, acc7 = -x0v.wxyz;
  f16vec4 mv = f16vec4 (float16_t (m)), cv = f16vec4 (float16_t (c));

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

  f16vec4 sum = ((acc0 + acc1) + (acc2 + acc3)) + ((acc4 + acc5) + (acc6 + acc7));
  result[gl_GlobalInvocationID.x] = float (sum.x) + float (sum.y) + float (sum.z) + float (sum.w);
}
