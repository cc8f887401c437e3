// The standard GTP v2 commands (specification section 6), over the game
// state. Each handler: what it does, its arguments, its failures, its answer.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "gtp/handicap.h"
#include "gtp/move_text.h"
#include "gtp/server.h"
#include "vocab/labels.h"
#include "vocab/sgf.h"

#ifndef TRISGO_VERSION
#define TRISGO_VERSION "0"
#endif

namespace tg::gtp {
namespace {

std::string slot_words(const Position& p) {
  const Slot s = p.to_move();
  return "move " + std::to_string(p.next_move) + " is " + std::string(side_name(s.side)) + " " +
         (s.kind == SlotKind::Tris ? "tris" : "stone");
}

// The glyph of a point for showboard: X O stones, '.' empty, T a neutral
// tris and B / W a tris of black or white attribute (derived, Art. 5.2, or
// stored in TrisGomoku).
std::vector<char> glyphs(const Engine& engine, const Position& p) {
  const Board& b = p.board;
  std::vector<char> out(static_cast<std::size_t>(b.size().points()), '.');
  bool any_tris = false;
  for (int i = 0; i < b.size().points(); ++i) {
    const Piece piece = b.at_index(i);
    out[static_cast<std::size_t>(i)] = piece == Piece::Black ? 'X' : piece == Piece::White ? 'O' : piece == Piece::Tris ? 'T' : '.';
    any_tris = any_tris || piece == Piece::Tris;
  }
  if (!any_tris) return out;
  for (const TrisInfo& t : engine.analyze(p).tris)
    for (Point q : t.points)
      out[static_cast<std::size_t>(b.size().index(q))] =
          t.attribute == Attribute::Black ? 'B' : t.attribute == Attribute::White ? 'W' : 'T';
  return out;
}

std::string board_text(const Engine& engine, const Position& p) {
  const BoardSize size = p.board.size();
  const std::vector<char> g = glyphs(engine, p);
  std::string columns = "   ";
  for (int x = -size.half(); x <= size.half(); ++x) columns += " " + format_gtp_column(x, size);
  std::string out = "\n" + columns + "\n";
  for (int y = size.half(); y >= -size.half(); --y) {
    const std::string row = format_gtp_row(y, size);
    out += (row.size() < 2 ? "  " : " ") + row;
    for (int x = -size.half(); x <= size.half(); ++x)
      out += std::string(" ") + g[static_cast<std::size_t>(size.index({x, y}))];
    out += " " + row + "\n";
  }
  out += columns + "\n";
  out += to_string(p.rules) + "; " + slot_words(p) + (p.passes ? "; " + std::to_string(p.passes) + " passes" : "");
  if (engine.ended(p)) out += "; the game has ended (Art. 11)";
  return out;
}

// A record file: a regular file of at most 16 MiB (a device such as
// /dev/zero or a pipe would never end, and a session must not hang).
std::string read_whole_file(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) throw Failure("cannot load file " + path + ": not a regular file");
  const auto bytes = std::filesystem::file_size(path, ec);
  if (ec || bytes > (16u << 20)) throw Failure("cannot load file " + path + ": larger than 16 MiB or unreadable");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw Failure("cannot load file " + path + ": it cannot be opened");
  std::ostringstream s;
  s << in.rdbuf();
  if (in.bad()) throw Failure("cannot load file " + path + ": a read error");
  return s.str();
}

// The piece kind `side` places next in `p` (a turn_of position): the slot's,
// or at a FlybombGo offer the declining stone's (D-70, D-136).
SlotKind slot_kind_of(const Position& p, Side side) {
  if (p.to_move().side == side) return p.to_move().kind;
  const std::optional<Slot> decline = p.declining_slot();
  return decline && decline->side == side ? decline->kind : p.to_move().kind;
}

// A legal move of `side` now, chosen by the session's policy. Refused, with
// the reason as data in words, when the game has ended (Art. 11) or the move
// order gives `side` no move here (wrong-slot, Art. 2.3: the slot is named).
Move generate(Server& srv, Side side) {
  const Position p = srv.game().turn_of(side);
  const BoardSize size = p.board.size();
  auto refuse = [&](Illegal illegal, Reason reason) {
    MoveOutcome o;
    o.illegal = illegal;
    o.reason = std::move(reason);
    return Failure("cannot generate a " + std::string(side_name(side)) + " move: " + refusal_reply(o, size));
  };
  if (srv.engine().ended(p))
    throw refuse(Illegal::GameOver, make_reason(p.rules.game == Game::Gomoku ? ReasonKind::GomokuGameOver : ReasonKind::GameOver));
  const Slot slot = p.to_move();
  if (slot.side != side && !(p.declining_slot() && p.declining_slot()->side == side))
    throw refuse(Illegal::WrongSlot,
                 make_reason(p.rules.game == Game::Gomoku ? ReasonKind::GomokuWrongSlot : ReasonKind::WrongSlot,
                             p.next_move, slot.side, slot.kind, side,
                             slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone));
  // At an offer the engine lists the thrower's flybombs and the opponent's
  // declining moves: only the asked colour's are answers.
  std::vector<Move> moves;
  for (const Move& m : srv.engine().legal_moves(p))
    if (m.side == side) moves.push_back(m);
  if (moves.empty()) throw Failure("no legal move (the game has ended)");
  if (srv.options().player && slot.side == side) return srv.options().player(p);
  return choose_move(srv.options().policy, srv.engine(), p, moves, srv.rng());
}

// Handicap stones are plain Go's (D-150): every other ruleset has a move
// order of its own, which they would contradict.
void check_handicap(Server& srv, const std::string& command) {
  if (srv.game().free_play()) return;
  throw Failure(command + " is for plain Go (the go preset's alternate order): the rules " +
                to_string(srv.game().rules()) + " have no handicap stones");
}

std::string invalid_stones(BoardSize size, int max) {
  const std::string board = std::to_string(size.n()) + "x" + std::to_string(size.n());
  if (max < 2) return "invalid number of stones: the " + board + " board has no fixed handicap";
  return "invalid number of stones: 2 to " + std::to_string(max) + " on " + board;
}

std::string place_handicap(Server& srv, const std::vector<Point>& points) {
  try {
    srv.game().set_handicap(points);
  } catch (const std::invalid_argument& e) {
    throw Failure(e.what());
  }
  std::string out;
  for (Point q : points) out += (out.empty() ? "" : " ") + format_gtp_vertex(q, srv.game().size());
  return out;
}

void add(Server& s, std::string name, std::string doc, Server::Handler run) {
  s.add({std::move(name), std::move(doc), std::move(run)});
}

}  // namespace

void add_standard_commands(Server& s) {
  add(s, "protocol_version", "answers 2", [](Server&, const Arguments& a) {
    a.expect(0);
    return std::string("2");
  });
  add(s, "name", "answers TrisGo", [](Server&, const Arguments& a) {
    a.expect(0);
    return std::string("TrisGo");
  });
  add(s, "version", "the version of the rules reference and the engine", [](Server& srv, const Arguments& a) {
    a.expect(0);
    return std::string(TRISGO_VERSION) + " (" + srv.engine().name() + " engine)";
  });
  add(s, "known_command", "NAME: true or false", [](Server& srv, const Arguments& a) {
    a.expect(1);
    return std::string(srv.find(a.word(0)) ? "true" : "false");
  });
  add(s, "list_commands", "every command, one a line", [](Server& srv, const Arguments& a) {
    a.expect(0);
    std::string out;
    for (const Server::Command& c : srv.commands()) out += c.name + "\n";
    return out;
  });
  add(s, "quit", "ends the session after this reply", [](Server& srv, const Arguments&) {
    srv.request_quit();
    return std::string();
  });
  add(s, "boardsize", "N: an odd size from 3 to 19 (else 'unacceptable size'); clears the board",
      [](Server& srv, const Arguments& a) {
        a.expect(1);
        const long n = a.integer(0, -1000000, 1000000);
        auto size = BoardSize::make(static_cast<int>(n));
        if (!size) throw Failure("unacceptable size");
        srv.game().set_size(*size);
        return std::string();
      });
  add(s, "clear_board", "an empty board, move 1", [](Server& srv, const Arguments& a) {
    a.expect(0);
    srv.game().clear();
    return std::string();
  });
  add(s, "komi", "K: the komi, a multiple of 0.25 (Art. 13 counts in quarter points)",
      [](Server& srv, const Arguments& a) {
        a.expect(1);
        const double k = a.number(0);
        const double quarters = k * 4;
        if (std::fabs(k) > 1000 || quarters != std::round(quarters))
          throw Failure("syntax error: komi " + a.word(0) + " is not a multiple of 0.25 from -1000 to 1000");
        srv.game().set_komi_quarters(static_cast<int>(std::lround(quarters)));
        return std::string();
      });
  add(s, "play",
      "COLOUR [stone|tris] VERTEX|pass: plays it if the rules allow (else 'illegal move: reason (article)'); under "
      "plain Go either colour at any time, also after two passes (D-150, D-151)",
      [](Server& srv, const Arguments& a) {
        a.expect_between(2, 3);
        const Side side = a.colour(0);
        const Position p = srv.game().turn_of(side);
        // FlybombGo (D-70): the opponent of an offered chosen flybomb
        // declines it with its stone, so its move is read for that slot.
        SlotKind kind = p.to_move().kind;
        if (auto d = p.declining_slot(); d && d->side == side && p.to_move().side != side) kind = d->kind;
        MoveText mt = parse_move_words(a.rest(1), side, kind, p.board.size());
        if (!mt.move) throw Failure("syntax error: " + mt.error);
        MoveOutcome o = srv.game().play(*mt.move);
        if (!o.legal()) throw Failure(illegal_reply(o, p.board.size()));
        return std::string();
      });
  add(s, "genmove",
      "COLOUR: chooses a legal move of COLOUR (seeded policy), plays it and answers it; under plain Go either colour "
      "at any time (D-150)",
      [](Server& srv, const Arguments& a) {
        a.expect(1);
        const Side side = a.colour(0);
        const Move m = generate(srv, side);
        const Position p = srv.game().turn_of(side);
        MoveOutcome o = srv.game().play(m);
        if (!o.legal())
          throw std::logic_error("the engine listed an illegal move as legal: " + illegal_reply(o, p.board.size()));
        return format_move_words(m, slot_kind_of(p, side), p.board.size());
      });
  add(s, "reg_genmove", "COLOUR: the move genmove would answer, not played (regression tests)",
      [](Server& srv, const Arguments& a) {
        a.expect(1);
        const Side side = a.colour(0);
        const Move m = generate(srv, side);
        const Position p = srv.game().turn_of(side);
        return format_move_words(m, slot_kind_of(p, side), p.board.size());
      });
  add(s, "fixed_handicap",
      "N: plain Go only: N black stones on the fixed points of GTP 4.1.1 (2 to 9; 7x7: 2 to 4), white to move; "
      "answers the vertices",
      [](Server& srv, const Arguments& a) {
        a.expect(1);
        check_handicap(srv, "fixed_handicap");
        const BoardSize size = srv.game().size();
        const long n = a.integer(0, -1000000, 1000000);
        auto points = fixed_handicap(static_cast<int>(n), size);
        if (!points) throw Failure(invalid_stones(size, max_fixed_handicap(size)));
        return place_handicap(srv, *points);
      });
  add(s, "place_free_handicap",
      "N: plain Go only: N black stones (the fixed points first, further ones drawn by the seed), white to move; "
      "answers the vertices",
      [](Server& srv, const Arguments& a) {
        a.expect(1);
        check_handicap(srv, "place_free_handicap");
        const BoardSize size = srv.game().size();
        const long n = a.integer(0, -1000000, 1000000);
        if (n < 2 || n > size.points() - 1) throw Failure(invalid_stones(size, size.points() - 1));
        const int fixed = std::min(static_cast<int>(n), max_fixed_handicap(size));
        std::vector<Point> points = fixed >= 2 ? *fixed_handicap(fixed, size) : std::vector<Point>{};
        std::vector<Point> rest;
        for (Point q : size.all_points())
          if (std::find(points.begin(), points.end(), q) == points.end()) rest.push_back(q);
        while (static_cast<long>(points.size()) < n) {
          const std::size_t i = static_cast<std::size_t>(srv.rng()() % rest.size());
          points.push_back(rest[i]);
          rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
        }
        return place_handicap(srv, points);
      });
  add(s, "set_free_handicap", "VERTEX...: plain Go only: black stones on the vertices given (2 or more), white to move",
      [](Server& srv, const Arguments& a) {
        check_handicap(srv, "set_free_handicap");
        const BoardSize size = srv.game().size();
        if (a.size() < 2 || static_cast<long>(a.size()) > size.points() - 1)
          throw Failure("bad vertex list: 2 to " + std::to_string(size.points() - 1) + " vertices, not " +
                        std::to_string(a.size()));
        std::vector<Point> points;
        for (const std::string& w : a.words()) {
          auto q = parse_gtp_vertex(w, size);
          if (!q) throw Failure("bad vertex list: '" + w + "' is not a vertex of the board");
          if (std::find(points.begin(), points.end(), *q) != points.end())
            throw Failure("bad vertex list: " + format_gtp_vertex(*q, size) + " is given twice");
          points.push_back(*q);
        }
        place_handicap(srv, points);
        return std::string();
      });
  add(s, "undo", "takes back the last move (else 'cannot undo')", [](Server& srv, const Arguments& a) {
    a.expect(0);
    if (!srv.game().undo()) throw Failure("cannot undo");
    return std::string();
  });
  add(s, "showboard", "the board (X O stones, T B W tris by attribute) and the slot to move",
      [](Server& srv, const Arguments& a) {
        a.expect(0);
        return board_text(srv.engine(), srv.game().position());
      });
  add(s, "final_score", "the result as the board stands (Art. 13, the ruleset's komi formula): B+n, W+n or 0",
      [](Server& srv, const Arguments& a) {
        a.expect(0);
        return result_text(srv.engine(), srv.game().position());
      });
  add(s, "final_status_list", "alive|dead|seki: no dead-stone judgement; every stone is alive as the board stands",
      [](Server& srv, const Arguments& a) {
        a.expect(1);
        const std::string& which = a.word(0);
        if (which != "alive" && which != "dead" && which != "seki")
          throw Failure("syntax error: '" + which + "' is not alive, dead or seki");
        std::string out;
        if (which != "alive") return out;
        const Position& p = srv.game().position();
        for (Point q : p.board.size().all_points()) {
          const Piece piece = p.board.at(q);
          if (piece == Piece::Black || piece == Piece::White) out += (out.empty() ? "" : " ") + format_gtp_vertex(q, p.board.size());
        }
        return out;
      });
  add(s, "loadsgf", "FILE [MOVE]: the record's position before move number MOVE (all moves without it)",
      [](Server& srv, const Arguments& a) {
        a.expect_between(1, 2);
        const long until = a.size() == 2 ? a.integer(1, 1, kMaxMoveNumber) : 0;
        const std::string text = read_whole_file(a.word(0));
        Record r = [&] {
          try {
            return parse_sgf(text, a.word(0));
          } catch (const std::exception& e) {
            throw Failure(std::string("cannot load file: ") + e.what());
          }
        }();
        if (!implemented(r.rules)) throw Failure("cannot load file: its rules " + to_string(r.rules) + " are not implemented");
        try {
          srv.game().load(r, static_cast<int>(until));
        } catch (const std::invalid_argument& e) {
          throw Failure(std::string("cannot load file: ") + e.what());
        }
        return std::string();
      });
  add(s, "printsgf", "the game so far as SGF (spec/formats/sgf.md)", [](Server& srv, const Arguments& a) {
    a.expect(0);
    return print_sgf(srv.game().record());
  });
  add(s, "time_settings", "MAIN BYO STONES: accepted (the engine answers at once)", [](Server&, const Arguments& a) {
    a.expect(3);
    for (std::size_t i = 0; i < 3; ++i) a.integer(i, 0, 1L << 40);
    return std::string();
  });
  add(s, "time_left", "COLOUR TIME STONES: accepted", [](Server&, const Arguments& a) {
    a.expect(3);
    a.colour(0);
    a.integer(1, 0, 1L << 40);
    a.integer(2, 0, 1L << 40);
    return std::string();
  });
}

}  // namespace tg::gtp
