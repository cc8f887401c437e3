#include "audit/report_json.h"

#include <stdexcept>

#include "audit/diff_citations.h"
#include "audit/phrase_json.h"
#include "audit/report_error.h"
#include "vocab/error.h"
#include "vocab/excerpt.h"
#include "vocab/position_text.h"

namespace tg::audit {
namespace {

using nlohmann::json;

// Errors name the value at fault (ReportError): the object without the
// field, or the field's value.
const json& field(const json& j, const char* key) {
  if (!j.is_object()) throw ReportError(std::string("an object with the field '") + key + "' was expected here", j);
  if (!j.contains(key)) throw ReportError(std::string("missing field '") + key + "'", j);
  return j.at(key);
}

template <class T>
T get(const json& j, const char* key) {
  const json& value = field(j, key);
  try {
    return value.get<T>();
  } catch (const json::exception&) {
    throw ReportError(std::string("field '") + key + "' has the wrong type", value);
  }
}

// A point: two whole numbers.
Point point_at(const json& p) {
  if (!p.is_array() || p.size() != 2 || !p[0].is_number_integer() || !p[1].is_number_integer())
    throw ReportError("a point is two whole numbers", p);
  return Point{p[0].get<int>(), p[1].get<int>()};
}

Point point_from(const json& j, const char* key) { return point_at(field(j, key)); }

// A position in the text of spec/formats/position.md; its errors name the field.
Position position_from(const json& j, const char* key) {
  const std::string text = get<std::string>(j, key);
  try {
    return parse_position(text, "report position");
  } catch (const ParseError& e) {
    throw ReportError(std::string("field '") + key + "': " + e.what(), j.at(key));
  }
}

json move_json(const Move& m) {
  json j = {{"side", side_name(m.side)}, {"kind", move_kind_name(m.kind)}};
  if (!m.is_pass()) j["point"] = {m.point.x, m.point.y};
  return j;
}

Move move_from(const json& j) {
  Move m;
  const std::string side = get<std::string>(j, "side"), kind = get<std::string>(j, "kind");
  if (side != "black" && side != "white") throw ReportError("bad side " + quoted_excerpt(side), j.at("side"));
  m.side = side == "black" ? Side::Black : Side::White;
  bool known = false;
  for (MoveKind k : {MoveKind::Stone, MoveKind::Tris, MoveKind::Pass, MoveKind::Emergency})
    if (move_kind_name(k) == kind) {
      m.kind = k;
      known = true;
    }
  if (!known) throw ReportError("bad move kind " + quoted_excerpt(kind), j.at("kind"));
  if (!m.is_pass()) {
    m.point = point_from(j, "point");
  }
  return m;
}

}  // namespace

json to_json(const Finding& f) {
  json j = {{"kind", f.kind}, {"question", f.question}, {"position", print_position(f.position)},
            {"index", f.index}, {"phase", f.phase}, {"ids", f.ids}, {"pieces", piece_count(f.position)},
            {"size", f.position.board.size().n()}};
  json answers = json::array();
  for (const Answer& a : f.answers) {
    json answer = {{"label", a.label}, {"text", a.text}};
    if (a.data) answer["data"] = to_json(*a.data);  // the words' data (audit/phrase_json.h), for --merge in any language
    answers.push_back(answer);
  }
  j["answers"] = answers;
  if (f.question_data) j["question_data"] = to_json(*f.question_data);
  if (f.move) j["move"] = move_json(*f.move);
  if (f.point) j["point"] = {f.point->x, f.point->y};
  if (f.record) {
    json moves = json::array();
    for (const Move& m : *f.record) moves.push_back(move_json(m));
    j["record"] = moves;
    j["moves"] = f.record->size();
  }
  if (!f.phase.empty()) {
    j["minimal"] = f.proven_minimal ? "proven" : "smallest found";
    if (f.proven_minimal) j["proven_up_to"] = f.proven_up_to;
    j["shrink_checks"] = f.shrink_checks;
    j["shows_without_history"] = f.shows_without_history;
  }
  return j;
}

Finding finding_from_json(const json& j) {
  Finding f;
  f.kind = get<std::string>(j, "kind");
  f.question = get<std::string>(j, "question");
  f.position = position_from(j, "position");
  f.index = get<std::uint64_t>(j, "index");
  f.phase = get<std::string>(j, "phase");
  f.ids = get<std::vector<std::string>>(j, "ids");
  for (const json& a : field(j, "answers")) {
    Answer answer{get<std::string>(a, "label"), get<std::string>(a, "text"), std::nullopt};
    if (a.contains("data")) answer.data = phrase_from_json(a.at("data"));
    f.answers.push_back(std::move(answer));
  }
  if (j.contains("question_data")) f.question_data = phrase_from_json(j.at("question_data"));
  if (j.contains("move")) f.move = move_from(j.at("move"));
  if (j.contains("point")) {
    f.point = point_from(j, "point");
  }
  if (j.contains("record")) {
    std::vector<Move> moves;
    for (const json& m : j.at("record")) moves.push_back(move_from(m));
    f.record = std::move(moves);
  }
  if (j.contains("minimal")) {
    f.proven_minimal = get<std::string>(j, "minimal") == "proven";
    if (f.proven_minimal) f.proven_up_to = get<int>(j, "proven_up_to");
    f.shrink_checks = get<std::uint64_t>(j, "shrink_checks");
    f.shows_without_history = get<bool>(j, "shows_without_history");
  }
  return f;
}

json to_json(const SearchReport& r) {
  json cov = json::array();
  for (const Coverage& c : r.coverage)
    cov.push_back({{"size", c.size}, {"phase", c.phase}, {"pieces", c.pieces}, {"units", c.units}, {"done", c.done},
                   {"probed", c.probed}, {"classes", c.classes}});
  json kinds = json::array();
  for (const KindReport& k : r.kinds) {
    json ex = json::array(), orig = json::array();
    for (const Finding& f : k.examples) ex.push_back(to_json(f));
    for (const Finding& f : k.originals) orig.push_back(to_json(f));
    kinds.push_back({{"kind", k.kind}, {"count", k.count}, {"examples", ex}, {"originals", orig}});
  }
  return {{"seed", r.seed},         {"shard", r.shard + 1},         {"shards", r.shards},
          {"coverage", cov},        {"positions", r.positions},     {"skipped", r.skipped},
          {"kinds", kinds},         {"stopped_by_time", r.stopped_by_time}, {"interrupted", r.interrupted},
          {"searched", r.searched()}, {"unreached", r.unreached}};
}

SearchReport search_report_from_json(const json& j) {
  SearchReport r;
  r.seed = get<std::uint64_t>(j, "seed");
  r.shard = get<int>(j, "shard") - 1;
  r.shards = get<int>(j, "shards");
  if (r.shards < 1 || r.shard < 0 || r.shard >= r.shards) throw ReportError("bad shard", j.at("shard"));
  for (const json& c : field(j, "coverage")) {
    Coverage x;
    x.size = get<int>(c, "size");
    x.phase = get<std::string>(c, "phase");
    x.pieces = get<int>(c, "pieces");
    x.units = get<std::uint64_t>(c, "units");
    x.done = get<std::uint64_t>(c, "done");
    x.probed = get<std::uint64_t>(c, "probed");
    x.classes = get<std::uint64_t>(c, "classes");
    r.coverage.push_back(x);
  }
  r.positions = get<std::uint64_t>(j, "positions");
  r.skipped = get<std::uint64_t>(j, "skipped");
  r.stopped_by_time = get<bool>(j, "stopped_by_time");
  // Reports written before issue 36 have no "interrupted".
  r.interrupted = j.contains("interrupted") && get<bool>(j, "interrupted");
  for (const json& k : field(j, "kinds")) {
    KindReport x;
    x.kind = get<std::string>(k, "kind");
    x.count = get<std::uint64_t>(k, "count");
    for (const json& f : field(k, "examples")) x.examples.push_back(finding_from_json(f));
    for (const json& f : field(k, "originals")) x.originals.push_back(finding_from_json(f));
    r.kinds.push_back(std::move(x));
  }
  if (j.contains("unreached")) r.unreached = get<std::vector<std::string>>(j, "unreached");
  return r;
}

json to_json(const DiffReport& r) {
  // Per kind, the rule asked about in each side's text, with its passages.
  json citations = json::array();
  for (const KindReport& k : r.search.kinds)
    if (!k.examples.empty())
      citations.push_back({{"kind", k.kind}, {"texts", diff_citations_json(diff_citations(r, k.examples.front()))}});
  json j = {{"a", r.label_a},
            {"b", r.label_b},
            {"same_order", r.comparison.same_order},
            {"note", r.comparison.note},
            {"recheck", r.recheck},
            {"search", to_json(r.search)},
            {"differences", r.search.found()},
            {"citations", citations},
            // false: a signal stopped the search (issue 36) or shards are
            // missing from a partial merge (issue 31); search.coverage says
            // what was searched (done) of what was planned (units).
            {"complete", r.complete()}};
  if (!r.missing_shards.empty()) j["missing_shards"] = r.missing_shards;
  if (r.comparison.note_data) j["note_data"] = to_json(*r.comparison.note_data);
  return j;
}

DiffReport diff_report_from_json(const json& j) {
  DiffReport r;
  r.label_a = get<std::string>(j, "a");
  r.label_b = get<std::string>(j, "b");
  r.comparison.same_order = get<bool>(j, "same_order");
  r.comparison.note = get<std::string>(j, "note");
  if (j.contains("note_data")) r.comparison.note_data = phrase_from_json(j.at("note_data"));
  r.recheck = get<std::vector<std::vector<std::string>>>(j, "recheck");
  r.search = search_report_from_json(field(j, "search"));
  if (j.contains("missing_shards")) r.missing_shards = get<std::vector<std::string>>(j, "missing_shards");
  return r;
}

json to_json(const CheckFinding& f) {
  json clashes = json::array();
  // The words (integer points) for people and scripts, the data beside them to render or merge.
  for (const Statement& s : f.clashes)
    clashes.push_back({{"id", s.id}, {"says", text::render(s.says, LabelSet::Integer)}, {"says_data", to_json(s.says)}});
  json points = json::array();
  for (Point p : f.points) points.push_back({p.x, p.y});
  json j = {{"check", f.check},
            {"summary", text::render(f.summary, LabelSet::Integer)},
            {"summary_data", to_json(f.summary)},
            {"position", print_position(f.position)},
            {"clashes", clashes}, {"ids", f.ids},
            {"resolution", f.resolution ? text::render(*f.resolution, LabelSet::Integer) : std::string()},
            {"points", points}};
  if (f.resolution) j["resolution_data"] = to_json(*f.resolution);
  if (f.move) j["move"] = move_json(*f.move);
  return j;
}

CheckFinding check_finding_from_json(const json& j) {
  CheckFinding f(position_from(j, "position"));
  f.check = get<std::string>(j, "check");
  f.summary = phrase_from_json(field(j, "summary_data"));
  for (const json& s : field(j, "clashes"))
    f.clashes.push_back({get<std::string>(s, "id"), phrase_from_json(field(s, "says_data"))});
  f.ids = get<std::vector<std::string>>(j, "ids");
  // The words are for people; the data beside them is read back.
  if (j.contains("resolution_data")) f.resolution = phrase_from_json(j.at("resolution_data"));
  else if (!get<std::string>(j, "resolution").empty())
    throw ReportError("a resolution without its resolution_data", j.at("resolution"));
  const json& points = field(j, "points");
  if (!points.is_array()) throw ReportError("field 'points' has the wrong type", points);
  for (std::size_t i = 0; i < points.size(); ++i) f.points.push_back(point_at(points[i]));
  if (j.contains("move")) f.move = move_from(j.at("move"));
  return f;
}

AuditReport audit_report_from_json(const json& j) {
  if (!j.is_object()) throw ReportError("not a JSON object", j);
  AuditReport r;
  try {
    r.rules = parse_ruleset(get<std::string>(j, "rules"), SourceLocation{"report field 'rules'", 0, 0});
  } catch (const ParseError& e) {
    throw ReportError(std::string("field 'rules': ") + e.what(), j.at("rules"));
  }
  r.seed = get<std::uint64_t>(j, "seed");
  r.shard = get<int>(j, "shard") - 1;
  r.shards = get<int>(j, "shards");
  if (r.shards < 1 || r.shard < 0 || r.shard >= r.shards) throw ReportError("bad shard", j.at("shard"));
  r.max_positions = get<std::uint64_t>(j, "positions_per_check");
  r.budget_seconds = get<double>(j, "budget_seconds");
  // Reports written before issue 36 have neither.
  r.complete = !j.contains("complete") || get<bool>(j, "complete");
  if (j.contains("checks_planned")) r.checks_planned = get<std::size_t>(j, "checks_planned");
  if (j.contains("missing_shards")) r.missing_shards = get<std::vector<std::string>>(j, "missing_shards");
  for (const json& c : field(j, "checks")) {
    CheckResult res;
    const std::string name = get<std::string>(c, "name");
    res.check = find_check(name);
    if (!res.check) throw ReportError("unknown check " + quoted_excerpt(name), c.at("name"));
    res.applies = get<bool>(c, "applies");
    if (res.applies) {
      res.search = search_report_from_json(field(c, "search"));
      if (res.search.seed != r.seed || res.search.shard != r.shard || res.search.shards != r.shards)
        throw ReportError("check '" + name + "': its search has another seed or shard than the report", c.at("search"));
      if (c.contains("example")) {
        res.example = check_finding_from_json(c.at("example"));
        for (const KindReport& k : res.search.kinds)
          if (k.kind == name && !k.examples.empty()) {
            res.finding = k.examples.front();
            res.count = k.count;
          }
        if (!res.finding) throw ReportError("check '" + name + "' has an example its search did not find", c.at("example"));
        if (c.contains("reference_agrees")) res.reference_agrees = get<bool>(c, "reference_agrees");
      }
    }
    r.positions += res.search.positions;
    r.results.push_back(std::move(res));
  }
  return r;
}

}  // namespace tg::audit
