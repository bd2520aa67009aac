//===- NVPTXBlackwellTargets.td - SM 88, 10x-12x CPUs, PTX 8.6+ -*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Processors and PTX ISA features that LLVM 19.1.7 does not know, defined the
// way LLVM 22 defines them so that `.version`/`.target` agree with LLVM 22's
// llc for every CPU.
//
// FullSmVersion encodes the target variant in its last digit:
//   sm_NNN  -> NNN*10       base target
//   sm_NNNf -> NNN*10 + 2   family-specific: features shared by the family
//                           (sm_100f runs on sm_100 and sm_103, ...)
//   sm_NNNa -> NNN*10 + 3   architecture-specific: runs on exactly sm_NNN
// An `a` target implies the `f` features of its family. sm_90a (defined in
// NVPTX.td) uses the same encoding (903).
//
//===----------------------------------------------------------------------===//

foreach version = [86, 87, 88, 90] in
  def PTX#version : FeaturePTX<version>;

// sm_88 (no a or f variant), which LLVM 22 defines with PTX ISA 9.0.
def SM88 : FeatureSM<"88", 880>;
def : Proc<"sm_88", [SM88, PTX90]>;

// The default PTX version of each CPU is the one LLVM 22.1.8's llc prints
// when no -mattr=+ptxNN is given.
foreach target = [[100, 86, 88], [101, 86, 88], [103, 88, 88],
                  [110, 90, 90], [120, 87, 88], [121, 88, 88]] in {
  defvar sm = target[0];
  defvar BasePTX = !cast<FeaturePTX>("PTX" # target[1]);
  defvar FamilyPTX = !cast<FeaturePTX>("PTX" # target[2]);

  def SM#sm : FeatureSM<"" # sm, !mul(sm, 10)>;
  def SM#sm#f : FeatureSM<sm # "f", !add(!mul(sm, 10), 2)>;
  def SM#sm#a : FeatureSM<sm # "a", !add(!mul(sm, 10), 3)>;

  def : Proc<"sm_" # sm, [!cast<FeatureSM>("SM" # sm), BasePTX]>;
  def : Proc<"sm_" # sm # "a", [!cast<FeatureSM>("SM" # sm # "a"), BasePTX]>;
  def : Proc<"sm_" # sm # "f", [!cast<FeatureSM>("SM" # sm # "f"), FamilyPTX]>;
}
