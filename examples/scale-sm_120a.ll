; The same kernel shape for consumer Blackwell (sm_120a, PTX ISA 8.7).
; Compiled by `make` with: llc -mcpu=sm_120a
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

define ptx_kernel void @scale(ptr addrspace(1) %p, float %s) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %idx
  %v = load float, ptr addrspace(1) %q, align 4
  %r = fmul float %v, %s
  store float %r, ptr addrspace(1) %q, align 4
  ret void
}
