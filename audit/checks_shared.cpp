// The audit's shared exhaustive pass (checks_shared.h).
#include "audit/checks_shared.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

#include "audit/exhaustive.h"

namespace tg::audit {
namespace {

// The piece bound of a check's exhaustive phase of one size (-1: none).
int pieces_of(const std::vector<SizePlan>& plan, int size) {
  for (const SizePlan& p : plan)
    if (p.size == size) return p.exhaustive_pieces;
  return -1;
}

// What one block of units gave, per check (in the order of `checks`).
struct Block {
  std::vector<std::vector<std::uint64_t>> found, limit;
  std::vector<bool> kept;  // per board of the block
  std::uint64_t positions = 0;
};

}  // namespace

KnownAnswers SharedAnswers::for_check(const Check& c) const {
  auto at = answers.find(c.name);
  if (at == answers.end()) return {};
  const std::map<int, Units>* sizes = &at->second;
  return [this, sizes](int size, std::uint64_t unit) -> std::optional<KnownAnswer> {
    auto s = sizes->find(size);
    if (s == sizes->end() || unit >= s->second.below) return std::nullopt;
    if (!kept.at(size)[static_cast<std::size_t>(unit / slots.at(size))]) return KnownAnswer::Dropped;
    const Units& u = s->second;
    if (std::binary_search(u.found.begin(), u.found.end(), unit)) return KnownAnswer::Found;
    if (std::binary_search(u.limit.begin(), u.limit.end(), unit)) return KnownAnswer::Limit;
    return KnownAnswer::Nothing;
  };
}

std::optional<SharedAnswers> shared_exhaustive_pass(const SearchSpace& space, const std::vector<PlannedCheck>& checks,
                                                    const Engine& engine, const ProgressFn& progress) {
  SharedAnswers out;
  std::vector<int> sizes;
  for (const PlannedCheck& c : checks)
    for (const SizePlan& p : c.plan)
      if (p.exhaustive_pieces >= 0 && std::find(sizes.begin(), sizes.end(), p.size) == sizes.end()) sizes.push_back(p.size);
  std::sort(sizes.begin(), sizes.end());
  const CheckContext ctx{engine, nullptr};  // as run_audit's probe: no second engine in the search
  for (int size : sizes) {
    std::vector<int> bound(checks.size());
    int most = -1;
    for (std::size_t i = 0; i < checks.size(); ++i) {
      bound[i] = pieces_of(checks[i].plan, size);
      most = std::max(most, bound[i]);
    }
    const ExhaustiveUnits walk(space, size);  // its counts (each thread walks with its own)
    const std::uint64_t units = walk.units(most);
    const std::uint64_t slots = walk.slots();
    const std::uint64_t per_block = 1024 * slots;
    const std::uint64_t blocks = (units + per_block - 1) / per_block;
    std::vector<Block> results(static_cast<std::size_t>(blocks));
    // found: the units where a check answered (the progress line's count;
    // what is kept of them is decided after the pass).
    std::atomic<std::uint64_t> next{0}, done{0}, found{0};
    std::atomic<bool> stopped{false};
    std::exception_ptr failure;
    std::mutex mutex;
    auto last = std::chrono::steady_clock::now();
    auto work = [&] {
      const ExhaustiveUnits mine(space, size);  // its cache of the last board is this thread's
      try {
        for (;;) {
          const std::uint64_t b = next.fetch_add(1);
          if (b >= blocks || stopped.load()) return;
          Block& r = results[static_cast<std::size_t>(b)];
          r.found.resize(checks.size());
          r.limit.resize(checks.size());
          const std::uint64_t end = std::min(units, (b + 1) * per_block);
          r.kept.assign(static_cast<std::size_t>((end - b * per_block + slots - 1) / slots), false);
          for (std::uint64_t u = b * per_block; u < end; ++u) {
            if (space.cancel && space.cancel->load(std::memory_order_relaxed)) {
              stopped = true;
              return;
            }
            int pieces = 0;
            const std::optional<Position> p = mine.position(u, pieces);
            if (!p) continue;
            r.kept[static_cast<std::size_t>((u - b * per_block) / slots)] = true;
            ++r.positions;
            Visit v(ctx, *p);
            bool answered = false;
            for (std::size_t i = 0; i < checks.size(); ++i) {
              if (bound[i] < pieces) continue;
              try {
                if (checks[i].check->probe(v)) {
                  r.found[i].push_back(u);
                  answered = true;
                }
              } catch (const EngineLimit&) {
                r.limit[i].push_back(u);
              }
            }
            if (answered) ++found;
          }
          done += end - b * per_block;
          if (progress) {
            std::lock_guard<std::mutex> lock(mutex);
            const auto now = std::chrono::steady_clock::now();
            if (now - last > std::chrono::milliseconds(250)) {
              last = now;
              progress(Progress{"shared exhaustive " + std::to_string(size) + "x" + std::to_string(size), done.load(), units, found.load()});
            }
          }
        }
      } catch (...) {
        std::lock_guard<std::mutex> lock(mutex);
        if (!failure) failure = std::current_exception();
        stopped = true;
      }
    };
    std::vector<std::thread> threads;
    for (int t = 1; t < space.jobs; ++t) threads.emplace_back(work);
    work();
    for (std::thread& t : threads) t.join();
    if (failure) std::rethrow_exception(failure);
    if (stopped) return std::nullopt;
    // Blocks in order: each check's units come out sorted.
    for (std::size_t i = 0; i < checks.size(); ++i) {
      if (bound[i] < 0) continue;
      SharedAnswers::Units& u = out.answers[checks[i].check->name][size];
      u.below = walk.units(bound[i]);
      for (const Block& r : results) {
        u.found.insert(u.found.end(), r.found[i].begin(), r.found[i].end());
        u.limit.insert(u.limit.end(), r.limit[i].begin(), r.limit[i].end());
      }
    }
    out.slots[size] = slots;
    std::vector<bool>& kept = out.kept[size];
    for (const Block& r : results) {
      out.positions += r.positions;
      kept.insert(kept.end(), r.kept.begin(), r.kept.end());
    }
  }
  return out;
}

}  // namespace tg::audit
