#pragma once
// Reasons (vocab/reason.h) in words, in the user's label set: the one place
// where the engines' answers become sentences (README.md).
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "text/templates.h"
#include "vocab/engine.h"
#include "vocab/labels.h"

namespace tg::text {

// A point in `labels`: the integer set in parentheses, "(-1,2)".
std::string point_text(Point p, Labels labels);

// One parameter in words: a point in `labels` (the integer set in
// parentheses, "(-1,2)"), a point list as "a, b and c", a side, slot kind or
// move kind by its vocabulary name, a number in decimal.
std::string arg_text(const ReasonArg& arg, Labels labels, Language language = Language::English);

// The one filler of templates (templates.h), over any argument list:
// `text(k)` is argument k in words, `number(k)` its value for %select (0
// for an argument that is not a number); `n` the number of arguments.
using ArgText = std::function<std::string(std::size_t)>;
using ArgNumber = std::function<std::int64_t(std::size_t)>;
std::string fill_with(std::string_view templ, std::size_t n, const ArgText& text, const ArgNumber& number);

// Fills a template (templates.h) with `args`. A placeholder past the last
// argument is left as it stands, so a missing parameter shows.
std::string fill(std::string_view templ, const std::vector<ReasonArg>& args, Labels labels,
                 Language language = Language::English);

// The reason's sentence ("" for ReasonKind::None).
std::string render(const Reason& reason, Labels labels, const TemplateTable& table = english());

// A move's refusal in words ("" when the move was played).
std::string refusal_text(const MoveOutcome& o, Labels labels, const TemplateTable& table = english());

// A candidate region's failure as a reason, with the parameters its
// template names, from the candidate's witness data (EyeCandidate) and the
// colour of the string whose eye it is. ReasonKind::None for a private eye.
Reason eye_reason(Side colour, const EyeCandidate& c);
// Its sentence ("" for a private eye).
std::string eye_verdict_text(Side colour, const EyeCandidate& c, Labels labels,
                             const TemplateTable& table = english());

}  // namespace tg::text
