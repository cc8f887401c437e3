#pragma once
// The program version a campaign's shards record (cluster/shard_file.h):
// the first line of `trisgo --version`, with the git commit.
#include <string>

namespace tg::cli {

std::string campaign_version();

}  // namespace tg::cli
