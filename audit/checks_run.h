#pragma once
// `trisgo audit`'s library: runs the named checks (checks.h) through the
// search machinery (search.h) one search per check, so each check gets its
// own minimal example; checks each example again on the reference engine;
// and writes the report (text, JSON) and the files of each finding. Prints
// nothing itself: progress goes to the caller's callback.
#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "audit/checks.h"
#include "audit/search.h"
#include "vocab/labels.h"

namespace tg::audit {

struct AuditOptions {
  Ruleset rules;
  std::vector<std::string> checks;  // names; empty: every check
  // The sizes searched and how; empty: each check's default space (default_plan).
  std::vector<SizePlan> sizes;
  // Changes of each check's plan (--exhaustive, --random, --games): when
  // `exhaustive` is given, only the sizes it names have an exhaustive phase,
  // to the piece count it gives (a size not in the plan is added); `random`
  // and `games` replace the random boards of sizes above 3 and the games of
  // every size.
  std::vector<std::pair<int, int>> exhaustive;  // (size, pieces)
  std::optional<std::uint64_t> random, games;
  std::uint64_t seed = 1;
  std::uint64_t max_positions = 0;  // per check (a prefix of its search sequence); 0: none
  double budget_seconds = 0;        // for the whole audit, split evenly between the checks; 0: none
  int jobs = 1;
  int shard = 0, shards = 1;
  // Optional: stops the audit (a signal, issue 36): the check being searched
  // reports what it searched, the checks after it are not run.
  const std::atomic<bool>* cancel = nullptr;
  bool reachable = true;  // SearchSpace::reachable (false only in unit tests of a check's question)
  // Walk the exhaustive phases of all the checks once (checks_shared.h)
  // when the audit has no budget and is not sharded; the report is the same
  // either way (false: each check's search walks its own, the tests' baseline).
  bool shared_pass = true;
};

// The space a check searches by default: exhaustive 3x3 (and 5x5, 7x7 up
// to two pieces, the bounds of the "proven minimal" claims of examples of up
// to three pieces), random and guided (game) positions on 5x5 and 7x7, with
// more games for the checks that need game positions (history: C-4,
// termination; structure: C-5).
std::vector<SizePlan> default_plan(const Check& c);

// The plan a check searches under the options: o.sizes or its default
// plan, changed by o.exhaustive, o.random and o.games; with a time budget
// (and no such change) a longer budget searches deeper and wider: with F =
// the budget per check over 5 seconds (from 2 on), F times the random
// boards and games, and one piece more in every exhaustive phase per factor
// 4 in F.
std::vector<SizePlan> check_plan(const Check& c, const AuditOptions& o);

struct CheckResult {
  const Check* check = nullptr;
  bool applies = true;
  SearchReport search;                  // what was searched, and the raw findings
  std::optional<CheckFinding> example;  // the minimal example, as the check words it
  std::optional<Finding> finding;       // the same as the search's finding (for the files)
  std::uint64_t count = 0;              // positions where the check failed
  // The reference engine's word on the example: true when it finds the
  // same; false when it does not (an engine disagreement, reported).
  std::optional<bool> reference_agrees;
};

struct AuditReport {
  Ruleset rules;
  std::uint64_t seed = 1;
  int shard = 0, shards = 1;
  std::uint64_t max_positions = 0;  // the options' budgets (AuditOptions)
  double budget_seconds = 0;
  std::vector<CheckResult> results;
  std::uint64_t positions = 0;
  // False when a signal stopped the audit: `results` holds the checks that
  // ran (the last one maybe in part), of `checks_planned`.
  bool complete = true;
  std::size_t checks_planned = 0;
  // A merge of some shards only (merge_audits with partial, --merge
  // --partial; issue 31): the shards not merged, as "K/N"; complete is then
  // false and each check's search says what it covered.
  std::vector<std::string> missing_shards;
  std::size_t open() const;      // findings without a resolution in this ruleset (D-112)
  std::size_t resolved() const;  // findings the ruleset resolves
};

// Throws std::invalid_argument for an unknown check name (the message lists the known ones).
AuditReport run_audit(const AuditOptions& o, const Engine& engine, const Engine* reference,
                      const ProgressFn& progress = {});

// Merges the reports of the N shards of one audit (each from run_audit
// with shard K of N, or read back by audit_report_from_json, report_json.h)
// into the report of the unsharded audit: per check the searches merged
// (audit::merge: coverage summed, the minimal original over the shards)
// and the example, its wording and the reference's word taken from the
// shard that found it (shrinking is deterministic, D-108, D-110). Throws
// std::invalid_argument when the reports are of different rulesets, seeds,
// checks, budgets or plans, or a shard is given twice, or missing unless
// `partial` (then the report lists the missing shards and is incomplete);
// the message names the reports by `names` (their files) when given.
AuditReport merge_audits(const std::vector<AuditReport>& shards, const std::vector<std::string>& names = {},
                         bool partial = false);

// The finding of a check as the search's plain data (kind = the check's name).
Finding to_finding(const CheckFinding& f);

// The report for people; `files` names the folder the pictures went to (or "").
// `lang`: the language of the findings' sentences and the report's frame
// (text/words.h); the passages of the texts are in Chinese either way.
std::string audit_text(const AuditReport& r, LabelSet labels, const std::string& files = "",
                       text::Language lang = text::Language::English);
std::string audit_json(const AuditReport& r);

// Writes DIR/<check>.pos and DIR/<check>.svg (the example's board before
// and, for a move, after, with the points highlighted and the clashing
// statements underneath) for every finding; returns the paths written.
// Throws std::runtime_error when a file cannot be written.
std::vector<std::string> write_audit_files(const AuditReport& r, const Engine& engine, const std::string& dir,
                                           LabelSet labels, text::Language lang = text::Language::English);

// The picture of one finding (SVG document), its words in `lang`.
std::string finding_svg(const CheckFinding& f, const Engine& engine, LabelSet labels,
                        text::Language lang = text::Language::English);

}  // namespace tg::audit
