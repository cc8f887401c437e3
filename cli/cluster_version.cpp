#include "cli/cluster_version.h"

#include <sstream>

#include "cli/version.h"

namespace tg::cli {

std::string campaign_version() {
  std::ostringstream out;
  print_version(out);
  std::string line = out.str();
  return line.substr(0, line.find('\n'));
}

}  // namespace tg::cli
