"""Drives an instance over HTTPS with Python's requests (and pysnow on a requests session), trusting NowTape's CA with
`verify=` and, in forward mode, reaching the instance's own URL through `proxies=`.

Usage: tls_clients.py BASE_URL CA_FILE OUT.json [PROXY_URL]

BASE_URL is what the client calls: a TLS listener's own https:// address (reverse mode), or the instance's real URL,
such as https://dev12345.service-now.com, with PROXY_URL set to the forward proxy. Exits 1, naming each wrong answer.
Writes every answer, normalised, to OUT.json, so a recorded run and its replay can be compared byte for byte.
"""

import json
import sys
import urllib.parse

import pysnow
import requests

USER, PASSWORD = "admin", "admin"

answers = []
failures = []


def check(call, got, expected=None, ok=None):
    """Records `got`; it is wrong when it differs from `expected`, or when `ok` says so."""
    answers.append({"call": call, "answer": got})
    wrong = (expected is not None and got != expected) or (ok is not None and not ok(got))
    print(f"  {'WRONG' if wrong else 'ok':5} {call}")
    if wrong:
        failures.append(f"{call}: got {got!r}" + (f", expected {expected!r}" if expected is not None else ""))


def session(ca, proxy):
    s = requests.Session()
    s.trust_env = False  # only the proxy and CA given here
    s.verify = ca
    if proxy:
        s.proxies = {"http": proxy, "https": proxy}
    return s


def main():
    base, ca, out = sys.argv[1], sys.argv[2], sys.argv[3]
    proxy = sys.argv[4] if len(sys.argv) > 4 else None
    s = session(ca, proxy)

    # An untrusted client is refused: the listener's certificate is signed by NowTape's CA, not a public one.
    untrusted = requests.Session()
    untrusted.trust_env = False
    if proxy:
        untrusted.proxies = {"http": proxy, "https": proxy}
    try:
        untrusted.get(f"{base}/api/now/table/incident?sysparm_limit=1", auth=(USER, PASSWORD), timeout=30)
        check("a client without the CA is refused", "accepted", "refused")
    except requests.exceptions.SSLError as error:
        check("a client without the CA is refused", "refused", "refused")
        if "CERTIFICATE_VERIFY_FAILED" not in str(error):
            failures.append(f"expected a certificate verification failure, got {error}")

    # A page, read with Basic auth; its Link header must name the URL the client used.
    page = s.get(f"{base}/api/now/table/incident",
                 params={"sysparm_limit": 3, "sysparm_query": "ORDERBYnumber", "sysparm_fields": "number,state"},
                 auth=(USER, PASSWORD), timeout=30)
    check("GET a page: status", page.status_code, 200)
    rows = page.json()["result"]
    check("GET a page: rows", rows, ok=lambda got: len(got) == 3 and got == sorted(got, key=lambda r: r["number"]))
    links = page.headers.get("Link", "")
    next_url = page.links.get("next", {}).get("url", "")
    check("GET a page: the next link", next_url, ok=lambda url: url.startswith(base + "/api/now/table/incident?"))
    check("GET a page: the total", page.headers.get("X-Total-Count"), ok=lambda count: count and int(count) > 3)

    # Follow the next link as sent, with the session cookie the first answer set and no credentials.
    cookies = sorted(cookie.name for cookie in s.cookies)
    check("the answer set a session cookie", bool(cookies), True)
    following = s.get(next_url, timeout=30)
    check("the next link with only the cookie: status", following.status_code, 200)
    check("the next link: rows", [row["number"] for row in following.json()["result"]],
          ok=lambda got: len(got) == 3 and got[0] > rows[-1]["number"])

    # Create, read, update and delete an incident.
    created = s.post(f"{base}/api/now/table/incident", json={"short_description": "Laptop dock flickers over TLS"},
                     auth=(USER, PASSWORD), timeout=30)
    check("POST an incident: status", created.status_code, 201)
    sys_id = created.json()["result"]["sys_id"]
    location = created.headers.get("Location", "")
    check("POST an incident: Location", location, f"{base}/api/now/table/incident/{sys_id}")
    updated = s.patch(location, json={"state": "2"}, auth=(USER, PASSWORD), timeout=30)
    check("PATCH it: state", updated.json()["result"]["state"], "2")
    read = s.get(location, params={"sysparm_fields": "short_description,state"}, auth=(USER, PASSWORD), timeout=30)
    check("GET it", read.json()["result"], {"short_description": "Laptop dock flickers over TLS", "state": "2"})
    check("DELETE it", s.delete(location, auth=(USER, PASSWORD), timeout=30).status_code, 204)
    check("GET it again", s.get(location, auth=(USER, PASSWORD), timeout=30).status_code, 404)

    # pysnow on the same trusted (and proxied) session.
    parts = urllib.parse.urlsplit(base)
    pysnow_session = session(ca, proxy)
    pysnow_session.auth = (USER, PASSWORD)
    client = pysnow.Client(host=parts.netloc, use_ssl=True, session=pysnow_session)
    first = rows[0]["number"]
    found = client.resource(api_path="/table/incident").get(query={"number": first}, fields=["number"]).one()
    check("pysnow: one incident by number", found, {"number": first})

    # The listener's own address differs between a recording and its replay; the answers are compared without it.
    with open(out, "w") as file:
        file.write(json.dumps(answers, indent=1, sort_keys=True).replace(base, "{base}"))
    if failures:
        print("\n".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
