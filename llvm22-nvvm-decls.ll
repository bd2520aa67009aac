; overloaded: llvm.nvvm.atomic.add.gen.f.cta
; overloaded: llvm.nvvm.atomic.add.gen.f.sys
; overloaded: llvm.nvvm.atomic.add.gen.i.cta
; overloaded: llvm.nvvm.atomic.add.gen.i.sys
; overloaded: llvm.nvvm.atomic.and.gen.i.cta
; overloaded: llvm.nvvm.atomic.and.gen.i.sys
; overloaded: llvm.nvvm.atomic.cas.gen.i.cta
; overloaded: llvm.nvvm.atomic.cas.gen.i.sys
; overloaded: llvm.nvvm.atomic.dec.gen.i.cta
; overloaded: llvm.nvvm.atomic.dec.gen.i.sys
; overloaded: llvm.nvvm.atomic.exch.gen.i.cta
; overloaded: llvm.nvvm.atomic.exch.gen.i.sys
; overloaded: llvm.nvvm.atomic.inc.gen.i.cta
; overloaded: llvm.nvvm.atomic.inc.gen.i.sys
; overloaded: llvm.nvvm.atomic.max.gen.i.cta
; overloaded: llvm.nvvm.atomic.max.gen.i.sys
; overloaded: llvm.nvvm.atomic.min.gen.i.cta
; overloaded: llvm.nvvm.atomic.min.gen.i.sys
; overloaded: llvm.nvvm.atomic.or.gen.i.cta
; overloaded: llvm.nvvm.atomic.or.gen.i.sys
; overloaded: llvm.nvvm.atomic.xor.gen.i.cta
; overloaded: llvm.nvvm.atomic.xor.gen.i.sys
; overloaded: llvm.nvvm.compiler.error
; overloaded: llvm.nvvm.compiler.warn
; overloaded: llvm.nvvm.ex2.approx
; overloaded: llvm.nvvm.ex2.approx.ftz
; overloaded: llvm.nvvm.fabs
; overloaded: llvm.nvvm.fabs.ftz
; overloaded: llvm.nvvm.flo.s
; overloaded: llvm.nvvm.flo.u
; overloaded: llvm.nvvm.fshl.clamp
; overloaded: llvm.nvvm.fshr.clamp
; overloaded: llvm.nvvm.internal.addrspace.wrap
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b4x16_p64
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m16n16.x1.trans.b8x16.b6x16_p32
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b4x16_p64
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m16n16.x2.trans.b8x16.b6x16_p32
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b4x16_p64
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n16.x1.b8x16.b6x16_p32
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b4x16_p64
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n16.x2.b8x16.b6x16_p32
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b4x16_p64
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n16.x4.b8x16.b6x16_p32
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.b16
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n8.x1.trans.b16
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.b16
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n8.x2.trans.b16
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16
; overloaded: llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.trans.b16
; overloaded: llvm.nvvm.ldu.global.f
; overloaded: llvm.nvvm.ldu.global.i
; overloaded: llvm.nvvm.ldu.global.p
; overloaded: llvm.nvvm.move.ptr
; overloaded: llvm.nvvm.prefetch.tensormap
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m16n8.x1.trans.b8
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m16n8.x2.trans.b8
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m16n8.x4.trans.b8
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.b16
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m8n8.x1.trans.b16
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.b16
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m8n8.x2.trans.b16
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.b16
; overloaded: llvm.nvvm.stmatrix.sync.aligned.m8n8.x4.trans.b16
; overloaded: llvm.nvvm.tensormap.replace.box.dim
; overloaded: llvm.nvvm.tensormap.replace.element.stride
; overloaded: llvm.nvvm.tensormap.replace.elemtype
; overloaded: llvm.nvvm.tensormap.replace.fill.mode
; overloaded: llvm.nvvm.tensormap.replace.global.address
; overloaded: llvm.nvvm.tensormap.replace.global.dim
; overloaded: llvm.nvvm.tensormap.replace.global.stride
; overloaded: llvm.nvvm.tensormap.replace.interleave.layout
; overloaded: llvm.nvvm.tensormap.replace.rank
; overloaded: llvm.nvvm.tensormap.replace.swizzle.atomicity
; overloaded: llvm.nvvm.tensormap.replace.swizzle.mode
; overloaded: llvm.nvvm.texsurf.handle
; overloaded: llvm.nvvm.texsurf.handle.internal
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.stride.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.stride.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.stride.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.col.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.stride.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.stride.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.stride.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.a.row.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.stride.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.stride.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.stride.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.col.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.stride.bf16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.stride.s8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.stride.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.b.row.u8
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.col.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.col.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.col.s32
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.col.stride.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.col.stride.s32
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.row.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.row.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.row.s32
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.row.stride.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.load.c.row.stride.s32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.col.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.col.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.col.s32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.col.stride.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.col.stride.s32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.row.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.row.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.row.s32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f16
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.row.stride.f32
; overloaded: llvm.nvvm.wmma.m16n16k16.store.d.row.stride.s32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.a.col.stride.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.a.col.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.a.row.stride.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.a.row.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.b.col.stride.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.b.col.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.b.row.stride.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.b.row.tf32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.c.col.f32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.c.col.stride.f32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.c.row.f32
; overloaded: llvm.nvvm.wmma.m16n16k8.load.c.row.stride.f32
; overloaded: llvm.nvvm.wmma.m16n16k8.store.d.col.f32
; overloaded: llvm.nvvm.wmma.m16n16k8.store.d.col.stride.f32
; overloaded: llvm.nvvm.wmma.m16n16k8.store.d.row.f32
; overloaded: llvm.nvvm.wmma.m16n16k8.store.d.row.stride.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.stride.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.stride.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.stride.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.col.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.stride.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.stride.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.stride.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.a.row.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.stride.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.stride.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.stride.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.col.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.stride.bf16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.stride.s8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.stride.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.b.row.u8
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.col.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.col.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.col.s32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.col.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.col.stride.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.col.stride.s32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.row.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.row.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.row.s32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.row.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.row.stride.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.load.c.row.stride.s32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.col.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.col.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.col.s32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.col.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.col.stride.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.col.stride.s32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.row.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.row.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.row.s32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.row.stride.f16
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.row.stride.f32
; overloaded: llvm.nvvm.wmma.m32n8k16.store.d.row.stride.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.stride.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.stride.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.stride.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.col.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.stride.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.stride.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.stride.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.a.row.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.stride.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.stride.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.stride.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.col.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.stride.bf16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.stride.s8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.stride.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.b.row.u8
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.col.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.col.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.col.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.col.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.col.stride.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.col.stride.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.row.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.row.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.row.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.row.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.row.stride.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.load.c.row.stride.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.col.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.col.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.col.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.col.stride.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.col.stride.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.row.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.row.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.row.s32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.row.stride.f16
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.row.stride.f32
; overloaded: llvm.nvvm.wmma.m8n32k16.store.d.row.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.load.a.row.b1
; overloaded: llvm.nvvm.wmma.m8n8k128.load.a.row.stride.b1
; overloaded: llvm.nvvm.wmma.m8n8k128.load.b.col.b1
; overloaded: llvm.nvvm.wmma.m8n8k128.load.b.col.stride.b1
; overloaded: llvm.nvvm.wmma.m8n8k128.load.c.col.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.load.c.col.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.load.c.row.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.load.c.row.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.store.d.col.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.store.d.col.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.store.d.row.s32
; overloaded: llvm.nvvm.wmma.m8n8k128.store.d.row.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.load.a.row.s4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.a.row.stride.s4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.a.row.stride.u4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.a.row.u4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.b.col.s4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.b.col.stride.s4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.b.col.stride.u4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.b.col.u4
; overloaded: llvm.nvvm.wmma.m8n8k32.load.c.col.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.load.c.col.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.load.c.row.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.load.c.row.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.store.d.col.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.store.d.col.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.store.d.row.s32
; overloaded: llvm.nvvm.wmma.m8n8k32.store.d.row.stride.s32
; overloaded: llvm.nvvm.wmma.m8n8k4.load.a.col.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.a.col.stride.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.a.row.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.a.row.stride.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.b.col.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.b.col.stride.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.b.row.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.b.row.stride.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.c.col.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.c.col.stride.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.c.row.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.load.c.row.stride.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.store.d.col.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.store.d.col.stride.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.store.d.row.f64
; overloaded: llvm.nvvm.wmma.m8n8k4.store.d.row.stride.f64
; ModuleID = 'nvvm22'
source_filename = "nvvm22"

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rm.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rm.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rm.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rm.ftz.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rm.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rn.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.ftz.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rn.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rp.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rp.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rp.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rp.ftz.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rp.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.add.rz.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.ftz.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.add.rz.sat.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.applypriority.L2.evict.normal(ptr readonly captures(none), i64 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.applypriority.global.L2.evict.normal(ptr addrspace(1) readonly captures(none), i64 immarg) #2

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.aligned() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.arrive.relaxed.aligned() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cluster.wait.aligned() #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.arrive.aligned.count(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.arrive.count(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.count(i32, i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.all(i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.count(i32, i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.count(i32, i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.all(i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.count(i32, i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.count(i32, i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.all(i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.count(i32, i32, i1) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.count(i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.all(i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.count(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp(<2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rp.satfinite(<2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz(<2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.bf16x2.to.ue8m0x2.rz.satfinite(<2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.bf2h.rn(bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.bf2h.rn.ftz(bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.bmsk.clamp(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.bmsk.wrap(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ceil.d(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ceil.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ceil.ftz.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.x(i128) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.y(i128) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.clusterlaunchcontrol.query_cancel.get_first_ctaid.z(i128) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.clusterlaunchcontrol.query_cancel.is_canceled(i128) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.multicast.shared(ptr addrspace(3), ptr addrspace(3)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.clusterlaunchcontrol.try_cancel.async.shared(ptr addrspace(3), ptr addrspace(3)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.cos.approx.ftz.f(float) #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.commit.group() #5

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cluster(ptr addrspace(7) writeonly, ptr addrspace(3), ptr addrspace(1) readonly, i32, i16, i64, i1 immarg, i1 immarg) #6

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.bulk.global.to.shared.cta(ptr addrspace(3) writeonly, ptr addrspace(3), ptr addrspace(1) readonly, i32, i64, i1 immarg) #6

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.bulk.prefetch.L2(ptr addrspace(1) readonly captures(none), i32, i64, i1 immarg) #6

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.cluster(ptr addrspace(7) writeonly, ptr addrspace(3), ptr addrspace(3) readonly, i32) #6

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global(ptr addrspace(1) writeonly, ptr addrspace(3) readonly, i32, i64, i1 immarg) #6

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.bulk.shared.cta.to.global.bytemask(ptr addrspace(1) writeonly, ptr addrspace(3) readonly, i32, i64, i1 immarg, i16) #6

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.3d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.4d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.5d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.3d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.4d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.128.5d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.3d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.4d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.im2col.w.5d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.1d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.2d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.3d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.4d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.5d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.cta.tile.gather4.2d(ptr addrspace(3) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.3d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.4d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.5d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.3d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.4d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.128.5d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.3d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.4d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.im2col.w.5d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.1d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.2d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.3d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.4d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.5d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.g2s.tile.gather4.2d(ptr addrspace(7) writeonly, ptr addrspace(3), ptr readonly, i32, i32, i32, i32, i32, i16, i64, i1 immarg, i1 immarg, i32 immarg range(i32 0, 3)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.3d(ptr readonly, i32, i32, i32, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.4d(ptr readonly, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.5d(ptr readonly, i32, i32, i32, i32, i32, i16, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.3d(ptr readonly, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.4d(ptr readonly, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.128.5d(ptr readonly, i32, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.3d(ptr readonly, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.4d(ptr readonly, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.im2col.w.5d(ptr readonly, i32, i32, i32, i32, i32, i16, i16, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.1d(ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.2d(ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.3d(ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.4d(ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.5d(ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.prefetch.tile.gather4.2d(ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.add.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.and.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.dec.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.inc.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.max.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.min.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.or.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.reduce.xor.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.im2col.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.1d(ptr addrspace(3) readonly, ptr readonly, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.3d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.4d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.5d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.cp.async.bulk.tensor.s2g.tile.scatter4.2d(ptr addrspace(3) readonly, ptr readonly, i32, i32, i32, i32, i32, i64, i1 immarg) #7

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group(i32 immarg) #5

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.bulk.wait.group.read(i32 immarg) #5

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.16.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.8(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.8.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.cg.shared.global.16.s(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly, i32) #8

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.cp.async.mbarrier.arrive(ptr) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc(ptr) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.cp.async.mbarrier.arrive.noinc.shared(ptr addrspace(3)) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.cp.async.mbarrier.arrive.shared(ptr addrspace(3)) #3

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.all() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rm.ftz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rn.ftz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rp.ftz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.d2f.rz.ftz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.rz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ll.rz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2ui.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2ui.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2ui.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2ui.rz(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ull.rm(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ull.rn(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ull.rp(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.d2ull.rz(double) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.discard.L2(ptr captures(none), i64 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.discard.global.L2(ptr addrspace(1) captures(none), i64 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.ftz.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.full.ftz(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.div.rm.d(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rm.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rm.ftz.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.div.rn.d(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rn.ftz.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.div.rp.d(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rp.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rp.ftz.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.div.rz.d(double, double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rz.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.rz.ftz.f(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e2m1x2.to.f16x2.rn.relu(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e2m3x2.to.f16x2.rn.relu(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e3m2x2.to.f16x2.rn.relu(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e4m3x2.to.f16x2.rn.relu(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.e5m2x2.to.f16x2.rn.relu(i16) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.elect.sync(i32) #10

; Function Attrs: convergent noreturn nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.exit() #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn(<2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f16x2.to.e4m3x2.rn.relu(<2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn(<2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f16x2.to.e5m2x2.rn.relu(<2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rn.relu(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rn.relu.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rn.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rz.relu(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rz.relu.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.f2bf16.rz.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rn.relu(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rn.relu.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rn.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rz.relu(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rz.relu.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.f2f16.rz.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f2h.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f2h.rn.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rm.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rp(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rp.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rz.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rm(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rm.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rn.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rp(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rp.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ll.rz.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rn.relu(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rn.relu.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rn.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rna(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rna.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rz.relu(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rz.relu.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2tf32.rz.satfinite(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rm(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rm.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rn.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rp(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rp.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2ui.rz.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rm(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rm.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rn(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rn.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rp(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rp.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.f2ull.rz.ftz(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.relu.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.f32x4.to.e2m1x4.rs.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.relu.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e2m3x4.rs.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.relu.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e3m2x4.rs.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.relu.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e4m3x4.rs.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.relu.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i8> @llvm.nvvm.f32x4.to.e5m2x4.rs.satfinite(<4 x float>, i32) #1

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.acquire.sync_restrict.space.cluster.scope.cluster() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.mbarrier_init.release.cluster() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.alias() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.global() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cluster() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async.shared_cta() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async_generic.acquire.sync_restrict.space.cluster.scope.cluster() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.async_generic.release.sync_restrict.space.cta.scope.cluster() #12

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cluster(ptr, i32 immarg range(i32 128, 129)) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.cta(ptr, i32 immarg range(i32 128, 129)) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.gpu(ptr, i32 immarg range(i32 128, 129)) #8

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.fence.proxy.tensormap_generic.acquire.sys(ptr, i32 immarg range(i32 128, 129)) #8

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cluster() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.cta() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.gpu() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.proxy.tensormap_generic.release.sys() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.release.sync_restrict.space.cta.scope.cluster() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.fence.sc.cluster() #12

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.relu.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e2m1x2.rn.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e2m3x2.rn.relu.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e2m3x2.rn.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.relu.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e3m2x2.rn.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e4m3x2.rn.relu(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.e5m2x2.rn.relu(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rp.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.ff.to.ue8m0x2.rz.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.relu.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rn.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.relu.satfinite(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rs.satfinite(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.relu.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ff2bf16x2.rz.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn.relu(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn.relu.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rn.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rs(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.relu(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.relu.satfinite(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rs.satfinite(float, float, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.relu(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.relu.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.ff2f16x2.rz.satfinite(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.floor.d(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.floor.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.floor.ftz.f(float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rm.d(double, double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.ftz.sat.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.sat.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fma.rn.bf16(bfloat, bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fma.rn.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rn.d(double, double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fma.rn.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fma.rn.ftz.bf16(bfloat, bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fma.rn.ftz.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fma.rn.ftz.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.ftz.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fma.rn.ftz.relu.bf16(bfloat, bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fma.rn.ftz.relu.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fma.rn.ftz.relu.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.ftz.relu.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fma.rn.ftz.sat.bf16(bfloat, bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fma.rn.ftz.sat.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.ftz.sat.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fma.rn.ftz.sat.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.ftz.sat.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fma.rn.relu.bf16(bfloat, bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fma.rn.relu.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fma.rn.relu.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.relu.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fma.rn.sat.bf16(bfloat, bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fma.rn.sat.bf16x2(<2 x bfloat>, <2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rn.sat.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fma.rn.sat.f16(half, half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fma.rn.sat.f16x2(<2 x half>, <2 x half>, <2 x half>) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rp.d(double, double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rp.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rp.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rp.ftz.sat.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rp.sat.f(float, float, float) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fma.rz.d(double, double, double) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rz.ftz.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rz.ftz.sat.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rz.sat.f(float, float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fmax.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.ftz.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.ftz.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.ftz.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.ftz.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.ftz.nan.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.ftz.nan.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.ftz.nan.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.ftz.nan.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.ftz.nan.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.ftz.nan.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.ftz.nan.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.ftz.nan.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.ftz.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.ftz.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.ftz.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.ftz.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.ftz.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.nan.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.nan.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.nan.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.nan.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.nan.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.nan.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.nan.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.nan.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.nan.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.nan.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmax.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmax.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmax.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmax.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmax.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.fmin.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.ftz.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.ftz.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.ftz.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.ftz.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.ftz.nan.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.ftz.nan.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.ftz.nan.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.ftz.nan.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.ftz.nan.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.ftz.nan.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.ftz.nan.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.ftz.nan.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.ftz.nan.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.ftz.nan.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.ftz.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.ftz.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.ftz.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.ftz.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.ftz.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.nan.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.nan.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.nan.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.nan.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.nan.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.nan.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.nan.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.nan.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.nan.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.nan.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.fmin.xorsign.abs.bf16(bfloat, bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.fmin.xorsign.abs.bf16x2(<2 x bfloat>, <2 x bfloat>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fmin.xorsign.abs.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare half @llvm.nvvm.fmin.xorsign.abs.f16(half, half) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x half> @llvm.nvvm.fmin.xorsign.abs.f16x2(<2 x half>, <2 x half>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.fns(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.getctarank(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.getctarank.shared.cluster(ptr addrspace(3) captures(none)) #1

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.launch.dependents() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.griddepcontrol.wait() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.i2d.rm(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.i2d.rn(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.i2d.rp(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.i2d.rz(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.i2f.rm(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.i2f.rn(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.i2f.rp(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.i2f.rz(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp2a.s.s(i32, i32, i1 immarg, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp2a.s.u(i32, i32, i1 immarg, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp2a.u.s(i32, i32, i1 immarg, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp2a.u.u(i32, i32, i1 immarg, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp4a.s.s(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp4a.s.u(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp4a.u.s(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.idp4a.u.u(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i1 @llvm.nvvm.is_explicit_cluster() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.const(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.global(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.local(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.nvvm.isspacep.shared.cluster(ptr captures(none)) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.nvvm.istypep.sampler(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.nvvm.istypep.surface(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i1 @llvm.nvvm.istypep.texture(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.lg2.approx.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.lg2.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ll2d.rm(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ll2d.rn(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ll2d.rp(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ll2d.rz(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ll2f.rm(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ll2f.rn(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ll2f.rp(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ll2f.rz(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.nvvm.mapa(ptr captures(none), i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(7) @llvm.nvvm.mapa.shared.cluster(ptr addrspace(3) captures(none), i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i32p(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.match.all.sync.i64p(i32, i64) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i64(i32, i64) #0

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive(ptr) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop(ptr) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete(ptr, i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop.noComplete.shared(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.drop.relaxed.scope.cta.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cluster.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop.scope.cta.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.drop.shared(ptr addrspace(3)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.relaxed.scope.cta.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete(ptr, i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.noComplete.shared(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cluster.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare i64 @llvm.nvvm.mbarrier.arrive.relaxed.scope.cta.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cluster.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.arrive.scope.cta.space.cluster(ptr addrspace(7), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.scope.cta.space.cta(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i64 @llvm.nvvm.mbarrier.arrive.shared(ptr addrspace(3)) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cluster.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.complete.tx.scope.cta.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cluster.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cluster(ptr addrspace(7), i32) #14

; Function Attrs: convergent nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.mbarrier.expect.tx.scope.cta.space.cta(ptr addrspace(3), i32) #14

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init(ptr, i32) #3

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.mbarrier.init.shared(ptr addrspace(3), i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.mbarrier.inval(ptr writeonly captures(none)) #15

; Function Attrs: convergent nocallback nounwind memory(argmem: write)
declare void @llvm.nvvm.mbarrier.inval.shared(ptr addrspace(3) writeonly captures(none)) #15

; Function Attrs: convergent nocallback nounwind memory(none)
declare i32 @llvm.nvvm.mbarrier.pending.count(i64) #16

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait(ptr, i64) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3) captures(none), i32) #17

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) captures(none), i32) #17

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cluster.space.cta(ptr addrspace(3) captures(none), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait.parity.scope.cta.space.cta(ptr addrspace(3) captures(none), i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3) captures(none), i64) #17

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.test.wait.relaxed.scope.cta.space.cta(ptr addrspace(3) captures(none), i64) #17

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cluster.space.cta(ptr addrspace(3) captures(none), i64) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait.scope.cta.space.cta(ptr addrspace(3) captures(none), i64) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.test.wait.shared(ptr addrspace(3), i64) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cluster.space.cta(ptr addrspace(3) captures(none), i32) #17

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.relaxed.scope.cta.space.cta(ptr addrspace(3) captures(none), i32) #17

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cluster.space.cta(ptr addrspace(3) captures(none), i32) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.scope.cta.space.cta(ptr addrspace(3) captures(none), i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) captures(none), i32, i32) #17

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.relaxed.scope.cta.space.cta(ptr addrspace(3) captures(none), i32, i32) #17

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cluster.space.cta(ptr addrspace(3) captures(none), i32, i32) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.parity.tl.scope.cta.space.cta(ptr addrspace(3) captures(none), i32, i32) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cluster.space.cta(ptr addrspace(3) captures(none), i64) #17

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.relaxed.scope.cta.space.cta(ptr addrspace(3) captures(none), i64) #17

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cluster.space.cta(ptr addrspace(3) captures(none), i64) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.scope.cta.space.cta(ptr addrspace(3) captures(none), i64) #3

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cluster.space.cta(ptr addrspace(3) captures(none), i64, i32) #17

; Function Attrs: convergent nocallback nounwind memory(argmem: read)
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.relaxed.scope.cta.space.cta(ptr addrspace(3) captures(none), i64, i32) #17

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cluster.space.cta(ptr addrspace(3) captures(none), i64, i32) #3

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.mbarrier.try.wait.tl.scope.cta.space.cta(ptr addrspace(3) captures(none), i64, i32) #3

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.cta() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #12

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.sys() #12

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.and.popc.m16n8k128.row.col.b1(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.and.popc.m16n8k256.row.col.b1(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.and.popc.m8n8k128.row.col.b1(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m1.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m1.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m1.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m1.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e2m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e3m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e3m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e3m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e3m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e3m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e5m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e5m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e5m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e5m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.f32.e5m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m1.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e2m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e3m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e3m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e3m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e3m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e3m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e4m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e5m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e5m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e5m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e5m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k32.row.col.mxf8f6f4.scale.1x.f32.e5m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.block.scale.m16n8k64.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.bf16(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.e4m3.e4m3.f16(i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.e4m3.e5m2.f16(i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.e5m2.e4m3.f16(i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.e5m2.e5m2.f16(i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e5m2.e4m3.f32(i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.e5m2.e5m2.f32(i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double, double, double } @llvm.nvvm.mma.m16n8k16.row.col.f64(double, double, double, double, double, double, double, double, double, double, double, double, double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.s8.u8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.satfinite.s8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.satfinite.u8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.satfinite.u8.s8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.u8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k16.row.col.u8.s8(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.f16.e4m3.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.f16.e5m2.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.f16.e5m2.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.f32.e5m2.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m1.e2m1.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m1.e2m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m1.e3m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m1.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m1.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m3.e2m1.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m3.e2m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m3.e3m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m3.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e2m3.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e3m2.e2m1.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e3m2.e2m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e3m2.e3m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e3m2.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e3m2.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e4m3.e2m1.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e4m3.e2m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e4m3.e3m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e4m3.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e4m3.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e5m2.e2m1.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e5m2.e2m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e5m2.e3m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e5m2.e4m3.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f16.e5m2.e5m2.f16(i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e2m1.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e2m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m1.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m3.e2m1.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m3.e2m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m3.e3m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m3.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e2m3.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e3m2.e2m1.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e3m2.e2m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e3m2.e3m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e3m2.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e3m2.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e2m1.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e2m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e3m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e5m2.e2m1.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e5m2.e2m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e5m2.e3m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e5m2.e4m3.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k32.row.col.kind.f8f6f4.f32.e5m2.e5m2.f32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s4.u4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s4.u4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.u4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.u4.s4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.satfinite.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.u4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.u4.s4(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k32.row.col.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double, double, double } @llvm.nvvm.mma.m16n8k4.row.col.f64(double, double, double, double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k4.row.col.tf32(i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.satfinite.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.satfinite.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.satfinite.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.satfinite.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.m16n8k64.row.col.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.bf16(i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.m16n8k8.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double, double, double } @llvm.nvvm.mma.m16n8k8.row.col.f64(double, double, double, double, double, double, double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.m16n8k8.row.col.tf32(i32, i32, i32, i32, i32, i32, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.s8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.s8.u8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.satfinite.s8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.satfinite.s8.u8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.satfinite.u8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.satfinite.u8.s8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.u8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k16.row.col.u8.s8(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.s4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.s4.u4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.satfinite.s4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.satfinite.s4.u4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.satfinite.u4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.satfinite.u4.s4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.u4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.m8n8k32.row.col.u4.s4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.mma.m8n8k4.col.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.col.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.col.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.mma.m8n8k4.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.col.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.col.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.mma.m8n8k4.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.row.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.mma.m8n8k4.row.col.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.mma.m8n8k4.row.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.row.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.mma.m8n8k4.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.satfinite.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.satfinite.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.satfinite.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.satfinite.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k128.row.col.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.bf16(i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k16.row.col.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k32.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.m16n8k32.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k32.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.satfinite.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.satfinite.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.satfinite.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k32.row.col.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e5m2.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k64.row.col.f32.e5m2.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.satfinite.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.m16n8k64.row.col.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.m16n8k8.row.col.tf32(i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.2x.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k128.row.col.mxf4nvf4.scale.4x.f32.e2m1.e2m1.f32.ue4m3(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m1.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m1.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m1.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m1.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e2m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e3m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e3m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e3m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e3m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e3m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e4m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e4m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e4m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e4m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e4m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e5m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e5m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e5m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e5m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.f32.e5m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m1.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m1.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m1.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m1.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m1.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e2m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e3m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e3m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e3m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e3m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e3m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e4m3.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e4m3.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e4m3.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e4m3.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e5m2.e2m1.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e5m2.e2m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e5m2.e3m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e5m2.e4m3.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.block.scale.m16n8k64.row.col.mxf8f6f4.scale.1x.f32.e5m2.e5m2.f32.ue8m0(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1), i32, i16, i16, i32, i16, i16) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.satfinite.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.satfinite.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.satfinite.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.satfinite.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k128.row.col.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.bf16(i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k16.row.col.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.satfinite.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.satfinite.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.satfinite.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k32.row.col.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.f32.e5m2.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.f32.e5m2.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m1.e2m1.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m1.e2m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m1.e3m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m1.e4m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m1.e5m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m3.e2m1.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m3.e2m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m3.e3m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m3.e4m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e2m3.e5m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e2m1.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e2m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e3m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e4m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e3m2.e5m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e4m3.e2m1.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e4m3.e2m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e4m3.e3m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e4m3.e4m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e4m3.e5m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e5m2.e2m1.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e5m2.e2m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e5m2.e3m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e5m2.e4m3.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half> } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f16.e5m2.e5m2.f16(i32, i32, i32, i32, i32, i32, i32, i32, <2 x half>, <2 x half>, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e2m1.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e2m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e3m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m1.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m3.e2m1.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m3.e2m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m3.e3m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m3.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e2m3.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e3m2.e2m1.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e3m2.e2m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e3m2.e3m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e3m2.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e3m2.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e4m3.e2m1.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e4m3.e2m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e4m3.e3m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e4m3.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e4m3.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e5m2.e2m1.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e5m2.e2m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e5m2.e3m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e5m2.e4m3.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.kind.f8f6f4.f32.e5m2.e5m2.f32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.s4.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.s8.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.satfinite.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.u4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.u4.s4(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 2)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k64.row.col.u8.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 immarg range(i32 0, 1)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float } @llvm.nvvm.mma.sp.ordered.metadata.m16n8k8.row.col.tf32(i32, i32, i32, i32, float, float, float, float, i32, i32 immarg range(i32 0, 4)) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.xor.popc.m16n8k128.row.col.b1(i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32 } @llvm.nvvm.mma.xor.popc.m16n8k256.row.col.b1(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.mma.xor.popc.m8n8k128.row.col.b1(i32, i32, i32, i32) #18

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.move.double(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.move.float(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.nvvm.move.i16(i16) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.move.i32(i32) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.nvvm.move.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rm.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rm.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rm.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rn.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rn.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rp.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rp.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rp.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.mul.rz.d(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.mul.rz.ftz.f(float, float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.i(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mul24.ui(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.i(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ll(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.mulhi.s(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.mulhi.ull(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.mulhi.us(i16, i16) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.nanosleep(i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare bfloat @llvm.nvvm.neg.bf16(bfloat) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.neg.bf16x2(<2 x bfloat>) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.pm.event.mask(i16 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.L1(ptr readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.L2(ptr readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.global.L1(ptr addrspace(1) readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.global.L2(ptr addrspace(1) readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.global.L2.evict.last(ptr addrspace(1) readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.global.L2.evict.normal(ptr addrspace(1) readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.local.L1(ptr addrspace(5) readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetch.local.L2(ptr addrspace(5) readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.prefetchu.L1(ptr readonly captures(none)) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt.b4e(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt.ecl(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt.ecr(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt.f4e(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt.rc16(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.prmt.rc8(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.rm.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rm.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rm.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.rn.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rn.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.rp.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rp.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rp.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.rz.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rcp.rz.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.aggr_smem_size() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.clock() #19

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.clock64() #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.cluster.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.ctarank() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.cluster.nctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.cluster.nctarank() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.clusterid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.clusterid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.clusterid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.ctaid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 65535) i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.dynamic_smem_size() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg0() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg1() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg10() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg11() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg12() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg13() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg14() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg15() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg16() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg17() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg18() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg19() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg2() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg20() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg21() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg22() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg23() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg24() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg25() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg26() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg27() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg28() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg29() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg3() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg30() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg31() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg4() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg5() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg6() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg7() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg8() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.envreg9() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i64 @llvm.nvvm.read.ptx.sreg.globaltimer() #19

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.globaltimer.lo() #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.gridid() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.laneid() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.eq() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.ge() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.gt() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.le() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.lanemask.lt() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nclusterid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.nctaid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, -2147483648) i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65536) i32 @llvm.nvvm.read.ptx.sreg.nctaid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nsmid() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.ntid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 65) i32 @llvm.nvvm.read.ptx.sreg.ntid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.nwarpid() #1

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.pm0() #19

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.pm1() #19

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.pm2() #19

; Function Attrs: nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.pm3() #19

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.smid() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.tid.w() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.z() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.total_smem_size() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.nvvm.read.ptx.sreg.warpid() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 33) i32 @llvm.nvvm.read.ptx.sreg.warpsize() #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.and(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmax(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmax.NaN(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmax.abs(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmax.abs.NaN(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmin(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmin.NaN(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmin.abs(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.redux.sync.fmin.abs.NaN(float, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.max(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.min(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.or(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.xor(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.reflect(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.round.d(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.round.ftz.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rsqrt.approx.ftz.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.i(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.sad.ll(i64, i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.sad.s(i16, i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sad.ui(i32, i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.nvvm.sad.ull(i64, i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.nvvm.sad.us(i16, i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.saturate.d(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.ftz.f(float) #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.dec.sync.aligned.u32(i32 immarg range(i32 24, 257)) #7

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn
declare void @llvm.nvvm.setmaxnreg.inc.sync.aligned.u32(i32 immarg range(i32 24, 257)) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sext.clamp(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.sext.wrap(i32, i32) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.bfly.f32(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.bfly.f32p(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.bfly.i32(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.bfly.i32p(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.down.f32(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.down.f32p(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.down.i32(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.down.i32p(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.idx.f32(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.idx.f32p(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.idx.i32(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.idx.i32p(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.sync.bfly.f32p(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.sync.bfly.i32p(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.sync.down.f32p(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.sync.idx.f32p(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.sync.idx.i32p(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.up.f32(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.sync.up.f32p(i32, float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.sync.up.i32p(i32, i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.up.f32(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { float, i1 } @llvm.nvvm.shfl.up.f32p(float, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.up.i32(i32, i32, i32) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare { i32, i1 } @llvm.nvvm.shfl.up.i32p(i32, i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sin.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rm.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rm.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rm.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rn.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rn.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rp.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rp.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rp.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.sqrt.rz.d(double) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.rz.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.nvvm.st.bulk(ptr writeonly captures(none), i64, i64 immarg) #20

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.nvvm.st.bulk.shared.cta(ptr addrspace(3) writeonly captures(none), i64, i64 immarg) #20

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.array.i16.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.1d.array.i16.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.array.i16.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.1d.array.i32.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i32 @llvm.nvvm.suld.1d.array.i32.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.1d.array.i32.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.1d.array.i64.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i64 @llvm.nvvm.suld.1d.array.i64.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.1d.array.i64.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.array.i8.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.1d.array.i8.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.array.i8.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.array.v2i16.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.array.v2i16.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.array.v2i16.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.1d.array.v2i32.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32 } @llvm.nvvm.suld.1d.array.v2i32.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.1d.array.v2i32.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.1d.array.v2i64.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i64, i64 } @llvm.nvvm.suld.1d.array.v2i64.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.1d.array.v2i64.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.array.v2i8.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.array.v2i8.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.array.v2i8.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.array.v4i16.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.array.v4i16.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.array.v4i16.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.1d.array.v4i32.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.1d.array.v4i32.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.1d.array.v4i32.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.array.v4i8.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.array.v4i8.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.array.v4i8.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.i16.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.1d.i16.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.i16.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.1d.i32.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i32 @llvm.nvvm.suld.1d.i32.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.1d.i32.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.1d.i64.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i64 @llvm.nvvm.suld.1d.i64.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.1d.i64.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.i8.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.1d.i8.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.1d.i8.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.v2i16.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.v2i16.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.v2i16.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.1d.v2i32.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32 } @llvm.nvvm.suld.1d.v2i32.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.1d.v2i32.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.1d.v2i64.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i64, i64 } @llvm.nvvm.suld.1d.v2i64.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.1d.v2i64.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.v2i8.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.v2i8.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.1d.v2i8.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.v4i16.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.v4i16.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.v4i16.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.1d.v4i32.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.1d.v4i32.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.1d.v4i32.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.v4i8.clamp(i64, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.v4i8.trap(i64, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.1d.v4i8.zero(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.array.i16.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.2d.array.i16.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.array.i16.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.2d.array.i32.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i32 @llvm.nvvm.suld.2d.array.i32.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.2d.array.i32.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.2d.array.i64.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i64 @llvm.nvvm.suld.2d.array.i64.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.2d.array.i64.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.array.i8.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.2d.array.i8.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.array.i8.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.array.v2i16.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.array.v2i16.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.array.v2i16.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.2d.array.v2i32.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32 } @llvm.nvvm.suld.2d.array.v2i32.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.2d.array.v2i32.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.2d.array.v2i64.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i64, i64 } @llvm.nvvm.suld.2d.array.v2i64.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.2d.array.v2i64.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.array.v2i8.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.array.v2i8.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.array.v2i8.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.array.v4i16.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.array.v4i16.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.array.v4i16.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.2d.array.v4i32.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.2d.array.v4i32.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.2d.array.v4i32.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.array.v4i8.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.array.v4i8.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.array.v4i8.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.i16.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.2d.i16.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.i16.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.2d.i32.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i32 @llvm.nvvm.suld.2d.i32.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.2d.i32.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.2d.i64.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i64 @llvm.nvvm.suld.2d.i64.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.2d.i64.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.i8.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.2d.i8.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.2d.i8.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.v2i16.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.v2i16.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.v2i16.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.2d.v2i32.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32 } @llvm.nvvm.suld.2d.v2i32.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.2d.v2i32.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.2d.v2i64.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i64, i64 } @llvm.nvvm.suld.2d.v2i64.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.2d.v2i64.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.v2i8.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.v2i8.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.2d.v2i8.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i16.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i16.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i16.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.2d.v4i32.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.2d.v4i32.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.2d.v4i32.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.clamp(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.trap(i64, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.2d.v4i8.zero(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.3d.i16.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.3d.i16.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.3d.i16.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.3d.i32.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i32 @llvm.nvvm.suld.3d.i32.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i32 @llvm.nvvm.suld.3d.i32.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.3d.i64.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i64 @llvm.nvvm.suld.3d.i64.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i64 @llvm.nvvm.suld.3d.i64.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.3d.i8.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare i16 @llvm.nvvm.suld.3d.i8.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare i16 @llvm.nvvm.suld.3d.i8.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.3d.v2i16.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.3d.v2i16.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.3d.v2i16.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.3d.v2i32.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32 } @llvm.nvvm.suld.3d.v2i32.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32 } @llvm.nvvm.suld.3d.v2i32.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.3d.v2i64.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i64, i64 } @llvm.nvvm.suld.3d.v2i64.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i64, i64 } @llvm.nvvm.suld.3d.v2i64.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.3d.v2i8.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16 } @llvm.nvvm.suld.3d.v2i8.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16 } @llvm.nvvm.suld.3d.v2i8.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.3d.v4i16.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.3d.v4i16.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.3d.v4i16.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.suld.3d.v4i32.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.3d.v4i8.clamp(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.3d.v4i8.trap(i64, i32, i32, i32) #22

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i16, i16, i16, i16 } @llvm.nvvm.suld.3d.v4i8.zero(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.suq.array.size(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.suq.channel.data.type(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.suq.channel.order(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.suq.depth(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.suq.height(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.suq.width(i64) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i16.clamp(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i16.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i16.zero(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i32.clamp(i64, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i32.trap(i64, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i32.zero(i64, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i64.clamp(i64, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i64.trap(i64, i32, i32, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i64.zero(i64, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i8.clamp(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i8.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.i8.zero(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i16.clamp(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i16.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i16.zero(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i32.clamp(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i32.zero(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i64.clamp(i64, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i64.trap(i64, i32, i32, i64, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i64.zero(i64, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i8.clamp(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i8.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v2i8.zero(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i16.clamp(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i16.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i16.zero(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i32.zero(i64, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i8.clamp(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i8.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.array.v4i8.zero(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i16.clamp(i64, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.i16.trap(i64, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i16.zero(i64, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i32.clamp(i64, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.i32.trap(i64, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i32.zero(i64, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i64.clamp(i64, i32, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.i64.trap(i64, i32, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i64.zero(i64, i32, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i8.clamp(i64, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.i8.trap(i64, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.i8.zero(i64, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i16.clamp(i64, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i16.trap(i64, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i16.zero(i64, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i32.clamp(i64, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i32.trap(i64, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i32.zero(i64, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i64.clamp(i64, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i64.trap(i64, i32, i64, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i64.zero(i64, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i8.clamp(i64, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i8.trap(i64, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v2i8.zero(i64, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i16.clamp(i64, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i16.trap(i64, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i16.zero(i64, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i32.clamp(i64, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i32.trap(i64, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i32.zero(i64, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i8.clamp(i64, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i8.trap(i64, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.1d.v4i8.zero(i64, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i16.clamp(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i16.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i16.zero(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i32.clamp(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i32.zero(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i64.clamp(i64, i32, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i64.trap(i64, i32, i32, i32, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i64.zero(i64, i32, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i8.clamp(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i8.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.i8.zero(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i16.clamp(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i16.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i16.zero(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i32.clamp(i64, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i32.trap(i64, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i32.zero(i64, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i64.clamp(i64, i32, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i64.trap(i64, i32, i32, i32, i64, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i64.zero(i64, i32, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i8.clamp(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i8.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v2i8.zero(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i16.clamp(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i16.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i16.zero(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i32.zero(i64, i32, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i8.clamp(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i8.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.array.v4i8.zero(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i16.clamp(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.i16.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i16.zero(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i32.clamp(i64, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.i32.trap(i64, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i32.zero(i64, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i64.clamp(i64, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.i64.trap(i64, i32, i32, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i64.zero(i64, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i8.clamp(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.i8.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.i8.zero(i64, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i16.clamp(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i16.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i16.zero(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i32.clamp(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i32.zero(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i64.clamp(i64, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i64.trap(i64, i32, i32, i64, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i64.zero(i64, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i8.clamp(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i8.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v2i8.zero(i64, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i16.clamp(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i16.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i16.zero(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i32.zero(i64, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i8.clamp(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i8.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.2d.v4i8.zero(i64, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i16.clamp(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.i16.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i16.zero(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i32.clamp(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i32.zero(i64, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i64.clamp(i64, i32, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.i64.trap(i64, i32, i32, i32, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i64.zero(i64, i32, i32, i32, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i8.clamp(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.i8.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.i8.zero(i64, i32, i32, i32, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i16.clamp(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i16.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i16.zero(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i32.clamp(i64, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i32.trap(i64, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i32.zero(i64, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i64.clamp(i64, i32, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i64.trap(i64, i32, i32, i32, i64, i64) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i64.zero(i64, i32, i32, i32, i64, i64) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i8.clamp(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i8.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v2i8.zero(i64, i32, i32, i32, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i16.clamp(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i16.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i16.zero(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i32.clamp(i64, i32, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i32.zero(i64, i32, i32, i32, i32, i32, i32, i32) #23

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i8.clamp(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i8.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind willreturn memory(write)
declare void @llvm.nvvm.sust.b.3d.v4i8.zero(i64, i32, i32, i32, i16, i16, i16, i16) #23

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.i16.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.i32.trap(i64, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.i8.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.v2i16.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.v2i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.v2i8.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.v4i16.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.array.v4i8.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.i16.trap(i64, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.i32.trap(i64, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.i8.trap(i64, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.v2i16.trap(i64, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.v2i32.trap(i64, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.v2i8.trap(i64, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.v4i16.trap(i64, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.v4i32.trap(i64, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.1d.v4i8.trap(i64, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.i16.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.i8.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.v2i16.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.v2i32.trap(i64, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.v2i8.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.v4i16.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.array.v4i8.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.i16.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.i32.trap(i64, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.i8.trap(i64, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.v2i16.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.v2i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.v2i8.trap(i64, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.v4i16.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.2d.v4i8.trap(i64, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.i16.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.i32.trap(i64, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.i8.trap(i64, i32, i32, i32, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.v2i16.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.v2i32.trap(i64, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.v2i8.trap(i64, i32, i32, i32, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.v4i16.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.v4i32.trap(i64, i32, i32, i32, i32, i32, i32, i32) #24

; Function Attrs: nocallback nofree nounwind memory(write)
declare void @llvm.nvvm.sust.p.3d.v4i8.trap(i64, i32, i32, i32, i16, i16, i16, i16) #24

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.alloc.cg1(ptr writeonly captures(none), i32) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.alloc.cg2(ptr writeonly captures(none), i32) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg1(ptr addrspace(3) writeonly captures(none), i32) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.alloc.shared.cg2(ptr addrspace(3) writeonly captures(none), i32) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.cg1(ptr captures(none)) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.cg2(ptr captures(none)) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.mc.cg1(ptr captures(none), i16) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.mc.cg2(ptr captures(none), i16) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg1(ptr addrspace(3) captures(none), i16) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.mc.shared.cg2(ptr addrspace(3) captures(none), i16) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.shared.cg1(ptr addrspace(3) captures(none)) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.commit.shared.cg2(ptr addrspace(3) captures(none)) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b4x16_p64.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x128b.b6x16_p32.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x128b.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x128b.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b4x16_p64.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x256b.b6x16_p32.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.128x256b.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b4x16_p64.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.b6x16_p32.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.32x128b_warpx4.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b4x16_p64.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.4x256b.b6x16_p32.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.4x256b.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b4x16_p64.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.b6x16_p32.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_01_23.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b4x16_p64.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.b6x16_p32.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg1(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.cp.64x128b_warpx2_02_13.cg2(ptr addrspace(6) captures(none), i64) #25

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.dealloc.cg1(ptr addrspace(6) captures(none), i32) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.dealloc.cg2(ptr addrspace(6) captures(none), i32) #26

; Function Attrs: nounwind
declare void @llvm.nvvm.tcgen05.fence.after.thread.sync() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.tcgen05.fence.before.thread.sync() #5

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x1(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <32 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x16(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x2(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <64 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x32(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <8 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x4(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <128 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x64(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <16 x i32> @llvm.nvvm.tcgen05.ld.16x128b.x8(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x1(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <64 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x16(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <8 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x2(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <128 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x32(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <16 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x4(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <32 x i32> @llvm.nvvm.tcgen05.ld.16x256b.x8(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.tcgen05.ld.16x32bx2.x1(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <128 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x128(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <16 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x16(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x2(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <32 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x32(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x4(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <64 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x64(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <8 x i32> @llvm.nvvm.tcgen05.ld.16x32bx2.x8(ptr addrspace(6) captures(none), i64 immarg, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.tcgen05.ld.16x64b.x1(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <128 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x128(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <16 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x16(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x2(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <32 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x32(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x4(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <64 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x64(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <8 x i32> @llvm.nvvm.tcgen05.ld.16x64b.x8(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare i32 @llvm.nvvm.tcgen05.ld.32x32b.x1(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <128 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x128(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <16 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x16(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <2 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x2(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <32 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x32(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <4 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x4(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <64 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x64(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare <8 x i32> @llvm.nvvm.tcgen05.ld.32x32b.x8(ptr addrspace(6) captures(none), i1 immarg) #26

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared(ptr addrspace(6) writeonly, i64, i64, i32, i1, i32 immarg range(i32 0, 4), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg1(ptr addrspace(6) writeonly, i64, i64, i32, i1, <4 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.disable_output_lane.cg2(ptr addrspace(6) writeonly, i64, i64, i32, i1, <8 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4.block_scale.block32(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d(ptr addrspace(6) writeonly, i64, i64, i32, i1, i64 immarg range(i64 0, 16), i32 immarg range(i32 0, 2), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d.disable_output_lane.cg1(ptr addrspace(6) writeonly, i64, i64, i32, i1, i64 immarg range(i64 0, 16), <4 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.shared.scale_d.disable_output_lane.cg2(ptr addrspace(6) writeonly, i64, i64, i32, i1, i64 immarg range(i64 0, 16), <8 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), i32 immarg range(i32 0, 4), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.disable_output_lane.cg1(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), <4 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.disable_output_lane.cg2(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), <8 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4.block_scale.block32(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4nvf4.block_scale.block16(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf4nvf4.block_scale.block32(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf8f6f4.block_scale(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.mxf8f6f4.block_scale.block32(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), i32 immarg range(i32 0, 2), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg1(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), <4 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.shared.scale_d.disable_output_lane.cg2(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), <8 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i32 immarg range(i32 0, 4), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i32 immarg range(i32 0, 4), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.disable_output_lane.cg1(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), <4 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.disable_output_lane.cg1.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), <4 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.disable_output_lane.cg2(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), <8 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.disable_output_lane.cg2.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), <8 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4.block_scale(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4.block_scale.block32(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf4nvf4.block_scale.block32(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf8f6f4.block_scale(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), i32 immarg range(i32 0, 2), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), i32 immarg range(i32 0, 2), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), <4 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg1.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), <4 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg2(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), <8 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.sp.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i64 immarg range(i64 0, 16), <8 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i32 immarg range(i32 0, 4), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i32 immarg range(i32 0, 4), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, <4 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg1.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, <4 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, <8 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.disable_output_lane.cg2.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, <8 x i32>, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4.block_scale.block32(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block16(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf4nvf4.block_scale.block32(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.mxf8f6f4.block_scale.block32(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), ptr addrspace(6), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i64 immarg range(i64 0, 16), i32 immarg range(i32 0, 2), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i64 immarg range(i64 0, 16), i32 immarg range(i32 0, 2), i32 immarg range(i32 1, 3), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i64 immarg range(i64 0, 16), <4 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg1.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i64 immarg range(i64 0, 16), <4 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg2(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i64 immarg range(i64 0, 16), <8 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.tensor.scale_d.disable_output_lane.cg2.ashift(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i64 immarg range(i64 0, 16), <8 x i32>, i32 immarg range(i32 0, 2), i32 immarg range(i32 0, 2)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.shared(ptr addrspace(6) writeonly, i64, i64, i32, i1, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.shared.zero_col_mask(ptr addrspace(6) writeonly, i64, i64, i32, i1, i64, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.shared(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.shared.zero_col_mask(ptr addrspace(6) writeonly, i64, i64, i32, i1, ptr addrspace(6), i64, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.tensor(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.sp.tensor.zero_col_mask(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, ptr addrspace(6), i64, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.tensor(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.mma.ws.tensor.zero_col_mask(ptr addrspace(6) writeonly, ptr addrspace(6) readonly, i64, i32, i1, i64, i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4), i32 immarg range(i32 0, 4)) #2

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg1() #27

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.relinq.alloc.permit.cg2() #27

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.shift.down.cg1(ptr addrspace(6) captures(none)) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.shift.down.cg2(ptr addrspace(6) captures(none)) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x128b.x1(ptr addrspace(6) captures(none), <2 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x128b.x16(ptr addrspace(6) captures(none), <32 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x128b.x2(ptr addrspace(6) captures(none), <4 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x128b.x32(ptr addrspace(6) captures(none), <64 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x128b.x4(ptr addrspace(6) captures(none), <8 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x128b.x64(ptr addrspace(6) captures(none), <128 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x128b.x8(ptr addrspace(6) captures(none), <16 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x256b.x1(ptr addrspace(6) captures(none), <4 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x256b.x16(ptr addrspace(6) captures(none), <64 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x256b.x2(ptr addrspace(6) captures(none), <8 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x256b.x32(ptr addrspace(6) captures(none), <128 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x256b.x4(ptr addrspace(6) captures(none), <16 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x256b.x8(ptr addrspace(6) captures(none), <32 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x1(ptr addrspace(6) captures(none), i64 immarg, i32, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x128(ptr addrspace(6) captures(none), i64 immarg, <128 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x16(ptr addrspace(6) captures(none), i64 immarg, <16 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x2(ptr addrspace(6) captures(none), i64 immarg, <2 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x32(ptr addrspace(6) captures(none), i64 immarg, <32 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x4(ptr addrspace(6) captures(none), i64 immarg, <4 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x64(ptr addrspace(6) captures(none), i64 immarg, <64 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x32bx2.x8(ptr addrspace(6) captures(none), i64 immarg, <8 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x1(ptr addrspace(6) captures(none), i32, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x128(ptr addrspace(6) captures(none), <128 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x16(ptr addrspace(6) captures(none), <16 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x2(ptr addrspace(6) captures(none), <2 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x32(ptr addrspace(6) captures(none), <32 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x4(ptr addrspace(6) captures(none), <4 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x64(ptr addrspace(6) captures(none), <64 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.16x64b.x8(ptr addrspace(6) captures(none), <8 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x1(ptr addrspace(6) captures(none), i32, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x128(ptr addrspace(6) captures(none), <128 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x16(ptr addrspace(6) captures(none), <16 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x2(ptr addrspace(6) captures(none), <2 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x32(ptr addrspace(6) captures(none), <32 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x4(ptr addrspace(6) captures(none), <4 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x64(ptr addrspace(6) captures(none), <64 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.tcgen05.st.32x32b.x8(ptr addrspace(6) captures(none), <8 x i32>, i1 immarg) #26

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.ld() #27

; Function Attrs: convergent nounwind memory(inaccessiblemem: readwrite)
declare void @llvm.nvvm.tcgen05.wait.st() #27

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.array.grad.v4f32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.grad.v4s32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.grad.v4u32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.array.level.v4f32.f32(i64, i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.level.v4s32.f32(i64, i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.level.v4u32.f32(i64, i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.array.v4f32.f32(i64, i64, i32, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.array.v4f32.s32(i64, i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.v4s32.f32(i64, i64, i32, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.v4s32.s32(i64, i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.v4u32.f32(i64, i64, i32, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.array.v4u32.s32(i64, i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.grad.v4f32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.grad.v4s32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.grad.v4u32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.level.v4f32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.level.v4s32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.level.v4u32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.f32(i64, i64, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.1d.v4f32.s32(i64, i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.v4s32.f32(i64, i64, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.v4s32.s32(i64, i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.v4u32.f32(i64, i64, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.1d.v4u32.s32(i64, i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.array.grad.v4f32.f32(i64, i64, i32, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.grad.v4s32.f32(i64, i64, i32, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.grad.v4u32.f32(i64, i64, i32, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.array.level.v4f32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.level.v4s32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.level.v4u32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.array.v4f32.f32(i64, i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.array.v4f32.s32(i64, i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.v4s32.f32(i64, i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.v4s32.s32(i64, i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.v4u32.f32(i64, i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.array.v4u32.s32(i64, i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.grad.v4f32.f32(i64, i64, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.grad.v4s32.f32(i64, i64, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.grad.v4u32.f32(i64, i64, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.level.v4f32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.level.v4s32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.level.v4u32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.v4f32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.2d.v4f32.s32(i64, i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.v4s32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.v4s32.s32(i64, i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.v4u32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.2d.v4u32.s32(i64, i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.3d.grad.v4f32.f32(i64, i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.grad.v4s32.f32(i64, i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.grad.v4u32.f32(i64, i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.3d.level.v4f32.f32(i64, i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.level.v4s32.f32(i64, i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.level.v4u32.f32(i64, i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.3d.v4f32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.3d.v4f32.s32(i64, i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.v4s32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.v4s32.s32(i64, i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.v4u32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.3d.v4u32.s32(i64, i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.cube.array.level.v4f32.f32(i64, i64, i32, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.array.level.v4s32.f32(i64, i64, i32, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.array.level.v4u32.f32(i64, i64, i32, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.cube.array.v4f32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.array.v4s32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.array.v4u32.f32(i64, i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.cube.level.v4f32.f32(i64, i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.level.v4s32.f32(i64, i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.level.v4u32.f32(i64, i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.cube.v4f32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.v4s32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.cube.v4u32.f32(i64, i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.array.grad.v4f32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.grad.v4s32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.grad.v4u32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.array.level.v4f32.f32(i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.level.v4s32.f32(i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.level.v4u32.f32(i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.array.v4f32.f32(i64, i32, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.array.v4f32.s32(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4s32.f32(i64, i32, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4s32.s32(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4u32.f32(i64, i32, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.array.v4u32.s32(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.grad.v4f32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.grad.v4s32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.grad.v4u32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.level.v4f32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.level.v4s32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.level.v4u32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.f32(i64, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.1d.v4f32.s32(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4s32.f32(i64, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4s32.s32(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4u32.f32(i64, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.1d.v4u32.s32(i64, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.grad.v4s32.f32(i64, i32, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.grad.v4u32.f32(i64, i32, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.level.v4f32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.level.v4s32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.level.v4u32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.v4f32.f32(i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.array.v4f32.s32(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.v4s32.f32(i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.v4s32.s32(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.v4u32.f32(i64, i32, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.array.v4u32.s32(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.grad.v4f32.f32(i64, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.grad.v4s32.f32(i64, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.grad.v4u32.f32(i64, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.level.v4f32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.level.v4s32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.level.v4u32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.2d.v4f32.s32(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4s32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4s32.s32(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4u32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.2d.v4u32.s32(i64, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.grad.v4s32.f32(i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.grad.v4u32.f32(i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.level.v4f32.f32(i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.level.v4s32.f32(i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.level.v4u32.f32(i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.v4f32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.3d.v4f32.s32(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4s32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4s32.s32(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4u32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.3d.v4u32.s32(i64, i32, i32, i32) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.grad.v4f32.f32(i64, i32, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.grad.v4s32.f32(i64, i32, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.grad.v4u32.f32(i64, i32, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.level.v4f32.f32(i64, i32, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.level.v4s32.f32(i64, i32, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.level.v4u32.f32(i64, i32, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.array.v4f32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.v4s32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.array.v4u32.f32(i64, i32, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.grad.v4f32.f32(i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.grad.v4s32.f32(i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.grad.v4u32.f32(i64, float, float, float, float, float, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.level.v4f32.f32(i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.level.v4s32.f32(i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.level.v4u32.f32(i64, float, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tex.unified.cube.v4f32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.v4s32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tex.unified.cube.v4u32.f32(i64, float, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.a.2d.v4f32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.a.2d.v4s32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.a.2d.v4u32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.b.2d.v4f32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.b.2d.v4s32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.b.2d.v4u32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.g.2d.v4f32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.g.2d.v4s32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.g.2d.v4u32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.r.2d.v4f32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.r.2d.v4s32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.r.2d.v4u32.f32(i64, i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.a.2d.v4f32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.2d.v4s32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.a.2d.v4u32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.b.2d.v4f32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.b.2d.v4s32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.b.2d.v4u32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.g.2d.v4f32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.g.2d.v4s32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.g.2d.v4u32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { float, float, float, float } @llvm.nvvm.tld4.unified.r.2d.v4f32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.r.2d.v4s32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nounwind willreturn memory(read)
declare { i32, i32, i32, i32 } @llvm.nvvm.tld4.unified.r.2d.v4u32.f32(i64, float, float) #21

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.trunc.d(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.trunc.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.trunc.ftz.f(float) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.array.size(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.channel.data.type(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.channel.order(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.depth(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.height(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.num.mipmap.levels(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.num.samples(i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.nvvm.txq.width(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x bfloat> @llvm.nvvm.ue8m0x2.to.bf16x2(i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ui2d.rm(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ui2d.rn(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ui2d.rp(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ui2d.rz(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ui2f.rm(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ui2f.rn(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ui2f.rp(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ui2f.rz(i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ull2d.rm(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ull2d.rn(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ull2d.rp(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.ull2d.rz(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ull2f.rm(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ull2f.rn(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ull2f.rp(i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.ull2f.rz(i64) #1

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all(i1) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any(i1) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot(i1) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni(i1) #0

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1) #0

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.commit_group.sync.aligned() #28

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.fence.sync.aligned() #28

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.wgmma.wait_group.sync.aligned(i64 immarg) #28

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.col.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.col.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.col.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.row.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.row.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.row.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.col.row.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.col.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.col.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k16.mma.row.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.row.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.row.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.row.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m16n16k16.mma.row.row.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.col.col.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.col.row.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.col.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m16n16k8.mma.row.row.tf32(i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.col.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.col.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.col.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.row.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.row.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.row.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.col.row.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.col.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.col.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m32n8k16.mma.row.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.row.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.row.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.row.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m32n8k16.mma.row.row.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.col.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.col.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.col.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.row.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.row.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.row.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.col.row.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.col.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.col.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.col.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.col.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.col.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.col.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.row.bf16(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f16.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f16.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f16.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { <2 x half>, <2 x half>, <2 x half>, <2 x half> } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f16.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f32.f16(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f32.f16.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f32.f32(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { float, float, float, float, float, float, float, float } @llvm.nvvm.wmma.m8n32k16.mma.row.row.f32.f32.satfinite(<2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, <2 x half>, float, float, float, float, float, float, float, float) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.row.s8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.row.s8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.row.u8(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32, i32, i32, i32, i32, i32, i32 } @llvm.nvvm.wmma.m8n32k16.mma.row.row.u8.satfinite(i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k128.mma.and.popc.row.col.b1(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k128.mma.xor.popc.row.col.b1(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.s4.satfinite(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.u4(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { i32, i32 } @llvm.nvvm.wmma.m8n8k32.mma.row.col.u4.satfinite(i32, i32, i32, i32) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.col.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.col.rm.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.col.rn.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.col.rp.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.col.rz.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.row.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.row.rm.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.row.rn.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.row.rp.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.col.row.rz.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.rm.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.rn.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.rp.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.col.rz.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.row.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.row.rm.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.row.rn.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.row.rp.f64(double, double, double, double) #18

; Function Attrs: nocallback nounwind memory(none)
declare { double, double } @llvm.nvvm.wmma.m8n8k4.mma.row.row.rz.f64(double, double, double, double) #18

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.zext.clamp(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.zext.wrap(i32, i32) #1

attributes #0 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { convergent nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { convergent nocallback nofree nosync nounwind willreturn }
attributes #8 = { nocallback nounwind memory(argmem: readwrite) }
attributes #9 = { nocallback nofree nosync nounwind willreturn }
attributes #10 = { convergent nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #11 = { convergent noreturn nounwind memory(inaccessiblemem: readwrite) }
attributes #12 = { nocallback nounwind }
attributes #13 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { convergent nocallback nounwind memory(argmem: readwrite) }
attributes #15 = { convergent nocallback nounwind memory(argmem: write) }
attributes #16 = { convergent nocallback nounwind memory(none) }
attributes #17 = { convergent nocallback nounwind memory(argmem: read) }
attributes #18 = { nocallback nounwind memory(none) }
attributes #19 = { nocallback nofree nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #20 = { nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #21 = { nocallback nofree nounwind willreturn memory(read) }
attributes #22 = { nocallback nofree nounwind memory(read) }
attributes #23 = { nocallback nofree nounwind willreturn memory(write) }
attributes #24 = { nocallback nofree nounwind memory(write) }
attributes #25 = { convergent nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) }
attributes #26 = { convergent nounwind memory(argmem: readwrite) }
attributes #27 = { convergent nounwind memory(inaccessiblemem: readwrite) }
attributes #28 = { convergent nounwind }
