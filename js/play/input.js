// Pointer and wheel gestures on the board canvas: drag pans, wheel and pinch zoom, a short press is a tap.
// Reports taps and hovers in canvas CSS pixels; what a tap means is decided by controls.js from the engine's data.

const DRAG_THRESHOLD = 7; // px a press may move and still count as a tap

export function attachBoardInput(canvas, camera, { onTap, onHover, onChange }) {
  const pointers = new Map(); // pointerId -> {x, y, startX, startY}
  let dragged = false;
  let pinch = null; // {distance, midX, midY}

  const local = (e) => {
    const r = canvas.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top];
  };

  canvas.addEventListener("pointerdown", (e) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    try {
      canvas.setPointerCapture(e.pointerId); // keep getting moves when a drag leaves the canvas
    } catch {
      // a pointer the browser does not track (synthetic events): capture is only a convenience
    }
    const [x, y] = local(e);
    pointers.set(e.pointerId, { x, y, startX: x, startY: y });
    if (pointers.size === 1) dragged = false;
    if (pointers.size === 2) {
      dragged = true; // a pinch is never a tap
      pinch = pinchState();
    }
  });

  canvas.addEventListener("pointermove", (e) => {
    const [x, y] = local(e);
    const p = pointers.get(e.pointerId);
    if (!p) {
      if (e.pointerType === "mouse") onHover(x, y);
      return;
    }
    const dx = x - p.x, dy = y - p.y;
    p.x = x;
    p.y = y;
    if (pointers.size >= 2 && pinch) {
      const now = pinchState();
      camera.zoomAt(now.distance / pinch.distance, now.midX, now.midY);
      camera.panBy(now.midX - pinch.midX, now.midY - pinch.midY);
      pinch = now;
      onChange();
      return;
    }
    if (!dragged && Math.hypot(x - p.startX, y - p.startY) > DRAG_THRESHOLD) {
      dragged = true;
      canvas.classList.add("dragging");
      camera.panBy(x - p.startX, y - p.startY); // catch up with the distance moved before the threshold
      onChange();
      return;
    }
    if (dragged) {
      camera.panBy(dx, dy);
      onChange();
    }
  });

  const end = (e) => {
    const p = pointers.get(e.pointerId);
    if (!p) return;
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (e.type === "pointerup" && !dragged && pointers.size === 0) onTap(p.x, p.y, e.pointerType);
    if (pointers.size === 0) canvas.classList.remove("dragging");
  };
  canvas.addEventListener("pointerup", end);
  canvas.addEventListener("pointercancel", end);
  canvas.addEventListener("pointerleave", (e) => {
    if (e.pointerType === "mouse" && !pointers.size) onHover(null, null);
  });

  canvas.addEventListener("wheel", (e) => {
    e.preventDefault();
    const [x, y] = local(e);
    // Trackpads send small deltas, mouse wheels ~100 per notch; both map smoothly to a factor.
    const delta = e.deltaMode === 1 ? e.deltaY * 33 : e.deltaY;
    camera.zoomAt(Math.exp(-delta * 0.0015), x, y);
    onChange();
  }, { passive: false });

  function pinchState() {
    const [a, b] = [...pointers.values()];
    return { distance: Math.max(1, Math.hypot(a.x - b.x, a.y - b.y)), midX: (a.x + b.x) / 2, midY: (a.y + b.y) / 2 };
  }
}
