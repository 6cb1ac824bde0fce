"""A pysnow session against an instance learned from the bundled cassettes (`nowtape instance serve --learn
Cassettes`): queries the recordings never made (another filter, another order, paging), whose answers must agree with
what the cassettes show of the same records.

Usage: learned.py BASE_URL CASSETTES_FOLDER
"""

import base64
import glob
import json
import os
import sys
import urllib.parse

import pysnow

USER, PASSWORD = "admin", "admin"


def recorded_incidents(folder):
    """The incidents the cassettes show, by number: each field's values as recorded (any version)."""
    seen = {}
    for path in glob.glob(os.path.join(folder, "**", "*.json"), recursive=True):
        if ".bodies" in path:
            continue
        with open(path) as handle:
            cassette = json.load(handle)
        for interaction in cassette.get("interactions", []):
            url = interaction["request"]["url"]
            if "/table/incident" not in urllib.parse.urlparse(url).path:
                continue
            body = interaction["response"].get("body")
            if not body:
                continue
            try:
                if isinstance(body, dict) and "json" in body:
                    answer = body["json"]
                elif isinstance(body, dict) and "base64" in body:
                    answer = json.loads(base64.b64decode(body["base64"]))
                elif isinstance(body, dict) and "text" in body:
                    answer = json.loads(body["text"])
                else:
                    continue
            except (ValueError, TypeError):
                continue
            result = answer.get("result") if isinstance(answer, dict) else None
            for record in result if isinstance(result, list) else [result] if isinstance(result, dict) else []:
                number = record.get("number")
                if isinstance(number, dict):
                    number = number.get("value")
                if not number:
                    continue
                fields = seen.setdefault(number, {})
                for name, value in record.items():
                    if isinstance(value, dict):
                        value = value.get("value")
                    fields.setdefault(name, set()).add(value)
    return seen


def main():
    base, folder = sys.argv[1].rstrip("/"), sys.argv[2]
    recorded = recorded_incidents(folder)
    host = urllib.parse.urlparse(base).netloc
    client = pysnow.Client(host=host, user=USER, password=PASSWORD, use_ssl=False)
    incidents = client.resource(api_path="/table/incident")
    failures = []

    def check(label, rows, expect_at_least=1):
        if len(rows) < expect_at_least:
            failures.append(f"{label}: {len(rows)} rows, expected at least {expect_at_least}")
        for row in rows:
            known = recorded.get(row.get("number"))
            if known is None:
                failures.append(f"{label}: {row.get('number')} is not in the recordings")
                continue
            for name, value in row.items():
                if name in known and value not in known[name] and name not in ("sys_updated_on", "sys_mod_count"):
                    failures.append(f"{label}: {row['number']}.{name} is {value!r}, recorded {sorted(map(str, known[name]))}")
        print(f"  ok      {label}: {len(rows)} rows")

    fields = ["number", "short_description", "priority", "state"]
    # A filter and an order no recording used.
    query = (
        pysnow.QueryBuilder().field("priority").less_than_or_equal(3).AND().field("active").equals("true")
        .AND().field("number").is_not_empty()
    )
    rows = list(incidents.get(query=query, fields=fields, limit=5).all())
    check("priority <= 3 and active, first 5", rows)
    numbers = sorted((row["number"] for row in rows))
    # Paging: two pages of two, in number order, continue each other.
    # Incidents read only in part (their number never shown) have none here; page through those with one.
    first = list(incidents.get(query="numberISNOTEMPTY^ORDERBYnumber", fields=fields, limit=2, offset=0).all())
    second = list(incidents.get(query="numberISNOTEMPTY^ORDERBYnumber", fields=fields, limit=2, offset=2).all())
    check("page 1 by number", first, 2)
    check("page 2 by number", second, 2)
    if not first[-1]["number"] < second[0]["number"]:
        failures.append(f"paging: page 2 starts at {second[0]['number']}, before page 1 ends at {first[-1]['number']}")
    # One record by number, as a client looks one up.
    one = list(incidents.get(query={"number": numbers[0] if numbers else first[0]["number"]}, fields=fields).all())
    check("one incident by number", one, 1)
    if failures:
        for failure in failures:
            print(f"  WRONG   {failure}", file=sys.stderr)
        sys.exit(1)
    print(f"learned: pysnow's queries agree with the recordings ({len(recorded)} incidents recorded)")


if __name__ == "__main__":
    main()
