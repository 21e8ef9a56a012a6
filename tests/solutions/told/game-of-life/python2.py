class Solution(object):
    def gameOfLife(self, board):
        """
        :type board: List[List[int]]
        :rtype: None Do not return anything, modify board in-place instead.
        """
        m, n = len(board), len(board[0])
        old = [row[:] for row in board]
        for i in xrange(m):
            for j in xrange(n):
                live = 0
                for x in xrange(max(0, i - 1), min(m, i + 2)):
                    for y in xrange(max(0, j - 1), min(n, j + 2)):
                        if (x, y) != (i, j):
                            live += old[x][y]
                if live == 3 or (live == 2 and old[i][j]):
                    board[i][j] = 1
                else:
                    board[i][j] = 0
        print board
