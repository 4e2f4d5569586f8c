#!/bin/sh
# xbar, SwiftBar or Argos plugin: refreshed every minute; the dropdown lists what remains, and a click
# completes a habit through ritual by absolute path.
# For a home that is not the default, set it here (RITUALIST_HOME=/path/to/home exec ...): the clicks then
# name it too, since the app runs them in its own environment.
exec /usr/local/bin/ritual status --format xbar
