#include "explain/report_page.h"

#include "explain/board_svg.h"
#include "explain/builder.h"
#include "explain/builder_support.h"
#include "text/reason_text.h"
#include "explain/graph_svg.h"
#include "explain/page_style.h"
#include "explain/svg_ids.h"

namespace tg::explain {
namespace {

constexpr const char* kStyle = R"(
header .ruleset { font-size: 13px; color: #fff; margin-bottom: 2px; }
header .ruleset code { background: #444; padding: 0 4px; border-radius: 3px; }
header .info { font-size: 12px; color: #ddd; }
main { display: flex; align-items: flex-start; }
nav#moves { width: 230px; flex: none; max-height: calc(100vh - 70px); overflow-y: auto; border-right: 1px solid #ccc; padding: 6px; box-sizing: border-box; }
nav#moves a { display: block; padding: 2px 6px; color: #222; text-decoration: none; font-size: 13px; border-radius: 3px; }
nav#moves a.changed { font-weight: bold; }
nav#moves a.commented::after { content: " \270E"; color: #888; }
nav#moves a.current { background: #ff8c00; color: #fff; }
#view { padding: 10px 16px; flex: 1; min-width: 0; }
#controls button { font-size: 14px; margin-right: 6px; }
section.move, section.score { display: none; }
section.move.current, section.score.current { display: block; }
.board svg { max-width: 100%; height: auto; }
.comments { margin: 8px 0; padding: 6px 10px; border-left: 3px solid #ff8c00; background: #fff; font-size: 14px; }
.comments p { margin: 4px 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.changes { font-size: 13px; }
.graph { overflow-x: auto; border: 1px solid #ddd; background: #fff; margin-top: 8px; }
/* A phone: the move list above the board, a few lines high; the board as wide as the screen, larger or smaller. */
@media (max-width: 700px) {
  main { flex-direction: column; align-items: stretch; }
  nav#moves { width: auto; max-height: 7.5em; border-right: none; border-bottom: 1px solid #ccc; }
  #view { padding: 8px; }
  .board svg { width: 100%; }
}
)";

// Navigation: the list, the buttons, the arrow keys and the URL's hash show
// one section; the move shown is marked in the list (class and
// aria-current), scrolled into the list's view (the list alone scrolls, not
// the page) and written into the hash (replaceState: no history entry per
// step), so that the address opens the page on it.
constexpr const char* kScript = R"(
(function () {
  var sections = Array.prototype.slice.call(document.querySelectorAll('section.move, section.score'));
  var links = Array.prototype.slice.call(document.querySelectorAll('nav#moves a'));
  var list = document.getElementById('moves');
  var current = 0;
  function follow(link) {
    var box = list.getBoundingClientRect(), r = link.getBoundingClientRect();
    if (r.top < box.top) list.scrollTop -= box.top - r.top;
    else if (r.bottom > box.bottom) list.scrollTop += r.bottom - box.bottom;
  }
  function show(i, write) {
    if (i < 0 || i >= sections.length) return;
    sections[current].classList.remove('current');
    links[current].classList.remove('current');
    links[current].removeAttribute('aria-current');
    current = i;
    sections[current].classList.add('current');
    links[current].classList.add('current');
    links[current].setAttribute('aria-current', 'step');
    follow(links[current]);
    document.getElementById('position').textContent = (current + 1) + ' / ' + sections.length;
    var hash = '#' + sections[current].id;
    if (write && location.hash !== hash) {
      try { history.replaceState(null, '', hash); } catch (e) { location.hash = hash; }
    }
  }
  function fromHash() {
    return sections.findIndex(function (s) { return '#' + s.id === location.hash; });
  }
  links.forEach(function (a, i) { a.addEventListener('click', function (ev) { ev.preventDefault(); show(i, true); }); });
  document.getElementById('prev').addEventListener('click', function () { show(current - 1, true); });
  document.getElementById('next').addEventListener('click', function () { show(current + 1, true); });
  document.addEventListener('keydown', function (ev) {
    if (ev.key === 'ArrowLeft') show(current - 1, true);
    if (ev.key === 'ArrowRight') show(current + 1, true);
  });
  // A link such as index.html#move-57 opens on that move, and so does a hash typed later.
  window.addEventListener('hashchange', function () { var i = fromHash(); if (i >= 0) show(i, false); });
  var start = fromHash();
  show(start >= 0 ? start : 0, false);
})();
)";

// One picture for the page: without its XML declaration, its ids prefixed
// (`prefix` unique in the page).
std::string inline_svg(const std::string& svg, const std::string& prefix) {
  const auto p = svg.find("<svg");
  return prefix_svg_ids(p == std::string::npos ? svg : svg.substr(p), prefix);
}

std::string comments_html(const std::vector<std::string>& comments) {
  if (comments.empty()) return "";
  std::string out = "<div class=\"comments\">";
  for (const std::string& c : comments) out += "<p>" + xml_escape(c) + "</p>";
  return out + "</div>";
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
    std::string classes = changed ? "changed" : "";
    if (!rm.comments.empty()) classes += classes.empty() ? "commented" : " commented";
    nav += "<a href=\"#" + id + "\"" + (classes.empty() ? "" : " class=\"" + classes + "\"") + ">" + xml_escape(rm.text) + "</a>";
    body += "<section class=\"move\" id=\"" + id + "\" data-move=\"" + std::to_string(i + 1) + "\"><h2>" +
            xml_escape(rm.text) + "</h2>" + comments_html(rm.comments) + "<div class=\"board\">" +
            inline_svg(diagram_svg(d, labels, false), id + "-board-") + "</div><ul class=\"changes\">" + changes + "</ul>";
    if (changed)
      body += "<div class=\"graph\">" + inline_svg(graph_svg(explain_move(e, rm.before, rm.move, labels)), id + "-graph-") +
              "</div>";
    body += "</section>\n";
  }
  nav += "<a href=\"#score\" class=\"changed\">final score</a>";
  Diagram fd = board_diagram_of(in.final_position, e.analyze(in.final_position));
  fd.whole_board = true;
  body += "<section class=\"score\" id=\"score\"><h2>The final position and its score</h2><div class=\"board\">" +
          inline_svg(diagram_svg(fd, labels, true), "score-board-") + "</div><div class=\"graph\">" +
          inline_svg(graph_svg(explain_score(e, in.final_position, labels)), "score-graph-") + "</div></section>\n";
  std::string info;
  for (const auto& [k, v] : in.info) info += (info.empty() ? "" : " · ") + xml_escape(k + ": " + v);
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"><title>" +
         xml_escape(in.title) + "</title><style>" + kPageFrameStyle + kStyle + "</style></head><body>\n<header><h1>" + xml_escape(in.title) +
         "</h1><div class=\"ruleset\">Ruleset: <code>" + xml_escape(to_string(in.final_position.rules)) +
         "</code></div><div class=\"info\">" + info + "</div></header>\n<main><nav id=\"moves\">" + nav +
         "</nav><div id=\"view\"><div id=\"controls\"><button id=\"prev\">← previous</button><button id=\"next\">next "
         "→</button><span id=\"position\"></span></div>\n" +
         body + "</div></main>\n<script>" + kScript + "</script>\n</body></html>\n";
}

}  // namespace tg::explain
