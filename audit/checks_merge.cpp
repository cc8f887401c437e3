// Merging the shard reports of one audit (`trisgo audit --merge`, D-110).
#include <algorithm>
#include <stdexcept>
#include <string>

#include "audit/checks_run.h"

namespace tg::audit {
namespace {

std::string shard_name(int shard, int shards) { return std::to_string(shard + 1) + "/" + std::to_string(shards); }

std::string join(const std::vector<std::string>& items, const std::string& separator) {
  std::string s;
  for (const std::string& i : items) s += (s.empty() ? "" : separator) + i;
  return s;
}

std::string check_names(const AuditReport& r) {
  std::string s;
  for (const CheckResult& c : r.results) s += (s.empty() ? "" : ",") + c.check->name;
  return s;
}

// The plan of a search as its coverage shows it: sizes, phases, piece bounds, units.
bool same_plan(const SearchReport& a, const SearchReport& b) {
  if (a.coverage.size() != b.coverage.size()) return false;
  for (std::size_t i = 0; i < a.coverage.size(); ++i) {
    const Coverage &x = a.coverage[i], &y = b.coverage[i];
    if (x.size != y.size || x.phase != y.phase || x.pieces != y.pieces || x.units != y.units) return false;
  }
  return true;
}

}  // namespace

AuditReport merge_audits(const std::vector<AuditReport>& shards, const std::vector<std::string>& names, bool partial) {
  if (shards.empty()) throw std::invalid_argument("no reports to merge");
  auto who = [&names](std::size_t i) { return i < names.size() ? names[i] : "report " + std::to_string(i + 1); };
  const AuditReport& first = shards.front();
  for (std::size_t i = 1; i < shards.size(); ++i) {
    const AuditReport& s = shards[i];
    const std::string two = who(0) + " and " + who(i);
    if (!(s.rules == first.rules))
      throw std::invalid_argument(two + " audit different rulesets (" + to_string(first.rules) + ", " + to_string(s.rules) + ")");
    if (s.seed != first.seed)
      throw std::invalid_argument(two + " have different seeds (" + std::to_string(first.seed) + ", " + std::to_string(s.seed) + ")");
    if (check_names(s) != check_names(first))
      throw std::invalid_argument(two + " ran different checks (" + check_names(first) + "; " + check_names(s) + ")");
    if (s.max_positions != first.max_positions || s.budget_seconds != first.budget_seconds)
      throw std::invalid_argument(two + " have different budgets (--positions, --budget)");
    if (s.shards != first.shards)
      throw std::invalid_argument(two + " are shards of different splits (" + shard_name(first.shard, first.shards) + ", " +
                                  shard_name(s.shard, s.shards) + ")");
  }
  std::vector<std::size_t> seen(static_cast<std::size_t>(first.shards), shards.size());
  for (std::size_t i = 0; i < shards.size(); ++i) {
    if (shards[i].shard < 0 || shards[i].shard >= shards[i].shards) throw std::invalid_argument(who(i) + ": bad shard");
    std::size_t& at = seen.at(static_cast<std::size_t>(shards[i].shard));
    if (at != shards.size())
      throw std::invalid_argument("shard " + shard_name(shards[i].shard, first.shards) + " given twice (" + who(at) + " and " +
                                  who(i) + ")");
    at = i;
  }
  // A subset of the shards is no answer to the audit (issue 31); partial
  // merges it on purpose and says so.
  std::vector<std::string> missing;
  for (std::size_t k = 0; k < seen.size(); ++k)
    if (seen[k] == shards.size()) missing.push_back(shard_name(static_cast<int>(k), first.shards));
  if (!missing.empty() && !partial)
    throw std::invalid_argument("shard" + std::string(missing.size() == 1 ? " " : "s ") + join(missing, ", ") +
                                " missing; merged nothing (--partial merges the shards given)");

  AuditReport out;
  out.rules = first.rules;
  out.seed = first.seed;
  out.max_positions = first.max_positions;
  out.budget_seconds = first.budget_seconds;
  out.checks_planned = std::max(first.checks_planned, first.results.size());
  for (const AuditReport& s : shards) out.complete = out.complete && s.complete;
  out.missing_shards = missing;
  if (!missing.empty()) out.complete = false;
  for (std::size_t i = 0; i < first.results.size(); ++i) {
    const std::string& name = first.results[i].check->name;
    CheckResult res;
    res.check = first.results[i].check;
    res.applies = first.results[i].applies;
    std::vector<SearchReport> searches;
    for (const AuditReport& s : shards) {
      if (s.results[i].applies != res.applies)
        throw std::invalid_argument("check " + name + ": the reports disagree whether it applies");
      if (res.applies && !same_plan(s.results[i].search, first.results[i].search))
        throw std::invalid_argument("check " + name + ": " + who(0) + " and " + who(searches.size()) +
                                    " searched different plans (--sizes)");
      searches.push_back(s.results[i].search);
    }
    if (!res.applies) {
      out.results.push_back(std::move(res));
      continue;
    }
    res.search = merge(searches);
    for (const KindReport& k : res.search.kinds) {
      if (k.kind != name || k.examples.empty()) continue;
      res.count = k.count;
      res.finding = k.examples.front();
      // The example as the check worded it, and the reference's word, from the shard that found it.
      for (const AuditReport& s : shards) {
        const CheckResult& c = s.results[i];
        // The same original (its index): the merge may label it again (search.cpp).
        if (c.finding && c.finding->index == res.finding->index && c.finding->position == res.finding->position && c.example) {
          res.example = c.example;
          res.reference_agrees = c.reference_agrees;
          break;
        }
      }
      if (!res.example) throw std::invalid_argument("check " + name + ": no shard has the merged example's wording");
    }
    out.positions += res.search.positions;
    out.results.push_back(std::move(res));
  }
  return out;
}

}  // namespace tg::audit
