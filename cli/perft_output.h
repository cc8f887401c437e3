#pragma once
// What `trisgo perft` prints (cmd_perft.cpp): the tables and JSON of the
// counts, and the perft descent's finding (conformance/perft_descent.h) for
// people and as JSON (spec/formats/json.md).
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

#include "conformance/perft.h"
#include "conformance/perft_descent.h"
#include "conformance/perft_json.h"
#include "vocab/labels.h"

namespace tg::cli {

// A table: the first column left-aligned, the others right-aligned.
void print_table(std::ostream& out, const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows);
// The cells of `columns` (perft_columns_compared); their JSON object is
// conformance/perft_json.h's.
std::vector<std::string> count_cells(const conformance::PerftCounts& c, const std::vector<conformance::PerftColumn>& columns);
using conformance::add_counts;
using conformance::counts_json;

// Who took part in a descent, for its header and JSON.
struct DescentRun {
  Position root{*BoardSize::make(5)};
  int depth = 1;
  bool no_pass = false;
  std::string ours;                    // our engine's name
  std::string engine_name, engine_command;
  Labels labels{LabelSet::Chinese, *BoardSize::make(5)};
  std::string vector_file;             // "" when none was written
};

void print_descent(std::ostream& out, const DescentRun& run, const conformance::DescentResult& r);
// The object of spec/formats/schema/perft-descent.schema.json.
nlohmann::ordered_json descent_json(const DescentRun& run, const conformance::DescentResult& r);

}  // namespace tg::cli
