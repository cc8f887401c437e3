// The vocabulary in Python: sides, pieces, moves and slots, rulesets and
// positions (vocab/move.h, vocab/ruleset.h, vocab/board.h).
#include <pybind11/stl.h>

#include "bindings/python/bindings.h"
#include "vocab/board.h"
#include "vocab/engine.h"
#include "vocab/position_text.h"
#include "vocab/ruleset.h"

namespace py = pybind11;

namespace tg::python {

namespace {

// A ruleset from its canonical string or preset name, or its JSON form.
Ruleset ruleset_from_text(const std::string& text) {
  const std::size_t first = text.find_first_not_of(" \t\r\n");
  const SourceLocation where{"ruleset", 0, 0};
  return first != std::string::npos && text[first] == '{' ? parse_ruleset_json(text, where)
                                                           : parse_ruleset(text, where);
}

std::string move_repr(const Move& m) {
  std::string s = "Move(" + std::string(side_name(m.side)) + ", " + std::string(move_kind_name(m.kind));
  if (!m.is_pass()) s += ", (" + std::to_string(m.point.x) + ", " + std::to_string(m.point.y) + ")";
  return s + ")";
}

}  // namespace

void bind_vocabulary(py::module_& m) {
  py::enum_<Side>(m, "Side").value("black", Side::Black).value("white", Side::White);
  py::enum_<Piece>(m, "Piece")
      .value("empty", Piece::Empty)
      .value("black", Piece::Black)
      .value("white", Piece::White)
      .value("tris", Piece::Tris);
  py::enum_<SlotKind>(m, "SlotKind").value("stone", SlotKind::Stone).value("tris", SlotKind::Tris);
  py::enum_<MoveKind>(m, "MoveKind")
      .value("stone", MoveKind::Stone)
      .value("tris", MoveKind::Tris)
      .value("pass_", MoveKind::Pass)
      .value("emergency", MoveKind::Emergency);
  py::enum_<Attribute>(m, "Attribute")
      .value("neutral", Attribute::Neutral)
      .value("black", Attribute::Black)
      .value("white", Attribute::White);

  py::class_<Move>(m, "Move", "A move: the side, what it does (MoveKind) and its point ((x, y); None for a pass)")
      .def(py::init([](Side side, MoveKind kind, std::optional<Point> point) {
             return Move{side, kind, point.value_or(Point{})};
           }),
           py::arg("side"), py::arg("kind"), py::arg("point") = py::none())
      .def_readonly("side", &Move::side)
      .def_readonly("kind", &Move::kind)
      .def_property_readonly("point", [](const Move& mv) { return mv.is_pass() ? std::optional<Point>() : mv.point; })
      .def_property_readonly("is_pass", &Move::is_pass)
      .def("__eq__", [](const Move& a, const Move& b) { return a == b; })
      .def("__hash__", [](const Move& mv) {
        return py::hash(py::make_tuple(static_cast<int>(mv.side), static_cast<int>(mv.kind),
                                       mv.is_pass() ? 0 : mv.point.x, mv.is_pass() ? 0 : mv.point.y));
      })
      .def("__repr__", &move_repr);

  py::class_<Slot>(m, "Slot", "A slot of the move order: who moves and which piece (Art. 2.3)")
      .def_readonly("side", &Slot::side)
      .def_readonly("kind", &Slot::kind)
      .def_readonly("seat", &Slot::seat)
      .def("__repr__", [](const Slot& s) {
        return "Slot(" + std::string(side_name(s.side)) + (s.kind == SlotKind::Tris ? ", tris)" : ", stone)");
      });

  py::class_<Ruleset>(m, "Ruleset", "A ruleset: a preset name, its canonical string, or its JSON form")
      .def(py::init(&ruleset_from_text), py::arg("text"))
      .def("__str__", [](const Ruleset& r) { return to_string(r); })
      .def("__repr__", [](const Ruleset& r) { return "Ruleset('" + to_string(r) + "')"; })
      .def("__eq__", [](const Ruleset& a, const Ruleset& b) { return a == b; })
      .def("json", [](const Ruleset& r) { return to_json(r); })
      .def_property_readonly("komi", &Ruleset::komi)
      .def_property_readonly("preset", [](const Ruleset& r) { return nearest_preset(r).name; })
      .def("option", [](const Ruleset& r, const std::string& key) { return option_value(r, key); }, py::arg("key"));
  m.def("presets", [] {
    std::vector<std::string> names;
    for (const Preset& p : presets())
      if (p.implemented) names.push_back(p.name);
    return names;
  }, "The names of the presets both engines implement");

  py::class_<Position>(m, "Position", "A position: ruleset, board, next move number, passes, earlier positions")
      .def_static("parse", [](const std::string& text) { return parse_position(text, "position"); }, py::arg("text"),
                  "A position file's text (spec/formats/position.md)")
      .def_property_readonly("rules", [](const Position& p) { return p.rules; })
      .def_property_readonly("size", [](const Position& p) { return p.board.size().n(); })
      .def_readonly("next_move", &Position::next_move)
      .def_readonly("passes", &Position::passes)
      .def_property_readonly("to_move", &Position::to_move)
      .def("piece", [](const Position& p, Point q) {
        if (!p.board.size().contains(q)) throw py::index_error("the point is off the board");
        return p.board.at(q);
      }, py::arg("point"))
      .def_property_readonly("points", [](const Position& p) { return p.board.size().all_points(); },
                             "Every point in index order (top row first)")
      .def("__str__", &print_position)
      .def("__eq__", [](const Position& a, const Position& b) { return a == b; });
}

}  // namespace tg::python
