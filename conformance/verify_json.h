#pragma once
// `trisgo verify --json`: the run and its result as one JSON object
// (spec/formats/json.md, spec/formats/schema/verify.schema.json), for CI
// jobs and tools that drive verify: what was checked, the counts of the
// summary, and the shrunk disagreement with its record, position and both
// answers, or the engine's failure.
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "conformance/verify.h"
#include "vocab/labels.h"

namespace tg::conformance {

// What the run was: the other engine and ours, and the options.
struct VerifyRun {
  std::string engine_name;     // the other engine's `name` and `version`
  std::string engine_command;  // as given to --engine
  bool extension = false;      // it speaks the TrisGo extension
  std::string ours;            // our engine's name
  VerifyOptions options;
  long timeout_seconds = 0;
  LabelSet labels = LabelSet::Chinese;  // the "label" of each move (points are [x, y] anyway)
};

// How the run ended: "agree" (exit 0), "disagree" (1), "engine-failure"
// (1: a hang, a crash, malformed GTP) or "engine-limit" (1: a question the
// engine over GTP cannot be asked) or "interrupted" (a signal stopped the run,
// issue 36: "complete" is false, `failure` says which signal and where).
// `failure`: the message of an engine failure or limit; `files`: the files
// written for a disagreement (-o DIR).
nlohmann::ordered_json verify_json(const VerifyRun& run, const VerifySummary& sum, const std::string& result,
                                   const std::string& failure, const std::vector<std::string>& files);

}  // namespace tg::conformance
