#pragma once
// Shrinking a finding (issue 19): the smallest board, then the fewest
// pieces, then the shortest history that still shows the property; the
// steps are the shrinking library's (shrink/), the order is the audit's.
#include <functional>

#include "vocab/board.h"

namespace tg::audit {

// Declared in search.h too: shrinks `p` while `still_shows` holds. First a
// smaller board (every window of every smaller allowed size, smallest size
// and then first window first, the history cropped alike), then fewer pieces
// (removing one piece at a time, in index order, also from the history
// boards where the same piece stands there, repeated until none can go), then a shorter history (all of it, else one entry at a time, oldest first), then an
// earlier move number with the same slot. Deterministic; at most a bounded
// number of calls of `still_shows` (each removal is tried once per round).
Position shrink(const Position& p, const std::function<bool(const Position&)>& still_shows);

}  // namespace tg::audit
