# The HTTPS flows, with Python's requests (and pysnow on a requests session) trusting NowTape's CA through `verify=`:
# - reverse mode: the embedded instance over --tls, recorded by `nowtape record --tls` with --upstream-ca, then
#   replayed by `nowtape replay --tls` with the instance stopped;
# - forward mode: the client calls https://dev12345.service-now.com through `proxies=`, and the recorder, mapping that
#   host to the local TLS instance, intercepts it; `nowtape replay --forward` then answers for the host offline.
# Each replay must give the recorded answers byte for byte. Source after common.sh, then call run_tls_flows.

tls_clients() { # label base-url [proxy-url]
    local label=$1 base=$2 proxy=${3:-}
    echo "== $label"
    timeout 120 "$python" .ci/compat/tls_clients.py "$base" "$work/ca/nowtape-ca.pem" "$work/$label.json" $proxy \
        || fail "requests got a wrong answer $label (listed above)"
}

same_answers() { # recorded-label replayed-label
    diff -u "$work/$1.json" "$work/$2.json" || fail "$2 answers differ from $1 (diff above)"
}

run_tls_flows() {
    export NOWTAPE_CA_DIR="$work/ca"
    "$nowtape" ca create >"$work/ca.log" 2>&1 || { cat "$work/ca.log" >&2; fail "nowtape ca create failed"; }
    local ca="$work/ca/nowtape-ca.pem" instance=dev12345.service-now.com

    local instance_port record_port forward_port replay_port
    instance_port=$(free_port)
    start tls-instance "$instance_port" "$nowtape" instance serve --tls --port "$instance_port"
    tls_clients tls-direct "https://127.0.0.1:$instance_port"

    record_port=$(free_port)
    start tls-recorder "$record_port" "$nowtape" record --tls --upstream "https://127.0.0.1:$instance_port" \
        --upstream-ca "$ca" --cassette "$work/tls.json" --mode record --port "$record_port"
    tls_clients tls-recorded "https://127.0.0.1:$record_port"
    stop_last || { cat "$work/tls-recorder.log" >&2; fail "the TLS recorder did not exit cleanly"; }

    forward_port=$(free_port)
    start forward-recorder "$forward_port" "$nowtape" record --forward --upstream "https://$instance" \
        --map "$instance=https://127.0.0.1:$instance_port" --upstream-ca "$ca" --cassette "$work/forward.json" \
        --mode record --port "$forward_port"
    tls_clients forward-recorded "https://$instance" "http://127.0.0.1:$forward_port"
    stop_last || { cat "$work/forward-recorder.log" >&2; fail "the forward recorder did not exit cleanly"; }
    stop_last || true
    if listening "$instance_port"; then fail "the TLS instance is still answering"; fi

    replay_port=$(free_port)
    start tls-replay "$replay_port" "$nowtape" replay "$work/tls.json" --tls --strict --repeats miss \
        --port "$replay_port"
    tls_clients tls-replayed "https://127.0.0.1:$replay_port"
    stop_last || { cat "$work/tls-replay.log" >&2; fail "replay --tls --strict reported misses (log above)"; }

    replay_port=$(free_port)
    start forward-replay "$replay_port" "$nowtape" replay "$work/forward.json" --forward --strict --repeats miss \
        --port "$replay_port"
    tls_clients forward-replayed "https://$instance" "http://127.0.0.1:$replay_port"
    stop_last || { cat "$work/forward-replay.log" >&2; fail "replay --forward --strict reported misses (log above)"; }

    same_answers tls-recorded tls-replayed
    same_answers forward-recorded forward-replayed
    for cassette in "$work/tls.json" "$work/forward.json"; do
        if grep -q -e "YWRtaW46YWRtaW4" -e "PRIVATE KEY" "$cassette"; then
            fail "$cassette holds a credential or a key; recordings must be redacted by default"
        fi
    done
    echo "compat: requests and pysnow answered right over TLS directly, through record --tls and record --forward," \
        "and from replay --tls and replay --forward; each replay equals its recording"
}
