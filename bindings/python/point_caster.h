#pragma once
// Points cross into Python as (x, y) tuples, Cartesian with the centre at
// (0, 0) (TG-1.*), and any pair of ints comes back as a point: so a
// list of points is a list of tuples, and a Python user needs no Point class.
#include <pybind11/pybind11.h>

#include "vocab/geometry.h"

namespace pybind11::detail {

template <>
struct type_caster<tg::Point> {
  PYBIND11_TYPE_CASTER(tg::Point, const_name("tuple[int, int]"));
  bool load(handle source, bool) {
    if (!isinstance<sequence>(source)) return false;
    sequence s = reinterpret_borrow<sequence>(source);
    if (s.size() != 2) return false;
    try {
      value = tg::Point{s[0].cast<int>(), s[1].cast<int>()};
    } catch (const cast_error&) {
      return false;
    }
    return true;
  }
  static handle cast(const tg::Point& p, return_value_policy, handle) {
    return make_tuple(p.x, p.y).release();
  }
};

}  // namespace pybind11::detail
