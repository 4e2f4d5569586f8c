#!/bin/sh
# xbar, SwiftBar or Argos plugin: refreshed every minute; the dropdown lists what remains, and a click
# completes a habit through ritual by absolute path.
exec /usr/local/bin/ritual status --format xbar
