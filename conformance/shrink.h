#pragma once
// Shrinking a disagreement of `trisgo verify` (verify.h) to the smallest case
// that still shows it: first the record (chunks of moves, then single moves,
// deleted while a disagreement of the same kind remains; every remaining move
// is refitted to the slot it now falls on and must stay legal for us), then
// the position (its earlier positions dropped, then pieces removed one by one
// while the disagreement remains). Bounded by a budget of replays. The steps
// are the shrinking library's (shrink/); the questions asked are verify's.
#include "conformance/verify.h"

namespace tg::conformance {

// The shrunk finding: `moves` the shortest record found, `position` and
// `move` where it now shows, `shrunk_position` the smallest position without
// history that shows it (unset when dropping the history loses it, or the
// other engine cannot be set up there), `original_moves` the length before.
Finding shrink(const Engine& ours, const gtp::RemoteEngine& theirs, Finding f, int budget, const Progress& progress);

}  // namespace tg::conformance
