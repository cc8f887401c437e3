#include "gtp/server.h"

#include <charconv>
#include <cmath>
#include <istream>
#include <ostream>
#include <sstream>

#include "gtp/move_text.h"
#include "text/reason_text.h"
#include "gtp/protocol.h"

namespace tg::gtp {

// ---- Arguments ----------------------------------------------------------------

void Arguments::expect(std::size_t n) const { expect_between(n, n); }

void Arguments::expect_between(std::size_t lo, std::size_t hi) const {
  if (words_.size() >= lo && words_.size() <= hi) return;
  std::string wanted = lo == hi ? std::to_string(lo) : std::to_string(lo) + " to " + std::to_string(hi);
  throw Failure("syntax error: " + command_ + " takes " + wanted + " argument" + (hi == 1 ? "" : "s") +
                ", not " + std::to_string(words_.size()));
}

const std::string& Arguments::word(std::size_t i) const {
  if (i >= words_.size()) throw Failure("syntax error: " + command_ + " needs argument " + std::to_string(i + 1));
  return words_[i];
}

long Arguments::integer(std::size_t i, long lo, long hi) const {
  const std::string& w = word(i);
  long v = 0;
  auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  if (ec != std::errc() || end != w.data() + w.size())
    throw Failure("syntax error: '" + w + "' is not an integer");
  if (v < lo || v > hi)
    throw Failure("syntax error: " + w + " is out of range (" + std::to_string(lo) + " to " + std::to_string(hi) + ")");
  return v;
}

double Arguments::number(std::size_t i) const {
  const std::string& w = word(i);
  double v = 0;
  auto [end, ec] = std::from_chars(w.data(), w.data() + w.size(), v);
  if (ec != std::errc() || end != w.data() + w.size() || !std::isfinite(v))
    throw Failure("syntax error: '" + w + "' is not a number");
  return v;
}

Side Arguments::colour(std::size_t i) const {
  auto s = parse_colour(word(i));
  if (!s) throw Failure("syntax error: '" + word(i) + "' is not a colour (b, black, w, white)");
  return *s;
}

std::vector<std::string> Arguments::rest(std::size_t i) const {
  if (i >= words_.size()) return {};
  return {words_.begin() + static_cast<std::ptrdiff_t>(i), words_.end()};
}

// ---- Server -------------------------------------------------------------------

Server::Server(const Engine& engine, ServerOptions options)
    : engine_(engine), options_(options), game_(engine, options.rules, options.size), rng_(options.seed) {
  add_standard_commands(*this);
  add_trisgo_commands(*this);
  add_gogui_commands(*this);
  add_setup_commands(*this);
  add_answer_commands(*this);
}

void Server::add(Command c) {
  for (Command& old : commands_)
    if (old.name == c.name) {
      old = std::move(c);
      return;
    }
  commands_.push_back(std::move(c));
}

const Server::Command* Server::find(std::string_view name) const {
  for (const Command& c : commands_)
    if (c.name == name) return &c;
  return nullptr;
}

std::optional<std::string> Server::respond(std::string_view line) {
  std::optional<Request> r = parse_request(line);
  if (!r) return std::nullopt;
  if (r->name.empty()) return format_reply(r->id, false, "syntax error: an id without a command");
  const Command* c = find(r->name);
  if (!c) return format_reply(r->id, false, "unknown command");
  try {
    return format_reply(r->id, true, c->run(*this, Arguments(r->name, r->args)));
  } catch (const Failure& e) {
    return format_reply(r->id, false, e.what());
  } catch (const EngineLimit& e) {
    return format_reply(r->id, false, std::string("engine limit: ") + e.what());
  } catch (const std::exception& e) {
    // A bug of ours or of the engine: answered, never a crash of the session.
    return format_reply(r->id, false, std::string("internal error (please report it): ") + e.what());
  }
}

void Server::serve(std::istream& in, std::ostream& out) {
  // No command is longer than a position file (trisgo-setup's one line, at
  // most the 16 MiB a position file may hold, spec/formats/position.md); a
  // longer line (a runaway controller, binary input) is answered once and
  // its rest discarded, so memory stays bounded.
  constexpr std::size_t kMaxLine = 16 * 1024 * 1024;
  std::string line;
  std::streambuf* buf = in.rdbuf();
  while (!quit_) {
    line.clear();
    bool too_long = false, any = false;
    for (int c; (c = buf->sbumpc()) != std::char_traits<char>::eof();) {
      any = true;
      if (c == '\n') break;
      if (line.size() < kMaxLine) line.push_back(static_cast<char>(c));
      else too_long = true;
    }
    if (!any) break;  // end of input
    std::optional<std::string> reply =
        too_long ? format_reply("", false, "syntax error: a line longer than 16 MiB") : respond(line);
    if (reply) {
      out << *reply;
      out.flush();  // the controller waits for each reply
    }
  }
}

// ---- Shared by the handlers ---------------------------------------------------

std::string refusal_reply(const MoveOutcome& o, BoardSize size) {
  // The reason's words (text/) in the session's label set, GTP vertices, as
  // the client wrote the move; they usually cite the article already.
  const std::string article(illegal_article(o.illegal));
  const std::string words = text::refusal_text(o, Labels(LabelSet::Gtp, size));
  std::string out(illegal_name(o.illegal));
  if (!words.empty()) out += ": " + words;
  if (words.find(article) == std::string::npos) out += " (" + article + ")";
  return out;
}

std::string illegal_reply(const MoveOutcome& o, BoardSize size) { return "illegal move: " + refusal_reply(o, size); }

std::string result_text(const Engine& engine, const Position& p) {
  if (p.rules.game == Game::Gomoku) {
    const Analysis a = engine.analyze(p);
    const Winner w = a.gomoku ? a.gomoku->winner : Winner::Draw;
    return w == Winner::Draw ? "0" : w == Winner::Black ? "B+" : "W+";
  }
  const Score s = engine.score(p, {});
  if (s.winner == Winner::Draw) return "0";
  // The margin by which the deciding Art. 13 formula was passed (D-18).
  double margin = p.rules.komi_formula == KomiFormula::Chinese ? s.black - (s.y + s.komi) : (s.black - s.komi) - s.white;
  std::ostringstream m;
  m << std::fabs(margin);
  return (s.winner == Winner::Black ? "B+" : "W+") + m.str();
}

}  // namespace tg::gtp
