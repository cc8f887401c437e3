#pragma once
// MengGo 2019 Art. 4.1-4.2 (eye_rule=menggo-2019) on bitboards: the closed
// region as the inner region of a ring formed by the string itself (M19-4.1,
// D-35, D-53) and the 2019 private eye (M19-4.2): no other string of the
// string's colour inside, and no string of the other colour inside that has
// or can make an eye (D-04, D-03). eyes.cpp's entry points come here when
// the ruleset says eye_rule=menggo-2019.
#include "optimized/engine/eyes.h"

namespace tg::opt {

// M19-4.2 verdict by the closed form of D-03: a candidate passes iff it holds
// no stone of the string's colour and, if it holds a stone of the other
// colour, every empty point in it touches the string.
bool menggo2019_has_private_eye(const EyeBoard& eb, const BB& string, Side colour);

// The same kept for reuse by the next board's layer: the footprint is the
// tris-bounded area around the string and its neighbours (the regions, their
// contents lie there; the board's outside that D-53 asks about is the
// complement of the area, so it depends on the area alone).
EyeRecord menggo2019_eye_record(const EyeBoard& eb, const BB& string, Side colour);

// M19-4.2 with every candidate region, the failed condition
// (EyeOwnStringInside, EyeOtherHasEyeM19, EyeOtherMakesEyeM19) and its witness.
PrivateEyeInfo menggo2019_private_eye_info(const EyeBoard& eb, const BB& string, Side colour);

}  // namespace tg::opt
