//===- NVPTXMmaBlockScale.td - sm_120 block-scaled warp MMA ---*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// mma.sync.aligned.*.block_scale and mma.sp::ordered_metadata.*.block_scale
// (consumer Blackwell, sm_120a/sm_121a): the 108 intrinsics LLVM 22 defines,
// with its names, signatures, attributes and immediate ranges, each selected
// to a MachineInstr that prints what LLVM 22's llc prints.
//
// D = (A * scale_A) x (B * scale_B) + C, for m16n8 tiles with an f32
// accumulator. A and B hold FP8/FP6/FP4 elements; the scale factors are
// ue8m0 or ue4m3 values picked out of a 32-bit register of each operand by a
// byte id and a thread id.
//
//===----------------------------------------------------------------------===//

include "NVPTXMmaKindLattice.td"

// The kinds are the block-scaled kinds of tcgen05.mma, with their K, A and
// B types and scale-vector variants (NVPTXMmaKindLattice.td).

// The element types of A and B, in the order of the rows here.
defvar MmaBsElts = ["e2m1", "e2m3", "e3m2", "e4m3", "e5m2"];

// A scale-vector variant: the intrinsic-name suffix ("" when the kind's
// default applies and no qualifier is printed), the PTX qualifier, and the
// scale factor type (the one LLVM 22's intrinsics take).
class MmaBsScale<string name, string ptx, string stype> {
  string Name = name;
  string Ptx = ptx;
  string SType = stype;
}

// A kind: K of the dense form (sparse forms have twice that), the (A, B)
// pairs (every pair of its types) and the scale-vector variants (the
// default first, then by scale_vec::NX).
class MmaBsKind<Tcgen05MmaKind kind> {
  string Name = kind.Name;
  int K = kind.K;
  defvar Elts = !filter(E, MmaBsElts, !not(!empty(!filter(I, kind.Inputs,
                                                          !eq(I, E)))));
  list<list<string>> Pairs =
      !foldl([]<list<string>>, Elts, Acc, A,
             !listconcat(Acc, !foreach(B, Elts, [A, B])));
  defvar Variants = !filter(V, MmaBlockScales, !eq(V.Kind, kind.Name));
  list<MmaBsScale> Scales = !listconcat(
      !foreach(V, !filter(V, Variants, V.Default),
               MmaBsScale<"", "", V.WarpScaleType>),
      !foldl([]<MmaBsScale>, !range(1, 65), Acc, N, !listconcat(Acc,
        !foreach(V, !filter(V, Variants, !eq(!cast<int>(V.ScaleVector), N)),
                 MmaBsScale<N # "x", N # "X", V.WarpScaleType>))));
}

defvar MmaBsKinds = !foreach(K, !filter(K, Tcgen05MmaKinds, K.BlockScaled),
                             MmaBsKind<K>);

class MMA_BLOCK_SCALE<MmaBsKind Kind, list<string> AB, MmaBsScale Scale,
                      bit Sparse>
    : NVPTXInst<(outs), (ins), "", []> {
  defvar K = !if(Sparse, !mul(Kind.K, 2), Kind.K);
  // A is always four registers; B two (dense) or four (sparse).
  defvar NumB = !if(Sparse, 4, 2);
  defvar Types = "f32." # AB[0] # "." # AB[1] # ".f32." # Scale.SType;

  let OutOperandList = (outs Float32Regs:$d0, Float32Regs:$d1,
                             Float32Regs:$d2, Float32Regs:$d3);
  let InOperandList = !con(
      (ins Int32Regs:$a0, Int32Regs:$a1, Int32Regs:$a2, Int32Regs:$a3),
      !dag(ins, !listsplat(Int32Regs, NumB),
           !foreach(i, !range(NumB), "b" # i)),
      (ins Float32Regs:$c0, Float32Regs:$c1, Float32Regs:$c2,
           Float32Regs:$c3),
      !if(Sparse, (ins Int32Regs:$metadata, i32imm:$selector), (ins)),
      (ins Int32Regs:$scale_a, Int16Regs:$byte_id_a, Int16Regs:$thread_id_a,
           Int32Regs:$scale_b, Int16Regs:$byte_id_b, Int16Regs:$thread_id_b));
  let AsmString = "mma" # !if(Sparse, ".sp::ordered_metadata", "")
      # ".sync.aligned.m16n8k" # K # ".row.col.kind::" # Kind.Name
      # ".block_scale"
      # !if(!empty(Scale.Ptx), "", ".scale_vec::" # Scale.Ptx)
      # "." # Types
      # " \n\t\t{{$d0, $d1, $d2, $d3}},"
      # "\n\t\t{{$a0, $a1, $a2, $a3}},"
      # "\n\t\t{{$" # !interleave(!foreach(i, !range(NumB), "b" # i), ", $")
      # "}},"
      # "\n\t\t{{$c0, $c1, $c2, $c3}},"
      # !if(Sparse, "\n\t\t$metadata, $selector,", "")
      # "\n\t\t$scale_a, {{$byte_id_a, $thread_id_a}},"
      # "\n\t\t$scale_b, {{$byte_id_b, $thread_id_b}};";
  let isConvergent = true;

  string IntrinsicName = "llvm.nvvm.mma"
      # !if(Sparse, ".sp.ordered.metadata", "") # ".block.scale.m16n8k" # K
      # ".row.col." # Kind.Name
      # !if(!empty(Scale.Name), "", ".scale." # Scale.Name) # "." # Types;
  string IntrinsicSignature = "{float, float, float, float} ("
      # !interleave(!listconcat(
            !listsplat("i32", !add(4, NumB)), !listsplat("float", 4),
            !if(Sparse, ["i32", "i32 immarg"], []<string>),
            ["i32", "i16", "i16", "i32", "i16", "i16"]), ", ")
      # ")";
  // The sparsity selector (after A, B, C and the metadata) must be 0. LLVM
  // 22 says so with `range(i32 0, 1)`, which LLVM 19's verifier does not
  // accept together with `immarg`; the value list enforces it instead.
  string IntrinsicImmArgs =
      !if(Sparse, !cast<string>(!add(4, NumB, 4, 1)) # ":0..0", "");
}

foreach Kind = MmaBsKinds in
foreach AB = Kind.Pairs in
foreach Scale = Kind.Scales in
foreach Sparse = [0, 1] in {
  // e.g. MMA_BLOCK_SCALE_M16N8K32_MXF8F6F4_F32_E2M1_E2M1_F32_UE8M0,
  //      MMA_SP_BLOCK_SCALE_M16N8K128_MXF4NVF4_X4_F32_E2M1_E2M1_F32_UE4M3
  defvar Name = "MMA_" # !if(Sparse, "SP_", "") # "BLOCK_SCALE_M16N8K"
      # !if(Sparse, !mul(Kind.K, 2), Kind.K) # "_" # Kind.Name
      # !if(!empty(Scale.Name), "", "_X" # !substr(Scale.Name, 0, 1))
      # "_F32_" # AB[0] # "_" # AB[1] # "_F32_" # Scale.SType;
  def "" # !toupper(Name) : MMA_BLOCK_SCALE<Kind, AB, Scale, Sparse>;
  defvar I = !cast<MMA_BLOCK_SCALE>(!toupper(Name));
  // PTX ISA 8.7 on sm_120a, or 8.8 on the family-specific targets of the
  // sm_12x family, as in LLVM 22 -- except the sparse FP4 kinds, which ptxas
  // accepts only on the architecture-specific targets (LLVM 22.1.8 emits
  // them for sm_120f too, and ptxas rejects that PTX). LLVM 22 does not mark
  // these convergent in IR (the MachineInstr is: it is warp-synchronous).
  defvar ArchOnly = !and(Sparse, !ne(Kind.Name, "mxf8f6f4"));
  def : NVPTXExtIntrinsic<I.IntrinsicName, I.IntrinsicSignature, I> {
    let FnAttrs = "nocallback nounwind memory(none)";
    let ImmArgValues = I.IntrinsicImmArgs;
    let Targets = !if(ArchOnly, "sm_120a@ptx87, sm_121a@ptx87",
                                Sm120Family.Targets);
    let MinPTX = 87;
  }
}
