//===- NVPTXExtIntrinsics.td - Intrinsics unknown to LLVM 19 ---*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The extended-intrinsic table. LLVM 19's libLLVMCore has a fixed intrinsic
// enum; intrinsics it does not know are described here instead and resolved
// through NVPTX's TargetIntrinsicInfo (see NVPTXExtIntrinsics.h). Each row
// names the intrinsic, gives its IR signature and attributes (LLVM 22's where
// LLVM 22 defines it), the targets and PTX version it needs, and the
// MachineInstr it selects to. Adding an intrinsic is one such row plus its
// instruction definition.
//
//===----------------------------------------------------------------------===//

include "llvm/TableGen/SearchableTable.td"

// The part an intrinsic plays in keeping asynchronous results unread until
// their wait (NVPTXAsyncResults.h): its results arrive asynchronously, it is
// the wait after which they may be read, or it is a retire, which defines
// such a result anew right after the wait. C++ reads the column as the enum
// AsyncResultsRole.
class AsyncRole;
def NotAsync : AsyncRole;
// wgmma.mma_async's accumulators, readable after wgmma.wait_group.
def WgmmaAccumulators : AsyncRole;
def WgmmaAccumulatorsWait : AsyncRole;
def WgmmaAccumulatorsRetire : AsyncRole;
// The registers tcgen05.ld loads, readable after tcgen05.wait::ld.
def Tcgen05LdRegisters : AsyncRole;
def Tcgen05LdRegistersWait : AsyncRole;
def Tcgen05LdRegistersRetire : AsyncRole;
def AsyncResultsRole : GenericEnum {
  let FilterClass = "AsyncRole";
}

class NVPTXExtIntrinsic<string name, string signature, Instruction inst> {
  // The full name, e.g. "llvm.nvvm.wgmma.fence.sync.aligned".
  string Name = name;
  // The function type in IR syntax, with parameter attributes; "immarg"
  // marks the operands that must be constants (they become immediates of
  // the instruction), e.g. "void (i64 immarg)".
  string Signature = signature;
  // Function attributes in IR attribute-group syntax.
  string FnAttrs = "nounwind";
  // The values immarg operands may take, "ARGNO:SPEC" separated by ",",
  // where SPEC is an inclusive range "MIN..MAX" or a list "V1|V2|...".
  // An immarg without an entry accepts every value of its type.
  string ImmArgValues = "";
  // The targets that have the instruction, separated by ",":
  //   sm_NN   any target with SM version NN or later (a, f variants too)
  //   sm_NNa  the architecture-specific target sm_NNa only
  //   sm_NNf  a family-specific (or arch-specific) target of NN's family
  //           with SM version NN or later
  // An entry may end in "@ptxMM" to require PTX ISA M.M for that entry
  // instead of MinPTX.
  string Targets = "";
  // Targets for particular immarg values, replacing Targets when the call
  // has them: entries "ARGNO=V1|V2 (WHAT): TARGETS" separated by ";", where
  // WHAT names the variant in diagnostics (e.g. "5=3 (kind::i8): sm_100a").
  string ImmArgTargets = "";
  // The PTX ISA version needed, times ten (80 = PTX ISA 8.0).
  bits<16> MinPTX = 0;
  // The MachineInstr: its explicit operands are the intrinsic's arguments in
  // order (immarg ones as immediates); its results are the call's results.
  Instruction Inst = inst;
  // Its part in keeping asynchronous results unread until their wait.
  AsyncRole AsyncResults = NotAsync;
}

def NVPTXExtIntrinsicTable : GenericTable {
  let FilterClass = "NVPTXExtIntrinsic";
  let CppTypeName = "NVPTXExtIntrinsicRecord";
  let Fields = ["Name", "Signature", "FnAttrs", "ImmArgValues", "Targets",
                "ImmArgTargets", "MinPTX", "Inst", "AsyncResults"];
  string TypeOf_AsyncResults = "AsyncResultsRole";
}

// Marks a row that C++ calls by a name of its own rather than one it builds
// from an atom's attributes: C++ refers to it by the enumerator
// NVPTXExt::<enumerator> of the enum FixedIntrinsic, so that a row that is
// missing fails the build instead of a look-up at run time.
class NVPTXExtFixed<string enumerator> {
  string Enumerator = enumerator;
  NVPTXExtFixed Which = !cast<NVPTXExtFixed>(NAME);
}
// The same for a row that cannot derive from NVPTXExtFixed itself, one row
// of a foreach that makes many: a record of its own naming the row's
// record, so that a row that is missing is still a TableGen error.
class NVPTXExtFixedRow<string enumerator, NVPTXExtIntrinsic row>
    : NVPTXExtFixed<enumerator> {
  string Name = row.Name;
}
def FixedIntrinsic : GenericEnum {
  let FilterClass = "NVPTXExtFixed";
  let NameField = "Enumerator";
}
def NVPTXExtFixedTable : GenericTable {
  let FilterClass = "NVPTXExtFixed";
  let CppTypeName = "FixedIntrinsicRecord";
  let Fields = ["Which", "Name"];
  string TypeOf_Which = "FixedIntrinsic";
}

//===----------------------------------------------------------------------===//
// Operands: an intrinsic argument is its IR type (with parameter
// attributes) and the MachineInstr operands it becomes.
//===----------------------------------------------------------------------===//

class ExtArg<string ir, list<DAGOperand> ops, list<string> names> {
  string IR = ir;
  list<DAGOperand> Ops = ops;
  list<string> Names = names;
}
class ExtReg<string ir, DAGOperand op, string name>
    : ExtArg<ir, [op], [name]>;
// A vector argument of n i32 elements, one register each.
class ExtVec<int n, string name>
    : ExtArg<"<" # n # " x i32>", !listsplat(Int32Regs, n),
             !foreach(i, !range(n), name # i)>;
// n (at least one) scalar arguments of one type: $name0, $name1, ...
class ExtScalars<string ir, DAGOperand op, int n, string name>
    : ExtArg<!interleave(!listsplat(ir, n), ", "), !listsplat(op, n),
             !foreach(i, !range(n), name # i)>;

// The instruction's operand list for a list of arguments.
class ExtIns<list<ExtArg> args> {
  dag Ins = !foldl((ins), args, Acc, A,
                   !con(Acc, !dag(ins, A.Ops, A.Names)));
  string Signature =
      "(" # !interleave(!foreach(A, args, A.IR), ", ") # ")";
}

// "{$p0, $p1, ...}" for a vector argument or a run of scalars.
class ExtList<string name, int n> {
  string Asm = "{{$" # !interleave(!foreach(i, !range(n), name # i), ", $")
               # "}}";
}

include "NVPTXTargetSets.td"
include "NVPTXWgmma.td"
include "NVPTXMmaBlockScale.td"
include "NVPTXMmaSync.td"
include "NVPTXTcgen05.td"
include "NVPTXTma.td"
include "NVPTXMbarrier.td"
include "NVPTXMath.td"
include "NVPTXSync.td"
include "NVPTXConvert.td"
include "NVPTXMisc.td"
include "NVPTXMadWide.td"
include "NVPTXMadLo.td"
include "NVPTXMinMax3.td"
include "NVPTXRoundedSub.td"
include "NVPTXDisjointOr.td"
include "NVPTXBitTest.td"
include "NVPTXApproxMath.td"
include "NVPTXMemoryOrder.td"
include "NVPTXCoreIntrinsics.td"
include "NVPTXCoreIntrinsicAttributes.td"
