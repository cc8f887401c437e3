// The parser of vector files (script_parser.h): the structure of a file
// (vectors, comments, blocks, the setup, assert_board's rows); each other
// directive line is read by its reader (script_directives.cpp).
#include "conformance/script_parser.h"

#include <map>
#include <optional>

#include "conformance/script_arguments.h"
#include "conformance/script_directives.h"
#include "conformance/script_lexer.h"
#include "vocab/flybomb_record.h"
#include "vocab/position_text.h"
#include "vocab/record.h"
#include "vocab/utf8.h"

namespace tg::conformance {
namespace {

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' || c == '_' ||
         c == '-';
}

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
    fail_at(file_, l, byte, message);
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
        fail(l, t[1].pos + k, "bad vector name " + quote(name) + ": use only letters, digits, '.', '_' and '-'");
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

  // ----- directives

  void directive(const Line& l) {
    std::vector<Token> t = tokenize(l);
    if (t.empty()) return;  // only a ';' comment
    std::string_view name = t[0].text;
    if (name == "end") fail(l, t[0], "'end' without an open block ('position', 'record' or 'assert_board')");
    const Directive* d = find_directive(name);
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
    Arguments args(file_, l, t, d->usage, cur_->spec.setup.board.size(), cur_->in_force, cur_->has_play);

    if (name == "rules") {
      args.arity(1, 1);
      Ruleset r = parse_ruleset(t[1].text, SourceLocation{file_, l.number, utf8::columns(l.text, t[1].pos) + 1});
      if (!cur_->has_setup) {
        cur_->pending_rules = r;
        return;
      }
      step::Rules s;
      s.source = args.source();
      s.rules = r;
      cur_->in_force = r;
      cur_->spec.steps.push_back(std::move(s));
      return;
    }
    if (name == "position" || name == "record") {
      args.arity(0, 0);
      if (cur_->has_setup)
        fail(l, t[0], "a second setup in vector " + quote(cur_->spec.name) +
                          ": a vector has one 'position' or 'record'");
      open_block(name, l);
      return;
    }
    if (!cur_->has_setup)
      fail(l, t[0], "'" + std::string(name) +
                        "' before the setup: write 'position' (or 'record'), its text and 'end' first");
    if (d->gomoku_only) args.need_gomoku(t[0], "'" + std::string(name) + "'");
    if (name == "assert_board") {
      args.arity(0, 0);
      pending_board_step_ = step::AssertBoard{};
      pending_board_step_.source = args.source();
      open_block(name, l);
      return;
    }
    Step s = d->read(args);
    if (std::holds_alternative<step::Play>(s)) cur_->has_play = true;
    cur_->spec.steps.push_back(std::move(s));
  }

  void open_block(std::string_view name, const Line& l) {
    block_.emplace();
    block_->name = std::string(name);
    block_->opened = &l;
  }

  const std::string& file_;
  std::vector<Line> lines_;
  std::vector<VectorSpec> vectors_;
  std::optional<Current> cur_;
  std::optional<Block> block_;
  step::AssertBoard pending_board_step_;  // its rows follow until 'end'
  std::map<std::string, int> names_;
};

}  // namespace

std::vector<VectorSpec> parse_vectors(std::string_view text, const std::string& file) {
  return Parser(text, file).run();
}

}  // namespace tg::conformance
