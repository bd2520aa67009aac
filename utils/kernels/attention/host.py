"""The host side of the generated attention kernels: build a kernel, launch
it on a GPU from its Launch description alone, and check O and LSE against
a reference. utils/run-attention-gpu.py is its command line,
utils/bench-attention.py times the kernels with it.

PyTorch holds the tensors and computes the references (the GPU machines
have it; without it the runner stops after building, like without a GPU).
The kernel is loaded and launched through the CUDA driver API on the
device's primary context, the one PyTorch uses.

Problems are BxSQxSKxHxHKV: batch, seq_q, seq_k, heads, heads_kv. Q, K and
V hold standard normal values rounded to the kernel's element type; the
softmax scale is 1/sqrt(head_dim).

References:
  float64   (problems of at most REFERENCE_LIMIT score elements) the
            definition in float64 from the rounded inputs: scores, the mask
            (causal: key j visible to row i iff j <= i + seq_k - seq_q),
            softmax, O and LSE; a row that sees no key has O = 0, LSE =
            -inf;
  sdpa      (larger ones) torch's scaled_dot_product_attention on the
            same inputs in float32 (the causal mask given as a boolean
            mask, K/V heads repeated for grouped-query attention), and LSE
            from torch.logsumexp of the float32 scores, a head at a time.

The comparison: |O - ref| <= t (1 + |ref|), t the Launch's tolerance
(the rounding of P to 16 bits before P V and of O: 2^-8 relative for bf16,
2^-11 for f16, a few times over), and |LSE - ref| <= 1e-3 (1 + |ref|) (f32
arithmetic with ex2.approx/lg2.approx); a row that sees no key must have O
exactly 0 and LSE -inf.

O and LSE are surrounded by guard bytes, and the kernel is launched
(--launches, at least 2) times, O, LSE and the guards filled before each
launch with a different sentinel byte: an element that holds its launch's
sentinel after every launch was never written, a guard byte that is not
its launch's sentinel was written outside O or LSE, and launches must
write the same bytes (each row is computed by one CTA in a fixed order),
so a row written twice by different CTAs with different values, or a race
between warps, shows as a difference even when every value would pass.
"""

import ctypes
import json
import math
import os
import sys

from .. import runner
from ..launch import ELEMENT_BITS
from .presets import presets
from .sm90_fp8 import KEY_ORDER

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = runner.REPO
sys.path.insert(0, os.path.join(REPO, "utils", "gpu"))
import cuda_driver  # noqa: E402

GEN_ATTENTION = os.path.join(REPO, "utils", "gen-attention.py")
SENTINELS = (0xA5, 0x5A, 0xC3, 0x3C)
GUARD = 256                         # guard bytes each side of O and LSE
REFERENCE_LIMIT = 1 << 26           # score elements for a float64 reference
LSE_TOLERANCE = 1e-3
FP8 = ("e4m3",)                     # input types of the FP8 kernels
E4M3_MAX = 448.0


def parse_problems(text):
    """'BxSQxSKxHxHKV[,...]' as a list of 5-tuples."""
    out = []
    for item in text.split(","):
        try:
            dims = tuple(int(x) for x in item.lower().split("x"))
        except ValueError:
            dims = ()
        if len(dims) != 5 or min(dims) <= 0:
            raise SystemExit("error: a problem is BxSQxSKxHxHKV (five "
                             "positive integers), not '%s'" % item)
        if dims[3] % dims[4]:
            raise SystemExit("error: %s: heads_kv (%d) must divide heads "
                             "(%d)" % (item, dims[4], dims[3]))
        out.append(dims)
    return out


def problem_text(p):
    return "x".join(str(v) for v in p)


def build_kernel(name, workdir, llc, ptxas=None, options=()):
    """Preset ``name`` (with ``options``, KEY=VALUE strings) generated and
    compiled: (PTX text, Launch JSON as a dict, the ptxas -v line or
    None). With ``ptxas`` the PTX is assembled for the target with -v and
    spills are an error."""
    if name not in presets():
        raise SystemExit("error: no preset kernel '%s' (gen-attention.py "
                         "--list)" % name)
    gen = [sys.executable, GEN_ATTENTION, "--kernel", name]
    for o in options:
        # stages=N changes the preset's stage count; other keys are the
        # family's options.
        gen += ["--stages", o.partition("=")[2]] if o.startswith("stages=") \
            else ["--option", o]
    spec = json.loads(runner.run_tool(gen + ["--spec"],
                                      "gen-attention.py --spec").stdout)
    ll = os.path.join(workdir, name + ".ll")
    ptx = os.path.join(workdir, name + ".ptx")
    runner.run_tool(gen + ["-o", ll], "gen-attention.py")
    runner.run_tool([llc, "-mtriple=nvptx64-nvidia-cuda",
                     "-mcpu=" + spec["target"]] + spec["llc_flags"] +
                    [ll, "-o", ptx], "llc")
    line = None
    if ptxas:
        r = runner.run_tool([ptxas, "-arch=" + spec["target"], "-v", ptx,
                             "-o", os.devnull], "ptxas")
        regs = runner.PTXAS_USAGE.search(r.stderr)
        spill = runner.PTXAS_SPILL.search(r.stderr)
        line = "ptxas -arch=%s: %s registers, %s bytes spill stores, %s " \
               "bytes spill loads" % (spec["target"],
                                      regs.group(1) if regs else "?",
                                      *(spill.groups() if spill else "??"))
        if spill and spill.groups() != ("0", "0"):
            raise RuntimeError("%s spills: %s" % (name, line))
    with open(ptx) as f:
        return f.read(), spec, line


def config_of(name):
    return presets()[name]


def scalar_args(spec, problem, scale_log2, descales=None):
    """The scalar parameters' values by name (``descales``: the FP8
    kernels' descale_q, descale_k, descale_v; 1 when not given)."""
    batch, seq_q, seq_k, heads, heads_kv = problem
    values = {"seq_q": seq_q, "seq_k": seq_k, "heads": heads,
              "heads_kv": heads_kv, "scale_log2": scale_log2,
              "descale_q": 1.0, "descale_k": 1.0, "descale_v": 1.0}
    values.update(descales or {})
    out = []
    for p in spec["params"]:
        if p["kind"] == "scalar":
            if p["value"] not in values:
                raise ValueError("unknown scalar parameter %s" % p["value"])
            ty = {"i32": ctypes.c_int32, "f32": ctypes.c_float}[p["type"]]
            out.append(ty(values[p["value"]]))
    return out


TMA_DTYPE = {"bf16": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_BFLOAT16,
             "f16": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
             "e4m3": cuda_driver.CU_TENSOR_MAP_DATA_TYPE_UINT8}
TMA_SWIZZLE = {0: cuda_driver.CU_TENSOR_MAP_SWIZZLE_NONE,
               64: cuda_driver.CU_TENSOR_MAP_SWIZZLE_64B,
               128: cuda_driver.CU_TENSOR_MAP_SWIZZLE_128B}


def tensor_map_args(param, problem, head_dim):
    """cuTensorMapEncodeTiled's arguments (less the address) for a
    TensorMapParam whose dims name problem sizes (head_dim, heads,
    heads_kv, seq_q, seq_k, batch, and seq_k32 = seq_k rounded up to 32,
    the FP8 kernels' V^T with v_layout=transposed; innermost first) of a
    dense tensor of 16- or 8-bit elements; ValueError says what a TMA
    cannot address."""
    batch, seq_q, seq_k, heads, heads_kv = problem
    what = "tensor map of %s" % param["tensor"]
    if param["dtype"] not in TMA_DTYPE:
        raise ValueError("%s: no tensor-map type for '%s'" % (
            what, param["dtype"]))
    values = {"batch": batch, "seq_q": seq_q, "seq_k": seq_k,
              "heads": heads, "heads_kv": heads_kv, "head_dim": head_dim,
              "seq_k32": -(-seq_k // 32) * 32}
    unknown = [d for d in param["dims"] if d not in values]
    if unknown:
        raise ValueError("%s: unknown dimension(s) %s" % (
            what, ", ".join(unknown)))
    dims = [values[d] for d in param["dims"]]
    size = ELEMENT_BITS[param["dtype"]] // 8
    strides = [size * math.prod(dims[:i]) for i in range(1, len(dims))]
    if any(x % 16 for x in strides):
        raise ValueError("%s: global strides %r must be multiples of 16 "
                         "bytes" % (what, strides))
    return dict(data_type=TMA_DTYPE[param["dtype"]], global_dim=dims,
                global_strides=strides, box_dim=[int(b) for b in
                                                 param["box"]],
                element_strides=[1] * len(dims),
                swizzle=TMA_SWIZZLE[int(param["swizzle"])],
                l2_promotion=cuda_driver.CU_TENSOR_MAP_L2_PROMOTION_L2_256B)


def visible(seq_q, seq_k, causal, device):
    """The [seq_q, seq_k] boolean mask of the keys each row sees."""
    import torch
    if not causal:
        return torch.ones(seq_q, seq_k, dtype=torch.bool, device=device)
    i = torch.arange(seq_q, device=device)[:, None]
    j = torch.arange(seq_k, device=device)[None, :]
    return j <= i + (seq_k - seq_q)


def reference(q, k, v, causal, scale, mode):
    """(O, LSE) of the definition: O [B, SQ, H, D] and LSE [B, H, SQ]."""
    import torch
    b, sq, h, d = q.shape
    sk, hkv = k.shape[1], k.shape[2]
    group = h // hkv
    mask = visible(sq, sk, causal, q.device)
    if mode == "float64":
        qq = q.double().permute(0, 2, 1, 3)
        kk = k.double().permute(0, 2, 1, 3).repeat_interleave(group, dim=1)
        vv = v.double().permute(0, 2, 1, 3).repeat_interleave(group, dim=1)
        s = torch.matmul(qq, kk.transpose(-1, -2)) * scale
        s = s.masked_fill(~mask, float("-inf"))
        lse = torch.logsumexp(s, dim=-1)
        p = torch.exp(s - lse[..., None].clamp(min=-1e300))
        p = torch.nan_to_num(p, nan=0.0)
        o = torch.matmul(p, vv)
        return o.permute(0, 2, 1, 3), lse
    qq = q.float().permute(0, 2, 1, 3)
    kk = k.float().permute(0, 2, 1, 3).repeat_interleave(group, dim=1)
    vv = v.float().permute(0, 2, 1, 3).repeat_interleave(group, dim=1)
    o = torch.nn.functional.scaled_dot_product_attention(
        qq, kk, vv, attn_mask=None if not causal else mask, scale=scale)
    lse = torch.empty(b, h, sq, dtype=torch.float32, device=q.device)
    for bi in range(b):
        for hi in range(h):
            s = torch.matmul(qq[bi, hi], kk[bi, hi].T) * scale
            s = s.masked_fill(~mask, float("-inf"))
            lse[bi, hi] = torch.logsumexp(s, dim=-1)
    o = o.masked_fill(~mask.any(dim=-1)[None, None, :, None], 0.0)
    return o.permute(0, 2, 1, 3), lse


class Kernel:
    """A loaded kernel and its Launch: run(problem) launches it."""

    def __init__(self, ctx, ptx_text, spec):
        self.ctx, self.spec = ctx, spec
        if spec["grid"] != "attention":
            raise ValueError("grid '%s' is not an attention grid" %
                             spec["grid"])
        self.module = ctx.load_ptx(ptx_text)
        self.function = self.module.function(spec["kernel"])
        smem = int(spec["dynamic_smem"])
        if smem > ctx.max_dynamic_smem():
            raise ValueError("the kernel asks for %d bytes of dynamic shared "
                             "memory, the device allows %d" % (
                                 smem, ctx.max_dynamic_smem()))
        if smem:
            ctx.set_dynamic_smem(self.function, smem)
        self.tile_m = spec["tile"][0]

    def arguments(self, problem, tensors, scale, descales=None):
        """The kernel's parameters as ctypes values, in the Launch's order:
        a device address per pointer, a CUtensorMap (passed by value) per
        tensor map, encoded here over the tensor's dims ([head_dim, heads
        or heads_kv, seq, batch], dense), the scalars. ``tensors`` maps Q,
        K, V, O, LSE (the FP8 kernels' v_layout=transposed: VT for V) to
        torch tensors or raw
        device addresses; ``descales`` the FP8 kernels' descale_q/k/v."""
        scalars = iter(scalar_args(self.spec, problem,
                                   scale * math.log2(math.e), descales))
        args = []
        for p in self.spec["params"]:
            if p["kind"] == "scalar":
                args.append(next(scalars))
                continue
            t = tensors[p["tensor"]]
            addr = t if isinstance(t, int) else t.data_ptr()
            if p["kind"] == "pointer":
                args.append(cuda_driver.CUdeviceptr(addr))
            else:
                tmap = self.ctx.tensor_map_encode_tiled(
                    global_address=addr, **tensor_map_args(
                        p, problem, self.spec["tile"][2]))
                args.append((ctypes.c_ubyte * len(tmap)).from_buffer_copy(
                    tmap))
        return args

    def grid(self, problem):
        batch, seq_q, _, heads, _ = problem
        return (-(-seq_q // self.tile_m), heads, batch)

    def launcher(self, problem, tensors, scale, descales=None):
        """run(sync=True) launching the kernel on ``tensors`` (a dict of
        torch tensors or raw device addresses for Q, K, V (VT), O, LSE)."""
        args = self.arguments(problem, tensors, scale, descales)
        grid = self.grid(problem)

        def run(sync=True):
            self.ctx.launch(self.function, grid, (self.spec["threads"],),
                            args, int(self.spec["dynamic_smem"]))
            if sync:
                self.ctx.synchronize()
        run.grid = grid
        return run


def quantize_e4m3(x):
    """``x`` with a per-tensor scale as (e4m3 tensor, descale): x ~
    descale * e4m3, descale = max |x| / 448 (e4m3's largest value)."""
    import torch
    amax = float(x.abs().max())
    descale = amax / E4M3_MAX if amax > 0 else 1.0
    x8 = (x.float() / descale).clamp(-E4M3_MAX, E4M3_MAX).to(
        torch.float8_e4m3fn)
    return x8, descale


def vt_layout(v8):
    """The FP8 kernels' V operand with v_layout=transposed (the presets
    take V as it is and transpose it themselves, into this order) from V
    [batch, seq_k, heads_kv, head_dim] in e4m3: V^T [batch, heads_kv,
    head_dim, seq_k32] as bytes,
    seq_k32 = seq_k rounded up to 32 (the keys past seq_k zero), position
    p of each group of 32 keys holding key KEY_ORDER[p] (sm90_fp8.py)."""
    import torch
    b, sk, hkv, d = v8.shape
    sk32 = -(-sk // 32) * 32
    vt = torch.zeros(b, hkv, d, sk32, dtype=torch.uint8, device=v8.device)
    vt[..., :sk] = v8.view(torch.uint8).permute(0, 2, 3, 1)
    order = torch.tensor(KEY_ORDER, device=v8.device)
    index = (torch.arange(0, sk32, 32, device=v8.device)[:, None] +
             order[None, :]).reshape(-1)
    return vt[..., index].contiguous()


def fp8_inputs(problem, d, gen):
    """Q, K, V of standard normal values quantized to e4m3 with per-tensor
    scales: (the dequantized Q, K, V in float64 for the reference, the
    kernel's tensors Q, K, V (row-major [batch, seq, heads, head_dim]
    like the others) and VT (V for the v_layout=transposed kernels), its
    descales)."""
    import torch
    batch, seq_q, seq_k, heads, heads_kv = problem
    out, tensors, descales = [], {}, {}
    for name, rows, h in (("Q", seq_q, heads), ("K", seq_k, heads_kv),
                          ("V", seq_k, heads_kv)):
        x = torch.randn(batch, rows, h, d, device="cuda", generator=gen)
        x8, descale = quantize_e4m3(x)
        out.append(x8.double() * descale)
        tensors[name] = x8
        if name == "V":
            tensors["VT"] = vt_layout(x8)
        descales["descale_" + name.lower()] = descale
    return out, tensors, descales


# The FP8 kernels' bound on |O - ref| (docs/Attention.md, section 8):
# P rounded to e4m3 (relative error <= 2^-4 in e4m3's normal range, plus a
# 2^-8 margin for the FP8 WGMMAs' accumulation), absolutely <= 2^-18
# below it (subnormals: 2^-10 of P' = 2^8 P), O rounded to bf16.
FP8_P_ROUNDING = 2.0 ** -4 + 2.0 ** -8
FP8_P_FLOOR = 2.0 ** -18
FP8_O_ROUNDING = 2.0 ** -8


def check_problem(kernel, cfg, problem, seed, launches=2, mode=None):
    """Runs ``kernel`` on ``problem`` ``launches`` times: (ok, line)."""
    import torch
    batch, seq_q, seq_k, heads, heads_kv = problem
    d = cfg.head_dim
    fp8 = cfg.dtype in FP8
    gen = torch.Generator(device="cuda").manual_seed(seed)
    descales = None
    if fp8:
        ty = torch.bfloat16             # O
        (q, k, v), tensors, descales = fp8_inputs(problem, d, gen)
    else:
        ty = {"bf16": torch.bfloat16, "f16": torch.float16}[cfg.dtype]
        q = torch.randn(batch, seq_q, heads, d, device="cuda",
                        generator=gen).to(ty)
        k = torch.randn(batch, seq_k, heads_kv, d, device="cuda",
                        generator=gen).to(ty)
        v = torch.randn(batch, seq_k, heads_kv, d, device="cuda",
                        generator=gen).to(ty)
        tensors = {"Q": q, "K": k, "V": v}
    scale = 1.0 / math.sqrt(d)
    o_bytes = batch * seq_q * heads * d * 2
    lse_bytes = batch * heads * seq_q * 4
    o_buf = torch.empty(o_bytes + 2 * GUARD, dtype=torch.uint8, device="cuda")
    l_buf = torch.empty(lse_bytes + 2 * GUARD, dtype=torch.uint8,
                        device="cuda")
    run = kernel.launcher(problem, dict(
        tensors, O=o_buf.data_ptr() + GUARD,
        LSE=l_buf.data_ptr() + GUARD), scale, descales)
    outputs = []
    problems = []
    for n in range(max(2, launches)):
        sentinel = SENTINELS[n % len(SENTINELS)]
        o_buf.fill_(sentinel)
        l_buf.fill_(sentinel)
        torch.cuda.synchronize()
        run()
        o_host, l_host = o_buf.cpu(), l_buf.cpu()
        for name, buf, nbytes in (("O", o_host, o_bytes),
                                  ("LSE", l_host, lse_bytes)):
            guards = torch.cat([buf[:GUARD], buf[GUARD + nbytes:]])
            if (guards != sentinel).any():
                problems.append("launch %d wrote %d guard bytes around %s" %
                                (n + 1, int((guards != sentinel).sum()),
                                 name))
        outputs.append((o_host[GUARD:GUARD + o_bytes].clone(),
                        l_host[GUARD:GUARD + lse_bytes].clone()))
    # Unwritten: the element holds its launch's sentinel in every launch.
    o_unwritten = None
    l_unwritten = None
    for n, (o_raw, l_raw) in enumerate(outputs):
        s = SENTINELS[n % len(SENTINELS)]
        o_sent = (o_raw.view(-1, 2) == s).all(dim=1)
        l_sent = (l_raw.view(-1, 4) == s).all(dim=1)
        o_unwritten = o_sent if o_unwritten is None else o_unwritten & o_sent
        l_unwritten = l_sent if l_unwritten is None else l_unwritten & l_sent
    if o_unwritten.any() or l_unwritten.any():
        problems.append("%d O elements and %d LSE values never written" % (
            int(o_unwritten.sum()), int(l_unwritten.sum())))
    for n in range(1, len(outputs)):
        for i, name in enumerate(("O", "LSE")):
            diff = int((outputs[n][i] != outputs[0][i]).sum())
            if diff:
                problems.append("launch %d differs from launch 1 in %d bytes "
                                "of %s" % (n + 1, diff, name))
    o = outputs[0][0].view(torch.int16).view(ty).view(
        batch, seq_q, heads, d).to("cuda")
    lse = outputs[0][1].view(torch.float32).view(batch, heads,
                                                 seq_q).to("cuda")
    if mode is None:
        mode = "float64" if batch * heads * seq_q * seq_k <= REFERENCE_LIMIT \
            else "sdpa"
    ref_o, ref_lse = reference(q, k, v, cfg.causal, scale, mode)
    t = float(kernel.spec["tolerance"])
    err = (o.double() - ref_o.double()).abs()
    if fp8:
        # sum_j P_ref[i, j] |V_j| (the reference with |V|) and sum_j |V_j|
        # over the keys row i sees.
        pv = reference(q, k, v.abs(), cfg.causal, scale, mode)[0].double()
        seen_v = torch.matmul(
            visible(seq_q, seq_k, cfg.causal, "cuda").double(),
            v.abs().double().permute(0, 2, 1, 3)).repeat_interleave(
                heads // heads_kv, dim=1).permute(0, 2, 1, 3)
        bound = FP8_P_ROUNDING * pv + FP8_P_FLOOR * seen_v + \
            FP8_O_ROUNDING * ref_o.double().abs()
    else:
        bound = t * (1 + ref_o.double().abs())
    bad_o = int((~(err <= bound)).sum())     # NaN fails
    seen = visible(seq_q, seq_k, cfg.causal, "cuda").any(dim=-1)
    finite = ref_lse.isfinite()
    lse_err = (lse.double() - ref_lse.double()).abs()
    lse_err = torch.where(finite, lse_err, torch.zeros_like(lse_err))
    bad_lse = int((~(lse_err <= LSE_TOLERANCE * (1 + ref_lse.double().abs()
                                              .nan_to_num(posinf=0,
                                                          neginf=0)))).sum())
    empty = ~seen
    if empty.any():
        bad_o += int((o[:, empty] != 0).sum())
        bad_lse += int((lse[:, :, empty] != float("-inf")).sum())
    if bad_o or bad_lse:
        problems.append("%d O elements and %d LSE values outside the bound "
                        "(max |dO| %.3g, max |dLSE| %.3g)" % (
                            bad_o, bad_lse, float(err.max()),
                            float(lse_err.max())))
    name = "%s %s" % (cfg.name, problem_text(problem))
    if problems:
        return False, "FAIL %s: %s" % (name, "; ".join(problems))
    what = "bound %g (1 + |ref|)" % t if not fp8 else \
        "bound %g P|V| + %g sum|V| + %g |ref|, max |dO|/bound %.3g" % (
            FP8_P_ROUNDING, FP8_P_FLOOR, FP8_O_ROUNDING,
            float((err / bound.clamp(min=1e-300)).max()))
    return True, "PASS %s: %s reference, max |dO| %.3g (%s), " \
        "max |dLSE| %.3g, %d launches identical" % (
            name, mode, float(err.max()), what, float(lse_err.max()),
            len(outputs))


def torch_problem():
    """None when PyTorch with CUDA can be used, else why not."""
    try:
        import torch
    except ImportError as e:
        return "no PyTorch (%s)" % e
    if not torch.cuda.is_available():
        return "PyTorch sees no CUDA device"
    return None
