import QRCode from 'qrcode';

/**
 * The order id as a QR code drawn as SVG squares: crisp at any print size, and read by the
 * scanner of the "Mark outcomes" box, which types the id and Enter.
 */
export function OrderQrCode({ orderId, size = 96 }: { orderId: number; size?: number }) {
  const { modules } = QRCode.create(String(orderId), { errorCorrectionLevel: 'M' });
  const cells: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) cells.push(`M${col} ${row}h1v1h-1z`);
    }
  }
  return (
    <svg
      role="img"
      aria-label={`QR code of order ${orderId}`}
      width={size}
      height={size}
      viewBox={`-2 -2 ${modules.size + 4} ${modules.size + 4}`}
      shapeRendering="crispEdges"
    >
      <rect x={-2} y={-2} width={modules.size + 4} height={modules.size + 4} fill="#fff" />
      <path d={cells.join('')} fill="#000" />
    </svg>
  );
}
