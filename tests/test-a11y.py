#!/usr/bin/python3
# test-a11y.py: the app through a screen reader's eyes and the keyboard alone
#
# Starts the app with the accessibility bridge on, sends real key events
# with xdotool and reads the AT-SPI tree with pyatspi:
# - on every page, Tab from the top visits each control, link and expander
#   and comes back round (wraps);
# - no accessible name is a GTK class name; tabs, sliders, drop-downs and
#   buttons have real names and sliders the number they show;
# - the sort game is finished and the quiz completed by keys alone, and
#   their results reach the screen reader (the focused widget's
#   description on GTK 4.8, see src/ak-announce.c).
# Prints TAP. Skips (exit 77) without a display, pyatspi or xdotool.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HANG_GUARD_S = 60


def skip(reason):
    print("1..0 # SKIP " + reason)
    sys.exit(0)


if not os.environ.get("DISPLAY"):
    skip("no X display")
if shutil.which("xdotool") is None:
    skip("xdotool not installed (build-aux/dev test installs it)")
try:
    import gi
    gi.require_version("Atspi", "2.0")
    from gi.repository import GLib
    import pyatspi
except (ImportError, ValueError) as error:
    skip("pyatspi not available (Debian python3-pyatspi): %s" % error)

APP = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
    os.environ.get("G_TEST_BUILDDIR", "."), "..", "src", "accelerator-kitchen")

results = []

# The bundled lesson's page ids and quiz length, so that the checks follow
# the lesson rather than page numbers typed in here.
import json
_LESSON = os.path.join(os.environ.get("G_TEST_SRCDIR", os.path.dirname(os.path.abspath(__file__))),
                       "..", "data", "lessons", "ai-accelerators.json")
with open(_LESSON, encoding="utf-8") as _f:
    _PAGES = json.load(_f)["pages"]
PAGE_IDS = [page["id"] for page in _PAGES]
N_QUESTIONS = sum(len(page.get("questions", [])) for page in _PAGES)


def check(ok, name, detail=""):
    results.append((bool(ok), name, detail))
    if not ok:
        sys.stderr.write("FAIL %s: %s\n" % (name, detail))


def pump(seconds):
    end = time.monotonic() + seconds
    context = GLib.MainContext.default()
    while time.monotonic() < end:
        while context.iteration(False):
            pass
        time.sleep(0.01)


class Focus:
    """The focused accessible, followed through AT-SPI events."""

    def __init__(self):
        self.current = None
        self.serial = 0
        pyatspi.Registry.registerEventListener(self.on_event, "object:state-changed:focused")

    def on_event(self, event):
        if event.detail1:
            self.current = event.source
            self.serial += 1

    def wait_change(self, serial, timeout=5.0):
        end = time.monotonic() + timeout
        context = GLib.MainContext.default()
        while self.serial == serial and time.monotonic() < end:
            while context.iteration(False):
                pass
            time.sleep(0.005)
        pump(0.05)
        return self.serial != serial


def key(*names):
    subprocess.run(["xdotool", "key", "--delay", "40"] + list(names), check=True)


def describe(acc):
    try:
        return "%s '%s'" % (acc.getRoleName(), acc.name)
    except Exception:  # a widget gone since
        return "(gone)"


def find_app(name, timeout=HANG_GUARD_S):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            child = desktop.getChildAtIndex(i)
            if child is not None and child.name == name:
                return child
        pump(0.2)
    return None


def walk(acc, depth=0):
    yield acc
    if depth > 60:
        return
    for i in range(acc.childCount):
        child = acc.getChildAtIndex(i)
        if child is not None:
            yield from walk(child, depth + 1)


def ident(acc):
    return getattr(acc, "path", None) or describe(acc)


def tab_cycle(focus, limit=250):
    """Tab until the focus comes back to where it started; the stops."""
    stops = []
    start = None
    for _ in range(limit):
        serial = focus.serial
        key("Tab")
        if not focus.wait_change(serial):
            return stops, False  # Tab moved nothing: a dead end
        here = focus.current
        if start is None:
            start = ident(here)
        elif ident(here) == start:
            return stops, True
        stops.append(here)
    return stops, False


def goto_page(focus, number):
    """Page @number (1-based): Alt+N up to 9, then Ctrl+Page Down."""
    serial = focus.serial
    key("alt+%d" % min(number, 9))
    for _ in range(number - 9):
        pump(0.2)
        key("ctrl+Next")
    focus.wait_change(serial, timeout=1.0)
    pump(0.3)


def page_number(page_id):
    return PAGE_IDS.index(page_id) + 1


def start_app():
    env = dict(os.environ)
    env.pop("NO_AT_BRIDGE", None)
    env.pop("GTK_A11Y", None)
    env["GDK_BACKEND"] = "x11"
    env["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="ak-a11y-")
    return subprocess.Popen([APP, "--page", "idea"], env=env, stdout=subprocess.DEVNULL)


def focus_window():
    end = time.monotonic() + HANG_GUARD_S
    while time.monotonic() < end:
        found = subprocess.run(["xdotool", "search", "--name", "AI Accelerators"],
                               capture_output=True, text=True).stdout.split()
        if found:
            subprocess.run(["xdotool", "windowfocus", "--sync", found[0]], check=False)
            return True
        time.sleep(0.2)
    return False


BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"


def main():
    # The accessibility bus of this test's private session bus.
    bus = None
    if os.path.exists(BUS_LAUNCHER):
        # Not on our stdout: its daemons outlive it, and meson waits for
        # every writer of the TAP stream to close it.
        bus = subprocess.Popen([BUS_LAUNCHER, "--launch-immediately"], start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
    app = start_app()
    try:
        run_checks(app)
    finally:
        app.terminate()
        app.wait(timeout=HANG_GUARD_S)
        if bus is not None:
            os.killpg(bus.pid, signal.SIGTERM)
            bus.wait(timeout=HANG_GUARD_S)
    report()


def report():
    print("1..%d" % len(results))
    for n, (ok, name, detail) in enumerate(results, 1):
        print("%s %d - %s%s" % ("ok" if ok else "not ok", n, name,
                                "" if ok or not detail else " # " + detail.replace("\n", " ")))
    sys.exit(0 if all(ok for ok, _, _ in results) else 1)


def run_checks(app):
    accessible = find_app("accelerator-kitchen")
    if accessible is None:
        skip("the app did not appear on the AT-SPI bus")
    if not focus_window():
        skip("no window to focus")
    focus = Focus()
    pump(1.0)
    if os.environ.get("AK_A11Y_DUMP"):
        for number in range(1, len(PAGE_IDS) + 1):
            goto_page(focus, number)
            stops, wrapped = tab_cycle(focus)
            print("# page %d wrapped=%s" % (number, wrapped))
            for acc in stops:
                print("#   " + describe(acc))
        return

    check_first_tab_on_sort(focus, "at start-up")
    check_tab_order(focus)
    check_first_tab_on_sort(focus, "after every page was visited")
    check_names(accessible)
    check_page_keys_from_slider(focus, accessible)
    play_sort_game(focus)
    complete_quiz(focus)


# Page id: names some of the stops Tab must reach there.
EXPECTED_STOPS = {
    "kitchen": ["Play", "Step", "Reset", "Cooks"],
    "roofline": ["Export Chart…", "Roofline chart", "Measure This Computer"],
}


def check_tab_order(focus):
    for number, page_id in enumerate(PAGE_IDS, 1):
        goto_page(focus, number)
        stops, wrapped = tab_cycle(focus)
        names = [acc.name for acc in stops]
        check(wrapped, "page %d: Tab comes back round" % number, ", ".join(names[-3:]))
        for name in EXPECTED_STOPS.get(page_id, []):
            check(name in names, "page %d: Tab reaches %s" % (number, name), ", ".join(names))
        if page_id == "sort":
            cards = [n for n in names if n.endswith("in the tray")]
            check(len(cards) >= 8, "sort: Tab reaches every card", "%d cards" % len(cards))
        if page_id == "interview":
            questions = [n for n in names if n.endswith("?")]
            check(len(questions) >= 11, "interview: Tab reaches every expander", "%d" % len(questions))
        if page_id == "references":
            links = [acc for acc in stops if acc.getRole() == pyatspi.ROLE_LABEL]
            check(len(links) >= 10, "references: Tab reaches every link", "%d" % len(links))


def check_names(app):
    class_names = []
    left = []
    doubled = []
    tabs = []
    for acc in walk(app):
        name = acc.name or ""
        role = acc.getRole()
        # The names fixed for issue 18: pages, tabs, drop-downs, buttons.
        if name.startswith(("GtkStackPage", "GtkToggleButton", "GtkBox", "GtkFlowBoxChild")):
            class_names.append("%s '%s'" % (acc.getRoleName(), name))
        elif name.startswith("Gtk") and role not in (pyatspi.ROLE_LABEL, pyatspi.ROLE_FILLER):
            left.append("%s '%s'" % (acc.getRoleName(), name))
        words = name.split()
        if role == pyatspi.ROLE_PUSH_BUTTON and words and len(words) % 2 == 0 \
           and words[:len(words) // 2] == words[len(words) // 2:]:
            doubled.append(name)
        if role == pyatspi.ROLE_PAGE_TAB:
            tabs.append(name)
    check(not class_names, "no page, tab, drop-down or list is named after a GTK class",
          "; ".join(class_names[:5]))
    check(not doubled, "no button repeats its label", "; ".join(doubled[:5]))
    check(len(tabs) >= 9 and "Tab" not in tabs and "" not in tabs,
          "every page tab is named after its page", ", ".join(tabs))
    for name in sorted(set(left)):
        print("# still named after its class: " + name)


def selected_tab(app):
    for acc in walk(app):
        if acc.getRole() == pyatspi.ROLE_PAGE_TAB and \
           acc.getState().contains(pyatspi.STATE_SELECTED):
            return acc.name
    return None


def check_page_keys_from_slider(focus, app):
    """Ctrl+Page Down with a slider focused changes the page, not the slider."""
    goto_page(focus, page_number("kitchen"))
    found = focus_until(focus, lambda acc: acc.getRole() == pyatspi.ROLE_SLIDER)
    check(found, "kitchen: a slider takes the focus")
    if not found:
        return
    before = selected_tab(app)
    key("ctrl+Next")
    pump(0.5)
    after = selected_tab(app)
    check(before != after and after is not None,
          "Ctrl+Page Down on a slider goes to the next page", "%s -> %s" % (before, after))
    key("ctrl+Prior")
    pump(0.5)
    check(selected_tab(app) == before, "Ctrl+Page Up goes back", str(selected_tab(app)))


def focus_until(focus, wanted, limit=80):
    for _ in range(limit):
        if focus.current is not None and wanted(focus.current):
            return True
        serial = focus.serial
        key("Tab")
        focus.wait_change(serial)
    return False


def press_and_wait(focus, *keys):
    serial = focus.serial
    key(*keys)
    focus.wait_change(serial, timeout=2.0)


def tray_cards(card):
    """The names of the cards in the tray (the flow box, a table, around
    @card, a card there), in the tree's order."""
    table = card
    while table is not None and table.getRole() != pyatspi.ROLE_TABLE:
        table = table.parent
    if table is None:
        return []
    return [a.name for a in walk(table) if a.getRole() == pyatspi.ROLE_PUSH_BUTTON]


def check_first_tab_on_sort(focus, when):
    """Alt+6 starts at the page's top: one Tab reaches the tray's first card."""
    goto_page(focus, page_number("sort"))
    press_and_wait(focus, "Tab")
    name = focus.current.name if focus.current is not None else ""
    cards = tray_cards(focus.current) if name.endswith("in the tray") else []
    check(cards and name == cards[0],
          "sort: %s, Alt+6 then Tab is on the tray's first card" % when,
          "%s, first card %s" % (describe(focus.current), cards[:1]))


def play_sort_game(focus):
    goto_page(focus, page_number("sort"))
    found = focus_until(focus, lambda acc: (acc.name or "").endswith("in the tray"))
    check(found, "sort: a card takes the focus")
    if not found:
        return
    for _ in range(30):
        name = focus.current.name or ""
        if name.startswith("Check"):
            break
        if name.endswith("in the tray"):
            key("Return")
            key("1")
            press_and_wait(focus, "Return")
        else:
            press_and_wait(focus, "Tab")
        pump(0.2)
    check((focus.current.name or "").startswith("Check"),
          "sort: after the last card the focus is on Check", describe(focus.current))
    press_and_wait(focus, "Return")
    pump(0.5)
    spoken = focus.current.description or ""
    check(" right" in spoken, "sort: the check result is spoken", "%s: %s" % (describe(focus.current), spoken))


def complete_quiz(focus):
    goto_page(focus, page_number("quiz"))
    found = focus_until(focus, lambda acc: (acc.name or "").startswith("Answer 1:"))
    check(found, "quiz: the first answer takes the focus")
    if not found:
        return
    answered = 0
    for _ in range(N_QUESTIONS):
        if not (focus.current.name or "").startswith("Answer"):
            break
        press_and_wait(focus, "1")
        pump(0.3)
        spoken = focus.current.description or ""
        if not (spoken.startswith("Right!") or spoken.startswith("Not quite")):
            check(False, "quiz: the feedback is spoken", "%s: %s" % (describe(focus.current), spoken))
            return
        answered += 1
        press_and_wait(focus, "Return")
        pump(0.6)
    check(answered == N_QUESTIONS, "quiz: every question answered by keys, each feedback spoken",
          "%d of %d" % (answered, N_QUESTIONS))
    pump(0.5)
    spoken = focus.current.description or ""
    check(spoken.startswith("You got"), "quiz: the score is spoken", "%s: %s" % (describe(focus.current), spoken))


if __name__ == "__main__":
    main()
