#!/usr/bin/env bash
# A throwaway PostgreSQL server for the sync tests: a new cluster in a temporary folder, run by an unprivileged
# user (initdb refuses root; as root the server runs as `nobody`), scram-sha-256 logins, a Unix socket in the
# cluster's folder, and TCP with TLS on 127.0.0.1 (a CA and a server certificate for `localhost` made here).
#
#   bash scripts/postgres-test-server.sh run swift test   # starts it, runs the command with the variables below
#                                                         # exported, stops it at the end, also on failure
#   eval "$(bash scripts/postgres-test-server.sh start DIR)" ... bash scripts/postgres-test-server.sh stop DIR
#
# Exported: PGHOST (the socket folder), PGPORT, PGUSER (a superuser), PGDATABASE, RITUALIST_TEST_PGPASSWORD_FILE
# (that role's password, in a file readable by the caller alone), RITUALIST_TEST_PG_TLS_PORT (the same
# port, over TCP with TLS on 127.0.0.1), RITUALIST_TEST_PG_CA (the CA of the server's certificate) and RITUALIST_TEST_PG_OTHER_CA (a CA that
# signed nothing of the server's). The binaries are looked for in PG_BIN, then /usr/lib/postgresql/*/bin.
set -euo pipefail

pg_bin() {
    if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
    local found
    found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
    if [ -z "$found" ] || [ ! -x "$found/initdb" ]; then
        echo "postgres-test-server: no PostgreSQL server binaries (install Debian's postgresql)" >&2
        exit 69
    fi
    echo "$found"
}

# Runs a command as the server's user: `nobody` when we are root, else ourselves.
as_server() {
    if [ "$(id -u)" = 0 ]; then runuser -u nobody -- "$@"; else "$@"; fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

make_certificates() {
    local dir=$1
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=ritualist test CA" \
        -keyout "$dir/ca.key" -out "$dir/ca.crt" 2>/dev/null
    openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=another test CA" \
        -keyout "$dir/other-ca.key" -out "$dir/other-ca.crt" 2>/dev/null
    openssl req -newkey rsa:2048 -nodes -subj "/CN=localhost" -keyout "$dir/server.key" -out "$dir/server.csr" \
        2>/dev/null
    printf 'subjectAltName=DNS:localhost\n' >"$dir/server.ext"
    openssl x509 -req -in "$dir/server.csr" -CA "$dir/ca.crt" -CAkey "$dir/ca.key" -CAcreateserial -days 2 \
        -extfile "$dir/server.ext" -out "$dir/server.crt" 2>/dev/null
    chmod 600 "$dir/server.key"
}

start() {
    local dir=$1 bin port password
    bin=$(pg_bin)
    mkdir -p "$dir"
    dir=$(cd "$dir" && pwd)
    mkdir -p "$dir/tls"
    make_certificates "$dir/tls"
    password=$(python3 -c 'import secrets; print(secrets.token_hex(16))')
    printf '%s\n' "$password" >"$dir/password"
    chmod 600 "$dir/password"
    cp "$dir/password" "$dir/server-password"
    port=$(free_port)
    mkdir -p "$dir/data" "$dir/socket" "$dir/log"
    if [ "$(id -u)" = 0 ]; then
        chown -R nobody "$dir/tls" "$dir/server-password" "$dir/data" "$dir/socket" "$dir/log"
        chmod 755 "$dir"
    fi
    as_server "$bin/initdb" -D "$dir/data" -U ritualist_admin --auth=scram-sha-256 \
        --pwfile="$dir/server-password" >"$dir/initdb.log" 2>&1
    cat >>"$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $port
unix_socket_directories = '$dir/socket'
ssl = on
ssl_cert_file = '$dir/tls/server.crt'
ssl_key_file = '$dir/tls/server.key'
fsync = off
CONF
    # Two ways in: the socket, and TCP with TLS only.
    cat >"$dir/data/pg_hba.conf" <<CONF
local all all scram-sha-256
hostssl all all 127.0.0.1/32 scram-sha-256
CONF
    if ! as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/log/server.log" -w -t 60 start >/dev/null; then
        cat "$dir/log/server.log" >&2
        return 1
    fi
    cat <<VARS
export PGHOST='$dir/socket'
export PGPORT='$port'
export PGUSER='ritualist_admin'
export PGDATABASE='postgres'
export RITUALIST_TEST_PGPASSWORD_FILE='$dir/password'
export RITUALIST_TEST_PG_TLS_PORT='$port'
export RITUALIST_TEST_PG_CA='$dir/tls/ca.crt'
export RITUALIST_TEST_PG_OTHER_CA='$dir/tls/other-ca.crt'
VARS
}

stop() {
    local dir=$1
    [ -d "$dir/data" ] || return 0
    as_server "$(pg_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
}

case "${1:-}" in
start) start "${2:?start DIR}" ;;
stop) stop "${2:?stop DIR}" ;;
run)
    shift
    [ $# -gt 0 ] || { echo "usage: $0 run COMMAND [ARGUMENT...]" >&2; exit 64; }
    dir=$(mktemp -d "${TMPDIR:-/tmp}/ritualist-postgres-XXXXXX")
    trap 'stop "$dir"' EXIT
    variables=$(start "$dir")
    eval "$variables"
    echo "postgres-test-server: PostgreSQL on $PGHOST and, with TLS, on 127.0.0.1:$PGPORT" >&2
    "$@"
    ;;
*)
    echo "usage: $0 run COMMAND [ARGUMENT...] | start DIR | stop DIR" >&2
    exit 64
    ;;
esac
