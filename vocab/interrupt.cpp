// The signal handlers of long commands (interrupt.h).
#include "vocab/interrupt.h"

#include <signal.h>
#include <unistd.h>

#include <time.h>

#include <cerrno>
#include <cstring>

namespace tg {
namespace {

std::atomic<bool> g_interrupted{false};
std::atomic<int> g_signal{0};
// CLOCK_MONOTONIC (steady_clock's clock on Linux) at the first signal, in
// nanoseconds; clock_gettime is async-signal-safe.
std::atomic<long long> g_at_ns{0};
// How many signals arrived (the second one ends the process at once).
volatile sig_atomic_t g_count = 0;

constexpr int kHooks = 8;
std::atomic<void (*)(int) noexcept> g_hooks[kHooks];

constexpr int kGroups = 64;
std::atomic<pid_t> g_groups[kGroups];

// A temporary file's slot: state 0 free, 1 being written, 2 holds a path.
constexpr int kTempFiles = 32;
constexpr std::size_t kPathMax = 256;
struct TempSlot {
  std::atomic<int> state{0};
  char path[kPathMax];
};
TempSlot g_temp[kTempFiles];

static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free &&
                  std::atomic<pid_t>::is_always_lock_free && std::atomic<long long>::is_always_lock_free,
              "the signal handler needs lock-free atomics");

void stop_children(int sig) noexcept {
  for (auto& g : g_groups)
    if (const pid_t pgid = g.load(); pgid > 0) ::kill(-pgid, sig);
  for (auto& h : g_hooks)
    if (auto hook = h.load()) hook(sig);
}

extern "C" void on_signal(int sig) {
  const int saved_errno = errno;
  if (g_count > 0) {
    // The second signal: stop at once, leaving nothing behind.
    stop_children(SIGKILL);
    for (auto& t : g_temp)
      if (t.state.load() == 2) ::unlink(t.path);
    ::_exit(128 + g_signal.load());
  }
  g_count = 1;
  timespec now{};
  ::clock_gettime(CLOCK_MONOTONIC, &now);
  g_at_ns.store(static_cast<long long>(now.tv_sec) * 1'000'000'000LL + now.tv_nsec);
  g_signal.store(sig);
  g_interrupted.store(true);
  stop_children(SIGTERM);
  errno = saved_errno;
}

}  // namespace

void install_interrupt_handlers() {
  static std::atomic<bool> installed{false};
  if (installed.exchange(true)) return;
  for (int sig : {SIGINT, SIGTERM, SIGHUP}) {
    struct sigaction old {};
    if (::sigaction(sig, nullptr, &old) == 0 && old.sa_handler == SIG_IGN) continue;
    struct sigaction sa {};
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    // No SA_RESTART: a blocking call in the thread that takes the signal
    // returns EINTR, and its loop sees the flag sooner.
    sa.sa_flags = 0;
    ::sigaction(sig, &sa, nullptr);
    // A long command stops in order on these signals, so it takes them even
    // when its parent left them blocked (a pending one arrives here).
    sigset_t one;
    sigemptyset(&one);
    sigaddset(&one, sig);
    ::pthread_sigmask(SIG_UNBLOCK, &one, nullptr);
  }
}

bool interrupted() noexcept { return g_interrupted.load(std::memory_order_relaxed); }
const std::atomic<bool>& interrupt_flag() noexcept { return g_interrupted; }
int interrupt_signal() noexcept { return g_signal.load(); }
int interrupted_exit_status() noexcept { return 128 + g_signal.load(); }

std::chrono::steady_clock::time_point interrupted_at() noexcept {
  return std::chrono::steady_clock::time_point(std::chrono::nanoseconds(g_at_ns.load()));
}

const char* interrupt_signal_name() noexcept {
  switch (g_signal.load()) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    case 0: return "";
  }
  return "a signal";
}

void add_interrupt_hook(void (*hook)(int) noexcept) {
  for (auto& h : g_hooks) {
    void (*empty)(int) noexcept = nullptr;
    if (h.load() == hook) return;
    if (h.compare_exchange_strong(empty, hook)) return;
  }
}

void register_child_group(pid_t pgid) noexcept {
  for (auto& g : g_groups) {
    pid_t empty = 0;
    if (g.compare_exchange_strong(empty, pgid)) return;
  }
}

void unregister_child_group(pid_t pgid) noexcept {
  for (auto& g : g_groups) {
    pid_t mine = pgid;
    if (g.compare_exchange_strong(mine, 0)) return;
  }
}

TempFileGuard::TempFileGuard(std::string path) : path_(std::move(path)) {
  if (path_.size() >= kPathMax) return;
  for (int i = 0; i < kTempFiles; ++i) {
    int free = 0;
    if (!g_temp[i].state.compare_exchange_strong(free, 1)) continue;
    std::memcpy(g_temp[i].path, path_.c_str(), path_.size() + 1);
    g_temp[i].state.store(2);
    slot_ = i;
    return;
  }
}

TempFileGuard::~TempFileGuard() {
  if (slot_ >= 0) g_temp[slot_].state.store(0);
  ::unlink(path_.c_str());
}

void reset_interrupt_for_tests() noexcept {
  g_count = 0;
  g_at_ns.store(0);
  g_signal.store(0);
  g_interrupted.store(false);
}

}  // namespace tg
