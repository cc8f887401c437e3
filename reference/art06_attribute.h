#pragma once
// Art. 6: the attribute rule (spec TG-6.*). For each tris string X, count on
// the base board the adjacent black strings with a private eye (By), white
// with (Wy), black without (Bo) and white without (Wo); the table of Art. 6
// gives X's attribute.
#include <string>
#include <vector>

#include "reference/art04_regions_eyes.h"

namespace tg::ref {

// The table of TG-6.1 / TG-6.2 (attribute_rule trisgo-2026), or menggo-2019
// Art. 4.4 (attribute_rule menggo-2019: the tie-break compares all adjacent
// strings, Bo+By against Wo+Wy). `branch` receives the deciding branch.
Attribute attribute_rule(int by, int wy, int bo, int wo, const Ruleset& rules, std::string& branch);

// The parameters and attribute of every tris string of the base board,
// ordered by first point. Computes the private eyes it needs. A function of
// the base board alone (TG-5.3). Under attribute_rule=bonds the branch to
// MengGo 2013's bond rule (reference/menggo2013_bonds.h, M13-5).
std::vector<TrisInfo> tris_attributes(const Board& base, const Ruleset& rules);

// The same, reusing private-eye verdicts already computed.
std::vector<TrisInfo> tris_attributes(const Board& base, const Ruleset& rules,
                                      const std::vector<PrivateEyeInfo>& eyes);

}  // namespace tg::ref
