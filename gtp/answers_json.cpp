#include "gtp/answers_json.h"

#include <string_view>

namespace tg::gtp {
namespace {

using json = nlohmann::json;

[[noreturn]] void bad(const std::string& what) { throw GtpError("the JSON answer: " + what); }

const json& field(const json& j, const char* key) {
  if (!j.is_object()) bad(std::string("an object was expected around '") + key + "'");
  auto it = j.find(key);
  if (it == j.end()) bad(std::string("no field '") + key + "'");
  return *it;
}

// The value among n whose name() is `text`.
template <typename E, typename Name>
E by_name(const json& v, int n, Name name, const char* what) {
  if (!v.is_string()) bad(std::string(what) + " is not a string");
  const std::string text = v.get<std::string>();
  for (int i = 0; i < n; ++i)
    if (name(static_cast<E>(i)) == text) return static_cast<E>(i);
  bad(std::string(what) + " '" + text + "' is not known");
}

int integer(const json& v, const char* what) {
  if (!v.is_number_integer()) bad(std::string(what) + " is not a whole number");
  return v.get<int>();
}
double number(const json& v, const char* what) {
  if (!v.is_number()) bad(std::string(what) + " is not a number");
  return v.get<double>();
}
bool boolean(const json& v, const char* what) {
  if (!v.is_boolean()) bad(std::string(what) + " is not true or false");
  return v.get<bool>();
}
const json& array(const json& v, const char* what) {
  if (!v.is_array()) bad(std::string(what) + " is not an array");
  return v;
}

Point point(const json& v) {
  if (!v.is_array() || v.size() != 2 || !v[0].is_number_integer() || !v[1].is_number_integer())
    bad("a point is not [x, y]");
  return Point{v[0].get<int>(), v[1].get<int>()};
}
std::vector<Point> points(const json& v) {
  std::vector<Point> out;
  for (const json& p : array(v, "a point list")) out.push_back(point(p));
  return out;
}
std::vector<std::vector<Point>> point_lists(const json& v) {
  std::vector<std::vector<Point>> out;
  for (const json& p : array(v, "a list of point lists")) out.push_back(points(p));
  return out;
}

Side side(const json& v) { return by_name<Side>(v, 2, side_name, "a side"); }
Attribute attribute(const json& v) { return by_name<Attribute>(v, 3, attribute_name, "an attribute"); }
Winner winner(const json& v) { return by_name<Winner>(v, 3, winner_name, "a winner"); }

Piece string_kind(const json& v) {
  if (v == "black") return Piece::Black;
  if (v == "white") return Piece::White;
  if (v == "tris") return Piece::Tris;
  bad("a string's kind is not black, white or tris");
}

std::vector<StringInfo> strings(const json& v, const char* kind_key) {
  std::vector<StringInfo> out;
  for (const json& s : array(v, "a list of strings"))
    out.push_back(StringInfo{string_kind(field(s, kind_key)), points(field(s, "points")), points(field(s, "liberties"))});
  return out;
}

std::vector<AttributeChange> changes(const json& v) {
  std::vector<AttributeChange> out;
  for (const json& c : array(v, "attribute_changes"))
    out.push_back(AttributeChange{points(field(c, "points")), attribute(field(c, "from")), attribute(field(c, "to"))});
  return out;
}

std::vector<EncirclementTarget> targets(const json& v) {
  std::vector<EncirclementTarget> out;
  for (const json& t : array(v, "a list of targets")) {
    EncirclementTarget x;
    x.encircler = side(field(t, "encircler"));
    x.type = by_name<EncirclementType>(field(t, "type"), 4, encirclement_type_name, "a target type");
    x.main_core = points(field(t, "main_core"));
    x.secondary_cores = point_lists(field(t, "secondary_cores"));
    x.reinforcements = point_lists(field(t, "reinforcements"));
    x.walls = point_lists(field(t, "walls"));
    x.whole = points(field(t, "whole"));
    x.liberties = points(field(t, "liberties"));
    x.flips = points(field(t, "flips"));
    out.push_back(std::move(x));
  }
  return out;
}

GomokuAnalysis gomoku(const json& g) {
  GomokuAnalysis out;
  out.extended_strings = strings(field(g, "extended_strings"), "colour");
  out.targets = targets(field(g, "targets"));
  for (const json& f : array(field(g, "fives"), "fives"))
    out.fives.push_back(Five{side(field(f, "side")), points(field(f, "points"))});
  out.end = by_name<GomokuEnd>(field(g, "end"), 5, gomoku_end_name, "a TrisGomoku end");
  if (out.end != GomokuEnd::None) out.winner = winner(field(g, "winner"));
  return out;
}

EyeCandidate candidate(const json& c) {
  EyeCandidate x;
  x.region = points(field(c, "region"));
  const json& failed = field(c, "failed");
  if (!failed.is_null()) {
    const json& kind = field(failed, "kind");
    std::optional<ReasonKind> k = kind.is_string() ? parse_reason_kind(kind.get<std::string>()) : std::nullopt;
    if (!k) bad("a private-eye verdict's kind is not known");
    x.failed = *k;
  }
  x.inspected = point_lists(field(c, "inspected"));
  x.eye = points(field(c, "eye"));
  x.eye_of = points(field(c, "eye_of"));
  x.placements = points(field(c, "placements"));
  x.guarded = points(field(c, "guarded"));
  x.shared_empty = points(field(c, "shared_empty"));
  x.own_string = points(field(c, "own_string"));
  return x;
}

}  // namespace

Score score_from_json(const json& j, BoardSize size) {
  Score s;
  s.black = number(field(j, "black"), "black");
  s.white = number(field(j, "white"), "white");
  s.neutral = number(field(j, "neutral"), "neutral");
  s.nobody = number(field(j, "nobody"), "nobody");
  s.komi = number(field(j, "komi"), "komi");
  s.y = number(field(j, "y"), "y");
  s.literal = winner(field(j, "winner_literal"));
  s.chinese = winner(field(j, "winner_chinese"));
  s.winner = winner(field(j, "winner"));
  const json& owners = array(field(j, "owners"), "owners");
  if (owners.empty()) return s;
  s.owner.assign(static_cast<std::size_t>(size.points()), Owner::Nobody);
  std::vector<bool> seen(s.owner.size(), false);
  for (const json& o : owners) {
    const Point q = point(field(o, "point"));
    if (!size.contains(q)) bad("an owner's point is off the board");
    const auto i = static_cast<std::size_t>(size.index(q));
    s.owner[i] = by_name<Owner>(field(o, "owner"), 5, owner_name, "an owner");
    seen[i] = true;
  }
  for (bool b : seen)
    if (!b) bad("owners does not name every point of the board");
  return s;
}

Analysis analysis_from_json(const json& j, BoardSize size) {
  Analysis a;
  a.base_strings = strings(field(j, "base_strings"), "kind");
  a.holistic_strings = strings(field(j, "holistic_strings"), "kind");
  for (const json& r : array(field(j, "regions"), "regions"))
    a.regions.push_back(RegionInfo{side(field(r, "formed_by")), points(field(r, "points")), boolean(field(r, "is_eye"), "is_eye")});
  for (const json& e : array(field(j, "private_eyes"), "private_eyes")) {
    PrivateEyeInfo x;
    x.colour = side(field(e, "colour"));
    x.string = points(field(e, "string"));
    x.has_private_eye = boolean(field(e, "has_private_eye"), "has_private_eye");
    for (const json& c : array(field(e, "candidates"), "candidates")) x.candidates.push_back(candidate(c));
    a.private_eyes.push_back(std::move(x));
  }
  for (const json& t : array(field(j, "tris"), "tris")) {
    TrisInfo x;
    x.points = points(field(t, "points"));
    x.by = integer(field(t, "by"), "by");
    x.wy = integer(field(t, "wy"), "wy");
    x.bo = integer(field(t, "bo"), "bo");
    x.wo = integer(field(t, "wo"), "wo");
    x.attribute = attribute(field(t, "attribute"));
    const json& branch = field(t, "branch");
    if (!branch.is_string()) bad("a tris string's branch is not a string");
    x.branch = branch.get<std::string>();
    x.black_bonds = integer(field(t, "black_bonds"), "black_bonds");
    x.white_bonds = integer(field(t, "white_bonds"), "white_bonds");
    a.tris.push_back(std::move(x));
  }
  for (const json& f : array(field(j, "forbidden"), "forbidden"))
    a.forbidden.push_back(ForbiddenPoint{point(field(f, "point")),
                                         by_name<Illegal>(field(f, "reason"), static_cast<int>(Illegal::Contradiction) + 1,
                                                          illegal_name, "a forbidden point's reason")});
  a.ended = boolean(field(j, "ended"), "ended");
  if (j.contains("gomoku")) {
    a.gomoku = gomoku(field(j, "gomoku"));
    a.score.winner = a.gomoku->winner;  // GM-6.2: the score is only the winner
  } else {
    a.score = score_from_json(field(j, "score"), size);
  }
  return a;
}

MoveOutcome outcome_from_json(const json& j) {
  MoveOutcome o;
  if (!boolean(field(j, "legal"), "legal")) {
    o.illegal = by_name<Illegal>(field(j, "reason"), static_cast<int>(Illegal::Contradiction) + 1, illegal_name,
                                 "a refusal's reason");
    if (o.illegal == Illegal::None) bad("an illegal move's reason is none");
    const json& words = j.contains("explanation") ? j["explanation"] : field(j, "reason");
    o.reason = make_reason(ReasonKind::RemoteRefusal, words.is_string() ? words.get<std::string>() : std::string());
    return o;
  }
  o.captured = points(field(j, "captured"));
  o.changes = changes(field(j, "attribute_changes"));
  for (const json& c : array(field(j, "cascade"), "cascade"))
    o.cascade.push_back(CascadeStep{points(field(c, "removed")), changes(field(c, "attribute_changes"))});
  if (j.contains("encircled")) o.encircled = targets(field(j, "encircled"));
  if (j.contains("overruled")) o.overruled = targets(field(j, "overruled"));
  return o;
}

}  // namespace tg::gtp
