#pragma once
// Art. 4: closed regions (D-01) and private eyes (TG-4.3, D-02 to D-04) on the
// base board, with bitboards. Two forms of the private-eye judgement:
//  - has_private_eye(): the verdict only, by the closed form of the D-03 /
//    D-04 findings (the move procedure needs nothing else);
//  - private_eye_info(): every candidate region with the failed condition and
//    its witness, as the engine interface reports them.
#include <deque>
#include <vector>

#include "optimized/core/board_state.h"

namespace tg::opt {

// The base board with what the region computations share: the empty points
// and the tris-bounded areas (components of the points not holding tris).
struct EyeBoard {
  const Geo* g = nullptr;
  Stones s;
  BB empty;
  std::vector<BB> areas;
  // `areas`, when given, are the tris-bounded areas of `stones` (reused
  // from another board with the same tris).
  EyeBoard(const Geo& geo, const Stones& stones, const std::vector<BB>* areas = nullptr);
  const BB& own(Side c) const { return c == Side::Black ? s.black : s.white; }
  const BB& other(Side c) const { return c == Side::Black ? s.white : s.black; }
  // Whether the region R (a component of the points that are neither tris
  // nor `colour` stones) is a closed region formed by `colour` (D-01).
  bool closed(const BB& r, Side colour) const;

  // Memoized partitions: the region of `colour` holding bit b (a component
  // of the points neither tris nor `colour` stones) with its closedness, and
  // the empty string holding the empty bit b.
  struct Region {
    BB points;
    bool closed = false;
  };
  const Region& region_at(int b, Side colour) const;
  const BB& empty_string_at(int b) const;

 private:
  mutable std::deque<Region> regions_[2];  // deque: references stay valid
  mutable std::deque<BB> empty_strings_;
};

// TG-4.1 with D-01: the closed regions formed by `colour`, by first point.
std::vector<RegionInfo> closed_regions(const EyeBoard& eb, Side colour);

// TG-4.3 verdict for the base string `string` of `colour`.
bool has_private_eye(const EyeBoard& eb, const BB& string, Side colour, const Ruleset& rules);

// What the verdict of a string depends on, kept so that the next board can
// reuse it: every region beside the string (closed or not) with whether it
// passes TG-4.3.2 and TG-4.3.3, and the footprint: the points whose content
// the judgement read (the string, its regions and their neighbours). When
// no point of the footprint changes and the string is the same, the regions
// and their judgements are the same; only closedness (D-01), which depends
// on the rest of the tris-bounded area, must be judged again.
struct EyeRecord {
  BB string;
  Side colour = Side::Black;
  BB footprint;
  std::vector<std::pair<BB, bool>> regions;
  // eye_rule=menggo-2019: `regions` are the candidate regions with their
  // whole verdict (closedness included, M19-4.1), not judged again.
  bool final_verdicts = false;
};
EyeRecord eye_record(const EyeBoard& eb, const BB& string, Side colour, const Ruleset& rules);
bool verdict_of(const EyeBoard& eb, const EyeRecord& record);

// TG-4.3.3 on its own: the verdict on region R (failed "TG-4.3.3a",
// "TG-4.3.3b" or empty) for a string of `colour`, given the inspected strings
// W of the other colour, by first point. The menggo-2019 wording
// (eyes_menggo2019.h) asks it of every other-colour string in R.
EyeCandidate judge_inspected(const EyeBoard& eb, Side colour, const BB& r, const std::vector<BB>& w);

// TG-4.3 with every candidate, its verdict and witness.
PrivateEyeInfo private_eye_info(const EyeBoard& eb, const BB& string, Side colour, const Ruleset& rules);

}  // namespace tg::opt
