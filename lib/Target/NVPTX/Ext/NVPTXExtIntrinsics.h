//===- NVPTXExtIntrinsics.h - Intrinsics unknown to LLVM 19 -----*- C++ -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// Extended intrinsics: `llvm.nvvm.*` intrinsics that the distro's LLVM 19
// core does not know (its intrinsic enum is compiled into every library).
// They are described by the TableGen table in NVPTXExtIntrinsics.td and get
// IDs above Intrinsic::num_intrinsics through NVPTX's TargetIntrinsicInfo,
// which SelectionDAGBuilder consults for unknown `llvm.*` declarations.
//
// Because the IR verifier knows nothing about these names, the
// NVPTXExtIntrinsicChecks pass does what it would: it gives declarations
// their attributes and rejects calls with a wrong signature, a non-constant
// or out-of-range immarg, or a target/PTX version that lacks the
// instruction, each with an `error:` diagnostic instead of a crash in ISel.
//
//===----------------------------------------------------------------------===//

#ifndef LLVM_LIB_TARGET_NVPTX_EXT_NVPTXEXTINTRINSICS_H
#define LLVM_LIB_TARGET_NVPTX_EXT_NVPTXEXTINTRINSICS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/IR/Attributes.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/CodeGen.h"
#include "llvm/Target/TargetIntrinsicInfo.h"
#include <optional>
#include <string>

namespace llvm {

class CallBase;
class FixedVectorType;
class Function;
class FunctionType;
class Instruction;
class IRBuilderBase;
class Twine;
class LLVMContext;
class Module;
class ModulePass;
class NVPTXSubtarget;
class NVPTXTargetMachine;
class PassRegistry;
class SDNode;
class SDValue;
class SelectionDAG;
class Type;
class Value;

namespace NVPTXExt {

// The enums NVPTXExtIntrinsics.td defines: AsyncResultsRole, a row's part in
// keeping asynchronous results unread until their wait (its AsyncResults
// column, NVPTXAsyncResults.h), and FixedIntrinsic, the rows C++ calls by
// names of its own.
#define GET_AsyncResultsRole_DECL
#define GET_FixedIntrinsic_DECL
#include "NVPTXGenSearchableTables.inc"

/// One row of the TableGen-generated table (see NVPTXExtIntrinsics.td).
struct NVPTXExtIntrinsicRecord {
  const char *Name;
  const char *Signature;
  const char *FnAttrs;
  const char *ImmArgValues;
  const char *Targets;
  const char *ImmArgTargets;
  uint16_t MinPTX;
  unsigned Opcode;
  AsyncResultsRole AsyncResults;
};

/// The whole table, in TableGen order.
ArrayRef<NVPTXExtIntrinsicRecord> records();

/// The row for an intrinsic name, or null.
const NVPTXExtIntrinsicRecord *lookup(StringRef Name);

/// The row for an extended intrinsic ID, or null for any other ID.
const NVPTXExtIntrinsicRecord *lookup(unsigned IID);

/// The row of a fixed intrinsic: every enumerator has one (the enum is
/// generated from the rows).
const NVPTXExtIntrinsicRecord &fixedRecord(FixedIntrinsic Which);

/// The ID of a row (or of its flat form): above every ID the core enum can
/// hold.
unsigned getID(const NVPTXExtIntrinsicRecord &R, bool Flat = false);

/// The declaration a row describes: its type and attributes in \p Ctx.
struct Prototype {
  FunctionType *Type;
  AttributeList Attrs;
};
const Prototype &getPrototype(const NVPTXExtIntrinsicRecord &R,
                              LLVMContext &Ctx);

/// Whether the intrinsic has vector (or i128) operands or such a result.
/// LLVM 19's NVPTX cannot legalize those on an intrinsic node, so in llc
/// the checks pass rewrites each call to the intrinsic's flat form,
/// `NAME.flat`, which takes and returns the elements one by one (vector
/// results as a struct). Both select to the same MachineInstr.
bool hasVectorTypes(const NVPTXExtIntrinsicRecord &R, LLVMContext &Ctx);
/// Whether a vector operand or result is split: all but those NVPTX keeps
/// in one 32-bit register (v2f16, v2bf16, v2i16, v4i8).
bool isSplitVector(Type *T);
/// The elements a flat form passes for an operand or result of type \p T:
/// those of a split vector, or the two i64 halves (low first) of an i128,
/// which LLVM 19's NVPTX cannot take as an operand either (the
/// clusterlaunchcontrol responses). Null for every other type.
FixedVectorType *getFlatElements(Type *T);
std::string getFlatName(const NVPTXExtIntrinsicRecord &R);
const Prototype &getFlatPrototype(const NVPTXExtIntrinsicRecord &R,
                                  LLVMContext &Ctx);

/// The values an immarg operand may take: an inclusive range, or a list.
struct ImmArgValues {
  unsigned ArgNo = 0;
  int64_t Min = INT64_MIN;
  int64_t Max = INT64_MAX;
  /// When not empty, the only values allowed (Min/Max are then unused).
  SmallVector<int64_t, 4> Allowed;

  bool contains(int64_t Value) const;
  /// "in [0, 7]", "128" or "one of -1, 1".
  std::string describe() const;
};
std::optional<ImmArgValues> getImmArgValues(const NVPTXExtIntrinsicRecord &R,
                                            unsigned ArgNo);

/// Empty if \p ST has the intrinsic's instruction, else a sentence that says
/// what the intrinsic needs and what the target is. \p ImmArg gives the
/// value of an immarg operand of the call, where the targets depend on it
/// (ImmArgTargets); without it the row's own Targets apply.
std::string
checkTarget(const NVPTXExtIntrinsicRecord &R, const NVPTXSubtarget &ST,
            function_ref<std::optional<int64_t>(unsigned)> ImmArg = nullptr);

/// Selects an extended intrinsic node (INTRINSIC_VOID / _W_CHAIN /
/// _WO_CHAIN) into its MachineInstr, an address-space cast to or from
/// shared::cluster into its cvta instructions, and STACKSAVE/STACKRESTORE
/// (llvm.stacksave/stackrestore) into stacksave/stackrestore. Returns null
/// for other nodes.
SDNode *select(SelectionDAG &DAG, SDNode *N);

/// Whether \p ST has ex2.approx of f16 (\p BFloat false: sm_75 with PTX ISA
/// 7.0) or of bf16 (sm_90 with PTX ISA 7.8), which llvm.exp2 of those types
/// selects to; elsewhere the unsupported-IR checks widen it to f32.
bool hasHalfExp2(const NVPTXSubtarget &ST, bool BFloat);

/// Selects LLVM IR's memory ordering as LLVM 22 does (NVPTXMemoryOrder.cpp):
/// ATOMIC_FENCE into fence.{sc,acq_rel,acquire,release}.SCOPE (membar below
/// sm_70), ATOMIC_LOAD acquire/seq_cst into [fence.sc;] ld.acquire.SCOPE,
/// ATOMIC_STORE release/seq_cst into [fence.sc;] st.release.SCOPE,
/// ATOMIC_CMP_SWAP into atom.SEM.SCOPE.cas; null for other nodes and for
/// monotonic loads and stores, which LLVM 19 selects.
SDNode *selectMemoryOrder(SelectionDAG &DAG, SDNode *N);

/// The widest atomic access the target has an instruction for: 128 bits
/// where atom.cas.b128 and atom.exch.b128 exist (sm_90, PTX ISA 8.4, 64-bit
/// addresses), else 64 (NVPTXISelLowering's MaxAtomicSizeInBitsSupported).
unsigned maxAtomicSizeInBits(const NVPTXSubtarget &ST);

/// The type legalizer's i128 ATOMIC_CMP_SWAP_WITH_SUCCESS and ATOMIC_SWAP:
/// a memory node on the values' 64-bit halves, which selectMemoryOrder
/// selects into atom.cas.b128 or atom.exch.b128.
void replaceAtomicB128(SDNode *N, SmallVectorImpl<SDValue> &Results,
                       SelectionDAG &DAG);

/// In llc, reports each fence, atomic load or atomic store that the
/// caller's target cannot have as selectMemoryOrder selects it (acquire,
/// release or seq_cst accesses below sm_70 or PTX ISA 6.0, the cluster
/// scope below sm_90 or PTX ISA 7.8, sync scopes NVPTX lacks) with an
/// error, and removes it. Returns whether it changed \p M.
bool checkMemoryOrdering(Module &M, const NVPTXTargetMachine &TM);

/// \p X (a floating-point scalar or fixed vector) through \p Op element by
/// element: each element extended to \p Wide where it is narrower (half,
/// bfloat through float), \p Op's result rounded back
/// (NVPTXGenericIntrinsics.cpp).
Value *perElementThrough(IRBuilderBase &B, Value *X, Type *Wide,
                         function_ref<Value *(Value *)> Op);

/// In llc, lowers the calls of LLVM's own intrinsics that LLVM 19's NVPTX
/// cannot compile as LLVM 22 does (llvm.maximumnum/minimumnum, stepvector,
/// sincos with afn, sin/cos with afn, exp2 of float), and reports the
/// others (any other `llvm.` name LLVM 19 lacks, sin/cos without afn,
/// pow) with an error, removing them (NVPTXGenericIntrinsics.cpp). Returns
/// whether it changed \p M.
bool lowerGenericIntrinsics(Module &M, const NVPTXTargetMachine &TM);

/// The shared::cluster address space of LLVM 20 and later, which LLVM 19's
/// NVPTX does not define: the destination of tensor loads (NVPTXTma.td).
constexpr unsigned AddressSpaceSharedCluster = 7;
/// Selects an ADDRSPACECAST node upstream's selection stops at: to or from
/// AddressSpaceSharedCluster, from the parameter space, between two
/// specific spaces, or with a space NVPTX does not define (an error)
/// (NVPTXTma.cpp); null for any other cast.
SDNode *selectAddrSpaceCast(SelectionDAG &DAG, SDNode *N);

/// Answers SelectionDAGBuilder's questions about intrinsic names.
class NVPTXExtIntrinsicInfo final : public TargetIntrinsicInfo {
public:
  std::string getName(unsigned IID, Type **Tys = nullptr,
                      unsigned NumTys = 0) const override;
  unsigned lookupName(const char *Name, unsigned Len) const override;
  unsigned getIntrinsicID(const Function *F) const override;
  bool isOverloaded(unsigned IID) const override { return false; }
  Function *getDeclaration(Module *M, unsigned IID, Type **Tys = nullptr,
                           unsigned NumTys = 0) const override;
};

const NVPTXExtIntrinsicInfo &getIntrinsicInfo();

} // namespace NVPTXExt

/// The IR pass that checks and annotates extended-intrinsic uses. With a
/// target machine it also checks each call against its caller's subtarget.
class NVPTXExtIntrinsicChecksPass
    : public PassInfoMixin<NVPTXExtIntrinsicChecksPass> {
  const NVPTXTargetMachine *TM;

public:
  explicit NVPTXExtIntrinsicChecksPass(const NVPTXTargetMachine *TM = nullptr)
      : TM(TM) {}
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &);
  static bool isRequired() { return true; }
};

ModulePass *createNVPTXExtIntrinsicChecksLegacyPass();

namespace NVPTXExt {
/// Whether -nvptx-mad-wide-opt (LLVM 22's option) asks for mad.wide
/// (Families/NVPTXMadWide.td).
bool madWideEnabled();
/// Whether the f32 division or square root \p N is approximated because of
/// its own afn flag, as LLVM 22 decides (Families/NVPTXApproxMath.td): the
/// command line's -nvptx-prec-divf32 (\p Sqrt: -nvptx-prec-sqrtf32), where
/// given, rules instead.
bool approximatedByFlag(const SDNode *N, bool Sqrt);
/// The DAG combine of a SIGN_EXTEND or ZERO_EXTEND \p N (from i16 to i32,
/// i32 to i64) of a multiplication that cannot wrap in the narrow type (nsw
/// for the sign extension, nuw for the zero extension), or of a left shift
/// by a constant with that flag: mul.wide of the narrow operands, as LLVM
/// 22 combines it. Null elsewhere, and at -O0.
SDValue combineExtendedMultiplication(SDNode *N, SelectionDAG &DAG,
                                      CodeGenOptLevel OptLevel);
/// The DAG combine of a BRCOND \p N on the negation of a conjunction (an
/// and, or an i1 select with a false operand) of which one side is a
/// compare used only there: a branch on the disjunction of the negations,
/// the compare inverted, as LLVM 22's DAG ends up with it. Null elsewhere,
/// and at -O0.
SDValue combineNegatedConjunctionBranch(SDNode *N, SelectionDAG &DAG,
                                        CodeGenOptLevel OptLevel);
/// "PTX ISA 8.5" for 85.
std::string ptxName(unsigned Version);
/// \p T as IR prints it ("<4 x float>", "ptr addrspace(3)").
std::string typeName(const Type *T);
/// "needs PTX ISA 8.5 or later (use -mattr=+ptx85)" for 85.
std::string needsPtx(unsigned Version);
/// "sm_90a with PTX ISA 8.0": the target a diagnostic says lacks something.
std::string targetWithPtx(const NVPTXSubtarget &ST);
/// Whether a row is an internal helper of the lowering (`llvm.nvvm.ext.*`),
/// which IR does not call and the listing leaves out.
bool isInternal(const NVPTXExtIntrinsicRecord &R);
/// The value of -mcpu parsed so far (empty without one).
std::string parsedCPU();
/// Whether \p CPU is an NVPTX processor (or "help"); if not, reports an
/// error that names the closest one.
bool checkCPU(StringRef CPU);
/// For llc on an NVPTX module: where \p CPU is empty (no -mcpu), the
/// "target-cpu" every defined function of \p M names; where \p Features
/// has no PTX ISA (no -mattr=+ptxNN), the +ptxNN of their
/// "target-features". False, with an error, when two functions disagree
/// or the named processor is not NVPTX's (NVPTXCommandLine.cpp).
bool adoptModuleTarget(Module &M, std::string &CPU, std::string &Features);
/// The declaration in \p M of the extended intrinsic of row \p R, or of a
/// fixed intrinsic. (A name is looked up first, with lookup(), whose null
/// the caller reports.)
Function *getDeclaration(Module &M, const NVPTXExtIntrinsicRecord &R);
Function *getDeclaration(Module &M, FixedIntrinsic Which);

/// LLVM 22's attributes for the declaration \p F of one of LLVM 19's own
/// intrinsics, where LLVM 22 states more than LLVM 19 does
/// (NVPTXCoreIntrinsicAttributes.td); std::nullopt for the others.
std::optional<AttributeList> getLLVM22CoreAttributes(const Function &F);

/// Reports "error: [file:line:col: ]in function 'F': Message" for the
/// instruction \p At (or for the module when it is null).
void diagnoseError(LLVMContext &Context, const Instruction *At,
                   const Twine &Message);
/// Deletes the rejected call \p Call, its uses replaced by poison.
void eraseCall(CallBase &Call);
/// Reports "error: in function 'F': Message" for the function \p F.
void diagnoseError(const Function &F, const Twine &Message);

/// In llc, reports the IR NVPTX lacks and LLVM 19's selection would stop at
/// with a fatal error or miscompile: scalable vectors, floating-point types
/// wider than f64, thread-local globals, indirect branches, conversions of
/// integers wider than 64 bits, parameters LLVM 19 cannot split, and
/// llvm.stacksave/stackrestore below sm_52 or PTX ISA 7.3; drops what it
/// reports (NVPTXUnsupportedIR.cpp). Returns whether it changed \p M.
bool rejectWhatNVPTXLacks(Module &M, const NVPTXTargetMachine &TM);
} // namespace NVPTXExt
void initializeNVPTXExtIntrinsicChecksLegacyPass(PassRegistry &);

} // namespace llvm

#endif // LLVM_LIB_TARGET_NVPTX_EXT_NVPTXEXTINTRINSICS_H
