#pragma once
// The summary page of a match (`trisgo match --html DIR`, issue 32): the
// match's settings, the wins, and a table of its games (number, each
// player's engine command and seed, result, winner, moves, the two Art. 13
// winners, the reason a game ended early), each game linked to its report
// page (report_page.h). One HTML file with its style inline; every text
// from the match (commands, reasons, results) is escaped.
#include <string>
#include <utility>
#include <vector>

namespace tg::explain {

struct MatchPlayer {
  std::string role;     // "black", "white", or a seat of MengGo 2013's team order, "A" to "D"
  std::string command;  // the program's command line, {seed} replaced
  long seed = 0;        // the seed the match gave it ({seed} in its command)
};

struct MatchGame {
  int number = 1;
  std::vector<MatchPlayer> players;  // black then white; or seats A, B, C, D
  std::string result;                // SGF RE: "B+2.5", "W+R", "B+F", "0", "Void"
  std::string reason;                // why the game ended early, or ""
  std::string failure;               // the kind of a player's failure as a program, or ""
  int moves = 0;
  std::string literal, chinese;  // the Art. 13 winners "B", "W", "0", or "" when not scored
  std::string report_href;       // the game's report page, relative to the summary; "" for none
};

struct MatchSummary {
  std::string ruleset;  // canonical string
  int size = 19;
  long seed = 1;
  int games_asked = 1;                                // fewer were played when the match was interrupted
  std::vector<std::pair<std::string, int>> wins;     // who (a command or a team) and how many games won
  int other = 0;                                      // draws, voids and games no one won
  std::vector<MatchGame> games;
};

std::string match_html(const MatchSummary& m);

}  // namespace tg::explain
