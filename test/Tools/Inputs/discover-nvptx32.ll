; A module for 32-bit NVPTX (discover-default-triple.test).
target triple = "nvptx-nvidia-cuda"

define void @f() {
  ret void
}
