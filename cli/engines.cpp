#include "cli/engines.h"

#include "cli/command.h"
#include "optimized/optimized_engine.h"
#include "reference/reference_engine.h"
#include "vocab/excerpt.h"

namespace tg::cli {

std::vector<std::string> engine_names() { return {"reference", "optimized"}; }

std::unique_ptr<Engine> make_engine(const std::string& name) {
  if (name == "reference") return ref::make_reference_engine();
  if (name == "optimized") return opt::make_optimized_engine();
  std::string known;
  for (const auto& n : engine_names()) known += (known.empty() ? "" : ", ") + n;
  throw UsageError("unknown implementation " + quoted_excerpt(name) + " for --impl (known: " + known + ")");
}

}  // namespace tg::cli
