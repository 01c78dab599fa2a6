// A class of six, five questions, computed by hand with fractions (sample variances, n − 1 = 5).
//
//   student  Q1 Q2 Q3 Q4 Q5 | total        totals T = 5 4 4 3 2 2, mean 10/3, var(T) = 22/15
//   A         1  1  1  1  1  |   5
//   B         1  1  1  0  1  |   4
//   C         1  1  0  1  1  |   4
//   D         1  0  1  0  1  |   3
//   E         0  1  0  0  1  |   2
//   F         0  0  0  1  1  |   2
//
//   question  facility  var(item)  rest = T − item  var(rest)  cov(item, rest)  r = cov / √(var·var)
//   Q1        4/6       4/15       4 3 3 2 2 2      2/3        4/15             √(2/5)   =  0.63246  good
//   Q2        4/6       4/15       4 3 3 3 1 2      16/15      1/15             1/8      =  0.125    poor
//   Q3        3/6       3/10       4 3 4 2 2 2      29/30      1/10             √(1/29)  =  0.18570  poor
//   Q4        3/6       3/10       4 4 3 3 2 1      41/30      −1/10            −√(1/41) = −0.15617  negative
//   Q5        6/6       0          —                22/15      0                none (everyone right): no spread
//
//   alpha = 5/4 · (1 − (4/15 + 4/15 + 3/10 + 3/10 + 0) / (22/15)) = 5/4 · (1 − (17/15)/(22/15)) = 25/88 = 0.28409
/** Scores (1 right, 0 wrong) of a class of six students on five questions, computed by hand above. */
export const CLASS = [
  [1, 1, 1, 1, 1],
  [1, 1, 1, 0, 1],
  [1, 1, 0, 1, 1],
  [1, 0, 1, 0, 1],
  [0, 1, 0, 0, 1],
  [0, 0, 0, 1, 1],
];
