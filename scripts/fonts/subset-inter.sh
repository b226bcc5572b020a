#!/bin/sh
# Regenerates src/client/fonts/inter-latin-wght-400-900.woff2 from @fontsource-variable/inter's
# Latin file (the only one an English page downloads). The pages use weights 400 to 900
# (font-normal to font-black), so the weight axis is cut to that range: the thin masters'
# outlines go, every glyph and OpenType feature of the range stays, and the file is about
# two thirds of the original (48.3 -> 32.5 KB). Not part of the build: the output is
# committed. Needs Debian's fonttools and python3-brotli (apt-get install fonttools python3-brotli).
set -eu
here=$(cd "$(dirname "$0")/../.." && pwd)
source="$here/node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"
out="$here/src/client/fonts/inter-latin-wght-400-900.woff2"
# The same range as fontsource's Latin face (src/client/fonts/inter.css declares it with this
# file). Five combining marks the original also carried fall outside it and go: the browser
# takes them from the Vietnamese face, whose range holds them, before and after this cut.
latin="U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
/usr/bin/python3 -m fontTools.varLib.instancer "$source" wght=400:900 -o "$work/instance.ttf"
/usr/bin/pyftsubset "$work/instance.ttf" --unicodes="$latin" --layout-features='*' --flavor=woff2 --output-file="$out"
ls -l "$out"
