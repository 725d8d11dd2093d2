#!/bin/sh
# Vendor htmx from the npm registry as static/htmx-<version>.min.js (no CDN at run time: CSP 'self').
#   scripts/update-htmx.sh            # the version pinned in jellybit/web/pwa.py (HTMX_VERSION)
#   scripts/update-htmx.sh 2.0.12     # another 2.x release: also bump HTMX_VERSION, then run the tests
# htmx 4 is a rewrite (renamed events, 4xx swapped by default): read docs/web.md before crossing majors.
set -eu
cd "$(dirname "$0")/.."
pinned=$(sed -n 's/^HTMX_VERSION = "\(.*\)"/\1/p' jellybit/web/pwa.py)
version=${1:-$pinned}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$tmp" && npm pack --silent "htmx.org@$version" >/dev/null && tar -xzf "htmx.org-$version.tgz" package/dist/htmx.min.js)
grep -q "version:\"$version\"" "$tmp/package/dist/htmx.min.js" || { echo "htmx.min.js does not say $version" >&2; exit 1; }
for old in static/htmx-*.min.js; do
  [ "$old" = "static/htmx-$version.min.js" ] || rm -f "$old"
done
cp "$tmp/package/dist/htmx.min.js" "static/htmx-$version.min.js"
echo "static/htmx-$version.min.js ($(wc -c < "static/htmx-$version.min.js") bytes)"
if [ "$version" != "$pinned" ]; then
  echo "now set HTMX_VERSION = \"$version\" in jellybit/web/pwa.py" >&2
fi
