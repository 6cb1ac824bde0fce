"""Drives a ServiceNow instance (or a NowTape recorder or replay server in front of one) with third-party clients
from PyPI (pysnow for the Table and Attachment APIs, aiosnow for the Table API, requests for the Aggregate and
Batch APIs), and
checks every answer against an oracle computed from one full read of the table.

Usage: clients.py BASE_URL OUT.json

Exits 1, naming each wrong answer, when a client gets an answer the platform would not give. Writes every answer,
normalised, to OUT.json, so two runs (recorded and replayed) can be compared byte for byte.
"""

import asyncio
import base64
import datetime
import hashlib
import json
import os
import sys
import tempfile
import urllib.parse

import aiosnow
import pysnow
import requests
from aiosnow.models import TableModel, fields

USER, PASSWORD = "admin", "admin"
TABLE = "incident"
PHRASE = "Shared drive is full"

answers = []
failures = []


def record(client, call, answer):
    answers.append({"client": client, "call": call, "answer": answer})


def check(client, call, got, expected):
    record(client, call, got)
    status = "ok" if got == expected else "WRONG"
    print(f"  {status:5} {client:8} {call}")
    if got != expected:
        failures.append(f"{client} {call}: expected {expected!r}, got {got!r}")


def numbers(rows):
    return sorted(row["number"] for row in rows)


def oracle(base):
    """Every incident, read once with explicit %20 encoding and no client library."""
    query = urllib.parse.urlencode(
        {"sysparm_fields": "sys_id,number,short_description,state,priority,opened_at,caller_id",
         "sysparm_display_value": "all", "sysparm_exclude_reference_link": "true"},
        quote_via=urllib.parse.quote)
    reply = requests.get(f"{base}/api/now/table/{TABLE}?{query}", auth=(USER, PASSWORD), timeout=30)
    reply.raise_for_status()
    rows = []
    for row in reply.json()["result"]:
        rows.append({name: cell["value"] for name, cell in row.items()} | {
            "state_label": row["state"]["display_value"], "caller_name": row["caller_id"]["display_value"]})
    return rows


def pysnow_checks(base, rows):
    host = urllib.parse.urlparse(base).netloc
    client = pysnow.Client(host=host, user=USER, password=PASSWORD, use_ssl=False)
    incidents = client.resource(api_path=f"/table/{TABLE}")
    by = lambda test: numbers([row for row in rows if test(row)])

    got = numbers(incidents.get(query={"short_description": PHRASE}, fields=["number"]).all())
    check("pysnow", "get(query={short_description: phrase with spaces})", got, by(lambda r: r["short_description"] == PHRASE))

    builder = pysnow.QueryBuilder().field("short_description").contains("drive")
    got = numbers(incidents.get(query=builder, fields=["number"]).all())
    check("pysnow", "QueryBuilder contains('drive')", got, by(lambda r: "drive" in r["short_description"].lower()))

    builder = pysnow.QueryBuilder().field("short_description").not_contains("drive")
    got = numbers(incidents.get(query=builder, fields=["number"]).all())
    check("pysnow", "QueryBuilder not_contains('drive')", got,
          by(lambda r: r["short_description"] and "drive" not in r["short_description"].lower()))

    dates = sorted(row["opened_at"] for row in rows if row["opened_at"])
    low, high = dates[len(dates) // 4], dates[3 * len(dates) // 4]
    parse = lambda text: datetime.datetime.strptime(text, "%Y-%m-%d %H:%M:%S")
    builder = pysnow.QueryBuilder().field("opened_at").between(parse(low), parse(high))
    got = numbers(incidents.get(query=builder, fields=["number"]).all())
    check("pysnow", f"QueryBuilder between({low}, {high})", got, by(lambda r: low <= r["opened_at"] <= high))

    builder = pysnow.QueryBuilder().field("opened_at").greater_than(parse(high))
    got = numbers(incidents.get(query=builder, fields=["number"]).all())
    check("pysnow", f"QueryBuilder greater_than({high})", got, by(lambda r: r["opened_at"] > high))

    builder = pysnow.QueryBuilder().field("state").equals(["1", "2"]).AND().field("priority").less_than(3)
    got = numbers(incidents.get(query=builder, fields=["number"]).all())
    check("pysnow", "QueryBuilder state IN 1,2 AND priority < 3", got,
          by(lambda r: r["state"] in ("1", "2") and r["priority"] and int(r["priority"]) < 3))

    builder = pysnow.QueryBuilder().field("number").order_descending()
    pages = []
    for offset in range(0, 15, 5):
        pages += [row["number"] for row in incidents.get(query=builder, limit=5, offset=offset, fields=["number"]).all()]
    check("pysnow", "ORDERBYDESC number, three pages of 5", pages, sorted((r["number"] for r in rows), reverse=True)[:15])

    closed = incidents.get(query={"state": "7"}, fields=["number", "state"], display_value=True).all()
    got = sorted({row["state"] for row in closed})
    check("pysnow", "display_value=True on state=7", got, sorted({r["state_label"] for r in rows if r["state"] == "7"}))

    label = next(r["state_label"] for r in rows if r["state"] == "7")
    reply = requests.get(f"{base}/api/now/table/{TABLE}", params={"state": label, "sysparm_fields": "number"},
                         auth=(USER, PASSWORD), timeout=30)
    check("requests", f"name-value filter state={label} (display value)", numbers(reply.json()["result"]),
          by(lambda r: r["state"] == "7"))

    # pysnow keeps a resource's last query parameters for its next request, so writes use a resource of their own.
    incidents = client.resource(api_path=f"/table/{TABLE}")
    created = incidents.create(payload={"short_description": "pysnow compat check", "urgency": "2"}).one()
    check("pysnow", "create()", {k: created[k] for k in ("short_description", "urgency")},
          {"short_description": "pysnow compat check", "urgency": "2"})
    updated = incidents.update(query={"sys_id": created["sys_id"]}, payload={"urgency": "1"}).one()
    check("pysnow", "update() by sys_id", updated["urgency"], "1")
    fetched = incidents.get(query={"number": created["number"]}, fields=["number", "urgency"]).one()
    check("pysnow", "get().one() after update", fetched["urgency"], "1")
    deleted = incidents.delete(query={"sys_id": created["sys_id"]})
    check("pysnow", "delete()", deleted, {"status": "record deleted"})

    try:
        incidents.get(query={"sys_id": created["sys_id"]}).one()
        check("pysnow", "one() on a deleted record", "found", "NoResults")
    except pysnow.exceptions.NoResults:
        check("pysnow", "one() on a deleted record", "NoResults", "NoResults")

    # pysnow raises requests' HTTPError for an error status, before it reads the error envelope.
    try:
        client.resource(api_path="/table/no_such_table").get(query={}).all()
        check("pysnow", "get() on an unknown table", "answered", 400)
    except requests.exceptions.HTTPError as error:
        check("pysnow", "get() on an unknown table", error.response.status_code, 400)
        record("pysnow", "unknown table error", error.response.json()["error"])

    wrong = pysnow.Client(host=host, user=USER, password="wrong", use_ssl=False)
    try:
        wrong.resource(api_path=f"/table/{TABLE}").get(query={}, limit=1).all()
        check("pysnow", "wrong password", "answered", 401)
    except requests.exceptions.HTTPError as error:
        check("pysnow", "wrong password", error.response.status_code, 401)
        record("pysnow", "wrong password error", error.response.json()["error"])


def pysnow_attachment_checks(base):
    """pysnow's Attachment helper: upload a file to a new incident, list it, read it back, delete it."""
    host = urllib.parse.urlparse(base).netloc
    client = pysnow.Client(host=host, user=USER, password=PASSWORD, use_ssl=False)
    incidents = client.resource(api_path=f"/table/{TABLE}")
    created = incidents.create(payload={"short_description": "pysnow attachment compat check"}).one()
    content = b"pysnow attachment\n" * 100
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "notes.txt")
        with open(path, "wb") as handle:
            handle.write(content)
        uploaded = incidents.attachments.upload(created["sys_id"], path).one()
    stable = lambda meta: {k: meta[k] for k in ("file_name", "size_bytes", "content_type", "hash", "table_name")}
    check("pysnow", "attachments.upload()", stable(uploaded),
          {"file_name": "notes.txt", "size_bytes": str(len(content)), "content_type": "text/plain",
           "hash": hashlib.sha256(content).hexdigest(), "table_name": TABLE})
    listed = incidents.attachments.get(created["sys_id"])
    check("pysnow", "attachments.get(sys_id)", [stable(meta) for meta in listed], [stable(uploaded)])
    body = requests.get(uploaded["download_link"], auth=(USER, PASSWORD), timeout=30).content
    check("requests", "GET download_link", body == content, True)
    check("pysnow", "attachments.delete()", incidents.attachments.delete(uploaded["sys_id"]),
          {"status": "record deleted"})
    check("pysnow", "attachments.get() after delete", incidents.attachments.get(created["sys_id"]), [])

    # A name with spaces, quotes and accents round-trips: in the metadata, and in the download's Content-Disposition.
    name = 'Résumé "v2" notes.txt'
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, name)
        with open(path, "wb") as handle:
            handle.write(content)
        odd = incidents.attachments.upload(created["sys_id"], path).one()
    check("pysnow", "attachments.upload() of an odd name", odd["file_name"], name)
    download = requests.get(odd["download_link"], auth=(USER, PASSWORD), timeout=30)
    disposition = download.headers.get("Content-Disposition", "")
    exact = urllib.parse.unquote(disposition.split("filename*=UTF-8''", 1)[-1]) if "filename*=" in disposition else ""
    check("requests", "Content-Disposition filename* of an odd name", exact, name)
    check("requests", "x-attachment-metadata of an odd name",
          json.loads(download.headers.get("x-attachment-metadata", "{}")).get("file_name"), name)
    incidents.attachments.delete(odd["sys_id"])
    incidents.delete(query={"sys_id": created["sys_id"]})


def requests_api_checks(base, rows):
    """The Aggregate and Batch APIs with plain requests, against the oracle's rows."""
    auth = (USER, PASSWORD)
    stats = requests.get(f"{base}/api/now/stats/{TABLE}", params={"sysparm_count": "true"}, auth=auth, timeout=30)
    check("requests", "stats count", stats.json()["result"]["stats"]["count"], str(len(rows)))
    grouped = requests.get(f"{base}/api/now/stats/{TABLE}",
                           params={"sysparm_count": "true", "sysparm_group_by": "state"}, auth=auth, timeout=30)
    counts = {g["groupby_fields"][0]["value"]: int(g["stats"]["count"]) for g in grouped.json()["result"]}
    expected = {}
    for row in rows:
        expected[row["state"]] = expected.get(row["state"], 0) + 1
    check("requests", "stats count grouped by state", counts, expected)
    batch = {"batch_request_id": "compat", "rest_requests": [
        {"id": "one", "method": "GET", "url": f"/api/now/table/{TABLE}?sysparm_limit=1&sysparm_fields=number",
         "headers": [{"name": "Accept", "value": "application/json"}]},
        {"id": "bad", "method": "GET", "url": "/api/now/table/no_such_table", "headers": []}]}
    served = requests.post(f"{base}/api/now/v1/batch", json=batch, auth=auth, timeout=30).json()["serviced_requests"]
    check("requests", "batch statuses", [(entry["id"], entry["status_code"]) for entry in served],
          [("one", 200), ("bad", 400)])
    first = json.loads(base64.b64decode(served[0]["body"]))["result"][0]["number"]
    check("requests", "batch body", first in {row["number"] for row in rows}, True)


class Incident(TableModel):
    sys_id = fields.String(is_primary=True)
    number = fields.String()
    short_description = fields.String()
    urgency = fields.String()


async def aiosnow_checks(base, rows):
    host = urllib.parse.urlparse(base).netloc
    client = aiosnow.Client(host, basic_auth=(USER, PASSWORD), use_ssl=False)
    by = lambda test: numbers([row for row in rows if test(row)])
    async with Incident(client, table_name=TABLE) as incidents:
        response = await incidents.get(Incident.short_description.contains("drive"))
        check("aiosnow", "contains('drive') (sends *)", numbers(response.data),
              by(lambda r: "drive" in r["short_description"].lower()))
        response = await incidents.get(Incident.short_description.not_contains("drive"))
        check("aiosnow", "not_contains('drive') (sends !*)", numbers(response.data),
              by(lambda r: r["short_description"] and "drive" not in r["short_description"].lower()))
        response = await incidents.get(Incident.short_description.equals(PHRASE))
        check("aiosnow", "equals(phrase with spaces)", numbers(response.data), by(lambda r: r["short_description"] == PHRASE))
        response = await incidents.get(Incident.short_description.starts_with("Shared"), limit=3)
        check("aiosnow", "starts_with('Shared'), limit 3", len(response.data),
              min(3, len(by(lambda r: r["short_description"].lower().startswith("shared")))))

        created = await incidents.create({"short_description": "aiosnow compat check", "urgency": "3"})
        check("aiosnow", "create()", created["short_description"], "aiosnow compat check")
        sys_id = created["sys_id"]
        updated = await incidents.update(Incident.sys_id.equals(sys_id), {"urgency": "1"})
        check("aiosnow", "update() by condition", updated["urgency"], "1")
        one = await incidents.get_one(Incident.sys_id.equals(sys_id))
        check("aiosnow", "get_one() after update", one["urgency"], "1")
        await incidents.delete(sys_id)
        try:
            await incidents.get_one(Incident.sys_id.equals(sys_id))
            check("aiosnow", "get_one() on a deleted record", "found", "NoItems")
        except aiosnow.exceptions.NoItems:
            check("aiosnow", "get_one() on a deleted record", "NoItems", "NoItems")


def main():
    base, out = sys.argv[1].rstrip("/"), sys.argv[2]
    rows = oracle(base)
    record("oracle", "rows", len(rows))
    requests_api_checks(base, rows)
    pysnow_checks(base, rows)
    pysnow_attachment_checks(base)
    asyncio.run(aiosnow_checks(base, rows))
    with open(out, "w") as handle:
        json.dump(answers, handle, indent=1, sort_keys=True)
    if failures:
        print(f"{len(failures)} wrong answer(s):", file=sys.stderr)
        for failure in failures:
            print(f"  {failure}", file=sys.stderr)
        sys.exit(1)
    print(f"all {len(answers)} answers right")


if __name__ == "__main__":
    main()
