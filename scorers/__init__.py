"""The graders at run time: vocabulary and score contract, dataset and prompt, judges, scorer."""
