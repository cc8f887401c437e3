/* The TrisGo C API (issue 32): the rules of TrisGo and its relatives for
 * programs in any language, C99, over the same engines as the `trisgo`
 * command. Guide: docs/engine-developers.md; the folder: bindings/c/README.md.
 *
 * Conventions:
 *  - A game is an opaque handle (trisgo_game), made by trisgo_game_new or
 *    trisgo_game_from_record and released by trisgo_game_free.
 *  - Every function returns a trisgo_status; TRISGO_OK is 0. After any other
 *    status trisgo_last_error() says what went wrong, in English
 *    (file:line:col for bad record and ruleset text). No C++ exception
 *    crosses this boundary.
 *  - Points are Cartesian (TG-1.*): the centre is (0, 0), x grows to the
 *    right, y upwards; on an n x n board both run from -(n/2) to n/2.
 *  - Reasons are data: a kind with a stable kebab-case name and the article
 *    or decision it comes from ("tris-one-liberty-eye", "Art. 7.2, D-09"),
 *    as spec/formats/json.md names them. Their sentences, in English or
 *    Chinese, come from the *_text functions, for people only.
 *  - Text is returned in the caller's buffer: at most `capacity` bytes,
 *    always NUL-terminated when capacity > 0, `*length` (may be NULL) the
 *    full length without the NUL. A buffer too small gives
 *    TRISGO_ERR_BUFFER and the truncated text; call again with
 *    *length + 1 bytes.
 *  - A handle is not thread-safe; different handles may be used from
 *    different threads.
 */
#ifndef TRISGO_TRISGO_H
#define TRISGO_TRISGO_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum trisgo_status {
  TRISGO_OK = 0,
  TRISGO_ILLEGAL_MOVE = 1,       /* the rules refuse the move: trisgo_game_refusal says why */
  TRISGO_ERR_ARGUMENT = 2,       /* a NULL handle, a size, point or index out of range */
  TRISGO_ERR_PARSE = 3,          /* ruleset or record text that does not parse */
  TRISGO_ERR_ENGINE_LIMIT = 4,   /* outside what the engine decides (a ruleset it does not implement, a perft budget) */
  TRISGO_ERR_BUFFER = 5,         /* the text did not fit: *length says how long it is */
  TRISGO_ERR_NOTHING_TO_UNDO = 6,
  TRISGO_ERR_INTERNAL = 7        /* anything else (out of memory); a bug if it happens otherwise */
} trisgo_status;

/* The message of the last failing call on this thread ("" when none). */
const char* trisgo_last_error(void);
/* "ok", "illegal-move", "argument", "parse", "engine-limit", "buffer", "nothing-to-undo", "internal". */
const char* trisgo_status_name(trisgo_status status);
/* The library's version, "0.1.0". */
const char* trisgo_version(void);

typedef enum trisgo_engine { TRISGO_ENGINE_OPTIMIZED = 0, TRISGO_ENGINE_REFERENCE = 1 } trisgo_engine;
typedef enum trisgo_side { TRISGO_BLACK = 0, TRISGO_WHITE = 1 } trisgo_side;
typedef enum trisgo_piece { TRISGO_EMPTY = 0, TRISGO_PIECE_BLACK = 1, TRISGO_PIECE_WHITE = 2, TRISGO_PIECE_TRIS = 3 } trisgo_piece;
/* What a move does (vocab/move.h): a stone on a stone slot, a tris on a
 * tris slot, a pass, or Art. 8's emergency conversion (a stone on a tris slot). */
typedef enum trisgo_move_kind {
  TRISGO_MOVE_STONE = 0,
  TRISGO_MOVE_TRIS = 1,
  TRISGO_MOVE_PASS = 2,
  TRISGO_MOVE_EMERGENCY = 3
} trisgo_move_kind;
typedef enum trisgo_attribute { TRISGO_NEUTRAL = 0, TRISGO_ATTR_BLACK = 1, TRISGO_ATTR_WHITE = 2 } trisgo_attribute;
typedef enum trisgo_winner { TRISGO_WINS_BLACK = 0, TRISGO_WINS_WHITE = 1, TRISGO_DRAW = 2 } trisgo_winner;
typedef enum trisgo_language { TRISGO_ENGLISH = 0, TRISGO_CHINESE = 1 } trisgo_language;
typedef enum trisgo_record_form { TRISGO_NOTATION = 0, TRISGO_SGF = 1 } trisgo_record_form;

typedef struct trisgo_move {
  trisgo_side side;
  trisgo_move_kind kind;
  int x, y; /* ignored for a pass */
} trisgo_move;

/* A reason as data: its kind's stable name and its article or decision. */
typedef struct trisgo_reason {
  char kind[48]; /* "" for none */
  char id[48];
} trisgo_reason;

typedef struct trisgo_game trisgo_game;

/* ---- Games -------------------------------------------------------------- */

/* A new game on an empty board. `ruleset` is a preset or its canonical string
 * ("trisgo-2026", "go/komi=7.5", spec/formats/rulesets.md) or its JSON form;
 * `size` is odd, 3..19. */
trisgo_status trisgo_game_new(const char* ruleset, int size, trisgo_engine engine, trisgo_game** out);
/* A game from a record's text, SGF (starting with '(') or the move-number
 * notation (*.tgr), with every move played. */
trisgo_status trisgo_game_from_record(const char* text, trisgo_engine engine, trisgo_game** out);
/* A game that starts from a position file's text (spec/formats/position.md),
 * with its earlier positions, passes and move number: no move to undo. */
trisgo_status trisgo_game_from_position(const char* text, trisgo_engine engine, trisgo_game** out);
void trisgo_game_free(trisgo_game* game); /* NULL is fine */

/* The record of the game so far (its start and moves) as text. */
trisgo_status trisgo_game_record(const trisgo_game* game, trisgo_record_form form, char* buffer, size_t capacity,
                                 size_t* length);
/* The ruleset's canonical string. */
trisgo_status trisgo_game_ruleset(const trisgo_game* game, char* buffer, size_t capacity, size_t* length);

/* ---- The position ------------------------------------------------------- */

trisgo_status trisgo_game_size(const trisgo_game* game, int* size);
/* The number of the next move (Art. 2.6; 1 on an empty board) and moves played in this game. */
trisgo_status trisgo_game_move_number(const trisgo_game* game, int* next_move, size_t* moves_played);
/* The slot to move: its side and whether it asks for a stone (0) or a tris (1). */
trisgo_status trisgo_game_to_move(const trisgo_game* game, trisgo_side* side, int* tris_slot);
trisgo_status trisgo_game_piece(const trisgo_game* game, int x, int y, trisgo_piece* piece);
trisgo_status trisgo_game_ended(const trisgo_game* game, int* ended);

/* ---- Moves -------------------------------------------------------------- */

/* Every legal move of the slot to move, passes last: the first `capacity`
 * into `moves` (may be NULL when capacity is 0), their number in *count. */
trisgo_status trisgo_game_legal_moves(const trisgo_game* game, trisgo_move* moves, size_t capacity, size_t* count);
/* Plays the move: TRISGO_OK, or TRISGO_ILLEGAL_MOVE with the refusal kept
 * (trisgo_game_refusal) and the game unchanged. */
trisgo_status trisgo_game_play(trisgo_game* game, const trisgo_move* move);
/* Takes the last move back (TRISGO_ERR_NOTHING_TO_UNDO at the start). */
trisgo_status trisgo_game_undo(trisgo_game* game);
/* Why the last trisgo_game_play was refused (kind "" after a legal move),
 * and the same in words. */
trisgo_status trisgo_game_refusal(const trisgo_game* game, trisgo_reason* reason);
trisgo_status trisgo_game_refusal_text(const trisgo_game* game, trisgo_language language, char* buffer,
                                       size_t capacity, size_t* length);

/* ---- Analysis ----------------------------------------------------------- */

/* The attribute of the tris on (x, y) as Art. 6 (or the game's own rule)
 * derives it; TRISGO_ERR_ARGUMENT when no tris is there. */
trisgo_status trisgo_game_attribute(trisgo_game* game, int x, int y, trisgo_attribute* attribute);

/* The private-eye verdicts (Art. 4.3): one per black and white string of
 * the base board. String i has `candidates` candidate regions; candidate j's
 * reason is kind "" when it is a private eye, otherwise the condition that
 * failed ("eye-other-has-eye", "TG-4.3.3a, D-04", ...). */
typedef struct trisgo_eye_verdict {
  trisgo_side colour;
  int x, y;        /* the string's first point (index order: top row first) */
  size_t points;   /* the string's size */
  int has_private_eye;
  size_t candidates;
} trisgo_eye_verdict;
trisgo_status trisgo_game_eye_count(trisgo_game* game, size_t* count);
trisgo_status trisgo_game_eye(trisgo_game* game, size_t i, trisgo_eye_verdict* verdict);
trisgo_status trisgo_game_eye_candidate(trisgo_game* game, size_t i, size_t j, trisgo_reason* reason);
trisgo_status trisgo_game_eye_candidate_text(trisgo_game* game, size_t i, size_t j, trisgo_language language,
                                             char* buffer, size_t capacity, size_t* length);

/* Everything the engine says about the position, as the JSON of
 * `trisgo analyze --json` (spec/formats/json.md): strings, regions, private
 * eyes with the witnesses of each verdict, tris parameters, forbidden points. */
trisgo_status trisgo_game_analysis_json(trisgo_game* game, char* buffer, size_t capacity, size_t* length);

typedef struct trisgo_score {
  double black, white, neutral, nobody, komi;
  trisgo_winner literal; /* Art. 13, first formula */
  trisgo_winner chinese; /* Art. 13, second formula */
  trisgo_winner winner;  /* under the ruleset's komi formula (D-18) */
} trisgo_score;
/* Art. 13 as the board stands (no dead strings agreed). */
trisgo_status trisgo_game_score(const trisgo_game* game, trisgo_score* score);

/* Perft (spec/perft/README.md): the number of move sequences of `depth`
 * legal moves from the position (passes left out when no_pass). */
trisgo_status trisgo_game_perft(const trisgo_game* game, int depth, int no_pass, uint64_t* nodes);

#ifdef __cplusplus
}
#endif

#endif /* TRISGO_TRISGO_H */
