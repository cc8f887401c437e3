#pragma once
// The extension's JSON answers read back (RemoteEngine with full answers):
// the inverse of vocab/engine_json.h's writers for what an engine answers,
// the analysis (`trisgo-analyze`), a move's outcome (`trisgo-outcome`) and
// the score (`trisgo-score-json`). Strict: a missing field, a value of
// another type or an unknown name throws GtpError naming it.
#include <nlohmann/json.hpp>

#include "gtp/client.h"
#include "vocab/engine.h"

namespace tg::gtp {

Analysis analysis_from_json(const nlohmann::json& j, BoardSize size);
// Everything but `after` (the caller knows the position) and the refusal's
// parameters: an illegal move's reason is `illegal`, its words the
// RemoteRefusal reason.
MoveOutcome outcome_from_json(const nlohmann::json& j);
Score score_from_json(const nlohmann::json& j, BoardSize size);

}  // namespace tg::gtp
