"""The rules of Hunters & Gatherers that act through the turn flow's hooks (docs/rules/hunters.md): the bonus tile
earned by completing a forest with a menhir and the bonus tiles' powers; and how hunters and huts score at the end
(the ruleset's kinds meadow and hut score by this plug-in, which knows the animals a trap has spent).

``Tribe`` is part of every Hunters & Gatherers ruleset; its numbers are data that the ``classic`` variant changes.
"""

from __future__ import annotations

from ...board import MAIN, Board, Feature, Pos
from ...rules import MAIN_PILE, Host, Plugin
from ...tiles import TileType
from .scoring import (
    ANIMALS,
    SECOND_EDITION_ANIMALS,
    animal_counts,
    animal_points,
    scoring_animals,
    segments,
    tile_segments,
)

BONUS_PILE = "bonus"
PLACED_POWERS = frozenset({"hunting_trap", "canoe"})  # the powers that act when their tile is placed
NEAR = range(-1, 2)  # a tile and its 8 neighbours: offsets on each axis


def _near(centre, pos) -> bool:
    return pos[0] - centre[0] in NEAR and pos[1] - centre[1] in NEAR


def _describe(counts: dict, values: dict) -> str:
    parts = [f"{counts[a]} {a} x{values[a]}" for a in ANIMALS if counts[a]]
    text = " + ".join(parts) or "no animals"
    if counts["cancelled"]:
        text += f" ({counts['cancelled']} deer taken by tigers)"
    doubled = counts.get("doubled")
    if doubled:  # a pit trap: which animals beside it score again, and which deer there the tigers took
        twice = " + ".join(f"{doubled[a]} {a} x{values[a]}" for a in ANIMALS if doubled[a]) or "no animals"
        eaten = f", {doubled['eaten']} deer beside it taken by tigers" if doubled["eaten"] else ""
        text += f" + pit trap: {twice}{eaten}"
    return text


class Tribe(Plugin[frozenset[int]]):
    """Bonus tiles for menhir forests, the powers of the bonus tiles, and the scoring of hunters and huts. Its state:
    the meadow segments whose animals a hunting trap has spent."""

    name = "tribe"
    initial: frozenset[int] = frozenset()

    def __init__(self):
        self.animals = dict(SECOND_EDITION_ANIMALS)  # points per animal a hunter majority scores
        self.hut_fish: tuple[str, ...] = ("lake",)  # where the fish are that huts score: the lakes of the water system
        self.shrine = False  # classic: tile 88's meadow is a shrine, not a shaman

    # --- during play ---------------------------------------------------------------------------------
    def completed(self, game: Host, board: Board, feature: Feature, player: int) -> None:
        # One bonus tile per turn, and none for a forest completed by a bonus tile (no chain).
        if feature.kind == "forest" and feature.count("menhir") and game.drawn_from == MAIN_PILE and not game.granted:
            game.grant(player, BONUS_PILE)

    def placed(self, game: Host, tile: TileType, pos: Pos, rot: int) -> None:
        if tile.tokens.isdisjoint(PLACED_POWERS):
            return  # most tiles: nothing to do
        board, player = game.board, game.current_player
        for i, seg in enumerate(tile.segments):
            if seg.count("hunting_trap"):
                self._hunting_trap(game, board, _of(board, board.gid(pos, i)), pos, player)
            if seg.count("canoe"):
                self._canoe(game, board, _of(board, board.gid(pos, i), "water"), pos, player)

    def _hunting_trap(self, game: Host, board: Board, meadow: Feature, pos: Pos, player: int) -> None:
        """The placer scores the animals of the trap's meadow on the trap tile and its neighbours; they are spent."""
        spent = game.state_of(self)
        caught = [(p, gid, seg) for p, gid, seg in segments(board, meadow) if gid not in spent and _near(pos, p)]
        counts = animal_counts([seg for _, _, seg in caught], fire=False)
        points = animal_points(counts, self.animals)
        game.set_state(self, spent | frozenset(gid for _, gid, _ in caught))
        game.award([player], points, "trap")
        game.score_event(
            "trap",
            [player],
            points,
            f"hunting trap: {_describe(counts, self.animals)} = {points}",
            None,
            final=False,
            tiles=sorted({p for p, _, _ in caught} | {pos}),
            detail={"what": "hunting_trap", **counts, "values": self.animals},
        )

    def _canoe(self, game: Host, board: Board, water: Feature, pos: Pos, player: int) -> None:
        """The placer scores 2 per lake in the canoe's water system."""
        lakes = [p for p, _, seg in segments(board, water) if seg.kind == "lake"]
        points = 2 * len(lakes)
        game.award([player], points, "canoe")
        game.score_event(
            "canoe",
            [player],
            points,
            f"dugout canoe: {len(lakes)} lakes x2 = {points}",
            None,
            final=False,
            tiles=sorted(set(lakes)),
            detail={"what": "canoe", "lakes": len(lakes)},
        )

    def asks(self, game: Host, player: int, tile: str) -> tuple[str, list[dict]] | None:
        # The shaman (2nd edition): whoever places it may take back one of their tribe members at once, unscored.
        # Asked on drawing it, before it is placed: placing a tile moves no piece, so every choice the rule gives is
        # still open (the member may go onto the shaman tile; a feature the tile completes scores without it), and a
        # placement stays one move with its deploy (docs/rules/hunters.md section 6.3).
        if self.shrine or "shaman" not in game.rules.tiles[tile].tokens:
            return None  # asked on every draw: the tile's token set answers for most at once
        board = game.board
        answers: list[dict] = []
        for p in game.pieces():
            if p.player == player and p.piece == "tribe":
                pos, segment = board.where(p.gid)
                spot = board.tiles[pos].spots[segment]
                answers.append(
                    {
                        "answer": f"{pos[0]},{pos[1]}@{spot}",
                        "piece": p.piece,
                        "role": p.role,
                        "piece_at": {"x": pos[0], "y": pos[1], "segment": segment},
                    }
                )
        if not answers:
            return None
        answers.sort(key=lambda a: (a["piece_at"]["y"], a["piece_at"]["x"], a["piece_at"]["segment"]))
        return "return", [{"answer": "none"}] + answers

    def answer(self, game: Host, player: int, verb: str, answer: dict) -> None:
        if answer["answer"] == "none":
            return
        at = answer["piece_at"]
        board = game.board
        gid = board.gid((at["x"], at["y"]), at["segment"])
        f = board.own(_of(board, gid))
        f.pieces = [p for p in f.pieces if not (p.gid == gid and p.player == player and p.piece == "tribe")]
        game.give(player, "tribe", 1)
        game.event(
            type="return",
            player=player,
            piece="tribe",
            x=at["x"],
            y=at["y"],
            segment=at["segment"],
            role=answer["role"],
            reason="shaman",
        )

    # --- the end: the kinds meadow and hut score by these ------------------------------------------------
    def meadow_points(self, f, board, game) -> tuple[int, str, dict]:
        """What hunters score for meadow ``f`` (spent animals aside, doubled near a pit trap)."""
        _, points, counts, pit, fire = self.meadow_score(game, board, f)
        detail = {"what": "meadow", "pit": pit, "fire": fire, **counts, "values": self.animals}
        return points, f"meadow: {_describe(counts, self.animals)} = {points}", detail

    def meadow_holders(self, f, board, game) -> list[int]:
        """Who scores meadow ``f``: its majority, or the shrine's placer alone (2002 rules)."""
        return self.meadow_score(game, board, f)[0]

    def hut_points(self, f, board, game) -> tuple[int, str, dict]:
        """What the huts of water system ``f`` score: the fish of its lakes (2002: and rivers), the raft 1 per lake."""
        points, fish, lakes, raft = self.hut_score(board, f)
        text = f"huts: {fish} fish" + (f" + raft {lakes} lakes" if raft else "") + f" = {points}"
        return points, text, {"what": "huts", "fish": fish, "lakes": lakes, "raft": raft}

    def meadow_score(self, game, board, f) -> tuple[list[int], int, dict, int, bool]:
        """What meadow ``f`` scores now: (winners, points, its live animals' counts, the pit trap's part, fire?)."""
        spent = game.state_of(self)
        fire = f.count("fire") > 0
        winners = game.majority(f.pieces)
        pit = 0
        if spent.isdisjoint(f.segs) and not f.count("pit_trap") and not (self.shrine and f.count("shaman")):
            # Most meadows: every animal counts once, so the meadow's token counts (its segments' summed) say it all.
            counts = scoring_animals(f.tokens or {}, fire)
        else:
            parts = segments(board, f)
            live = [(pos, seg) for pos, gid, seg in parts if gid not in spent]
            counts = animal_counts([seg for _, seg in live], fire)
            pits = [pos for pos, _, seg in parts if seg.count("pit_trap")]
            if pits:
                counts["doubled"] = doubled = self._doubled(live, pits, counts["cancelled"])
                pit = animal_points(doubled, self.animals)
            if self.shrine:
                keepers = sorted(
                    {p.player for p in f.pieces for _, gid, seg in parts if p.gid == gid and seg.count("shaman")}
                )
                winners = keepers or winners  # the shrine's placer alone scores its meadow
        return winners, animal_points(counts, self.animals) + pit, counts, pit, fire

    @staticmethod
    def _doubled(live, pits, eaten: int) -> dict:
        """The animals of ``live`` (position, segment) beside a pit trap on ``pits`` that score a second time, when the
        meadow's tigers eat ``eaten`` deer: those away from the pits first, as a player counting for the hunters
        would choose (docs/rules/hunters.md section 6.5). An eaten deer scores nothing, so it is never doubled."""
        near = [seg for pos, seg in live if any(_near(c, pos) for c in pits)]
        doubled = {a: sum(seg.count(a) for seg in near) for a in ANIMALS}
        deer_away = sum(seg.count("deer") for _, seg in live) - doubled["deer"]
        doubled["eaten"] = max(0, eaten - deer_away)  # deer beside the pits the tigers still had to eat
        doubled["deer"] -= doubled["eaten"]
        return doubled

    def hut_score(self, board, f) -> tuple[int, int, int, bool]:
        """What the huts of water system ``f`` score now: (points, fish, lakes, raft?)."""
        parts = tile_segments(board, f)
        fish = sum(seg.count("fish") for seg in parts if seg.kind in self.hut_fish)
        lakes = sum(seg.kind == "lake" for seg in parts)
        raft = f.count("raft") > 0
        return fish + (lakes if raft else 0), fish, lakes, raft


def _of(board: Board, gid: int, layer: str = MAIN) -> Feature:
    """The feature of ``layer`` that placed segment ``gid`` belongs to (one the rules give that layer: a segment the
    tiles put in it always has one)."""
    f = board.feature(gid, layer)
    if f is None:
        raise AssertionError(f"segment {gid} is in no feature of layer {layer}")
    return f
