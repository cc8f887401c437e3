#include "explain/svg_ids.h"

#include <set>

namespace tg::explain {
namespace {

// The attribute values that follow `opener` up to `closer`, where `opener`
// starts an attribute (after a space, a tab or a newline) when `attribute`.
std::vector<std::string> values_after(std::string_view text, std::string_view opener, char closer, bool attribute) {
  std::vector<std::string> out;
  for (std::size_t at = text.find(opener); at != std::string_view::npos; at = text.find(opener, at + 1)) {
    if (attribute && (at == 0 || (text[at - 1] != ' ' && text[at - 1] != '\n' && text[at - 1] != '\t'))) continue;
    const std::size_t begin = at + opener.size();
    const std::size_t end = text.find(closer, begin);
    if (end == std::string_view::npos) break;
    out.emplace_back(text.substr(begin, end - begin));
  }
  return out;
}

}  // namespace

std::vector<std::string> html_ids(std::string_view html) { return values_after(html, "id=\"", '"', true); }

std::vector<std::string> html_id_references(std::string_view html) {
  std::vector<std::string> refs = values_after(html, "url(#", ')', false);
  for (std::string& r : values_after(html, "href=\"#", '"', false)) refs.push_back(std::move(r));
  return refs;
}

std::string prefix_svg_ids(std::string_view svg, std::string_view prefix) {
  const std::vector<std::string> list = html_ids(svg);
  const std::set<std::string, std::less<>> ids(list.begin(), list.end());
  // Each rewrite: the text that opens the value, the character that closes
  // it, whether it must start an attribute, and whether the value must be a
  // defined id (references) or is one (definitions).
  struct Form {
    std::string_view opener;
    char closer;
    bool attribute;
  };
  constexpr Form forms[] = {{"id=\"", '"', true}, {"url(#", ')', false}, {"href=\"#", '"', false}};
  std::string out;
  out.reserve(svg.size() + list.size() * 2 * prefix.size());
  std::size_t copied = 0;
  for (std::size_t at = 0; at < svg.size(); ++at) {
    for (const Form& f : forms) {
      if (svg.compare(at, f.opener.size(), f.opener) != 0) continue;
      if (f.attribute && (at == 0 || (svg[at - 1] != ' ' && svg[at - 1] != '\n' && svg[at - 1] != '\t'))) continue;
      const std::size_t begin = at + f.opener.size();
      const std::size_t end = svg.find(f.closer, begin);
      if (end == std::string_view::npos || !ids.count(svg.substr(begin, end - begin))) continue;
      out.append(svg.substr(copied, begin - copied));
      out.append(prefix);
      copied = begin;
      at = begin - 1;
      break;
    }
  }
  out.append(svg.substr(copied));
  return out;
}

}  // namespace tg::explain
