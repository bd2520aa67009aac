//===- NVPTXExtISel.cpp - Select extended intrinsics ----------------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Extended intrinsics reach ISel as INTRINSIC_* nodes whose ID lies above the
// core enum, so no TableGen pattern can name them. Their table row names the
// MachineInstr instead, whose operand list is the intrinsic's: the node's
// operands (immarg ones are already TargetConstants, because the declaration
// carries `immarg` from NVPTXExtIntrinsicChecks) followed by the chain.
// 32-bit pointers are widened where the instruction takes 64-bit ones.
// A constant operand that the PTX instruction can take as an immediate
// selects the row instruction's immediate form, where one is defined
// (NVPTXExtImmForm, e.g. `bar.sync 0;`), as LLVM 22 does.
//
//===----------------------------------------------------------------------===//

#include "NVPTX.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXISelLowering.h"
#include "NVPTXSubtarget.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetFrameLowering.h"
#include "llvm/CodeGen/TargetInstrInfo.h"
#include "llvm/CodeGen/TargetSubtargetInfo.h"
#include "llvm/Support/CommandLine.h"

using namespace llvm;

/// LLVM 22's option (off there too): an addition of a widening
/// multiplication used only there selects to mad.wide
/// (Families/NVPTXMadWide.td).
static cl::opt<bool> EnableMADWide("nvptx-mad-wide-opt", cl::init(false),
                                   cl::Hidden,
                                   cl::desc("Enable MAD wide optimization"));

bool NVPTXExt::madWideEnabled() { return EnableMADWide; }

bool NVPTXExt::approximatedByFlag(const SDNode *N, bool Sqrt) {
  if (!N->getFlags().hasApproximateFuncs())
    return false;
  // The options are LLVM 19's own (NVPTXISelLowering.cpp), looked up by
  // name once.
  static const cl::Option *DivOption =
      cl::getRegisteredOptions().lookup("nvptx-prec-divf32");
  static const cl::Option *SqrtOption =
      cl::getRegisteredOptions().lookup("nvptx-prec-sqrtf32");
  const cl::Option *Given = Sqrt ? SqrtOption : DivOption;
  return !Given || Given->getNumOccurrences() == 0;
}

/// The negation of the i1 \p Cond, where \p Cond says "not X": (xor X,
/// true) or (setcc X, true, ne); X in \p Negated.
static bool isNegation(SDValue Cond, SDValue &Negated) {
  if (Cond.getValueType() != MVT::i1)
    return false;
  if (Cond.getOpcode() == ISD::XOR && isOneConstant(Cond.getOperand(1))) {
    Negated = Cond.getOperand(0);
    return true;
  }
  if (Cond.getOpcode() == ISD::SETCC &&
      Cond.getOperand(0).getValueType() == MVT::i1 &&
      cast<CondCodeSDNode>(Cond.getOperand(2))->get() == ISD::SETNE &&
      (isOneConstant(Cond.getOperand(1)) ||
       isAllOnesConstant(Cond.getOperand(1)))) {
    Negated = Cond.getOperand(0);
    return true;
  }
  return false;
}

static bool isOneUseCompare(SDValue V) {
  return V.getOpcode() == ISD::SETCC && V.hasOneUse();
}

/// \p V negated: a compare with the inverse condition, else (xor V, true).
static SDValue negate(SDValue V, SelectionDAG &DAG, const SDLoc &DL) {
  if (isOneUseCompare(V)) {
    SDValue LHS = V.getOperand(0), RHS = V.getOperand(1);
    ISD::CondCode Inverse = ISD::getSetCCInverse(
        cast<CondCodeSDNode>(V.getOperand(2))->get(), LHS.getValueType());
    return DAG.getSetCC(DL, MVT::i1, LHS, RHS, Inverse);
  }
  return DAG.getNode(ISD::XOR, DL, MVT::i1, V, DAG.getConstant(1, DL, MVT::i1));
}

SDValue NVPTXExt::combineNegatedConjunctionBranch(SDNode *N, SelectionDAG &DAG,
                                                  CodeGenOptLevel OptLevel) {
  // A branch on `select i1 %a, i1 %b, i1 false` that falls through when it
  // holds reaches the DAG as a branch on its negation, which LLVM 19's
  // combiner turns into (setcc (select ...), true, ne) before the select
  // becomes an and, so De Morgan's rewrite (!(a & b) -> !a | !b, the compare
  // inverted) never applies, as it does for an `and`. The compare then
  // differs from the same compare elsewhere (a bounds check copied into a
  // later block by CodeGenPrepare), which MachineCSE would otherwise merge:
  // TransformerEngine's softmax warp kernels kept their 32 element indices
  // live across the reductions instead of one predicate.
  if (OptLevel == CodeGenOptLevel::None)
    return SDValue();
  SDValue Conjunction;
  if (!isNegation(N->getOperand(1), Conjunction) || !Conjunction.hasOneUse())
    return SDValue();
  bool IsSelectOfFalse = Conjunction.getOpcode() == ISD::SELECT &&
                         Conjunction.getValueType() == MVT::i1 &&
                         isNullConstant(Conjunction.getOperand(2));
  if (Conjunction.getOpcode() != ISD::AND && !IsSelectOfFalse)
    return SDValue();
  SDValue A = Conjunction.getOperand(0), B = Conjunction.getOperand(1);
  if (!isOneUseCompare(A) && !isOneUseCompare(B))
    return SDValue();
  SDLoc DL(N);
  SDValue Disjunction =
      DAG.getNode(ISD::OR, DL, MVT::i1, negate(A, DAG, DL), negate(B, DAG, DL));
  return DAG.getNode(ISD::BRCOND, DL, MVT::Other, N->getOperand(0), Disjunction,
                     N->getOperand(2));
}

SDValue NVPTXExt::combineExtendedMultiplication(SDNode *N, SelectionDAG &DAG,
                                                CodeGenOptLevel OptLevel) {
  // LLVM 19 forms mul.wide only from a multiplication of extended operands;
  // the extension of a product the IR says cannot overflow (what clang
  // writes for `(long)(i * n)` with signed int i and n, and an index's
  // sext(mul nsw)) became mul.lo and a cvt.
  if (OptLevel == CodeGenOptLevel::None)
    return SDValue();
  SDValue Product = N->getOperand(0);
  if (!Product.hasOneUse())
    return SDValue();
  EVT Wide = N->getValueType(0), Narrow = Product.getValueType();
  if (!((Wide == MVT::i32 && Narrow == MVT::i16) ||
        (Wide == MVT::i64 && Narrow == MVT::i32)))
    return SDValue();
  bool Shift = Product.getOpcode() == ISD::SHL;
  if (Product.getOpcode() != ISD::MUL &&
      !(Shift && isa<ConstantSDNode>(Product.getOperand(1))))
    return SDValue();
  unsigned Opcode;
  if (N->getOpcode() == ISD::SIGN_EXTEND &&
      Product->getFlags().hasNoSignedWrap())
    Opcode = NVPTXISD::MUL_WIDE_SIGNED;
  else if (N->getOpcode() == ISD::ZERO_EXTEND &&
           Product->getFlags().hasNoUnsignedWrap())
    Opcode = NVPTXISD::MUL_WIDE_UNSIGNED;
  else
    return SDValue();
  SDLoc DL(N);
  SDValue Multiplier = Product.getOperand(1);
  if (Shift) {
    uint64_t Amount = Product.getConstantOperandVal(1);
    // A shift by the width or more is poison; leave it to the generic
    // combines.
    if (Amount >= Narrow.getSizeInBits())
      return SDValue();
    Multiplier = DAG.getConstant(
        APInt::getOneBitSet(Narrow.getSizeInBits(), Amount), DL, Narrow);
  }
  return DAG.getNode(Opcode, DL, Wide, Product.getOperand(0), Multiplier);
}

namespace llvm {
namespace NVPTX {
namespace {
/// One row of NVPTXExtImmFormTable: the instruction \c ImmForm takes the
/// operands of \c RegForm whose bits are set in \c ImmOperands as
/// immediates.
struct NVPTXExtImmFormRecord {
  unsigned RegForm;
  uint8_t ImmOperands;
  unsigned ImmForm;
};
#define GET_NVPTXExtImmFormTable_IMPL
#include "NVPTXGenSearchableTables.inc"

/// One row of NVPTXExtSubFormTable: \c AddForm with a negated operand is
/// \c SubForm (Families/NVPTXRoundedSub.td).
struct NVPTXExtSubFormRecord {
  unsigned AddForm;
  unsigned SubForm;
};
#define GET_NVPTXExtSubFormTable_IMPL
#include "NVPTXGenSearchableTables.inc"
} // namespace
} // namespace NVPTX
} // namespace llvm

/// Instructions take pointers at the width of 64-bit generic addressing.
/// A 32-bit pointer (shared memory with -nvptx-short-ptr, any pointer on the
/// 32-bit nvptx triple) is zero-extended, which keeps its address: shared
/// window offsets and 32-bit generic addresses fit in the low half.
static SDValue adaptAddressWidth(SelectionDAG &DAG, const SDLoc &DL, SDValue Op,
                                 int RegClass) {
  if (RegClass == NVPTX::Int64RegsRegClassID && Op.getValueType() == MVT::i32)
    return SDValue(
        DAG.getMachineNode(
            NVPTX::CVT_u64_u32, DL, MVT::i64, Op,
            DAG.getTargetConstant(NVPTX::PTXCvtMode::NONE, DL, MVT::i32)),
        0);
  return Op;
}

/// llvm.stacksave (STACKSAVE: chain in, pointer and chain out) and
/// llvm.stackrestore (STACKRESTORE: chain and pointer in, chain out) at the
/// width of the pointer (NVPTXMisc.td). The extended-intrinsic checks have
/// required their sm_52 and PTX ISA 7.3 already.
static SDNode *selectStackSaveRestore(SelectionDAG &DAG, SDNode *N) {
  SDLoc DL(N);
  SDValue Chain = N->getOperand(0);
  if (N->getOpcode() == ISD::STACKSAVE) {
    EVT VT = N->getValueType(0);
    unsigned Opcode =
        VT == MVT::i64 ? NVPTX::STACKSAVE_64 : NVPTX::STACKSAVE_32;
    return DAG.getMachineNode(Opcode, DL, VT, MVT::Other, Chain);
  }
  SDValue Pointer = N->getOperand(1);
  unsigned Opcode = Pointer.getValueType() == MVT::i64 ? NVPTX::STACKRESTORE_64
                                                       : NVPTX::STACKRESTORE_32;
  return DAG.getMachineNode(Opcode, DL, MVT::Other, Pointer, Chain);
}

/// A dynamic alloca aligned no more than the stack comes from
/// SelectionDAGBuilder with alignment 0 (the stack's, implied), which
/// LLVM 19's NVPTX prints as is: `alloca.u64 %rd, %rd, 0;`, which ptxas
/// rejects ("Alignment must be a power of two"). Selected here with the
/// stack's alignment, as LLVM 22 prints it; other alignments are left to
/// the pattern.
static SDNode *selectDynamicAlloca(SelectionDAG &DAG, SDNode *N) {
  if (N->getConstantOperandVal(2) != 0)
    return nullptr;
  SDLoc DL(N);
  EVT VT = N->getValueType(0);
  uint64_t StackAlign =
      DAG.getSubtarget().getFrameLowering()->getStackAlign().value();
  unsigned Opcode = VT == MVT::i64 ? NVPTX::DYNAMIC_STACKALLOC64
                                   : NVPTX::DYNAMIC_STACKALLOC32;
  return DAG.getMachineNode(Opcode, DL, VT, MVT::Other,
                            {N->getOperand(1),
                             DAG.getTargetConstant(StackAlign, DL, MVT::i32),
                             N->getOperand(0)});
}

/// llvm.exp2 of f16, bf16 and their pairs reaches selection as FEXP2 of
/// that type, for which LLVM 19's NVPTX has no pattern ("Cannot select").
/// LLVM 22 selects ex2.approx.f16[x2] and ex2.approx.ftz.bf16[x2] where
/// the target has them (hasHalfExp2); so here, with the
/// instructions of LLVM 19's llvm.nvvm.ex2.approx.f16 and of NVPTXMath.td.
/// On other targets the unsupported-IR checks have widened the calls to f32.
bool NVPTXExt::hasHalfExp2(const NVPTXSubtarget &ST, bool BFloat) {
  return BFloat ? ST.getSmVersion() >= 90 && ST.getPTXVersion() >= 78
                : ST.getSmVersion() >= 75 && ST.getPTXVersion() >= 70;
}

static SDNode *selectHalfExp2(SelectionDAG &DAG, SDNode *N) {
  MVT VT = N->getSimpleValueType(0);
  bool BFloat = VT == MVT::bf16 || VT == MVT::v2bf16;
  if ((!BFloat && VT != MVT::f16 && VT != MVT::v2f16) ||
      !NVPTXExt::hasHalfExp2(DAG.getSubtarget<NVPTXSubtarget>(), BFloat))
    return nullptr;
  unsigned Opcode = VT == MVT::f16     ? NVPTX::INT_NVVM_EX2_APPROX_F16
                    : VT == MVT::v2f16 ? NVPTX::EXT_EX2_APPROX_V2F16
                    : VT == MVT::bf16  ? NVPTX::EXT_EX2_APPROX_FTZ_BF16
                                       : NVPTX::EXT_EX2_APPROX_FTZ_V2BF16;
  return DAG.getMachineNode(Opcode, SDLoc(N), VT, N->getOperand(0));
}

SDNode *NVPTXExt::select(SelectionDAG &DAG, SDNode *N) {
  bool HasChain;
  switch (N->getOpcode()) {
  case ISD::INTRINSIC_VOID:
  case ISD::INTRINSIC_W_CHAIN:
    HasChain = true;
    break;
  case ISD::INTRINSIC_WO_CHAIN:
    HasChain = false;
    break;
  case ISD::ADDRSPACECAST:
    return selectAddrSpaceCast(DAG, N);
  case ISD::STACKSAVE:
  case ISD::STACKRESTORE:
    return selectStackSaveRestore(DAG, N);
  case NVPTXISD::DYNAMIC_STACKALLOC:
    return selectDynamicAlloca(DAG, N);
  case ISD::FEXP2:
    return selectHalfExp2(DAG, N);
  default:
    // Fences, ordered atomic accesses, cmpxchg and the 128-bit atomics
    // (NVPTXMemoryOrder.cpp); null for any other node.
    return selectMemoryOrder(DAG, N);
  }
  unsigned IDOperand = HasChain ? 1 : 0;
  const NVPTXExtIntrinsicRecord *R =
      lookup(N->getConstantOperandVal(IDOperand));
  if (!R)
    return nullptr;

  SDLoc DL(N);
  const MCInstrDesc &Desc = DAG.getSubtarget().getInstrInfo()->get(R->Opcode);
  SmallVector<SDValue, 8> Ops;
  for (auto [I, Op] :
       enumerate(make_range(N->op_begin() + IDOperand + 1, N->op_end()))) {
    unsigned MIOperand = Desc.getNumDefs() + I;
    Ops.push_back(MIOperand < Desc.getNumOperands()
                      ? adaptAddressWidth(DAG, DL, Op.get(),
                                          Desc.operands()[MIOperand].RegClass)
                      : Op.get());
  }
  // An addition of a negation is the subtraction, a + -b = a - b and
  // -a + b = b - a, as LLVM 22 selects it (the saturating adds; LLVM 19's
  // own adds have patterns). The adds are pure: no chain to pass on.
  const NVPTX::NVPTXExtSubFormRecord *Sub =
      HasChain ? nullptr : NVPTX::lookupExtSubForm(R->Opcode);
  if (Sub) {
    if (Ops[1].getOpcode() != ISD::FNEG && Ops[0].getOpcode() == ISD::FNEG)
      std::swap(Ops[0], Ops[1]);
    if (Ops[1].getOpcode() == ISD::FNEG) {
      Ops[1] = Ops[1].getOperand(0);
      return DAG.getMachineNode(Sub->SubForm, DL, N->getVTList(), Ops);
    }
  }
  // The operands that are constants (not immargs, which are target
  // constants already), and of those the most that an immediate form of
  // the instruction takes (a row defines a form for each
  // subset of the operands that may be immediates, so the largest subset
  // found is all the constant ones that may be). Only the first eight
  // operands are considered: no instruction takes more than two so far.
  unsigned Opcode = R->Opcode;
  unsigned Constants = 0;
  for (auto [I, Op] : enumerate(Ops))
    if (I < 8 && Op.getOpcode() == ISD::Constant)
      Constants |= 1u << I;
  for (unsigned Subset = Constants; Subset; Subset = (Subset - 1) & Constants) {
    const NVPTX::NVPTXExtImmFormRecord *F =
        NVPTX::lookupExtImmForm(R->Opcode, Subset);
    if (!F)
      continue;
    Opcode = F->ImmForm;
    for (auto [I, Op] : enumerate(Ops))
      if (Subset & (1u << I))
        Op = DAG.getTargetConstant(cast<ConstantSDNode>(Op)->getAPIntValue(),
                                   DL, Op.getValueType());
    break;
  }
  if (HasChain)
    Ops.push_back(N->getOperand(0));
  return DAG.getMachineNode(Opcode, DL, N->getVTList(), Ops);
}
