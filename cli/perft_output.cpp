#include "cli/perft_output.h"

#include <iomanip>

#include "cli/report.h"
#include "vocab/engine_json.h"
#include "vocab/position_text.h"

namespace tg::cli {

using conformance::DescentFindingKind;
using conformance::DescentResult;
using conformance::PerftColumn;
using conformance::PerftCounts;

void print_table(std::ostream& out, const std::vector<std::string>& head, const std::vector<std::vector<std::string>>& rows) {
  std::vector<std::size_t> width(head.size());
  for (std::size_t i = 0; i < head.size(); ++i) width[i] = head[i].size();
  for (const auto& r : rows)
    for (std::size_t i = 0; i < r.size(); ++i) width[i] = std::max(width[i], r[i].size());
  auto line = [&](const std::vector<std::string>& r) {
    for (std::size_t i = 0; i < r.size(); ++i) {
      if (i == 0)
        out << std::left << std::setw(static_cast<int>(width[i])) << r[i];
      else
        out << "  " << std::right << std::setw(static_cast<int>(width[i])) << r[i];
    }
    out << std::left << "\n";
  };
  line(head);
  for (const auto& r : rows) line(r);
}

std::vector<std::string> count_cells(const PerftCounts& c, const std::vector<PerftColumn>& columns) {
  std::vector<std::string> cells;
  for (const auto& col : columns) cells.push_back(std::to_string(c.*col.field));
  return cells;
}

namespace {

const std::vector<PerftColumn>& compared() {
  static const std::vector<PerftColumn> columns = conformance::perft_columns_compared(true);
  return columns;
}

std::string path_text(const std::vector<Move>& moves, Labels labels) {
  if (moves.empty()) return "(the root: no moves)";
  std::string out;
  for (const Move& m : moves) out += (out.empty() ? "" : ", then ") + format_move(m, labels);
  return out;
}

std::string moves_text(const std::vector<Move>& moves, Labels labels) {
  if (moves.empty()) return "none";
  std::string out;
  for (const Move& m : moves) out += (out.empty() ? "" : ", ") + format_move(m, labels);
  return out;
}

}  // namespace

void print_descent(std::ostream& out, const DescentRun& run, const DescentResult& r) {
  const int n = run.root.board.size().n();
  out << "perft descent: " << to_string(run.root.rules) << ", " << n << "x" << n << ", move " << run.root.next_move
      << ", depth " << run.depth << ", " << (run.no_pass ? "no passes" : "passes included") << "\n"
      << "  ours:   " << run.ours << " engine\n  theirs: " << run.engine_name << " (" << run.engine_command << ")\n"
      << "compared columns (those GTP carries):";
  for (const PerftColumn& c : compared()) out << " " << c.name;
  out << "\n\n";
  std::vector<std::string> head = {"depth", "engine"};
  for (const PerftColumn& c : compared()) head.emplace_back(c.name);
  std::vector<std::vector<std::string>> rows;
  for (std::size_t k = 0; k < r.ours_per_depth.size(); ++k)
    for (bool theirs : {false, true}) {
      std::vector<std::string> row = {theirs ? "" : std::to_string(k + 1), theirs ? "theirs" : "ours"};
      for (std::string& c : count_cells(theirs ? r.theirs_per_depth[k] : r.ours_per_depth[k], compared()))
        row.push_back(std::move(c));
      rows.push_back(std::move(row));
    }
  print_table(out, head, rows);
  if (!r.complete) {
    out << "\nINCOMPLETE: stopped by a signal after " << r.levels.size()
        << " level(s) counted whole; no difference found so far\n";
    return;
  }
  if (r.finding == DescentFindingKind::None) {
    out << "\nthe counts agree to depth " << run.depth << ": no difference found\n";
    return;
  }
  out << "\ndescent (divide compared per first move, the first differing move followed):\n";
  for (const conformance::DescentLevel& l : r.levels) {
    out << "  after " << path_text(l.moves, run.labels) << ": perft(" << l.depth << ") " << l.ours.nodes
        << " against " << l.theirs.nodes;
    if (l.chosen)
      out << "; first differing move " << format_move(*l.chosen, run.labels) << " (" << l.chosen_ours.nodes
          << " against " << l.chosen_theirs.nodes << ")";
    else
      out << "; the legal moves differ here";
    out << "\n";
  }
  out << "\n" << (r.finding == DescentFindingKind::Moves ? "THE LEGAL MOVES DIFFER" : "THE END OF THE GAME DIFFERS")
      << " after " << r.moves.size() << " move(s): " << path_text(r.moves, run.labels) << "\n";
  Position shown = r.position;
  shown.history.clear();  // the moves from the root give them
  out << "\nthe position (its " << r.position.history.size() << " earlier positions left out):\n"
      << print_position(shown) << "\n";
  if (r.finding == DescentFindingKind::Moves) {
    out << "ours only (" << run.ours << " lists, the other does not): " << moves_text(r.ours_only, run.labels) << "\n"
        << "theirs only (the other lists, " << run.ours << " does not): " << moves_text(r.theirs_only, run.labels)
        << "\n";
  } else {
    out << "ended: ours " << (r.ours_ended ? "yes" : "no") << ", theirs " << (r.theirs_ended ? "yes" : "no") << "\n";
  }
  if (!run.vector_file.empty()) out << "\nthe vector: " << run.vector_file << "\n";
}

nlohmann::ordered_json descent_json(const DescentRun& run, const DescentResult& r) {
  nlohmann::ordered_json j;
  j["rules"] = to_string(run.root.rules);
  j["size"] = run.root.board.size().n();
  j["depth"] = run.depth;
  j["no_pass"] = run.no_pass;
  j["next_move"] = run.root.next_move;
  j["labels"] = label_set_name(run.labels.set);
  j["implementation"] = run.ours;
  j["engine"] = {{"name", run.engine_name}, {"command", run.engine_command}};
  auto columns = nlohmann::ordered_json::array();
  for (const PerftColumn& c : compared()) columns.push_back(std::string(c.name));
  j["columns"] = columns;
  auto depths = nlohmann::ordered_json::array();
  for (std::size_t k = 0; k < r.ours_per_depth.size(); ++k)
    depths.push_back({{"depth", k + 1},
                      {"ours", counts_json(r.ours_per_depth[k], compared())},
                      {"theirs", counts_json(r.theirs_per_depth[k], compared())}});
  j["per_depth"] = depths;
  auto levels = nlohmann::ordered_json::array();
  for (const conformance::DescentLevel& l : r.levels) {
    nlohmann::ordered_json level;
    level["moves"] = moves_json(l.moves, run.labels);
    level["depth"] = l.depth;
    level["ours"] = counts_json(l.ours, compared());
    level["theirs"] = counts_json(l.theirs, compared());
    if (l.chosen)
      level["chosen"] = {{"move", move_json(*l.chosen, run.labels)},
                         {"ours", counts_json(l.chosen_ours, compared())},
                         {"theirs", counts_json(l.chosen_theirs, compared())}};
    else
      level["chosen"] = nullptr;
    levels.push_back(level);
  }
  j["levels"] = levels;
  j["finding"] = std::string(conformance::descent_finding_name(r.finding));
  if (r.finding != DescentFindingKind::None) {
    j["moves"] = moves_json(r.moves, run.labels);
    j["position"] = print_position(r.position);
    j["ours_only"] = moves_json(r.ours_only, run.labels);
    j["theirs_only"] = moves_json(r.theirs_only, run.labels);
    j["ours_ended"] = r.ours_ended;
    j["theirs_ended"] = r.theirs_ended;
  }
  j["vector"] = run.vector_file.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(run.vector_file);
  j["played"] = r.played;
  // false: a signal stopped the descent (issue 36); `levels` are those counted whole.
  j["complete"] = r.complete;
  return j;
}

}  // namespace tg::cli
