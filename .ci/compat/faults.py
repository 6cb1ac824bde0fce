"""Meets the platform's faults with third-party clients from PyPI and checks what each does: the embedded instance
serves a fault (`nowtape instance serve --fault NAME`), and each client's reaction is compared with the one
docs/limits.md records. A client that starts to hang, or reacts otherwise, fails the check, so the table stays true.

Usage: faults.py FAULT BASE_URL
"""

import asyncio
import sys
import urllib.parse

import aiosnow
import pysnow
import requests
from aiosnow.models import TableModel, fields

USER, PASSWORD = "admin", "admin"


class Incident(TableModel):
    sys_id = fields.String(is_primary=True)
    number = fields.String()


def name(error):
    return f"{type(error).__module__}.{type(error).__name__}"


def pysnow_reaction(base):
    client = pysnow.Client(host=urllib.parse.urlparse(base).netloc, user=USER, password=PASSWORD, use_ssl=False)
    try:
        rows = client.resource(api_path="/table/incident").get(query={}, limit=1).all()
        return f"returns {len(list(rows))} row(s)"
    except Exception as error:
        return f"raises {name(error)}"


async def aiosnow_reaction(base):
    client = aiosnow.Client(urllib.parse.urlparse(base).netloc, basic_auth=(USER, PASSWORD), use_ssl=False)
    try:
        async with Incident(client, table_name="incident") as incidents:
            response = await incidents.get(limit=1)
            return f"returns {len(response.data)} row(s)"
    except Exception as error:
        return f"raises {name(error)}"


def requests_reaction(base):
    answer = requests.get(f"{base}/api/now/table/incident?sysparm_limit=1", auth=(USER, PASSWORD), timeout=30)
    try:
        answer.json()
        return f"status {answer.status_code}, JSON"
    except ValueError as error:
        return f"status {answer.status_code}, {answer.headers.get('content-type')}; .json() raises {name(error)}"


# What each client does when it meets each fault, as docs/limits.md records it.
EXPECTED = {
    "hibernation": {
        "pysnow 0.7.17": "raises requests.exceptions.JSONDecodeError",
        "aiosnow 0.6.0": "raises aiosnow.exceptions.UnexpectedContentType",
        "requests": "status 200, text/html;charset=UTF-8; .json() raises requests.exceptions.JSONDecodeError",
    },
}


def main():
    fault, base = sys.argv[1], sys.argv[2].rstrip("/")
    seen = {
        "pysnow 0.7.17": pysnow_reaction(base),
        "aiosnow 0.6.0": asyncio.run(asyncio.wait_for(aiosnow_reaction(base), 60)),
        "requests": requests_reaction(base),
    }
    wrong = 0
    for client, reaction in seen.items():
        expected = EXPECTED[fault][client]
        status = "ok" if reaction == expected else "CHANGED"
        print(f"  {status:7} {fault}: {client} {reaction}")
        if reaction != expected:
            print(f"          docs/limits.md says it {expected}", file=sys.stderr)
            wrong += 1
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
