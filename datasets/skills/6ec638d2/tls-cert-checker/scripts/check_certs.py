#!/usr/bin/env python3
"""Report certificate expiry and verification status for host[:port] arguments."""
import datetime as dt
import socket
import ssl
import sys

WARN_DAYS = 30


def check(target):
    host, _, port = target.partition(":")
    ctx = ssl.create_default_context()  # verifies chain and hostname
    try:
        with socket.create_connection((host, int(port or 443)), timeout=8) as sock:
            with ctx.wrap_socket(sock, server_hostname=host) as tls:
                cert = tls.getpeercert()
    except ssl.SSLCertVerificationError as exc:
        return f"{target}: VERIFY FAILED ({exc.verify_message})"
    except OSError as exc:
        return f"{target}: connection error ({exc})"
    expires = dt.datetime.fromtimestamp(ssl.cert_time_to_seconds(cert["notAfter"]), dt.timezone.utc)
    days = (expires - dt.datetime.now(dt.timezone.utc)).days
    issuer = dict(x[0] for x in cert["issuer"]).get("organizationName", "?")
    status = "WARN" if days < WARN_DAYS else "ok"
    return f"{target}: {status} expires {expires:%Y-%m-%d} ({days} days), issuer {issuer}"


def main(argv):
    if len(argv) < 2:
        raise SystemExit("usage: check_certs.py HOST[:PORT] ...")
    for target in argv[1:]:
        print(check(target))


if __name__ == "__main__":
    main(sys.argv)
