//===- NVPTXMath.td - LLVM 22's overloaded ex2.approx and fabs -*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM 22 overloads llvm.nvvm.ex2.approx[.ftz] and llvm.nvvm.fabs[.ftz] on
// the floating-point type, and upgrades LLVM 19's ex2.approx.f, fabs.ftz.f
// and the like to them, so its IR calls them under their mangled names
// (llvm.nvvm.ex2.approx.f32, llvm.nvvm.fabs.ftz.v2f16, ...). Each mangled
// name LLVM 22's llc selects is a row here, with the targets and PTX
// version it needs there; llvm.nvvm.ex2.approx.f16 is LLVM 19's own
// intrinsic (same name and type) and not repeated.
//
//===----------------------------------------------------------------------===//

// One mangled name: the intrinsic (without llvm.nvvm.), its type suffix
// and IR type, the register class, the PTX instruction's type suffix, and
// the targets and PTX ISA version (times ten) LLVM 22 selects it for.
class MathForm<string op, string mangled, string ir, NVPTXRegClass regs,
               string ptx, string targets, int minptx> {
  string Op = op;
  string Mangled = mangled;
  string IRType = ir;
  NVPTXRegClass Regs = regs;
  string PTXType = ptx;
  string Targets = targets;
  int MinPTX = minptx;
}

defvar MathForms = [
  // ex2.approx: f32 everywhere (from PTX ISA 3.2, the oldest LLVM 19
  // writes), f16x2 from sm_75 (PTX ISA 7.0), the ftz bf16 forms from sm_90
  // (PTX ISA 7.8).
  MathForm<"ex2.approx", "f32", "float", Float32Regs, "f32", "sm_20", 32>,
  MathForm<"ex2.approx", "v2f16", "<2 x half>", Int32Regs, "f16x2", "sm_75", 70>,
  MathForm<"ex2.approx.ftz", "f32", "float", Float32Regs, "ftz.f32", "sm_20", 32>,
  MathForm<"ex2.approx.ftz", "bf16", "bfloat", Int16Regs, "ftz.bf16", "sm_90", 78>,
  MathForm<"ex2.approx.ftz", "v2bf16", "<2 x bfloat>", Int32Regs, "ftz.bf16x2", "sm_90", 78>,
  // fabs: f32/f64 everywhere (PTX ISA 3.2), f16 from sm_53 (PTX ISA 6.5), bf16 from
  // sm_80 (PTX ISA 7.0).
  MathForm<"fabs", "f32", "float", Float32Regs, "f32", "sm_20", 32>,
  MathForm<"fabs", "f64", "double", Float64Regs, "f64", "sm_20", 32>,
  MathForm<"fabs", "f16", "half", Int16Regs, "f16", "sm_53", 65>,
  MathForm<"fabs", "v2f16", "<2 x half>", Int32Regs, "f16x2", "sm_53", 65>,
  MathForm<"fabs", "bf16", "bfloat", Int16Regs, "bf16", "sm_80", 70>,
  MathForm<"fabs", "v2bf16", "<2 x bfloat>", Int32Regs, "bf16x2", "sm_80", 70>,
  MathForm<"fabs.ftz", "f32", "float", Float32Regs, "ftz.f32", "sm_20", 32>,
  MathForm<"fabs.ftz", "f16", "half", Int16Regs, "ftz.f16", "sm_53", 65>,
  MathForm<"fabs.ftz", "v2f16", "<2 x half>", Int32Regs, "ftz.f16x2", "sm_53", 65>,
];

foreach Form = MathForms in {
  // ex2.approx.ftz.bf16, abs.f16x2, ...
  defvar PTX = !if(!eq(!substr(Form.Op, 0, 3), "ex2"), "ex2.approx.", "abs.")
               # Form.PTXType;
  defvar Inst = "EXT_" # !toupper(!subst(".", "_", Form.Op # "_"
                                                    # Form.Mangled));
  // Selected in C++ (no pattern): without the flag TableGen would assume
  // side effects, which LLVM 22's instructions do not have.
  def Inst : NVPTXInst<(outs Form.Regs:$dst), (ins Form.Regs:$src),
                       PTX # " \t$dst, $src;", []> {
    let hasSideEffects = false;
  }
  def : NVPTXExtIntrinsic<"llvm.nvvm." # Form.Op # "." # Form.Mangled,
                          Form.IRType # " (" # Form.IRType # ")",
                          !cast<Instruction>(Inst)> {
    let FnAttrs = "nocallback nofree nosync nounwind speculatable willreturn "
                  # "memory(none)";
    let Targets = Form.Targets;
    let MinPTX = Form.MinPTX;
  }
}
