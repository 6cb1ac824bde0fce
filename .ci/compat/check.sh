#!/usr/bin/env bash
# Third-party client compatibility: pysnow and aiosnow, from PyPI, drive the embedded instance three ways:
# directly, through `nowtape record`, and offline from `nowtape replay` with the instance stopped. Every answer is
# checked against an oracle, and the replayed answers must equal the recorded ones. Then requests and pysnow do the
# same over HTTPS, in reverse and forward-proxy mode (tls.sh). Loopback only; every step is bounded by a timeout.
set -euo pipefail
cd "$(dirname "$0")/../.."

source .ci/compat/common.sh
source .ci/compat/tls.sh

run_clients() {
    local label=$1 port=$2
    echo "== $label"
    timeout 120 "$python" .ci/compat/clients.py "http://127.0.0.1:$port" "$work/$label.json" \
        || fail "a client got a wrong answer $label (listed above)"
}

instance_port=$(free_port)
start instance "$instance_port" "$nowtape" instance serve --port "$instance_port"
run_clients direct "$instance_port"

record_port=$(free_port)
start recorder "$record_port" "$nowtape" record --upstream "http://127.0.0.1:$instance_port" \
    --cassette "$work/compat.json" --mode record --port "$record_port"
run_clients recorded "$record_port"
stop_last || { cat "$work/recorder.log" >&2; fail "the recorder did not exit cleanly"; }
stop_last || true
if listening "$instance_port"; then fail "the instance is still answering"; fi

replay_port=$(free_port)
start replay "$replay_port" "$nowtape" replay "$work/compat.json" --strict --repeats miss --port "$replay_port"
run_clients replayed "$replay_port"
stop_last || { cat "$work/replay.log" >&2; fail "replay --strict reported misses or interactions never played (log above)"; }

if grep -q -e "YWRtaW46YWRtaW4" -e '"password"' "$work/compat.json"; then
    fail "the cassette holds a credential; recordings must be redacted by default"
fi
if ! diff -u "$work/recorded.json" "$work/replayed.json"; then
    fail "replayed answers differ from the recorded ones (diff above)"
fi
interactions=$("$python" -c 'import json, sys; print(len(json.load(open(sys.argv[1]))["interactions"]))' "$work/compat.json")
echo "compat: pysnow and aiosnow answered right directly, through record, and from replay ($interactions interactions); replay equals record"

run_tls_flows

# The platform's faults, met by real clients: what each does is the one docs/limits.md records, and the drift
# canary reports a hibernating instance as hibernation (exit 75), never as drift.
echo "== faults"
for fault in hibernation semaphore token-expiry@50% node-change transaction-quota rate-limit session-limit; do
    fault_port=$(free_port)
    start "fault-${fault%@*}" "$fault_port" "$nowtape" instance serve --port "$fault_port" --fault "$fault"
    timeout 180 "$python" .ci/compat/faults.py "${fault%@*}" "http://127.0.0.1:$fault_port" \
        || fail "a client met $fault otherwise than docs/limits.md records (listed above)"
    if [ "$fault" = hibernation ]; then
        canary_status=0
        timeout 60 "$nowtape" canary --instance "http://127.0.0.1:$fault_port" --cassettes Cassettes/crud \
            --user admin:admin --rate 20 >"$work/canary.log" 2>&1 || canary_status=$?
        if [ "$canary_status" -ne 75 ] || ! grep -q "Hibernating" "$work/canary.log"; then
            cat "$work/canary.log" >&2
            fail "the canary did not report the hibernating instance as hibernation (exit $canary_status, log above)"
        fi
    fi
    stop_last || true
done
echo "compat: pysnow, aiosnow and requests met every platform fault as docs/limits.md records; the canary named hibernation (exit 75)"

# An instance learned from the bundled cassettes: pysnow's queries that no recording made agree with the recordings.
echo "== learned"
learned_port=$(free_port)
start learned "$learned_port" "$nowtape" instance serve --port "$learned_port" --learn Cassettes
timeout 120 "$python" .ci/compat/learned.py "http://127.0.0.1:$learned_port" Cassettes \
    || fail "pysnow's queries on the learned instance disagree with the recordings (listed above)"
stop_last || true
