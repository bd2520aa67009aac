//===- NVPTXMmaSync.td - Warp MMA forms newer than LLVM 19 -----*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The register-operand warp MMA intrinsics (mma.sync, mma.sp,
// mma.sp::ordered_metadata) that LLVM 22 defines and LLVM 19 does not: the
// FP8 and kind::f8f6f4 dense forms, the f64 m16n8k{4,8,16} shapes and every
// sparse form (LLVM 19 has no sparse MMA at all). Names, signatures,
// attributes, immediate ranges and the PTX printed are LLVM 22's.
//
// D = A x B + C on an m16n8kK tile, A row-major and B column-major. Each
// thread of the warp holds a fixed part of every matrix, so an operand is a
// list of registers whose length follows from the shape and the element
// size (MmaSyncForm). A sparse A holds only the non-zero half of its
// elements; a metadata register says where they go, and the sparsity
// selector (an immediate) which threads of each group supply it.
//
// The lattice is MmaSyncGroups: each group is the shapes, metadata forms,
// type pairs, accumulators and satfinite options of one row of the PTX
// ISA's MMA tables, with the targets LLVM 22's llc allows them on (found by
// compiling each form for every CPU and PTX ISA version) -- except the
// dense FP8 forms with f16 accumulators, see MmaSyncGroups.
//
//===----------------------------------------------------------------------===//

// An element type of A, B, C or D: its PTX name, its size in bits (the
// 6- and 4-bit formats of kind::f8f6f4 travel in 8-bit containers), the
// IR type and register class of one operand register, and the register's
// width (64 for f64, whose elements are one register each, else 32: packed
// elements). Minifloat types name an intrinsic by all four types.
class MmaSyncType<string ptx, int size, string ir, NVPTXRegClass rc,
                  bit minifloat = false> {
  string Ptx = ptx;
  int Bits = size;
  string IR = ir;
  NVPTXRegClass RC = rc;
  int RegBits = !if(!eq(size, 64), 64, 32);
  bit Minifloat = minifloat;
}
def MmaSyncF64 : MmaSyncType<"f64", 64, "double", Float64Regs>;
def MmaSyncF32 : MmaSyncType<"f32", 32, "float", Float32Regs>;
def MmaSyncS32 : MmaSyncType<"s32", 32, "i32", Int32Regs>;
def MmaSyncTF32 : MmaSyncType<"tf32", 32, "i32", Int32Regs>;
def MmaSyncF16 : MmaSyncType<"f16", 16, "<2 x half>", Int32Regs>;
def MmaSyncBF16 : MmaSyncType<"bf16", 16, "i32", Int32Regs>;
def MmaSyncS8 : MmaSyncType<"s8", 8, "i32", Int32Regs>;
def MmaSyncU8 : MmaSyncType<"u8", 8, "i32", Int32Regs>;
def MmaSyncS4 : MmaSyncType<"s4", 4, "i32", Int32Regs>;
def MmaSyncU4 : MmaSyncType<"u4", 4, "i32", Int32Regs>;
def MmaSyncE4M3 : MmaSyncType<"e4m3", 8, "i32", Int32Regs, true>;
def MmaSyncE5M2 : MmaSyncType<"e5m2", 8, "i32", Int32Regs, true>;
def MmaSyncE3M2 : MmaSyncType<"e3m2", 8, "i32", Int32Regs, true>;
def MmaSyncE2M3 : MmaSyncType<"e2m3", 8, "i32", Int32Regs, true>;
def MmaSyncE2M1 : MmaSyncType<"e2m1", 8, "i32", Int32Regs, true>;

// How A is stored: dense, or sparse with the plain metadata (mma.sp) or the
// ordered metadata of PTX ISA 8.5 (mma.sp::ordered_metadata): the infixes
// of the intrinsic name and of the PTX, and the PTX ISA version every form
// of it needs (a group may need a later one).
class MmaSyncMeta<bit sparse, string name, string ptx, int minptx> {
  bit Sparse = sparse;
  string Name = name;
  string Ptx = ptx;
  int MinPTX = minptx;
}
def MmaSyncDense : MmaSyncMeta<false, "", "", 0>;
def MmaSyncSp : MmaSyncMeta<true, ".sp", ".sp", 71>;
def MmaSyncSpOrdered
    : MmaSyncMeta<true, ".sp.ordered.metadata", ".sp::ordered_metadata", 85>;

// One row of the lattice. Shapes are [K, sparsity selectors] pairs (the
// selector takes 0 .. N-1; dense shapes have none); the accumulator type is
// that of C and D alike; Kind is "" or "f8f6f4".
class MmaSyncGroup<list<MmaSyncMeta> metas, list<list<int>> shapes,
                   string kind, list<bit> satfs,
                   list<list<MmaSyncType>> pairs, list<MmaSyncType> accs,
                   string targets, int minptx> {
  list<MmaSyncMeta> Metas = metas;
  list<list<int>> Shapes = shapes;
  string Kind = kind;
  list<bit> Satfs = satfs;
  list<list<MmaSyncType>> Pairs = pairs;
  list<MmaSyncType> Accs = accs;
  string Targets = targets;
  int MinPTX = minptx;
}

// All pairs of two lists of types.
class MmaSyncPairs<list<MmaSyncType> as, list<MmaSyncType> bs> {
  list<list<MmaSyncType>> Pairs =
      !foldl([]<list<MmaSyncType>>, as, Acc, A,
             !listconcat(Acc, !foreach(B, bs, [A, B])));
}
defvar MmaSyncFP8 = [MmaSyncE4M3, MmaSyncE5M2];
defvar MmaSyncF8F6F4 =
    [MmaSyncE2M1, MmaSyncE2M3, MmaSyncE3M2, MmaSyncE4M3, MmaSyncE5M2];
defvar MmaSyncI8 = [MmaSyncS8, MmaSyncU8];
defvar MmaSyncI4 = [MmaSyncS4, MmaSyncU4];
defvar MmaSyncSparse = [MmaSyncSp, MmaSyncSpOrdered];
// kind::f8f6f4 is on sm_120a from PTX ISA 8.7 and on the family-specific
// targets of the sm_12x family (sm_120f, sm_121a, sm_121f) from 8.8:
// NVPTXTargetSets.td's Sm120Family.
defvar MmaSyncF8F6F4Targets = Sm120Family.Targets;

defvar MmaSyncGroups = [
  // Dense FP8 (sm_89). LLVM 22 allows m16n8k32 from PTX ISA 8.4 whatever
  // the accumulator, but ptxas wants 8.7 for an f16 one ("Feature 'mma
  // with FP8 floating point type and FP16 accumulation' requires PTX ISA
  // .version 8.7 or later"); m16n8k16 is 8.7 in both.
  MmaSyncGroup<[MmaSyncDense], [[32, 0]], "", [false],
               MmaSyncPairs<MmaSyncFP8, MmaSyncFP8>.Pairs, [MmaSyncF32],
               "sm_89", 84>,
  MmaSyncGroup<[MmaSyncDense], [[32, 0]], "", [false],
               MmaSyncPairs<MmaSyncFP8, MmaSyncFP8>.Pairs, [MmaSyncF16],
               "sm_89", 87>,
  MmaSyncGroup<[MmaSyncDense], [[16, 0]], "", [false],
               MmaSyncPairs<MmaSyncFP8, MmaSyncFP8>.Pairs,
               [MmaSyncF16, MmaSyncF32], "sm_89", 87>,
  MmaSyncGroup<[MmaSyncDense], [[32, 0]], "f8f6f4", [false],
               MmaSyncPairs<MmaSyncF8F6F4, MmaSyncF8F6F4>.Pairs,
               [MmaSyncF16, MmaSyncF32], MmaSyncF8F6F4Targets, 87>,
  // The f64 shapes beyond LLVM 19's m8n8k4 (sm_90, PTX ISA 7.8).
  MmaSyncGroup<[MmaSyncDense], [[4, 0], [8, 0], [16, 0]], "", [false],
               [[MmaSyncF64, MmaSyncF64]], [MmaSyncF64], "sm_90", 78>,

  // Sparse (sm_80; the metadata form sets the PTX ISA version: 7.1, or
  // 8.5 for the ordered metadata).
  MmaSyncGroup<MmaSyncSparse, [[16, 4], [32, 2]], "", [false],
               [[MmaSyncF16, MmaSyncF16]], [MmaSyncF16, MmaSyncF32],
               "sm_80", 71>,
  MmaSyncGroup<MmaSyncSparse, [[16, 4], [32, 2]], "", [false],
               [[MmaSyncBF16, MmaSyncBF16]], [MmaSyncF32], "sm_80", 71>,
  MmaSyncGroup<MmaSyncSparse, [[8, 4], [16, 2]], "", [false],
               [[MmaSyncTF32, MmaSyncTF32]], [MmaSyncF32], "sm_80", 71>,
  MmaSyncGroup<MmaSyncSparse, [[32, 2], [64, 1]], "", [false, true],
               MmaSyncPairs<MmaSyncI8, MmaSyncI8>.Pairs, [MmaSyncS32],
               "sm_80", 71>,
  MmaSyncGroup<MmaSyncSparse, [[64, 2], [128, 1]], "", [false, true],
               MmaSyncPairs<MmaSyncI4, MmaSyncI4>.Pairs, [MmaSyncS32],
               "sm_80", 71>,
  MmaSyncGroup<MmaSyncSparse, [[64, 1]], "", [false],
               MmaSyncPairs<MmaSyncFP8, MmaSyncFP8>.Pairs, [MmaSyncF32],
               "sm_89", 84>,
  MmaSyncGroup<[MmaSyncSpOrdered], [[64, 1]], "f8f6f4", [false],
               MmaSyncPairs<MmaSyncF8F6F4, MmaSyncF8F6F4>.Pairs,
               [MmaSyncF16, MmaSyncF32], MmaSyncF8F6F4Targets, 87>,
];

// One form: the MachineInstr, and the intrinsic it is selected for.
class MMA_SYNC<MmaSyncMeta Meta, int K, int Selectors, string Kind, bit Satf,
               MmaSyncType A, MmaSyncType B, MmaSyncType Acc>
    : NVPTXInst<(outs), (ins), "", []> {
  // Elements per thread: M x K / 32 of A (half of them when sparse),
  // K x N / 32 of B and M x N / 32 of C and D, with M = 16 and N = 8;
  // registers: elements x element bits / register bits.
  defvar NumA = !div(!mul(16, K, A.Bits),
                     !mul(!if(Meta.Sparse, 64, 32), A.RegBits));
  defvar NumB = !div(!mul(K, 8, B.Bits), !mul(32, B.RegBits));
  defvar NumC = !div(!mul(4, Acc.Bits), Acc.RegBits);
  defvar Types = Acc.Ptx # "." # A.Ptx # "." # B.Ptx # "." # Acc.Ptx;
  defvar Modifiers = !if(!empty(Kind), "", ".kind::" # Kind)
                     # !if(Satf, ".satfinite", "");

  let OutOperandList =
      !dag(outs, !listsplat(Acc.RC, NumC), !foreach(i, !range(NumC), "d" # i));
  let InOperandList = !con(
      !dag(ins, !listsplat(A.RC, NumA), !foreach(i, !range(NumA), "a" # i)),
      !dag(ins, !listsplat(B.RC, NumB), !foreach(i, !range(NumB), "b" # i)),
      !dag(ins, !listsplat(Acc.RC, NumC), !foreach(i, !range(NumC), "c" # i)),
      !if(Meta.Sparse, (ins Int32Regs:$metadata, i32imm:$selector), (ins)));
  let AsmString = "mma" # Meta.Ptx # ".sync.aligned.m16n8k" # K # ".row.col"
      # Modifiers # "." # Types
      # " \n\t\t" # ExtList<"d", NumC>.Asm # ","
      # "\n\t\t" # ExtList<"a", NumA>.Asm # ","
      # "\n\t\t" # ExtList<"b", NumB>.Asm # ","
      # "\n\t\t" # ExtList<"c", NumC>.Asm
      # !if(Meta.Sparse, ",\n\t\t$metadata,\n\t\t$selector", "") # ";";
  // A pure function of its registers, but all threads of the warp take part.
  let hasSideEffects = false;
  let isConvergent = true;

  // Minifloat forms are named by all four types, f16 ones by D and C,
  // mixed integer ones by A and B, the others by A alone.
  defvar Suffix = !cond(A.Minifloat : Types,
                        !eq(A.Ptx, "f16") : Acc.Ptx # "." # Acc.Ptx,
                        !ne(A.Ptx, B.Ptx) : A.Ptx # "." # B.Ptx,
                        true : A.Ptx);
  string IntrinsicName = "llvm.nvvm.mma" # Meta.Name # ".m16n8k" # K
      # ".row.col" # !if(!empty(Kind), "", ".kind." # Kind)
      # !if(Satf, ".satfinite", "") # "." # Suffix;
  string IntrinsicSignature = "{"
      # !interleave(!listsplat(Acc.IR, NumC), ", ") # "} ("
      # !interleave(!listconcat(!listsplat(A.IR, NumA), !listsplat(B.IR, NumB),
                                !listsplat(Acc.IR, NumC),
                                !if(Meta.Sparse, ["i32", "i32 immarg"],
                                    []<string>)), ", ")
      # ")";
  // The selector follows A, B, C and the metadata. LLVM 22 states its
  // values as `range(i32 0, N)`, which LLVM 19's verifier does not accept
  // next to `immarg`; the table's range enforces it instead.
  string IntrinsicImmArgs =
      !if(Meta.Sparse, !cast<string>(!add(NumA, NumB, NumC, 1)) # ":0.."
                           # !sub(Selectors, 1), "");
}

foreach G = MmaSyncGroups in
foreach Meta = G.Metas in
foreach Shape = G.Shapes in
foreach Satf = G.Satfs in
foreach AB = G.Pairs in
foreach Acc = G.Accs in {
  // e.g. MMA_SYNC_M16N8K32_F16_E4M3_E5M2_F16,
  //      MMA_SP_ORDERED_METADATA_M16N8K64_KIND_F8F6F4_F32_E2M1_E3M2_F32,
  //      MMA_SP_M16N8K128_SATFINITE_S32_S4_U4_S32
  defvar Name = "MMA" # !if(Meta.Sparse, !subst(".", "_", Meta.Name), "_SYNC")
      # "_M16N8K" # Shape[0] # !if(!empty(G.Kind), "", "_KIND_" # G.Kind)
      # !if(Satf, "_SATFINITE", "") # "_" # Acc.Ptx # "_" # AB[0].Ptx # "_"
      # AB[1].Ptx # "_" # Acc.Ptx;
  def "" # !toupper(Name)
      : MMA_SYNC<Meta, Shape[0], Shape[1], G.Kind, Satf, AB[0], AB[1], Acc>;
  defvar I = !cast<MMA_SYNC>(!toupper(Name));
  // LLVM 22 does not mark these convergent in IR (the MachineInstr is).
  def : NVPTXExtIntrinsic<I.IntrinsicName, I.IntrinsicSignature, I> {
    let FnAttrs = "nocallback nounwind memory(none)";
    let ImmArgValues = I.IntrinsicImmArgs;
    let Targets = G.Targets;
    let MinPTX = !if(!gt(Meta.MinPTX, G.MinPTX), Meta.MinPTX, G.MinPTX);
  }
}
