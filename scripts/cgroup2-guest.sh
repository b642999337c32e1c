#!/bin/sh
# Runs inside the QEMU guest of scripts/test-cgroup2.mjs, as its init after switch_root: the host's files are the
# read-only root, /work/main an overlay on a tmpfs, and cgroup2 the only cgroup hierarchy. Prints one result
# line and powers the machine off.
export PATH=/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin HOME=/tmp CI=true
# QEMU's emulation runs programs about ten times slower: the tests' run limits scale with it (test/support.ts).
export JUDGE_TEST_TIME_SCALE=${JUDGE_TEST_TIME_SCALE:-10}
cd /work/main || exit 1
echo "guest: kernel $(uname -r); cgroup mounts:"
grep cgroup /proc/self/mounts
echo "guest: root cgroup controllers: $(cat /sys/fs/cgroup/cgroup.controllers)"
node node_modules/vitest/vitest.mjs run --root apps/judge ${CGROUP2_TESTS:-src/sandbox/sandbox.test.ts}
echo "CGROUP2-RESULT $?"
sync
echo o > /proc/sysrq-trigger
sleep 10
