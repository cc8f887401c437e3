// trisgo gtp: a GTP v2 engine on standard input and output (gtp/server.h),
// with the TrisGo extension of spec/formats/gtp.md and GoGui analyze
// commands. The CLI adds trisgo-analyze, whose JSON it owns (report.h), and
// trisgo-explain, the explanation graph (explain/), which gtp/ does not
// depend on.
#include <charconv>
#include <iostream>
#include <optional>
#include <ostream>

#include "cli/commands.h"
#include "cli/engines.h"
#include "cli/report.h"
#include "explain/builder.h"
#include "explain/dot.h"
#include "gtp/move_text.h"
#include "gtp/server.h"
#include "search/mcts.h"
#include "vocab/labels.h"
#include "vocab/excerpt.h"
#include "vocab/ruleset_file.h"

namespace tg::cli {
namespace {

// trisgo-explain score | string VERTEX | point VERTEX | move MOVE: the graph
// of `trisgo explain` for the current position, as DOT with GTP vertices, on
// lines without blank ones (a blank line would end the GTP reply).
std::string explain_command(gtp::Server& s, const gtp::Arguments& a) {
  const std::string usage = "syntax error: trisgo-explain score | string VERTEX | point VERTEX | move [stone|tris] VERTEX|pass";
  if (a.size() == 0) throw gtp::Failure(usage);
  const Position& p = s.game().position();
  const BoardSize size = p.board.size();
  const Labels labels(LabelSet::Gtp, size);
  const std::string what = a.word(0);
  auto vertex = [&]() {
    if (a.size() != 2) throw gtp::Failure(usage);
    auto v = parse_gtp_vertex(a.word(1), size);
    if (!v) throw gtp::Failure("syntax error: " + quoted_excerpt(a.word(1)) + " is not a vertex of the " + std::to_string(size.n()) + "x" +
                               std::to_string(size.n()) + " board");
    return *v;
  };
  explain::Graph g;
  try {
    if (what == "score") {
      a.expect(1);
      g = explain::explain_score(s.engine(), p, labels);
    } else if (what == "string") {
      g = explain::explain_string(s.engine(), p, vertex(), labels);
    } else if (what == "point") {
      g = explain::explain_point(s.engine(), p, vertex(), labels);
    } else if (what == "move") {
      if (a.size() < 2) throw gtp::Failure(usage);
      const Slot slot = p.to_move();
      gtp::MoveText mt = gtp::parse_move_words(a.rest(1), slot.side, slot.kind, size);
      if (!mt.move) throw gtp::Failure("syntax error: " + mt.error);
      g = explain::explain_move(s.engine(), p, *mt.move, labels);
    } else {
      throw gtp::Failure(usage);
    }
  } catch (const explain::BadQuestion& e) {
    throw gtp::Failure(e.what());
  }
  std::string out, line;
  for (char c : explain::to_dot(g)) {
    if (c != '\n') {
      line += c;
      continue;
    }
    if (line.find_first_not_of(" \t") != std::string::npos) out += line + "\n";
    line.clear();
  }
  if (line.find_first_not_of(" \t") != std::string::npos) out += line + "\n";
  return out;
}

int run_gtp(const std::vector<std::string>& argv, std::ostream& out, std::ostream& err) {
  Args args(argv, {"--rules", "--size", "--impl", "--seed", "--policy", "--player", "--playouts", "--threads"}, {});
  if (!args.positional().empty()) throw UsageError("gtp takes no positional arguments (see --help)");
  gtp::ServerOptions options;
  options.rules = ruleset_argument(args.value_or("--rules", "trisgo-2026"), "--rules");
  if (!implemented(options.rules)) throw UsageError("--rules " + to_string(options.rules) + " is not implemented by the engines");
  const std::string size_text = args.value_or("--size", "19");
  int n = 0;
  auto [end, ec] = std::from_chars(size_text.data(), size_text.data() + size_text.size(), n);
  auto size = ec == std::errc() && end == size_text.data() + size_text.size() ? BoardSize::make(n) : std::nullopt;
  if (!size) throw UsageError("--size must be odd, from 3 to 19, not " + quoted_excerpt(size_text));
  options.size = *size;
  const std::string seed_text = args.value_or("--seed", "1");
  auto [send, sec] = std::from_chars(seed_text.data(), seed_text.data() + seed_text.size(), options.seed);
  if (sec != std::errc() || send != seed_text.data() + seed_text.size())
    throw UsageError("--seed needs a whole number, not " + quoted_excerpt(seed_text));
  auto policy = gtp::parse_policy(args.value_or("--policy", "uniform"));
  if (!policy) throw UsageError("unknown --policy " + quoted_excerpt(args.value_or("--policy", "")) + " (known: uniform, light)");
  options.policy = *policy;
  const std::string player = args.value_or("--player", "policy");
  if (player != "policy" && player != "mcts") throw UsageError("unknown --player " + quoted_excerpt(player) + " (known: policy, mcts)");
  if (player != "mcts" && (args.value("--playouts") || args.value("--threads")))
    throw UsageError("--playouts and --threads are for --player mcts");
  if (player == "mcts" && args.value("--policy")) throw UsageError("--policy is for --player policy (mcts plays its own rollouts)");
  search::MctsOptions mcts;
  mcts.seed = options.seed;
  mcts.playouts = whole_number("--playouts", args.value_or("--playouts", "1000"), 1, 100000000);
  mcts.threads = static_cast<int>(whole_number("--threads", args.value_or("--threads", "1"), 1, 64));
  auto engine = make_engine(args.value_or("--impl", kDefaultEngine));
  // The seed goes to stderr: a GUI shows it in its log, and stdout is GTP's.
  err << "trisgo gtp: " << to_string(options.rules) << ", " << n << "x" << n << ", " << engine->name() << " engine, genmove ";
  if (player == "mcts")
    err << "mcts with " << mcts.playouts << " playouts a move on " << mcts.threads << " thread(s)";
  else
    err << "policy " << gtp::policy_name(options.policy);
  err << ", seed " << options.seed << "\n";
  std::optional<search::MctsPlayer> mcts_player;
  if (player == "mcts") {
    mcts_player.emplace(*engine, mcts);
    options.player = [&mcts_player](const Position& p) { return mcts_player->choose(p); };
  }
  gtp::Server server(*engine, options);
  server.add({"trisgo-analyze", "everything the engine says about the position: the JSON of trisgo analyze --json",
              [](gtp::Server& s, const gtp::Arguments& a) {
                a.expect(0);
                const Position& p = s.game().position();
                return analysis_json(p, s.engine().analyze(p)).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
              }});
  server.add({"trisgo-explain",
              "score | string VERTEX | point VERTEX | move MOVE: the explanation graph (trisgo explain) as DOT",
              explain_command});
  server.serve(std::cin, out);
  return kExitOk;
}

}  // namespace

const Command kGtpCommand{"gtp", "speak GTP v2 on stdin/stdout (GUIs, other engines, trisgo match)", R"(usage:
  trisgo gtp [--rules RULESET] [--size N] [--impl reference|optimized] [--seed S] [--policy uniform|light]
             [--player policy|mcts] [--playouts N] [--threads T]

A Go Text Protocol v2 engine: load it in a GUI (GoGui, Sabaki, ...) or let
`trisgo match` referee it. Defaults: --rules trisgo-2026, --size 19, seed 1,
--impl optimized, policy uniform. Vertices are GTP's (A..T without I, row 1 at the bottom).

Standard commands: protocol_version name version known_command list_commands
quit boardsize clear_board komi play genmove undo showboard final_score
final_status_list loadsgf printsgf time_settings time_left.

The TrisGo extension (spec/formats/gtp.md): a move is [stone|tris] VERTEX or
pass; without a piece word it places what the slot asks for, `stone` on a
tris slot is an Art. 8 emergency conversion. genmove answers a bare vertex on
a stone slot and `tris V` / `stone V` on a tris slot. Extension commands:
trisgo-rules-version, trisgo-set-rules, trisgo-get-rules [json],
trisgo-to-move, trisgo-legal, trisgo-attributes, trisgo-score, trisgo-analyze,
trisgo-explain score|string V|point V|move M (the graph of trisgo explain, DOT),
trisgo-setup POSITION (any position: the position text with '|' for line
breaks), trisgo-outcome COLOUR KIND V, trisgo-score-json [V...] (JSON answers),
trisgo-answers POSITION and trisgo-answers-compact POSITION (the batch query of
trisgo diff: everything about a position, as JSON on one line).
GoGui: gogui-analyze_commands lists gfx commands for tris attributes, private
eyes and forbidden points, and an sboard of the pieces.

genmove picks uniformly among the slot's legal moves (or with --policy light
as `trisgo random-game` does) with std::mt19937_64 seeded by S: the same seed
and commands give the same moves. --player mcts plays the Monte-Carlo tree
search player instead (search/mcts.h, docs/mcts.md): N playouts a move
(default 1000) on T threads (default 1), deterministic per seed and position. An illegal play is `? illegal move: REASON
(ARTICLE): why`; a malformed command is a `?` reply, never an exit.
)",
                              run_gtp};

}  // namespace tg::cli
