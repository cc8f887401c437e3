#include "vocab/ruleset.h"

#include "vocab/excerpt.h"
#include "vocab/ruleset_refusal.h"

#include <array>
#include <charconv>
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <vector>

#include "vocab/utf8.h"

namespace tg {
namespace {

struct OptionImpl {
  OptionInfo info;
  std::function<std::string(const Ruleset&)> get;
  // Returns false when `value` is not one of the option's values.
  std::function<bool(Ruleset&, std::string_view)> set;
};

template <typename E>
OptionImpl enum_option(std::string key, E Ruleset::*field, std::vector<std::string> names, std::string description) {
  OptionImpl o;
  o.info = OptionInfo{key, names, std::move(description)};
  o.get = [field, names](const Ruleset& r) { return names[static_cast<std::size_t>(r.*field)]; };
  o.set = [field, names](Ruleset& r, std::string_view v) {
    for (std::size_t i = 0; i < names.size(); ++i)
      if (names[i] == v) {
        r.*field = static_cast<E>(i);
        return true;
      }
    return false;
  };
  return o;
}

// Quarter points: "3.75" -> 15. Only multiples of 0.25 from -1000 to 1000
// are allowed (spec/formats/rulesets.md): far past any real komi, small
// enough that scores stay exact.
std::optional<int> parse_quarters(std::string_view v) {
  if (v.empty()) return std::nullopt;
  bool negative = v.front() == '-';
  if (negative) v.remove_prefix(1);
  auto dot = v.find('.');
  std::string_view whole = v.substr(0, dot);
  std::string_view frac = dot == std::string_view::npos ? std::string_view{} : v.substr(dot + 1);
  if (whole.empty() || whole.size() > 4) return std::nullopt;
  if (dot != std::string_view::npos && frac.empty()) return std::nullopt;
  int w = 0;
  for (char c : whole) {
    if (c < '0' || c > '9') return std::nullopt;
    w = w * 10 + (c - '0');
  }
  int q = 0;
  if (!frac.empty()) {
    if (frac == "0" || frac == "00") q = 0;
    else if (frac == "25") q = 1;
    else if (frac == "5" || frac == "50") q = 2;
    else if (frac == "75") q = 3;
    else return std::nullopt;
  }
  int total = w * 4 + q;
  if (total > 4000) return std::nullopt;  // 1000.25 and up: no game has such a komi
  return negative ? -total : total;
}

std::string format_quarters(int q) {
  std::string sign = q < 0 ? "-" : "";
  int a = q < 0 ? -q : q;
  static const char* frac[4] = {"", ".25", ".5", ".75"};
  return sign + std::to_string(a / 4) + frac[a % 4];
}

const std::vector<OptionImpl>& option_table() {
  static const std::vector<OptionImpl> table = [] {
    std::vector<OptionImpl> t;
    t.push_back(enum_option("game", &Ruleset::game, {"go", "gomoku"},
                            "game family: Go with captures, or TrisGomoku five-in-a-row"));
    t.push_back(enum_option("order", &Ruleset::order,
                            {"trisgo-2026", "menggo-2019", "menggo-2013", "alternate", "flybomb",
                             "menggo-2013-two"},
                            "move order (Art. 2.3; spec/systems/*; menggo-2013 four seats, menggo-2013-two "
                            "its two-player form, D-60)"));
    t.push_back(enum_option("eye_rule", &Ruleset::eye_rule, {"trisgo-2026", "menggo-2019"},
                            "wording of the private-eye definition (Art. 4.3; menggo-2019 Art. 4.2)"));
    t.push_back(enum_option("attribute_rule", &Ruleset::attribute_rule, {"trisgo-2026", "menggo-2019", "bonds"},
                            "attribute rule: Art. 6 tie-break on strings without private eye, 2019's on all "
                            "strings, or 2013's bond counting"));
    t.push_back(enum_option("eye_inspect", &Ruleset::eye_inspect, {"adjacent", "region"},
                            "D-02: white strings Art. 4.3(3) inspects"));
    t.push_back(enum_option("cascade", &Ruleset::cascade, {"opponent-first", "none", "simultaneous"},
                            "D-06: removal of strings left without liberties by attribute changes"));
    t.push_back(enum_option("suicide", &Ruleset::suicide, {"forbidden", "allowed"}, "D-07: stone suicide"));
    t.push_back(enum_option("tris_capture_check", &Ruleset::tris_capture_check,
                            {"before-recompute", "after-recompute"},
                            "D-08: when the Art. 7.1 tris capture point is judged"));
    t.push_back(enum_option("tris_forbid", &Ruleset::tris_forbid, {"opponent", "any"},
                            "whose one-liberty eyes and tiger's mouths forbid a tris (Art. 7.2-7.3; 2019 Art. 6)"));
    t.push_back(enum_option("tiger_mouth", &Ruleset::tiger_mouth, {"orthogonal", "diagonal"},
                            "D-10: definition of a tiger's mouth"));
    t.push_back(enum_option("emergency", &Ruleset::emergency, {"liberty-drop", "touches-last-move", "off"},
                            "D-11: condition P of the Art. 8 emergency conversion, or no conversion"));
    t.push_back(enum_option("repetition", &Ruleset::repetition, {"situational", "positional", "situational-kind"},
                            "D-12: what Art. 10 compares"));
    t.push_back(enum_option("end", &Ruleset::end, {"two-passes", "stone-passes"}, "D-13: what ends the game"));
    t.push_back(enum_option("dame", &Ruleset::dame, {"split", "nobody"},
                            "D-17: empty strings touching both colours outside seki"));
    t.push_back(enum_option("komi_formula", &Ruleset::komi_formula, {"chinese", "literal"},
                            "D-18: which Art. 13 formula decides the winner"));
    OptionImpl komi;
    komi.info = OptionInfo{"komi", {}, "stones black gives (Art. 13), a multiple of 0.25 from -1000 to 1000"};
    komi.get = [](const Ruleset& r) { return format_quarters(r.komi_quarters); };
    komi.set = [](Ruleset& r, std::string_view v) {
      auto q = parse_quarters(v);
      if (q) r.komi_quarters = *q;
      return q.has_value();
    };
    t.push_back(komi);
    OptionImpl flybombs;
    flybombs.info = OptionInfo{"flybombs", {}, "flybombs per side (flybomb presets), 0 to 9"};
    flybombs.get = [](const Ruleset& r) { return std::to_string(r.flybombs); };
    flybombs.set = [](Ruleset& r, std::string_view v) {
      if (v.size() != 1 || v[0] < '0' || v[0] > '9') return false;
      r.flybombs = v[0] - '0';
      return true;
    };
    t.push_back(flybombs);
    t.push_back(enum_option("flybomb_mode", &Ruleset::flybomb_mode, {"A", "B", "C"},
                            "flybomb timing: A 1 random + 2 chosen, B all random, C all chosen"));
    t.push_back(enum_option("encirclement", &Ruleset::encirclement, {"on-move", "fixed-point"},
                            "D-21: when TrisGomoku encirclements are judged"));
    t.push_back(enum_option("double_five", &Ruleset::double_five, {"mover", "non-mover", "draw"},
                            "D-22: who wins when one move gives both colours a five"));
    t.push_back(enum_option("notation", &Ruleset::notation, {"trisgo", "menggo"},
                            "record notation for tris moves: 玄 (trisgo) or 华/花 (menggo); no rule reads it"));
    return t;
  }();
  return table;
}

const OptionImpl* find_option(std::string_view key) {
  for (const auto& o : option_table())
    if (o.info.key == key) return &o;
  return nullptr;
}

std::string known_values(const OptionImpl& o) {
  if (o.info.values.empty()) return o.info.key == "komi" ? "a multiple of 0.25 from -1000 to 1000, such as 3.75" : "a whole number from 0 to 9";
  std::string s;
  for (const auto& v : o.info.values) s += (s.empty() ? "" : ", ") + v;
  return s;
}

std::string known_presets() {
  std::string s;
  for (const auto& p : presets()) s += (s.empty() ? "" : ", ") + p.name;
  return s;
}

Ruleset trisgo_2026() { return Ruleset{}; }

}  // namespace

const MoveOrder& Ruleset::move_order() const {
  static_assert(static_cast<int>(OrderRule::Menggo2013Two) == 5, "one order per OrderRule value");
  static const std::array<MoveOrder, 6> orders = [] {
    std::array<MoveOrder, 6> out;
    for (std::size_t i = 0; i < out.size(); ++i) {
      switch (static_cast<OrderRule>(i)) {
        case OrderRule::Trisgo2026: out[i] = move_order_trisgo_2026(); break;
        case OrderRule::Menggo2019: out[i] = move_order_menggo_2019(); break;
        case OrderRule::Menggo2013: out[i] = move_order_menggo_2013(); break;
        case OrderRule::Menggo2013Two: out[i] = move_order_menggo_2013_two(); break;
        case OrderRule::Alternate:
        case OrderRule::Flybomb: out[i] = move_order_alternate(); break;
      }
    }
    return out;
  }();
  return orders.at(static_cast<std::size_t>(order));
}

const std::vector<Preset>& presets() {
  static const std::vector<Preset> list = [] {
    std::vector<Preset> p;
    p.push_back({"trisgo-2026", "trisgo-2026.zh.txt", "TrisGo 2026, Articles 1-13 (the primary ruleset)", true,
                 trisgo_2026()});
    Ruleset menggo = trisgo_2026();
    menggo.notation = Notation::Menggo;
    p.push_back({"menggo", "menggo-and-flybomb.zh.txt", "MengGo: trisgo-2026's rules with 华/花 records", true,
                 menggo});
    Ruleset go = trisgo_2026();
    go.order = OrderRule::Alternate;
    go.emergency = Emergency::Off;
    go.komi_quarters = 30;  // D-27: 7.5 points subtracted from black's count
    go.komi_formula = KomiFormula::Literal;
    p.push_back({"go", "(Chinese rules)", "plain Go: area scoring, no tris, suicide forbidden, superko", true, go});
    Ruleset m2019 = trisgo_2026();
    m2019.order = OrderRule::Menggo2019;
    m2019.eye_rule = EyeRule::Menggo2019;
    m2019.attribute_rule = AttributeRule::Menggo2019;
    m2019.tris_forbid = TrisForbid::Any;
    m2019.emergency = Emergency::Off;
    m2019.end = EndRule::StonePasses;
    m2019.komi_quarters = 0;
    p.push_back({"menggo-2019", "menggo-2019.zh.txt", "MengGo 2019: 30-round opening, tris forbidden on any side's "
                 "eyes, no emergency conversion", true, m2019});
    Ruleset m2013 = trisgo_2026();
    m2013.order = OrderRule::Menggo2013;
    m2013.attribute_rule = AttributeRule::Bonds;
    m2013.tris_forbid = TrisForbid::Any;
    m2013.emergency = Emergency::Off;
    m2013.komi_quarters = 0;
    m2013.notation = Notation::Menggo;  // D-61: 华 names seat B's grey moves, 花 seat D's
    p.push_back({"menggo-2013", "menggo-2013.zh.txt", "MengGo 2013: grey stones flip by bonds, team order", true,
                 m2013});
    for (auto [name, mode] : {std::pair{"flybomb-A", FlybombMode::A}, std::pair{"flybomb-B", FlybombMode::B},
                              std::pair{"flybomb-C", FlybombMode::C}}) {
      Ruleset f = trisgo_2026();
      f.order = OrderRule::Flybomb;
      f.emergency = Emergency::Off;
      f.flybombs = 3;
      f.flybomb_mode = mode;
      p.push_back({name, "menggo-and-flybomb.zh.txt", "FlybombGo: Go plus 3 flybomb (tris) turns per side",
                   true, f});
    }
    Ruleset gomoku = trisgo_2026();
    gomoku.game = Game::Gomoku;
    gomoku.emergency = Emergency::Off;
    gomoku.komi_quarters = 0;
    p.push_back({"trisgomoku", "trisgomoku.zh.txt", "TrisGomoku: five in a row with encirclement flips", true,
                 gomoku});
    return p;
  }();
  return list;
}

const Preset* find_preset(std::string_view name) {
  for (const auto& p : presets())
    if (p.name == name) return &p;
  return nullptr;
}

const std::vector<OptionInfo>& options() {
  static const std::vector<OptionInfo> list = [] {
    std::vector<OptionInfo> v;
    for (const auto& o : option_table()) v.push_back(o.info);
    return v;
  }();
  return list;
}

std::string option_value(const Ruleset& r, std::string_view key) {
  const OptionImpl* o = find_option(key);
  if (!o) throw std::invalid_argument("unknown ruleset option " + std::string(key));
  return o->get(r);
}

const Preset& nearest_preset(const Ruleset& r) {
  const Preset* best = nullptr;
  int best_diff = 0;
  for (const auto& p : presets()) {
    int diff = 0;
    for (const auto& o : option_table()) diff += o.get(p.rules) != o.get(r);
    if (!best || diff < best_diff) {
      best = &p;
      best_diff = diff;
    }
  }
  return *best;
}

std::vector<std::string> unimplemented_options(const Ruleset& r) {
  // Decided by the options the engines support, not by the nearest preset
  // (trisgo-2026/emergency=off,komi=0 is nearest to trisgomoku, yet plain
  // TrisGo): every option of the Go family is implemented; TrisGomoku ignores
  // the Go-only options (spec/systems/trisgomoku.md) and has no team order
  // (MengGo 2013's seats, D-60, D-120) and no flybomb order (D-142).
  std::vector<std::string> refused;
  auto refuse = [&](const std::string& key) { refused.push_back(key + "=" + option_value(r, key)); };
  const bool team_order = r.order == OrderRule::Menggo2013 || r.order == OrderRule::Menggo2013Two;
  if ((team_order || r.order == OrderRule::Flybomb) && r.game == Game::Gomoku) refuse("order");
  return refused;
}

bool implemented(const Ruleset& r) { return unimplemented_options(r).empty(); }

std::string refusal_reason(const Ruleset& r) {
  const bool team_order = r.order == OrderRule::Menggo2013 || r.order == OrderRule::Menggo2013Two;
  if (team_order && r.game == Game::Gomoku)
    return "TrisGomoku has no team order: MengGo 2013's seats (order=" + option_value(r, "order") +
           ", four seats A black, B grey, C white, D grey, or its two-player form) move grey stones whose colour "
           "comes from bonds, a Go-family rule; TrisGomoku's tris take their attribute from encirclement and no rule "
           "text says what a grey seat of a five-in-a-row game places or when a grey piece flips; use trisgomoku "
           "with its own order (D-120)";
  if (r.order == OrderRule::Flybomb && r.game == Game::Gomoku)
    return "TrisGomoku has no flybomb order: FlybombGo's flybomb (order=flybomb) is TrisGo's tris judged by Art. 7 "
           "(FB-3), offered after the player's stone and declined by the opponent's (D-70); TrisGomoku's tris take "
           "their attribute from encirclement and no rule text says what a flybomb of a five-in-a-row game is; use "
           "trisgomoku with its own order (D-142)";
  return "";
}

std::string to_string(const Ruleset& r) {
  const Preset& base = nearest_preset(r);
  std::string out = base.name;
  char sep = '/';
  for (const auto& o : option_table()) {
    std::string v = o.get(r);
    if (v == o.get(base.rules)) continue;
    out += sep + o.info.key + "=" + v;
    sep = ',';
  }
  return out;
}

std::string to_json(const Ruleset& r, int indent) {
  nlohmann::ordered_json j;
  j["preset"] = nearest_preset(r).name;
  for (const auto& o : option_table()) {
    if (o.info.key == "komi") j["komi"] = r.komi();
    else if (o.info.key == "flybombs") j["flybombs"] = r.flybombs;
    else j[o.info.key] = o.get(r);
  }
  return j.dump(indent);
}

Ruleset parse_ruleset(std::string_view text, const SourceLocation& where) {
  auto fail = [&](std::size_t byte, const std::string& msg) {
    SourceLocation at = where;
    // A ruleset string is one line: a flag, or a value inside a file line
    // whose column the caller gives.
    if (at.line == 0) at.line = 1;
    at.column = (at.column > 0 ? at.column : 1) + utf8::columns(text, byte);
    throw ParseError(at, msg);
  };
  auto slash = text.find('/');
  std::string_view name = text.substr(0, slash);
  const Preset* preset = find_preset(name);
  if (!preset) {
    if (name.empty()) fail(0, "empty ruleset: name a preset (" + known_presets() + ")");
    fail(0, "unknown ruleset preset " + quoted_excerpt(name) + " (known: " + known_presets() + ")");
  }
  Ruleset r = preset->rules;
  if (slash == std::string_view::npos) return r;
  std::set<std::string, std::less<>> seen;
  std::size_t pos = slash + 1;
  if (pos >= text.size()) fail(pos, "expected 'key=value' after '/'");
  while (pos <= text.size()) {
    std::size_t comma = text.find(',', pos);
    if (comma == std::string_view::npos) comma = text.size();
    std::string_view item = text.substr(pos, comma - pos);
    auto eq = item.find('=');
    if (eq == std::string_view::npos) fail(pos, "expected 'key=value', found " + quoted_excerpt(item));
    std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
    const OptionImpl* o = find_option(key);
    if (!o) fail(pos, "unknown ruleset option " + quoted_excerpt(key) + " (see `trisgo rules`)");
    if (!seen.insert(std::string(key)).second) fail(pos, "ruleset option " + quoted_excerpt(key) + " given twice");
    if (!o->set(r, value))
      fail(pos + eq + 1, "bad value " + quoted_excerpt(value) + " for ruleset option '" + std::string(key) +
                             "' (expected " + known_values(*o) + ")");
    if (comma == text.size()) break;
    pos = comma + 1;
  }
  return r;
}

namespace {

// "the string \"3.75\"", "the number 3", "an object": what a JSON value is, for messages.
std::string json_type_words(const nlohmann::json& v) {
  auto shown = [](std::string s) { return s.size() > 40 ? s.substr(0, 37) + "..." : s; };
  if (v.is_string()) return "the string " + shown(v.dump(-1, ' ', true, nlohmann::json::error_handler_t::replace));
  if (v.is_number()) return "the number " + shown(v.dump());
  if (v.is_boolean()) return v.get<bool>() ? "true" : "false";
  if (v.is_null()) return "null";
  if (v.is_array()) return "an array";
  return "an object";
}

}  // namespace

Ruleset parse_ruleset_json(std::string_view json, const SourceLocation& where) {
  // Locates the first occurrence of `"key"` so errors can point at it.
  // Locates byte `byte` of the JSON text, shifted by where it started.
  auto locate = [&](std::size_t byte) {
    SourceLocation at = location_of(json, byte, where.file);
    if (where.line > 0) at.line += where.line - 1;
    return at;
  };
  auto key_position = [&](const std::string& key) {
    auto p = json.find("\"" + key + "\"");
    return p == std::string_view::npos ? 0 : p;
  };
  // The JSON library's message without its "[json.exception...]" prefix.
  auto message_of = [](const nlohmann::json::exception& e) {
    std::string what = e.what();
    auto colon = what.rfind(": ");
    auto bracket = what.find("] ");
    if (colon != std::string::npos) return what.substr(colon + 2);
    return bracket == std::string::npos ? what : what.substr(bracket + 2);
  };
  // A strict reader: a key given twice in one object is an error, not a
  // silent "the last one wins" (found by the parser's callback, which sees
  // each key in order; the error points at the second occurrence).
  std::vector<std::set<std::string>> keys_in_object;
  std::string duplicate;
  auto track_keys = [&](int, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    using E = nlohmann::json::parse_event_t;
    if (event == E::object_start) keys_in_object.emplace_back();
    else if (event == E::object_end && !keys_in_object.empty()) keys_in_object.pop_back();
    else if (event == E::key && !keys_in_object.empty() && duplicate.empty() &&
             !keys_in_object.back().insert(parsed.get<std::string>()).second)
      duplicate = parsed.get<std::string>();
    return true;
  };
  if (const utf8::WideEncoding e = utf8::wide_encoding(json))
    throw ParseError(locate(0), utf8::wide_encoding_message(e, "ruleset JSON files must be UTF-8"));
  // JSON is UTF-8 (RFC 8259); the library would quote a bad byte as U+FFFD.
  for (std::size_t i = 0; i < json.size();) {
    std::size_t len = 0;
    if (utf8::decode(json, i, len) == 0xFFFD && len == 1)
      throw ParseError(locate(i), "the text is not UTF-8: a ruleset JSON file is written in UTF-8");
    i += len;
  }
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(json.begin(), json.end(), track_keys);
  } catch (const nlohmann::json::parse_error& e) {
    std::size_t byte = e.byte > 0 ? e.byte - 1 : 0;
    throw ParseError(locate(byte), "malformed JSON: " + message_of(e));
  } catch (const nlohmann::json::exception& e) {
    // Not a syntax error but a value the reader cannot hold (a number past
    // the range of a double): point at the token the message quotes.
    std::string what = message_of(e);
    std::size_t byte = 0;
    auto open = what.find('\'');
    auto close = open == std::string::npos ? std::string::npos : what.find('\'', open + 1);
    if (close != std::string::npos) {
      auto at = json.find(what.substr(open + 1, close - open - 1));
      if (at != std::string_view::npos) byte = at;
    }
    throw ParseError(locate(byte), "malformed JSON: " + what);
  }
  if (!duplicate.empty()) {
    const std::string quoted = "\"" + duplicate + "\"";
    auto first = json.find(quoted);
    auto second = first == std::string_view::npos ? first : json.find(quoted, first + 1);
    throw ParseError(locate(second == std::string_view::npos ? 0 : second),
                     "key '" + duplicate + "' given twice in a JSON object");
  }
  if (!j.is_object()) throw ParseError(locate(0), "a ruleset in JSON must be an object");
  Ruleset r;
  bool have_preset = j.contains("preset");
  if (have_preset) {
    if (!j["preset"].is_string()) throw ParseError(locate(key_position("preset")), "\"preset\" must be a string");
    const Preset* p = find_preset(j["preset"].get<std::string>());
    if (!p)
      throw ParseError(locate(key_position("preset")), "unknown ruleset preset '" + j["preset"].get<std::string>() +
                                                            "' (known: " + known_presets() + ")");
    r = p->rules;
  }
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (it.key() == "preset") continue;
    const OptionImpl* o = find_option(it.key());
    if (!o) throw ParseError(locate(key_position(it.key())), "unknown ruleset option " + quoted_excerpt(it.key()));
    // Each option has one JSON type, the one to_json writes: a number for
    // komi and flybombs ("3.75" is a string, not a komi), a string for the
    // others.
    const bool numeric = o->info.values.empty();
    std::string value;
    if (numeric && it->is_number()) value = it->dump();
    else if (!numeric && it->is_string()) value = it->get<std::string>();
    else
      throw ParseError(locate(key_position(it.key())),
                       "ruleset option '" + it.key() + "' must be " +
                           (numeric ? "a JSON number (" + known_values(*o) + ")" : "a JSON string (one of " + known_values(*o) + ")") +
                           ", not " + json_type_words(*it));
    if (!o->set(r, value))
      throw ParseError(locate(key_position(it.key())), "bad value " + quoted_excerpt(value) + " for ruleset option '" + it.key() +
                                                           "' (expected " + known_values(*o) + ")");
  }
  if (!have_preset)
    for (const auto& o : option_table())
      if (!j.contains(o.info.key))
        throw ParseError(locate(0), "ruleset JSON without \"preset\" must give every option; missing '" +
                                        o.info.key + "'");
  return r;
}

}  // namespace tg
