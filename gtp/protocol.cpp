#include "gtp/protocol.h"

namespace tg::gtp {

std::string preprocess(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for (char ch : line) {
    const auto c = static_cast<unsigned char>(ch);
    if (c == '#') break;  // a comment runs to the end of the line
    if (c == '\t') {
      out.push_back(' ');
    } else if (c < 32 || c == 127) {
      continue;  // control characters other than HT and LF are discarded
    } else {
      out.push_back(ch);
    }
  }
  return out;
}

std::optional<Request> parse_request(std::string_view line) {
  const std::string text = preprocess(line);
  std::vector<std::string> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > start) words.emplace_back(text.substr(start, i - start));
  }
  if (words.empty()) return std::nullopt;
  Request r;
  std::size_t next = 0;
  const std::string& first = words[0];
  if (first.find_first_not_of("0123456789") == std::string::npos) {
    r.id = first;
    next = 1;
  }
  if (next < words.size()) r.name = words[next++];
  r.args.assign(words.begin() + static_cast<std::ptrdiff_t>(next), words.end());
  return r;
}

std::string format_reply(std::string_view id, bool success, std::string_view text) {
  std::string out(1, success ? '=' : '?');
  out += id;
  // Lines of the text without the empty ones (an empty line would end the
  // reply early and leave the rest to be read as the next reply).
  std::string body;
  std::size_t i = 0;
  while (i <= text.size()) {
    std::size_t end = text.find('\n', i);
    if (end == std::string_view::npos) end = text.size();
    std::string_view piece = text.substr(i, end - i);
    if (!piece.empty() && piece.back() == '\r') piece.remove_suffix(1);
    if (!piece.empty() && piece.find_first_not_of(' ') != std::string_view::npos) {
      if (!body.empty()) body += '\n';
      body += piece;
    }
    i = end + 1;
  }
  // "= " even for an empty result, as GNU Go writes it; a text that starts
  // with a newline (a board) starts on the line after "=".
  out += ' ';
  if (!body.empty()) {
    if (text.substr(0, 1) == "\n") out += '\n';
    out += body;
  }
  out += "\n\n";
  return out;
}

}  // namespace tg::gtp
