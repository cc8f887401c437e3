#pragma once
// The shards a campaign folder holds, checked before anything is merged:
// every shard file whole, from this campaign's command, shard count and
// program version, under its own number. Anything else is refused with the
// offending files named, so that shards of two runs are never mixed into one
// result and a shard is never counted twice.
#include <map>
#include <string>
#include <vector>

#include "cluster/campaign.h"
#include "cluster/shard_file.h"

namespace tg::cluster {

struct ShardSet {
  std::map<int, ShardOutput> done;  // by K
  std::vector<int> missing;         // the K with no shard file, ascending
};

// Reads DIR/shards/shard-*.json. Throws tg::InputError naming every file that
// is not a whole shard file, that belongs to another run (naming what
// differs: command, shards or version, with both values), or whose shard
// number is not the one in its name.
ShardSet read_shard_set(const std::string& dir, const Campaign& c);

// "3, 7-9": shard numbers as ranges.
std::string shard_list(const std::vector<int>& shards);

}  // namespace tg::cluster
