//===- NVPTXTcgen05.td - Blackwell tensor memory and MMA -------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// tcgen05 (sm_100a and its relatives): tensor-memory allocation, movement
// between registers, shared memory and tensor memory, and the fifth
// generation tensor-core MMA. These are the 200 `llvm.nvvm.tcgen05.*`
// intrinsics of LLVM 22 with its names, signatures and attributes, each
// selected to one MachineInstr that prints what LLVM 22's llc prints.
//
// Operands that LLVM 22 passes as immediates and that only change the
// instruction's spelling (kind, cta_group, collector usage, pack/unpack)
// stay immediates of the MachineInstr and are printed by
// printTcgen05Modifier (NVPTXTcgen05.cpp), so one instruction covers every
// value. Vector operands and results (tcgen05.ld/st data, the
// disable-output-lane masks) become one register operand per element.
//
// Every tcgen05 instruction has side effects for the scheduler: tensor
// memory is not modelled, and fence/commit/wait only order the
// instructions around them if nothing moves across them.
//
//===----------------------------------------------------------------------===//

include "NVPTXTcgen05Lattice.td"
include "NVPTXMmaKindLattice.td"

// A modifier immediate; `${op:NAME}` prints it as modifier NAME spells it.
def Tcgen05Mod : Operand<i32> {
  let PrintMethod = "printTcgen05Modifier";
}
def Tcgen05Flag : Operand<i1> {
  let PrintMethod = "printTcgen05Modifier";
}

// The names printTcgen05Modifier prints for the kind, collector usage and
// collector buffer immediates (NVPTXTcgen05.cpp looks them up by value).
def Tcgen05MmaKindNames : GenericTable {
  let FilterClass = "Tcgen05MmaKind";
  let FilterClassField = "IsImmediate";
  let CppTypeName = "Tcgen05ModifierName";
  let Fields = ["Position", "Name"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05MmaKind";
}
def Tcgen05CollectorUsageNames : GenericTable {
  let FilterClass = "Tcgen05CollectorUsage";
  let CppTypeName = "Tcgen05ModifierName";
  let Fields = ["Position", "Name"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05CollectorUsage";
}
def Tcgen05CollectorBufferNames : GenericTable {
  let FilterClass = "Tcgen05CollectorBuffer";
  let CppTypeName = "Tcgen05ModifierName";
  let Fields = ["Position", "Name"];
  let PrimaryKey = ["Position"];
  let PrimaryKeyName = "lookupTcgen05CollectorBuffer";
}

// The targets that have tcgen05 are NVPTXTargetSets.td's Tcgen05Family;
// some instructions only its arch-specific Tcgen05Arch.

defvar Tcgen05Attrs =
    "convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)";
defvar Tcgen05ArgMemAttrs = "convergent nounwind memory(argmem: readwrite)";
defvar Tcgen05SyncAttrs = "convergent nounwind memory(inaccessiblemem: readwrite)";

class TCGEN05_INST<dag outs, dag ins, string asm>
    : NVPTXInst<outs, ins, asm, []> {
  let hasSideEffects = true;
  let isConvergent = true;
}

//===----------------------------------------------------------------------===//
// alloc, dealloc, relinquish_alloc_permit, fence, wait, commit, shift
//===----------------------------------------------------------------------===//

foreach CG = [1, 2] in {
  defvar CGName = "cta_group::" # CG;
  foreach Shared = [0, 1] in {
    defvar Ptr = !if(Shared, "ptr addrspace(3)", "ptr");
    defvar Space = !if(Shared, ".shared", "");
    defvar DefSpace = !if(Shared, "_SHARED", "");
    def TCGEN05_ALLOC # DefSpace # _CG # CG
        : TCGEN05_INST<(outs), (ins Int64Regs:$dst, Int32Regs:$ncols),
                       "tcgen05.alloc." # CGName # ".sync.aligned"
                       # !if(Shared, ".shared::cta", "") # ".b32 \t[$dst], $ncols;">;
    def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.alloc" # Space # ".cg" # CG,
                            "void (" # Ptr # " writeonly nocapture, i32)",
                            !cast<Instruction>("TCGEN05_ALLOC" # DefSpace # "_CG" # CG)> {
      let FnAttrs = Tcgen05Attrs;
      let Targets = Tcgen05Family.Targets;
    }

    foreach Multicast = [0, 1] in {
      defvar Name = "TCGEN05_COMMIT" # !if(Multicast, "_MC", "") # DefSpace # "_CG" # CG;
      def "" # Name
          : TCGEN05_INST<(outs),
                         !con((ins Int64Regs:$mbar),
                              !if(Multicast, (ins Int16Regs:$mask), (ins))),
                         "tcgen05.commit." # CGName
                         # ".mbarrier::arrive::one.shared::cluster"
                         # !if(Multicast, ".multicast::cluster", "")
                         # ".b64 \t[$mbar]" # !if(Multicast, ", $mask", "") # ";">;
      def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.commit"
                              # !if(Multicast, ".mc", "") # Space # ".cg" # CG,
                              "void (" # Ptr # " nocapture"
                              # !if(Multicast, ", i16", "") # ")",
                              !cast<Instruction>(Name)> {
        let FnAttrs = Tcgen05Attrs;
        let Targets = Tcgen05Family.Targets;
      }
    }
  }

  def TCGEN05_DEALLOC_CG # CG
      : TCGEN05_INST<(outs), (ins Int32Regs:$taddr, Int32Regs:$ncols),
                     "tcgen05.dealloc." # CGName # ".sync.aligned.b32 \t$taddr, $ncols;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.dealloc.cg" # CG,
                          "void (ptr addrspace(6) nocapture, i32)",
                          !cast<Instruction>("TCGEN05_DEALLOC_CG" # CG)> {
    let FnAttrs = Tcgen05ArgMemAttrs;
    let Targets = Tcgen05Family.Targets;
  }

  def TCGEN05_RELINQUISH_CG # CG
      : TCGEN05_INST<(outs), (ins),
                     "tcgen05.relinquish_alloc_permit." # CGName # ".sync.aligned;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.relinq.alloc.permit.cg" # CG,
                          "void ()",
                          !cast<Instruction>("TCGEN05_RELINQUISH_CG" # CG)> {
    let FnAttrs = Tcgen05SyncAttrs;
    let Targets = Tcgen05Family.Targets;
  }

  // Only the arch-specific targets shift (LLVM 22: hasTcgen05ShiftSupport).
  def TCGEN05_SHIFT_DOWN_CG # CG
      : TCGEN05_INST<(outs), (ins Int32Regs:$taddr),
                     "tcgen05.shift." # CGName # ".down \t[$taddr];">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.shift.down.cg" # CG,
                          "void (ptr addrspace(6) nocapture)",
                          !cast<Instruction>("TCGEN05_SHIFT_DOWN_CG" # CG)> {
    let FnAttrs = Tcgen05ArgMemAttrs;
    let Targets = Tcgen05Arch.Targets;
  }
}

foreach Fence = ["before", "after"] in {
  def TCGEN05_FENCE_ # !toupper(Fence)
      : TCGEN05_INST<(outs), (ins), "tcgen05.fence::" # Fence # "_thread_sync;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.fence." # Fence # ".thread.sync",
                          "void ()",
                          !cast<Instruction>("TCGEN05_FENCE_" # !toupper(Fence))> {
    let Targets = Tcgen05Family.Targets;
  }
}

foreach Wait = ["ld", "st"] in {
  def TCGEN05_WAIT_ # !toupper(Wait)
      : TCGEN05_INST<(outs), (ins), "tcgen05.wait::" # Wait # ".sync.aligned;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.wait." # Wait, "void ()",
                          !cast<Instruction>("TCGEN05_WAIT_" # !toupper(Wait))>,
        NVPTXExtFixed<"Tcgen05Wait" # !if(!eq(Wait, "ld"), "Ld", "St")> {
    let FnAttrs = Tcgen05SyncAttrs;
    let Targets = Tcgen05Family.Targets;
    let AsyncResults = !if(!eq(Wait, "ld"), Tcgen05LdRegistersWait, NotAsync);
  }
}

//===----------------------------------------------------------------------===//
// tcgen05.cp: shared memory (a matrix descriptor) to tensor memory, with
// optional decompression of 4- or 6-bit elements to 8 bits.
//===----------------------------------------------------------------------===//

// The shapes and decompressions are NVPTXTcgen05Lattice.td's.
foreach Shape = Tcgen05CpShapes in
foreach Src = !listconcat([""], !foreach(D, Tcgen05CpDecompressions, D.Name)) in
foreach CG = [1, 2] in {
  defvar Name = "TCGEN05_CP_" # !toupper(Shape.Name)
      # !if(!empty(Src), "", "_" # !toupper(Src)) # "_CG" # CG;
  def "" # Name
      : TCGEN05_INST<(outs), (ins Int32Regs:$taddr, Int64Regs:$sdesc),
                     "tcgen05.cp.cta_group::" # CG # "." # Shape.Ptx
                     # !if(!empty(Src), "", ".b8x16." # Src)
                     # " \t[$taddr], $sdesc;">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.cp." # Shape.Name
                          # !if(!empty(Src), "", "." # Src) # ".cg" # CG,
                          "void (ptr addrspace(6) nocapture, i64)",
                          !cast<Instruction>(Name)> {
    let FnAttrs = Tcgen05Attrs;
    let Targets = Tcgen05Family.Targets;
  }
}

//===----------------------------------------------------------------------===//
// tcgen05.ld / tcgen05.st: tensor memory <-> registers, 32-bit elements.
//===----------------------------------------------------------------------===//

// The shapes are NVPTXTcgen05Lattice.td's, each with the 32-bit registers
// one repetition (.x1) takes per thread; the number of repetitions goes
// from 1 up to 128 registers.
foreach Shape = Tcgen05LdStShapes in
foreach Reps = [1, 2, 4, 8, 16, 32, 64, 128] in
if !le(!mul(Reps, Shape.RegistersPerRep), 128) then {
  defvar N = !mul(Reps, !cast<int>(Shape.RegistersPerRep));
  defvar Suffix = Shape.Name # ".x" # Reps;
  defvar DefSuffix = !toupper(!subst(".", "_", Suffix));
  defvar Ty = !if(!eq(N, 1), "i32", "<" # N # " x i32>");
  defvar Offset = !if(Shape.HasOffset, [ExtReg<"i64 immarg", i64imm, "offset">],
                      []<ExtArg>);
  defvar OffsetAsm = !if(Shape.HasOffset, ", $offset", "");
  defvar Data = ExtArg<Ty, !listsplat(Int32Regs, N),
                        !foreach(i, !range(N), "r" # i)>;
  defvar Flag = ExtReg<"i1 immarg", Tcgen05Flag, "pack">;

  defvar LdIns = ExtIns<!listconcat(
      [ExtReg<"ptr addrspace(6) nocapture", Int32Regs, "taddr">], Offset,
      [Flag])>;
  def TCGEN05_LD_ # DefSuffix
      : TCGEN05_INST<!dag(outs, !listsplat(Int32Regs, N),
                          !foreach(i, !range(N), "r" # i)),
                     LdIns.Ins,
                     "tcgen05.ld.sync.aligned." # Suffix # "${pack:pack}.b32 \t"
                     # ExtList<"r", N>.Asm # ", [$taddr]" # OffsetAsm # ";">;
  // The column offset is a 32-bit PTX immediate: LLVM 22 silently keeps
  // the low 32 bits of the i64; here a value outside i32 is an error.
  defvar OffsetValues = !if(Shape.HasOffset, "1:-2147483648..2147483647", "");
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.ld." # Suffix, Ty # " " # LdIns.Signature,
                          !cast<Instruction>("TCGEN05_LD_" # DefSuffix)> {
    let FnAttrs = Tcgen05ArgMemAttrs;
    let Targets = Tcgen05Family.Targets;
    let ImmArgValues = OffsetValues;
    let AsyncResults = Tcgen05LdRegisters;
  }

  defvar StIns = ExtIns<!listconcat(
      [ExtReg<"ptr addrspace(6) nocapture", Int32Regs, "taddr">], Offset,
      [Data, ExtReg<"i1 immarg", Tcgen05Flag, "unpack">])>;
  def TCGEN05_ST_ # DefSuffix
      : TCGEN05_INST<(outs), StIns.Ins,
                     "tcgen05.st.sync.aligned." # Suffix # "${unpack:unpack}.b32 \t"
                     # "[$taddr]" # OffsetAsm # ", " # ExtList<"r", N>.Asm # ";">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.tcgen05.st." # Suffix, "void " # StIns.Signature,
                          !cast<Instruction>("TCGEN05_ST_" # DefSuffix)> {
    let FnAttrs = Tcgen05ArgMemAttrs;
    let Targets = Tcgen05Family.Targets;
    let ImmArgValues = OffsetValues;
  }
}

// The registers a tcgen05.ld writes may be read only after
// tcgen05.wait::ld. NVPTXRetireAsyncResults (NVPTXAsyncResults.h) passes
// every read that follows the wait through this retire, placed right after
// the wait, so that no read can be scheduled above it; the retires are
// deleted after scheduling.
def : NVPTXExtIntrinsic<"llvm.nvvm.ext.tcgen05.retire.b32", "i32 (i32)",
                        WGMMA_RETIRE_B32> {
  let FnAttrs = "nounwind willreturn memory(inaccessiblemem: read)";
  let Targets = Tcgen05Family.Targets;
  let AsyncResults = Tcgen05LdRegistersRetire;
}

//===----------------------------------------------------------------------===//
// tcgen05.mma: D (tensor memory) = A * B + (enable_input_d ? D : 0), issued
// by one thread for the CTA (cta_group::1) or the CTA pair (cta_group::2).
// A is a shared-memory matrix descriptor or a tensor-memory address, B a
// shared-memory descriptor, idesc the 32-bit instruction descriptor.
//===----------------------------------------------------------------------===//

// The kinds are NVPTXMmaKindLattice.td's, the collector usages and buffers
// NVPTXTcgen05Lattice.td's. The values an immediate of them takes:
// "MIN..MAX" of their positions, which must be consecutive.
class Tc05ImmRange<list<int> positions> {
  string Values = !cast<string>(!head(positions)) # ".."
                  # !cast<string>(!foldl(0, positions, Last, P, P));
  assert !eq(!size(positions),
             !add(!sub(!foldl(0, positions, Last, P, P), !head(positions)), 1)),
         "the immediate's values must be consecutive";
}
// The kind immediate of the dense kinds, of those the scale_input_d forms
// take; the collector usage immediate of every form and of the .ashift
// forms; the buffer of the weight-stationary forms.
defvar Tc05ImmKinds = !filter(K, Tcgen05MmaKinds, K.IsImmediate);
defvar Tc05ScaleDKinds = !filter(K, Tc05ImmKinds, K.ScaleInputD);
defvar Tc05KindValues =
    Tc05ImmRange<!foreach(K, Tc05ImmKinds, !cast<int>(K.Position))>.Values;
defvar Tc05ScaleDKindValues =
    Tc05ImmRange<!foreach(K, Tc05ScaleDKinds, !cast<int>(K.Position))>.Values;
defvar Tc05UsageValues =
    Tc05ImmRange<!foreach(U, Tcgen05CollectorUsages,
                          !cast<int>(U.Position))>.Values;
defvar Tc05AShiftUsageValues =
    Tc05ImmRange<!foreach(U, !filter(U, Tcgen05CollectorUsages, U.WithAShift),
                          !cast<int>(U.Position))>.Values;
defvar Tc05BufferValues =
    Tc05ImmRange<!foreach(B, Tcgen05CollectorBuffers,
                          !cast<int>(B.Position))>.Values;

// The block-scaled kinds: the intrinsic-name spelling and the scale-vector
// variants (the `.blockNN` qualifiers, by block size, after "" where the
// kind has a variant without a qualifier).
class Tc05BlockScale<Tcgen05MmaKind kind> {
  string Kind = kind.Name;
  defvar Variants = !filter(V, MmaBlockScales, !eq(V.Kind, kind.Name));
  list<string> Blocks = !listconcat(
      !foreach(V, !filter(V, Variants, V.Default), ""),
      !foreach(V, Variants, "block" # !cast<int>(V.VecSize)));
}
defvar Tc05BlockScales = !foreach(K, !filter(K, Tcgen05MmaKinds, K.BlockScaled),
                                  Tc05BlockScale<K>);

// One form of tcgen05.mma (one intrinsic).
class Tc05Mma<bit ws, bit tensorA, bit sparse, bit scaleD, int lanes,
              bit ashift, string bsKind, string block, bit zeroColMask> {
  defvar IsBlockScale = !not(!empty(bsKind));
  string Name = "llvm.nvvm.tcgen05.mma" # !if(ws, ".ws", "")
      # !if(sparse, ".sp", "") # !if(tensorA, ".tensor", ".shared")
      # !if(IsBlockScale, "." # bsKind # ".block_scale", "")
      # !if(!empty(block), "", "." # block)
      # !if(scaleD, ".scale_d", "")
      # !if(lanes, ".disable_output_lane.cg" # !div(lanes, 4), "")
      # !if(ashift, ".ashift", "") # !if(zeroColMask, ".zero_col_mask", "");
  string Def = !toupper(!subst(".", "_", !subst("llvm.nvvm.", "", Name)));

  // The arguments in intrinsic order. Kind, cta_group and collector usage
  // come last; the printed order differs (see Asm).
  list<ExtArg> Args = !listconcat(
      [ExtReg<"ptr addrspace(6) writeonly", Int32Regs, "d">,
       !if(tensorA, ExtReg<"ptr addrspace(6) readonly", Int32Regs, "a">,
                    ExtReg<"i64", Int64Regs, "a">),
       ExtReg<"i64", Int64Regs, "b">, ExtReg<"i32", Int32Regs, "idesc">,
       ExtReg<"i1", Int1Regs, "enable_input_d">],
      !if(sparse, [ExtReg<"ptr addrspace(6)", Int32Regs, "spmeta">], []<ExtArg>),
      !if(scaleD, [ExtReg<"i64 immarg", i64imm, "scale_input_d">], []<ExtArg>),
      !if(lanes, [ExtVec<lanes, "lane">], []<ExtArg>),
      !if(IsBlockScale, [ExtReg<"ptr addrspace(6)", Int32Regs, "scale_a">,
                         ExtReg<"ptr addrspace(6)", Int32Regs, "scale_b">],
          []<ExtArg>),
      !if(zeroColMask, [ExtReg<"i64", Int64Regs, "zero_col_mask">], []<ExtArg>),
      !if(IsBlockScale, []<ExtArg>, [ExtReg<"i32 immarg", Tcgen05Mod, "kind">]),
      !if(!or(lanes, ws), []<ExtArg>, [ExtReg<"i32 immarg", Tcgen05Mod, "cg">]),
      !if(ws, [ExtReg<"i32 immarg", Tcgen05Mod, "buffer">], []<ExtArg>),
      [ExtReg<"i32 immarg", Tcgen05Mod, "collector">]);
  // The immarg operands' numbers and allowed values.
  defvar NumArgs = !size(Args);
  string ImmArgValues = !interleave(!listconcat(
      !if(scaleD, [!cast<string>(!sub(NumArgs, 4)) # ":0..15"], []<string>),
      !if(IsBlockScale, []<string>,
          [!cast<string>(!sub(NumArgs, !if(lanes, 2, 3)))
           # ":" # !if(scaleD, Tc05ScaleDKindValues, Tc05KindValues)]),
      !if(!or(lanes, ws, IsBlockScale), []<string>,
          [!cast<string>(!sub(NumArgs, 2)) # ":1..2"]),
      !if(IsBlockScale, [!cast<string>(!sub(NumArgs, 2)) # ":1..2"], []<string>),
      !if(ws, [!strconcat(!cast<string>(!sub(NumArgs, 2)), ":",
                          Tc05BufferValues)], []<string>),
      [!cast<string>(!sub(NumArgs, 1)) # ":"
       # !if(ashift, Tc05AShiftUsageValues, Tc05UsageValues)]), ", ");
  // The kinds that exist on fewer targets than the form (kind::i8: the
  // arch-specific targets other than sm_103a), among those it takes.
  string KindTargets = !interleave(
      !foreach(K, !filter(K, !if(scaleD, Tc05ScaleDKinds, Tc05ImmKinds),
                          !and(!not(IsBlockScale), !ne(K.Targets, ""))),
               !cast<string>(!sub(NumArgs, !if(lanes, 2, 3))) # "="
               # !cast<string>(!cast<int>(K.Position)) # " (kind::" # K.Name
               # "): " # K.Targets), "; ");

  string CG = !cond(ws : "1", !ne(lanes, 0) : !cast<string>(!div(lanes, 4)),
                    true : "${cg:cta_group}");
  string Kind = !if(IsBlockScale,
                    bsKind # ".block_scale" # !if(!empty(block), "", "." # block),
                    "${kind:kind}");
  string Collector = !if(ws, "collector::${buffer:buffer}::${collector:usage}",
                             "collector::a::${collector:usage}");
  // LLVM 22 puts .ashift before the collector in the disable-output-lane
  // forms and after it in the others; ptxas takes either.
  string AsmName = "tcgen05.mma" # !if(ws, ".ws", "") # !if(sparse, ".sp", "")
      # ".cta_group::" # CG # ".kind::" # Kind
      # !if(!and(ashift, !ne(lanes, 0)), ".ashift", "") # "." # Collector
      # !if(!and(ashift, !eq(lanes, 0)), ".ashift", "");
  string AsmOperands = "[$d], " # !if(tensorA, "[$a]", "$a") # ", $b, "
      # !if(sparse, "[$spmeta], ", "") # "$idesc, "
      # !if(lanes, ExtList<"lane", lanes>.Asm # ", ", "")
      # !if(IsBlockScale, "[$scale_a], [$scale_b], ", "") # "$enable_input_d"
      # !if(scaleD, ", $scale_input_d", "")
      # !if(zeroColMask, ", $zero_col_mask", "");
}

// The forms LLVM 22 defines.
defvar Tc05MmaForms = !listconcat(
    // Dense and sparse, with optional scale_d, disable_output_lane, ashift
    // (only with A in tensor memory).
    !foldl([]<Tc05Mma>, [0, 1], Acc, TensorA, !listconcat(Acc,
      !foldl([]<Tc05Mma>, [0, 1], Acc2, Sparse, !listconcat(Acc2,
        !foldl([]<Tc05Mma>, [0, 1], Acc3, ScaleD, !listconcat(Acc3,
          !foldl([]<Tc05Mma>, [0, 4, 8], Acc4, Lanes, !listconcat(Acc4,
            !foreach(AShift, !if(TensorA, [0, 1], [0]),
                     Tc05Mma<0, TensorA, Sparse, ScaleD, Lanes, AShift, "", "",
                             0>))))))))),
    // Block-scaled.
    !foldl([]<Tc05Mma>, [0, 1], Acc, TensorA, !listconcat(Acc,
      !foldl([]<Tc05Mma>, [0, 1], Acc2, Sparse, !listconcat(Acc2,
        !foldl([]<Tc05Mma>, Tc05BlockScales, Acc3, BS, !listconcat(Acc3,
          !foreach(Block, BS.Blocks,
                   Tc05Mma<0, TensorA, Sparse, 0, 0, 0, BS.Kind, Block,
                           0>))))))),
    // Weight-stationary.
    !foldl([]<Tc05Mma>, [0, 1], Acc, TensorA, !listconcat(Acc,
      !foldl([]<Tc05Mma>, [0, 1], Acc2, Sparse, !listconcat(Acc2,
        !foreach(ZeroColMask, [0, 1],
                 Tc05Mma<1, TensorA, Sparse, 0, 0, 0, "", "", ZeroColMask>))))));

foreach Form = Tc05MmaForms in {
  defvar Ins = ExtIns<Form.Args>;
  def "" # Form.Def
      : TCGEN05_INST<(outs), Ins.Ins, Form.AsmName # " \t" # Form.AsmOperands # ";">;
  defvar IsSparseFP4 = !and(!ne(!find(Form.Name, ".sp."), -1),
                            !ne(!find(Form.Name, ".mxf4"), -1));
  defvar IsBlockScale = !ne(!find(Form.Name, "block_scale"), -1);
  def : NVPTXExtIntrinsic<Form.Name, "void " # Ins.Signature,
                          !cast<Instruction>(Form.Def)> {
    let FnAttrs = "nocallback nofree nosync nounwind willreturn "
                  # "memory(argmem: readwrite)";
    let ImmArgValues = Form.ImmArgValues;
    let ImmArgTargets = Form.KindTargets;
    let Targets = !cond(
      // scale_input_d: the sm_100 family only.
      !ne(!find(Form.Name, "scale_d"), -1) : "sm_100a@ptx86, sm_100f@ptx88",
      // Block scaling needs PTX ISA 8.8 everywhere: without a .blockNN
      // qualifier the scale vector is the 32-element block, and ptxas says
      // "Feature '.block32' requires PTX ISA .version 8.8 or later". (LLVM
      // 22 accepts the forms without a qualifier, and sparse FP4, on sm_100a
      // and sm_101a from PTX ISA 8.6, and emits PTX ptxas rejects.)
      // Sparse FP4: arch-specific targets only.
      IsSparseFP4 : "sm_100a@ptx88, sm_101a@ptx88, sm_103a@ptx88, sm_110a@ptx90",
      IsBlockScale : "sm_100f@ptx88, sm_101f@ptx88, sm_110f@ptx90",
      true : Tcgen05Family.Targets);
  }
}
