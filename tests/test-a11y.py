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
#   description on GTK 4.8, see src/ui/widgets/ak-announce.c).
# Prints TAP. Skips (exit 77) without a display, pyatspi or xdotool.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import os
import re
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
    _DATA = json.load(_f)
_PAGES = _DATA["pages"]
_GLOSSARY = _DATA.get("glossary", [])
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


def wait_until(condition, timeout=HANG_GUARD_S):
    """Pumps events until condition() holds; a loaded machine may take a
    while, so the timeout only guards against a hang."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        try:
            if condition():
                return True
        except Exception:  # a widget gone since, or not there yet
            pass
        pump(0.05)
    return False


def description_of(focus):
    return (focus.current.description or "") if focus.current is not None else ""


def announced_by(focus, starts):
    """A message said with the focus: in the focused button's name, where
    the app moves the focus to a button it knows the name of (ak-announce.c,
    announce_in_name()), else in its description."""
    name = (focus.current.name or "") if focus.current is not None else ""
    return name if name.startswith(starts) else description_of(focus)


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


def find_app(name, process, timeout=HANG_GUARD_S):
    end = time.monotonic() + timeout
    while time.monotonic() < end and process.poll() is None:
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


MAX_LINKS_IN_LABEL = 4


def tab_cycle(focus, limit=250):
    """Tab until the focus comes back to where it started; the stops."""
    stops = []
    start = None
    for _ in range(limit):
        serial = focus.serial
        key("Tab")
        # Inside a label of several links or glossary terms Tab moves from
        # one to the next and the focused accessible stays the label.
        for _ in range(MAX_LINKS_IN_LABEL):
            if focus.wait_change(serial, timeout=2.0):
                break
            key("Tab")
        else:
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
    # stderr to a file, not a pipe: a pipe nobody reads would block the app
    log = tempfile.TemporaryFile(mode="w+")
    app = subprocess.Popen([APP, "--page", "idea"], env=env, stdout=subprocess.DEVNULL, stderr=log)
    app.log = log
    return app


def start_app_on_bus(tries=3):
    """The app and its accessible, or (app, None): started again when it
    exits before it reaches the bus (seen once: "cannot open display"
    from a display that other tests of the same run used)."""
    for attempt in range(tries):
        app = start_app()
        accessible = find_app("accelerator-kitchen", app)
        if accessible is not None or app.poll() is None:
            return app, accessible
        sys.stderr.write("the app exited (%s) before it reached the AT-SPI bus: %s\n"
                         % (app.returncode, (app.log.seek(0), app.log.read())[1].strip()))
        time.sleep(1.0)
    return app, None


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
    app, accessible = start_app_on_bus()
    try:
        run_checks(accessible)
    finally:
        app.terminate()
        app.wait(timeout=HANG_GUARD_S)
        app.log.seek(0)
        sys.stderr.write(app.log.read())
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


def run_checks(accessible):
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
    check_page_focus_named(focus)
    check_tenth_page_key(focus, accessible)
    stops = check_tab_order(focus)
    check_first_tab_on_sort(focus, "after every page was visited")
    check_names(accessible)
    check_control_names(accessible, stops)
    check_sliders(focus, accessible)
    check_field_error(focus, accessible)
    check_page_keys_from_slider(focus, accessible)
    check_glossary_term(focus)
    check_worked_problem(focus)
    play_sort_game(focus)
    complete_quiz(focus)
    check_dialogs(focus, accessible)
    check_page_commands_from_tab(focus, accessible)


def check_page_commands_from_tab(focus, app):
    """A page's own key works right after Alt+N, while its tab has the focus."""
    goto_page(focus, page_number("roofline"))
    count = len(windows(app))
    key("ctrl+shift+o")
    opened = wait_until(lambda: len(windows(app)) > count, timeout=10)
    names = [w.name or "" for w in windows(app)[count:]]
    check(opened and any("config.json" in name for name in names),
          "Ctrl+Shift+O opens the roofline page's Open config.json dialog from the page's tab", repr(names))
    end = time.monotonic() + 10
    while time.monotonic() < end and len(windows(app)) > count:
        key("Escape")
        pump(0.5)
    focus_window()
    pump(0.3)


# Page id: names some of the stops Tab must reach there.
EXPECTED_STOPS = {
    "kitchen": ["Play", "Step", "Reset", "Cooks"],
    "roofline": ["Export Chart…", "Roofline chart", "Measure This Computer"],
}


def check_tab_order(focus):
    """Tab round every page; returns every stop, of every page."""
    every_stop = []
    for number, page_id in enumerate(PAGE_IDS, 1):
        goto_page(focus, number)
        stops, wrapped = tab_cycle(focus)
        every_stop += stops
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
    return every_stop


# Roles of the controls a learner operates: each needs a real name.
CONTROL_ROLES = {pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_COMBO_BOX,
                 pyatspi.ROLE_SLIDER, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_TEXT,
                 pyatspi.ROLE_ENTRY, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON,
                 pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_MENU,
                 pyatspi.ROLE_SCROLL_PANE, pyatspi.ROLE_LINK, pyatspi.ROLE_DIALOG,
                 pyatspi.ROLE_FRAME, pyatspi.ROLE_WINDOW}
# The page shown instead of a lesson that failed to load: hidden here.
PROBLEMS_PAGE = "This Lesson Could Not Be Opened"


def bad_names(root):
    """Focusable controls (and windows) under @root without a real name."""
    found = []

    def visit(acc, depth):
        if acc is None or depth > 60:
            return
        try:
            name = acc.name or ""
            role = acc.getRole()
            focusable = acc.getState().contains(pyatspi.STATE_FOCUSABLE)
        except Exception:  # gone since
            return
        if name == PROBLEMS_PAGE:
            return
        # A button with nothing in it yet (a label set when it is shown)
        # draws nothing and is not counted.
        empty_button = role == pyatspi.ROLE_PUSH_BUTTON and acc.childCount == 0 and name in ("", "GtkButton")
        if role in CONTROL_ROLES and (focusable or role in (pyatspi.ROLE_DIALOG, pyatspi.ROLE_FRAME)) \
           and (name.strip() == "" or name.startswith("Gtk")) and not empty_button:
            found.append("%s '%s' in %s" % (acc.getRoleName(), name, describe(acc.parent)))
        for i in range(acc.childCount):
            visit(acc.getChildAtIndex(i), depth + 1)

    visit(root, 0)
    return found


def check_control_names(app, stops):
    """Every page is built by now: no control anywhere is nameless."""
    bad = bad_names(app)
    check(not bad, "no focusable control is unnamed or named after a GTK class", "; ".join(bad[:6]))
    unnamed = [describe(acc) for acc in stops if acc.getRole() in CONTROL_ROLES and
               (not (acc.name or "").strip() or (acc.name or "").startswith("Gtk"))]
    check(not unnamed, "every control Tab stops at has a real name", "; ".join(unnamed[:6]))
    for acc in stops:
        if acc.getRole() not in CONTROL_ROLES and not (acc.name or "").strip():
            print("# Tab stop without a name: " + describe(acc))
    drop_downs = [acc for acc in walk(app) if acc.getRole() == pyatspi.ROLE_COMBO_BOX]
    for combo in drop_downs:
        label = combo.name or ""
        buttons = [c for c in walk(combo) if c.getRole() == pyatspi.ROLE_PUSH_BUTTON]
        named = [b.name for b in buttons if (b.name or "").startswith(label + " ") and len(b.name) > len(label) + 1]
        if not (label and named):
            check(False, "a drop-down's button says its label and its value",
                  "'%s': %s" % (label, [b.name for b in buttons]))
            return
    check(len(drop_downs) >= 5, "every drop-down's button says its label and its value",
          "%d drop-downs" % len(drop_downs))


def slider_named(app, prefix):
    for acc in walk(app):
        if acc.getRole() == pyatspi.ROLE_SLIDER and (acc.name or "").startswith(prefix):
            return acc
    return None


def number_in(text):
    digits = "".join(c for c in text.split(" ")[0] if c.isdigit() or c == ".")
    return float(digits) if digits else None


def check_sliders(focus, app):
    """The kitchen's sliders expose the number they show, not their position."""
    goto_page(focus, page_number("kitchen"))
    for prefix, least in (("Cooks", 1), ("Hallway", 0.01), ("Chops", 0.01)):
        slider = slider_named(app, prefix)
        if slider is None:
            check(False, "kitchen: a %s slider" % prefix)
            continue
        value = slider.queryValue()
        ok = value.minimumValue >= least and value.maximumValue > 100 and \
            value.minimumValue <= value.currentValue <= value.maximumValue
        check(ok, "kitchen: the %s slider's value, minimum and maximum are in its unit" % prefix,
              "%g in [%g, %g]" % (value.currentValue, value.minimumValue, value.maximumValue))
    cooks = slider_named(app, "Cooks")
    if cooks is None or not focus_until(focus, lambda acc: acc.getRole() == pyatspi.ROLE_SLIDER
                                        and (acc.name or "").startswith("Cooks")):
        check(False, "kitchen: the Cooks slider takes the focus")
        return
    before = cooks.queryValue().currentValue
    key("Page_Down")  # one step of the position: half or twice the cooks
    pump(0.5)
    after = cooks.queryValue().currentValue
    check(after != before and after >= 1 and after == int(after) and (int(after) & (int(after) - 1)) == 0,
          "kitchen: moving the Cooks slider by keys exposes the new number of cooks",
          "%g -> %g" % (before, after))
    # The value in words ("16 cooks") is Value.Text, which GTK exports from 4.10.
    try:
        text = cooks.get_value_iface().get_text()
    except Exception:
        text = None
    if text:
        check(number_in(text) == after and "cook" in text, "kitchen: the Cooks slider's text has its unit", text)
    key("Page_Up")
    pump(0.3)
    # The ends: a slider that exposed its position would say 0 and 10 here.
    for end, wanted in (("Home", "minimumValue"), ("End", "maximumValue")):
        key(end)
        wait_until(lambda: cooks.queryValue().currentValue == getattr(cooks.queryValue(), wanted), timeout=10)
        value = cooks.queryValue()
        check(value.currentValue == getattr(value, wanted),
              "kitchen: %s on the Cooks slider exposes its %s number of cooks" % (end, wanted[:7]),
              "%g in [%g, %g]" % (value.currentValue, value.minimumValue, value.maximumValue))
    key("Home")
    for _ in range(3):  # back to 8 cooks
        key("Page_Up")
    pump(0.3)


def check_field_error(focus, app):
    """A refused number on the MFU/MBU page is tied to its field."""
    goto_page(focus, page_number("mfu-mbu"))
    found = focus_until(focus, lambda acc: acc.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY)
                        and (acc.name or "").startswith("Model size"))
    check(found, "mfu-mbu: the model size field takes the focus")
    if not found:
        return
    field = focus.current
    key("ctrl+a")
    subprocess.run(["xdotool", "type", "--delay", "40", "0"], check=True)  # no model has no size
    pump(1.0)
    invalid = field.getState().contains(pyatspi.STATE_INVALID_ENTRY) or \
        field.getState().contains(pyatspi.STATE_INVALID)
    related = []
    for relation in field.getRelationSet():
        if relation.getRelationType() in (pyatspi.RELATION_DESCRIBED_BY, pyatspi.RELATION_ERROR_MESSAGE):
            related += [relation.getTarget(i) for i in range(relation.getNTargets())]
    check(invalid, "mfu-mbu: a refused number marks its field invalid")
    check(any(target is not None and (target.name or "").strip() for target in related) and
          (field.description or "").strip() != "",
          "mfu-mbu: the field is described by its error text",
          "description '%s', %d related" % (field.description, len(related)))
    key("ctrl+a")
    subprocess.run(["xdotool", "type", "--delay", "40", "7"], check=True)
    pump(1.0)
    check(not field.getState().contains(pyatspi.STATE_INVALID_ENTRY) and
          not field.getState().contains(pyatspi.STATE_INVALID) and not (field.description or "").strip(),
          "mfu-mbu: a corrected field is valid again and loses the error text", field.description or "")


def windows(app):
    return [app.getChildAtIndex(i) for i in range(app.childCount)]


def open_from_menu(focus, app, item_name):
    """Opens the main menu with F10 and runs @item_name; the new window."""
    before = len(windows(app))
    key("F10")
    pump(0.8)
    item = None
    for acc in walk(app):
        if acc.getRole() == pyatspi.ROLE_MENU_ITEM and acc.name == item_name:
            item = acc
            break
    if item is None:
        key("Escape")
        return None
    item.queryAction().doAction(0)
    end = time.monotonic() + 10
    while time.monotonic() < end and len(windows(app)) <= before:
        pump(0.2)
    pump(1.0)
    shown = windows(app)
    return shown[-1] if len(shown) > before else None


def check_dialogs(focus, app):
    """Reset, About, the shortcuts and Open Lesson have real names throughout."""
    for item in ("Reset Progress…", "About Accelerator Kitchen", "Keyboard Shortcuts", "Open Lesson…"):
        count = len(windows(app))
        window = open_from_menu(focus, app, item)
        check(window is not None, "the %s window opens from the menu" % item)
        if window is None:
            continue
        name = window.name or ""
        check(name.strip() and not name.startswith("Gtk"), "the %s window has a real name" % item,
              describe(window))
        bad = [where for where in bad_names(window) if not where.startswith(describe(window))]
        if item == "Reset Progress…":
            check(not bad, "no control in the %s window is unnamed or named after a GTK class" % item,
                  "; ".join(bad[:6]))
        for where in bad:  # inside GTK's and libadwaita's own windows
            print("# %s window: %s" % (item, where))
        end = time.monotonic() + 10
        while time.monotonic() < end and len(windows(app)) > count:
            key("Escape")
            pump(0.5)
        focus_window()
        pump(0.3)


def check_names(app):
    class_names = []
    doubled = []
    tabs = []
    for acc in walk(app):
        name = acc.name or ""
        role = acc.getRole()
        # The names fixed for issue 18: pages, tabs, drop-downs, buttons.
        # ...and the app's own classes ("AkSortCard" was one).
        # ...and since issue 30, everything else: an empty label or status
        # line ("GtkLabel"), a scroll bar, an expander's arrow, a gizmo.
        if re.match(r"(Gtk|Adw|Ak)[A-Z]\w*$", name):
            class_names.append("%s '%s'" % (acc.getRoleName(), name))
        words = name.replace("_", "").split()  # "_Open … Open …" is doubled too
        if role == pyatspi.ROLE_PUSH_BUTTON and words and len(words) % 2 == 0 \
           and words[:len(words) // 2] == words[len(words) // 2:]:
            doubled.append(name)
        if role == pyatspi.ROLE_PAGE_TAB:
            tabs.append(name)
    check(not class_names, "nothing is named after a GTK, libadwaita or app class",
          "; ".join(class_names[:5]))
    check(not doubled, "no button repeats its label", "; ".join(doubled[:5]))
    check(len(tabs) >= 9 and "Tab" not in tabs and "" not in tabs,
          "every page tab is named after its page", ", ".join(tabs))


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
    wait_until(lambda: selected_tab(app) not in (before, None), timeout=10)
    after = selected_tab(app)
    check(before != after and after is not None,
          "Ctrl+Page Down on a slider goes to the next page", "%s -> %s" % (before, after))
    key("ctrl+Prior")
    wait_until(lambda: selected_tab(app) == before, timeout=10)
    check(selected_tab(app) == before, "Ctrl+Page Up goes back", str(selected_tab(app)))


def focus_until(focus, wanted, limit=80):
    for _ in range(limit):
        if focus.current is not None and wanted(focus.current):
            return True
        serial = focus.serial
        key("Tab")
        focus.wait_change(serial)
    return False


def plain(markup):
    return re.sub(r"\*+", "", markup)


def check_glossary_term(focus):
    """A term marked in reading text: Tab reaches it with its definition
    as the description, Enter opens the definition and the focus goes to
    it, Escape comes back to the term."""
    definition = plain(next(g["definition"] for g in _GLOSSARY if g["term"] == "HBM"))
    goto_page(focus, page_number("many-chips"))
    found = focus_until(focus, lambda acc: description_of(focus) == definition)
    check(found, "many chips: Tab reaches the term HBM, its definition the description",
          describe(focus.current))
    if not found:
        return
    term = ident(focus.current)
    press_and_wait(focus, "Return")
    check(focus.current is not None and focus.current.name == definition,
          "many chips: Enter on the term shows its definition, focused", describe(focus.current))
    press_and_wait(focus, "Escape")
    check(focus.current is not None and ident(focus.current) == term,
          "many chips: Escape goes back to the term", describe(focus.current))


def check_worked_problem(focus):
    """A worked problem's button is named once by what it does, before and
    after it shows the answer ("Hide the answer Hide the answer" before:
    its label property and its label child both counted)."""
    goto_page(focus, page_number("many-chips"))
    found = focus_until(focus, lambda acc: acc.name in ("Show the answer", "Hide the answer")
                        or acc.name.startswith("Show the answer") or acc.name.startswith("Hide the answer"))
    check(found and focus.current.name == "Show the answer",
          "worked problem: its button is named 'Show the answer'", describe(focus.current))
    if not found:
        return
    key("Return")
    wait_until(lambda: focus.current is not None and focus.current.name != "Show the answer", timeout=10)
    check(focus.current is not None and focus.current.name == "Hide the answer",
          "worked problem: after Enter it is named 'Hide the answer', once", describe(focus.current))
    key("Return")


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


def check_page_focus_named(focus):
    """Alt+N leaves the focus where a screen reader can say the page's name."""
    for page_id in ("kitchen", "quiz"):
        goto_page(focus, page_number(page_id))
        wait_until(lambda: focus.current is not None and (focus.current.name or "").strip(), timeout=10)
        title = _PAGES[page_number(page_id) - 1]["title"]
        name = focus.current.name if focus.current is not None else None
        check(name == title, "Alt+%d: the focus is named after its page" % page_number(page_id),
              "%s (wanted %s)" % (describe(focus.current), title))


def check_tenth_page_key(focus, app):
    """Alt+0 goes to the tenth page (the bundled lesson has ten)."""
    if len(PAGE_IDS) < 10:
        return
    key("alt+0")
    wanted = _PAGES[9]["title"]
    wait_until(lambda: selected_tab(app) == wanted, timeout=10)
    check(selected_tab(app) == wanted, "Alt+0 goes to page 10", str(selected_tab(app)))


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
    wait_until(lambda: " right" in description_of(focus))
    spoken = description_of(focus)
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
        wait_until(lambda: announced_by(focus, ("Right!", "Not quite")).startswith(("Right!", "Not quite")))
        spoken = announced_by(focus, ("Right!", "Not quite"))
        if not (spoken.startswith("Right!") or spoken.startswith("Not quite")):
            check(False, "quiz: the feedback is spoken", "%s: %s" % (describe(focus.current), spoken))
            return
        # The verdict and the explanation are two sentences ("… is: 4. Because").
        answer = spoken.split("The answer is: ", 1)[-1]
        if spoken.startswith("Not quite") and ". " not in answer:
            check(False, "quiz: a full stop between the verdict and the explanation", spoken)
            return
        answered += 1
        press_and_wait(focus, "Return")
        pump(0.6)
    check(answered == N_QUESTIONS, "quiz: every question answered by keys, each feedback spoken",
          "%d of %d" % (answered, N_QUESTIONS))
    wait_until(lambda: announced_by(focus, "You got").startswith("You got"))
    spoken = announced_by(focus, "You got")
    check(spoken.startswith("You got"), "quiz: the score is spoken", "%s: %s" % (describe(focus.current), spoken))


if __name__ == "__main__":
    main()
