// Property (4) of issue 4: invariants of every analysis, checked on both
// engines (the reference on boards up to 9x9, the optimized up to 19x19).
//  - Art. 13: black + white + neutral + nobody = n*n, and each total is its
//    owner count (a Shared point counts 1/2 to each side); score(p, {}) is the
//    analysis' score.
//  - With komi 3.75 there is never a draw, under both Art. 13 formulas.
//  - Art. 5.2 / Art. 6: strings, regions, private eyes, tris attributes and
//    the score depend only on the board: the same board with another next
//    move, passes and history gives the same answers.
//  - Art. 6: each tris string's (By, Wy, Bo, Wo) are the counts of adjacent
//    base-board black and white strings with and without a private eye, and
//    its attribute and branch are what the table below (written here
//    independently of both engines) gives.
#include <algorithm>

#include "proptests/support.h"

namespace tg::pt {
namespace {

void score_parts(const Engine& engine, const Position& p) {
  const Analysis a = engine.analyze(p);
  const Score& s = a.score;
  const int points = p.board.size().points();
  RC_ASSERT(static_cast<int>(s.owner.size()) == points);
  RC_ASSERT(s.black + s.white + s.neutral + s.nobody == static_cast<double>(points));
  auto count = [&](Owner o) { return static_cast<double>(std::count(s.owner.begin(), s.owner.end(), o)); };
  RC_ASSERT(s.black == count(Owner::Black) + count(Owner::Shared) / 2);
  RC_ASSERT(s.white == count(Owner::White) + count(Owner::Shared) / 2);
  RC_ASSERT(s.neutral == count(Owner::Neutral));
  RC_ASSERT(s.nobody == count(Owner::Nobody));
  const Score direct = engine.score(p, {});
  if (!(direct == s)) RC_FAIL(engine.name() + ": score(p, {}) is not analyze(p).score: " + score_diff(s, direct));
}

void no_draw(const Engine& engine, Position p) {
  p.rules.komi_quarters = 15;
  const Score s = engine.analyze(p).score;
  RC_LOG() << "black " << s.black << " white " << s.white << " neutral " << s.neutral << " y " << s.y << "\n";
  RC_ASSERT(s.komi == 3.75);
  RC_ASSERT(s.literal != Winner::Draw);
  RC_ASSERT(s.chinese != Winner::Draw);
  RC_ASSERT(s.winner != Winner::Draw);
}

void base_board_only(const Engine& engine, const Position& p, const Position& other_history) {
  Position q = other_history;  // same ruleset and size, another next move / passes / history
  q.board = p.board;
  const Analysis a = engine.analyze(p), b = engine.analyze(q);
  Analysis a2 = a, b2 = b;
  for (Analysis* x : {&a2, &b2}) {  // what may depend on the slot and the past
    x->forbidden.clear();
    x->ended = false;
  }
  if (!(a2 == b2))
    RC_FAIL(engine.name() + ": the same board with next move " + std::to_string(q.next_move) + ", passes " +
            std::to_string(q.passes) + " and " + std::to_string(q.history.size()) +
            " history entries gives other answers: " + analysis_diff(a2, b2));
}

// The Art. 6 table, indexed by sign(By - Wy) + 1 and sign(Bo - Wo) + 1
// (By + Wy = 0 is 6.1, neutral, before the table).
struct Verdict {
  Attribute attribute;
  const char* branch;
};
constexpr Verdict kArt6[3][3] = {
    /* By < Wy */ {{Attribute::White, "6.2.2"}, {Attribute::White, "6.2.2"}, {Attribute::White, "6.2.2"}},
    /* By = Wy */ {{Attribute::White, "6.2.3.2"}, {Attribute::Neutral, "6.2.3.3"}, {Attribute::Black, "6.2.3.1"}},
    /* By > Wy */ {{Attribute::Black, "6.2.1"}, {Attribute::Black, "6.2.1"}, {Attribute::Black, "6.2.1"}},
};
int sign(int v) { return (v > 0) - (v < 0); }

// MengGo 2013 (attribute_rule=bonds, M13-5, D-62 to D-64): no private eyes;
// each tris string's bonds are its (piece, adjacent stone) pairs, counted
// here, and more black bonds make it black, more white white, equal neutral.
void bond_table(const Engine& engine, const Position& p, const Analysis& a) {
  if (!a.private_eyes.empty()) RC_FAIL(engine.name() + ": private eyes reported under attribute_rule=bonds");
  const BoardSize size = p.board.size();
  std::size_t tris_pieces = 0;
  for (const TrisInfo& t : a.tris) {
    int black = 0, white = 0;
    for (Point q : t.points) {
      RC_ASSERT(p.board.at(q) == Piece::Tris);
      ++tris_pieces;
      for (Point n : size.neighbours(q)) {
        black += p.board.at(n) == Piece::Black;
        white += p.board.at(n) == Piece::White;
      }
    }
    const Attribute want = black > white ? Attribute::Black : black < white ? Attribute::White : Attribute::Neutral;
    if (t.black_bonds != black || t.white_bonds != white || t.attribute != want || t.by + t.wy + t.bo + t.wo != 0)
      RC_FAIL(engine.name() + ": tris " + points_text(t.points) + " has bonds " + std::to_string(t.black_bonds) + "/" +
              std::to_string(t.white_bonds) + " and is " + std::string(attribute_name(t.attribute)) +
              "; counted here " + std::to_string(black) + "/" + std::to_string(white));
  }
  std::size_t on_board = 0;
  for (int i = 0; i < size.points(); ++i) on_board += p.board.at_index(i) == Piece::Tris;
  RC_ASSERT(tris_pieces == on_board);
}

void art6_table(const Engine& engine, const Position& p) {
  const Analysis a = engine.analyze(p);
  if (p.rules.attribute_rule == AttributeRule::Bonds) return bond_table(engine, p, a);
  const Board& b = p.board;
  const BoardSize size = b.size();
  // The base-board strings, by flood fill here.
  std::vector<int> string_of(static_cast<std::size_t>(size.points()), -1);
  std::vector<std::vector<Point>> strings;
  for (int i = 0; i < size.points(); ++i) {
    if (b.at_index(i) == Piece::Empty || string_of[static_cast<std::size_t>(i)] >= 0) continue;
    const Piece kind = b.at_index(i);
    std::vector<Point> pts{size.point(i)};
    string_of[static_cast<std::size_t>(i)] = static_cast<int>(strings.size());
    for (std::size_t k = 0; k < pts.size(); ++k)
      for (Point n : size.neighbours(pts[k]))
        if (b.at(n) == kind && string_of[static_cast<std::size_t>(size.index(n))] < 0) {
          string_of[static_cast<std::size_t>(size.index(n))] = static_cast<int>(strings.size());
          pts.push_back(n);
        }
    std::sort(pts.begin(), pts.end(), [&](Point x, Point y) { return size.index(x) < size.index(y); });
    strings.push_back(pts);
  }
  // Each black/white string's private-eye verdict, from the analysis.
  std::vector<int> has_eye(strings.size(), -1);
  for (const PrivateEyeInfo& e : a.private_eyes) {
    RC_ASSERT(!e.string.empty());
    const int id = string_of[static_cast<std::size_t>(size.index(e.string.front()))];
    RC_ASSERT(id >= 0);
    if (strings[static_cast<std::size_t>(id)] != e.string) RC_FAIL(engine.name() + ": private_eyes lists " + points_text(e.string) + ", not a base string");
    RC_ASSERT(b.at(e.string.front()) == stone_of(e.colour));
    RC_ASSERT(has_eye[static_cast<std::size_t>(id)] == -1);  // one entry per string
    has_eye[static_cast<std::size_t>(id)] = e.has_private_eye;
  }
  std::size_t tris_strings = 0;
  for (std::size_t id = 0; id < strings.size(); ++id) {
    const Piece kind = b.at(strings[id].front());
    if (kind == Piece::Tris) ++tris_strings;
    else if (has_eye[id] < 0) RC_FAIL(engine.name() + ": no private-eye verdict for the string " + points_text(strings[id]));
  }
  RC_ASSERT(a.tris.size() == tris_strings);
  for (const TrisInfo& t : a.tris) {
    RC_ASSERT(!t.points.empty());
    const int id = string_of[static_cast<std::size_t>(size.index(t.points.front()))];
    RC_ASSERT(id >= 0);
    RC_ASSERT(strings[static_cast<std::size_t>(id)] == t.points);
    std::vector<int> adjacent;
    for (Point q : t.points)
      for (Point n : size.neighbours(q)) {
        const Piece k = b.at(n);
        if (k == Piece::Black || k == Piece::White) adjacent.push_back(string_of[static_cast<std::size_t>(size.index(n))]);
      }
    std::sort(adjacent.begin(), adjacent.end());
    adjacent.erase(std::unique(adjacent.begin(), adjacent.end()), adjacent.end());
    int by = 0, wy = 0, bo = 0, wo = 0;
    for (int s : adjacent) {
      const bool black = b.at(strings[static_cast<std::size_t>(s)].front()) == Piece::Black;
      const bool eye = has_eye[static_cast<std::size_t>(s)] == 1;
      ++(black ? (eye ? by : bo) : (eye ? wy : wo));
    }
    const std::string who = engine.name() + ": tris " + points_text(t.points) + " ";
    if (t.by != by || t.wy != wy || t.bo != bo || t.wo != wo)
      RC_FAIL(who + "parameters (" + std::to_string(t.by) + "," + std::to_string(t.wy) + "," + std::to_string(t.bo) +
              "," + std::to_string(t.wo) + "), counted here (" + std::to_string(by) + "," + std::to_string(wy) + "," +
              std::to_string(bo) + "," + std::to_string(wo) + ")");
    const Verdict v = by + wy == 0 ? Verdict{Attribute::Neutral, "6.1"} : kArt6[sign(by - wy) + 1][sign(bo - wo) + 1];
    if (t.attribute != v.attribute || t.branch != v.branch)
      RC_FAIL(who + "is " + std::string(attribute_name(t.attribute)) + " (" + t.branch + "), the Art. 6 table says " +
              std::string(attribute_name(v.attribute)) + " (" + v.branch + ")");
  }
}

const Engine& engine_for(bool ref) { return ref ? reference() : optimized(); }
int max_n_for(bool ref) { return ref ? 9 : 19; }

#define TRISGO_BOTH(Name, ref_cases, opt_cases, body)                       \
  TRISGO_PROP(Invariants, Name##Reference, ref_cases) { body(true); }      \
  TRISGO_PROP(Invariants, Name##Optimized, opt_cases) { body(false); }

void score_parts_case(bool ref) { score_parts(engine_for(ref), *gen_position(gen_ruleset(), max_n_for(ref))); }
void no_draw_case(bool ref) { no_draw(engine_for(ref), *gen_position(gen_ruleset({"komi"}), max_n_for(ref))); }
void base_board_case(bool ref) {
  const int n = *gen_size(max_n_for(ref));
  const Ruleset r = *gen_ruleset();
  const Position p = *gen_position(rc::gen::just(r), rc::gen::just(n));
  const Position other = *gen_position(rc::gen::just(r), rc::gen::just(n));
  base_board_only(engine_for(ref), p, other);
}
void art6_case(bool ref) {
  const Texture t = *rc::gen::element(Texture::Any, Texture::Enclosed);
  art6_table(engine_for(ref), *gen_position(gen_ruleset(), max_n_for(ref), t));
}

TRISGO_BOTH(ScorePartsAddUp, 60, 200, score_parts_case)
TRISGO_BOTH(NoDrawWithKomi375, 40, 200, no_draw_case)
TRISGO_BOTH(AttributesDependOnlyOnTheBoard, 30, 150, base_board_case)
TRISGO_BOTH(TrisAttributesFollowTheArt6Table, 60, 200, art6_case)

}  // namespace
}  // namespace tg::pt
