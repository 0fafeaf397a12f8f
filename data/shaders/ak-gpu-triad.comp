// ak-gpu-triad.comp: device-memory bandwidth, STREAM triad a = b + s·c
//
// mode 0 fills b and c with pseudo-random floats in [1, 2) from a hash of
// the index and a seed (so no memory compression can shrink them);
// mode 1 runs the triad. Each invocation walks the arrays with a grid
// stride, one vec4 (16 bytes) per step.
//
// SPDX-License-Identifier: GPL-3.0-or-later
#version 450

layout (local_size_x = 256) in;

layout (std430, binding = 0) writeonly buffer A { vec4 a[]; };
layout (std430, binding = 1) buffer B { vec4 b[]; };
layout (std430, binding = 2) buffer C { vec4 c[]; };

layout (push_constant) uniform Params {
  uint  n_vec4;
  uint  mode;
  uint  seed;
  float scalar;
};

// PCG hash (O'Neill), as in Jarzynski and Olano, "Hash Functions for GPU
// Rendering", JCGT 2020.
uint
pcg (uint v)
{
  uint state = v * 747796405u + 2891336453u;
  uint word = ((state >> ((state >> 28u) + 4u)) ^ state) * 277803737u;
  return (word >> 22u) ^ word;
}

// 23 random mantissa bits under the exponent of 1.0: a float in [1, 2).
float
random_float (uint v)
{
  return uintBitsToFloat (0x3f800000u | (pcg (v) >> 9u));
}

vec4
random_vec4 (uint i, uint salt)
{
  uint base = (i * 4u) ^ (seed + salt);
  return vec4 (random_float (base), random_float (base + 1u),
               random_float (base + 2u), random_float (base + 3u));
}

void
main ()
{
  uint stride = gl_NumWorkGroups.x * gl_WorkGroupSize.x;

  // mode is the same for every invocation: test it once, outside the loops
  if (mode == 0u)
    {
      for (uint i = gl_GlobalInvocationID.x; i < n_vec4; i += stride)
        {
          b[i] = random_vec4 (i, 0x9e3779b9u);
          c[i] = random_vec4 (i, 0x85ebca6bu);
        }
      return;
    }

  for (uint i = gl_GlobalInvocationID.x; i < n_vec4; i += stride)
    a[i] = b[i] + scalar * c[i];
}
