//===- NVPTXTcgen05Lattice.td - tcgen05 shapes, collectors ----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The shapes of tcgen05.ld/st (tensor memory <-> registers) and tcgen05.cp
// (shared memory -> tensor memory), cp's decompressions, and the collector
// usages and buffers of tcgen05.mma, stated once. NVPTXTcgen05.td makes the
// instructions, intrinsic rows and printer tables of them; the atom library
// reads them as tables (Atoms/Lattices.td) to check and lower the
// tmem_load, tmem_store and s2t_copy atoms and the sm100 MMA atoms'
// collector. Plain data only. (tcgen05.mma's kinds are
// NVPTXMmaKindLattice.td's.)
//
// Position orders each list as the PTX ISA does; the atoms' diagnostics
// list the choices in that order.
//
//===----------------------------------------------------------------------===//

// A tcgen05.ld/st shape and how many 32-bit registers one repetition (.x1)
// takes per thread; the repetitions go from 1 up to 128 registers.
class Tcgen05LdStShape<int position, string name, int regs> {
  bits<8> Position = position;
  string Name = name;
  bits<8> RegistersPerRep = regs;
  // 16x32bx2 addresses its second half by an immediate column offset.
  bit HasOffset = !eq(name, "16x32bx2");
}
def Tcgen05LdSt32x32b : Tcgen05LdStShape<0, "32x32b", 1>;
def Tcgen05LdSt16x64b : Tcgen05LdStShape<1, "16x64b", 1>;
def Tcgen05LdSt16x128b : Tcgen05LdStShape<2, "16x128b", 2>;
def Tcgen05LdSt16x256b : Tcgen05LdStShape<3, "16x256b", 4>;
def Tcgen05LdSt16x32bx2 : Tcgen05LdStShape<4, "16x32bx2", 1>;
defvar Tcgen05LdStShapes = [Tcgen05LdSt16x64b, Tcgen05LdSt16x128b,
                            Tcgen05LdSt16x256b, Tcgen05LdSt32x32b,
                            Tcgen05LdSt16x32bx2];

// A tcgen05.cp shape: its intrinsic-name spelling and its PTX spelling.
class Tcgen05CpShape<int position, string name, string ptx> {
  bits<8> Position = position;
  string Name = name;
  string Ptx = ptx;
}
def Tcgen05Cp128x256b : Tcgen05CpShape<0, "128x256b", "128x256b">;
def Tcgen05Cp4x256b : Tcgen05CpShape<1, "4x256b", "4x256b">;
def Tcgen05Cp128x128b : Tcgen05CpShape<2, "128x128b", "128x128b">;
def Tcgen05Cp64x128bWarpx2_02_13
    : Tcgen05CpShape<3, "64x128b_warpx2_02_13", "64x128b.warpx2::02_13">;
def Tcgen05Cp64x128bWarpx2_01_23
    : Tcgen05CpShape<4, "64x128b_warpx2_01_23", "64x128b.warpx2::01_23">;
def Tcgen05Cp32x128bWarpx4
    : Tcgen05CpShape<5, "32x128b_warpx4", "32x128b.warpx4">;
defvar Tcgen05CpShapes = [Tcgen05Cp128x256b, Tcgen05Cp4x256b,
                          Tcgen05Cp128x128b, Tcgen05Cp64x128bWarpx2_02_13,
                          Tcgen05Cp64x128bWarpx2_01_23, Tcgen05Cp32x128bWarpx4];

// A decompression tcgen05.cp can apply: 16 elements of 6 or 4 bits, padded,
// to 16 bytes.
class Tcgen05CpDecompress<int position, string name> {
  bits<8> Position = position;
  string Name = name;
}
def Tcgen05CpB6x16P32 : Tcgen05CpDecompress<0, "b6x16_p32">;
def Tcgen05CpB4x16P64 : Tcgen05CpDecompress<1, "b4x16_p64">;
defvar Tcgen05CpDecompressions = [Tcgen05CpB6x16P32, Tcgen05CpB4x16P64];

// A usage of tcgen05.mma's collector buffer (`.collector::a::NAME`, and the
// weight-stationary forms' `.collector::bN::NAME`); the `collector`
// immediate of LLVM 22's tcgen05.mma intrinsics is its Position.
class Tcgen05CollectorUsage<int position, string name> {
  bits<8> Position = position;
  string Name = name;
  // Whether the .ashift forms take it.
  bit WithAShift = false;
}
def Tcgen05CollectorDiscard : Tcgen05CollectorUsage<0, "discard"> {
  let WithAShift = true;
}
def Tcgen05CollectorLastUse : Tcgen05CollectorUsage<1, "lastuse"> {
  let WithAShift = true;
}
def Tcgen05CollectorFill : Tcgen05CollectorUsage<2, "fill">;
def Tcgen05CollectorUse : Tcgen05CollectorUsage<3, "use">;
defvar Tcgen05CollectorUsages = [Tcgen05CollectorDiscard,
                                 Tcgen05CollectorLastUse, Tcgen05CollectorFill,
                                 Tcgen05CollectorUse];

// A collector buffer of the weight-stationary tcgen05.mma.ws
// (`.collector::NAME::`); the `buffer` immediate is its Position.
class Tcgen05CollectorBuffer<int position> {
  bits<8> Position = position;
  string Name = "b" # position;
}
def Tcgen05CollectorB0 : Tcgen05CollectorBuffer<0>;
def Tcgen05CollectorB1 : Tcgen05CollectorBuffer<1>;
def Tcgen05CollectorB2 : Tcgen05CollectorBuffer<2>;
def Tcgen05CollectorB3 : Tcgen05CollectorBuffer<3>;
defvar Tcgen05CollectorBuffers = [Tcgen05CollectorB0, Tcgen05CollectorB1,
                                  Tcgen05CollectorB2, Tcgen05CollectorB3];
