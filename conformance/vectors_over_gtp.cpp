// The conformance vectors on an engine over GTP (vectors_over_gtp.h).
#include "conformance/vectors_over_gtp.h"

#include "conformance/report.h"
#include "conformance/vectors.h"
#include "vocab/file_io.h"
#include "vocab/interrupt.h"

namespace tg::conformance {
namespace {

// What the engine's GTP can answer (gtp/remote_engine.h).
struct Reach {
  bool extension = false;  // the TrisGo extension: reasons, attributes, the end, the score
  bool setup = false;      // trisgo-setup: any position
  bool full = false;       // the extension's answers as JSON: the whole analysis, outcome and score
};

bool names_piece(const VectorMove& m) {
  return m.kind && *m.kind != MoveKind::Stone && *m.kind != MoveKind::Pass;
}

// The reason one step cannot be stated, or None.
struct StepStatement {
  Reach reach;
  bool moved = false;  // a move was played before this step (the position has earlier positions)
  Unstated operator()(const step::Rules& s) const {
    if (!reach.extension && nearest_preset(s.rules).name != "go") return Unstated::NotGo;
    // A new ruleset is a new setup of the position reached so far.
    if (!reach.setup && moved) return Unstated::SetupHistory;
    return Unstated::None;
  }
  Unstated operator()(const step::Dead& s) const {
    return s.points.empty() || reach.full ? Unstated::None : Unstated::DeadStrings;
  }
  Unstated operator()(const step::Play& s) const { return move(s.move); }
  Unstated operator()(const step::AssertLegal& s) const { return move(s.move); }
  Unstated operator()(const step::AssertIllegal& s) const {
    if (!reach.extension) return names_piece(s.move) ? Unstated::PieceWord : Unstated::RefusalReason;
    return Unstated::None;
  }
  Unstated operator()(const step::AssertCaptured&) const { return Unstated::None; }
  Unstated operator()(const step::AssertSlot&) const { return Unstated::None; }
  Unstated operator()(const step::AssertNext&) const { return Unstated::None; }
  Unstated operator()(const step::AssertBoard&) const { return Unstated::None; }
  Unstated operator()(const step::AssertAttribute&) const { return extension_answer(); }
  Unstated operator()(const step::AssertForbidden&) const { return extension_answer(); }
  Unstated operator()(const step::AssertNotForbidden&) const { return extension_answer(); }
  Unstated operator()(const step::AssertEnded&) const { return extension_answer(); }
  Unstated operator()(const step::AssertScore&) const { return extension_answer(); }
  Unstated operator()(const step::AssertWinner&) const { return extension_answer(); }
  Unstated operator()(const step::AssertParams& s) const {
    if (!reach.extension) return Unstated::ExtensionAnswer;
    for (const auto& kv : s.keys)
      if ((kv.first == "black_bonds" || kv.first == "white_bonds") && !reach.full) return Unstated::NotCarried;
    return Unstated::None;
  }
  // Strings, regions, private eyes, owners, the cascade and flips, and
  // TrisGomoku's targets, encirclements, fives and results: the JSON
  // answers only.
  template <typename S>
  Unstated operator()(const S&) const {
    return reach.full ? Unstated::None : Unstated::NotCarried;
  }

  Unstated move(const VectorMove& m) const {
    return !reach.extension && names_piece(m) ? Unstated::PieceWord : Unstated::None;
  }
  Unstated extension_answer() const { return reach.extension ? Unstated::None : Unstated::ExtensionAnswer; }
};

Statement setup_statement(const VectorSpec& v, const Reach& reach) {
  auto at = [&](Unstated u) { return Statement{u, v.setup_line, "position"}; };
  if (!reach.extension && nearest_preset(v.setup.rules).name != "go") return at(Unstated::NotGo);
  if (reach.setup) return {};
  if (!v.setup.history.empty()) return at(Unstated::SetupHistory);
  if (v.setup.passes != 0) return at(Unstated::SetupPasses);
  if (!(v.setup.flybomb == FlybombState{})) return at(Unstated::SetupFlybomb);
  for (int i = 0; i < v.setup.board.size().points(); ++i)
    if (v.setup.board.attribute_at_index(i) != Attribute::Neutral) return at(Unstated::SetupAttributes);
  return {};
}

std::string directive_of(const Step& s) {
  const std::string& text = source_of(s).text;
  return text.substr(0, text.find(' '));
}

}  // namespace

std::string_view unstated_name(Unstated u) {
  switch (u) {
    case Unstated::None: return "none";
    case Unstated::NotGo: return "not-go";
    case Unstated::SetupHistory: return "setup-history";
    case Unstated::SetupPasses: return "setup-passes";
    case Unstated::SetupFlybomb: return "setup-flybomb";
    case Unstated::SetupAttributes: return "setup-attributes";
    case Unstated::PieceWord: return "piece-word";
    case Unstated::RefusalReason: return "refusal-reason";
    case Unstated::ExtensionAnswer: return "extension-answer";
    case Unstated::NotCarried: return "not-carried";
    case Unstated::DeadStrings: return "dead-strings";
    case Unstated::EngineLimit: return "engine-limit";
  }
  return "?";
}

std::string unstated_text(Unstated u) {
  switch (u) {
    case Unstated::None: return "stated";
    case Unstated::NotGo:
      return "the engine does not speak the TrisGo extension (known_command trisgo-set-rules), and the ruleset is "
             "not the go preset";
    case Unstated::SetupHistory:
      return "the position has earlier positions (Art. 10) not reached by moves, and the engine does not declare "
             "trisgo-setup";
    case Unstated::SetupPasses:
      return "the position is just after passes, and the engine does not declare trisgo-setup";
    case Unstated::SetupFlybomb:
      return "a FlybombGo position with a flybomb seed or flybombs played, and the engine does not declare "
             "trisgo-setup";
    case Unstated::SetupAttributes:
      return "TrisGomoku tris with stored attributes (SGF setup holds pieces only), and the engine does not declare "
             "trisgo-setup";
    case Unstated::PieceWord:
      return "a tris or an emergency conversion is written with the extension's piece word, which plain GTP lacks";
    case Unstated::RefusalReason:
      return "the reason of a refusal: plain GTP answers '? illegal move' with none";
    case Unstated::ExtensionAnswer:
      return "tris attributes, Art. 6 parameters, forbidden points, the end and the score are answered by the TrisGo "
             "extension only";
    case Unstated::NotCarried:
      return "strings, regions, private eyes, owners, cascades, flips and TrisGomoku's targets, fives and results "
             "are answered by the extension's JSON commands only (trisgo-analyze, trisgo-outcome, trisgo-score-json)";
    case Unstated::DeadStrings:
      return "a score with agreed dead strings is answered by trisgo-score-json only";
    case Unstated::EngineLimit: return "a question GTP cannot carry for this engine";
  }
  return "?";
}

Statement stated_over_gtp(const VectorSpec& v, const gtp::RemoteEngine& engine) {
  const Reach reach{engine.extension(), engine.position_setup(), engine.full_answers()};
  if (Statement s = setup_statement(v, reach); s.unstated != Unstated::None) return s;
  StepStatement check{reach, !v.setup_moves.empty()};
  for (const Step& s : v.steps) {
    if (Unstated u = std::visit(check, s); u != Unstated::None) return Statement{u, source_of(s).at.line, directive_of(s)};
    if (std::holds_alternative<step::Play>(s)) check.moved = true;
  }
  return {};
}

std::vector<GtpVectorResult> run_vectors_over_gtp(const std::string& path_or_dir, const gtp::RemoteEngine& engine,
                                                  std::size_t* planned, const VectorsProgress& progress,
                                                  std::optional<gtp::GtpError>* engine_failure) {
  std::vector<std::vector<VectorSpec>> files;
  for (const std::string& f : vector_files(path_or_dir)) {
    files.push_back(parse_vectors(read_file(f, FileKind::Vectors), f));
    if (files.back().empty())
      throw ParseError(SourceLocation{f, 1, 1}, "no vectors in this file (each starts with a line 'vector NAME')");
  }
  std::vector<GtpVectorResult> results;
  std::size_t total = 0;
  for (const auto& file : files) total += file.size();
  if (planned) *planned = total;
  for (const auto& file : files)
    for (const VectorSpec& v : file) {
      if (interrupted()) return results;
      if (progress) progress(results.size(), total);
      GtpVectorResult r;
      r.result = VectorResult{v.file, v.name, false, "", v.line};
      try {
        r.statement = stated_over_gtp(v, engine);
        if (r.run()) {
          r.result = run_vector(v, engine);
          // A question the adapter found it cannot write (a stone on a tris
          // slot, ...): not stated, with the adapter's own words.
          if (r.result.engine_limit) r.statement = Statement{Unstated::EngineLimit, r.result.line, ""};
        }
      } catch (const gtp::GtpError& e) {
        if (!interrupted() && engine_failure && e.failure().kind != gtp::FailureKind::None) {
          *engine_failure = e;
          return results;
        }
        if (!interrupted()) throw;
      } catch (...) {
        if (!interrupted()) throw;
      }
      // The vector a signal cut short (its engine stopped) is no result.
      if (interrupted()) return results;
      results.push_back(std::move(r));
    }
  return results;
}

void write_gtp_result(std::ostream& out, const GtpVectorResult& r, bool quiet) {
  if (r.run()) return write_result(out, r.result, quiet);
  out << "SKIP " << r.result.file << ":" << r.statement.line << " " << r.result.name
      << ": not stated over GTP: " << unstated_name(r.statement.unstated) << ": " << unstated_text(r.statement.unstated);
  if (!r.statement.directive.empty()) out << " (" << r.statement.directive << ")";
  if (r.statement.unstated == Unstated::EngineLimit) out << ": " << r.result.message;
  out << "\n";
}

std::size_t count_gtp_failed(const std::vector<GtpVectorResult>& results) {
  std::size_t n = 0;
  for (const GtpVectorResult& r : results) n += r.run() && !r.result.passed ? 1 : 0;
  return n;
}

void write_gtp_summary(std::ostream& out, const std::vector<GtpVectorResult>& results) {
  std::size_t failed = count_gtp_failed(results), skipped = 0;
  for (const GtpVectorResult& r : results) skipped += r.run() ? 0 : 1;
  out << results.size() << " vectors, " << results.size() - failed - skipped << " passed, " << failed << " failed, "
      << skipped << " not stated over GTP\n";
}

}  // namespace tg::conformance
