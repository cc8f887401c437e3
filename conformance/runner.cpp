// The runner of the conformance script (runner.h): one check per step kind.
#include "conformance/runner.h"

#include <algorithm>
#include <stdexcept>

#include "conformance/report.h"
#include "conformance/script_lexer.h"
#include "gtp/client.h"
#include "text/reason_text.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace tg::conformance {
namespace {

bool same_set(const BoardSize& size, const std::vector<Point>& a, const std::vector<Point>& b) {
  return as_point_set(size, a) == as_point_set(size, b);
}

bool has(const std::vector<Point>& v, Point p) { return std::find(v.begin(), v.end(), p) != v.end(); }

// The first failing check of `c` on `t`, or "".
std::string check_target(const BoardSize& size, const TargetCheck& c, const EncirclementTarget& t) {
  auto count = [&](const char* key, const std::optional<int>& want, std::size_t got) -> std::string {
    if (!want || static_cast<std::size_t>(*want) == got) return "";
    return "expected " + std::string(key) + "=" + std::to_string(*want) + ", got " + std::to_string(got);
  };
  auto set = [&](const char* key, const std::optional<std::vector<Point>>& want,
                 const std::vector<Point>& got) -> std::string {
    if (!want || same_set(size, *want, got)) return "";
    return "expected " + std::string(key) + "=" + points_text(size, *want) + ", got " + points_text(size, got);
  };
  for (const std::string& m :
       {count("liberties", c.liberties, t.liberties.size()), set("whole", c.whole, t.whole),
        count("walls", c.walls, t.walls.size()), count("secondary", c.secondary, t.secondary_cores.size()),
        count("reinforcements", c.reinforcements, t.reinforcements.size()), set("flips", c.flips, t.flips)})
    if (!m.empty()) return m + " (" + target_text(size, t) + ")";
  return "";
}

const EncirclementTarget* find_target(const std::vector<EncirclementTarget>& list, const step::TargetRef& r) {
  for (const EncirclementTarget& t : list)
    if (t.encircler == r.encircler && t.type == r.type && has(t.main_core, r.point)) return &t;
  return nullptr;
}

const char* layer_name(StringLayer layer) {
  return layer == StringLayer::Holistic ? "holistic" : layer == StringLayer::Extended ? "extended" : "base";
}

class Runner {
 public:
  Runner(const VectorSpec& v, const Engine& e) : v_(v), engine_(e), pos_(v.setup), size_(v.setup.board.size()) {}

  VectorResult run() {
    VectorResult r{v_.file, v_.name, true, "", v_.line};
    for (const Move& m : v_.setup_moves) {
      std::string message = guarded([&] { return setup_move(m); });
      if (!message.empty()) return failed(r, message, v_.setup_line);
    }
    for (const Step& s : v_.steps) {
      std::string message = guarded([&] { return std::visit([&](const auto& k) { return check(k); }, s); });
      if (!message.empty()) return failed(r, message, source_of(s).at.line);
    }
    return r;
  }

 private:
  // The message of `f`, or of the exception it throws.
  template <typename F>
  std::string guarded(F f) {
    try {
      return f();
    } catch (const EngineLimit& e) {
      limited_ = true;
      return "engine limit: " + std::string(e.what());
    } catch (const gtp::GtpError& e) {
      // An engine over GTP that crashed, hung, flooded or broke the protocol
      // (issue 36) fails no assertion: it ends the run, reported by its kind.
      if (e.failure().kind != gtp::FailureKind::None) throw;
      return "engine error: " + std::string(e.what());
    } catch (const std::exception& e) {
      return "engine error: " + std::string(e.what());
    }
  }

  VectorResult failed(VectorResult r, const std::string& message, int line) const {
    r.passed = false;
    r.engine_limit = limited_;
    r.message = message;
    r.line = line;
    return r;
  }

  std::string setup_move(const Move& m) {
    int number = pos_.next_move;
    MoveOutcome o = engine_.play(pos_, m);
    if (!o.legal())
      return "record move " + std::to_string(number) + " (" + move_text(m) + ") is illegal: " + why_illegal(o);
    if (!o.after) return "engine error: record move " + std::to_string(number) + " is legal but gives no position";
    pos_ = *o.after;
    return "";
  }

  const Analysis& analysis() {
    if (!analysis_) analysis_ = engine_.analyze(pos_);
    return *analysis_;
  }
  // The TrisGomoku part of the analysis; the parser lets the gomoku
  // assertions through only for game=gomoku, so an engine without it is wrong.
  const GomokuAnalysis& gomoku() {
    if (!analysis().gomoku) throw std::runtime_error("the analysis has no TrisGomoku part for game=gomoku");
    return *analysis().gomoku;
  }
  const Score& score() {
    if (!score_) score_ = engine_.score(pos_, dead_);
    return *score_;
  }
  void changed() {
    analysis_.reset();
    score_.reset();
  }

  Move resolve(const VectorMove& vm) const {
    Slot slot = pos_.to_move();
    Move m;
    m.side = vm.side.value_or(slot.side);
    m.kind = vm.kind.value_or(slot.kind == SlotKind::Stone ? MoveKind::Stone : MoveKind::Tris);
    m.point = vm.point;
    return m;
  }

  const TrisInfo* tris_at(Point p) {
    for (const TrisInfo& t : analysis().tris)
      if (has(t.points, p)) return &t;
    return nullptr;
  }

  // ----- the position and the moves

  std::string check(const step::Rules& s) {
    pos_.rules = s.rules;
    changed();
    return "";
  }
  std::string check(const step::Dead& s) {
    dead_ = s.points;
    score_.reset();
    return "";
  }
  std::string check(const step::Play& s) {
    Move m = resolve(s.move);
    MoveOutcome o = engine_.play(pos_, m);
    if (!o.legal()) return "play " + move_text(m) + " is illegal: " + why_illegal(o);
    if (!o.after) return "engine error: play " + move_text(m) + " is legal but gives no position";
    pos_ = *o.after;
    last_ = std::move(o);
    changed();
    return "";
  }
  std::string check(const step::AssertLegal& s) {
    Move m = resolve(s.move);
    MoveOutcome o = engine_.play(pos_, m);
    if (!o.legal()) return "expected " + move_text(m) + " to be legal, but it is illegal: " + why_illegal(o);
    return "";
  }
  std::string check(const step::AssertIllegal& s) {
    Move m = resolve(s.move);
    MoveOutcome o = engine_.play(pos_, m);
    std::string want(illegal_name(s.reason));
    if (o.legal()) return "expected " + move_text(m) + " to be illegal (" + want + "), but it is legal";
    if (o.illegal != s.reason)
      return "expected " + move_text(m) + " to be illegal for " + want + ", but it is illegal for " + why_illegal(o);
    return "";
  }
  std::string check(const step::AssertSlot& s) {
    Slot slot = pos_.to_move();
    if (slot.side != s.side || slot.kind != s.kind) {
      auto kind = [](SlotKind k) { return k == SlotKind::Stone ? "stone" : "tris"; };
      return "move " + std::to_string(pos_.next_move) + " is " + std::string(side_name(slot.side)) + " " +
             kind(slot.kind) + ", expected " + std::string(side_name(s.side)) + " " + kind(s.kind);
    }
    return "";
  }
  std::string check(const step::AssertNext& s) {
    if (pos_.next_move != s.move_number)
      return "the next move is " + std::to_string(pos_.next_move) + ", expected " + std::to_string(s.move_number);
    return "";
  }
  std::string check(const step::AssertBoard& s) {
    if (!(pos_.board == s.board)) {
      int n = size_.n();
      for (int r = 0; r < n; ++r) {
        std::string want, got;
        for (int c = 0; c < n; ++c) {
          want += cell_char(s.board, r * n + c);
          got += cell_char(pos_.board, r * n + c);
        }
        if (want != got)
          return "board row " + std::to_string(r + 1) + " (y=" + format_coordinate(size_.half() - r, LabelSet::Letter) +
                 ") is " + got + ", expected " + want + " (board: " + rows_text(pos_.board) + ")";
      }
    }
    return "";
  }
  std::string check(const step::AssertEnded& s) {
    bool ended = engine_.ended(pos_);
    if (ended != s.ended) return ended ? "the game has ended, expected it not to" : "the game has not ended, expected it to";
    return "";
  }

  // ----- the last play

  std::string check(const step::AssertCaptured& s) {
    if (!same_set(size_, last_->captured, s.points))
      return "captured: expected " + points_text(size_, s.points) + ", got " + points_text(size_, last_->captured);
    return "";
  }
  std::string check(const step::AssertCascade& s) {
    std::vector<Point> removed;
    for (const CascadeStep& c : last_->cascade) removed.insert(removed.end(), c.removed.begin(), c.removed.end());
    if (!same_set(size_, removed, s.points))
      return "cascade: expected " + points_text(size_, s.points) + " removed, got " + points_text(size_, removed);
    return "";
  }
  std::string check(const step::AssertFlip& s) {
    std::vector<AttributeChange> all = last_->changes;
    for (const CascadeStep& c : last_->cascade) all.insert(all.end(), c.changes.begin(), c.changes.end());
    std::string seen;
    for (const AttributeChange& c : all) {
      if (has(c.points, s.point) && c.from == s.from && c.to == s.to) return "";
      seen += (seen.empty() ? "" : "; ") + points_text(size_, c.points) + " " + std::string(attribute_name(c.from)) +
              "->" + std::string(attribute_name(c.to));
    }
    return "no change of the tris string at " + point_text(s.point) + " from " + std::string(attribute_name(s.from)) +
           " to " + std::string(attribute_name(s.to)) + " in the last play (changes: " +
           (seen.empty() ? "none" : seen) + ")";
  }

  // ----- the analysis

  // assert_string, assert_liberties: the string of `layer` at `p`.
  std::string check_string(StringLayer layer, Point p, const step::AssertString* string,
                           const step::AssertLiberties* liberties) {
    const char* name = layer_name(layer);
    const auto& list = layer == StringLayer::Holistic   ? analysis().holistic_strings
                       : layer == StringLayer::Extended ? gomoku().extended_strings
                                                        : analysis().base_strings;
    for (const StringInfo& str : list) {
      if (!has(str.points, p)) continue;
      if (string) {
        if (!same_set(size_, str.points, string->points))
          return std::string(name) + " string at " + point_text(p) + " is " + points_text(size_, str.points) +
                 ", expected " + points_text(size_, string->points);
        return "";
      }
      if (static_cast<int>(str.liberties.size()) != liberties->liberties)
        return std::string(name) + " string at " + point_text(p) + " has " + std::to_string(str.liberties.size()) +
               " liberties (" + points_text(size_, str.liberties) + "), expected " +
               std::to_string(liberties->liberties);
      return "";
    }
    return "no " + std::string(name) + " string at " + point_text(p) + " (the point holds '" +
           std::string(1, cell_char(pos_.board, size_.index(p))) + "')";
  }
  std::string check(const step::AssertString& s) { return check_string(s.layer, s.points[0], &s, nullptr); }
  std::string check(const step::AssertLiberties& s) { return check_string(s.layer, s.point, nullptr, &s); }

  std::string check(const step::AssertRegion& s) {
    std::string containing;
    for (const RegionInfo& r : analysis().regions) {
      if (r.formed_by != s.colour) continue;
      if (same_set(size_, r.points, s.points)) {
        if (s.eye && r.is_eye != *s.eye)
          return "the region " + points_text(size_, r.points) + " formed by " + std::string(side_name(s.colour)) +
                 (r.is_eye ? " is" : " is not") + " an eye, expected" + (*s.eye ? "" : " not") + " an eye";
        return "";
      }
      if (has(r.points, s.points[0])) containing = points_text(size_, r.points);
    }
    return "no closed region formed by " + std::string(side_name(s.colour)) + " is exactly " +
           points_text(size_, s.points) + " (the one containing " + point_text(s.points[0]) + ": " +
           (containing.empty() ? "none" : containing) + ")";
  }
  std::string check(const step::AssertNoRegion& s) {
    for (const RegionInfo& r : analysis().regions)
      if (r.formed_by == s.colour && has(r.points, s.point))
        return "the closed region " + points_text(size_, r.points) + " formed by " + std::string(side_name(s.colour)) +
               " contains " + point_text(s.point);
    return "";
  }
  std::string check(const step::AssertPrivateEye& s) {
    Point p = s.point;
    for (const PrivateEyeInfo& e : analysis().private_eyes) {
      if (!has(e.string, p)) continue;
      std::string cands;
      for (const EyeCandidate& c : e.candidates)
        cands += (cands.empty() ? "" : "; ") + points_text(size_, c.region) + ": " +
                 (c.failed == ReasonKind::None ? std::string("private eye")
                                               : std::string(reason_kind_id(c.failed)) + " " +
                                                     text::eye_verdict_text(e.colour, c, LabelSet::Integer));
      std::string who = std::string(side_name(e.colour)) + " string at " + point_text(p);
      std::string detail = " (candidates: " + (cands.empty() ? std::string("none") : cands) + ")";
      if (e.has_private_eye != s.has_eye)
        return who + (e.has_private_eye ? " has a private eye, expected none" : " has no private eye, expected one") +
               detail;
      if (!s.failed.empty()) {
        for (const EyeCandidate& c : e.candidates)
          if (reason_kind_id(c.failed) == s.failed) return "";
        return who + ": no candidate region failed " + s.failed + detail;
      }
      return "";
    }
    return "no black or white string at " + point_text(p);
  }
  std::string check(const step::AssertAttribute& s) {
    const TrisInfo* t = tris_at(s.point);
    if (!t) return "no tris string at " + point_text(s.point);
    if (t->attribute != s.attribute)
      return tris_text(size_, *t) + " is " + std::string(attribute_name(t->attribute)) + ", expected " +
             std::string(attribute_name(s.attribute));
    return "";
  }
  std::string check(const step::AssertParams& s) {
    const TrisInfo* t = tris_at(s.point);
    if (!t) return "no tris string at " + point_text(s.point);
    for (const auto& [key, value] : s.keys) {
      std::string got = key == "branch"        ? t->branch
                        : key == "by"          ? std::to_string(t->by)
                        : key == "wy"          ? std::to_string(t->wy)
                        : key == "bo"          ? std::to_string(t->bo)
                        : key == "wo"          ? std::to_string(t->wo)
                        : key == "black_bonds" ? std::to_string(t->black_bonds)
                                               : std::to_string(t->white_bonds);
      if (got != value) return tris_text(size_, *t) + ": expected " + key + "=" + value + ", got " + got;
    }
    return "";
  }
  // The forbidden point at `p`, or null.
  const ForbiddenPoint* forbidden_at(Point p) {
    for (const ForbiddenPoint& f : analysis().forbidden)
      if (f.point == p) return &f;
    return nullptr;
  }
  std::string check(const step::AssertForbidden& s) {
    const ForbiddenPoint* f = forbidden_at(s.point);
    if (!f) return point_text(s.point) + " is not forbidden, expected " + std::string(illegal_name(s.reason));
    if (f->reason != s.reason)
      return point_text(s.point) + " is forbidden for " + std::string(illegal_name(f->reason)) + ", expected " +
             std::string(illegal_name(s.reason));
    return "";
  }
  std::string check(const step::AssertNotForbidden& s) {
    if (const ForbiddenPoint* f = forbidden_at(s.point))
      return point_text(s.point) + " is forbidden (" + std::string(illegal_name(f->reason)) + ")";
    return "";
  }

  // ----- the score

  std::string check(const step::AssertScore& s) {
    const Score& sc = score();
    for (const auto& [key, value] : s.keys) {
      double want = *read_decimal(value);
      double got = key == "black"     ? sc.black
                   : key == "white"   ? sc.white
                   : key == "neutral" ? sc.neutral
                   : key == "nobody"  ? sc.nobody
                   : key == "komi"    ? sc.komi
                                      : sc.y;
      if (got != want)
        return "score: expected " + key + "=" + value + ", got " + format_number(got) + " (" + score_text(sc) + ")";
    }
    return "";
  }
  std::string check(const step::AssertWinner& s) {
    const Score& sc = score();
    for (const auto& [key, value] : s.keys) {
      Winner got = key == "chinese" ? sc.chinese : key == "literal" ? sc.literal : sc.winner;
      if (winner_name(got) != value)
        return "winner: expected " + key + "=" + value + ", got " + std::string(winner_name(got)) + " (" +
               winners_text(sc) + "; " + score_text(sc) + ")";
    }
    return "";
  }
  std::string check(const step::AssertOwner& s) {
    const Score& sc = score();
    auto i = static_cast<std::size_t>(size_.index(s.point));
    if (i >= sc.owner.size()) return "engine error: the score has no owner for " + point_text(s.point);
    if (sc.owner[i] != s.owner)
      return point_text(s.point) + " belongs to " + std::string(owner_name(sc.owner[i])) + ", expected " +
             std::string(owner_name(s.owner));
    return "";
  }

  // ----- TrisGomoku

  std::string what(const step::TargetRef& r) const {
    return target_name(r.encircler, r.type) + " target with main core containing " + point_text(r.point);
  }
  std::string check(const step::AssertTarget& s) {
    const std::vector<EncirclementTarget>& list = gomoku().targets;
    const EncirclementTarget* t = find_target(list, s.target);
    if (t) return check_target(size_, s.check, *t);
    std::string cores;
    for (const EncirclementTarget& o : list)
      if (o.encircler == s.target.encircler && o.type == s.target.type)
        cores += (cores.empty() ? "" : "; ") + points_text(size_, o.main_core);
    return "no " + what(s.target) + " (main cores of the " + target_name(s.target.encircler, s.target.type) +
           " targets: " + (cores.empty() ? "none" : cores) + ")";
  }
  std::string check(const step::AssertNoTarget& s) {
    const EncirclementTarget* t = find_target(gomoku().targets, s.target);
    return t ? "there is a " + target_text(size_, *t) : "";
  }
  std::string check(const step::AssertEncircled& s) {
    const EncirclementTarget* t = find_target(last_->encircled, s.target);
    if (t) return check_target(size_, s.check, *t);
    return "no " + what(s.target) + " took effect on the last play (encircled: " +
           targets_text(size_, last_->encircled) + ")";
  }
  std::string check(const step::AssertOverruled& s) {
    const EncirclementTarget* t = find_target(last_->overruled, s.target);
    if (t) return check_target(size_, s.check, *t);
    return "no " + what(s.target) + " was overruled on the last play (overruled: " +
           targets_text(size_, last_->overruled) + ")";
  }
  std::string check(const step::AssertNoEncirclement&) {
    if (!last_->encircled.empty())
      return "the last play encircled " + targets_text(size_, last_->encircled) + ", expected nothing";
    if (!last_->changes.empty())
      return "the last play changed " + std::to_string(last_->changes.size()) + " tris string(s), the first " +
             points_text(size_, last_->changes[0].points) + ", expected no change";
    return "";
  }
  std::string check(const step::AssertFive& s) {
    const std::vector<Five>& fives = gomoku().fives;
    for (const Five& f : fives)
      if (f.side == s.colour && same_set(size_, f.points, s.points)) return "";
    return "no " + std::string(side_name(s.colour)) + " five is exactly " + points_text(size_, s.points) +
           " (fives: " + fives_text(size_, fives) + ")";
  }
  std::string check(const step::AssertNoFive& s) {
    for (const Five& f : gomoku().fives)
      if (f.side == s.colour) return std::string(side_name(s.colour)) + " has a five: " + points_text(size_, f.points);
    return "";
  }
  std::string check(const step::AssertResult& s) {
    const GomokuAnalysis& g = gomoku();
    std::string want = std::string(winner_name(s.winner)) + " " + std::string(gomoku_end_name(s.end));
    if (g.end == GomokuEnd::None) return "the game has not ended, expected " + want;
    std::string got = std::string(winner_name(g.winner)) + " " + std::string(gomoku_end_name(g.end));
    if (g.end != s.end || g.winner != s.winner) return "the result is " + got + ", expected " + want;
    return "";
  }

  const VectorSpec& v_;
  const Engine& engine_;
  Position pos_;
  BoardSize size_;
  std::optional<MoveOutcome> last_;
  std::vector<Point> dead_;
  std::optional<Analysis> analysis_;
  std::optional<Score> score_;
  bool limited_ = false;  // the failure was an EngineLimit
};

}  // namespace

VectorResult run_vector(const VectorSpec& vector, const Engine& engine) { return Runner(vector, engine).run(); }

}  // namespace tg::conformance
