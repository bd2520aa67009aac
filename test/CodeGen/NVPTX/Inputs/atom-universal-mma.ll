; The SM70/SM75 tensor-core shapes of atom.universal_fma (used by
; atom-universal-fma.ll): LLVM 19's llvm.nvvm.mma.m16n8k8 / m8n8k4, A row-
; and B column-major.

; CHECK-LABEL: m16n8k8(
; CHECK: mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32
; CHECK-NEXT: {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}},
; CHECK-NEXT: {%f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}, %f{{[0-9]+}}};
define void @m16n8k8(ptr %p, <4 x half> %a, <2 x half> %b, <4 x float> %c) {
  %d = call <4 x float> @llvm.nvvm.cute.atom.mma.m16(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [16, 8, 8], a_type = f16, b_type = f16, c_type = f32}", <4 x half> %a, <2 x half> %b, <4 x float> %c)
  store <4 x float> %d, ptr %p
  ret void
}

; CHECK-LABEL: m8n8k4(
; CHECK: mma.sync.aligned.m8n8k4.row.col.f16.f16.f16.f16
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}},
; CHECK-NEXT: {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}};
define void @m8n8k4(ptr %p, <4 x half> %a, <4 x half> %b, <8 x half> %c) {
  %d = call <8 x half> @llvm.nvvm.cute.atom.mma.m8(metadata !"!cute_nvgpu.atom.universal_fma", metadata !"{shape_MNK = [8, 8, 4], a_type = f16, b_type = f16, c_type = f16}", <4 x half> %a, <4 x half> %b, <8 x half> %c)
  store <8 x half> %d, ptr %p
  ret void
}

declare <4 x float> @llvm.nvvm.cute.atom.mma.m16(metadata, metadata, <4 x half>, <2 x half>, <4 x float>)
declare <8 x half> @llvm.nvvm.cute.atom.mma.m8(metadata, metadata, <4 x half>, <4 x half>, <8 x half>)
