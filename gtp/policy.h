#pragma once
// How `genmove` (and `trisgo random-game`) choose a move among the legal
// moves of the slot to move, with a seeded std::mt19937_64 (fully specified
// by the standard; the choice is next() modulo the count, avoiding the
// library-defined distributions, so a seed gives the same moves with every
// compiler).
#include <optional>
#include <random>
#include <string_view>
#include <vector>

#include "vocab/engine.h"

namespace tg::gtp {

enum class Policy {
  Uniform,  // every legal move of the slot alike, passes included
  // Like a light playout of a Go program: an emergency conversion (Art. 8)
  // whenever one is legal, else a random legal point that is not one of the
  // mover's own one-point eyes, a pass when there is none.
  Light,
};
std::optional<Policy> parse_policy(std::string_view name);  // "uniform", "light"
std::string_view policy_name(Policy p);

// One of `moves` (the engine's legal moves of p, not empty).
const Move& choose_move(Policy policy, const Engine& engine, const Position& p, const std::vector<Move>& moves,
                        std::mt19937_64& rng);

}  // namespace tg::gtp
