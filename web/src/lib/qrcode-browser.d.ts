// What the app uses of qrcode's browser build (the bundler picks lib/browser.js through the package's
// `browser` field). tsconfig.web.json maps `qrcode` here: @types/qrcode describes the Node build and
// references the Node types, which would give every app file `process` and `Buffer`.
interface QRCodeToDataURLOptions {
  errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H';
  type?: 'image/png' | 'image/jpeg' | 'image/webp';
  margin?: number;
  scale?: number;
  width?: number;
  color?: { dark?: string; light?: string };
}

declare const QRCode: {
  toDataURL(text: string, options?: QRCodeToDataURLOptions): Promise<string>;
};
export default QRCode;
