"""``sgb``: judge-the-judge statistics, reports, comparison, leaderboard, gate and refiner."""
