//===- NVPTXMemoryOrder.td - fences, ordered loads, stores ---*- tblgen -*-===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// The instructions of LLVM IR's memory ordering, which LLVM 19's NVPTX
// cannot select ("Cannot select" for every `fence`, every `load atomic`
// stronger than monotonic and every such `store atomic`) and LLVM 22
// selects (NVPTXMemoryOrder.cpp selects them, as LLVM 22 does):
//
//  - fence.{sc,acq_rel,acquire,release}.{cta,cluster,gpu,sys};
//  - ld.acquire.SCOPE and st.release.SCOPE, in every state space they have
//    (generic, .global, .shared) and every address form of LLVM 19's ld/st
//    (symbol, register, register + offset, with 32- and 64-bit
//    registers), for each register class of LLVM 19's ld/st.
//
// The scopes and fence semantics are numbered as NVPTXMemoryOrder.cpp's
// MemoryScope and FenceSem; the types and address forms as its AccessType
// and AddressForm.
//
//===----------------------------------------------------------------------===//

class MemoryScope<int id, string ptx> {
  int Id = id;
  string Ptx = ptx;
}
def MemoryScopeCta : MemoryScope<0, "cta">;
def MemoryScopeCluster : MemoryScope<1, "cluster">;
def MemoryScopeGpu : MemoryScope<2, "gpu">;
def MemoryScopeSys : MemoryScope<3, "sys">;
defvar MemoryScopes = [MemoryScopeCta, MemoryScopeCluster, MemoryScopeGpu,
                       MemoryScopeSys];

//===----------------------------------------------------------------------===//
// Fences
//===----------------------------------------------------------------------===//

// A fence instruction: its semantics (0 sc, 1 acq_rel, 2 acquire,
// 3 release) and scope, for lookupMemoryOrderFence.
class MemoryOrderFence<int sem, int scope> {
  bits<2> Sem = sem;
  bits<2> Scope = scope;
  Instruction Opcode = !cast<Instruction>(NAME);
}

def MemoryOrderFenceTable : GenericTable {
  let FilterClass = "MemoryOrderFence";
  let CppTypeName = "MemoryOrderFenceRecord";
  let Fields = ["Sem", "Scope", "Opcode"];
  let PrimaryKey = ["Sem", "Scope"];
  let PrimaryKeyName = "lookupMemoryOrderFence";
}

class FenceSemantics<int id, string ptx> {
  int Id = id;
  string Ptx = ptx;
}
defvar FenceSemanticsList = [FenceSemantics<0, "sc">,
                             FenceSemantics<1, "acq_rel">,
                             FenceSemantics<2, "acquire">,
                             FenceSemantics<3, "release">];

let hasSideEffects = true, mayLoad = true, mayStore = true in
foreach Sem = FenceSemanticsList in
foreach Scope = MemoryScopes in
  def MO_FENCE_ # !toupper(Sem.Ptx) # _ # !toupper(Scope.Ptx)
      : NVPTXInst<(outs), (ins), "fence." # Sem.Ptx # "." # Scope.Ptx # ";",
                  []>,
        MemoryOrderFence<Sem.Id, Scope.Id>;

//===----------------------------------------------------------------------===//
// ld.acquire and st.release
//===----------------------------------------------------------------------===//

// An ordered access instruction: a store (st.release) or a load
// (ld.acquire), its scope, the register class of the value (AccessType: 0
// i8, 1 i16, 2 i32, 3 i64, 4 f32, 5 f64, as LLVM 19's LD_i8 ... LD_f64)
// and its address form (AddressForm: 0 symbol, 1 32-bit register, 2
// 64-bit register, 3 32-bit register + offset, 4 64-bit register +
// offset), for lookupMemoryOrderAccess.
class MemoryOrderAccess<bit isStore, int scope, int type, int form> {
  bit IsStore = isStore;
  bits<2> Scope = scope;
  bits<3> Type = type;
  bits<3> Form = form;
  Instruction Opcode = !cast<Instruction>(NAME);
}

def MemoryOrderAccessTable : GenericTable {
  let FilterClass = "MemoryOrderAccess";
  let CppTypeName = "MemoryOrderAccessRecord";
  let Fields = ["IsStore", "Scope", "Type", "Form", "Opcode"];
  let PrimaryKey = ["IsStore", "Scope", "Type", "Form"];
  let PrimaryKeyName = "lookupMemoryOrderAccess";
}

// The address forms: the operands that hold the address, and how PTX
// writes it. $addsp, $Sign and the width are LLVM 19's ld/st operands,
// printed by its printLdStCode.
class MemoryOrderForm<int id, string name, dag ops, string asm> {
  int Id = id;
  string Name = name;
  dag Ops = ops;
  string Asm = asm;
}
defvar MemoryOrderForms = [
  MemoryOrderForm<0, "AVAR", (ins imem:$addr), "[$addr]">,
  MemoryOrderForm<1, "AREG", (ins Int32Regs:$addr), "[$addr]">,
  MemoryOrderForm<2, "AREG_64", (ins Int64Regs:$addr), "[$addr]">,
  MemoryOrderForm<3, "ARI", (ins Int32Regs:$addr, i32imm:$offset),
                  "[$addr+$offset]">,
  MemoryOrderForm<4, "ARI_64", (ins Int64Regs:$addr, i32imm:$offset),
                  "[$addr+$offset]">];

class MemoryOrderType<int id, string name, NVPTXRegClass regs> {
  int Id = id;
  string Name = name;
  NVPTXRegClass Regs = regs;
}
defvar MemoryOrderTypes = [MemoryOrderType<0, "I8", Int16Regs>,
                           MemoryOrderType<1, "I16", Int16Regs>,
                           MemoryOrderType<2, "I32", Int32Regs>,
                           MemoryOrderType<3, "I64", Int64Regs>,
                           MemoryOrderType<4, "F32", Float32Regs>,
                           MemoryOrderType<5, "F64", Float64Regs>];

foreach Scope = MemoryScopes in
foreach Type = MemoryOrderTypes in
foreach Form = MemoryOrderForms in {
  defvar Suffix = !toupper(Scope.Ptx) # "_" # Type.Name # "_" # Form.Name;
  let hasSideEffects = true, mayLoad = true in
  def MO_LD_ACQUIRE_ # Suffix
      : NVPTXInst<(outs Type.Regs:$dst),
                  !con((ins LdStCode:$addsp, LdStCode:$Sign,
                            i32imm:$fromWidth), Form.Ops),
                  "ld.acquire." # Scope.Ptx
                  # "${addsp:addsp}.${Sign:sign}$fromWidth \t$dst, "
                  # Form.Asm # ";", []>,
        MemoryOrderAccess<0, Scope.Id, Type.Id, Form.Id>;
  let hasSideEffects = true, mayStore = true in
  def MO_ST_RELEASE_ # Suffix
      : NVPTXInst<(outs),
                  !con((ins Type.Regs:$src, LdStCode:$addsp, LdStCode:$Sign,
                            i32imm:$toWidth), Form.Ops),
                  "st.release." # Scope.Ptx
                  # "${addsp:addsp}.${Sign:sign}$toWidth \t" # Form.Asm
                  # ", $src;", []>,
        MemoryOrderAccess<1, Scope.Id, Type.Id, Form.Id>;
}

//===----------------------------------------------------------------------===//
// atom.SEM.SCOPE.cas: cmpxchg with its ordering and scope
//===----------------------------------------------------------------------===//

// An atom.cas with semantics (0 none -- below sm_70 --, 1 relaxed,
// 2 acquire, 3 release, 4 acq_rel), a scope, a width and a 64-bit address
// or not, for lookupMemoryOrderCas. The state space is LLVM 19's
// $addsp operand.
class MemoryOrderCas<int sem, int scope, int width, bit ptr64> {
  bits<3> Sem = sem;
  bits<2> Scope = scope;
  bits<7> Width = width;
  bit Ptr64 = ptr64;
  Instruction Opcode = !cast<Instruction>(NAME);
}

def MemoryOrderCasTable : GenericTable {
  let FilterClass = "MemoryOrderCas";
  let CppTypeName = "MemoryOrderCasRecord";
  let Fields = ["Sem", "Scope", "Width", "Ptr64", "Opcode"];
  let PrimaryKey = ["Sem", "Scope", "Width", "Ptr64"];
  let PrimaryKeyName = "lookupMemoryOrderCas";
}

defvar CasSemanticsList = [FenceSemantics<0, "">,
                           FenceSemantics<1, "relaxed">,
                           FenceSemantics<2, "acquire">,
                           FenceSemantics<3, "release">,
                           FenceSemantics<4, "acq_rel">];

let hasSideEffects = true, mayLoad = true, mayStore = true in
foreach Sem = CasSemanticsList in
foreach Scope = MemoryScopes in
foreach Width = [32, 64] in
foreach Ptr64 = [0, 1] in {
  defvar Regs = !cast<NVPTXRegClass>("Int" # Width # "Regs");
  // A register and an offset (printed [%rd+8], or [%rd] for 0).
  defvar PtrMem = !if(Ptr64, MEMri64, MEMri);
  def MO_ATOM_CAS_ # !if(!empty(Sem.Ptx), "NOSEM", !toupper(Sem.Ptx)) # _
      # !toupper(Scope.Ptx) # _B # Width # !if(Ptr64, "_P64", "_P32")
      : NVPTXInst<(outs Regs:$dst),
                  (ins LdStCode:$addsp, PtrMem:$addr, Regs:$cmp, Regs:$new),
                  "atom" # !if(!empty(Sem.Ptx), "", "." # Sem.Ptx) # "."
                  # Scope.Ptx # "${addsp:addsp}.cas.b" # Width
                  # " \t$dst, [$addr], $cmp, $new;", []>,
        MemoryOrderCas<Sem.Id, Scope.Id, Width, Ptr64>;
}

//===----------------------------------------------------------------------===//
// atom.SEM.SCOPE.{cas,exch}.b128: 128-bit cmpxchg and xchg
//===----------------------------------------------------------------------===//

// An i128 cmpxchg or xchg (sm_90, PTX ISA 8.4 -- 8.3 has .b128 atom but not
// at system scope), in the 64-bit halves the type legalizer splits i128
// into: the operands are packed into .b128 registers of a block of their
// own and the result unpacked, so that the instruction takes and gives i64
// pairs. Op 0 cas, 1 exch; Sem as MemoryOrderCas's (1 relaxed ... 4
// acq_rel); Scope as MemoryScope; 64-bit addresses only. For
// lookupMemoryOrderAtom128.
class MemoryOrderAtom128<int op, int sem, int scope> {
  bit Op = op;
  bits<3> Sem = sem;
  bits<2> Scope = scope;
  Instruction Opcode = !cast<Instruction>(NAME);
}

def MemoryOrderAtom128Table : GenericTable {
  let FilterClass = "MemoryOrderAtom128";
  let CppTypeName = "MemoryOrderAtom128Record";
  let Fields = ["Op", "Sem", "Scope", "Opcode"];
  let PrimaryKey = ["Op", "Sem", "Scope"];
  let PrimaryKeyName = "lookupMemoryOrderAtom128";
}

let hasSideEffects = true, mayLoad = true, mayStore = true in
foreach Sem = !tail(CasSemanticsList) in
foreach Scope = MemoryScopes in {
  defvar Atom = "atom." # Sem.Ptx # "." # Scope.Ptx # "${addsp:addsp}";
  defvar Suffix = !toupper(Sem.Ptx) # _ # !toupper(Scope.Ptx) # _B128;
  def MO_ATOM_CAS_ # Suffix
      : NVPTXInst<(outs Int64Regs:$lo, Int64Regs:$hi),
                  (ins LdStCode:$addsp, Int64Regs:$addr, Int64Regs:$cmplo,
                       Int64Regs:$cmphi, Int64Regs:$newlo, Int64Regs:$newhi),
                  "{{ .reg .b128 %cmp, %new, %old;\n\t"
                  # "mov.b128 %cmp, {$cmplo, $cmphi};\n\t"
                  # "mov.b128 %new, {$newlo, $newhi};\n\t"
                  # Atom # ".cas.b128 %old, [$addr], %cmp, %new;\n\t"
                  # "mov.b128 {$lo, $hi}, %old; }}", []>,
        MemoryOrderAtom128<0, Sem.Id, Scope.Id>;
  def MO_ATOM_EXCH_ # Suffix
      : NVPTXInst<(outs Int64Regs:$lo, Int64Regs:$hi),
                  (ins LdStCode:$addsp, Int64Regs:$addr, Int64Regs:$newlo,
                       Int64Regs:$newhi),
                  "{{ .reg .b128 %new, %old;\n\t"
                  # "mov.b128 %new, {$newlo, $newhi};\n\t"
                  # Atom # ".exch.b128 %old, [$addr], %new;\n\t"
                  # "mov.b128 {$lo, $hi}, %old; }}", []>,
        MemoryOrderAtom128<1, Sem.Id, Scope.Id>;
}
