# What `cmake --install` puts where (issue 32), for programs that use the
# rules from their own code (docs/engine-developers.md):
#   bin/trisgo                               the command
#   lib/libtrisgo_*.a                        the libraries (static, as the project builds them)
#   include/trisgo/trisgo.h                  the C API (bindings/c/)
#   include/trisgo/<folder>/*.h              the C++ headers, included as "vocab/board.h"
#   lib/cmake/trisgo/                        the CMake package: find_package(trisgo CONFIG)
#                                            gives trisgo::trisgo (everything) and one
#                                            target per library (trisgo::vocab, trisgo::optimized, ...)
#   lib/pkgconfig/trisgo.pc                  the same for pkg-config (every library, C or C++)
#   the Python module                        bindings/python/CMakeLists.txt
# A library added to the project joins TRISGO_INSTALLED_LIBRARIES (in link
# order: a library before the ones it uses) and its folder TRISGO_HEADER_FOLDERS.
include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

set(TRISGO_INSTALLED_LIBRARIES
    trisgo_c trisgo_analysis trisgo_evaluate trisgo_search trisgo_cluster trisgo_audit trisgo_conformance trisgo_explain trisgo_gtp trisgo_shrink trisgo_text
    trisgo_reference trisgo_optimized trisgo_vocab)
set(TRISGO_HEADER_FOLDERS vocab text reference optimized conformance gtp explain audit evaluate search cluster shrink analysis bindings/c)

# trisgo::trisgo: every library at once.
add_library(trisgo_everything INTERFACE)
target_link_libraries(trisgo_everything INTERFACE ${TRISGO_INSTALLED_LIBRARIES})
set_target_properties(trisgo_everything PROPERTIES EXPORT_NAME trisgo)
foreach(library IN LISTS TRISGO_INSTALLED_LIBRARIES)
  string(REPLACE "trisgo_" "" short ${library})
  set_target_properties(${library} PROPERTIES EXPORT_NAME ${short})
endforeach()

install(TARGETS trisgo RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
# Bash completion, where bash-completion looks for it (cli/completion/trisgo.bash).
install(FILES ${PROJECT_SOURCE_DIR}/cli/completion/trisgo.bash
        DESTINATION ${CMAKE_INSTALL_DATAROOTDIR}/bash-completion/completions RENAME trisgo)
# The manual page (cli/CMakeLists.txt makes it when Python 3 is found).
if(TRISGO_MAN_PAGE)
  install(FILES ${TRISGO_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()
install(TARGETS ${TRISGO_INSTALLED_LIBRARIES} trisgo_everything EXPORT trisgoTargets
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
foreach(folder IN LISTS TRISGO_HEADER_FOLDERS)
  install(DIRECTORY ${PROJECT_SOURCE_DIR}/${folder}/ DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/trisgo/${folder}
          FILES_MATCHING PATTERN "*.h" PATTERN "tests" EXCLUDE PATTERN "include" EXCLUDE)
endforeach()
install(FILES ${PROJECT_SOURCE_DIR}/bindings/c/include/trisgo/trisgo.h DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/trisgo)

set(TRISGO_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/trisgo)
install(EXPORT trisgoTargets NAMESPACE trisgo:: DESTINATION ${TRISGO_CMAKE_DIR})
configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/install/trisgoConfig.cmake.in
                              ${CMAKE_CURRENT_BINARY_DIR}/trisgoConfig.cmake INSTALL_DESTINATION ${TRISGO_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_CURRENT_BINARY_DIR}/trisgoConfigVersion.cmake
                                 COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/trisgoConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/trisgoConfigVersion.cmake
        DESTINATION ${TRISGO_CMAKE_DIR})

# pkg-config: -l for every library in link order, then what they use.
set(TRISGO_PC_LIBS "")
foreach(library IN LISTS TRISGO_INSTALLED_LIBRARIES)
  string(APPEND TRISGO_PC_LIBS " -l${library}")
endforeach()
# The prefix relative to the .pc file (../.. from lib/pkgconfig), so the tree
# can be installed anywhere (--prefix) and moved.
file(RELATIVE_PATH TRISGO_PC_UP /root/${CMAKE_INSTALL_LIBDIR}/pkgconfig /root)
configure_file(${CMAKE_CURRENT_LIST_DIR}/install/trisgo.pc.in ${CMAKE_CURRENT_BINARY_DIR}/trisgo.pc @ONLY)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/trisgo.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)

# The tests, with BUILD_TESTING only: the installed tree into a temporary
# prefix, from this build's libraries, and two consumers built against it
# (cmake/install/consumer_test.sh).
if(NOT BUILD_TESTING)
  return()
endif()
set(TRISGO_CONSUMER_FLAGS "")
if(TRISGO_SANITIZE)
  set(TRISGO_CONSUMER_FLAGS "-fsanitize=address,undefined")
endif()
add_test(NAME install_consumers
         COMMAND bash ${CMAKE_CURRENT_LIST_DIR}/install/consumer_test.sh ${CMAKE_BINARY_DIR}
                 ${CMAKE_CURRENT_BINARY_DIR}/install-test ${CMAKE_COMMAND} ${CMAKE_C_COMPILER} ${CMAKE_CXX_COMPILER}
                 "${TRISGO_CONSUMER_FLAGS}")
set_tests_properties(install_consumers PROPERTIES LABELS bindings TIMEOUT 300)
trisgo_tier(full install_consumers)
