#pragma once
// The arguments of one directive line, read and checked (spec/vectors/README.md):
// points, moves, names from a closed list, whole numbers, KEY=VALUE lists.
// Every reader throws a ParseError at the token it rejects; the readers of
// the step kinds (script_directives.cpp) are written with these.
#include <string>
#include <vector>

#include "conformance/script.h"
#include "conformance/script_lexer.h"
#include "vocab/ruleset.h"

namespace tg::conformance {

// A directive's name and its usage line (for the messages).
struct DirectiveUsage {
  const char* name;
  const char* usage;
};

// The name lists the arguments are checked against.
extern const std::vector<std::string> kAttributeNames, kOwnerNames, kWinnerNames, kBranches, kFailedIds,
    kParamKeys, kScoreKeys, kWinnerKeys, kTargetTypes, kTargetKeys, kEndReasons;

// Whether `text` names a reason a move is illegal (illegal_name).
bool is_reason_name(std::string_view text);

// What one directive line is read against: its file, line and tokens (the
// directive's name first), the vector's board size, the ruleset in force at
// the line, and whether the vector has played a move before it.
class Arguments {
 public:
  Arguments(const std::string& file, const Line& line, const std::vector<Token>& tokens, const DirectiveUsage& d,
            BoardSize size, const Ruleset& in_force, bool has_play)
      : file_(file), l_(line), t_(tokens), d_(d), size_(size), in_force_(in_force), has_play_(has_play) {}

  const std::vector<Token>& tokens() const { return t_; }
  const DirectiveUsage& directive() const { return d_; }
  // The step's source: the line, the column of the directive's name, the directive as written.
  StepSource source() const;

  [[noreturn]] void fail(std::size_t byte, const std::string& message) const;
  [[noreturn]] void fail(const Token& t, const std::string& message) const { fail(t.pos, message); }

  // Checks the number of arguments after the directive name.
  void arity(const std::vector<Token>& t, std::size_t min, std::size_t max) const;
  void arity(std::size_t min, std::size_t max) const { arity(t_, min, max); }

  Point point(const Token& t) const;
  // POINTS: one or more points, or the single word `none`.
  std::vector<Point> points(const std::vector<Token>& t, std::size_t from, bool allow_none) const;
  BoardSize board_size() const { return size_; }

  template <typename T>
  T choice(const Token& t, const std::vector<std::string>& names, const std::vector<T>& values,
           const std::string& what) const {
    for (std::size_t k = 0; k < names.size(); ++k)
      if (t.text == names[k]) return values[k];
    fail(t, "bad " + what + " " + quote(t.text) + " (expected " + list_names(names) + ")");
  }
  Attribute attribute(const Token& t) const;
  Side side(const Token& t, const std::string& what) const;
  bool yes_no(const Token& t) const;
  StringLayer layer(const Token& t) const;
  EncirclementType target_type(const Token& t) const;
  Illegal reason(const Token& t) const;
  int whole_number(std::string_view text, std::size_t pos, int min) const;

  // KEY=VALUE arguments from t[from]: each key once, at least one.
  KeyValues keys(std::size_t from, const std::vector<std::string>& known) const;
  // MOVE from t[from, to).
  VectorMove move(std::size_t from, std::size_t to) const;
  // The optional KEY=VALUE checks of the target assertions, from t[from].
  TargetCheck target_keys(std::size_t from) const;

  // The ruleset in force must be TrisGomoku for `what`.
  void need_gomoku(const Token& t, const std::string& what) const;
  // The vector must have played before an assertion on the last play.
  void need_play(const Token& t) const;

 private:
  void check_value(const std::string& key, std::string_view value, std::size_t pos) const;

  const std::string& file_;
  const Line& l_;
  const std::vector<Token>& t_;
  const DirectiveUsage& d_;
  BoardSize size_;
  const Ruleset& in_force_;
  bool has_play_;
};

}  // namespace tg::conformance
