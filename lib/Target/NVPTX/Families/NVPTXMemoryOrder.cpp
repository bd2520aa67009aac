//===- NVPTXMemoryOrder.cpp - fences, acquire loads, release stores -------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM IR's memory ordering, which every C++ or libcu++ atomic compiles to,
// stops LLVM 19's NVPTX selection ("Cannot select" for each `fence`, each
// `load atomic` acquire or seq_cst and each `store atomic` release or
// seq_cst). Here they are selected as LLVM 22 selects them, following the
// PTX memory model's mapping of C++ atomics (Lustig et al., ASPLOS'19):
//
//   fence seq_cst                  fence.sc.SCOPE
//   fence acquire/release/acq_rel  fence.acq_rel.SCOPE; from sm_90 with
//                                  PTX ISA 8.6, fence.acquire.SCOPE and
//                                  fence.release.SCOPE for the first two
//   load atomic acquire            ld.acquire.SCOPE
//   load atomic seq_cst            fence.sc.SCOPE; ld.acquire.SCOPE
//   store atomic release           st.release.SCOPE
//   store atomic seq_cst           fence.sc.SCOPE; st.release.SCOPE
//
// with SCOPE cta for syncscope("block"), cluster for "cluster", gpu for
// "device" and sys for the system (no syncscope), or for any volatile
// atomic. These need sm_70 and PTX ISA 6.0 (the cluster scope sm_90 and PTX
// ISA 7.8); below that a fence is a membar of its scope (membar.cta, .gl,
// .sys), as in LLVM 22, and the loads and stores are errors
// (checkMemoryOrdering). Where LLVM 22 differs from the PTX it prints:
//
//  - an atomic access of local, const or param memory, which no other
//    thread can see or change, is a plain ld/st, without a fence (LLVM
//    22's rule); an atomicrmw or cmpxchg of it, its plain load, operation
//    and store (LLVM 22 prints atom.local, which PTX does not have);
//  - syncscope("singlethread"), at which LLVM 22's llc stops: an access is
//    a plain ld/st and a fence orders nothing but the compiler (a
//    MEMBARRIER, printed as a comment): only the thread itself observes
//    the order.
//
// Monotonic (and unordered) accesses are LLVM 19's: ld.volatile and
// st.volatile, which PTX defines as relaxed at system scope.
//
// 128-bit atomics (LLVM 22's): from sm_90 with PTX ISA 8.4 (8.3 has the
// .b128 atom but not at system scope) and 64-bit addresses, i128 cmpxchg
// is atom.SEM.SCOPE.cas.b128 and xchg atom.SEM.SCOPE.exch.b128, the other
// atomicrmw operations and atomic loads a cmpxchg loop or cmpxchg
// (AtomicExpand, NVPTXISelLowering's hooks), atomic stores an xchg.
// Elsewhere they, and atomics of wider values, are errors, as in LLVM 22
// (LLVM 19 called __atomic_*_16, which nothing defines for the GPU).
//
//===----------------------------------------------------------------------===//

#include "MCTargetDesc/NVPTXBaseInfo.h"
#include "NVPTX.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXISelLowering.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/CodeGen/SelectionDAG.h"
#include "llvm/CodeGen/TargetOpcodes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/LowerAtomic.h"
#include <optional>

using namespace llvm;

namespace llvm {
namespace NVPTX {
namespace {
// The rows of NVPTXMemoryOrder.td's tables, field for field.
struct MemoryOrderFenceRecord {
  uint8_t Sem;
  uint8_t Scope;
  unsigned Opcode;
};
struct MemoryOrderAccessRecord {
  bool IsStore;
  uint8_t Scope;
  uint8_t Type;
  uint8_t Form;
  unsigned Opcode;
};
struct MemoryOrderCasRecord {
  uint8_t Sem;
  uint8_t Scope;
  uint8_t Width;
  bool Ptr64;
  unsigned Opcode;
};
struct MemoryOrderAtom128Record {
  bool Op;
  uint8_t Sem;
  uint8_t Scope;
  unsigned Opcode;
};
#define GET_MemoryOrderAtom128Table_IMPL
#define GET_MemoryOrderCasTable_IMPL
#define GET_MemoryOrderFenceTable_IMPL
#define GET_MemoryOrderAccessTable_IMPL
#include "NVPTXGenSearchableTables.inc"
} // namespace
} // namespace NVPTX
} // namespace llvm

namespace {

/// PTX's scopes, numbered as NVPTXMemoryOrder.td's MemoryScope.
enum MemoryScope : uint8_t { ScopeCta, ScopeCluster, ScopeGpu, ScopeSys };
/// A fence's semantics, numbered as NVPTXMemoryOrder.td's fences.
enum FenceSem : uint8_t { FenceSC, FenceAcqRel, FenceAcquire, FenceRelease };
/// An atom.cas's semantics, numbered as NVPTXMemoryOrder.td's
/// MemoryOrderCas (none: below sm_70, which has no ordered atomics).
enum CasSem : uint8_t {
  CasNone,
  CasRelaxed,
  CasAcquire,
  CasRelease,
  CasAcqRel
};
/// The address forms of LLVM 19's ld and st (its _avar, _areg, _areg_64,
/// _ari and _ari_64 instructions), numbered as NVPTXMemoryOrder.td's.
enum AddressForm : uint8_t {
  FormSymbol,
  FormReg32,
  FormReg64,
  FormRegImm32,
  FormRegImm64
};

/// What the target has of the PTX memory model. These are the only places
/// that say which targets: selection and the IR checks both ask here.
bool hasMemoryOrdering(const NVPTXSubtarget &ST) {
  return ST.getSmVersion() >= 70 && ST.getPTXVersion() >= 60;
}
bool hasAtomicB128(const NVPTXSubtarget &ST) {
  return ST.getSmVersion() >= 90 && ST.getPTXVersion() >= 84 &&
         ST.getTargetTriple().isArch64Bit();
}
bool hasClusterScope(const NVPTXSubtarget &ST) {
  return ST.getSmVersion() >= 90 && ST.getPTXVersion() >= 78;
}
bool hasSplitAcquireReleaseFences(const NVPTXSubtarget &ST) {
  return ST.getSmVersion() >= 90 && ST.getPTXVersion() >= 86;
}

/// The PTX scope of the IR sync scope \p ID: std::nullopt for
/// singlethread and for a name NVPTX does not have (the IR checks reject
/// those before selection).
std::optional<MemoryScope> ptxScope(LLVMContext &Ctx, SyncScope::ID ID) {
  if (ID == SyncScope::System)
    return ScopeSys;
  SmallVector<StringRef, 8> Names;
  Ctx.getSyncScopeNames(Names);
  if (ID >= Names.size())
    return std::nullopt;
  return StringSwitch<std::optional<MemoryScope>>(Names[ID])
      .Case("block", ScopeCta)
      .Case("cluster", ScopeCluster)
      .Case("device", ScopeGpu)
      .Default(std::nullopt);
}

/// Whether an atomic access of IR address space \p AddrSpace is a plain
/// one: local, const and param memory are no other thread's to see.
bool isThreadPrivateSpace(unsigned AddrSpace) {
  return AddrSpace == ADDRESS_SPACE_LOCAL || AddrSpace == ADDRESS_SPACE_CONST ||
         AddrSpace == ADDRESS_SPACE_PARAM;
}

//===----------------------------------------------------------------------===//
// Selection
//===----------------------------------------------------------------------===//

/// LLVM 19's state-space code of an IR address space (printLdStCode's).
unsigned ldStSpace(unsigned AddrSpace) {
  switch (AddrSpace) {
  case ADDRESS_SPACE_GLOBAL:
    return NVPTX::PTXLdStInstCode::GLOBAL;
  case ADDRESS_SPACE_SHARED:
    return NVPTX::PTXLdStInstCode::SHARED;
  case ADDRESS_SPACE_CONST:
    return NVPTX::PTXLdStInstCode::CONSTANT;
  case ADDRESS_SPACE_LOCAL:
    return NVPTX::PTXLdStInstCode::LOCAL;
  case ADDRESS_SPACE_PARAM:
    return NVPTX::PTXLdStInstCode::PARAM;
  default:
    return NVPTX::PTXLdStInstCode::GENERIC;
  }
}

/// The access type (the row of LLVM 19's LD_i8 ... LD_f64: 0 i8, 1 i16,
/// 2 i32, 3 i64, 4 f32, 5 f64) of an access of \p MemVT, and the sign code
/// PTX writes it with; std::nullopt for what LLVM 19's ld/st do not take.
std::optional<std::pair<unsigned, unsigned>> accessType(EVT MemVT) {
  using namespace NVPTX::PTXLdStInstCode;
  if (!MemVT.isSimple())
    return std::nullopt;
  switch (MemVT.getSimpleVT().SimpleTy) {
  case MVT::i8:
    return std::pair(0u, unsigned(Unsigned));
  case MVT::i16:
    return std::pair(1u, unsigned(Unsigned));
  case MVT::f16:
  case MVT::bf16:
    return std::pair(1u, unsigned(Untyped));
  case MVT::i32:
    return std::pair(2u, unsigned(Unsigned));
  case MVT::i64:
    return std::pair(3u, unsigned(Unsigned));
  case MVT::f32:
    return std::pair(4u, unsigned(Float));
  case MVT::f64:
    return std::pair(5u, unsigned(Float));
  default:
    return std::nullopt;
  }
}

/// LLVM 19's plain ld and st of each access type and address form, for the
/// accesses that need no ordering.
#define NVPTX_LDST_FORMS(Op, Type)                                             \
  {                                                                            \
    NVPTX::Op##_##Type##_avar, NVPTX::Op##_##Type##_areg,                      \
        NVPTX::Op##_##Type##_areg_64, NVPTX::Op##_##Type##_ari,                \
        NVPTX::Op##_##Type##_ari_64                                            \
  }
#define NVPTX_LDST_TYPES(Op)                                                   \
  {                                                                            \
    NVPTX_LDST_FORMS(Op, i8), NVPTX_LDST_FORMS(Op, i16),                       \
        NVPTX_LDST_FORMS(Op, i32), NVPTX_LDST_FORMS(Op, i64),                  \
        NVPTX_LDST_FORMS(Op, f32), NVPTX_LDST_FORMS(Op, f64)                   \
  }
const unsigned PlainLoads[6][5] = NVPTX_LDST_TYPES(LD);
const unsigned PlainStores[6][5] = NVPTX_LDST_TYPES(ST);
#undef NVPTX_LDST_TYPES
#undef NVPTX_LDST_FORMS

/// A symbol address (a global or external symbol, possibly wrapped), as
/// LLVM 19's SelectDirectAddr takes it.
SDValue directAddress(SDValue Addr) {
  if (Addr.getOpcode() == ISD::TargetGlobalAddress ||
      Addr.getOpcode() == ISD::TargetExternalSymbol)
    return Addr;
  if (Addr.getOpcode() == NVPTXISD::Wrapper)
    return Addr.getOperand(0);
  return SDValue();
}

/// The address operands of \p Addr in the forms LLVM 19's ld and st take,
/// as its SelectDirectAddr and SelectADDRri pick them: a symbol; a frame
/// object or a register plus a constant that fits 32 bits; a register.
AddressForm selectAddress(SelectionDAG &DAG, SDValue Addr,
                          SmallVectorImpl<SDValue> &Ops) {
  SDLoc DL(Addr);
  MVT PtrVT = Addr.getSimpleValueType();
  bool Is64 = PtrVT == MVT::i64;
  if (SDValue Direct = directAddress(Addr)) {
    Ops.push_back(Direct);
    return FormSymbol;
  }
  auto FrameOrReg = [&](SDValue Base) {
    if (auto *FI = dyn_cast<FrameIndexSDNode>(Base))
      return DAG.getTargetFrameIndex(FI->getIndex(), PtrVT);
    return Base;
  };
  SDValue Base = Addr;
  int64_t Offset = 0;
  if (Addr.getOpcode() == ISD::ADD && !directAddress(Addr.getOperand(0)))
    if (auto *C = dyn_cast<ConstantSDNode>(Addr.getOperand(1));
        C && C->getAPIntValue().isSignedIntN(32)) {
      Base = Addr.getOperand(0);
      Offset = C->getSExtValue();
    }
  if (Base == Addr && !isa<FrameIndexSDNode>(Addr)) {
    Ops.push_back(Addr);
    return Is64 ? FormReg64 : FormReg32;
  }
  Ops.push_back(FrameOrReg(Base));
  Ops.push_back(DAG.getTargetConstant(Offset, DL, MVT::i32));
  return Is64 ? FormRegImm64 : FormRegImm32;
}

/// The PTX scope an atomic node is selected at: the system for a volatile
/// one (as LLVM 22), else its sync scope's; std::nullopt as ptxScope.
std::optional<MemoryScope> operationScope(SelectionDAG &DAG,
                                          const MemSDNode *A) {
  if (A->isVolatile())
    return ScopeSys;
  return ptxScope(*DAG.getContext(), A->getSyncScopeID());
}

SDValue imm(SelectionDAG &DAG, const SDLoc &DL, unsigned Value) {
  return DAG.getTargetConstant(Value, DL, MVT::i32);
}

/// fence.SEM.SCOPE on targets with the memory model, else a membar of the
/// scope.
SDNode *fence(SelectionDAG &DAG, const SDLoc &DL, SDValue Chain,
              AtomicOrdering Ordering, MemoryScope Scope) {
  const auto &ST = DAG.getSubtarget<NVPTXSubtarget>();
  if (!hasMemoryOrdering(ST)) {
    unsigned Membar = Scope == ScopeCta   ? NVPTX::INT_MEMBAR_CTA
                      : Scope == ScopeGpu ? NVPTX::INT_MEMBAR_GL
                                          : NVPTX::INT_MEMBAR_SYS;
    return DAG.getMachineNode(Membar, DL, MVT::Other, Chain);
  }
  FenceSem Sem = FenceAcqRel;
  if (Ordering == AtomicOrdering::SequentiallyConsistent)
    Sem = FenceSC;
  else if (hasSplitAcquireReleaseFences(ST) &&
           Ordering == AtomicOrdering::Acquire)
    Sem = FenceAcquire;
  else if (hasSplitAcquireReleaseFences(ST) &&
           Ordering == AtomicOrdering::Release)
    Sem = FenceRelease;
  const auto *Row = NVPTX::lookupMemoryOrderFence(Sem, Scope);
  assert(Row && "every semantics and scope has a fence");
  return DAG.getMachineNode(Row->Opcode, DL, MVT::Other, Chain);
}

SDNode *selectFence(SelectionDAG &DAG, SDNode *N) {
  SDLoc DL(N);
  SDValue Chain = N->getOperand(0);
  auto Ordering = static_cast<AtomicOrdering>(N->getConstantOperandVal(1));
  auto ID = static_cast<SyncScope::ID>(N->getConstantOperandVal(2));
  if (ID == SyncScope::SingleThread)
    return DAG.getMachineNode(TargetOpcode::MEMBARRIER, DL, MVT::Other, Chain);
  std::optional<MemoryScope> Scope = ptxScope(*DAG.getContext(), ID);
  if (!Scope)
    return nullptr;
  return fence(DAG, DL, Chain, Ordering, *Scope);
}

/// An ATOMIC_LOAD acquire or seq_cst, or an ATOMIC_STORE release or
/// seq_cst (the header says into what); null for the others, which LLVM
/// 19 selects (monotonic: ld/st.volatile).
SDNode *selectOrderedAccess(SelectionDAG &DAG, SDNode *N) {
  auto *A = cast<AtomicSDNode>(N);
  AtomicOrdering Ordering = A->getSuccessOrdering();
  if (!isStrongerThanMonotonic(Ordering))
    return nullptr;
  bool IsStore = N->getOpcode() == ISD::ATOMIC_STORE;
  std::optional<std::pair<unsigned, unsigned>> Type =
      accessType(A->getMemoryVT());
  if (!Type)
    return nullptr;
  SDLoc DL(N);
  unsigned AddrSpace = A->getAddressSpace();
  bool Plain = isThreadPrivateSpace(AddrSpace) ||
               A->getSyncScopeID() == SyncScope::SingleThread;
  std::optional<MemoryScope> Scope = operationScope(DAG, A);
  if (!Plain && !Scope)
    return nullptr;

  SDValue Chain = A->getChain();
  if (!Plain && Ordering == AtomicOrdering::SequentiallyConsistent)
    Chain = SDValue(fence(DAG, DL, Chain, Ordering, *Scope), 0);

  // Operands: [value,] (plain: volatile 0,) state space, (plain: scalar,)
  // sign, width, address..., chain.
  SmallVector<SDValue, 9> Ops;
  if (IsStore)
    Ops.push_back(A->getVal());
  if (Plain)
    Ops.push_back(imm(DAG, DL, 0));
  Ops.push_back(imm(DAG, DL, ldStSpace(AddrSpace)));
  if (Plain)
    Ops.push_back(imm(DAG, DL, NVPTX::PTXLdStInstCode::Scalar));
  Ops.push_back(imm(DAG, DL, Type->second));
  Ops.push_back(
      imm(DAG, DL, std::max(8u, unsigned(A->getMemoryVT().getSizeInBits()))));
  AddressForm Form = selectAddress(DAG, A->getBasePtr(), Ops);
  Ops.push_back(Chain);

  unsigned Opcode;
  if (Plain) {
    Opcode = (IsStore ? PlainStores : PlainLoads)[Type->first][Form];
  } else {
    const auto *Row =
        NVPTX::lookupMemoryOrderAccess(IsStore, *Scope, Type->first, Form);
    assert(Row && "every scope, type and form has an ordered access");
    Opcode = Row->Opcode;
  }
  MachineSDNode *Access =
      IsStore
          ? DAG.getMachineNode(Opcode, DL, MVT::Other, Ops)
          : DAG.getMachineNode(Opcode, DL, N->getValueType(0), MVT::Other, Ops);
  DAG.setNodeMemRefs(Access, {A->getMemOperand()});
  return Access;
}

//===----------------------------------------------------------------------===//
// The IR checks
//===----------------------------------------------------------------------===//

/// How a diagnostic names \p I: "fence syncscope("block") seq_cst",
/// "load atomic acquire", "store atomic volatile seq_cst".
std::string describe(const Instruction &I, AtomicOrdering Ordering,
                     SyncScope::ID ID, bool Volatile) {
  std::string Text = isa<FenceInst>(I)           ? "fence"
                     : isa<LoadInst>(I)          ? "load atomic"
                     : isa<AtomicCmpXchgInst>(I) ? "cmpxchg"
                                                 : "store atomic";
  if (Volatile)
    Text += " volatile";
  if (ID != SyncScope::System) {
    SmallVector<StringRef, 8> Names;
    I.getContext().getSyncScopeNames(Names);
    Text += " syncscope(\"" +
            (ID < Names.size() ? Names[ID] : StringRef("?")).str() + "\")";
  }
  return Text + " " + toIRString(Ordering);
}

/// Why the target cannot compile the atomic access \p I for the width of
/// its value: an empty string when it can. NVPTX's atomics are of 64 bits
/// at most, and of 128 where hasAtomicB128 says; anything wider was a call
/// of __atomic_*_N (AtomicExpand), which nothing defines for the GPU, so
/// that ptxas without -c stopped at "Unresolved extern function". LLVM 22
/// reports them ("unsupported cmpxchg", "unsupported atomic load").
std::string whyNotWide(const Instruction &I, const NVPTXSubtarget &ST) {
  Type *ValueTy = nullptr;
  StringRef What;
  if (auto *Load = dyn_cast<LoadInst>(&I); Load && Load->isAtomic()) {
    ValueTy = Load->getType();
    What = "load atomic";
  } else if (auto *Store = dyn_cast<StoreInst>(&I);
             Store && Store->isAtomic()) {
    ValueTy = Store->getValueOperand()->getType();
    What = "store atomic";
  } else if (auto *RMW = dyn_cast<AtomicRMWInst>(&I)) {
    ValueTy = RMW->getValOperand()->getType();
    What = "atomicrmw";
  } else if (auto *Cas = dyn_cast<AtomicCmpXchgInst>(&I)) {
    ValueTy = Cas->getNewValOperand()->getType();
    What = "cmpxchg";
  } else {
    return "";
  }
  uint64_t Bits = I.getDataLayout().getTypeStoreSizeInBits(ValueTy);
  if (Bits <= 64 || Bits == NVPTXExt::maxAtomicSizeInBits(ST))
    return "";
  if (Bits > 128)
    return "NVPTX has no atomic operations on values wider than 128 bits; "
           "this " +
           What.str() + " has " + NVPTXExt::typeName(ValueTy);
  return "this " + What.str() + " of " + NVPTXExt::typeName(ValueTy) +
         " needs the 128-bit atom (atom.cas.b128), which NVPTX has on "
         "sm_90+ with PTX ISA 8.4+ and 64-bit addresses; the target is " +
         NVPTXExt::targetWithPtx(ST) +
         (ST.getTargetTriple().isArch64Bit() ? "" : " with 32-bit addresses");
}

/// Why the target cannot compile the fence, atomic load, atomic store or
/// cmpxchg \p I, as selection above would: an empty string when it can.
std::string whyNot(const Instruction &I, const NVPTXSubtarget &ST) {
  AtomicOrdering Ordering;
  SyncScope::ID ID;
  bool Volatile = false;
  if (auto *Fence = dyn_cast<FenceInst>(&I)) {
    Ordering = Fence->getOrdering();
    ID = Fence->getSyncScopeID();
  } else if (auto *Load = dyn_cast<LoadInst>(&I); Load && Load->isAtomic()) {
    if (isThreadPrivateSpace(Load->getPointerAddressSpace()))
      return "";
    Ordering = Load->getOrdering();
    ID = Load->getSyncScopeID();
    Volatile = Load->isVolatile();
  } else if (auto *Store = dyn_cast<StoreInst>(&I);
             Store && Store->isAtomic()) {
    if (isThreadPrivateSpace(Store->getPointerAddressSpace()))
      return "";
    Ordering = Store->getOrdering();
    ID = Store->getSyncScopeID();
    Volatile = Store->isVolatile();
  } else if (auto *Cas = dyn_cast<AtomicCmpXchgInst>(&I)) {
    // Selected with its scope whatever its ordering (selectCmpSwap).
    Ordering = Cas->getMergedOrdering();
    ID = Cas->getSyncScopeID();
    Volatile = Cas->isVolatile();
  } else {
    return "";
  }
  bool IsAccess = isa<LoadInst, StoreInst>(I);
  // Monotonic loads and stores are LLVM 19's ld/st.volatile, whatever
  // their scope.
  if ((IsAccess && !isStrongerThanMonotonic(Ordering)) ||
      ID == SyncScope::SingleThread)
    return "";
  std::string What = "'" + describe(I, Ordering, ID, Volatile) + "'";
  std::optional<MemoryScope> Scope = ptxScope(I.getContext(), ID);
  if (!Scope)
    return What + ": NVPTX has no such memory scope (its scopes are "
                  "singlethread, block, cluster, device and the system)";
  if (*Scope == ScopeCluster && !hasClusterScope(ST))
    return What + " is not supported on " + NVPTXExt::targetWithPtx(ST) +
           "; the cluster scope needs sm_90+ with PTX ISA 7.8+";
  if (IsAccess && !hasMemoryOrdering(ST))
    return What + " is not supported on " + NVPTXExt::targetWithPtx(ST) +
           "; ld.acquire and st.release need sm_70+ with PTX ISA 6.0+";
  return "";
}

/// The semantics of an atom of \p Ordering (seq_cst: acquire, after a
/// fence.sc).
CasSem casSemantics(AtomicOrdering Ordering) {
  switch (Ordering) {
  case AtomicOrdering::Acquire:
  case AtomicOrdering::SequentiallyConsistent:
    return CasAcquire;
  case AtomicOrdering::Release:
    return CasRelease;
  case AtomicOrdering::AcquireRelease:
    return CasAcqRel;
  default:
    return CasRelaxed;
  }
}

/// An ATOMIC_CMP_SWAP (cmpxchg) as LLVM 22 selects it: atom.SEM.SCOPE.cas
/// with the merged ordering's semantics (seq_cst: fence.sc.SCOPE, then
/// acquire) from sm_70 with PTX ISA 6.0, atom.SCOPE.cas with a membar for
/// seq_cst on sm_60; null elsewhere (LLVM 19's atom.cas: relaxed, device
/// scope), and for singlethread, local memory and widths LLVM 19 expands.
SDNode *selectCmpSwap(SelectionDAG &DAG, SDNode *N) {
  auto *A = cast<AtomicSDNode>(N);
  const auto &ST = DAG.getSubtarget<NVPTXSubtarget>();
  EVT VT = N->getValueType(0);
  unsigned AddrSpace = A->getAddressSpace();
  if (!ST.hasAtomScope() || (VT != MVT::i32 && VT != MVT::i64) ||
      A->getSyncScopeID() == SyncScope::SingleThread ||
      (AddrSpace != ADDRESS_SPACE_GENERIC &&
       AddrSpace != ADDRESS_SPACE_GLOBAL && AddrSpace != ADDRESS_SPACE_SHARED))
    return nullptr;
  std::optional<MemoryScope> Scope = operationScope(DAG, A);
  if (!Scope)
    return nullptr;
  SDLoc DL(N);
  SDValue Chain = A->getChain();
  AtomicOrdering Ordering = A->getMergedOrdering();
  if (Ordering == AtomicOrdering::SequentiallyConsistent)
    Chain = SDValue(fence(DAG, DL, Chain, Ordering, *Scope), 0);
  CasSem Sem = hasMemoryOrdering(ST) ? casSemantics(Ordering) : CasNone;
  SDValue Ptr = N->getOperand(1);
  const auto *Row = NVPTX::lookupMemoryOrderCas(Sem, *Scope, VT.getSizeInBits(),
                                                Ptr.getValueType() == MVT::i64);
  assert(Row && "every semantics, scope, width and address has a cas");
  // The address is a register and an offset, [%rd+8] as LLVM 22 prints it:
  // a register plus a constant keeps the constant in the instruction; a
  // symbol or a frame object is first put in a register, as before.
  SmallVector<SDValue, 2> Address;
  AddressForm Form = selectAddress(DAG, Ptr, Address);
  if ((Form != FormRegImm32 && Form != FormRegImm64) ||
      Address[0].getOpcode() == ISD::TargetFrameIndex)
    Address.assign({Ptr, imm(DAG, DL, 0)});
  MachineSDNode *Cas = DAG.getMachineNode(
      Row->Opcode, DL, VT, MVT::Other,
      {imm(DAG, DL, ldStSpace(AddrSpace)), Address[0], Address[1],
       N->getOperand(2), N->getOperand(3), Chain});
  DAG.setNodeMemRefs(Cas, {A->getMemOperand()});
  return Cas;
}

/// The memory nodes the type legalizer makes of an i128 cmpxchg and xchg
/// (replaceAtomicB128), numbered after NVPTXISD's last: results (old low
/// half, old high half, chain), operands (chain, address, then the halves
/// of the compared and the new value, or of the new value).
enum AtomicB128Node : unsigned {
  AtomCasB128 = NVPTXISD::Suld3DV4I32Zero + 1,
  AtomExchB128
};

/// An AtomCasB128 or AtomExchB128 node: atom.SEM.SCOPE.{cas,exch}.b128 with
/// the ordering's semantics as selectCmpSwap gives them (seq_cst:
/// fence.sc.SCOPE, then acquire).
SDNode *selectAtomicB128(SelectionDAG &DAG, SDNode *N) {
  auto *M = cast<MemSDNode>(N);
  std::optional<MemoryScope> Scope = operationScope(DAG, M);
  // singlethread: the one thread's own order needs no more than relaxed.
  MemoryScope At = Scope.value_or(ScopeCta);
  SDLoc DL(N);
  SDValue Chain = N->getOperand(0);
  AtomicOrdering Ordering = M->getMergedOrdering();
  if (Scope && Ordering == AtomicOrdering::SequentiallyConsistent)
    Chain = SDValue(fence(DAG, DL, Chain, Ordering, At), 0);
  CasSem Sem = Scope ? casSemantics(Ordering) : CasRelaxed;
  bool IsExch = N->getOpcode() == AtomExchB128;
  const auto *Row = NVPTX::lookupMemoryOrderAtom128(IsExch, Sem, At);
  assert(Row && "every semantics and scope has a .b128 cas and exch");
  SmallVector<SDValue, 8> Ops = {imm(DAG, DL, ldStSpace(M->getAddressSpace()))};
  Ops.append(N->op_begin() + 1, N->op_end());
  Ops.push_back(Chain);
  MachineSDNode *Atom =
      DAG.getMachineNode(Row->Opcode, DL, MVT::i64, MVT::i64, MVT::Other, Ops);
  DAG.setNodeMemRefs(Atom, {M->getMemOperand()});
  return Atom;
}

} // namespace

unsigned NVPTXExt::maxAtomicSizeInBits(const NVPTXSubtarget &ST) {
  return hasAtomicB128(ST) ? 128 : 64;
}

void NVPTXExt::replaceAtomicB128(SDNode *N, SmallVectorImpl<SDValue> &Results,
                                 SelectionDAG &DAG) {
  auto *A = cast<AtomicSDNode>(N);
  SDLoc DL(N);
  bool IsCas = N->getOpcode() == ISD::ATOMIC_CMP_SWAP_WITH_SUCCESS;
  SmallVector<SDValue, 6> Ops = {A->getChain(), A->getBasePtr()};
  for (unsigned I = 2, E = N->getNumOperands(); I != E; ++I) {
    auto [Lo, Hi] = DAG.SplitScalar(N->getOperand(I), DL, MVT::i64, MVT::i64);
    Ops.append({Lo, Hi});
  }
  SDValue Atom =
      DAG.getMemIntrinsicNode(IsCas ? AtomCasB128 : AtomExchB128, DL,
                              DAG.getVTList(MVT::i64, MVT::i64, MVT::Other),
                              Ops, MVT::i128, A->getMemOperand());
  SDValue Old = DAG.getNode(ISD::BUILD_PAIR, DL, MVT::i128, Atom.getValue(0),
                            Atom.getValue(1));
  Results.push_back(Old);
  if (IsCas)
    Results.push_back(DAG.getSetCC(DL, N->getValueType(1), Old,
                                   N->getOperand(2), ISD::SETEQ));
  Results.push_back(Atom.getValue(2));
}

SDNode *NVPTXExt::selectMemoryOrder(SelectionDAG &DAG, SDNode *N) {
  switch (N->getOpcode()) {
  case ISD::ATOMIC_FENCE:
    return selectFence(DAG, N);
  case ISD::ATOMIC_LOAD:
  case ISD::ATOMIC_STORE:
    return selectOrderedAccess(DAG, N);
  case ISD::ATOMIC_CMP_SWAP:
    return selectCmpSwap(DAG, N);
  case AtomCasB128:
  case AtomExchB128:
    return selectAtomicB128(DAG, N);
  default:
    return nullptr;
  }
}

bool NVPTXExt::checkMemoryOrdering(Module &M, const NVPTXTargetMachine &TM) {
  bool Changed = false;
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    const NVPTXSubtarget &ST = *TM.getSubtargetImpl(F);
    for (Instruction &I : make_early_inc_range(instructions(F))) {
      // An atomicrmw or cmpxchg of local, const or param memory, which no
      // other thread sees or changes, is its plain load, operation and
      // store (PTX's atom has no such state space: selection stopped at
      // "Cannot select", and LLVM 22 prints an atom.local ptxas rejects).
      if (auto *RMW = dyn_cast<AtomicRMWInst>(&I);
          RMW && isThreadPrivateSpace(RMW->getPointerAddressSpace())) {
        lowerAtomicRMWInst(RMW);
        Changed = true;
        continue;
      }
      if (auto *Cas = dyn_cast<AtomicCmpXchgInst>(&I);
          Cas && isThreadPrivateSpace(Cas->getPointerAddressSpace())) {
        lowerAtomicCmpXchgInst(Cas);
        Changed = true;
        continue;
      }
      std::string Problem = whyNotWide(I, ST);
      if (Problem.empty())
        Problem = whyNot(I, ST);
      if (Problem.empty())
        continue;
      diagnoseError(M.getContext(), &I, Problem);
      if (!I.getType()->isVoidTy())
        I.replaceAllUsesWith(PoisonValue::get(I.getType()));
      I.eraseFromParent();
      Changed = true;
    }
  }
  return Changed;
}
