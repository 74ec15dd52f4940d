#!/usr/bin/env bash
# A throwaway PostgreSQL server on 127.0.0.1 for the PostgreSQL store's tests.
#
#   eval "$(scripts/pg-test-server.sh start)"   # prints `export TOWERS_TEST_DATABASE_URL=...`
#   cargo test --features postgres --test store_postgres
#   scripts/pg-test-server.sh stop
#
# The cluster lives in $TOWERS_PG_DIR (default ${TMPDIR:-/tmp}/towers-pg-test), which `start`
# wipes first and `stop` removes. It listens on 127.0.0.1 only, on the first free port from
# 54320, requires a password (scram-sha-256; user and database `towers`, a random password),
# and runs as the `postgres` system user when started by root (PostgreSQL refuses root).
# Needs PostgreSQL's server programs (Debian: apt-get install postgresql).
set -euo pipefail

dir="${TOWERS_PG_DIR:-${TMPDIR:-/tmp}/towers-pg-test}"

say() { echo "pg-test-server: $*" >&2; }

# initdb and pg_ctl: on PATH, or where Debian's packages put them (newest version first).
find_bin() {
  if command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
    dirname "$(readlink -f "$(command -v pg_ctl)")"
    return
  fi
  local candidate
  for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
    if [ -x "$candidate/pg_ctl" ] && [ -x "$candidate/initdb" ]; then
      echo "$candidate"
      return
    fi
  done
  say "PostgreSQL's server programs (initdb, pg_ctl) are missing:"
  say "install them with: apt-get install -y --no-install-recommends postgresql"
  exit 1
}

# Runs a server program as a user PostgreSQL accepts.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start() {
  local bin password port url
  bin="$(find_bin)"
  if [ -f "$dir/data/postmaster.pid" ]; then
    stop
  fi
  rm -rf "$dir"
  mkdir -p "$dir"
  password="towers-$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')"
  printf '%s\n' "$password" >"$dir/pwfile"
  if [ "$(id -u)" = 0 ]; then
    if ! id postgres >/dev/null 2>&1; then
      say "running as root, but there is no postgres user to run the server as"
      exit 1
    fi
    chown -R postgres: "$dir"
  fi
  chmod 700 "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U towers --auth=scram-sha-256 \
    --pwfile="$dir/pwfile" -E UTF8 --locale=C >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  rm -f "$dir/pwfile"
  for port in $(seq 54320 54419); do
    port_in_use "$port" && continue
    if as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200" \
      start >&2; then
      url="postgres://towers:${password}@127.0.0.1:${port}/towers"
      PGPASSWORD="$password" "$bin/createdb" -h 127.0.0.1 -p "$port" -U towers towers
      (umask 077 && printf 'export TOWERS_TEST_DATABASE_URL=%q\n' "$url" | tee "$dir/env")
      say "PostgreSQL on 127.0.0.1:$port, data in $dir"
      return
    fi
    say "port $port did not work, trying the next one"
  done
  say "no free port between 54320 and 54419"
  tail -n 20 "$dir/server.log" >&2 || true
  exit 1
}

stop() {
  if [ -f "$dir/data/postmaster.pid" ]; then
    as_owner "$(find_bin)/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  *)
    echo "usage: $0 start|stop   (start prints the export line for eval)" >&2
    exit 2
    ;;
esac
