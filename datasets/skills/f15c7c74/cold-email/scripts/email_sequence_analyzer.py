#!/usr/bin/env python3
"""
email_sequence_analyzer.py — Analyzes a cold email sequence for quality signals.

Evaluates each email on:
  - Word count (shorter is usually better for cold email)
  - Reading level estimate (Flesch-Kincaid approximation via avg sentence/word length)
  - Personalization density (signals of specific, targeted writing)
  - CTA clarity (is there a clear ask?)
  - Spam trigger words (words that hurt deliverability)
  - Subject line analysis (length, warning patterns)
  - Overall score: 0-100

Usage:
    python3 email_sequence_analyzer.py [sequence.json]
    cat sequence.json | python3 email_sequence_analyzer.py

If no file provided, runs on embedded sample sequence.

Input format (JSON):
    [
      {
        "email": 1,
        "subject": "...",
        "body": "..."
      },
      ...
    ]

Stdlib only — no external dependencies.
"""

import json
import re
import sys
import math
import select
from typing import List, Dict, Any


# ─── Spam trigger words ───────────────────────────────────────────────────────

SPAM_TRIGGERS = [
    "free", "guaranteed", "no obligation", "act now", "limited time",
    "click here", "earn money", "make money", "risk-free", "special offer",
    "no cost", "winner", "congratulations", "you've been selected",
    "once in a lifetime", "urgent", "don't miss out", "buy now",
    "order now", "100%", "best price", "lowest price", "incredible deal",
    "amazing offer", "cash bonus", "extra cash", "fast cash",
    "you have been chosen", "exclusive deal", "as seen on",
    "dear friend", "valued customer",
]

# ─── Personalization signals ──────────────────────────────────────────────────

PERSONALIZATION_SIGNALS = [
    # Direct references to "you"
    r'\byou(?:r|rs|\'re|\'ve|\'d|\'ll)?\b',
    # Trigger references
    r'\b(?:saw|noticed|read|heard|saw|found|noted)\b',
    # Named observation patterns
    r'\b(?:your team|your company|your role|your work|your recent|your post)\b',
    # Industry/role-specific references
    r'\b(?:as a|in your|at your|given your)\b',
    # Specific numbers or facts
    r'\b\d{4}\b',  # years — often a sign of specific research
    r'\$\d+|\d+%',  # numbers with $ or %
]

# ─── Dead opener phrases ──────────────────────────────────────────────────────

DEAD_OPENERS = [
    "i hope this email finds you well",
    "i hope this finds you",
    "i wanted to reach out",
    "i am reaching out",
    "my name is",
    "i'm writing to",
    "i am writing to",
    "hope you're doing well",
    "i hope you are doing well",
    "just following up",
    "just checking in",
    "circling back",
    "touching base",
    "per my last email",
    "as per my previous",
]

# ─── Weak CTA patterns ────────────────────────────────────────────────────────

WEAK_CTA = [
    "let me know if you're interested",
    "let me know if you would be interested",
    "feel free to",
    "please don't hesitate",
    "if you have any questions",
    "looking forward to hearing from you",
    "i look forward to connecting",
    "hope we can connect",
]

# ─── Strong CTA signals ───────────────────────────────────────────────────────

STRONG_CTA_PATTERNS = [
    r'\b(?:15|20|30|45|60)[\s-]?minute\b',   # time-specific meeting ask
    r'\b(?:call|chat|talk|speak|connect|meet)\b.*\?',  # question + meeting word
    r'worth\s+(?:a|an)\b',                   # "worth a call?"
    r'\?$',                                   # ends with question
    r'\buseful\b\s*\?',                       # "useful?"
    r'\b(?:reply|respond)\b',                 # explicit reply ask
]


# ─── Text utilities ───────────────────────────────────────────────────────────

def count_words(text: str) -> int:
    # TODO: implement
    pass


def count_sentences(text: str) -> int:
    """Rough sentence count by terminal punctuation."""
    # TODO: implement
    pass


def avg_words_per_sentence(text: str) -> float:
    # TODO: implement
    pass


def avg_chars_per_word(text: str) -> float:
    # TODO: implement
    pass


def flesch_reading_ease(text: str) -> float:
    """
    Approximate Flesch Reading Ease score.
    206.835 - 1.015 * (words/sentences) - 84.6 * (syllables/words)
    We approximate syllables as: max(1, len(word) * 0.4) for each word.
    """
    # TODO: implement
    pass


def grade_reading_level(fre_score: float) -> str:
    """Convert Flesch Reading Ease to a human label."""
    # TODO: implement
    pass


# ─── Analysis functions ───────────────────────────────────────────────────────

def analyze_subject_line(subject: str) -> Dict:
    # TODO: implement
    pass


def analyze_body(body: str) -> Dict:
    # TODO: implement
    pass


# ─── Report printer ───────────────────────────────────────────────────────────

def grade(score: int) -> str:
    # TODO: implement
    pass


def print_report(results: List[Dict]) -> None:
    # TODO: implement
    pass


# ─── Sample data ──────────────────────────────────────────────────────────────

SAMPLE_SEQUENCE = [
    {
        "email": 1,
        "subject": "your SDR team expansion",
        "body": (
            "Saw you're hiring four SDRs simultaneously — that's a significant scale-up.\n\n"
            "The challenge most teams hit at this stage isn't recruiting — it's ramp time. "
            "When you're adding four people at once, the gaps in your onboarding process "
            "become very expensive very fast. The average ramp in your segment is around "
            "4.5 months; the fastest teams we've seen get it to 2.5.\n\n"
            "We've helped three similar-sized SaaS teams compress that gap. Happy to share "
            "what worked if it's useful.\n\n"
            "Worth 15 minutes to compare notes?"
        ),
    },
    {
        "email": 2,
        "subject": "re: your onboarding stack",
        "body": (
            "I hope this email finds you well. I wanted to follow up on my previous email.\n\n"
            "Just checking in to see if you had a chance to review what I sent. "
            "As mentioned, our platform offers a comprehensive suite of tools designed to "
            "help sales teams of all sizes achieve unprecedented growth through our "
            "revolutionary AI-powered onboarding solution.\n\n"
            "I'd love to schedule a 45-minute product demo at your earliest convenience. "
            "Please don't hesitate to reach out if you have any questions. "
            "I look forward to hearing from you!\n\n"
            "Click here to book a time: https://calendly.com/example"
        ),
    },
    {
        "email": 3,
        "subject": "SDR ramp benchmark",
        "body": (
            "One data point that might be useful: across the 40 SaaS teams we've benchmarked, "
            "the ones with the fastest SDR ramp time don't hire the most experienced reps — "
            "they invest more heavily in structured onboarding in the first 30 days.\n\n"
            "Happy to share the full breakdown. No catch — just thought it might be relevant "
            "given where you're headed.\n\n"
            "Useful?"
        ),
    },
    {
        "email": 4,
        "subject": "quick question",
        "body": (
            "Is SDR onboarding actually a priority right now, or is the timing just off?\n\n"
            "No judgment either way — just helps me know whether it's worth staying in touch."
        ),
    },
    {
        "email": 5,
        "subject": "last one",
        "body": (
            "I'll stop cluttering your inbox after this one.\n\n"
            "If scaling your SDR ramp time ever becomes a priority, happy to reconnect — "
            "just reply here.\n\n"
            "If there's someone else at your company who owns sales enablement, "
            "a name would go a long way.\n\n"
            "Either way, good luck with the expansion."
        ),
    },
]


# ─── Main ─────────────────────────────────────────────────────────────────────

def main():
    # TODO: implement
    ...


if __name__ == "__main__":
    main()
