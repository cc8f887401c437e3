#pragma once
// MengGo 2013's attribute rule (attribute_rule=bonds, spec/systems/
// menggo-2013.md M13-5, D-62 to D-64), on bitboards: a grey (tris) string's
// black and white bonds are counted by shifting the string one point in each
// of the four directions and counting the stones it lands on. No private
// eyes are judged (there are none in 2013).
#include "optimized/engine/layers.h"

namespace tg::opt {

// The layer of base board `s` under the bond rule: every tris string with its
// bonds, attribute and branch, and the holistic board they give.
Layer bond_layer(const Geo& g, const Stones& s);

}  // namespace tg::opt
