#!/usr/bin/env bash
# Runs the sandbox's whole jest suite on real PostgreSQL (the PGlite run is `pnpm test`): the
# `*-postgres.test.ts` suites (real parallelism, several instances on one database) and every
# other suite, each test file on its own copy of a template database migrated once
# (src/test/postgres-templates.ts). Installs Debian's `postgresql` when no server is installed
# (needs root and apt-get, as on CI), starts a cluster on a free port in a temporary directory,
# runs jest with SANDBOX_TEST_DATABASE_URL and always stops and removes the cluster. When PostgreSQL is missing and cannot be installed, it says so and skips (exit 0).
# Extra arguments go to jest (e.g. a test file, or `--testPathPatterns 'postgres\.test\.ts$'` for
# the PostgreSQL-only suites). Usage: pnpm --filter @casino/sandbox test:postgres
set -euo pipefail
cd "$(dirname "$0")/.."

find_bin() {
  if command -v pg_config >/dev/null 2>&1 && [ -x "$(pg_config --bindir)/initdb" ]; then
    pg_config --bindir
    return
  fi
  ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1
}

bin="$(find_bin)"
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "test:postgres: installing Debian's postgresql (apt-get)..."
    export DEBIAN_FRONTEND=noninteractive
    if ! apt-get install -y -q postgresql >/dev/null; then
      apt-get update -q >/dev/null && apt-get install -y -q postgresql >/dev/null || true
    fi
    bin="$(find_bin)"
  fi
fi
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "test:postgres: SKIPPED - PostgreSQL is not installed and cannot be installed here" \
    "(needs root and apt-get). Install the postgresql package to run the PostgreSQL suites."
  exit 0
fi

# initdb refuses root: the cluster belongs to the `postgres` user then.
as_owner=()
if [ "$(id -u)" = 0 ]; then as_owner=(runuser -u postgres --); fi

dir="$(mktemp -d /tmp/sandbox-pg-XXXXXX)"
[ "$(id -u)" = 0 ] && chown postgres "$dir"
port="$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

start=$(date +%s)
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
# A throw-away cluster: durability off (faster), only loopback TCP, its socket in its own directory.
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
"${as_owner[@]}" "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres sandbox_test
echo "test:postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (cluster up in $(($(date +%s) - start)) s)"

echo "test:postgres: node $(node --version)"
export SANDBOX_TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/sandbox_test"
# The contract fuzzer's 10,000 cases run in the PGlite run; here 2,000 look for PostgreSQL-only 5xx
# (each case is a network round-trip or more: the full count alone would take minutes on CI).
export FUZZ_CASES="${FUZZ_CASES:-2000}"
# --forceExit: a sandbox whose start outlived its hook's time limit keeps its pools open and would
# keep jest (and CI) waiting forever after the summary.
NODE_OPTIONS=--experimental-vm-modules jest --forceExit "$@"
echo "test:postgres: done in $(($(date +%s) - start)) s"
