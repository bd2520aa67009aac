//===- NVPTXKernelAttributes.cpp - LLVM 22's kernel attributes ------------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "NVPTXKernelAttributes.h"
#include "NVPTXExtIntrinsics.h"
#include "NVPTXSubtarget.h"
#include "NVPTXTargetMachine.h"
#include "NVPTXUtilities.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace {

/// LLVM 22's function attributes that LLVM 19 reads as annotations: the
/// attribute, the annotation key of each of its values (x, y, z in order),
/// and how many values it takes.
struct AnnotatedAttribute {
  const char *Attribute;
  const char *Keys[3];
  unsigned MaxValues;
};

constexpr AnnotatedAttribute AnnotatedAttributes[] = {
    {"nvvm.maxntid", {"maxntidx", "maxntidy", "maxntidz"}, 3},
    {"nvvm.reqntid", {"reqntidx", "reqntidy", "reqntidz"}, 3},
    {"nvvm.minctasm", {"minctasm"}, 1},
    {"nvvm.maxnreg", {"maxnreg"}, 1},
    {"nvvm.maxclusterrank", {"maxclusterrank"}, 1},
};

constexpr const char *ClusterDim = "nvvm.cluster_dim";
constexpr const char *BlocksAreClusters = "nvvm.blocksareclusters";

/// The positive integers of a "1,2,3" attribute value, or none if it is not
/// a list of 1 to \p MaxValues of them.
std::optional<SmallVector<unsigned, 3>> parseValues(StringRef Text,
                                                    unsigned MaxValues) {
  SmallVector<StringRef, 3> Parts;
  Text.split(Parts, ',');
  if (Parts.empty() || Parts.size() > MaxValues)
    return std::nullopt;
  SmallVector<unsigned, 3> Values;
  for (StringRef Part : Parts) {
    unsigned Value;
    if (Part.trim().getAsInteger(10, Value) || Value == 0)
      return std::nullopt;
    Values.push_back(Value);
  }
  return Values;
}

/// The first instruction of kernel \p F, where its diagnostics point.
const Instruction *anchorOf(const Function &F) {
  return F.isDeclaration() ? nullptr : &*F.getEntryBlock().begin();
}

void reject(Function &F, StringRef Attribute, const Twine &Why) {
  NVPTXExt::diagnoseError(F.getContext(), anchorOf(F),
                          "\"" + Attribute + "\"=\"" +
                              F.getFnAttribute(Attribute).getValueAsString() +
                              "\" " + Why);
  F.removeFnAttr(Attribute);
}

void annotate(Function &F, StringRef Key, unsigned Value) {
  Module &M = *F.getParent();
  LLVMContext &Ctx = M.getContext();
  M.getOrInsertNamedMetadata("nvvm.annotations")
      ->addOperand(
          MDNode::get(Ctx, {ValueAsMetadata::get(&F), MDString::get(Ctx, Key),
                            ConstantAsMetadata::get(ConstantInt::get(
                                Type::getInt32Ty(Ctx), Value))}));
}

} // namespace

bool NVPTXExt::readLLVM22KernelAttributes(Module &M,
                                          const NVPTXTargetMachine *TM) {
  bool Changed = false;
  for (Function &F : M) {
    for (const AnnotatedAttribute &A : AnnotatedAttributes) {
      if (!F.hasFnAttribute(A.Attribute))
        continue;
      StringRef Text = F.getFnAttribute(A.Attribute).getValueAsString();
      std::optional<SmallVector<unsigned, 3>> Values =
          parseValues(Text, A.MaxValues);
      if (!Values) {
        reject(F, A.Attribute,
               A.MaxValues == 1 ? "is not a positive integer"
                                : "is not a list of 1 to 3 positive integers");
        Changed = true;
        continue;
      }
      // LLVM 22 writes either spelling, never both; an annotation already
      // there is left to say what it says.
      unsigned Unused;
      for (auto [Key, Value] : zip(A.Keys, *Values))
        if (!findOneNVVMAnnotation(&F, Key, Unused))
          annotate(F, Key, Value);
      clearAnnotationCache(&M);
      Changed = true;
    }
    for (Argument &Arg : F.args())
      if (F.getAttributes().hasParamAttr(Arg.getArgNo(),
                                         "nvvm.grid_constant") &&
          Arg.hasByValAttr() && isKernelFunction(F)) {
        markGridConstant(Arg);
        Changed = true;
      }

    if (F.hasFnAttribute(ClusterDim) &&
        !parseValues(F.getFnAttribute(ClusterDim).getValueAsString(), 3)) {
      reject(F, ClusterDim, "is not a list of 1 to 3 positive integers");
      Changed = true;
    }
    if (!TM)
      continue;
    const NVPTXSubtarget &ST = *TM->getSubtargetImpl(F);
    for (auto [Attribute, MinPTX] :
         {std::pair(ClusterDim, 78u), std::pair(BlocksAreClusters, 90u)}) {
      if (!F.hasFnAttribute(Attribute) ||
          (ST.getSmVersion() >= 90 && ST.getPTXVersion() >= MinPTX))
        continue;
      // A target without clusters launches every CTA alone, which is what
      // a cluster shape asks for on it: LLVM 22 drops the directives below
      // sm_90 (as LLVM 19 drops .maxclusterrank), so that one kernel source
      // builds for every architecture. On sm_90 and later the directives
      // are kept, and a PTX ISA too old to print them is an error.
      if (ST.getSmVersion() < 90) {
        F.removeFnAttr(Attribute);
        Changed = true;
        continue;
      }
      reject(F, Attribute,
             "needs " + NVPTXExt::ptxName(MinPTX) +
                 " or later; the target is " + NVPTXExt::targetWithPtx(ST));
      Changed = true;
    }
  }
  return Changed;
}

void NVPTXExt::markGridConstant(Argument &Arg) {
  if (isParamGridConstant(Arg))
    return;
  Function *Kernel = Arg.getParent();
  Module &M = *Kernel->getParent();
  LLVMContext &Ctx = M.getContext();
  Type *I32 = Type::getInt32Ty(Ctx);
  NamedMDNode *Annotations = M.getOrInsertNamedMetadata("nvvm.annotations");
  // grid_constant counts parameters from 1.
  auto IndexOf = [&](unsigned Index) -> Metadata * {
    return ConstantAsMetadata::get(ConstantInt::get(I32, Index));
  };
  for (unsigned I = 0, E = Annotations->getNumOperands(); I != E; ++I) {
    MDNode *Node = Annotations->getOperand(I);
    if (Node->getNumOperands() == 0 ||
        mdconst::dyn_extract_or_null<Function>(Node->getOperand(0)) != Kernel)
      continue;
    for (unsigned Op = 1; Op + 1 < Node->getNumOperands(); Op += 2) {
      auto *Key = dyn_cast<MDString>(Node->getOperand(Op));
      auto *List = dyn_cast<MDNode>(Node->getOperand(Op + 1));
      if (!Key || Key->getString() != "grid_constant" || !List)
        continue;
      SmallVector<Metadata *, 4> Indices(List->operands());
      Indices.push_back(IndexOf(Arg.getArgNo() + 1));
      SmallVector<Metadata *, 8> Operands(Node->operands());
      Operands[Op + 1] = MDNode::get(Ctx, Indices);
      Annotations->setOperand(I, MDNode::get(Ctx, Operands));
      clearAnnotationCache(&M);
      return;
    }
  }
  Annotations->addOperand(MDNode::get(
      Ctx, {ValueAsMetadata::get(Kernel), MDString::get(Ctx, "grid_constant"),
            MDNode::get(Ctx, {IndexOf(Arg.getArgNo() + 1)})}));
  clearAnnotationCache(&M);
}

void NVPTXExt::emitClusterDirectives(const Function &F, raw_ostream &O) {
  // The attributes were checked against the target before code generation
  // (readLLVM22KernelAttributes); LLVM 22 prints the values as written.
  // .blocksareclusters already makes the launch's clusters explicit.
  bool BlocksAre = F.hasFnAttribute(BlocksAreClusters);
  if (F.hasFnAttribute(ClusterDim)) {
    std::optional<SmallVector<unsigned, 3>> Dims =
        parseValues(F.getFnAttribute(ClusterDim).getValueAsString(), 3);
    if (Dims) {
      if (!BlocksAre)
        O << ".explicitcluster\n";
      O << ".reqnctapercluster ";
      interleave(*Dims, O, ", ");
      O << "\n";
    }
  }
  if (BlocksAre)
    O << ".blocksareclusters\n";
}
