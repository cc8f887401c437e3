// A misbehaving GTP engine for the tests of the engine-process layer
// (gtp/client.h, issue 36):
//   chaos_engine MODE [-- REAL ENGINE ARGV...]
// It answers the handshake (name, version, protocol_version, known_command,
// list_commands) and, with a real engine after "--", forwards every other
// command to it (through gtp::Client) and passes its reply on; without one
// it answers "= " (genmove: "= pass"). At the first command after the
// handshake it misbehaves as MODE says:
//   hang     never answers
//   flood    writes 'x' for ever, no newline
//   huge     one reply of 100 MB
//   crash    writes half a reply, then dies by SIGSEGV
//   exit     exits with status 3 at start, before reading anything
//   garbage  answers a line that is neither '=' nor '?'
//   slow     no fault: its first 3 replies after the handshake take 0.6 s each
//   fork     forks a child that sleeps for an hour, then exits with status 4
//            at that command (the child outlives it unless its group is killed)
//   crawl    no fault: every reply after the handshake takes 0.2 s (a long
//            run to interrupt, cli/tests/signal_test.py)
//   stubborn ignores SIGTERM and never answers after the handshake (only
//            SIGKILL ends it, or trisgo once its grace after a signal ends)
//   late     no answer for 30 s from its start, the handshake included: an
//            engine slow to start (a signal to trisgo in a command's set-up,
//            cli/tests/signal_test.py)
//   wrong_id answers with an id the command was not sent with ("=7" to a
//            command without one, "=N7" to one with the id N)
//   none     no fault
// When $CHAOS_PIDFILE is set it writes its pid there at start (the id of
// its process group) and, in mode fork, the child's pid on a second line.
#include <signal.h>
#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "gtp/client.h"
#include "gtp/protocol.h"

namespace {

bool handshake(const std::string& name) {
  for (const char* c : {"name", "version", "protocol_version", "known_command", "list_commands"})
    if (name == c) return true;
  return false;
}

// The request's line as the real engine is sent it: the name and arguments, no id.
std::string without_id(const tg::gtp::Request& r) {
  std::string line = r.name;
  for (const std::string& a : r.args) line += " " + a;
  return line;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "none";
  std::vector<std::string> real;
  if (argc > 2 && std::string(argv[2]) == "--")
    for (int i = 3; i < argc; ++i) real.push_back(argv[i]);
  const rlimit no_core{0, 0};
  setrlimit(RLIMIT_CORE, &no_core);  // crash without a core file
  const char* pidfile = std::getenv("CHAOS_PIDFILE");
  std::ofstream pids;
  if (pidfile) pids.open(pidfile);
  if (pids) pids << getpid() << "\n" << std::flush;
  if (mode == "exit") return 3;
  if (mode == "stubborn") std::signal(SIGTERM, SIG_IGN);
  if (mode == "late") std::this_thread::sleep_for(std::chrono::seconds(30));
  if (mode == "fork") {
    const pid_t child = fork();
    if (child == 0) {
      std::this_thread::sleep_for(std::chrono::hours(1));
      _exit(0);
    }
    if (pids) pids << child << "\n" << std::flush;
  }
  std::unique_ptr<tg::gtp::Client> engine;
  if (!real.empty()) {
    std::string command = "exec";
    for (const std::string& a : real) command += " '" + a + "'";
    engine = std::make_unique<tg::gtp::Client>(std::vector<std::string>{"/bin/sh", "-c", command}, std::chrono::seconds(60));
  }
  int after_handshake = 0;
  for (std::string input; std::getline(std::cin, input);) {
    const std::optional<tg::gtp::Request> request = tg::gtp::parse_request(input);
    if (!request) continue;  // no command (2.5): no reply
    const std::string line = without_id(*request);
    std::string id = request->id;
    auto reply = [&](bool ok, const std::string& text) {
      std::cout << tg::gtp::format_reply(id, ok, text) << std::flush;
    };
    if (request->name == "quit") {
      reply(true, "");
      return 0;
    }
    if (handshake(request->name)) {
      if (line == "name") reply(true, "chaos-" + mode);
      else if (line == "version") reply(true, "1");
      else if (line == "protocol_version") reply(true, "2");
      else if (request->name == "known_command" && engine) {
        const tg::gtp::GtpReply r = engine->send(line);
        reply(r.ok, r.text);
      } else if (request->name == "known_command") reply(true, "false");
      else reply(true, "name\nversion\nprotocol_version\nknown_command\nlist_commands\nquit");
      continue;
    }
    ++after_handshake;
    if (after_handshake == 1) {
      if (mode == "hang" || mode == "stubborn") std::this_thread::sleep_for(std::chrono::hours(1));
      if (mode == "flood") {
        const std::string chunk(65536, 'x');
        for (;;) std::cout.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
      }
      if (mode == "huge") {
        const std::string chunk(1 << 20, 'a');
        std::cout << "= ";
        for (int i = 0; i < 100; ++i) std::cout.write(chunk.data(), static_cast<std::streamsize>(chunk.size()));
        std::cout << "\n\n" << std::flush;  // the end of that reply
        continue;
      }
      if (mode == "crash") {
        std::cout << "= half a rep" << std::flush;
        // The default action, so that the kernel ends the process by the
        // signal: under AddressSanitizer (the full tier) its own handler
        // would report the SIGSEGV and exit with status 1 instead.
        struct sigaction dfl {};
        dfl.sa_handler = SIG_DFL;
        sigaction(SIGSEGV, &dfl, nullptr);
        std::raise(SIGSEGV);
      }
      if (mode == "garbage") {
        std::cout << "hello there\n\n" << std::flush;
        continue;
      }
      if (mode == "wrong_id") id += "7";
      if (mode == "fork") return 4;
    }
    if (mode == "slow" && after_handshake <= 3) std::this_thread::sleep_for(std::chrono::milliseconds(600));
    if (mode == "crawl") std::this_thread::sleep_for(std::chrono::milliseconds(200));
    if (engine) {
      const tg::gtp::GtpReply r = engine->send(line);
      reply(r.ok, r.text);
    } else {
      reply(true, request->name == "genmove" ? "pass" : "");
    }
  }
  return 0;
}
