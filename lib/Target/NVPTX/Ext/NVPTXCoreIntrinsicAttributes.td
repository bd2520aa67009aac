//===-- NVPTXCoreIntrinsicAttributes.td - LLVM 22's attribute sets -------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//
//
// LLVM 22 gives several families of LLVM 19's own NVVM intrinsics stronger
// attributes than LLVM 19's table does: texture and surface accesses say
// which memory they touch and that they call nothing back, handle queries
// and some conversions became `nosync`/`speculatable`, and the special
// registers carry the `range` of values they can hold. LLVM 19's IR reader
// resets every intrinsic declaration to LLVM 19's attributes (AutoUpgrade
// does this for all intrinsics), so without these rows IR written by LLVM
// 22 would lose what it says about those calls.
//
// The extended-intrinsic checks (NVPTXExtIntrinsicChecks.cpp, first in llc
// and at the start of every opt pipeline) give each declaration of an LLVM 19
// intrinsic whose name matches a row's glob pattern LLVM 22's attributes:
// FnAttrs, when not empty, replace the function attributes; RetAttrs are
// added to the return value's. Parameter attributes are LLVM 19's, which
// LLVM 22 did not change for these intrinsics. The patterns do not overlap.
//
// core-intrinsic-attributes.test compares the declaration of every LLVM 19
// NVVM intrinsic after these rows with llvm-22's, where it is installed.
//
//===----------------------------------------------------------------------===//

class CoreIntrinsicAttributes<string pattern, string fnAttrs,
                              string retAttrs = ""> {
  // A glob over intrinsic names (llvm::GlobPattern: *, ?, [...], {a,b}).
  string Pattern = pattern;
  // Function attributes in IR attribute-group syntax; "" keeps LLVM 19's.
  string FnAttrs = fnAttrs;
  // Return attributes in IR syntax, added to LLVM 19's.
  string RetAttrs = retAttrs;
}

def NVPTXCoreIntrinsicAttributesTable : GenericTable {
  let FilterClass = "CoreIntrinsicAttributes";
  let CppTypeName = "CoreIntrinsicAttributesRow";
  let Fields = ["Pattern", "FnAttrs", "RetAttrs"];
}

//===----------------------------------------------------------------------===//
// Textures and surfaces: the accesses only read (fetches, gathers, surface
// loads) or only write (surface stores) memory. The .trap forms may trap,
// so LLVM 22 does not promise they return.
//===----------------------------------------------------------------------===//

defvar MayRead = "nocallback nofree nounwind willreturn memory(read)";
defvar MayWrite = "nocallback nofree nounwind willreturn memory(write)";
defvar MayReadOrTrap = "nocallback nofree nounwind memory(read)";
defvar MayWriteOrTrap = "nocallback nofree nounwind memory(write)";

def : CoreIntrinsicAttributes<"llvm.nvvm.{tex,tld4}.*", MayRead>;
def : CoreIntrinsicAttributes<"llvm.nvvm.suld.*.{clamp,zero}", MayRead>;
def : CoreIntrinsicAttributes<"llvm.nvvm.suld.*.trap", MayReadOrTrap>;
def : CoreIntrinsicAttributes<"llvm.nvvm.sust.*.{clamp,zero}", MayWrite>;
def : CoreIntrinsicAttributes<"llvm.nvvm.sust.*.trap", MayWriteOrTrap>;

// Queries of texture, sampler and surface handles, and the moves that keep
// a value in a register: no memory, but not speculatable (LLVM 22 keeps them
// where they are written).
def : CoreIntrinsicAttributes<"llvm.nvvm.{txq,suq,istypep,move}.*",
    "nocallback nofree nosync nounwind willreturn memory(none)">;

//===----------------------------------------------------------------------===//
// Pure arithmetic LLVM 19 did not mark speculatable.
//===----------------------------------------------------------------------===//

def : CoreIntrinsicAttributes<
    "llvm.nvvm.{f2bf16.*,ff2bf16x2.*,ff2f16x2.*,f2tf32.rna,fns,neg.bf16,"
    # "neg.bf16x2,reflect}",
    "nocallback nofree nosync nounwind speculatable willreturn memory(none)">;

//===----------------------------------------------------------------------===//
// Special registers.
//===----------------------------------------------------------------------===//

// The clocks and performance counters change by themselves: each read is an
// access to state no other code sees.
def : CoreIntrinsicAttributes<
    "llvm.nvvm.read.ptx.sreg.{clock,clock64,globaltimer,pm[0-3]}",
    "nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)">;

// The ranges of the thread, CTA and cluster indices and counts: at most 1024
// threads per CTA (64 in z), 2^31 - 1 CTAs in x and 65535 in y and z; the
// fourth components are always 0.
def : CoreIntrinsicAttributes<"llvm.nvvm.read.ptx.sreg.tid.[xy]", "",
                              "range(i32 0, 1024)">;
def : CoreIntrinsicAttributes<"llvm.nvvm.read.ptx.sreg.tid.z", "",
                              "range(i32 0, 64)">;
def : CoreIntrinsicAttributes<"llvm.nvvm.read.ptx.sreg.ntid.[xy]", "",
                              "range(i32 1, 1025)">;
def : CoreIntrinsicAttributes<"llvm.nvvm.read.ptx.sreg.ntid.z", "",
                              "range(i32 1, 65)">;
def : CoreIntrinsicAttributes<
    "llvm.nvvm.read.ptx.sreg.{ctaid,clusterid,cluster.ctaid}.x", "",
    "range(i32 0, 2147483647)">;
def : CoreIntrinsicAttributes<
    "llvm.nvvm.read.ptx.sreg.{ctaid,clusterid,cluster.ctaid}.[yz]", "",
    "range(i32 0, 65535)">;
def : CoreIntrinsicAttributes<
    "llvm.nvvm.read.ptx.sreg.{nctaid,nclusterid,cluster.nctaid}.x", "",
    "range(i32 1, -2147483648)">;
def : CoreIntrinsicAttributes<
    "llvm.nvvm.read.ptx.sreg.{nctaid,nclusterid,cluster.nctaid}.[yz]", "",
    "range(i32 1, 65536)">;
def : CoreIntrinsicAttributes<
    "llvm.nvvm.read.ptx.sreg.{tid,ntid,ctaid,nctaid,clusterid,nclusterid,"
    # "cluster.ctaid,cluster.nctaid}.w", "", "range(i32 0, 1)">;
def : CoreIntrinsicAttributes<"llvm.nvvm.read.ptx.sreg.laneid", "",
                              "range(i32 0, 32)">;
def : CoreIntrinsicAttributes<"llvm.nvvm.read.ptx.sreg.warpsize", "",
                              "range(i32 32, 33)">;
