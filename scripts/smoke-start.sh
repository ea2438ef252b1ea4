#!/usr/bin/env bash
# Starts the portal exactly as the README says (npm start, embedded database, fresh data folder), signs in
# as a demo user through the API, and stops it (npm and the portal's node process). Fails if any step fails or
# the port is still taken afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."
DATA=$(mktemp -d)
PORT=$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
LOG="$DATA/portal.log"
# Its own session and process group (setsid), so stopping it reaches the portal's node process, not only npm.
env -u DATABASE_URL PORT="$PORT" DATA_DIR="$DATA" setsid npm start >"$LOG" 2>&1 &
PID=$!
listening() { (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null; }
cleanup() {
  local status=$?
  kill -TERM -- "-$PID" 2>/dev/null || true
  for _ in $(seq 1 20); do kill -0 -- "-$PID" 2>/dev/null || break; sleep 0.5; done
  kill -KILL -- "-$PID" 2>/dev/null || true
  wait "$PID" 2>/dev/null || true
  rm -rf "$DATA"
  if listening; then
    echo "smoke: port $PORT is still taken after stopping the portal"
    exit 1
  fi
  exit "$status"
}
trap cleanup EXIT
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$PORT/api/health" >/dev/null && break
  kill -0 "$PID" 2>/dev/null || { cat "$LOG"; echo "smoke: npm start exited"; exit 1; }
  sleep 1
done
grep -q "operator.admin@example.org" "$LOG" || { cat "$LOG"; echo "smoke: demo logins not printed"; exit 1; }
ANSWER=$(curl -sf -X POST "http://127.0.0.1:$PORT/api/auth/token" -H 'content-type: application/json' \
  -d '{"client_id":"web-client","grant_type":"password","email":"operator.admin@example.org","password":"Demo!2026pass"}')
TOKEN=$(node -e 'const a=JSON.parse(process.argv[1]); if(!a.ok||!a.d.access_token) process.exit(1); console.log(a.d.access_token)' "$ANSWER")
curl -sf "http://127.0.0.1:$PORT/api/me" -H "authorization: Bearer $TOKEN" | grep -q '"email":"operator.admin@example.org"'
curl -sf "http://127.0.0.1:$PORT/login" | grep -qi "<div id=\"root\""
# The demo's development mailbox: on under npm start, readable by the operator only.
grep -q "Development mailbox (DEV_MAILBOX)" "$LOG" || { cat "$LOG"; echo "smoke: mailbox not announced"; exit 1; }
curl -sf "http://127.0.0.1:$PORT/api/dev/mailbox" -H "authorization: Bearer $TOKEN" | grep -q '"ok":true'
test "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/api/dev/mailbox")" = 401
echo "smoke: npm start served the app on the embedded database and signed in operator.admin@example.org"
# The EXIT trap stops the whole process group and fails if the port is still taken.
