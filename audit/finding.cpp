#include "audit/finding.h"

#include <cstdint>
#include <tuple>

namespace tg::audit {

int piece_count(const Position& p) {
  const int n = p.board.size().points();
  int c = 0;
  for (int i = 0; i < n; ++i) c += p.board.at_index(i) != Piece::Empty;
  return c;
}

bool smaller_example(const Finding& a, const Finding& b) {
  auto key = [](const Finding& f) {
    const std::size_t moves = f.record ? f.record->size() : SIZE_MAX;
    return std::make_tuple(piece_count(f.position), moves, f.position.board.size().n(), f.position.history.size(), f.index);
  };
  return key(a) < key(b);
}

std::string summary(const Finding& f) {
  std::string s = f.kind + ": " + f.question;
  for (const Answer& a : f.answers) s += "; " + a.label + ": " + a.text;
  return s;
}

}  // namespace tg::audit

// ---- files: position, vectors, picture, graphs ----

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "audit/witness.h"
#include "audit/cause.h"
#include "explain/board_svg.h"
#include "explain/caption.h"
#include "explain/builder.h"
#include "explain/dot.h"
#include "explain/graph_svg.h"
#include "vocab/labels.h"
#include "vocab/position_text.h"

namespace tg::audit {
namespace {

constexpr LabelSet kL = LabelSet::Letter;

std::string pt(Point p) { return format_point(p, kL); }

std::string pts(const std::vector<Point>& ps) {
  if (ps.empty()) return "none";
  std::string s;
  for (const Point& p : ps) s += (s.empty() ? "" : " ") + pt(p);
  return s;
}

std::string num(double v) {
  std::ostringstream o;
  o << v;
  return o.str();
}

std::string vec_move(const Move& m) {
  std::string s = std::string(side_name(m.side)) + " ";
  if (m.is_pass()) return s + "pass";
  return s + std::string(move_kind_name(m.kind)) + " " + pt(m.point);
}

// The assertions of one view's answer.
std::string assertions(const Finding& f, const View& v) {
  std::ostringstream o;
  const Engine& e = *v.engine;
  const Position& p = v.position;
  const Analysis a = e.analyze(p);
  const std::string& k = f.kind;
  if (k == "tris-attribute" && f.point) {
    for (const TrisInfo& t : a.tris)
      if (std::find(t.points.begin(), t.points.end(), *f.point) != t.points.end()) {
        o << "assert_attribute " << pt(*f.point) << " " << attribute_name(t.attribute) << "\n";
        if (!t.branch.empty()) o << "assert_params " << pt(*f.point) << " branch=" << t.branch << "\n";
      }
  } else if (k == "private-eye" && f.point) {
    for (const PrivateEyeInfo& pe : a.private_eyes)
      if (std::find(pe.string.begin(), pe.string.end(), *f.point) != pe.string.end()) {
        o << "assert_private_eye " << pt(*f.point) << (pe.has_private_eye ? " yes" : " no");
        for (const EyeCandidate& c : pe.candidates)
          if (!pe.has_private_eye && c.failed != ReasonKind::None) {
            o << " failed=" << reason_kind_id(c.failed);
            break;
          }
        o << "\n";
      }
  } else if (k == "forbidden-point" && f.point) {
    bool found = false;
    for (const ForbiddenPoint& x : a.forbidden)
      if (x.point == *f.point) {
        o << "assert_forbidden " << pt(x.point) << " " << illegal_name(x.reason) << "\n";
        found = true;
      }
    if (!found) o << "assert_not_forbidden " << pt(*f.point) << "\n";
  } else if (k == "score" || k == "winner") {
    const Score& s = a.score;
    if (!a.gomoku)
      o << "assert_score black=" << num(s.black) << " white=" << num(s.white) << " neutral=" << num(s.neutral)
        << " nobody=" << num(s.nobody) << " komi=" << num(s.komi) << " y=" << num(s.y) << "\n";
    if (!a.gomoku)
      o << "assert_winner chinese=" << winner_name(s.chinese) << " literal=" << winner_name(s.literal)
        << " ruleset=" << winner_name(s.winner) << "\n";
    else
      o << "assert_ended " << (a.ended ? "yes" : "no") << "\n";
  } else if (f.move && (k == "legal-move" || k == "move-outcome" || k == "end")) {
    const MoveOutcome r = e.play(p, *f.move);
    if (!r.legal()) {
      o << "assert_illegal " << vec_move(*f.move) << " " << illegal_name(r.illegal) << "\n";
    } else if (k == "legal-move") {
      o << "assert_legal " << vec_move(*f.move) << "\n";
    } else {
      o << "play " << vec_move(*f.move) << "\n";
      o << "assert_captured " << pts(r.captured) << "\n";
      std::vector<Point> removed;
      for (const CascadeStep& c : r.cascade) removed.insert(removed.end(), c.removed.begin(), c.removed.end());
      if (!a.gomoku) o << "assert_cascade " << pts(removed) << "\n";
      for (const AttributeChange& c : r.changes)
        o << "assert_flip " << pt(c.points.front()) << " " << attribute_name(c.from) << " " << attribute_name(c.to) << "\n";
      if (r.after) o << "assert_ended " << (e.ended(*r.after) ? "yes" : "no") << "\n";
    }
  } else if (k == "end") {
    o << "assert_ended " << (a.ended ? "yes" : "no") << "\n";
  }
  return o.str();
}

void write_text(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!(out << text) || !out.flush()) throw std::runtime_error("cannot write " + path);
}

}  // namespace

std::string finding_vectors(const Finding& f, const std::vector<View>& views, const std::string& name) {
  std::ostringstream o;
  o << "# " << name << ": generated by trisgo diff (" << f.kind << "): " << f.question << "\n";
  o << "# Generated from the engines' answers: check each by hand before adding it to spec/vectors.\n\n";
  for (std::size_t i = 0; i < views.size(); ++i) {
    const View& v = views[i];
    o << "vector " << name << "-" << (i + 1) << "\n";
    o << "# why: generated by trisgo diff, not yet checked by hand: " << f.question << ". ";
    for (const Answer& a : f.answers) o << a.label << ": " << a.text << ". ";
    o << "\n";
    if (!f.ids.empty()) {
      o << "# options that differ:";
      for (const std::string& id : f.ids) o << " " << id;
      o << "\n";
    }
    o << "position\n" << print_position(v.position) << "end\n";
    std::string steps = assertions(f, v);
    if (steps.empty()) steps = "assert_ended " + std::string(v.engine->ended(v.position) ? "yes" : "no") + "\n";
    o << steps << "\n";
  }
  return o.str();
}

std::string finding_picture(const Finding& f, const std::vector<View>& views, text::Language lang) {
  using explain::num;
  using explain::wrap_text;
  using explain::xml_escape;
  const double margin = 16, title_size = 13, label_size = 12, small = 10, line = 13;
  // The words in `lang` from the data the finding kept (a finding made
  // before the data was kept has only its words).
  const LabelSet labels = LabelSet::Chinese;
  const text::PhraseTable& table = text::phrase_table(lang);
  auto answer_in = [&](const Answer& a) { return a.data ? text::render(*a.data, labels, table) : a.text; };
  const std::string question = f.question_data ? text::render(*f.question_data, labels, table) : f.question;
  struct Column {
    explain::SvgPiece board;
    std::vector<std::string> label, answer, notes;
    double width = 0;
  };
  std::vector<Column> cols;
  double width = margin;
  for (std::size_t i = 0; i < views.size(); ++i) {
    const Cause cause = cause_of(f, views[i]);
    Column c;
    c.board = explain::diagram_piece(diagram_in(cause, labels, lang), labels, f.position.board.size().n() <= 5 ? 34 : 26);
    c.width = std::max(c.board.width, 300.0);
    c.label = wrap_text(i < f.answers.size() ? f.answers[i].label : views[i].label, c.width, label_size, true);
    c.answer = wrap_text(i < f.answers.size() ? answer_in(f.answers[i]) : "", c.width, small);
    for (const std::string& n : notes_in(cause, labels, lang))
      for (const std::string& l : wrap_text(n, c.width, small)) c.notes.push_back(l);
    width += c.width + margin;
    cols.push_back(std::move(c));
  }
  width = std::max(width, 2 * margin + 300);
  // Every caption wrapped to its width; the picture grows to hold them all.
  const std::vector<std::string> title = wrap_text(text::render(text::phrase(text::PhraseKind::PictureColon, f.kind, question), labels, table),
                                                 width - 2 * margin, title_size, true);
  double head = 0, board_h = 0, notes_h = 0;
  for (const Column& c : cols) {
    head = std::max(head, (label_size + 4) * static_cast<double>(c.label.size()) + line * static_cast<double>(c.answer.size()));
    board_h = std::max(board_h, c.board.height);
    notes_h = std::max(notes_h, line * static_cast<double>(c.notes.size()));
  }
  const double top = margin + (title_size + 5) * static_cast<double>(title.size()) + 8;
  const double height = top + head + 8 + board_h + 6 + notes_h + margin;
  std::ostringstream o;
  o << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width) << "\" height=\"" << num(height) << "\" viewBox=\"0 0 "
    << num(width) << " " << num(height) << "\" font-family=\"" << explain::kSvgFontFamily << "\">\n";
  o << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  auto text = [&o](double x, double y, double size, bool bold, const std::string& t) {
    o << "<text x=\"" << num(x) << "\" y=\"" << num(y) << "\" font-size=\"" << num(size) << "\""
      << (bold ? " font-weight=\"bold\"" : "") << ">" << xml_escape(t) << "</text>\n";
  };
  double y = margin;
  for (const std::string& t : title) text(margin, y += title_size + 5, title_size, true, t);
  double x = margin;
  for (const Column& c : cols) {
    y = top;
    for (const std::string& t : c.label) text(x, y += label_size + 4, label_size, true, t);
    for (const std::string& t : c.answer) text(x, y += line, small, false, t);
    o << "<g transform=\"translate(" << num(x) << "," << num(top + head + 8) << ")\">\n" << c.board.body << "</g>\n";
    y = top + head + 8 + board_h + 6;
    for (const std::string& t : c.notes) text(x, y += line, small, false, t);
    x += c.width + margin;
  }
  o << "</svg>\n";
  return o.str();
}

FindingFiles write_finding(const Finding& f, const std::vector<View>& views, const std::string& dir, const std::string& name,
                           text::Language lang) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw std::runtime_error("cannot create " + dir + ": " + ec.message());
  FindingFiles files;
  const std::string base = (std::filesystem::path(dir) / name).string();
  files.position = base + ".pos";
  std::string pos = "# " + summary(f) + "\n" + print_position(f.position);
  write_text(files.position, pos);
  if (f.record) write_text(files.record = base + ".tgr", record_text(f.position, *f.record));
  files.vectors = base + ".vec";
  write_text(files.vectors, finding_vectors(f, views, name));
  files.picture = base + ".svg";
  write_text(files.picture, finding_picture(f, views, lang));
  for (std::size_t i = 0; i < views.size(); ++i) {
    const explain::Graph g = finding_graph(f, views[i], lang);
    std::string path = base + "." + std::to_string(i + 1);
    try {
      const std::string svg = explain::graph_svg(g);
      path += ".svg";
      write_text(path, svg);
    } catch (const explain::GraphvizError&) {
      path += ".dot";
      write_text(path, explain::to_dot(g));
    }
    files.graphs.push_back(path);
  }
  return files;
}

}  // namespace tg::audit
