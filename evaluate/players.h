#pragma once
// The players of `trisgo evaluate`: a small abstraction over "who chooses the
// moves", so that the statistics never know which player made the games. A
// player is a factory: given a game's seed it makes that game's move chooser,
// so every game is reproducible on its own (shards, --jobs) and both
// rulesets of a paired run (--vs) get the same chooser seeds.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "vocab/engine.h"

namespace tg::evaluate {

enum class PlayerKind : std::uint8_t {
  Light,  // gtp/policy.h's light policy (an emergency conversion, else a random point that is no own eye)
  Mcts,   // the Monte-Carlo tree search of search/mcts.h, `playouts` per move
};
std::optional<PlayerKind> parse_player_kind(std::string_view name);  // "light", "mcts"
std::string_view player_kind_name(PlayerKind k);

struct PlayerOptions {
  PlayerKind kind = PlayerKind::Light;
  long playouts = 1000;  // MCTS strength: playouts per move (the light player ignores it)
  int threads = 1;       // MCTS threads per game
  friend bool operator==(const PlayerOptions&, const PlayerOptions&) = default;
};

// One game's move chooser: one of `legal` (the engine's legal moves of p, not empty).
using MoveChooser = std::function<Move(const Position& p, const std::vector<Move>& legal)>;

// Throws InputError (exit 2 in the command) when the player cannot be made,
// before any game starts: the MCTS player while it is not built in.
void check_player(const PlayerOptions& options);

// The chooser of the game whose seed is `game_seed`, over `engine` (which
// must outlive it). Both sides of a self-play game use the same chooser.
MoveChooser make_player(const PlayerOptions& options, const Engine& engine, std::uint64_t game_seed);

}  // namespace tg::evaluate
