// trisgo_web_requests: the page's requests (web/api.h) answered natively,
// one JSON line in, one JSON line out. With --repeat N each request is
// answered N times and the time per answer goes to stderr: the native side
// of the page's benchmark (scripts/web-bench.sh), the same code the module runs.
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <string>

#include "web/api.h"

int main(int argc, char** argv) {
  int repeat = 1;
  if (argc == 3 && std::string(argv[1]) == "--repeat") repeat = std::atoi(argv[2]);
  if (repeat < 1 || (argc != 1 && argc != 3)) {
    std::cerr << "usage: trisgo_web_requests [--repeat N] < requests.jsonl\n";
    return 2;
  }
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty()) continue;
    std::string answer;
    const auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < repeat; ++i) answer = tg::web::handle(line);
    const std::chrono::duration<double, std::milli> ms = std::chrono::steady_clock::now() - t0;
    std::cout << answer << "\n";
    if (argc == 3) std::cerr << "ms_per_answer " << ms.count() / repeat << "\n";
  }
  return 0;
}
