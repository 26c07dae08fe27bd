// Entry: the page's language, then the boot (boot.js): the loading screen and the engine's start, and once Python has
// started, the page's parts (app.js's wire) and the first game. Until then the runtime's compiling keeps every core
// busy, and on a 2-core machine the page's own work beside it delayed Python's start by more than that work took.
// The engine decides everything about rules; the page only forwards its views and the chosen move strings.

import { setLang } from "./words/i18n.js";
import { chooseLanguage } from "./words/lang.js";
import { isEmbed, embedOptions } from "./embed.js";
import { wire } from "./app.js";
import { boot } from "./boot.js";

setLang(chooseLanguage()); // before the embed's options: its players' default names are in this language
const embed = isEmbed() ? embedOptions(location.search) : null;

boot({ embed, wire });
