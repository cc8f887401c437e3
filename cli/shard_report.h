#pragma once
// The shard reports that `trisgo audit --merge` and `trisgo diff --merge` read
// (issue 36: merge errors name the shard file and where in it): the file is
// read with its limit (UTF-16 and UTF-32 named by vocab/file_io.h), and a
// JSON syntax error is a ParseError at FILE:LINE:COL.
#include <string>

#include <nlohmann/json.hpp>

#include "vocab/file_io.h"

namespace tg::cli {

nlohmann::json read_shard_report(const std::string& file, const FileLimit& limit);

}  // namespace tg::cli
