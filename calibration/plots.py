"""PNG plots for the report and the comparison (matplotlib, Agg backend, no display)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np


def _save(fig: Any, path: Path) -> str:
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)
    return path.name


def _annotated_heatmap(ax: Any, matrix: np.ndarray, fmt: str) -> None:
    image = ax.imshow(matrix, cmap="Blues")
    finite = matrix[np.isfinite(matrix)]
    middle = (finite.max() + finite.min()) / 2 if finite.size else 0
    for (i, j), value in np.ndenumerate(matrix):
        text = "n/a" if not np.isfinite(value) else format(value, fmt)
        color = "white" if np.isfinite(value) and value > middle else "black"
        ax.text(j, i, text, ha="center", va="center", color=color, fontsize=9)
    ax.figure.colorbar(image, ax=ax, fraction=0.046)


def confusion_matrix_plot(confusion: dict[str, Any], path: Path, title: str) -> str:
    """Reference label (rows) x judge score and unparseable (columns) counts."""
    counts = np.asarray(confusion["counts"], dtype=float)
    fig, ax = plt.subplots(figsize=(5.5, 4.5))
    _annotated_heatmap(ax, counts, ".0f")
    ax.set_xticks(range(counts.shape[1]), confusion["columns"])
    ax.set_yticks(range(counts.shape[0]), [str(v) for v in confusion["scale"]])
    ax.set_xlabel("judge score")
    ax.set_ylabel("reference label")
    ax.set_title(title, fontsize=10)
    return _save(fig, path)


def code_recall_plot(recalls: dict[str, dict[str, Any]], path: Path, title: str) -> str:
    """Recall per AITech code with 95% intervals."""
    fig, ax = plt.subplots(figsize=(6, 3.5))
    codes = sorted(recalls, key=lambda c: [int(p) for p in c.split(".")])
    if not codes:
        ax.text(0.5, 0.5, "no sample expects an AITech code", ha="center", va="center")
        ax.set_axis_off()
        return _save(fig, path)
    estimate = np.array([recalls[c]["estimate"] or 0 for c in codes], dtype=float)
    low = np.array([recalls[c]["low"] if recalls[c]["low"] is not None else e
                    for c, e in zip(codes, estimate, strict=True)])  # fmt: skip
    high = np.array([recalls[c]["high"] if recalls[c]["high"] is not None else e
                     for c, e in zip(codes, estimate, strict=True)])  # fmt: skip
    ax.bar(codes, estimate, yerr=[estimate - low, high - estimate], capsize=3, color="#4c72b0")
    ax.set_ylim(0, 1.05)
    ax.set_xlabel("AITech code")
    ax.set_ylabel("recall")
    ax.set_title(title, fontsize=10)
    return _save(fig, path)


def score_distribution_plot(confusion: dict[str, Any], path: Path, title: str) -> str:
    """For each reference label, how the judge's scores are distributed (stacked shares)."""
    counts = np.asarray(confusion["counts"], dtype=float)
    totals = counts.sum(axis=1, keepdims=True)
    shares = np.divide(counts, totals, out=np.zeros_like(counts), where=totals > 0)
    fig, ax = plt.subplots(figsize=(6, 3.8))
    bottom = np.zeros(len(shares))
    labels = [str(v) for v in confusion["scale"]]
    colors = plt.get_cmap("viridis")(np.linspace(0.1, 0.9, counts.shape[1] - 1))
    for j, column in enumerate(confusion["columns"]):
        color = "#bbbbbb" if column == "unparseable" else colors[j]
        ax.bar(labels, shares[:, j], bottom=bottom, label=f"judge {column}", color=color)
        bottom += shares[:, j]
    ax.set_xlabel("reference label")
    ax.set_ylabel("share of judgments")
    ax.legend(fontsize=8, bbox_to_anchor=(1.02, 1), loc="upper left")
    ax.set_title(title, fontsize=10)
    return _save(fig, path)


def stability_plot(stability: dict[str, Any] | None, path: Path, title: str) -> str:
    """Per-sample score standard deviation across epochs, sorted (flips marked)."""
    fig, ax = plt.subplots(figsize=(6, 3.5))
    if not stability:
        ax.text(0.5, 0.5, "one epoch only: run with --epochs N to see stability",
                ha="center", va="center")  # fmt: skip
        ax.set_axis_off()
        return _save(fig, path)
    stds = np.array([v if v is not None else np.nan for v in stability["per_sample_std"].values()])
    order = np.sort(np.nan_to_num(stds))[::-1]
    ax.plot(np.arange(len(order)), order, color="#c44e52")
    ax.fill_between(np.arange(len(order)), order, alpha=0.3, color="#c44e52")
    flip = stability["flip_rate"]["estimate"] or 0
    ax.set_xlabel("samples, least stable first")
    ax.set_ylabel("score std across epochs")
    ax.set_title(f"{title} (verdict flips on {flip:.1%} of samples)", fontsize=10)
    return _save(fig, path)


def agreement_heatmap(names: list[str], matrix: np.ndarray, path: Path, title: str) -> str:
    """Pairwise agreement (e.g. Cohen's kappa) between judges."""
    size = max(4.0, 1.1 * len(names) + 2)
    fig, ax = plt.subplots(figsize=(size, size * 0.85))
    _annotated_heatmap(ax, np.asarray(matrix, dtype=float), ".2f")
    short = [n if len(n) <= 28 else n[:27] + "…" for n in names]
    ax.set_xticks(range(len(names)), short, rotation=35, ha="right", fontsize=8)
    ax.set_yticks(range(len(names)), short, fontsize=8)
    ax.set_title(title, fontsize=10)
    return _save(fig, path)


def forest_plot(
    points: dict[str, list[dict[str, Any]]], path: Path, *, title: str, xlabel: str
) -> str:
    """One row per judge, one marker per group (e.g. sample origin), 95% intervals.

    ``points`` maps a group name to ``{"judge", "estimate", "low", "high"}`` entries; the
    first group's order sets the rows (best first, at the top). Labels are never cut:
    the figure grows with the longest judge name and is saved with a tight bounding box.
    """
    judges: list[str] = []
    for entries in points.values():
        judges += [e["judge"] for e in entries if e["judge"] not in judges]
    longest = max((len(j) for j in judges), default=10)
    height = 1.2 + 0.45 * max(len(judges), 1) * max(1.0, 0.5 * len(points))
    fig, ax = plt.subplots(figsize=(5.5 + 0.09 * longest, height))
    offsets = np.linspace(-0.25, 0.25, len(points)) if len(points) > 1 else np.zeros(1)
    colors = plt.get_cmap("tab10")(np.arange(max(len(points), 1)))
    for (group, entries), offset, color in zip(points.items(), offsets, colors, strict=False):
        rows = [judges.index(e["judge"]) for e in entries]
        est = np.array([np.nan if e["estimate"] is None else e["estimate"] for e in entries])
        low = np.array([v if (v := e["low"]) is not None else np.nan for e in entries])
        high = np.array([v if (v := e["high"]) is not None else np.nan for e in entries])
        y = np.array(rows, dtype=float) + offset
        err = np.vstack([np.nan_to_num(est - low), np.nan_to_num(high - est)])
        ax.errorbar(est, y, xerr=err, fmt="o", color=color, capsize=3, label=group)
    ax.axvline(0, color="#888888", linestyle="--", linewidth=1)
    ax.set_yticks(range(len(judges)), judges, fontsize=9)
    ax.invert_yaxis()
    ax.set_xlim(-1.05, 1.05)
    ax.set_xlabel(xlabel)
    ax.set_title(title, fontsize=10)
    if len(points) > 1:
        ax.legend(title="origin", fontsize=8, bbox_to_anchor=(1.02, 1), loc="upper left")
    fig.savefig(path, dpi=110, bbox_inches="tight")
    plt.close(fig)
    return path.name


def report_plots(report: dict[str, Any], out: Path) -> list[str]:
    """The PNG plots of one judge's report, written into ``out``; their file names."""
    name = report["judge"]
    return [
        confusion_matrix_plot(report["confusion_matrix"], out / "confusion_matrix.png",
                              f"{name}: confusion matrix"),
        code_recall_plot(report["recall_per_aitech_code"], out / "code_recall.png",
                         f"{name}: recall per AITech code"),
        score_distribution_plot(report["confusion_matrix"], out / "score_distribution.png",
                                f"{name}: judge scores by reference label"),
        stability_plot(report["stability"], out / "stability.png",
                       f"{name}: per-sample stability"),
    ]  # fmt: skip
