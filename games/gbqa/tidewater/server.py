"""Tidewater Observatory: a text adventure written for qa's tests, as a GBQA benchmark game's backend would be
written by other people -- Python's standard http.server, GBQA's agent routes (POST /api/agent/new, POST
/api/agent/command {game_id, command}, GET /api/agent/state/<id>, GET /api/health), but its own field names:
answers are {ok, text, state, done, step}, and the state keeps location, paths, visible, carrying, charge, can_see
and moves. A lantern that needs a battery and drains as you walk, a dark observatory with a keypad whose code is in
the keeper's logbook, boxes to open, two things to fit together, and four hands' worth of carrying. The bugs in
../hidden/tidewater/bugs.json are planted below, each marked PLANTED.

Usage: python3 server.py --port N
"""

import argparse
import json
import re
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

TITLE = "Tidewater Observatory"
CARRY = 4
FULL_CHARGE = 12

ROOMS = {
    "jetty": {
        "name": "The Jetty",
        "text": "Weathered planks over black water. A mooring post leans at the end; a rusty ladder leads down into "
        "the water. A path climbs north, and a boathouse stands east.",
        "paths": {"north": "path", "east": "boathouse"},
    },
    "boathouse": {
        "name": "Boathouse",
        "text": "A boathouse that smells of tar. A tackle box sits on the workbench.",
        "paths": {"west": "jetty"},
    },
    "path": {
        "name": "Cliff Path",
        "text": "A path along the cliff. The keeper's cottage is north, the observatory east, the jetty south.",
        "paths": {"south": "jetty", "north": "cottage", "east": "observatory"},
    },
    "cottage": {
        "name": "Keeper's Cottage",
        "text": "A one-room cottage. A kettle hangs over the cold hearth.",
        "paths": {"south": "path"},
    },
    "observatory": {
        "name": "Observatory Hall",
        "text": "A round hall under the dome. A keypad glows beside a spiral stair going up; a crate stands by it.",
        "paths": {"west": "path", "up": "dome"},
        "dark": True,
    },
    "dome": {
        "name": "The Dome",
        "text": "The dome, open to the stars. An empty telescope mount points at the sky.",
        "paths": {"down": "observatory"},
    },
    "cave": {
        "name": "Sea Cave",
        "text": "A sea cave under the jetty. The ladder rises to the planks above.",
        "paths": {"up": "jetty"},
        "dark": True,
    },
}

FIXED = {"mooring post", "tackle box", "kettle", "keypad", "crate", "telescope mount"}
READABLE = {
    "logbook": "Keeper's log, last page: the dome door answers to 2-9-6. Mind the battery, it does not last.",
    "tide table": "High water at six, low water at noon.",
}


def new_game(game_id):
    return {
        "id": game_id,
        "room": "jetty",
        "items": {
            "jetty": ["mooring post", "lantern", "rope"],
            "boathouse": ["tackle box", "oar"],
            "path": [],
            "cottage": ["kettle", "logbook", "blank chart", "tide table"],
            "observatory": ["keypad", "crate"],
            "dome": ["telescope mount", "brass tube"],
            "cave": [],
        },
        "inside": {"tackle box": ["battery"], "crate": ["lens"]},
        "opened": [],
        "carrying": [],
        "battery_in": False,
        "lit": False,
        "charge": 0,
        "dome_open": False,
        "logbook_taken_text": True,
        "done": False,
        "moves": 0,
    }


def can_see(g):
    return not ROOMS[g["room"]].get("dark") or g["lit"]


def visible(g):
    return list(g["items"][g["room"]]) if can_see(g) else []


def state(g):
    paths = ROOMS[g["room"]]["paths"] if can_see(g) else {}
    return {
        "location": g["room"],
        "location_name": ROOMS[g["room"]]["name"],
        "paths": dict(paths),
        "visible": visible(g),
        "carrying": list(g["carrying"]),
        "charge": g["charge"],
        "lantern_lit": g["lit"],
        "can_see": can_see(g),
        "moves": g["moves"],
    }


def describe(g):
    room = ROOMS[g["room"]]
    if not can_see(g):
        if g["room"] == "cave":
            return "Black water laps at your boots. It is too dark to see anything at all."
        return "It is dark. Somewhere ahead a faint green glow hangs in the air."
    text = f"{room['name']}. {room['text']}"
    if g["room"] == "cottage":
        # PLANTED (description flaw): the table still shows the logbook after it has been taken.
        loose = [i for i in g["items"]["cottage"] if i not in FIXED and i != "logbook"]
        text += " On the table lies the keeper's logbook."
        if loose:
            text += f" You also see: {', '.join(loose)}."
    else:
        loose = [i for i in visible(g) if i not in FIXED]
        if loose:
            text += f" You see: {', '.join(loose)}."
    if g["room"] == "dome" and g["dome_open"]:
        text += " The stair door behind you stands open."
    return text


def drain(g):
    if g["lit"]:
        # PLANTED (out of range): the charge is never stopped at zero, and the lantern keeps burning on nothing.
        g["charge"] -= 1


def go(g, way):
    way = {"n": "north", "s": "south", "e": "east", "w": "west", "u": "up", "d": "down"}.get(way, way)
    if g["room"] == "cave" and not can_see(g):
        return False, "You grope along the wet rock but cannot find the ladder in the dark."
    paths = ROOMS[g["room"]]["paths"]
    # PLANTED (wrong acceptance): the ladder at the end of the jetty is not a way the jetty offers, but it is taken.
    if g["room"] == "jetty" and way == "down":
        g["room"] = "cave"
        drain(g)
        return True, describe(g)
    if way not in paths:
        return False, "There is no way in that direction."
    if g["room"] == "observatory" and way == "up" and not g["dome_open"]:
        return False, "The stair door is shut and locked by the keypad."
    g["room"] = paths[way]
    drain(g)
    return True, describe(g)


def find(g, words, pool):
    words = words.strip()
    for thing in pool:
        if thing == words:
            return thing
    for thing in pool:
        if words and words in thing:
            return thing
    return None


def take(g, words):
    if not can_see(g):
        return False, "You cannot see a thing."
    pool = visible(g) + [i for box in g["opened"] if box in visible(g) for i in g["inside"].get(box, [])]
    thing = find(g, words, pool)
    if thing is None:
        return False, f"There is no {words} here."
    if thing in FIXED:
        return False, f"The {thing} will not budge."
    if len(g["carrying"]) >= CARRY:
        return False, "Your hands are full."
    for box, inside in g["inside"].items():
        if thing in inside:
            inside.remove(thing)
            break
    else:
        g["items"][g["room"]].remove(thing)
    g["carrying"].append(thing)
    return True, f"Taken: {thing}."


def drop(g, words):
    thing = find(g, words, g["carrying"])
    if thing is None:
        return False, f"You are not holding any {words}."
    if not can_see(g):
        return False, "You keep hold of it: in this dark you would never find it again."
    g["carrying"].remove(thing)
    g["items"][g["room"]].append(thing)
    return True, f"Dropped: {thing}."


def open_(g, words):
    if not can_see(g):
        return False, "You cannot see a thing."
    thing = find(g, words, visible(g))
    if thing is None:
        return False, f"There is no {words} here."
    if thing not in g["inside"]:
        return False, f"The {thing} does not open."
    if thing in g["opened"]:
        return False, f"The {thing} is already open."
    g["opened"].append(thing)
    inside = g["inside"][thing]
    return True, f"You open the {thing}." + (f" Inside: {', '.join(inside)}." if inside else " It is empty.")


def read(g, words):
    if not can_see(g):
        return False, "It is too dark to read."
    thing = find(g, words, g["carrying"] + visible(g))
    if thing is None:
        return False, f"There is no {words} here."
    if thing == "blank chart":
        # PLANTED (crash): the blank chart has no text, and reading it fails inside the server.
        raise KeyError(thing)
    if thing not in READABLE:
        return False, f"Nothing is written on the {thing}."
    return True, f"The {thing} says: {READABLE[thing]}"


def switch(g, onoff, words):
    thing = find(g, words, g["carrying"])
    if thing != "lantern":
        return False, "You have nothing like that to switch."
    if onoff == "on":
        if not g["battery_in"]:
            return False, "The lantern clicks. It has no battery."
        if g["lit"]:
            return False, "It is already on."
        g["lit"] = True
        return True, "The lantern throws a warm circle of light."
    if not g["lit"]:
        return False, "It is already off."
    g["lit"] = False
    return True, "The lantern goes dark."


def insert(g, what, into):
    a = find(g, what, g["carrying"])
    if a is None:
        return False, f"You are not holding any {what}."
    if not can_see(g):
        return False, "It is too dark to fiddle with that."
    if a == "battery" and find(g, into, g["carrying"]) == "lantern":
        g["carrying"].remove("battery")
        g["battery_in"] = True
        g["charge"] = FULL_CHARGE
        return True, "The battery slides into the lantern."
    if a == "telescope" and g["room"] == "dome" and find(g, into, visible(g)) == "telescope mount":
        g["carrying"].remove("telescope")
        g["items"]["dome"].append("telescope")
        g["done"] = True
        return True, "The telescope locks into the mount. Through it the comet blazes across the sky. You have won!"
    return False, "That does not fit."


def combine(g, a, b):
    x = find(g, a, g["carrying"])
    y = find(g, b, g["carrying"])
    if x is None or y is None:
        return False, "You need to hold both."
    if {x, y} == {"lens", "brass tube"}:
        g["carrying"].remove("lens")
        g["carrying"].remove("brass tube")
        g["carrying"].append("telescope")
        return True, "The lens screws into the brass tube: a telescope!"
    return False, "Those do not fit together."


def dial(g, number):
    if g["room"] != "observatory" or not can_see(g):
        return False, "There is no keypad you can see here."
    if re.sub(r"\D", "", number) != "296":
        return False, "The keypad buzzes. Wrong code."
    if g["dome_open"]:
        return False, "The stair door is already open."
    g["dome_open"] = True
    return True, "The keypad chimes and the stair door swings open."


HELP = """What you can do here:
- look -- take in your surroundings
- go DIRECTION -- walk that way (north, south, east, west, up, down)
- take THING -- pick it up (you can hold four things)
- drop THING -- put it down
- open THING -- open a box or a lid
- read THING -- read what is written on it
- switch on THING / switch off THING -- work a switch
- insert THING into THING -- put one thing inside another
- combine THING with THING -- fit two things together
- dial NUMBER -- punch a number into a keypad
- inventory -- see what you hold
- help -- this list"""


def command(g, line):
    line = re.sub(r"\s+", " ", line.strip().lower())
    if g["done"]:
        return False, "The night is over. Start a new game to play again."
    if line in ("look", "l"):
        return True, describe(g)
    if line in ("inventory", "i"):
        return True, "You hold: " + (", ".join(g["carrying"]) or "nothing") + "."
    if line == "help":
        return True, HELP
    m = re.match(r"^(go|walk) (\w+)$", line) or re.match(r"^(north|south|east|west|up|down|n|s|e|w|u|d)$", line)
    if m:
        return go(g, m.group(m.lastindex))
    m = re.match(r"^(take|get|pick up) (.+)$", line)
    if m:
        return take(g, m.group(2))
    m = re.match(r"^drop (.+)$", line)
    if m:
        return drop(g, m.group(1))
    m = re.match(r"^open (.+)$", line)
    if m:
        return open_(g, m.group(1))
    m = re.match(r"^read (.+)$", line)
    if m:
        return read(g, m.group(1))
    m = re.match(r"^switch (on|off) (.+)$", line) or re.match(r"^turn (on|off) (.+)$", line)
    if m:
        return switch(g, m.group(1), m.group(2))
    m = re.match(r"^(?:insert|put) (.+?) (?:into|in) (.+)$", line)
    if m:
        return insert(g, m.group(1), m.group(2))
    m = re.match(r"^combine (.+?) with (.+)$", line)
    if m:
        return combine(g, m.group(1), m.group(2))
    m = re.match(r"^(?:dial|type|enter) (.+)$", line)
    if m:
        return dial(g, m.group(1))
    return False, "The wind takes your words away. (Try 'help'.)"


GAMES = {}


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def answer(self, status, body):
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def read_json(self):
        length = int(self.headers.get("content-length") or 0)
        raw = self.rfile.read(length) if length else b""
        try:
            return json.loads(raw) if raw else {}
        except ValueError:
            return {}

    def do_GET(self):
        if self.path == "/api/health":
            return self.answer(200, {"status": "healthy", "game": TITLE, "version": "0.9"})
        m = re.match(r"^/api/agent/state/([^/]+)$", self.path)
        if m and m.group(1) in GAMES:
            g = GAMES[m.group(1)]
            return self.answer(200, {"ok": True, "game_id": g["id"], "state": state(g), "done": g["done"]})
        self.answer(404, {"ok": False, "text": "Unknown route or game."})

    def do_POST(self):
        data = self.read_json()
        if self.path == "/api/agent/new":
            game_id = f"tw{len(GAMES) + 1}"
            GAMES[game_id] = g = new_game(game_id)
            intro = "Night at Tidewater. The comet comes tonight, and the observatory telescope is in pieces.\n"
            return self.answer(200, {"ok": True, "game_id": game_id, "text": intro + describe(g), "state": state(g)})
        if self.path == "/api/agent/command":
            g = GAMES.get(str(data.get("game_id")))
            if g is None or not isinstance(data.get("command"), str):
                return self.answer(400, {"ok": False, "text": "Give a game_id and a command."})
            try:
                ok, text = command(g, data["command"])
            except Exception as error:  # the crash a player would see: the server's own error page
                return self.answer(500, {"ok": False, "error": f"internal error: {type(error).__name__}: {error}"})
            if ok:
                g["moves"] += 1
            return self.answer(200, {"ok": ok, "text": text, "state": state(g), "done": g["done"], "step": g["moves"]})
        self.answer(404, {"ok": False, "text": "Unknown route."})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--port", type=int, default=5000)
    args = parser.parse_args()
    ThreadingHTTPServer(("127.0.0.1", args.port), Handler).serve_forever()


if __name__ == "__main__":
    main()
