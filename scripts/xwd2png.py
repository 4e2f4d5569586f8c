# Converts an xwd screen dump (24-bit TrueColor, as Xvfb gives) to a PNG: the top ROWS rows, from column X.
# Usage: xwd2png.py SCREEN.xwd OUT.png ROWS X
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
h = struct.unpack('>25I', data[:100])
header_size, width, height, bpp, bpl, ncolors = h[0], h[4], h[5], h[11], h[12], h[19]
byte_order = h[7]
off = header_size + ncolors * 12
crop_h = int(sys.argv[3]); x0 = int(sys.argv[4]); out_w = width - x0
rows = []
for y in range(crop_h):
    row = bytearray(b'\x00')
    line = data[off + y * bpl: off + y * bpl + width * 4]
    for x in range(x0, width):
        px = line[x*4:x*4+4]
        if byte_order == 0:  # LSBFirst: B G R X
            b, g, r = px[0], px[1], px[2]
        else:
            r, g, b = px[1], px[2], px[3]
        row += bytes((r, g, b))
    rows.append(bytes(row))
def chunk(t, d): return struct.pack('>I', len(d)) + t + d + struct.pack('>I', zlib.crc32(t + d) & 0xffffffff)
png = b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', out_w, crop_h, 8, 2, 0, 0, 0))
png += chunk(b'IDAT', zlib.compress(b''.join(rows), 9)) + chunk(b'IEND', b'')
open(sys.argv[2], 'wb').write(png)
