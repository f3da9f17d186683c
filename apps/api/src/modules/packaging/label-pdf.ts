import { type LabelLayout, labelLines, labelPosition, type ProductLabel } from '@alinhavo/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { type BarPattern, barPattern } from './barcode-bars.ts';

const PT_PER_MM = 72 / 25.4;
/** EAN-13's nominal module (100% magnification) is 0.33 mm; labels never print it wider. */
const MAX_MODULE_PT = 0.33 * PT_PER_MM;

type Fonts = { regular: PDFFont; bold: PDFFont };

/** Text the standard PDF fonts can encode (WinAnsi: every Portuguese letter); anything else becomes '?'. */
function encodable(font: PDFFont, text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    try {
      font.encodeText(char);
      out += char;
    } catch {
      const base = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += /^[\x20-\x7e]$/.test(base) ? base : '?';
    }
  }
  return out;
}

/** The text cut with '…' to fit `width` points. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  const safe = encodable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let chars = [...safe];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('').trimEnd()}…`, size) > width) {
    chars = chars.slice(0, -1);
  }
  return `${chars.join('').trimEnd()}…`;
}

function drawBarcode(
  page: PDFPage,
  fonts: Fonts,
  pattern: BarPattern,
  box: { x: number; y: number; width: number; height: number },
  textSize: number,
) {
  const modules = pattern.modules + pattern.quietLeft + pattern.quietRight;
  const module = Math.min(MAX_MODULE_PT, box.width / modules);
  const left = box.x + (box.width - modules * module) / 2 + pattern.quietLeft * module;
  // EAN-13 digits sit 7 modules apart: never wider than that.
  const size = pattern.symbology === 'ean13' ? Math.min(textSize, module * 10) : textSize;
  const textHeight = size * 1.05;
  // EAN-13 guard bars reach down between the digits; other codes print their text under the bars.
  const guard = Math.max(0, ...pattern.bars.map((bar) => -bar.bottom));
  const barHeight =
    pattern.symbology === 'ean13' ? (box.height - textHeight * 0.6) / (1 + guard) : box.height - textHeight;
  const baseline =
    box.y + (pattern.symbology === 'ean13' ? textHeight * 0.6 + guard * barHeight : textHeight);
  for (const bar of pattern.bars) {
    page.drawRectangle({
      x: left + bar.x * module,
      y: baseline + bar.bottom * barHeight,
      width: bar.width * module,
      height: bar.height * barHeight,
    });
  }
  const font = fonts.regular;
  for (const { chars, center } of pattern.text) {
    const text = fitted(font, chars, size, box.width);
    const width = font.widthOfTextAtSize(text, size);
    const x = Number.isNaN(center) ? box.x + (box.width - width) / 2 : left + center * module - width / 2;
    page.drawText(text, { x, y: box.y + 0.5, size, font });
  }
}

async function drawLabel(
  page: PDFPage,
  fonts: Fonts,
  label: ProductLabel,
  frame: { x: number; top: number; width: number; height: number },
  showPrice: boolean,
) {
  // Sizes are tuned for a 63.5 × 25.4 mm label and grow (a little) with bigger ones.
  const scale = Math.min(1.5, Math.max(0.8, Math.min(frame.height / 72, frame.width / 180)));
  const pad = 5 * scale;
  const inner = frame.width - 2 * pad;
  const lines = labelLines(label, { showPrice });
  const x = frame.x + pad;
  let y = frame.top - pad;

  const titleSize = 7.5 * scale;
  y -= titleSize;
  page.drawText(fitted(fonts.bold, lines.title, titleSize, inner), {
    x,
    y,
    size: titleSize,
    font: fonts.bold,
  });

  const smallSize = 6.8 * scale;
  y -= smallSize * 1.25;
  page.drawText(fitted(fonts.regular, lines.variant, smallSize, inner), {
    x,
    y,
    size: smallSize,
    font: fonts.regular,
  });

  y -= smallSize * 1.25;
  let skuWidth = inner;
  if (lines.price) {
    const priceSize = 8 * scale;
    const price = encodable(fonts.bold, lines.price);
    const priceWidth = fonts.bold.widthOfTextAtSize(price, priceSize);
    page.drawText(price, {
      x: frame.x + frame.width - pad - priceWidth,
      y,
      size: priceSize,
      font: fonts.bold,
    });
    skuWidth = inner - priceWidth - 4;
  }
  page.drawText(fitted(fonts.regular, lines.sku, smallSize, skuWidth), {
    x,
    y,
    size: smallSize,
    font: fonts.regular,
  });

  const bottom = frame.top - frame.height + pad;
  const barTop = y - 2.5 * scale;
  if (barTop - bottom > 8) {
    drawBarcode(
      page,
      fonts,
      await barPattern(label.barcode),
      { x, y: bottom, width: inner, height: barTop - bottom },
      6.5 * scale,
    );
  }
}

/**
 * The labels as a PDF on the layout's sheets (A4 of adhesive labels, or one label per page for thermal
 * printers), one label per copy, in order. Text in Helvetica (WinAnsi covers Portuguese); bars are vectors. Each
 * distinct label is drawn once, as a form, and placed as many times as it has copies: 5,000 labels stay small
 * and quick.
 */
export async function buildLabelsPdf(
  labels: { label: ProductLabel; copies: number }[],
  layout: LabelLayout,
  options: { showPrice: boolean; title: string },
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const labelWidth = layout.labelWidthMm * PT_PER_MM;
  const labelHeight = layout.labelHeightMm * PT_PER_MM;

  const templates = await PDFDocument.create();
  const fonts = {
    regular: await templates.embedFont(StandardFonts.Helvetica),
    bold: await templates.embedFont(StandardFonts.HelveticaBold),
  };
  for (const { label } of labels) {
    const page = templates.addPage([labelWidth, labelHeight]);
    await drawLabel(
      page,
      fonts,
      label,
      { x: 0, top: labelHeight, width: labelWidth, height: labelHeight },
      options.showPrice,
    );
  }

  const doc = await PDFDocument.create();
  doc.setTitle(options.title);
  doc.setCreator('Alinhavo');
  doc.setProducer('Alinhavo');
  const forms = labels.length ? await doc.embedPages(templates.getPages()) : [];
  const pageWidth = layout.pageWidthMm * PT_PER_MM;
  const pageHeight = layout.pageHeightMm * PT_PER_MM;
  let page: PDFPage | undefined;
  let pageIndex = -1;
  let index = 0;
  labels.forEach(({ copies }, labelIndex) => {
    for (let copy = 0; copy < copies; copy++, index++) {
      const position = labelPosition(layout, index);
      if (position.page !== pageIndex) {
        page = doc.addPage([pageWidth, pageHeight]);
        pageIndex = position.page;
      }
      page!.drawPage(forms[labelIndex]!, {
        x: position.xMm * PT_PER_MM,
        y: pageHeight - position.yMm * PT_PER_MM - labelHeight,
      });
    }
  });
  if (!page) doc.addPage([pageWidth, pageHeight]);
  // Saved in one go: the default yields every 50 objects, ten times slower for a few milliseconds of blocking.
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
}
