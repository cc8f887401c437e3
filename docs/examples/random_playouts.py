"""Random playouts from Python, and the same loop in C++ (Game.random_playout): moves per second of each."""
import random, sys, time
import trisgo

def python_playout(game, rng, max_moves):  # the loop a training script writes
    played = 0
    while played < max_moves and not game.ended:
        game.play(rng.choice(game.legal_moves()))
        played += 1
    return played

def rate(playout, rules, size, games):  # moves per second over `games` seeded games
    moves, start = 0, time.perf_counter()
    for seed in range(games):
        moves += playout(trisgo.Game(rules, size), seed)
    return moves / (time.perf_counter() - start)

rules, size, games = (sys.argv[1] if len(sys.argv) > 1 else "trisgo-2026"), 9, 20
py = rate(lambda g, s: python_playout(g, random.Random(s), 4 * size * size), rules, size, games)
cpp = rate(lambda g, s: g.random_playout(s, 4 * size * size), rules, size, games)
print(f"{rules} {size}x{size}: Python {py:,.0f} moves/s, C++ {cpp:,.0f} moves/s, ratio C++/Python {cpp / py:.2f}")
