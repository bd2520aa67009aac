#===-- cmake/Install.cmake - make install, the NVPTXAtoms package --------===#
#
# What `cmake --install` (`make install PREFIX=...`) puts under the prefix:
#
#   bin/nvptx-atoms-llc, bin/nvptx-atoms-opt   llc and opt with the extension
#                                              (named so that they cannot
#                                              clash with Debian's llc/opt)
#   bin/cute-nvgpu-atoms                       the atom-layer inspector
#   lib/libNVPTXAtomsCodeGen.a                 the patched NVPTX target with
#                                              the extension (in-process use)
#   lib/libNVPTXAtomsCore.a                    the atom layer
#   lib/libNVPTXAtomsIRParser.a                LLVM 19's IR parser and
#                                              reader, patched to read the
#                                              IR LLVM 22 writes
#   include/nvptx-atoms/*.h, *.def             the atom layer's headers (not
#                                              the private *Internal.h ones)
#   lib/cmake/NVPTXAtoms/                      find_package(NVPTXAtoms):
#                                              NVPTXAtoms::NVPTXAtomsCodeGen,
#                                              NVPTXAtoms::NVPTXAtomsCore and
#                                              NVPTXAtoms::NVPTXAtomsIRParser
#   share/doc/nvptx-atoms/                     README and docs/
#
# CMake records every installed file in install_manifest.txt in the build
# directory; `make uninstall` removes them.
#
#===----------------------------------------------------------------------===#

include(GNUInstallDirs)
include(CMakePackageConfigHelpers)

foreach(tool llc opt)
  install(PROGRAMS "$<TARGET_FILE:nvptx-atoms-${tool}>"
          DESTINATION "${CMAKE_INSTALL_BINDIR}" RENAME "nvptx-atoms-${tool}")
endforeach()
install(TARGETS cute-nvgpu-atoms RUNTIME DESTINATION "${CMAKE_INSTALL_BINDIR}")

install(TARGETS NVPTXAtomsCodeGen NVPTXAtomsCore NVPTXAtomsIRParser
        EXPORT NVPTXAtomsTargets
        ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/lib/Target/NVPTX/Atoms/"
        DESTINATION "${CMAKE_INSTALL_INCLUDEDIR}/nvptx-atoms"
        FILES_MATCHING PATTERN "*.h" PATTERN "*.def"
        PATTERN "*Internal.h" EXCLUDE)

set(package_dir "${CMAKE_INSTALL_LIBDIR}/cmake/NVPTXAtoms")
install(EXPORT NVPTXAtomsTargets NAMESPACE NVPTXAtoms::
        DESTINATION "${package_dir}")
configure_package_config_file(
  "${PROJECT_SOURCE_DIR}/cmake/NVPTXAtomsConfig.cmake.in"
  "${PROJECT_BINARY_DIR}/NVPTXAtomsConfig.cmake"
  INSTALL_DESTINATION "${package_dir}")
install(FILES "${PROJECT_BINARY_DIR}/NVPTXAtomsConfig.cmake"
        DESTINATION "${package_dir}")

install(FILES "${PROJECT_SOURCE_DIR}/README.md"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")
install(DIRECTORY "${PROJECT_SOURCE_DIR}/docs/"
        DESTINATION "${CMAKE_INSTALL_DOCDIR}")
