#pragma once
// The fixed words of the board in the browser (web/): its buttons, panels
// and headings, in English and Chinese. The page takes them from the module
// (web/bindings.cpp, "words"), so a label is written once, here, beside the
// other tables of text/; the sentences made from data (reasons, verdicts,
// findings) come from the template tables as everywhere else.
#include <string_view>
#include <vector>

#include "text/words.h"

namespace tg::text {

struct PageWord {
  std::string_view key;  // the page's name for it: "undo", "forbidden", ...
  std::string_view english;
  std::string_view chinese;
};

// Every word of the page, in a fixed order (keys are unique).
const std::vector<PageWord>& page_words();

}  // namespace tg::text
