#include "vocab/position_text.h"

#include <algorithm>
#include <charconv>
#include <optional>
#include <stdexcept>

#include "vocab/utf8.h"

namespace tg {
namespace {

constexpr const char* kKnownKeys = "rules, size, next, passes, flybomb_seed, flybomb_moves, board, seen";
constexpr std::size_t kNpos = std::string_view::npos;

}  // namespace

char cell_char(const Board& board, int index) {
  switch (board.at_index(index)) {
    case Piece::Empty: return '.';
    case Piece::Black: return 'X';
    case Piece::White: return 'O';
    case Piece::Tris:
      switch (board.attribute_at_index(index)) {
        case Attribute::Neutral: return 'T';
        case Attribute::Black: return 'B';
        case Attribute::White: return 'W';
      }
  }
  return '?';
}

namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// One code point of a line: where it starts, how long it is, what it is.
struct CodePoint {
  std::size_t pos = 0;
  std::size_t len = 1;
  char32_t cp = 0;
};

// Decodes with validity: overlong forms, surrogates and out-of-range values
// count as invalid (cp = 0xFFFD, len = 1) like stray bytes.
CodePoint decode_at(std::string_view text, std::size_t pos) {
  CodePoint c;
  c.pos = pos;
  if (static_cast<unsigned char>(text[pos]) < 0x80) {  // ASCII: the common case, kept fast
    c.cp = static_cast<unsigned char>(text[pos]);
    return c;
  }
  c.cp = utf8::decode(text, pos, c.len);
  if (c.len > 1) {
    bool overlong = (c.len == 2 && c.cp < 0x80) || (c.len == 3 && c.cp < 0x800) || (c.len == 4 && c.cp < 0x10000);
    if (overlong || (c.cp >= 0xD800 && c.cp <= 0xDFFF) || c.cp > 0x10FFFF) {
      c.cp = 0xFFFD;
      c.len = 1;
    }
  }
  return c;
}

bool invalid_byte(std::string_view text, const CodePoint& c) {
  return c.cp == 0xFFFD && c.len == 1 && static_cast<unsigned char>(text[c.pos]) >= 0x80;
}

std::string hex_byte(unsigned char b) {
  const char* digits = "0123456789ABCDEF";
  return std::string("0x") + digits[b >> 4] + digits[b & 15];
}

std::string hex_code_point(char32_t cp) {
  const char* digits = "0123456789ABCDEF";
  std::string out = "U+";
  for (int shift = 12; shift >= 0; shift -= 4) out += digits[(cp >> shift) & 15];
  return out;
}

// Names one character for a message: 'x', a tab, byte 0xFF (not UTF-8), ...
std::string describe(std::string_view text, const CodePoint& c) {
  if (invalid_byte(text, c)) return "byte " + hex_byte(static_cast<unsigned char>(text[c.pos])) + " (not UTF-8 text)";
  if (c.cp == '\t') return "a tab";
  if (c.cp < 0x20 || c.cp == 0x7F) return "control character " + hex_code_point(c.cp);
  return "'" + std::string(text.substr(c.pos, c.len)) + "'";
}

// Quotes a piece of input for a message: at most 40 code points, control
// characters and bytes that are not UTF-8 escaped as \xNN.
std::string quote(std::string_view text) {
  std::string out = "'";
  std::size_t pos = 0;
  int count = 0;
  while (pos < text.size()) {
    if (count == 40) {
      out += "...";
      break;
    }
    CodePoint c = decode_at(text, pos);
    if (invalid_byte(text, c) || c.cp < 0x20 || c.cp == 0x7F) out += "\\x" + hex_byte(static_cast<unsigned char>(text[pos])).substr(2);
    else out += text.substr(pos, c.len);
    pos += c.len;
    ++count;
  }
  return out + "'";
}

struct Line {
  int number = 0;
  std::string_view text;  // without its line end
  std::size_t begin = 0;  // first byte after leading blanks
  std::size_t end = 0;    // one past the last byte before trailing blanks
  std::string_view content() const { return text.substr(begin, end - begin); }
  bool skipped() const { return begin == end || text[begin] == '#'; }
};

bool is_key_char(char c, bool first) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' ||
         (!first && ((c >= '0' && c <= '9') || c == '-'));
}

// "word:" or "word :" at the start of the content: a key line, never a row.
bool key_like(std::string_view content) {
  std::size_t i = 0;
  while (i < content.size() && is_key_char(content[i], i == 0)) ++i;
  if (i == 0) return false;
  while (i < content.size() && (content[i] == ' ' || content[i] == '\t')) ++i;
  return i < content.size() && content[i] == ':';
}

// Whether a line that is not a key line is meant as a diagram row.
bool row_like(std::string_view content) {
  return std::all_of(content.begin(), content.end(), [](char c) {
    return c == '.' || c == ' ' || c == 'X' || c == 'O' || c == 'T' || c == 'B' || c == 'W' || c == 'x' ||
           c == 'o' || c == 't' || c == '0';
  });
}

struct KeyValue {
  std::string_view key;
  std::size_t key_pos = 0;  // byte in the line
  std::string_view value;
  std::size_t value_pos = 0;
};

enum class NumberStatus { Ok, NotNumber, TooLarge };
struct Number {
  NumberStatus status = NumberStatus::NotNumber;
  int value = 0;
};

Number read_number(std::string_view v) {
  Number n;
  if (v.empty()) return n;
  auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), n.value);
  if (ec == std::errc::result_out_of_range) {
    n.status = end == v.data() + v.size() ? NumberStatus::TooLarge : NumberStatus::NotNumber;
    return n;
  }
  if (ec != std::errc() || end != v.data() + v.size()) return n;
  n.status = NumberStatus::Ok;
  return n;
}

// Reads the lines of a text one at a time, skipping blank and comment lines.
// Copyable, so a parser can look ahead.
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") text_.remove_prefix(3);  // byte order mark
  }

  // The next line that is neither blank nor a comment; false at the end.
  bool next(Line& l) {
    while (pos_ < text_.size()) {
      std::size_t nl = text_.find('\n', pos_);
      std::size_t stop = nl == kNpos ? text_.size() : nl;
      l = Line{};
      l.number = ++number_;
      l.text = text_.substr(pos_, stop - pos_);
      pos_ = nl == kNpos ? text_.size() : nl + 1;
      if (!l.text.empty() && l.text.back() == '\r') l.text.remove_suffix(1);
      l.end = l.text.size();
      while (l.begin < l.end && is_blank(l.text[l.begin])) ++l.begin;
      while (l.end > l.begin && is_blank(l.text[l.end - 1])) --l.end;
      if (!l.skipped()) return true;
    }
    return false;
  }

  // Where the text ends: just after the last character, or at the start of
  // the line after a final newline.
  std::pair<int, int> end() const {
    int line = static_cast<int>(std::count(text_.begin(), text_.end(), '\n')) + 1;
    if (text_.empty() || text_.back() == '\n') return {line, 1};
    std::string_view last = text_.substr(text_.rfind('\n') == kNpos ? 0 : text_.rfind('\n') + 1);
    if (last.back() == '\r') last.remove_suffix(1);
    return {line, utf8::columns(last, last.size()) + 1};
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int number_ = 0;
};

class Parser {
 public:
  Parser(std::string_view text, const std::string& file) : text_(text), reader_(text), file_(file) {}

  Position run() {
    if (const utf8::WideEncoding e = utf8::wide_encoding(text_))
      throw ParseError(SourceLocation{file_, 1, 1}, utf8::wide_encoding_message(e, "position files must be UTF-8"));
    read_header();
    BoardSize size = size_ ? *size_ : infer_size();
    Position position(size, rules_);
    position.next_move = next_;
    position.passes = passes_;
    position.flybomb = flybomb_;
    if (flybomb_line_.number != 0 && rules_.order != OrderRule::Flybomb)
      fail(flybomb_line_, flybomb_pos_, "'flybomb_seed:' and 'flybomb_moves:' belong to order=flybomb rulesets");
    if (rules_.order == OrderRule::Flybomb)
      if (std::string p = flybomb_problem(rules_, size, flybomb_, next_); !p.empty())
        fail(flybomb_line_.number != 0 ? flybomb_line_ : next_line_, flybomb_line_.number != 0 ? flybomb_pos_ : 0,
             p + " (write the flybombs played as 'flybomb_moves:')");
    read_block(position.board, "the board");

    int previous_seen = 0;
    Line l;
    while (reader_.next(l)) {
      std::string_view content = l.content();
      int n = size.n();
      if (!key_like(content)) {
        if (row_like(content))
          fail(l, l.begin, "extra row: " + last_block_ + " already has its " + std::to_string(n) + " rows");
        fail(l, l.begin,
             "stray line after " + last_block_ + ": expected 'seen: <move number>' or the end of the file, found " +
                 quote(content));
      }
      KeyValue kv = split_key(l);
      if (kv.key != "seen") {
        if (kv.key == "board")
          fail(l, kv.key_pos, "a second 'board:': earlier positions are written as 'seen: <move number>' blocks");
        if (kv.key == "rules" || kv.key == "size" || kv.key == "next" || kv.key == "passes" ||
            kv.key == "flybomb_seed" || kv.key == "flybomb_moves")
          fail(l, kv.key_pos, "key '" + std::string(kv.key) + "' must come before 'board:'");
        fail(l, kv.key_pos, "unknown key " + quote(kv.key) + " (known keys: " + kKnownKeys + ")");
      }
      int number = seen_number(l, kv, previous_seen);
      previous_seen = number;
      SeenPosition seen{Board(size), number};
      read_block(seen.board, "'seen: " + std::to_string(number) + "'");
      position.history.push_back(std::move(seen));
    }
    return position;
  }

 private:
  [[noreturn]] void fail(const Line& l, std::size_t byte, const std::string& message) const {
    throw ParseError(SourceLocation{file_, l.number, utf8::columns(l.text, byte) + 1}, message);
  }
  [[noreturn]] void fail_at_end(const std::string& message) const {
    auto [line, column] = reader_.end();
    throw ParseError(SourceLocation{file_, line, column}, message);
  }

  KeyValue split_key(const Line& l) const {
    KeyValue kv;
    std::string_view content = l.content();
    std::size_t colon = content.find(':');
    std::size_t key_end = colon;
    while (key_end > 0 && is_blank(content[key_end - 1])) --key_end;
    kv.key = content.substr(0, key_end);
    kv.key_pos = l.begin;
    std::size_t v = colon + 1;
    while (v < content.size() && is_blank(content[v])) ++v;
    kv.value = content.substr(v);
    kv.value_pos = l.begin + v;
    return kv;
  }

  // The number after a key, located at the value.
  int number_value(const Line& l, const KeyValue& kv) const {
    if (kv.value.empty()) fail(l, kv.value_pos, "'" + std::string(kv.key) + ":' needs a number");
    Number n = read_number(kv.value);
    if (n.status == NumberStatus::TooLarge)
      fail(l, kv.value_pos, "'" + std::string(kv.key) + ":' number " + quote(kv.value) + " is too large");
    if (n.status == NumberStatus::NotNumber)
      fail(l, kv.value_pos, "'" + std::string(kv.key) + ":' needs a whole number, found " + quote(kv.value));
    return n.value;
  }

  // Reads the keys up to and including the line 'board:'.
  void read_header() {
    int key_lines[6] = {0, 0, 0, 0, 0, 0};  // rules, size, next, passes, flybomb_*: line where given
    const char* keys[6] = {"rules", "size", "next", "passes", "flybomb_seed", "flybomb_moves"};
    Line l;
    while (reader_.next(l)) {
      std::string_view content = l.content();
      if (content.find(':') == kNpos) {
        if (row_like(content))
          fail(l, l.begin, "a diagram row before 'board:': write the line 'board:' above the rows of the board");
        fail(l, l.begin, "expected 'key: value' or 'board:', found " + quote(content));
      }
      KeyValue kv = split_key(l);
      if (kv.key.empty()) fail(l, l.begin, "missing key before ':' (known keys: " + std::string(kKnownKeys) + ")");
      if (kv.key == "board") {
        if (!kv.value.empty())
          fail(l, kv.value_pos, "'board:' takes no value: the rows of the board follow on the next lines");
        if (passes_ >= next_)
          fail(passes_line_, passes_pos_,
               "'passes: " + std::to_string(passes_) + "' must be less than 'next: " + std::to_string(next_) +
                   "': only moves already made can have been passes");
        return;
      }
      if (kv.key == "seen")
        fail(l, kv.key_pos, "'seen:' blocks come after the board: write 'board:' and the current position first");
      int k = 0;
      while (k < 6 && kv.key != keys[k]) ++k;
      if (k == 6) fail(l, kv.key_pos, "unknown key " + quote(kv.key) + " (known keys: " + kKnownKeys + ")");
      if (key_lines[k] != 0)
        fail(l, kv.key_pos,
             "key '" + std::string(kv.key) + "' given twice (first on line " + std::to_string(key_lines[k]) + ")");
      key_lines[k] = l.number;
      switch (k) {
        case 0:
          rules_ = parse_ruleset(kv.value, SourceLocation{file_, l.number, utf8::columns(l.text, kv.value_pos) + 1});
          break;
        case 1: {
          Number n = read_number(kv.value);
          if (n.status == NumberStatus::NotNumber) number_value(l, kv);  // throws the usual message
          if (n.status == NumberStatus::TooLarge || !BoardSize::allowed(n.value))
            fail(l, kv.value_pos,
                 "board size " + quote(kv.value) + " is not allowed: boards are odd, from 3 to 19 (3, 5, 7, ..., 19)");
          size_ = BoardSize::make(n.value);
          size_line_ = l.number;
          break;
        }
        case 2:
          next_ = number_value(l, kv);
          next_line_ = l;
          if (next_ < 1)
            fail(l, kv.value_pos,
                 "'next:' must be at least 1 (moves are numbered from 1), found " + std::to_string(next_));
          if (next_ > kMaxMoveNumber + 1)
            fail(l, kv.value_pos,
                 "'next:' must be at most " + std::to_string(kMaxMoveNumber + 1) + " (move numbers stop at " +
                     std::to_string(kMaxMoveNumber) + "), found " + std::to_string(next_));
          break;
        case 4: {
          // FlybombGo (D-71): the seed of the random flybombs, 0 to 2^64 - 1.
          auto [end, ec] = std::from_chars(kv.value.data(), kv.value.data() + kv.value.size(), flybomb_.seed);
          if (kv.value.empty() || ec != std::errc{} || end != kv.value.data() + kv.value.size())
            fail(l, kv.value_pos, "'flybomb_seed:' needs a whole number from 0 to 18446744073709551615, found " +
                                      quote(kv.value));
          flybomb_line_ = l;
          flybomb_pos_ = kv.value_pos;
          break;
        }
        case 5: {
          // FlybombGo (D-32): the move numbers of the flybombs played, ascending.
          std::string_view rest = kv.value;
          while (!rest.empty()) {
            const std::size_t space = rest.find(' ');
            const std::string_view word = rest.substr(0, space);
            int x = 0;
            auto [end, ec] = std::from_chars(word.data(), word.data() + word.size(), x);
            if (word.empty() || ec != std::errc{} || end != word.data() + word.size() || x < 1)
              fail(l, kv.value_pos + static_cast<std::size_t>(word.data() - kv.value.data()),
                   "'flybomb_moves:' needs move numbers separated by spaces, found " + quote(word));
            flybomb_.thrown.push_back(x);
            rest = space == std::string_view::npos ? std::string_view{} : rest.substr(space + 1);
          }
          flybomb_line_ = l;
          flybomb_pos_ = kv.value_pos;
          break;
        }
        default:
          passes_ = number_value(l, kv);
          if (passes_ < 0) fail(l, kv.value_pos, "'passes:' cannot be negative, found " + std::to_string(passes_));
          passes_line_ = l;
          passes_pos_ = kv.value_pos;
          break;
      }
    }
    fail_at_end("missing 'board:': a position needs the line 'board:' followed by the rows of the board");
  }

  // Without 'size:', the width of the first row (looked at, not consumed).
  BoardSize infer_size() const {
    LineReader ahead = reader_;
    Line l;
    if (!ahead.next(l)) fail_at_end("the board has no rows: its diagram must follow the line 'board:'");
    if (key_like(l.content())) fail(l, l.begin, "the board has no rows: its diagram must follow the line 'board:'");
    std::size_t count = 0;
    for (const CodePoint& c : row_cells(l, kMaxBoardSize + 1, count)) check_cell(l, c, "the board", 1);
    if (count > static_cast<std::size_t>(kMaxBoardSize) || !BoardSize::allowed(static_cast<int>(count)))
      fail(l, l.begin,
           "row 1 of the board has " + std::to_string(count) +
               " cells, which is not a board size: boards are odd, from 3 to 19 (or give 'size:')");
    return *BoardSize::make(static_cast<int>(count));
  }

  // The first `limit` cells of one row, and in `count` how many it has. A row
  // is written either with no spaces, or with exactly one space between every
  // two cells.
  std::vector<CodePoint> row_cells(const Line& l, std::size_t limit, std::size_t& count) const {
    std::vector<CodePoint> cells;
    count = 0;
    bool spaced = false;
    std::size_t k = 0;
    for (std::size_t pos = l.begin; pos < l.end; ++k) {
      CodePoint c = decode_at(l.text, pos);
      pos += c.len;
      if (k == 1) spaced = c.cp == ' ';
      bool separator = spaced && k % 2 == 1;
      if (separator != (c.cp == ' ')) {
        if (spaced) fail(l, c.pos, "a row written with spaces needs exactly one space between every two cells");
        fail(l, c.pos, "a row is written either without spaces or with one space between every two cells");
      }
      if (separator) continue;
      if (count < limit) cells.push_back(c);
      ++count;
    }
    return cells;
  }

  struct Cell {
    Piece piece = Piece::Empty;
    Attribute attribute = Attribute::Neutral;
  };

  Cell check_cell(const Line& l, const CodePoint& c, const std::string& block, int row) const {
    std::string where = "row " + std::to_string(row) + " of " + block;
    switch (c.cp) {
      case '.': return {Piece::Empty};
      case 'X': return {Piece::Black};
      case 'O': return {Piece::White};
      case 'T': return {Piece::Tris};
      case 'B':
      case 'W':
        if (rules_.game != Game::Gomoku)
          fail(l, c.pos, "bad cell " + describe(l.text, c) + " in " + where +
                             ": a tris with a stored attribute ('B', 'W') exists only in TrisGomoku (game=gomoku); "
                             "TrisGo derives attributes from the board (TG-5.2)");
        return {Piece::Tris, c.cp == 'B' ? Attribute::Black : Attribute::White};
      default: break;
    }
    if (c.cp == 'x' || c.cp == 'o' || c.cp == 't')
      fail(l, c.pos, "bad cell " + describe(l.text, c) + " in " + where +
                         ": pieces are written with the uppercase letters X, O and T");
    if (c.cp == '0') fail(l, c.pos, "bad cell '0' (zero) in " + where + ": a white stone is the letter O");
    fail(l, c.pos, "bad cell " + describe(l.text, c) + " in " + where +
                       ": expected '.' (empty), 'X' (black stone), 'O' (white stone) or 'T' (tris)" +
                       (rules_.game == Game::Gomoku ? std::string(", 'B' or 'W' (black or white tris)") : ""));
  }

  // Reads the rows of one block into `board`.
  void read_block(Board& board, const std::string& block) {
    last_block_ = block;
    const int n = board.size().n();
    const std::string expected_n = std::to_string(n);
    auto width_error = [&](const Line& l, std::size_t byte, int row, std::size_t count) {
      if (row == 1 && size_ && block == "the board")
        fail(l, byte, "row 1 of the board has " + std::to_string(count) + " cells, but 'size: " + expected_n +
                          "' on line " + std::to_string(size_line_) + " says the board is " + expected_n + " wide");
      fail(l, byte, "row " + std::to_string(row) + " of " + block + " has " + std::to_string(count) +
                        " cells; expected " + expected_n);
    };
    Line l;
    for (int row = 1; row <= n; ++row) {
      if (!reader_.next(l))
        fail_at_end(block + " has only " + std::to_string(row - 1) + " of its " + expected_n +
                    " rows: the file ends here");
      if (key_like(l.content()))
        fail(l, l.begin, block + " has only " + std::to_string(row - 1) + " of its " + expected_n + " rows");
      std::size_t count = 0;
      std::vector<CodePoint> cells = row_cells(l, static_cast<std::size_t>(n) + 1, count);
      for (std::size_t k = 0; k < cells.size(); ++k) {
        if (static_cast<int>(k) == n) width_error(l, cells[k].pos, row, count);
        Cell cell = check_cell(l, cells[k], block, row);
        board.set_index((row - 1) * n + static_cast<int>(k), cell.piece);
        board.set_attribute_index((row - 1) * n + static_cast<int>(k), cell.attribute);
      }
      if (count < static_cast<std::size_t>(n)) width_error(l, l.end, row, count);
    }
  }

  int seen_number(const Line& l, const KeyValue& kv, int previous) const {
    if (kv.value.empty())
      fail(l, kv.value_pos, "'seen:' needs the number of the move that was next in that earlier position");
    int number = number_value(l, kv);
    if (number < 1)
      fail(l, kv.value_pos, "'seen: " + std::to_string(number) + "' is not a move number (moves are numbered from 1)");
    if (number >= next_)
      fail(l, kv.value_pos, "'seen: " + std::to_string(number) + "' is not before 'next: " + std::to_string(next_) +
                                "': seen positions are earlier positions of the game");
    if (number <= previous)
      fail(l, kv.value_pos, "'seen: " + std::to_string(number) + "' must come after the previous 'seen: " +
                                std::to_string(previous) + "' (seen blocks are oldest first)");
    return number;
  }

  std::string_view text_;
  LineReader reader_;
  const std::string& file_;

  Ruleset rules_ = find_preset("trisgo-2026")->rules;
  std::optional<BoardSize> size_;
  int size_line_ = 0;
  int next_ = 1;
  FlybombState flybomb_;  // flybomb_seed:, flybomb_moves:
  Line flybomb_line_;
  Line next_line_;
  std::size_t flybomb_pos_ = 0;
  int passes_ = 0;
  Line passes_line_;
  std::size_t passes_pos_ = 0;
  std::string last_block_;
};

// Display width in a terminal: East Asian wide characters take two columns.
int display_width(std::string_view s) {
  int width = 0;
  for (std::size_t pos = 0; pos < s.size();) {
    CodePoint c = decode_at(s, pos);
    pos += c.len;
    char32_t v = c.cp;
    bool wide = (v >= 0x1100 && v <= 0x115F) || (v >= 0x2E80 && v <= 0xA4CF) || (v >= 0xAC00 && v <= 0xD7A3) ||
                (v >= 0xF900 && v <= 0xFAFF) || (v >= 0xFE30 && v <= 0xFE4F) || (v >= 0xFF00 && v <= 0xFF60) ||
                (v >= 0xFFE0 && v <= 0xFFE6) || (v >= 0x1F300 && v <= 0x1F64F) || (v >= 0x20000 && v <= 0x3FFFD);
    width += wide ? 2 : 1;
  }
  return width;
}

// `s` right-aligned in a field of `width` terminal columns.
std::string right_align(const std::string& s, int width) {
  int pad = width - display_width(s);
  return std::string(static_cast<std::size_t>(std::max(pad, 0)), ' ') + s;
}

}  // namespace

Position parse_position(std::string_view text, const std::string& file_name) {
  return Parser(text, file_name).run();
}

std::string print_position(const Position& position) {
  auto rows = [](const Board& board) {
    std::string out;
    int n = board.size().n();
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) out += cell_char(board, r * n + c);
      out += '\n';
    }
    return out;
  };
  std::string out = "rules: " + to_string(position.rules) + "\n";
  out += "size: " + std::to_string(position.board.size().n()) + "\n";
  out += "next: " + std::to_string(position.next_move) + "\n";
  if (position.passes != 0) out += "passes: " + std::to_string(position.passes) + "\n";
  if (position.rules.order == OrderRule::Flybomb) {
    out += "flybomb_seed: " + std::to_string(position.flybomb.seed) + "\n";
    if (!position.flybomb.thrown.empty()) {
      out += "flybomb_moves:";
      for (int x : position.flybomb.thrown) out += " " + std::to_string(x);
      out += "\n";
    }
  }
  out += "board:\n" + rows(position.board);
  for (const SeenPosition& seen : position.history)
    out += "seen: " + std::to_string(seen.next_move) + "\n" + rows(seen.board);
  return out;
}

std::string board_diagram(const Board& board, Labels labels, const std::vector<std::string>* cell_override) {
  BoardSize size = board.size();
  if (cell_override && static_cast<int>(cell_override->size()) != size.points())
    throw std::invalid_argument("board_diagram: cell_override has " + std::to_string(cell_override->size()) +
                                " entries but the board has " + std::to_string(size.points()) + " points");
  // Every label and every cell is right-aligned in a field one column wider
  // than the widest label, so labels sit under and beside their cells.
  const Labels bound(labels.set, size);
  int label_width = 1;
  for (int v = -size.half(); v <= size.half(); ++v)
    label_width = std::max({label_width, display_width(format_column(v, bound)), display_width(format_row(v, bound))});
  int field = label_width + 1;
  std::string out;
  for (int y = size.half(); y >= -size.half(); --y) {
    out += right_align(format_row(y, bound), label_width);
    for (int x = -size.half(); x <= size.half(); ++x) {
      int index = size.index(Point{x, y});
      std::string glyph(1, cell_char(board, index));
      if (cell_override && !(*cell_override)[static_cast<std::size_t>(index)].empty())
        glyph = (*cell_override)[static_cast<std::size_t>(index)];
      out += right_align(glyph, field);
    }
    out += '\n';
  }
  out += std::string(static_cast<std::size_t>(label_width), ' ');
  for (int x = -size.half(); x <= size.half(); ++x) out += right_align(format_column(x, bound), field);
  out += '\n';
  return out;
}

}  // namespace tg
