import {
  formatBRL,
  formatDateOnly,
  formatDateTime,
  formatDocument,
  SALES_ORDER_STATUS_LABELS,
  type SalesOrderDetail,
} from '@alinhavo/domain';
import type { PDFFont, PDFPage } from 'pdf-lib';
import type { Tx } from '../../platform/db/client.ts';
import type { TenantContext } from '../../platform/http/tenant-context.ts';
import { getSalesOrder } from './read.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/** Text the standard PDF fonts can encode (WinAnsi: every Portuguese letter); anything else loses its accent or becomes '?'. */
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

function fitted(font: PDFFont, text: string, size: number, width: number): string {
  const safe = encodable(font, text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let chars = [...safe];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('').trimEnd()}...`, size) > width) {
    chars = chars.slice(0, -1);
  }
  return `${chars.join('').trimEnd()}...`;
}

type Column = { title: string; width: number; align: 'left' | 'right' };
const COLUMNS: Column[] = [
  { title: 'SKU', width: 95, align: 'left' },
  { title: 'Produto', width: 170, align: 'left' },
  { title: 'Cor / Tam.', width: 80, align: 'left' },
  { title: 'Qtd.', width: 35, align: 'right' },
  { title: 'Unitário', width: 65, align: 'right' },
  { title: 'Total', width: 70, align: 'right' },
];

/** The printable order for the customer: header, customer, lines, totals, payment plan and notes (A4, pdf-lib). */
export async function buildSalesOrderPdf(order: SalesOrderDetail, companyName: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`Pedido ${order.code}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.4, 0.4, 0.45);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;

  const text = (value: string, x: number, size: number, font = regular, color = rgb(0, 0, 0)) =>
    page.drawText(encodable(font, value), { x, y, size, font, color });
  const right = (value: string, xRight: number, size: number, font = regular) => {
    const safe = encodable(font, value);
    page.drawText(safe, { x: xRight - font.widthOfTextAtSize(safe, size), y, size, font });
  };
  const line = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 4 },
      end: { x: A4[0] - MARGIN, y: y + 4 },
      thickness: 0.5,
      color: rgb(0.8, 0.8, 0.82),
    });
  };
  const ensure = (space: number) => {
    if (y - space < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };

  text(companyName, MARGIN, 11, bold, grey);
  y -= 22;
  text(`Pedido de venda ${order.code}`, MARGIN, 18, bold);
  right(SALES_ORDER_STATUS_LABELS[order.status], A4[0] - MARGIN, 11, bold);
  y -= 18;
  text(`Emitido em ${formatDateTime(order.issuedAt)}`, MARGIN, 10, regular, grey);
  if (order.expectedDelivery)
    right(`Entrega prevista ${formatDateOnly(order.expectedDelivery)}`, A4[0] - MARGIN, 10);
  y -= 24;
  text('Cliente', MARGIN, 9, bold, grey);
  y -= 14;
  if (order.customer) {
    text(order.customer.name, MARGIN, 11, bold);
    if (order.customer.documentNumber)
      right(formatDocument(order.customer.documentNumber), A4[0] - MARGIN, 10);
  }
  y -= 14;
  const meta = [
    order.priceTable ? `Tabela: ${order.priceTable.name}` : null,
    order.seller ? `Vendedor: ${order.seller.name}` : null,
  ].filter(Boolean);
  if (meta.length) {
    text(meta.join('   '), MARGIN, 10, regular, grey);
    y -= 14;
  }
  y -= 10;

  const drawHeader = () => {
    let x = MARGIN;
    for (const column of COLUMNS) {
      if (column.align === 'right') right(column.title, x + column.width, 9, bold);
      else text(column.title, x, 9, bold);
      x += column.width;
    }
    y -= 6;
    line();
    y -= 12;
  };
  drawHeader();
  for (const item of order.lines) {
    ensure(16);
    if (y === A4[1] - MARGIN) drawHeader();
    const cells = [
      item.sku,
      `${item.productReference} ${item.productName}`,
      `${item.colorName ?? '-'} / ${item.size}`,
      String(item.quantity),
      formatBRL(item.unitPriceCents),
      formatBRL(item.totalCents),
    ];
    let x = MARGIN;
    COLUMNS.forEach((column, index) => {
      const value = fitted(regular, cells[index]!, 9, column.width - 6);
      if (column.align === 'right') right(value, x + column.width, 9);
      else text(value, x, 9);
      x += column.width;
    });
    y -= 14;
    if (item.discountCents > 0) {
      text(`Desconto no item: ${formatBRL(item.discountCents)}`, MARGIN + 95, 8, regular, grey);
      y -= 12;
    }
  }
  line();
  y -= 12;

  ensure(90);
  const totals: [string, string][] = [
    ['Peças', String(order.itemCount)],
    ['Subtotal', formatBRL(order.subtotalCents)],
    ...(order.discountCents > 0
      ? ([['Descontos', `- ${formatBRL(order.discountCents)}`]] as [string, string][])
      : []),
    ...(order.freightCents > 0 ? ([['Frete', formatBRL(order.freightCents)]] as [string, string][]) : []),
  ];
  for (const [label, value] of totals) {
    right(label, A4[0] - MARGIN - 90, 10);
    right(value, A4[0] - MARGIN, 10);
    y -= 14;
  }
  right('Total', A4[0] - MARGIN - 90, 12, bold);
  right(formatBRL(order.totalCents), A4[0] - MARGIN, 12, bold);
  y -= 26;

  if (order.installments.length) {
    ensure(20 + order.installments.length * 13);
    text('Pagamento', MARGIN, 9, bold, grey);
    y -= 14;
    for (const installment of order.installments) {
      text(
        `${installment.number}/${order.installments.length}  ${formatDateOnly(installment.dueDate)}  ${formatBRL(installment.amountCents)}`,
        MARGIN,
        10,
      );
      y -= 13;
    }
    y -= 10;
  }
  if (order.notes) {
    ensure(40);
    text('Observações', MARGIN, 9, bold, grey);
    y -= 14;
    for (const part of order.notes.split(/\r?\n/).slice(0, 20)) {
      ensure(13);
      text(fitted(regular, part, 10, A4[0] - 2 * MARGIN), MARGIN, 10);
      y -= 13;
    }
  }
  return doc.save();
}

/** GET /sales-orders/:id/pdf: the printable order, shown in the browser's viewer. */
export async function salesOrderPdfResponse(tx: Tx, tenant: TenantContext, id: string): Promise<Response> {
  const order = await getSalesOrder(tx, tenant, id);
  const pdf = await buildSalesOrderPdf(order, tenant.companyName);
  return new Response(pdf, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="pedido-${order.code}.pdf"`,
      'cache-control': 'no-store',
    },
  });
}
