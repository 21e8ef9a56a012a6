class Solution {
public:
    void fillBoard(char mark, vector<vector<char>>& board) {
        for (auto& row : board) {
            for (auto& c : row) {
                c = mark;
            }
        }
    }
};
