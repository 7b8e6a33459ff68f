import { encode } from 'uqr';

// The QR code an authenticator app scans, drawn on the server as an SVG. uqr, which has no dependencies of its own,
// encodes the text; each row's runs of dark modules are drawn as one stroke each, so the picture stays a few kilobytes
// (uqr's own renderSVG draws one square per module, six times as much for an otpauth:// address).

/** `text` as a QR code (error correction M, a margin of one module): an SVG of one unit per module. */
export function qrCodeSvg(text: string): string {
  const { data, size } = encode(text, { ecc: 'M', border: 1 });
  let path = '';
  data.forEach((row, y) => {
    let end = 0;
    for (let x = 0; x < size; x += 1) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x += 1;
      // A row's first run is placed by its coordinates, the next ones from where the previous one ended.
      path += end === 0 ? `M${start} ${y}.5h${x + 1 - start}` : `m${start - end} 0h${x + 1 - start}`;
      end = x + 1;
    }
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<path fill="#fff" d="M0 0h${size}v${size}H0z"/><path stroke="#000" d="${path}"/></svg>`
  );
}
