#include "gtp/referee.h"

#include <sstream>
#include <stdexcept>

#include "gtp/move_text.h"
#include "gtp/server.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"
#include "vocab/labels.h"
#include "vocab/utf8.h"

namespace tg::gtp {
namespace {

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
  std::string failure = {};  // failure_kind_name of a player that failed as a program
};

}  // namespace

Player::Player(std::string command, std::chrono::milliseconds timeout, std::size_t max_reply_bytes)
    : command_(std::move(command)), timeout_(timeout), max_reply_bytes_(max_reply_bytes) {}

void Player::ensure_started() {
  if (running()) return;
  client_ = std::make_unique<Client>(std::vector<std::string>{"/bin/sh", "-c", "exec " + command_}, timeout_);
  client_->set_label(command_);
  client_->set_max_reply_bytes(max_reply_bytes_);
  GtpReply n = client_->send("name");
  name_ = n.ok ? n.text : command_;
  GtpReply v = client_->send("version");
  if (v.ok && !v.text.empty()) name_ += " " + v.text;
  GtpReply k = client_->send("known_command trisgo-set-rules");
  trisgo_ = k.ok && k.text == "true";
}

namespace {

// The players at the table: two (black, white) or, in MengGo 2013's team
// order, four (seats A..D, D-60).
struct Table {
  std::vector<Player*> seats;
  bool team = false;
  std::size_t index(const Slot& s) const {
    if (team) return static_cast<std::size_t>(s.seat >= 0 && s.seat < 4 ? s.seat : 0);
    return s.side == Side::Black ? 0 : 1;
  }
  Player& of(const Slot& s) const { return *seats[index(s)]; }
  Side side_of_seat(std::size_t i) const {
    return team ? (i < 2 ? Side::Black : Side::White) : (i == 0 ? Side::Black : Side::White);
  }
  std::string who_seat(std::size_t i) const {
    const Player& p = *seats[i];
    if (!team) return std::string(side_name(side_of_seat(i))) + " (" + p.command() + ")";
    return "seat " + std::string(seat_name(static_cast<int>(i))) + " of " + std::string(side_name(side_of_seat(i))) + "'s team (" +
           p.command() + ")";
  }
  std::string who(const Slot& s) const { return who_seat(index(s)); }
};

std::string display_name(const Player& p) { return p.name().empty() ? p.command() : p.name(); }

GameResult play_table(const Engine& engine, const Table& table, const MatchOptions& options, int number,
                      const Progress& progress) {
  GameResult g;
  g.number = number;
  g.black = table.seats.front()->command();
  g.white = table.seats[table.team ? 2 : 1]->command();
  if (table.team)
    for (const Player* p : table.seats) g.seats.push_back(p->command());
  GameState game(engine, options.rules, options.size);
  const int max_moves = options.max_moves > 0 ? options.max_moves : 4 * options.size.n() * options.size.n();
  std::optional<Forfeit> forfeit;
  bool resigned = false;
  Side resigner = Side::Black;
  std::string resigner_who;

  // Setup: size, komi, and the rules for the players who speak the extension.
  // A player who cannot play these rules (tris slots, or any ruleset but
  // plain Go, without the extension) is a setup error, not a lost game.
  const bool plain_go = nearest_preset(options.rules).name == "go";
  for (std::size_t i = 0; i < table.seats.size(); ++i) {
    Player& p = *table.seats[i];
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
      forfeit = Forfeit{table.side_of_seat(i), "setup of " + table.who_seat(i) + " failed: " + client_error(p, e),
                        failure_kind_name(e.failure().kind)};
      break;
    }
  }

  while (!forfeit && !resigned && !engine.ended(game.position()) && g.moves < max_moves) {
    const Position p = game.position();
    const Slot slot = p.to_move();
    const Side side = slot.side;
    Player& mover = table.of(slot);
    const std::string who = table.who(slot);
    const std::string at = "move " + std::to_string(p.next_move);
    std::string reply;
    try {
      GtpReply r = mover.client().send("genmove " + std::string(colour_letter(side)));
      if (!r.ok) {
        forfeit = Forfeit{side, at + ": " + who + " refused genmove: ? " + excerpt(r.text)};
        break;
      }
      reply = r.text;
    } catch (const GtpError& e) {
      forfeit = Forfeit{side, at + ": " + who + ": " + client_error(mover, e), failure_kind_name(e.failure().kind)};
      break;
    }
    if (utf8::ascii_lower(reply) == "resign") {
      resigned = true;
      resigner = side;
      resigner_who = who;
      break;
    }
    MoveText mt = parse_move_words(split_words(reply), side, slot.kind, p.board.size());
    if (!mt.move) {
      forfeit = Forfeit{side, at + ": " + who + " answered genmove with " + quoted_excerpt(reply) + ": " + excerpt(mt.error)};
      break;
    }
    MoveOutcome o = game.play(*mt.move);
    if (!o.legal()) {
      forfeit = Forfeit{side, at + ": " + who + " played " + excerpt(reply) + ", an " + illegal_reply(o, p.board.size())};
      break;
    }
    ++g.moves;
    const std::string relay =
        "play " + std::string(colour_letter(side)) + " " + format_move_words(*mt.move, slot.kind, p.board.size());
    for (std::size_t i = 0; i < table.seats.size() && !forfeit; ++i) {
      Player& other = *table.seats[i];
      if (&other == &mover) continue;
      try {
        GtpReply r = other.client().send(relay);
        if (!r.ok)
          forfeit = Forfeit{table.side_of_seat(i),
                            at + ": " + table.who_seat(i) + " refused the legal move '" + relay + "': ? " + excerpt(r.text)};
      } catch (const GtpError& e) {
        forfeit = Forfeit{table.side_of_seat(i), at + ": " + table.who_seat(i) + ": " + client_error(other, e),
                          failure_kind_name(e.failure().kind)};
      }
    }
    if (options.on_move) options.on_move(number, g.moves);
  }

  const Position& end = game.position();
  if (forfeit) {
    g.result = std::string(forfeit->loser == Side::Black ? "W" : "B") + "+F";
    g.reason = forfeit->reason;
    g.failure = forfeit->failure;
  } else if (resigned) {
    g.result = std::string(resigner == Side::Black ? "W" : "B") + "+R";
    g.reason = "move " + std::to_string(end.next_move) + ": " + resigner_who + " resigned";
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
  if (table.team) {
    // D-61: PB is seat A, PW seat C, BT/WT the teams, SeatB/SeatD the grey seats.
    const auto& t = table.seats;
    g.record.tags.push_back({"Black", display_name(*t[0])});
    g.record.tags.push_back({"White", display_name(*t[2])});
    g.record.tags.push_back({"BlackTeam", display_name(*t[0]) + " and " + display_name(*t[1])});
    g.record.tags.push_back({"WhiteTeam", display_name(*t[2]) + " and " + display_name(*t[3])});
    g.record.tags.push_back({"SeatB", display_name(*t[1])});
    g.record.tags.push_back({"SeatD", display_name(*t[3])});
  } else {
    g.record.tags.push_back({"Black", display_name(*table.seats[0])});
    g.record.tags.push_back({"White", display_name(*table.seats[1])});
  }
  g.record.tags.push_back({"Result", g.result});
  if (!g.reason.empty()) g.record.tags.push_back({"Termination", g.reason});
  if (progress) progress("game " + std::to_string(number) + ": " + g.result + " after " + std::to_string(g.moves) + " moves" +
                         (g.reason.empty() ? "" : " (" + g.reason + ")"));
  return g;
}

void quit_all(const std::vector<Player*>& players) {
  for (Player* p : players) {
    try {
      if (p->running()) p->client().quit();
    } catch (const GtpError&) {
      // A player that fails to quit is stopped by the client's destructor.
    }
  }
}

}  // namespace

GameResult play_game(const Engine& engine, Player& black, Player& white, const MatchOptions& options, int number,
                     const Progress& progress) {
  Table t;
  t.seats = {&black, &white};
  return play_table(engine, t, options, number, progress);
}

GameResult play_team_game(const Engine& engine, const std::array<Player*, 4>& seats, const MatchOptions& options,
                          int number, const Progress& progress) {
  Table t;
  t.seats.assign(seats.begin(), seats.end());
  t.team = true;
  return play_table(engine, t, options, number, progress);
}

std::vector<GameResult> run_team_match(const Engine& engine, const std::array<std::string, 4>& seats,
                                       const MatchOptions& options, const Progress& progress) {
  if (options.rules.order != OrderRule::Menggo2013)
    throw std::invalid_argument("a team match needs order=menggo-2013 (four seats, D-60), not " +
                                to_string(options.rules));
  std::vector<std::unique_ptr<Player>> players;
  for (const std::string& cmd : seats)
    players.push_back(std::make_unique<Player>(cmd, options.move_timeout, options.max_reply_bytes));
  std::vector<GameResult> out;
  for (int i = 1; i <= options.games; ++i) {
    const bool swap = options.alternate && i % 2 == 0;  // the teams change colours: A<->C, B<->D
    std::array<Player*, 4> at{};
    for (std::size_t k = 0; k < 4; ++k) at[k] = players[swap ? (k + 2) % 4 : k].get();
    if (interrupted()) break;
    GameResult g = play_team_game(engine, at, options, i, progress);
    if (interrupted()) break;  // the game a signal cut short (its players stopped) is no result
    out.push_back(std::move(g));
  }
  std::vector<Player*> all;
  for (auto& p : players) all.push_back(p.get());
  quit_all(all);
  return out;
}

std::vector<GameResult> run_match(const Engine& engine, const std::string& first, const std::string& second,
                                  const MatchOptions& options, const Progress& progress) {
  Player a(first, options.move_timeout, options.max_reply_bytes), b(second, options.move_timeout, options.max_reply_bytes);
  std::vector<GameResult> out;
  for (int i = 1; i <= options.games; ++i) {
    const bool swap = options.alternate && i % 2 == 0;
    if (interrupted()) break;
    GameResult g = play_game(engine, swap ? b : a, swap ? a : b, options, i, progress);
    if (interrupted()) break;  // the game a signal cut short (its players stopped) is no result
    out.push_back(std::move(g));
  }
  quit_all({&a, &b});
  return out;
}

}  // namespace tg::gtp
