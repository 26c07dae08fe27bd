// Player colours on screen: the ink that reads on each (the panels' badges, any game's pieces).

/** Black or white, whichever reads better on colour (WCAG relative luminance); "#fff" for what is no #rrggbb
 * colour. @param {string | null | undefined} colour @returns {string} */
export function inkFor(colour) {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(colour || "");
  if (!m) return "#fff";
  /** A channel's two hex digits as linear light. @param {string} h */
  const lin = (h) => {
    const c = parseInt(h, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin(m[1]) + 0.7152 * lin(m[2]) + 0.0722 * lin(m[3]);
  // Whichever of white and black contrasts more (WCAG's ratio): on vermilion white gave 3.87:1, black gives 5.4:1.
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? "#ffffff" : "#000000";
}
