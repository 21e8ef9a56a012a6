class Solution {
public:
    void setZeroes(vector<vector<int>>& matrix) {
        vector<bool> rows(matrix.size()), cols(matrix[0].size());
        for (size_t r = 0; r < matrix.size(); r++) {
            for (size_t c = 0; c < matrix[r].size(); c++) {
                if (matrix[r][c] == 0) rows[r] = cols[c] = true;
            }
        }
        for (size_t r = 0; r < matrix.size(); r++) {
            for (size_t c = 0; c < matrix[r].size(); c++) {
                if (rows[r] || cols[c]) matrix[r][c] = 0;
            }
        }
    }
};
