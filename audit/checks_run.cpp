// Runs the named checks through the search machinery and reports them.
#include "audit/checks_run.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "audit/check_words.h"
#include "audit/checks_shared.h"
#include "audit/finding_citations.h"
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

// The point as format_point writes it (integer points without the
// parentheses of a sentence's: the report JSON's "move" keeps its form).
text::Phrase move_phrase(const Move& m, LabelSet labels) {
  if (m.is_pass()) return text::phrase(text::PhraseKind::MovePass, m.side);
  const int kind = m.kind == MoveKind::Stone ? 0 : m.kind == MoveKind::Tris ? 1 : 2;
  return text::phrase(text::PhraseKind::MovePlaced, m.side, kind, format_point(m.point, labels));
}

std::string move_words(const Move& m, LabelSet labels) { return text::render(move_phrase(m, labels), labels); }

// The phase that found an example, as FoundBy's choice.
int phase_index(const std::string& phase) { return phase == "exhaustive" ? 0 : phase == "random" ? 1 : 2; }

std::optional<CheckFinding> run_probe(const Check& c, const Engine& e, const Engine* second, const Position& p) {
  CheckContext ctx{e, second};
  Visit v(ctx, p);
  auto f = c.probe(v);
  if (f) {
    f->check = c.name;
    localize_finding(*f, c);  // in the words of the ruleset's own text
  }
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
  // Exhaustive 3x3, and 5x5 and 7x7 up to two pieces; then random boards and seeded games.
  if (c.subject == Subject::Position)
    return {SizePlan{3, 4, 0, 0, 0}, SizePlan{5, 2, 2000, 20, 0}, SizePlan{7, 2, 500, 10, 0}};
  if (c.name == "permanent-life")
    return {SizePlan{3, 3, 0, 0, 0}, SizePlan{5, 2, 500, 60, 0}, SizePlan{7, 2, 200, 60, 0}};
  if (c.subject == Subject::Game) return {SizePlan{3, -1, 0, 60, 0}, SizePlan{5, -1, 0, 40, 0}, SizePlan{7, -1, 0, 10, 0}};
  // TrisGomoku's double five and two-colour flips come of games (a five needs a row of play):
  // one in about 30 seeded 5x5 games makes a double five.
  if (c.family == "trisgomoku") return {SizePlan{3, 3, 0, 0, 0}, SizePlan{5, 2, 500, 300, 0}, SizePlan{7, 2, 100, 30, 0}};
  // A move's check may need a history (C-4's condition P: the opponent's
  // last move): 300 seeded 3x3 games find C-4 on 3x3 (4 pieces, where the
  // 5x5 games gave 5), with passes and captures in the record.
  return {SizePlan{3, 3, 0, 300, 0}, SizePlan{5, 2, 500, 30, 0}, SizePlan{7, 2, 100, 10, 0}};
}

std::vector<SizePlan> check_plan(const Check& c, const AuditOptions& o) {
  std::vector<SizePlan> plan = o.sizes.empty() ? default_plan(c) : o.sizes;
  if (!o.exhaustive.empty()) {
    for (SizePlan& p : plan) p.exhaustive_pieces = -1;
    for (const std::pair<int, int>& e : o.exhaustive) {
      const int size = e.first;
      auto at = std::find_if(plan.begin(), plan.end(), [size](const SizePlan& p) { return p.size >= size; });
      if (at == plan.end() || at->size != size) at = plan.insert(at, SizePlan{size, -1, 0, 0, 0});
      at->exhaustive_pieces = e.second;
    }
  }
  for (SizePlan& p : plan) {
    if (o.random && p.size > 3) p.random = *o.random;
    if (o.games) p.guided = *o.games;
  }
  if (o.budget_seconds > 0 && o.exhaustive.empty() && !o.random && !o.games) {
    // The budget is split between the checks (run_audit); per check, each
    // 5 seconds buy the default space once more.
    const double checks = static_cast<double>(o.checks.empty() ? all_checks().size() : o.checks.size());
    const double factor = std::floor(o.budget_seconds / checks / 5);
    int deeper = 0;
    for (double f = factor; f >= 4; f /= 4) ++deeper;
    if (factor >= 2)
      for (SizePlan& p : plan) {
        if (p.exhaustive_pieces >= 0) p.exhaustive_pieces = std::min(p.exhaustive_pieces + deeper, p.size == 3 ? 9 : 12 - p.size);
        p.random = static_cast<std::uint64_t>(static_cast<double>(p.random) * factor);
        p.guided = static_cast<std::uint64_t>(static_cast<double>(p.guided) * factor);
      }
  }
  return plan;
}

Finding to_finding(const CheckFinding& f) {
  Finding g;
  g.kind = f.check;
  g.question = text::render(f.summary, LabelSet::Integer);
  g.position = f.position;
  g.move = f.move;
  if (f.move && !f.move->is_pass()) g.point = f.move->point;
  else if (!f.points.empty()) g.point = f.points.front();
  for (const Statement& s : f.clashes) g.answers.push_back({s.id, text::render(s.says, LabelSet::Integer), std::nullopt});
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
  report.checks_planned = chosen.size();
  // The budget is wall-clock for the whole audit: each check gets an even
  // share of it, and never more than what is left (a check that ran over
  // shortens the ones after it).
  const auto start = std::chrono::steady_clock::now();
  // The exhaustive phases of all the checks walked once (checks_shared.h),
  // when no budget cuts the checks' own sequences and the audit is whole.
  std::optional<SharedAnswers> shared;
  if (o.shared_pass && o.budget_seconds == 0 && o.max_positions == 0 && o.shards == 1) {
    std::vector<PlannedCheck> planned;
    for (const Check* c : chosen) {
      if (!c->applies(o.rules)) continue;
      std::vector<SizePlan> plan = check_plan(*c, o);
      if (std::any_of(plan.begin(), plan.end(), [](const SizePlan& p) { return p.exhaustive_pieces >= 0; }))
        planned.push_back({c, std::move(plan)});
    }
    if (planned.size() >= 2) {
      SearchSpace walk;
      walk.rules = o.rules;
      walk.jobs = o.jobs;
      walk.cancel = o.cancel;
      shared = shared_exhaustive_pass(walk, planned, engine, progress);
    }
  }
  std::size_t index = 0;
  for (const Check* c : chosen) {
    ++index;
    if (o.cancel && o.cancel->load()) {
      report.complete = false;
      break;
    }
    CheckResult res;
    res.check = c;
    res.applies = c->applies(o.rules);
    if (!res.applies) {
      report.results.push_back(std::move(res));
      continue;
    }
    SearchSpace space;
    space.rules = o.rules;
    space.sizes = check_plan(*c, o);
    space.seed = o.seed;
    space.max_positions = o.max_positions;
    if (o.budget_seconds > 0) {
      const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      const double share_end = o.budget_seconds * static_cast<double>(index) / static_cast<double>(chosen.size());
      // At least a millisecond: 0 would mean no budget.
      space.budget_seconds = std::max(0.001, share_end - elapsed);
    }
    space.cancel = o.cancel;
    space.jobs = o.jobs;
    space.shard = o.shard;
    space.shards = o.shards;
    space.player = &engine;
    space.reachable = o.reachable;
    if (shared) space.known = shared->for_check(*c);
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
    if (res.search.interrupted) report.complete = false;
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

std::string audit_text(const AuditReport& r, LabelSet labels, const std::string& files, text::Language lang) {
  using text::phrase;
  using text::PhraseKind;
  std::ostringstream out;
  // Every sentence is a phrase of text/ (its table in the language asked for).
  const text::PhraseTable& phrases = text::phrase_table(lang);
  auto say = [&](const text::Phrase& p) { return text::render(p, labels, phrases); };
  std::size_t applied = 0;
  for (const CheckResult& c : r.results) applied += c.applies;
  out << say(phrase(PhraseKind::AuditHeading, to_string(r.rules), applied, r.seed, r.shards > 1, r.shard + 1, r.shards,
                    r.positions))
      << "\n";
  for (const CheckResult& c : r.results) {
    const Check& k = *c.check;
    const std::string entry = c.example ? finding_contradiction(*c.example, k) : k.contradiction;
    out << "\n" << k.name << (entry.empty() ? "" : " (" + entry + ")") << ": ";
    if (!c.applies) {
      out << say(phrase(PhraseKind::CheckDoesNotApply)) << "\n";
      continue;
    }
    if (!c.example && c.search.interrupted) {
      out << say(phrase(PhraseKind::CheckNotDecided, c.search.searched_words())) << "\n";
      continue;
    }
    if (!c.example) {
      out << say(phrase(PhraseKind::CheckHolds, check_holds(k, lang), c.search.searched_words())) << "\n";
      continue;
    }
    const CheckFinding& f = *c.example;
    const bool open = f.open() || c.reference_agrees == false;
    out << say(phrase(PhraseKind::CheckFound, open)) << "\n";
    out << "  " << say(phrase(PhraseKind::QuestionLine, check_question(k, lang))) << "\n";
    out << "  " << say(phrase(PhraseKind::SearchedLine, c.search.searched_words(), c.count)) << "\n";
    const Position& p = f.position;
    text::PhraseList more{{}, ""};
    if (c.finding && c.finding->record) more.items.push_back(phrase(PhraseKind::ReachedBy, c.finding->record->size()));
    if (c.finding) more.items.push_back(phrase(PhraseKind::FoundBy, phase_index(c.finding->phase)));
    out << "  "
        << say(phrase(PhraseKind::ExampleLine, c.finding && c.finding->proven_minimal, p.board.size().n(), piece_count(p),
                      p.next_move, p.to_move().side, p.to_move().kind == SlotKind::Tris, more))
        << "\n";
    if (c.finding) out << "  " << say(minimality_words(*c.finding, c.search)) << "\n";
    std::istringstream board(board_diagram(p.board, labels));
    for (std::string line; std::getline(board, line);) out << "    " << line << "\n";
    if (f.move) out << "  " << say(phrase(PhraseKind::MoveLine, text::PhraseList{{move_phrase(*f.move, labels)}, ""})) << "\n";
    out << "  " << say(f.summary) << "\n";
    // Each statement, and under it the article's own words in the text the
    // ruleset follows (shared/rules/source/, spec/passages/).
    std::vector<std::string> shown;
    for (const Statement& s : f.clashes) {
      out << "    " << text::label_words(s.id, lang) << ": " << say(s.says) << "\n";
      for (const text::Citation& t : label_citations(s.id, f, k)) {
        out << "      " << text::citation_line(t) << "\n";
        shown.push_back(t.id);
      }
    }
    out << "  " << say(phrase(PhraseKind::IdsHeading));
    for (const std::string& id : f.ids) out << " " << id;
    out << "\n";
    bool heading = false;
    for (const text::Citation& t : finding_citations(f, k)) {
      if (std::find(shown.begin(), shown.end(), t.id) != shown.end()) continue;
      if (!heading) out << "  " << say(phrase(PhraseKind::OtherTextsHeading)) << "\n";
      heading = true;
      out << "    " << text::citation_line(t) << "\n";
    }
    if (f.resolution) out << "  " << say(phrase(PhraseKind::ResolvedLine, text::PhraseList{{*f.resolution}, ""})) << "\n";
    if (c.reference_agrees) out << "  " << say(phrase(PhraseKind::ReferenceLine, *c.reference_agrees)) << "\n";
    if (!files.empty()) out << "  " << say(phrase(PhraseKind::FilesLine, files, k.name)) << "\n";
  }
  std::size_t holds = 0;
  for (const CheckResult& c : r.results) holds += c.applies && !c.example && !c.search.interrupted;
  out << "\n" << say(phrase(PhraseKind::AuditTotals, r.open(), r.resolved(), holds)) << "\n";
  if (!r.missing_shards.empty()) {
    std::string shards;
    for (const std::string& k : r.missing_shards) shards += (shards.empty() ? "" : ", ") + k;
    out << say(phrase(PhraseKind::MergedPartial, shards)) << "\n";
  } else if (!r.complete) {
    out << say(phrase(PhraseKind::AuditIncomplete, r.results.size(), r.checks_planned)) << "\n";
  }
  return out.str();
}

std::string audit_json(const AuditReport& r) {
  std::ostringstream out;
  out << "{\"rules\":" << json_escape(to_string(r.rules)) << ",\"seed\":" << r.seed << ",\"shard\":" << r.shard + 1
      << ",\"shards\":" << r.shards << ",\"positions\":" << r.positions << ",\"open\":" << r.open()
      << ",\"resolved\":" << r.resolved() << ",\"positions_per_check\":" << r.max_positions
      << ",\"budget_seconds\":" << nlohmann::json(r.budget_seconds).dump()
      << ",\"complete\":" << (r.complete ? "true" : "false") << ",\"checks_planned\":" << r.checks_planned
      << (r.missing_shards.empty() ? "" : ",\"missing_shards\":" + nlohmann::json(r.missing_shards).dump())
      << ",\"checks\":[";
  bool first = true;
  for (const CheckResult& c : r.results) {
    out << (first ? "" : ",") << "{\"name\":" << json_escape(c.check->name)
        << ",\"contradiction\":"
        << json_escape(c.example ? finding_contradiction(*c.example, *c.check) : c.check->contradiction)
        << ",\"family\":" << json_escape(c.check->family)
        << ",\"applies\":" << (c.applies ? "true" : "false");
    first = false;
    if (c.applies) out << ",\"searched\":" << json_escape(c.search.searched()) << ",\"positions\":" << c.search.positions;
    if (c.example) {
      const CheckFinding& f = *c.example;
      out << ",\"status\":" << json_escape(f.open() || c.reference_agrees == false ? "open" : "resolved")
          << ",\"count\":" << c.count << ",\"summary\":" << json_escape(text::render(f.summary, LabelSet::Integer))
          << ",\"position\":" << json_escape(print_position(f.position));
      if (f.move) out << ",\"move\":" << json_escape(move_words(*f.move, LabelSet::Integer));
      if (c.finding) {
        out << ",\"minimal\":" << json_escape(c.finding->proven_minimal ? "proven" : "smallest found");
        if (c.finding->proven_minimal) out << ",\"proven_up_to\":" << c.finding->proven_up_to;
        if (c.finding->record)
          out << ",\"moves\":" << c.finding->record->size()
              << ",\"record\":" << json_escape(record_text(c.finding->position, *c.finding->record));
      }
      out << ",\"clashes\":[";
      for (std::size_t i = 0; i < f.clashes.size(); ++i)
        out << (i ? "," : "") << "{\"id\":" << json_escape(f.clashes[i].id) << ",\"says\":" << json_escape(text::render(f.clashes[i].says, LabelSet::Integer))
            << ",\"passages\":" << citations_json(label_citations(f.clashes[i].id, f, *c.check)).dump() << "}";
      out << "],\"ids\":[";
      for (std::size_t i = 0; i < f.ids.size(); ++i) out << (i ? "," : "") << json_escape(f.ids[i]);
      out << "],\"citations\":" << citations_json(finding_citations(f, *c.check)).dump();
      out << ",\"resolution\":" << json_escape(f.resolution ? text::render(*f.resolution, LabelSet::Integer) : "");
      if (c.reference_agrees) out << ",\"reference_agrees\":" << (*c.reference_agrees ? "true" : "false");
      out << ",\"example\":" << to_json(f).dump();
    } else if (c.applies) {
      out << ",\"status\":" << (c.search.interrupted ? "\"interrupted\"" : "\"holds\"");
    }
    // The search in full (coverage, the minimal example before and after
    // shrinking), for `trisgo audit --merge`.
    if (c.applies) out << ",\"search\":" << to_json(c.search).dump();
    out << "}";
  }
  out << "]}\n";
  return out.str();
}

std::string finding_svg(const CheckFinding& f, const Engine& engine, LabelSet labels, text::Language lang) {
  using namespace explain;
  const text::PhraseTable& table = text::phrase_table(lang);
  auto say = [&](const text::Phrase& p) { return text::render(p, labels, table); };
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
      for (const text::Phrase& n : count_notes(a.score)) b.notes.push_back(say(n));
    }
    b.piece = diagram_piece(d, labels, p.board.size().n() <= 5 ? 34 : 26);
    return b;
  };
  boards.push_back(board_of(say(f.move ? text::phrase(text::PhraseKind::PictureBefore, text::PhraseList{{move_phrase(*f.move, labels)}, ""})
                                        : text::phrase(text::PhraseKind::PictureTheExample)),
                            f.position, true));
  if (f.move) {
    const MoveOutcome o = engine.play(f.position, *f.move);
    if (o.after) boards.push_back(board_of(say(text::phrase(text::PhraseKind::PictureAfterTheMove)), *o.after, false));
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
  add(say(f.summary), false);
  for (const Statement& s : f.clashes) add(say(text::phrase(text::PhraseKind::PictureColon, text::label_words(s.id, lang), text::PhraseList{{s.says}, ""})), true);
  if (f.resolution) add(say(text::phrase(text::PhraseKind::ResolvedLine, text::PhraseList{{*f.resolution}, ""})), false);
  const std::vector<std::string> title = wrap_text(say(text::phrase(text::PhraseKind::PictureAuditTitle, f.check)), inner, 15, true);
  const double title_h = 20 * static_cast<double>(title.size());
  const double boards_y = top + title_h - 20 + label_h + 6;
  const double total_h = boards_y + board_h + 6 + notes_h + 14 + line_h * static_cast<double>(lines.size()) + 10;
  std::ostringstream svg;
  svg << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << num(width) << "\" height=\"" << num(total_h)
      << "\" viewBox=\"0 0 " << num(width) << " " << num(total_h) << "\" font-family=\"" << explain::kSvgFontFamily << "\">\n"
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
                                           LabelSet labels, text::Language lang) {
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
    if (c.finding && c.finding->record) write(base + ".tgr", record_text(c.finding->position, *c.finding->record));
    write(base + ".svg", finding_svg(*c.example, engine, labels, lang));
  }
  return written;
}

}  // namespace tg::audit
