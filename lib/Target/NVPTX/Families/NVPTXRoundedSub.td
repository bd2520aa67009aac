//===- NVPTXRoundedSub.td - sub.<rnd> of a negated operand ---*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// NVVM has no subtraction with a rounding mode: libdevice writes
// __nv_fsub_rn(a, b) and the like as llvm.nvvm.add.rn.f(a, fneg b), and
// its math functions (powf's compensated sums among them) are full of such
// calls. LLVM 19 printed neg.f32 and add.rn.f32 for each; LLVM 22 selects
// one sub.rn.f32, for every rounding mode, with .ftz and .sat, f32 and f64,
// whichever operand is negated (the adds commute). Here the same, for
// LLVM 19's own add intrinsics by pattern and for the saturating ones,
// which are extended intrinsics (NVPTXConvert.td), through
// NVPTXExtSubFormTable (NVPTXExtISel.cpp).
//
//===----------------------------------------------------------------------===//

// One row of NVPTXExtSubFormTable: an extended intrinsic's add instruction
// and the subtraction it becomes when one operand is a negation.
class NVPTXExtSubForm<Instruction addForm, Instruction subForm> {
  Instruction AddForm = addForm;
  Instruction SubForm = subForm;
}

def NVPTXExtSubFormTable : GenericTable {
  let FilterClass = "NVPTXExtSubForm";
  let CppTypeName = "NVPTXExtSubFormRecord";
  let Fields = ["AddForm", "SubForm"];
  let PrimaryKey = ["AddForm"];
  let PrimaryKeyName = "lookupExtSubForm";
}

// `sub.<rnd>[.ftz].f32 d, a, b` for llvm.nvvm.add.<rnd>[.ftz].f(a, fneg b).
foreach Rnd = ["rn", "rz", "rm", "rp"] in
foreach Ftz = [0, 1] in {
  defvar F = !if(Ftz, ".ftz", "");
  defvar Suffix = !toupper(Rnd) # !if(Ftz, "_FTZ", "");
  defvar Add = !cast<Intrinsic>("int_nvvm_add_" # Rnd # !if(Ftz, "_ftz", "")
                                # "_f");
  def SUB_ROUNDED_F32_ # Suffix
      : NVPTXInst<(outs Float32Regs:$d), (ins Float32Regs:$a, Float32Regs:$b),
                  "sub." # Rnd # F # ".f32 \t$d, $a, $b;",
                  [(set f32:$d, (Add f32:$a, (fneg f32:$b)))]>;

  // The saturating forms; PTX spells them .sat.ftz, as their adds.
  def SUB_SAT_F32_ # Suffix
      : NVPTXInst<(outs Float32Regs:$d), (ins Float32Regs:$a, Float32Regs:$b),
                  "sub." # Rnd # ".sat" # F # ".f32 \t$d, $a, $b;", []> {
    // Pure, as its add (NVPTXConvert.td's CVT_INST).
    let hasSideEffects = false;
  }
  def : NVPTXExtSubForm<!cast<Instruction>("ADD_SAT_F32_" # Suffix),
                        !cast<Instruction>("SUB_SAT_F32_" # Suffix)>;
}

// `sub.<rnd>.f64 d, a, b` for llvm.nvvm.add.<rnd>.d(a, fneg b).
foreach Rnd = ["rn", "rz", "rm", "rp"] in {
  defvar Add = !cast<Intrinsic>("int_nvvm_add_" # Rnd # "_d");
  def SUB_ROUNDED_F64_ # !toupper(Rnd)
      : NVPTXInst<(outs Float64Regs:$d), (ins Float64Regs:$a, Float64Regs:$b),
                  "sub." # Rnd # ".f64 \t$d, $a, $b;",
                  [(set f64:$d, (Add f64:$a, (fneg f64:$b)))]>;
}
