# DOMjudge's fltcmp-test-write-files-between-testcases.R in Python: TMPDIR must be the case's own
# /testcaseNNNNN/write_tmp, writable, and hold nothing an earlier case wrote. Any broken assumption prints a
# wrong answer.
import os
import sys

tmpdir = os.environ.get("TMPDIR", "")
names = ["/testcase%05d/write_tmp" % n for n in range(1, 7)]
if tmpdir not in names:
    print("TMPDIR is %r" % tmpdir)
    sys.exit(0)
if any(os.path.exists(os.path.join(name, "fileFromTeam.txt")) for name in names):
    print("a file of an earlier case is still there")
    sys.exit(0)
path = os.path.join(tmpdir, "fileFromTeam.txt")
with open(path, "w") as out:
    out.write("precomputed\n")
if not os.path.exists(path):
    print("the file just written is gone")
    sys.exit(0)
print(int(sys.stdin.read()) * 2)
