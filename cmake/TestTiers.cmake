# Test tiers (README.md "Tests: which tier when"). Every test carries the
# label of its folder and the labels of its tier:
#
#   quick     seconds each; at least one test of every library and every
#             vector file. `scripts/test.sh --quick` builds incrementally and
#             runs `ctest -L quick`. Every quick test is also in `full`.
#   full      the default set: what `scripts/test.sh` and CI run
#             (`ctest -L full`; plain `ctest` runs the same, since the
#             campaign tier is only registered on request).
#   campaign  long campaigns (tests again at TRISGO_LONG scale, fuzzing for
#             minutes, property shards); registered only with
#             -DTRISGO_CAMPAIGNS=ON, run by `scripts/test.sh --campaign`
#             and by the cluster jobs.
option(TRISGO_CAMPAIGNS "Register the campaign tier of long tests (ctest -L campaign)" OFF)

# trisgo_add_gtests(<target> LABEL <folder>
#                   [QUICK <gtest filter>]      the quick cases
#                   [CAMPAIGN <gtest filter>]   cases run again at TRISGO_LONG scale
#                   [CAMPAIGN_ENV <VAR=value>...]  (default TRISGO_LONG=1)
#                   [PROPERTIES <name> <value>...])
# Registers every case of a GoogleTest binary once in `full` (the QUICK ones
# also in `quick`) and, with TRISGO_CAMPAIGNS, the CAMPAIGN cases a second
# time as "campaign.<case>" with the campaign environment.
function(trisgo_add_gtests target)
  cmake_parse_arguments(A "" "LABEL;QUICK;CAMPAIGN" "CAMPAIGN_ENV;PROPERTIES" ${ARGN})
  if(NOT A_LABEL)
    message(FATAL_ERROR "trisgo_add_gtests(${target}): LABEL is required")
  endif()
  trisgo_test_build(${target})  # cmake/TestBuild.cmake
  # A list-valued property passes through several argument parsers of
  # CMake 3.25's GoogleTest module on its way into the generated test file
  # (gtest_discover_tests, the discovery script's, its add_command), each
  # eating a level of escaping: with fewer than these 13 backslashes "a;b"
  # becomes the label a and a property named b (found by trying; the test
  # every_test_has_a_tier fails if a label list comes out wrong).
  if(A_QUICK)
    gtest_discover_tests(${target} TEST_FILTER "${A_QUICK}" DISCOVERY_TIMEOUT 60 DISCOVERY_MODE PRE_TEST
                         PROPERTIES LABELS "${A_LABEL}\\\\\\\\\\\\\;full\\\\\\\\\\\\\;quick" ${A_PROPERTIES})
    gtest_discover_tests(${target} TEST_FILTER "-${A_QUICK}" DISCOVERY_TIMEOUT 60 DISCOVERY_MODE PRE_TEST
                         PROPERTIES LABELS "${A_LABEL}\\\\\\\\\\\\\;full" ${A_PROPERTIES})
  else()
    gtest_discover_tests(${target} DISCOVERY_TIMEOUT 60 DISCOVERY_MODE PRE_TEST PROPERTIES LABELS "${A_LABEL}\\\\\\\\\\\\\;full" ${A_PROPERTIES})
  endif()
  if(A_CAMPAIGN AND TRISGO_CAMPAIGNS)
    if(NOT A_CAMPAIGN_ENV)
      set(A_CAMPAIGN_ENV "TRISGO_LONG=1")
    endif()
    gtest_discover_tests(${target} TEST_FILTER "${A_CAMPAIGN}" TEST_PREFIX "campaign." DISCOVERY_TIMEOUT 60 DISCOVERY_MODE PRE_TEST
                         PROPERTIES LABELS "${A_LABEL}\\\\\\\\\\\\\;campaign" ENVIRONMENT "${A_CAMPAIGN_ENV}" TIMEOUT 7200)
  endif()
endfunction()

# trisgo_tier(<quick|full|campaign> <test>...): the tier labels of tests made
# with add_test() in the calling folder (their folder label set already).
# `quick` means quick and full.
function(trisgo_tier tier)
  if(tier STREQUAL "quick")
    set(add quick full)
  elseif(tier STREQUAL "full" OR tier STREQUAL "campaign")
    set(add ${tier})
  else()
    message(FATAL_ERROR "trisgo_tier: unknown tier '${tier}' (quick, full or campaign)")
  endif()
  foreach(t IN LISTS ARGN)
    get_test_property(${t} LABELS labels)
    if(NOT labels)
      set(labels "")
    endif()
    list(APPEND labels ${add})
    set_tests_properties(${t} PROPERTIES LABELS "${labels}")
  endforeach()
endfunction()
