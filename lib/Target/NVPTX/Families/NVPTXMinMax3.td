//===- NVPTXMinMax3.td - three-input min.f32 and max.f32 -----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// sm_100 and later with PTX ISA 8.8 have min.f32 and max.f32 of three
// inputs (and their .NaN and .ftz forms). LLVM 22 combines a min or max of
// f32 whose operand is the same operation, used only there, into one of
// them; LLVM 19 printed two. Row maxima in attention softmaxes (FlashMLA's
// sm_100 kernels, clang's code for fmaxf chains) are made of such chains.
//
//===----------------------------------------------------------------------===//

// The inner operation of a chain, when the outer one is its only use.
class MinMaxOneUse<SDPatternOperator Op>
    : PatFrag<(ops node:$a, node:$b), (Op node:$a, node:$b),
              [{ return N->hasOneUse(); }]>;

// `<Name>[.ftz][.NaN].f32 d, a, b, c` for (Op (Op a, b), c); Op commutes,
// so TableGen also matches (Op c, (Op a, b)).
multiclass MinMax3<string Name, SDPatternOperator Op, string NaN> {
  defvar Inner = MinMaxOneUse<Op>;
  defvar Targets = [hasSM<100>, hasPTX<88>];
  def _f32 : NVPTXInst<(outs Float32Regs:$d),
                       (ins Float32Regs:$a, Float32Regs:$b, Float32Regs:$c),
                       Name # NaN # ".f32 \t$d, $a, $b, $c;",
                       [(set f32:$d, (Op (Inner f32:$a, f32:$b), f32:$c))]>,
             Requires<!listconcat(Targets, [doNoF32FTZ])>;
  def _ftz_f32 : NVPTXInst<(outs Float32Regs:$d),
                           (ins Float32Regs:$a, Float32Regs:$b,
                                Float32Regs:$c),
                           Name # ".ftz" # NaN # ".f32 \t$d, $a, $b, $c;",
                           [(set f32:$d,
                                 (Op (Inner f32:$a, f32:$b), f32:$c))]>,
                 Requires<!listconcat(Targets, [doF32FTZ])>;
}

defm EXT_MAX3 : MinMax3<"max", fmaxnum, "">;
defm EXT_MIN3 : MinMax3<"min", fminnum, "">;
defm EXT_MAX3_NAN : MinMax3<"max", fmaximum, ".NaN">;
defm EXT_MIN3_NAN : MinMax3<"min", fminimum, ".NaN">;
