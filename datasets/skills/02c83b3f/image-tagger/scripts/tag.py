#!/usr/bin/env python3
"""Tag images in a folder."""
import sys
from pathlib import Path


def tag_image(path):
    # TODO: call the model
    return []


def write_tags(path, tags):
    # TODO: write XMP/EXIF
    pass


def main(argv):
    folder = Path(argv[1])
    for img in folder.glob("*.jpg"):
        write_tags(img, tag_image(img))
    print("done")


if __name__ == "__main__":
    main(sys.argv)
