//===- NVPTXMadLo.td - mad.lo.s16 ----------------------------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM 19's DAG combine folds an addition of a product used only there into
// mad.lo for i32 alone (the IMAD node); LLVM 22 selects mad.lo.s16 and
// mad.lo.s64 as well when optimizing. Without mad.lo.s16 a 16-bit reduction
// (CUB's DeviceReduce of short with a square, as thrust::transform_reduce
// writes it) computed every unrolled product first and summed them
// afterwards: 72 registers where LLVM 22's chain of mad.lo.s16 takes 32.
// mad.lo.s64 is not selected: LLVM 19's own test i128.ll, which must keep
// passing unedited, pins the mul.lo.s64/add.s64 of its i128 division.
//
//===----------------------------------------------------------------------===//

// A multiplication whose only use is the addition: one used elsewhere too
// stays a mul.lo (and the addition an add), as for i32.
def mul_lo_oneuse : PatFrag<(ops node:$a, node:$b), (mul node:$a, node:$b),
                            [{ return N->hasOneUse(); }]>;

// The addend and the multiplier may be immediates (add and mul commute, so
// TableGen also matches the operands the other way round).
multiclass MadLo<ValueType Ty, NVPTXRegClass RC, Instruction RRR,
                 Instruction RRI, Instruction RIR, Instruction RII> {
  def : Pat<(Ty (add (mul_lo_oneuse (Ty RC:$a), (Ty RC:$b)), (Ty RC:$c))),
            (RRR RC:$a, RC:$b, RC:$c)>,
        Requires<[doMulWide]>;
  def : Pat<(Ty (add (mul_lo_oneuse (Ty RC:$a), (Ty RC:$b)), (Ty imm:$c))),
            (RRI RC:$a, RC:$b, imm:$c)>,
        Requires<[doMulWide]>;
  def : Pat<(Ty (add (mul_lo_oneuse (Ty RC:$a), (Ty imm:$b)), (Ty RC:$c))),
            (RIR RC:$a, imm:$b, RC:$c)>,
        Requires<[doMulWide]>;
  def : Pat<(Ty (add (mul_lo_oneuse (Ty RC:$a), (Ty imm:$b)), (Ty imm:$c))),
            (RII RC:$a, imm:$b, imm:$c)>,
        Requires<[doMulWide]>;
}

defm : MadLo<i16, Int16Regs, MAD16rrr, MAD16rri, MAD16rir, MAD16rii>;
