#!/usr/bin/env python3
"""Flag risky settings in a Docker Compose file. Prints findings; never prints secret values."""
import re
import sys

import yaml

DB_PORTS = {"5432", "3306", "6379", "27017", "9200"}
SECRET_KEY = re.compile(r"(PASSWORD|PASSWD|SECRET|TOKEN|API_KEY|PRIVATE_KEY)", re.I)


def env_items(env):
    # TODO: implement
    pass


def container_port(spec):
    # TODO: implement
    pass


def review(doc):
    # TODO: implement
    pass


def main(argv):
    # TODO: implement
    ...


if __name__ == "__main__":
    sys.exit(main(sys.argv))
