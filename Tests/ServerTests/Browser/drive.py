#!/usr/bin/env python3
"""Drives a running `dsysctl serve` in a real headless Chromium, through WebDriver (Debian's chromium and
chromium-driver, Selenium from PyPI; scripts/bootstrap.sh --with-test-tools installs them).

Usage:
    drive.py check URL PLAN.json      prints ONE JSON report of what the browser saw (the Swift tests judge it)
    drive.py screenshots URL VERSION FROM TO FOLDER
                                      writes FOLDER/serve-version.png and FOLDER/serve-diff.png (1280 px wide)

PLAN.json: {"version": "1.1.0", "search": "action", "diff": ["1.0.0", "1.1.0"], "missing": "9.9.9",
            "high_contrast": true}

The browser reaches nothing but the server: every other host name resolves nowhere.
"""
import http.client
import json
import os
import sys
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait


def browser(width=1280, height=900):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                 "--no-first-run", "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
                 f"--window-size={width},{height}", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # Debian's driver, never one Selenium would download, in a process group of its own with the browser it starts,
    # so that scripts/test.sh can stop both if this script is killed before it quits them.
    service = Service(executable_path="/usr/bin/chromedriver", popen_kw={"start_new_session": True})
    driver = webdriver.Chrome(service=service, options=options)
    folder = os.environ.get("DSYS_TEST_PIDS")
    if folder:
        pid = service.process.pid
        # (a Selenium older than 4.11 ignores popen_kw: then the driver alone, which closes its browser on SIGTERM)
        name = f"group-{pid}" if os.getpgid(pid) == pid else f"process-{pid}"
        noted = os.path.join(folder, name)
        with open(noted, "w", encoding="utf-8") as file:
            file.write(f"{pid}\n")
        quit_driver = driver.quit

        def quit_and_forget():
            try:
                quit_driver()
            finally:
                if os.path.exists(noted):
                    os.remove(noted)
        driver.quit = quit_and_forget
    return driver


def emulate(driver, scheme, contrast="no-preference"):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": scheme},
        {"name": "prefers-contrast", "value": contrast}]})


def console(driver):
    return [entry["message"] for entry in driver.get_log("browser")]


SWATCHES = """
const rows = {};
for (const row of document.querySelectorAll('tr[data-name^="color."]')) {
  const background = (selector) => {
    const element = row.querySelector(selector);
    return element ? getComputedStyle(element).backgroundColor : null;
  };
  rows[row.getAttribute('data-name')] = {
    live: background('.swatch.live > span'),
    light: background('td[data-appearance="light"] .swatch > span'),
    dark: background('td[data-appearance="dark"] .swatch > span'),
    light_hc: background('td[data-appearance="light_hc"] .swatch > span'),
    dark_hc: background('td[data-appearance="dark_hc"] .swatch > span'),
  };
}
return {rows: rows, page: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color};
"""


def status_of(driver, url):
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then(r => done(r.status), e => done(String(e)));", url)


def status_with_host(base, host):
    """The status of GET / sent with this Host header (a browser led there by another site's name sends its own)."""
    parts = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        connection.putrequest("GET", "/", skip_host=True)
        connection.putheader("Host", host)
        connection.endheaders()
        return connection.getresponse().status
    finally:
        connection.close()


def check(base, plan):
    port = urllib.parse.urlsplit(base).port
    report = {"hosts": {host: status_with_host(base, host) for host in
                        [f"127.0.0.1:{port}", f"localhost:{port}", f"rebound.example:{port}"]}}
    driver = browser()
    try:
        # The versions list.
        driver.get(base)
        report["list"] = {
            "title": driver.title,
            "versions": [cell.text for cell in driver.find_elements(By.CSS_SELECTOR, "td[data-label=Version] strong")],
            "console": console(driver),
        }

        # A version page: the swatches in light, dark and (when the version has them) high contrast.
        version = plan["version"]
        driver.get(f"{base}versions/{version}")
        report["version"] = {"title": driver.title, "h1": driver.find_element(By.TAG_NAME, "h1").text}
        appearances = [("light", "light", "no-preference"), ("dark", "dark", "no-preference")]
        if plan.get("high_contrast"):
            appearances += [("light_hc", "light", "more"), ("dark_hc", "dark", "more")]
        for name, scheme, contrast in appearances:
            emulate(driver, scheme, contrast)
            report["version"][name] = driver.execute_script(SWATCHES)
        emulate(driver, "light")
        report["version"]["rows"] = len(driver.find_elements(By.CSS_SELECTOR, "[data-name]"))
        # Text from the document shows as text: no dialog opened, no element of its markup exists.
        report["version"]["injected"] = driver.execute_script(
            "return document.querySelectorAll('main script, main img, td > script').length;")
        report["version"]["descriptions"] = [element.text for element in
                                             driver.find_elements(By.CSS_SELECTOR, "tr[data-name] .desc")]

        # Search: type into the filter, read which rows stay visible.
        field = driver.find_element(By.ID, "filter")
        field.send_keys(plan["search"])
        time.sleep(0.2)
        report["search"] = {
            "visible": driver.execute_script(
                "return Array.from(document.querySelectorAll('[data-name]')).filter(r => !r.hidden)"
                ".map(r => r.getAttribute('data-name'));"),
            "hidden_sections": driver.execute_script(
                "return Array.from(document.querySelectorAll('section[data-group]')).filter(s => s.hidden)"
                ".map(s => s.id);"),
            "count": driver.find_element(By.ID, "shown").text,
        }
        field.clear()
        field.send_keys("no token is named like this")
        time.sleep(0.2)
        report["search"]["nothing"] = driver.execute_script(
            "return document.querySelectorAll('[data-name]:not([hidden])').length;")

        # Click to copy a symbol (the clipboard is granted as a user would allow it).
        driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": base.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        field.clear()
        field.send_keys(plan["search"])
        button = driver.find_element(By.CSS_SELECTOR, "tr[data-name]:not([hidden]) button.copy")
        button.click()
        WebDriverWait(driver, 5).until(lambda d: "copied" in button.get_attribute("class"))
        report["copy"] = {
            "symbol": button.get_attribute("data-copy"),
            "clipboard": driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "navigator.clipboard.readText().then(done, e => done('error: ' + e));"),
        }

        # The version switcher, filled from /api/versions, goes to the same page of another version.
        WebDriverWait(driver, 5).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, "#switch option")) == len(report["list"]["versions"]))
        switcher = Select(driver.find_element(By.ID, "switch"))
        report["switcher"] = {"options": [option.get_attribute("value") for option in switcher.options],
                              "selected": switcher.first_selected_option.get_attribute("value")}
        other = plan["diff"][0]
        switcher.select_by_value(other)
        WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith(f"/versions/{other}"))
        report["switcher"]["went_to"] = driver.current_url[len(base) - 1:]
        report["version"]["console"] = console(driver)

        # The diff page.
        old, new = plan["diff"]
        driver.get(f"{base}diff/{old}...{new}")
        emulate(driver, "dark")
        report["diff"] = {
            "title": driver.title,
            "h1": driver.find_element(By.TAG_NAME, "h1").text,
            "sections": [h.text for h in driver.find_elements(By.CSS_SELECTOR, "section h2")],
            "swatches": driver.execute_script(
                "return Array.from(document.querySelectorAll('.colors > li')).map(li => ({"
                "key: li.querySelector('code').textContent,"
                "colors: Array.from(li.querySelectorAll('.swatch > span'))"
                ".map(s => getComputedStyle(s).backgroundColor)}));"),
            "page": driver.execute_script("return getComputedStyle(document.body).backgroundColor;"),
            "console": console(driver),
        }
        emulate(driver, "light")

        # A version that does not exist.
        missing = plan["missing"]
        driver.get(f"{base}versions/{missing}")
        report["missing"] = {
            "status": status_of(driver, f"{base}versions/{missing}"),
            "h1": driver.find_element(By.TAG_NAME, "h1").text,
            "text": driver.find_element(By.TAG_NAME, "main").text,
        }
    finally:
        driver.quit()
    json.dump(report, sys.stdout, indent=1, sort_keys=True)


def screenshots(base, version, old, new, folder):
    driver = browser(1280, 1300)
    try:
        emulate(driver, "light")
        driver.get(f"{base}versions/{version}")
        WebDriverWait(driver, 5).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#switch option")) > 1)
        driver.save_screenshot(f"{folder}/serve-version.png")
        driver.get(f"{base}diff/{old}...{new}")
        WebDriverWait(driver, 5).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "select[name=from] option")) > 1)
        driver.save_screenshot(f"{folder}/serve-diff.png")
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "check":
        with open(sys.argv[3], encoding="utf-8") as plan:
            check(sys.argv[2], json.load(plan))
    elif len(sys.argv) == 7 and sys.argv[1] == "screenshots":
        screenshots(*sys.argv[2:])
    else:
        print(__doc__, file=sys.stderr)
        sys.exit(64)
