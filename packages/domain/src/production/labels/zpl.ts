import { labelLines, labelSymbology, type ProductLabel, truncateText } from './label.ts';

/**
 * ZPL II for thermal label printers (Zebra, Elgin, Argox in ZPL mode): one ^XA…^XZ block per label, UTF-8 text
 * (^CI28) so 'Calça Média' prints with its accents, field data hex-escaped (^FH) so a '^' or '~' in a name can
 * never end a command. EAN-13 codes go to ^BE with their 12 data digits (the printer adds the check digit);
 * any other code prints as Code 128 (^BC).
 */

/** 203 dpi: 8 dots per millimetre, the common thermal print head. */
export const ZPL_DOTS_PER_MM = 8;

export type ZplOptions = {
  widthMm: number;
  heightMm: number;
  showPrice: boolean;
};

export const DEFAULT_ZPL_OPTIONS: ZplOptions = { widthMm: 50, heightMm: 30, showPrice: false };

/** Field data with '^', '~' and the escape character itself as hex (^FH uses '_'). */
export function zplFieldData(text: string): string {
  return text.replace(/[\^~_]/g, (char) => `_${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

function textField(x: number, y: number, height: number, text: string): string {
  return `^FO${x},${y}^A0N,${height},${height}^FH^FD${zplFieldData(text)}^FS`;
}

/** How many characters of a proportional font of `height` dots fit in `width` dots (a safe estimate). */
function fits(width: number, height: number): number {
  return Math.max(4, Math.floor(width / (height * 0.56)));
}

/** One label, ^XA to ^XZ. */
export function zplLabel(label: ProductLabel, options: ZplOptions = DEFAULT_ZPL_OPTIONS): string {
  const width = Math.round(options.widthMm * ZPL_DOTS_PER_MM);
  const height = Math.round(options.heightMm * ZPL_DOTS_PER_MM);
  const margin = 16;
  const inner = width - 2 * margin;
  const lines = labelLines(label, options);
  const titleSize = 24;
  const smallSize = 20;
  const out = ['^XA', '^CI28', `^PW${width}`, `^LL${height}`, '^LH0,0'];
  out.push(textField(margin, 12, titleSize, truncateText(lines.title, fits(inner, titleSize))));
  out.push(textField(margin, 40, smallSize, truncateText(lines.variant, fits(inner, smallSize))));
  const skuRoom = lines.price ? inner - 130 : inner;
  out.push(textField(margin, 64, smallSize, truncateText(lines.sku, fits(skuRoom, smallSize))));
  if (lines.price) {
    out.push(
      `^FO${margin},64^A0N,${smallSize},${smallSize}^FB${inner},1,0,R^FH^FD${zplFieldData(lines.price)}^FS`,
    );
  }
  const barTop = 92;
  const barHeight = Math.max(40, height - barTop - 36);
  if (labelSymbology(label.barcode) === 'ean13') {
    const module = 2;
    const x = Math.max(margin, Math.round((width - 95 * module) / 2));
    out.push(`^FO${x},${barTop}^BY${module}^BEN,${barHeight},Y,N^FD${label.barcode.slice(0, 12)}^FS`);
  } else {
    out.push(`^FO${margin},${barTop}^BY2^BCN,${barHeight},Y,N,N^FH^FD${zplFieldData(label.barcode)}^FS`);
  }
  out.push('^PQ1', '^XZ');
  return out.join('\n');
}

/** Every label in order, `copies` times each: the printer gets one block per piece. */
export function zplDocument(
  labels: { label: ProductLabel; copies: number }[],
  options: ZplOptions = DEFAULT_ZPL_OPTIONS,
): string {
  const blocks: string[] = [];
  for (const { label, copies } of labels) {
    const block = zplLabel(label, options);
    for (let i = 0; i < copies; i++) blocks.push(block);
  }
  return blocks.length ? `${blocks.join('\n')}\n` : '';
}
