#!/usr/bin/python3
# test-orca.py: what Orca really says, not what the AT-SPI tree holds
#
# Starts the app and Orca on this test's private session bus and
# accessibility bus, with Orca's own settings, HOME and XDG_CONFIG_HOME
# in a temporary folder (never with its replace option: that would end
# every other Orca of this user on the machine). Drives the app with real
# keys (xdotool) and takes Orca's debug log, its SPEECH OUTPUT lines, as
# the oracle:
# - a reading page's first paragraph and a heading (with its level) are
#   spoken when the learner moves through the text with the arrow keys,
#   and so are the kitchen's text and an open interview answer;
# - a kitchen slider moved by keys speaks its new value;
# - an MFU/MBU result change is spoken once, after typing settles;
# - the main menu, the Play button, the Reset dialog (its warning, focus on
#   Cancel) and a quiz answer are heard with no GTK class name, no
#   mnemonic underscore and no word run said twice;
# - a sort card picked up is heard by its label once.
# Prints TAP. Skips (exit 0, "1..0 # SKIP reason") without a display,
# Orca, xdotool or pyatspi; never fails for a missing tool.
#
# SPDX-License-Identifier: GPL-3.0-or-later
import importlib.util
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import tty

HERE = os.path.dirname(os.path.abspath(__file__))


# The key, focus and AT-SPI helpers of the accessibility test, which skips
# by itself without a display, xdotool or pyatspi.
_spec = importlib.util.spec_from_file_location("a11y", os.path.join(HERE, "test-a11y.py"))
t = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(t)
import pyatspi  # noqa: E402  (test-a11y.py checked it is there)
skip = t.skip

if shutil.which("orca") is None:
    skip("Orca is not installed (Debian orca; build-aux/dev test installs it)")

# Orca 43 loads its scripts for a while before it speaks.
ORCA_START_S = 8.0
# Longer than the app's announcement delay and the MFU/MBU settle time.
SETTLE_S = 2.5
# The measurement (AK_PROBE_QUICK: a short one) probes the CPU and every
# GPU (lavapipe here); a loaded machine may take a while.
MEASURE_S = 120.0

CLASS_NAME = re.compile(r"\b(Gtk|Adw)[A-Z]\w*")
UNDERSCORE = re.compile(r"(^|[\s'\"(])_\w")


class Orca:
    """Orca on this session's buses, with settings nobody else reads.

    Orca block-buffers its debug file, so a log on disk lags its speech by
    kilobytes; a terminal is written line by line. Orca's debug file is a
    pseudo-terminal here, drained by a thread into self.text (and a copy
    on disk, kept for a failed run)."""

    def __init__(self, workdir):
        self.log = os.path.join(workdir, "orca.log")
        self.text = ""
        self.lock = threading.Lock()
        master, self.slave = os.openpty()
        tty.setraw(self.slave)
        env = dict(os.environ)
        env.pop("NO_AT_BRIDGE", None)
        env.pop("GTK_A11Y", None)
        env["HOME"] = os.path.join(workdir, "home")
        env["XDG_CONFIG_HOME"] = os.path.join(workdir, "config")
        env["XDG_DATA_HOME"] = os.path.join(workdir, "data")
        for folder in ("home", "config", "data"):
            os.makedirs(os.path.join(workdir, folder), exist_ok=True)
        self.reader = threading.Thread(target=self._drain, args=(master,), daemon=True)
        self.reader.start()
        self.process = subprocess.Popen(
            ["orca", "-u", os.path.join(workdir, "orca-settings"),
             "--debug-file", os.ttyname(self.slave)],
            env=env, start_new_session=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def _drain(self, master):
        with open(self.log, "wb") as copy:
            while True:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                copy.write(chunk)
                with self.lock:
                    self.text += chunk.decode("utf-8", errors="replace").replace("\r", "")

    def mark(self):
        with self.lock:
            return len(self.text)

    def spoken(self, since=0):
        """Every utterance logged after position @since, in order."""
        with self.lock:
            text = self.text[since:]
        said = []
        for line in text.splitlines():
            found = re.search(r"SPEECH OUTPUT: (['\"])(.*?)\1(\{[^{}]*\})?\s*$", line)
            if found:
                said.append(found.group(2))
        return said

    def wait_for(self, since, wanted, timeout=15.0):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if any(wanted(u) for u in self.spoken(since)):
                return True
            t.pump(0.2)
        return False

    def settle(self, quiet=2.0, timeout=25.0):
        """Waits until Orca has logged nothing for @quiet seconds: on a
        busy machine its speech lags the events by seconds."""
        end = time.monotonic() + timeout
        size, since = self.mark(), time.monotonic()
        while time.monotonic() < end:
            t.pump(0.2)
            now = self.mark()
            if now != size:
                size, since = now, time.monotonic()
            elif time.monotonic() - since >= quiet:
                return True
        return False

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.process.kill()
        os.close(self.slave)


def doubled(utterance):
    """A run of two or more words said twice in a row ("The idea The
    idea"), or a whole utterance that is one word twice."""
    words = utterance.replace("_", "").split()
    n = len(words)
    if n == 2 and words[0] == words[1]:
        return True
    for k in range(2, n // 2 + 1):
        for i in range(0, n - 2 * k + 1):
            if words[i:i + k] == words[i + k:i + 2 * k]:
                return True
    return False


def faults(utterances):
    """What a learner should never hear in @utterances."""
    bad = []
    for u in utterances:
        if CLASS_NAME.search(u):
            bad.append("class name: " + u)
        if UNDERSCORE.search(u):
            bad.append("underscore: " + u)
        if doubled(u):
            bad.append("doubled: " + u)
    return bad


def is_key_echo(utterance):
    return utterance.endswith(" ") and len(utterance) < 20


def clean(utterances):
    return [u for u in utterances if not is_key_echo(u)]


def plain(text):
    """Lesson markup as spoken: **bold** and `code` marks dropped, a link
    and a glossary term ([[term]], [[shown text|term]]) read as their text."""
    text = re.sub(r"\[\[([^\]|]*)(?:\|[^\]]*)?\]\]", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    return text.replace("**", "").replace("`", "").replace("*", "")


def first_blocks(page_id):
    page = t._PAGES[t.page_number(page_id) - 1]
    blocks = page.get("blocks", [])
    paragraph = next((b for b in blocks if b.get("type") == "paragraph"), None)
    heading = next((b for b in blocks if b.get("type") == "heading"), None)
    return paragraph, heading


def level_exported(app, text):
    """Whether the toolkit gives the heading @text's level to AT-SPI."""
    for acc in t.walk(app):
        try:
            if acc.getRole() == pyatspi.ROLE_HEADING and acc.name == text:
                return any(a.startswith("level:") for a in (acc.getAttributes() or []))
        except Exception:
            continue
    return False


def check_reading(orca, focus, app):
    """Alt+1, Tab to the text, then Down: each block is read in turn."""
    paragraph, heading = first_blocks(t.PAGE_IDS[0])
    t.goto_page(focus, 1)
    orca.settle()
    since = orca.mark()
    t.press_and_wait(focus, "Tab")
    for _ in range(6):
        t.key("Down")
        t.pump(0.8)
    orca.settle()
    said = clean(orca.spoken(since))
    start = plain(paragraph["text"])[:60]
    t.check(any(start in u for u in said), "reading: the page's first paragraph is spoken",
            "wanted %r in %r" % (start, said[:6]))
    if heading is not None:
        t.check(any(heading["text"] in u and "heading" in u for u in said),
                "reading: a heading is spoken as a heading",
                "wanted %r heading in %r" % (heading["text"], said[:8]))
        # GTK 4.8 does not export a heading's level (GTK_ACCESSIBLE_PROPERTY_LEVEL)
        # as the AT-SPI attribute Orca reads; where it does, Orca must say it.
        if any(heading["text"] in u and "heading level" in u for u in said) or level_exported(app, heading["text"]):
            t.check(any(heading["text"] in u and "heading level 2" in u for u in said),
                    "reading: the heading's level is spoken", repr(said[:8]))
        else:
            print("# GTK exports no heading level: Orca says 'heading' without one")
    bad = faults(said)
    t.check(not bad, "reading: no class name, underscore or doubling", "; ".join(bad[:4]))


def check_activity_prose(orca, focus):
    """The kitchen's text: Tab reaches it after the controls, Down goes on."""
    blocks = t._PAGES[t.page_number("kitchen") - 1].get("blocks", [])
    if len(blocks) < 2 or blocks[0].get("type") != "paragraph":
        return
    t.goto_page(focus, t.page_number("kitchen"))
    first = plain(blocks[0]["text"])[:40]
    found = t.focus_until(focus, lambda acc: acc.getRole() == pyatspi.ROLE_LABEL
                          and (acc.name or "").startswith(first))
    t.check(found, "kitchen: Tab reaches the page's text after its controls", t.describe(focus.current))
    if not found:
        return
    orca.settle()
    since = orca.mark()
    t.key("Down")
    t.pump(1.0)
    orca.settle()
    # The next block: a paragraph's text, or a list's first item.
    following = blocks[1].get("text") or blocks[1].get("items", [""])[0]
    second = plain(following)[:40]
    said = clean(orca.spoken(since))
    t.check(any(second in u for u in said), "kitchen: Down speaks the next block",
            "wanted %r in %r" % (second, said))
    t.check(not any(u.endswith("selected label.") for u in orca.spoken(0)),
            "kitchen: the text reached by Tab is not selected", "")


def check_interview_answer(orca, focus):
    """An interview question opened with Enter; Down speaks its answer."""
    page = t._PAGES[t.page_number("interview") - 1]
    qa = next((b for b in page.get("blocks", []) if b.get("type") == "qa"), None)
    if qa is None:
        return
    question = qa["items"][0]["question"] if "items" in qa else qa["qa"][0]["question"]
    answer = qa["items"][0]["answer"] if "items" in qa else qa["qa"][0]["answer"]
    t.goto_page(focus, t.page_number("interview"))
    found = t.focus_until(focus, lambda acc: (acc.name or "") == question)
    t.check(found, "interview: Tab reaches the first question", t.describe(focus.current))
    if not found:
        return
    t.key("Return")
    t.pump(0.8)
    orca.settle()
    since = orca.mark()
    t.key("Down")
    t.pump(1.0)
    orca.settle()
    start = plain(answer)[:40]
    said = clean(orca.spoken(since))
    # It used to stop the app on a GTK critical once the kitchen's text had
    # had the focus: an expander's child is taken out of the tree and put
    # back in GTK 4.8 (ak-reading-blocks.c, qa_new()).
    t.check(any(start in u for u in said), "interview: Down after an open question speaks its answer",
            "wanted %r in %r" % (start, said))
    t.key("Up")
    t.pump(0.5)
    t.key("Return")  # closed again
    orca.settle()


def check_slider(orca, focus, app):
    t.goto_page(focus, t.page_number("kitchen"))
    t.key("alt+c")  # the Cooks slider's mnemonic
    found = t.wait_until(lambda: focus.current is not None and
                         (focus.current.name or "").startswith("Cooks"), timeout=10)
    t.check(found, "kitchen: Alt+C focuses the Cooks slider", t.describe(focus.current))
    if not found:
        return
    orca.settle()
    slider = focus.current
    since = orca.mark()
    t.key("Page_Up")
    t.pump(SETTLE_S)
    orca.settle()
    value = int(slider.queryValue().currentValue)
    said = clean(orca.spoken(since))
    t.check(any(re.search(r"(^|\D)%d cooks?\b" % value, u) for u in said),
            "kitchen: a Cooks slider move speaks the new value", "%d: %r" % (value, said))
    t.key("Page_Down")
    t.pump(SETTLE_S)


def check_mbu_result(orca, focus):
    t.goto_page(focus, t.page_number("mfu-mbu"))
    found = t.focus_until(focus, lambda acc: acc.getRole() in (pyatspi.ROLE_TEXT, pyatspi.ROLE_ENTRY)
                          and (acc.name or "").startswith("Model size"))
    t.check(found, "mfu-mbu: the model size field takes the focus")
    if not found:
        return
    orca.settle()
    field = focus.current
    old = field.queryText().getText(0, -1)
    since = orca.mark()
    t.key("ctrl+a")
    subprocess.run(["xdotool", "type", "--delay", "120", "13"], check=True)
    t.pump(SETTLE_S)
    orca.settle()
    said = clean(orca.spoken(since))
    results = [u for u in said if "MBU" in u and "%" in u]
    t.check(len(results) == 1, "mfu-mbu: a result change is spoken once, after typing settles",
            repr(said))
    noise = [u for u in said if "unselected" in u.lower()]
    t.check(not noise, "mfu-mbu: typing in a number field says no 'Text unselected'", repr(noise))
    t.key("ctrl+a")
    subprocess.run(["xdotool", "type", "--delay", "40", old], check=True)
    t.pump(SETTLE_S)
    orca.settle()
    # From one number field to the next: GTK selects the new field's text
    # (select on focus), which takes the primary selection from the field
    # just left; Orca 43 speaks that field's lost selection although it is
    # not the focus.
    since = orca.mark()
    for _ in range(3):
        t.key("Tab")
        t.pump(1.0)
    orca.settle()
    noise = [u for u in clean(orca.spoken(since)) if "unselected" in u.lower()]
    todo(not noise, "mfu-mbu: Tab from one number field to the next says no 'Text unselected'",
         "Orca 43 presents the selection change of a field that is no longer the focus "
         "(default.py, onTextSelectionChanged, no check of the locus of focus); GTK 4.8 clears that "
         "field's selection when the next one selects its text on focus", repr(noise))


def check_measure(orca, focus):
    """A finished measurement's result is spoken once: the focus goes back
    from Cancel to Measure with the result in the button's name (through
    its description Orca 43 said it twice when it read the focus late)."""
    t.goto_page(focus, t.page_number("roofline"))
    found = t.focus_until(focus, lambda acc: acc.getRole() == pyatspi.ROLE_PUSH_BUTTON
                          and (acc.name or "").startswith("Measure This Computer"))
    t.check(found, "measure: Tab reaches Measure This Computer")
    if not found:
        return
    orca.settle()
    since = orca.mark()
    t.key("Return")
    finished = t.wait_until(lambda: any("Measurement finished" in u for u in orca.spoken(since)),
                            timeout=MEASURE_S)
    t.check(finished, "measure: the result is spoken when the measurement ends")
    if not finished:
        return
    t.pump(SETTLE_S)
    orca.settle()
    said = clean(orca.spoken(since))
    results = [u for u in said if "Measurement finished" in u]
    t.check(len(results) == 1, "measure: the result is spoken once", repr(results))
    t.check(not faults(said), "measure: no class name, underscore or doubling", "; ".join(faults(said)[:4]))


def check_menu(orca, focus):
    orca.settle()
    since = orca.mark()
    t.key("F10")
    t.pump(1.0)
    orca.settle()
    said = clean(orca.spoken(since))
    bad = faults(said)
    t.check(said and not bad, "the main menu is heard with no class name, underscore or doubling",
            "; ".join(bad[:4]) or repr(said))
    t.key("Escape")
    orca.settle()


def check_play(orca, focus):
    t.goto_page(focus, t.page_number("kitchen"))
    orca.settle()
    since = orca.mark()
    found = t.focus_until(focus, lambda acc: (acc.name or "").startswith(("Play", "Pause")))
    t.check(found, "kitchen: Tab reaches Play")
    if not found:
        return
    orca.settle()
    said = clean(orca.spoken(since))
    play = [u for u in said if "Play" in u]
    bad = faults(play)
    t.check(play and not bad, "kitchen: Play is heard by its name alone",
            "; ".join(bad[:4]) or repr(said[-3:]))


def x_windows():
    return subprocess.run(["xdotool", "search", "--onlyvisible", "--class", "."],
                          capture_output=True, text=True).stdout.split()


def check_reset_dialog(orca, focus, app):
    orca.settle()
    since = orca.mark()
    count = len(t.windows(app))
    before = x_windows()
    window = t.open_from_menu(focus, app, "Reset Progress…")
    t.check(window is not None, "the Reset dialog opens")
    if window is None:
        return
    # No window manager under Xvfb: the new window is given the keyboard
    # focus as a window manager would.
    new = sorted(set(x_windows()) - set(before), key=int)
    sys.stderr.write("new X windows: %s (of %s)\n" % (new, x_windows()))
    for window_id in new:
        subprocess.run(["xdotool", "windowfocus", "--sync", window_id], check=False)
    t.wait_until(lambda: focus.current is not None and focus.current.name != "Main Menu", timeout=10)
    orca.settle()
    said = clean(orca.spoken(since))
    t.check(any("cannot be undone" in u for u in said), "reset: the warning is spoken with the dialog",
            repr(said))
    name = focus.current.name if focus.current is not None else ""
    t.check(name == "Cancel", "reset: the focus starts on Cancel", t.describe(focus.current))
    bad = faults(said)
    t.check(not bad, "reset: no class name, underscore or doubling", "; ".join(bad[:4]))
    end = time.monotonic() + 10
    while time.monotonic() < end and len(t.windows(app)) > count:
        t.key("Escape")
        t.pump(0.5)
    t.focus_window()


def check_sort_pickup(orca, focus):
    """Enter on a sort card picks it up: its label is heard once (its new
    name, "..., picked up"), then what to do next, not the label again."""
    t.goto_page(focus, t.page_number("sort"))
    found = t.focus_until(focus, lambda acc: (acc.name or "").endswith(", in the tray"))
    t.check(found, "sort: a card takes the focus")
    if not found:
        return
    label = focus.current.name[:-len(", in the tray")]
    orca.settle()
    since = orca.mark()
    t.key("Return")
    t.pump(SETTLE_S)
    orca.settle()
    said = clean(orca.spoken(since))
    t.check(any("Press 1" in u for u in said), "sort: picking a card up says what to do next", repr(said))
    t.check(len([u for u in said if label in u]) == 1, "sort: a card's label is heard once when it is picked up",
            repr(said))
    t.check(not faults(said), "sort: no class name, underscore or doubling", "; ".join(faults(said)[:4]))
    t.key("Escape")
    t.pump(0.5)
    orca.settle()


def check_quiz_answer(orca, focus):
    t.goto_page(focus, t.page_number("quiz"))
    found = t.focus_until(focus, lambda acc: (acc.name or "").startswith("Answer 1:"))
    t.check(found, "quiz: the first answer takes the focus")
    if not found:
        return
    orca.settle()
    since = orca.mark()
    t.press_and_wait(focus, "1")
    t.pump(SETTLE_S)
    orca.settle()
    t.press_and_wait(focus, "Return")
    t.pump(SETTLE_S)
    orca.settle()
    said = clean(orca.spoken(since))
    bad = faults(said)
    t.check(said and not bad, "quiz: an answer and the next question are heard with no class name, "
            "underscore or doubling", "; ".join(bad[:4]) or repr(said))
    yours = [u for u in said if u.startswith("Your answer")]
    t.check(len(yours) <= 1, "quiz: the answered choice's verdict is heard at most once", repr(yours))
    feedback = [u for u in said if u.startswith(("Right!", "Not quite"))]
    # It is said in the name of Next Question, set before the focus moves
    # there; as its description Orca 43 said it twice when it read the
    # focus late (README, accessibility).
    t.check(len(feedback) == 1, "quiz: the feedback is spoken once", repr(feedback))


# Checks known to fail for a reason not yet fixed: TAP's TODO, reported
# but not failing the run.
todos = set()


def todo(ok, name, reason, detail=""):
    """A passing one is a plain ok (meson counts "ok # TODO" as a failure)."""
    label = name if ok else "%s # TODO %s" % (name, reason)
    if not ok:
        todos.add(label)
    t.check(ok, label, detail)


def report():
    print("1..%d" % len(t.results))
    for n, (ok, name, detail) in enumerate(t.results, 1):
        extra = "" if ok or not detail or name in todos else " # " + detail.replace("\n", " ")
        print("%s %d - %s%s" % ("ok" if ok else "not ok", n, name, extra))
        if not ok and name in todos and detail:
            print("# " + detail.replace("\n", " ")[:400])
    sys.exit(0 if all(ok or name in todos for ok, name, _ in t.results) else 1)


def main():
    workdir = tempfile.mkdtemp(prefix="ak-test-orca-")
    bus = None
    if os.path.exists(t.BUS_LAUNCHER):
        bus = subprocess.Popen([t.BUS_LAUNCHER, "--launch-immediately"], start_new_session=True,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(0.5)
    # A short measurement (check_measure() waits for its end).
    os.environ["AK_PROBE_QUICK"] = "1"
    app, accessible = t.start_app_on_bus()
    orca = None
    try:
        if accessible is None:
            skip("the app did not appear on the AT-SPI bus")
        orca = Orca(workdir)
        time.sleep(ORCA_START_S)
        if not orca.spoken():
            skip("Orca started but logged no speech (is its debug log written?)")
        if not t.focus_window():
            skip("no window to focus")
        focus = t.Focus()
        t.pump(2.0)
        checks = {
            "reading": lambda: check_reading(orca, focus, accessible),
            "prose": lambda: check_activity_prose(orca, focus),
            "slider": lambda: check_slider(orca, focus, accessible),
            "mbu": lambda: check_mbu_result(orca, focus),
            "menu": lambda: check_menu(orca, focus),
            "play": lambda: check_play(orca, focus),
            "sort": lambda: check_sort_pickup(orca, focus),
            "quiz": lambda: check_quiz_answer(orca, focus),
            "measure": lambda: check_measure(orca, focus),
            # After the kitchen's text: that order once stopped the app on
            # a GTK critical (see check_interview_answer()).
            "interview": lambda: check_interview_answer(orca, focus),
            # Last: after the dialog closes, Orca 43 here went silent for
            # the rest of the run ("[DEAD] no longer exists" in its log).
            "reset": lambda: check_reset_dialog(orca, focus, accessible),
        }
        # AK_ORCA_ONLY=reset,quiz runs some of them (while working on one).
        only = [name for name in os.environ.get("AK_ORCA_ONLY", "").split(",") if name]
        for name, run in checks.items():
            if not only or name in only:
                run()
    finally:
        if orca is not None:
            orca.stop()
        if app.poll() is not None:
            sys.stderr.write("the app exited with %s\n" % app.returncode)
        app.terminate()
        app.wait(timeout=t.HANG_GUARD_S)
        app.log.seek(0)
        sys.stderr.write(app.log.read())
        if bus is not None:
            os.killpg(bus.pid, signal.SIGTERM)
            bus.wait(timeout=t.HANG_GUARD_S)
        if orca is not None:
            sys.stderr.write("Orca's log: %s\n" % orca.log)
            for u in orca.spoken():
                sys.stderr.write("  said: %s\n" % u)
    report()


if __name__ == "__main__":
    main()
