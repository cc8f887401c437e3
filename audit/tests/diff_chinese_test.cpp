// `trisgo diff --lang zh` says everything in Chinese (issue 28 item 4): the
// report of real pairs of rulesets (every kind of question they differ on:
// attributes, private eyes, forbidden points, the end, the score, moves; the
// move orders' note) and its frame when stopped, sharded, merged in part or
// warned by the re-check keeps no English word but IDs, option strings,
// ruleset names, file names, point labels and the position file's lines
// (text/tests/english_words.h). The English report is the English table's,
// and a report read back from JSON is worded again in either language.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "audit/cause.h"
#include "audit/diff.h"
#include "audit/report_json.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "text/tests/english_words.h"
#include "vocab/labels.h"
#include "vocab/test_scale.h"

namespace tg::audit {
namespace {

const Engine& fast() {
  static const auto e = opt::make_optimized_engine();
  return *e;
}
const Engine& reference() {
  static const auto e = ref::make_reference_engine();
  return *e;
}

DiffSide side(const std::string& text) { return DiffSide{text, parse_ruleset(text), &fast(), &reference()}; }

// 3x3 boards of up to three pieces and a few games: enough for every kind
// of question below, in about a second.
SearchSpace small_space() {
  SearchSpace s;
  s.sizes = {SizePlan{3, 3, 0, 40, 0}};
  s.seed = 1;
  s.jobs = 2;
  s.reachable = false;  // the words, not the witnesses (witness_test.cpp)
  return s;
}

// What a Chinese report may keep: the names of english_words.h and the
// kinds of difference, which are IDs like the checks' names ("score").
// The letter set's point labels are marked by their digits ("a1").
const std::set<std::string>& names() {
  static const std::set<std::string> out = [] {
    std::set<std::string> s = testing::kept_names();
    s.insert({"score", "winner", "end"});
    return s;
  }();
  return out;
}

// The report without the position file's lines ("  | size 3"), a file
// format's keywords, and without the passages quoted from the Chinese texts
// (「…下虚着（Pass）。」): the texts' own words are theirs.
std::string words_of(const std::string& report) {
  std::istringstream in(report);
  std::string out;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("  | ", 0) == 0) continue;
    for (std::size_t open; (open = line.find("「")) != std::string::npos;) {
      const std::size_t close = line.find("」", open);
      line.erase(open, close == std::string::npos ? std::string::npos : close + std::string("」").size() - open);
    }
    out += line + "\n";
  }
  return out;
}

std::string english_in(const std::string& report) { return testing::joined(testing::english_words(words_of(report), names())); }

DiffReport zh_diff(const std::string& a, const std::string& b) {
  DiffOptions o;
  o.lang = text::Language::Chinese;
  return run_diff(side(a), side(b), small_space(), o);
}

TEST(DiffChinese, RealPairsAreReportedWithoutEnglish) {
  // The pairs and a kind each must show (so the words of that kind are read).
  const struct {
    const char* a;
    const char* b;
    const char* kind;
  } pairs[] = {
      {"trisgo-2026", "menggo-2019", "tris-attribute"},  // orders differ: the note
      {"trisgo-2026", "trisgo-2026/tris_forbid=any", "forbidden-point"},
      {"trisgo-2026", "trisgo-2026/eye_rule=menggo-2019", "private-eye"},
      {"trisgo-2026", "trisgo-2026/komi=0", "score"},
      {"trisgo-2026", "trisgo-2026/suicide=allowed", "legal-move"},
      {"trisgo-2026", "trisgo-2026/end=stone-passes", "end"},
  };
  for (std::size_t i = 0; i < std::size(pairs); ++i) {
    // Under the sanitizers (about 3x slower) the first pair, which shows five
    // kinds and the orders' note, and the legal move's pair only.
    if (test_scale::kSanitizedBuild && i != 0 && i != 4) continue;
    const auto& p = pairs[i];
    const DiffReport r = zh_diff(p.a, p.b);
    bool shown = false;
    for (const KindReport& k : r.search.kinds) shown |= k.kind == p.kind && !k.examples.empty();
    EXPECT_TRUE(shown) << p.a << " / " << p.b << " shows no " << p.kind;
    const std::string zh = diff_text(r, LabelSet::Letter, text::Language::Chinese);
    EXPECT_EQ(english_in(zh), "") << p.a << " / " << p.b << ":\n" << zh;
    EXPECT_NE(zh.find("问题："), std::string::npos) << zh;
    // The same report in English is worded from the same data: its frame
    // and questions are English.
    const std::string en = diff_text(r, LabelSet::Letter);
    EXPECT_NE(en.find("  question: "), std::string::npos) << en;
    EXPECT_NE(english_in(en), "");
  }
}

TEST(DiffChinese, EveryMoveQuestionAndAnswerWithoutEnglish) {
  // What a move does and whether it ends the game: the questions about a
  // move and the answers listing captures and attribute changes.
  for (const auto& [a, b] : {std::pair{"trisgo-2026", "trisgo-2026/cascade=none"},
                             std::pair{"trisgo-2026", "trisgo-2026/end=stone-passes"}}) {
    const DiffReport r = zh_diff(a, b);
    for (const KindReport& k : r.search.kinds)
      for (const Finding& f : k.examples) {
        std::string all = f.question;
        for (const Answer& x : f.answers) all += "\n" + x.text;
        EXPECT_EQ(testing::joined(testing::english_words(all, names())), "") << a << " / " << b << ": " << all;
      }
  }
}

TEST(DiffChinese, TheFrameOfAStoppedShardedPartialReportWithoutEnglish) {
  DiffReport r = zh_diff("trisgo-2026", "trisgo-2026/tris_forbid=any");
  ASSERT_TRUE(r.search.found());
  r.search.shards = 2;
  r.search.skipped = 3;
  r.search.stopped_by_time = true;
  r.search.interrupted = true;
  r.missing_shards = {"2/2"};
  r.recheck = {{"x"}};
  r.recheck[0][0] = text::render(text::phrase(text::PhraseKind::DiffRecheckDiffers, false, std::string()), LabelSet::Letter,
                                 text::chinese_phrases());
  r.search.kinds.push_back(KindReport{"end", 4, {}, {}});  // a kind with no reachable example
  const std::string zh = diff_text(r, LabelSet::Letter, text::Language::Chinese);
  EXPECT_EQ(english_in(zh), "") << zh;
  const std::string en = diff_text(r, LabelSet::Letter);
  for (const char* s : {"INCOMPLETE: stopped by a signal", "PARTIAL: shards 2/2 missing", ", shard 1/2, ",
                        "3 beyond an engine's limits", "; no example: no record"})
    EXPECT_NE(en.find(s), std::string::npos) << s << "\n" << en;
  // Nothing found: one line.
  DiffReport none = r;
  none.search.kinds.clear();
  EXPECT_EQ(english_in(diff_text(none, LabelSet::Letter, text::Language::Chinese)), "");
}

TEST(DiffChinese, AReportReadBackIsWordedInEitherLanguage) {
  // An English run's JSON keeps the data beside the words (additive fields):
  // --merge --lang zh words it in Chinese, and in English exactly as the run.
  const DiffReport r = run_diff(side("trisgo-2026"), side("menggo-2019"), small_space());
  const DiffReport back = diff_report_from_json(to_json(r));
  EXPECT_EQ(diff_text(back, LabelSet::Letter), diff_text(r, LabelSet::Letter));
  const std::string zh = diff_text(back, LabelSet::Letter, text::Language::Chinese);
  EXPECT_EQ(english_in(zh), "") << zh;
  EXPECT_NE(zh.find("下子次序不同"), std::string::npos) << zh;
}

// The views of a finding as `trisgo diff -o` draws them: the position under
// each ruleset.
std::vector<View> views_of(const Finding& f, const std::string& a, const std::string& b) {
  Position pb = f.position;
  const Ruleset rb = parse_ruleset(b);
  if (auto q = as_ruleset(f.position, rb)) pb = *q;
  pb.rules = rb;
  return {View{a, &fast(), f.position}, View{b, &fast(), pb}};
}

// A graph's words: question, titles, lines, edge labels.
std::string graph_words(const explain::Graph& g) {
  std::string out = g.question + "\n";
  for (const explain::Node& n : g.nodes) {
    out += n.title + "\n";
    for (const std::string& l : n.lines) out += l + "\n";
  }
  for (const explain::Edge& e : g.edges) out += e.label + "\n";
  return out;
}

TEST(DiffChinese, TheFindingGraphsWithoutEnglish) {
  // Every kind's graph (KIND.1.svg, KIND.2.svg) of two pairs: the tris
  // string, private eye, point, move (with MengGo 2019's whose-move node),
  // score, and the end with its passes and count.
  std::set<std::string> kept = names();
  for (int n = 3; n <= 9; n += 2) {
    const BoardSize size = *BoardSize::make(n);
    for (int i = 0; i < size.points(); ++i) kept.insert(format_point(size.point(i), LabelSet::Chinese));
  }
  int graphs = 0;
  for (const auto& [a, b] : {std::pair{"trisgo-2026", "menggo-2019"}, std::pair{"trisgo-2026", "trisgo-2026/end=stone-passes"}}) {
    const DiffReport r = zh_diff(a, b);
    for (const KindReport& k : r.search.kinds) {
      if (k.examples.empty()) continue;
      for (const View& v : views_of(k.examples.front(), a, b)) {
        const std::string zh = graph_words(finding_graph(k.examples.front(), v, text::Language::Chinese));
        EXPECT_EQ(testing::joined(testing::english_words(zh, kept)), "") << a << " / " << b << " " << k.kind << ":\n" << zh;
        EXPECT_NE(testing::joined(testing::english_words(graph_words(finding_graph(k.examples.front(), v)), kept)), "");
        ++graphs;
      }
    }
  }
  EXPECT_GE(graphs, 8);
}

TEST(DiffChinese, TheFindingPicturesWithoutEnglish) {
  // Every kind's picture (KIND.svg): the question, the answers, the tags on
  // each board (attributes, regions, reasons, flips) and the notes under
  // it (parameters, counts, passes), from the cause's data (audit/cause.h).
  std::set<std::string> kept = names();
  for (int n = 3; n <= 9; n += 2) {
    const BoardSize size = *BoardSize::make(n);
    for (int i = 0; i < size.points(); ++i) kept.insert(format_point(size.point(i), LabelSet::Chinese));
  }
  std::set<std::string> kinds;
  for (const auto& [a, b] : {std::pair{"trisgo-2026", "menggo-2019"}, std::pair{"trisgo-2026", "trisgo-2026/end=stone-passes"},
                             std::pair{"trisgo-2026", "trisgo-2026/suicide=allowed"}}) {
    const DiffReport r = zh_diff(a, b);
    for (const KindReport& k : r.search.kinds) {
      if (k.examples.empty()) continue;
      const Finding& f = k.examples.front();
      const std::vector<View> views = views_of(f, a, b);
      const std::string zh = testing::svg_words(finding_picture(f, views, text::Language::Chinese));
      EXPECT_EQ(testing::joined(testing::english_words(zh, kept)), "") << a << " / " << b << " " << k.kind << ":\n" << zh;
      // The same picture in English is worded from the same data.
      const std::string en = testing::svg_words(finding_picture(f, views));
      EXPECT_NE(testing::joined(testing::english_words(en, kept)), "") << en;
      kinds.insert(k.kind);
    }
  }
  // The tris string, private eye, point, move and end pictures were drawn.
  EXPECT_GE(kinds.size(), 4u) << testing::joined({kinds.begin(), kinds.end()});
}

TEST(DiffChinese, TheFilesOfAFindingDrawTheChineseGraph) {
  // write_finding, what `trisgo diff -o DIR --lang zh` calls: KIND.1 is the Chinese graph.
  const DiffReport r = zh_diff("trisgo-2026", "trisgo-2026/end=stone-passes");
  const KindReport* end = nullptr;
  for (const KindReport& k : r.search.kinds)
    if (k.kind == "end" && !k.examples.empty()) end = &k;
  ASSERT_NE(end, nullptr);
  const Finding& f = end->examples.front();
  const std::vector<View> views = views_of(f, "trisgo-2026", "trisgo-2026/end=stone-passes");
  const std::string dir = ::testing::TempDir() + "/diff-chinese-files";
  const FindingFiles files = write_finding(f, views, dir, "end", text::Language::Chinese);
  ASSERT_EQ(files.graphs.size(), 2u);
  std::ifstream in(files.graphs[0]);
  std::stringstream s;
  s << in.rdbuf();
  // The root's title in Chinese ("对局未终局"), not in English ("the game has not ended").
  EXPECT_NE(s.str().find("对局"), std::string::npos) << s.str().substr(0, 2000);
  EXPECT_EQ(s.str().find("the game has"), std::string::npos);
}

}  // namespace
}  // namespace tg::audit
