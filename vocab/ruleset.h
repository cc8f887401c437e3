#pragma once
// A ruleset is one value with named options (in the manner of KataGo's Rules):
// every switch of the decisions register (spec/decisions.md) is a field here,
// every system of the sources is a preset (data, see presets()), and a ruleset
// has a canonical compact string and a JSON form, both parsed strictly.
//
// Compact string: "<preset>" or "<preset>/<key>=<value>,<key>=<value>...".
// The canonical string names the preset that needs the fewest overrides (ties:
// the first in presets() order) and lists the overrides in option order.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/error.h"
#include "vocab/move.h"

namespace tg {

enum class Game : std::uint8_t { Go, Gomoku };
// Menggo2013Two: MengGo 2013's two-player form (D-60), appended so the others keep their values.
enum class OrderRule : std::uint8_t { Trisgo2026, Menggo2019, Menggo2013, Alternate, Flybomb, Menggo2013Two };
enum class EyeRule : std::uint8_t { Trisgo2026, Menggo2019 };
enum class AttributeRule : std::uint8_t { Trisgo2026, Menggo2019, Bonds };
enum class EyeInspect : std::uint8_t { Adjacent, Region };                     // D-02
enum class Cascade : std::uint8_t { OpponentFirst, None, Simultaneous };        // D-06
enum class Suicide : std::uint8_t { Forbidden, Allowed };                       // D-07
enum class TrisCaptureCheck : std::uint8_t { BeforeRecompute, AfterRecompute }; // D-08
enum class TrisForbid : std::uint8_t { Opponent, Any };                         // menggo-2019 Art. 6
enum class TigerMouth : std::uint8_t { Orthogonal, Diagonal };                  // D-10
enum class Emergency : std::uint8_t { LibertyDrop, TouchesLastMove, Off };      // D-11
enum class Repetition : std::uint8_t { Situational, Positional, SituationalKind };  // D-12
enum class EndRule : std::uint8_t { TwoPasses, StonePasses };                   // D-13
enum class Dame : std::uint8_t { Split, Nobody };                               // D-17
enum class KomiFormula : std::uint8_t { Chinese, Literal };                     // D-18
enum class Encirclement : std::uint8_t { OnMove, FixedPoint };                  // D-21
enum class DoubleFive : std::uint8_t { Mover, NonMover, Draw };                 // D-22
enum class FlybombMode : std::uint8_t { A, B, C };
enum class Notation : std::uint8_t { Trisgo, Menggo };

struct Ruleset {
  Game game = Game::Go;
  OrderRule order = OrderRule::Trisgo2026;
  EyeRule eye_rule = EyeRule::Trisgo2026;
  AttributeRule attribute_rule = AttributeRule::Trisgo2026;
  EyeInspect eye_inspect = EyeInspect::Adjacent;
  Cascade cascade = Cascade::OpponentFirst;
  Suicide suicide = Suicide::Forbidden;
  TrisCaptureCheck tris_capture_check = TrisCaptureCheck::BeforeRecompute;
  TrisForbid tris_forbid = TrisForbid::Opponent;
  TigerMouth tiger_mouth = TigerMouth::Orthogonal;
  Emergency emergency = Emergency::LibertyDrop;
  Repetition repetition = Repetition::Situational;
  EndRule end = EndRule::TwoPasses;
  Dame dame = Dame::Split;
  KomiFormula komi_formula = KomiFormula::Chinese;
  int komi_quarters = 15;  // komi in quarter points: 15 = 3.75 (Art. 13)
  int flybombs = 0;        // flybombs per side (flybomb presets: 3)
  FlybombMode flybomb_mode = FlybombMode::A;
  Encirclement encirclement = Encirclement::OnMove;
  DoubleFive double_five = DoubleFive::Mover;
  Notation notation = Notation::Trisgo;

  double komi() const { return komi_quarters / 4.0; }
  // The order's table, built once per order rule (a search asks it of
  // every position it visits).
  const MoveOrder& move_order() const;
  friend bool operator==(const Ruleset&, const Ruleset&) = default;
};

struct Preset {
  std::string name;         // "trisgo-2026"
  std::string source;       // rule text it follows
  std::string description;  // one line
  bool implemented;         // false: listed for completeness, engines refuse it
  Ruleset rules;
};
const std::vector<Preset>& presets();
const Preset* find_preset(std::string_view name);

// One named option: its key, the values it takes (empty for numbers) and a
// one-line description with the decision ID it switches.
struct OptionInfo {
  std::string key;
  std::vector<std::string> values;  // first = trisgo-2026 default; empty = number
  std::string description;
};
const std::vector<OptionInfo>& options();
// The value of one option of `r`, as text ("opponent-first", "3.75", ...).
std::string option_value(const Ruleset& r, std::string_view key);

std::string to_string(const Ruleset& r);  // canonical compact string
std::string to_json(const Ruleset& r, int indent = -1);
// The preset the canonical string is based on.
const Preset& nearest_preset(const Ruleset& r);
// Whether the engines implement it: a two-player move order, and for the Go
// family a private-eye attribute rule (either private-eye wording).
bool implemented(const Ruleset& r);
// The options that make the engines refuse r, as "key=value" (empty when
// implemented(r)).
std::vector<std::string> unimplemented_options(const Ruleset& r);

// Strict parsers: an unknown preset, key or value, a duplicate key or a
// malformed text is a ParseError naming it (with `where` as the origin).
Ruleset parse_ruleset(std::string_view text, const SourceLocation& where = {});
Ruleset parse_ruleset_json(std::string_view json, const SourceLocation& where = {});

}  // namespace tg
