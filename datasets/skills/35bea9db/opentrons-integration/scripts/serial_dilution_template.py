#!/usr/bin/env python3
"""
Serial Dilution Protocol Template

This template demonstrates how to perform a serial dilution across a plate row.
Useful for creating concentration gradients for assays.
"""

from opentrons import protocol_api

metadata = {
    'protocolName': 'Serial Dilution Template',
    'author': 'Opentrons',
    'description': 'Serial dilution protocol for creating concentration gradients',
    'apiLevel': '2.19'
}

requirements = {
    'robotType': 'Flex',
    'apiLevel': '2.19'
}

def run(protocol: protocol_api.ProtocolContext):
    """
    Performs a serial dilution across plate rows.

    Protocol performs:
    1. Adds diluent to all wells except the first column
    2. Transfers stock solution to first column
    3. Performs serial dilutions across rows
    """
    # TODO: implement
    pass
