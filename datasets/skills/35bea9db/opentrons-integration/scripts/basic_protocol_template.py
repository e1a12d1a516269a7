#!/usr/bin/env python3
"""
Basic Opentrons Protocol Template

This template provides a minimal starting point for creating Opentrons protocols.
Replace the placeholder values and add your specific protocol logic.
"""

from opentrons import protocol_api

# Metadata
metadata = {
    'protocolName': 'Basic Protocol Template',
    'author': 'Your Name <email@example.com>',
    'description': 'A basic protocol template for Opentrons',
    'apiLevel': '2.19'
}

# Requirements
requirements = {
    'robotType': 'Flex',  # or 'OT-2'
    'apiLevel': '2.19'
}

def run(protocol: protocol_api.ProtocolContext):
    """
    Main protocol function.

    Args:
        protocol: The protocol context provided by Opentrons
    """
    # TODO: implement
    pass
