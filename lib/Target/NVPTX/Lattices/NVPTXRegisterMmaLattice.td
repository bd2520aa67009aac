//===- NVPTXRegisterMmaLattice.td - Warp MMA atom families -----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The families of the warp-level (register) MMA shapes the sm80.mma,
// sm80.sparse_mma and sm89.mma atoms take, from the PTX ISA's mma.sync and
// mma.sp tables: the A/B element types of a family (B may differ from A
// only where MixedInputs is set: integers and FP8), its accumulators and
// its K values (M = 16, N = 8; a sparse family's K is the dense K of its
// compressed A doubled), and the PTX ISA version its instructions need.
// The atom library reads them as a table (Atoms/Lattices.td); the
// instructions are LLVM 19's own and NVPTXMmaSync.td's. Plain data only;
// lists are "|"-joined. Position orders the families as the diagnostics
// list their types.
//
//===----------------------------------------------------------------------===//

#ifndef NVPTX_REGISTER_MMA_LATTICE_TD
#define NVPTX_REGISTER_MMA_LATTICE_TD

class RegisterMmaFamily<int position, string atom, string inputs,
                        bit mixedInputs, string accumulators, string ks,
                        int minPtx> {
  bits<8> Position = position;
  // The atom's mnemonic (AtomRegistry.def).
  string Atom = atom;
  string InputList = inputs;
  bit MixedInputs = mixedInputs;
  string AccumulatorList = accumulators;
  string KList = ks;
  // The PTX ISA version, times ten.
  bits<8> MinPTX = minPtx;
}

def : RegisterMmaFamily<0, "sm80.mma", "f16", 0, "f16|f32", "8|16", 70>;
def : RegisterMmaFamily<1, "sm80.mma", "bf16", 0, "f32", "8|16", 70>;
def : RegisterMmaFamily<2, "sm80.mma", "tf32", 0, "f32", "4|8", 70>;
def : RegisterMmaFamily<3, "sm80.mma", "s8|u8", 1, "s32", "16|32", 70>;
def : RegisterMmaFamily<4, "sm80.mma", "s4|u4", 1, "s32", "32|64", 70>;
def : RegisterMmaFamily<5, "sm80.sparse_mma", "f16", 0, "f16|f32", "16|32",
                        71>;
def : RegisterMmaFamily<6, "sm80.sparse_mma", "bf16", 0, "f32", "16|32", 71>;
def : RegisterMmaFamily<7, "sm80.sparse_mma", "tf32", 0, "f32", "8|16", 71>;
def : RegisterMmaFamily<8, "sm80.sparse_mma", "s8|u8", 1, "s32", "32|64",
                        71>;
def : RegisterMmaFamily<9, "sm80.sparse_mma", "s4|u4", 1, "s32", "64|128",
                        71>;
def : RegisterMmaFamily<10, "sm89.mma", "e4m3|e5m2", 1, "f32", "32", 84>;

#endif // NVPTX_REGISTER_MMA_LATTICE_TD
