#include "evaluate/evaluation.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "vocab/interrupt.h"
#include "vocab/splitmix64.h"

namespace tg::evaluate {

std::uint64_t game_seed(std::uint64_t seed, long index) {
  std::uint64_t state = seed + kSplitmix64Gamma * static_cast<std::uint64_t>(index);
  state = splitmix64(state);
  return state >> 2;  // seeds stay below 2^62, as --seed's range
}

int max_moves_of(const Plan& plan) { return plan.max_moves > 0 ? plan.max_moves : 4 * plan.size * plan.size; }

std::vector<int> komi_values_quarters(const KomiRange& r) {
  std::vector<int> out;
  for (int q = r.from_quarters; q <= r.to_quarters; q += r.step_quarters) out.push_back(q);
  return out;
}

std::optional<int> game_komi_quarters(const Plan& plan, long index) {
  if (!plan.komi_sweep) return std::nullopt;
  const std::vector<int> values = komi_values_quarters(*plan.komi_sweep);
  return values[static_cast<std::size_t>(index) % values.size()];
}

std::vector<long> Evaluation::planned() const {
  std::vector<long> out;
  for (long i = plan.shard; i < plan.games; i += plan.shards) out.push_back(i);
  return out;
}

Evaluation run_evaluation(const Plan& plan, const Engine& engine, int jobs, const std::atomic<bool>* cancel,
                          const ProgressFn& progress) {
  Evaluation e;
  e.plan = plan;
  const std::vector<long> todo = e.planned();
  const auto size = BoardSize::make(plan.size);
  if (!size) throw std::invalid_argument("evaluate: board size " + std::to_string(plan.size) + " is not allowed");
  std::vector<std::optional<PlayedGame>> slots(todo.size());
  std::atomic<std::size_t> next{0};
  std::atomic<long> done{0};
  std::atomic<bool> stopped{false};
  std::mutex progress_mutex;
  std::exception_ptr failure;
  auto worker = [&] {
    try {
      for (std::size_t k = next++; k < todo.size(); k = next++) {
        if ((cancel && cancel->load()) || stopped.load()) return;
        PlayedGame g;
        g.index = todo[k];
        g.seed = game_seed(plan.seed, g.index);
        const std::optional<int> komi = game_komi_quarters(plan, g.index);
        for (Ruleset r : plan.rules) {
          if (komi) r.komi_quarters = *komi;
          g.results.push_back(play_game(engine, r, *size, plan.player, g.seed, max_moves_of(plan), cancel));
        }
        slots[k] = std::move(g);
        const long d = ++done;
        if (progress) {
          std::lock_guard<std::mutex> lock(progress_mutex);
          progress(d, static_cast<long>(todo.size()));
        }
      }
    } catch (const Interrupted&) {
      // the game under way is dropped; the finished ones stand
    } catch (...) {
      std::lock_guard<std::mutex> lock(progress_mutex);
      if (!failure) failure = std::current_exception();
      stopped = true;
    }
  };
  const int threads = std::max(1, std::min<int>(jobs, static_cast<int>(todo.size())));
  if (threads == 1) {
    worker();
  } else {
    std::vector<std::thread> pool;
    for (int t = 0; t < threads; ++t) pool.emplace_back(worker);
    for (std::thread& t : pool) t.join();
  }
  if (failure) std::rethrow_exception(failure);
  for (auto& s : slots)
    if (s) e.games.push_back(std::move(*s));
  e.complete = e.games.size() == todo.size();
  return e;
}

namespace {

std::string plan_difference(const Plan& a, const Plan& b) {
  if (a.rules != b.rules) return "other rulesets";
  if (a.size != b.size) return "another board size";
  if (a.games != b.games) return "another number of games";
  if (a.seed != b.seed) return "another seed";
  if (a.player != b.player) return "another player";
  if (a.max_moves != b.max_moves) return "another move bound";
  if (a.komi_range != b.komi_range) return "another komi range";
  if (a.komi_sweep != b.komi_sweep) return "another komi sweep";
  if (a.shards != b.shards) return "another number of shards";
  return "";
}

std::string list_numbers(const std::vector<long>& xs, long plus) {
  std::string out;
  for (std::size_t i = 0; i < xs.size() && i < 10; ++i) out += (i ? ", " : "") + std::to_string(xs[i] + plus);
  if (xs.size() > 10) out += ", ... (" + std::to_string(xs.size()) + " in all)";
  return out;
}

}  // namespace

std::string missing_shard_list(const Evaluation& e) {
  std::string s;
  for (const std::string& k : e.missing_shards) s += (s.empty() ? "" : ", ") + k;
  return s;
}

Evaluation merge_evaluations(const std::vector<Evaluation>& parts, const std::vector<std::string>& names, bool partial) {
  if (parts.empty()) throw std::invalid_argument("no results to merge");
  const Plan& first = parts[0].plan;
  std::map<int, std::size_t> by_shard;
  for (std::size_t i = 0; i < parts.size(); ++i) {
    const std::string why = plan_difference(first, parts[i].plan);
    if (!why.empty()) throw std::invalid_argument(names[i] + ": " + why + " than " + names[0]);
    const auto [it, fresh] = by_shard.emplace(parts[i].plan.shard, i);
    if (!fresh)
      throw std::invalid_argument(names[i] + " and " + names[it->second] + " are both shard " +
                                  std::to_string(parts[i].plan.shard + 1) + "/" + std::to_string(first.shards));
  }
  std::vector<long> missing_shards;
  for (int s = 0; s < first.shards; ++s)
    if (!by_shard.count(s)) missing_shards.push_back(s);
  if (!missing_shards.empty() && !partial)
    throw std::invalid_argument("incomplete set: shard" + std::string(missing_shards.size() == 1 ? " " : "s ") +
                                list_numbers(missing_shards, 1) + " of " + std::to_string(first.shards) +
                                " missing (run trisgo evaluate ... --shard K/" + std::to_string(first.shards) + ")");
  for (std::size_t i = 0; i < parts.size() && !partial; ++i) {
    if (parts[i].complete) continue;
    if (!parts[i].missing_shards.empty())
      throw std::invalid_argument("incomplete set: " + names[i] + " is a partial merge (shards " +
                                  missing_shard_list(parts[i]) + " missing); merge the shards' own results");
    std::vector<long> absent;
    const std::vector<long> want = parts[i].planned();
    std::size_t j = 0;
    for (long g : want) {
      while (j < parts[i].games.size() && parts[i].games[j].index < g) ++j;
      if (j >= parts[i].games.size() || parts[i].games[j].index != g) absent.push_back(g);
    }
    throw std::invalid_argument("incomplete set: " + names[i] + " (shard " + std::to_string(parts[i].plan.shard + 1) +
                                "/" + std::to_string(first.shards) + ") was stopped before games " +
                                list_numbers(absent, 1) + "; run that shard again");
  }
  Evaluation merged;
  merged.plan = first;
  merged.plan.shard = 0;
  merged.plan.shards = 1;
  for (long k : missing_shards) merged.missing_shards.push_back(std::to_string(k + 1) + "/" + std::to_string(first.shards));
  merged.complete = missing_shards.empty();
  for (const Evaluation& part : parts) merged.complete = merged.complete && part.complete;
  for (const Evaluation& part : parts)
    merged.games.insert(merged.games.end(), part.games.begin(), part.games.end());
  std::sort(merged.games.begin(), merged.games.end(),
            [](const PlayedGame& a, const PlayedGame& b) { return a.index < b.index; });
  return merged;
}

}  // namespace tg::evaluate
