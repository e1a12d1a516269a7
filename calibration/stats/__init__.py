"""Statistics for judging the judges: plain functions ``f(y_true, y_pred, *, ...)``.

Library first: scikit-learn (accuracy, precision/recall/F1, kappa, confusion matrix,
MAE), scipy (Spearman), statsmodels (Fleiss' kappa), ``krippendorff`` (alpha). Gwet's
AC1 and the percentile cluster bootstrap are hand-written and tested against published
examples and independent computations.
"""

from calibration.stats._validate import UndefinedStatisticWarning
from calibration.stats.agreement import (
    fleiss_kappa,
    gwet_ac1,
    krippendorff_alpha,
    pairwise_cohen_kappa,
)
from calibration.stats.bootstrap import Interval, cluster_bootstrap, paired_difference
from calibration.stats.classification import (
    accuracy,
    cohen_kappa,
    fails_f1,
    fails_precision,
    fails_recall,
    full_confusion_matrix,
    macro_f1,
    mean_absolute_error,
    quadratic_weighted_kappa,
    spearman,
)
from calibration.stats.stability import (
    flip_rate,
    intra_judge_alpha,
    per_sample_std,
    unanimous_rate,
)
from calibration.stats.subgroups import false_positive_rate, recall_per_code
from calibration.stats.unparseable import unparseable_rate, worst_case_scores

__all__ = [
    "Interval",
    "UndefinedStatisticWarning",
    "accuracy",
    "cluster_bootstrap",
    "cohen_kappa",
    "fails_f1",
    "fails_precision",
    "fails_recall",
    "false_positive_rate",
    "fleiss_kappa",
    "flip_rate",
    "full_confusion_matrix",
    "gwet_ac1",
    "intra_judge_alpha",
    "krippendorff_alpha",
    "macro_f1",
    "mean_absolute_error",
    "paired_difference",
    "pairwise_cohen_kappa",
    "per_sample_std",
    "quadratic_weighted_kappa",
    "recall_per_code",
    "spearman",
    "unanimous_rate",
    "unparseable_rate",
    "worst_case_scores",
]
