#include "evaluate/evaluation_page.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <sstream>

#include "evaluate/evaluation_text.h"
#include "evaluate/summary.h"

namespace tg::evaluate {
namespace {

constexpr const char* kColours[] = {"#1f5fa8", "#c2461b"};
constexpr double kWidth = 640, kHeight = 260, kLeft = 56, kRight = 16, kTop = 16, kBottom = 40;

std::string escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '&') out += "&amp;";
    else if (c == '"') out += "&quot;";
    else out += c;
  }
  return out;
}

std::string num(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4g", x);
  return buf;
}

// A frame with axes from (x0, y0) to (x1, y1) in data units, and the mapping.
struct Frame {
  double x0, x1, y0, y1;
  double px(double x) const { return kLeft + (x - x0) / (x1 - x0) * (kWidth - kLeft - kRight); }
  double py(double y) const { return kHeight - kBottom - (y - y0) / (y1 - y0) * (kHeight - kTop - kBottom); }
};

Frame frame_of(double x0, double x1, double y0, double y1) {
  if (x1 <= x0) x1 = x0 + 1;
  if (y1 <= y0) y1 = y0 + 1;
  return {x0, x1, y0, y1};
}

std::string axes(const Frame& f, const std::string& x_label, const std::string& y_label) {
  std::ostringstream s;
  s << "<line class=\"axis\" x1=\"" << kLeft << "\" y1=\"" << kHeight - kBottom << "\" x2=\"" << kWidth - kRight
    << "\" y2=\"" << kHeight - kBottom << "\"/>";
  s << "<line class=\"axis\" x1=\"" << kLeft << "\" y1=\"" << kTop << "\" x2=\"" << kLeft << "\" y2=\""
    << kHeight - kBottom << "\"/>";
  for (int i = 0; i <= 4; ++i) {
    const double x = f.x0 + (f.x1 - f.x0) * i / 4, y = f.y0 + (f.y1 - f.y0) * i / 4;
    s << "<text class=\"tick\" x=\"" << num(f.px(x)) << "\" y=\"" << kHeight - kBottom + 14
      << "\" text-anchor=\"middle\">" << num(x) << "</text>";
    s << "<text class=\"tick\" x=\"" << kLeft - 4 << "\" y=\"" << num(f.py(y) + 4) << "\" text-anchor=\"end\">"
      << num(y) << "</text>";
  }
  s << "<text class=\"label\" x=\"" << (kLeft + kWidth - kRight) / 2 << "\" y=\"" << kHeight - 6
    << "\" text-anchor=\"middle\">" << escape(x_label) << "</text>";
  s << "<text class=\"label\" x=\"12\" y=\"" << kTop + 8 << "\">" << escape(y_label) << "</text>";
  return s.str();
}

std::string svg_open(const std::string& id, const std::string& title) {
  return "<svg id=\"" + id + "\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(kWidth) + "\" height=\"" +
         num(kHeight) + "\" viewBox=\"0 0 " + num(kWidth) + " " + num(kHeight) + "\" role=\"img\"><title>" +
         escape(title) + "</title>";
}

std::string legend(const Summary& s) {
  std::string out = "<p class=\"legend\">";
  for (std::size_t i = 0; i < s.rulesets.size(); ++i)
    out += "<span style=\"color:" + std::string(kColours[i]) + "\">&#9632; " + escape(to_string(s.rulesets[i].rules)) +
           "</span> ";
  return out + "</p>";
}

std::string komi_plot(const Summary& s) {
  double x0 = 1e300, x1 = -1e300;
  for (const RulesetSummary& r : s.rulesets)
    for (const KomiPoint& k : r.by_komi) x0 = std::min(x0, k.komi), x1 = std::max(x1, k.komi);
  if (x0 > x1) return "<p>no komi values</p>";
  const Frame f = frame_of(x0, x1, 0, 1);
  std::ostringstream svg;
  svg << svg_open("plot-komi", "black's score against komi") << axes(f, "komi", "black's score");
  svg << "<line class=\"half\" x1=\"" << num(f.px(x0)) << "\" y1=\"" << num(f.py(0.5)) << "\" x2=\"" << num(f.px(x1))
      << "\" y2=\"" << num(f.py(0.5)) << "\"/>";
  for (std::size_t i = 0; i < s.rulesets.size(); ++i) {
    const auto& pts = s.rulesets[i].by_komi;
    std::string band, line;
    for (const KomiPoint& k : pts) band += num(f.px(k.komi)) + "," + num(f.py(k.black.high)) + " ";
    for (auto it = pts.rbegin(); it != pts.rend(); ++it) band += num(f.px(it->komi)) + "," + num(f.py(it->black.low)) + " ";
    for (const KomiPoint& k : pts) line += num(f.px(k.komi)) + "," + num(f.py(k.black.value)) + " ";
    svg << "<polygon class=\"band\" fill=\"" << kColours[i] << "\" points=\"" << band << "\"/>";
    svg << "<polyline class=\"curve\" stroke=\"" << kColours[i] << "\" points=\"" << line << "\"/>";
    if (s.rulesets[i].fair_komi) {
      const Estimate& fk = *s.rulesets[i].fair_komi;
      svg << "<line class=\"fair\" stroke=\"" << kColours[i] << "\" x1=\"" << num(f.px(std::clamp(fk.value, x0, x1)))
          << "\" y1=\"" << num(f.py(0)) << "\" x2=\"" << num(f.px(std::clamp(fk.value, x0, x1))) << "\" y2=\""
          << num(f.py(1)) << "\"><title>fair komi " << num(fk.value) << " [" << num(fk.low) << ", " << num(fk.high)
          << "]</title></line>";
    }
  }
  svg << "</svg>";
  return svg.str();
}

// Side-by-side bars of one histogram per ruleset over shared bins.
std::string histogram(const std::string& id, const std::string& title, const std::string& x_label,
                      const std::vector<std::vector<double>>& samples, double bin_width) {
  double lo = 1e300, hi = -1e300;
  for (const auto& xs : samples)
    for (double x : xs) lo = std::min(lo, x), hi = std::max(hi, x);
  if (lo > hi) return "<p>no values</p>";
  lo = std::floor(lo / bin_width) * bin_width;
  const int bins = std::max(1, static_cast<int>(std::floor((hi - lo) / bin_width)) + 1);
  std::vector<std::vector<long>> counts(samples.size(), std::vector<long>(static_cast<std::size_t>(bins), 0));
  long top = 1;
  for (std::size_t i = 0; i < samples.size(); ++i)
    for (double x : samples[i]) {
      auto b = static_cast<std::size_t>(std::min(bins - 1, static_cast<int>(std::floor((x - lo) / bin_width))));
      top = std::max(top, ++counts[i][b]);
    }
  const Frame f = frame_of(lo, lo + bins * bin_width, 0, static_cast<double>(top));
  std::ostringstream svg;
  svg << svg_open(id, title) << axes(f, x_label, "games");
  const double bar = (f.px(lo + bin_width) - f.px(lo)) / static_cast<double>(samples.size());
  for (std::size_t i = 0; i < samples.size(); ++i)
    for (int b = 0; b < bins; ++b) {
      const long c = counts[i][static_cast<std::size_t>(b)];
      if (c == 0) continue;
      const double x = f.px(lo + b * bin_width) + bar * static_cast<double>(i);
      svg << "<rect class=\"bar\" fill=\"" << kColours[i] << "\" x=\"" << num(x) << "\" y=\"" << num(f.py(static_cast<double>(c)))
          << "\" width=\"" << num(std::max(1.0, bar - 1)) << "\" height=\"" << num(f.py(0) - f.py(static_cast<double>(c)))
          << "\"><title>" << num(lo + b * bin_width) << " to " << num(lo + (b + 1) * bin_width) << ": " << c
          << " games</title></rect>";
    }
  svg << "</svg>";
  return svg.str();
}

std::string rules_plot(const Summary& s) {
  std::map<std::string, std::vector<double>> per_rule;
  for (std::size_t i = 0; i < s.rulesets.size(); ++i)
    for (const RuleShare& r : s.rulesets[i].rules_fired) {
      auto& v = per_rule[r.rule];
      v.resize(s.rulesets.size(), 0.0);
      v[i] = r.per_game.value;
    }
  if (per_rule.empty()) return "<p>no rule fired</p>";
  double top = 0;
  for (const auto& [rule, v] : per_rule)
    for (double x : v) top = std::max(top, x);
  if (top <= 0) top = 1;
  const double row = 14.0 * static_cast<double>(s.rulesets.size()) + 6, label = 280, width = kWidth;
  const double height = row * static_cast<double>(per_rule.size()) + 20;
  std::ostringstream svg;
  svg << "<svg id=\"plot-rules\" xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width) << "\" height=\""
      << num(height) << "\" viewBox=\"0 0 " << num(width) << " " << num(height)
      << "\" role=\"img\"><title>rules fired per game</title>";
  double y = 4;
  for (const auto& [rule, v] : per_rule) {
    svg << "<text class=\"tick\" x=\"" << label - 6 << "\" y=\"" << num(y + row / 2) << "\" text-anchor=\"end\">"
        << escape(rule) << "</text>";
    for (std::size_t i = 0; i < v.size(); ++i) {
      const double w = v[i] / top * (width - label - 70);
      svg << "<rect class=\"bar\" fill=\"" << kColours[i] << "\" x=\"" << label << "\" y=\"" << num(y + 14.0 * static_cast<double>(i))
          << "\" width=\"" << num(std::max(0.5, w)) << "\" height=\"12\"><title>" << escape(rule) << ": "
          << num(v[i]) << " per game</title></rect>";
      svg << "<text class=\"tick\" x=\"" << num(label + w + 4) << "\" y=\"" << num(y + 14.0 * static_cast<double>(i) + 10)
          << "\">" << num(v[i]) << "</text>";
    }
    y += row;
  }
  svg << "</svg>";
  return svg.str();
}

}  // namespace

std::string evaluation_page(const Evaluation& e) {
  std::ostringstream out;
  std::string title = "trisgo evaluate";
  for (const Ruleset& r : e.plan.rules) title += (title.size() > 15 ? " vs " : ": ") + to_string(r);
  out << "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" << escape(title)
      << "</title>\n<style>body{font-family:sans-serif;margin:1.5em;max-width:1100px}pre{background:#f6f6f6;padding:"
         ".8em;overflow-x:auto}svg{background:#fff;border:1px solid #ddd;margin:.3em 0}.axis{stroke:#444}.tick{font-"
         "size:11px;fill:#333}.label{font-size:12px;fill:#000}.half{stroke:#999;stroke-dasharray:4 3}.band{opacity:.18;"
         "stroke:none}.curve{fill:none;stroke-width:2}.fair{stroke-dasharray:2 2}.bar{opacity:.85}.incomplete{color:#"
         "b00;font-weight:bold}</style></head><body>\n<h1>"
      << escape(title) << "</h1>\n";
  if (!e.missing_shards.empty())
    out << "<p class=\"incomplete\" id=\"incomplete\">PARTIAL: shards " << escape(missing_shard_list(e))
        << " missing (merged with --partial)</p>\n";
  else if (!e.complete)
    out << "<p class=\"incomplete\" id=\"incomplete\">INCOMPLETE: a signal stopped the run</p>\n";
  if (!e.games.empty()) {
    const Summary s = summarize(e);
    std::vector<std::vector<double>> margins, lengths;
    for (std::size_t i = 0; i < s.rulesets.size(); ++i) {
      margins.emplace_back();
      lengths.emplace_back();
      for (const PlayedGame& g : e.games) {
        if (g.results[i].margin) margins.back().push_back(*g.results[i].margin);
        lengths.back().push_back(g.results[i].moves);
      }
    }
    double longest = 1;
    for (const auto& l : lengths)
      for (double x : l) longest = std::max(longest, x);
    out << legend(s);
    out << "<section id=\"komi\"><h2>Black's score against komi"
        << (e.plan.komi_sweep ? ", among the games played at each komi" : "")
        << " (95% band; dashed: fair komi)</h2>" << komi_plot(s)
        << "</section>\n";
    out << "<section id=\"margins\"><h2>Score margin (komi-free)</h2>"
        << histogram("plot-margins", "score margins", "margin", margins, 1) << "</section>\n";
    out << "<section id=\"lengths\"><h2>Game length</h2>"
        << histogram("plot-lengths", "game lengths", "moves", lengths, std::max(1.0, std::ceil(longest / 40)))
        << "</section>\n";
    out << "<section id=\"rules\"><h2>Rules fired per game</h2>" << rules_plot(s) << "</section>\n";
  }
  // The tables after the plots: the page opens on the pictures.
  out << "<section id=\"tables\"><h2>Figures</h2><pre>" << escape(evaluation_text(e)) << "</pre></section>\n";
  out << "</body></html>\n";
  return out.str();
}

}  // namespace tg::evaluate
