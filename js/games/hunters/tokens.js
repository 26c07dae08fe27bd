// Pictures of what Hunters & Gatherers tiles carry: the animals of the meadows (deer, aurochs, mammoth, sabre-tooth
// tiger), fish, the forests' menhir and mushrooms, and the bonus tiles' powers. Each is drawn about the origin, in a
// circle of radius 1, scaled by the caller; each animal has its own colour and outline (antlers, horns, tusks and
// trunk, stripes and fangs) so it is told apart at a glance, even small. The powers are round medallions with a gold
// rim, the mark of a bonus tile's power, except the boats, which float on their lake.

const OUTLINE = "#2b1d10";

/** A point of a token's drawing, [x, y] in its circle of radius 1. @typedef {[number, number]} XY */

/** Begin a path of one ellipse. @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y
 * @param {number} rx @param {number} ry @param {number} [rot] */
function ellipse(ctx, x, y, rx, ry, rot = 0) {
  ctx.beginPath();
  ctx.ellipse(x, y, rx, ry, rot, 0, Math.PI * 2);
}

/** Begin a path of straight lines through the points, closed unless `close` is false.
 * @param {CanvasRenderingContext2D} ctx @param {XY[]} points @param {boolean} [close] */
function poly(ctx, points, close = true) {
  ctx.beginPath();
  points.forEach((p, i) => (i ? ctx.lineTo(...p) : ctx.moveTo(...p)));
  if (close) ctx.closePath();
}

/** Fill then outline the current path. @param {CanvasRenderingContext2D} ctx @param {string} fill
 * @param {string} [line] @param {number} [width] */
function fillLine(ctx, fill, line = OUTLINE, width = 0.07) {
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.strokeStyle = line;
  ctx.lineWidth = width;
  ctx.stroke();
}

/** Outlined legs at xs, from top down to bottom. @param {CanvasRenderingContext2D} ctx @param {number[]} xs
 * @param {number} top @param {number} bottom @param {number} width @param {string} colour */
function legs(ctx, xs, top, bottom, width, colour) {
  ctx.lineCap = "round";
  for (const x of xs) {
    ctx.strokeStyle = OUTLINE;
    ctx.lineWidth = width + 0.07;
    ctx.beginPath();
    ctx.moveTo(x, top);
    ctx.lineTo(x, bottom);
    ctx.stroke();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.stroke();
  }
}

/** A soft shadow on the ground under an animal or object. @param {CanvasRenderingContext2D} ctx @param {number} [y]
 * @param {number} [w] */
function groundShadow(ctx, y = 0.8, w = 0.75) {
  ctx.fillStyle = "rgba(30, 40, 10, 0.28)";
  ellipse(ctx, 0.05, y, w, 0.14);
  ctx.fill();
}

// ------------------------------------------------------------------ animals (side view, head to the left)

/** @param {CanvasRenderingContext2D} ctx */
function deer(ctx) {
  groundShadow(ctx, 0.82, 0.62);
  const coat = "#b8763c";
  legs(ctx, [-0.32, -0.16, 0.3, 0.46], 0.15, 0.8, 0.08, "#8a5428");
  // Neck and head reaching up and forward.
  poly(ctx, [[-0.3, -0.05], [-0.52, -0.42], [-0.38, -0.5], [-0.12, -0.1]]);
  fillLine(ctx, coat);
  ellipse(ctx, 0.08, 0.06, 0.52, 0.25);
  fillLine(ctx, coat);
  ellipse(ctx, -0.56, -0.45, 0.2, 0.11, 0.35);
  fillLine(ctx, coat);
  ctx.fillStyle = "#f4ead8"; // pale belly and the white tail
  ellipse(ctx, 0.1, 0.2, 0.32, 0.07);
  ctx.fill();
  ellipse(ctx, 0.6, -0.04, 0.08, 0.1);
  fillLine(ctx, "#f4ead8", OUTLINE, 0.05);
  // Branching antlers: what makes a deer a deer.
  ctx.strokeStyle = "#4a2c12";
  ctx.lineWidth = 0.075;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(-0.5, -0.55); ctx.lineTo(-0.6, -0.95);
  ctx.moveTo(-0.56, -0.75); ctx.lineTo(-0.8, -0.86);
  ctx.moveTo(-0.58, -0.86); ctx.lineTo(-0.45, -1.0);
  ctx.moveTo(-0.4, -0.55); ctx.lineTo(-0.25, -0.92);
  ctx.moveTo(-0.3, -0.78); ctx.lineTo(-0.1, -0.85);
  ctx.stroke();
  ctx.fillStyle = OUTLINE;
  ellipse(ctx, -0.6, -0.48, 0.035, 0.035);
  ctx.fill();
}

/** @param {CanvasRenderingContext2D} ctx */
function aurochs(ctx) {
  groundShadow(ctx, 0.82, 0.72);
  const hide = "#4b3322";
  legs(ctx, [-0.38, -0.18, 0.3, 0.5], 0.2, 0.8, 0.14, "#3a271a");
  // A heavy body with the shoulder hump, the head carried low.
  ctx.beginPath();
  ctx.moveTo(-0.52, 0.0);
  ctx.quadraticCurveTo(-0.45, -0.55, 0.0, -0.38);
  ctx.quadraticCurveTo(0.55, -0.3, 0.7, -0.05);
  ctx.quadraticCurveTo(0.78, 0.32, 0.45, 0.35);
  ctx.lineTo(-0.35, 0.38);
  ctx.quadraticCurveTo(-0.6, 0.3, -0.52, 0.0);
  fillLine(ctx, hide);
  ellipse(ctx, -0.68, 0.08, 0.23, 0.19, -0.3);
  fillLine(ctx, hide);
  ctx.fillStyle = "#b59a7a"; // pale muzzle and the stripe along the back
  ellipse(ctx, -0.82, 0.17, 0.1, 0.08);
  ctx.fill();
  ctx.strokeStyle = "#a8865e";
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.moveTo(-0.2, -0.36);
  ctx.quadraticCurveTo(0.25, -0.36, 0.6, -0.12);
  ctx.stroke();
  // Long pale horns sweeping forward and up: the aurochs' mark.
  ctx.lineCap = "round";
  for (const [w, c] of /** @type {[number, string][]} */ ([[0.14, OUTLINE], [0.08, "#f0e4c4"]])) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(-0.62, -0.06);
    ctx.quadraticCurveTo(-0.98, -0.12, -0.95, -0.52);
    ctx.moveTo(-0.55, -0.02);
    ctx.quadraticCurveTo(-0.4, -0.3, -0.6, -0.62);
    ctx.stroke();
  }
  ctx.strokeStyle = "#3a271a"; // the tail with its tuft
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.moveTo(0.72, -0.02);
  ctx.quadraticCurveTo(0.9, 0.2, 0.84, 0.42);
  ctx.stroke();
}

/** @param {CanvasRenderingContext2D} ctx */
function mammoth(ctx) {
  groundShadow(ctx, 0.86, 0.8);
  const wool = "#8a5636";
  legs(ctx, [-0.3, -0.08, 0.32, 0.52], 0.3, 0.84, 0.2, "#6e4128");
  // A domed woolly body and a high head.
  ctx.beginPath();
  ctx.moveTo(-0.55, 0.3);
  ctx.quadraticCurveTo(-0.75, -0.55, -0.25, -0.7);
  ctx.quadraticCurveTo(0.1, -0.8, 0.3, -0.45);
  ctx.quadraticCurveTo(0.8, -0.4, 0.78, 0.15);
  ctx.quadraticCurveTo(0.72, 0.45, 0.4, 0.45);
  ctx.lineTo(-0.35, 0.45);
  ctx.closePath();
  fillLine(ctx, wool);
  ctx.strokeStyle = "rgba(60, 30, 15, 0.55)"; // shaggy hair
  ctx.lineWidth = 0.04;
  ctx.beginPath();
  for (const x of [-0.1, 0.12, 0.34, 0.56]) {
    ctx.moveTo(x, 0.1);
    ctx.lineTo(x - 0.05, 0.38);
  }
  ctx.stroke();
  // The trunk hanging down and curling, and the long white tusks curving up: the mammoth's mark.
  ctx.lineCap = "round";
  for (const [w, c] of /** @type {[number, string][]} */ ([[0.22, OUTLINE], [0.15, wool]])) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(-0.6, -0.2);
    ctx.quadraticCurveTo(-0.85, 0.2, -0.78, 0.62);
    ctx.quadraticCurveTo(-0.74, 0.78, -0.6, 0.72);
    ctx.stroke();
  }
  for (const [w, c] of /** @type {[number, string][]} */ ([[0.16, OUTLINE], [0.1, "#fbf6e8"]])) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(-0.5, 0.1);
    ctx.quadraticCurveTo(-0.6, 0.55, -1.0, 0.22);
    ctx.stroke();
  }
  ctx.fillStyle = OUTLINE;
  ellipse(ctx, -0.45, -0.36, 0.04, 0.04);
  ctx.fill();
  ctx.fillStyle = "rgba(60, 30, 15, 0.5)"; // the ear
  ellipse(ctx, -0.22, -0.3, 0.12, 0.18, 0.2);
  ctx.fill();
}

/** @param {CanvasRenderingContext2D} ctx */
function tiger(ctx) {
  groundShadow(ctx, 0.82, 0.7);
  const fur = "#e58a26";
  legs(ctx, [-0.36, -0.18, 0.3, 0.46], 0.12, 0.8, 0.11, "#c46f16");
  // A long tail curling up.
  ctx.lineCap = "round";
  for (const [w, c] of /** @type {[number, string][]} */ ([[0.15, OUTLINE], [0.08, fur]])) {
    ctx.strokeStyle = c;
    ctx.lineWidth = w;
    ctx.beginPath();
    ctx.moveTo(0.55, -0.02);
    ctx.quadraticCurveTo(0.95, 0.0, 0.9, -0.45);
    ctx.stroke();
  }
  ellipse(ctx, 0.05, 0.02, 0.58, 0.24);
  fillLine(ctx, fur);
  ctx.strokeStyle = "#3a1f0a"; // stripes
  ctx.lineWidth = 0.07;
  ctx.beginPath();
  for (const x of [-0.25, -0.05, 0.15, 0.35]) {
    ctx.moveTo(x, -0.2);
    ctx.quadraticCurveTo(x + 0.06, -0.02, x, 0.12);
  }
  ctx.stroke();
  // A broad head with round ears, and the two long sabre fangs: the tiger's mark.
  poly(ctx, [[-0.75, -0.32], [-0.68, -0.5], [-0.58, -0.34]]);
  fillLine(ctx, fur, OUTLINE, 0.05);
  poly(ctx, [[-0.48, -0.34], [-0.38, -0.5], [-0.32, -0.3]]);
  fillLine(ctx, fur, OUTLINE, 0.05);
  ellipse(ctx, -0.58, -0.14, 0.26, 0.22);
  fillLine(ctx, fur);
  ctx.fillStyle = "#f7e6c8";
  ellipse(ctx, -0.72, -0.05, 0.13, 0.09);
  ctx.fill();
  for (const x of [-0.78, -0.64]) {
    poly(ctx, [[x - 0.035, 0.0], [x + 0.035, 0.0], [x + 0.005, 0.34]]);
    fillLine(ctx, "#ffffff", OUTLINE, 0.035);
  }
  ctx.fillStyle = OUTLINE;
  ellipse(ctx, -0.62, -0.2, 0.035, 0.035);
  ctx.fill();
}

// ------------------------------------------------------------------ water and forest

/** @param {CanvasRenderingContext2D} ctx */
function fish(ctx) {
  // Head to the left along the x axis: callers turn it to swim along its river or round its lake.
  poly(ctx, [[0.35, 0], [0.95, -0.45], [0.82, 0], [0.95, 0.45]]);
  fillLine(ctx, "#e8892a", "#4a2508", 0.09);
  ellipse(ctx, -0.1, 0, 0.58, 0.34);
  fillLine(ctx, "#f5a93c", "#4a2508", 0.09);
  ctx.fillStyle = "#ffe2a6";
  ellipse(ctx, -0.18, 0.1, 0.34, 0.11);
  ctx.fill();
  ctx.fillStyle = "#1d1208";
  ellipse(ctx, -0.42, -0.07, 0.08, 0.08);
  ctx.fill();
}

/** @param {CanvasRenderingContext2D} ctx */
function menhir(ctx) {
  // A tall pale standing stone in a small clearing: what a forest earns a bonus tile with.
  ctx.fillStyle = "#8fae5a";
  ellipse(ctx, 0, 0.62, 0.8, 0.36);
  ctx.fill();
  ctx.fillStyle = "rgba(20, 25, 10, 0.35)";
  ellipse(ctx, 0.18, 0.72, 0.5, 0.14);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-0.36, 0.75);
  ctx.quadraticCurveTo(-0.5, -0.3, -0.2, -0.85);
  ctx.quadraticCurveTo(0.15, -1.02, 0.34, -0.6);
  ctx.quadraticCurveTo(0.48, 0.1, 0.36, 0.75);
  ctx.closePath();
  fillLine(ctx, "#f1ede2", "#3c3a34", 0.09);
  ctx.save();
  ctx.clip();
  ctx.fillStyle = "rgba(90, 85, 75, 0.35)"; // the shaded side
  ctx.fillRect(0.12, -1, 0.5, 2);
  ctx.restore();
  ctx.strokeStyle = "rgba(70, 65, 55, 0.6)";
  ctx.lineWidth = 0.05;
  ctx.beginPath();
  ctx.moveTo(-0.16, -0.3); ctx.lineTo(0.02, -0.18);
  ctx.moveTo(-0.2, 0.15); ctx.lineTo(0.05, 0.28);
  ctx.stroke();
}

/** @param {CanvasRenderingContext2D} ctx */
function mushrooms(ctx) {
  ctx.fillStyle = "#8fae5a";
  ellipse(ctx, 0, 0.5, 0.9, 0.42);
  ctx.fill();
  for (const [x, y, s] of [[-0.42, 0.1, 0.8], [0.38, 0.2, 0.7], [0.0, -0.2, 1.0]]) {
    ctx.save();
    ctx.translate(x, y);
    ctx.scale(s, s);
    ctx.beginPath();
    ctx.rect(-0.12, -0.1, 0.24, 0.5);
    fillLine(ctx, "#f3ead2", "#4a3a22", 0.07);
    ctx.beginPath();
    ctx.moveTo(-0.5, 0.0);
    ctx.quadraticCurveTo(-0.48, -0.55, 0, -0.58);
    ctx.quadraticCurveTo(0.48, -0.55, 0.5, 0.0);
    ctx.closePath();
    fillLine(ctx, "#d8352a", "#4a1a10", 0.08);
    ctx.fillStyle = "#ffffff";
    for (const [dx, dy, r] of [[-0.22, -0.22, 0.08], [0.12, -0.36, 0.07], [0.26, -0.14, 0.06]]) {
      ellipse(ctx, dx, dy, r, r);
      ctx.fill();
    }
    ctx.restore();
  }
}

// ------------------------------------------------------------------ powers of the bonus tiles

/** A power's medallion: a disc in the power's colour with a gold rim; glyph(ctx) draws inside it.
 * @param {CanvasRenderingContext2D} ctx @param {string} colour
 * @param {(ctx: CanvasRenderingContext2D) => void} glyph */
function medallion(ctx, colour, glyph) {
  ctx.fillStyle = "rgba(20, 20, 10, 0.35)";
  ellipse(ctx, 0.08, 0.12, 1, 1);
  ctx.fill();
  ellipse(ctx, 0, 0, 0.96, 0.96);
  ctx.fillStyle = "#f4d35e";
  ctx.fill();
  ctx.strokeStyle = "#4a3410";
  ctx.lineWidth = 0.08;
  ctx.stroke();
  ellipse(ctx, 0, 0, 0.78, 0.78);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.save();
  ctx.clip();
  glyph(ctx);
  ctx.restore();
}

/** @param {CanvasRenderingContext2D} ctx */
function fire(ctx) {
  medallion(ctx, "#7a1a10", () => {
    ctx.strokeStyle = "#6b3a17"; // crossed logs
    ctx.lineWidth = 0.16;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(-0.45, 0.5); ctx.lineTo(0.45, 0.3);
    ctx.moveTo(-0.45, 0.3); ctx.lineTo(0.45, 0.5);
    ctx.stroke();
    for (const [s, c] of /** @type {[number, string][]} */ ([[1, "#f07a1a"], [0.62, "#ffd23f"]])) {
      ctx.beginPath();
      ctx.moveTo(0, 0.42 - (1 - s) * 0.1);
      ctx.bezierCurveTo(-0.55 * s, 0.35, -0.35 * s, -0.2, -0.05 * s, -0.62 * s);
      ctx.bezierCurveTo(-0.02, -0.2, 0.2 * s, -0.3 * s, 0.2 * s, -0.5 * s);
      ctx.bezierCurveTo(0.55 * s, -0.1, 0.5 * s, 0.35, 0, 0.42 - (1 - s) * 0.1);
      ctx.fillStyle = c;
      ctx.fill();
    }
  });
}

/** @param {CanvasRenderingContext2D} ctx */
function shaman(ctx) {
  // A figure with raised arms and a feathered headdress: the shaman (the shrine under the classic rules).
  medallion(ctx, "#5b2a86", () => {
    ctx.fillStyle = "#fff3d6";
    ctx.strokeStyle = "#fff3d6";
    ctx.lineCap = "round";
    ellipse(ctx, 0, -0.3, 0.13, 0.13);
    ctx.fill();
    poly(ctx, [[0, -0.16], [-0.28, 0.52], [0.28, 0.52]]);
    ctx.fill();
    ctx.lineWidth = 0.1;
    ctx.beginPath();
    ctx.moveTo(-0.08, -0.06); ctx.lineTo(-0.42, -0.4);
    ctx.moveTo(0.08, -0.06); ctx.lineTo(0.42, -0.4);
    ctx.stroke();
    ctx.strokeStyle = "#f4d35e";
    ctx.lineWidth = 0.07;
    ctx.beginPath();
    ctx.moveTo(-0.08, -0.42); ctx.lineTo(-0.2, -0.64);
    ctx.moveTo(0, -0.44); ctx.lineTo(0, -0.7);
    ctx.moveTo(0.08, -0.42); ctx.lineTo(0.2, -0.64);
    ctx.stroke();
  });
}

/** @param {CanvasRenderingContext2D} ctx */
function huntingTrap(ctx) {
  // Open jaws with teeth: a trap that catches at once.
  medallion(ctx, "#365d2a", () => {
    ctx.strokeStyle = "#e9e6dc";
    ctx.fillStyle = "#e9e6dc";
    ctx.lineWidth = 0.1;
    for (const k of [1, -1]) {
      ctx.beginPath();
      ctx.arc(0, 0.02 * k, 0.5, k > 0 ? 0.15 : Math.PI + 0.15, k > 0 ? Math.PI - 0.15 : -0.15);
      ctx.stroke();
      for (let i = -2; i <= 2; i++) {
        const x = i * 0.17;
        const y = Math.sqrt(Math.max(0, 0.25 - x * x)) * k;
        poly(ctx, [[x - 0.07, y * 0.92], [x + 0.07, y * 0.92], [x, y * 0.45]]);
        ctx.fill();
      }
    }
    ctx.fillStyle = "#6b4a1f";
    ellipse(ctx, 0, 0, 0.1, 0.1);
    ctx.fill();
  });
}

/** @param {CanvasRenderingContext2D} ctx */
function pitTrap(ctx) {
  // A dark pit with sharpened stakes in it.
  medallion(ctx, "#7a5a2e", () => {
    ellipse(ctx, 0, 0.12, 0.6, 0.36);
    ctx.fillStyle = "#1e140a";
    ctx.fill();
    ctx.strokeStyle = "#c9a46a";
    ctx.lineWidth = 0.07;
    ctx.stroke();
    ctx.fillStyle = "#efe2c2";
    for (const x of [-0.32, -0.1, 0.12, 0.34]) {
      poly(ctx, [[x - 0.07, 0.34], [x + 0.07, 0.34], [x, -0.42 + Math.abs(x) * 0.5]]);
      ctx.fill();
    }
  });
}

/** @param {CanvasRenderingContext2D} ctx */
function canoe(ctx) {
  // A dugout canoe on the water, with its paddle.
  ctx.fillStyle = "rgba(10, 40, 70, 0.35)";
  ellipse(ctx, 0.06, 0.14, 0.98, 0.3);
  ctx.fill();
  ctx.strokeStyle = "#3a2410";
  ctx.lineWidth = 0.1;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(-0.1, -0.6); ctx.lineTo(0.35, 0.55);
  ctx.stroke();
  ctx.fillStyle = "#c79a5b";
  ellipse(ctx, 0.38, 0.6, 0.1, 0.2, -0.4);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-0.98, 0);
  ctx.quadraticCurveTo(-0.6, -0.36, 0, -0.34);
  ctx.quadraticCurveTo(0.6, -0.36, 0.98, 0);
  ctx.quadraticCurveTo(0.6, 0.36, 0, 0.34);
  ctx.quadraticCurveTo(-0.6, 0.36, -0.98, 0);
  fillLine(ctx, "#9a6130", "#2e1a08", 0.09);
  ellipse(ctx, 0, 0, 0.7, 0.17);
  ctx.fillStyle = "#5a3416";
  ctx.fill();
}

/** @param {CanvasRenderingContext2D} ctx */
function raft(ctx) {
  // Logs lashed side by side.
  ctx.fillStyle = "rgba(10, 40, 70, 0.35)";
  ctx.fillRect(-0.7, -0.6, 1.5, 1.4);
  ctx.lineCap = "round";
  for (let i = 0; i < 5; i++) {
    const y = -0.56 + i * 0.28;
    for (const [w, c] of /** @type {[number, string][]} */ ([[0.27, "#2e1a08"],
      [0.2, i % 2 ? "#b98a4e" : "#c99b5c"]])) {
      ctx.strokeStyle = c;
      ctx.lineWidth = w;
      ctx.beginPath();
      ctx.moveTo(-0.66, y);
      ctx.lineTo(0.66, y);
      ctx.stroke();
    }
  }
  ctx.strokeStyle = "#4a2a10";
  ctx.lineWidth = 0.08;
  ctx.beginPath();
  ctx.moveTo(-0.4, -0.72); ctx.lineTo(-0.4, 0.6);
  ctx.moveTo(0.4, -0.72); ctx.lineTo(0.4, 0.6);
  ctx.stroke();
}

/** @type {Object<string, (ctx: CanvasRenderingContext2D) => void>} each token's drawing, by name */
const PICTURES = {
  deer, aurochs, mammoth, tiger, fish, menhir, mushrooms,
  fire, shaman, hunting_trap: huntingTrap, pit_trap: pitTrap, canoe, raft,
};

/** Draw token `name` centred at (x, y) in a circle of radius r, turned by angle (radians); unknown names draw
 * nothing. @param {CanvasRenderingContext2D} ctx @param {string} name @param {number} x @param {number} y
 * @param {number} r @param {number} [angle] */
export function drawToken(ctx, name, x, y, r, angle = 0) {
  const picture = PICTURES[name];
  if (!picture) return;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.scale(r, r);
  ctx.lineJoin = "round";
  picture(ctx);
  ctx.restore();
}
