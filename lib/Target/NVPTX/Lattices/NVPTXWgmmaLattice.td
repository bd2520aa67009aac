//===- NVPTXWgmmaLattice.td - The wgmma.mma_async forms -------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Which wgmma.mma_async forms exist (sm_90a): the element types of A, B and
// the accumulator, the N values, modifiers, immediates and PTX version of
// each, and the LLVM 22 intrinsic that computes it. This is the one place
// that states the lattice. Two TableGen runs read it:
//  - the NVPTX target's (through NVPTXWgmma.td), which makes an instruction
//    and an extended-intrinsic row of every form;
//  - the atom library's (Atoms/Lattices.td), which makes a table of the
//    forms (Lattices.inc) that the sm90.mma verifier and lowering read.
// So this file holds plain data only: no target classes, no instructions.
//
// The lattice is PTX ISA 8.0's (mixed s8/u8 integer pairs: 8.4), confirmed
// against ptxas by utils/gen-wgmma-tests.py, which states it again on its
// own as the tests' oracle: every form below assembles and every other
// (type, N) combination is rejected.
//
//===----------------------------------------------------------------------===//

// An element type of A and B, by its PTX name and width.
class WgmmaElt<string ptx, int width> {
  string Ptx = ptx;
  int Bits = width;
}
def WgmmaF16 : WgmmaElt<"f16", 16>;
def WgmmaBF16 : WgmmaElt<"bf16", 16>;
def WgmmaTF32 : WgmmaElt<"tf32", 32>;
def WgmmaE4M3 : WgmmaElt<"e4m3", 8>;
def WgmmaE5M2 : WgmmaElt<"e5m2", 8>;
def WgmmaS8 : WgmmaElt<"s8", 8>;
def WgmmaU8 : WgmmaElt<"u8", 8>;
def WgmmaB1 : WgmmaElt<"b1", 1>;

// An accumulator (C/D) type: the IR type of one of its 32-bit registers and
// the bits one D element takes. m64nN holds 64*N elements over 128 threads,
// so a thread has N*Bits/64 registers.
class WgmmaAcc<string ptx, string irType, int width> {
  string Ptx = ptx;
  string IRType = irType;
  int Bits = width;
}
def WgmmaAccF16 : WgmmaAcc<"f16", "<2 x half>", 16>;
def WgmmaAccF32 : WgmmaAcc<"f32", "float", 32>;
def WgmmaAccS32 : WgmmaAcc<"s32", "i32", 32>;

// N: every multiple of 8 for floating-point inputs; for integer and b1
// inputs 8, 16, 24 and then every multiple of 16.
defvar WgmmaFloatN = !foreach(i, !range(1, 33), !mul(i, 8));
defvar WgmmaIntN = !listconcat([8, 16, 24],
                               !foreach(i, !range(2, 17), !mul(i, 16)));

// One family of the lattice: its accumulator types, (A, B) pairs, N values,
// which immediates it has (the two scales negate A and B; the transposes
// exist for 16-bit floating-point inputs only), the modifiers it comes in,
// and its PTX version.
class WgmmaFamily<list<WgmmaAcc> accs, list<list<WgmmaElt>> pairs,
                  list<int> ns, bit hasScale, bit hasTranspose,
                  list<string> modifiers, int minPTX> {
  list<WgmmaAcc> Accs = accs;
  list<list<WgmmaElt>> Pairs = pairs;
  list<int> Ns = ns;
  bit HasScale = hasScale;
  bit HasTranspose = hasTranspose;
  list<string> Modifiers = modifiers;
  int MinPTX = minPTX;
}

defvar WgmmaFamilies = [
  WgmmaFamily<[WgmmaAccF16, WgmmaAccF32], [[WgmmaF16, WgmmaF16]],
              WgmmaFloatN, 1, 1, [""], 80>,
  WgmmaFamily<[WgmmaAccF32], [[WgmmaBF16, WgmmaBF16]],
              WgmmaFloatN, 1, 1, [""], 80>,
  WgmmaFamily<[WgmmaAccF32], [[WgmmaTF32, WgmmaTF32]],
              WgmmaFloatN, 1, 0, [""], 80>,
  WgmmaFamily<[WgmmaAccF16, WgmmaAccF32],
              [[WgmmaE4M3, WgmmaE4M3], [WgmmaE4M3, WgmmaE5M2],
               [WgmmaE5M2, WgmmaE4M3], [WgmmaE5M2, WgmmaE5M2]],
              WgmmaFloatN, 1, 0, [""], 80>,
  WgmmaFamily<[WgmmaAccS32], [[WgmmaS8, WgmmaS8], [WgmmaU8, WgmmaU8]],
              WgmmaIntN, 0, 0, ["", "satfinite"], 80>,
  WgmmaFamily<[WgmmaAccS32], [[WgmmaS8, WgmmaU8], [WgmmaU8, WgmmaS8]],
              WgmmaIntN, 0, 0, ["", "satfinite"], 84>,
  WgmmaFamily<[WgmmaAccS32], [[WgmmaB1, WgmmaB1]],
              WgmmaIntN, 0, 0, ["and.popc"], 80>,
];

// One form: a family member with its accumulator, pair, N and modifier.
// A and B come from shared memory (ss) or A from registers (rs); both
// variants share the form. The fields of the table the atom library reads
// are TableGen bits and strings (what -gen-searchable-tables emits).
class WgmmaForm<WgmmaFamily family, WgmmaAcc acc, list<WgmmaElt> ab, int n,
                string modifier> {
  WgmmaFamily Family = family;
  WgmmaAcc AccType = acc;
  WgmmaElt AType = ab[0];
  WgmmaElt BType = ab[1];
  int NValue = n;
  int KValue = !div(256, AType.Bits);
  int Accumulators = !div(!mul(n, acc.Bits), 64);

  string Acc = acc.Ptx;
  string A = AType.Ptx;
  string B = BType.Ptx;
  bits<16> N = n;
  bits<16> K = KValue;
  string Modifier = modifier;
  bit HasScale = family.HasScale;
  bit HasTranspose = family.HasTranspose;
  bits<8> MinPTX = family.MinPTX;

  // The PTX shape and types, and the LLVM 22 intrinsics:
  // llvm.nvvm.wgmma.mma_async.{ss,rs}.SHAPE[.satfinite].D.A.B[.and.popc].
  string Shape = "m64n" # n # "k" # KValue;
  string Types = acc.Ptx # "." # A # "." # B;
  defvar Tail = Shape # !if(!eq(modifier, "satfinite"), ".satfinite", "")
      # "." # Types # !if(!eq(modifier, "and.popc"), ".and.popc", "");
  string SharedIntrinsic = "llvm.nvvm.wgmma.mma_async.ss." # Tail;
  string RegisterIntrinsic = "llvm.nvvm.wgmma.mma_async.rs." # Tail;
}

// The name of a form's record, e.g. WgmmaForm_M64N128K16_F32_F16_F16 or
// WgmmaForm_M64N8K32_S32_S8_S8_SATFINITE.
// NVPTXWgmma.td finds a form by this name.
class WgmmaFormName<WgmmaAcc acc, list<WgmmaElt> ab, int n, string modifier> {
  string Name = "WgmmaForm_" # !toupper("M64N" # n # "K" # !div(256, ab[0].Bits)
      # "_" # acc.Ptx # "_" # ab[0].Ptx # "_" # ab[1].Ptx
      # !if(!empty(modifier), "", "_" # !subst(".", "_", modifier)));
}

foreach F = WgmmaFamilies in
foreach Acc = F.Accs in
foreach AB = F.Pairs in
foreach N = F.Ns in
foreach Modifier = F.Modifiers in
def "" # WgmmaFormName<Acc, AB, N, Modifier>.Name
    : WgmmaForm<F, Acc, AB, N, Modifier>;
