#!/bin/sh
# Each socket is a file descriptor in this process and another in the gateway (a child, which
# inherits the limit): raise the soft limit to the hard one before Node starts.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
exec tsx ws-fanout/run.ts "$@"
