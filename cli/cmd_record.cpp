// trisgo record: validate a record and convert it between the move-number
// notation and SGF, in any label set.
#include <ostream>

#include "cli/commands.h"
#include "cli/record_io.h"
#include "vocab/sgf.h"

namespace tg::cli {
namespace {

int run_record(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--to", "--labels"}, {"--check", "--all"});
  if (args.positional().size() != 1) throw UsageError("give exactly one record file (see --help)");
  // --check and --all print nothing that the other options shape.
  const char* mode = args.has("--check") ? "--check" : args.has("--all") ? "--all" : nullptr;
  if (mode)
    for (const char* other : {"--all", "--to", "--labels"})
      if (args.has(other) && std::string(other) != mode) throw UsageError(std::string(mode) + " takes no " + other);
  const RecordOutput how = record_output_flags(args);
  const std::string& file = args.positional()[0];
  Record r = read_record_file(file);
  if (args.has("--check")) {
    err << file << ": ok: " << r.size.n() << "x" << r.size.n() << ", " << to_string(r.rules) << ", "
        << r.moves.size() << (r.moves.size() == 1 ? " move\n" : " moves\n");
    return kExitOk;
  }
  if (args.has("--all")) {
    for (LabelSet set : kAllLabelSets)
      for (bool ascii : {false, true}) {
        out << "== notation, " << label_set_name(set) << " labels" << (ascii ? ", ascii" : "") << " ==\n"
            << print_record(r, RecordStyle{set, ascii}) << "\n";
      }
    out << "== SGF ==\n" << print_sgf(r) << "\n";
    return kExitOk;
  }
  print_record_as(out, r, how);
  return kExitOk;
}

}  // namespace

const Command kRecordCommand{"record", "validate a game record and convert it between notation and SGF", R"(usage:
  trisgo record FILE [--to notation|ascii|sgf] [--labels chinese|letter|integer|gtp]
  trisgo record FILE --all      print it in every label set, both notations, and SGF
  trisgo record FILE --check    only validate (syntax, board bounds, move order)

FILE is an SGF file (*.sgf, or text starting with '(') or a record in the
move-number notation of Art. 2.6 (spec/formats/records.md), e.g.
  黑1.G六，白2.F六；……玄9.五一，玄10.六一
Move legality is not checked here; `trisgo play` does that. --labels gtp
writes GTP's vertices (B1.E5 is the centre of 9x9); the reader recognises them
(upper case, with the record's [Size]), so the output reads back.
)",
                                  run_record};

}  // namespace tg::cli
