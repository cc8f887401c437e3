# How the GoogleTest binaries are compiled (issue 34: the full tier in 25
# minutes on 2 cores, most of it compiling). trisgo_add_gtests() calls
# trisgo_test_build(<target>) for every test binary:
#
#  - A precompiled header of GoogleTest and the standard headers the tests
#    use: every test unit parsed them again, about a second each, for some
#    150 units.
#  - In the sanitizer build (TRISGO_SANITIZE), the test binary's own sources
#    at -O0 (TRISGO_TEST_SOURCES_O0, on by default there): optimising the
#    expanded EXPECT macros of a test body costs half of its compile time and
#    buys nothing, since the time a test runs is spent in the libraries it
#    calls, which keep -O1. The Release builds keep their optimisation.
#
# The precompiled header is one per target, built with the target's own flags
# and definitions. ccache caches units that use it only with
# `sloppiness = pch_defines,time_macros` (README.md, "Tests: which tier when").
option(TRISGO_TEST_PCH "Precompile GoogleTest and the standard headers for the test binaries" ON)
if(TRISGO_SANITIZE)
  option(TRISGO_TEST_SOURCES_O0 "In the sanitizer build, compile the test binaries' own sources at -O0" ON)
endif()

function(trisgo_test_build target)
  if(TRISGO_TEST_PCH)
    target_precompile_headers(${target} PRIVATE
      <gtest/gtest.h> <algorithm> <cstdint> <filesystem> <fstream> <functional> <map> <optional> <set>
      <sstream> <string> <string_view> <vector>)
  endif()
  if(TRISGO_SANITIZE AND TRISGO_TEST_SOURCES_O0)
    # After the build type's -O1 on the command line, so it wins.
    target_compile_options(${target} PRIVATE -O0)
  endif()
endfunction()
