

# A contestant's own main: one JSON parameter a line, one answer a line.
if __name__ == "__main__":
    import json
    import sys

    lines = [line for line in sys.stdin.read().splitlines() if line.strip()]
    for line in lines:
        print(Solution().flipChess(json.loads(line)))
