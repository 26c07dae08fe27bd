// A finished game's review: the engine's worker judges every move by the hard player's judgement (api.review_start,
// then api.review_next a move a call), while the page shows each result as it comes (js/panels/review-panel.js: the
// end screen's progress, chart and mistakes) and the player may browse the replay meanwhile (the engine answers
// replay_at between two moves of the review). What is done is kept with the saved games under the record's key
// (js/saves/reviews.js): opening it again is instant, after a reload too, and a review is never shown for another
// record than its own.
//
// Cancel stops between two calls and keeps what was done: Continue picks it up. The engine still holds the
// review it stopped (nothing else starts one), so it goes on at once; after a reload, or once another record was
// reviewed, the engine starts that record again and catches up on the moves done before (the review is exact: they
// come out the same, and are checked) before it adds new ones. A review also stops when another game is opened.
// Only games whose entry module says `review: true` offer it (js/games/contract.js).
//
// A lesson's game (js/play/lesson.js) is judged like any other, but the moves its lesson set are the lesson's, not the
// player's: the review names them so, with what each taught, and lists no mistake among them (nobody chose them).
// Which moves those are is asked of the lessons for the saved game shown (the end screen's, the replay's), wherever
// its review shows: a replay opened from Games, with no end screen of that game since the page opened, included.

import { t } from "../words/i18n.js";
import { recordKey, StoredReviews } from "../saves/reviews.js";
import { ReviewPanel, ReviewStrip, wholePoints, lost, mistakes, reviewOrder } from "../panels/review-panel.js";

/** @typedef {import("../engine/types.js").GameRecord} GameRecord */
/** @typedef {import("../engine/types.js").View} View */
/** @typedef {import("../saves/reviews.js").StoredReview} StoredReview */
/** @typedef {import("../panels/review-panel.js").ReviewPlayer} ReviewPlayer */
/** @typedef {import("../panels/review-panel.js").LessonMove} LessonMove */
/** @typedef {import("../state/table.js").TableDoor} TableDoor */

/** The players of a view as the review names them. @param {View} view @param {{colour: string}[]} looks
 * @returns {ReviewPlayer[]} */
function playersOf(view, looks) {
  return view.players.map((p, i) => ({ name: p.name, colour: looks[i]?.colour ?? p.color, computer: p.type === "computer" }));
}

export class Reviewer {
  /** The reviews of the finished games behind `door`, kept beside `library`'s saved games; `lessons` says which
   * moves a lesson set. @param {TableDoor} door @param {import("./lesson.js").Lessons | null} lessons */
  constructor(door, library, lessons) {
    this.door = door;
    this.library = library;
    this.lessons = lessons;
    this.store = new StoredReviews(library.saves);
    /** @type {{key: string, id: string, total: number, cancelled: boolean, catching: {n: number, done: number} | null} | null} */
    this.job = null; // the review under way
    this.engineAt = null; // the review the engine holds and how far it got: {key, done}
    this.error = null; // {key, text}: why the last review of that record stopped
    /** @type {{key: string, record: GameRecord, view: View, players: ReviewPlayer[], lesson: LessonMove[]} | null} */
    this.shown = null; // the finished game the end screen shows, and the moves its lesson set (if it was one)
    /** @type {{record: GameRecord, key: string, lesson: LessonMove[] | null} | null} */
    this.replayed = null; // the record the replay steps through, its key, and the moves its lesson set (null: not known yet)
    this.replayView = null; // the replay's position shown
    this.showPlayed = false; // on a square both moves share: the move played is shown, not the better one
    this.mark = null; // what the replay's board shows of the review (BoardRenderer.drawReviewMoves)
    this.calls = 0; // review calls made to the engine since the page opened (tests: a kept review makes none)
    this.back = false; // the replay was opened from the review: the end screen comes back at the review
    this.focus = false; // the replay was opened at a move of the review: the board closes in on its moves
    this.panel = new ReviewPanel({ onStart: () => this.start(), onCancel: () => this.cancel(), onOpen: (n) => this.openAt(n) });
    this.strip = new ReviewStrip((box) => library.bar.attach(box), {
      onToggle: () => {
        this.showPlayed = !this.showPlayed;
        this.replayShown(this.replayView);
      },
      onCancel: () => this.cancel(),
    });
  }

  /** The end screen of a finished game (`view`, the game in play) has opened: show its review, if it has one. */
  async endShown(view) {
    const offered = !!this.door.state.game?.review;
    if (!offered) {
      this.shown = null;
      this.render();
      return;
    }
    const players = playersOf(view, this.door.state.looks);
    const record = await this.door.engine.record();
    const lesson = await this.lessonOf(this.library.id, record);
    this.shown = { key: recordKey(record), record, view, players, lesson };
    this.render();
    if (this.back) this.panel.reveal(); // back from the replay the review opened: at the review again
    this.back = false;
  }

  /** The moves of `record` that its lesson set, saved game `id` being a lesson's (else none). @param {string | null} id
   * @param {GameRecord} record @returns {Promise<LessonMove[]>} */
  async lessonOf(id, record) {
    return (id && await this.lessons?.prescribed(id, record.moves)) || [];
  }

  /** Review the game the end screen shows (from the start, or on from where it stopped). */
  start() {
    if (!this.shown) return;
    this.run(this.shown.record);
    this.panel.reveal(); // its progress in sight (on a phone it opens below the score chart)
  }

  /** Review the game in play (a finished game the Games dialog opened). */
  async startInPlay() {
    this.run(await this.door.engine.record());
  }

  /** Stop the review under way between two calls; what is done is kept. */
  cancel() {
    if (this.job) this.job.cancelled = true;
    this.render();
  }

  /** Run the review of `record` (the game in play's) until it is done, cancelled or another game is opened. */
  async run(record) {
    const key = recordKey(record);
    const kept = this.store.get(key);
    if (kept && kept.steps.length >= kept.moves) return; // done before: nothing to ask
    if (this.job?.key === key) { // stopping, or running: it runs on
      this.job.cancelled = false;
      this.render();
      return;
    }
    if (this.job) this.job.cancelled = true; // one review at a time: the other is kept as far as it got
    const job = { key, id: this.library.id, total: record.moves.length, cancelled: false, catching: null };
    this.job = job;
    if (this.error?.key === key) this.error = null;
    this.render();
    const engine = this.door.engine;
    try {
      let review = this.store.get(key);
      let done = review?.steps.length ?? 0;
      if (!review || this.engineAt?.key !== key || this.engineAt.done !== done) {
        this.engineAt = null;
        this.calls++;
        const start = await engine.reviewStart(record);
        this.engineAt = { key, done: 0 };
        done = 0;
        if (review?.moves !== start.moves) review = { key, moves: start.moves, start: start.margins, steps: [], ms: 0 };
        this.store.put(review);
      }
      while (done < review.moves && !job.cancelled && this.library.id === job.id) {
        const known = review.steps.length;
        job.catching = done < known ? { n: done, done: known } : null;
        this.render();
        const began = performance.now();
        this.calls++;
        const step = await engine.reviewNext();
        const ms = performance.now() - began;
        if (!step) break;
        this.engineAt = { key, done: ++done };
        if (done > known || JSON.stringify(step) !== JSON.stringify(review.steps[done - 1])) {
          // A new move, or one the engine now judges otherwise (another engine since): its word from here on.
          review.steps.length = done - 1;
          review.steps.push(step);
          review.ms += ms;
          this.store.put(review);
        }
      }
    } catch (error) {
      this.engineAt = null;
      this.error = { key, text: error.message };
    } finally {
      if (this.job === job) this.job = null;
      this.render();
    }
  }

  /** Open the replay at the position after n moves of the game the end screen shows (move n + 1's review on it). */
  openAt(n) {
    if (!this.shown) return;
    this.back = true;
    this.focus = true;
    this.showPlayed = false;
    this.library.replay(this.shown.record, n);
  }

  /** Show the review's state: on the end screen, and in the replay's bar and board. */
  render() {
    const s = this.shown;
    const job = this.job;
    if (s) {
      const ours = job?.key === s.key ? job : null;
      this.panel.render({
        offered: true, total: s.record.moves.length, review: this.store.get(s.key), running: !!ours && !ours.cancelled,
        stopping: !!ours?.cancelled, catching: ours?.catching ?? null,
        error: this.error?.key === s.key ? this.error.text : null, players: s.players, lesson: s.lesson,
      });
    } else {
      this.panel.render({
        offered: false, total: 0, review: null, running: false, stopping: false, catching: null, error: null, players: [],
        lesson: [],
      });
    }
    if (this.door.state.replay && this.replayView) this.replayShown(this.replayView);
  }

  /** The replay shows `view` (null: it ended): what the review says of the move to come, on the bar and the board. */
  replayShown(view) {
    this.replayView = view;
    const record = this.library.replayRecord;
    if (!view || !record || !this.door.state.game?.review) {
      this.mark = null;
      this.strip.render(null);
      return;
    }
    if (this.replayed?.record !== record) {
      const replayed = { record, key: recordKey(record), lesson: null };
      this.replayed = replayed;
      this.lessonOf(this.library.replayId, record).then((lesson) => {
        replayed.lesson = lesson;
        if (this.replayed === replayed && this.door.state.replay && this.replayView) this.replayShown(this.replayView);
      });
    }
    const { key, lesson: set } = this.replayed;
    const review = this.store.get(key);
    const job = this.job?.key === key ? this.job : null;
    const n = view.moves;
    // Until its lesson's moves are known (a moment), nothing is said: a lesson's move must never show as a loss.
    if ((!review && !job) || n >= record.moves.length || !set) {
      this.mark = null;
      this.strip.render(null);
      this.door.board.redraw();
      return;
    }
    const step = review?.steps[n] ?? null;
    const looks = this.door.state.looks;
    const players = playersOf(view, looks);
    const seat = step?.seat ?? view.current_player;
    const lesson = set[n] ?? null; // a move the lesson set
    this.mark = step && !lesson && lost(step) ? this.markOf(view, step) : null;
    if (this.focus && this.mark) this.door.board.showSquares([this.mark.played, this.mark.best].filter(Boolean), 1.2);
    this.focus = false;
    this.strip.render({
      move: n + 1, player: players[seat] ?? null, step, lesson, names: players.map((p) => p.name),
      toggle: !!this.mark?.shared, showPlayed: this.showPlayed,
      running: job ? { done: review?.steps.length ?? 0, total: record.moves.length, stopping: job.cancelled } : null,
    });
    this.door.board.redraw();
  }

  /** The board's picture of a reviewed move at its position `view`: the move played and the better move as the
   * view's own options show them (the engine's placements: nothing is worked out here). */
  markOf(view, step) {
    const game = this.door.state.game;
    const tentative = (move) => {
      const choice = game.createChoice(view);
      return choice.show(move) && !choice.tentative?.question ? choice.tentative : null;
    };
    const played = tentative(step.played);
    const best = tentative(step.best);
    if (!played && !best) return null;
    const look = this.door.state.looks[step.seat];
    const shared = !!played && !!best && played.x === best.x && played.y === best.y && played.rot !== best.rot;
    return {
      played, best, shared, show: shared ? (this.showPlayed ? "played" : "best") : "both",
      colour: look?.colour ?? "#fff", letter: look?.letter ?? "",
      labels: { played: t("review.played"), best: t("review.better_tag") },
    };
  }

  /** Show everything again in the current language. */
  translate() {
    this.render();
  }

  /** What tests see of the reviews: the end screen's review, its chart and mistakes, and the replay's mark. */
  snapshot() {
    const s = this.shown;
    const review = s ? this.store.get(s.key) : null;
    const m = this.mark;
    const at = (tent) => (tent ? { x: tent.x, y: tent.y, rot: tent.rot, move: tent.options[tent.selected].move } : null);
    return {
      key: s?.key ?? null,
      running: !!this.job, // stopping included: a call is still on its way
      cancelled: !!this.job?.cancelled,
      total: review?.moves ?? null,
      done: review?.steps.length ?? 0,
      ms: review?.ms ?? null,
      calls: this.calls,
      steps: review?.steps ?? [],
      mistakes: s && review ? reviewOrder(s.players).flatMap((seat) => mistakes(review.steps, seat, s.lesson.length)
        .map((m) => ({ seat, move: m.move, points: wholePoints(m.loss) }))) : [],
      lessonMoves: s?.lesson.length ?? 0,
      chart: this.panel.drawn,
      mark: m ? { played: at(m.played), best: at(m.best), show: m.show } : null,
      strip: this.strip.box.hidden ? null : this.strip.box.innerText,
    };
  }
}
