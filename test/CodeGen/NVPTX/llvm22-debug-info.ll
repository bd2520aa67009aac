; Debug information as LLVM 21 and 22 write it (llvm-patches/0011): the Key
; Instructions fields (DILocation atomGroup/atomRank, DISubprogram
; keyInstructions) are read and dropped, a DICompileUnit that names its
; language with a DWARF 6 name and version gets the DW_LANG code LLVM 19
; keeps, #dbg_declare_value is read as #dbg_value; llc emits the line table
; and ptxas assembles it.
; CHECK lines are written by hand (opt's and llc's output).
; RUN: opt -S %s | FileCheck %s
; RUN: llc -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas-sm_90 %{ %ptxas -arch=sm_90 %t.ptx -o /dev/null %}
; This file is what LLVM 22 writes: its opt prints it back unchanged, and
; ours reads that.
; RUN: %if llc22 %{ %opt22 -S %s -o %t22.ll && opt -S %t22.ll | FileCheck %s %}

target triple = "nvptx64-nvidia-cuda"

; CHECK: define void @f(ptr %p) !dbg [[SP:![0-9]+]] {
; CHECK:   store i32 1, ptr %p, align 4, !dbg [[LOC:![0-9]+]]
; PTX: .loc 1 2 3
; PTX: .file 1 "/tmp{{/|\\}}kernel.cu"
define void @f(ptr %p) !dbg !4 {
  store i32 1, ptr %p, align 4, !dbg !7
  ret void, !dbg !8
}

; CHECK-LABEL: define i32 @g(
; CHECK-NEXT:    #dbg_value(i32 %x, [[X:![0-9]+]], !DIExpression(),
define i32 @g(i32 %x) !dbg !10 {
    #dbg_declare_value(i32 %x, !11, !DIExpression(), !13)
  ret i32 %x, !dbg !13
}

; CHECK-DAG: distinct !DICompileUnit(language: DW_LANG_C_plus_plus_17, file:
; CHECK-DAG: [[SP]] = distinct !DISubprogram(name: "f", {{.*}}unit: {{![0-9]+}})
; CHECK-DAG: [[LOC]] = !DILocation(line: 2, column: 3, scope: [[SP]])
; CHECK-DAG: [[X]] = !DILocalVariable(name: "x", arg: 1,
; CHECK-NOT: keyInstructions
; CHECK-NOT: atomGroup
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2}

!0 = distinct !DICompileUnit(sourceLanguageName: DW_LNAME_C_plus_plus, sourceLanguageVersion: 201703, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "kernel.cu", directory: "/tmp")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!4 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !5, scopeLine: 1, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, keyInstructions: true)
!5 = !DISubroutineType(types: !6)
!6 = !{null}
!7 = !DILocation(line: 2, column: 3, scope: !4, atomGroup: 1, atomRank: 1)
!8 = !DILocation(line: 3, column: 1, scope: !4, atomGroup: 2, atomRank: 1)
!10 = distinct !DISubprogram(name: "g", scope: !1, file: !1, line: 5, type: !5, scopeLine: 5, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!11 = !DILocalVariable(name: "x", arg: 1, scope: !10, file: !1, line: 5, type: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DILocation(line: 6, column: 3, scope: !10)
