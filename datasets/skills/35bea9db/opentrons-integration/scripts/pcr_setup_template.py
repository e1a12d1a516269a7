#!/usr/bin/env python3
"""
PCR Setup Protocol Template

This template demonstrates how to set up PCR reactions using the Thermocycler module.
Includes master mix distribution, sample addition, and PCR cycling.
"""

from opentrons import protocol_api

metadata = {
    'protocolName': 'PCR Setup with Thermocycler',
    'author': 'Opentrons',
    'description': 'Automated PCR setup and cycling protocol',
    'apiLevel': '2.19'
}

requirements = {
    'robotType': 'Flex',
    'apiLevel': '2.19'
}

def run(protocol: protocol_api.ProtocolContext):
    """
    Sets up PCR reactions and runs thermocycler.

    Protocol performs:
    1. Distributes master mix to PCR plate
    2. Adds DNA samples
    3. Runs PCR cycling program
    """
    # TODO: implement
    pass
