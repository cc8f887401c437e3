#pragma once
// The sharded commands a campaign can run, one table entry each: how one
// shard is started, which exit statuses mean "the shard ran to its end" (a
// search that found something exits 1 and its report is whole), and how the
// shards' outputs are merged. Any command that takes `--shard K/N` and a
// `--merge` of its shard outputs fits one entry; `trisgo evaluate` is one
// line here.
#include <string>
#include <vector>

namespace tg::cluster {

struct Kind {
  std::string name;          // "audit", or a script's folder and file name ("proptests/campaign.sh")
  bool trisgo_subcommand;    // run as `TRISGO NAME ARGS...`; else COMMAND[0] is a program
  std::string result_file;   // the merged result in the campaign folder: "result.json"
  // Inserted right after the command's name for shard K of N ("--shard",
  // "K/N", then these).
  std::vector<std::string> shard_flags;
  // The merge: the command's name, then these, then the shard outputs. For
  // a script, "{last}" stands for the command's last argument (the seed
  // range of proptests/campaign.sh).
  std::vector<std::string> merge_flags;
  // Whether the command's merge takes a subset of the shards (--partial),
  // and the flags that tell it so.
  bool merges_subsets;
  std::vector<std::string> partial_flags;
};

// The kind of a command line (argv after `trisgo submit ... --`), matched by
// its first word, or by the file name of its first word for scripts;
// nullptr when no entry fits.
const Kind* find_kind(const std::string& first_word);
const std::vector<Kind>& all_kinds();

// Statuses that mean a whole output: 0 (nothing found) and 1 (a check that
// ran and failed). Bad usage (2), an internal error (3), a signal (128 + N)
// and a missing program (127) leave no shard.
bool ran_to_its_end(int status);

// The argv of shard K (from 1) of N: the program (TRISGO for subcommands),
// the command's name, --shard K/N and the kind's shard flags, then the rest.
std::vector<std::string> shard_argv(const Kind& kind, const std::vector<std::string>& command, const std::string& trisgo, int k,
                                    int n);
// The argv of the merge of `outputs` (files, in shard order).
std::vector<std::string> merge_argv(const Kind& kind, const std::vector<std::string>& command, const std::string& trisgo,
                                    const std::vector<std::string>& outputs, bool partial = false);

}  // namespace tg::cluster
