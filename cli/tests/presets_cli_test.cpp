// Every preset, and switch combinations of each family, through the commands
// a user runs on a game (issue 15): a small seeded random game
// (`random-game --size 5 -o F`, in every record notation and label set),
// then `record` (every output, every label set), `play` (every label set,
// --moves, --analyze, --json), `analyze` and `show` of the record's final
// position (every label set, --json, --canonical, --svg, both engines).
// Every run must succeed (exit
// 0) with output and no internal error, and every written form of the game
// must replay to the same final position. The only refused ruleset,
// TrisGomoku with MengGo 2013's team order (D-120), must say why.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/tests/run_trisgo.h"
#include "vocab/ruleset.h"
#include "vocab/test_scale.h"

namespace tg::cli {
namespace {

using Invocation = tg::cli::testing::Run;
using tg::cli::testing::run_trisgo;

// Every preset, then switch combinations that change what a family does.
std::vector<std::string> rulesets() {
  std::vector<std::string> out;
  for (const Preset& p : presets()) out.push_back(p.name);
  for (const char* r : {"menggo-2013/order=menggo-2013-two", "menggo-2013/notation=trisgo,order=menggo-2013-two",
                        "trisgo-2026/notation=menggo,eye_rule=menggo-2019,attribute_rule=bonds",
                        "trisgo-2026/attribute_rule=menggo-2019,eye_inspect=region,cascade=none,suicide=allowed",
                        "trisgo-2026/tris_capture_check=after-recompute,tiger_mouth=diagonal,repetition=situational-kind",
                        "menggo-2019/eye_rule=trisgo-2026,end=two-passes,tris_forbid=opponent",
                        "flybomb-A/end=stone-passes,flybombs=1,repetition=positional",
                        "go/komi_formula=chinese,suicide=allowed,dame=nobody",
                        "trisgomoku/encirclement=fixed-point,double_five=draw"})
    out.push_back(r);
  return out;
}

std::string safe(const std::string& rules) {
  std::string s = rules;
  for (char& c : s)
    if (c == '/' || c == ',' || c == '=') c = '_';
  return s;
}

class PresetLoop : public ::testing::TestWithParam<std::string> {
 protected:
  // Runs `args`, expects exit 0 with output and no internal error; returns stdout.
  std::string ok(const std::string& args) {
    const Invocation r = run_trisgo(args);
    EXPECT_EQ(r.status, 0) << "trisgo " << args << "\n" << r.both();
    EXPECT_FALSE(r.out.empty() && r.err.empty()) << "trisgo " << args;  // -o writes to a file, says so on stderr
    EXPECT_EQ(r.both().find("internal error"), std::string::npos) << "trisgo " << args << "\n" << r.both();
    ++runs_;
    return r.out;
  }
  // The final position of a record as `play --json` gives it.
  std::string final_position(const std::string& file, const std::string& impl = "optimized") {
    const std::string out = ok("play " + file + " --json --impl " + impl);
    try {
      const nlohmann::json j = nlohmann::json::parse(out);
      EXPECT_EQ(j.value("moves_played", -1), j.value("moves_in_record", -2)) << file;
      return j.at("final_position").get<std::string>();
    } catch (const std::exception& e) {
      ADD_FAILURE() << file << ": play --json is not JSON: " << e.what() << "\n" << out;
      return "";
    }
  }
  int runs_ = 0;
};

TEST_P(PresetLoop, EveryCommandAcceptsTheGameInEveryForm) {
  const std::string rules = GetParam();
  const std::string dir = ::testing::TempDir() + "/preset_loop_" + safe(rules);
  std::filesystem::create_directories(dir);
  const char* labels[] = {"chinese", "letter", "integer"};
  // The game, written by random-game in both notations and SGF, the
  // notation in every label set; and once by the light policy.
  const std::string game = "random-game --rules " + rules + " --seed 3 --size 5 --max-moves 30";
  std::vector<std::string> files;
  for (const char* l : labels) {
    files.push_back(dir + "/g_" + l + ".tgr");
    ok(game + " --labels " + l + " -o " + files.back());
  }
  files.push_back(dir + "/g_ascii.tgr");
  ok(game + " --to ascii -o " + files.back());
  files.push_back(dir + "/g.sgf");
  ok(game + " --to sgf -o " + files.back());
  const std::string printed = ok(game);  // stdout: the same record as -o writes
  std::ifstream first(files.front());
  EXPECT_EQ(printed, std::string(std::istreambuf_iterator<char>(first), std::istreambuf_iterator<char>()));
  const std::string light = dir + "/light.tgr";
  ok("random-game --rules " + rules + " --seed 4 --size 5 --max-moves 30 --policy light -o " + light);

  // Every form replays to the same final position (the SGF on both engines).
  const std::string want = final_position(files.front());
  ASSERT_FALSE(want.empty());
  for (const std::string& f : files) EXPECT_EQ(final_position(f), want) << f;
  EXPECT_EQ(final_position(files.back(), "reference"), want);

  // Under the sanitizers a switch combination (not a preset) is converted and
  // shown in the Chinese label set only: the label sets are the presets'
  // cases, and the combinations' nine runs of 40 sanitized commands each
  // were a tenth of the full tier's tests.
  const bool every_label = !test_scale::kSanitizedBuild || find_preset(rules) != nullptr;
  // record: every output; a conversion is a record that replays to the same end.
  const std::string& tgr = files.front();
  ok("record " + tgr + " --check");
  ok("record " + files.back() + " --all");
  for (const char* l : labels) {
    if (!every_label && std::string(l) != "chinese") continue;
    const std::string again = dir + "/again_" + l + ".tgr";
    std::ofstream(again) << ok("record " + files.back() + " --to notation --labels " + l);
    EXPECT_EQ(final_position(again), want) << "record g.sgf --to notation --labels " << l;
  }
  const std::string again_sgf = dir + "/again.sgf";
  std::ofstream(again_sgf) << ok("record " + files[1] + " --to sgf");
  EXPECT_EQ(final_position(again_sgf), want) << "record g_letter.tgr --to sgf";

  // play, analyze and show of the records, in every label set.
  for (const std::string& f : {files[0], files.back(), light}) {
    for (const char* l : labels) {
      if ((f != files[0] || !every_label) && std::string(l) != "chinese") continue;
      ok("play " + f + " --labels " + l + " --moves --analyze");
      ok("analyze " + f + " --labels " + l);
      ok("show " + f + " --labels " + l);
    }
  }
  ok("analyze " + tgr + " --json");
  ok("analyze " + light + " --impl reference");
  ok("show " + tgr + " --canonical");
  ok("show " + files.back() + " --svg");
  // The final position as a position file.
  const std::string pos = dir + "/final.pos";
  std::ofstream(pos) << want;
  EXPECT_EQ(ok("show " + pos + " --canonical"), ok("show " + tgr + " --canonical"));
  ok("analyze " + pos + " --labels integer --impl reference");
  std::cout << "[ presets ] " << rules << ": " << runs_ << " runs\n";
}

INSTANTIATE_TEST_SUITE_P(Rulesets, PresetLoop, ::testing::ValuesIn(rulesets()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                           std::string name = safe(param.param);
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

// The one combination the engines refuse (D-120): TrisGomoku has no team
// order. Every command that plays it says so in words, exit 2.
TEST(PresetLoopRefusal, TrisgomokuWithTheTeamOrderSaysWhy) {
  for (const char* order : {"menggo-2013", "menggo-2013-two"}) {
    const Invocation r = run_trisgo(std::string("random-game --rules trisgomoku/order=") + order + " --seed 1 --size 5");
    EXPECT_EQ(r.status, 2) << r.both();
    EXPECT_NE(r.both().find("TrisGomoku"), std::string::npos) << r.both();
    EXPECT_NE(r.both().find("D-120"), std::string::npos) << r.both();
  }
}

// D-142: nor FlybombGo's order (the engines answered its offer differently,
// and neither as D-70 says: fuzz/CAMPAIGNS.md, 2026-12-02).
TEST(PresetLoopRefusal, TrisgomokuWithTheFlybombOrderSaysWhy) {
  for (const char* cmd : {"random-game --rules trisgomoku/order=flybomb,flybombs=3 --seed 1 --size 5",
                          "random-game --rules flybomb-C/game=gomoku --seed 1 --size 5 --impl reference"}) {
    const Invocation r = run_trisgo(cmd);
    EXPECT_EQ(r.status, 2) << cmd << "\n" << r.both();
    EXPECT_NE(r.both().find("TrisGomoku has no flybomb order"), std::string::npos) << r.both();
    EXPECT_NE(r.both().find("D-142"), std::string::npos) << r.both();
  }
}

}  // namespace
}  // namespace tg::cli
