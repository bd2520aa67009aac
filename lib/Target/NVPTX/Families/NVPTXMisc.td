//===- NVPTXMisc.td - ldmatrix b8, bfind, clamped funnel shifts -*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Overloaded NVVM intrinsics of LLVM 22 that LLVM 19 lacks, one row per
// mangled name LLVM 22's llc selects:
//
//  - ldmatrix's Blackwell forms, overloaded on the pointer: 16x16 matrices
//    of 8-bit elements (transposed), and 8x16 and 16x16 matrices of
//    6- and 4-bit elements unpacked to 8 bits (b8x16.b6x16_p32,
//    b8x16.b4x16_p64), from a generic (.p0) or shared (.p3) address;
//  - flo.{s,u} (bfind), overloaded on the operand (.i32, .i64);
//  - fshl.clamp and fshr.clamp (shf.{l,r}.clamp.b32), overloaded on the
//    type: LLVM 22 declares any integer type but selects only .i32;
//  - stmatrix (the 8x8 b16 and the transposed 16x8 b8 forms), overloaded on
//    the pointer (.p0, .p3).
//
// And two of LLVM's own intrinsics that LLVM 19's NVPTX does not select:
// llvm.stacksave and llvm.stackrestore (stacksave.u64/stackrestore.u64,
// as LLVM 22 selects them; Ext/NVPTXExtISel.cpp selects the nodes, the
// extended-intrinsic checks require their sm_52 and PTX ISA 7.3).
//
// The m8n8 b16 ldmatrix forms are LLVM 19's own intrinsics and not
// repeated. llvm.nvvm.internal.addrspace.wrap is not here: LLVM 22 creates
// it inside llc (NVPTXLowerArgs, for byval kernel parameters) and never
// writes it in IR (docs/ExtendedIntrinsics.md).
//
//===----------------------------------------------------------------------===//

//===----------------------------------------------------------------------===//
// stmatrix: registers -> 8x8 (b16) or 16x8 (transposed b8) matrices in
// shared memory, for a generic or a shared pointer.
//===----------------------------------------------------------------------===//

foreach Shape = [["m8n8", "b16", ""], ["m8n8", "b16", ".trans"],
                 ["m16n8", "b8", ".trans"]] in
foreach Num = [1, 2, 4] in
foreach Space = [["p0", "ptr", ""], ["p3", "ptr addrspace(3)", ".shared"]] in {
  defvar Trans = Shape[2];
  defvar Name = Shape[0] # ".x" # Num # Trans # "." # Shape[1];
  defvar Def = "STMATRIX_" # !toupper(Shape[0]) # "_X" # Num
               # !if(!empty(Trans), "", "_TRANS") # "_" # !toupper(Space[0]);
  defvar Ins = ExtIns<[ExtReg<Space[1] # " writeonly nocapture", Int64Regs,
                              "addr">,
                       ExtScalars<"i32", Int32Regs, Num, "r">]>;
  def "" # Def
      : NVPTXInst<(outs), Ins.Ins,
                 "stmatrix.sync.aligned." # Shape[0] # ".x" # Num # Trans
                 # Space[2] # "." # Shape[1] # " \t[$addr], "
                 # ExtList<"r", Num>.Asm # ";", []> {
    let hasSideEffects = true;
    let isConvergent = true;
  }
  def : NVPTXExtIntrinsic<"llvm.nvvm.stmatrix.sync.aligned." # Name # "."
                          # Space[0], "void " # Ins.Signature,
                          !cast<Instruction>(Def)> {
    let FnAttrs = "convergent nocallback nounwind memory(argmem: write)";
    // The 16x8 b8 form: the sm_100, sm_101, sm_110 and sm_120 families.
    let Targets = !if(!eq(Shape[0], "m16n8"), BlackwellFamilies.Targets,
                      "sm_90");
    let MinPTX = !if(!eq(Shape[0], "m16n8"), 86, 78);
  }
}


//===----------------------------------------------------------------------===//
// ldmatrix
//===----------------------------------------------------------------------===//

// One shape: the name in the intrinsic and PTX, whether it transposes, the
// element formats (the PTX type suffix, also the intrinsic's), the matrix
// counts and the registers each matrix fills per thread.
class LdmatrixShape<string name, bit trans, list<string> types,
                    list<int> counts, int regsPerMatrix> {
  string Name = name;
  bit Trans = trans;
  list<string> Types = types;
  list<int> Counts = counts;
  int RegsPerMatrix = regsPerMatrix;
}
defvar LdmatrixShapes = [
  LdmatrixShape<"m16n16", 1, ["b8", "b8x16.b4x16_p64", "b8x16.b6x16_p32"],
                [1, 2], 2>,
  LdmatrixShape<"m8n16", 0, ["b8x16.b4x16_p64", "b8x16.b6x16_p32"],
                [1, 2, 4], 1>,
];

// The mangled pointer types LLVM 22 selects, their IR types and the state
// space printed; a global (.p1) address is a selection failure there.
defvar LdmatrixSpaces = [["p0", "ptr", ""],
                         ["p3", "ptr addrspace(3)", ".shared"]];

// The targets: LLVM 22's hasLdStmatrixBlackwellSupport, BlackwellFamilies
// (NVPTXTargetSets.td) as for stmatrix.m16n8.
foreach Shape = LdmatrixShapes in
foreach Type = Shape.Types in
foreach Num = Shape.Counts in
foreach Space = LdmatrixSpaces in {
  defvar N = !mul(Num, Shape.RegsPerMatrix);
  defvar Trans = !if(Shape.Trans, ".trans", "");
  defvar Name = Shape.Name # ".x" # Num # Trans # "." # Type;
  defvar Def = "LDMATRIX_" # !toupper(!subst(".", "_", Name)) # "_"
               # !toupper(Space[0]);
  def "" # Def
      : NVPTXInst<!dag(outs, !listsplat(Int32Regs, N),
                       !foreach(i, !range(N), "d" # i)),
                  (ins Int64Regs:$addr),
                  "ldmatrix.sync.aligned." # Shape.Name # ".x" # Num # Trans
                  # Space[2] # "." # Type # " \t" # ExtList<"d", N>.Asm
                  # ", [$addr];", []> {
    // A warp-wide load: every thread takes part, and the result depends on
    // the other threads' addresses, so it must not be moved across
    // control flow; it only reads memory.
    let hasSideEffects = false;
    let mayLoad = true;
    let isConvergent = true;
  }
  def : NVPTXExtIntrinsic<"llvm.nvvm.ldmatrix.sync.aligned." # Name # "."
                          # Space[0],
                          !if(!eq(N, 1), "i32",
                              "{ " # !interleave(!listsplat("i32", N), ", ")
                              # " }")
                          # " (" # Space[1] # " readonly nocapture)",
                          !cast<Instruction>(Def)> {
    let FnAttrs = "convergent nocallback nounwind memory(argmem: read)";
    let Targets = BlackwellFamilies.Targets;
    let MinPTX = 86;
  }
}

//===----------------------------------------------------------------------===//
// bfind and clamped funnel shifts
//===----------------------------------------------------------------------===//

// flo's i1 immediate: `${op:shiftamt}` prints ".shiftamt" when it is set
// (the shift that moves the found bit to the top, not its position).
def MiscShiftAmt : Operand<i1> {
  let PrintMethod = "printConvertModifier";
}

defvar MiscAttrs =
    "nocallback nofree nosync nounwind speculatable willreturn memory(none)";

// These instructions are selected from the intrinsics in C++, without a
// pattern, so TableGen would assume side effects; like LLVM 22's they have
// none, and machine LICM, CSE and sinking may move and merge them.

// flo.s, flo.u: the most significant non-sign (s) or set (u) bit of an i32
// or i64, as an i32; bfind exists on every target (PTX ISA 2.0).
foreach Sign = ["s", "u"] in
foreach Width = [32, 64] in {
  defvar Regs = !cast<NVPTXRegClass>("Int" # Width # "Regs");
  defvar Def = "EXT_BFIND_" # !toupper(Sign) # Width;
  def "" # Def
      : NVPTXInst<(outs Int32Regs:$d), (ins Regs:$a, MiscShiftAmt:$shamt),
                  "bfind${shamt:shiftamt}." # Sign # Width # " \t$d, $a;", []> {
    let hasSideEffects = false;
  }
  def : NVPTXExtIntrinsic<"llvm.nvvm.flo." # Sign # ".i" # Width,
                          "i32 (i" # Width # ", i1 immarg)",
                          !cast<Instruction>(Def)> {
    let FnAttrs = MiscAttrs;
    let Targets = "sm_20";
    let MinPTX = 32;
  }
}

// fshl.clamp, fshr.clamp: the upper (l) or lower (r) 32 bits of the 64-bit
// concatenation of the first two operands (the first the upper half)
// shifted by the third, clamped to 32. shf takes the lower half first, so
// the two are swapped in the PTX. shf needs sm_32 and PTX ISA 3.1, which
// LLVM 22 does not check.
foreach Dir = ["l", "r"] in {
  defvar Def = "EXT_SHF_" # !toupper(Dir) # "_CLAMP";
  def "" # Def
      : NVPTXInst<(outs Int32Regs:$d),
                  (ins Int32Regs:$a, Int32Regs:$b, Int32Regs:$c),
                  "shf." # Dir # ".clamp.b32 \t$d, $b, $a, $c;", []> {
    let hasSideEffects = false;
  }
  def : NVPTXExtIntrinsic<"llvm.nvvm.fsh" # Dir # ".clamp.i32",
                          "i32 (i32, i32, i32)", !cast<Instruction>(Def)> {
    let FnAttrs = MiscAttrs;
    let Targets = "sm_32";
    let MinPTX = 32;
  }
}

//===----------------------------------------------------------------------===//
// llvm.stacksave / llvm.stackrestore: the stack pointer of the dynamic
// allocas (alloca.u64), saved and restored around them. Selected from the
// STACKSAVE and STACKRESTORE nodes by NVPTXExt::select, at the width of a
// generic pointer.
//===----------------------------------------------------------------------===//

let hasSideEffects = true in
foreach Width = [32, 64] in {
  defvar Regs = !cast<NVPTXRegClass>("Int" # Width # "Regs");
  def STACKSAVE_ # Width
      : NVPTXInst<(outs Regs:$ptr), (ins),
                  "stacksave.u" # Width # " \t$ptr;", []>;
  def STACKRESTORE_ # Width
      : NVPTXInst<(outs), (ins Regs:$ptr),
                  "stackrestore.u" # Width # " \t$ptr;", []>;
}
