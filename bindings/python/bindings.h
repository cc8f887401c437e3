#pragma once
// The parts of the Python module `trisgo` (module.cpp): each binds one group
// of types. Every type is the libraries' own (vocab/engine.h, vocab/reason.h,
// bindings/c/game.h); nothing here decides a rule.
#include <pybind11/pybind11.h>

#include "bindings/python/point_caster.h"

namespace tg::python {

void bind_vocabulary(pybind11::module_& m);  // enums, moves, rulesets, positions (vocabulary.cpp)
void bind_answers(pybind11::module_& m);     // reasons, analysis, outcomes, scores (answers.cpp)
void bind_games(pybind11::module_& m);       // games and records (games.cpp)

}  // namespace tg::python
