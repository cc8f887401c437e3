#include "explain/report_page.h"

#include "explain/board_svg.h"
#include "explain/builder.h"
#include "explain/builder_support.h"
#include "text/reason_text.h"
#include "explain/graph_svg.h"

namespace tg::explain {
namespace {

constexpr const char* kStyle = R"(
body { font-family: "DejaVu Sans", "Noto Sans CJK SC", Arial, sans-serif; margin: 0; background: #fbfaf7; color: #222; }
header { padding: 10px 16px; background: #2b2b2b; color: #fff; }
header h1 { font-size: 18px; margin: 0 0 4px 0; }
header .info { font-size: 12px; color: #ddd; }
main { display: flex; align-items: flex-start; }
nav#moves { width: 230px; max-height: calc(100vh - 70px); overflow-y: auto; border-right: 1px solid #ccc; padding: 6px; }
nav#moves a { display: block; padding: 2px 6px; color: #222; text-decoration: none; font-size: 13px; border-radius: 3px; }
nav#moves a.changed { font-weight: bold; }
nav#moves a.current { background: #ff8c00; color: #fff; }
#view { padding: 10px 16px; flex: 1; min-width: 0; }
#controls button { font-size: 14px; margin-right: 6px; }
section.move, section.score { display: none; }
section.move.current, section.score.current { display: block; }
.changes { font-size: 13px; }
.graph { overflow-x: auto; border: 1px solid #ddd; background: #fff; margin-top: 8px; }
)";

// Navigation: the list, the buttons and the arrow keys show one section.
constexpr const char* kScript = R"(
(function () {
  var sections = Array.prototype.slice.call(document.querySelectorAll('section.move, section.score'));
  var links = Array.prototype.slice.call(document.querySelectorAll('nav#moves a'));
  var current = 0;
  function show(i) {
    if (i < 0 || i >= sections.length) return;
    sections[current].classList.remove('current');
    links[current].classList.remove('current');
    current = i;
    sections[current].classList.add('current');
    links[current].classList.add('current');
    document.getElementById('position').textContent = (current + 1) + ' / ' + sections.length;
  }
  links.forEach(function (a, i) { a.addEventListener('click', function (ev) { ev.preventDefault(); show(i); }); });
  document.getElementById('prev').addEventListener('click', function () { show(current - 1); });
  document.getElementById('next').addEventListener('click', function () { show(current + 1); });
  document.addEventListener('keydown', function (ev) {
    if (ev.key === 'ArrowLeft') show(current - 1);
    if (ev.key === 'ArrowRight') show(current + 1);
  });
  // A link such as index.html#move-57 opens on that move.
  var start = sections.findIndex(function (s) { return '#' + s.id === location.hash; });
  show(start >= 0 ? start : 0);
})();
)";

std::string strip_xml_header(std::string svg) {
  const auto p = svg.find("<svg");
  return p == std::string::npos ? svg : svg.substr(p);
}

std::string li(const std::string& text) { return "<li>" + xml_escape(text) + "</li>"; }

}  // namespace

std::string report_html(const Engine& e, const ReportInput& in) {
  using namespace detail;
  const Labels labels(in.labels.set, in.final_position.board.size());  // GTP vertices need the size
  std::string nav, body;
  for (std::size_t i = 0; i < in.moves.size(); ++i) {
    const ReportMove& rm = in.moves[i];
    const MoveOutcome o = e.play(rm.before, rm.move);
    const std::string id = "move-" + std::to_string(i + 1);
    std::string changes;
    bool changed = false;
    if (!o.legal()) {
      changes += li("illegal: " + std::string(illegal_name(o.illegal)) + " (" + std::string(illegal_article(o.illegal)) +
                    ") " + text::refusal_text(o, labels));
      changed = true;
    } else {
      if (!o.captured.empty()) changes += li("captures " + words(o.captured, labels, 20));
      for (const AttributeChange& c : o.changes)
        changes += li("tris " + words(c.points, labels, 8) + ": " + std::string(attribute_name(c.from)) + " → " +
                      std::string(attribute_name(c.to)));
      for (std::size_t k = 0; k < o.cascade.size(); ++k)
        changes += li("cascade step " + std::to_string(k + 1) + " (D-06): removes " + words(o.cascade[k].removed, labels, 20));
      for (const EncirclementTarget& t : o.encircled)
        changes += li(std::string(side_name(t.encircler)) + " encircles a type " + std::string(encirclement_type_name(t.type)) + " target");
      changed = !changes.empty();
      if (!changed) changes = li("no capture, no attribute change");
    }
    Diagram d(rm.before.board);
    if (o.legal()) {
      d = board_diagram_of(*o.after, e.analyze(*o.after));
      if (!rm.move.is_pass()) d.highlights.push_back(Highlight{Mark::Played, {rm.move.point}});
    } else {
      d = board_diagram_of(rm.before, e.analyze(rm.before));
    }
    d.whole_board = true;
    nav += "<a href=\"#" + id + "\"" + (changed ? " class=\"changed\"" : "") + ">" + xml_escape(rm.text) + "</a>";
    body += "<section class=\"move\" id=\"" + id + "\" data-move=\"" + std::to_string(i + 1) + "\"><h2>" +
            xml_escape(rm.text) + "</h2><div class=\"board\">" + strip_xml_header(diagram_svg(d, labels, false)) +
            "</div><ul class=\"changes\">" + changes + "</ul>";
    if (changed)
      body += "<div class=\"graph\">" + strip_xml_header(graph_svg(explain_move(e, rm.before, rm.move, labels))) + "</div>";
    body += "</section>\n";
  }
  nav += "<a href=\"#score\" class=\"changed\">final score</a>";
  Diagram fd = board_diagram_of(in.final_position, e.analyze(in.final_position));
  fd.whole_board = true;
  body += "<section class=\"score\" id=\"score\"><h2>The final position and its score</h2><div class=\"board\">" +
          strip_xml_header(diagram_svg(fd, labels, true)) + "</div><div class=\"graph\">" +
          strip_xml_header(graph_svg(explain_score(e, in.final_position, labels))) + "</div></section>\n";
  std::string info;
  for (const auto& [k, v] : in.info) info += (info.empty() ? "" : " · ") + xml_escape(k + ": " + v);
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + xml_escape(in.title) +
         "</title><style>" + kStyle + "</style></head><body>\n<header><h1>" + xml_escape(in.title) +
         "</h1><div class=\"info\">" + info + "</div></header>\n<main><nav id=\"moves\">" + nav +
         "</nav><div id=\"view\"><div id=\"controls\"><button id=\"prev\">← previous</button><button id=\"next\">next "
         "→</button><span id=\"position\"></span></div>\n" +
         body + "</div></main>\n<script>" + kScript + "</script>\n</body></html>\n";
}

}  // namespace tg::explain
