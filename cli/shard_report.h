#pragma once
// The shard reports that `trisgo audit --merge` and `trisgo diff --merge` read
// (issue 36: merge errors name the shard file and where in it). The file is
// read with its limit (UTF-16 and UTF-32 named by vocab/file_io.h); a JSON
// syntax error, a missing field, a value of the wrong type or one the
// report's reader refuses (audit::ReportError) is a ParseError at
// FILE:LINE:COL: the object that lacks the field, or the value at fault.
#include <functional>
#include <string>

#include <nlohmann/json.hpp>

#include "vocab/file_io.h"

namespace tg::cli {

// Reads FILE and gives its JSON to `read` (which makes the report of it,
// e.g. with audit::audit_report_from_json). Messages begin "not " +
// limit.what; any other refusal of `read` names the file without a place.
void read_shard_report(const std::string& file, const FileLimit& limit,
                       const std::function<void(const nlohmann::json&)>& read);

// The byte offset in `text` (the JSON `root` was parsed from) where the
// value `at`, one of root's values, begins; 0 when it is not found. For the
// locations above, and their tests.
std::size_t json_value_offset(std::string_view text, const nlohmann::json& root, const nlohmann::json& at);

}  // namespace tg::cli
