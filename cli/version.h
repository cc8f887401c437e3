#pragma once
// `trisgo --version`: the program's version, the git commit it was built
// from, and the rule texts it implements with the version or date each text
// gives for itself.
#include <ostream>

namespace tg::cli {

void print_version(std::ostream& out);

}  // namespace tg::cli
