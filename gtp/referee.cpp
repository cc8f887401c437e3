#include "gtp/referee.h"

#include <sstream>

#include "gtp/move_text.h"
#include "gtp/server.h"
#include "vocab/labels.h"

namespace tg::gtp {
namespace {

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

std::vector<std::string> split_words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string komi_text(const Ruleset& r) {
  std::ostringstream k;
  k << r.komi();
  return k.str();
}

// A client error without its "GTP engine CMD: " prefix (the reason names
// the player already).
std::string client_error(const Player& p, const GtpError& e) {
  const std::string prefix = "GTP engine " + p.command() + ": ";
  std::string what = e.what();
  if (what.rfind(prefix, 0) == 0) what.erase(0, prefix.size());
  // One line, for the results table: the stderr tail joined by " / ".
  const std::string tail = "\n--- engine stderr (tail) ---\n";
  if (auto at = what.find(tail); at != std::string::npos) what.replace(at, tail.size(), "; its stderr ends: ");
  while (!what.empty() && (what.back() == '\n' || what.back() == ' ')) what.pop_back();
  for (std::size_t at; (at = what.find('\n')) != std::string::npos;) what.replace(at, 1, " / ");
  return what;
}

// The end of a game that a player lost by its own fault.
struct Forfeit {
  Side loser;
  std::string reason;
};

}  // namespace

Player::Player(std::string command, std::chrono::milliseconds timeout)
    : command_(std::move(command)), timeout_(timeout) {}

void Player::ensure_started() {
  if (running()) return;
  client_ = std::make_unique<Client>(std::vector<std::string>{"/bin/sh", "-c", "exec " + command_}, timeout_);
  client_->set_label(command_);
  GtpReply n = client_->send("name");
  name_ = n.ok ? n.text : command_;
  GtpReply v = client_->send("version");
  if (v.ok && !v.text.empty()) name_ += " " + v.text;
  GtpReply k = client_->send("known_command trisgo-set-rules");
  trisgo_ = k.ok && k.text == "true";
}

GameResult play_game(const Engine& engine, Player& black, Player& white, const MatchOptions& options, int number,
                     const Progress& progress) {
  GameResult g;
  g.number = number;
  g.black = black.command();
  g.white = white.command();
  GameState game(engine, options.rules, options.size);
  const int max_moves = options.max_moves > 0 ? options.max_moves : 4 * options.size.n() * options.size.n();
  auto player = [&](Side s) -> Player& { return s == Side::Black ? black : white; };
  auto who = [&](Side s) { return std::string(side_name(s)) + " (" + player(s).command() + ")"; };
  std::optional<Forfeit> forfeit;
  bool resigned = false;
  Side resigner = Side::Black;

  // Setup: size, komi, and the rules for the players who speak the extension.
  // A player who cannot play these rules (tris slots, or any ruleset but
  // plain Go, without the extension) is a setup error, not a lost game.
  const bool plain_go = nearest_preset(options.rules).name == "go";
  for (Side s : {Side::Black, Side::White}) {
    Player& p = player(s);
    try {
      p.ensure_started();
      if (!p.speaks_trisgo() && !plain_go)
        throw GtpError("it does not know trisgo-set-rules (the TrisGo extension, spec/formats/gtp.md), needed for " +
                       to_string(options.rules));
      p.client().command("boardsize " + std::to_string(options.size.n()));
      p.client().command("clear_board");
      if (p.speaks_trisgo()) p.client().command("trisgo-set-rules " + to_string(options.rules));
      p.client().command("komi " + komi_text(options.rules));
    } catch (const GtpError& e) {
      forfeit = Forfeit{s, "setup of " + who(s) + " failed: " + client_error(p, e)};
      break;
    }
  }

  while (!forfeit && !resigned && !engine.ended(game.position()) && g.moves < max_moves) {
    const Position p = game.position();
    const Slot slot = p.to_move();
    const Side side = slot.side;
    const std::string at = "move " + std::to_string(p.next_move);
    std::string reply;
    try {
      GtpReply r = player(side).client().send("genmove " + std::string(colour_letter(side)));
      if (!r.ok) {
        forfeit = Forfeit{side, at + ": " + who(side) + " refused genmove: ? " + r.text};
        break;
      }
      reply = r.text;
    } catch (const GtpError& e) {
      forfeit = Forfeit{side, at + ": " + who(side) + ": " + client_error(player(side), e)};
      break;
    }
    if (lower(reply) == "resign") {
      resigned = true;
      resigner = side;
      break;
    }
    MoveText mt = parse_move_words(split_words(reply), side, slot.kind, p.board.size());
    if (!mt.move) {
      forfeit = Forfeit{side, at + ": " + who(side) + " answered genmove with '" + reply + "': " + mt.error};
      break;
    }
    MoveOutcome o = game.play(*mt.move);
    if (!o.legal()) {
      forfeit = Forfeit{side, at + ": " + who(side) + " played " + reply + ", an " + illegal_reply(o)};
      break;
    }
    ++g.moves;
    const Side other = opponent(side);
    const std::string relay =
        "play " + std::string(colour_letter(side)) + " " + format_move_words(*mt.move, slot.kind, p.board.size());
    try {
      GtpReply r = player(other).client().send(relay);
      if (!r.ok) {
        forfeit = Forfeit{other, at + ": " + who(other) + " refused the legal move '" + relay + "': ? " + r.text};
        break;
      }
    } catch (const GtpError& e) {
      forfeit = Forfeit{other, at + ": " + who(other) + ": " + client_error(player(other), e)};
      break;
    }
    if (progress && g.moves % 50 == 0) progress("game " + std::to_string(number) + ": " + std::to_string(g.moves) + " moves");
  }

  const Position& end = game.position();
  if (forfeit) {
    g.result = std::string(forfeit->loser == Side::Black ? "W" : "B") + "+F";
    g.reason = forfeit->reason;
  } else if (resigned) {
    g.result = std::string(resigner == Side::Black ? "W" : "B") + "+R";
    g.reason = "move " + std::to_string(end.next_move) + ": " + who(resigner) + " resigned";
  } else if (!engine.ended(end)) {
    g.result = "Void";
    g.reason = "stopped at the move bound " + std::to_string(max_moves);
  } else {
    g.result = result_text(engine, end);
    if (end.rules.game == Game::Go) {
      const Score s = engine.score(end, {});
      auto letter = [](Winner w) { return std::string(w == Winner::Black ? "B" : w == Winner::White ? "W" : "0"); };
      g.literal = letter(s.literal);
      g.chinese = letter(s.chinese);
    }
  }
  g.record = game.record();
  g.record.tags.push_back({"Black", black.name().empty() ? black.command() : black.name()});
  g.record.tags.push_back({"White", white.name().empty() ? white.command() : white.name()});
  g.record.tags.push_back({"Result", g.result});
  if (!g.reason.empty()) g.record.tags.push_back({"Termination", g.reason});
  if (progress) progress("game " + std::to_string(number) + ": " + g.result + " after " + std::to_string(g.moves) + " moves" +
                         (g.reason.empty() ? "" : " (" + g.reason + ")"));
  return g;
}

std::vector<GameResult> run_match(const Engine& engine, const std::string& first, const std::string& second,
                                  const MatchOptions& options, const Progress& progress) {
  Player a(first, options.move_timeout), b(second, options.move_timeout);
  std::vector<GameResult> out;
  for (int i = 1; i <= options.games; ++i) {
    const bool swap = options.alternate && i % 2 == 0;
    out.push_back(play_game(engine, swap ? b : a, swap ? a : b, options, i, progress));
  }
  for (Player* p : {&a, &b}) {
    try {
      if (p->running()) p->client().quit();
    } catch (const GtpError&) {
      // A player that fails to quit is stopped by the client's destructor.
    }
  }
  return out;
}

}  // namespace tg::gtp
