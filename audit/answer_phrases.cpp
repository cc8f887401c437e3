#include "audit/answer_phrases.h"

#include <string>

namespace tg::audit {

text::Phrase forbidden_phrase(std::optional<Illegal> reason) {
  if (!reason) return text::phrase(text::PhraseKind::DiffNotForbidden);
  return text::phrase(text::PhraseKind::DiffForbidden, static_cast<int>(*reason), std::string(illegal_article(*reason)));
}

text::Phrase refusal_phrase(Illegal reason) {
  return text::phrase(text::PhraseKind::DiffIllegal, static_cast<int>(reason), std::string(illegal_article(reason)));
}

}  // namespace tg::audit
