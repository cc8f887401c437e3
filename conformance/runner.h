#pragma once
// The runner of the conformance script (script.h) against any engine, through
// the tg::Engine interface (vocab/engine.h) only: the reference, the optimized
// engine, or an engine over GTP. It plays the setup's record, then each step
// in turn, and stops at the first step that fails; the failure's message
// quotes the engine's answer (report.h).
#include <string>

#include "conformance/script.h"
#include "vocab/engine.h"

namespace tg::conformance {

struct VectorResult {
  std::string file, name;
  bool passed = false;
  std::string message;  // empty when passed
  int line = 0;         // the failing step's line, or the vector's line when passed
  // The failure is the engine's EngineLimit (a question it cannot answer,
  // such as one GTP cannot carry), not a wrong answer.
  bool engine_limit = false;
};

// Runs one vector against an engine. Never throws for engine failures
// (EngineLimit and other exceptions become failures with their message).
VectorResult run_vector(const VectorSpec& vector, const Engine& engine);

}  // namespace tg::conformance
