#pragma once
// Reading a record file in either form: SGF when the name ends in .sgf or the
// text starts with '(', else the move-number notation.
#include <string>

#include "vocab/record.h"

namespace tg::cli {

bool looks_like_sgf(const std::string& file_name, const std::string& text);
Record read_record_file(const std::string& file_name);

}  // namespace tg::cli
