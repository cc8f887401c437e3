#include "vocab/record.h"

#include <algorithm>
#include <map>

#include "vocab/excerpt.h"
#include "vocab/flybomb_record.h"
#include "vocab/sgf_properties.h"
#include "vocab/utf8.h"

namespace tg {
namespace {

constexpr std::string_view kStructuralTags[] = {"Rules", "Size", "FirstMove", "FreeOrder", "Setup"};

bool structural(std::string_view key) {
  return std::find(std::begin(kStructuralTags), std::end(kStructuralTags), key) != std::end(kStructuralTags);
}

// Unicode characters of the notation.
constexpr char32_t kIdeoSpace = 0x3000, kBom = 0xFEFF, kEllipsis = 0x2026;
constexpr char32_t kFullComma = 0xFF0C, kFullSemicolon = 0xFF1B, kEnumComma = 0x3001, kFullStop = 0x3002;
constexpr char32_t kFullDot = 0xFF0E, kFullColon = 0xFF1A;
constexpr char32_t kHei = U'黑', kBai = U'白', kXuan = U'玄', kHua = U'华', kHua2 = U'花';

bool is_space(char32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' || c == kIdeoSpace || c == kBom;
}
bool is_separator(char32_t c) {
  return c == ',' || c == ';' || c == kFullComma || c == kFullSemicolon || c == kEnumComma || c == kFullStop;
}
// Characters that end a point in a move.
bool ends_point(char32_t c) {
  return is_space(c) || is_separator(c) || c == '{' || c == '}' || c == '[' || c == ']' || c == '.' ||
         c == kEllipsis || c == kFullDot;
}

bool is_integer_text(std::string_view s) {
  if (!s.empty() && s.front() == '-') s.remove_prefix(1);
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
}

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

std::string record_point(Point p, Labels labels) {
  if (labels.set == LabelSet::Integer) return "(" + format_point(p, labels) + ")";
  return format_point(p, labels);
}

std::string quote_tag_value(std::string_view v) {
  std::string out = "\"";
  for (char c : v) {
    switch (c) {
      case '\\': out += "\\\\"; break;
      case '"': out += "\\\""; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      default: out += c;
    }
  }
  return out + "\"";
}

std::string print_properties(const NodeProperties& props) {
  std::string out;
  for (const auto& [id, values] : props) {
    out += id;
    for (const auto& v : values) out.append("[").append(sgf_escape(v)).append("]");
  }
  return out;
}

std::string tag_key_problem(std::string_view key) {
  if (key.starts_with("SGF:")) return "";  // checked with its value
  bool ok = !key.empty() && ((key[0] >= 'A' && key[0] <= 'Z') || (key[0] >= 'a' && key[0] <= 'z'));
  for (char c : key)
    ok = ok && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-');
  if (!ok)
    return "tag name '" + std::string(key) +
           "' is not allowed: a tag name starts with a letter and holds letters, digits, '_' and '-' (or is SGF:XX)";
  return "";
}

// ---- The notation reader ----------------------------------------------------

struct TagLine {
  std::string key;
  std::string value;
  std::size_t open_byte = 0;
  std::size_t key_byte = 0;
  std::vector<std::size_t> value_map;  // source byte of each value byte, and of the closing quote
};

class NotationReader {
 public:
  NotationReader(std::string_view text, const std::string& file) : t_(text), file_(file) {}

  Record read();

 private:
  std::string_view t_;
  const std::string& file_;
  std::size_t pos_ = 0;
  Record r_;
  MoveOrder order_;
  std::optional<FlybombFitter> flybomb_;  // order=flybomb: the turns so far (D-70, D-71)
  std::optional<int> first_move_tag_;
  std::size_t first_move_tag_byte_ = 0;

  SourceLocation at(std::size_t byte) const { return location_of(t_, byte, file_); }
  [[noreturn]] void fail(std::size_t byte, const std::string& message) const { throw ParseError(at(byte), message); }

  char32_t peek(std::size_t& len, std::size_t pos) const {
    if (pos >= t_.size()) {
      len = 0;
      return 0;
    }
    return utf8::decode(t_, pos, len);
  }
  char32_t peek(std::size_t& len) const { return peek(len, pos_); }
  bool at_end() const { return pos_ >= t_.size(); }
  // Up to 12 code points from `pos`, stopping at white space, for messages.
  std::string word_at(std::size_t pos) const {
    std::string out;
    for (int n = 0; n < 12 && pos < t_.size(); ++n) {
      std::size_t len = 0;
      char32_t c = peek(len, pos);
      if (is_space(c) || (n > 0 && (is_separator(c) || c == '[' || c == '{'))) break;
      out += t_.substr(pos, len);
      pos += len;
    }
    return out;
  }

  void skip_spaces() {
    std::size_t len = 0;
    while (!at_end() && is_space(peek(len))) pos_ += len;
  }
  void skip_blanks_on_line() {  // spaces and tabs only
    while (!at_end() && (t_[pos_] == ' ' || t_[pos_] == '\t')) ++pos_;
  }

  TagLine read_tag();
  void apply_tags(std::vector<TagLine>& tags);
  void read_setup(const TagLine& tag);
  void read_moves();
  void read_move();
  // order=flybomb: the side and the piece against the flybomb turns.
  void read_flybomb_move(std::size_t start, std::size_t number_byte, int number, std::optional<Side> side,
                         bool tris_prefix, const std::string& written, bool pass, Point point);
  void read_properties_of(RecordedMove& rm);
  NodeProperties read_properties(bool first_move_node);
  SourceLocation value_at(const TagLine& tag, std::size_t offset) const {
    return at(tag.value_map[std::min(offset, tag.value_map.size() - 1)]);
  }
};

Record NotationReader::read() {
  if (const utf8::WideEncoding e = utf8::wide_encoding(t_))
    fail(0, utf8::wide_encoding_message(e, "record files must be UTF-8"));
  for (std::size_t i = 0; i < t_.size();) {
    std::size_t len = 0;
    char32_t c = utf8::decode(t_, i, len);
    if (c == 0xFFFD && len == 1) fail(i, "the text is not UTF-8: a record file is written in UTF-8");
    i += len;
  }
  std::vector<TagLine> tags;
  while (true) {
    skip_spaces();
    if (at_end() || t_[pos_] != '[') break;
    tags.push_back(read_tag());
  }
  apply_tags(tags);
  read_moves();
  // An empty file (a failed download, a redirection that wrote nothing) is
  // no game: it would replay as "0 of 0 moves". A game not yet begun is
  // written with its tags ([Size "9"]), as print_record always does.
  if (tags.empty() && r_.moves.empty())
    fail(0, "the record is empty: no tags and no moves (a record holds the moves of a game, or tags such as "
            "[Size \"9\"] for a game not yet begun)");
  return std::move(r_);
}

TagLine NotationReader::read_tag() {
  TagLine tag;
  std::size_t open = pos_++;
  tag.open_byte = open;
  skip_blanks_on_line();
  tag.key_byte = pos_;
  while (!at_end() && t_[pos_] != ' ' && t_[pos_] != '\t' && t_[pos_] != '"' && t_[pos_] != ']' &&
         t_[pos_] != '\n' && t_[pos_] != '\r')
    ++pos_;
  tag.key = std::string(t_.substr(tag.key_byte, pos_ - tag.key_byte));
  if (tag.key.empty()) fail(tag.key_byte, "expected a tag name after '[', as in [Black \"name\"]");
  skip_blanks_on_line();
  if (at_end() || t_[pos_] != '"') fail(pos_, "expected '\"' to open the value of tag " + tag.key);
  ++pos_;
  while (true) {
    if (at_end() || t_[pos_] == '\n' || t_[pos_] == '\r')
      fail(open, "tag " + tag.key + " is not closed: its value needs a closing '\"' and ']' on the same line");
    char c = t_[pos_];
    if (c == '"') break;
    if (c == '\\') {
      if (pos_ + 1 >= t_.size() || t_[pos_ + 1] == '\n' || t_[pos_ + 1] == '\r')
        fail(open, "tag " + tag.key + " is not closed: its value needs a closing '\"' and ']' on the same line");
      char e = t_[pos_ + 1];
      char out = e == 'n' ? '\n' : e == 'r' ? '\r' : e == 't' ? '\t' : e == '\\' ? '\\' : e == '"' ? '"' : '\0';
      if (out == '\0') {
        std::size_t len = 0;
        peek(len, pos_ + 1);
        fail(pos_, "unknown escape '\\" + std::string(t_.substr(pos_ + 1, len)) + "' in the value of tag " + tag.key +
                       " (use \\\\, \\\", \\n, \\r or \\t)");
      }
      tag.value += out;
      tag.value_map.push_back(pos_);
      pos_ += 2;
      continue;
    }
    tag.value += c;
    tag.value_map.push_back(pos_);
    ++pos_;
  }
  tag.value_map.push_back(pos_);  // the closing quote
  ++pos_;
  skip_blanks_on_line();
  if (at_end() || t_[pos_] != ']') fail(pos_, "expected ']' to close tag " + tag.key);
  ++pos_;
  return tag;
}

void NotationReader::apply_tags(std::vector<TagLine>& tags) {
  std::map<std::string, const TagLine*> found;
  for (const TagLine& tag : tags) {
    if (structural(tag.key)) {
      if (found.count(tag.key)) fail(tag.open_byte, "tag " + tag.key + " given twice");
      found[tag.key] = &tag;
      continue;
    }
    if (std::string p = tag_key_problem(tag.key); !p.empty()) fail(tag.key_byte, p);
    if (tag.key.starts_with("SGF:")) {
      std::string_view id = std::string_view(tag.key).substr(4);
      bool name_ok = !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
      if (std::string p = sgf_tag_problem(id, tag.value); !p.empty()) fail(name_ok ? tag.value_map.front() : tag.key_byte, p);
    }
    r_.tags.emplace_back(tag.key, tag.value);
  }
  if (auto it = found.find("Rules"); it != found.end()) {
    SourceLocation where = value_at(*it->second, 0);
    r_.rules = parse_ruleset(it->second->value, where);
  }
  order_ = r_.rules.move_order();
  if (auto it = found.find("Size"); it != found.end()) {
    const TagLine& tag = *it->second;
    auto n = parse_count(tag.value, 1000);
    if (!n)
      throw ParseError(value_at(tag, 0), "tag Size: " + quoted_excerpt(tag.value) +
                                             " is not a board size (write an odd number from 3 to 19)");
    auto size = BoardSize::make(*n);
    if (!size)
      throw ParseError(value_at(tag, 0), "board size " + std::to_string(*n) +
                                             " is not supported (sizes are odd numbers from 3 to 19)");
    r_.size = *size;
  }
  if (auto it = found.find("FirstMove"); it != found.end()) {
    const TagLine& tag = *it->second;
    auto n = parse_count(tag.value, kMaxMoveNumber);
    if (!n || *n < 1)
      throw ParseError(value_at(tag, 0), "tag FirstMove: " + quoted_excerpt(tag.value) + " is not a move number (1 to " +
                                             std::to_string(kMaxMoveNumber) + ")");
    first_move_tag_ = *n;
    first_move_tag_byte_ = tag.value_map.front();
    r_.first_move = *n;
  }
  if (auto it = found.find("FreeOrder"); it != found.end()) {
    const TagLine& tag = *it->second;
    if (tag.value != "yes" && tag.value != "no")
      throw ParseError(value_at(tag, 0), "tag FreeOrder: " + quoted_excerpt(tag.value) + " is not yes or no");
    r_.free_order = tag.value == "yes";
    if (r_.free_order && order_.has_tris_slots())
      throw ParseError(value_at(tag, 0), "tag FreeOrder: free order needs a ruleset without tris moves, and " +
                                             to_string(r_.rules) + " has them");
  }
  if (auto it = found.find("Setup"); it != found.end()) read_setup(*it->second);
}

void NotationReader::read_setup(const TagLine& tag) {
  const std::string& v = tag.value;
  auto fail_at = [&](std::size_t offset, const std::string& message) {
    throw ParseError(value_at(tag, offset), "tag Setup: " + message);
  };
  auto dec = [&](std::size_t i, std::size_t& len) -> char32_t {
    if (i >= v.size()) {
      len = 0;
      return 0;
    }
    return utf8::decode(v, i, len);
  };
  std::map<int, Piece> pieces;
  std::size_t i = 0, len = 0;
  while (true) {
    while (i < v.size() && is_space(dec(i, len))) i += len;
    if (i >= v.size()) break;
    char32_t c = dec(i, len);
    Piece piece = c == 'B' || c == kHei ? Piece::Black
                  : c == 'W' || c == kBai ? Piece::White
                  : c == 'T' || c == kXuan ? Piece::Tris
                                           : Piece::Empty;
    if (piece == Piece::Empty) {
      std::size_t j = i;
      while (j < v.size() && !is_space(dec(j, len))) j += len;
      fail_at(i, "expected B:, W: or T: (or 黑:, 白:, 玄:) before a list of points, found " + quoted_excerpt(v.substr(i, j - i)));
    }
    std::string colour = v.substr(i, len);
    i += len;
    char32_t colon = dec(i, len);
    if (colon != ':' && colon != kFullColon) fail_at(i, "expected ':' after '" + colour + "'");
    i += len;
    std::string after = colour + ":";
    while (true) {
      std::size_t start = i;
      if (i < v.size() && v[i] == '(') {
        while (i < v.size() && v[i] != ')' && !is_space(dec(i, len))) i += len;
        if (i < v.size() && v[i] == ')') ++i;
      } else {
        while (i < v.size() && v[i] != ',' && !is_space(dec(i, len))) i += len;
      }
      std::string text = v.substr(start, i - start);
      if (text.empty()) fail_at(start, "expected a point after '" + after + "'");
      PointParse pp = parse_point(text, r_.size);
      if (!pp.point) {
        if (is_integer_text(text) && i < v.size() && v[i] == ',')
          fail_at(start, "a point in the integer label set is written in parentheses here, e.g. (-7,6), because "
                         "',' separates points");
        fail_at(start, pp.error);
      }
      if (!pieces.emplace(r_.size.index(*pp.point), piece).second) fail_at(start, "point " + text + " is set up twice");
      if (i < v.size() && v[i] == ',') {
        ++i;
        while (i < v.size() && is_space(dec(i, len))) i += len;
        after.assign(1, ',');
        continue;
      }
      break;
    }
  }
  for (auto [index, piece] : pieces) r_.setup.emplace_back(r_.size.point(index), piece);
}

void NotationReader::read_moves() {
  std::size_t filler = std::string_view::npos;  // an ellipsis waiting for the next move
  while (true) {
    std::size_t len = 0;
    char32_t c = peek(len);
    if (at_end()) break;
    if (is_space(c) || is_separator(c)) {
      pos_ += len;
      continue;
    }
    std::size_t dots = 0;
    while (pos_ + dots < t_.size() && t_[pos_ + dots] == '.') ++dots;
    if (c == kEllipsis || dots >= 3) {
      if (r_.moves.empty()) fail(pos_, "an ellipsis ('……' or '...') may only stand between two moves");
      filler = pos_;
      if (dots >= 3) {
        pos_ += dots;
      } else {
        while (peek(len) == kEllipsis) pos_ += len;
      }
      continue;
    }
    if (c == '[') fail(pos_, "tags must come before the first move");
    read_move();
    filler = std::string_view::npos;
  }
  if (filler != std::string_view::npos) fail(filler, "an ellipsis ('……' or '...') may only stand between two moves");
  if (r_.moves.empty() && !first_move_tag_) r_.first_move = 1;
}

void NotationReader::read_move() {
  std::size_t start = pos_, len = 0;
  char32_t c = peek(len);
  enum class Prefix { Black, White, Tris, BlackTris, WhiteTris } prefix = Prefix::Black;
  switch (c) {
    case kHei:
    case 'B': prefix = Prefix::Black; break;
    case kBai:
    case 'W': prefix = Prefix::White; break;
    case kXuan:
    case 'T': prefix = Prefix::Tris; break;
    case kHua: prefix = Prefix::BlackTris; break;
    case kHua2: prefix = Prefix::WhiteTris; break;
    default: fail(start, "expected a move such as 黑1.G六 or B1.g6, found '" + word_at(start) + "'");
  }
  std::string prefix_text(t_.substr(start, len));
  pos_ += len;
  std::size_t number_byte = pos_;
  while (!at_end() && t_[pos_] >= '0' && t_[pos_] <= '9') ++pos_;
  std::string_view digits = t_.substr(number_byte, pos_ - number_byte);
  if (digits.empty()) fail(number_byte, "expected a move number after '" + prefix_text + "'");
  auto parsed = parse_count(digits, kMaxMoveNumber);
  if (!parsed) fail(number_byte, "move number " + std::string(digits) + " is too large");
  int number = *parsed;
  char32_t dot = peek(len);
  if (dot != '.' && dot != kFullDot)
    fail(pos_, "expected '.' between the move number and the point, as in " + prefix_text + std::string(digits) +
                   ".G六");
  pos_ += len;
  std::size_t point_byte = pos_;
  if (!at_end() && t_[pos_] == '(') {
    while (!at_end() && t_[pos_] != ')' && !is_space(peek(len))) pos_ += len;
    if (!at_end() && t_[pos_] == ')') ++pos_;
  } else {
    while (!at_end() && !ends_point(peek(len))) pos_ += len;
  }
  std::string_view point_text = t_.substr(point_byte, pos_ - point_byte);
  // For messages only: bounded (a 4 MB "move" gives a short error).
  const std::string written = excerpt(t_.substr(start, pos_ - start));
  if (point_text.empty()) fail(point_byte, "expected a point or 虚着 after '" + written + "'");
  bool pass = point_text == "虚着" || point_text == "pass";
  Point point{};
  if (!pass) {
    PointParse pp = parse_point(point_text, r_.size);
    if (!pp.point) {
      if (is_integer_text(point_text) && !at_end() && t_[pos_] == ',')
        fail(point_byte, "a point in the integer label set is written in parentheses in a record, e.g. (-7,6), "
                         "because ',' separates moves");
      fail(point_byte, pp.error);
    }
    point = *pp.point;
  }
  // The number: the first move fixes the start, the others follow on.
  if (r_.moves.empty()) {
    if (number < 1) fail(number_byte, "move numbers start at 1");
    if (first_move_tag_ && *first_move_tag_ != number)
      fail(number_byte, "the first move is numbered " + std::to_string(number) + " but tag FirstMove says " +
                            std::to_string(*first_move_tag_));
    r_.first_move = number;
  } else {
    long long expected = static_cast<long long>(r_.first_move) + static_cast<long long>(r_.moves.size());
    if (number != expected)
      fail(number_byte, "expected move " + std::to_string(expected) + ", found move " + std::to_string(number) +
                            " (move numbers go up by one)");
  }
  if (r_.rules.order == OrderRule::Flybomb && !r_.free_order) {
    std::optional<Side> side;  // a bare 玄 names no side: the flybomb's (FB-7)
    if (prefix == Prefix::Black || prefix == Prefix::BlackTris) side = Side::Black;
    if (prefix == Prefix::White || prefix == Prefix::WhiteTris) side = Side::White;
    const bool tris = prefix == Prefix::Tris || prefix == Prefix::BlackTris || prefix == Prefix::WhiteTris;
    read_flybomb_move(start, number_byte, number, side, tris, written, pass, point);
    return;
  }
  // The side and the piece, against the slot.
  Slot slot = order_.slot(number);
  Side side = Side::Black;
  Placed placed = pass ? Placed::Nothing : Placed::Stone;
  switch (prefix) {
    case Prefix::Black: side = Side::Black; break;
    case Prefix::White: side = Side::White; break;
    case Prefix::Tris: side = r_.free_order ? Side::Black : slot.side; break;
    case Prefix::BlackTris: side = Side::Black; break;
    case Prefix::WhiteTris: side = Side::White; break;
  }
  bool tris_prefix = prefix == Prefix::Tris || prefix == Prefix::BlackTris || prefix == Prefix::WhiteTris;
  if (tris_prefix && !pass) placed = Placed::Tris;
  if (tris_prefix && pass && slot.kind != SlotKind::Tris)
    fail(start, written + ": move " + std::to_string(number) + " is " + slot_text(slot, r_.free_order) +
                    "; write its pass with " + (slot.side == Side::Black ? "黑 or B" : "白 or W"));
  MoveFit fit = fit_move(order_, r_.free_order, number, side, placed, written);
  if (!fit.kind) fail(start, fit.error);
  RecordedMove rm{Move{side, *fit.kind, pass ? Point{} : point}, {}};
  read_properties_of(rm);
}

void NotationReader::read_properties_of(RecordedMove& rm) {
  // An optional property group.
  std::size_t after_point = pos_;
  skip_spaces();
  if (!at_end() && t_[pos_] == '{')
    rm.properties = read_properties(r_.moves.empty());
  else
    pos_ = after_point;
  r_.moves.push_back(std::move(rm));
}

void NotationReader::read_flybomb_move(std::size_t start, std::size_t number_byte, int number,
                                       std::optional<Side> side, bool tris_prefix, const std::string& written,
                                       bool pass, Point point) {
  // The flybomb turns depend on every move before (D-71): a FlybombGo record
  // starts at move 1.
  if (number != 1 && r_.moves.empty())
    fail(number_byte, "a FlybombGo record starts at move 1: its flybomb turns depend on every earlier move (D-71)");
  if (!flybomb_) {
    std::string problem;
    const std::uint64_t seed = flybomb_seed_of(r_.tags, &problem);
    if (!problem.empty()) fail(start, problem);
    flybomb_.emplace(r_.rules, r_.size, seed);
  }
  const Placed placed = pass ? Placed::Nothing : tris_prefix ? Placed::Tris : Placed::Stone;
  Side who = Side::Black;
  MoveFit fit = flybomb_->fit(number, side, placed, written, &who);
  if (!fit.kind) fail(start, fit.error);
  RecordedMove rm{Move{who, *fit.kind, pass ? Point{} : point}, {}};
  read_properties_of(rm);
}

NodeProperties NotationReader::read_properties(bool first_move_node) {
  std::size_t open = pos_++;
  NodeProperties props;
  bool own_node = first_move_node;
  while (true) {
    skip_spaces();
    if (at_end()) fail(open, "property group '{' is not closed: missing '}'");
    char c = t_[pos_];
    if (c == '}') {
      ++pos_;
      break;
    }
    if (c == ';') {
      props.emplace_back(";", std::vector<std::string>{});
      own_node = false;
      ++pos_;
      continue;
    }
    if (c >= 'a' && c <= 'z')
      fail(pos_, "property identifiers are uppercase letters, as in C[comment]; found '" + word_at(pos_) + "'");
    if (c < 'A' || c > 'Z')
      fail(pos_, "expected a property such as C[comment], ';' or '}' in the property group, found '" + word_at(pos_) +
                     "'");
    std::size_t id_byte = pos_;
    while (!at_end() && t_[pos_] >= 'A' && t_[pos_] <= 'Z') ++pos_;
    std::string id(t_.substr(id_byte, pos_ - id_byte));
    if (std::string p = sgf_move_property_problem(id, r_.free_order, own_node); !p.empty()) fail(id_byte, p);
    skip_spaces();
    if (at_end() || t_[pos_] != '[') fail(pos_, "property " + id + " needs a value in brackets, as in " + id + "[...]");
    std::vector<std::string> values;
    while (!at_end() && t_[pos_] == '[') {
      std::size_t value_byte = pos_++;
      while (true) {
        if (at_end()) fail(value_byte, "value of property " + id + " is not closed: missing ']'");
        if (t_[pos_] == '\\') {
          pos_ += 2;
          continue;
        }
        if (t_[pos_] == ']') break;
        ++pos_;
      }
      values.push_back(sgf_unescape(t_.substr(value_byte + 1, pos_ - value_byte - 1)));
      ++pos_;
      skip_spaces();
    }
    props.emplace_back(std::move(id), std::move(values));
  }
  return props;
}

}  // namespace

// ---- Records ----------------------------------------------------------------

bool operator==(const Record& a, const Record& b) {
  if (!(a.rules == b.rules && a.size == b.size && a.tags == b.tags && a.first_move == b.first_move &&
        a.moves == b.moves && a.free_order == b.free_order))
    return false;
  auto sorted = [](std::vector<std::pair<Point, Piece>> v) {
    std::sort(v.begin(), v.end());
    return v;
  };
  return sorted(a.setup) == sorted(b.setup);
}

std::string record_problem(const Record& r) {
  MoveOrder order = r.rules.move_order();
  if (r.first_move < 1 || r.first_move > kMaxMoveNumber)
    return "the first move number " + std::to_string(r.first_move) + " is not 1 to " + std::to_string(kMaxMoveNumber);
  if (r.moves.size() > static_cast<std::size_t>(kMaxMoveNumber - r.first_move) + 1) return "too many moves";
  if (r.free_order && order.has_tris_slots())
    return "free order needs a ruleset without tris moves, and " + to_string(r.rules) + " has them";
  std::vector<bool> used(static_cast<std::size_t>(r.size.points()), false);
  for (auto [p, piece] : r.setup) {
    if (!r.size.contains(p))
      return "setup point (" + std::to_string(p.x) + "," + std::to_string(p.y) + ") is off the board";
    if (piece == Piece::Empty) return "setup puts an empty piece on " + format_point(p, LabelSet::Chinese);
    if (used[static_cast<std::size_t>(r.size.index(p))])
      return "setup puts two pieces on " + format_point(p, LabelSet::Chinese);
    used[static_cast<std::size_t>(r.size.index(p))] = true;
  }
  for (const auto& [key, value] : r.tags) {
    if (structural(key)) return "tag " + key + " is part of the record itself, not game information";
    if (std::string p = tag_key_problem(key); !p.empty()) return p;
    if (key.starts_with("SGF:"))
      if (std::string p = sgf_tag_problem(std::string_view(key).substr(4), value); !p.empty()) return p;
  }
  const bool flybomb = r.rules.order == OrderRule::Flybomb && !r.free_order;
  std::string seed_problem;
  FlybombFitter turns(r.rules, r.size, flybomb_seed_of(r.tags, &seed_problem));
  if (flybomb && !seed_problem.empty()) return seed_problem;
  if (flybomb && !r.moves.empty() && r.first_move != 1)
    return "a FlybombGo record starts at move 1: its flybomb turns depend on every earlier move (D-71)";
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const Move& m = r.moves[i].move;
    int number = r.move_number(i);
    std::string written = "move " + std::to_string(number);
    MoveFit fit = flybomb ? turns.fit(number, m.side, placed_of(m.kind), written)
                          : fit_move(order, r.free_order, number, m.side, placed_of(m.kind), written);
    if (!fit.kind) return fit.error;
    if (*fit.kind != m.kind)
      return written + " has kind " + std::string(move_kind_name(m.kind)) + ", but its slot makes it " +
             std::string(move_kind_name(*fit.kind));
    if (m.kind != MoveKind::Pass && !r.size.contains(m.point)) return written + " is off the board";
    bool own_node = i == 0;
    for (const auto& [id, values] : r.moves[i].properties) {
      if (id == ";") {
        if (!values.empty()) return written + ": the node separator ';' takes no values";
        own_node = false;
        continue;
      }
      bool upper = !id.empty() && std::all_of(id.begin(), id.end(), [](char c) { return c >= 'A' && c <= 'Z'; });
      if (!upper) return written + ": property identifier '" + id + "' is not uppercase letters";
      if (values.empty()) return written + ": property " + id + " has no value";
      if (std::string p = sgf_move_property_problem(id, r.free_order, own_node); !p.empty())
        return written + ": " + p;
    }
  }
  return "";
}

std::string move_prefix(const Move& m, SlotKind kind, Notation notation, bool ascii) {
  if (m.kind == MoveKind::Tris || (m.kind == MoveKind::Pass && kind == SlotKind::Tris)) {
    if (ascii) return "T";
    if (notation == Notation::Menggo) return m.side == Side::Black ? "华" : "花";
    return "玄";
  }
  if (ascii) return m.side == Side::Black ? "B" : "W";
  return m.side == Side::Black ? "黑" : "白";
}

std::string print_record(const Record& r, RecordStyle style) {
  std::string out;
  auto tag = [&](std::string_view key, std::string_view value) {
    out += "[" + std::string(key) + " " + quote_tag_value(value) + "]\n";
  };
  tag("Rules", to_string(r.rules));
  tag("Size", std::to_string(r.size.n()));
  if (r.moves.empty() && r.first_move != 1) tag("FirstMove", std::to_string(r.first_move));
  if (r.free_order) tag("FreeOrder", "yes");
  if (!r.setup.empty()) {
    std::vector<std::pair<Point, Piece>> setup = r.setup;
    std::sort(setup.begin(), setup.end(), [&](const auto& a, const auto& b) {
      return r.size.index(a.first) < r.size.index(b.first);
    });
    std::string value;
    const std::pair<Piece, const char*> groups[] = {
        {Piece::Black, style.ascii ? "B" : "黑"}, {Piece::White, style.ascii ? "W" : "白"},
        {Piece::Tris, style.ascii ? "T" : "玄"}};
    for (auto [piece, name] : groups) {
      std::string points;
      for (auto [p, q] : setup)
        if (q == piece) points += (points.empty() ? "" : ",") + record_point(p, Labels(style.labels, r.size));
      if (!points.empty()) value += (value.empty() ? "" : " ") + std::string(name) + ":" + points;
    }
    tag("Setup", value);
  }
  for (const auto& [key, value] : r.tags) tag(key, value);
  out += "\n";
  MoveOrder order = r.rules.move_order();
  const bool flybomb = r.rules.order == OrderRule::Flybomb && !r.free_order;
  FlybombFitter turns(r.rules, r.size, flybomb_seed_of(r.tags));
  for (std::size_t i = 0; i < r.moves.size(); ++i) {
    const RecordedMove& rm = r.moves[i];
    int number = r.move_number(i);
    SlotKind kind = order.slot(number).kind;
    if (flybomb) {
      turns.fit(number, rm.move.side, placed_of(rm.move.kind), "");
      kind = turns.kind_of(number);
    }
    out += move_prefix(rm.move, kind, r.rules.notation, style.ascii);
    out += std::to_string(number) + ".";
    if (rm.move.is_pass())
      out += style.ascii ? "pass" : "虚着";
    else
      out += record_point(rm.move.point, Labels(style.labels, r.size));
    if (!rm.properties.empty()) out.append("{").append(print_properties(rm.properties)).append("}");
    if (i + 1 == r.moves.size()) {
      out += "\n";
      break;
    }
    bool black = rm.move.side == Side::Black;
    out += style.ascii ? (black ? "," : ";") : (black ? "，" : "；");
    if (number % 10 == 0)
      out += "\n";
    else if (style.ascii)
      out += " ";
  }
  return out;
}

Record parse_record(std::string_view text, const std::string& file_name) {
  Record r = NotationReader(text, file_name).read();
  // SGF holds the private tags as the values of one XT, at the first one's
  // place (print_sgf, spec/formats/sgf.md): a record read keeps them together
  // there too, so that it prints as SGF and reads back to itself (fuzz_record
  // found a private tag after a GameName tag that came back before it).
  auto first = std::find_if(r.tags.begin(), r.tags.end(), [](const auto& t) { return is_private_tag(t.first); });
  std::stable_partition(first, r.tags.end(), [](const auto& t) { return is_private_tag(t.first); });
  return r;
}

}  // namespace tg
