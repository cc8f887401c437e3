// cluster/: the campaign folder's pieces without a scheduler: the shard
// list, the scripts, Slurm's answers, atomic files, the shard set's checks
// (missing, mixed, half-written) and the shards' states.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cluster/atomic_file.h"
#include "cluster/kinds.h"
#include "cluster/sbatch.h"
#include "cluster/shard_set.h"
#include "cluster/status.h"
#include "vocab/file_io.h"

namespace tg::cluster {
namespace {

struct Folder {
  std::string path;
  Folder() {
    path = (std::filesystem::temp_directory_path() / ("cluster-test-" + std::to_string(::getpid()) + "-" +
                                                        ::testing::UnitTest::GetInstance()->current_test_info()->name()))
               .string();
    std::filesystem::remove_all(path);
  }
  ~Folder() { std::filesystem::remove_all(path); }
};

Campaign campaign(int shards) {
  Campaign c;
  c.command = {"audit", "trisgo-2026", "--positions", "20", "--seed", "3"};
  c.shards = shards;
  c.version = "trisgo 1.0 (commit abc)";
  c.trisgo = "/opt/trisgo/bin/trisgo";
  c.workdir = "/home/me";
  c.sbatch = {"--partition=short", "--time=01:00:00"};
  return c;
}

void put_shard(const std::string& dir, const Campaign& c, int k, const std::string& version) {
  ShardOutput s;
  s.identity = c;
  s.identity.version = version;
  s.shard = k;
  s.output = "{\"shard\": " + std::to_string(k) + "}\n";
  write_atomically(shard_file(dir, k), to_json(s).dump());
}

TEST(Cluster, ShardListsAreRangesSbatchReads) {
  EXPECT_EQ(shard_list({1, 2, 3, 4}), "1-4");
  EXPECT_EQ(shard_list({2, 5, 7, 8, 9}), "2,5,7-9");
  EXPECT_EQ(shard_list({6}), "6");
  EXPECT_EQ(shard_list({}), "");
}

TEST(Cluster, ShardCommandGetsItsShardAfterItsName) {
  const Campaign c = campaign(4);
  const Kind* audit = find_kind("audit");
  ASSERT_NE(audit, nullptr);
  EXPECT_EQ(shard_argv(*audit, c.command, "/bin/trisgo", 3, 4),
            (std::vector<std::string>{"/bin/trisgo", "audit", "--shard", "3/4", "--json", "trisgo-2026", "--positions", "20", "--seed", "3"}));
  EXPECT_EQ(merge_argv(*audit, c.command, "/bin/trisgo", {"a", "b"}),
            (std::vector<std::string>{"/bin/trisgo", "audit", "--merge", "--json", "a", "b"}));
  const Kind* diff = find_kind("diff");
  ASSERT_NE(diff, nullptr);
  EXPECT_EQ(merge_argv(*diff, {"diff", "go", "trisgo-2026"}, "/t", {"a"}, true),
            (std::vector<std::string>{"/t", "diff", "--merge", "--json", "--partial", "a"}));
  const Kind* props = find_kind("../proptests/campaign.sh");
  ASSERT_NE(props, nullptr);
  const std::vector<std::string> cmd = {"../proptests/campaign.sh", "-j", "2", "./proptests", "Invariants.*", "100", "1-40"};
  EXPECT_EQ(shard_argv(*props, cmd, "/bin/trisgo", 1, 2),
            (std::vector<std::string>{"../proptests/campaign.sh", "--shard", "1/2", "-j", "2", "./proptests", "Invariants.*", "100", "1-40"}));
  EXPECT_EQ(merge_argv(*props, cmd, "/bin/trisgo", {"x"}), (std::vector<std::string>{"../proptests/campaign.sh", "--merge", "1-40", "x"}));
  // Both campaigns are campaign.sh: the folder tells them apart.
  const Kind* fuzz = find_kind("/src/fuzz/campaign.sh");
  ASSERT_NE(fuzz, nullptr);
  EXPECT_NE(fuzz, props);
  const std::vector<std::string> fcmd = {"/src/fuzz/campaign.sh", "build", "out", "queue", "1000", "60"};
  EXPECT_EQ(shard_argv(*fuzz, fcmd, "/t", 2, 3),
            (std::vector<std::string>{"/src/fuzz/campaign.sh", "--shard", "2/3", "build", "out", "queue", "1000", "60"}));
  EXPECT_EQ(merge_argv(*fuzz, fcmd, "/t", {"x", "y"}, true),
            (std::vector<std::string>{"/src/fuzz/campaign.sh", "--merge", "--partial", "x", "y"}));
  EXPECT_EQ(find_kind("/src/other/campaign.sh"), nullptr);
  EXPECT_EQ(find_kind("perft"), nullptr);
  EXPECT_TRUE(ran_to_its_end(0));
  EXPECT_TRUE(ran_to_its_end(1));
  for (int status : {2, 3, 127, 130, 143}) EXPECT_FALSE(ran_to_its_end(status)) << status;
}

TEST(Cluster, ScriptsRunEachShardAndMergeAfter) {
  const Campaign c = campaign(12);
  const std::string a = array_script(c, "/shared/run");
  EXPECT_NE(a.find("#SBATCH --array=1-12\n"), std::string::npos) << a;
  EXPECT_NE(a.find("#SBATCH --partition=short\n#SBATCH --time=01:00:00\n"), std::string::npos) << a;
  EXPECT_NE(a.find("exec /opt/trisgo/bin/trisgo shard /shared/run \"$SLURM_ARRAY_TASK_ID\"\n"), std::string::npos) << a;
  EXPECT_NE(a.find("cd /home/me "), std::string::npos) << a;
  const std::string m = merge_script(c, "/shared/run", false);
  EXPECT_NE(m.find("exec /opt/trisgo/bin/trisgo merge /shared/run\n"), std::string::npos) << m;
  EXPECT_EQ(m.find("--array"), std::string::npos) << m;
  EXPECT_EQ(shell_line({"a b", "it's", "x=1"}), "'a b' 'it'\\''s' x=1");
}

TEST(Cluster, ReadsSlurmsAnswers) {
  EXPECT_EQ(parsable_job_id("4711\n"), "4711");
  EXPECT_EQ(parsable_job_id("4711;hpc\n"), "4711");
  EXPECT_EQ(parsable_job_id("sbatch: error: Batch job submission failed"), std::nullopt);
  const auto q = parse_squeue("12_3|RUNNING\n12_[4-6]|PENDING\n12_7|PENDING\n");
  EXPECT_EQ(q.size(), 2u);
  EXPECT_EQ(q.at("12_3"), "RUNNING");
  const auto a = parse_sacct("12_1|COMPLETED|0:0\n12_2|CANCELLED by 0|0:15\n12|RUNNING|0:0\n");
  EXPECT_EQ(a.at("12_2"), "CANCELLED (exit 0:15)");
  EXPECT_EQ(a.count("12"), 0u);
}

TEST(Cluster, AtomicWriteReplacesWholeAndLeavesNoTemporary) {
  Folder f;
  std::filesystem::create_directories(f.path);
  const std::string file = f.path + "/x.json";
  write_atomically(file, "first");
  write_atomically(file, "second");
  EXPECT_EQ(read_file(file, FileLimit{100, "x", "x"}), "second");
  int entries = 0;
  for (const auto& e : std::filesystem::directory_iterator(f.path)) entries += e.is_regular_file();
  EXPECT_EQ(entries, 1);
  EXPECT_EQ(std::filesystem::path(temporary_name(file)).filename().string().rfind(".x.json.", 0), 0u);
}

TEST(Cluster, ShardSetNamesMissingShardsAndSkipsTemporaries) {
  Folder f;
  const Campaign c = campaign(5);
  write_campaign(f.path, c);
  put_shard(f.path, c, 1, c.version);
  put_shard(f.path, c, 4, c.version);
  std::ofstream(f.path + "/shards/.shard-2.json.999.tmp") << "{\"format\": \"trisgo-shard/1\", \"outp";  // a killed write
  const ShardSet set = read_shard_set(f.path, c);
  EXPECT_EQ(set.done.size(), 2u);
  EXPECT_EQ(set.missing, (std::vector<int>{2, 3, 5}));
}

TEST(Cluster, ShardSetRefusesShardsOfAnotherRunNamingThem) {
  Folder f;
  const Campaign c = campaign(3);
  write_campaign(f.path, c);
  put_shard(f.path, c, 1, c.version);
  put_shard(f.path, c, 2, "trisgo 0.9 (commit old)");
  Campaign other = c;
  other.command[5] = "4";  // another seed
  put_shard(f.path, other, 3, c.version);
  try {
    read_shard_set(f.path, c);
    FAIL() << "mixed shards accepted";
  } catch (const InputError& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("shard-2.json: from another run: its version is trisgo 0.9"), std::string::npos) << what;
    EXPECT_NE(what.find("shard-3.json: from another run: its command is audit trisgo-2026 --positions 20 --seed 4"), std::string::npos)
        << what;
    EXPECT_EQ(what.find("shard-1.json"), std::string::npos) << what;
  }
  // A shard file cut short is no shard.
  std::filesystem::remove(shard_file(f.path, 2));
  std::filesystem::remove(shard_file(f.path, 3));
  std::ofstream(shard_file(f.path, 3)) << "{\"format\": \"trisgo-shard/1\", \"campaign\": {";
  EXPECT_THROW(read_shard_set(f.path, c), InputError);
}

TEST(Cluster, StatesComeFromFilesFirstThenTheScheduler) {
  Folder f;
  const Campaign c = campaign(5);
  write_campaign(f.path, c);
  write_atomically(failure_file(f.path, 4), failure_json(4, 143, "node7", "12_4", "now").dump());
  const std::vector<Submission> subs = {{"12", {1, 2, 3, 4, 5}, "13"}, {"20", {3}, "21"}};
  SchedulerView view;
  view.queue = {{"12_1", "RUNNING"}, {"20_3", "PENDING"}, {"12_3", "RUNNING"}};
  view.accounting = {{"12_2", "TIMEOUT (exit 0:0)"}};
  const std::vector<ShardStatus> s = shard_states(f.path, c, {1}, subs, view);
  ASSERT_EQ(s.size(), 5u);
  EXPECT_EQ(s[0].state, ShardState::Done);     // the file wins over the queue
  EXPECT_EQ(s[1].state, ShardState::Failed);   // sacct: timed out
  EXPECT_EQ(s[2].state, ShardState::Pending);  // its latest submission is 20, pending
  EXPECT_EQ(s[3].state, ShardState::Failed);   // the failure note
  EXPECT_NE(s[3].detail.find("143"), std::string::npos);
  EXPECT_EQ(s[4].state, ShardState::Missing);
}

}  // namespace
}  // namespace tg::cluster
