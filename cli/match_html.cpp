#include "cli/match_html.h"

#include <fstream>

#include "cli/command.h"
#include "cli/explain_input.h"
#include "cli/report_pages.h"
#include "explain/match_page.h"

namespace tg::cli {
namespace {

// Who played where in game `number`: the referee swaps colours on every
// even game with --alternate (gtp/referee.cpp), the teams' seats A<->C and
// B<->D; each player keeps the seed of its command.
std::vector<explain::MatchPlayer> players_of(const MatchHtmlInput& in, int number) {
  const bool swap = in.options->alternate && number % 2 == 0;
  std::vector<explain::MatchPlayer> out;
  if (in.commands.size() == 4) {
    for (int seat = 0; seat < 4; ++seat) {
      const int who = swap ? seat ^ 2 : seat;
      out.push_back({std::string(1, static_cast<char>('A' + seat)), in.commands[static_cast<std::size_t>(who)], in.seed + who});
    }
    return out;
  }
  const int black = swap ? 1 : 0;
  out.push_back({"black", in.commands[static_cast<std::size_t>(black)], in.seed + black});
  out.push_back({"white", in.commands[static_cast<std::size_t>(1 - black)], in.seed + 1 - black});
  return out;
}

}  // namespace

std::filesystem::path write_match_html(const Engine& e, const MatchHtmlInput& in, const std::vector<gtp::GameResult>& results,
                                       const std::filesystem::path& dir) {
  explain::MatchSummary m;
  m.ruleset = to_string(in.options->rules);
  m.size = in.options->size.n();
  m.seed = in.seed;
  m.games_asked = in.options->games;
  if (in.commands.size() == 4) {
    m.wins = {{"team " + in.commands[0] + " + " + in.commands[1], in.wins_first},
              {"team " + in.commands[2] + " + " + in.commands[3], in.wins_second}};
  } else {
    m.wins = {{in.commands[0], in.wins_first}, {in.commands[1], in.wins_second}};
  }
  m.other = in.other;
  for (const gtp::GameResult& g : results) {
    const std::string folder = "game-" + std::to_string(g.number);
    const ReplayedGame replayed = replay_record(e, g.record);
    const std::string title = "TrisGo match game " + std::to_string(g.number) + ": " + g.black + " / " + g.white;
    write_report_page(e, report_input(replayed, title, LabelSet::Chinese), dir / folder);
    m.games.push_back(explain::MatchGame{g.number, players_of(in, g.number), g.result, g.reason, g.failure, g.moves,
                                         g.literal, g.chinese, folder + "/index.html"});
  }
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  const std::filesystem::path page = dir / "index.html";
  std::ofstream f(page, std::ios::binary);
  if (ec || !(f << explain::match_html(m)) || !f.flush()) throw UsageError("cannot write " + page.string());
  return page;
}

}  // namespace tg::cli
