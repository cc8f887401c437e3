// A scripted faulty GTP engine for the referee tests: it plays A1 at its
// first genmove, then fails at the second as its argument says:
//   illegal    plays A1 again (occupied)
//   malformed  answers "= banana" (no move)
//   garbage    answers a line without '=' or '?'
//   hang       never answers (the referee's timeout must stop it)
//   exit       exits with status 3
//   resign     answers "resign"
//   refuse     refuses every `play` of the opponent ("? no")
// Everything else it answers with "= " (so setup commands succeed). It does
// not know the TrisGo extension unless its second argument is "trisgo" (then
// it claims trisgo-set-rules, for the team-match tests, and fails at its
// first genmove instead of the second).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <thread>

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  const bool trisgo = argc > 2 && std::string(argv[2]) == "trisgo";
  int genmoves = 0;
  std::string line;
  auto reply = [](const std::string& text) { std::cout << text << "\n\n" << std::flush; };
  while (std::getline(std::cin, line)) {
    if (line == "name") reply("= faulty-" + mode);
    else if (line == "version") reply("= 1");
    else if (line.rfind("known_command", 0) == 0) reply(trisgo && line == "known_command trisgo-set-rules" ? "= true" : "= false");
    else if (line == "quit") {
      reply("= ");
      return 0;
    } else if (line.rfind("play", 0) == 0) {
      reply(mode == "refuse" ? "? no" : "= ");
    } else if (line.rfind("genmove", 0) == 0) {
      if (++genmoves == 1 && !trisgo) {
        reply("= A1");
        continue;
      }
      if (mode == "illegal") reply("= A1");
      else if (mode == "malformed") reply("= banana");
      else if (mode == "garbage") reply("hello there");
      else if (mode == "hang") std::this_thread::sleep_for(std::chrono::seconds(60));
      else if (mode == "exit") std::exit(3);
      else if (mode == "resign") reply("= resign");
      else reply("= pass");
    } else {
      reply("= ");
    }
  }
  return 0;
}
