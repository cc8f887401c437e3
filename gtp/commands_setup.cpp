// The position-setup extension (spec/formats/gtp.md, "trisgo-setup"): any
// position with everything it holds (ruleset, board and stored attributes,
// next move number, passes, earlier positions for Art. 10, FlybombGo's seed
// and flybombs played), so that a controller reaches every position a rule
// needs, not only those reached by moves (issue 35).
#include "gtp/position_line.h"
#include "gtp/server.h"
#include "vocab/error.h"

namespace tg::gtp {

Position position_argument(const Arguments& a, const std::string& command) {
  if (a.size() == 0)
    throw Failure("syntax error: " + command + " needs a position: the position text with '|' for each line "
                  "break, e.g. 'rules: go|size: 3|next: 1|board:|...|...|...'");
  // GTP split the line at spaces; the position text's only spaces are
  // single ones between a key and its value (or between numbers).
  std::string line;
  for (const std::string& w : a.words()) line += (line.empty() ? "" : " ") + w;
  Position p = [&] {
    try {
      return parse_position_line(line);
    } catch (const ParseError& e) {
      throw Failure(std::string("bad position: ") + e.what());
    }
  }();
  if (!implemented(p.rules)) {
    std::string opts;
    for (const std::string& o : unimplemented_options(p.rules)) opts += (opts.empty() ? "" : ", ") + o;
    throw Failure("rules not implemented by the engines: " + opts);
  }
  return p;
}

void add_setup_commands(Server& s) {
  s.add({"trisgo-setup",
         "POSITION: the position text (spec/formats/position.md) with '|' for each line break; replaces the game, "
         "nothing to undo",
         [](Server& srv, const Arguments& a) {
           srv.game().set_up(position_argument(a, "trisgo-setup"));
           return std::string();
         }});
}

}  // namespace tg::gtp
