#pragma once
// The English words left in a text meant to be Chinese (`--lang zh`): runs of
// ASCII letters that are no ID ("TG-13.7", "C-1"), option string
// ("komi_formula=chinese"), file name, point label ("b2"), board size
// ("3x3") or one-letter symbol of the texts (B, W, N, X, Y, m), and not in
// `allowed` (names: presets, checks, "Art" of "Art. 8", Benson, ...).
// Used by the tests that render every kind of text in Chinese.
#include <cctype>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "vocab/ruleset.h"

namespace tg::testing {

// What a Chinese text keeps in ASCII words: the command and its names
// (presets, every option's key and value: "komi_formula=chinese" is split
// by a template's %select), "Art" of "Art. 8", Benson, the texts' counters
// By/Wy/Bo/Wo, the engines' names and file extensions.
inline std::set<std::string> kept_names() {
  std::set<std::string> out{"trisgo", "audit", "diff", "explain", "Art", "Benson", "By", "Wy", "Bo", "Wo",
                            "optimized", "reference", "svg", "pos", "tgr", "txt"};
  for (const Preset& p : presets()) out.insert(p.name);
  for (const OptionInfo& o : options()) {
    out.insert(o.key);
    out.insert(o.values.begin(), o.values.end());
  }
  return out;
}

inline bool word_char(char c) {
  const unsigned char u = static_cast<unsigned char>(c);
  return u < 0x80 && (std::isalnum(u) || c == '_' || c == '.' || c == '=' || c == '/' || c == '-' || c == '\'');
}

inline std::vector<std::string> english_words(std::string_view s, const std::set<std::string>& allowed) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < s.size();) {
    if (!word_char(s[i])) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < s.size() && word_char(s[j])) ++j;
    std::string w(s.substr(i, j - i));
    i = j;
    // A command's flag (--partial) is a name the user types, not a word.
    if (w.size() > 2 && w.compare(0, 2, "--") == 0) continue;
    // Punctuation around a word is no part of it ("holds." "-" "x'").
    while (!w.empty() && (w.back() == '.' || w.back() == '-' || w.back() == '\'')) w.pop_back();
    while (!w.empty() && (w.front() == '.' || w.front() == '-' || w.front() == '\'')) w.erase(w.begin());
    bool letters = false, marked = false;
    for (char c : w) {
      letters |= std::isalpha(static_cast<unsigned char>(c)) != 0;
      marked |= std::isdigit(static_cast<unsigned char>(c)) != 0 || c == '=' || c == '_' || c == '/' || c == '-' ||
                c == '.';
    }
    if (!letters || marked || w.size() == 1 || allowed.count(w)) continue;
    out.push_back(w);
  }
  return out;
}

// A template without its placeholders: "%3" and "%select{a|b}2" become spaces
// around their branches, so that only the template's own words are left.
inline std::string without_placeholders(std::string_view t) {
  std::string out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t.substr(i, 8) == "%select{") {
      out += ' ';
      i += 7;
    } else if (t[i] == '%' && i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1]))) {
      out += ' ';
      ++i;
    } else if (t[i] == '}' && i + 1 < t.size() && std::isdigit(static_cast<unsigned char>(t[i + 1]))) {
      out += ' ';
      ++i;
    } else if (t[i] == '|') {
      out += ' ';
    } else {
      out += t[i];
    }
  }
  return out;
}

// The words an SVG draws: the contents of its <text> elements, one per
// line, with the XML entities of xml_escape undone ("-&gt;" is "->").
inline std::string svg_words(std::string_view svg) {
  std::string out;
  for (std::size_t i = svg.find("<text"); i != std::string_view::npos; i = svg.find("<text", i)) {
    const std::size_t open = svg.find('>', i), close = svg.find("</text>", i);
    if (open == std::string_view::npos || close == std::string_view::npos || open > close) break;
    std::string t(svg.substr(open + 1, close - open - 1));
    for (const auto& [entity, c] : {std::pair{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&apos;", "'"}, {"&amp;", "&"}})
      for (std::size_t k; (k = t.find(entity)) != std::string::npos;) t.replace(k, std::string_view(entity).size(), c);
    out += t + "\n";
    i = close;
  }
  return out;
}

inline std::string joined(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) s += (s.empty() ? "" : " ") + w;
  return s;
}

}  // namespace tg::testing
