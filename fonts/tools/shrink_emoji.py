"""Makes fonts/NotoColorEmoji-40.ttf from Debian's NotoColorEmoji.ttf: the same font (cmap,
GSUB sequences, advances) with its one colour bitmap strike (CBDT/CBLC, 109 px per em)
scaled down to PPEM px per em (Lanczos), each image reduced to a palette of COLOURS colours
(Pillow's fast octree, alpha kept) and saved by Pillow with `optimize=True`. (ZopfliPNG
saves only 5% more, at half a second per image.)

Usage: python3 fonts/tools/shrink_emoji.py SOURCE.ttf OUT.ttf [PPEM [COLOURS]]
Needs fontTools and Pillow (pip install fonttools pillow); deterministic for given versions
(used: Python 3.11.7, fontTools 4.68.0, Pillow 13.0.0).
"""

import io
import sys

from fontTools.ttLib import TTFont
from PIL import Image


def shrink(src, out, ppem, colours):
    # Keep head.modified: the output depends on the inputs only.
    font = TTFont(src, recalcTimestamp=False)
    cblc, cbdt = font["CBLC"], font["CBDT"]
    assert len(cblc.strikes) == 1 and len(cbdt.strikeData) == 1, "one strike expected"
    size = cblc.strikes[0].bitmapSizeTable
    k = ppem / size.ppemX

    def sc(v):
        return int(round(v * k))

    for metrics in (size.hori, size.vert):
        # Lengths in pixels of the strike (the caret's slope is a ratio: kept).
        for name in ("ascender", "descender", "widthMax", "caretOffset", "minOriginSB",
                     "minAdvanceSB", "maxBeforeBL", "minAfterBL"):
            setattr(metrics, name, max(-128, min(127, sc(getattr(metrics, name)))))
    size.ppemX = size.ppemY = ppem
    for name, glyph in cbdt.strikeData[0].items():
        glyph.decompile()
        m = glyph.metrics
        img = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
        w, h = max(1, sc(img.width)), max(1, sc(img.height))
        img = img.resize((w, h), Image.LANCZOS)
        img = img.quantize(colours, method=Image.Quantize.FASTOCTREE)
        buf = io.BytesIO()
        img.save(buf, format="PNG", optimize=True)
        glyph.imageData = buf.getvalue()
        m.width, m.height = w, h
        m.BearingX, m.BearingY, m.Advance = sc(m.BearingX), sc(m.BearingY), sc(m.Advance)
    font.save(out)


if __name__ == "__main__":
    args = sys.argv[1:]
    shrink(args[0], args[1], int(args[2]) if len(args) > 2 else 40,
           int(args[3]) if len(args) > 3 else 128)
