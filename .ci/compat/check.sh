#!/usr/bin/env bash
# Third-party client compatibility: pysnow and aiosnow, from PyPI, drive the embedded instance three ways:
# directly, through `nowtape record`, and offline from `nowtape replay` with the instance stopped. Every answer is
# checked against an oracle, and the replayed answers must equal the recorded ones. Loopback only; every step is
# bounded by a timeout.
set -euo pipefail
cd "$(dirname "$0")/../.."

fail() { echo "compat: $*" >&2; exit 1; }

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill -INT "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

python3 -m venv "$work/venv" >/dev/null 2>&1 \
    || fail "cannot create a Python virtualenv; install python3-venv (Debian) and run again"
"$work/venv/bin/pip" install --quiet --disable-pip-version-check pysnow==0.7.17 aiosnow==0.6.0 requests \
    >"$work/pip.log" 2>&1 || { cat "$work/pip.log" >&2; fail "cannot install pysnow and aiosnow from PyPI (log above)"; }
python="$work/venv/bin/python"

swift build --product nowtape >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; fail "nowtape does not build"; }
nowtape="$(swift build --show-bin-path)/nowtape"

free_port() { "$python" -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# Starts a server in the background and waits (up to 30 s) until it answers on its port.
start() {
    local name=$1 port=$2
    shift 2
    "$@" >"$work/$name.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 1 300); do
        if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$port/"; then return 0; fi
        kill -0 "${pids[-1]}" 2>/dev/null || { cat "$work/$name.log" >&2; fail "$name exited before it answered"; }
        sleep 0.1
    done
    cat "$work/$name.log" >&2
    fail "$name did not answer on port $port within 30 s"
}

# Stops the server started last with Ctrl-C and returns its exit status.
stop_last() {
    local pid=${pids[-1]}
    kill -INT "$pid"
    local status=0
    timeout 30 tail --pid="$pid" -f /dev/null || fail "a server did not stop within 30 s of Ctrl-C"
    wait "$pid" || status=$?
    unset 'pids[-1]'
    return $status
}

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
    --cassette "$work/compat.json" --mode all --port "$record_port"
run_clients recorded "$record_port"
stop_last || { cat "$work/recorder.log" >&2; fail "the recorder did not exit cleanly"; }
stop_last || true
if curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$instance_port/"; then fail "the instance is still answering"; fi

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
