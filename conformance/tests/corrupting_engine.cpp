// A deliberately faulty GTP engine for the tests of `trisgo verify` (the
// fault catalogue of verify_test.cpp): a proxy that runs `trisgo gtp
// ARGS...` and passes every command through, except that it corrupts one
// kind of answer, chosen by the first argument. Each fault depends on the
// position (the moves played since the last setup), never on how often a
// command came, so that a shrunk record and its `.tst` still show it:
//   refuse     `play` of the centre point answers a bare `? illegal move`
//              (GNU Go's wording), though trisgo-legal lists it
//   accept     `play` of a move the engine refuses answers `=` (and plays
//              nothing: the next `undo` is answered without being passed on)
//   capture    the board (trisgo-sboard-pieces) right after a capture still
//              shows the captured stones (a missed capture)
//   attribute  trisgo-attributes says white for the first black tris string
//   score      trisgo-score counts one point more for black
//   finalscore final_score names the other winner (B+ and W+ swapped; 0 is B+1)
//   winner     trisgo-score names the other winner (B and W swapped; 0 is B)
//   genmove    from move 4 on, genmove answers the first occupied point (and
//              plays nothing)
//   perftlie   trisgo-legal leaves out the pass after exactly two moves: a
//              lie only at depth 3 of perft from the empty board
//   crash      exits with status 3 at a `play` after three moves
//   hang       never answers trisgo-legal after move 6
//   forbidden  trisgo-legal also lists a tris on the first empty point of a
//              tris slot that it refused (a forbidden point accepted)
//   nopass     trisgo-legal leaves out the pass after the first move
//   malformed  answers trisgo-legal after move 6 with a line that is no move
//   nodecline  trisgo-legal COLOUR (a FlybombGo offer's declining moves,
//              D-141) answers nothing, as an engine that never lets the
//              opponent decline
//   none       corrupts nothing
// Whatever the fault, the proxy does not offer `trisgo-setup` (nor the JSON
// answers that go with it): it follows the position through boardsize,
// play and undo, so verify must reach every position by those.
// usage: corrupting_engine FAULT TRISGO [gtp arguments...]
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "gtp/client.h"
#include "gtp/protocol.h"

namespace {

std::vector<std::string> words(const std::string& s) {
  std::istringstream in(s);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::vector<std::vector<std::string>> cells(const std::string& sboard) {
  std::vector<std::vector<std::string>> out;
  std::istringstream in(sboard);
  for (std::string line; std::getline(in, line);)
    if (!words(line).empty()) out.push_back(words(line));
  return out;
}

std::string join(const std::vector<std::vector<std::string>>& rows) {
  std::string out = "\n";
  for (const auto& r : rows) {
    for (std::size_t i = 0; i < r.size(); ++i) out += (i ? " " : "") + r[i];
    out += "\n";
  }
  return out;
}

// The GTP vertex of column x (0 = A, no I) and row y counted from the top.
std::string vertex(int x, int y, int n) {
  return std::string(1, static_cast<char>('A' + x + (x >= 8 ? 1 : 0))) + std::to_string(n - y);
}

std::string swap_winner(const std::string& w) { return w == "B" ? "W" : "B"; }

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: corrupting_engine FAULT TRISGO [gtp arguments...]\n";
    return 2;
  }
  const std::string fault = argv[1];
  std::vector<std::string> child_argv{argv[2], "gtp"};
  for (int i = 3; i < argc; ++i) child_argv.push_back(argv[i]);
  tg::gtp::Client child(child_argv, std::chrono::seconds(30));
  int size = 19;
  int moves = 0;             // moves played on the board now (a loaded position counts as late)
  std::vector<bool> faked;   // per move on the board: answered `=` without being passed on
  std::string ghost_board;   // capture: the board to show instead, until the next change
  for (std::string line; std::getline(std::cin, line);) {
    // The request as GTP reads it (gtp/protocol.h): w is its name and arguments.
    const std::optional<tg::gtp::Request> request = tg::gtp::parse_request(line);
    if (!request || request->name.empty()) continue;
    const std::string id = request->id;
    std::vector<std::string> w{request->name};
    w.insert(w.end(), request->args.begin(), request->args.end());
    std::string command;
    for (const std::string& x : w) command += (command.empty() ? "" : " ") + x;
    const std::string& name = w[0];
    auto reply = [&](bool ok, const std::string& text) { std::cout << tg::gtp::format_reply(id, ok, text) << std::flush; };
    auto moved = [&](bool fake) {
      ++moves;
      faked.push_back(fake);
    };
    if (name == "known_command" && w.size() == 2 &&
        (w[1] == "trisgo-setup" || w[1] == "trisgo-outcome" || w[1] == "trisgo-score-json")) {
      reply(true, "false");
      continue;
    }
    if (name == "trisgo-setup" || name == "trisgo-outcome" || name == "trisgo-score-json") {
      reply(false, "unknown command");
      continue;
    }
    if (name == "quit") {
      child.send("quit");
      reply(true, "");
      return 0;
    }
    if (name == "play") {
      if (fault == "crash" && moves == 3) std::exit(3);
      const bool centre = w.size() >= 3 && w.back() == vertex(size / 2, size / 2, size);
      std::string before;
      if (fault == "capture") before = child.send("trisgo-sboard-pieces").text;
      tg::gtp::GtpReply r = child.send(command);
      ghost_board.clear();
      if (r.ok && fault == "refuse" && centre) {
        child.send("undo");
        reply(false, "illegal move");
        continue;
      }
      if (!r.ok && fault == "accept" && w.back() != "pass" && r.text.rfind("illegal move", 0) == 0) {
        moved(true);
        reply(true, "");
        continue;
      }
      if (r.ok) {
        moved(false);
        if (fault == "capture") {
          auto b = cells(before), a = cells(child.send("trisgo-sboard-pieces").text);
          bool captured = false;
          for (std::size_t y = 0; y < a.size() && y < b.size(); ++y)
            for (std::size_t x = 0; x < a[y].size() && x < b[y].size(); ++x)
              if ((b[y][x] == "X" || b[y][x] == "O") && a[y][x] == ".") {
                a[y][x] = b[y][x];
                captured = true;
              }
          if (captured) ghost_board = join(a);
        }
      }
      reply(r.ok, r.text);
      continue;
    }
    if (name == "genmove") {
      ghost_board.clear();
      if (fault == "genmove" && moves >= 3) {
        const auto rows = cells(child.send("trisgo-sboard-pieces").text);
        std::string occupied;
        for (std::size_t y = 0; y < rows.size() && occupied.empty(); ++y)
          for (std::size_t x = 0; x < rows[y].size() && occupied.empty(); ++x)
            if (rows[y][x] != ".") occupied = vertex(static_cast<int>(x), static_cast<int>(y), static_cast<int>(rows.size()));
        if (!occupied.empty()) {
          moved(true);
          reply(true, occupied);
          continue;
        }
      }
      tg::gtp::GtpReply r = child.send(command);
      if (r.ok && r.text != "resign") moved(false);
      reply(r.ok, r.text);
      continue;
    }
    if (name == "undo" && !faked.empty() && faked.back()) {
      faked.pop_back();
      --moves;
      reply(true, "");
      continue;
    }
    if (name == "undo" || name == "clear_board" || name == "boardsize" || name == "loadsgf" || name == "trisgo-set-rules") {
      ghost_board.clear();
      tg::gtp::GtpReply r = child.send(command);
      if (r.ok && name == "undo") {
        --moves;
        if (!faked.empty()) faked.pop_back();
      } else if (r.ok) {
        moves = 0;
        faked.clear();
      }
      if (r.ok && name == "boardsize" && w.size() == 2) size = std::atoi(w[1].c_str());
      if (name == "loadsgf") moves = 100;  // a position: treat as late
      reply(r.ok, r.text);
      continue;
    }
    if (name == "trisgo-sboard-pieces" && !ghost_board.empty()) {
      reply(true, ghost_board);
      continue;
    }
    tg::gtp::GtpReply r = child.send(command);
    std::string text = r.text;
    auto drop_pass = [&] {
      if (text == "pass") text.clear();
      else if (auto at = text.rfind("\npass"); at != std::string::npos && at + 5 == text.size()) text.erase(at);
    };
    if (r.ok && name == "trisgo-legal" && fault == "nopass" && moves >= 1) drop_pass();
    if (r.ok && name == "trisgo-legal" && fault == "perftlie" && moves == 2) drop_pass();
    if (r.ok && name == "trisgo-legal" && fault == "nodecline" && w.size() == 2) text.clear();
    if (r.ok && name == "trisgo-legal" && moves >= 6) {
      if (fault == "hang") std::this_thread::sleep_for(std::chrono::hours(1));
      if (fault == "malformed") text += "\nnot-a-move Z99";
    }
    if (r.ok && fault == "attribute" && name == "trisgo-attributes") {
      if (auto at = text.find("black "); at != std::string::npos && (at == 0 || text[at - 1] == '\n'))
        text.replace(at, 5, "white");
    }
    if (r.ok && fault == "forbidden" && name == "trisgo-legal") {
      const std::vector<std::string> slot = words(child.send("trisgo-to-move").text);
      if (slot.size() >= 3 && slot[2] == "tris") {
        const auto rows = cells(child.send("trisgo-sboard-pieces").text);
        const int n = static_cast<int>(rows.size());
        bool added = false;
        for (int y = 0; y < n && !added; ++y)
          for (int x = 0; x < n && !added; ++x) {
            if (rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(x)] != ".") continue;
            const std::string move = "tris " + vertex(x, y, n);
            if (("\n" + text + "\n").find("\n" + move + "\n") != std::string::npos) continue;
            text = move + "\n" + text;  // (order aside: verify compares the lists as sets)
            added = true;
          }
      }
    }
    if (r.ok && name == "trisgo-score" && (fault == "score" || fault == "winner")) {
      std::vector<std::string> s = words(text);
      if (fault == "score" && s.size() >= 2 && s[0] == "black") {
        s[1] = std::to_string(std::stod(s[1]) + 1);
        while (s[1].find('.') != std::string::npos && (s[1].back() == '0' || s[1].back() == '.')) {
          const bool dot = s[1].back() == '.';
          s[1].pop_back();
          if (dot) break;
        }
      }
      for (std::size_t i = 0; fault == "winner" && i + 1 < s.size(); ++i)
        if (s[i] == "winner") s[i + 1] = swap_winner(s[i + 1]);
      text.clear();
      for (const std::string& x : s) text += (text.empty() ? "" : " ") + x;
    }
    if (r.ok && name == "final_score" && fault == "finalscore")
      text = text.size() > 2 && text[1] == '+' ? swap_winner(text.substr(0, 1)) + text.substr(1) : "B+1";
    reply(r.ok, text);
  }
  return 0;
}
