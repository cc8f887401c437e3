#pragma once
// One shard's output as the campaign keeps it (DIR/shards/shard-K.json): the
// command's stdout, whole, with what identifies the run it belongs to. The
// file exists only once the shard's command ended with a whole output
// (kinds.h, ran_to_its_end): it is written by write_atomically, so a task
// killed at any moment leaves either the complete file or none.
//
//   {"format": "trisgo-shard/1",
//    "campaign": {"command": [...], "shards": N, "version": "..."},
//    "shard": K, "exit_status": 0 or 1, "output": "the command's stdout",
//    "host": "...", "job": "SLURM job id or empty", "seconds": 12.5, "finished": "UTC time"}
//
// host, job, seconds and finished record where and when it ran; nothing
// compares them.
#include <string>

#include "cluster/campaign.h"

namespace tg::cluster {

struct ShardOutput {
  Campaign identity;  // command, shards and version only
  int shard = 0;      // K, from 1
  int exit_status = 0;
  std::string output;
  std::string host, job, finished;
  double seconds = 0;
};

nlohmann::json to_json(const ShardOutput& s);

// Reads a shard file; throws tg::InputError naming the file when it is not a
// whole shard file.
ShardOutput read_shard(const std::string& file);

// A shard that ran but left no output: DIR/shards/shard-K.failed, one JSON
// object {"shard", "exit_status", "host", "job", "finished"}; replaced by the
// shard's next run, removed when a run succeeds.
nlohmann::json failure_json(int shard, int exit_status, const std::string& host, const std::string& job,
                            const std::string& finished);

}  // namespace tg::cluster
