// What the page adds to the browser's globals, for the type check (tsconfig.json) only: the build ships no .ts file.

interface Window {
  /** The engine's worker, started by index.html's first script, and the events it sent before js/boot.js took it. */
  earlyEngine: { worker: Worker; events: Event[] } | null;
  /** When the welcome's cards were complete (bench/first_visit.py). */
  welcomeAt?: number;
  /** Set by a test or bench before the page's scripts run: js/test-hooks.js then exposes the handles below. */
  __testHooks?: boolean;
  __bootProgress: object[];
  __engine?: import("./engine/client.js").Engine;
  __game?: object;
}

interface Document {
  /** The Storage Access API's form that asks for unpartitioned storage (js/saves/storage.js). */
  requestStorageAccess(types: { localStorage?: boolean }): Promise<{ localStorage: Storage }>;
}
