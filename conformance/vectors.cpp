// Conformance vectors: the parser and the runner (spec/vectors/README.md).
#include "conformance/vectors.h"

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <map>
#include <set>

#include "vocab/file_io.h"
#include "vocab/flybomb_record.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"
#include "vocab/record.h"
#include "vocab/utf8.h"
#include "text/reason_text.h"

namespace tg::conformance {
namespace {

constexpr std::size_t kNpos = std::string_view::npos;

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// ---------------------------------------------------------------------------
// Lines and tokens

struct Line {
  int number = 0;
  std::string_view text;  // without its line end
  std::size_t begin = 0;  // first byte after leading blanks
  std::size_t end = 0;    // one past the last byte before trailing blanks
  std::string_view content() const { return text.substr(begin, end - begin); }
  bool blank() const { return begin == end; }
  bool comment() const { return begin < end && text[begin] == '#'; }
};

std::vector<Line> split_lines(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<Line> lines;
  std::size_t start = 0;
  int number = 1;
  while (start < text.size()) {
    std::size_t nl = text.find('\n', start);
    std::size_t stop = nl == kNpos ? text.size() : nl;
    Line l;
    l.number = number++;
    l.text = text.substr(start, stop - start);
    if (!l.text.empty() && l.text.back() == '\r') l.text.remove_suffix(1);
    l.end = l.text.size();
    while (l.begin < l.end && is_blank(l.text[l.begin])) ++l.begin;
    while (l.end > l.begin && is_blank(l.text[l.end - 1])) --l.end;
    lines.push_back(l);
    if (nl == kNpos) break;
    start = nl + 1;
  }
  return lines;
}

struct Token {
  std::string_view text;
  std::size_t pos = 0;  // byte in the line
};

// The tokens of a directive line, up to a ';' trailing comment.
std::vector<Token> tokenize(const Line& l) {
  std::vector<Token> out;
  std::size_t stop = l.text.find(';', l.begin);
  if (stop == kNpos || stop > l.end) stop = l.end;
  std::size_t i = l.begin;
  while (i < stop) {
    while (i < stop && is_blank(l.text[i])) ++i;
    if (i >= stop) break;
    std::size_t s = i;
    while (i < stop && !is_blank(l.text[i])) ++i;
    out.push_back(Token{l.text.substr(s, i - s), s});
  }
  return out;
}

// Quotes input for a message: at most 40 code points, bytes that are not
// printable UTF-8 escaped as \xNN.
std::string quote(std::string_view text) {
  std::string out = "'";
  std::size_t pos = 0;
  int count = 0;
  const char* digits = "0123456789ABCDEF";
  while (pos < text.size()) {
    if (count++ == 40) {
      out += "...";
      break;
    }
    std::size_t len = 1;
    char32_t cp = utf8::decode(text, pos, len);
    auto byte = static_cast<unsigned char>(text[pos]);
    if ((cp == 0xFFFD && len == 1 && byte >= 0x80) || cp < 0x20 || cp == 0x7F) {
      out += "\\x";
      out += digits[byte >> 4];
      out += digits[byte & 15];
      pos += 1;
      continue;
    }
    out += text.substr(pos, len);
    pos += len;
  }
  return out + "'";
}

// ---------------------------------------------------------------------------
// Names

struct DirectiveInfo {
  const char* name;
  const char* usage;
};

constexpr DirectiveInfo kDirectives[] = {
    {"vector", "vector NAME"},
    {"rules", "rules RULESET"},
    {"position", "position (then the position text, then a line 'end')"},
    {"record", "record (then the record in move-number notation, then a line 'end')"},
    {"dead", "dead POINTS|none"},
    {"play", "play [black|white] pass | play [black|white] [stone|tris|emergency] POINT"},
    {"assert_legal", "assert_legal MOVE"},
    {"assert_illegal", "assert_illegal MOVE REASON"},
    {"assert_captured", "assert_captured POINTS|none"},
    {"assert_cascade", "assert_cascade POINTS|none"},
    {"assert_flip", "assert_flip POINT FROM TO"},
    {"assert_slot", "assert_slot black|white stone|tris"},
    {"assert_next", "assert_next N"},
    {"assert_board", "assert_board (then the rows, then a line 'end')"},
    {"assert_string", "assert_string base|holistic|extended POINTS"},
    {"assert_liberties", "assert_liberties base|holistic|extended POINT N"},
    {"assert_region", "assert_region black|white POINTS [eye=yes|no]"},
    {"assert_no_region", "assert_no_region black|white POINT"},
    {"assert_private_eye", "assert_private_eye POINT yes|no [failed=TG-4.3.2|TG-4.3.3a|TG-4.3.3b|M19-4.2a|M19-4.2b1|M19-4.2b2]"},
    {"assert_params", "assert_params POINT [by=N] [wy=N] [bo=N] [wo=N] [branch=B] [black_bonds=N] [white_bonds=N]"},
    {"assert_attribute", "assert_attribute POINT neutral|black|white"},
    {"assert_forbidden", "assert_forbidden POINT REASON"},
    {"assert_not_forbidden", "assert_not_forbidden POINT"},
    {"assert_ended", "assert_ended yes|no"},
    {"assert_score", "assert_score [black=V] [white=V] [neutral=V] [nobody=V] [komi=V] [y=V]"},
    {"assert_winner", "assert_winner [chinese=W] [literal=W] [ruleset=W]"},
    {"assert_owner", "assert_owner POINT black|white|neutral|shared|nobody"},
    {"assert_target", "assert_target black|white A|B|C|D POINT [liberties=N] [whole=POINTS] [walls=N] [secondary=N] "
                      "[reinforcements=N] [flips=POINTS]"},
    {"assert_no_target", "assert_no_target black|white A|B|C|D POINT"},
    {"assert_encircled", "assert_encircled black|white A|B|C|D POINT [KEY=VALUE...]"},
    {"assert_overruled", "assert_overruled black|white A|B|C|D POINT [KEY=VALUE...]"},
    {"assert_no_encirclement", "assert_no_encirclement"},
    {"assert_five", "assert_five black|white POINTS"},
    {"assert_no_five", "assert_no_five black|white"},
    {"assert_result", "assert_result black|white|draw five|both-fives|full-board|passes"},
};

// The directives that only make sense for TrisGomoku (game=gomoku).
bool gomoku_only(std::string_view name) {
  return name == "assert_target" || name == "assert_no_target" || name == "assert_encircled" ||
         name == "assert_overruled" || name == "assert_no_encirclement" || name == "assert_five" ||
         name == "assert_no_five" || name == "assert_result";
}

const DirectiveInfo* find_directive(std::string_view name) {
  for (const auto& d : kDirectives)
    if (name == d.name) return &d;
  return nullptr;
}

constexpr Illegal kReasons[] = {Illegal::GameOver,       Illegal::WrongSlot,  Illegal::OffBoard,
                                Illegal::Occupied,       Illegal::TrisCapture, Illegal::TrisEye,
                                Illegal::TrisTigerMouth, Illegal::Suicide,    Illegal::Emergency,
                                Illegal::Repetition,     Illegal::Contradiction};

std::string list_names(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

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

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
         c == '-';
}

std::optional<double> read_decimal(std::string_view v) {
  // -?[0-9]+(\.[0-9]+)?
  std::size_t i = 0;
  if (i < v.size() && v[i] == '-') ++i;
  std::size_t digits = i;
  while (i < v.size() && v[i] >= '0' && v[i] <= '9') ++i;
  if (i == digits || i - digits > 9) return std::nullopt;
  if (i < v.size() && v[i] == '.') {
    std::size_t frac = ++i;
    while (i < v.size() && v[i] >= '0' && v[i] <= '9') ++i;
    if (i == frac || i - frac > 9) return std::nullopt;
  }
  if (i != v.size()) return std::nullopt;
  double d = 0;
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
  if (ec != std::errc() || end != v.data() + v.size()) return std::nullopt;
  return d;
}

std::string format_number(double d) {
  char buf[64];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, d);
  if (ec != std::errc()) return "?";
  return std::string(buf, end);
}

// ---------------------------------------------------------------------------
// The parser

struct Block {
  std::string name;  // "position", "record" or "assert_board"
  const Line* opened = nullptr;
  std::vector<const Line*> lines;
};

struct Current {
  VectorSpec spec;
  const Line* line = nullptr;
  bool any_directive = false;
  bool in_why = false;
  bool has_setup = false;
  bool has_play = false;
  std::optional<Ruleset> pending_rules;
  Ruleset in_force;  // the ruleset at the current line: the setup's, then each `rules` step's
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : file_(file), lines_(split_lines(text)) {}

  std::vector<VectorSpec> run() {
    for (std::size_t i = 0; i < lines_.size(); ++i) {
      const Line& l = lines_[i];
      if (block_) {
        block_line(l);
        continue;
      }
      if (l.blank()) continue;
      if (l.comment()) {
        comment(l);
        continue;
      }
      directive(l);
    }
    if (block_)
      fail(*block_->opened, block_->opened->begin,
           "'" + block_->name + "' block is not closed: the file ends before its line 'end'");
    finish_vector();
    return std::move(vectors_);
  }

 private:
  [[noreturn]] void fail(const Line& l, std::size_t byte, const std::string& message) const {
    throw ParseError(SourceLocation{file_, l.number, utf8::columns(l.text, byte) + 1}, message);
  }
  [[noreturn]] void fail(const Line& l, const Token& t, const std::string& message) const { fail(l, t.pos, message); }

  // ----- comments and the hand-check

  void comment(const Line& l) {
    if (!cur_ || cur_->any_directive) return;
    std::string_view c = l.content().substr(1);
    while (!c.empty() && is_blank(c.front())) c.remove_prefix(1);
    if (c.substr(0, 4) == "why:") {
      c.remove_prefix(4);
      cur_->in_why = true;
    } else if (!cur_->in_why) {
      return;
    }
    while (!c.empty() && is_blank(c.front())) c.remove_prefix(1);
    if (c.empty()) return;
    if (!cur_->spec.why.empty()) cur_->spec.why += ' ';
    cur_->spec.why += std::string(c);
  }

  // ----- vectors

  void start_vector(const Line& l, const std::vector<Token>& t) {
    finish_vector();
    if (t.size() < 2) fail(l, l.end, "'vector' needs a name (usage: vector NAME)");
    if (t.size() > 2) fail(l, t[2], "unexpected " + quote(t[2].text) + " after the vector name");
    std::string_view name = t[1].text;
    for (std::size_t k = 0; k < name.size(); ++k)
      if (!is_name_char(name[k]))
        fail(l, t[1].pos + k,
             "bad vector name " + quote(name) + ": use only letters, digits, '.', '_' and '-'");
    auto [it, inserted] = names_.emplace(std::string(name), l.number);
    if (!inserted)
      fail(l, t[1], "vector name " + quote(name) + " already used on line " + std::to_string(it->second));
    cur_.emplace();
    cur_->line = &l;
    cur_->spec.file = file_;
    cur_->spec.name = std::string(name);
    cur_->spec.line = l.number;
  }

  void finish_vector() {
    if (!cur_) return;
    const Line& l = *cur_->line;
    std::string name = quote(cur_->spec.name);
    if (cur_->spec.why.empty() && !cur_->any_directive)
      fail(l, l.begin, "vector " + name + " has no '# why:' comment: explain why its expected results are right");
    if (!cur_->has_setup)
      fail(l, l.begin, "vector " + name + " has no setup: write 'position' (or 'record'), its text and 'end'");
    if (cur_->spec.steps.empty())
      fail(l, l.begin, "vector " + name + " has nothing to check: add a play or an assertion after the setup");
    vectors_.push_back(std::move(cur_->spec));
    cur_.reset();
  }

  // ----- blocks

  void block_line(const Line& l) {
    if (l.content() == "end") {
      Block b = std::move(*block_);
      block_.reset();
      if (b.name == "assert_board") finish_board(b, l);
      else finish_setup(b, l);
      return;
    }
    if (!l.blank() && !l.comment()) {
      std::vector<Token> t = tokenize(l);
      if (!t.empty() && t[0].text != "rules" && find_directive(t[0].text))
        fail(l, l.begin,
             "the '" + block_->name + "' block opened on line " + std::to_string(block_->opened->number) +
                 " is not closed: write a line 'end' before " + quote(t[0].text));
    }
    block_->lines.push_back(&l);
  }

  void finish_setup(const Block& b, const Line& end_line) {
    // The block's text, one line per line of the file, so the parsers' line
    // numbers are offsets from the line after 'position' or 'record'. A
    // `rules` line before a position block without its own `rules:` line is
    // put in front of it, so that the cells it allows ('B', 'W' for
    // game=gomoku) are read with it; `shift` takes that line out again.
    std::string text;
    int shift = 0;
    if (b.name == "position" && cur_->pending_rules && !has_rules_line(b)) {
      text = "rules: " + to_string(*cur_->pending_rules) + "\n";
      shift = 1;
    }
    for (int n = b.opened->number + 1; n < end_line.number; ++n) {
      text += lines_[static_cast<std::size_t>(n - 1)].text;
      text += '\n';
    }
    Position p(*BoardSize::make(5));
    std::vector<Move> moves;
    try {
      if (b.name == "position") {
        p = parse_position(text, file_);
      } else {
        Record r = parse_record(text, file_);
        p = Position(r.size, r.rules);
        for (const auto& [point, piece] : r.setup) p.board.set(point, piece);
        p.next_move = r.first_move;
        p.flybomb.seed = flybomb_seed_of(r.tags);  // FlybombGo's random turns (D-71)
        for (const RecordedMove& m : r.moves) moves.push_back(m.move);
      }
    } catch (const ParseError& e) {
      SourceLocation at = e.where();
      at.file = file_;
      at.line = at.line - shift > 0 ? at.line - shift + b.opened->number : end_line.number;
      throw ParseError(at, e.message());
    }
    if (cur_->pending_rules) p.rules = *cur_->pending_rules;
    cur_->in_force = p.rules;
    cur_->spec.setup = std::move(p);
    cur_->spec.setup_moves = std::move(moves);
    cur_->spec.setup_line = b.opened->number;
    cur_->has_setup = true;
  }

  // Whether a position block has a header line `rules:` of its own.
  static bool has_rules_line(const Block& b) {
    for (const Line* l : b.lines) {
      std::string_view c = l->content();
      if (c.substr(0, 5) != "rules") continue;
      c.remove_prefix(5);
      while (!c.empty() && is_blank(c.front())) c.remove_prefix(1);
      if (!c.empty() && c.front() == ':') return true;
    }
    return false;
  }

  void finish_board(const Block& b, const Line& end_line) {
    BoardSize size = cur_->spec.setup.board.size();
    int n = size.n();
    Board board(size);
    int rows = 0;
    for (const Line* lp : b.lines) {
      const Line& l = *lp;
      if (l.blank() || l.comment()) continue;
      if (rows == n)
        fail(l, l.begin, "extra row: the board is " + std::to_string(n) + "x" + std::to_string(n) +
                             ", so 'assert_board' takes " + std::to_string(n) + " rows");
      ++rows;
      // Cells: no spaces, or exactly one space between every two cells.
      std::string_view c = l.content();
      bool spaced = c.size() >= 2 && c[1] == ' ';
      int cells = 0;
      for (std::size_t k = 0; k < c.size();) {
        std::size_t len = 1;
        char32_t cp = utf8::decode(c, k, len);
        bool separator = spaced && (k % 2 == 1);
        if (separator != (cp == ' '))
          fail(l, l.begin + k,
               spaced ? "a row written with spaces needs exactly one space between every two cells"
                      : "a row is written either without spaces or with one space between every two cells");
        if (!separator) {
          Piece piece = Piece::Empty;
          Attribute attribute = Attribute::Neutral;
          const bool gomoku = cur_->in_force.game == Game::Gomoku;
          std::string where = " in row " + std::to_string(rows) + " of 'assert_board'";
          switch (cp) {
            case '.': piece = Piece::Empty; break;
            case 'X': piece = Piece::Black; break;
            case 'O': piece = Piece::White; break;
            case 'T': piece = Piece::Tris; break;
            case 'B':
            case 'W':
              // Stored attributes exist only in TrisGomoku (GM-1.2); TrisGo
              // derives them (TG-5.2), so its boards never hold them.
              if (!gomoku)
                fail(l, l.begin + k, "bad cell " + quote(c.substr(k, len)) + where +
                                         ": a tris with a stored attribute ('B', 'W') exists only in TrisGomoku "
                                         "(game=gomoku)");
              piece = Piece::Tris;
              attribute = cp == 'B' ? Attribute::Black : Attribute::White;
              break;
            default:
              fail(l, l.begin + k, "bad cell " + quote(c.substr(k, len)) + where + ": expected '.', 'X', 'O'" +
                                       (gomoku ? ", 'T', 'B' or 'W'" : " or 'T'"));
          }
          if (cells == n)
            fail(l, l.begin + k, "row " + std::to_string(rows) + " of 'assert_board' has more than " +
                                     std::to_string(n) + " cells");
          board.set_index((rows - 1) * n + cells, piece);
          board.set_attribute_index((rows - 1) * n + cells, attribute);
          ++cells;
        }
        k += len;
      }
      if (cells < n)
        fail(l, l.end, "row " + std::to_string(rows) + " of 'assert_board' has " + std::to_string(cells) +
                           " cells; expected " + std::to_string(n));
    }
    if (rows < n)
      fail(end_line, end_line.begin, "'assert_board' has " + std::to_string(rows) + " rows; expected " +
                                         std::to_string(n));
    pending_board_step_.board = std::move(board);
    cur_->spec.steps.push_back(std::move(pending_board_step_));
  }

  // ----- arguments

  // Checks the number of arguments after the directive name.
  void arity(const Line& l, const std::vector<Token>& t, std::size_t min, std::size_t max,
             const DirectiveInfo& d) const {
    std::size_t args = t.size() - 1;
    if (args < min)
      fail(l, t.back().pos + t.back().text.size(),
           "'" + std::string(d.name) + "' needs more arguments (usage: " + d.usage + ")");
    if (args > max) fail(l, t[max + 1], "unexpected " + quote(t[max + 1].text) + " (usage: " + d.usage + ")");
  }

  Point point(const Line& l, const Token& t) const {
    PointParse p = parse_point(t.text, cur_->spec.setup.board.size());
    if (!p.point) fail(l, t, p.error.empty() ? "bad point " + quote(t.text) : p.error);
    return *p.point;
  }

  // POINTS: one or more points, or the single word `none`.
  std::vector<Point> points(const Line& l, const std::vector<Token>& t, std::size_t from, bool allow_none) const {
    std::vector<Point> out;
    for (std::size_t k = from; k < t.size(); ++k) {
      if (t[k].text == "none") {
        if (!allow_none) fail(l, t[k], "'none' is not allowed here: give at least one point");
        if (t.size() - from != 1) fail(l, t[k], "'none' stands alone: it is the empty list of points");
        return out;
      }
      out.push_back(point(l, t[k]));
    }
    return out;
  }

  template <typename T>
  T choice(const Line& l, const Token& t, const std::vector<std::string>& names, const std::vector<T>& values,
           const std::string& what) const {
    for (std::size_t k = 0; k < names.size(); ++k)
      if (t.text == names[k]) return values[k];
    fail(l, t, "bad " + what + " " + quote(t.text) + " (expected " + list_names(names) + ")");
  }

  Attribute attribute(const Line& l, const Token& t) const {
    return choice(l, t, kAttributeNames, std::vector{Attribute::Neutral, Attribute::Black, Attribute::White},
                  "attribute");
  }
  Side side(const Line& l, const Token& t, const std::string& what) const {
    return choice(l, t, {"black", "white"}, std::vector{Side::Black, Side::White}, what);
  }
  bool yes_no(const Line& l, const Token& t) const {
    return choice(l, t, {"yes", "no"}, std::vector{true, false}, "answer");
  }
  StringLayer layer(const Line& l, const Token& t) const {
    StringLayer v = choice(l, t, {"base", "holistic", "extended"},
                           std::vector{StringLayer::Base, StringLayer::Holistic, StringLayer::Extended}, "layer");
    if (v == StringLayer::Extended) need_gomoku(l, t, "the layer 'extended'");
    return v;
  }
  EncirclementType target_type(const Line& l, const Token& t) const {
    return choice(l, t, kTargetTypes,
                  std::vector{EncirclementType::A, EncirclementType::B, EncirclementType::C, EncirclementType::D},
                  "target type");
  }

  Illegal reason(const Line& l, const Token& t) const {
    std::vector<std::string> names;
    for (Illegal r : kReasons) {
      if (t.text == illegal_name(r)) return r;
      names.emplace_back(illegal_name(r));
    }
    fail(l, t, "unknown reason " + quote(t.text) + " (known: " + list_names(names) + ")");
  }

  int whole_number(const Line& l, std::string_view text, std::size_t pos, int min) const {
    int v = 0;
    auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
    if (ec == std::errc::result_out_of_range && end == text.data() + text.size())
      fail(l, pos, "number " + quote(text) + " is too large");
    if (text.empty() || text.front() == '+' || ec != std::errc() || end != text.data() + text.size())
      fail(l, pos, "expected a whole number, found " + quote(text));
    if (v < min) fail(l, pos, "number " + quote(text) + " must be at least " + std::to_string(min));
    return v;
  }

  // KEY=VALUE arguments from t[from]: each key once, at least one.
  std::vector<std::pair<std::string, std::string>> keys(const Line& l, const std::vector<Token>& t,
                                                        std::size_t from, const DirectiveInfo& d,
                                                        const std::vector<std::string>& known) const {
    std::vector<std::pair<std::string, std::string>> out;
    if (t.size() <= from)
      fail(l, t.back().pos + t.back().text.size(),
           "'" + std::string(d.name) + "' needs at least one KEY=VALUE (usage: " + d.usage + ")");
    for (std::size_t k = from; k < t.size(); ++k) {
      std::size_t eq = t[k].text.find('=');
      if (eq == kNpos) fail(l, t[k], "expected KEY=VALUE, found " + quote(t[k].text) + " (usage: " + d.usage + ")");
      std::string key(t[k].text.substr(0, eq));
      std::string_view value = t[k].text.substr(eq + 1);
      std::size_t value_pos = t[k].pos + eq + 1;
      if (std::find(known.begin(), known.end(), key) == known.end())
        fail(l, t[k], "unknown key " + quote(key) + " for '" + d.name + "' (known: " + list_names(known) + ")");
      for (const auto& kv : out)
        if (kv.first == key) fail(l, t[k], "key " + quote(key) + " given twice");
      if (value.empty()) fail(l, value_pos, "key " + quote(key) + " needs a value after '='");
      check_value(l, d, key, value, value_pos);
      out.emplace_back(key, std::string(value));
    }
    return out;
  }

  void check_value(const Line& l, const DirectiveInfo& d, const std::string& key, std::string_view value,
                   std::size_t pos) const {
    std::string name = d.name;
    auto one_of = [&](const std::vector<std::string>& names, const std::string& what) {
      if (std::find(names.begin(), names.end(), value) == names.end())
        fail(l, pos, "bad " + what + " " + quote(value) + " for key '" + key + "' (expected " + list_names(names) +
                         ")");
    };
    if (name == "assert_params") {
      if (key == "branch") one_of(kBranches, "branch");
      else whole_number(l, value, pos, 0);
    } else if (name == "assert_score") {
      if (!read_decimal(value)) fail(l, pos, "expected a number such as 12 or 12.5 for key '" + key + "', found " +
                                                 quote(value));
    } else if (name == "assert_winner") {
      one_of(kWinnerNames, "winner");
    }
  }

  // MOVE from t[from, to).
  VectorMove move(const Line& l, const std::vector<Token>& t, std::size_t from, std::size_t to,
                  const DirectiveInfo& d) const {
    VectorMove m;
    std::size_t k = from;
    auto missing = [&]() {
      std::size_t pos = k < t.size() ? t[k].pos : t.back().pos + t.back().text.size();
      fail(l, pos, "'" + std::string(d.name) + "' needs a move (usage: " + d.usage + ")");
    };
    if (k >= to) missing();
    std::size_t start = t[k].pos;
    if (t[k].text == "black" || t[k].text == "white") m.side = side(l, t[k++], "side");
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
      m.point = point(l, t[k++]);
    }
    if (k < to) fail(l, t[k], "unexpected " + quote(t[k].text) + " after the move (usage: " + d.usage + ")");
    std::size_t stop = t[to - 1].pos + t[to - 1].text.size();
    m.text = std::string(l.text.substr(start, stop - start));
    return m;
  }

  // ----- directives

  void directive(const Line& l) {
    std::vector<Token> t = tokenize(l);
    if (t.empty()) return;  // only a ';' comment
    std::string_view name = t[0].text;
    if (name == "end") fail(l, t[0], "'end' without an open block ('position', 'record' or 'assert_board')");
    const DirectiveInfo* d = find_directive(name);
    if (!d) fail(l, t[0], "unknown directive " + quote(name) + " (see spec/vectors/README.md)");
    if (name == "vector") {
      start_vector(l, t);
      return;
    }
    if (!cur_) fail(l, t[0], "'" + std::string(name) + "' outside a vector: start one with 'vector NAME'");
    if (!cur_->any_directive && cur_->spec.why.empty())
      fail(l, t[0], "vector " + quote(cur_->spec.name) +
                        " needs a '# why:' comment before its first directive, explaining why its expected results "
                        "are right");
    cur_->any_directive = true;

    VectorStep s;
    s.line = l.number;
    s.text = std::string(l.text.substr(t.front().pos, t.back().pos + t.back().text.size() - t.front().pos));

    if (name == "rules") {
      arity(l, t, 1, 1, *d);
      Ruleset r = parse_ruleset(t[1].text, SourceLocation{file_, l.number, utf8::columns(l.text, t[1].pos) + 1});
      if (!cur_->has_setup) {
        cur_->pending_rules = r;
        return;
      }
      s.kind = StepKind::Rules;
      s.rules = r;
      cur_->in_force = r;
      cur_->spec.steps.push_back(std::move(s));
      return;
    }
    if (name == "position" || name == "record") {
      arity(l, t, 0, 0, *d);
      if (cur_->has_setup)
        fail(l, t[0], "a second setup in vector " + quote(cur_->spec.name) +
                          ": a vector has one 'position' or 'record'");
      block_.emplace();
      block_->name = std::string(name);
      block_->opened = &l;
      return;
    }
    if (!cur_->has_setup)
      fail(l, t[0], "'" + std::string(name) +
                        "' before the setup: write 'position' (or 'record'), its text and 'end' first");
    if (gomoku_only(name)) need_gomoku(l, t[0], "'" + std::string(name) + "'");

    if (name == "play" || name == "assert_legal") {
      s.kind = name == "play" ? StepKind::Play : StepKind::AssertLegal;
      s.move = move(l, t, 1, t.size(), *d);
      if (s.kind == StepKind::Play) cur_->has_play = true;
    } else if (name == "assert_illegal") {
      if (t.size() < 3) {
        if (t.size() == 2 && find_reason(t[1].text))
          fail(l, t[1], "'assert_illegal' needs a move before the reason (usage: " + std::string(d->usage) + ")");
        arity(l, t, 2, 99, *d);
      }
      s.kind = StepKind::AssertIllegal;
      s.move = move(l, t, 1, t.size() - 1, *d);
      s.reason = reason(l, t.back());
    } else if (name == "assert_captured" || name == "assert_cascade") {
      arity(l, t, 1, 999, *d);
      need_play(l, t[0]);
      s.kind = name == "assert_captured" ? StepKind::AssertCaptured : StepKind::AssertCascade;
      s.points = points(l, t, 1, true);
    } else if (name == "assert_flip") {
      arity(l, t, 3, 3, *d);
      need_play(l, t[0]);
      s.kind = StepKind::AssertFlip;
      s.points = {point(l, t[1])};
      s.from = attribute(l, t[2]);
      s.to = attribute(l, t[3]);
    } else if (name == "dead") {
      arity(l, t, 1, 999, *d);
      s.kind = StepKind::Dead;
      s.points = points(l, t, 1, true);
    } else if (name == "assert_slot") {
      arity(l, t, 2, 2, *d);
      s.kind = StepKind::AssertSlot;
      s.side = side(l, t[1], "side");
      s.slot_kind = choice(l, t[2], {"stone", "tris"}, std::vector{SlotKind::Stone, SlotKind::Tris}, "slot kind");
    } else if (name == "assert_next") {
      arity(l, t, 1, 1, *d);
      s.kind = StepKind::AssertNext;
      s.number = whole_number(l, t[1].text, t[1].pos, 1);
    } else if (name == "assert_board") {
      arity(l, t, 0, 0, *d);
      s.kind = StepKind::AssertBoard;
      pending_board_step_ = std::move(s);
      block_.emplace();
      block_->name = "assert_board";
      block_->opened = &l;
      return;
    } else if (name == "assert_string") {
      arity(l, t, 2, 999, *d);
      s.kind = StepKind::AssertString;
      s.layer = layer(l, t[1]);
      s.points = points(l, t, 2, false);
    } else if (name == "assert_liberties") {
      arity(l, t, 3, 3, *d);
      s.kind = StepKind::AssertLiberties;
      s.layer = layer(l, t[1]);
      s.points = {point(l, t[2])};
      s.number = whole_number(l, t[3].text, t[3].pos, 0);
    } else if (name == "assert_region") {
      arity(l, t, 2, 999, *d);
      s.kind = StepKind::AssertRegion;
      s.side = side(l, t[1], "colour");
      std::size_t last = t.size();
      if (t.back().text.substr(0, 4) == "eye=") {
        Token v{t.back().text.substr(4), t.back().pos + 4};
        if (v.text.empty()) fail(l, v, "key 'eye' needs a value after '='");
        s.eye = yes_no(l, v);
        --last;
      }
      std::vector<Token> pts(t.begin(), t.begin() + static_cast<std::ptrdiff_t>(last));
      if (pts.size() < 3) arity(l, pts, 2, 999, *d);
      s.points = points(l, pts, 2, false);
    } else if (name == "assert_no_region") {
      arity(l, t, 2, 2, *d);
      s.kind = StepKind::AssertNoRegion;
      s.side = side(l, t[1], "colour");
      s.points = {point(l, t[2])};
    } else if (name == "assert_private_eye") {
      arity(l, t, 2, 3, *d);
      s.kind = StepKind::AssertPrivateEye;
      s.points = {point(l, t[1])};
      s.flag = yes_no(l, t[2]);
      if (t.size() == 4) {
        if (t[3].text.substr(0, 7) != "failed=")
          fail(l, t[3], "expected failed=ID, found " + quote(t[3].text) + " (usage: " + d->usage + ")");
        if (s.flag) fail(l, t[3], "'failed=' goes only with 'no': a private eye has no failed condition");
        std::string_view id = t[3].text.substr(7);
        if (std::find(kFailedIds.begin(), kFailedIds.end(), id) == kFailedIds.end())
          fail(l, t[3].pos + 7, "bad condition " + quote(id) + " (expected " + list_names(kFailedIds) + ")");
        s.failed = std::string(id);
      }
    } else if (name == "assert_params") {
      arity(l, t, 1, 999, *d);
      s.kind = StepKind::AssertParams;
      s.points = {point(l, t[1])};
      s.keys = keys(l, t, 2, *d, kParamKeys);
    } else if (name == "assert_attribute") {
      arity(l, t, 2, 2, *d);
      s.kind = StepKind::AssertAttribute;
      s.points = {point(l, t[1])};
      s.to = attribute(l, t[2]);
    } else if (name == "assert_forbidden") {
      arity(l, t, 2, 2, *d);
      s.kind = StepKind::AssertForbidden;
      s.points = {point(l, t[1])};
      s.reason = reason(l, t[2]);
    } else if (name == "assert_not_forbidden") {
      arity(l, t, 1, 1, *d);
      s.kind = StepKind::AssertNotForbidden;
      s.points = {point(l, t[1])};
    } else if (name == "assert_ended") {
      arity(l, t, 1, 1, *d);
      s.kind = StepKind::AssertEnded;
      s.flag = yes_no(l, t[1]);
    } else if (name == "assert_score") {
      s.kind = StepKind::AssertScore;
      s.keys = keys(l, t, 1, *d, kScoreKeys);
    } else if (name == "assert_winner") {
      s.kind = StepKind::AssertWinner;
      s.keys = keys(l, t, 1, *d, kWinnerKeys);
    } else if (name == "assert_owner") {
      arity(l, t, 2, 2, *d);
      s.kind = StepKind::AssertOwner;
      s.points = {point(l, t[1])};
      s.owner = choice(l, t[2], kOwnerNames,
                       std::vector{Owner::Black, Owner::White, Owner::Neutral, Owner::Shared, Owner::Nobody}, "owner");
    } else if (name == "assert_target" || name == "assert_no_target" || name == "assert_encircled" ||
               name == "assert_overruled") {
      bool with_keys = name != "assert_no_target";
      arity(l, t, 3, with_keys ? 999 : 3, *d);
      s.kind = name == "assert_target"      ? StepKind::AssertTarget
               : name == "assert_no_target" ? StepKind::AssertNoTarget
               : name == "assert_encircled" ? StepKind::AssertEncircled
                                            : StepKind::AssertOverruled;
      if (s.kind == StepKind::AssertEncircled || s.kind == StepKind::AssertOverruled) need_play(l, t[0]);
      s.side = side(l, t[1], "colour");
      s.target_type = target_type(l, t[2]);
      s.points = {point(l, t[3])};
      s.target = target_keys(l, t, 4, *d);
    } else if (name == "assert_no_encirclement") {
      arity(l, t, 0, 0, *d);
      need_play(l, t[0]);
      s.kind = StepKind::AssertNoEncirclement;
    } else if (name == "assert_five") {
      arity(l, t, 2, 999, *d);
      s.kind = StepKind::AssertFive;
      s.side = side(l, t[1], "colour");
      s.points = points(l, t, 2, false);
      std::size_t distinct = sorted_points(s.points).size();
      if (distinct < 5)
        fail(l, t[2], "a five has five or more points (GM-5.1); " + std::to_string(distinct) + " given");
    } else if (name == "assert_no_five") {
      arity(l, t, 1, 1, *d);
      s.kind = StepKind::AssertNoFive;
      s.side = side(l, t[1], "colour");
    } else if (name == "assert_result") {
      arity(l, t, 2, 2, *d);
      s.kind = StepKind::AssertResult;
      s.winner = choice(l, t[1], kWinnerNames, std::vector{Winner::Black, Winner::White, Winner::Draw}, "winner");
      s.end = choice(l, t[2], kEndReasons,
                     std::vector{GomokuEnd::Five, GomokuEnd::BothFives, GomokuEnd::FullBoard, GomokuEnd::Passes},
                     "reason");
    }
    cur_->spec.steps.push_back(std::move(s));
  }

  // The ruleset in force must be TrisGomoku for `what`.
  void need_gomoku(const Line& l, const Token& t, const std::string& what) const {
    if (cur_->in_force.game != Game::Gomoku)
      fail(l, t, what + " needs a TrisGomoku ruleset (game=gomoku), but the ruleset here is " +
                     to_string(cur_->in_force));
  }

  std::vector<Point> sorted_points(std::vector<Point> v) const {
    const BoardSize& size = cur_->spec.setup.board.size();
    std::sort(v.begin(), v.end(), [&](Point a, Point b) { return size.index(a) < size.index(b); });
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
  }

  // The optional KEY=VALUE checks of the target assertions, from t[from].
  // `liberties`, `walls`, `secondary` and `reinforcements` take one whole
  // number; `whole` and `flips` take the points after '=' and every
  // following argument up to the next KEY=VALUE.
  TargetCheck target_keys(const Line& l, const std::vector<Token>& t, std::size_t from,
                          const DirectiveInfo& d) const {
    TargetCheck c;
    std::vector<std::string> seen;
    std::size_t k = from;
    while (k < t.size()) {
      std::size_t eq = t[k].text.find('=');
      if (eq == kNpos) fail(l, t[k], "expected KEY=VALUE, found " + quote(t[k].text) + " (usage: " + d.usage + ")");
      std::string key(t[k].text.substr(0, eq));
      if (std::find(kTargetKeys.begin(), kTargetKeys.end(), key) == kTargetKeys.end())
        fail(l, t[k],
             "unknown key " + quote(key) + " for '" + d.name + "' (known: " + list_names(kTargetKeys) + ")");
      if (std::find(seen.begin(), seen.end(), key) != seen.end())
        fail(l, t[k], "key " + quote(key) + " given twice");
      seen.push_back(key);
      Token value{t[k].text.substr(eq + 1), t[k].pos + eq + 1};
      if (value.text.empty()) fail(l, value.pos, "key " + quote(key) + " needs a value after '='");
      std::size_t next = k + 1;
      while (next < t.size() && t[next].text.find('=') == kNpos) ++next;
      if (key == "whole" || key == "flips") {
        std::vector<Token> list{value};
        list.insert(list.end(), t.begin() + static_cast<std::ptrdiff_t>(k + 1),
                    t.begin() + static_cast<std::ptrdiff_t>(next));
        (key == "whole" ? c.whole : c.flips) = points(l, list, 0, false);
      } else {
        if (next > k + 1)
          fail(l, t[k + 1], "unexpected " + quote(t[k + 1].text) + ": key " + quote(key) + " takes one number");
        int v = whole_number(l, value.text, value.pos, 0);
        (key == "liberties" ? c.liberties
         : key == "walls"   ? c.walls
         : key == "secondary" ? c.secondary
                              : c.reinforcements) = v;
      }
      k = next;
    }
    return c;
  }

  static bool find_reason(std::string_view text) {
    for (Illegal r : kReasons)
      if (text == illegal_name(r)) return true;
    return false;
  }

  void need_play(const Line& l, const Token& t) const {
    if (!cur_->has_play)
      fail(l, t, "'" + std::string(t.text) + "' asserts on the last play, but this vector has no 'play' before it");
  }

  const std::string& file_;
  std::vector<Line> lines_;
  std::vector<VectorSpec> vectors_;
  std::optional<Current> cur_;
  std::optional<Block> block_;
  VectorStep pending_board_step_;
  std::map<std::string, int> names_;
};

// ---------------------------------------------------------------------------
// The runner

std::string pt(Point p) { return format_point(p, LabelSet::Letter); }

std::vector<Point> sorted(const BoardSize& size, std::vector<Point> points) {
  std::sort(points.begin(), points.end(),
            [&](Point a, Point b) { return size.index(a) < size.index(b); });
  points.erase(std::unique(points.begin(), points.end()), points.end());
  return points;
}

std::string pts(const BoardSize& size, const std::vector<Point>& points) {
  std::vector<Point> s = sorted(size, points);
  if (s.empty()) return "none";
  std::string out;
  for (Point p : s) out += (out.empty() ? "" : " ") + pt(p);
  return out;
}

bool same_set(const BoardSize& size, const std::vector<Point>& a, const std::vector<Point>& b) {
  return sorted(size, a) == sorted(size, b);
}

bool has(const std::vector<Point>& v, Point p) { return std::find(v.begin(), v.end(), p) != v.end(); }


std::string rows_text(const Board& b) {
  std::string out;
  int n = b.size().n();
  for (int r = 0; r < n; ++r) {
    if (r > 0) out += '/';
    for (int c = 0; c < n; ++c) out += cell_char(b, r * n + c);
  }
  return out;
}

std::string target_name(Side encircler, EncirclementType type) {
  return std::string(side_name(encircler)) + " " + std::string(encirclement_type_name(type));
}

std::string target_text(const BoardSize& size, const EncirclementTarget& t) {
  return target_name(t.encircler, t.type) + " target with main core " + pts(size, t.main_core) + ": whole " +
         pts(size, t.whole) + ", liberties " + pts(size, t.liberties) + ", walls " + std::to_string(t.walls.size()) +
         ", secondary " + std::to_string(t.secondary_cores.size()) + ", reinforcements " +
         std::to_string(t.reinforcements.size()) + ", flips " + pts(size, t.flips);
}

// The main cores of a list of targets, for messages: "black A 00; white C a1".
std::string targets_text(const BoardSize& size, const std::vector<EncirclementTarget>& list) {
  std::string out;
  for (const EncirclementTarget& t : list)
    out += (out.empty() ? "" : "; ") + target_name(t.encircler, t.type) + " " + pts(size, t.main_core);
  return out.empty() ? "none" : out;
}

// The first failing check of `c` on `t`, or "".
std::string check_target(const BoardSize& size, const TargetCheck& c, const EncirclementTarget& t) {
  auto count = [&](const char* key, const std::optional<int>& want, std::size_t got) -> std::string {
    if (!want || static_cast<std::size_t>(*want) == got) return "";
    return "expected " + std::string(key) + "=" + std::to_string(*want) + ", got " + std::to_string(got);
  };
  auto set = [&](const char* key, const std::optional<std::vector<Point>>& want,
                 const std::vector<Point>& got) -> std::string {
    if (!want || same_set(size, *want, got)) return "";
    return "expected " + std::string(key) + "=" + pts(size, *want) + ", got " + pts(size, got);
  };
  for (const std::string& m :
       {count("liberties", c.liberties, t.liberties.size()), set("whole", c.whole, t.whole),
        count("walls", c.walls, t.walls.size()), count("secondary", c.secondary, t.secondary_cores.size()),
        count("reinforcements", c.reinforcements, t.reinforcements.size()), set("flips", c.flips, t.flips)})
    if (!m.empty()) return m + " (" + target_text(size, t) + ")";
  return "";
}

const EncirclementTarget* find_target(const std::vector<EncirclementTarget>& list, Side encircler,
                                      EncirclementType type, Point p) {
  for (const EncirclementTarget& t : list)
    if (t.encircler == encircler && t.type == type && has(t.main_core, p)) return &t;
  return nullptr;
}

std::string fives_text(const BoardSize& size, const std::vector<Five>& fives) {
  std::string out;
  for (const Five& f : fives)
    out += (out.empty() ? "" : "; ") + std::string(side_name(f.side)) + " " + pts(size, f.points);
  return out.empty() ? "none" : out;
}

std::string tris_text(const BoardSize& size, const TrisInfo& t) {
  return "tris string " + pts(size, t.points) + ": by=" + std::to_string(t.by) + " wy=" + std::to_string(t.wy) +
         " bo=" + std::to_string(t.bo) + " wo=" + std::to_string(t.wo) +
         (t.branch.rfind("M13", 0) == 0  // MengGo 2013's bonds (M13-5)
              ? " black_bonds=" + std::to_string(t.black_bonds) + " white_bonds=" + std::to_string(t.white_bonds)
              : std::string()) +
         " branch=" + t.branch + " " +
         std::string(attribute_name(t.attribute));
}

std::string score_text(const Score& s) {
  return "black=" + format_number(s.black) + " white=" + format_number(s.white) + " neutral=" +
         format_number(s.neutral) + " nobody=" + format_number(s.nobody) + " komi=" + format_number(s.komi) +
         " y=" + format_number(s.y);
}

std::string winners_text(const Score& s) {
  return "chinese=" + std::string(winner_name(s.chinese)) + " literal=" + std::string(winner_name(s.literal)) +
         " ruleset=" + std::string(winner_name(s.winner));
}

class Runner {
 public:
  Runner(const VectorSpec& v, const Engine& e) : v_(v), engine_(e), pos_(v.setup), size_(v.setup.board.size()) {}

  VectorResult run() {
    VectorResult r{v_.file, v_.name, true, "", v_.line};
    for (const Move& m : v_.setup_moves) {
      std::string message;
      try {
        int number = pos_.next_move;
        MoveOutcome o = engine_.play(pos_, m);
        if (!o.legal())
          message = "record move " + std::to_string(number) + " (" + move_text(m) + ") is illegal: " + why_illegal(o);
        else if (!o.after)
          message = "engine error: record move " + std::to_string(number) + " is legal but gives no position";
        else
          pos_ = *o.after;
      } catch (const EngineLimit& e) {
        message = "engine limit: " + std::string(e.what());
      } catch (const std::exception& e) {
        message = "engine error: " + std::string(e.what());
      }
      if (!message.empty()) {
        r.passed = false;
        r.message = message;
        r.line = v_.setup_line;
        return r;
      }
    }
    for (const VectorStep& s : v_.steps) {
      std::string message;
      try {
        message = step(s);
      } catch (const EngineLimit& e) {
        message = "engine limit: " + std::string(e.what());
      } catch (const std::exception& e) {
        message = "engine error: " + std::string(e.what());
      }
      if (!message.empty()) {
        r.passed = false;
        r.message = message;
        r.line = s.line;
        return r;
      }
    }
    return r;
  }

 private:
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

  static std::string move_text(const Move& m) {
    std::string s = std::string(side_name(m.side)) + " " + std::string(move_kind_name(m.kind));
    if (!m.is_pass()) s += " " + pt(m.point);
    return s;
  }

  static std::string why_illegal(const MoveOutcome& o) {
    std::string s = std::string(illegal_name(o.illegal));
    std::string_view art = illegal_article(o.illegal);
    if (!art.empty()) s += " (" + std::string(art) + ")";
    if (!o.reason.none()) s += ": " + text::refusal_text(o, LabelSet::Integer);
    return s;
  }

  const TrisInfo* tris_at(Point p) {
    for (const TrisInfo& t : analysis().tris)
      if (has(t.points, p)) return &t;
    return nullptr;
  }

  std::string step(const VectorStep& s) {
    switch (s.kind) {
      case StepKind::Rules:
        pos_.rules = *s.rules;
        changed();
        return "";
      case StepKind::Dead:
        dead_ = s.points;
        score_.reset();
        return "";
      case StepKind::Play: {
        Move m = resolve(s.move);
        MoveOutcome o = engine_.play(pos_, m);
        if (!o.legal()) return "play " + move_text(m) + " is illegal: " + why_illegal(o);
        if (!o.after) return "engine error: play " + move_text(m) + " is legal but gives no position";
        pos_ = *o.after;
        last_ = std::move(o);
        changed();
        return "";
      }
      case StepKind::AssertLegal: {
        Move m = resolve(s.move);
        MoveOutcome o = engine_.play(pos_, m);
        if (!o.legal()) return "expected " + move_text(m) + " to be legal, but it is illegal: " + why_illegal(o);
        return "";
      }
      case StepKind::AssertIllegal: {
        Move m = resolve(s.move);
        MoveOutcome o = engine_.play(pos_, m);
        std::string want(illegal_name(s.reason));
        if (o.legal()) return "expected " + move_text(m) + " to be illegal (" + want + "), but it is legal";
        if (o.illegal != s.reason)
          return "expected " + move_text(m) + " to be illegal for " + want + ", but it is illegal for " +
                 why_illegal(o);
        return "";
      }
      case StepKind::AssertCaptured:
        if (!same_set(size_, last_->captured, s.points))
          return "captured: expected " + pts(size_, s.points) + ", got " + pts(size_, last_->captured);
        return "";
      case StepKind::AssertCascade: {
        std::vector<Point> removed;
        for (const CascadeStep& c : last_->cascade) removed.insert(removed.end(), c.removed.begin(), c.removed.end());
        if (!same_set(size_, removed, s.points))
          return "cascade: expected " + pts(size_, s.points) + " removed, got " + pts(size_, removed);
        return "";
      }
      case StepKind::AssertFlip: {
        std::vector<AttributeChange> all = last_->changes;
        for (const CascadeStep& c : last_->cascade) all.insert(all.end(), c.changes.begin(), c.changes.end());
        std::string seen;
        for (const AttributeChange& c : all) {
          if (has(c.points, s.points[0]) && c.from == s.from && c.to == s.to) return "";
          seen += (seen.empty() ? "" : "; ") + pts(size_, c.points) + " " + std::string(attribute_name(c.from)) +
                  "->" + std::string(attribute_name(c.to));
        }
        return "no change of the tris string at " + pt(s.points[0]) + " from " +
               std::string(attribute_name(s.from)) + " to " + std::string(attribute_name(s.to)) +
               " in the last play (changes: " + (seen.empty() ? "none" : seen) + ")";
      }
      case StepKind::AssertSlot: {
        Slot slot = pos_.to_move();
        if (slot.side != s.side || slot.kind != s.slot_kind) {
          auto kind = [](SlotKind k) { return k == SlotKind::Stone ? "stone" : "tris"; };
          return "move " + std::to_string(pos_.next_move) + " is " + std::string(side_name(slot.side)) + " " +
                 kind(slot.kind) + ", expected " + std::string(side_name(s.side)) + " " + kind(s.slot_kind);
        }
        return "";
      }
      case StepKind::AssertNext:
        if (pos_.next_move != s.number)
          return "the next move is " + std::to_string(pos_.next_move) + ", expected " + std::to_string(s.number);
        return "";
      case StepKind::AssertBoard:
        if (!(pos_.board == *s.board)) {
          int n = size_.n();
          for (int r = 0; r < n; ++r) {
            std::string want, got;
            for (int c = 0; c < n; ++c) {
              want += cell_char(*s.board, r * n + c);
              got += cell_char(pos_.board, r * n + c);
            }
            if (want != got)
              return "board row " + std::to_string(r + 1) + " (y=" + format_coordinate(size_.half() - r, LabelSet::Letter) +
                     ") is " + got + ", expected " + want + " (board: " + rows_text(pos_.board) + ")";
          }
        }
        return "";
      case StepKind::AssertString:
      case StepKind::AssertLiberties: {
        Point p = s.points[0];
        const char* layer = s.layer == StringLayer::Holistic   ? "holistic"
                            : s.layer == StringLayer::Extended ? "extended"
                                                               : "base";
        const auto& list = s.layer == StringLayer::Holistic   ? analysis().holistic_strings
                           : s.layer == StringLayer::Extended ? gomoku().extended_strings
                                                              : analysis().base_strings;
        for (const StringInfo& str : list) {
          if (!has(str.points, p)) continue;
          if (s.kind == StepKind::AssertString) {
            if (!same_set(size_, str.points, s.points))
              return std::string(layer) + " string at " + pt(p) + " is " + pts(size_, str.points) + ", expected " +
                     pts(size_, s.points);
            return "";
          }
          if (static_cast<int>(str.liberties.size()) != s.number)
            return std::string(layer) + " string at " + pt(p) + " has " + std::to_string(str.liberties.size()) +
                   " liberties (" + pts(size_, str.liberties) + "), expected " + std::to_string(s.number);
          return "";
        }
        return "no " + std::string(layer) + " string at " + pt(p) + " (the point holds '" +
               std::string(1, cell_char(pos_.board, size_.index(p))) + "')";
      }
      case StepKind::AssertRegion: {
        std::string containing;
        for (const RegionInfo& r : analysis().regions) {
          if (r.formed_by != s.side) continue;
          if (same_set(size_, r.points, s.points)) {
            if (s.eye && r.is_eye != *s.eye)
              return "the region " + pts(size_, r.points) + " formed by " + std::string(side_name(s.side)) +
                     (r.is_eye ? " is" : " is not") + " an eye, expected" + (*s.eye ? "" : " not") + " an eye";
            return "";
          }
          if (has(r.points, s.points[0])) containing = pts(size_, r.points);
        }
        return "no closed region formed by " + std::string(side_name(s.side)) + " is exactly " +
               pts(size_, s.points) + " (the one containing " + pt(s.points[0]) + ": " +
               (containing.empty() ? "none" : containing) + ")";
      }
      case StepKind::AssertNoRegion:
        for (const RegionInfo& r : analysis().regions)
          if (r.formed_by == s.side && has(r.points, s.points[0]))
            return "the closed region " + pts(size_, r.points) + " formed by " + std::string(side_name(s.side)) +
                   " contains " + pt(s.points[0]);
        return "";
      case StepKind::AssertPrivateEye: {
        Point p = s.points[0];
        for (const PrivateEyeInfo& e : analysis().private_eyes) {
          if (!has(e.string, p)) continue;
          std::string cands;
          for (const EyeCandidate& c : e.candidates)
            cands += (cands.empty() ? "" : "; ") + pts(size_, c.region) + ": " +
                     (c.failed == ReasonKind::None ? std::string("private eye")
                                                   : std::string(reason_kind_id(c.failed)) + " " +
                                                         text::eye_verdict_text(e.colour, c, LabelSet::Integer));
          std::string who = std::string(side_name(e.colour)) + " string at " + pt(p);
          std::string detail = " (candidates: " + (cands.empty() ? std::string("none") : cands) + ")";
          if (e.has_private_eye != s.flag)
            return who + (e.has_private_eye ? " has a private eye, expected none" : " has no private eye, expected one") +
                   detail;
          if (!s.failed.empty()) {
            for (const EyeCandidate& c : e.candidates)
              if (reason_kind_id(c.failed) == s.failed) return "";
            return who + ": no candidate region failed " + s.failed + detail;
          }
          return "";
        }
        return "no black or white string at " + pt(p);
      }
      case StepKind::AssertParams:
      case StepKind::AssertAttribute: {
        const TrisInfo* t = tris_at(s.points[0]);
        if (!t) return "no tris string at " + pt(s.points[0]);
        if (s.kind == StepKind::AssertAttribute) {
          if (t->attribute != s.to)
            return tris_text(size_, *t) + " is " + std::string(attribute_name(t->attribute)) + ", expected " +
                   std::string(attribute_name(s.to));
          return "";
        }
        for (const auto& [key, value] : s.keys) {
          std::string got = key == "branch" ? t->branch
                            : key == "by"   ? std::to_string(t->by)
                            : key == "wy"   ? std::to_string(t->wy)
                            : key == "bo"   ? std::to_string(t->bo)
                            : key == "wo"   ? std::to_string(t->wo)
                            : key == "black_bonds" ? std::to_string(t->black_bonds)
                                                   : std::to_string(t->white_bonds);
          if (got != value) return tris_text(size_, *t) + ": expected " + key + "=" + value + ", got " + got;
        }
        return "";
      }
      case StepKind::AssertForbidden:
      case StepKind::AssertNotForbidden: {
        Point p = s.points[0];
        for (const ForbiddenPoint& f : analysis().forbidden) {
          if (f.point != p) continue;
          if (s.kind == StepKind::AssertNotForbidden)
            return pt(p) + " is forbidden (" + std::string(illegal_name(f.reason)) + ")";
          if (f.reason != s.reason)
            return pt(p) + " is forbidden for " + std::string(illegal_name(f.reason)) + ", expected " +
                   std::string(illegal_name(s.reason));
          return "";
        }
        if (s.kind == StepKind::AssertForbidden)
          return pt(p) + " is not forbidden, expected " + std::string(illegal_name(s.reason));
        return "";
      }
      case StepKind::AssertEnded: {
        bool ended = engine_.ended(pos_);
        if (ended != s.flag) return ended ? "the game has ended, expected it not to" : "the game has not ended, expected it to";
        return "";
      }
      case StepKind::AssertScore: {
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
      case StepKind::AssertWinner: {
        const Score& sc = score();
        for (const auto& [key, value] : s.keys) {
          Winner got = key == "chinese" ? sc.chinese : key == "literal" ? sc.literal : sc.winner;
          if (winner_name(got) != value)
            return "winner: expected " + key + "=" + value + ", got " + std::string(winner_name(got)) + " (" +
                   winners_text(sc) + "; " + score_text(sc) + ")";
        }
        return "";
      }
      case StepKind::AssertOwner: {
        const Score& sc = score();
        auto i = static_cast<std::size_t>(size_.index(s.points[0]));
        if (i >= sc.owner.size()) return "engine error: the score has no owner for " + pt(s.points[0]);
        if (sc.owner[i] != s.owner)
          return pt(s.points[0]) + " belongs to " + std::string(owner_name(sc.owner[i])) + ", expected " +
                 std::string(owner_name(s.owner));
        return "";
      }
      case StepKind::AssertTarget:
      case StepKind::AssertNoTarget:
      case StepKind::AssertEncircled:
      case StepKind::AssertOverruled: {
        const std::vector<EncirclementTarget>& list = s.kind == StepKind::AssertEncircled   ? last_->encircled
                                                      : s.kind == StepKind::AssertOverruled ? last_->overruled
                                                                                            : gomoku().targets;
        std::string what =
            target_name(s.side, s.target_type) + " target with main core containing " + pt(s.points[0]);
        const EncirclementTarget* t = find_target(list, s.side, s.target_type, s.points[0]);
        if (s.kind == StepKind::AssertNoTarget)
          return t ? "there is a " + target_text(size_, *t) : "";
        if (!t) {
          if (s.kind == StepKind::AssertTarget) {
            std::string cores;
            for (const EncirclementTarget& o : list)
              if (o.encircler == s.side && o.type == s.target_type)
                cores += (cores.empty() ? "" : "; ") + pts(size_, o.main_core);
            return "no " + what + " (main cores of the " + target_name(s.side, s.target_type) + " targets: " +
                   (cores.empty() ? "none" : cores) + ")";
          }
          bool encircled = s.kind == StepKind::AssertEncircled;
          return "no " + what + (encircled ? " took effect" : " was overruled") + " on the last play (" +
                 (encircled ? "encircled: " : "overruled: ") + targets_text(size_, list) + ")";
        }
        return check_target(size_, s.target, *t);
      }
      case StepKind::AssertNoEncirclement:
        if (!last_->encircled.empty())
          return "the last play encircled " + targets_text(size_, last_->encircled) + ", expected nothing";
        if (!last_->changes.empty())
          return "the last play changed " + std::to_string(last_->changes.size()) +
                 " tris string(s), the first " + pts(size_, last_->changes[0].points) + ", expected no change";
        return "";
      case StepKind::AssertFive:
      case StepKind::AssertNoFive: {
        const std::vector<Five>& fives = gomoku().fives;
        for (const Five& f : fives) {
          if (f.side != s.side) continue;
          if (s.kind == StepKind::AssertNoFive)
            return std::string(side_name(s.side)) + " has a five: " + pts(size_, f.points);
          if (same_set(size_, f.points, s.points)) return "";
        }
        if (s.kind == StepKind::AssertNoFive) return "";
        return "no " + std::string(side_name(s.side)) + " five is exactly " + pts(size_, s.points) +
               " (fives: " + fives_text(size_, fives) + ")";
      }
      case StepKind::AssertResult: {
        const GomokuAnalysis& g = gomoku();
        std::string want = std::string(winner_name(s.winner)) + " " + std::string(gomoku_end_name(s.end));
        if (g.end == GomokuEnd::None) return "the game has not ended, expected " + want;
        std::string got = std::string(winner_name(g.winner)) + " " + std::string(gomoku_end_name(g.end));
        if (g.end != s.end || g.winner != s.winner) return "the result is " + got + ", expected " + want;
        return "";
      }
    }
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
};

}  // namespace

std::vector<VectorSpec> parse_vectors(std::string_view text, const std::string& file) {
  return Parser(text, file).run();
}

VectorResult run_vector(const VectorSpec& vector, const Engine& engine) { return Runner(vector, engine).run(); }

std::vector<std::string> vector_files(const std::string& path_or_dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path path(path_or_dir);
  if (!fs::exists(path, ec)) throw InputError(path_or_dir + ": no such file or folder");
  if (!fs::is_directory(path, ec)) return {path_or_dir};
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(path, ec)) {
    if (entry.path().extension() != ".vec") continue;
    // A .vec entry that cannot be read as a file is an error, not skipped:
    // skipping would let a folder pass with vectors that never ran.
    std::error_code entry_ec;
    const std::string shown = (path / entry.path().filename()).generic_string();
    if (entry.is_symlink(entry_ec) && !fs::exists(entry.path(), entry_ec))
      throw InputError(shown + ": a broken symbolic link (to " + fs::read_symlink(entry.path(), entry_ec).string() +
                       "), not a vector file");
    if (entry.is_directory(entry_ec)) throw InputError(shown + ": a folder, not a vector file");
    if (!entry.is_regular_file(entry_ec))
      throw InputError(shown + ": not a regular file (a FIFO, a device or a socket), not a vector file");
    names.push_back(entry.path().filename().string());
  }
  if (ec) throw InputError(path_or_dir + ": cannot list the folder: " + ec.message());
  if (names.empty()) throw InputError(path_or_dir + ": no .vec files in this folder");
  std::sort(names.begin(), names.end());
  std::vector<std::string> out;
  for (const auto& n : names) out.push_back((path / n).generic_string());
  return out;
}

std::vector<VectorResult> run_vectors(const std::string& path_or_dir, const Engine& engine) {
  std::vector<std::vector<VectorSpec>> files;
  for (const std::string& f : vector_files(path_or_dir)) {
    files.push_back(parse_vectors(read_file(f, FileKind::Vectors), f));
    // A file that checks nothing must not pass for one that checks.
    if (files.back().empty())
      throw ParseError(SourceLocation{f, 1, 1}, "no vectors in this file (each starts with a line 'vector NAME')");
  }
  std::vector<VectorResult> results;
  for (const auto& file : files)
    for (const VectorSpec& v : file) results.push_back(run_vector(v, engine));
  return results;
}

}  // namespace tg::conformance
