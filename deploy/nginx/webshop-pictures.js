// nginx's picture resizer (webshop.conf.template), in njs: which way up a stored picture is, read
// from the EXIF orientation in its first bytes, so the copy nginx's image filter makes (which
// drops EXIF) is turned upright. A phone stores most photos sideways with orientation 6.

const EXIF_HEADER = [0x45, 0x78, 0x69, 0x66, 0, 0];
const ORIENTATION_TAG = 0x0112;
const START_OF_SCAN = 0xda;

/** How far the image filter turns the picture, counter-clockwise, for each EXIF orientation. */
const TURN_FOR_ORIENTATION = { 3: 180, 6: 270, 8: 90 };

/** The orientation tag of a TIFF block's first IFD (1, as stored, when it has none). */
function tiffOrientation(bytes, tiff, end) {
  const little = bytes[tiff] === 0x49;
  const u16 = (at) => (at + 2 > end ? 0 : little ? bytes.readUInt16LE(at) : bytes.readUInt16BE(at));
  const u32 = (at) => (at + 4 > end ? 0 : little ? bytes.readUInt32LE(at) : bytes.readUInt32BE(at));
  const ifd = tiff + u32(tiff + 4);
  for (let index = 0; index < u16(ifd); index += 1) {
    const entry = ifd + 2 + index * 12;
    if (u16(entry) === ORIENTATION_TAG) return u16(entry + 8);
  }
  return 1;
}

/** The EXIF orientation of a JPEG's first bytes: 1 (as stored) for any other picture. */
function orientationOf(bytes) {
  if (!bytes || bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return 1;
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1];
    if (marker === START_OF_SCAN) return 1;
    const length = (bytes[at + 2] << 8) | bytes[at + 3];
    const exif = marker === 0xe1 && EXIF_HEADER.every((byte, i) => bytes[at + 4 + i] === byte);
    if (exif) return tiffOrientation(bytes, at + 10, Math.min(bytes.length, at + 2 + length));
    at += 2 + length;
  }
  return 1;
}

/** The turn (0, 90, 180 or 270) that shows a picture upright. */
function uprightTurn(bytes) {
  return TURN_FOR_ORIENTATION[orientationOf(bytes)] ?? 0;
}

/** /_pictures/…: the picture's first bytes, then the resizing location for its turn. */
async function resize(request) {
  const head = await request.subrequest('/_picture_head');
  if (head.status >= 400) return request.return(head.status);
  request.internalRedirect(`/_picture_resized/${uprightTurn(head.responseBuffer)}`);
}

export default { resize, uprightTurn };
