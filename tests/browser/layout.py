"""The layout contract, for every table on every screen: at each step of a turn, every control the step needs is on
the screen or brought there by the page's own scrolling, nothing covers it, and no name or button label is cut.

Shared by tests/browser/test_layout.py (a few cases) and bench/layout.py (the whole matrix):

    VIEWPORTS, GAMES, LANGS, steps(game)      the matrix
    open_screen(browser, base_url, viewport)  a booted page at one viewport: the game's page, the embed, or the embed
                                              in a 360 px article column
    screen.show(game, seats, lang, step)      bring a game to one step of a turn
    screen.problems(step)                     what breaks the contract there, one plain string each

Every position is made by the engine itself (CPython, py/) and opened as a share link (#g=...): seat 0 is a person,
the others easy computers, and the person is to move, so no computer moves while the page is looked at.
Every measure comes from the page's own geometry (getBoundingClientRect, elementFromPoint, scrollIntoView).
"""

import functools
import json
import re
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, urljoin

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "py"))
from tilegames import share  # noqa: E402  (the engine, under CPython: it makes the positions)
from tilegames.record import new_game  # noqa: E402
from tilegames.rng import Rng  # noqa: E402

BOOT_TIMEOUT_MS = 90_000
STEP_TIMEOUT_MS = 20_000

# Each viewport: its size, whether it is a phone (a touch screen), and which page: "index" (the game's page),
# "embed" (embed.html itself) or "column" (embed-example.html, its article narrowed to a 360 px column: the iframe,
# 100% wide and 560 px high, is then 360 px wide; the page around it is a phone's).
VIEWPORTS = {
    "320x568": {"width": 320, "height": 568, "phone": True, "page": "index"},
    "390x844": {"width": 390, "height": 844, "phone": True, "page": "index"},
    "844x390": {"width": 844, "height": 390, "phone": True, "page": "index"},  # a phone held sideways
    "768x1024": {"width": 768, "height": 1024, "phone": False, "page": "index"},
    "1280x800": {"width": 1280, "height": 800, "phone": False, "page": "index"},
    "1366x768": {"width": 1366, "height": 768, "phone": False, "page": "index"},
    "1920x1080": {"width": 1920, "height": 1080, "phone": False, "page": "index"},
    "embed-720x560": {"width": 720, "height": 560, "phone": False, "page": "embed"},
    "embed-320x420": {"width": 320, "height": 420, "phone": True, "page": "embed"},  # the smallest embed we support
    "embed-column-360": {"width": 400, "height": 800, "phone": True, "page": "column"},
}
COLUMN_PX = 360
EMBED_OPTIONS = "players=2&level=easy&size=small"  # README's snippet: what a blogger pastes
GAMES = {"carcassonne": (2, 3, 5), "hunters": (2, 3, 5), "carmela": (2, 5, 10)}  # fewest, typical, most seats
LANGS = ("en", "ja")
BOARD_MIN_PX = 120  # the board shows at least this much of itself each way, or it cannot be played on


def lesson_ids(game):
    """The lessons `game`'s entry module lists (its `lessons` export), in order."""
    text = (ROOT / "js" / "games" / game / "index.js").read_text(encoding="utf-8")
    found = re.search(r"export const lessons = \[([^\]]*)\]", text)
    return re.findall(r'"([\w-]+)"', found.group(1)) if found else []


@functools.cache
def lesson_data(game, lesson_id):
    return json.loads((ROOT / "js" / "games" / game / "lessons" / f"{lesson_id}.json").read_text(encoding="utf-8"))


def lesson_steps(game):
    """The lesson steps of `game` that the matrix looks at: each lesson at its first step ("lesson:<id>"), and at its
    first question when it asks one ("lesson:<id>:question", the shaman's), each played with the lesson's seats."""
    found = []
    for lesson_id in lesson_ids(game):
        found.append(f"lesson:{lesson_id}")
        if any(s["move"].startswith("return ") for s in lesson_data(game, lesson_id)["steps"]):
            found.append(f"lesson:{lesson_id}:question")
    return found


def mode_steps(viewport):
    """The embed's modes the matrix looks at on `viewport`: a replay (the viewer and its Play on, on every page) and,
    in an embed, a position asked as a question ("mode:position", an embed's address of its own)."""
    return ["mode:replay", *(["mode:position"] if VIEWPORTS[viewport]["page"] != "index" else [])]


def step_kind(step, game=None):
    """What a step checks: a turn's step is its own kind; a lesson's is "lesson:question", "lesson:grid" (Carmela's
    first step, a flip on the face-down grid that the table panel shows instead of the board) or "lesson"."""
    if not step.startswith("lesson:"):
        return step
    if step.endswith(":question"):
        return "lesson:question"
    return "lesson:grid" if game == "carmela" else "lesson"


def steps(game):
    """The steps of a turn of `game` that the matrix looks at, in turn order."""
    place = ["square", "rotation", "spot"]
    if game == "hunters":
        return [*place, "question", "end"]  # the shaman's question
    if game == "carmela":
        return ["flip", "decide", *place, "end"]  # decide: after a match, stop or challenge
    return [*place, "end"]


# ---------------------------------------------------------------- positions, from the engine (CPython)


@dataclass
class Position:
    """A game's seed and moves up to a step (the person in seat 0 to move, or the game over); square: where the
    rotation and spot steps place the tile, a square where it fits turned at least two ways, one with spots."""

    seed: int
    moves: list
    square: tuple = None


@functools.cache
def default_names(lang):
    """The page's default names in `lang` (js/i18n.js): (a person's, a computer's), each with "{n}" for the number."""
    text = (ROOT / "js" / "words" / "i18n.js").read_text()
    block = re.search(rf"^  {lang}: {{$(.*?)^  }}", text, re.M | re.S).group(1)
    return tuple(re.search(rf'"setup\.{key}_name": "([^"]*)"', block).group(1) for key in ("default", "computer"))


def setup(game, seats, lang):
    """The setup of a matrix game: seat 0 a person, the others easy computers, named as the page names them (by
    seat)."""
    person, computer = default_names(lang)
    players = [{"name": person.replace("{n}", "1"), "type": "human"}]
    players += [
        {"name": computer.replace("{n}", str(i + 1)), "type": "computer", "level": "easy"} for i in range(1, seats)
    ]
    return {"game": game, "players": players}


def next_move(g, rng):
    """A random move; in Hunters & Gatherers the person deploys hunters when she can, so that a shaman she draws has
    someone to take back (its question is asked only then)."""
    if g.setup["game"] == "hunters" and g.current_player == 0:
        hunters = [m for m in map(str, g.legal_moves()) if "@meadow" in m]
        if hunters:
            return rng.choice(hunters)
    return g.random_move(rng)


def placing_square(view):
    """A square of `view`'s placements (on the mover's own map) where the tile fits turned two ways or more and one
    of them offers a spot for a piece, or None."""
    rots = {}
    spotted = set()
    for p in view.get("placements") or []:
        if p.get("map", view["current_player"]) != view["current_player"]:
            continue
        rots.setdefault((p["x"], p["y"]), set()).add(p["rot"])
        if any(o.get("segment") is not None for o in p["options"]):
            spotted.add((p["x"], p["y"]))
    return next((square for square, turns in rots.items() if len(turns) >= 2 and square in spotted), None)


def wanted(kind, g, seats):
    """Whether game `g` is at a position of `kind` (see first_position) with the person (seat 0) to move; for
    "place", the square to use."""
    if g.is_over() or g.current_player != 0:
        return False
    phase = getattr(g, "phase", "place")
    if kind == "question":
        return getattr(g, "question", None) is not None
    if kind == "flip":  # a first flip, once every seat has played
        return phase == "flip" and len(g.moves) >= seats and all(c["state"] != "up" for c in g.view(None)["grid"])
    if kind == "decide":
        return phase == "decide"
    if phase != "place" or getattr(g, "question", None) is not None or len(g.moves) < 2 * seats:
        return False
    return placing_square(g.view(None)) or False


def position(game, seats, step):
    """The Position of `step` in a game of `game` for `seats` (the first seed that reaches it), or None."""
    return first_position(game, seats, "place" if step in ("square", "rotation", "spot") else step)


@functools.cache
def first_position(game, seats, kind):
    """The Position of the first seed whose game reaches `kind`: "place" (a placing turn), "question", "flip",
    "decide" or "end"; None if no seed up to the limit does."""
    for seed in range(1, 300):
        g = new_game(setup(game, seats, "en"), seed)
        rng = Rng(seed)
        while not g.is_over():
            found = kind != "end" and wanted(kind, g, seats)
            if found:
                return Position(seed, list(g.moves), found if kind == "place" else None)
            g.play(next_move(g, rng))
        if kind == "end":
            return Position(seed, list(g.moves))
    return None


def share_code(game, seats, lang, where):
    """The share code of Position `where` of a game of `game` with `seats`, its players named in `lang`."""
    g = new_game(setup(game, seats, lang), where.seed)
    for move in where.moves:
        g.play(move)
    return share.encode(g)


# ---------------------------------------------------------------- the page's geometry


@dataclass
class Control:
    """What a step needs: `name` says it in a problem, `selector` finds it; required: missing is a problem (else it
    is checked only when shown); many: every element the selector finds is one of it (options, grid squares)."""

    name: str
    selector: str
    required: bool = True
    many: bool = False


TOP_BAR = Control("top bar", ".topbar button, .topbar a", required=False, many=True)
MAP_TABS = Control("map tabs", "#map-tabs button", required=False, many=True)
ZOOM = Control("zoom buttons", ".zoom-buttons button", required=False, many=True)
ROTATE = Control("Rotate", "#btn-rotate")
UNDO = Control("Undo", "#btn-undo")
HINT = Control("Hint", "#btn-hint", required=False)
CONFIRM = Control("Confirm", "#btn-confirm")
OPTIONS = Control("options", "#options button", many=True)
GRID = Control("grid squares", "#table-panel .grid-cell.down", many=True)
AROUND = [TOP_BAR, MAP_TABS]
CONTROLS = {
    "square": [*AROUND, ZOOM, ROTATE, HINT, Control("tile in hand", "#hand-canvas", required=False)],
    "rotation": [*AROUND, ZOOM, ROTATE, UNDO, HINT, CONFIRM],
    "spot": [*AROUND, ZOOM, OPTIONS, UNDO, CONFIRM],
    "question": [*AROUND, ZOOM, Control("answers", "#options button", many=True), CONFIRM],
    "flip": [*AROUND, GRID, Control("memorise setting", ".grid-memorise", required=False)],
    "decide": [*AROUND, Control("Stop", ".grid-stop"), GRID],
    # A lesson at its first step (a tile to place, or Carmela's first flip) and at the shaman's question: the
    # coach's buttons besides what the step itself needs.
    "lesson": [
        *AROUND,
        ZOOM,
        Control("coach buttons", "#coach .coach-buttons button", many=True),
        Control("the lesson's mark", ".lesson-target", required=False),
    ],
    "lesson:question": [
        *AROUND,
        ZOOM,
        Control("coach buttons", "#coach .coach-buttons button", many=True),
        Control("answers", "#options button", many=True),
        CONFIRM,
    ],
    "lesson:grid": [*AROUND, Control("coach buttons", "#coach .coach-buttons button", many=True), GRID],
    # The embed's modes: the replay viewer at a move (its buttons, slider and Play on from here), and a position
    # asked as a question (its row's buttons above the board, the tile in hand to place).
    "mode:replay": [
        *AROUND,
        ZOOM,
        Control("replay buttons", "#replay-bar .replay-buttons button", many=True),
        Control("replay slider", "#replay-bar .replay-range"),
        Control("Play on from here", "#replay-bar .replay-playon"),
    ],
    "mode:position": [
        *AROUND,
        ZOOM,
        Control("position buttons", "#position .position-buttons button", many=True),
        ROTATE,
        Control("tile in hand", "#hand-canvas", required=False),
    ],
    "end": [
        Control("end: Show the board", "#end-board"),
        Control("end: New game", "#end-new"),
        Control("end: Replay", "#end-replay", required=False),
        Control("end table rows", "#end-table tbody tr", many=True),
    ],
}
# What of the board a step needs: the board itself, the square of the tile placed (tapped again, it turns), the
# spots of its options; for a question, the pieces on the map its answers name, where the board shows them (the
# others are brought into sight by dragging the board, and every answer has its button besides).
BOARD_NEEDS = {
    "square": ("board",),
    "rotation": ("board", "placed"),
    "spot": ("board", "placed", "spots"),
    "question": ("board", "pieces"),
    "lesson": ("board",),
    "lesson:question": ("board",),
    "mode:replay": ("board",),
    "mode:position": ("board",),
}
# Where names and labels are looked at for cut text: the page, or the end screen over it.
TEXT_ROOTS = {"end": ["dialog[open]"]}
DEFAULT_TEXT_ROOTS = ["#app", "dialog[open]"]

# One look at the page: for each control, each element found, whether it is in the viewport and clickable (the element
# at its centre is it or inside it), else the same after the page's own scrolling brought it there (scrollIntoView,
# every scroll position put back afterwards); the board's needs; every name or label cut. Coordinates are the
# viewport's (the frame's, in an iframe).
LOOK = r"""(request) => {
  const W = document.documentElement.clientWidth, H = document.documentElement.clientHeight;
  const round = Math.round;
  const describe = (el) => {
    if (!el) return "nothing (outside the page)";
    const own = el.id ? `#${el.id}` : el.tagName.toLowerCase() + (el.classList[0] ? `.${el.classList[0]}` : "");
    const holder = el.id ? null : el.closest("[id]");
    return holder ? `#${holder.id} ${own}` : own;
  };
  const label = (el) => el.id ? `#${el.id}` : el.dataset.option != null ? `option ${el.dataset.option}`
    : el.dataset.square != null ? `square ${el.dataset.square}` : el.dataset.map != null ? `tab ${el.dataset.map}`
    : el.dataset.player != null ? `row ${el.dataset.player}` : describe(el);
  const text = (el) => (el.innerText || el.getAttribute("aria-label") || "").replace(/\s+/g, " ").trim().slice(0, 40);
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";

  // Where an element is: null if wholly in the viewport and clickable at its centre, else {fault, detail, outside}.
  const look = (el) => {
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return { fault: "squeezed to nothing", detail: `${round(r.width)}×${round(r.height)} px` };
    const sides = [];
    if (r.top < -1) sides.push(["above", `top ${round(r.top)} < 0`]);
    if (r.bottom > H + 1) sides.push(["below", `bottom ${round(r.bottom)} > ${H}`]);
    if (r.left < -1) sides.push(["left of", `left ${round(r.left)} < 0`]);
    if (r.right > W + 1) sides.push(["right of", `right ${round(r.right)} > ${W}`]);
    if (sides.length) {
      return { fault: `${sides.map((s) => s[0]).join(" and ")} the viewport`, detail: sides.map((s) => s[1]).join(", "), outside: true };
    }
    const x = (r.left + r.right) / 2, y = (r.top + r.bottom) / 2;
    const hit = document.elementFromPoint(x, y);
    if (hit && (hit === el || el.contains(hit))) return null;
    return { fault: `covered by ${describe(hit)}`, detail: `at ${round(x)},${round(y)}` };
  };

  // The same, after the page's own scrolling brought the element into view (then every scroll is put back).
  const reach = (el) => {
    if (!look(el)) return null;
    const saved = [];
    for (let a = el.parentElement; a; a = a.parentElement) saved.push([a, a.scrollTop, a.scrollLeft]);
    const page = document.scrollingElement;
    saved.push([page, page.scrollTop, page.scrollLeft]);
    el.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
    const after = look(el);
    for (const [a, top, left] of saved) { a.scrollTop = top; a.scrollLeft = left; }
    if (after?.outside) after.fault += " and not reachable by scrolling";
    return after;
  };

  const controls = request.controls.map(({ name, selector, required, many }) => {
    const found = [...document.querySelectorAll(selector)].filter(shown);
    const failures = found.map((el) => ({ el, seen: reach(el) })).filter((f) => f.seen)
      .map(({ el, seen }) => ({ label: label(el), text: text(el), fault: seen.fault, detail: seen.detail }));
    return { name, many, missing: required && !found.length, count: found.length, failures };
  });

  // The board: enough of it in sight and its middle free; the points of it the step needs, on it and uncovered.
  const board = [];
  const canvas = document.querySelector("#board");
  // onlyShown: a point off the board's visible part is no problem (dragging the board brings it).
  const point = (name, p, onlyShown = false) => {
    if (!p) return;
    const r = canvas.getBoundingClientRect();
    const at = `at ${round(p.x)},${round(p.y)}`;
    const outside = p.x < 0 || p.y < 0 || p.x > W || p.y > H;
    const off = p.x < r.left || p.y < r.top || p.x > r.right || p.y > r.bottom;
    if (onlyShown && (outside || off)) return;
    if (outside) board.push({ name, fault: "outside the viewport", detail: at });
    else if (off) board.push({ name, fault: "off the board", detail: at });
    else {
      const hit = document.elementFromPoint(p.x, p.y);
      if (hit !== canvas) board.push({ name, fault: `covered by ${describe(hit)}`, detail: at });
    }
  };
  const needs = request.board;
  if (needs.includes("board")) {
    const r = canvas.getBoundingClientRect();
    const w = Math.min(r.right, W) - Math.max(r.left, 0), h = Math.min(r.bottom, H) - Math.max(r.top, 0);
    if (!shown(canvas) || w < request.boardMin || h < request.boardMin) {
      board.push({ name: "the board", fault: "too little of it in sight", detail: `${round(Math.max(w, 0))}×${round(Math.max(h, 0))} px` });
    } else {
      point("the board's middle", { x: Math.max(r.left, 0) + w / 2, y: Math.max(r.top, 0) + h / 2 });
    }
  }
  const tentative = window.__game?.tentative;
  if (needs.includes("placed")) {
    if (!tentative) board.push({ name: "the placed tile", fault: "not placed", detail: "no tentative placement" });
    else point("the placed tile", window.__game.squareCentre(tentative.x, tentative.y));
  }
  if ((needs.includes("spots") || needs.includes("pieces")) && tentative) {
    document.querySelectorAll("#options button[data-option]").forEach((b) => {
      const name = needs.includes("spots") ? `spot of option ${b.dataset.option}` : `piece of answer ${b.dataset.option}`;
      point(name, window.__game.spotCentre(Number(b.dataset.option)), needs.includes("pieces"));
    });
  }

  // Names and labels cut: a box that clips (overflow hidden or clip, or an ellipsis) narrower than its text; a button
  // whose label is wider than itself spills out of it. The outermost such box only.
  const cut = [];
  for (const root of request.textRoots.flatMap((s) => [...document.querySelectorAll(s)])) {
    for (const el of [root, ...root.querySelectorAll("*")]) {
      if (!shown(el) || el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
      if (cut.some((c) => c.el.contains(el)) || !text(el)) continue;
      const s = getComputedStyle(el);
      const clips = ["hidden", "clip"].includes(s.overflowX) || s.textOverflow === "ellipsis";
      if (!clips && el.tagName !== "BUTTON") continue;
      cut.push({ el, fault: clips ? `text cut in ${describe(el)}` : `label spills out of ${describe(el)}`,
        detail: `"${text(el)}": ${el.scrollWidth} px of text in ${el.clientWidth} px` });
    }
  }
  return { controls, board, cut: cut.map(({ fault, detail }) => ({ fault, detail })) };
}"""


def problems_of(target, step, game=None):
    """What breaks the layout contract at `step` (of a game of `game`) on `target` (a page or a frame), one plain
    string each."""
    kind = step_kind(step, game)
    seen = target.evaluate(
        LOOK,
        {
            "controls": [vars(c) for c in CONTROLS[kind]],
            "board": list(BOARD_NEEDS.get(kind, ())),
            "boardMin": BOARD_MIN_PX,
            "textRoots": TEXT_ROOTS.get(kind, DEFAULT_TEXT_ROOTS),
        },
    )
    problems = []
    for control in seen["controls"]:
        if control["missing"]:
            problems.append(f"{control['name']} not shown")
        problems += control_problems(control)
    problems += [f"{b['name']} {b['fault']} ({b['detail']})" for b in seen["board"]]
    return problems + cut_problems(seen["cut"])


def control_problems(control):
    """One line per fault of a control; for a control of many elements, one line per kind of fault, with how many
    of them have it and the first of them."""
    if not control["many"]:
        return [f"{control['name']} {f['fault']} ({f['detail']})" for f in control["failures"]]
    by_fault = {}
    for f in control["failures"]:
        by_fault.setdefault(f["fault"], []).append(f)
    lines = []
    for fault, failures in by_fault.items():
        first = failures[0]
        what = f"{first['label']} '{first['text']}'" if first["text"] else first["label"]
        if len(failures) == 1:
            lines.append(f"{control['name']}: {what} {fault} ({first['detail']})")
        else:
            lines.append(
                f"{control['name']}: {len(failures)} of {control['count']} {fault} (first {what}: {first['detail']})"
            )
    return lines


def cut_problems(cuts):
    """One line per kind of text cut (the same box on each player's card is one), with how often and the first."""
    by_fault = {}
    for c in cuts:
        by_fault.setdefault(c["fault"], []).append(c["detail"])
    return [
        f"{fault} ({details[0]})" if len(details) == 1 else f"{fault}, {len(details)} times (first {details[0]})"
        for fault, details in by_fault.items()
    ]


def fault_of(problem):
    """A problem without its particulars (numbers, parenthesised details, quoted labels): the same fault in another
    case reads the same."""
    plain = re.sub(r"\s*\([^()]*\)", "", problem)
    plain = re.sub(r"'[^']*'", "", plain)
    return re.sub(r"\d+", "N", plain).replace("  ", " ").strip()


# ---------------------------------------------------------------- a booted page, and bringing a game to a step

READY = "() => document.documentElement.dataset.ready === 'true'"

# Is the page at rest: no engine call, no motion, no finite animation running, the camera still over two frames?
STILL = """async () => {
  const g = window.__game;
  const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  const running = () => document.getAnimations().filter((a) => a.playState === "running"
    && a.effect?.getComputedTiming().iterations !== Infinity).length;
  const before = JSON.stringify(g.camera);
  await frames();
  return !!g.view && !g.busy && g.motion.moving === 0 && running() === 0 && JSON.stringify(g.camera) === before;
}"""

# Tap board square [x, y], first centring the view on it (what dragging would do): the board's own pointer events.
TAP_SQUARE = """([x, y]) => {
  const g = window.__game;
  g.reveal(x, y);
  const at = g.squareCentre(x, y);
  const board = document.querySelector("#board");
  for (const type of ["pointerdown", "pointerup"]) {
    board.dispatchEvent(new PointerEvent(type, { pointerId: 1, pointerType: "mouse", button: 0, isPrimary: true,
      bubbles: true, clientX: at.x, clientY: at.y }));
  }
  return g.tentative;
}"""

# The first option of the tentative placement with a spot for a piece (its index), or -1.
SPOT_OPTION = """() => {
  const g = window.__game, t = g.tentative, v = g.view;
  const p = (v.placements || []).find((p) => p.x === t.x && p.y === t.y && p.rot === t.rot
    && (p.map === undefined || p.map === v.current_player));
  return p ? p.options.findIndex((o) => o.segment != null) : -1;
}"""


class StepNotReached(Exception):
    """The engine found no position for a step (no seed up to the limit reaches it)."""


class Screen:
    """One booted page at one viewport: `page` is the tab (its screenshot shows the case), `target` the page or the
    embed's frame that holds the game."""

    def __init__(self, context, page, target, viewport):
        self.context = context
        self.page = page
        self.target = target
        self.viewport = viewport
        self.at = None  # (game, seats, lang, step) on show

    def click(self, selector):
        """Click the element itself (a script's click: the layout is what is being checked, not what drives it)."""
        self.target.evaluate("(s) => document.querySelector(s).click()", selector)

    def set_lang(self, lang):
        """Switch the page to `lang` with its own language button."""
        if self.target.evaluate("document.documentElement.lang") != lang:
            self.click("#btn-lang")
            self.target.wait_for_function(
                "(lang) => document.documentElement.lang === lang", arg=lang, timeout=STEP_TIMEOUT_MS
            )

    def open_code(self, code, moves):
        """Open a share code in the page, as a link would, and wait until its position is on show."""
        before = self.target.evaluate("window.__game.saveId")
        self.target.evaluate("(code) => { location.hash = '#g=' + code; }", code)
        self.target.wait_for_function(
            """([before, moves]) => { const g = window.__game;
              return g.saveId !== before && g.view && g.view.moves === moves && !g.busy; }""",
            arg=[before, moves],
            timeout=STEP_TIMEOUT_MS,
        )

    def wait_still(self, timeout=STEP_TIMEOUT_MS / 1000):
        """Wait until the page is at rest (see STILL), at most `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while not self.target.evaluate(STILL) and time.monotonic() < deadline:
            pass  # each look waits two animation frames

    def show(self, game, seats, lang, step):
        """Bring a game of `game` with `seats` in `lang` to `step`; StepNotReached if the engine finds no such
        position. The rotation and spot steps go on from the step before when it is on show."""
        if step.startswith("lesson:"):
            self.show_lesson(game, lang, step)
            self.at = (game, seats, lang, step)
            self.wait_still()
            return
        if step.startswith("mode:"):
            self.show_mode(game, seats, lang, step)
            self.at = (game, seats, lang, step)
            self.wait_still()
            return
        where = position(game, seats, step)
        if where is None:
            raise StepNotReached(f"no seed reaches {step} in {game} with {seats} seats")
        self.set_lang(lang)
        follows = {"rotation": "square", "spot": "rotation"}.get(step)
        if self.at != (game, seats, lang, follows):
            self.open_code(share_code(game, seats, lang, where), len(where.moves))
            if step == "spot":
                self.place(where.square)
        if step == "rotation":
            self.place(where.square)
        if step == "spot":
            self.pick_spot()
        if step == "end":
            self.target.wait_for_selector("#end[open]", timeout=STEP_TIMEOUT_MS)
        self.at = (game, seats, lang, step)
        self.wait_still()

    def show_lesson(self, game, lang, step):
        """Start the lesson of `step` from the welcome (its game's Learn, or its further lessons) and play it by the
        coach's Show me and Confirm up to the step the case looks at (the first, or the first question)."""
        lesson_id = step.split(":")[1]
        data = lesson_data(game, lesson_id)
        at = 0
        if step.endswith(":question"):
            at = next(i for i, s in enumerate(data["steps"]) if s["move"].startswith("return "))
        self.set_lang(lang)
        self.target.evaluate("localStorage.setItem('carcassonne.watch.speed', 'fast')")
        self.click("#btn-home")
        card = f'#welcome .welcome-card[data-game="{game}"]'
        button = f"{card} .welcome-learn" if lesson_ids(game)[0] == lesson_id else f'{card} [data-lesson="{lesson_id}"]'
        self.target.wait_for_selector(button, timeout=STEP_TIMEOUT_MS)
        self.click(button)
        title = data["title"][lang]
        self.target.wait_for_function(
            """(title) => document.querySelector('#coach .coach-title')?.textContent === title
              && document.querySelector('#coach')?.dataset.step === '0' && !window.__game.busy""",
            arg=title,
            timeout=STEP_TIMEOUT_MS,
        )
        while True:  # at each of the learner's steps up to the one looked at: Show me, then Confirm
            self.target.wait_for_function(
                "() => !window.__game.busy && !!window.__game.lessonTarget", timeout=STEP_TIMEOUT_MS
            )
            now = int(self.target.evaluate("document.querySelector('#coach').dataset.step"))
            if now >= at:
                return
            self.click("#coach .coach-show")
            self.click("#btn-confirm")
            self.target.wait_for_function(
                "(n) => Number(document.querySelector('#coach')?.dataset.step) > n", arg=now, timeout=STEP_TIMEOUT_MS
            )

    def show_mode(self, game, seats, lang, step):
        """Show an embed's mode on a game of `game` with `seats`, at its first step (the person to move): the replay
        viewer a move back from there (opened from Games, as on any page), or the embed opened anew at that position
        as a question (mode=position)."""
        where = position(game, seats, steps(game)[0])
        code = share_code(game, seats, lang, where)
        if step == "mode:replay":
            self.set_lang(lang)
            self.open_code(code, len(where.moves))
            self.click("#btn-games")
            self.click("#games-replay-current")
            self.target.wait_for_function("() => window.__game.replaying", timeout=STEP_TIMEOUT_MS)
            self.click("#replay-bar [data-go=prev]")
            self.target.wait_for_function(
                "(n) => window.__game.view.moves === n && !window.__game.busy",
                arg=len(where.moves) - 1,
                timeout=STEP_TIMEOUT_MS,
            )
            return
        src = f"embed.html?{EMBED_OPTIONS}&lang={lang}&mode=position&g={quote(code)}&move={len(where.moves)}"
        if VIEWPORTS[self.viewport]["page"] == "embed":
            self.page.goto(urljoin(self.page.url, src))
        else:
            self.page.evaluate(
                "(src) => { document.querySelector('iframe').src = src; }", urljoin(self.target.url, src)
            )
        self.target.wait_for_function(READY, timeout=BOOT_TIMEOUT_MS)
        self.target.wait_for_function(
            "() => !!document.querySelector('#position .position-say') && !window.__game.busy", timeout=BOOT_TIMEOUT_MS
        )

    def place(self, square):
        """Place the tile in hand on `square` by a tap, turned to a rotation that offers a spot for a piece."""
        self.wait_still()
        if not self.target.evaluate(TAP_SQUARE, list(square)):
            raise AssertionError(f"a tap on square {square} placed no tile")
        for _ in range(4):
            if self.target.evaluate(SPOT_OPTION) >= 0:
                return
            self.click("#btn-rotate")

    def pick_spot(self):
        """Choose the first option of the placed tile that puts a piece on a spot."""
        option = self.target.evaluate(SPOT_OPTION)
        if option < 0:
            raise AssertionError("the placed tile offers no spot")
        self.click(f"#options button[data-option='{option}']")

    def problems(self, step):
        """What breaks the layout contract at `step` as the screen shows it now (see problems_of); in the article
        column, also an iframe that the page around it cannot bring wholly into sight."""
        found = []
        if VIEWPORTS[self.viewport]["page"] == "column":
            found += self.frame_in_sight()
        return found + problems_of(self.target, step, self.at[0] if self.at else None)

    def frame_in_sight(self):
        """Scroll the embed's iframe into the page's view; a problem if it does not fit there."""
        box = self.page.evaluate(
            """() => { const f = document.querySelector("iframe"); f.scrollIntoView({ block: "nearest", behavior: "instant" });
              const r = f.getBoundingClientRect();
              return { top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                       W: document.documentElement.clientWidth, H: document.documentElement.clientHeight }; }"""
        )
        if box["top"] < -1 or box["bottom"] > box["H"] + 1 or box["left"] < -1 or box["right"] > box["W"] + 1:
            return [f"the embed's iframe does not fit the page's viewport ({box})"]
        return []

    def screenshot(self, path):
        """Save a PNG of what the tab shows (CSS pixels) at `path`."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        self.page.screenshot(path=str(path), scale="css")

    def close(self):
        self.context.close()


def open_screen(browser, base_url, name):
    """A booted Screen at viewport `name` of VIEWPORTS, in its own context (a phone's: a touch screen). Reduced
    motion: the layout is the same, and the page is at rest at once after every move."""
    viewport = VIEWPORTS[name]
    options = {"viewport": {"width": viewport["width"], "height": viewport["height"]}, "reduced_motion": "reduce"}
    if viewport["phone"]:
        options.update(device_scale_factor=2, is_mobile=True, has_touch=True)
    context = browser.new_context(**options)
    context.add_init_script("window.__testHooks = true;")  # the page's game handle, for a test or bench only
    page = context.new_page()
    if viewport["page"] == "index":
        page.goto(base_url)
        target = page.main_frame
    elif viewport["page"] == "embed":
        page.goto(f"{base_url}embed.html?{EMBED_OPTIONS}")
        target = page.main_frame
    else:
        page.goto(f"{base_url}embed-example.html")
        # The sample article, narrowed to a column (its iframe is 100% wide), the iframe in sight.
        page.evaluate(
            """(px) => { document.querySelector("article").style.maxWidth = px + "px";
              const frame = document.querySelector("iframe");
              frame.loading = "eager";
              frame.scrollIntoView({ block: "nearest" }); }""",
            COLUMN_PX,
        )
        page.wait_for_function(
            "() => document.querySelector('iframe').contentDocument?.documentElement?.dataset.ready === 'true'",
            timeout=BOOT_TIMEOUT_MS,
        )
        target = page.query_selector("iframe").content_frame()
    target.wait_for_function(READY, timeout=BOOT_TIMEOUT_MS)
    target.wait_for_function("() => window.__game && window.__game.view", timeout=BOOT_TIMEOUT_MS)
    # A first visit opens the welcome over the game; a visitor who comes by a link (as every case here) never sees it.
    target.evaluate("() => document.querySelector('#welcome[open] #welcome-close')?.click()")
    return Screen(context, page, target, name)
