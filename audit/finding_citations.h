#pragma once
// A check's finding in the words of its ruleset's own text (issue 28): the
// statement IDs of the probes are TrisGo 2026's, the engines' shared
// machinery; a finding under menggo-2019 cites the 2019 text's articles
// instead (text/passages.h), and each cited article comes with its passage
// of the Chinese text. A check that compares two texts on purpose (C-3)
// keeps each ID in its own text.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "audit/checks.h"
#include "text/passages.h"

namespace tg::audit {

// The system whose text the finding's ruleset follows (text::text_system).
std::string finding_system(const CheckFinding& f);

// Rewrites the clashes' and the ids' article IDs into the finding's system's
// own (TG-13.8 -> M19-10.2 under menggo-2019), unless `c` compares texts.
void localize_finding(CheckFinding& f, const Check& c);

// The register entry the finding is (its first C- ID), else the check's.
// The komi-formulas check under komi 0 finds C-6 (or C-2), not C-1.
std::string finding_contradiction(const CheckFinding& f, const Check& c);

// The passages of a statement label as the finding's system cites it (a
// label that names its text, "TG-6 (2026 text)", in that text).
std::vector<text::Citation> label_citations(const std::string& label, const CheckFinding& f, const Check& c);
// Every article the finding cites (its ids), each once, with its passages.
std::vector<text::Citation> finding_citations(const CheckFinding& f, const Check& c);

// As JSON (spec/formats/json.md, "Citations"): one object per passage,
// {"id", "system", "file", "line", "text"}; line 0 and text "" say that the
// system's text has no such passage.
nlohmann::json citations_json(const std::vector<text::Citation>& cs);

}  // namespace tg::audit
