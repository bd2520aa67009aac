//===- NVPTXMadWide.td - mad.wide under -nvptx-mad-wide-opt -*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM 22's -nvptx-mad-wide-opt (off by default there: mad.wide was found
// to slow some kernels down) folds an addition of a widening multiplication
// into mad.wide.{s,u}{16,32}. LLVM 19 forms mul.wide (the MUL_WIDE nodes
// of its DAG combine, at -O1 and above) but has no mad.wide; with the option
// the sum of such a multiplication, used only there, and a wide addend
// selects to mad.wide, as LLVM 22 selects it.
//
//===----------------------------------------------------------------------===//

def doMADWideOpt : Predicate<"NVPTXExt::madWideEnabled()">;

// A widening multiplication whose only use is the addition: one that is
// used elsewhere too stays a mul.wide (and the addition an add).
def mul_wide_signed_oneuse
    : PatFrag<(ops node:$a, node:$b), (mul_wide_signed node:$a, node:$b),
              [{ return N->hasOneUse(); }]>;
def mul_wide_unsigned_oneuse
    : PatFrag<(ops node:$a, node:$b), (mul_wide_unsigned node:$a, node:$b),
              [{ return N->hasOneUse(); }]>;

// mad.wide.<Suffix> of Narrow operands into a Wide result; the multiplier
// and the addend may be immediates.
multiclass MadWide<string Suffix, SDPatternOperator MulWide,
                   NVPTXRegClass Wide, ValueType WideTy, Operand WideImm,
                   NVPTXRegClass Narrow, ValueType NarrowTy,
                   Operand NarrowImm> {
  defvar Asm = "mad.wide." # Suffix # " \t$dst, $a, $b, $c;";
  def rrr : NVPTXInst<(outs Wide:$dst), (ins Narrow:$a, Narrow:$b, Wide:$c),
                      Asm,
                      [(set (WideTy Wide:$dst),
                            (add (MulWide (NarrowTy Narrow:$a),
                                          (NarrowTy Narrow:$b)),
                                 (WideTy Wide:$c)))]>,
            Requires<[doMulWide, doMADWideOpt]>;
  def rri : NVPTXInst<(outs Wide:$dst), (ins Narrow:$a, Narrow:$b, WideImm:$c),
                      Asm,
                      [(set (WideTy Wide:$dst),
                            (add (MulWide (NarrowTy Narrow:$a),
                                          (NarrowTy Narrow:$b)),
                                 (WideTy imm:$c)))]>,
            Requires<[doMulWide, doMADWideOpt]>;
  def rir : NVPTXInst<(outs Wide:$dst), (ins Narrow:$a, NarrowImm:$b, Wide:$c),
                      Asm,
                      [(set (WideTy Wide:$dst),
                            (add (MulWide (NarrowTy Narrow:$a),
                                          (NarrowTy imm:$b)),
                                 (WideTy Wide:$c)))]>,
            Requires<[doMulWide, doMADWideOpt]>;
  def rii : NVPTXInst<(outs Wide:$dst),
                      (ins Narrow:$a, NarrowImm:$b, WideImm:$c), Asm,
                      [(set (WideTy Wide:$dst),
                            (add (MulWide (NarrowTy Narrow:$a),
                                          (NarrowTy imm:$b)),
                                 (WideTy imm:$c)))]>,
            Requires<[doMulWide, doMADWideOpt]>;
}

defm EXT_MAD_WIDE_S16 : MadWide<"s16", mul_wide_signed_oneuse, Int32Regs, i32,
                                i32imm, Int16Regs, i16, i16imm>;
defm EXT_MAD_WIDE_U16 : MadWide<"u16", mul_wide_unsigned_oneuse, Int32Regs,
                                i32, i32imm, Int16Regs, i16, i16imm>;
defm EXT_MAD_WIDE_S32 : MadWide<"s32", mul_wide_signed_oneuse, Int64Regs, i64,
                                i64imm, Int32Regs, i32, i32imm>;
defm EXT_MAD_WIDE_U32 : MadWide<"u32", mul_wide_unsigned_oneuse, Int64Regs,
                                i64, i64imm, Int32Regs, i32, i32imm>;
