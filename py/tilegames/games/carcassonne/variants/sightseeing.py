"""Sightseeing (docs/rules/carcassonne.md section 7, Carcassonne J): landmarks replace cloisters; a meeple there is a monk or a tourist."""

from __future__ import annotations

from ....board import Board, Feature
from ....geometry import STEP
from ....rules import Host, PieceRule, Plugin, Ruleset
from .. import tiles


class Sightseeing(Plugin):
    """Tourists stay on their landmark all game and score its row and column of contiguous tiles at the end."""

    name = "sightseeing"
    title = "Sightseeing"

    def configure(self, rules: Ruleset) -> None:
        rules.tiles.update(tiles.LANDMARKS)
        for plain, landmark in tiles.LANDMARK_REPLACES.items():
            rules.counts.pop(plain, None)
            rules.counts[landmark] = tiles.LANDMARK_COUNTS[landmark]
        rules.pieces["tourist"] = PieceRule(
            "meeple", {"cloister": "tourist"}, only=lambda seg: seg.count("landmark") > 0, loose=True
        )

    @staticmethod
    def tourist_worth(board, pos) -> tuple[int, str, dict]:
        """What a tourist on the landmark at ``pos`` scores now: 1 + the tiles in an unbroken line each way."""
        x, y = pos
        runs = []
        for dx, dy in STEP:
            n, q = 0, (x + dx, y + dy)
            while q in board.tiles:
                n += 1
                q = (q[0] + dx, q[1] + dy)
            runs.append(n)
        points = 1 + sum(runs)
        text = f"tourist: landmark + {' + '.join(map(str, runs))} tiles in line (N E S W) = {points}"
        return points, text, {"what": "tourist", "n": runs[0], "e": runs[1], "s": runs[2], "w": runs[3]}

    def appraise(self, game: Host, board: Board, f: Feature, layer: str) -> dict:
        # A landmark scores as a cloister but is named as itself; tourists leave its feature at once (loose pieces),
        # and a screen still shows them and their worth.
        if f.kind != "cloister" or not f.count("landmark"):
            return {}
        tourists = []
        for p in game.loose:
            if p.role == "tourist" and p.gid in f.segs:
                points, text, detail = self.tourist_worth(board, board.seg_pos[p.gid])
                tourists.append({"player": p.player, "role": p.role, "points": points, "text": text, "detail": detail})
        return {"kind": "landmark", "also": tourists}

    def final_scoring(self, game: Host) -> None:
        board = game.board
        for p in game.loose:
            if p.role != "tourist":
                continue
            x, y = board.seg_pos[p.gid]
            points, text, detail = self.tourist_worth(board, (x, y))
            game.award([p.player], points, "tourist")
            game.score_event("tourist", [p.player], points, text, None, final=True, tiles=[(x, y)], detail=detail)
