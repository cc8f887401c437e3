#pragma once
// Delta debugging on a sequence (Zeller and Hildebrandt 2002, simplified):
// delete chunks of it while a predicate still holds. The sequence is moves of
// a record (conformance/shrink.cpp) or the earlier positions of a position
// (audit/shrink.cpp); what "still holds" means is the caller's.
#include <algorithm>
#include <cstddef>
#include <functional>
#include <optional>
#include <vector>

namespace tg::shrink {

// Asked about a candidate (the sequence with a chunk deleted): the sequence
// to go on from when the candidate still shows the property, nothing when it
// does not. Usually the candidate itself; a caller may return a variant of it
// (the moves refitted to their new slots, or the prefix where the property
// already shows). A predicate that has spent its budget answers nothing.
template <class T>
using KeepIf = std::function<std::optional<std::vector<T>>(const std::vector<T>&)>;

// One pass, left to right: deletes `chunk` items at i (fewer at the end);
// kept, the pass goes on at the same i, else at i + `step` (`step` = `chunk`:
// disjoint chunks; 1: chunks starting anywhere). Returns whether anything
// was kept.
template <class T>
bool remove_chunks(std::vector<T>& items, std::size_t chunk, std::size_t step, const KeepIf<T>& keep) {
  bool changed = false;
  for (std::size_t i = 0; i < items.size();) {
    std::vector<T> candidate(items.begin(), items.begin() + static_cast<std::ptrdiff_t>(i));
    candidate.insert(candidate.end(), items.begin() + static_cast<std::ptrdiff_t>(std::min(items.size(), i + chunk)),
                     items.end());
    if (std::optional<std::vector<T>> kept = keep(candidate)) {
      items = std::move(*kept);
      changed = true;
    } else {
      i += step;
    }
  }
  return changed;
}

// The whole schedule: disjoint chunks of 8, 4 and 2 periods and then single
// periods starting anywhere (deleting whole periods of a move order keeps
// every later move in a slot of its kind), then disjoint chunks of halving
// size, from half the sequence down to single items, repeated at size 1 until
// a pass deletes nothing. A chunk of exactly one period always starts anywhere.
template <class T>
void remove_chunks_halving(std::vector<T>& items, std::size_t period, const KeepIf<T>& keep) {
  period = std::max<std::size_t>(1, period);
  auto pass = [&](std::size_t chunk) { return remove_chunks(items, chunk, chunk == period ? 1 : chunk, keep); };
  for (std::size_t k = 8; k >= 1; k /= 2)
    if (period * k <= items.size()) pass(period * k);
  for (std::size_t chunk = std::max<std::size_t>(1, items.size() / 2);;) {
    const bool changed = pass(chunk);
    if (chunk == 1 && !changed) break;
    if (chunk > 1) chunk /= 2;
  }
}

// The whole sequence at once, else one item at a time from the front.
template <class T>
bool remove_all_else_each(std::vector<T>& items, const KeepIf<T>& keep) {
  if (items.empty()) return false;
  if (remove_chunks(items, items.size(), items.size(), keep)) return true;
  return remove_chunks(items, 1, 1, keep);
}

}  // namespace tg::shrink
