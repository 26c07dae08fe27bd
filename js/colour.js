// Player colours on screen: the ink that reads on each (the panels' badges, any game's pieces).

/** Black or white, whichever reads better on colour (WCAG relative luminance). */
export function inkFor(colour) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(colour || "");
  if (!m) return "#fff";
  const lin = (h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(m[1]) + 0.7152 * lin(m[2]) + 0.0722 * lin(m[3]);
  return l > 0.3 ? "#1b1b1b" : "#ffffff";
}
