#pragma once
// Reading a record file in either form (vocab/sgf.h's looks_like_sgf: SGF,
// else the move-number notation); and printing one in the form --to names.
#include <ostream>
#include <string>

#include "vocab/labels.h"
#include "vocab/record.h"

namespace tg::cli {

class Args;

Record read_record_file(const std::string& file_name);

// How --to prints a record.
struct RecordOutput {
  enum class Form { Notation, Ascii, Sgf } form = Form::Notation;
  LabelSet labels = LabelSet::Chinese;  // the notation's; SGF has its own coordinates
};
// Reads --to (notation, ascii or sgf; default notation) and --labels, so that
// a command checks them before it does any work.
RecordOutput record_output_flags(const Args& args);
void print_record_as(std::ostream& out, const Record& r, const RecordOutput& how);

}  // namespace tg::cli
