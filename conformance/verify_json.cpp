#include "conformance/verify_json.h"

#include "conformance/verify_output.h"
#include "vocab/engine_json.h"
#include "vocab/position_text.h"

namespace tg::conformance {
namespace {

using Json = nlohmann::ordered_json;

Json finding_json(const Finding& f, LabelSet label_set) {
  const Labels labels(label_set, f.start.board.size());
  Json j;
  j["kind"] = std::string(finding_kind_name(f.kind));
  j["stage"] = f.stage;
  j["what"] = f.what;
  j["ours"] = f.ours;
  j["theirs"] = f.theirs;
  j["original_moves"] = f.original_moves;
  j["start"] = print_position(f.start);
  j["moves"] = moves_json(f.moves, labels);
  j["record"] = finding_record(f);
  j["position"] = print_position(f.position);
  j["move"] = f.move ? move_json(*f.move, labels) : Json(nullptr);
  j["shrunk_position"] = f.shrunk_position ? Json(print_position(*f.shrunk_position)) : Json(nullptr);
  j["shrunk_move"] = f.shrunk_position && f.shrunk_move ? move_json(*f.shrunk_move, labels) : Json(nullptr);
  return j;
}

}  // namespace

Json verify_json(const VerifyRun& run, const VerifySummary& sum, const std::string& result, const std::string& failure,
                 const std::vector<std::string>& files) {
  Json j;
  j["result"] = result;
  // false: a signal stopped the run (result "interrupted"); the summary
  // counts what ran, games_requested what was planned.
  j["complete"] = result != "interrupted";
  j["engine"] = {{"name", run.engine_name}, {"command", run.engine_command}, {"extension", run.extension}};
  j["ours"] = run.ours;
  j["rules"] = to_string(run.options.rules);
  Json sizes = Json::array();
  for (BoardSize s : run.options.sizes) sizes.push_back(s.n());
  j["sizes"] = sizes;
  j["seed"] = run.options.seed;
  j["games_requested"] = run.options.games;
  j["depth"] = run.options.depth;
  j["max_moves"] = run.options.max_moves;
  j["vectors"] = run.options.vectors_path.empty() ? Json(nullptr) : Json(run.options.vectors_path);
  j["timeout_seconds"] = run.timeout_seconds;
  j["labels"] = label_set_name(run.labels);
  j["summary"] = {{"vectors_run", sum.vectors_run},
                  {"vectors_agreed", sum.vectors_agreed},
                  {"vectors_not_stated", sum.vectors_not_stated},
                  {"perft_nodes", sum.perft_nodes},
                  {"games", sum.games},
                  {"moves_compared", sum.moves_compared},
                  {"scores_not_compared", sum.scores_not_compared}};
  j["finding"] = sum.finding ? finding_json(*sum.finding, run.labels) : Json(nullptr);
  j["failure"] = failure.empty() ? Json(nullptr) : Json(failure);
  if (sum.failure) {
    const Labels labels(run.labels, sum.failure->start.board.size());
    j["failure_at"] = {{"kind", sum.failure->kind},
                       {"stage", sum.failure->stage},
                       {"command", sum.failure->command},
                       {"moves", moves_json(sum.failure->moves, labels)},
                       {"record", failure_record(*sum.failure)}};
  } else {
    j["failure_at"] = nullptr;
  }
  j["files"] = files;
  return j;
}

}  // namespace tg::conformance
