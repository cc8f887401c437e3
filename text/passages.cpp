#include "text/passages.h"

#include <cctype>
#include <regex>
#include <stdexcept>
#include <utility>

namespace tg::text {

// cmake/EmbedPassages.cmake: (system, TSV text) of every spec/passages/*.tsv.
const std::vector<std::pair<std::string_view, std::string_view>>& embedded_passage_tables();

namespace {

std::vector<std::string> split(std::string_view s, char sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) {
      out.emplace_back(s.substr(start, i - start));
      start = i + 1;
    }
  return out;
}

// The system an ID's prefix names.
std::string_view prefix_system(std::string_view id) {
  static const std::pair<std::string_view, std::string_view> prefixes[] = {
      {"TG-", "trisgo-2026"}, {"M19-", "menggo-2019"}, {"M13-", "menggo-2013"},
      {"GM-", "trisgomoku"},  {"FB-", "flybomb"},      {"MG-", "menggo"}};
  for (const auto& [p, s] : prefixes)
    if (id.substr(0, p.size()) == p) return s;
  return "";
}

// TG-4.3.3a, TG-4.3.3a.*, TG-4.3.3, TG-4.3.3.*, TG-4.3, TG-4.3.*, TG-4, TG-4.*:
// the statement, then the ones that hold it.
std::vector<std::string> fallbacks(std::string id) {
  std::vector<std::string> out;
  const std::size_t dash = id.find('-');
  if (id.size() > 2 && id.substr(id.size() - 2) == ".*") id.resize(id.size() - 2);
  while (true) {
    out.push_back(id);
    out.push_back(id + ".*");
    std::size_t end = id.size();
    while (end > dash + 1 && std::isdigit(static_cast<unsigned char>(id[end - 1]))) --end;
    if (end < id.size() && end > dash + 1 && std::islower(static_cast<unsigned char>(id[end - 1]))) {
      id.resize(end - 1);  // a part: 4.2b1 -> 4.2
      continue;
    }
    if (end > dash + 1 && std::islower(static_cast<unsigned char>(id[id.size() - 1]))) {
      id.pop_back();  // 4.3.3a -> 4.3.3
      continue;
    }
    const std::size_t dot = id.rfind('.');
    if (dot == std::string::npos || dot < dash) break;
    id.resize(dot);
  }
  return out;
}

// The system a label names itself: "TG-6 (2026 text)" is the 2026 text's.
std::optional<std::string> named_text(std::string_view label) {
  if (label.find("(2026 text)") != std::string_view::npos) return "trisgo-2026";
  if (label.find("(2019 text)") != std::string_view::npos) return "menggo-2019";
  return std::nullopt;
}

const std::regex& id_pattern() {
  static const std::regex re("(TG|M19|M13|GM|FB|MG)-[0-9]+(\\.[0-9]+)*([a-z][0-9]?)?(\\.\\*)?|Art\\. [0-9]+(\\.[0-9]+)*");
  return re;
}

std::string normalized(const std::string& token) {
  if (token.rfind("Art. ", 0) == 0) return "TG-" + token.substr(5);
  return token;
}

std::optional<Citation> rows_of(const PassageTable& t, const std::string& id) {
  Citation c{id, t.system, {}};
  for (const PassageRow& r : t.rows)
    if (r.id == id) c.passages.push_back(r.passage);
  if (c.passages.empty()) return std::nullopt;
  return c;
}

std::optional<Citation> cite_in(std::string_view id, std::string_view system, int depth) {
  const PassageTable* t = find_passage_table(system);
  if (!t || depth > 4) return std::nullopt;
  const std::vector<std::string> chain = fallbacks(std::string(id));
  if (prefix_system(id) == t->system)
    for (const std::string& c : chain)
      if (auto own = rows_of(*t, c)) return own;
  for (const std::string& c : chain)
    for (const PassageRow& r : t->rows)
      for (const std::string& s : r.stands_for)
        if (s == c) return rows_of(*t, r.id);
  if (!t->inherits.empty())
    if (auto inherited = cite_in(id, t->inherits, depth + 1)) return inherited;
  return std::nullopt;
}

}  // namespace

PassageTable parse_passage_table(std::string_view system, std::string_view tsv) {
  PassageTable t;
  t.system = std::string(system);
  int number = 0;
  bool header = false;
  for (const std::string& line : split(tsv, '\n')) {
    ++number;
    if (line.empty() || line[0] == '#') continue;
    const std::vector<std::string> cols = split(line, '\t');
    auto fail = [&](const std::string& why) {
      throw std::invalid_argument("spec/passages/" + t.system + ".tsv:" + std::to_string(number) + ":1: " + why);
    };
    if (cols[0] == "source" || cols[0] == "inherits") {
      if (cols.size() != 2) fail(cols[0] + " takes one value");
      (cols[0] == "source" ? t.source : t.inherits) = cols[1] == "-" ? "" : cols[1];
      continue;
    }
    if (cols[0] == "id") {
      header = true;
      continue;
    }
    if (!header) fail("a row before the header line (id, stands_for, line, passage)");
    if (cols.size() != 4) fail("a row has 4 columns separated by tabs: id, stands_for, line, passage");
    if (t.source.empty()) fail("no source line before the rows");
    PassageRow r;
    r.id = cols[0];
    if (cols[1] != "-")
      for (const std::string& s : split(cols[1], ' '))
        if (!s.empty()) r.stands_for.push_back(s);
    r.passage.file = t.source;
    try {
      std::size_t used = 0;
      r.passage.line = std::stoi(cols[2], &used);
      if (used != cols[2].size() || r.passage.line < 0) fail("the line is a number");
    } catch (const std::logic_error&) {
      fail("the line is a number");
    }
    r.passage.text = cols[3] == "-" ? "" : cols[3];
    if ((r.passage.line == 0) != r.passage.text.empty()) fail("line 0 goes with the passage '-' (not in the text)");
    t.rows.push_back(std::move(r));
  }
  return t;
}

const std::vector<PassageTable>& passage_tables() {
  static const std::vector<PassageTable> tables = [] {
    std::vector<PassageTable> out;
    for (const auto& [system, tsv] : embedded_passage_tables()) out.push_back(parse_passage_table(system, tsv));
    return out;
  }();
  return tables;
}

const PassageTable* find_passage_table(std::string_view system) {
  for (const PassageTable& t : passage_tables())
    if (t.system == system) return &t;
  return nullptr;
}

std::string text_system(const Ruleset& r) {
  const std::string preset = nearest_preset(r).name;
  if (preset.rfind("flybomb", 0) == 0) return "flybomb";
  if (preset.rfind("menggo-2013", 0) == 0) return "menggo-2013";
  if (find_passage_table(preset)) return preset;
  return "trisgo-2026";
}

std::vector<std::string> article_ids(std::string_view label) {
  std::vector<std::string> out;
  const std::string s(label);
  for (auto it = std::sregex_iterator(s.begin(), s.end(), id_pattern()); it != std::sregex_iterator(); ++it)
    out.push_back(normalized(it->str()));
  return out;
}

std::optional<Citation> cite(std::string_view id, std::string_view system) {
  if (auto c = cite_in(id, system, 0)) return c;
  const std::string_view own = prefix_system(id);
  if (!own.empty() && own != system) return cite_in(id, own, 0);
  return std::nullopt;
}

std::string localize(std::string_view label, std::string_view system) {
  const std::string s(label);
  if (named_text(s)) return s;
  std::string out;
  std::size_t last = 0;
  for (auto it = std::sregex_iterator(s.begin(), s.end(), id_pattern()); it != std::sregex_iterator(); ++it) {
    const std::string token = it->str();
    const std::string id = normalized(token);
    out += s.substr(last, static_cast<std::size_t>(it->position()) - last);
    last = static_cast<std::size_t>(it->position()) + token.size();
    const std::optional<Citation> c = cite(id, system);
    // Only a statement of another text is replaced: "Art. 7.1" stays as the
    // 2026 text writes it under trisgo-2026.
    const bool replaced = c && c->system != prefix_system(id);
    out += replaced ? c->id : token;
    // A step of the project's 2026 procedure ("TG-13.12 step 4") is no step of the other text's article.
    static const std::regex step("^ step [0-9]+");
    std::smatch m;
    const std::string rest = s.substr(last);
    if (replaced && std::regex_search(rest, m, step)) last += static_cast<std::size_t>(m.length(0));
  }
  return out + s.substr(last);
}

std::vector<Citation> citations(const std::vector<std::string>& labels, std::string_view system) {
  std::vector<Citation> out;
  for (const std::string& label : labels) {
    const std::string in = named_text(label).value_or(std::string(system));
    for (const std::string& id : article_ids(label)) {
      std::optional<Citation> c = cite(id, in);
      if (!c) continue;
      bool seen = false;
      for (const Citation& o : out) seen |= o.id == c->id && o.system == c->system;
      if (!seen) out.push_back(std::move(*c));
    }
  }
  return out;
}

std::string citation_line(const Citation& c) {
  if (c.passages.empty() || c.passages.front().absent()) return c.id + ": not in the " + c.system + " text";
  std::string out = c.id + " (" + c.passages.front().file + ":";
  for (std::size_t i = 0; i < c.passages.size(); ++i) out += (i ? ", " : "") + std::to_string(c.passages[i].line);
  out += "): ";
  for (std::size_t i = 0; i < c.passages.size(); ++i) out += (i ? " … " : "") + ("「" + c.passages[i].text + "」");
  return out;
}

}  // namespace tg::text
