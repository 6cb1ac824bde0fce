# What the compatibility checks share: a throwaway virtualenv with the PyPI clients, the debug nowtape binary, and
# servers started in the background and stopped with Ctrl-C. Source it from the package root.

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

# Whether something accepts connections on a loopback port (plain or TLS alike).
listening() { "$python" -c "import socket; socket.create_connection(('127.0.0.1', $1), 1).close()" 2>/dev/null; }

# Starts a server in the background and waits (up to 30 s) until it listens on its port.
start() {
    local name=$1 port=$2
    shift 2
    "$@" >"$work/$name.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 1 300); do
        if listening "$port"; then return 0; fi
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
