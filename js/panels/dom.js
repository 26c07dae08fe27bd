// The panels' two DOM helpers: find an element of the page, and make one with its properties and children.

/** The first element of the page that matches `sel`. @param {string} sel @returns {any} */
export const $ = (sel) => document.querySelector(sel);

/** A new element: props are its class, style (an object), on<event> listeners, properties (a value that is no
 * string) or attributes; children are nodes or texts (null ones left out, arrays flattened).
 * @param {string} tag @param {Object<string, any>} [props] @param {...any} children @returns {any} */
export function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") node.className = v;
    else if (k === "style") Object.assign(node.style, v);
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k in node && typeof v !== "string") /** @type {Object<string, any>} */ (node)[k] = v; // any property
    else node.setAttribute(k, v);
  }
  for (const c of children.flat()) if (c != null) node.append(c);
  return node;
}
