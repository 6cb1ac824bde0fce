#!/usr/bin/env python3
"""Writes COUNT Table API interactions, as a live instance answers them, into cassettes of 100 interactions each:
lists and single reads of a custom asset table (strings, numbers, booleans, dates, choices, references to users),
read with and without display values, with updates between reads and a few creates.

Usage: generate_learning_cassettes.py FOLDER COUNT
"""
import hashlib
import json
import os
import random
import sys

ORIGIN = "https://dev12345.service-now.com"


def sys_id(kind, n):
    return hashlib.md5(f"{kind}-{n}".encode()).hexdigest()


def user(n):
    return {"sys_id": sys_id("user", n), "name": f"User {n}"}


def asset(n, version, display):
    owner = user(n % 50)
    state = ["1", "2", "3", "6"][n % 4]
    labels = {"1": "In use", "2": "In stock", "3": "In maintenance", "6": "Retired"}
    values = {
        "sys_id": sys_id("asset", n), "number": f"AST{1_000_000 + n:07d}", "u_name": f"Asset {n}",
        "u_cost": str(100 + n % 900), "u_active": "true" if n % 3 else "false",
        "u_bought": f"2025-{1 + n % 12:02d}-{1 + n % 28:02d}",
        "sys_updated_on": f"2026-01-{1 + version:02d} 10:00:00", "sys_mod_count": str(version),
        "sys_created_on": "2025-12-01 09:00:00", "sys_created_by": "admin", "sys_updated_by": "admin",
        "u_state": state, "u_notes": f"note {version}",
    }
    record = {}
    for name, value in values.items():
        if display:
            shown = labels[state] if name == "u_state" else value
            record[name] = {"display_value": shown, "value": value}
        else:
            record[name] = value
    link = f"{ORIGIN}/api/now/table/sys_user/{owner['sys_id']}"
    record["u_owner"] = (
        {"display_value": owner["name"], "link": link, "value": owner["sys_id"]} if display
        else {"link": link, "value": owner["sys_id"]})
    return record


def interaction(method, target, status, body, sent=None):
    # As the recorder keeps a signed-in request: the credentials redacted, the user named.
    request = {
        "method": method, "url": ORIGIN + target,
        "headers": {"Accept": "application/json", "Authorization": "Basic NOWTAPE_REDACTED_1"}, "user": "admin"}
    if sent is not None:
        request["headers"]["Content-Type"] = "application/json"
        request["body"] = {"json": sent}
    return {
        "recorded_at": "2026-01-02T10:00:00.000Z", "duration_ms": 12.5, "request": request,
        "response": {
            "status": status, "headers": {"Content-Type": "application/json;charset=UTF-8"}, "body": {"json": body}},
    }


def main():
    folder, count = sys.argv[1], int(sys.argv[2])
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(2026)
    interactions = []
    for i in range(count):
        kind = rng.random()
        version = i // 2000
        if kind < 0.5:
            start = rng.randrange(0, 5000)
            display = rng.random() < 0.5
            records = [asset(n, version, display) for n in range(start, start + 20)]
            query = "sysparm_limit=20&sysparm_offset=%d%s" % (start, "&sysparm_display_value=all" if display else "")
            interactions.append(interaction("GET", f"/api/now/table/u_asset?{query}", 200, {"result": records}))
        elif kind < 0.97:
            n = rng.randrange(0, 5000)
            interactions.append(
                interaction("GET", f"/api/now/table/u_asset/{sys_id('asset', n)}", 200, {"result": asset(n, version, False)}))
        else:
            n = 100_000 + i
            record = asset(n, 0, False)
            record["u_state"] = "2"
            interactions.append(
                interaction("POST", "/api/now/table/u_asset", 201, {"result": record}, sent={"u_name": f"Asset {n}"}))
    for index in range(0, count, 100):
        cassette = {"nowtape_cassette": 1, "upstream": ORIGIN, "interactions": interactions[index:index + 100]}
        with open(os.path.join(folder, f"session-{index // 100:04d}.json"), "w") as handle:
            json.dump(cassette, handle)


if __name__ == "__main__":
    main()
