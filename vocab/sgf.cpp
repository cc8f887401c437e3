#include "vocab/sgf.h"

#include <algorithm>
#include <map>

#include "vocab/excerpt.h"
#include "vocab/flybomb_record.h"
#include "vocab/move_fit.h"
#include "vocab/sgf_plain_go.h"
#include "vocab/utf8.h"

namespace tg {
namespace {

std::optional<int> parse_count(std::string_view s, int max) {
  if (s.empty() || s.size() > 10) return std::nullopt;
  long long v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  if (v > max) return std::nullopt;
  return static_cast<int>(v);
}

std::string latin1_to_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size() + s.size() / 4);
  for (char c : s) out += utf8::encode(static_cast<unsigned char>(c));
  return out;
}

// (utf8::valid also refuses a well-formed U+FFFD.)
bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = 0;
    if (utf8::decode(s, i, len) == 0xFFFD && len == 1) return false;
    i += len;
  }
  return true;
}

// Invalid bytes become U+FFFD.
std::string repair_utf8(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    std::size_t len = 0;
    char32_t c = utf8::decode(s, i, len);
    if (c == 0xFFFD && len == 1)
      out += utf8::encode(0xFFFD);
    else
      out += s.substr(i, len);
    i += len;
  }
  return out;
}

// Whether the text declares CA[UTF-8] (or UTF8, any case) before its first node ends.
bool declares_utf8(std::string_view s) {
  for (std::size_t at = s.find("CA["); at != std::string_view::npos; at = s.find("CA[", at + 1)) {
    std::string v;
    for (std::size_t i = at + 3; i < s.size() && s[i] != ']' && v.size() < 16; ++i)
      if (s[i] != '-' && s[i] != '_' && s[i] != ' ') v += static_cast<char>(s[i] >= 'a' && s[i] <= 'z' ? s[i] - 32 : s[i]);
    if (v == "UTF8") return true;
  }
  return false;
}

// ---- The reader -------------------------------------------------------------

struct Value {
  std::string raw;
  std::size_t byte = 0;  // of '['
};
struct Prop {
  std::string id;
  std::size_t byte = 0;
  std::vector<Value> values;
  std::string raw_list() const {
    std::string out;
    for (const auto& v : values) out += "[" + v.raw + "]";
    return out;
  }
  std::string written() const {  // "B[dd]", for messages
    std::string out = id;
    for (const auto& v : values) out += "[" + v.raw + "]";
    return out.size() > 40 ? out.substr(0, 37) + "..." : out;
  }
};
struct Node {
  std::size_t byte = 0;
  std::vector<Prop> props;
};

class SgfReader {
 public:
  SgfReader(std::string_view text, const std::string& file) : file_(file) {
    // Before the charset guess: read as ISO-8859-1, UTF-16 would fail on its
    // first NUL with a message about SGF syntax.
    if (const utf8::WideEncoding e = utf8::wide_encoding(text))
      throw ParseError(SourceLocation{file, 1, 1},
                       utf8::wide_encoding_message(e, "SGF files must be UTF-8 (or the single-byte charset their CA property "
                                              "names, ISO-8859-1 by default)"));
    if (valid_utf8(text)) {
      t_ = text;
    } else {
      // A file that says it is UTF-8 keeps its text, stray bytes replaced;
      // any other is read as ISO-8859-1, SGF's default charset.
      owned_ = declares_utf8(text) ? repair_utf8(text) : latin1_to_utf8(text);
      t_ = owned_;
    }
  }
  Record read();

 private:
  std::string owned_;
  std::string_view t_;
  const std::string& file_;
  std::size_t pos_ = 0;
  std::vector<Node> nodes_;  // the main line
  Record r_;

  SourceLocation at(std::size_t byte) const { return location_of(t_, byte, file_); }
  [[noreturn]] void fail(std::size_t byte, const std::string& message) const { throw ParseError(at(byte), message); }
  std::string char_at(std::size_t pos) const {
    std::size_t len = 1;
    utf8::decode(t_, pos, len);
    return std::string(t_.substr(pos, len));
  }
  void skip_spaces() {
    while (pos_ < t_.size() && (t_[pos_] == ' ' || t_[pos_] == '\t' || t_[pos_] == '\n' || t_[pos_] == '\r' ||
                                t_[pos_] == '\v' || t_[pos_] == '\f'))
      ++pos_;
  }

  void read_tree();
  Node read_node();
  Point read_point(const Prop& p, const std::string& value, std::size_t byte) const;
  void apply_setup(const Prop& p, std::map<int, Piece>& setup) const;
};

void SgfReader::read_tree() {
  pos_ = t_.find('(');
  if (pos_ == std::string_view::npos) fail(0, "no SGF game tree found: an SGF file starts with '(;'");
  struct Level {
    bool main;  // on the main line
    bool has_child = false;
    std::size_t open = 0;  // the byte of its '('
  };
  std::vector<Level> stack;
  bool main_done = false;
  while (true) {
    skip_spaces();
    // A file cut short (a truncated download, a copy that lost its end) must
    // not pass for the whole game.
    if (pos_ >= t_.size()) {
      const SourceLocation open = at(stack.back().open);
      fail(t_.size(), std::string("missing ')': the ") + (stack.size() > 1 ? "variation" : "game tree") +
                          " opened at line " + std::to_string(open.line) + ", column " + std::to_string(open.column) +
                          " is not closed (the file may be cut short)");
    }
    char c = t_[pos_];
    if (c == '(') {
      bool main = stack.empty() || (stack.back().main && !stack.back().has_child && !main_done);
      if (!stack.empty()) stack.back().has_child = true;
      stack.push_back(Level{main, false, pos_});
      ++pos_;
      skip_spaces();
      if (pos_ >= t_.size() || t_[pos_] != ';') fail(pos_, "expected ';' (a node) after '('");
    } else if (c == ')') {
      if (stack.back().main) main_done = true;
      stack.pop_back();
      ++pos_;
      if (stack.empty()) return;  // the first game tree; anything after it is not read
    } else if (c == ';') {
      if (stack.back().has_child)
        fail(pos_, "a node after a variation: in SGF a game tree's nodes come before its variations");
      Node node = read_node();
      if (stack.back().main && !main_done) nodes_.push_back(std::move(node));
    } else {
      fail(pos_, "unexpected '" + char_at(pos_) + "': expected a node ';', a variation '(' or the end ')'");
    }
  }
}

Node SgfReader::read_node() {
  Node node;
  node.byte = pos_++;
  while (true) {
    skip_spaces();
    if (pos_ >= t_.size()) return node;
    char c = t_[pos_];
    bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    if (!letter) return node;
    Prop p;
    p.byte = pos_;
    std::string written;
    while (pos_ < t_.size() && ((t_[pos_] >= 'A' && t_[pos_] <= 'Z') || (t_[pos_] >= 'a' && t_[pos_] <= 'z'))) {
      written += t_[pos_];
      if (t_[pos_] >= 'A' && t_[pos_] <= 'Z') p.id += t_[pos_];  // FF[3]: lowercase letters are ignored
      ++pos_;
    }
    if (p.id.empty()) fail(p.byte, "property identifier '" + written + "' has no uppercase letter");
    skip_spaces();
    if (pos_ >= t_.size() || t_[pos_] != '[') fail(pos_, "property " + written + " has no value: expected '['");
    while (pos_ < t_.size() && t_[pos_] == '[') {
      Value v;
      v.byte = pos_++;
      std::size_t start = pos_;
      while (true) {
        if (pos_ >= t_.size()) fail(v.byte, "value of property " + written + " is not closed: missing ']'");
        if (t_[pos_] == '\\') {
          pos_ += 2;
          continue;
        }
        if (t_[pos_] == ']') break;
        ++pos_;
      }
      v.raw = std::string(t_.substr(start, pos_ - start));
      ++pos_;
      p.values.push_back(std::move(v));
      skip_spaces();
    }
    node.props.push_back(std::move(p));
  }
}

Point SgfReader::read_point(const Prop& p, const std::string& value, std::size_t byte) const {
  auto point = parse_sgf_point(value, r_.size);
  if (point) return *point;
  std::string n = std::to_string(r_.size.n());
  if (value.size() == 2 && value[0] >= 'a' && value[0] <= 'z' && value[1] >= 'a' && value[1] <= 'z')
    fail(byte, p.id + "[" + value + "]: point " + value + " is off the " + n + "x" + n +
                   " board (columns and rows run from a to " + std::string(1, static_cast<char>('a' + r_.size.n() - 1)) +
                   ")");
  fail(byte, p.id + "[" + excerpt(value, 8) + "]: " + quoted_excerpt(value) + " is not an SGF point (two lowercase letters, column then row)");
}

void SgfReader::apply_setup(const Prop& p, std::map<int, Piece>& setup) const {
  Piece piece = p.id == "AB" ? Piece::Black : p.id == "AW" ? Piece::White : p.id == "AX" ? Piece::Tris : Piece::Empty;
  for (const Value& v : p.values) {
    std::string value = sgf_unescape(v.raw);
    std::vector<Point> points;
    if (auto colon = value.find(':'); colon != std::string::npos) {  // FF[4] compressed list: a rectangle
      Point a = read_point(p, value.substr(0, colon), v.byte + 1);
      Point b = read_point(p, value.substr(colon + 1), v.byte + 1);
      for (int y = std::max(a.y, b.y); y >= std::min(a.y, b.y); --y)
        for (int x = std::min(a.x, b.x); x <= std::max(a.x, b.x); ++x) points.push_back(Point{x, y});
    } else {
      points.push_back(read_point(p, value, v.byte + 1));
    }
    for (Point q : points) {
      if (piece == Piece::Empty)
        setup.erase(r_.size.index(q));
      else
        setup[r_.size.index(q)] = piece;
    }
  }
}

Record SgfReader::read() {
  read_tree();
  // The root: the nodes before the first move (a setup node after the root,
  // as many editors write, joins it); the first move may stand in the root.
  std::size_t first_move_node = nodes_.size();
  for (std::size_t k = 0; k < nodes_.size() && first_move_node == nodes_.size(); ++k)
    for (const Prop& p : nodes_[k].props)
      if (sgf_is_move_property(p.id)) {
        first_move_node = k;
        break;
      }
  std::vector<const Prop*> header;
  for (std::size_t k = 0; k < std::max<std::size_t>(first_move_node, 1); ++k)
    for (const Prop& p : nodes_[k].props)
      if (!sgf_is_move_property(p.id)) header.push_back(&p);
  // Tris: a tris move anywhere, or tris in the setup.
  bool tris = false;
  for (const Node& n : nodes_)
    for (const Prop& p : n.props) tris = tris || p.id == "XB" || p.id == "XW";
  for (const Prop* p : header) tris = tris || p->id == "AX";

  auto single = [&](const Prop& p) -> std::string {
    if (p.values.size() != 1) fail(p.byte, p.id + " takes one value, found " + std::to_string(p.values.size()));
    return sgf_unescape(p.values[0].raw);
  };
  // Pass 1: the properties that shape the record.
  std::map<std::string, const Prop*> firsts;
  std::optional<int> root_mn;
  const Prop* xo = nullptr;  // XO[free]
  bool strict = false;       // XO[strict]: a plain-Go file whose sides are checked
  for (const Prop* p : header) {
    const std::string& id = p->id;
    if (id == "FF" || id == "GM" || id == "SZ") {
      std::string v = single(*p);
      if (auto it = firsts.find(id); it != firsts.end()) {
        if (sgf_unescape(it->second->values[0].raw) != v)
          fail(p->byte, id + " given twice with different values (" + it->second->written() + " and " +
                            p->written() + ")");
        continue;
      }
      firsts[id] = p;
      std::size_t vb = p->values[0].byte + 1;
      if (id == "FF") {
        auto ff = parse_count(sgf_trim(v), 9);
        if (!ff || *ff < 1 || *ff > 4) fail(vb, "FF[" + excerpt(v) + "]: this reader knows SGF versions FF[1] to FF[4]");
      } else if (id == "GM") {
        if (sgf_trim(v) != "1") fail(vb, "GM[" + excerpt(v) + "]: not a record of Go (GM[1]); TrisGo records are GM[1]");
      } else {
        std::string_view s = sgf_trim(v);
        auto colon = s.find(':');
        int n = parse_count(s.substr(0, colon), 1000).value_or(-1);
        if (n >= 0 && colon != std::string_view::npos) {
          int m = parse_count(s.substr(colon + 1), 1000).value_or(-1);
          if (m < 0)
            n = -1;
          else if (m != n)
            fail(vb, "SZ[" + excerpt(v) + "]: rectangular boards are not supported (sizes are odd numbers from 3 to 19)");
        }
        if (n < 0) fail(vb, "SZ[" + excerpt(v) + "]: " + quoted_excerpt(v) + " is not a board size");
        auto size = BoardSize::make(n);
        if (!size)
          fail(vb, "board size " + std::to_string(n) + " is not supported (sizes are odd numbers from 3 to 19)");
        r_.size = *size;
      }
    } else if (id == "MN" && !root_mn) {
      std::string v = single(*p);
      auto n = parse_count(sgf_trim(v), kMaxMoveNumber);
      if (!n || *n < 1) fail(p->values[0].byte + 1, "MN[" + excerpt(v) + "]: " + quoted_excerpt(v) + " is not a move number");
      root_mn = *n;
    } else if (id == "XO") {
      std::string v = single(*p);
      if (v != "free" && v != "strict")
        fail(p->values[0].byte + 1, "XO[" + excerpt(v) + "]: the values are XO[free] and XO[strict]");
      if (v == "free") xo = p;
      strict = strict || v == "strict";
    }
  }
  // Pass 2: tags and setup, in order.
  const Prop* ru = nullptr;
  bool ru_ours = false;
  std::map<int, Piece> setup;
  std::optional<std::size_t> first_xt;  // where the private tags go among the others
  std::vector<std::pair<std::string, std::string>> private_tags;
  const Prop* km = nullptr;  // the first KM, whose value is tag Komi
  for (const Prop* p : header) {
    const std::string& id = p->id;
    if (id == "RU" && !ru) {
      ru = p;
      ru_ours = p->values.size() == 1 && sgf_ru_is_ours(sgf_unescape(p->values[0].raw));
      // RU[Chinese] in plain Go is our go preset's name, not a foreign one.
      bool go_preset = !tris && p->values.size() == 1 && sgf_unescape(p->values[0].raw) == kSgfGoPresetRules;
      if (!ru_ours && !go_preset) r_.tags.emplace_back("SGF:RU", p->raw_list());
    } else if (id == "RU" || id == "XR") {
      r_.tags.emplace_back("SGF:RU", p->raw_list());
    } else if (sgf_is_setup_property(id)) {
      apply_setup(*p, setup);
    } else if (id == "XT") {
      for (const Value& v : p->values) {
        std::string kv = sgf_unescape(v.raw);
        auto colon = kv.find(':');
        if (colon == std::string::npos) fail(v.byte + 1, "XT[" + excerpt(kv) + "]: a tag is written XT[name:value]");
        std::string key = kv.substr(0, colon);
        std::string problem;
        if (key.starts_with("SGF:") || key == "Rules" || key == "Size" || key == "Setup" || key == "FirstMove" ||
            key == "FreeOrder")
          problem = "tag " + key + " is not written with XT";
        else if (auto prop = sgf_property_for_tag(key))
          problem = "tag " + key + " is written as " + std::string(*prop) + "[...]";
        bool ok = !key.empty() && ((key[0] >= 'A' && key[0] <= 'Z') || (key[0] >= 'a' && key[0] <= 'z'));
        for (char c : key)
          ok = ok && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-');
        if (problem.empty() && !ok)
          problem = "tag name '" + key + "' is not allowed: a tag name starts with a letter and holds letters, digits, '_' and '-'";
        if (!problem.empty()) fail(v.byte + 1, "XT[" + excerpt(kv) + "]: " + problem);
        // Every XT's values at the first one's place (older versions wrote
        // one XT per tag), as print_sgf writes them.
        if (!first_xt) first_xt = r_.tags.size();
        private_tags.emplace_back(key, kv.substr(colon + 1));
      }
    } else if (sgf_is_interpreted_property(id)) {
      continue;  // FF GM SZ CA XO MN: read in pass 1 or implied
    } else if (id == "KM" && p->values.size() == 1 && !km) {
      km = p;
      r_.tags.emplace_back("Komi", sgf_unescape(p->values[0].raw));
    } else if (auto tag = sgf_tag_for_property(id); tag && p->values.size() == 1) {
      r_.tags.emplace_back(std::string(*tag), sgf_unescape(p->values[0].raw));
    } else {
      r_.tags.emplace_back("SGF:" + id, p->raw_list());
    }
  }
  if (first_xt)
    r_.tags.insert(r_.tags.begin() + static_cast<std::ptrdiff_t>(*first_xt), private_tags.begin(), private_tags.end());
  for (auto [index, piece] : setup) r_.setup.emplace_back(r_.size.point(index), piece);
  // The ruleset and the order.
  if (ru_ours) {
    r_.rules = parse_ruleset(sgf_unescape(ru->values[0].raw), at(ru->values[0].byte + 1));
    r_.free_order = xo != nullptr;
  } else if (tris) {
    r_.rules = Ruleset{};
    r_.free_order = xo != nullptr;
  } else {
    std::string problem;
    auto rules = plain_go_rules(r_.tags, r_.size, &problem);
    if (!rules) fail(km->values[0].byte + 1, "KM[" + excerpt(sgf_unescape(km->values[0].raw)) + "]: " + problem);
    r_.rules = *rules;
    r_.free_order = !strict;
  }
  // A KM that says what the file would say without it is no tag of its own
  // (print_sgf writes it for every ruleset of Go); any other stays tag Komi.
  // The first Komi tag is the first KM's, found by name (the private tags
  // were inserted before it when an XT came first); a second KM (a second
  // game-information node) is the first once that one is gone, judged the
  // same, as print_sgf's output would be read (fuzz_sgf found both). What a
  // plain-Go file implies is 7.5 when print_sgf writes the record as plain
  // Go again, else (a rules name of ours among its RUs) the ruleset's komi.
  const bool plain_again = !ru_ours && !tris && sgf_plain_go_record(r_);
  const std::string implied = sgf_implied_komi(plain_again ? find_preset("go")->rules : r_.rules);
  for (auto komi = sgf_first_tag(r_.tags, "Komi"); km && komi && *komi == implied; komi = sgf_first_tag(r_.tags, "Komi"))
    r_.tags.erase(std::find_if(r_.tags.begin(), r_.tags.end(), [](const auto& t) { return t.first == "Komi"; }));
  MoveOrder order = r_.rules.move_order();
  if (r_.free_order && order.has_tris_slots())
    fail(xo->values[0].byte + 1, "XO[free]: free order needs a ruleset without tris moves, and " +
                                     to_string(r_.rules) + " has them");
  // The moves.
  struct Written {
    const Prop* prop;
    Side side;
    Placed placed;
    std::optional<Point> point;
  };
  // A node's moves: one, or none; foreign records (free order) may hold
  // two, as in "B[tt]W[tt]", read as two moves in a row.
  auto moves_of = [&](const Node& node) {
    std::vector<Written> out;
    for (const Prop& p : node.props) {
      if (!sgf_is_move_property(p.id)) continue;
      if (!out.empty() && !r_.free_order)
        fail(p.byte, "a node holds two moves (" + out.front().prop->written() + " and " + p.written() +
                         "); SGF gives each move its own node");
      std::string v = single(p);
      bool tris_move = p.id == "XB" || p.id == "XW";
      Side side = p.id == "B" || p.id == "XB" ? Side::Black : Side::White;
      if (v.empty() || v == "tt") {  // tt: the FF[3] pass, on boards up to 19x19
        out.push_back(Written{&p, side, Placed::Nothing, std::nullopt});
      } else {
        out.push_back(Written{&p, side, tris_move ? Placed::Tris : Placed::Stone, read_point(p, v, p.values[0].byte + 1)});
      }
    }
    return out;
  };
  std::optional<int> move_mn;
  const Prop* move_mn_prop = nullptr;
  if (first_move_node > 0 && first_move_node < nodes_.size())
    for (const Prop& p : nodes_[first_move_node].props)
      if (p.id == "MN") {
        // One move number: a second MN here would be kept as a property of
        // the first move, which no record may hold (record_problem), so the
        // record would not print back (found by fuzz_sgf).
        if (move_mn_prop)
          fail(p.byte, "MN given twice in the node of the first move (" + move_mn_prop->written() + " and " +
                           p.written() + "): a move has one number");
        std::string v = single(p);
        auto n = parse_count(sgf_trim(v), kMaxMoveNumber);
        if (!n || *n < 1) fail(p.values[0].byte + 1, "MN[" + excerpt(v) + "]: " + quoted_excerpt(v) + " is not a move number");
        move_mn = *n;
        move_mn_prop = &p;
      }
  if (move_mn) {
    r_.first_move = *move_mn;
  } else if (root_mn) {
    r_.first_move = *root_mn;
  } else {
    std::optional<std::pair<Side, Placed>> first;
    if (first_move_node < nodes_.size()) {
      auto w = moves_of(nodes_[first_move_node]);
      first = std::pair{w.front().side, w.front().placed};
    }
    r_.first_move = infer_first_move(order, r_.free_order, first, sgf_to_play(r_.tags));
  }
  // order=flybomb: the moves fit the flybomb turns, from the seed of
  // XT[FlybombSeed:N] (D-71); such a record starts at move 1.
  const bool flybomb = r_.rules.order == OrderRule::Flybomb && !r_.free_order;
  std::string seed_problem;
  FlybombFitter turns(r_.rules, r_.size, flybomb_seed_of(r_.tags, &seed_problem));
  if (flybomb && !seed_problem.empty()) fail(0, seed_problem);
  if (flybomb && first_move_node < nodes_.size() && r_.first_move != 1)
    fail(0, "a FlybombGo record starts at move 1: its flybomb turns depend on every earlier move (D-71)");
  for (std::size_t k = first_move_node; k < nodes_.size(); ++k) {
    const Node& node = nodes_[k];
    auto moves = moves_of(node);
    for (const Written& w : moves) {
      int number = r_.move_number(r_.moves.size());
      if (static_cast<long long>(r_.first_move) + static_cast<long long>(r_.moves.size()) > kMaxMoveNumber)
        fail(w.prop->byte, "too many moves: move numbers stop at " + std::to_string(kMaxMoveNumber));
      MoveFit fit = flybomb ? turns.fit(number, w.side, w.placed, w.prop->written())
                            : fit_move(order, r_.free_order, number, w.side, w.placed, w.prop->written());
      if (!fit.kind) fail(w.prop->byte, fit.error);
      r_.moves.push_back(RecordedMove{Move{w.side, *fit.kind, w.point.value_or(Point{})}, {}});
    }
    bool w = !moves.empty();
    if (!w) r_.moves.back().properties.emplace_back(";", std::vector<std::string>{});
    if (k == 0) continue;  // the root's other properties are the header
    for (const Prop& p : node.props) {
      if (sgf_is_move_property(p.id) || &p == move_mn_prop) continue;
      if (sgf_is_setup_property(p.id) && !r_.free_order)
        fail(p.byte, p.id + " (a setup property) " + (w ? "in the node of move " : "after move ") +
                         std::to_string(r_.move_number(r_.moves.size() - 1)) +
                         ": a record's setup comes before the first move");
      std::vector<std::string> values;
      for (const Value& v : p.values) values.push_back(sgf_unescape(v.raw));
      r_.moves.back().properties.emplace_back(p.id, std::move(values));
    }
  }
  return std::move(r_);
}

}  // namespace

Record parse_sgf(std::string_view text, const std::string& file_name) { return SgfReader(text, file_name).read(); }


bool looks_like_sgf(const std::string& file_name, std::string_view text) {
  if (file_name.size() >= 4 && file_name.compare(file_name.size() - 4, 4, ".sgf") == 0) return true;
  for (char c : text) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') continue;
    return c == '(';
  }
  return false;
}

}  // namespace tg
