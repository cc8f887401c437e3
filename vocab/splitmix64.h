#pragma once
// splitmix64 (Steele, Lea and Flood 2014; Vigna's reference splitmix64.c at
// https://prng.di.unimi.it/splitmix64.c): the one seeded generator of the
// project. D-71 fixes it for FlybombGo's random turns, so any implementation
// draws the same turns; the optimized engine's Zobrist keys, the light
// playouts and the audit's search order draw from it too. Fully specified by
// these lines, 64 bits of state, fast: every seeded sequence here is
// reproducible bit for bit on every platform.
#include <cstdint>

namespace tg {

// The state's increment: 2^64 divided by the golden ratio, rounded to odd.
// Also used on its own to spread a seed into an unrelated one.
inline constexpr std::uint64_t kSplitmix64Gamma = 0x9e3779b97f4a7c15ULL;

// One step: adds the gamma to `state` and returns the mixed new state. The
// first output of seed s is splitmix64(s) with s as the state.
constexpr std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += kSplitmix64Gamma);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

}  // namespace tg
