#!/usr/bin/env bash
# The screen-reader pass of the keyboard journey (issue 50) with a real reader: GNOME's Orca reading
# Debian's Chromium on a virtual X display, driven by xdotool. docs/accessibility.md «Screen reader»
# describes the set-up and what the transcript showed. A one-off tool, not part of `npm test`.
#
# Needs (Debian, as root): apt-get install -y orca xvfb at-spi2-core dbus-x11 xdotool
#   speech-dispatcher openbox
# and a running app with its stack, either the e2e server (hold the e2e lock while it runs:
#   flock /tmp/sanad-e2e.lock sh -c 'node scripts/e2e-server.mjs & ...') or a side stack on other
# ports (see the docs), then:
#   scripts/screen-reader/orca-pass.sh [--app http://127.0.0.1:5173] [--api http://127.0.0.1:54321]
#     [--display :57] [--out .local/screen-reader]
# The transcript (Markdown, every utterance Orca spoke, step by step) is written under --out.
set -euo pipefail
cd "$(dirname "$0")/../.."
for tool in orca Xvfb openbox xdotool dbus-run-session /usr/bin/chromium /usr/libexec/at-spi-bus-launcher; do
  command -v "$tool" >/dev/null || { echo "missing: $tool (see the header of $0)" >&2; exit 2; }
done
# Orca and Chromium talk over AT-SPI, a D-Bus bus of their own: a private session bus for this run.
exec dbus-run-session -- node --import tsx scripts/screen-reader/orca-journey.mjs "$@"
