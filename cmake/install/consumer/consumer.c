/* The C API from an installed tree (trisgo/trisgo.h). */
#include <stdio.h>

#include "trisgo/trisgo.h"

int main(void) {
  trisgo_game* game = NULL;
  if (trisgo_game_new("go", 9, TRISGO_ENGINE_OPTIMIZED, &game) != TRISGO_OK) {
    fprintf(stderr, "%s\n", trisgo_last_error());
    return 1;
  }
  size_t count = 0;
  trisgo_game_legal_moves(game, NULL, 0, &count);
  uint64_t nodes = 0;
  trisgo_game_perft(game, 2, 0, &nodes);
  printf("legal %zu perft2 %llu\n", count, (unsigned long long)nodes);
  trisgo_game_free(game);
  return 0;
}
