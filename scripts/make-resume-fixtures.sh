#!/usr/bin/env bash
# Renders the HTML test resumes in apps/server/test/fixtures/resumes to PDF with Debian's Chromium
# and the Noto CJK fonts (apt-get install chromium fonts-noto-cjk). The PDFs are committed.
set -euo pipefail
cd "$(dirname "$0")/../apps/server/test/fixtures/resumes"
for html in *.html; do
  chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --no-pdf-header-footer --print-to-pdf="${html%.html}.pdf" "$html" 2>/dev/null
  echo "rendered ${html%.html}.pdf"
done
