// The search machinery (search.h): the sequence of units, chunks, threads,
// budgets, shards, merging and the bounded sentence.
#include "audit/search.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <map>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "audit/exhaustive.h"
#include "audit/shrink.h"
#include "vocab/splitmix64.h"

namespace tg::audit {
namespace {

std::uint64_t mix(std::uint64_t a, std::uint64_t b, std::uint64_t c) {
  std::uint64_t s = a * 0x100000001b3ULL ^ (b + 0x632be59bd9b4e019ULL);
  splitmix64(s);
  s ^= c * kSplitmix64Gamma;
  return splitmix64(s);
}

enum class PhaseKind { Exhaustive, Random, Guided };

struct Phase {
  PhaseKind kind;
  int size;
  int pieces = -1;
  int guided_moves = 0;
  std::uint64_t units = 0;
  std::uint64_t chunk = 1;      // units per chunk
  std::uint64_t first_unit = 0; // global index of its first unit
  std::uint64_t first_chunk = 0;
  std::uint64_t chunks() const { return (units + chunk - 1) / chunk; }
};

const char* phase_name(PhaseKind k) {
  return k == PhaseKind::Exhaustive ? "exhaustive" : k == PhaseKind::Random ? "random" : "guided";
}

struct Plan {
  std::vector<Phase> phases;
  std::uint64_t total_units = 0;
  std::uint64_t total_chunks = 0;
};

Plan make_plan(const SearchSpace& s) {
  Plan plan;
  const std::uint64_t colours = exhaustive_alphabet(s).size() - 1;
  const std::uint64_t slots = exhaustive_slot_moves(s.rules).size();
  for (const SizePlan& sp : s.sizes) {
    if (!BoardSize::allowed(sp.size)) throw std::invalid_argument("board size " + std::to_string(sp.size) + " is not allowed (odd, 3..19)");
    if (sp.exhaustive_pieces >= 0) {
      if (sp.exhaustive_pieces > 12 || binomial(sp.size * sp.size, std::min(sp.exhaustive_pieces, sp.size * sp.size)) > 100'000'000'000ULL)
        throw std::invalid_argument("exhaustive search of " + std::to_string(sp.size) + "x" + std::to_string(sp.size) +
                                    " up to " + std::to_string(sp.exhaustive_pieces) + " pieces is too large");
      Phase p{PhaseKind::Exhaustive, sp.size, sp.exhaustive_pieces};
      p.units = exhaustive_boards(sp.size * sp.size, sp.exhaustive_pieces, colours) * slots;
      p.chunk = 256 * slots;
      plan.phases.push_back(p);
    }
    if (sp.random > 0) {
      Phase p{PhaseKind::Random, sp.size};
      p.units = sp.random;
      p.chunk = 32;
      plan.phases.push_back(p);
    }
    if (sp.guided > 0 && s.player) {
      Phase p{PhaseKind::Guided, sp.size};
      p.units = sp.guided;
      p.chunk = 1;
      p.guided_moves = sp.guided_moves > 0 ? sp.guided_moves : 2 * sp.size * sp.size;
      plan.phases.push_back(p);
    }
  }
  for (Phase& p : plan.phases) {
    // At most 65,536 chunks per phase (a function of the space only, so
    // shards and budgets see the same chunks).
    p.chunk = std::max(p.chunk, (p.units + 65535) / 65536);
    if (p.units > 1'000'000'000'000ULL)
      throw std::invalid_argument("the " + std::string(p.kind == PhaseKind::Exhaustive ? "exhaustive" : "random") + " phase of " +
                                  std::to_string(p.size) + "x" + std::to_string(p.size) +
                                  " has more than 10^12 positions: lower the piece count or the number");
    if (s.max_positions > 0 && plan.total_units + p.units > s.max_positions)
      p.units = s.max_positions > plan.total_units ? s.max_positions - plan.total_units : 0;
    p.first_unit = plan.total_units;
    p.first_chunk = plan.total_chunks;
    plan.total_units += p.units;
    plan.total_chunks += p.chunks();
  }
  return plan;
}

struct ChunkResult {
  std::uint64_t units = 0;  // units done whole (all of the chunk's unless the search stopped in it)
  std::uint64_t probed = 0, skipped = 0, classes = 0;
  std::map<std::string, KindReport> kinds;
};

// The originals kept: the keep_per_kind smallest, and behind them the
// smallest with a record (a game's position, reachable whatever the
// placement search finds) when none of them has one.
void trim(KindReport& k, int keep_per_kind) {
  const std::size_t n = static_cast<std::size_t>(keep_per_kind);
  if (k.originals.size() <= n) return;
  std::optional<Finding> played;
  bool recorded = false;
  for (std::size_t i = 0; i < k.originals.size(); ++i) {
    if (!k.originals[i].record) continue;
    if (i < n) recorded = true;
    else if (!played) played = k.originals[i];
  }
  k.originals.resize(n);
  if (!recorded && played) k.originals.push_back(std::move(*played));
}

// The keep_per_kind of the originals that trim() left.
int kept_per_kind(const KindReport& k) {
  const std::size_t n = k.originals.size();
  bool fallback = n >= 2 && k.originals.back().record;
  for (std::size_t i = 0; i + 1 < n && fallback; ++i) fallback = !k.originals[i].record;
  return static_cast<int>(fallback ? n - 1 : n);
}

// Whether keep() could keep f among the smallest with a record of any
// length (the placement search is spent only on such a finding).
bool could_keep(const KindReport& k, const Finding& f, int keep_per_kind) {
  Finding best = f;
  best.record = std::vector<Move>{};
  std::size_t smaller = 0;
  for (const Finding& o : k.originals) smaller += smaller_example(o, best);
  return smaller < static_cast<std::size_t>(keep_per_kind);
}

void keep(KindReport& k, Finding f, int keep_per_kind) {
  auto at = std::lower_bound(k.originals.begin(), k.originals.end(), f, smaller_example);
  k.originals.insert(at, std::move(f));
  trim(k, keep_per_kind);
}

void merge_kinds(std::map<std::string, KindReport>& into, const std::map<std::string, KindReport>& from, int keep_per_kind) {
  for (const auto& [name, k] : from) {
    KindReport& t = into[name];
    t.kind = name;
    t.count += k.count;
    for (const Finding& f : k.originals) keep(t, f, keep_per_kind);
  }
}

// When the search must stop: a signal (the cancel flag) or the budget's
// deadline. Checked before every unit and every move of a guided game, so
// that the budget holds within a unit's time whatever --jobs is (a chunk is
// up to 65,536 units, and with more threads than cores each runs slower).
struct StopCheck {
  const std::atomic<bool>* cancel = nullptr;
  bool timed = false;
  std::chrono::steady_clock::time_point deadline;
  std::atomic<bool>* out_of_time = nullptr;
  bool operator()() const {
    if (cancel && cancel->load(std::memory_order_relaxed)) return true;
    if (timed && std::chrono::steady_clock::now() >= deadline) {
      out_of_time->store(true);
      return true;
    }
    return false;
  }
};

class Runner {
 public:
  Runner(const SearchSpace& s, const Probe& probe, const StopCheck& stop)
      : s_(s), probe_(probe), stop_(stop), cells_(exhaustive_alphabet(s)), slots_(exhaustive_slot_moves(s.rules)) {}

  // False when the search was stopped before the chunk's end (its results
  // are then dropped).
  // A unit counts whole or not at all: what a unit stopped (or failed) in
  // the middle had added is taken back, so `out` holds out.units units.
  bool run_chunk(const Phase& ph, std::uint64_t begin, std::uint64_t end, ChunkResult& out) const {
    auto size = *BoardSize::make(ph.size);
    std::optional<ExhaustiveUnits> units;
    if (ph.kind == PhaseKind::Exhaustive) units.emplace(s_, ph.size);
    for (std::uint64_t u = begin; u < end; ++u) {
      if (stop_()) return false;
      const std::uint64_t probed = out.probed, skipped = out.skipped, classes = out.classes;
      std::optional<ChunkResult> before;  // a guided game probes many positions
      if (ph.kind == PhaseKind::Guided) before = out;
      try {
        if (ph.kind == PhaseKind::Exhaustive) exhaustive(ph, *units, u, out);
        else if (ph.kind == PhaseKind::Random) random(ph, size, u, out);
        else if (!guided(ph, size, u, out)) {
          out = std::move(*before);
          return false;
        }
      } catch (...) {
        // One probe per unit otherwise, whose findings are kept only once it returned.
        if (before) out = std::move(*before);
        out.probed = probed;
        out.skipped = skipped;
        out.classes = classes;
        throw;
      }
      ++out.units;
    }
    return true;
  }

 private:
  void probe(const Position& p, const Phase& ph, std::uint64_t unit, ChunkResult& out, std::map<std::string, bool>* seen = nullptr,
             const std::vector<Move>* record = nullptr) const {
    std::optional<Finding> f;
    try {
      f = probe_(p);
    } catch (const EngineLimit&) {
      ++out.probed;
      ++out.skipped;
      return;
    }
    ++out.probed;
    if (!f) return;
    // A board no game reaches (a string without liberties) is no finding;
    // a game's position is one by construction.
    if (!record && s_.player && s_.reachable) {
      try {
        if (!position_of_play(*s_.player, p)) return;
      } catch (const EngineLimit&) {
        ++out.skipped;
        return;
      }
    }
    if (seen) {
      if ((*seen)[f->kind]) {
        return;  // one per kind per game: the first position of the game
      }
      (*seen)[f->kind] = true;
    }
    f->index = ph.first_unit + unit;
    f->phase = phase_name(ph.kind);
    if (record) f->record = *record;
    static const KindReport none;
    auto seen_kind = out.kinds.find(f->kind);
    const KindReport& so_far = seen_kind == out.kinds.end() ? none : seen_kind->second;
    // A board that could be kept needs a record that reaches it (a game's
    // position has its own): the placement search gives the shortest, and a
    // board that no record reaches is no finding.
    if (!record && s_.player && s_.reachable && s_.shrink && could_keep(so_far, *f, s_.keep_per_kind)) {
      const std::string kind = f->kind;
      auto shows = [&](const Position& q) {
        auto g = probe_(q);
        return g && g->kind == kind;
      };
      auto w = find_witness(*s_.player, p, shows, s_.witness);
      if (!w) return;  // no game reaches it (within the bounds): no finding
      f->record = std::move(w->moves);
    }
    KindReport& k = out.kinds[f->kind];
    k.kind = f->kind;
    ++k.count;
    keep(k, std::move(*f), s_.keep_per_kind);
  }

  void exhaustive(const Phase& ph, const ExhaustiveUnits& units, std::uint64_t unit, ChunkResult& out) const {
    // Answered beforehand (the audit's shared pass): the probe is asked again
    // only where it found something, so what is kept is as without it.
    std::optional<KnownAnswer> known;
    if (s_.known) known = s_.known(ph.size, unit);
    if (known == KnownAnswer::Dropped) return;
    int pieces = 0;
    std::optional<Position> p;
    if (!known) {
      p = units.position(unit, pieces);
      if (!p) return;  // an image under a symmetry comes earlier
    }
    if (unit % units.slots() == 0) ++out.classes;
    if (known && *known != KnownAnswer::Found) {
      ++out.probed;
      if (*known == KnownAnswer::Limit) ++out.skipped;
      return;
    }
    if (!p) p = units.position(unit, pieces);
    probe(*p, ph, unit, out);
  }

  void random(const Phase& ph, BoardSize size, std::uint64_t unit, ChunkResult& out) const {
    std::uint64_t r = mix(s_.seed, static_cast<std::uint64_t>(ph.size), unit * 2 + 1);
    const std::uint64_t density = splitmix64(r) % 100;  // percent occupied
    Position p(size, s_.rules);
    for (int i = 0; i < size.points(); ++i) {
      if (splitmix64(r) % 100 >= density) continue;
      put_cell(p.board, i, cells_[1 + splitmix64(r) % (cells_.size() - 1)]);
    }
    p.next_move = slots_[splitmix64(r) % slots_.size()];
    // A pass only after a move (passes < next: the position format's rule, so
    // that a report's positions read back); the draw is made either way.
    if (splitmix64(r) % 4 == 0 && p.next_move > 1) p.passes = 1;
    probe(p, ph, unit, out);
  }

  // False when stopped in the middle of the game.
  bool guided(const Phase& ph, BoardSize size, std::uint64_t unit, ChunkResult& out) const {
    std::uint64_t r = mix(s_.seed, static_cast<std::uint64_t>(ph.size), unit * 2 + 2);
    Position p(size, s_.rules);
    std::map<std::string, bool> seen;
    std::vector<Move> played;
    for (int move = 0; move <= ph.guided_moves; ++move) {
      if (move > 0 && stop_()) return false;
      probe(p, ph, unit, out, &seen, &played);
      if (move == ph.guided_moves) break;
      std::vector<Move> moves;
      try {
        if (s_.player->ended(p)) break;
        moves = s_.player->legal_moves(p);
      } catch (const EngineLimit&) {
        break;
      }
      if (moves.empty()) break;
      // Passes are the last moves; play one in ten times at most.
      std::size_t non_pass = 0;
      while (non_pass < moves.size() && !moves[non_pass].is_pass()) ++non_pass;
      const Move m = non_pass > 0 && splitmix64(r) % 10 != 0 ? moves[splitmix64(r) % non_pass] : moves[splitmix64(r) % moves.size()];
      MoveOutcome o;
      try {
        o = s_.player->play(p, m);
      } catch (const EngineLimit&) {
        break;
      }
      if (!o.after) break;
      p = *o.after;
      played.push_back(m);
    }
    return true;
  }

  const SearchSpace& s_;
  const Probe& probe_;
  const StopCheck& stop_;
  std::vector<Cell> cells_;
  std::vector<int> slots_;
};

std::string count_text(std::uint64_t n) {
  std::string d = std::to_string(n), out;
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (i > 0 && (d.size() - i) % 3 == 0) out += ',';
    out += d[i];
  }
  return out;
}

// The label of an example (finding.h). Proven minimal on the boards up to
// N when the example is no larger than the smallest reachable finding of the
// whole search (`original`: every board the search probed and could keep
// got the placement search, witness.h, and the shortest record), it shows
// without its history (the exhaustive boards have none), and the exhaustive
// phase searched every board of every size 3..N that could be smaller: with
// fewer pieces, and, unless the record has one move per piece (no example
// has fewer), with as many pieces; on the sizes below the example's, with as
// many pieces. N is at least the example's size.
void label(Finding& g, const Finding& original, const std::vector<Coverage>& coverage, int shards) {
  g.proven_minimal = false;
  g.proven_up_to = 0;
  if (shards != 1 || !g.record || !original.record) return;
  const Measure m = measure_of(g.position, *g.record), o = measure_of(original.position, *original.record);
  if (std::make_pair(m.pieces, m.moves) > std::make_pair(o.pieces, o.moves)) return;
  if (!g.shows_without_history) return;
  int largest = 0;
  for (const Coverage& c : coverage) largest = std::max(largest, c.size);
  int up_to = 0;
  for (int size = kMinBoardSize; size <= largest; size += 2) {
    const int need = size < m.size || m.moves > m.pieces ? m.pieces : m.pieces - 1;
    bool covered = need < 0;
    for (const Coverage& c : coverage)
      if (c.size == size && c.phase == "exhaustive" && c.complete() && c.pieces >= need) covered = true;
    if (!covered) break;
    up_to = size;
  }
  if (up_to < m.size) return;
  g.proven_minimal = true;
  g.proven_up_to = up_to;
}

void finish(SearchReport& r, const std::map<std::string, KindReport>& kinds, const Probe& probe, const SearchSpace* space,
            const ProgressFn& progress, const Engine* player, int keep_per_kind) {
  r.kinds.clear();
  r.unreached.clear();
  const WitnessBounds bounds = space ? space->witness : WitnessBounds{};
  for (const auto& [name, k] : kinds) {
    KindReport out = k;
    out.examples.clear();
    for (const Finding& f : out.originals) {
      if (static_cast<int>(out.examples.size()) == keep_per_kind) break;
      // A signal (the cancel flag) leaves the examples as found: shrinking
      // is more calls of the probe, and an engine over GTP is stopped by then.
      const bool cancelled = space && space->cancel && space->cancel->load();
      if (cancelled) r.interrupted = true;
      if (!probe || (space && !space->shrink) || r.interrupted) {
        out.examples.push_back(f);
        continue;
      }
      if (progress) progress(Progress{"shrinking " + name, 0, 0, out.count});
      const std::string kind = name;
      std::uint64_t checks = 0;
      auto still = [&](const Position& p) {
        ++checks;
        try {
          auto g = probe(p);
          return g && g->kind == kind;
        } catch (const EngineLimit&) {
          return false;
        }
      };
      Finding g;
      try {
        if (player) {
          // Every step re-checked on the position a record reaches (shrink.h).
          const std::optional<Example> ex = reachable_example(*player, f.position, f.record, still, bounds);
          if (!ex) continue;  // no game reaches it: never reported
          g = *probe(ex->reached);
          g.record = ex->record;
        } else {
          g = *probe(shrink(f.position, still));
        }
      } catch (...) {
        if (!(space && space->cancel && space->cancel->load())) throw;
        r.interrupted = true;
        out.examples.push_back(f);
        continue;
      }
      g.index = f.index;
      g.phase = f.phase;
      g.shrink_checks = checks;
      if (player) {
        Position bare = g.position;
        bare.history.clear();
        g.shows_without_history = still(bare);
        label(g, f, r.coverage, r.shards);
      }
      out.examples.push_back(std::move(g));
    }
    // Kept without an example (its originals for merging shards), named.
    if (out.examples.empty() && !out.originals.empty() && probe && player) r.unreached.push_back(name);
    r.kinds.push_back(std::move(out));
  }
}

}  // namespace

text::PhraseList SearchReport::searched_words() const {
  using text::PhraseKind;
  text::PhraseList out{{}, ", "};
  for (const Coverage& c : coverage) {
    if (c.done == 0) continue;
    if (c.phase == "exhaustive") {
      if (c.complete() && shards == 1)
        out.items.push_back(text::phrase(PhraseKind::SearchedAll, c.size, c.pieces, count_text(c.classes)));
      else
        out.items.push_back(text::phrase(PhraseKind::SearchedPart, count_text(c.done), count_text(c.units), c.size,
                                         c.pieces, shards > 1, count_text(c.classes)));
    } else if (c.phase == "random") {
      out.items.push_back(text::phrase(PhraseKind::SearchedRandom, count_text(c.done), c.size));
    } else {
      out.items.push_back(text::phrase(PhraseKind::SearchedGames, count_text(c.done), c.size, count_text(c.probed)));
    }
  }
  if (out.items.empty()) out.items.push_back(text::phrase(PhraseKind::SearchedNothing));
  return out;
}

std::string SearchReport::searched() const {
  return text::phrase_arg_text(searched_words(), LabelSet::Integer);
}

text::Phrase minimality_words(const Finding& f, const SearchReport& search) {
  if (f.proven_minimal)
    return text::phrase(text::PhraseKind::ProvenMinimal, f.proven_up_to, WitnessBounds{}.extra_passes,
                        search.searched_words());
  return text::phrase(text::PhraseKind::SmallestFound, search.searched_words(), f.shrink_checks);
}

std::string minimality_bounds(const Finding& f, const SearchReport& search) {
  return text::render(minimality_words(f, search), LabelSet::Integer);
}

SearchReport search(const SearchSpace& space, const Probe& probe, const ProgressFn& progress) {
  if (space.shards < 1 || space.shard < 0 || space.shard >= space.shards) throw std::invalid_argument("shard out of range");
  if (space.jobs < 1 || space.jobs > 256) throw std::invalid_argument("jobs must be 1..256");
  if (space.keep_per_kind < 1) throw std::invalid_argument("keep_per_kind must be at least 1");
  const Plan plan = make_plan(space);
  std::atomic<bool> out_of_time{false};
  const auto start = std::chrono::steady_clock::now();
  StopCheck stop;
  stop.cancel = space.cancel;
  stop.timed = space.budget_seconds > 0;
  stop.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(space.budget_seconds));
  stop.out_of_time = &out_of_time;
  Runner runner(space, probe, stop);
  // This shard's chunks: c with c % shards == shard.
  const std::uint64_t shards = static_cast<std::uint64_t>(space.shards);
  const std::uint64_t shard = static_cast<std::uint64_t>(space.shard);
  const std::uint64_t local_chunks = plan.total_chunks > shard ? (plan.total_chunks - shard + shards - 1) / shards : 0;
  std::uint64_t local_units = 0;
  auto locate = [&](std::uint64_t global, std::uint64_t& b, std::uint64_t& e) -> const Phase& {
    const Phase* ph = &plan.phases.front();
    for (const Phase& p : plan.phases)
      if (global >= p.first_chunk && global < p.first_chunk + p.chunks()) ph = &p;
    b = (global - ph->first_chunk) * ph->chunk;
    e = std::min(ph->units, b + ph->chunk);
    return *ph;
  };
  for (std::uint64_t j = 0; j < local_chunks; ++j) {
    std::uint64_t b = 0, e = 0;
    locate(shard + j * shards, b, e);
    local_units += e - b;
  }

  std::vector<ChunkResult> results(static_cast<std::size_t>(local_chunks));
  std::vector<char> done(static_cast<std::size_t>(local_chunks), 0);
  std::atomic<std::uint64_t> next{0}, units_done{0}, findings{0};
  std::mutex progress_mutex;
  auto last_progress = start;
  // The first exception of any thread (an engine over GTP that died, say)
  // stops every thread and is rethrown here once all have joined: never a
  // joinable std::thread destroyed while unwinding (std::terminate).
  std::exception_ptr failure;
  std::atomic<bool> failed{false};
  std::mutex failure_mutex;
  auto work = [&] {
    for (;;) {
      if (failed.load() || stop()) return;
      const std::uint64_t j = next.fetch_add(1);
      if (j >= local_chunks) return;
      std::uint64_t b = 0, e = 0;
      const Phase& ph = locate(shard + j * shards, b, e);
      if (!runner.run_chunk(ph, b, e, results[static_cast<std::size_t>(j)])) return;
      done[static_cast<std::size_t>(j)] = 1;
      units_done += e - b;
      std::uint64_t f = 0;
      for (const auto& [_, k] : results[static_cast<std::size_t>(j)].kinds) f += k.count;
      findings += f;
      if (progress) {
        std::lock_guard<std::mutex> lock(progress_mutex);
        const auto now = std::chrono::steady_clock::now();
        if (now - last_progress > std::chrono::milliseconds(250) || j + 1 == local_chunks) {
          last_progress = now;
          progress(Progress{std::string(phase_name(ph.kind)) + " " + std::to_string(ph.size) + "x" + std::to_string(ph.size),
                            units_done.load(), local_units, findings.load()});
        }
      }
    }
  };
  auto worker = [&] {
    try {
      work();
    } catch (...) {
      std::lock_guard<std::mutex> lock(failure_mutex);
      if (!failure) failure = std::current_exception();
      failed = true;
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < space.jobs; ++t) threads.emplace_back(worker);
  worker();
  for (std::thread& t : threads) t.join();
  // A failure after a signal is the signal's doing (it stopped the engines
  // over GTP): the search ends as interrupted, with the chunks done.
  if (failure && !(space.cancel && space.cancel->load())) std::rethrow_exception(failure);

  SearchReport report;
  report.seed = space.seed;
  report.shard = space.shard;
  report.shards = space.shards;
  report.stopped_by_time = out_of_time.load();
  // What is reported is a prefix of this shard's units, so that --positions
  // reproduces a report cut by time: the chunks done before the first one
  // left undone, then the units done of that one (a thread stopped in the
  // middle of it); chunks that other threads finished after the gap are
  // dropped.
  const std::uint64_t prefix =
      static_cast<std::uint64_t>(std::find(done.begin(), done.end(), 0) - done.begin());
  const std::uint64_t reported = prefix < local_chunks ? prefix + 1 : prefix;
  // Stopped by the cancel flag with chunks left undone.
  report.interrupted = space.cancel && space.cancel->load() && prefix < local_chunks;
  for (const Phase& ph : plan.phases) {
    Coverage c;
    c.size = ph.size;
    c.phase = phase_name(ph.kind);
    c.pieces = ph.pieces;
    // The whole phase, before the positions budget cut it.
    c.units = ph.units;
    report.coverage.push_back(c);
  }
  // The units of each phase in the space, before a positions budget.
  {
    SearchSpace whole = space;
    whole.max_positions = 0;
    const Plan full = make_plan(whole);
    for (std::size_t i = 0; i < report.coverage.size(); ++i) report.coverage[i].units = full.phases[i].units;
  }
  std::map<std::string, KindReport> kinds;
  // Merged in chunk order: the result does not depend on the threads.
  for (std::uint64_t j = 0; j < reported; ++j) {
    std::uint64_t b = 0, e = 0;
    const Phase& ph = locate(shard + j * shards, b, e);
    const std::size_t pi = static_cast<std::size_t>(&ph - plan.phases.data());
    const ChunkResult& r = results[static_cast<std::size_t>(j)];
    Coverage& c = report.coverage[pi];
    c.done += r.units;  // e - b for a chunk done whole
    c.probed += r.probed;
    c.classes += r.classes;
    report.positions += r.probed;
    report.skipped += r.skipped;
    merge_kinds(kinds, r.kinds, space.keep_per_kind);
  }
  finish(report, kinds, probe, &space, progress, space.reachable ? space.player : nullptr, space.keep_per_kind);
  return report;
}

SearchReport merge(const std::vector<SearchReport>& shards, const Probe& probe, const Engine* player) {
  if (shards.empty()) throw std::invalid_argument("no reports to merge");
  SearchReport r;
  r.seed = shards.front().seed;
  r.shards = 1;
  r.coverage = shards.front().coverage;
  for (Coverage& c : r.coverage) c.done = c.probed = c.classes = 0;
  std::vector<int> seen(static_cast<std::size_t>(shards.front().shards), 0);
  std::map<std::string, KindReport> kinds;
  int keep_per_kind = 1;
  for (const SearchReport& s : shards) {
    if (s.seed != r.seed || s.shards != shards.front().shards || s.coverage.size() != r.coverage.size())
      throw std::invalid_argument("the reports are not shards of one search (seed, shard count or space differ)");
    if (s.shard < 0 || s.shard >= s.shards || seen[static_cast<std::size_t>(s.shard)]++)
      throw std::invalid_argument("shard " + std::to_string(s.shard + 1) + "/" + std::to_string(s.shards) + " given twice");
    for (std::size_t i = 0; i < r.coverage.size(); ++i) {
      const Coverage& c = s.coverage[i];
      if (c.size != r.coverage[i].size || c.phase != r.coverage[i].phase || c.units != r.coverage[i].units)
        throw std::invalid_argument("the reports are not shards of one search (their spaces differ)");
      r.coverage[i].done += c.done;
      r.coverage[i].probed += c.probed;
      r.coverage[i].classes += c.classes;
    }
    r.positions += s.positions;
    r.skipped += s.skipped;
    r.stopped_by_time = r.stopped_by_time || s.stopped_by_time;
    r.interrupted = r.interrupted || s.interrupted;
    for (const KindReport& k : s.kinds) keep_per_kind = std::max(keep_per_kind, kept_per_kind(k));
    std::map<std::string, KindReport> m;
    for (const KindReport& k : s.kinds) m[k.kind] = k;
    merge_kinds(kinds, m, 1 << 20);
  }
  for (auto& [_, k] : kinds) trim(k, keep_per_kind);
  if (probe) {
    finish(r, kinds, probe, nullptr, {}, player, keep_per_kind);
  } else {
    // Without a probe: take each shard's shrunk example of the minimal original.
    r.kinds.clear();
    for (auto& [name, k] : kinds) {
      KindReport out = k;
      out.examples.clear();
      // An example carries its original's index in the search sequence.
      for (const Finding& o : out.originals)
        for (const SearchReport& s : shards)
          for (const KindReport& sk : s.kinds)
            if (sk.kind == name)
              for (const Finding& e : sk.examples)
                if (e.index == o.index && static_cast<int>(out.examples.size()) < keep_per_kind) {
                  // Labelled again on the merged coverage (a shard's alone proves nothing).
                  Finding x = e;
                  if (x.record) label(x, o, r.coverage, 1);
                  out.examples.push_back(std::move(x));
                }
      if (out.examples.empty() && !out.originals.empty()) r.unreached.push_back(name);
      r.kinds.push_back(std::move(out));
    }
  }
  return r;
}

}  // namespace tg::audit
