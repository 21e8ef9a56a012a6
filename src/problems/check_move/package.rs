//! check-move's problem package: statement, examples, inputs at the
//! judge's limits.

use crate::kit::package::{JudgeTime, Package, Sample};

impl Package for super::CheckMove {
    const SOURCE: &'static str = "LeetCode 1958";
    const SOURCE_URL: Option<&'static str> =
        Some("https://leetcode.com/problems/check-if-move-is-legal/");
    const STATEMENT: &'static str = include_str!("statement.md");
    const TIME_LIMIT: JudgeTime = JudgeTime::unpublished("assumed, as LeetCode publishes none");
    const SAMPLES: &'static [Sample] = &[
        Sample {
            name: "legal",
            plain: "8 8\n...B....\n...W....\n...W....\n...W....\nWBB.WWWB\n...B....\n...B....\n...W....\n4 3 B\n",
            leetcode: Some("[[\".\",\".\",\".\",\"B\",\".\",\".\",\".\",\".\"],[\".\",\".\",\".\",\"W\",\".\",\".\",\".\",\".\"],[\".\",\".\",\".\",\"W\",\".\",\".\",\".\",\".\"],[\".\",\".\",\".\",\"W\",\".\",\".\",\".\",\".\"],[\"W\",\"B\",\"B\",\".\",\"W\",\"W\",\"W\",\"B\"],[\".\",\".\",\".\",\"B\",\".\",\".\",\".\",\".\"],[\".\",\".\",\".\",\"B\",\".\",\".\",\".\",\".\"],[\".\",\".\",\".\",\"W\",\".\",\".\",\".\",\".\"]]\n4\n3\n\"B\"\n"),
        },
        Sample {
            name: "illegal",
            plain: "8 8\n........\n.B..W...\n..W.....\n...WB...\n........\n....BW..\n......W.\n.......B\n4 4 W\n",
            leetcode: Some("[[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],[\".\",\"B\",\".\",\".\",\"W\",\".\",\".\",\".\"],[\".\",\".\",\"W\",\".\",\".\",\".\",\".\",\".\"],[\".\",\".\",\".\",\"W\",\"B\",\".\",\".\",\".\"],[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\".\"],[\".\",\".\",\".\",\".\",\"B\",\"W\",\".\",\".\"],[\".\",\".\",\".\",\".\",\".\",\".\",\"W\",\".\"],[\".\",\".\",\".\",\".\",\".\",\".\",\".\",\"B\"]]\n4\n4\n\"W\"\n"),
        },
    ];
}
