// The engines' answers in Python (vocab/engine.h): reasons as data with
// their sentences (text/), strings, regions, private-eye verdicts, tris,
// forbidden points, the analysis, a move's outcome and the score.
#include <pybind11/stl.h>

#include "bindings/python/bindings.h"
#include "text/reason_text.h"
#include "text/words.h"
#include "vocab/engine.h"
#include "vocab/labels.h"

namespace py = pybind11;

namespace tg::python {

namespace {

// One candidate region of a private-eye verdict with its reason (kind None
// for a private eye), made from the witness data (text::eye_reason).
struct Candidate {
  EyeCandidate data;
  Reason reason;
};

py::object reason_arg(const ReasonArg& arg) {
  return std::visit([](const auto& v) { return py::cast(v); }, arg);
}

// The reason's sentence; `language` "en" or "zh", `labels` a label set's name.
std::string reason_text(const Reason& r, const std::string& language, const std::string& labels) {
  const std::optional<text::Language> l = text::parse_language(language);
  if (!l) throw py::value_error("language '" + language + "': en or zh");
  const std::optional<LabelSet> set = parse_label_set_name(labels);
  if (!set || *set == LabelSet::Gtp) throw py::value_error("labels '" + labels + "': integer, letter or chinese");
  return text::render(r, *set, text::reason_table(*l));
}

std::vector<Candidate> candidates(const PrivateEyeInfo& e) {
  std::vector<Candidate> out;
  for (const EyeCandidate& c : e.candidates) out.push_back({c, text::eye_reason(e.colour, c)});
  return out;
}

}  // namespace

void bind_answers(py::module_& m) {
  py::enum_<Winner>(m, "Winner").value("black", Winner::Black).value("white", Winner::White).value("draw", Winner::Draw);
  py::enum_<Owner>(m, "Owner")
      .value("black", Owner::Black)
      .value("white", Owner::White)
      .value("neutral", Owner::Neutral)
      .value("shared", Owner::Shared)
      .value("nobody", Owner::Nobody);

  py::class_<Reason>(m, "Reason",
                     "Why a move was refused or a region is not a private eye, as data: a kind with a stable name, "
                     "its article or decision, and its parameters by name")
      .def_property_readonly("kind", [](const Reason& r) { return std::string(reason_kind_name(r.kind)); })
      .def_property_readonly("id", [](const Reason& r) { return std::string(reason_kind_id(r.kind)); })
      .def_property_readonly("params", [](const Reason& r) {
        py::dict d;
        const std::vector<std::string_view>& names = reason_kind_info(r.kind).params;
        for (std::size_t i = 0; i < r.args.size(); ++i)
          d[py::str(i < names.size() ? std::string(names[i]) : "arg" + std::to_string(i))] = reason_arg(r.args[i]);
        return d;
      })
      .def("__bool__", [](const Reason& r) { return !r.none(); })
      .def("__eq__", [](const Reason& a, const Reason& b) { return a == b; })
      .def("text", &reason_text, py::arg("language") = "en", py::arg("labels") = "integer",
           "The sentence, in English (en) or Chinese (zh), points in a label set (integer, letter, chinese)")
      .def("__repr__", [](const Reason& r) { return "Reason('" + std::string(reason_kind_name(r.kind)) + "')"; });

  py::class_<StringInfo>(m, "String", "A string (Art. 3.3) with its liberties")
      .def_readonly("kind", &StringInfo::kind)
      .def_readonly("points", &StringInfo::points)
      .def_readonly("liberties", &StringInfo::liberties);
  py::class_<RegionInfo>(m, "Region", "A closed region (Art. 4.1) and whether it is an eye (Art. 4.2)")
      .def_readonly("formed_by", &RegionInfo::formed_by)
      .def_readonly("points", &RegionInfo::points)
      .def_readonly("is_eye", &RegionInfo::is_eye);
  py::class_<Candidate>(m, "EyeCandidate", "A candidate region of a private eye, its reason and witnesses (Art. 4.3)")
      .def_property_readonly("region", [](const Candidate& c) { return c.data.region; })
      .def_property_readonly("is_private_eye", [](const Candidate& c) { return c.reason.none(); })
      .def_readonly("reason", &Candidate::reason)
      .def_property_readonly("inspected", [](const Candidate& c) { return c.data.inspected; })
      .def_property_readonly("eye", [](const Candidate& c) { return c.data.eye; })
      .def_property_readonly("eye_of", [](const Candidate& c) { return c.data.eye_of; })
      .def_property_readonly("placements", [](const Candidate& c) { return c.data.placements; })
      .def_property_readonly("guarded", [](const Candidate& c) { return c.data.guarded; });
  py::class_<PrivateEyeInfo>(m, "PrivateEyeVerdict", "A black or white string's private-eye verdict (Art. 4.3)")
      .def_readonly("colour", &PrivateEyeInfo::colour)
      .def_readonly("string", &PrivateEyeInfo::string)
      .def_readonly("has_private_eye", &PrivateEyeInfo::has_private_eye)
      .def_property_readonly("candidates", &candidates);
  py::class_<TrisInfo>(m, "Tris", "A tris string's Art. 6 parameters, attribute and deciding branch")
      .def_readonly("points", &TrisInfo::points)
      .def_readonly("by", &TrisInfo::by)
      .def_readonly("wy", &TrisInfo::wy)
      .def_readonly("bo", &TrisInfo::bo)
      .def_readonly("wo", &TrisInfo::wo)
      .def_readonly("attribute", &TrisInfo::attribute)
      .def_readonly("branch", &TrisInfo::branch);
  py::class_<ForbiddenPoint>(m, "ForbiddenPoint", "A point where the slot's piece may not go, and why")
      .def_readonly("point", &ForbiddenPoint::point)
      .def_property_readonly("reason", [](const ForbiddenPoint& f) { return std::string(illegal_name(f.reason)); });

  py::class_<Score>(m, "Score", "Art. 13: points of each side, komi, and the winner under each formula")
      .def_readonly("black", &Score::black)
      .def_readonly("white", &Score::white)
      .def_readonly("neutral", &Score::neutral)
      .def_readonly("nobody", &Score::nobody)
      .def_readonly("komi", &Score::komi)
      .def_readonly("literal", &Score::literal)
      .def_readonly("chinese", &Score::chinese)
      .def_readonly("winner", &Score::winner)
      .def_readonly("owner", &Score::owner, "Each point's owner, in index order");

  py::class_<Analysis>(m, "Analysis", "Everything an engine says about a position")
      .def_readonly("base_strings", &Analysis::base_strings)
      .def_readonly("holistic_strings", &Analysis::holistic_strings)
      .def_readonly("regions", &Analysis::regions)
      .def_readonly("private_eyes", &Analysis::private_eyes)
      .def_readonly("tris", &Analysis::tris)
      .def_readonly("forbidden", &Analysis::forbidden)
      .def_readonly("ended", &Analysis::ended)
      .def_readonly("score", &Analysis::score)
      .def("attribute", [](const Analysis& a, Point p) -> std::optional<Attribute> {
        for (const TrisInfo& t : a.tris)
          for (const Point& q : t.points)
            if (q == p) return t.attribute;
        return std::nullopt;
      }, py::arg("point"), "The attribute of the tris on the point (None when there is none)");

  py::class_<AttributeChange>(m, "AttributeChange")
      .def_readonly("points", &AttributeChange::points)
      .def_readonly("before", &AttributeChange::from)
      .def_readonly("after", &AttributeChange::to);
  py::class_<MoveOutcome>(m, "Outcome", "What a move did, or why it was refused")
      .def_property_readonly("legal", &MoveOutcome::legal)
      .def_readonly("reason", &MoveOutcome::reason)
      .def_readonly("captured", &MoveOutcome::captured)
      .def_readonly("changes", &MoveOutcome::changes)
      .def_property_readonly("cascade_steps", [](const MoveOutcome& o) { return o.cascade.size(); })
      .def("__bool__", &MoveOutcome::legal);
}

}  // namespace tg::python
