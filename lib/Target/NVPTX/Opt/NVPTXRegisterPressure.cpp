//===- NVPTXRegisterPressure.cpp - Pressure as LLVM 22 counts it ----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// MachineSink and MachineLICM ask TargetRegisterInfo which pressure sets a
// virtual register's class adds to, and how much pressure a set takes,
// before they lengthen a live range. NVPTX's registers are virtual, so both
// answers are a model, and LLVM 19's and LLVM 22's differ:
//
//  - LLVM 19 keeps f32 and f64 values in classes of their own (Float32Regs,
//    Float64Regs) with pressure sets of their own; LLVM 22 has one class of
//    32-bit and one of 64-bit registers, whatever their type. An f32 value
//    counted in a set of its own sees pressure 0 wherever the live integers
//    are, so MachineSink moved FlashMLA's 63-fadd sum of exponentials out of
//    a loop's header into its latch, past the tcgen05.ld and the barrier
//    waits there: all 64 exponentials stayed live across them and ptxas
//    spilled (sm_100a, 280/484 bytes of spill stores/loads; LLVM 22 4/4).
//  - LLVM 22's MachineSink takes a set's limit from RegisterClassInfo, which
//    leaves out reserved registers: the two frame registers (%SP, %SPL) of
//    the 32- and 64-bit classes. LLVM 19's asks TargetRegisterInfo, whose
//    limit counts them.
//
// So f32 and f64 registers count in the 32- and 64-bit integer sets (as
// well as in their own), and those sets' limits leave out the frame
// registers. (The machine scheduler, off unless -enable-misched, takes the
// frame registers out once more: its limit comes from RegisterClassInfo.)
// Counting the floats alone or lowering the limits alone changes nothing on
// that kernel; the two together give LLVM 22's 4/4.
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXMCTargetDesc.h"
#include "NVPTXRegisterInfo.h"
#include <vector>

using namespace llvm;

// The sets of \p Own followed by those of \p Integer, -1 terminated. Own's
// sets stay: RegisterClassInfo::computePSetLimit (the machine scheduler's)
// looks for a class that counts in each set and cannot do without one.
static std::vector<int> withIntegerSets(const int *Own, const int *Integer) {
  std::vector<int> Sets;
  for (; *Own != -1; ++Own)
    Sets.push_back(*Own);
  for (; *Integer != -1; ++Integer)
    Sets.push_back(*Integer);
  Sets.push_back(-1);
  return Sets;
}

const int *NVPTXRegisterInfo::getRegClassPressureSets(
    const TargetRegisterClass *RC) const {
  if (RC == &NVPTX::Float32RegsRegClass) {
    static const std::vector<int> Sets =
        withIntegerSets(NVPTXGenRegisterInfo::getRegClassPressureSets(RC),
                        NVPTXGenRegisterInfo::getRegClassPressureSets(
                            &NVPTX::Int32RegsRegClass));
    return Sets.data();
  }
  if (RC == &NVPTX::Float64RegsRegClass) {
    static const std::vector<int> Sets =
        withIntegerSets(NVPTXGenRegisterInfo::getRegClassPressureSets(RC),
                        NVPTXGenRegisterInfo::getRegClassPressureSets(
                            &NVPTX::Int64RegsRegClass));
    return Sets.data();
  }
  return NVPTXGenRegisterInfo::getRegClassPressureSets(RC);
}

unsigned NVPTXRegisterInfo::getRegPressureSetLimit(const MachineFunction &MF,
                                                   unsigned Idx) const {
  unsigned Limit = NVPTXGenRegisterInfo::getRegPressureSetLimit(MF, Idx);
  // The frame registers of each class: VRFrame32 and VRFrameLocal32 in
  // Int32Regs, VRFrame64 and VRFrameLocal64 in Int64Regs (getReservedRegs).
  constexpr unsigned FrameRegisters = 2;
  if ((Idx == NVPTX::Int32Regs || Idx == NVPTX::Int64Regs) &&
      Limit > FrameRegisters)
    return Limit - FrameRegisters;
  return Limit;
}
