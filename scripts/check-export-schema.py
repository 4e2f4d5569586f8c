#!/usr/bin/env python3
"""Validates Ritualist exports against docs/schemas/export.json (JSON Schema draft 2020-12).

Usage: check-export-schema.py EXPORT.json...   Exits 0 when every file is valid, 1 with the errors otherwise,
and 3 when the jsonschema module is missing (pip install jsonschema).
"""
import json
import os
import sys

try:
    import jsonschema
except ImportError:
    print("the jsonschema module is missing: pip install jsonschema", file=sys.stderr)
    sys.exit(3)

schema_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "schemas", "export.json")
with open(schema_path, encoding="utf-8") as handle:
    schema = json.load(handle)
jsonschema.Draft202012Validator.check_schema(schema)
validator = jsonschema.Draft202012Validator(schema)
failed = False
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    for error in sorted(validator.iter_errors(document), key=lambda error: list(error.path)):
        failed = True
        place = "/".join(str(part) for part in error.path)
        print(f"{path}: {place}: {error.message}", file=sys.stderr)
sys.exit(1 if failed else 0)
