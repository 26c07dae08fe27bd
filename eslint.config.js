// ESLint (flat config), run by lint.sh: the recommended rules over the page's JavaScript.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["js/**/*.js"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      // The page's modules run in the browser; js/engine/worker.js runs as a module Web Worker.
      globals: { ...globals.browser, ...globals.worker },
    },
  },
  {
    files: ["sw.js"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "script", // registered as a classic service worker (js/saves/offline.js)
      globals: globals.serviceworker,
    },
  },
];
