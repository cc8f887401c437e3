// long_game_bench: memory and time per move of `trisgo` on long records
// (issue 29, item 4). Generates seeded records of each length
// (bench/long_record.h: plain Go, FlybombGo mode A, TrisGomoku), runs each
// command on them as a child process, and prints, per command and ruleset,
// the peak resident memory (getrusage of the child) and the wall time at
// each length, the bytes per move (the growth of the peak between the two
// lengths over the moves added) and the time per move with its ratio
// between the lengths (1.0 = linear). Markdown, for bench/RESULTS.md.
//   long_game_bench [--trisgo PATH] [--moves A,B] [--dir DIR]
// Defaults: the trisgo built beside it, 1000 and 10000 moves, a folder
// under /tmp.
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "bench/long_record.h"
#include "optimized/optimized_engine.h"
#include "vocab/sgf.h"

namespace tg::bench {
namespace {

struct Measure {
  long max_rss_kb = 0;
  double seconds = 0;
  int status = -1;
};

// Runs `sh -c command` and measures the child's peak resident memory and
// wall time.
Measure run(const std::string& command) {
  Measure m;
  const auto t0 = std::chrono::steady_clock::now();
  const pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  wait4(pid, &status, 0, &usage);
  m.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  m.max_rss_kb = usage.ru_maxrss;
  m.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return m;
}

struct LongGame {
  std::string label;
  std::string rules;
  int size;
};

}  // namespace
}  // namespace tg::bench

int main(int argc, char** argv) {
  using namespace tg;
  using namespace tg::bench;
  std::string trisgo = TRISGO_BINARY;
  std::vector<int> lengths{1000, 10000};
  std::filesystem::path dir = std::filesystem::temp_directory_path() / ("long_game_bench_" + std::to_string(getpid()));
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string flag = argv[i], value = argv[i + 1];
    if (flag == "--trisgo") trisgo = value;
    else if (flag == "--dir") dir = value;
    else if (flag == "--moves") lengths = {std::stoi(value), std::stoi(value.substr(value.find(',') + 1))};
    else {
      std::fprintf(stderr, "usage: long_game_bench [--trisgo PATH] [--moves A,B] [--dir DIR]\n");
      return 2;
    }
  }
  std::filesystem::create_directories(dir);
  const auto engine = opt::make_optimized_engine();
  const std::vector<LongGame> games{{"go 9x9", "go", 9}, {"flybomb-A 9x9", "flybomb-A", 9}, {"trisgomoku 19x19", "trisgomoku", 19}};
  struct Command {
    std::string name;
    std::string line;  // FILE, SGF, POS, DIR stand for the paths
  };
  const std::vector<Command> commands{
      {"show", "show FILE"},
      {"analyze", "analyze FILE"},
      {"report", "report FILE -o DIR/report"},
      {"gtp loadsgf", "gtp < DIR/gtp.txt"},
      {"perft --position (depth 1)", "perft --position POS --depth 1"},
  };
  std::printf("| command | game | moves | peak RSS (MB) | wall time (s) | bytes/move | time/move (us) |\n");
  std::printf("|---|---|---:|---:|---:|---:|---:|\n");
  for (const LongGame& game : games) {
    std::vector<std::string> files, sgfs, positions;
    std::vector<int> played;
    for (int length : lengths) {
      LongRecordSpec spec;
      spec.rules = find_preset(game.rules)->rules;
      spec.size = *BoardSize::make(game.size);
      spec.moves = length;
      spec.seed = 7;
      spec.pass_percent = game.rules == "trisgomoku" ? 45 : 5;
      const Record r = long_record(*engine, spec);
      const std::string base = (dir / (game.rules + "-" + std::to_string(length))).string();
      std::ofstream(base + ".tgr") << print_record(r);
      std::ofstream(base + ".sgf") << print_sgf(r);
      files.push_back(base + ".tgr");
      sgfs.push_back(base + ".sgf");
      positions.push_back(base + ".pos");
      played.push_back(static_cast<int>(r.moves.size()));
      run(trisgo + " show --canonical " + base + ".tgr > " + base + ".pos");
    }
    for (const Command& c : commands) {
      std::vector<Measure> m;
      for (std::size_t k = 0; k < lengths.size(); ++k) {
        std::ofstream(dir / "gtp.txt") << "loadsgf " << sgfs[k] << "\nquit\n";
        std::string line = c.line;
        auto put = [&](const std::string& key, const std::string& value) {
          for (std::size_t at; (at = line.find(key)) != std::string::npos;) line.replace(at, key.size(), value);
        };
        put("FILE", files[k]);
        put("POS", positions[k]);
        put("DIR", dir.string());
        m.push_back(run(trisgo + " " + line + " > /dev/null 2>" + (dir / "stderr.txt").string()));
        if (m.back().status != 0) std::fprintf(stderr, "%s on %s: exit status %d\n", c.name.c_str(), files[k].c_str(), m.back().status);
      }
      for (std::size_t k = 0; k < lengths.size(); ++k) {
        const double per_move_us = m[k].seconds / played[k] * 1e6;
        std::string bytes = "";
        if (k > 0 && played[k] > played[0])
          bytes = std::to_string((m[k].max_rss_kb - m[0].max_rss_kb) * 1024 / (played[k] - played[0]));
        std::printf("| %s | %s | %d | %.1f | %.2f | %s | %.1f |\n", c.name.c_str(), game.label.c_str(), played[k],
                    static_cast<double>(m[k].max_rss_kb) / 1024.0, m[k].seconds, bytes.c_str(), per_move_us);
      }
      std::printf("| | | time/move ratio %d/%d moves | | | | %.2f |\n", played.back(), played.front(),
                  (m.back().seconds / played.back()) / (m.front().seconds / played.front()));
    }
  }
  std::filesystem::remove_all(dir);
  return 0;
}
