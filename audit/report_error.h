#pragma once
// What the readers of reports (report_json.h, phrase_json.h) throw for a
// field that is missing, a value of the wrong type or a value they refuse:
// `at` is the JSON value at fault (the object without the field, or the
// value itself), so that a reader holding the report's text can name its
// line and column (cli/shard_report.h; issue 36). It lives as long as the
// document the reader was given.
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

namespace tg::audit {

class ReportError : public std::invalid_argument {
 public:
  ReportError(const std::string& what, const nlohmann::json& at) : std::invalid_argument(what), at_(&at) {}
  const nlohmann::json& at() const { return *at_; }

 private:
  const nlohmann::json* at_;
};

}  // namespace tg::audit
