//===- AtomAttributesTest.cpp - Atom attribute dictionary tests -----------===//
//
// Part of nvptx-atoms, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#include "AtomAttributes.h"
#include "AtomErrorTesting.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::cute_nvgpu;

namespace {

AtomAttributes parse(StringRef Text) {
  return valueOf(AtomAttributes::parse(Text), Text.str());
}

/// "COLUMN: MESSAGE" of the TextError of text that must not parse.
std::string error(StringRef Text) {
  Expected<AtomAttributes> Result = AtomAttributes::parse(Text);
  if (!Result) {
    TestDiagnostic D = diagnosticOf(Result.takeError());
    EXPECT_EQ(D.Kind, TestDiagnostic::Text) << Text.str();
    return std::to_string(D.Column) + ": " + D.Message;
  }
  ADD_FAILURE() << Text.str() << " parsed";
  return "";
}

TEST(AtomAttributes, Values) {
  AtomAttributes A =
      parse("{shape_MNK = [16, 8, -16], a_type = f16, satfinite, count = 3,\n"
            " a_layout = #cute.layout<Sw<3, 4, 3> o (8, 64):(64, 1)>, e = []}");
  ASSERT_EQ(A.all().size(), 6u);
  const AtomAttribute *Shape = A.find("shape_MNK");
  ASSERT_TRUE(Shape);
  EXPECT_EQ(Shape->Kind, AtomAttribute::IntegerList);
  EXPECT_EQ(Shape->List, (SmallVector<int64_t, 4>{16, 8, -16}));
  EXPECT_EQ(Shape->KeyColumn, 2u);
  EXPECT_EQ(Shape->ValueColumn, 14u);
  EXPECT_EQ(A.find("a_type")->WordValue, "f16");
  EXPECT_EQ(A.find("satfinite")->Kind, AtomAttribute::Unit);
  EXPECT_EQ(A.find("count")->IntegerValue, 3);
  const AtomAttribute *L = A.find("a_layout");
  EXPECT_EQ(L->Kind, AtomAttribute::LayoutValue);
  EXPECT_EQ(printLayout(L->LayoutVal),
            "#cute.layout<Sw<3, 4, 3> o (8, 64):(64, 1)>");
  EXPECT_TRUE(A.find("e")->List.empty());
  EXPECT_EQ(A.find("missing"), nullptr);
  EXPECT_TRUE(parse("").all().empty());
  EXPECT_TRUE(parse(" { } ").all().empty());
}

TEST(AtomAttributes, Diagnostics) {
  EXPECT_EQ(error("shape_MNK = 1"),
            "1: expected `{` opening the attributes, found `s`");
  EXPECT_EQ(error("{a = 1, a = 2}"), "9: attribute `a` appears twice");
  EXPECT_EQ(error("{a = 1 b = 2}"),
            "8: expected `,` or `}` after an attribute, found `b`");
  EXPECT_EQ(error("{a = }"), "6: expected an attribute value, found `}`");
  EXPECT_EQ(error("{a = [1, x]}"), "10: expected an integer, found `x`");
  EXPECT_EQ(error("{a = [1, 2}"),
            "11: expected `,` or `]` in a list, found `}`");
  EXPECT_EQ(error("{a = 99999999999999999999}"),
            "6: expected an integer, found `99999999999999999999`");
  EXPECT_EQ(error("{a = #cute.layout<(2, 2):(1)>}"),
            "26: the stride `(1)` is not congruent with the shape `(2, 2)`");
  EXPECT_EQ(error("{a = #cute.layout<(2, 2)"),
            "6: unterminated `#cute.layout<`");
  EXPECT_EQ(error("{, a}"), "2: expected an attribute name, found `,`");
  EXPECT_EQ(error("{a} x"), "5: unexpected `x` after the attributes");
}

} // namespace
