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

# What the sanitizer build compiles otherwise (issue 34: the full tier in 25
# minutes on 2 cores); nothing here outside TRISGO_SANITIZE or with
# TRISGO_SANITIZE_BUILD_CUTS off.
#
#   trisgo_sanitizer_build_cuts(O0 <target>... JSON_PCH <target>...)
#
# O0: targets compiled at -O0: the cluster jobs, the bindings and the
# benchmarks' programs, whose tests spend their time in the libraries they
# call. At -O1 under ASan and UBSan their units (nlohmann::json and pybind11
# in most) took 180 of the build's 1,400 CPU-seconds; -O0 takes about 60 %
# of that. The command layer, GTP, the conformance runner, the texts and the
# explanations stay at -O1: at -O0 the tests that drive them (verify,
# fuzz_gtp, perft --descend, the traces) took 180 CPU-seconds more than the
# build saved.
#
# JSON_PCH: targets that precompile nlohmann::json, with the standard headers
# it reads and its templates instantiated in the header (clang's
# -fpch-instantiate-templates, which CMake adds): some 70 units include it,
# and parsing and instantiating it again was a quarter of each one's compile
# time (their units: 563 CPU-s without, 378 + 15 for the headers with). The
# quick tier's Release build compiles every library unit without a
# precompiled header, so a missing #include is still found there.
if(TRISGO_SANITIZE)
  option(TRISGO_SANITIZE_BUILD_CUTS "In the sanitizer build, compile a few targets at -O0 and precompile nlohmann::json" ON)
endif()

function(trisgo_sanitizer_build_cuts)
  if(NOT (TRISGO_SANITIZE AND TRISGO_SANITIZE_BUILD_CUTS))
    return()
  endif()
  cmake_parse_arguments(A "" "" "O0;JSON_PCH" ${ARGN})
  foreach(target IN LISTS A_O0)
    if(TARGET ${target})  # the Python module only with pybind11, the benchmarks only with BUILD_TESTING
      target_compile_options(${target} PRIVATE -O0)
    endif()
  endforeach()
  foreach(target IN LISTS A_JSON_PCH)
    target_precompile_headers(${target} PRIVATE <nlohmann/json.hpp>)
  endforeach()
endfunction()
