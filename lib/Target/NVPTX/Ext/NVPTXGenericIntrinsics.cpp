//===- NVPTXGenericIntrinsics.cpp - LLVM's own intrinsics in llc ----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM's own (non-target) intrinsics that LLVM 19's NVPTX back end cannot
// compile, seen by llc before selection:
//
//  - intrinsics LLVM 20-22 added, which LLVM 19 does not know: its IR
//    reader takes `llvm.maximumnum.f32` for an ordinary external function,
//    and the PTX then calls a function of that name (ptxas: "Parsing error
//    near '.maximumnum'"). Those LLVM 22 compiles are lowered as it does:
//    llvm.maximumnum and llvm.minimumnum to llvm.maxnum and llvm.minnum
//    (max/min.f32, .f16, .f64: PTX's max and min are IEEE 754-2019's
//    maximumNumber and minimumNumber), llvm.stepvector to its constant,
//    llvm.sincos with the afn flag to sin.approx and cos.approx,
//    llvm.clmul to shifts and exclusive ors. Every
//    other `llvm.` name LLVM 19 does not know is an error naming it, so
//    that no `llvm.` name reaches the PTX;
//  - llvm.sin and llvm.cos, which LLVM 19 selects (sin.approx.f32) only in
//    functions with "unsafe-fp-math" and stops at elsewhere ("Cannot
//    select: fsin"): with the afn flag, on float (and half, bfloat,
//    vectors of them, through float), they are sin.approx.f32 and
//    cos.approx.f32 (.ftz where the function flushes f32 denormals), as
//    LLVM 22 selects them; without it, or on double, each call is an
//    error naming it (LLVM 22's llc stops there too);
//  - llvm.pow, which no NVPTX selects ("Cannot select: fpow"): an error;
//  - llvm.canonicalize ("Cannot select: fcanonicalize"): mul.rn by 1.0, as
//    LLVM 22 selects it;
//  - llvm.exp2 of float, which LLVM 19 leaves to a library call that does
//    not exist ("no libcall available for fexp2") and LLVM 22 selects to
//    ex2.approx.f32: ex2.approx[.ftz].f32, here too;
//  - llvm.tanh with afn, which LLVM 19 leaves to a missing library call and
//    LLVM 22 selects to tanh.approx.f32 on sm_75 with PTX ISA 7.0: that
//    instruction (as inline asm: LLVM 19 has none), half and bfloat through
//    float;
//  - llvm.frexp of half and bfloat, and bfloat maximum/minimum (and their
//    vector reductions) below sm_80, which LLVM 19's selection stops at:
//    through float, exactly, as LLVM 22 compiles them;
//  - the transcendental functions no PTX instruction computes (llvm.exp,
//    exp10, log, log2, log10, tan, sinh, cosh, asin, acos, atan, and tanh
//    without afn), for which LLVM 19 and LLVM 22 ask for a library call
//    NVPTX does not have ("no libcall available for fexp", which names
//    neither the call nor a way out): an error naming the call and
//    libdevice's function that computes it. With -nvptx-approx-log2f32
//    (LLVM 22's option), llvm.log2 of float (half and bfloat through
//    float) is lg2.approx[.ftz].f32, as LLVM 22 selects it then;
//  - the other intrinsics LLVM 19's selection stops at for some types
//    (selectionLacks: the transcendental functions and lround of half and
//    bfloat, powi, fixed-point multiplication of 16-bit vectors): an error
//    naming the call and the type.
//
//===----------------------------------------------------------------------===//

#include "NVPTXExtIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InlineAsm.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include <optional>

using namespace llvm;
using namespace llvm::NVPTXExt;

/// LLVM 22's option of the same name (off by default there too): llvm.log2
/// of float is lg2.approx.f32, whose error (2 ulp, PTX ISA) LLVM keeps
/// opt-in because the CUDA headers' log2f is exact to 1 ulp.
static cl::opt<bool>
    UseApproxLog2F32("nvptx-approx-log2f32",
                     cl::desc("NVPTX Specific: whether to use lg2.approx for "
                              "log2"),
                     cl::init(false));

namespace {

/// What llc does with the calls of an LLVM 20-22 intrinsic.
enum class NewIntrinsic {
  Unknown,
  MaximumNum,
  MinimumNum,
  StepVector,
  SinCos,
  CarrylessMul,
  MemsetPattern
};

/// The LLVM 20-22 intrinsic \p Name (a declaration's mangled name) is;
/// Unknown for the others.
NewIntrinsic newIntrinsic(StringRef Name) {
  for (auto [Base, Kind] :
       {std::pair("llvm.maximumnum.", NewIntrinsic::MaximumNum),
        std::pair("llvm.minimumnum.", NewIntrinsic::MinimumNum),
        std::pair("llvm.stepvector.", NewIntrinsic::StepVector),
        std::pair("llvm.sincos.", NewIntrinsic::SinCos),
        std::pair("llvm.clmul.", NewIntrinsic::CarrylessMul),
        std::pair("llvm.experimental.memset.pattern.",
                  NewIntrinsic::MemsetPattern)})
    if (Name.starts_with(Base))
      return Kind;
  return NewIntrinsic::Unknown;
}

bool isFPOrFPVector(Type *T) { return T->getScalarType()->isFloatingPointTy(); }

/// Whether NVPTX computes an operation on \p Element through float: float
/// itself, half and bfloat.
bool isFloatOrNarrower(Type *Element) {
  return Element->isFloatTy() || Element->isHalfTy() || Element->isBFloatTy();
}

/// Whether \p Call has the afn fast-math flag. A call returning a struct
/// of floating-point values cannot hold flags in LLVM 19; the IR reader
/// keeps the ones LLVM 22's IR gave it in !llvm22.fmf
/// (llvm-patches/0012-llvm22-clang-ir.patch).
bool hasApproxFunc(const CallInst &Call) {
  if (isa<FPMathOperator>(&Call))
    return Call.getFastMathFlags().approxFunc();
  if (const MDNode *Flags = Call.getMetadata("llvm22.fmf"))
    for (const MDOperand &Flag : Flags->operands())
      if (auto *Name = dyn_cast<MDString>(Flag);
          Name && Name->getString() == "afn")
        return true;
  return false;
}

/// LLVM 19 intrinsics its NVPTX selection stops at ("Cannot select") for
/// some element types, found by utils/generic-ir-sweep.py: Narrow are the
/// half and bfloat elements (which LLVM 19 neither promotes for these nor
/// has instructions for), Any every type, and for the fixed-point
/// multiplications vectors of 16-bit integers; bfloat maximum and minimum
/// below sm_80, which has max.NaN.bf16.
/// Transcendental are the functions no PTX instruction computes for any
/// type (LLVM 19 asks for a library call NVPTX does not have).
enum class Lacks { Narrow, Any, Int16Vector, BFloatBelowSm80, Transcendental };
std::optional<Lacks> selectionLacks(Intrinsic::ID ID) {
  switch (ID) {
  case Intrinsic::exp:
  case Intrinsic::exp10:
  case Intrinsic::log:
  case Intrinsic::log2:
  case Intrinsic::log10:
  case Intrinsic::tan:
  case Intrinsic::tanh:
  case Intrinsic::sinh:
  case Intrinsic::cosh:
  case Intrinsic::asin:
  case Intrinsic::acos:
  case Intrinsic::atan:
    return Lacks::Transcendental;
  case Intrinsic::lround:
  case Intrinsic::llround:
  case Intrinsic::lrint:
  case Intrinsic::llrint:
  case Intrinsic::frexp:
    return Lacks::Narrow;
  case Intrinsic::powi:
    return Lacks::Any;
  case Intrinsic::smul_fix:
  case Intrinsic::umul_fix:
    return Lacks::Int16Vector;
  case Intrinsic::maximum:
  case Intrinsic::minimum:
  case Intrinsic::vector_reduce_fmaximum:
  case Intrinsic::vector_reduce_fminimum:
    return Lacks::BFloatBelowSm80;
  default:
    return std::nullopt;
  }
}

class GenericIntrinsicLowering {
  Module &M;
  const NVPTXTargetMachine &TM;
  bool Changed = false;

  void error(const Instruction *At, const Twine &Message) {
    diagnoseError(M.getContext(), At, Message);
  }

  /// Whether LLVM 19's NVPTX selects llvm.sin/cos of float in \p F by itself
  /// (its allowUnsafeFPMath: the target option or the function attribute).
  bool selectsApproxByItself(const Function &F) const {
    return TM.Options.UnsafeFPMath ||
           F.getFnAttribute("unsafe-fp-math").getValueAsBool();
  }

  /// Whether \p F flushes f32 denormals (the .ftz forms).
  static bool flushesF32(const Function &F) {
    return F.getDenormalMode(APFloat::IEEEsingle()).Output ==
           DenormalMode::PreserveSign;
  }

  /// \p X through the float intrinsic \p ID element by element
  /// (NVPTXExt::perElementThrough).
  Value *perFloatElement(IRBuilder<> &B, Intrinsic::ID ID, Value *X) {
    Function *Float = Intrinsic::getDeclaration(&M, ID);
    return perElementThrough(B, X, B.getFloatTy(), [&](Value *V) -> Value * {
      return B.CreateCall(Float, {V});
    });
  }

  /// \p X through the float intrinsic \p Plain, or \p Ftz where \p F
  /// flushes f32 denormals (the .ftz forms of the approximations).
  Value *perFloatElement(IRBuilder<> &B, const Function &F, Intrinsic::ID Plain,
                         Intrinsic::ID Ftz, Value *X) {
    return perFloatElement(B, flushesF32(F) ? Ftz : Plain, X);
  }

  /// sin.approx or cos.approx of \p X (float or narrower, scalar or fixed
  /// vector) in \p F, or null where NVPTX has none.
  Value *approx(IRBuilder<> &B, const Function &F, bool Sin, Value *X) {
    Type *Element = X->getType()->getScalarType();
    if (!isFloatOrNarrower(Element) || isa<ScalableVectorType>(X->getType()))
      return nullptr;
    return Sin ? perFloatElement(B, F, Intrinsic::nvvm_sin_approx_f,
                                 Intrinsic::nvvm_sin_approx_ftz_f, X)
               : perFloatElement(B, F, Intrinsic::nvvm_cos_approx_f,
                                 Intrinsic::nvvm_cos_approx_ftz_f, X);
  }

  void replace(CallInst &Call, Value *With) {
    Call.replaceAllUsesWith(With);
    Call.eraseFromParent();
    Changed = true;
  }

  void reject(CallInst &Call, const Twine &Message) {
    error(&Call, Message);
    eraseCall(Call);
    Changed = true;
  }

  /// A call of an LLVM 20-22 intrinsic (or of an `llvm.` name no LLVM has).
  /// llvm.experimental.memset.pattern(ptr %dst, T %pattern, iN %count,
  /// i1 %volatile), LLVM 20's: %count stores of %pattern to consecutive
  /// T-sized slots from %dst, as LLVM 22 expands it before selection: a
  /// loop, skipped when %count is 0.
  void lowerMemsetPattern(CallInst &Call) {
    Value *Dst = Call.getArgOperand(0);
    Value *Pattern = Call.getArgOperand(1);
    Value *Count = Call.getArgOperand(2);
    bool Volatile = cast<ConstantInt>(Call.getArgOperand(3))->isOne();
    Type *T = Pattern->getType();
    const DataLayout &DL = M.getDataLayout();
    Align Slot = commonAlignment(Call.getParamAlign(0).valueOrOne(),
                                 DL.getTypeAllocSize(T).getKnownMinValue());
    BasicBlock *Entry = Call.getParent();
    BasicBlock *Done = Entry->splitBasicBlock(&Call, "memset.pattern.done");
    BasicBlock *Loop = BasicBlock::Create(M.getContext(), "memset.pattern",
                                          Entry->getParent(), Done);
    Entry->getTerminator()->eraseFromParent();
    IRBuilder<> B(Entry);
    B.CreateCondBr(B.CreateICmpEQ(Count, ConstantInt::get(Count->getType(), 0)),
                   Done, Loop);
    B.SetInsertPoint(Loop);
    PHINode *I = B.CreatePHI(Count->getType(), 2, "i");
    I->addIncoming(ConstantInt::get(Count->getType(), 0), Entry);
    B.CreateAlignedStore(Pattern, B.CreateGEP(T, Dst, I), Slot, Volatile);
    Value *Next = B.CreateAdd(I, ConstantInt::get(Count->getType(), 1));
    I->addIncoming(Next, Loop);
    B.CreateCondBr(B.CreateICmpULT(Next, Count), Loop, Done);
    Call.eraseFromParent();
    Changed = true;
  }

  void lowerNewIntrinsic(Function &Decl, CallInst &Call) {
    IRBuilder<> B(&Call);
    StringRef Name = Decl.getName();
    Type *Ty = Call.getType();
    switch (newIntrinsic(Name)) {
    case NewIntrinsic::MaximumNum:
    case NewIntrinsic::MinimumNum:
      if (Call.arg_size() == 2 && isFPOrFPVector(Ty) &&
          Call.getArgOperand(0)->getType() == Ty &&
          Call.getArgOperand(1)->getType() == Ty) {
        bool Max = newIntrinsic(Name) == NewIntrinsic::MaximumNum;
        Function *Num = Intrinsic::getDeclaration(
            &M, Max ? Intrinsic::maxnum : Intrinsic::minnum, {Ty});
        CallInst *New =
            B.CreateCall(Num, {Call.getArgOperand(0), Call.getArgOperand(1)});
        if (isa<FPMathOperator>(&Call))
          New->setFastMathFlags(Call.getFastMathFlags());
        return replace(Call, New);
      }
      break;
    case NewIntrinsic::MemsetPattern:
      if (Call.arg_size() == 4 && Ty->isVoidTy() &&
          Call.getArgOperand(0)->getType()->isPointerTy() &&
          Call.getArgOperand(1)->getType()->isSized() &&
          Call.getArgOperand(2)->getType()->isIntegerTy() &&
          isa<ConstantInt>(Call.getArgOperand(3)))
        return lowerMemsetPattern(Call);
      break;
    case NewIntrinsic::StepVector:
      if (auto *Vector = dyn_cast<FixedVectorType>(Ty);
          Vector && Call.arg_size() == 0 &&
          Vector->getElementType()->isIntegerTy()) {
        SmallVector<Constant *, 16> Steps;
        for (unsigned I = 0; I < Vector->getNumElements(); ++I)
          Steps.push_back(ConstantInt::get(Vector->getElementType(), I));
        return replace(Call, ConstantVector::get(Steps));
      }
      break;
    case NewIntrinsic::SinCos: {
      auto *Pair = dyn_cast<StructType>(Ty);
      if (!Pair || Pair->getNumElements() != 2 || Call.arg_size() != 1 ||
          Pair->getElementType(0) != Call.getArgOperand(0)->getType() ||
          Pair->getElementType(1) != Pair->getElementType(0))
        break;
      Value *X = Call.getArgOperand(0);
      const Function &F = *Call.getFunction();
      if (!hasApproxFunc(Call))
        return reject(Call, "'" + Name +
                                "' needs the afn fast-math flag on NVPTX "
                                "(sin.approx and cos.approx); without it "
                                "there is no instruction or library for it");
      Value *Sin = approx(B, F, true, X), *Cos = approx(B, F, false, X);
      if (!Sin || !Cos)
        return reject(Call, "'" + Name + "' has no instruction on NVPTX for " +
                                typeName(X->getType()) +
                                " (sin.approx and cos.approx are float)");
      Value *Result = B.CreateInsertValue(PoisonValue::get(Pair), Sin, 0);
      return replace(Call, B.CreateInsertValue(Result, Cos, 1));
    }
    case NewIntrinsic::CarrylessMul:
      if (Ty->isIntOrIntVectorTy() && Call.arg_size() == 2 &&
          Call.getArgOperand(0)->getType() == Ty &&
          Call.getArgOperand(1)->getType() == Ty) {
        // As LLVM 22 expands it: the XOR of A << I for each set bit I of B.
        Value *A = Call.getArgOperand(0), *Bits = Call.getArgOperand(1);
        unsigned Width = Ty->getScalarSizeInBits();
        Value *Result = Constant::getNullValue(Ty);
        for (unsigned I = 0; I < Width; ++I) {
          Value *Bit = B.CreateAnd(B.CreateLShr(Bits, I), 1);
          Value *Mask = B.CreateNeg(Bit);
          Result = B.CreateXor(Result, B.CreateAnd(B.CreateShl(A, I), Mask));
        }
        return replace(Call, Result);
      }
      break;
    case NewIntrinsic::Unknown:
      return reject(Call, "'" + Name +
                              "' is not an intrinsic LLVM 19 has, and NVPTX "
                              "here has no lowering for it");
    }
    reject(Call, "'" + Name + "' is called with the type " +
                     typeName(Call.getFunctionType()) +
                     ", which is not the intrinsic's");
  }

  /// A call of an intrinsic selectionLacks names: an error where its
  /// types are the ones LLVM 19's selection stops at.
  void checkSelectable(Intrinsic::ID ID, CallInst &Call) {
    // The type that matters: the first operand's (an FP operand for
    // lround, frexp and powi, whose result is an integer or a pair).
    Type *T =
        Call.arg_size() ? Call.getArgOperand(0)->getType() : Call.getType();
    Type *Element = T->getScalarType();
    bool Narrow = Element->isHalfTy() || Element->isBFloatTy();
    Lacks What = *selectionLacks(ID);
    if (What == Lacks::Transcendental) {
      // The libdevice function of the float or double form (libdevice has
      // no half or bfloat ones: those go through float).
      if (!Element->isFloatingPointTy() || Element->isFP128Ty() ||
          Element->isX86_FP80Ty() || Element->isPPC_FP128Ty())
        return; // Not NVPTX's types: NVPTXUnsupportedIR reports them.
      StringRef Base = Call.getCalledFunction()->getName().drop_front(5);
      Base = Base.take_until([](char C) { return C == '.'; });
      bool Double = Element->isDoubleTy();
      return reject(Call, "'" + Call.getCalledFunction()->getName() +
                              "' has no instruction on NVPTX and no library "
                              "to call (libdevice's __nv_" +
                              Base + (Double ? "" : "f") + " computes it" +
                              (Narrow ? " in float" : "") + ")");
    }
    bool Stops =
        What == Lacks::Any || (What == Lacks::Narrow && Narrow) ||
        (What == Lacks::Int16Vector && T->isVectorTy() &&
         Element->isIntegerTy(16)) ||
        (What == Lacks::BFloatBelowSm80 && Element->isBFloatTy() &&
         TM.getSubtargetImpl(*Call.getFunction())->getSmVersion() < 80);
    if (!Stops)
      return;
    // As LLVM 22 compiles them: through float, exactly (the mantissa a
    // half or bfloat has fits its type; the larger or smaller of two
    // values is one of them).
    if (!isa<ScalableVectorType>(T) &&
        (What == Lacks::BFloatBelowSm80 ||
         (ID == Intrinsic::frexp && What == Lacks::Narrow)))
      return lowerThroughFloat(ID, Call);
    reject(Call, "'" + Call.getCalledFunction()->getName() +
                     "' has no instruction on NVPTX for " + typeName(T) +
                     " and no library to call");
  }

  /// llvm.frexp of half or bfloat, and bfloat maximum/minimum (and their
  /// vector reductions) below sm_80: the operands extended to float, the
  /// intrinsic of float, the floating-point results rounded back (exact).
  void lowerThroughFloat(Intrinsic::ID ID, CallInst &Call) {
    IRBuilder<> B(&Call);
    auto Widen = [&](Type *T) {
      if (auto *V = dyn_cast<VectorType>(T))
        return static_cast<Type *>(VectorType::get(B.getFloatTy(), V));
      return B.getFloatTy();
    };
    SmallVector<Value *, 2> Args;
    for (Value *A : Call.args())
      Args.push_back(B.CreateFPExt(A, Widen(A->getType())));
    Type *Narrow = Call.getArgOperand(0)->getType();
    if (ID == Intrinsic::frexp) {
      Type *ExpT = cast<StructType>(Call.getType())->getElementType(1);
      Value *Wide =
          B.CreateIntrinsic(Intrinsic::frexp, {Args[0]->getType(), ExpT}, Args);
      Value *Out = PoisonValue::get(Call.getType());
      Out = B.CreateInsertValue(
          Out, B.CreateFPTrunc(B.CreateExtractValue(Wide, 0), Narrow), 0);
      Out = B.CreateInsertValue(Out, B.CreateExtractValue(Wide, 1), 1);
      return replace(Call, Out);
    }
    bool Reduction = ID == Intrinsic::vector_reduce_fmaximum ||
                     ID == Intrinsic::vector_reduce_fminimum;
    Value *Wide = Reduction ? B.CreateIntrinsic(ID, {Args[0]->getType()}, Args)
                            : B.CreateBinaryIntrinsic(ID, Args[0], Args[1]);
    replace(Call, B.CreateFPTrunc(Wide, Call.getType()));
  }

  /// llvm.canonicalize, which LLVM 19's selection stops at: as LLVM 22
  /// selects it, a multiplication by 1.0 that nothing folds away
  /// (llvm.nvvm.mul.rn[.ftz].f/.d: mul.rn.f32/.f64, half and bfloat
  /// through float), which quiets NaNs and flushes denormals where the
  /// function does.
  void lowerCanonicalize(CallInst &Call) {
    IRBuilder<> B(&Call);
    Value *X = Call.getArgOperand(0);
    if (isa<ScalableVectorType>(X->getType()))
      return;
    bool Double = X->getType()->getScalarType()->isDoubleTy();
    Function *Mul = Intrinsic::getDeclaration(
        &M, Double                            ? Intrinsic::nvvm_mul_rn_d
            : flushesF32(*Call.getFunction()) ? Intrinsic::nvvm_mul_rn_ftz_f
                                              : Intrinsic::nvvm_mul_rn_f);
    replace(
        Call,
        perElementThrough(
            B, X, Double ? B.getDoubleTy() : B.getFloatTy(),
            [&](Value *V) -> Value * {
              return B.CreateCall(Mul, {V, ConstantFP::get(V->getType(), 1.0)});
            }));
  }

  /// A call of llvm.sin, cos, pow, exp2, tanh or log2 (see the header).
  void lowerMath(Intrinsic::ID ID, CallInst &Call) {
    const Function &F = *Call.getFunction();
    StringRef Name = Call.getCalledFunction()->getName();
    Type *Element = Call.getType()->getScalarType();
    IRBuilder<> B(&Call);
    switch (ID) {
    case Intrinsic::pow:
      return reject(Call, "'" + Name +
                              "' has no instruction on NVPTX and no library "
                              "to call (libdevice's __nv_pow and __nv_powf "
                              "compute it)");
    case Intrinsic::sin:
    case Intrinsic::cos: {
      bool FloatOrNarrower = isFloatOrNarrower(Element);
      if (FloatOrNarrower && selectsApproxByItself(F))
        return; // LLVM 19's own sin.approx.f32 pattern, through float.
      Value *Approx = hasApproxFunc(Call) ? approx(B, F, ID == Intrinsic::sin,
                                                   Call.getArgOperand(0))
                                          : nullptr;
      if (Approx)
        return replace(Call, Approx);
      if (FloatOrNarrower)
        return reject(Call, "'" + Name +
                                "' needs the afn fast-math flag on NVPTX (" +
                                (ID == Intrinsic::sin ? "sin" : "cos") +
                                ".approx.f32); without it there is no "
                                "instruction or library for it");
      return reject(Call, "'" + Name +
                              "' has no instruction on NVPTX and no library "
                              "to call (libdevice's __nv_" +
                              (ID == Intrinsic::sin ? "sin" : "cos") +
                              " computes it)");
    }
    case Intrinsic::tanh: {
      // With afn, tanh.approx.f32 (sm_75, PTX ISA 7.0) for float and,
      // through float, half and bfloat, as LLVM 22 selects it. LLVM 19 has
      // no instruction for it (nor LLVM 22 an intrinsic): the instruction
      // is written as inline asm. Elsewhere selectionLacks decides.
      const NVPTXSubtarget &ST = *TM.getSubtargetImpl(F);
      if (hasApproxFunc(Call) && isFloatOrNarrower(Element) &&
          ST.getSmVersion() >= 75 && ST.getPTXVersion() >= 70 &&
          !isa<ScalableVectorType>(Call.getType())) {
        InlineAsm *Tanh = InlineAsm::get(
            FunctionType::get(B.getFloatTy(), {B.getFloatTy()}, false),
            "tanh.approx.f32 $0, $1;", "=f,f", /*hasSideEffects=*/false);
        return replace(Call, perElementThrough(B, Call.getArgOperand(0),
                                               B.getFloatTy(),
                                               [&](Value *V) -> Value * {
                                                 return B.CreateCall(Tanh, {V});
                                               }));
      }
      return checkSelectable(ID, Call);
    }
    case Intrinsic::log2:
      // -nvptx-approx-log2f32: lg2.approx.f32, half and bfloat through
      // float, as LLVM 22 selects it with that option (it promotes the
      // narrow types and splits the vectors).
      if (UseApproxLog2F32 && isFloatOrNarrower(Element) &&
          !isa<ScalableVectorType>(Call.getType()))
        return replace(Call, perFloatElement(B, F, Intrinsic::nvvm_lg2_approx_f,
                                             Intrinsic::nvvm_lg2_approx_ftz_f,
                                             Call.getArgOperand(0)));
      return checkSelectable(ID, Call);
    case Intrinsic::exp2:
      if (Element->isFloatTy() && !isa<ScalableVectorType>(Call.getType()))
        return replace(Call, perFloatElement(B, F, Intrinsic::nvvm_ex2_approx_f,
                                             Intrinsic::nvvm_ex2_approx_ftz_f,
                                             Call.getArgOperand(0)));
      return;
    default:
      return;
    }
  }

public:
  GenericIntrinsicLowering(Module &M, const NVPTXTargetMachine &TM)
      : M(M), TM(TM) {}

  bool run() {
    for (Function &Decl : make_early_inc_range(M)) {
      StringRef Name = Decl.getName();
      if (!Decl.isDeclaration() || !Name.starts_with("llvm.") ||
          Name.starts_with("llvm.nvvm."))
        continue;
      Intrinsic::ID ID = Decl.getIntrinsicID();
      bool Math = ID == Intrinsic::sin || ID == Intrinsic::cos ||
                  ID == Intrinsic::pow || ID == Intrinsic::exp2 ||
                  ID == Intrinsic::tanh || ID == Intrinsic::log2;
      if (ID != Intrinsic::not_intrinsic && !Math && !selectionLacks(ID) &&
          ID != Intrinsic::canonicalize)
        continue;
      for (User *U : make_early_inc_range(Decl.users())) {
        auto *Call = dyn_cast<CallInst>(U);
        if (!Call || Call->getCalledOperand() != &Decl)
          continue;
        if (ID == Intrinsic::not_intrinsic)
          lowerNewIntrinsic(Decl, *Call);
        else if (Math)
          lowerMath(ID, *Call);
        else if (ID == Intrinsic::canonicalize)
          lowerCanonicalize(*Call);
        else
          checkSelectable(ID, *Call);
      }
      if (ID == Intrinsic::not_intrinsic && !Decl.use_empty()) {
        // Not called but taken as a value: no PTX can name it.
        error(nullptr, "'" + Name +
                           "' is not an intrinsic LLVM 19 has, and only "
                           "calls of LLVM's intrinsics can be compiled");
        Decl.replaceAllUsesWith(PoisonValue::get(Decl.getType()));
        Changed = true;
      }
      if (ID == Intrinsic::not_intrinsic && Decl.use_empty()) {
        Decl.eraseFromParent();
        Changed = true;
      }
    }
    return Changed;
  }
};

} // namespace

Value *NVPTXExt::perElementThrough(IRBuilderBase &B, Value *X, Type *Wide,
                                   function_ref<Value *(Value *)> Op) {
  auto One = [&](Value *V) -> Value * {
    Type *T = V->getType();
    Value *Extended = T == Wide ? V : B.CreateFPExt(V, Wide);
    Value *R = Op(Extended);
    return T == Wide ? R : B.CreateFPTrunc(R, T);
  };
  auto *Vector = dyn_cast<FixedVectorType>(X->getType());
  if (!Vector)
    return One(X);
  Value *Result = PoisonValue::get(Vector);
  for (unsigned I = 0; I < Vector->getNumElements(); ++I)
    Result =
        B.CreateInsertElement(Result, One(B.CreateExtractElement(X, I)), I);
  return Result;
}

bool NVPTXExt::lowerGenericIntrinsics(Module &M, const NVPTXTargetMachine &TM) {
  return GenericIntrinsicLowering(M, TM).run();
}
