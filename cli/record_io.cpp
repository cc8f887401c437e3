#include "cli/record_io.h"

#include "cli/command.h"
#include "vocab/sgf.h"
#include "vocab/excerpt.h"

namespace tg::cli {

Record read_record_file(const std::string& file_name) {
  // One limit for both forms: which form a file is in is known only from
  // its text.
  std::string text = read_file(file_name, FileKind::Record);
  const bool is_sgf = looks_like_sgf(file_name, text);
  return is_sgf ? parse_sgf(text, file_name) : parse_record(text, file_name);
}

RecordOutput record_output_flags(const Args& args) {
  RecordOutput how;
  const std::string to = args.value_or("--to", "notation");
  if (to == "sgf") how.form = RecordOutput::Form::Sgf;
  else if (to == "ascii") how.form = RecordOutput::Form::Ascii;
  else if (to != "notation") throw UsageError("unknown --to " + quoted_excerpt(to) + " (known: notation, ascii, sgf)");
  if (how.form == RecordOutput::Form::Sgf && args.has("--labels"))
    throw UsageError("--to sgf writes SGF's own coordinates, with no label set: drop --labels");
  how.labels = labels_flag(args);
  return how;
}

void print_record_as(std::ostream& out, const Record& r, const RecordOutput& how) {
  if (how.form == RecordOutput::Form::Sgf) out << print_sgf(r);
  else out << print_record(r, RecordStyle{how.labels, how.form == RecordOutput::Form::Ascii});
}

}  // namespace tg::cli
