// The page's first script: starts the engine worker at once, so that Python boots while the front end's other
// modules are still loading. js/main.js imports this same instance and listens to its progress.
import { Engine } from "./engine.js";

export const engine = new Engine();
// main.js awaits `ready` and shows a failed boot; until it does, a rejection is not an unhandled error.
engine.ready.catch(() => {});
