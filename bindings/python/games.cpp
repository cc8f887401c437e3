// Games and records in Python, over bindings/c/game.h (the class the C API
// wraps too): play, undo, legal moves, analysis, score, perft, a random
// playout in C++, and a record's positions one by one.
#include <pybind11/stl.h>

#include "bindings/c/game.h"
#include "bindings/python/bindings.h"
#include "vocab/position_text.h"
#include "vocab/sgf.h"

namespace py = pybind11;

namespace tg::python {

namespace {

using bindings::EngineChoice;
using bindings::Game;

EngineChoice engine_choice(const std::string& name) {
  if (name == "optimized") return EngineChoice::Optimized;
  if (name == "reference") return EngineChoice::Reference;
  throw py::value_error("engine '" + name + "': optimized or reference");
}

// The move that fills the slot to move at `point`: its side and piece.
Move slot_move(const Game& g, Point point) {
  const Slot slot = g.position().to_move();
  return Move{slot.side, slot.kind == SlotKind::Tris ? MoveKind::Tris : MoveKind::Stone, point};
}

// The positions a record passes through: its start, then the position
// after each move, replayed by the engine (a generator, one at a time).
class RecordPositions {
 public:
  RecordPositions(const Record& r, EngineChoice engine) : record_(r), game_(start_of(r), engine) {}
  Position next() {
    if (next_ > record_.moves.size()) throw py::stop_iteration();
    if (next_ > 0) {
      const MoveOutcome o = game_.play(record_.moves[next_ - 1].move);
      if (!o.legal())
        throw std::invalid_argument("move " + std::to_string(record_.move_number(next_ - 1)) + " is illegal: " +
                                    std::string(reason_kind_name(o.reason.kind)));
    }
    ++next_;
    return game_.position();
  }

 private:
  static Record start_of(Record r) {
    r.moves.clear();
    return r;
  }
  Record record_;
  Game game_;
  std::size_t next_ = 0;
};

}  // namespace

void bind_games(py::module_& m) {
  py::class_<Record>(m, "Record", "A game record: ruleset, size, tags, setup and moves (spec/formats/records.md, sgf.md)")
      .def_static("parse", [](const std::string& text) { return bindings::parse_record_text(text, "record"); },
                  py::arg("text"), "SGF (text starting with '(') or the move-number notation")
      .def_property_readonly("rules", [](const Record& r) { return r.rules; })
      .def_property_readonly("size", [](const Record& r) { return r.size.n(); })
      .def_readonly("tags", &Record::tags)
      .def_readonly("first_move", &Record::first_move)
      .def_property_readonly("moves", [](const Record& r) {
        std::vector<Move> moves;
        for (const RecordedMove& rm : r.moves) moves.push_back(rm.move);
        return moves;
      })
      .def("sgf", [](const Record& r) { return print_sgf(r); })
      .def("notation", [](const Record& r) { return print_record(r); })
      .def("positions", [](const Record& r, const std::string& engine) { return RecordPositions(r, engine_choice(engine)); },
           py::arg("engine") = "optimized", "An iterator over the start and the position after each move");
  py::class_<RecordPositions>(m, "RecordPositions")
      .def("__iter__", [](RecordPositions& p) -> RecordPositions& { return p; })
      .def("__next__", &RecordPositions::next);

  py::class_<Game>(m, "Game", "A game: a position, the moves played (undo), and every question the engine answers")
      .def(py::init([](const Ruleset& rules, int size, const std::string& engine) {
             return Game(rules, size, engine_choice(engine));
           }),
           py::arg("rules"), py::arg("size"), py::arg("engine") = "optimized")
      .def(py::init([](const std::string& rules, int size, const std::string& engine) {
             return Game(parse_ruleset(rules, {"ruleset", 0, 0}), size, engine_choice(engine));
           }),
           py::arg("rules"), py::arg("size"), py::arg("engine") = "optimized")
      .def_static("from_record", [](const Record& r, const std::string& engine) { return Game(r, engine_choice(engine)); },
                  py::arg("record"), py::arg("engine") = "optimized")
      .def_static("from_position", [](const Position& p, const std::string& engine) { return Game(p, engine_choice(engine)); },
                  py::arg("position"), py::arg("engine") = "optimized")
      .def("play", [](Game& g, const Move& mv) { return g.play(mv); }, py::arg("move"))
      .def("play", [](Game& g, Point point) { return g.play(slot_move(g, point)); }, py::arg("point"),
           "The slot's piece (stone or tris) on the point")
      .def("pass_", [](Game& g) { return g.play(Move{g.position().to_move().side, MoveKind::Pass, {}}); })
      .def("undo", &Game::undo, "Takes the last move back; False when there is none")
      .def("legal_moves", &Game::legal_moves, "Every legal move of the slot to move, passes last")
      .def_property_readonly("ended", &Game::ended)
      .def("analysis", [](Game& g) { return g.analysis(); })
      .def("score", &Game::score, py::arg("dead") = std::vector<Point>{},
           "Art. 13, with agreed dead strings (points of black or white stones)")
      .def("perft", [](const Game& g, int depth, bool no_pass) {
        std::vector<std::uint64_t> nodes;
        for (const conformance::PerftCounts& c : g.perft(depth, no_pass).per_depth) nodes.push_back(c.nodes);
        return nodes;
      }, py::arg("depth"), py::arg("no_pass") = false, "perft(1) .. perft(depth): move sequences of each length")
      .def("random_playout", &Game::random_playout, py::arg("seed"), py::arg("max_moves") = 100000,
           py::call_guard<py::gil_scoped_release>(),
           "Random legal moves in C++ until the end (or max_moves); the number of moves played")
      .def_property_readonly("position", [](const Game& g) { return g.position(); })
      .def_property_readonly("to_move", [](const Game& g) { return g.position().to_move(); })
      .def_property_readonly("moves", [](const Game& g) { return g.moves(); })
      .def_property_readonly("engine", [](const Game& g) { return g.engine().name(); })
      .def("record", &Game::record);
}

}  // namespace tg::python
