/* The C API from C (C99, built with the C compiler): every function on the
 * bundled examples, and its error paths. argv[1] is the examples/ folder.
 * Prints each failed check with its line; exit 1 when any failed. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "trisgo/trisgo.h"

static int failures = 0;

#define CHECK(condition)                                                              \
  do {                                                                                \
    if (!(condition)) {                                                               \
      fprintf(stderr, "%s:%d: CHECK failed: %s (last error: %s)\n", __FILE__, __LINE__, \
              #condition, trisgo_last_error());                                       \
      ++failures;                                                                     \
    }                                                                                 \
  } while (0)

static char* read_file(const char* folder, const char* name) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", folder, name);
  FILE* f = fopen(path, "rb");
  if (!f) {
    fprintf(stderr, "cannot open %s\n", path);
    exit(2);
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char* text = malloc((size_t)n + 1);
  if (!text || fread(text, 1, (size_t)n, f) != (size_t)n) exit(2);
  text[n] = '\0';
  fclose(f);
  return text;
}

/* An empty 5x5 Go board: 25 points and the pass; perft; play, refusal, undo. */
static void plain_go(void) {
  trisgo_game* g = NULL;
  CHECK(trisgo_game_new("go", 5, TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_OK);
  if (!g) return;
  trisgo_move moves[32];
  size_t count = 0;
  CHECK(trisgo_game_legal_moves(g, moves, 32, &count) == TRISGO_OK);
  CHECK(count == 26);
  CHECK(moves[25].kind == TRISGO_MOVE_PASS);
  CHECK(moves[0].kind == TRISGO_MOVE_STONE && moves[0].x == -2 && moves[0].y == 2); /* index order: top-left first */
  /* Only the number when the array is too small. */
  CHECK(trisgo_game_legal_moves(g, NULL, 0, &count) == TRISGO_OK && count == 26);
  uint64_t nodes = 0;
  CHECK(trisgo_game_perft(g, 2, 1, &nodes) == TRISGO_OK);
  CHECK(nodes == 25 * 24);

  trisgo_move centre = {TRISGO_BLACK, TRISGO_MOVE_STONE, 0, 0};
  CHECK(trisgo_game_play(g, &centre) == TRISGO_OK);
  trisgo_piece piece = TRISGO_EMPTY;
  CHECK(trisgo_game_piece(g, 0, 0, &piece) == TRISGO_OK && piece == TRISGO_PIECE_BLACK);
  trisgo_side side = TRISGO_BLACK;
  int tris_slot = 1;
  CHECK(trisgo_game_to_move(g, &side, &tris_slot) == TRISGO_OK && side == TRISGO_WHITE && tris_slot == 0);

  /* White on the black stone: refused, with the reason as data and in words. */
  trisgo_move onto = {TRISGO_WHITE, TRISGO_MOVE_STONE, 0, 0};
  CHECK(trisgo_game_play(g, &onto) == TRISGO_ILLEGAL_MOVE);
  trisgo_reason reason;
  CHECK(trisgo_game_refusal(g, &reason) == TRISGO_OK);
  CHECK(strcmp(reason.kind, "occupied") == 0 && strcmp(reason.id, "Art. 2.4") == 0);
  char words[256];
  size_t length = 0;
  CHECK(trisgo_game_refusal_text(g, TRISGO_ENGLISH, words, sizeof words, &length) == TRISGO_OK && length > 0);
  CHECK(trisgo_game_refusal_text(g, TRISGO_CHINESE, words, sizeof words, &length) == TRISGO_OK && length > 0);
  int next = 0;
  size_t played = 0;
  CHECK(trisgo_game_move_number(g, &next, &played) == TRISGO_OK && next == 2 && played == 1);

  CHECK(trisgo_game_undo(g) == TRISGO_OK);
  CHECK(trisgo_game_piece(g, 0, 0, &piece) == TRISGO_OK && piece == TRISGO_EMPTY);
  CHECK(trisgo_game_undo(g) == TRISGO_ERR_NOTHING_TO_UNDO);

  /* Two passes end the game; the empty board is a draw by area less komi? White wins by komi. */
  trisgo_move pass_b = {TRISGO_BLACK, TRISGO_MOVE_PASS, 0, 0}, pass_w = {TRISGO_WHITE, TRISGO_MOVE_PASS, 0, 0};
  CHECK(trisgo_game_play(g, &pass_b) == TRISGO_OK && trisgo_game_play(g, &pass_w) == TRISGO_OK);
  int ended = 0;
  CHECK(trisgo_game_ended(g, &ended) == TRISGO_OK && ended == 1);
  trisgo_score score;
  CHECK(trisgo_game_score(g, &score) == TRISGO_OK);
  CHECK(score.black == 0 && score.white == 0 && score.komi > 0 && score.winner == TRISGO_WINS_WHITE);
  trisgo_game_free(g);
}

/* explain-black-tris-5x5.pos (docs/why.md): the tris on (0, 1) is black by
 * Art. 6.2.1; of the three strings' verdicts one is a private eye, and one
 * candidate region fails TG-4.3.3b (white could make an eye there), as
 * `trisgo analyze --json` says. */
static void trisgo_position(const char* examples) {
  char* text = read_file(examples, "positions/explain-black-tris-5x5.pos");
  trisgo_game* g = NULL;
  CHECK(trisgo_game_from_position(text, TRISGO_ENGINE_REFERENCE, &g) == TRISGO_OK);
  free(text);
  if (!g) return;
  trisgo_attribute a = TRISGO_NEUTRAL;
  CHECK(trisgo_game_attribute(g, 0, 1, &a) == TRISGO_OK && a == TRISGO_ATTR_BLACK);
  CHECK(trisgo_game_attribute(g, 0, 0, &a) == TRISGO_ERR_ARGUMENT); /* no tris there */
  CHECK(trisgo_game_attribute(g, 9, 9, &a) == TRISGO_ERR_ARGUMENT); /* off the board */

  size_t eyes = 0;
  CHECK(trisgo_game_eye_count(g, &eyes) == TRISGO_OK && eyes == 3);
  size_t failed = 0, private_eyes = 0;
  for (size_t i = 0; i < eyes; ++i) {
    trisgo_eye_verdict v;
    CHECK(trisgo_game_eye(g, i, &v) == TRISGO_OK);
    private_eyes += v.has_private_eye != 0;
    for (size_t j = 0; j < v.candidates; ++j) {
      trisgo_reason r;
      CHECK(trisgo_game_eye_candidate(g, i, j, &r) == TRISGO_OK);
      if (r.kind[0] != '\0') {
        ++failed;
        CHECK(strcmp(r.kind, "eye-other-makes-eye") == 0 && strncmp(r.id, "TG-4.3.3b", 9) == 0);
        char words[512];
        CHECK(trisgo_game_eye_candidate_text(g, i, j, TRISGO_CHINESE, words, sizeof words, NULL) == TRISGO_OK);
      }
    }
    CHECK(trisgo_game_eye_candidate(g, i, v.candidates, &(trisgo_reason){{0}, {0}}) == TRISGO_ERR_ARGUMENT);
  }
  CHECK(private_eyes == 1);
  CHECK(failed == 1);
  trisgo_eye_verdict v;
  CHECK(trisgo_game_eye(g, eyes, &v) == TRISGO_ERR_ARGUMENT);

  /* The analysis as JSON: first its length, then the text. */
  size_t length = 0;
  CHECK(trisgo_game_analysis_json(g, NULL, 0, &length) == TRISGO_ERR_BUFFER && length > 100);
  char* json = malloc(length + 1);
  CHECK(trisgo_game_analysis_json(g, json, length + 1, &length) == TRISGO_OK);
  CHECK(strstr(json, "\"private_eyes\"") != NULL);
  free(json);
  CHECK(trisgo_game_undo(g) == TRISGO_ERR_NOTHING_TO_UNDO); /* a position has no moves */
  trisgo_game_free(g);
}

/* A record in and out: the notation to SGF and back gives the same record. */
static void records(const char* examples) {
  char* text = read_file(examples, "games/demo-9x9.tgr");
  trisgo_game* g = NULL;
  CHECK(trisgo_game_from_record(text, TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_OK);
  free(text);
  if (!g) return;
  size_t played = 0;
  CHECK(trisgo_game_move_number(g, NULL, &played) == TRISGO_OK && played == 99);
  static char sgf[1 << 16], notation[1 << 16], again[1 << 16];
  size_t length = 0;
  CHECK(trisgo_game_record(g, TRISGO_SGF, sgf, sizeof sgf, &length) == TRISGO_OK && sgf[0] == '(');
  CHECK(trisgo_game_record(g, TRISGO_NOTATION, notation, sizeof notation, NULL) == TRISGO_OK);
  /* Too small a buffer: truncated, terminated, and the full length told. */
  char small[8];
  CHECK(trisgo_game_record(g, TRISGO_SGF, small, sizeof small, &length) == TRISGO_ERR_BUFFER);
  CHECK(strlen(small) == 7 && length == strlen(sgf));
  trisgo_game* h = NULL;
  CHECK(trisgo_game_from_record(sgf, TRISGO_ENGINE_REFERENCE, &h) == TRISGO_OK);
  if (h) {
    CHECK(trisgo_game_record(h, TRISGO_NOTATION, again, sizeof again, NULL) == TRISGO_OK);
    CHECK(strcmp(notation, again) == 0);
    char rules[128];
    CHECK(trisgo_game_ruleset(h, rules, sizeof rules, NULL) == TRISGO_OK && strncmp(rules, "trisgo-2026", 11) == 0);
    trisgo_game_free(h);
  }
  trisgo_game_free(g);
}

/* Bad input: a status and a message, never a crash. */
static void errors(void) {
  trisgo_game* g = (trisgo_game*)1;
  CHECK(trisgo_game_new("no-such-rules", 9, TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_ERR_PARSE && g == NULL);
  CHECK(strstr(trisgo_last_error(), "no-such-rules") != NULL);
  CHECK(trisgo_game_new("go", 4, TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_ERR_ARGUMENT);
  CHECK(trisgo_game_new("go", 9, (trisgo_engine)7, &g) == TRISGO_ERR_ARGUMENT);
  CHECK(trisgo_game_new(NULL, 9, TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_ERR_ARGUMENT);
  CHECK(trisgo_game_from_record("[Rules] trisgo-2026\n[Size] 5\n\n黑1.Z九", TRISGO_ENGINE_OPTIMIZED, &g) ==
        TRISGO_ERR_PARSE);
  CHECK(strstr(trisgo_last_error(), "record:") == trisgo_last_error()); /* file:line:col */
  CHECK(trisgo_game_from_record("(;GM[1]FF[4]SZ[5];B[zz", TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_ERR_PARSE);
  CHECK(trisgo_game_from_position("rules: go\nboard:\n..\n", TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_ERR_PARSE);
  int size = 0;
  CHECK(trisgo_game_size(NULL, &size) == TRISGO_ERR_ARGUMENT);
  CHECK(trisgo_game_play(NULL, NULL) == TRISGO_ERR_ARGUMENT);
  trisgo_game_free(NULL);
  CHECK(strcmp(trisgo_status_name(TRISGO_ERR_ENGINE_LIMIT), "engine-limit") == 0);

  CHECK(trisgo_game_new("go", 5, TRISGO_ENGINE_OPTIMIZED, &g) == TRISGO_OK);
  if (!g) return;
  trisgo_move off = {TRISGO_BLACK, TRISGO_MOVE_STONE, 3, 0};
  CHECK(trisgo_game_play(g, &off) == TRISGO_ILLEGAL_MOVE);
  trisgo_reason reason;
  CHECK(trisgo_game_refusal(g, &reason) == TRISGO_OK && strcmp(reason.kind, "off-board") == 0);
  trisgo_move bad_kind = {TRISGO_BLACK, (trisgo_move_kind)9, 0, 0};
  CHECK(trisgo_game_play(g, &bad_kind) == TRISGO_ERR_ARGUMENT);
  /* Enums outside their values (C lets any int through): read as ints, refused. */
  trisgo_move bad_side = {(trisgo_side)5, TRISGO_MOVE_STONE, 0, 0};
  CHECK(trisgo_game_play(g, &bad_side) == TRISGO_ERR_ARGUMENT);
  char small_buffer[64];
  size_t written = 0;
  CHECK(trisgo_game_record(g, (trisgo_record_form)4, small_buffer, sizeof small_buffer, &written) ==
        TRISGO_ERR_ARGUMENT);
  CHECK(trisgo_game_refusal_text(g, (trisgo_language)-1, small_buffer, sizeof small_buffer, &written) ==
        TRISGO_ERR_ARGUMENT);
  CHECK(strstr(trisgo_last_error(), "language") != NULL);
  trisgo_piece piece;
  CHECK(trisgo_game_piece(g, -3, 0, &piece) == TRISGO_ERR_ARGUMENT);
  uint64_t nodes = 0;
  CHECK(trisgo_game_perft(g, 0, 0, &nodes) == TRISGO_ERR_ARGUMENT);
  CHECK(trisgo_game_size(g, &size) == TRISGO_OK && size == 5);
  trisgo_game_free(g);
}

int main(int argc, char** argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: c_api_test EXAMPLES_FOLDER\n");
    return 2;
  }
  CHECK(strcmp(trisgo_version(), "") != 0);
  plain_go();
  trisgo_position(argv[1]);
  records(argv[1]);
  errors();
  if (failures) fprintf(stderr, "%d checks failed\n", failures);
  else printf("c_api_test: every check passed\n");
  return failures ? 1 : 0;
}
