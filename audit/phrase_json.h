#pragma once
// The audit's phrases (text/phrase.h) as JSON and back, for the report's
// typed data beside its words (`summary_data`, `says_data`) and for
// `trisgo audit --merge`, which renders the merged report again from them.
// Every parameter is a one-key object naming its type:
//   {"count": 3} {"score": 3.75} {"point": [x, y]} {"points": [[x, y], ...], "limit": 8}
//   {"side": "black"} {"attribute": "neutral"} {"winner": "draw"} {"compare": "<"}
//   {"text": "6.2.3.1"} {"reason": {"kind": "occupied", "args": [...]}}
//   {"phrases": [...], "separator": ", "}
// and inside a reason also {"point_list": [[x, y], ...]}, {"slot": "tris"}, {"move_kind": "stone"}.
#include <nlohmann/json.hpp>

#include "text/phrase.h"

namespace tg::audit {

nlohmann::json to_json(const text::Phrase& p);
// Throws std::invalid_argument ("report: ...") for anything else.
text::Phrase phrase_from_json(const nlohmann::json& j);

}  // namespace tg::audit
