#pragma once
// The phrases of an engine's answers that `trisgo diff`'s report
// (audit/diff.cpp) and its pictures (audit/cause.cpp) both say, made in one
// place: a point forbidden for its reason (or not forbidden), a move refused
// for its reason. Each names the article of the reason.
#include <optional>

#include "text/phrase.h"
#include "vocab/engine.h"

namespace tg::audit {

// "forbidden (REASON, ARTICLE)" or "not forbidden".
text::Phrase forbidden_phrase(std::optional<Illegal> reason);
// "illegal (REASON, ARTICLE)".
text::Phrase refusal_phrase(Illegal reason);

}  // namespace tg::audit
