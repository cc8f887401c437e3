#include "conformance/traces.h"

#include <random>
#include <stdexcept>

#include "vocab/engine_json.h"

namespace tg::conformance {
namespace {

// The points owned at the end as one string, rows as in board_row_string:
// 'B' black, 'W' white, 'N' neutral, 'S' shared, '.' nobody's.
std::string owner_row_string(BoardSize size, const std::vector<Owner>& owner) {
  std::string s;
  for (int i = 0; i < size.points(); ++i) {
    if (i > 0 && i % size.n() == 0) s += '/';
    switch (owner[static_cast<std::size_t>(i)]) {
      case Owner::Black: s += 'B'; break;
      case Owner::White: s += 'W'; break;
      case Owner::Neutral: s += 'N'; break;
      case Owner::Shared: s += 'S'; break;
      case Owner::Nobody: s += '.'; break;
    }
  }
  return s;
}

nlohmann::ordered_json slot_json(const Slot& slot, bool seats) {
  nlohmann::ordered_json j;
  j["side"] = side_name(slot.side);
  j["kind"] = slot.kind == SlotKind::Stone ? "stone" : "tris";
  if (seats) j["seat"] = seat_name(slot.seat);
  return j;
}

}  // namespace

std::string board_row_string(const Board& board, const std::vector<TrisInfo>& tris) {
  const BoardSize size = board.size();
  std::vector<Attribute> attribute(static_cast<std::size_t>(size.points()), Attribute::Neutral);
  for (const TrisInfo& t : tris)
    for (Point q : t.points) attribute[static_cast<std::size_t>(size.index(q))] = t.attribute;
  std::string s;
  for (int i = 0; i < size.points(); ++i) {
    if (i > 0 && i % size.n() == 0) s += '/';
    switch (board.at_index(i)) {
      case Piece::Empty: s += '.'; break;
      case Piece::Black: s += 'X'; break;
      case Piece::White: s += 'O'; break;
      case Piece::Tris: {
        const Attribute a = attribute[static_cast<std::size_t>(i)];
        s += a == Attribute::Black ? 'B' : a == Attribute::White ? 'W' : 'T';
        break;
      }
    }
  }
  return s;
}

std::vector<nlohmann::ordered_json> trace_game(const Engine& engine, const TraceSpec& spec) {
  std::vector<nlohmann::ordered_json> lines;
  Position p(spec.size, spec.rules);
  if (spec.rules.order == OrderRule::Flybomb) p.flybomb.seed = spec.seed;  // the random flybombs (D-71)
  const bool seats = spec.rules.order == OrderRule::Menggo2013 || spec.rules.order == OrderRule::Menggo2013Two;
  const bool gomoku = spec.rules.game == Game::Gomoku;
  constexpr LabelSet kLabels = LabelSet::Chinese;

  nlohmann::ordered_json header;
  header["type"] = "header";
  header["format"] = "trisgo-trace-1";
  header["rules"] = to_string(spec.rules);
  header["size"] = spec.size.n();
  header["seed"] = spec.seed;
  header["max_moves"] = spec.max_moves;
  header["engine"] = engine.name();
  header["labels"] = label_set_name(kLabels);
  lines.push_back(header);

  std::mt19937_64 rng(spec.seed);
  const std::vector<Point> points = spec.size.all_points();
  int played = 0;
  // One line per move tried: the move, its slot, the number of legal moves
  // of the position, and the engine's answer.
  auto move_line = [&](const Position& before, const Move& m, const MoveOutcome& o, std::size_t legal_count) {
    nlohmann::ordered_json j;
    j["type"] = "move";
    j["number"] = before.next_move;
    j["slot"] = slot_json(before.to_move(), seats);
    j["legal_moves"] = legal_count;
    j["move"] = move_json(m, kLabels);
    const nlohmann::ordered_json answer = outcome_json(o);  // the refusal as data, no words
    for (auto it = answer.begin(); it != answer.end(); ++it) j[it.key()] = it.value();
    if (o.legal()) {
      const Analysis after = engine.analyze(*o.after);
      j["board"] = board_row_string(o.after->board, after.tris);
      j["passes"] = o.after->passes;
      j["ended"] = after.ended;
    }
    lines.push_back(j);
  };

  while (played < spec.max_moves && !engine.ended(p)) {
    const std::vector<Move> legal = engine.legal_moves(p);
    if (legal.empty()) break;
    const Slot slot = p.to_move();
    Move probe;
    probe.side = slot.side;
    // Seven times in eight an empty point (the interesting refusals), else
    // any point of the board (occupied points too).
    std::vector<Point> empty;
    for (Point q : points)
      if (p.board.at(q) == Piece::Empty) empty.push_back(q);
    const bool anywhere = rng() % 8 == 0 || empty.empty();
    const std::vector<Point>& from = anywhere ? points : empty;
    probe.point = from[static_cast<std::size_t>(rng() % from.size())];
    probe.kind = slot.kind == SlotKind::Stone ? MoveKind::Stone : (rng() % 4 == 0 ? MoveKind::Emergency : MoveKind::Tris);
    MoveOutcome o = engine.play(p, probe);
    move_line(p, probe, o, legal.size());
    if (!o.legal()) {
      const Move& m = legal[static_cast<std::size_t>(rng() % legal.size())];
      o = engine.play(p, m);
      if (!o.legal())
        throw std::logic_error("engine " + engine.name() + " listed a move as legal and refused it: " +
                               std::string(illegal_name(o.illegal)));
      move_line(p, m, o, legal.size());
    }
    p = *o.after;
    ++played;
  }

  nlohmann::ordered_json end;
  end["type"] = "end";
  end["moves_played"] = played;
  const Analysis a = engine.analyze(p);
  end["ended"] = a.ended;
  end["board"] = board_row_string(p.board, a.tris);
  if (gomoku) {  // GM-6.2: no score, how the game ended and who won
    end["end"] = gomoku_end_name(a.gomoku->end);
    end["winner"] = a.ended ? nlohmann::ordered_json(winner_name(a.gomoku->winner)) : nlohmann::ordered_json();
  } else {
    const Score s = engine.score(p, {});
    // analyze's score, with the owners as one row string in the layout of
    // "board" (a trace line stays one short line).
    nlohmann::ordered_json score = score_json(p, s);
    score["owners"] = owner_row_string(spec.size, s.owner);
    end["score"] = score;
  }
  lines.push_back(end);
  return lines;
}

}  // namespace tg::conformance
