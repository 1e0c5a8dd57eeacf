#!/usr/bin/env python3
"""Opens the built site in headless Chromium and checks what a reader sees.

Serves Site/ on 127.0.0.1 (a throwaway port), then for the pages below asserts from the DOM that
trace tables and inline SVG diagrams are present, that search answers a query (Russian inflected
forms and Chinese without spaces too, and the script's terms agree with the index's), that the theme
toggle switches the theme, that the trace filters and version tabs work, that axe-core finds no
accessibility violation on any page (every language, light and dark), and that the browser logged no
error. Screenshots go to .build/browser-screenshots/ for a person to look at.

Usage: browser_test.py [SITE_DIR]   (needs the Debian packages chromium and chromium-driver,
and the PyPI packages selenium and axe-selenium-python; scripts/browser-test.sh sets these up.)
"""
import functools
import http.server
import os
import sys
import threading
import time

from axe_selenium_python import Axe
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import english_scan  # noqa: E402
import editor_test  # noqa: E402

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from urllib3.exceptions import ReadTimeoutError
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

SITE = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Site")
SHOTS = os.path.abspath(os.path.join(".build", "browser-screenshots"))

failures = []
passes = 0


def check(condition, message):
    global passes
    if condition:
        passes += 1
    else:
        failures.append(message)
        print("FAIL:", message)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve():
    handler = functools.partial(QuietHandler, directory=SITE)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def browser(extra_arguments=()):
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1400,1000", *extra_arguments]:
        options.add_argument(argument)
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    # axe-core takes a while on the longest pages (tens of thousands of nodes) on a busy machine.
    driver.set_script_timeout(600)
    driver.command_executor._client_config.timeout = 600
    return driver


def errors_in_log(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def labels_outside_their_boxes(driver):
    """Graphviz sized each box from Lifeline's fixed text metrics (SansTextMetrics.swift); the browser
    draws the text with a real font. Returns how many boxed labels were measured and those that
    overflow their box horizontally."""
    return driver.execute_script("""
        let checked = 0;
        const overflowing = [];
        for (const node of document.querySelectorAll('svg.lifeline-diagram g.node')) {
            const shape = node.querySelector('path, polygon, ellipse');
            if (!shape || shape.getAttribute('stroke') === 'none') continue;
            const box = shape.getBBox();
            for (const text of node.querySelectorAll('text')) {
                const label = text.getBBox();
                checked += 1;
                if (label.x < box.x - 0.5 || label.x + label.width > box.x + box.width + 0.5) {
                    overflowing.push(text.textContent + ' (' + label.width.toFixed(1) + ' in ' + box.width.toFixed(1) + ')');
                }
            }
        }
        return [checked, overflowing];
    """)


def search_results(driver, base, language, query):
    """Types `query` into the search box of the language's home; the result URLs once they stop changing."""
    driver.get(base + "/%s/" % language)
    box = driver.find_element(By.ID, "search-input")
    box.click()
    box.send_keys(query)
    seen = [None]

    def settled(d):
        # Each keystroke searches again; the list is settled when two polls show the same results.
        items = d.find_elements(By.CSS_SELECTOR, "#search-results li")
        now = [a.get_attribute("href") for a in d.find_elements(By.CSS_SELECTOR, "#search-results a")]
        stable = bool(items) and now == seen[0]
        seen[0] = now
        return stable

    WebDriverWait(driver, 10, poll_frequency=0.3).until(settled)
    return [href[len(base):] for href in seen[0]]


# Stems from the Snowball project's own Russian stemmer (the snowballstemmer package); the same words
# pin the build's stemmer in Tests/SiteBuilderTests/SearchTermsTests.swift.
SNOWBALL_STEMS = {
    "появления": "появлен", "появлением": "появлен", "контроллеров": "контроллер", "загружается": "загружа",
    "вызывающий": "вызыва", "вызвавшись": "вызва", "важнейшими": "важн", "длинный": "длин",
    "ванной": "ван", "жизненного": "жизнен", "нежность": "нежност", "делаешь": "дела",
}


def check_search_terms_agree(driver, base, language):
    """Every term the script makes from a page's indexed text is among the terms the build indexed."""
    driver.get(base + "/%s/" % language)
    missing = driver.execute_async_script("""
        var done = arguments[arguments.length - 1];
        fetch(document.getElementById("search-input").getAttribute("data-index")).then(function (r) { return r.json(); })
          .then(function (data) {
            var missing = [];
            data.pages.forEach(function (page) {
              if (!window.LifelineSearchTerms || typeof page.terms !== "string") { missing.push(page.url + " (no terms)"); return; }
              var terms = {};
              page.terms.split(" ").forEach(function (t) { terms[t] = true; });
              // The indexed text may end inside a word: leave its last word out.
              var text = page.text.length > 1000 ? page.text.replace(/\\S*$/, "") : page.text;
              LifelineSearchTerms.textTerms(text).forEach(function (t) { if (!terms[t]) missing.push(page.url + " " + t); });
            });
            done(missing);
          });
    """)
    check(missing == [], "%s: terms the script makes but the index lacks: %s" % (language, missing[:10]))


def visible_rows(table):
    return [row for row in table.find_elements(By.CSS_SELECTOR, "tbody tr:not(.fold)") if row.is_displayed()]


def check_trace_filters(driver, base):
    """trace-filter.js: a long trace opens folded to its transactions with the appearance callbacks
    showing; the fold buttons and 'unfold all' open it; the object and layout filters hide rows."""
    driver.get(base + "/en/misuse-rules/layout/")
    tables = driver.find_elements(By.CSS_SELECTOR, "table.trace")
    longest = max(tables, key=lambda t: len(t.find_elements(By.CSS_SELECTOR, "tbody tr:not(.fold)")))
    rows = longest.find_elements(By.CSS_SELECTOR, "tbody tr:not(.fold)")
    shown = visible_rows(longest)
    check(len(rows) > 40 and 0 < len(shown) < len(rows),
          "a long trace does not open folded (%d of %d rows shown)" % (len(shown), len(rows)))
    # Row classes (TraceTableHTML): "a" an appearance callback, "l" a layout one, "console" a print.
    check(all({"a", "console"} & set((r.get_attribute("class") or "").split()) for r in shown),
          "a folded trace shows rows other than appearance callbacks and prints")
    appearance = longest.find_elements(By.CSS_SELECTOR, "tbody tr.a")
    check(len(shown) == len(appearance) + len(longest.find_elements(By.CSS_SELECTOR, "tbody tr.console")),
          "a folded trace hides appearance callbacks")
    bar = longest.find_element(By.XPATH, "./ancestor::div[@class='trace-scroll']/preceding-sibling::div[@class='trace-filter'][1]")
    fold = longest.find_element(By.CSS_SELECTOR, "tr.fold button")
    fold.click()
    check(fold.get_attribute("aria-expanded") == "true" and len(visible_rows(longest)) > len(shown),
          "a transaction's button does not unfold it")
    bar.find_element(By.CSS_SELECTOR, ".trace-unfold").click()
    check(len(visible_rows(longest)) == len(rows), "'unfold all' does not show every row")
    layout = [r for r in rows if "l" in (r.get_attribute("class") or "").split()]
    bar.find_element(By.CSS_SELECTOR, "input[id$='-layout']").click()
    check(layout and len(visible_rows(longest)) == len(rows) - len(layout), "the layout filter does not hide layout rows")
    bar.find_element(By.CSS_SELECTOR, "input[id$='-layout']").click()
    first = bar.find_element(By.CSS_SELECTOR, "fieldset input[type=checkbox]")
    name = bar.find_element(By.CSS_SELECTOR, "fieldset label").text
    first.click()
    check(all(r.find_element(By.CSS_SELECTOR, "td:nth-child(3)").text != name for r in visible_rows(longest))
          and visible_rows(longest),
          "unchecking object %s does not hide its rows" % name)
    cell = longest.find_element(By.CSS_SELECTOR, "tbody tr:not(.console):not(.fold) td:nth-child(4)")
    check(cell.get_attribute("title") not in (None, ""),
          "the legend's summaries did not become tooltips")
    driver.save_screenshot(os.path.join(SHOTS, "en-misuse-rules-filtered.png"))
    check(not errors_in_log(driver), "errors on the misuse rules page")


def check_version_tabs(driver, base):
    """compare= blocks: the newest version's trace shows; a tab shows another version, without script."""
    for language in ("en", "ru", "zh"):
        driver.get(base + "/%s/versions/" % language)
        boxes = driver.find_elements(By.CSS_SELECTOR, ".compare-tabs")
        check(len(boxes) > 0, "%s/versions: no version comparison" % language)
        if not boxes:
            continue
        panels = boxes[0].find_elements(By.CSS_SELECTOR, ":scope > section")
        check([p.is_displayed() for p in panels][-1] and sum(p.is_displayed() for p in panels) == 1,
              "%s/versions: not exactly the newest version's trace shows" % language)
        boxes[0].find_element(By.CSS_SELECTOR, ":scope > label").click()
        check(panels[0].is_displayed() and not panels[-1].is_displayed(),
              "%s/versions: the first tab does not show the first version" % language)
        marked = boxes[0].find_elements(By.CSS_SELECTOR, "tr.changed")
        check(len(marked) > 0, "%s/versions: no row marked as changed" % language)


def check_accessibility(driver, base):
    """axe-core on every page of the site, in the light and the dark theme: no violation. Returns the
    driver, which is a new one when a run timed out."""
    pages = sorted(os.path.relpath(os.path.join(folder, name), SITE)
                   for folder, _, names in os.walk(SITE) for name in names if name.endswith(".html"))
    for theme in ("light", "dark"):
        driver.get(base + "/")
        driver.execute_script("localStorage.setItem('lifeline-theme', arguments[0])", theme)
        for page in pages:
            driver.get(base + "/" + page)
            if driver.execute_script("return document.querySelector('meta[http-equiv=refresh]') !== null"):
                continue  # the redirect at the root has nothing to read
            axe = Axe(driver)
            axe.inject()
            started = time.monotonic()
            try:
                # Violations only: axe skips assembling the passes, several times faster on long pages.
                results = axe.run(options='{"resultTypes": ["violations"]}')
            except (TimeoutException, ReadTimeoutError) as error:
                check(False, "axe (%s) %s: did not finish (%s)" % (theme, page, type(error).__name__))
                driver.quit()
                driver = browser()  # a timed-out session is unusable; later pages get a fresh one
                driver.get(base + "/")
                driver.execute_script("localStorage.setItem('lifeline-theme', arguments[0])", theme)
                continue
            print("axe (%s) %s: %d violation(s), %.0f s" % (theme, page, len(results["violations"]),
                                                          time.monotonic() - started), flush=True)
            for violation in results["violations"]:
                targets = [", ".join(node["target"]) for node in violation["nodes"][:3]]
                check(False, "axe (%s) %s: %s [%s] %d× e.g. %s" % (
                    theme, page, violation["id"], violation["impact"], len(violation["nodes"]), targets))
            check(driver.execute_script("return document.documentElement.getAttribute('data-theme')") == theme,
                  "%s: the %s theme was not applied" % (page, theme))
        driver.execute_script("localStorage.removeItem('lifeline-theme')")
    return driver


def main():
    os.makedirs(SHOTS, exist_ok=True)
    server = serve()
    base = "http://127.0.0.1:%d" % server.server_address[1]
    # The scenario editor, in a browser whose network reaches only the local server.
    offline = browser([editor_test.NETWORK_OFF])
    try:
        opened, edited = editor_test.check_editor(offline, base, check, SHOTS)
        print("editor (measured, not checked): opening the first editor to its first trace %s ms (module fetched, "
              "compiled and run); the first keystroke to its trace %s ms (budget 300 ms, the 150 ms pause included)"
              % (opened and round(opened), edited and round(edited)))
    finally:
        offline.quit()
    if os.environ.get("BROWSER_TEST_ONLY") == "editor":
        server.shutdown()
        print("%d passed, %d failed" % (passes, len(failures)))
        return 1 if failures else 0

    driver = browser()
    wait = WebDriverWait(driver, 10)
    try:
        # Scenario pages: trace tables and inline diagrams, in every language the page exists in.
        for path, shot in [("/en/first-appearance/", "en-first-appearance"),
                           ("/ru/first-appearance/", "ru-first-appearance"),
                           ("/zh/first-appearance/", "zh-first-appearance"),
                           ("/en/push-and-pop/", "en-push-and-pop"),
                           ("/en/misuse-rules/layout/", "en-misuse-rules-layout")]:
            driver.get(base + path)
            traces = driver.find_elements(By.CSS_SELECTOR, "table.trace tbody tr")
            check(len(traces) > 0, "%s: no trace rows" % path)
            svgs = driver.find_elements(By.CSS_SELECTOR, ".diagram-svg svg")
            if path.endswith("first-appearance/") or path.endswith("push-and-pop/"):
                check(len(svgs) > 0, "%s: no inline SVG diagram" % path)
                if svgs:
                    size = svgs[0].size
                    check(size["width"] > 50 and size["height"] > 50, "%s: the first diagram has no size (%s)" % (path, size))
            check(driver.find_element(By.CSS_SELECTOR, "html").get_attribute("lang") == path.split("/")[1],
                  "%s: wrong html lang" % path)
            if svgs:
                checked, overflowing = labels_outside_their_boxes(driver)
                check(checked > 0, "%s: no boxed labels found in the diagrams" % path)
                check(not overflowing, "%s: diagram labels wider than their boxes: %s" % (path, overflowing[:5]))
            driver.save_screenshot(os.path.join(SHOTS, shot + ".png"))
            logged = errors_in_log(driver)
            check(not logged, "%s: browser logged errors: %s" % (path, logged))

        # The Mermaid tab shows the source without any script.
        driver.get(base + "/en/first-appearance/")
        tab = driver.find_elements(By.CSS_SELECTOR, ".diagram-tabs label[for$='-mmd']")
        check(len(tab) > 0, "no Mermaid tab")
        if tab:
            tab[0].click()
            source = driver.find_elements(By.CSS_SELECTOR, ".diagram-mermaid .mermaid-source")
            check(source and source[0].is_displayed() and source[0].text.strip() != "",
                  "the Mermaid tab does not show its source")

        # Search answers a query, from the keyboard.
        driver.get(base + "/en/")
        driver.find_element(By.TAG_NAME, "body").send_keys("/")
        box = driver.switch_to.active_element
        check(box.get_attribute("id") == "search-input", "'/' does not focus the search box")
        box.send_keys("viewIsAppearing")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#search-results a"))
        results = driver.find_elements(By.CSS_SELECTOR, "#search-results a")
        check(len(results) > 0, "search found nothing for viewIsAppearing")
        driver.save_screenshot(os.path.join(SHOTS, "en-search.png"))
        box.send_keys(Keys.ARROW_DOWN)
        check(driver.switch_to.active_element.tag_name == "a", "arrow down does not move into the results")

        # Russian: inflected forms find their page (the stem is shared); Chinese: no spaces needed.
        for language, query, first in [
                # Forms the pages never write: only the shared stem finds them.
                ("ru", "появлениях", "/ru/first-appearance/"),
                ("ru", "вкладках", "/ru/tabs/"),
                ("ru", "поворотами экрана", "/ru/rotation-and-traits/"),
                ("ru", "появления", "/ru/first-appearance/"),
                ("zh", "布局", "/zh/layout/"),
                ("zh", "生命周期", "/zh/"),
                ("zh", "视图控制器", None),
                # The page about the navigation stack, which names the controller most (after the
                # storyboard container scenes' page, whose title names both containers).
                ("zh", "导航控制器", "/zh/push-and-pop/"),
                ("zh", "标签栏控制器", "/zh/tabs/"),
                ("zh", "控制器生命周期", None)]:
            results = search_results(driver, base, language, query)
            if first:
                # Pages whose title or headings say the query (the storyboard container scenes name both
                # containers) may rank above the page about it; the page about it stays in the first three.
                check(first in results[:3], "%s search '%s': first results %s, expected %s in the first three" % (language, query, results[:3], first))
            else:
                check(len(results) > 0, "%s search '%s' found nothing" % (language, query))
        driver.save_screenshot(os.path.join(SHOTS, "zh-search.png"))
        results = search_results(driver, base, "zh", "量子纠缠")
        check(results == [], "zh search for an absent word found %s" % results)
        stems = driver.execute_script("return window.LifelineSearchTerms ? arguments[0].map(LifelineSearchTerms.stem) : null",
                                      list(SNOWBALL_STEMS))
        check(stems == list(SNOWBALL_STEMS.values()), "the script's Russian stems differ from Snowball's: %s" % stems)
        for language in ("en", "ru", "zh"):
            check_search_terms_agree(driver, base, language)

        # The theme toggle switches between light and dark and says so on <html>.
        driver.get(base + "/en/layout/")
        root = driver.find_element(By.TAG_NAME, "html")
        before = driver.execute_script(
            "return document.documentElement.getAttribute('data-theme') || "
            "(matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')")
        driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
        after = root.get_attribute("data-theme")
        check(after in ("light", "dark") and after != before, "theme toggle did not switch (%s → %s)" % (before, after))
        driver.save_screenshot(os.path.join(SHOTS, "en-layout-" + str(after) + ".png"))
        background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
        check(background not in ("", "rgba(0, 0, 0, 0)"), "the body has no background colour")

        # The method table is filterable by phase.
        driver.get(base + "/en/method-table/")
        rows = driver.find_elements(By.CSS_SELECTOR, ".catalogue tbody tr")
        check(len(rows) > 20, "the method table has too few rows (%d)" % len(rows))
        selects = driver.find_elements(By.CSS_SELECTOR, ".catalogue-filter select[name=phase]")
        if selects:
            driver.execute_script("arguments[0].value='layout';arguments[0].dispatchEvent(new Event('change',{bubbles:true}))", selects[0])
            visible = [r for r in driver.find_elements(By.CSS_SELECTOR, ".catalogue tbody tr") if r.is_displayed()]
            check(0 < len(visible) < len(rows), "the phase filter did not filter (%d of %d)" % (len(visible), len(rows)))
        else:
            check(False, "the method table has no phase filter")
        check(not errors_in_log(driver), "errors on the method table page")

        check_trace_filters(driver, base)
        check_version_tabs(driver, base)
        driver = check_accessibility(driver, base)
    finally:
        driver.quit()
        server.shutdown()

    check_english_on_translated_pages()

    print("%d passed, %d failed" % (passes, len(failures)))
    return 1 if failures else 0


def check_english_on_translated_pages():
    """What a Russian or Chinese reader still sees or hears in English (english_scan.py): the scanner
    finds English where a reader meets it and nowhere else, and the bundled site's count only goes down."""
    check(english_scan.scanner_finds('<p>Виджет <a aria-label="Link to this section">#</a></p>') == ["Link to this section"],
          "the English scan misses an English aria-label")
    check(english_scan.scanner_finds('<svg><text>Appearance states of a view controller</text></svg>') != [],
          "the English scan misses SVG text")
    check(english_scan.scanner_finds('<p><code>call it in the view</code> <cite>The life of a view</cite> '
                                     '<span lang="en">Attempt to present on a view</span> UIKit и UIViewController</p>') == [],
          "the English scan counts code, citations or text marked as English")
    check(english_scan.scanner_finds('<td translate="no">prepare(for:sender:) <span>note: '
                                     '<span translate="yes">view controllers get no callbacks</span></span></td>')
          == ["view controllers get no callbacks"],
          "the English scan does not leave out translate=no or does not look inside translate=yes")
    check(english_scan.scanner_finds('<p>See <a href="#">the</a>\nlife cycle <code>x</code> of A</p>') == ["See the life cycle"],
          "the English scan does not join a sentence across a link and a line break, or joins it across code")
    check(english_scan.scanner_finds('<li><a href="#a">Аутлеты в prepare(for:sender:) или awakeFromNib</a></li>') == [],
          "the English scan counts a Swift selector's argument labels as English words")
    count = sum(len(english_scan.scan(SITE, language)) for language in ("ru", "zh"))
    print("English sentences on the ru and zh pages: %d (ceiling %d)" % (count, english_scan.CEILING))
    check(count <= english_scan.CEILING,
          "%d English sentences on the ru and zh pages, more than the ceiling of %d (english_scan.py --list shows them)"
          % (count, english_scan.CEILING))


if __name__ == "__main__":
    sys.exit(main())
