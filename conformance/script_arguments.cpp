// The arguments of one directive line (script_arguments.h).
#include "conformance/script_arguments.h"

#include <algorithm>
#include <charconv>

#include "vocab/labels.h"
#include "vocab/utf8.h"

namespace tg::conformance {
namespace {

constexpr Illegal kReasons[] = {Illegal::GameOver,       Illegal::WrongSlot,  Illegal::OffBoard,
                                Illegal::Occupied,       Illegal::TrisCapture, Illegal::TrisEye,
                                Illegal::TrisTigerMouth, Illegal::Suicide,    Illegal::Emergency,
                                Illegal::Repetition,     Illegal::Contradiction};

}  // namespace

const std::vector<std::string> kAttributeNames = {"neutral", "black", "white"};
const std::vector<std::string> kOwnerNames = {"black", "white", "neutral", "shared", "nobody"};
const std::vector<std::string> kWinnerNames = {"black", "white", "draw"};
const std::vector<std::string> kBranches = {"6.1",     "6.2.1",   "6.2.2",   "6.2.3.1",   "6.2.3.2",  "6.2.3.3",
                                            "M13-5.1", "M13-5.2", "M13-5.3", "M13-5.4.1", "M13-5.4.2", "M13-5.4.3"};
// The 2026 conditions, then the 2019 ones (eye_rule=menggo-2019, M19-4.2).
const std::vector<std::string> kFailedIds = {"TG-4.3.2",  "TG-4.3.3a", "TG-4.3.3b",
                                             "M19-4.2a", "M19-4.2b1", "M19-4.2b2"};
const std::vector<std::string> kParamKeys = {"by", "wy", "bo", "wo", "branch", "black_bonds", "white_bonds"};
const std::vector<std::string> kScoreKeys = {"black", "white", "neutral", "nobody", "komi", "y"};
const std::vector<std::string> kWinnerKeys = {"chinese", "literal", "ruleset"};
const std::vector<std::string> kTargetTypes = {"A", "B", "C", "D"};
const std::vector<std::string> kTargetKeys = {"liberties", "whole", "walls", "secondary", "reinforcements", "flips"};
const std::vector<std::string> kEndReasons = {"five", "both-fives", "full-board", "passes"};

bool is_reason_name(std::string_view text) {
  for (Illegal r : kReasons)
    if (text == illegal_name(r)) return true;
  return false;
}

StepSource Arguments::source() const {
  const Token& first = t_.front();
  const Token& last = t_.back();
  return StepSource{SourceLocation{file_, l_.number, utf8::columns(l_.text, first.pos) + 1},
                    std::string(l_.text.substr(first.pos, last.pos + last.text.size() - first.pos))};
}

void Arguments::fail(std::size_t byte, const std::string& message) const { fail_at(file_, l_, byte, message); }

void Arguments::arity(const std::vector<Token>& t, std::size_t min, std::size_t max) const {
  std::size_t args = t.size() - 1;
  if (args < min)
    fail(t.back().pos + t.back().text.size(),
         "'" + std::string(d_.name) + "' needs more arguments (usage: " + d_.usage + ")");
  if (args > max) fail(t[max + 1], "unexpected " + quote(t[max + 1].text) + " (usage: " + d_.usage + ")");
}

Point Arguments::point(const Token& t) const {
  PointParse p = parse_point(t.text, size_);
  if (!p.point) fail(t, p.error.empty() ? "bad point " + quote(t.text) : p.error);
  return *p.point;
}

std::vector<Point> Arguments::points(const std::vector<Token>& t, std::size_t from, bool allow_none) const {
  std::vector<Point> out;
  for (std::size_t k = from; k < t.size(); ++k) {
    if (t[k].text == "none") {
      if (!allow_none) fail(t[k], "'none' is not allowed here: give at least one point");
      if (t.size() - from != 1) fail(t[k], "'none' stands alone: it is the empty list of points");
      return out;
    }
    out.push_back(point(t[k]));
  }
  return out;
}

Attribute Arguments::attribute(const Token& t) const {
  return choice(t, kAttributeNames, std::vector{Attribute::Neutral, Attribute::Black, Attribute::White}, "attribute");
}

Side Arguments::side(const Token& t, const std::string& what) const {
  return choice(t, {"black", "white"}, std::vector{Side::Black, Side::White}, what);
}

bool Arguments::yes_no(const Token& t) const { return choice(t, {"yes", "no"}, std::vector{true, false}, "answer"); }

StringLayer Arguments::layer(const Token& t) const {
  StringLayer v = choice(t, {"base", "holistic", "extended"},
                         std::vector{StringLayer::Base, StringLayer::Holistic, StringLayer::Extended}, "layer");
  if (v == StringLayer::Extended) need_gomoku(t, "the layer 'extended'");
  return v;
}

EncirclementType Arguments::target_type(const Token& t) const {
  return choice(t, kTargetTypes,
                std::vector{EncirclementType::A, EncirclementType::B, EncirclementType::C, EncirclementType::D},
                "target type");
}

Illegal Arguments::reason(const Token& t) const {
  std::vector<std::string> names;
  for (Illegal r : kReasons) {
    if (t.text == illegal_name(r)) return r;
    names.emplace_back(illegal_name(r));
  }
  fail(t, "unknown reason " + quote(t.text) + " (known: " + list_names(names) + ")");
}

int Arguments::whole_number(std::string_view text, std::size_t pos, int min) const {
  int v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec == std::errc::result_out_of_range && end == text.data() + text.size())
    fail(pos, "number " + quote(text) + " is too large");
  if (text.empty() || text.front() == '+' || ec != std::errc() || end != text.data() + text.size())
    fail(pos, "expected a whole number, found " + quote(text));
  if (v < min) fail(pos, "number " + quote(text) + " must be at least " + std::to_string(min));
  return v;
}

KeyValues Arguments::keys(std::size_t from, const std::vector<std::string>& known) const {
  const std::vector<Token>& t = t_;
  KeyValues out;
  if (t.size() <= from)
    fail(t.back().pos + t.back().text.size(),
         "'" + std::string(d_.name) + "' needs at least one KEY=VALUE (usage: " + d_.usage + ")");
  for (std::size_t k = from; k < t.size(); ++k) {
    std::size_t eq = t[k].text.find('=');
    if (eq == kNpos) fail(t[k], "expected KEY=VALUE, found " + quote(t[k].text) + " (usage: " + d_.usage + ")");
    std::string key(t[k].text.substr(0, eq));
    std::string_view value = t[k].text.substr(eq + 1);
    std::size_t value_pos = t[k].pos + eq + 1;
    if (std::find(known.begin(), known.end(), key) == known.end())
      fail(t[k], "unknown key " + quote(key) + " for '" + d_.name + "' (known: " + list_names(known) + ")");
    for (const auto& kv : out)
      if (kv.first == key) fail(t[k], "key " + quote(key) + " given twice");
    if (value.empty()) fail(value_pos, "key " + quote(key) + " needs a value after '='");
    check_value(key, value, value_pos);
    out.emplace_back(key, std::string(value));
  }
  return out;
}

void Arguments::check_value(const std::string& key, std::string_view value, std::size_t pos) const {
  std::string name = d_.name;
  auto one_of = [&](const std::vector<std::string>& names, const std::string& what) {
    if (std::find(names.begin(), names.end(), value) == names.end())
      fail(pos, "bad " + what + " " + quote(value) + " for key '" + key + "' (expected " + list_names(names) + ")");
  };
  if (name == "assert_params") {
    if (key == "branch") one_of(kBranches, "branch");
    else whole_number(value, pos, 0);
  } else if (name == "assert_score") {
    if (!read_decimal(value))
      fail(pos, "expected a number such as 12 or 12.5 for key '" + key + "', found " + quote(value));
  } else if (name == "assert_winner") {
    one_of(kWinnerNames, "winner");
  }
}

VectorMove Arguments::move(std::size_t from, std::size_t to) const {
  const std::vector<Token>& t = t_;
  VectorMove m;
  std::size_t k = from;
  auto missing = [&]() {
    std::size_t pos = k < t.size() ? t[k].pos : t.back().pos + t.back().text.size();
    fail(pos, "'" + std::string(d_.name) + "' needs a move (usage: " + d_.usage + ")");
  };
  if (k >= to) missing();
  std::size_t start = t[k].pos;
  if (t[k].text == "black" || t[k].text == "white") m.side = side(t[k++], "side");
  if (k >= to) missing();
  if (t[k].text == "pass") {
    m.kind = MoveKind::Pass;
    ++k;
  } else {
    for (MoveKind kind : {MoveKind::Stone, MoveKind::Tris, MoveKind::Emergency}) {
      if (t[k].text == move_kind_name(kind)) {
        m.kind = kind;
        ++k;
        break;
      }
    }
    if (k >= to) missing();
    m.point = point(t[k++]);
  }
  if (k < to) fail(t[k], "unexpected " + quote(t[k].text) + " after the move (usage: " + d_.usage + ")");
  std::size_t stop = t[to - 1].pos + t[to - 1].text.size();
  m.text = std::string(l_.text.substr(start, stop - start));
  return m;
}

// `liberties`, `walls`, `secondary` and `reinforcements` take one whole
// number; `whole` and `flips` take the points after '=' and every following
// argument up to the next KEY=VALUE.
TargetCheck Arguments::target_keys(std::size_t from) const {
  const std::vector<Token>& t = t_;
  TargetCheck c;
  std::vector<std::string> seen;
  std::size_t k = from;
  while (k < t.size()) {
    std::size_t eq = t[k].text.find('=');
    if (eq == kNpos) fail(t[k], "expected KEY=VALUE, found " + quote(t[k].text) + " (usage: " + d_.usage + ")");
    std::string key(t[k].text.substr(0, eq));
    if (std::find(kTargetKeys.begin(), kTargetKeys.end(), key) == kTargetKeys.end())
      fail(t[k], "unknown key " + quote(key) + " for '" + d_.name + "' (known: " + list_names(kTargetKeys) + ")");
    if (std::find(seen.begin(), seen.end(), key) != seen.end()) fail(t[k], "key " + quote(key) + " given twice");
    seen.push_back(key);
    Token value{t[k].text.substr(eq + 1), t[k].pos + eq + 1};
    if (value.text.empty()) fail(value.pos, "key " + quote(key) + " needs a value after '='");
    std::size_t next = k + 1;
    while (next < t.size() && t[next].text.find('=') == kNpos) ++next;
    if (key == "whole" || key == "flips") {
      std::vector<Token> list{value};
      list.insert(list.end(), t.begin() + static_cast<std::ptrdiff_t>(k + 1),
                  t.begin() + static_cast<std::ptrdiff_t>(next));
      (key == "whole" ? c.whole : c.flips) = points(list, 0, false);
    } else {
      if (next > k + 1)
        fail(t[k + 1], "unexpected " + quote(t[k + 1].text) + ": key " + quote(key) + " takes one number");
      int v = whole_number(value.text, value.pos, 0);
      (key == "liberties"   ? c.liberties
       : key == "walls"     ? c.walls
       : key == "secondary" ? c.secondary
                            : c.reinforcements) = v;
    }
    k = next;
  }
  return c;
}

void Arguments::need_gomoku(const Token& t, const std::string& what) const {
  if (in_force_.game != Game::Gomoku)
    fail(t, what + " needs a TrisGomoku ruleset (game=gomoku), but the ruleset here is " + to_string(in_force_));
}

void Arguments::need_play(const Token& t) const {
  if (!has_play_)
    fail(t, "'" + std::string(t.text) + "' asserts on the last play, but this vector has no 'play' before it");
}

}  // namespace tg::conformance
