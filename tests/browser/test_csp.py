"""The site's Content-Security-Policy: the game page, the embed page and the engine's worker may reach the site's
own origin only. A request elsewhere (a fetch, an image) is refused by the browser itself: it reports a policy
violation and the request never reaches the network (the tests' watch, which sees every request that leaves the
browser, sees none). Pyodide runs under it with 'wasm-unsafe-eval' alone: eval of JavaScript stays refused.

One booted game page for the module, and an embed page of its own.
"""

import pytest

OFF_ORIGIN = "http://example.org/"

# From the page: an off-origin fetch and image, and the policy violations the browser reports for them.
TRY_FROM_PAGE = """async (base) => {
  const violations = [];
  document.addEventListener("securitypolicyviolation", (e) => violations.push([e.effectiveDirective, e.blockedURI]));
  const fetched = await fetch(base + "data.json").then(() => "sent", () => "refused");
  const image = await new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve("loaded");
    img.onerror = () => resolve("refused");
    img.src = base + "pixel.png";
  });
  await new Promise((resolve) => setTimeout(resolve, 100)); // violation events are queued as tasks
  return { fetched, image, violations };
}"""

# From the engine's worker: an off-origin fetch, and eval of JavaScript (Pyodide needs neither).
TRY_FROM_WORKER = """async (base) => {
  const violations = [];
  self.addEventListener("securitypolicyviolation", (e) => violations.push([e.effectiveDirective, e.blockedURI]));
  const fetched = await fetch(base + "wheel.whl").then(() => "sent", () => "refused");
  // Later, as the worker's own code: the tools' evaluate itself may eval whatever the page's policy says.
  const evaluated = await new Promise((resolve) => setTimeout(() => {
    try { resolve(eval("'ran'")); } catch { resolve("refused"); }
  }));
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { fetched, evaluated, violations };
}"""


def assert_refused_by_policy(tab):
    page = tab.page
    result = page.evaluate(TRY_FROM_PAGE, OFF_ORIGIN)
    assert result["fetched"] == "refused" and result["image"] == "refused"
    assert sorted(result["violations"]) == [
        ["connect-src", OFF_ORIGIN + "data.json"],
        ["img-src", OFF_ORIGIN + "pixel.png"],
    ]
    engine = next(w for w in page.workers if w.url.endswith("/js/engine/worker.js"))
    assert engine.evaluate(TRY_FROM_WORKER, OFF_ORIGIN) == {
        "fetched": "refused",
        "evaluated": "refused",
        "violations": [["connect-src", OFF_ORIGIN + "wheel.whl"], ["script-src", "eval"]],
    }
    assert tab.watch.foreign_requests == [], "the browser sent a request the policy should have refused"
    assert tab.watch.errors == []
    # What the browser said about each refusal, and nothing else.
    assert tab.watch.console and all("Content Security Policy" in line for line in tab.watch.console)
    tab.watch.console.clear()


def test_the_game_page_reaches_its_own_origin_only(app):
    """The booted game page and its engine worker cannot reach another origin."""
    assert app.page.evaluate("document.documentElement.dataset.ready") == "true"
    assert_refused_by_policy(app)


@pytest.mark.parametrize("page", ["embed.html?players=2&humans=0&level=easy&seed=4"])
def test_the_embed_page_reaches_its_own_origin_only(open_tab, site_url, page):
    """The embed page boots under the same policy and refuses the same requests."""
    tab = open_tab(site_url + page)
    assert_refused_by_policy(tab)
