#include "gtp/remote_engine.h"

#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "gtp/answers_json.h"
#include "gtp/move_text.h"
#include "gtp/position_line.h"
#include "vocab/excerpt.h"
#include "vocab/labels.h"
#include "vocab/record.h"
#include "vocab/sgf.h"

namespace tg::gtp {
namespace {

std::vector<std::string> words_of(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) {
    while (!line.empty() && (line.back() == ' ' || line.back() == '\r')) line.pop_back();
    if (!line.empty()) out.push_back(line);
  }
  return out;
}

std::string number_text(double v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

Winner winner_of(const std::string& letter) {
  return letter == "B" ? Winner::Black : letter == "W" ? Winner::White : Winner::Draw;
}

std::optional<Attribute> attribute_of(const std::string& w) {
  for (Attribute a : {Attribute::Neutral, Attribute::Black, Attribute::White})
    if (w == attribute_name(a)) return a;
  return std::nullopt;
}

// The slot kind a move is written for: the slot's, except FlybombGo's
// declining stone or pass (D-70), which `play` of the opponent's colour
// reads for the declining slot (D-136).
SlotKind written_kind(const Position& p, const Move& m) {
  const Slot slot = p.to_move();
  if (m.side != slot.side)
    if (const std::optional<Slot> d = p.declining_slot(); d && d->side == m.side) return d->kind;
  return slot.kind;
}

}  // namespace

RemoteEngine::RemoteEngine(std::string command, std::chrono::milliseconds timeout, std::size_t max_reply_bytes)
    : command_(std::move(command)) {
  client_ = std::make_unique<Client>(std::vector<std::string>{"/bin/sh", "-c", "exec " + command_}, timeout);
  client_->set_label(command_);
  client_->set_max_reply_bytes(max_reply_bytes);
  GtpReply n = send("name");
  name_ = n.ok && !n.text.empty() ? n.text : command_;
  GtpReply v = send("version");
  if (v.ok && !v.text.empty()) name_ += " " + v.text;
  GtpReply k = send("known_command trisgo-set-rules");
  extension_ = k.ok && k.text == "true";
  GtpReply u = send("known_command trisgo-setup");
  position_setup_ = u.ok && u.text == "true";
  full_available_ = true;
  for (const char* c : {"trisgo-analyze", "trisgo-outcome", "trisgo-score-json"}) {
    GtpReply known = send(std::string("known_command ") + c);
    full_available_ = full_available_ && known.ok && known.text == "true";
  }
  GtpReply b = send("known_command trisgo-answers");
  batch_available_ = b.ok && b.text == "true";
  GtpReply c = send("known_command trisgo-answers-compact");
  compact_available_ = c.ok && c.text == "true";
  GtpReply l = send("known_command list_stones");
  list_stones_ = l.ok && l.text == "true";
}

RemoteEngine::~RemoteEngine() {
  try {
    if (client_ && client_->alive()) client_->quit();
  } catch (const std::exception&) {
    // the destructor of the client kills the program
  }
}

std::string RemoteEngine::name() const { return name_; }

bool RemoteEngine::use_full_answers() {
  full_answers_ = full_available_;
  return full_answers_;
}

nlohmann::json RemoteEngine::send_json(const std::string& command) const {
  const std::string text = send_ok(command);
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw GtpError("GTP engine " + command_ + ": '" + command + "' answered no JSON: " + e.what());
  }
}

GtpReply RemoteEngine::send(const std::string& command) const {
  if (log_.size() >= 2000) log_.erase(log_.begin(), log_.begin() + 1000);
  log_.push_back(command);
  return client_->send(command);
}

std::string RemoteEngine::send_ok(const std::string& command) const {
  GtpReply r = send(command);
  if (!r.ok) throw GtpError("GTP engine " + command_ + ": '" + command + "' was answered '? " + excerpt(r.text) + "'");
  return r.text;
}

void RemoteEngine::setup(const Position& p) const {
  line_.clear();
  if (position_setup_) {
    // The extension's trisgo-setup carries the whole position (earlier
    // positions, passes, FlybombGo state, stored attributes).
    send_ok("trisgo-setup " + position_line(p));
    line_.push_back(p);
    return;
  }
  if (!p.history.empty())
    throw EngineLimit("over GTP: a position with earlier positions (Art. 10) that this session did not reach by "
                      "moves cannot be set up");
  if (p.passes != 0) throw EngineLimit("over GTP: a position just after passes cannot be set up");
  if (!(p.flybomb == FlybombState{}))
    throw EngineLimit("over GTP: a FlybombGo position with a flybomb seed (D-71) or flybombs played cannot be set up");
  if (!extension_ && nearest_preset(p.rules).name != "go")
    throw EngineLimit("the engine does not speak the TrisGo extension (known_command trisgo-set-rules): only the go "
                      "preset can be checked, not " + to_string(p.rules));
  const BoardSize size = p.board.size();
  send_ok("boardsize " + std::to_string(size.n()));
  send_ok("clear_board");
  if (extension_) send_ok("trisgo-set-rules " + to_string(p.rules));
  send_ok("komi " + number_text(p.rules.komi()));
  bool empty = true;
  for (int i = 0; i < size.points(); ++i) {
    if (p.board.at_index(i) != Piece::Empty) empty = false;
    if (p.board.attribute_at_index(i) != Attribute::Neutral)
      throw EngineLimit("over GTP: a TrisGomoku position with stored attributes cannot be set up (SGF setup holds pieces only)");
  }
  if (!empty || p.next_move != 1) {
    Record r;
    r.rules = p.rules;
    r.size = size;
    for (int i = 0; i < size.points(); ++i)
      if (p.board.at_index(i) != Piece::Empty) r.setup.emplace_back(size.point(i), p.board.at_index(i));
    r.first_move = p.next_move;
    static int counter = 0;
    const auto path = std::filesystem::temp_directory_path() /
                      ("trisgo-remote-" + std::to_string(::getpid()) + "-" + std::to_string(++counter) + ".sgf");
    {
      std::ofstream f(path, std::ios::binary);
      f << print_sgf(r);
      if (!f.flush()) throw EngineLimit("over GTP: cannot write " + path.string() + " for loadsgf");
    }
    GtpReply reply = send("loadsgf " + path.string());
    std::error_code ec;
    std::filesystem::remove(path, ec);
    if (!reply.ok) throw GtpError("GTP engine " + command_ + ": 'loadsgf' of a position was answered '? " + excerpt(reply.text) + "'");
    if (!extension_) send_ok("komi " + number_text(p.rules.komi()));
  }
  Position start = p;
  line_.push_back(start);
}

void RemoteEngine::reach(const Position& p) const {
  for (std::size_t i = line_.size(); i-- > 0;) {
    if (!(line_[i] == p)) continue;
    bool ok = true;
    while (ok && line_.size() > i + 1) {
      ok = send("undo").ok;
      line_.pop_back();
    }
    if (ok) return;
    break;
  }
  for (std::size_t i = children_.size(); i-- > 0;) {
    if (!(children_[i].after == p)) continue;
    const Child c = children_[i];
    reach(c.parent);
    const std::string cmd = "play " + std::string(colour_letter(c.move.side)) + " " +
                            format_move_words(c.move, written_kind(c.parent, c.move), p.board.size());
    if (!send(cmd).ok) {
      line_.clear();
      throw GtpError("GTP engine " + command_ + ": '" + cmd + "' was refused, though accepted before in that position");
    }
    line_.push_back(p);
    return;
  }
  setup(p);
}

Board RemoteEngine::read_board(const Position& like) const {
  const BoardSize size = like.board.size();
  Board b(size);
  const bool gomoku = like.rules.game == Game::Gomoku;
  if (extension_) {
    const std::vector<std::string> rows = lines_of(send_ok("trisgo-sboard-pieces"));
    if (static_cast<int>(rows.size()) != size.n())
      throw GtpError("GTP engine " + command_ + ": trisgo-sboard-pieces answered " + std::to_string(rows.size()) +
                     " rows, not " + std::to_string(size.n()));
    for (int r = 0; r < size.n(); ++r) {
      const std::vector<std::string> cells = words_of(rows[static_cast<std::size_t>(r)]);
      if (static_cast<int>(cells.size()) != size.n())
        throw GtpError("GTP engine " + command_ + ": trisgo-sboard-pieces row " + std::to_string(r + 1) + " has " +
                       std::to_string(cells.size()) + " cells, not " + std::to_string(size.n()));
      for (int c = 0; c < size.n(); ++c) {
        const Point q{c - size.half(), size.half() - r};
        const std::string& cell = cells[static_cast<std::size_t>(c)];
        if (cell == "X") b.set(q, Piece::Black);
        else if (cell == "O") b.set(q, Piece::White);
        else if (cell == "Tb" || cell == "Tw" || cell == "Tn") {
          b.set(q, Piece::Tris);
          if (gomoku && cell != "Tn") b.set_attribute(q, cell == "Tb" ? Attribute::Black : Attribute::White);
        } else if (cell != ".")
          throw GtpError("GTP engine " + command_ + ": trisgo-sboard-pieces cell '" + excerpt(cell) + "' is not X O . Tb Tw Tn");
      }
    }
    return b;
  }
  if (list_stones_) {
    for (Side s : {Side::Black, Side::White}) {
      for (const std::string& w : words_of(send_ok(std::string("list_stones ") + (s == Side::Black ? "black" : "white")))) {
        auto q = parse_gtp_vertex(w, size);
        if (!q) throw GtpError("GTP engine " + command_ + ": list_stones answered '" + excerpt(w) + "', not a vertex");
        b.set(*q, stone_of(s));
      }
    }
    return b;
  }
  // showboard: the rows that start with a row number, then one cell per
  // column (X, O; anything else is empty).
  for (const std::string& line : lines_of(send_ok("showboard"))) {
    std::vector<std::string> w = words_of(line);
    if (w.size() < static_cast<std::size_t>(size.n()) + 1) continue;
    int row = 0;
    try {
      std::size_t used = 0;
      row = std::stoi(w[0], &used);
      if (used != w[0].size()) continue;
    } catch (const std::exception&) {
      continue;
    }
    if (row < 1 || row > size.n()) continue;
    for (int c = 0; c < size.n(); ++c) {
      const std::string& cell = w[static_cast<std::size_t>(c) + 1];
      const Point q{c - size.half(), row - 1 - size.half()};
      if (cell == "X") b.set(q, Piece::Black);
      else if (cell == "O") b.set(q, Piece::White);
    }
  }
  return b;
}

Board RemoteEngine::board(const Position& p) const {
  reach(p);
  return read_board(p);
}

// The reason a refusal names after "illegal move: " (spec/formats/gtp.md),
// when it names one of ours.
static std::optional<Illegal> named_reason(const std::string& message) {
  const std::string head = "illegal move";
  if (message.rfind(head, 0) != 0) return std::nullopt;
  std::string rest = message.substr(head.size());
  if (rest.rfind(": ", 0) == 0) rest.erase(0, 2);
  std::string word;
  for (char c : rest) {
    if (c == ':' || c == ' ' || c == '(') break;
    word += c;
  }
  for (int i = 0; i <= static_cast<int>(Illegal::Contradiction); ++i)
    if (word == illegal_name(static_cast<Illegal>(i))) return static_cast<Illegal>(i);
  return std::nullopt;
}

// Standard GTP answers a refused `play` with "illegal move" (GNU Go: just
// that); the extension adds ": REASON: ...". Any other "?" is not a refusal.
std::optional<Illegal> RemoteEngine::parse_reason(const std::string& message) const {
  std::string lower;
  for (char c : message.substr(0, 12)) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower != "illegal move") return std::nullopt;
  if (!extension_) return Illegal::None;  // the caller says: reason unknown
  const std::optional<Illegal> named = named_reason(message);
  return named ? *named : Illegal::None;
}

bool RemoteEngine::names_reason(const MoveOutcome& o) const {
  if (!extension_ || o.legal() || o.reason.kind != ReasonKind::RemoteRefusal || o.reason.args.empty()) return false;
  const auto* text = std::get_if<std::string>(&o.reason.args.front());
  return text && named_reason(*text).has_value();
}

MoveOutcome RemoteEngine::play(const Position& p, const Move& m) const {
  if (batch_answers_)
    if (const Batch& b = batch(p); const BatchMove* x = b.answers.find(m)) {
      MoveOutcome o = x->outcome;
      if (o.legal()) o.after = after_move(p, m, *x->board);
      return o;
    }
  // With the JSON answers the move is asked by its explicit kind first, so
  // a move that fits no slot is asked too; only a legal one is played.
  std::optional<MoveOutcome> full;
  if (full_answers_) {
    reach(p);
    std::string ask = "trisgo-outcome " + std::string(colour_letter(m.side)) + " " + std::string(move_kind_name(m.kind));
    if (!m.is_pass()) ask += " " + format_gtp_vertex(m.point, p.board.size());
    try {
      full = outcome_from_json(send_json(ask));
    } catch (const GtpError& e) {
      throw GtpError("GTP engine " + command_ + ": '" + ask + "': " + e.what());
    }
    if (!full->legal()) return *full;
  }
  const SlotKind kind = written_kind(p, m);
  if ((m.kind == MoveKind::Stone && kind == SlotKind::Tris) || (m.kind == MoveKind::Emergency && kind == SlotKind::Stone))
    throw EngineLimit(std::string("over GTP: a ") + std::string(move_kind_name(m.kind)) + " move on a " +
                      (kind == SlotKind::Tris ? "tris" : "stone") + " slot cannot be written (spec/formats/gtp.md)");
  reach(p);
  const std::string cmd = "play " + std::string(colour_letter(m.side)) + " " + format_move_words(m, kind, p.board.size());
  GtpReply r = send(cmd);
  MoveOutcome o;
  if (!r.ok && full)
    throw GtpError("GTP engine " + command_ + ": '" + cmd + "' was answered '? " + r.text +
                   "', though trisgo-outcome found the move legal");
  if (!r.ok) {
    std::optional<Illegal> reason = parse_reason(r.text);
    if (!reason)
      throw GtpError("GTP engine " + command_ + ": '" + cmd + "' was answered '? " + excerpt(r.text) + "', not 'illegal move'");
    // Plain GTP gives no reason: occupied when the point holds a piece, else
    // the only other refusals of Go (suicide, or a repeated position).
    o.illegal = *reason != Illegal::None ? *reason
                : (!m.is_pass() && p.board.at(m.point) != Piece::Empty) ? Illegal::Occupied
                                                                       : Illegal::Suicide;
    o.reason = make_reason(ReasonKind::RemoteRefusal, r.text);  // its words, kept as they came
    return o;
  }
  Position after = after_move(p, m, read_board(p));
  const BoardSize size = p.board.size();
  for (int i = 0; i < size.points(); ++i)
    if (after.board.at_index(i) == Piece::Empty &&
        (p.board.at_index(i) != Piece::Empty || (!m.is_pass() && size.index(m.point) == i)))
      o.captured.push_back(size.point(i));  // the move's own piece too, when the cascade took it
  if (full) {  // the engine's own account of what the move did
    o.captured = full->captured;
    o.changes = full->changes;
    o.cascade = full->cascade;
    o.encircled = full->encircled;
    o.overruled = full->overruled;
  }
  line_.push_back(after);
  children_.push_back(Child{p, after, m});
  if (children_.size() > 65536) children_.pop_front();
  o.after = std::move(after);
  return o;
}

std::vector<Move> RemoteEngine::legal_moves(const Position& p) const {
  if (batch_answers_) return batch(p).answers.legal;
  reach(p);
  const Slot slot = p.to_move();
  const BoardSize size = p.board.size();
  std::vector<Move> out;
  if (extension_) {
    auto read = [&](const std::string& command, Side side, SlotKind kind) {
      for (const std::string& line : lines_of(send_ok(command))) {
        MoveText mt = parse_move_words(words_of(line), side, kind, size);
        if (!mt.move) throw GtpError("GTP engine " + command_ + ": " + command + " answered '" + excerpt(line) + "': " + excerpt(mt.error));
        out.push_back(*mt.move);
      }
    };
    read("trisgo-legal", slot.side, slot.kind);
    // At a FlybombGo offer the opponent's declining moves are legal too (D-70, D-141).
    if (const std::optional<Slot> d = p.declining_slot(); d && d->side != slot.side)
      read("trisgo-legal " + std::string(colour_letter(d->side)), d->side, d->kind);
    return out;
  }
  if (ended(p)) return out;
  const std::string colour(colour_letter(slot.side));
  for (int i = 0; i < size.points(); ++i) {
    if (p.board.at_index(i) != Piece::Empty) continue;
    const Point q = size.point(i);
    GtpReply r = send("play " + colour + " " + format_gtp_vertex(q, size));
    if (!r.ok) {
      if (!parse_reason(r.text))
        throw GtpError("GTP engine " + command_ + ": 'play' was answered '? " + excerpt(r.text) + "', not 'illegal move'");
      continue;
    }
    out.push_back(Move{slot.side, MoveKind::Stone, q});
    if (!send("undo").ok) {
      line_.clear();  // the program is off our line: set it up again next time
      throw GtpError("GTP engine " + command_ + ": 'undo' after a trial move was refused");
    }
  }
  out.push_back(Move{slot.side, MoveKind::Pass, {}});
  return out;
}

std::vector<Successor> RemoteEngine::successors(const Position& p) const {
  std::vector<Successor> out;
  for (const Move& m : legal_moves(p)) {
    MoveOutcome o = play(p, m);
    if (!o.legal() || !o.after)
      throw ListedMoveRefused("GTP engine " + command_ + " listed the move " + std::string(colour_letter(m.side)) + " " +
                                  format_move_words(m, written_kind(p, m), p.board.size()) +
                                  " among its legal moves and refused it in play",
                              m);
    Successor s{m, static_cast<int>(o.captured.size()), 0, 0, false, std::move(*o.after)};
    s.ended = ended(s.after);
    out.push_back(std::move(s));
  }
  return out;
}

GenmoveAnswer RemoteEngine::genmove(const Position& p) const {
  reach(p);
  const Slot slot = p.to_move();
  GtpReply r = send("genmove " + std::string(colour_letter(slot.side)));
  GenmoveAnswer g;
  g.ok = r.ok;
  g.text = r.text;
  if (!r.ok) return g;
  std::string lower;
  for (char c : r.text) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (lower == "resign") {
    g.resign = true;
  } else {
    g.move = parse_move_words(words_of(r.text), slot.side, slot.kind, p.board.size()).move;
  }
  // The program played its answer: read its board, then take it back so
  // that it stands at p again (else set it up afresh next time).
  if (g.move) g.board = read_board(p);
  if (!g.resign && !send("undo").ok) line_.clear();
  return g;
}

bool RemoteEngine::ended(const Position& p) const {
  if (!extension_) return p.passes >= 2;
  if (batch_answers_) {
    if (const std::optional<bool> e = batch_ended(p)) return *e;
    return batch(p).answers.analysis.ended;
  }
  reach(p);
  return send_ok("trisgo-to-move") == "ended";
}

std::vector<TrisInfo> RemoteEngine::attributes(const Position& p) const {
  if (!extension_) throw EngineLimit("the engine does not speak the TrisGo extension: no tris attributes");
  reach(p);
  std::vector<TrisInfo> out;
  for (const std::string& line : lines_of(send_ok("trisgo-attributes"))) {
    std::vector<std::string> w = words_of(line);
    auto bad = [&]() -> GtpError {
      return GtpError("GTP engine " + command_ + ": trisgo-attributes answered '" + excerpt(line) +
                      "', not ATTRIBUTE BRANCH By Wy Bo Wo VERTICES");
    };
    if (w.size() < 7) throw bad();
    TrisInfo t;
    auto a = attribute_of(w[0]);
    if (!a) throw bad();
    t.attribute = *a;
    t.branch = w[1] == "-" ? "" : w[1];
    try {
      t.by = std::stoi(w[2]);
      t.wy = std::stoi(w[3]);
      t.bo = std::stoi(w[4]);
      t.wo = std::stoi(w[5]);
    } catch (const std::exception&) {
      throw bad();
    }
    for (std::size_t i = 6; i < w.size(); ++i) {
      auto q = parse_gtp_vertex(w[i], p.board.size());
      if (!q) throw bad();
      t.points.push_back(*q);
    }
    out.push_back(std::move(t));
  }
  return out;
}

RemoteScore RemoteEngine::remote_score(const Position& p) const {
  reach(p);
  RemoteScore s;
  if (!extension_) {
    s.result = send_ok("final_score");
    s.final_score = s.result;
    return s;
  }
  s.final_score = send_ok("final_score");
  const std::vector<std::string> w = words_of(send_ok("trisgo-score"));
  for (std::size_t i = 0; i + 1 < w.size(); i += 2) {
    const std::string& k = w[i];
    const std::string& v = w[i + 1];
    try {
      if (k == "black") s.black = std::stod(v), s.has_counts = true;
      else if (k == "white") s.white = std::stod(v);
      else if (k == "neutral") s.neutral = std::stod(v);
      else if (k == "nobody") s.nobody = std::stod(v);
      else if (k == "komi") s.komi = std::stod(v);
      else if (k == "y") s.y = std::stod(v);
      else if (k == "literal") s.literal = v;
      else if (k == "chinese") s.chinese = v;
      else if (k == "winner") s.winner = v;
      else if (k == "result") s.result = v;
    } catch (const std::exception&) {
      throw GtpError("GTP engine " + command_ + ": trisgo-score value '" + excerpt(v) + "' of " + k + " is not a number");
    }
  }
  if (p.rules.game == Game::Gomoku) s.result = s.winner;
  return s;
}

std::vector<Point> RemoteEngine::dead_stones(const Position& p) const {
  std::vector<Point> out;
  if (extension_) return out;
  reach(p);
  GtpReply r = send("final_status_list dead");
  if (!r.ok) return out;
  for (const std::string& w : words_of(r.text)) {
    auto q = parse_gtp_vertex(w, p.board.size());
    if (!q) throw GtpError("GTP engine " + command_ + ": final_status_list dead answered '" + excerpt(w) + "', not a vertex");
    out.push_back(*q);
  }
  return out;
}

Score RemoteEngine::score(const Position& p, const std::vector<Point>& dead) const {
  if (batch_answers_ && dead.empty()) return batch(p).answers.analysis.score;
  if (full_answers_) {
    reach(p);
    std::string ask = "trisgo-score-json";
    for (Point q : dead) ask += " " + format_gtp_vertex(q, p.board.size());
    try {
      return score_from_json(send_json(ask), p.board.size());
    } catch (const GtpError& e) {
      throw GtpError("GTP engine " + command_ + ": '" + ask + "': " + e.what());
    }
  }
  if (!dead.empty()) throw EngineLimit("over GTP: scoring with agreed dead strings cannot be asked");
  if (!extension_) throw EngineLimit("the engine does not speak the TrisGo extension: final_score gives no counts");
  const RemoteScore r = remote_score(p);
  Score s;
  s.black = r.black;
  s.white = r.white;
  s.neutral = r.neutral;
  s.nobody = r.nobody;
  s.komi = r.komi;
  s.y = r.y;
  s.literal = winner_of(r.literal);
  s.chinese = winner_of(r.chinese);
  s.winner = winner_of(r.winner);
  return s;
}

Analysis RemoteEngine::analyze(const Position& p) const {
  if (!extension_) throw EngineLimit("the engine does not speak the TrisGo extension: no analysis over plain GTP");
  if (batch_answers_) return batch(p).answers.analysis;
  if (full_answers_) {
    reach(p);
    try {
      return analysis_from_json(send_json("trisgo-analyze"), p.board.size());
    } catch (const GtpError& e) {
      throw GtpError("GTP engine " + command_ + ": 'trisgo-analyze': " + e.what());
    }
  }
  Analysis a;
  a.tris = attributes(p);
  a.ended = ended(p);
  const std::vector<Move> legal = legal_moves(p);
  const Slot slot = p.to_move();
  const BoardSize size = p.board.size();
  if (!a.ended && p.rules.game != Game::Gomoku) {
    std::vector<bool> can(static_cast<std::size_t>(size.points()), false);
    // The forbidden points are the slot's side's (a FlybombGo offer's
    // declining stones are the opponent's moves, D-70).
    for (const Move& m : legal)
      if (m.side == slot.side && !m.is_pass() && m.kind != MoveKind::Emergency) can[static_cast<std::size_t>(size.index(m.point))] = true;
    for (int i = 0; i < size.points(); ++i) {
      if (p.board.at_index(i) != Piece::Empty || can[static_cast<std::size_t>(i)]) continue;
      const Move m{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, size.point(i)};
      MoveOutcome o = play(p, m);
      if (o.legal()) throw GtpError("GTP engine " + command_ + ": 'play' accepted a move trisgo-legal does not list");
      a.forbidden.push_back({size.point(i), o.illegal});
    }
  }
  if (p.rules.game != Game::Gomoku) a.score = score(p, {});
  return a;
}

}  // namespace tg::gtp
