#include "explain/dot.h"

namespace tg::explain {

std::string dot_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out;
}

namespace {

const char* verdict_colour(Verdict v) {
  switch (v) {
    case Verdict::Held: return "#2ea043";
    case Verdict::Failed: return "#e5383b";
    case Verdict::Black: return "#161616";
    case Verdict::White: return "#8a8a8a";
    case Verdict::Neutral: return "#a7adb4";
    case Verdict::None: break;
  }
  return "#5b6b7b";
}

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

}  // namespace

std::string to_dot(const Graph& g) {
  std::string out = "// trisgo explain: " + g.question + "\n";
  out += "digraph explanation {\n";
  out += "  graph [rankdir=TB, nodesep=0.3, ranksep=0.45, label=\"" + dot_escape(g.question) +
         "\", labelloc=t, fontname=\"DejaVu Sans\"];\n";
  out += "  node [shape=box, style=\"rounded\", fontname=\"DejaVu Sans\", fontsize=11];\n";
  out += "  edge [fontname=\"DejaVu Sans\", fontsize=9, color=\"#666666\"];\n";
  for (const Node& n : g.nodes) {
    std::string label = n.title + "\n";
    for (const std::string& l : n.lines) label += l + "\n";
    if (!n.cites.empty()) label += "[" + join(n.cites, " ") + "]\n";
    for (const std::string& l : n.passages) label += l + "\n";
    // \l: left-justified lines.
    std::string escaped = dot_escape(label);
    std::string lj;
    for (std::size_t i = 0; i < escaped.size(); ++i) {
      if (escaped.compare(i, 2, "\\n") == 0 && (i == 0 || escaped[i - 1] != '\\')) {
        lj += "\\l";
        ++i;
      } else {
        lj += escaped[i];
      }
    }
    out += "  " + n.id + " [label=\"" + lj + "\", color=\"" + verdict_colour(n.verdict) + "\", verdict=\"" +
           std::string(verdict_name(n.verdict)) + "\", cites=\"" + join(n.cites, " ") + "\"";
    if (n.diagram) {
      std::string marks;
      for (const Highlight& h : n.diagram->highlights) marks += (marks.empty() ? "" : " ") + std::string(mark_name(h.mark)) + ":" + std::to_string(h.points.size());
      out += ", diagram=\"" + marks + "\"";
    }
    out += "];\n";
  }
  for (const Edge& e : g.edges) {
    out += "  " + e.from + " -> " + e.to;
    if (!e.label.empty()) out += " [label=\"" + dot_escape(e.label) + "\"]";
    out += ";\n";
  }
  return out + "}\n";
}

}  // namespace tg::explain
