//===- NVPTXConvert.td - Conversions and scalar arithmetic -----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The scalar NVVM intrinsics LLVM 22 added after LLVM 19, with LLVM 22's
// names, signatures, attributes and PTX spellings:
//
//  - conversions: f32 to f16, bf16 and tf32 with the rounding, relu and
//    satfinite forms LLVM 19 lacks; pairs of f32 to packed f16x2/bf16x2
//    (with the stochastic rounding .rs) and to the 8-, 6- and 4-bit float
//    formats and the ue8m0 scale format; four f32 to four 8-, 6- or 4-bit
//    values with stochastic rounding; those formats back to f16x2/bf16x2;
//  - arithmetic: f32 add and fma that saturate to [0, 1] in each rounding
//    mode, the full-range f32 division, the integer dot products dp4a and
//    dp2a, bmsk, szext and the prmt modes.
//
// Every one of them is a pure function of its operands (LLVM 22 gives all
// but div.full `speculatable`), so the instructions have no side effects
// and the scheduler may move them freely.
//
// The modifiers of a conversion are part of the intrinsic's name, so each
// intrinsic is one MachineInstr with the modifiers in its spelling; the
// lattices are written once, as foreach over the lists below. The targets
// are LLVM 22's (found by asking its llc for every intrinsic on every CPU
// and PTX ISA version), except where CUDA 13's ptxas rejects what LLVM 22
// prints (see CvtReluTargets).
//
//===----------------------------------------------------------------------===//

defvar CvtAttrs =
    "nocallback nofree nosync nounwind speculatable willreturn memory(none)";
// div.full: LLVM 22 does not mark it speculatable.
defvar CvtDivAttrs = "nocallback nofree nosync nounwind willreturn memory(none)";

class CVT_INST<dag outs, dag ins, string asm>
    : NVPTXInst<outs, ins, asm, []> {
  // Pure: nothing orders these instructions but their operands.
  let hasSideEffects = false;
}

// dp2a's i1 immediate, printed as the half it selects: `${op:hilo}` is
// ".hi" when it is set and ".lo" when not (printConvertModifier).
def ConvertHalf : Operand<i1> {
  let PrintMethod = "printConvertModifier";
}

// Who has an intrinsic: a Targets field and the PTX ISA version it needs
// where an entry names none (see NVPTXExtIntrinsic).
class ConvertTargets<string targets, int ptx> {
  string Targets = targets;
  int MinPTX = ptx;
}

// Every target (LLVM 22 puts no requirement on these).
def CvtAnyTargets : ConvertTargets<"sm_20", 32>;
// dp4a and dp2a: sm_61, PTX ISA 5.0.
def CvtDotTargets : ConvertTargets<"sm_61", 50>;
// bmsk and szext: sm_70, PTX ISA 7.6.
def CvtBitTargets : ConvertTargets<"sm_70", 76>;
// f2f16 with .relu (no .satfinite). LLVM 22 selects it on every target and
// PTX ISA version; ptxas rejects .relu on an f16 cvt below sm_80 ("Modifier
// '.relu' requires .target sm_80 or higher") and PTX ISA 7.0 ("Feature
// '.relu' requires PTX ISA .version 7.0 or later"), so it needs both here.
def CvtReluTargets : ConvertTargets<"sm_80", 70>;
// The .satfinite forms of f32 to f16, bf16, f16x2, bf16x2, and
// f2tf32.rna.satfinite: sm_80, PTX ISA 8.1.
def CvtSatfiniteTargets : ConvertTargets<"sm_80", 81>;
// f2tf32 .rn/.rz (with .relu): sm_90, PTX ISA 7.8.
def CvtTf32Targets : ConvertTargets<"sm_90", 78>;
// f2tf32 .rn/.rz .satfinite: sm_100, PTX ISA 8.6.
def CvtTf32SatTargets : ConvertTargets<"sm_100", 86>;
// The 8-bit float formats e4m3 and e5m2: sm_89 from PTX ISA 8.1, sm_90
// and later from 7.8.
def CvtFp8Targets : ConvertTargets<"sm_89@ptx81, sm_90@ptx78", 78>;
// The 6- and 4-bit float formats and ue8m0: the family-specific features
// of the sm_100, sm_101, sm_110 and sm_120 families (sm_100a/f, sm_103a/f,
// sm_101a/f, sm_110a/f, sm_120a/f, sm_121a/f), from the PTX ISA version
// each family's first targets came with.
def CvtNarrowTargets
    : ConvertTargets<"sm_100f@ptx86, sm_101f@ptx86, sm_110f@ptx90, "
                     # "sm_120f@ptx87", 86>;
// Stochastic rounding (.rs): sm_100a and sm_103a only, PTX ISA 8.7.
def CvtRsTargets : ConvertTargets<"sm_100a@ptx87, sm_103a@ptx88", 87>;

class ConvertRow<string name, string signature, Instruction inst,
                 ConvertTargets targets, string attrs = CvtAttrs>
    : NVPTXExtIntrinsic<name, signature, inst> {
  let FnAttrs = attrs;
  let Targets = targets.Targets;
  let MinPTX = targets.MinPTX;
}

// Name and PTX suffixes of a flag.
class CvtFlag<bit on, string suffix> {
  string S = !if(on, suffix, "");
}

//===----------------------------------------------------------------------===//
// f32 arithmetic: add and fma saturated to [0, 1], div.full
//===----------------------------------------------------------------------===//

// The intrinsic says `.ftz.sat`; PTX spells add `.sat.ftz` and fma
// `.ftz.sat`, as LLVM 22 prints them.
foreach Rnd = ["rn", "rz", "rm", "rp"] in
foreach Ftz = [0, 1] in {
  defvar F = CvtFlag<Ftz, ".ftz">.S;
  defvar Suffix = !toupper(Rnd) # !if(Ftz, "_FTZ", "");
  def ADD_SAT_F32_ # Suffix
      : CVT_INST<(outs Float32Regs:$d), (ins Float32Regs:$a, Float32Regs:$b),
                 "add." # Rnd # ".sat" # F # ".f32 \t$d, $a, $b;">;
  def : ConvertRow<"llvm.nvvm.add." # Rnd # F # ".sat.f",
                   "float (float, float)",
                   !cast<Instruction>("ADD_SAT_F32_" # Suffix), CvtAnyTargets>;
  def FMA_SAT_F32_ # Suffix
      : CVT_INST<(outs Float32Regs:$d),
                 (ins Float32Regs:$a, Float32Regs:$b, Float32Regs:$c),
                 "fma." # Rnd # F # ".sat.f32 \t$d, $a, $b, $c;">;
  def : ConvertRow<"llvm.nvvm.fma." # Rnd # F # ".sat.f",
                   "float (float, float, float)",
                   !cast<Instruction>("FMA_SAT_F32_" # Suffix), CvtAnyTargets>;
}

foreach Ftz = [0, 1] in {
  defvar F = CvtFlag<Ftz, ".ftz">.S;
  def DIV_FULL_ # !if(Ftz, "FTZ_F32", "F32")
      : CVT_INST<(outs Float32Regs:$d), (ins Float32Regs:$a, Float32Regs:$b),
                 "div.full" # F # ".f32 \t$d, $a, $b;">;
  def : ConvertRow<"llvm.nvvm.div.full" # F, "float (float, float)",
                   !cast<Instruction>("DIV_FULL_" # !if(Ftz, "FTZ_F32", "F32")),
                   CvtAnyTargets, CvtDivAttrs>;
}

//===----------------------------------------------------------------------===//
// Integer arithmetic: dp4a, dp2a, bmsk, szext, prmt modes
//===----------------------------------------------------------------------===//

// idp4a.A.B and idp2a.A.B: A is the signedness of the first operand's
// bytes (or halves), B of the second's; PTX spells them .A32.B32.
foreach A = ["s", "u"] in
foreach B = ["s", "u"] in {
  defvar Types = A # "32." # B # "32";
  defvar Suffix = !toupper(A # "32_" # B # "32");
  def DP4A_ # Suffix
      : CVT_INST<(outs Int32Regs:$d),
                 (ins Int32Regs:$a, Int32Regs:$b, Int32Regs:$c),
                 "dp4a." # Types # " \t$d, $a, $b, $c;">;
  def : ConvertRow<"llvm.nvvm.idp4a." # A # "." # B, "i32 (i32, i32, i32)",
                   !cast<Instruction>("DP4A_" # Suffix), CvtDotTargets>;
  // The i1 immediate chooses which half of the second operand's bytes
  // multiply the first operand's two halves.
  def DP2A_ # Suffix
      : CVT_INST<(outs Int32Regs:$d),
                 (ins Int32Regs:$a, Int32Regs:$b, ConvertHalf:$hi,
                      Int32Regs:$c),
                 "dp2a${hi:hilo}." # Types # " \t$d, $a, $b, $c;">;
  def : ConvertRow<"llvm.nvvm.idp2a." # A # "." # B,
                   "i32 (i32, i32, i1 immarg, i32)",
                   !cast<Instruction>("DP2A_" # Suffix), CvtDotTargets>;
}

foreach Mode = ["clamp", "wrap"] in {
  def BMSK_ # !toupper(Mode)
      : CVT_INST<(outs Int32Regs:$d), (ins Int32Regs:$a, Int32Regs:$b),
                 "bmsk." # Mode # ".b32 \t$d, $a, $b;">;
  def : ConvertRow<"llvm.nvvm.bmsk." # Mode, "i32 (i32, i32)",
                   !cast<Instruction>("BMSK_" # !toupper(Mode)),
                   CvtBitTargets>;
  // sext sign-extends from the bit the second operand names, zext
  // zero-extends: both are szext, of .s32 and .u32.
  foreach Ext = [["sext", "s32"], ["zext", "u32"]] in {
    defvar InstName = "SZEXT_" # !toupper(Mode # "_" # Ext[1]);
    def SZEXT_ # !toupper(Mode # "_" # Ext[1])
        : CVT_INST<(outs Int32Regs:$d), (ins Int32Regs:$a, Int32Regs:$b),
                   "szext." # Mode # "." # Ext[1] # " \t$d, $a, $b;">;
    def : ConvertRow<"llvm.nvvm." # Ext[0] # "." # Mode, "i32 (i32, i32)",
                     !cast<Instruction>(InstName), CvtBitTargets>;
  }
}

// prmt's modes other than the default: f4e and b4e read both source
// words; rc8, ecl, ecr and rc16 read only the first, and LLVM 22 passes
// 0 for the second.
foreach Mode = ["f4e", "b4e"] in {
  def PRMT_B32_ # !toupper(Mode)
      : CVT_INST<(outs Int32Regs:$d),
                 (ins Int32Regs:$a, Int32Regs:$b, Int32Regs:$c),
                 "prmt.b32." # Mode # " \t$d, $a, $b, $c;">;
  def : ConvertRow<"llvm.nvvm.prmt." # Mode, "i32 (i32, i32, i32)",
                   !cast<Instruction>("PRMT_B32_" # !toupper(Mode)),
                   CvtAnyTargets>;
}
foreach Mode = ["rc8", "ecl", "ecr", "rc16"] in {
  def PRMT_B32_ # !toupper(Mode)
      : CVT_INST<(outs Int32Regs:$d), (ins Int32Regs:$a, Int32Regs:$c),
                 "prmt.b32." # Mode # " \t$d, $a, 0, $c;">;
  def : ConvertRow<"llvm.nvvm.prmt." # Mode, "i32 (i32, i32)",
                   !cast<Instruction>("PRMT_B32_" # !toupper(Mode)),
                   CvtAnyTargets>;
}

//===----------------------------------------------------------------------===//
// f32 to f16, bf16, tf32
//===----------------------------------------------------------------------===//

foreach Rnd = ["rn", "rz"] in
foreach Relu = [0, 1] in
foreach Sat = [0, 1] in {
  defvar Mods = Rnd # CvtFlag<Relu, ".relu">.S # CvtFlag<Sat, ".satfinite">.S;
  defvar Suffix = !toupper(!subst(".", "_", Mods));
  def CVT_F16_F32_ # Suffix
      : CVT_INST<(outs Int16Regs:$d), (ins Float32Regs:$a),
                 "cvt." # Mods # ".f16.f32 \t$d, $a;">;
  def : ConvertRow<"llvm.nvvm.f2f16." # Mods, "half (float)",
                   !cast<Instruction>("CVT_F16_F32_" # Suffix),
                   !cond(Sat : CvtSatfiniteTargets, Relu : CvtReluTargets,
                         true : CvtAnyTargets)>;
  // LLVM 19 has the bf16 forms without .satfinite.
  if Sat then {
    def CVT_BF16_F32_ # Suffix
        : CVT_INST<(outs Int16Regs:$d), (ins Float32Regs:$a),
                   "cvt." # Mods # ".bf16.f32 \t$d, $a;">;
    def : ConvertRow<"llvm.nvvm.f2bf16." # Mods, "bfloat (float)",
                     !cast<Instruction>("CVT_BF16_F32_" # Suffix),
                     CvtSatfiniteTargets>;
  }
  def CVT_TF32_F32_ # Suffix
      : CVT_INST<(outs Int32Regs:$d), (ins Float32Regs:$a),
                 "cvt." # Mods # ".tf32.f32 \t$d, $a;">;
  def : ConvertRow<"llvm.nvvm.f2tf32." # Mods, "i32 (float)",
                   !cast<Instruction>("CVT_TF32_F32_" # Suffix),
                   !if(Sat, CvtTf32SatTargets, CvtTf32Targets)>;
}

// LLVM 19 has f2tf32.rna; .rna.satfinite came later.
def CVT_TF32_F32_RNA_SATFINITE
    : CVT_INST<(outs Int32Regs:$d), (ins Float32Regs:$a),
               "cvt.rna.satfinite.tf32.f32 \t$d, $a;">;
def : ConvertRow<"llvm.nvvm.f2tf32.rna.satfinite", "i32 (float)",
                 CVT_TF32_F32_RNA_SATFINITE, CvtSatfiniteTargets>;

//===----------------------------------------------------------------------===//
// Two f32 to packed f16x2 and bf16x2
//===----------------------------------------------------------------------===//

// The packed types: PTX name and IR type. The first operand goes to the
// upper half (PTX's order; LLVM 22 passes the operands as they are).
foreach Ty = [["f16x2", "<2 x half>"], ["bf16x2", "<2 x bfloat>"]] in {
  defvar Intr = "llvm.nvvm.ff2" # Ty[0] # ".";
  defvar InstPrefix = "CVT_" # !toupper(Ty[0]) # "_F32_";
  // .rn and .rz: LLVM 19 has them without .satfinite.
  foreach Rnd = ["rn", "rz"] in
  foreach Relu = [0, 1] in {
    defvar Mods = Rnd # CvtFlag<Relu, ".relu">.S # ".satfinite";
    defvar Suffix = !toupper(!subst(".", "_", Mods));
    def CVT_ # !toupper(Ty[0]) # _F32_ # Suffix
        : CVT_INST<(outs Int32Regs:$d), (ins Float32Regs:$a, Float32Regs:$b),
                   "cvt." # Mods # "." # Ty[0] # ".f32 \t$d, $a, $b;">;
    def : ConvertRow<Intr # Mods, Ty[1] # " (float, float)",
                     !cast<Instruction>(InstPrefix # Suffix), CvtSatfiniteTargets>;
  }
  // Stochastic rounding: the third operand is the random bits.
  foreach Relu = [0, 1] in
  foreach Sat = [0, 1] in {
    defvar Mods = "rs" # CvtFlag<Relu, ".relu">.S
                  # CvtFlag<Sat, ".satfinite">.S;
    defvar Suffix = !toupper(!subst(".", "_", Mods));
    def CVT_ # !toupper(Ty[0]) # _F32_ # Suffix
        : CVT_INST<(outs Int32Regs:$d),
                   (ins Float32Regs:$a, Float32Regs:$b, Int32Regs:$rbits),
                   "cvt." # Mods # "." # Ty[0] # ".f32 \t$d, $a, $b, $rbits;">;
    def : ConvertRow<Intr # Mods, Ty[1] # " (float, float, i32)",
                     !cast<Instruction>(InstPrefix # Suffix), CvtRsTargets>;
  }
}

//===----------------------------------------------------------------------===//
// Narrow float formats: two f32 to two 8-, 6- or 4-bit values or two
// ue8m0 scales (i16), four f32 to four values (.rs), and back
//===----------------------------------------------------------------------===//

// The formats of two values in an i16: name, whether the intrinsic says
// .satfinite (the 8-bit ones always saturate but do not say so), targets.
class CvtFormat<string name, bit namesSat, ConvertTargets targets> {
  string Name = name;
  bit NamesSat = namesSat;
  ConvertTargets Targets = targets;
}
defvar CvtFormats = [CvtFormat<"e4m3x2", 0, CvtFp8Targets>,
                     CvtFormat<"e5m2x2", 0, CvtFp8Targets>,
                     CvtFormat<"e2m3x2", 1, CvtNarrowTargets>,
                     CvtFormat<"e3m2x2", 1, CvtNarrowTargets>,
                     CvtFormat<"e2m1x2", 1, CvtNarrowTargets>];

// PTX has no 16-bit form of the 4-bit conversions: e2m1x2 lives in a .b8
// register, which LLVM 22 declares in a scope of its own around the cvt and
// moves to or from the i16 with cvt.u16.u8 / cvt.u8.u16.
class CvtFromF32x2Asm<string fmt, string mods> {
  string Cvt = "cvt." # mods # "." # fmt # ".f32";
  string Asm = !if(!eq(fmt, "e2m1x2"),
                   "{{ \n\t.reg .b8 \t%e2m1x2_out; \n\t" # Cvt
                   # " \t%e2m1x2_out, $a, $b; \n\t"
                   # "cvt.u16.u8 \t$d, %e2m1x2_out; \n\t}}",
                   Cvt # " \t$d, $a, $b;");
}
class CvtToF16x2Asm<string fmt, string mods> {
  string Cvt = "cvt." # mods # ".f16x2." # fmt;
  string Asm = !if(!eq(fmt, "e2m1x2"),
                   "{{ \n\t.reg .b8 \t%e2m1x2_in; \n\t"
                   # "cvt.u8.u16 \t%e2m1x2_in, $a; \n\t" # Cvt
                   # " \t$d, %e2m1x2_in; \n\t}}",
                   Cvt # " \t$d, $a;");
}

foreach Fmt = CvtFormats in
foreach Relu = [0, 1] in {
  defvar R = CvtFlag<Relu, ".relu">.S;
  defvar Suffix = !toupper(Fmt.Name) # !if(Relu, "_RELU", "");
  // ff.to.FMT.rn[.relu][.satfinite]: PTX always says .satfinite, before
  // .relu.
  def CVT_ # Suffix # _F32X2
      : CVT_INST<(outs Int16Regs:$d), (ins Float32Regs:$a, Float32Regs:$b),
                 CvtFromF32x2Asm<Fmt.Name, "rn.satfinite" # R>.Asm>;
  def : ConvertRow<"llvm.nvvm.ff.to." # Fmt.Name # ".rn" # R
                   # CvtFlag<Fmt.NamesSat, ".satfinite">.S,
                   "i16 (float, float)",
                   !cast<Instruction>("CVT_" # Suffix # "_F32X2"),
                   Fmt.Targets>;
  // FMT.to.f16x2.rn[.relu].
  def CVT_F16X2_ # Suffix
      : CVT_INST<(outs Int32Regs:$d), (ins Int16Regs:$a),
                 CvtToF16x2Asm<Fmt.Name, "rn" # R>.Asm>;
  def : ConvertRow<"llvm.nvvm." # Fmt.Name # ".to.f16x2.rn" # R,
                   "<2 x half> (i16)",
                   !cast<Instruction>("CVT_F16X2_" # Suffix), Fmt.Targets>;
  // f16x2.to.FMT.rn[.relu]: the 8-bit formats only.
  if !not(Fmt.NamesSat) then {
    def CVT_ # Suffix # _F16X2
        : CVT_INST<(outs Int16Regs:$d), (ins Int32Regs:$a),
                   "cvt.rn.satfinite" # R # "." # Fmt.Name
                   # ".f16x2 \t$d, $a;">;
    def : ConvertRow<"llvm.nvvm.f16x2.to." # Fmt.Name # ".rn" # R,
                     "i16 (<2 x half>)",
                     !cast<Instruction>("CVT_" # Suffix # "_F16X2"),
                     Fmt.Targets>;
  }
}

// ue8m0, the exponent-only scale format: from f32 and bf16x2 rounding
// toward zero or up, and to bf16x2 exactly.
foreach Rnd = ["rz", "rp"] in
foreach Sat = [0, 1] in {
  defvar Mods = Rnd # CvtFlag<Sat, ".satfinite">.S;
  defvar Suffix = !toupper(!subst(".", "_", Mods));
  def CVT_UE8M0X2_F32_ # Suffix
      : CVT_INST<(outs Int16Regs:$d), (ins Float32Regs:$a, Float32Regs:$b),
                 "cvt." # Mods # ".ue8m0x2.f32 \t$d, $a, $b;">;
  def : ConvertRow<"llvm.nvvm.ff.to.ue8m0x2." # Mods, "i16 (float, float)",
                   !cast<Instruction>("CVT_UE8M0X2_F32_" # Suffix),
                   CvtNarrowTargets>;
  def CVT_UE8M0X2_BF16X2_ # Suffix
      : CVT_INST<(outs Int16Regs:$d), (ins Int32Regs:$a),
                 "cvt." # Mods # ".ue8m0x2.bf16x2 \t$d, $a;">;
  def : ConvertRow<"llvm.nvvm.bf16x2.to.ue8m0x2." # Mods,
                   "i16 (<2 x bfloat>)",
                   !cast<Instruction>("CVT_UE8M0X2_BF16X2_" # Suffix),
                   CvtNarrowTargets>;
}
def CVT_BF16X2_UE8M0X2
    : CVT_INST<(outs Int32Regs:$d), (ins Int16Regs:$a),
               "cvt.rn.bf16x2.ue8m0x2 \t$d, $a;">;
def : ConvertRow<"llvm.nvvm.ue8m0x2.to.bf16x2", "<2 x bfloat> (i16)",
                 CVT_BF16X2_UE8M0X2, CvtNarrowTargets>;

// Four f32 to four values with stochastic rounding (the i32 is the random
// bits): four 4-bit values fill an i16, four 8- or 6-bit ones a <4 x i8>.
// The <4 x float> is taken element by element (its flat form, see
// NVPTXExtIntrinsics.h).
foreach Fmt = ["e4m3x4", "e5m2x4", "e2m3x4", "e3m2x4", "e2m1x4"] in
foreach Relu = [0, 1] in {
  defvar Mods = "rs" # CvtFlag<Relu, ".relu">.S # ".satfinite";
  defvar Suffix = !toupper(Fmt) # !if(Relu, "_RELU", "");
  defvar Ins = ExtIns<[ExtArg<"<4 x float>", !listsplat(Float32Regs, 4),
                              ["a0", "a1", "a2", "a3"]>,
                       ExtReg<"i32", Int32Regs, "rbits">]>;
  defvar FourBit = !eq(Fmt, "e2m1x4");
  def CVT_ # Suffix # _F32X4
      : CVT_INST<!if(FourBit, (outs Int16Regs:$d), (outs Int32Regs:$d)),
                 Ins.Ins,
                 "cvt." # Mods # "." # Fmt # ".f32 \t$d, "
                 # ExtList<"a", 4>.Asm # ", $rbits;">;
  def : ConvertRow<"llvm.nvvm.f32x4.to." # Fmt # "." # Mods,
                   !if(FourBit, "i16", "<4 x i8>") # " " # Ins.Signature,
                   !cast<Instruction>("CVT_" # Suffix # "_F32X4"),
                   CvtRsTargets>;
}
