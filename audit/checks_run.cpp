// Runs the named checks through the search machinery and reports them.
#include "audit/checks_run.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "audit/cause.h"
#include "audit/report_json.h"
#include "explain/board_svg.h"
#include "explain/builder.h"
#include "explain/caption.h"
#include "vocab/position_text.h"

namespace tg::audit {
namespace {

std::string json_escape(const std::string& s) {
  std::string out;
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return "\"" + out + "\"";
}

std::string move_words(const Move& m, LabelSet labels) {
  if (m.is_pass()) return std::string(side_name(m.side)) + " passes";
  const char* what = m.kind == MoveKind::Stone ? " stone at " : m.kind == MoveKind::Tris ? " tris at " : " stone (Art. 8 conversion) at ";
  return std::string(side_name(m.side)) + what + format_point(m.point, labels);
}

std::string slot_words(const Position& p) {
  const Slot s = p.to_move();
  return "move " + std::to_string(p.next_move) + " next, " + std::string(side_name(s.side)) +
         (s.kind == SlotKind::Stone ? "'s stone" : "'s tris");
}

std::optional<CheckFinding> run_probe(const Check& c, const Engine& e, const Engine* second, const Position& p) {
  CheckContext ctx{e, second};
  Visit v(ctx, p);
  auto f = c.probe(v);
  if (f) f->check = c.name;
  return f;
}

}  // namespace

std::size_t AuditReport::open() const {
  std::size_t n = 0;
  for (const CheckResult& r : results) n += r.example && (r.example->open() || r.reference_agrees == false);
  return n;
}

std::size_t AuditReport::resolved() const {
  std::size_t n = 0;
  for (const CheckResult& r : results) n += r.example && !r.example->open() && r.reference_agrees != false;
  return n;
}

std::vector<SizePlan> default_plan(const Check& c) {
  // 3x3 exhaustively up to 4 pieces; then random boards and seeded games.
  if (c.subject == Subject::Position)
    return {SizePlan{3, 4, 0, 0, 0}, SizePlan{5, -1, 2000, 20, 0}, SizePlan{7, -1, 500, 10, 0}};
  if (c.name == "permanent-life")
    return {SizePlan{3, 3, 0, 0, 0}, SizePlan{5, -1, 500, 60, 0}, SizePlan{7, -1, 200, 60, 0}};
  if (c.subject == Subject::Game) return {SizePlan{3, -1, 0, 60, 0}, SizePlan{5, -1, 0, 40, 0}, SizePlan{7, -1, 0, 10, 0}};
  return {SizePlan{3, 3, 0, 0, 0}, SizePlan{5, -1, 500, 30, 0}, SizePlan{7, -1, 100, 10, 0}};
}

Finding to_finding(const CheckFinding& f) {
  Finding g;
  g.kind = f.check;
  g.question = text::render(f.summary, LabelSet::Integer);
  g.position = f.position;
  g.move = f.move;
  if (f.move && !f.move->is_pass()) g.point = f.move->point;
  else if (!f.points.empty()) g.point = f.points.front();
  for (const Statement& s : f.clashes) g.answers.push_back({s.id, text::render(s.says, LabelSet::Integer)});
  g.ids = f.ids;
  return g;
}

AuditReport run_audit(const AuditOptions& o, const Engine& engine, const Engine* reference, const ProgressFn& progress) {
  std::vector<const Check*> chosen;
  if (o.checks.empty()) {
    for (const Check& c : all_checks()) chosen.push_back(&c);
  } else {
    for (const std::string& name : o.checks) {
      const Check* c = find_check(name);
      if (!c) {
        std::string known;
        for (const Check& k : all_checks()) known += (known.empty() ? "" : ", ") + k.name;
        throw std::invalid_argument("unknown check '" + name + "' (known: " + known + ")");
      }
      chosen.push_back(c);
    }
  }
  AuditReport report;
  report.rules = o.rules;
  report.seed = o.seed;
  report.shard = o.shard;
  report.shards = o.shards;
  report.max_positions = o.max_positions;
  report.budget_seconds = o.budget_seconds;
  for (const Check* c : chosen) {
    CheckResult res;
    res.check = c;
    res.applies = c->applies(o.rules);
    if (!res.applies) {
      report.results.push_back(std::move(res));
      continue;
    }
    SearchSpace space;
    space.rules = o.rules;
    space.sizes = o.sizes.empty() ? default_plan(*c) : o.sizes;
    space.seed = o.seed;
    space.max_positions = o.max_positions;
    space.budget_seconds = o.budget_seconds > 0 ? o.budget_seconds / static_cast<double>(chosen.size()) : 0;
    space.jobs = o.jobs;
    space.shard = o.shard;
    space.shards = o.shards;
    space.player = &engine;
    const Check& check = *c;
    Probe probe = [&check, &engine](const Position& p) -> std::optional<Finding> {
      auto f = run_probe(check, engine, nullptr, p);
      if (!f) return std::nullopt;
      return to_finding(*f);
    };
    ProgressFn named;
    if (progress)
      named = [&progress, &check](const Progress& pr) {
        Progress q = pr;
        q.phase = check.name + ": " + pr.phase;
        progress(q);
      };
    res.search = search(space, probe, named);
    report.positions += res.search.positions;
    for (const KindReport& k : res.search.kinds) {
      if (k.kind != c->name || k.examples.empty()) continue;
      res.count = k.count;
      res.finding = k.examples.front();
      // Word the shrunk example as the check does (with the second engine
      // for the order check), then ask the reference the same question.
      res.example = run_probe(check, engine, reference, res.finding->position);
      // The probe without the second engine found it in the search, and
      // finds it again (probes are deterministic).
      if (!res.example) res.example = run_probe(check, engine, nullptr, res.finding->position);
      if (!res.example) throw std::logic_error("check " + c->name + ": the probe does not find its own example again");
      res.example->check = c->name;
      if (reference) {
        try {
          res.reference_agrees = run_probe(check, *reference, nullptr, res.finding->position).has_value();
        } catch (const EngineLimit&) {
          res.reference_agrees.reset();
        }
      }
    }
    report.results.push_back(std::move(res));
  }
  return report;
}

std::string audit_text(const AuditReport& r, LabelSet labels, const std::string& files) {
  std::ostringstream out;
  std::size_t applied = 0;
  for (const CheckResult& c : r.results) applied += c.applies;
  out << "trisgo audit " << to_string(r.rules) << ": " << applied << " checks, seed " << r.seed;
  if (r.shards > 1) out << ", shard " << r.shard + 1 << "/" << r.shards;
  out << ", " << r.positions << " positions probed\n";
  for (const CheckResult& c : r.results) {
    const Check& k = *c.check;
    out << "\n" << k.name << (k.contradiction.empty() ? "" : " (" + k.contradiction + ")") << ": ";
    if (!c.applies) {
      out << "does not apply to this ruleset\n";
      continue;
    }
    if (!c.example) {
      out << "holds. " << k.holds << " in " << c.search.searched() << "\n";
      continue;
    }
    const CheckFinding& f = *c.example;
    const bool open = f.open() || c.reference_agrees == false;
    out << "FOUND, " << (open ? "open" : "resolved by the ruleset") << "\n";
    out << "  question: " << k.question << "\n";
    out << "  searched: " << c.search.searched() << "; found on " << c.count << " position" << (c.count == 1 ? "" : "s")
        << "\n";
    const Position& p = f.position;
    out << "  minimal example: " << p.board.size().n() << "x" << p.board.size().n() << ", " << piece_count(p)
        << " piece" << (piece_count(p) == 1 ? "" : "s") << ", " << slot_words(p);
    if (!p.history.empty()) out << ", " << p.history.size() << " earlier position" << (p.history.size() == 1 ? "" : "s");
    if (c.finding) out << " (" << c.finding->phase << " search)";
    out << "\n";
    std::istringstream board(board_diagram(p.board, labels));
    for (std::string line; std::getline(board, line);) out << "    " << line << "\n";
    if (f.move) out << "  move: " << move_words(*f.move, labels) << "\n";
    out << "  " << text::render(f.summary, labels) << "\n";
    for (const Statement& s : f.clashes) out << "    " << s.id << ": " << text::render(s.says, labels) << "\n";
    out << "  IDs:";
    for (const std::string& id : f.ids) out << " " << id;
    out << "\n";
    if (!f.open()) out << "  resolved: " << f.resolution << "\n";
    if (c.reference_agrees)
      out << "  reference engine: " << (*c.reference_agrees ? "finds the same" : "does NOT find it (an engine disagreement)")
          << "\n";
    if (!files.empty()) out << "  picture: " << files << "/" << k.name << ".svg, position: " << files << "/" << k.name << ".pos\n";
  }
  std::size_t holds = 0;
  for (const CheckResult& c : r.results) holds += c.applies && !c.example;
  out << "\n" << r.open() << " open finding" << (r.open() == 1 ? "" : "s") << ", " << r.resolved()
      << " resolved by the ruleset, " << holds << " check" << (holds == 1 ? "" : "s") << " hold\n";
  return out.str();
}

std::string audit_json(const AuditReport& r) {
  std::ostringstream out;
  out << "{\"rules\":" << json_escape(to_string(r.rules)) << ",\"seed\":" << r.seed << ",\"shard\":" << r.shard + 1
      << ",\"shards\":" << r.shards << ",\"positions\":" << r.positions << ",\"open\":" << r.open()
      << ",\"resolved\":" << r.resolved() << ",\"positions_per_check\":" << r.max_positions
      << ",\"budget_seconds\":" << nlohmann::json(r.budget_seconds).dump() << ",\"checks\":[";
  bool first = true;
  for (const CheckResult& c : r.results) {
    out << (first ? "" : ",") << "{\"name\":" << json_escape(c.check->name)
        << ",\"contradiction\":" << json_escape(c.check->contradiction) << ",\"family\":" << json_escape(c.check->family)
        << ",\"applies\":" << (c.applies ? "true" : "false");
    first = false;
    if (c.applies) out << ",\"searched\":" << json_escape(c.search.searched()) << ",\"positions\":" << c.search.positions;
    if (c.example) {
      const CheckFinding& f = *c.example;
      out << ",\"status\":" << json_escape(f.open() || c.reference_agrees == false ? "open" : "resolved")
          << ",\"count\":" << c.count << ",\"summary\":" << json_escape(text::render(f.summary, LabelSet::Integer))
          << ",\"position\":" << json_escape(print_position(f.position));
      if (f.move) out << ",\"move\":" << json_escape(move_words(*f.move, LabelSet::Integer));
      out << ",\"clashes\":[";
      for (std::size_t i = 0; i < f.clashes.size(); ++i)
        out << (i ? "," : "") << "{\"id\":" << json_escape(f.clashes[i].id) << ",\"says\":" << json_escape(text::render(f.clashes[i].says, LabelSet::Integer))
            << "}";
      out << "],\"ids\":[";
      for (std::size_t i = 0; i < f.ids.size(); ++i) out << (i ? "," : "") << json_escape(f.ids[i]);
      out << "],\"resolution\":" << json_escape(f.resolution);
      if (c.reference_agrees) out << ",\"reference_agrees\":" << (*c.reference_agrees ? "true" : "false");
      out << ",\"example\":" << to_json(f).dump();
    } else if (c.applies) {
      out << ",\"status\":\"holds\"";
    }
    // The search in full (coverage, the minimal example before and after
    // shrinking), for `trisgo audit --merge`.
    if (c.applies) out << ",\"search\":" << to_json(c.search).dump();
    out << "}";
  }
  out << "]}\n";
  return out.str();
}

std::string finding_svg(const CheckFinding& f, const Engine& engine, LabelSet labels) {
  using namespace explain;
  // A check about Art. 13's count draws its cause: every owner, and both sides' counts.
  const Check* check = find_check(f.check);
  const bool counts = check && std::any_of(check->cites.begin(), check->cites.end(),
                                           [](const std::string& id) { return id.rfind("TG-13.", 0) == 0; });
  struct Panel {
    std::string label;
    SvgPiece piece;
    std::vector<std::string> notes;
  };
  std::vector<Panel> boards;
  auto board_of = [&](const std::string& label, const Position& p, bool with_move) {
    const Analysis a = engine.analyze(p);
    Diagram d = board_diagram_of(p, a);
    d.whole_board = true;
    std::vector<Point> pts = f.points;
    std::sort(pts.begin(), pts.end(), [&](Point x, Point y) { return p.board.size().index(x) < p.board.size().index(y); });
    pts.erase(std::unique(pts.begin(), pts.end()), pts.end());
    if (!pts.empty()) d.highlights.push_back({Mark::Subject, pts});
    if (with_move && f.move && !f.move->is_pass()) d.highlights.push_back({Mark::Played, {f.move->point}});
    Panel b{label, {}, {}};
    if (counts && !a.gomoku) {
      mark_owners(d, a.score);
      b.notes = count_notes(a.score);
    }
    b.piece = diagram_piece(d, labels, p.board.size().n() <= 5 ? 34 : 26);
    return b;
  };
  boards.push_back(board_of(f.move ? "before: " + move_words(*f.move, labels) : "the example", f.position, true));
  if (f.move) {
    const MoveOutcome o = engine.play(f.position, *f.move);
    if (o.after) boards.push_back(board_of("after the move", *o.after, false));
  }
  // The picture is as wide as its boards (at least 520 px); every caption is
  // wrapped to it at word boundaries and the picture grows to hold them.
  const double margin = 10, gap = 24, size = 11, line_h = 16, top = 30;
  double width = margin;
  for (const Panel& b : boards) width += std::max(b.piece.width, 280.0) + gap;
  width = std::max(width, 520.0);
  const double inner = width - 2 * margin;
  double label_h = 0, board_h = 0, notes_h = 0;
  std::vector<std::vector<std::string>> label_lines, note_lines;
  for (const Panel& b : boards) {
    const double col = std::max(b.piece.width, 280.0);
    label_lines.push_back(wrap_text(b.label, col, 12));
    std::vector<std::string> nl;
    for (const std::string& n : b.notes)
      for (const std::string& l : wrap_text(n, col, size)) nl.push_back(l);
    note_lines.push_back(nl);
    label_h = std::max(label_h, 15.0 * static_cast<double>(label_lines.back().size()));
    board_h = std::max(board_h, b.piece.height);
    notes_h = std::max(notes_h, 14.0 * static_cast<double>(nl.size()));
  }
  std::vector<std::string> lines;
  auto add = [&](const std::string& t, bool indent) {
    for (const std::string& l : wrap_text(t, inner - (indent ? 20 : 0), size)) lines.push_back((indent ? "    " : "") + l);
  };
  add(text::render(f.summary, labels), false);
  for (const Statement& s : f.clashes) add(s.id + ": " + text::render(s.says, labels), true);
  if (!f.open()) add("resolved: " + f.resolution, false);
  const std::vector<std::string> title = wrap_text("trisgo audit: " + f.check, inner, 15, true);
  const double title_h = 20 * static_cast<double>(title.size());
  const double boards_y = top + title_h - 20 + label_h + 6;
  const double total_h = boards_y + board_h + 6 + notes_h + 14 + line_h * static_cast<double>(lines.size()) + 10;
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width) << "\" height=\"" << num(total_h)
      << "\" viewBox=\"0 0 " << num(width) << " " << num(total_h) << "\" font-family=\"sans-serif\">\n"
      << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n";
  for (std::size_t i = 0; i < title.size(); ++i)
    svg << "<text x=\"" << num(margin) << "\" y=\"" << num(18 + 20 * static_cast<double>(i))
        << "\" font-size=\"15\" font-weight=\"bold\">" << xml_escape(title[i]) << "</text>\n";
  double x = margin;
  for (std::size_t i = 0; i < boards.size(); ++i) {
    double y = top + title_h - 20 - 3;
    for (const std::string& l : label_lines[i])
      svg << "<text x=\"" << num(x) << "\" y=\"" << num(y += 15) << "\" font-size=\"12\">" << xml_escape(l) << "</text>\n";
    svg << "<g transform=\"translate(" << num(x) << "," << num(boards_y) << ")\">" << boards[i].piece.body << "</g>\n";
    y = boards_y + board_h + 6;
    for (const std::string& l : note_lines[i])
      svg << "<text x=\"" << num(x) << "\" y=\"" << num(y += 14) << "\" font-size=\"" << num(size) << "\">" << xml_escape(l)
          << "</text>\n";
    x += std::max(boards[i].piece.width, 280.0) + gap;
  }
  double y = boards_y + board_h + 6 + notes_h + 14;
  for (const std::string& l : lines) {
    svg << "<text x=\"" << num(margin) << "\" y=\"" << num(y) << "\" font-size=\"" << num(size)
        << "\" xml:space=\"preserve\">" << xml_escape(l) << "</text>\n";
    y += line_h;
  }
  svg << "</svg>\n";
  return svg.str();
}

std::vector<std::string> write_audit_files(const AuditReport& r, const Engine& engine, const std::string& dir,
                                           LabelSet labels) {
  std::vector<std::string> written;
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw std::runtime_error("cannot create the folder " + dir + ": " + ec.message());
  auto write = [&](const std::string& path, const std::string& text) {
    std::ofstream f(path, std::ios::binary);
    f << text;
    f.flush();
    if (!f) throw std::runtime_error("cannot write " + path);
    written.push_back(path);
  };
  for (const CheckResult& c : r.results) {
    if (!c.example) continue;
    const std::string base = dir + "/" + c.check->name;
    std::string pos = "# trisgo audit " + to_string(r.rules) + ", check " + c.check->name + ", seed " +
                      std::to_string(r.seed) + "\n# " + text::render(c.example->summary, LabelSet::Integer) + "\n";
    if (c.example->move) pos += "# move: " + move_words(*c.example->move, LabelSet::Integer) + "\n";
    write(base + ".pos", pos + print_position(c.example->position));
    write(base + ".svg", finding_svg(*c.example, engine, labels));
  }
  return written;
}

}  // namespace tg::audit
