// A GTP engine that lies at one depth of perft only, for the test of the
// perft descent (perft_descent_test.cpp): a proxy that runs `TRISGO gtp
// ARGS...` and passes every command through, except that `trisgo-legal`
// leaves out one legal move in the position reached by exactly the given
// moves from the empty board (`play` still accepts it). Every other
// position is answered truthfully, so perft(1) and perft(2) agree and
// perft(3) differs when two moves are given.
//   AFTER  the moves, as `play` takes them, separated by commas: "b C3,w D4"
//   HIDE   the line trisgo-legal writes for the hidden move: "B2", "tris B2"
// usage: perft_lying_engine AFTER HIDE TRISGO [gtp arguments...]
#include <algorithm>
#include <cctype>
#include <chrono>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "gtp/client.h"
#include "gtp/protocol.h"

namespace {

// Lower case, single spaces: "play B c3" and "play b C3" are the same move.
std::string canonical(const std::string& text) {
  std::istringstream in(text);
  std::string out;
  for (std::string w; in >> w;) {
    std::transform(w.begin(), w.end(), w.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    out += (out.empty() ? "" : " ") + w;
  }
  return out;
}

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string item; std::getline(in, item, sep);)
    if (!canonical(item).empty()) out.push_back(canonical(item));
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::cerr << "usage: perft_lying_engine AFTER HIDE TRISGO [gtp arguments...]\n";
    return 2;
  }
  const std::vector<std::string> after = split(argv[1], ',');
  const std::string hide = canonical(argv[2]);
  std::vector<std::string> child_argv{argv[3], "gtp"};
  for (int i = 4; i < argc; ++i) child_argv.push_back(argv[i]);
  tg::gtp::Client child(child_argv, std::chrono::seconds(30));
  std::vector<std::string> played;  // the moves since the empty board
  bool known = true;                // false after loadsgf: a position not reached by moves
  for (std::string line; std::getline(std::cin, line);) {
    // The request as GTP reads it (gtp/protocol.h): w is its name and arguments.
    const std::optional<tg::gtp::Request> request = tg::gtp::parse_request(line);
    if (!request || request->name.empty()) continue;
    const std::string& id = request->id;
    std::vector<std::string> w{request->name};
    w.insert(w.end(), request->args.begin(), request->args.end());
    std::string command;
    for (const std::string& x : w) command += (command.empty() ? "" : " ") + x;
    const std::string& name = w[0];
    const tg::gtp::GtpReply r = child.send(command);
    std::string text = r.text;
    if (r.ok && name == "play") played.push_back(canonical(command.substr(5)));
    if (r.ok && name == "undo" && !played.empty()) played.pop_back();
    if (r.ok && (name == "clear_board" || name == "boardsize" || name == "trisgo-set-rules")) played.clear();
    if (name == "loadsgf") known = !r.ok && known;
    if (name == "clear_board" && r.ok) known = true;
    if (r.ok && name == "trisgo-legal" && w.size() == 1 && known && played == after) {
      std::string kept;
      std::istringstream lines(text);
      for (std::string move; std::getline(lines, move);)
        if (!canonical(move).empty() && canonical(move) != hide) kept += (kept.empty() ? "" : "\n") + move;
      text = kept;
    }
    std::cout << tg::gtp::format_reply(id, r.ok, text) << std::flush;
    if (name == "quit") return 0;
  }
  return 0;
}
