// Where a value of a parsed JSON document begins in its text
// (cli/shard_report.h): what locates a shard report's missing field or
// mistyped value at FILE:LINE:COL (issue 36).
#include <gtest/gtest.h>

#include <string>

#include "cli/shard_report.h"

namespace tg::cli {
namespace {

using nlohmann::json;

TEST(ShardReport, FindsEveryValueWhereItsTextBegins) {
  // Strings holding brackets, quotes and commas; an escaped key; nesting;
  // a duplicate key (the parser keeps the last, so does the offset).
  const std::string text =
      "{\n  \"a\": \"x]}{[,\\\"\",\n  \"k\\u0065y\": [1, {\"b\": [true, null]}, -2.5e3],\n"
      "  \"d\": 1, \"d\" : {\"e\": {}}\n}";
  const json doc = json::parse(text);
  EXPECT_EQ(json_value_offset(text, doc, doc), 0u);
  EXPECT_EQ(json_value_offset(text, doc, doc.at("a")), text.find("\"x]"));
  EXPECT_EQ(json_value_offset(text, doc, doc.at("key")), text.find("[1,"));
  EXPECT_EQ(json_value_offset(text, doc, doc.at("key")[1]), text.find("{\"b\""));
  EXPECT_EQ(json_value_offset(text, doc, doc.at("key")[1].at("b")[1]), text.find("null"));
  EXPECT_EQ(json_value_offset(text, doc, doc.at("key")[2]), text.find("-2.5e3"));
  EXPECT_EQ(json_value_offset(text, doc, doc.at("d")), text.find("{\"e\""));
  EXPECT_EQ(json_value_offset(text, doc, doc.at("d").at("e")), text.find("{}"));
  const json other = 1;
  EXPECT_EQ(json_value_offset(text, doc, other), 0u);  // not a value of this document
}

}  // namespace
}  // namespace tg::cli
