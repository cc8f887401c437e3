#include "explain/match_page.h"

#include "explain/board_svg.h"
#include "explain/page_style.h"

namespace tg::explain {
namespace {

constexpr const char* kStyle = R"(
header .info { font-size: 13px; color: #ddd; }
main { padding: 10px 16px; }
ul.wins { font-size: 14px; overflow-wrap: anywhere; }
.table { overflow-x: auto; }
table { border-collapse: collapse; font-size: 13px; background: #fff; }
th, td { border: 1px solid #ccc; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #eee; }
td.number { text-align: right; }
td.game { white-space: nowrap; }
td.players { font-family: "DejaVu Sans Mono", monospace; font-size: 12px; overflow-wrap: anywhere; min-width: 14em; }
tr.failure td { background: #fde8e8; }
)";

std::string cell(const std::string& text, const char* cls = nullptr) {
  return std::string("<td") + (cls ? std::string(" class=\"") + cls + "\"" : "") + ">" + xml_escape(text) + "</td>";
}

// The side an SGF result names ("B+…", "W+…"), or "" for a draw or void.
std::string winner_role(const std::string& result) {
  if (result.size() < 2 || result[1] != '+') return "";
  return result[0] == 'B' ? "black" : result[0] == 'W' ? "white" : "";
}

// Black's team is seats A and B, white's C and D (M13-2).
bool on_side(const MatchPlayer& p, const std::string& side) {
  if (p.role == side) return true;
  if (side == "black") return p.role == "A" || p.role == "B";
  if (side == "white") return p.role == "C" || p.role == "D";
  return false;
}

std::string winner_words(const MatchGame& g) {
  const std::string side = winner_role(g.result);
  if (g.result == "0") return "draw";
  if (side.empty()) return g.result.empty() ? "-" : "none (" + g.result + ")";
  std::string who;
  for (const MatchPlayer& p : g.players)
    if (on_side(p, side)) who += (who.empty() ? "" : " + ") + p.command;
  return side + ": " + who;
}

std::string players_cell(const MatchGame& g) {
  std::string out = "<td class=\"players\">";
  for (std::size_t i = 0; i < g.players.size(); ++i) {
    const MatchPlayer& p = g.players[i];
    out += (i ? "<br>" : "") + xml_escape(p.role.size() == 1 ? "seat " + p.role : p.role) + ": <code>" +
           xml_escape(p.command) + "</code> (seed " + std::to_string(p.seed) + ")";
  }
  return out + "</td>";
}

}  // namespace

std::string match_html(const MatchSummary& m) {
  const std::string title = "TrisGo match: " + m.ruleset + ", " + std::to_string(m.size) + "x" + std::to_string(m.size);
  std::string rows;
  for (const MatchGame& g : m.games) {
    rows += std::string("<tr") + (g.failure.empty() ? "" : " class=\"failure\"") + " id=\"game-" +
            std::to_string(g.number) + "\"><td class=\"game\">" +
            (g.report_href.empty() ? "game " + std::to_string(g.number)
                                   : "<a href=\"" + xml_escape(g.report_href) + "\">game " + std::to_string(g.number) + "</a>") +
            "</td>" + players_cell(g) +
            cell(g.result.empty() ? "-" : g.result) + cell(winner_words(g)) + cell(std::to_string(g.moves), "number") +
            cell(g.literal.empty() ? "-" : g.literal) + cell(g.chinese.empty() ? "-" : g.chinese) +
            cell(g.failure.empty() ? g.reason : g.reason + " (engine failure: " + g.failure + ")") + "</tr>\n";
  }
  std::string wins;
  for (const auto& [who, n] : m.wins) wins += "<li>" + xml_escape(who) + ": " + std::to_string(n) + "</li>";
  wins += "<li>other (draws, voids): " + std::to_string(m.other) + "</li>";
  const std::string played = m.games.size() == static_cast<std::size_t>(m.games_asked)
                                 ? std::to_string(m.games_asked) + " game(s)"
                                 : std::to_string(m.games.size()) + " of " + std::to_string(m.games_asked) +
                                       " game(s) played (interrupted)";
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" +
         xml_escape(title) + "</title><style>" + kPageFrameStyle + kStyle + "</style></head><body>\n<header><h1>" + xml_escape(title) +
         "</h1><div class=\"info\">ruleset <code>" + xml_escape(m.ruleset) + "</code> · " + played + " · match seed " +
         std::to_string(m.seed) + "</div></header>\n<main><h2>Wins</h2><ul class=\"wins\">" + wins +
         "</ul>\n<h2>Games</h2><div class=\"table\"><table><thead><tr><th>game</th><th>engines (seed)</th><th>result</th>"
         "<th>winner</th><th>moves</th><th>Art. 13 literal</th><th>Art. 13 chinese</th><th>reason</th>"
         "</tr></thead><tbody>\n" +
         rows + "</tbody></table></div></main>\n</body></html>\n";
}

}  // namespace tg::explain
