#!/bin/sh
# Each socket is a file descriptor in a client process and another in a gateway process (children,
# which inherit the limit): raise the soft limit to the hard one before Node starts.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
exec tsx ws-fanout/run.ts "$@"
