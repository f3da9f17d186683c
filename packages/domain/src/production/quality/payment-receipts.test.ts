import { describe, expect, it } from 'vitest';
import {
  attachmentContentType,
  formatFileSize,
  PAYMENT_RECEIPT_ACCEPT,
  paymentPayability,
  receiptFilename,
  workshopPaymentMethodLabel,
} from './payment-receipts.ts';

describe('attachmentContentType (part2 §5)', () => {
  it('takes the type of a binary file from its signature and its extension', () => {
    expect(attachmentContentType('pix.pdf', 'application/pdf', 'application/pdf')).toBe('application/pdf');
    expect(attachmentContentType('FOTO.JPEG', '', 'image/jpeg')).toBe('image/jpeg');
    expect(attachmentContentType('foto.jpg', 'application/octet-stream', 'image/jpeg')).toBe('image/jpeg');
    expect(attachmentContentType('tela.png', 'image/png', 'image/png')).toBe('image/png');
    expect(attachmentContentType('a.gif', undefined, 'image/gif')).toBe('image/gif');
    expect(attachmentContentType('a.webp', undefined, 'image/webp')).toBe('image/webp');
    expect(attachmentContentType('lote.zip', 'application/x-zip-compressed', 'application/zip')).toBe(
      'application/zip',
    );
  });

  it('infers text kinds from the extension; a .zpl falls back to text/plain', () => {
    expect(attachmentContentType('extrato.txt', 'text/plain', null)).toBe('text/plain');
    expect(attachmentContentType('banco.log', '', null)).toBe('text/plain');
    expect(attachmentContentType('etiqueta.zpl', 'application/octet-stream', null)).toBe('text/plain');
    expect(attachmentContentType('logo.svg', 'image/svg+xml', null)).toBe('image/svg+xml');
  });

  it('refuses other extensions and bytes that are not what the name says', () => {
    expect(attachmentContentType('planilha.xlsx', 'application/vnd.ms-excel', 'application/zip')).toBeNull();
    expect(attachmentContentType('script.exe', 'application/pdf', null)).toBeNull();
    expect(attachmentContentType('sem-extensao', 'application/pdf', 'application/pdf')).toBeNull();
    expect(attachmentContentType('falso.pdf', 'application/pdf', null)).toBeNull();
    expect(attachmentContentType('falso.png', 'image/png', 'image/jpeg')).toBeNull();
    expect(attachmentContentType('binario.txt', 'text/plain', 'application/x-msdownload')).toBeNull();
  });

  it('offers the same extensions to the file picker', () => {
    expect(PAYMENT_RECEIPT_ACCEPT).toBe('.png,.jpg,.jpeg,.gif,.webp,.svg,.pdf,.zip,.txt,.log,.zpl');
  });
});

describe('paymentPayability', () => {
  it('pays records waiting, due or discounted; not paid ones nor ones with repairs out', () => {
    expect(paymentPayability('aguardando_prazo')).toBe('ok');
    expect(paymentPayability('pendente')).toBe('ok');
    expect(paymentPayability('com_desconto')).toBe('ok');
    expect(paymentPayability('pago')).toBe('already_paid');
    expect(paymentPayability('com_conserto_pendente')).toBe('repair_pending');
  });
});

describe('receipt names and sizes', () => {
  it('keeps the base name only, without control characters or quotes', () => {
    expect(receiptFilename('C:\\fakepath\\comprovante.pdf')).toBe('comprovante.pdf');
    expect(receiptFilename('../../etc/passwd')).toBe('passwd');
    expect(receiptFilename('pix\u0000"maio".pdf')).toBe('pixmaio.pdf');
    expect(receiptFilename('   ')).toBe('comprovante');
    const long = receiptFilename(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });

  it('labels methods and sizes in Portuguese', () => {
    expect(workshopPaymentMethodLabel('pix')).toBe('PIX');
    expect(workshopPaymentMethodLabel('transferencia')).toBe('Transferência');
    expect(workshopPaymentMethodLabel(null)).toBeNull();
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB');
  });
});
