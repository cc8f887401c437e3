#pragma once
// The original words of the rules (issue 28): every spec ID that a finding or
// a reason cites, with the passage of the Chinese rule text it stands on
// (spec/passages/<system>.tsv, embedded at build time), and the same statement
// in the words of another system's own text: a finding under menggo-2019
// cites the 2019 text's articles (M19-6.3), not TrisGo 2026's (TG-7.2).
//
// A table lists, per statement of one text: its ID, the TrisGo 2026 IDs it
// stands for in that system (the statements the engines share), the line of
// the source file and the passage, verbatim. A row with line 0 says that the
// text has no such passage (2019 has no emergency conversion, M19-8.4).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/ruleset.h"

namespace tg::text {

struct Passage {
  std::string file;  // "menggo-2019.zh.txt" (in shared/rules/source/)
  int line = 0;      // 1-based; 0: the text has no such passage
  std::string text;  // verbatim, "" when line is 0
  bool absent() const { return line == 0; }
};

struct PassageRow {
  std::string id;                       // "M19-6.3"; "TG-8.*" is a whole article
  std::vector<std::string> stands_for;  // "TG-7.2"
  Passage passage;
};

struct PassageTable {
  std::string system;    // "menggo-2019", the file's name
  std::string source;    // "menggo-2019.zh.txt"
  std::string inherits;  // the system whose statements it shares where it has none ("" for none)
  std::vector<PassageRow> rows;
};

// A table from its TSV text (spec/passages/README.md); throws
// std::invalid_argument naming the system and line of a malformed row.
PassageTable parse_passage_table(std::string_view system, std::string_view tsv);
// Every table of spec/passages/, parsed once.
const std::vector<PassageTable>& passage_tables();
const PassageTable* find_passage_table(std::string_view system);

// The system whose text a ruleset follows, by its nearest preset:
// "trisgo-2026", "menggo", "menggo-2019", "menggo-2013", "flybomb",
// "trisgomoku" ("trisgo-2026" for go, which has no Chinese text).
std::string text_system(const Ruleset& r);

// The article IDs in a statement label, in order: "TG-13.10, D-17" gives
// TG-13.10; "Art. 7.2" is TG-7.2 and "Art. 8" TG-8. Decisions (D-) and
// contradictions (C-) are the project's and have no passage.
std::vector<std::string> article_ids(std::string_view label);

// A statement in one system's words, with its passages.
struct Citation {
  std::string id;      // "M19-6.3"
  std::string system;  // "menggo-2019"
  std::vector<Passage> passages;
};

// The statement `id` (an article ID, article_ids' spelling) stands on in
// `system`: its own row (falling back from TG-4.3.3a to TG-4.3.3, TG-4.3 and
// TG-4.*), else the row of `system` that stands for it, else the inherited
// system's, else the row of the system its prefix names (M19- is menggo-2019).
std::optional<Citation> cite(std::string_view id, std::string_view system);

// A label ("TG-13.8", "Art. 7.1, D-08", a sentence that cites) with every
// article ID of another system replaced by the statement of `system` that
// stands for it; a step of the 2026 procedure after a replaced ID ("TG-13.12
// step 4") goes with it. A label that names its text ("TG-6 (2026 text)") is kept.
std::string localize(std::string_view label, std::string_view system);

// The citations of every article ID in `labels`, localized to `system`, each once.
std::vector<Citation> citations(const std::vector<std::string>& labels, std::string_view system);

// One line: "M19-6.3 (menggo-2019.zh.txt:58): 「3、黑棋或白棋的1气眼…」" (several
// passages: "(menggo-2019.zh.txt:79, 78): 「…」 … 「…」"), or
// "M19-8.4: not in the menggo-2019 text".
std::string citation_line(const Citation& c);

}  // namespace tg::text
