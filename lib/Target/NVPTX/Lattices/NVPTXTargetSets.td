//===- NVPTXTargetSets.td - Target lists shared by families ---*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The target lists more than one intrinsic family uses, each named once:
// rows refer to a set (`let Targets = Tcgen05Family.Targets`) rather than
// spelling its entries again. The syntax is NVPTXExtIntrinsic's Targets
// (sm_NN, sm_NNa, sm_NNf, each optionally @ptxMM); what an entry admits is
// cute_nvgpu::Target::provides (Atoms/AtomRegistry.h), the one C++ model
// of targets that the intrinsic checks and the atoms' tier gate share.
//
//===----------------------------------------------------------------------===//

class NVPTXTargetSet<string targets> {
  string Targets = targets;
}

// The architecture- and family-specific targets of the sm_100 family, of
// sm_101 and of sm_110 (LLVM 22's hasTcgen05Instructions): tcgen05, and
// TMA loads with a cta_group. PTX ISA 8.6 on the arch-specific targets,
// 8.8 on the family-specific ones (which appeared then), 9.0 for sm_110f
// (sm_101 renamed).
def Tcgen05Family
    : NVPTXTargetSet<"sm_100a@ptx86, sm_101a@ptx86, sm_100f@ptx88, "
                     # "sm_101f@ptx88, sm_110f@ptx90">;

// Only the architecture-specific targets of the same SM versions, sm_103a
// included.
def Tcgen05Arch
    : NVPTXTargetSet<"sm_100a@ptx86, sm_101a@ptx86, sm_103a@ptx88, "
                     # "sm_110a@ptx90">;

// The architecture- and family-specific targets of the sm_100, sm_101,
// sm_110 and sm_120 families: stmatrix m16n8 b8, the ldmatrix b8 shapes and
// the multicast clusterlaunchcontrol.try_cancel.
def BlackwellFamilies
    : NVPTXTargetSet<"sm_100a@ptx86, sm_101a@ptx86, sm_120a@ptx86, "
                     # "sm_100f@ptx88, sm_101f@ptx88, sm_120f@ptx88, "
                     # "sm_110f@ptx90">;

// The architecture- and family-specific targets of the sm_120 family, from
// PTX ISA 8.7 (sm_120a) and 8.8 (the family-specific targets, and sm_121a):
// the block-scaled and kind::f8f6f4 warp MMA.
def Sm120Family : NVPTXTargetSet<"sm_120a@ptx87, sm_120f@ptx88">;
