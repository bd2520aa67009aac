; A module without a target triple (discover-default-triple.test).
define void @f() {
  ret void
}
