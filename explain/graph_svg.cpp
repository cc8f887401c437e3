#include "explain/graph_svg.h"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include "explain/board_svg.h"
#include "explain/caption.h"
#include "explain/dot.h"
#include "explain/run_program.h"
#include "vocab/excerpt.h"
#include "vocab/interrupt.h"

namespace tg::explain {
namespace {

constexpr const char* kFont = kSvgFontFamily;
constexpr double kPad = 8, kTitle = 13, kLine = 11.5, kCite = 10, kCell = 19, kWrap = 58;

// Wraps at spaces to about kWrap columns (a Latin glyph one column, a CJK glyph
// a little under two).
std::vector<std::string> wrap(const std::string& s) { return wrap_text(s, kWrap * 0.6, 1); }

std::string join(const std::vector<std::string>& v, const char* sep) {
  std::string out;
  for (const std::string& s : v) out += (out.empty() ? "" : sep) + s;
  return out;
}

// Small boards drawn larger, so a 5 x 5 reads as well as a 9 x 9 window.
double diagram_cell(const Diagram& d) {
  return std::clamp(200.0 / d.board.size().n(), kCell, 30.0);
}

struct Card {
  std::vector<std::string> title, lines;
  std::string cites;
  std::vector<std::string> passages;  // the cited articles' Chinese words, wrapped
  SvgPiece diagram;
  double width = 0, height = 0;
};

Card card_of(const Node& n, Labels labels) {
  Card c;
  c.title = wrap(n.title);
  for (const std::string& l : n.lines)
    for (const std::string& w : wrap(l)) c.lines.push_back(w);
  c.cites = join(n.cites, " · ");
  for (const std::string& l : n.passages)
    for (const std::string& w : wrap(l)) c.passages.push_back(w);
  double w = text_width(c.cites, kCite, false);
  for (const std::string& t : c.passages) w = std::max(w, text_width(t, kCite, false));
  for (const std::string& t : c.title) w = std::max(w, text_width(t, kTitle, true));
  for (const std::string& t : c.lines) w = std::max(w, text_width(t, kLine, false));
  if (n.diagram) {
    c.diagram = diagram_piece(*n.diagram, labels, diagram_cell(*n.diagram));
    w = std::max(w, c.diagram.width);
  }
  c.width = std::max(150.0, w + 2 * kPad);
  c.height = kPad + c.title.size() * (kTitle + 4) + 4 + c.lines.size() * (kLine + 3.5) + (c.cites.empty() ? 0 : kCite + 6) +
             static_cast<double>(c.passages.size()) * (kCite + 4) + (n.diagram ? c.diagram.height + 4 : 0) + kPad;
  return c;
}

const char* frame(Verdict v) {
  switch (v) {
    case Verdict::Held: return "#2ea043";
    case Verdict::Failed: return "#e5383b";
    case Verdict::Black: return "#161616";
    case Verdict::White: return "#9a9a9a";
    case Verdict::Neutral: return "#8f969e";
    case Verdict::None: break;
  }
  return "#5b6b7b";
}
const char* band(Verdict v) {
  switch (v) {
    case Verdict::Held: return "#dff3e3";
    case Verdict::Failed: return "#fbe1e1";
    case Verdict::Black: return "#2b2b2b";
    case Verdict::White: return "#ffffff";
    case Verdict::Neutral: return "#e6e8eb";
    case Verdict::None: break;
  }
  return "#eef1f4";
}

std::vector<std::string> tokens(const std::string& line) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < line.size();) {
    if (line[i] == ' ') {
      ++i;
      continue;
    }
    std::string t;
    if (line[i] == '"') {
      for (++i; i < line.size() && line[i] != '"'; ++i) {
        if (line[i] == '\\' && i + 1 < line.size()) ++i;
        t += line[i];
      }
      ++i;
    } else {
      while (i < line.size() && line[i] != ' ') t += line[i++];
    }
    out.push_back(t);
  }
  return out;
}

// How long Graphviz may take: $TRISGO_DOT_TIMEOUT seconds, default 60 (an
// explanation graph is laid out in well under a second).
std::chrono::milliseconds dot_timeout() {
  const char* env = std::getenv("TRISGO_DOT_TIMEOUT");
  if (env && *env) {
    char* end = nullptr;
    const double s = std::strtod(env, &end);
    if (end && *end == '\0' && s > 0 && s <= 86400) return std::chrono::milliseconds(static_cast<long long>(s * 1000));
  }
  return std::chrono::seconds(60);
}

// Runs the layout program on `dot_text`, returning its -Tplain output.
std::string run_dot(const std::string& dot_text) {
  const char* env = std::getenv("TRISGO_DOT");
  const std::string program = env && *env ? env : "dot";
  // In $TMPDIR when set (std::filesystem::temp_directory_path), else /tmp.
  std::string name;
  {
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::temp_directory_path(ec);
    name = ((ec ? std::filesystem::path("/tmp") : dir) / "trisgo-explain-XXXXXX").string();
  }
  std::vector<char> path_buffer(name.begin(), name.end());
  path_buffer.push_back('\0');
  char* path = path_buffer.data();
  const int fd = mkstemp(path);
  if (fd < 0) throw GraphvizError("cannot create a temporary file for Graphviz");
  close(fd);
  // Removed on every way out, and by the handler of a second signal
  // (vocab/interrupt.h); the first signal stops Graphviz and comes here.
  const TempFileGuard remove_it{path};
  {
    std::ofstream f(path, std::ios::binary);
    f << dot_text;
    if (!f.flush()) throw GraphvizError(std::string("cannot write the temporary file ") + path + " for Graphviz");
  }
  const auto timeout = dot_timeout();
  const ProgramRun run = run_program({program, "-Tplain", path}, timeout, 64u << 20);
  if (!run.started)
    throw GraphvizError("Graphviz's '" + program +
                        "' program was not found: install graphviz (scripts/install-deps.sh) or set TRISGO_DOT");
  if (interrupted()) throw GraphvizError("Graphviz was stopped: trisgo got a signal");
  if (run.timed_out) {
    std::ostringstream seconds;
    seconds << static_cast<double>(timeout.count()) / 1000;
    throw GraphvizError("Graphviz's '" + program + "' did not finish within " + seconds.str() +
                        " s and was stopped (TRISGO_DOT_TIMEOUT sets the limit in seconds)");
  }
  if (run.too_much) throw GraphvizError("Graphviz's '" + program + "' wrote more than 64 MiB and was stopped");
  if (run.exit_status != 0 || run.output.rfind("graph ", 0) != 0)
    throw GraphvizError("Graphviz's '" + program + "' failed (" +
                        (run.signal ? "signal " + std::to_string(run.signal) : "exit " + std::to_string(run.exit_status)) +
                        "): " + excerpt(run.output, 300));
  return run.output;
}

}  // namespace

std::string layout_dot(const Graph& g) {
  std::string out = "digraph layout {\n  graph [rankdir=TB, nodesep=0.35, ranksep=0.5];\n"
                    "  node [shape=box, fixedsize=true, label=\"\"];\n  edge [arrowhead=none, fontsize=10, fontname=\"DejaVu Sans\"];\n";
  for (const Node& n : g.nodes) {
    const Card c = card_of(n, g.labels);
    out += "  " + n.id + " [width=" + num(c.width / 72) + ", height=" + num(c.height / 72) + "];\n";
  }
  for (const Edge& e : g.edges)
    out += "  " + e.from + " -> " + e.to + (e.label.empty() ? "" : " [label=\"" + dot_escape(e.label) + "\"]") + ";\n";
  return out + "}\n";
}

std::string graph_svg(const Graph& g) {
  const std::string plain = run_dot(layout_dot(g));
  double gw = 0, gh = 0;
  std::map<std::string, std::pair<double, double>> centre;
  struct Spline {
    std::vector<std::pair<double, double>> pts;
    std::string label;
    double lx = 0, ly = 0;
  };
  std::vector<Spline> splines;
  std::istringstream in(plain);
  std::string line;
  std::vector<bool> used(g.edges.size(), false);
  while (std::getline(in, line)) {
    const auto t = tokens(line);
    if (t.empty()) continue;
    if (t[0] == "graph" && t.size() >= 4) gw = std::stod(t[2]) * 72, gh = std::stod(t[3]) * 72;
    if (t[0] == "node" && t.size() >= 4) centre[t[1]] = {std::stod(t[2]) * 72, std::stod(t[3]) * 72};
    if (t[0] == "edge" && t.size() >= 4) {
      Spline s;
      const std::size_t n = std::stoul(t[3]);
      for (std::size_t i = 0; i < n && 5 + 2 * i < t.size(); ++i)
        s.pts.push_back({std::stod(t[4 + 2 * i]) * 72, std::stod(t[5 + 2 * i]) * 72});
      // The layout lists edges in its own order: find ours by its ends.
      const Edge* ours = nullptr;
      for (std::size_t k = 0; k < g.edges.size(); ++k)
        if (!used[k] && g.edges[k].from == t[1] && g.edges[k].to == t[2]) {
          used[k] = true;
          ours = &g.edges[k];
          break;
        }
      if (ours && !ours->label.empty() && t.size() >= 4 + 2 * n + 5) {
        s.label = ours->label;
        s.lx = std::stod(t[t.size() - 4]) * 72, s.ly = std::stod(t[t.size() - 3]) * 72;
      }
      splines.push_back(s);
    }
  }
  const double margin = 12;
  const SvgPiece legend = legend_piece(15);
  // The key names the marks beyond the usual ones only where a diagram uses
  // them, on a second line.
  bool added = false, bonds = false;
  for (const Node& n : g.nodes)
    if (n.diagram)
      for (const Highlight& h : n.diagram->highlights) {
        added = added || h.mark == Mark::AddedBlack || h.mark == Mark::AddedWhite;
        bonds = bonds || h.mark == Mark::Bond;
      }
  std::string key2;
  if (added) key2 += "dashed stone: a stone the simulation adds (not on the board)";
  if (bonds) key2 += std::string(key2.empty() ? "" : " · ") + "orange bar: a bond between a grey piece and a stone";
  const double extra = key2.empty() ? 0 : 14;
  const double width = std::max({gw, legend.width, 640.0}) + 2 * margin;
  // The question, wrapped to the picture's width (never cut): each further line grows the header.
  const std::vector<std::string> question = wrap_text(g.question, width - 2 * margin, 16, true);
  const double header = 34 + 20 * (static_cast<double>(std::max<std::size_t>(question.size(), 1)) - 1);
  const double height = header + gh + 58 + margin + extra;
  auto X = [&](double x) { return margin + x; };
  auto Y = [&](double y) { return header + gh - y; };
  std::string s = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" +
                  num(width) + "\" height=\"" + num(height) + "\" viewBox=\"0 0 " + num(width) + " " + num(height) +
                  "\" font-family=\"" + kFont + "\">\n";
  s += "<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"9\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" "
       "orient=\"auto\"><path d=\"M0 0 L10 5 L0 10 z\" fill=\"#666\"/></marker></defs>\n";
  s += "<rect width=\"100%\" height=\"100%\" fill=\"#fbfaf7\"/>\n";
  for (std::size_t i = 0; i < question.size(); ++i)
    s += "<text x=\"" + num(margin) + "\" y=\"" + num(22 + 20 * static_cast<double>(i)) +
         "\" font-size=\"16\" font-weight=\"bold\" fill=\"#222\">" + xml_escape(question[i]) + "</text>\n";
  for (const Spline& sp : splines) {
    if (sp.pts.empty()) continue;
    std::string d = "M" + num(X(sp.pts[0].first)) + " " + num(Y(sp.pts[0].second));
    for (std::size_t i = 1; i + 2 < sp.pts.size(); i += 3) {
      d += " C" + num(X(sp.pts[i].first)) + " " + num(Y(sp.pts[i].second)) + " " + num(X(sp.pts[i + 1].first)) + " " +
           num(Y(sp.pts[i + 1].second)) + " " + num(X(sp.pts[i + 2].first)) + " " + num(Y(sp.pts[i + 2].second));
    }
    s += "<path class=\"edge\" d=\"" + d + "\" fill=\"none\" stroke=\"#666\" stroke-width=\"1.3\" marker-end=\"url(#arrow)\"/>\n";
    if (!sp.label.empty())
      s += "<text x=\"" + num(X(sp.lx)) + "\" y=\"" + num(Y(sp.ly) + 3) +
           "\" font-size=\"10\" fill=\"#555\" text-anchor=\"middle\" stroke=\"#fbfaf7\" stroke-width=\"3\" "
           "paint-order=\"stroke\">" + xml_escape(sp.label) + "</text>\n";
  }
  for (const Node& n : g.nodes) {
    const Card c = card_of(n, g.labels);
    const auto it = centre.find(n.id);
    if (it == centre.end()) throw GraphvizError("Graphviz's layout lacks the node " + n.id);
    const double x0 = X(it->second.first) - c.width / 2, y0 = Y(it->second.second) - c.height / 2;
    const bool dark = n.verdict == Verdict::Black;
    const double band_h = kPad + c.title.size() * (kTitle + 4);
    s += "<g class=\"node\" id=\"" + n.id + "\" transform=\"translate(" + num(x0) + " " + num(y0) + ")\">";
    s += "<rect width=\"" + num(c.width) + "\" height=\"" + num(c.height) + "\" rx=\"7\" fill=\"#fff\" stroke=\"" +
         frame(n.verdict) + "\" stroke-width=\"2\"/>";
    s += "<path d=\"M0 7 Q0 0 7 0 L" + num(c.width - 7) + " 0 Q" + num(c.width) + " 0 " + num(c.width) + " 7 L" +
         num(c.width) + " " + num(band_h) + " L0 " + num(band_h) + " Z\" fill=\"" + band(n.verdict) + "\" stroke=\"" +
         frame(n.verdict) + "\" stroke-width=\"2\"/>";
    double y = kPad;
    for (const std::string& t : c.title) {
      y += kTitle + 1;
      s += "<text x=\"" + num(kPad) + "\" y=\"" + num(y - 1) + "\" font-size=\"" + num(kTitle) +
           "\" font-weight=\"bold\" fill=\"" + (dark ? "#fff" : "#1b1b1b") + "\">" + xml_escape(t) + "</text>";
      y += 3;
    }
    y += 6;
    for (const std::string& t : c.lines) {
      y += kLine;
      s += "<text x=\"" + num(kPad) + "\" y=\"" + num(y) + "\" font-size=\"" + num(kLine) + "\" fill=\"#333\">" +
           xml_escape(t) + "</text>";
      y += 3.5;
    }
    if (!c.cites.empty()) {
      y += kCite + 2;
      s += "<text class=\"cites\" x=\"" + num(kPad) + "\" y=\"" + num(y) + "\" font-size=\"" + num(kCite) +
           "\" fill=\"#6a4fa0\">" + xml_escape(c.cites) + "</text>";
      y += 4;
    }
    for (const std::string& t : c.passages) {
      y += kCite;
      s += "<text class=\"passage\" x=\"" + num(kPad) + "\" y=\"" + num(y) + "\" font-size=\"" + num(kCite) +
           "\" fill=\"#6a4fa0\">" + xml_escape(t) + "</text>";
      y += 4;
    }
    if (n.diagram) {
      s += "<g class=\"diagram\" transform=\"translate(" + num((c.width - c.diagram.width) / 2) + " " + num(y + 2) + ")\">" +
           c.diagram.body + "</g>";
    }
    s += "</g>\n";
  }
  s += "<g transform=\"translate(" + num(margin) + " " + num(height - 46 - extra) + ")\">" + legend.body + "</g>\n";
  s += "<text x=\"" + num(margin) + "\" y=\"" + num(height - 12 - extra) +
       "\" font-size=\"10\" fill=\"#555\">frames and washes: green holds · red fails or is removed · orange square: the pieces in question · blue: region or liberty</text>\n";
  if (!key2.empty())
    s += "<text x=\"" + num(margin) + "\" y=\"" + num(height - 12) + "\" font-size=\"10\" fill=\"#555\">" +
         xml_escape(key2) + "</text>\n";
  return s + "</svg>\n";
}

}  // namespace tg::explain
