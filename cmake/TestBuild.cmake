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

# In the sanitizer build, a few libraries at -O0 too (TRISGO_SANITIZE_GLUE_O0,
# on by default there): the cluster jobs, the bindings and the benchmarks'
# programs, whose tests spend their time in the libraries they call. At -O1
# under ASan and UBSan their units (nlohmann::json and pybind11 in most)
# took 180 of the build's 1,400 CPU-seconds; -O0 takes about 60 % of that.
# The command layer, GTP, the conformance runner, the texts and the
# explanations stay at -O1: at -O0 the tests that drive them (verify,
# fuzz_gtp, perft --descend, the traces) took 180 CPU-seconds more than the
# build saved.
if(TRISGO_SANITIZE)
  option(TRISGO_SANITIZE_GLUE_O0 "In the sanitizer build, compile the libraries around the engines at -O0" ON)
endif()

function(trisgo_sanitized_glue_at_o0)
  if(NOT (TRISGO_SANITIZE AND TRISGO_SANITIZE_GLUE_O0))
    return()
  endif()
  foreach(target IN LISTS ARGN)
    if(TARGET ${target})
      target_compile_options(${target} PRIVATE -O0)
    endif()
  endforeach()
endfunction()

# In the sanitizer build, the libraries whose units read nlohmann::json
# precompile it (TRISGO_SANITIZE_JSON_PCH, on by default there), with the
# standard headers it reads, templates instantiated in the header (clang's
# -fpch-instantiate-templates, which CMake adds): some 70 units include it,
# and parsing and instantiating it again was a quarter of each one's
# compile time (vocab/ruleset.cpp: 34 s without, 25 s with, under load).
# Only here: the quick tier's Release build compiles every library unit
# without a precompiled header, so a missing #include is still found there.
if(TRISGO_SANITIZE)
  option(TRISGO_SANITIZE_JSON_PCH "In the sanitizer build, precompile nlohmann::json for the libraries that use it" ON)
endif()

function(trisgo_sanitized_json_pch)
  if(NOT (TRISGO_SANITIZE AND TRISGO_SANITIZE_JSON_PCH))
    return()
  endif()
  foreach(target IN LISTS ARGN)
    target_precompile_headers(${target} PRIVATE <nlohmann/json.hpp>)
  endforeach()
endfunction()
