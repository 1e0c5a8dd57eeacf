"""The scenario editor in Chromium, with the network off (only the local server answers): on a page, a
reader opens a block's editor, edits the scenario and sees the new trace, makes an error and sees its
line and column, changes the iOS version, compares two versions, copies a share link that reopens the
edit, and resets; the playground opens its editor by itself; an overrunning worker is replaced; axe
finds no violation with an editor open. Called by browser_test.py (`check` records a result)."""
import os
import time

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

# Every host but the local server fails to resolve: the editor must need nothing from the network.
NETWORK_OFF = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


def rows(section):
    """The rows of the section's edited trace."""
    return section.find_elements(By.CSS_SELECTOR, ".scenario-result table.trace tbody tr:not(.fold)")


def callbacks(driver, section):
    """The callback cells' text (the first word: the arguments follow in a span), read in the page in one go."""
    return driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll('.scenario-result table.trace tbody tr:not(.fold)'))"
        ".map(r => r.cells[2].textContent + ' ' + r.cells[3].textContent.split(' ')[0])", section)


def status(section):
    return section.find_element(By.CSS_SELECTOR, ".editor-status").text


def wait_for(driver, condition, what, check, timeout=20):
    try:
        WebDriverWait(driver, timeout).until(lambda d: condition())
        return True
    except Exception:
        check(False, "editor: timed out waiting for %s" % what)
        return False


def type_into(driver, textarea, text):
    """Replaces the textarea's text as a reader would: select all, type."""
    textarea.send_keys(Keys.CONTROL, "a")
    textarea.send_keys(Keys.DELETE)
    textarea.send_keys(text)


def check_editor(driver, base, check, shots):
    """Returns the times (ms) from opening the first editor to its first trace and from the first
    keystroke to its trace, for the report (not checked: timings are measured, not tested)."""
    updated = "Trace updated"
    driver.get(base + "/en/push-and-pop/")
    loaded = driver.execute_script(
        "return performance.getEntriesByType('resource').map(e => e.name).filter(n => /\\.wasm$|worker/.test(n))")
    check(loaded == [], "editor: the page loaded the module or the worker before any editing: %s" % loaded)
    section = driver.find_element(By.CSS_SELECTOR, "section.scenario")
    block = section.get_attribute("id")
    button = section.find_element(By.CSS_SELECTOR, ".scenario-edit")
    check(button.tag_name == "button" and button.get_attribute("aria-expanded") == "false",
          "editor: the edit control is not a collapsed button")
    original_source = driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll('.scenario-source .line')).map(l => l.textContent.replace(/^\\d+/, '')).join('\\n') + '\\n'",
        section)
    original_rows = driver.execute_script(
        "return Array.from(arguments[0].querySelectorAll('table.trace tbody tr:not(.fold)'))"
        ".map(r => r.cells[2].textContent + ' ' + r.cells[3].textContent.split(' ')[0])", section)

    # Open from the keyboard.
    button.send_keys(Keys.ENTER)
    textarea = section.find_element(By.CSS_SELECTOR, ".editor-source")
    check(driver.switch_to.active_element == textarea, "editor: opening does not focus the scenario's text")
    check(textarea.get_attribute("value") == original_source,
          "editor: the editor does not start from the block's source (%r)" % textarea.get_attribute("value")[:80])
    wait_for(driver, lambda: status(section).startswith(updated), "the first trace", check)
    first_trace = driver.execute_script(
        "var m = performance.getEntriesByName('lifeline-first-trace'); return m.length ? m[0].duration : null")
    # (Tests/Wasm/page.mjs proves the HTML is the build's byte for byte; here, the rows a reader sees.)
    check(callbacks(driver, section) == original_rows, "editor: the unedited scenario's trace differs from the build's")

    # The first edit (one keystroke: a space at the end) re-runs the scenario; its time is reported.
    textarea.send_keys(Keys.CONTROL, Keys.END)
    textarea.send_keys(" ")
    wait_for(driver, lambda: driver.execute_script("return performance.getEntriesByName('lifeline-first-edit-trace').length"),
             "the first edit's trace", check)
    first_edit = driver.execute_script(
        "var m = performance.getEntriesByName('lifeline-first-edit-trace'); return m.length ? m[0].duration : null")

    # An edit re-runs the scenario: popping B back adds B's disappearance.
    before = callbacks(driver, section)
    textarea.send_keys(Keys.BACKSPACE)
    textarea.send_keys("nav.popViewController(animated: true)\n")
    wait_for(driver, lambda: "B viewDidDisappear(_:)" in callbacks(driver, section), "the edited trace", check)
    check("B viewDidDisappear(_:)" not in before, "editor: the original trace already had B disappearing")
    check(section.find_elements(By.CSS_SELECTOR, ".scenario-result table.trace td:nth-child(7) a[aria-label]"),
          "editor: the edited trace has no evidence marks")
    driver.save_screenshot(os.path.join(shots, "en-editor-edited.png"))

    # An error names its line and column, and its link puts the caret there.
    type_into(driver, textarea, "window.makeKeyAndVisible()\nwindow.rootViewController = \n")
    wait_for(driver, lambda: section.find_elements(By.CSS_SELECTOR, ".scenario-error a.where"), "the error", check)
    where = section.find_elements(By.CSS_SELECTOR, ".scenario-error a.where")
    check(where and where[0].text == "2:29", "editor: the error is not at 2:29 (%s)" % (where[0].text if where else None))
    check(status(section).startswith("2:29 "), "editor: the status does not name the error's position")
    if where:
        where[0].click()
        check(driver.switch_to.active_element == textarea, "editor: the error's link does not focus the text")
        caret = driver.execute_script("return arguments[0].selectionStart", textarea)
        check(caret == len("window.makeKeyAndVisible()\n") + 28, "editor: the error's link does not move the caret (%s)" % caret)
    driver.save_screenshot(os.path.join(shots, "en-editor-error.png"))

    # Another iOS version: iOS 12 has no viewIsAppearing(_:), iOS 26 has.
    type_into(driver, textarea, original_source)
    wait_for(driver, lambda: any("viewIsAppearing" in row for row in callbacks(driver, section)), "the iOS 26 trace", check)
    Select(section.find_element(By.CSS_SELECTOR, ".editor-version")).select_by_value("12")
    wait_for(driver, lambda: callbacks(driver, section) and not any("viewIsAppearing" in row for row in callbacks(driver, section)),
             "the iOS 12 trace", check)

    # Compare iOS 12 with iOS 26: two summaries, two traces.
    Select(section.find_element(By.CSS_SELECTOR, ".editor-compare")).select_by_value("26")
    wait_for(driver, lambda: len(section.find_elements(By.CSS_SELECTOR, ".scenario-result .compare-summary li")) == 2,
             "the comparison", check)
    summary = [li.text for li in section.find_elements(By.CSS_SELECTOR, ".scenario-result .compare-summary li")]
    check(len(summary) == 2 and summary[0].startswith("iOS 12") and "viewIsAppearing" in summary[1],
          "editor: the comparison does not say what iOS 26 adds: %s" % summary)
    driver.save_screenshot(os.path.join(shots, "en-editor-compare.png"))

    # A share link carries the scenario and the versions; opening it reopens the edit.
    textarea.send_keys(Keys.CONTROL, Keys.END)
    textarea.send_keys("nav.popViewController(animated: true)\n")
    wait_for(driver, lambda: status(section).startswith(updated), "the edited comparison", check)
    section.find_element(By.CSS_SELECTOR, ".editor-share").click()
    link = driver.current_url
    check("#edit=" + block in link and "ios=12&compare=26" in link and "src=" in link,
          "editor: the share link lacks the block, the versions or the source: %s" % link)
    driver.get("about:blank")
    driver.get(link)
    shared = driver.find_element(By.ID, block)
    wait_for(driver, lambda: len(shared.find_elements(By.CSS_SELECTOR, ".scenario-result .compare-summary li")) == 2,
             "the shared link's comparison", check)
    shared_text = shared.find_element(By.CSS_SELECTOR, ".editor-source").get_attribute("value")
    check(shared_text == original_source + "nav.popViewController(animated: true)\n",
          "editor: the shared link does not carry the edited scenario (%r)" % shared_text[-60:])

    # Reset: the block's own source, version and result, and the link forgets the edit.
    shared.find_element(By.CSS_SELECTOR, ".editor-reset").click()
    check(shared.find_element(By.CSS_SELECTOR, ".editor-source").get_attribute("value") == original_source,
          "editor: reset does not restore the source")
    check(Select(shared.find_element(By.CSS_SELECTOR, ".editor-compare")).first_selected_option.get_attribute("value") == "",
          "editor: reset does not clear the comparison")
    check(callbacks(driver, shared) == original_rows, "editor: reset does not restore the build's trace")
    check("#edit=" not in driver.current_url, "editor: reset leaves the edit in the address")

    # An overrunning run ends its worker; the next edit runs in a new one.
    # (The slowest bundled scenario: a layout pass that adds a subview runs into the 10,000-event limit.)
    textarea = shared.find_element(By.CSS_SELECTOR, ".editor-source")
    driver.execute_script("LifelineEditor.setTimeLimit(1)")
    type_into(driver, textarea, "class Banner: UIViewController {\n"
              "    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); view.addSubview(UIView()) }\n"
              "}\nlet A = Banner()\nwindow.rootViewController = A\nwindow.makeKeyAndVisible()\n")
    wait_for(driver, lambda: status(shared).startswith("Stopped"), "the time limit", check)
    driver.execute_script("LifelineEditor.setTimeLimit(4000)")
    textarea.send_keys("device.rotate(to: .landscapeLeft)\n")
    wait_for(driver, lambda: status(shared).startswith(updated), "a run in a new worker (status %r)" % status(shared), check)
    check(len(rows(shared)) > 500, "editor: the event-limit scenario's trace is short (%d rows)" % len(rows(shared)))
    # Hostile input ends in an error from the native limits, and the page stays responsive.
    type_into(driver, textarea, "window.rootViewController = " + "(" * 3000 + "\n")
    wait_for(driver, lambda: shared.find_elements(By.CSS_SELECTOR, ".scenario-error"), "the nesting limit's error", check)
    check(driver.execute_script("return 1 + 1") == 2, "editor: the page does not answer after hostile input")
    logged = [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    check(not logged, "editor: the browser logged errors: %s" % logged)

    # The playground opens its editor by itself, in the page's language, and runs what is typed.
    for language, word in (("en", "Trace updated"), ("ru", "Трасса обновлена"), ("zh", "轨迹已更新")):
        driver.get(base + "/%s/playground/" % language)
        playground = driver.find_element(By.ID, "playground-editor")
        wait_for(driver, lambda: playground.find_elements(By.CSS_SELECTOR, ".editor-source"), "the playground's editor", check)
        box = playground.find_element(By.CSS_SELECTOR, ".editor-source")
        box.send_keys("window.rootViewController = Home\nwindow.makeKeyAndVisible()\n")
        wait_for(driver, lambda: "Home viewDidAppear(_:)" in callbacks(driver, playground), "the playground's trace", check)
        check(status(playground) == word, "editor: %s playground status %r" % (language, status(playground)))
        guide = playground.find_element(By.CSS_SELECTOR, ".editor-guide").get_attribute("href")
        check(guide.endswith("/%s/scenario-language/" % language), "editor: the guide link is %s" % guide)
    driver.save_screenshot(os.path.join(shots, "zh-playground.png"))
    for theme in ("light", "dark"):
        driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
        axe = Axe(driver)
        axe.inject()
        violations = axe.run(options='{"resultTypes": ["violations"]}')["violations"]
        check(not violations, "editor: axe (%s) on the open playground: %s" % (
            theme, [(v["id"], v["nodes"][0]["html"][:120]) for v in violations]))
    return first_trace, first_edit
