// The Python module `trisgo` (issue 32): rulesets, positions, games, their
// answers as Python objects, reasons as data with their English and Chinese
// sentences, records and the positions they pass through. README.md shows it.
#include <pybind11/pybind11.h>

#include "bindings/python/bindings.h"
#include "vocab/engine.h"
#include "vocab/error.h"

PYBIND11_MODULE(trisgo, m) {
  m.doc() = "The TrisGo rules reference: rulesets, positions, games, analysis and scores (docs/engine-developers.md)";
  m.attr("__version__") = TRISGO_VERSION;
  // Bad text is a ValueError with file:line:col; what the engine cannot
  // decide (a ruleset it does not implement, a perft budget) is EngineLimit.
  pybind11::register_exception<tg::ParseError>(m, "ParseError", PyExc_ValueError);
  pybind11::register_exception<tg::EngineLimit>(m, "EngineLimit", PyExc_RuntimeError);
  tg::python::bind_vocabulary(m);
  tg::python::bind_answers(m);
  tg::python::bind_games(m);
}
