//===- NVPTXAtomsVersion.cpp - Say who we are in --version ----------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// llc and opt print LLVM's version; this adds a line that names the extension
// and the git revision it was built from, so a bug report identifies the
// exact toolchain. Linked as an object file into both tools, its static
// initializer registers the printer before main() parses the command line.
//
//===----------------------------------------------------------------------===//

#include "NVPTXAtomsRevision.inc"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {
struct RegisterVersionPrinter {
  RegisterVersionPrinter() {
    cl::AddExtraVersionPrinter([](raw_ostream &OS) {
      OS << "  nvptx-atoms extension " << NVPTX_ATOMS_REVISION
         << " (NVPTX target of LLVM 19.1.7 with sm_100..sm_121f, PTX ISA "
            "8.6..9.0 and extended intrinsics)\n";
    });
  }
} Register;
} // namespace
