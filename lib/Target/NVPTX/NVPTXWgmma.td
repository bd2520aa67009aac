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
                          WGMMA_FENCE_SYNC_ALIGNED>;
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.commit_group.sync.aligned",
                          "void ()", WGMMA_COMMIT_GROUP_SYNC_ALIGNED>;
  // ptxas rejects a negative group count (which LLVM 22 prints as is).
  let ImmArgValues = "0:0..9223372036854775807" in
  def : NVPTXExtIntrinsic<"llvm.nvvm.wgmma.wait_group.sync.aligned",
                          "void (i64 immarg)", WGMMA_WAIT_GROUP_SYNC_ALIGNED>;
}

//===----------------------------------------------------------------------===//
// wgmma.mma_async (sm_90a): D = A * B + (scale_d ? D : 0), asynchronously.
//
// The lattice is PTX ISA 8.0's (mixed s8/u8 integer pairs: 8.4), confirmed
// against ptxas by utils/gen-wgmma-tests.py: every form below assembles and
// every other (type, N) combination is rejected.
//===----------------------------------------------------------------------===//

// An element type of A and B.
class WgmmaElt<string ptx, int width> {
  string Ptx = ptx;
  int Bits = width;
}
def WgmmaF16 : WgmmaElt<"f16", 16>;
def WgmmaBF16 : WgmmaElt<"bf16", 16>;
def WgmmaTF32 : WgmmaElt<"tf32", 32>;
def WgmmaE4M3 : WgmmaElt<"e4m3", 8>;
def WgmmaE5M2 : WgmmaElt<"e5m2", 8>;
def WgmmaS8 : WgmmaElt<"s8", 8>;
def WgmmaU8 : WgmmaElt<"u8", 8>;
def WgmmaB1 : WgmmaElt<"b1", 1>;

// An accumulator (C/D) type: its register class, the IR type of one register
// and the bits one D element takes. m64nN holds 64*N elements over 128
// threads, so a thread has N*Bits/64 registers of 32 bits.
class WgmmaAcc<string ptx, NVPTXRegClass rc, string irType, int width> {
  string Ptx = ptx;
  NVPTXRegClass RC = rc;
  string IRType = irType;
  int Bits = width;
}
def WgmmaAccF16 : WgmmaAcc<"f16", Int32Regs, "<2 x half>", 16>;
def WgmmaAccF32 : WgmmaAcc<"f32", Float32Regs, "float", 32>;
def WgmmaAccS32 : WgmmaAcc<"s32", Int32Regs, "i32", 32>;

// N: every multiple of 8 for floating-point inputs; for integer and b1
// inputs 8, 16, 24 and then every multiple of 16.
defvar WgmmaFloatN = !foreach(i, !range(1, 33), !mul(i, 8));
defvar WgmmaIntN = !listconcat([8, 16, 24],
                               !foreach(i, !range(2, 17), !mul(i, 16)));

// One family of the lattice: its accumulator types, (A, B) pairs, N values,
// which immediates it has, the modifiers it comes in, and its PTX version.
class WgmmaFamily<list<WgmmaAcc> accs, list<list<WgmmaElt>> pairs,
                  list<int> ns, bit hasScale, bit hasTranspose,
                  list<string> modifiers, int minPTX> {
  list<WgmmaAcc> Accs = accs;
  list<list<WgmmaElt>> Pairs = pairs;
  list<int> Ns = ns;
  bit HasScale = hasScale;
  bit HasTranspose = hasTranspose;
  list<string> Modifiers = modifiers;
  int MinPTX = minPTX;
}

defvar WgmmaFamilies = [
  WgmmaFamily<[WgmmaAccF16, WgmmaAccF32], [[WgmmaF16, WgmmaF16]],
              WgmmaFloatN, 1, 1, [""], 80>,
  WgmmaFamily<[WgmmaAccF32], [[WgmmaBF16, WgmmaBF16]],
              WgmmaFloatN, 1, 1, [""], 80>,
  WgmmaFamily<[WgmmaAccF32], [[WgmmaTF32, WgmmaTF32]],
              WgmmaFloatN, 1, 0, [""], 80>,
  WgmmaFamily<[WgmmaAccF16, WgmmaAccF32],
              [[WgmmaE4M3, WgmmaE4M3], [WgmmaE4M3, WgmmaE5M2],
               [WgmmaE5M2, WgmmaE4M3], [WgmmaE5M2, WgmmaE5M2]],
              WgmmaFloatN, 1, 0, [""], 80>,
  WgmmaFamily<[WgmmaAccS32], [[WgmmaS8, WgmmaS8], [WgmmaU8, WgmmaU8]],
              WgmmaIntN, 0, 0, ["", "satfinite"], 80>,
  WgmmaFamily<[WgmmaAccS32], [[WgmmaS8, WgmmaU8], [WgmmaU8, WgmmaS8]],
              WgmmaIntN, 0, 0, ["", "satfinite"], 84>,
  WgmmaFamily<[WgmmaAccS32], [[WgmmaB1, WgmmaB1]],
              WgmmaIntN, 0, 0, ["and.popc"], 80>,
];

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
class WGMMA_MMA_ASYNC<WgmmaFamily F, WgmmaAcc Acc, list<WgmmaElt> AB, int N,
                      string Modifier, bit IsRS>
    : NVPTXInst<(outs), (ins variable_ops), "", []> {
  defvar A = AB[0];
  defvar B = AB[1];
  defvar K = !div(256, A.Bits);
  defvar NumAcc = !div(!mul(N, Acc.Bits), 64);
  defvar HasTransposeA = !and(F.HasTranspose, !not(IsRS));
  defvar ImmKinds = !listconcat(
      !if(F.HasScale, ["scale", "scale"], []<string>),
      !if(HasTransposeA, ["transpose"], []<string>),
      !if(F.HasTranspose, ["transpose"], []<string>));

  let OutOperandList = !con(
      (outs WgmmaAccOperand<Acc.RC>:$d0),
      !dag(outs, !listsplat(Acc.RC, !sub(NumAcc, 1)),
           !foreach(i, !range(1, NumAcc), "d" # i)));
  let hasSideEffects = true;
  let isConvergent = true;

  // Read by the printer and by NVPTXWgmmaAccumulators (WgmmaInstrTable).
  Instruction Opcode = !cast<Instruction>(NAME);
  bit IsRegisterA = IsRS;
  bits<8> NumAccumulators = NumAcc;
  bits<8> NumImmediates = !size(ImmKinds);

  defvar Shape = "m64n" # N # "k" # K;
  defvar Types = Acc.Ptx # "." # A.Ptx # "." # B.Ptx;
  let AsmString = "wgmma.mma_async.sync.aligned." # Shape # "." # Types
      # !if(!empty(Modifier), "", "." # Modifier) # " $d0;";

  // The intrinsic: llvm.nvvm.wgmma.mma_async.{ss,rs}.SHAPE[.satfinite]
  // .D.A.B[.and.popc], returning the new accumulator as a struct.
  defvar Acc_ = !listsplat(Acc.IRType, NumAcc);
  defvar Imms = !foreach(k, ImmKinds, "i32 immarg");
  defvar Params = !listconcat(
      !if(IsRS, ["i32", "i32", "i32", "i32"], ["i64"]), ["i64"], Acc_,
      ["i1"], Imms);
  string IntrinsicName = "llvm.nvvm.wgmma.mma_async."
      # !if(IsRS, "rs", "ss") # "." # Shape
      # !if(!eq(Modifier, "satfinite"), ".satfinite", "") # "." # Types
      # !if(!eq(Modifier, "and.popc"), ".and.popc", "");
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

// The retire of an accumulator register after a wait_group (NVPTXWgmma.h):
// defines the register anew, in place, so that reads of it stay after the
// wait. Deleted before printing.
let hasSideEffects = true, Constraints = "$d = $s" in {
  def WGMMA_RETIRE_F32 : NVPTXInst<(outs Float32Regs:$d),
                                   (ins Float32Regs:$s), "", []>;
  def WGMMA_RETIRE_B32 : NVPTXInst<(outs Int32Regs:$d),
                                   (ins Int32Regs:$s), "", []>;
}

// Inserted by NVPTXWgmmaRetire; reading inaccessible memory keeps them
// after the wait_group, which may write any memory.
let FnAttrs = "nounwind willreturn memory(inaccessiblemem: read)",
    Targets = "sm_90a", MinPTX = 80 in {
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
  // e.g. WGMMA_SS_M64N128K16_F32_F16_F16, WGMMA_RS_M64N8K32_S32_S8_S8_SATFINITE
  defvar Name = "WGMMA_" # !if(IsRS, "RS", "SS")
      # "_M64N" # N # "K" # !div(256, AB[0].Bits)
      # "_" # Acc.Ptx # "_" # AB[0].Ptx # "_" # AB[1].Ptx
      # !if(!empty(Modifier), "", "_" # !subst(".", "_", Modifier));
  def "" # !toupper(Name) : WGMMA_MMA_ASYNC<F, Acc, AB, N, Modifier, IsRS>;
  defvar I = !cast<WGMMA_MMA_ASYNC>(!toupper(Name));
  def : NVPTXExtIntrinsic<I.IntrinsicName, I.IntrinsicSignature, I> {
    // Like the synchronisation intrinsics: convergent, and (reading shared
    // memory through the descriptors) ordered against every memory access.
    let FnAttrs = "convergent nounwind";
    let ImmArgValues = I.IntrinsicImmArgs;
    let Targets = "sm_90a";
    let MinPTX = F.MinPTX;
  }
}
