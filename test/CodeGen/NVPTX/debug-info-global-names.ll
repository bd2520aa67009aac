; At -O0 -g the debug info names each global it describes by the symbol the
; global is printed with. Local globals whose names PTX cannot spell ('.'
; becomes "_$_") are renamed by NVPTXAssignValidGlobalNames, which runs
; after DwarfDebug took their symbols: .debug_info named them by the old
; names (clang's __PRETTY_FUNCTION__._Z1kPi for any kernel with an assert,
; a .str string), and ptxas stopped at "Parsing error near '.'"
; (llvm-patches/0020 renames them first). LLVM 22 names them right.
; RUN: llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx88 %s -o - | FileCheck %s --implicit-check-not=g.x --implicit-check-not=".b64 .str"
; RUN: %if ptxas-sm_90 %{ llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -mattr=+ptx88 %s -o - | %ptxas-verify -arch=sm_90 %}

; CHECK: .global .align 4 .u32 g_$_x;
; CHECK: .global .align 1 .b8 _$_str[3] = {104, 105};
; CHECK: st.global.u32 [g_$_x], %r{{[0-9]+}};
; CHECK: .section .debug_info
; CHECK: .b64 g_$_x
; CHECK: .b64 _$_str

@g.x = internal addrspace(1) global i32 0, align 4, !dbg !0
@.str = private unnamed_addr addrspace(1) constant [3 x i8] c"hi\00", align 1, !dbg !13

define ptx_kernel void @k(i32 %v, ptr %out) !dbg !9 {
  store i32 %v, ptr addrspace(1) @g.x, align 4, !dbg !12
  %s = addrspacecast ptr addrspace(1) @.str to ptr
  store ptr %s, ptr %out, align 8, !dbg !12
  ret void, !dbg !12
}

!llvm.dbg.cu = !{!4}
!llvm.module.flags = !{!7, !8}
!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !4, file: !2, line: 1, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "t.cu", directory: "/tmp")
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus, file: !2, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !5)
!5 = !{!0, !13}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 7, !"Dwarf Version", i32 2}
!9 = distinct !DISubprogram(name: "k", scope: !2, file: !2, line: 2, type: !10, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !4)
!10 = !DISubroutineType(types: !11)
!11 = !{null}
!12 = !DILocation(line: 2, column: 1, scope: !9)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 3, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 24, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 3)
