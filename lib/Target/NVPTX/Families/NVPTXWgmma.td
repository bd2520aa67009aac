//===- NVPTXWgmma.td - Hopper warpgroup MMA instructions -------*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// wgmma.fence / commit_group / wait_group (sm_90a, PTX ISA 8.0), with the
// names, signatures and attributes LLVM 22 gives them.
//
// They order the asynchronous warpgroup MMA pipeline against ordinary
// register and memory traffic, so they are barriers for the scheduler
// (hasSideEffects) and must not be made control dependent on more values
// (isConvergent): every thread of the warpgroup executes them together.
//
//===----------------------------------------------------------------------===//

let hasSideEffects = true, isConvergent = true in {
  def WGMMA_FENCE_SYNC_ALIGNED
      : NVPTXInst<(outs), (ins), "wgmma.fence.sync.aligned;", []>;
  def WGMMA_COMMIT_GROUP_SYNC_ALIGNED
      : NVPTXInst<(outs), (ins), "wgmma.commit_group.sync.aligned;", []>;
  def WGMMA_WAIT_GROUP_SYNC_ALIGNED
      : NVPTXInst<(outs), (ins i64imm:$n),
                  "wgmma.wait_group.sync.aligned \t$n;", []>;
}

let FnAttrs = "convergent nounwind", Targets = "sm_90a", MinPTX = 80 in {
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.fence.sync.aligned", "void ()",
                          WGMMA_FENCE_SYNC_ALIGNED>,
        NVPTXExtFixed<"WgmmaFence">;
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.commit_group.sync.aligned",
                          "void ()", WGMMA_COMMIT_GROUP_SYNC_ALIGNED>,
        NVPTXExtFixed<"WgmmaCommitGroup">;
  // ptxas rejects a negative group count (which LLVM 22 prints as is).
  let ImmArgValues = "0:0..9223372036854775807",
      AsyncResults = WgmmaAccumulatorsWait in
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.wait_group.sync.aligned",
                          "void (i64 immarg)", WGMMA_WAIT_GROUP_SYNC_ALIGNED>,
        NVPTXExtFixed<"WgmmaWaitGroup">;
}

//===----------------------------------------------------------------------===//
// wgmma.mma_async (sm_90a): D = A * B + (scale_d ? D : 0), asynchronously.
// The forms are NVPTXWgmmaLattice.td's; here each becomes two instructions
// (A from shared memory or from registers) and their intrinsics.
//===----------------------------------------------------------------------===//

include "NVPTXWgmmaLattice.td"

// The register class of an accumulator register.
class WgmmaAccClass<WgmmaAcc acc> {
  NVPTXRegClass RC = !if(!eq(acc.Ptx, "f32"), Float32Regs, Int32Regs);
}

// The first accumulator operand prints the whole operand list of a
// wgmma.mma_async (NVPTXInstPrinter::printWgmmaOperands).
class WgmmaAccOperand<NVPTXRegClass rc> : RegisterOperand<rc> {
  let PrintMethod = "printWgmmaOperands";
}

// One wgmma.mma_async instruction and its intrinsic.
//   IsRS: A comes from four 32-bit registers instead of a descriptor.
//
// The MachineInstr defines the NumAcc accumulator registers D and takes all
// its inputs as variadic operands, in the intrinsic's order: A (descriptor
// or four registers), the B descriptor, the NumAcc accumulator inputs C,
// scale_d, then the immediates. Two LLVM 19 limits shape this:
//  - a MachineOperand can only be tied to one of the first 15 operands, so
//    C cannot be tied to D with a constraint; NVPTXWgmmaAccumulators does
//    what the tie would (D and C become the same registers) after
//    TwoAddressInstructionPass;
//  - MCInstrDesc indexes its operand descriptions with 16 bits, so the
//    inputs of 1092 instructions with up to 264 operands each cannot all be
//    described; only the outputs are, and they are shared between all
//    instructions with the same accumulator shape.
class WGMMA_MMA_ASYNC<WgmmaForm Form, bit IsRS>
    : NVPTXInst<(outs), (ins variable_ops), "", []> {
  defvar F = Form.Family;
  defvar RC = WgmmaAccClass<Form.AccType>.RC;
  defvar NumAcc = Form.Accumulators;
  defvar HasTransposeA = !and(F.HasTranspose, !not(IsRS));
  defvar ImmKinds = !listconcat(
      !if(F.HasScale, ["scale", "scale"], []<string>),
      !if(HasTransposeA, ["transpose"], []<string>),
      !if(F.HasTranspose, ["transpose"], []<string>));

  let OutOperandList = !con(
      (outs WgmmaAccOperand<RC>:$d0),
      !dag(outs, !listsplat(RC, !sub(NumAcc, 1)),
           !foreach(i, !range(1, NumAcc), "d" # i)));
  let hasSideEffects = true;
  let isConvergent = true;

  // Read by the printer and by NVPTXWgmmaAccumulators (WgmmaInstrTable).
  Instruction Opcode = !cast<Instruction>(NAME);
  bit IsRegisterA = IsRS;
  bits<8> NumAccumulators = NumAcc;
  bits<8> NumImmediates = !size(ImmKinds);

  let AsmString = "wgmma.mma_async.sync.aligned." # Form.Shape # "."
      # Form.Types # !if(!empty(Form.Modifier), "", "." # Form.Modifier)
      # " $d0;";

  // The intrinsic, returning the new accumulator as a struct.
  defvar Acc_ = !listsplat(Form.AccType.IRType, NumAcc);
  defvar Imms = !foreach(k, ImmKinds, "i32 immarg");
  defvar Params = !listconcat(
      !if(IsRS, ["i32", "i32", "i32", "i32"], ["i64"]), ["i64"], Acc_,
      ["i1"], Imms);
  string IntrinsicName =
      !if(IsRS, Form.RegisterIntrinsic, Form.SharedIntrinsic);
  string IntrinsicSignature = "{" # !interleave(Acc_, ", ") # "} ("
      # !interleave(Params, ", ") # ")";
  // Operand numbers of the immediates: after A, B, the accumulator and
  // scale_d.
  defvar FirstImm = !add(!if(IsRS, 4, 1), 1, NumAcc, 1);
  // Scales are -1 or 1, transposes 0 or 1.
  string IntrinsicImmArgs = !interleave(
      !foreach(i, !range(!size(ImmKinds)),
               !add(FirstImm, i)
                   # !if(!eq(ImmKinds[i], "scale"), ":-1|1", ":0..1")), ",");
}

// The retire of an accumulator register after a wait_group
// (NVPTXAsyncResults.h), and of a tcgen05.ld register after its wait:
// defines the register anew, in place, so that reads of it stay after the
// wait. Deleted before printing.
let hasSideEffects = true, Constraints = "$d = $s" in {
  def WGMMA_RETIRE_F32 : NVPTXInst<(outs Float32Regs:$d),
                                   (ins Float32Regs:$s), "", []>;
  def WGMMA_RETIRE_B32 : NVPTXInst<(outs Int32Regs:$d),
                                   (ins Int32Regs:$s), "", []>;
}

// The A fragment of a wgmma.mma_async with A in registers is read
// asynchronously too, until the wait that retires its group: the atom
// lowering places a keep of each of its registers right after that wait,
// so that the registers stay live (and unshared) until then; without it
// the register coalescer may give a value computed while the group is in
// flight (the next P of an attention loop) the same registers, and ptxas
// serializes the wgmma (C7513). No code; deleted with the retires.
let hasSideEffects = true in
def WGMMA_KEEP_B32 : NVPTXInst<(outs), (ins Int32Regs:$s), "", []>;
let FnAttrs = "nounwind willreturn memory(inaccessiblemem: readwrite)",
    Targets = "sm_90a", MinPTX = 80 in
def : NVPTXExtIntrinsic<"llvm.nvvm.ext.wgmma.keep.b32", "void (i32)",
                        WGMMA_KEEP_B32>,
      NVPTXExtFixed<"WgmmaKeepB32">;

// Inserted by NVPTXRetireAsyncResults, one for each register type of the
// accumulators; reading inaccessible memory keeps them after the
// wait_group, which may write any memory.
let FnAttrs = "nounwind willreturn memory(inaccessiblemem: read)",
    Targets = "sm_90a", MinPTX = 80,
    AsyncResults = WgmmaAccumulatorsRetire in {
  def : NVPTXExtIntrinsic<"llvm.nvvm.ext.wgmma.retire.f32", "float (float)",
                          WGMMA_RETIRE_F32>;
  def : NVPTXExtIntrinsic<"llvm.nvvm.ext.wgmma.retire.b32", "i32 (i32)",
                          WGMMA_RETIRE_B32>;
  def : NVPTXExtIntrinsic<"llvm.nvvm.ext.wgmma.retire.f16x2",
                          "<2 x half> (<2 x half>)", WGMMA_RETIRE_B32>;
}

def WgmmaInstrTable : GenericTable {
  let FilterClass = "WGMMA_MMA_ASYNC";
  let CppTypeName = "WgmmaInstrInfo";
  let Fields = ["Opcode", "IsRegisterA", "NumAccumulators", "NumImmediates"];
  let PrimaryKey = ["Opcode"];
  let PrimaryKeyName = "lookupWgmmaInstr";
}

foreach F = WgmmaFamilies in
foreach Acc = F.Accs in
foreach AB = F.Pairs in
foreach N = F.Ns in
foreach Modifier = F.Modifiers in
foreach IsRS = [0, 1] in {
  defvar Form = !cast<WgmmaForm>(WgmmaFormName<Acc, AB, N, Modifier>.Name);
  // e.g. WGMMA_SS_M64N128K16_F32_F16_F16, WGMMA_RS_M64N8K32_S32_S8_S8_SATFINITE
  defvar Name = "WGMMA_" # !if(IsRS, "RS", "SS")
      # "_M64N" # N # "K" # Form.KValue
      # "_" # Acc.Ptx # "_" # AB[0].Ptx # "_" # AB[1].Ptx
      # !if(!empty(Modifier), "", "_" # !subst(".", "_", Modifier));
  def "" # !toupper(Name) : WGMMA_MMA_ASYNC<Form, IsRS>;
  defvar I = !cast<WGMMA_MMA_ASYNC>(!toupper(Name));
  def : NVPTXExtIntrinsic<I.IntrinsicName, I.IntrinsicSignature, I> {
    // Like the synchronisation intrinsics: convergent, and (reading shared
    // memory through the descriptors) ordered against every memory access.
    let FnAttrs = "convergent nounwind";
    let ImmArgValues = I.IntrinsicImmArgs;
    let AsyncResults = WgmmaAccumulators;
    let Targets = "sm_90a";
    let MinPTX = F.MinPTX;
  }
}
