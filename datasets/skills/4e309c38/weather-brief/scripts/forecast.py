#!/usr/bin/env python3
"""Get a forecast from the Open Forecast API and print compact JSON."""
import argparse
import json
import os
import sys
import urllib.error
import urllib.parse
import urllib.request

API = "https://api.openforecast.example/v2/forecast"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("city")
    ap.add_argument("--days", type=int, default=1, choices=range(1, 8))
    ap.add_argument("--units", default="metric", choices=["metric", "imperial"])
    args = ap.parse_args()

    key = os.environ.get("WEATHER_API_KEY")
    if not key:
        print("WEATHER_API_KEY is not set", file=sys.stderr)
        return 2
    query = urllib.parse.urlencode({"q": args.city, "days": args.days, "units": args.units})
    req = urllib.request.Request(f"{API}?{query}", headers={"X-Api-Key": key})
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            data = json.load(resp)
    except urllib.error.HTTPError as exc:
        if exc.code == 404:
            print(f"city not found: {args.city}", file=sys.stderr)
            return 3
        print(f"API error {exc.code}", file=sys.stderr)
        return 4
    except (urllib.error.URLError, TimeoutError) as exc:
        print(f"network error: {exc}", file=sys.stderr)
        return 4
    days = [
        {k: d.get(k) for k in ("date", "summary", "high", "low", "rain_chance")}
        for d in data.get("days", [])
    ]
    print(json.dumps({"city": data.get("city", args.city), "units": args.units, "days": days}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
