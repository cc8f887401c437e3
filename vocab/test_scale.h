#pragma once
// How much of a long test a build runs (tests only, never the tools). The
// sanitizer build (TRISGO_SANITIZE: AddressSanitizer and UBSan, the build of
// scripts/test.sh's full tier, several times slower) runs a share of the
// longest tests' games, playouts and property cases: there it looks for
// memory and undefined-behaviour errors, which a share finds as well, and
// checks the answers of that share. The Release builds (the quick tier, and
// the campaign tier, which runs them again at TRISGO_LONG scale) run every
// one of them.
#include <algorithm>

namespace tg::test_scale {

#ifdef TRISGO_SANITIZED_BUILD
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif

// `full` in a plain build; full / divisor (at least 1) under the sanitizers.
constexpr int sanitized_share(int full, int divisor) { return kSanitizedBuild ? std::max(1, full / divisor) : full; }

}  // namespace tg::test_scale
