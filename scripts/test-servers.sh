#!/usr/bin/env bash
# Sourced by scripts/test.sh: starts the real servers the shared registry's tests use, on this
# machine only, and stops them on exit (also on failure):
#   - PostgreSQL (Debian's postgresql): initdb and the server run as the postgres user (as the
#     current user when not root), listening on a unix socket in a temporary folder, no TCP;
#   - git daemon with receive-pack on a free loopback port, serving bare repositories that the
#     tests create in a temporary folder;
#   - OpenSSH's sshd (Debian's openssh-server) on a free loopback port, with its own host key and
#     one authorized client key, for pushes over ssh:// as the current user.
# Exports DSYS_TEST_POSTGRES (a registry URL; tests replace its registry name), PGPASSWORD for
# it, DSYS_TEST_GIT (git://127.0.0.1:PORT) and DSYS_TEST_GIT_ROOT (the daemon's base path),
# DSYS_TEST_SSH (ssh://USER@127.0.0.1:PORT), DSYS_TEST_SSH_KEY (the client's private key) and
# DSYS_TEST_SSH_HOST_KEY (the server's public key); and DSYS_TEST_PIDS, a folder where the tests of
# `dsysctl serve` note the servers and browsers they start, which stop_test_servers stops if a test
# could not.

test_servers_folder=""
test_servers_pg_bin=""
test_servers_owner=""

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u "$test_servers_owner" -- "$@"; else "$@"; fi
}

stop_test_servers() {
  [ -n "$test_servers_folder" ] || return 0
  # What a test started and could not stop itself (its process crashed or was killed): `dsysctl serve` servers
  # (process-PID) and headless browsers with their driver (group-PGID). A test that ends removes its file.
  local file
  for file in "$test_servers_folder"/pids/process-*; do
    [ -f "$file" ] && kill "$(cat "$file")" 2>/dev/null || true
  done
  for file in "$test_servers_folder"/pids/group-*; do
    [ -f "$file" ] && kill -- "-$(cat "$file")" 2>/dev/null || true
  done
  local pid_file
  for pid_file in "$test_servers_folder/git.pid" "$test_servers_folder/ssh/sshd.pid"; do
    [ -f "$pid_file" ] && kill "$(cat "$pid_file")" 2>/dev/null || true
  done
  if [ -f "$test_servers_folder/pg/postmaster.pid" ]; then
    as_owner "$test_servers_pg_bin/pg_ctl" -D "$test_servers_folder/pg" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$test_servers_folder"
  test_servers_folder=""
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

# Waits up to five seconds for a server to accept connections on the loopback PORT.
wait_for_port() {
  for _ in $(seq 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0
    sleep 0.1
  done
}

start_test_servers() {
  test_servers_pg_bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
  [ -x "$test_servers_pg_bin/initdb" ] || { echo "test-servers: PostgreSQL is not installed" >&2; return 1; }
  test_servers_folder="$(mktemp -d /tmp/dsys-test-servers.XXXXXX)"
  chmod 755 "$test_servers_folder"
  test_servers_owner="$(id -un)"
  [ "$(id -u)" -eq 0 ] && test_servers_owner=postgres
  local password
  password="$(python3 -c 'import secrets; print(secrets.token_hex(16))')"
  mkdir -p "$test_servers_folder/socket" "$test_servers_folder/git" "$test_servers_folder/pids"
  export DSYS_TEST_PIDS="$test_servers_folder/pids"
  printf '%s\n' "$password" >"$test_servers_folder/pw"
  chown -R "$test_servers_owner" "$test_servers_folder/socket" "$test_servers_folder/pw" 2>/dev/null || true
  chmod 600 "$test_servers_folder/pw"
  if [ "$(id -u)" -eq 0 ]; then
    install -d -o "$test_servers_owner" -m 700 "$test_servers_folder/pg"
  else
    install -d -m 700 "$test_servers_folder/pg"
  fi
  as_owner "$test_servers_pg_bin/initdb" -D "$test_servers_folder/pg" -U postgres --auth=scram-sha-256 \
    --pwfile="$test_servers_folder/pw" --no-sync >"$test_servers_folder/initdb.log" 2>&1 ||
    { cat "$test_servers_folder/initdb.log" >&2; return 1; }
  local port
  port="$(free_port)"
  # No TCP at all: the socket in the temporary folder is the only way in. fsync off: a test server.
  as_owner "$test_servers_pg_bin/pg_ctl" -D "$test_servers_folder/pg" -l "$test_servers_folder/socket/pg.log" -w \
    -o "-c listen_addresses='' -k $test_servers_folder/socket -p $port -c fsync=off -c max_connections=100" \
    start >/dev/null || { cat "$test_servers_folder/socket/pg.log" >&2; return 1; }
  export PGPASSWORD="$password"
  "$test_servers_pg_bin/psql" -h "$test_servers_folder/socket" -p "$port" -U postgres -d postgres -q \
    -c "CREATE DATABASE dsys_test" >/dev/null
  export DSYS_TEST_POSTGRES="postgres://postgres@/dsys_test/tests?host=$test_servers_folder/socket&port=$port"

  local git_port
  git_port="$(free_port)"
  git daemon --reuseaddr --listen=127.0.0.1 --port="$git_port" --base-path="$test_servers_folder/git" \
    --export-all --enable=receive-pack --detach --pid-file="$test_servers_folder/git.pid" \
    "$test_servers_folder/git"
  wait_for_port "$git_port"
  export DSYS_TEST_GIT="git://127.0.0.1:$git_port"
  export DSYS_TEST_GIT_ROOT="$test_servers_folder/git"

  # sshd refuses to start as root without its privilege separation folder; as another user it
  # can only let that user in, which is all the tests need.
  local ssh="$test_servers_folder/ssh" ssh_port
  ssh_port="$(free_port)"
  mkdir -p "$ssh"
  [ "$(id -u)" -eq 0 ] && install -d -m 755 /run/sshd
  ssh-keygen -q -t ed25519 -N '' -C dsys-test-host -f "$ssh/host_key"
  ssh-keygen -q -t ed25519 -N '' -C dsys-test-client -f "$ssh/client_key"
  cp "$ssh/client_key.pub" "$ssh/authorized_keys"
  printf '%s\n' "Port $ssh_port" "ListenAddress 127.0.0.1" "HostKey $ssh/host_key" \
    "AuthorizedKeysFile $ssh/authorized_keys" "PidFile $ssh/sshd.pid" "StrictModes no" "UsePAM no" \
    "PasswordAuthentication no" "KbdInteractiveAuthentication no" "PermitRootLogin prohibit-password" \
    >"$ssh/sshd_config"
  /usr/sbin/sshd -f "$ssh/sshd_config" -E "$ssh/sshd.log" ||
    { cat "$ssh/sshd.log" >&2; return 1; }
  wait_for_port "$ssh_port"
  export DSYS_TEST_SSH="ssh://$(id -un)@127.0.0.1:$ssh_port"
  export DSYS_TEST_SSH_KEY="$ssh/client_key"
  export DSYS_TEST_SSH_HOST_KEY="$ssh/host_key.pub"
  echo "test-servers: PostgreSQL on $test_servers_folder/socket (port $port), git daemon on 127.0.0.1:$git_port, sshd on 127.0.0.1:$ssh_port" >&2
}
