#!/bin/sh
# `hunt` on the image's PATH: the CLI from /app, whatever the working directory.
exec node /app/cli/bin/hunt.js "$@"
